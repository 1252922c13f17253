/* ts-board-view.c — the board widget: geometry, drawing, input.
 *
 * Drawing is GSK nodes only (colours, gradients, textures, text), so a
 * frame is cheap: pieces come from the painter's texture cache and the
 * coordinate labels from layouts cached per square size.  At high zoom
 * only the visible squares are drawn.
 */
#include "ts-board-view.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-move-input.h"
#include "ts-notation.h"

/* The margin around the grid, for file numbers and rank letters. */
#define MARGIN_FRAC 0.85
#define BOARD_UNITS (TS_SIZE + 2 * MARGIN_FRAC)
#define MIN_SQUARE 8
/* Large pieces: a square of this many logical pixels at most. */
#define MAX_SQUARE 128
#define ZOOM_STEP 1.25
/* A popover listing more moves than this would hide the board. */
#define MAX_CHOICES 12
/* Pointer travel before a primary-button drag pans instead of clicking. */
#define PAN_THRESHOLD 8.0

/* The lines between these files and ranks carry the four placement dots of
 * each camp boundary: after the sixth rank (f|g and s|t) and at the files
 * that split the board 8 | 9 | 8 (18|17 and 9|8), as on a shogi board. */
#define DOT_LINE_NEAR 6
#define DOT_LINE_FAR (TS_SIZE - DOT_LINE_NEAR)
#define DOT_FILE_LINE_NEAR 8
#define DOT_FILE_LINE_FAR (TS_SIZE - DOT_FILE_LINE_NEAR)

struct _TsBoardView {
  GtkWidget parent_instance;

  TsGame *game;
  gulong changed_id;
  TsPosition *pos;             /* a copy: movegen may touch it while looking */
  TsMoveList *legal;
  gboolean legal_valid;
  TsMoveList *hover_moves;

  TsMoveInput input;
  GArray *choices;             /* TsMove offered by the popover */
  GtkWidget *popover;
  GtkWidget *choice_box;
  char *hint;
  gboolean input_disabled;     /* the computer is to move: clicks play nothing */
  gboolean has_hint_move;
  TsMove hint_move;            /* the engine's suggestion, drawn as an arrow */

  guint8 marks[TS_CELLS];
  TsSquare hover;
  int browse_ply;              /* -1: the game's current position */
  TsPieceType marked_type;
  gboolean flipped;
  TsPiecePainter *painter;

  /* Geometry: square side in logical pixels, at zoom and at fit. */
  double zoom;
  int square;
  int fit_square;
  GtkAdjustment *hadj;
  GtkAdjustment *vadj;
  guint hscroll_policy : 1;
  guint vscroll_policy : 1;

  /* Coordinate labels, made for `labels_square`. */
  PangoLayout *file_labels[TS_SIZE];
  PangoLayout *rank_labels[TS_SIZE];
  int labels_square;

  /* Pointer state. */
  double pointer_x;
  double pointer_y;
  double drag_h0;
  double drag_v0;
  gboolean panning;
  double pinch_zoom0;
};

static void ts_board_view_scrollable_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsBoardView, ts_board_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, ts_board_view_scrollable_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  PROP_LABEL_STYLE,
  PROP_ZOOM,
  PROP_HOVER_SQUARE,
  PROP_INPUT_ENABLED,
  PROP_HINT,
  PROP_BROWSE_PLY,
  N_PROPS,
  /* GtkScrollable */
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_PIECE_HOVERED,
  SIGNAL_PIECE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- geometry ---- */

typedef struct {
  double x0, y0;   /* the grid's top-left corner, widget coordinates */
  int s;           /* square side */
  double margin;
} Geometry;

static double
margin_for (int s)
{
  return round (MARGIN_FRAC * s);
}

static double
content_size (int s)
{
  return TS_SIZE * s + 2 * margin_for (s);
}

/* Where the content starts along one axis: centred when it fits, else
 * scrolled by the adjustment. */
static double
content_origin (GtkAdjustment *adj, double content, int widget_size)
{
  if (content <= widget_size)
    return floor ((widget_size - content) / 2);
  return adj != NULL ? -round (gtk_adjustment_get_value (adj)) : 0;
}

static void
get_geometry (TsBoardView *self, Geometry *g)
{
  double content = content_size (self->square);

  g->s = self->square;
  g->margin = margin_for (self->square);
  g->x0 = content_origin (self->hadj, content, gtk_widget_get_width (GTK_WIDGET (self))) + g->margin;
  g->y0 = content_origin (self->vadj, content, gtk_widget_get_height (GTK_WIDGET (self))) + g->margin;
}

/* Board (x, y) to the column and row drawn, and back: the same mapping. */
static inline int
view_index (TsBoardView *self, int i)
{
  return self->flipped ? TS_SIZE - 1 - i : i;
}

static int
max_square (TsBoardView *self)
{
  return MAX (MAX_SQUARE, self->fit_square);
}

double
ts_board_view_get_max_zoom (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 1.0);
  return self->fit_square > 0 ? (double) max_square (self) / self->fit_square : 1.0;
}

static void
update_square_size (TsBoardView *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  self->fit_square = MAX (MIN_SQUARE, (int) floor (MIN (w, h) / BOARD_UNITS));
  self->zoom = CLAMP (self->zoom, 1.0, ts_board_view_get_max_zoom (self));
  self->square = CLAMP ((int) round (self->fit_square * self->zoom), self->fit_square, max_square (self));
}

static void
configure_adjustment (GtkAdjustment *adj, double value, double content, int page)
{
  if (adj == NULL)
    return;
  content = MAX (content, page);
  gtk_adjustment_configure (adj, CLAMP (value, 0, content - page), 0, content,
                            page * 0.1, page * 0.9, page);
}

static void
configure_adjustments (TsBoardView *self, double hvalue, double vvalue)
{
  double content = content_size (self->square);

  configure_adjustment (self->hadj, hvalue, content, gtk_widget_get_width (GTK_WIDGET (self)));
  configure_adjustment (self->vadj, vvalue, content, gtk_widget_get_height (GTK_WIDGET (self)));
}

static double
adjustment_value (GtkAdjustment *adj)
{
  return adj != NULL ? gtk_adjustment_get_value (adj) : 0;
}

int
ts_board_view_get_square_size (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  return self->square;
}

double
ts_board_view_get_zoom (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 1.0);
  return self->zoom;
}

void
ts_board_view_board_point (TsBoardView *self, double x, double y, double *bx, double *by)
{
  Geometry g;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  get_geometry (self, &g);
  *bx = (x - g.x0) / g.s;
  *by = (y - g.y0) / g.s;
}

gboolean
ts_board_view_square_at (TsBoardView *self, double x, double y, TsSquare *sq)
{
  double bx, by;
  int col, row;

  ts_board_view_board_point (self, x, y, &bx, &by);
  col = (int) floor (bx);
  row = (int) floor (by);
  if (col < 0 || col >= TS_SIZE || row < 0 || row >= TS_SIZE)
    return FALSE;
  *sq = ts_square (view_index (self, col), view_index (self, row));
  return TRUE;
}

void
ts_board_view_square_center (TsBoardView *self, TsSquare sq, double *x, double *y)
{
  Geometry g;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  get_geometry (self, &g);
  *x = g.x0 + (view_index (self, ts_square_x (sq)) + 0.5) * g.s;
  *y = g.y0 + (view_index (self, ts_square_y (sq)) + 0.5) * g.s;
}

void
ts_board_view_zoom_at (TsBoardView *self, double zoom, double x, double y)
{
  double bx, by, old_zoom = self->zoom;
  Geometry g;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  /* not laid out yet (a zoom restored from the settings): there is no
   * point to keep still, and the first allocation applies the zoom */
  if (gtk_widget_get_width (GTK_WIDGET (self)) <= 0 || self->square <= 0)
    {
      if (zoom != old_zoom)
        {
          self->zoom = zoom;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
        }
      return;
    }
  ts_board_view_board_point (self, x, y, &bx, &by);
  self->zoom = zoom;
  update_square_size (self);

  /* Scroll so that the board point (bx, by) is again under (x, y); where
   * the content fits, it is centred and the values do not matter. */
  g.s = self->square;
  g.margin = margin_for (g.s);
  configure_adjustments (self, g.margin + bx * g.s - x, g.margin + by * g.s - y);
  if (self->zoom != old_zoom)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_board_view_set_zoom (TsBoardView *self, double zoom)
{
  ts_board_view_zoom_at (self, zoom,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
ts_board_view_zoom_step (TsBoardView *self, int steps)
{
  ts_board_view_set_zoom (self, self->zoom * pow (ZOOM_STEP, steps));
}

/* ---- marks ---- */

static void
clear_marks (TsBoardView *self, guint8 which)
{
  for (guint i = 0; i < TS_CELLS; i++)
    self->marks[i] &= ~which;
}

static void
mark_move (TsBoardView *self, const TsMove *m, guint8 mark)
{
  self->marks[m->from] |= mark;
  self->marks[m->to] |= mark;
  for (guint i = 0; i < m->n_captures; i++)
    self->marks[m->captures[i]] |= mark;
}

/* The number of moves played to reach the position shown. */
static guint
shown_ply (TsBoardView *self)
{
  if (self->browse_ply >= 0)
    return self->browse_ply;
  return self->game != NULL ? ts_game_get_n_moves (self->game) : 0;
}

static void
update_last_move_marks (TsBoardView *self)
{
  guint n = shown_ply (self);

  clear_marks (self, TS_MARK_LAST_MOVE);
  if (n > 0)
    mark_move (self, ts_game_get_move (self->game, n - 1), TS_MARK_LAST_MOVE);
}

/* The final position of a game that is over: nothing moves there. */
static gboolean
shows_game_over (TsBoardView *self)
{
  return self->game != NULL && ts_game_get_result (self->game) != TS_RESULT_NONE
         && shown_ply (self) == ts_game_get_n_moves (self->game);
}

static void
update_hover_marks (TsBoardView *self)
{
  TsPiece pc = self->hover != 0 ? self->pos->board[self->hover] : TS_EMPTY;

  clear_marks (self, TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE);
  if (pc == TS_EMPTY || pc == TS_OFFBOARD || shows_game_over (self))
    return;

  ts_move_list_clear (self->hover_moves);
  ts_generate_piece_moves (self->pos, self->hover, self->hover_moves);
  for (guint i = 0; i < self->hover_moves->n; i++)
    {
      const TsMove *m = &self->hover_moves->moves[i];

      for (guint c = 0; c < m->n_captures; c++)
        self->marks[m->captures[c]] |= TS_MARK_HOVER_CAPTURE;
      if (m->to != m->from && self->pos->board[m->to] == TS_EMPTY)
        self->marks[m->to] |= TS_MARK_HOVER_MOVE;
    }
}

static void
update_type_marks (TsBoardView *self)
{
  clear_marks (self, TS_MARK_TYPE);
  if (self->marked_type == TS_PIECE_NONE)
    return;
  for (guint i = 0; i < TS_CELLS; i++)
    {
      TsPiece pc = self->pos->board[i];

      if (pc != TS_EMPTY && pc != TS_OFFBOARD && ts_piece_moves_as (self->pos->rules, pc) == self->marked_type)
        self->marks[i] |= TS_MARK_TYPE;
    }
}

static void
set_hint (TsBoardView *self, char *hint)
{
  if (g_strcmp0 (hint, self->hint) == 0)
    {
      g_free (hint);
      return;
    }
  g_free (self->hint);
  self->hint = hint;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

static void
update_input_marks (TsBoardView *self)
{
  g_autoptr (GArray) targets = g_array_new (FALSE, FALSE, sizeof (TsInputTarget));
  char name[4];

  clear_marks (self, TS_MARK_SELECTED | TS_MARK_TARGET | TS_MARK_TARGET_CAPTURE | TS_MARK_PATH);
  if (!ts_move_input_has_selection (&self->input))
    {
      set_hint (self, NULL);
      return;
    }

  self->marks[self->input.from] |= TS_MARK_SELECTED;
  for (guint i = 0; i < self->input.n_path; i++)
    self->marks[self->input.path[i]] |= TS_MARK_PATH;
  ts_move_input_targets (&self->input, targets);
  for (guint i = 0; i < targets->len; i++)
    {
      const TsInputTarget *t = &g_array_index (targets, TsInputTarget, i);
      self->marks[t->square] |= t->capture ? TS_MARK_TARGET_CAPTURE : TS_MARK_TARGET;
    }

  if (self->input.n_path == 0)
    {
      set_hint (self, NULL);
      return;
    }
  ts_square_name (self->input.path[self->input.n_path - 1], name);
  /* TRANSLATORS: %s is a square such as 11l */
  set_hint (self, g_strdup_printf (_("Click %s again to stop there, or a highlighted square to go on."), name));
}

static void
refresh_input (TsBoardView *self)
{
  update_input_marks (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- the game ---- */

static gboolean
game_over (TsBoardView *self)
{
  return self->game == NULL || ts_game_get_result (self->game) != TS_RESULT_NONE;
}

static const TsMoveList *
legal_moves (TsBoardView *self)
{
  if (!self->legal_valid)
    {
      ts_game_legal_moves (self->game, self->legal);
      self->legal_valid = TRUE;
    }
  return self->legal;
}

static void
hide_choices (TsBoardView *self)
{
  GtkWidget *child;

  g_array_set_size (self->choices, 0);
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_box), child);
}

/* Shows `pos` afresh: a new position drops any half-entered move. */
static void
show_position (TsBoardView *self, const TsPosition *pos)
{
  g_clear_pointer (&self->pos, ts_position_free);
  self->pos = ts_position_copy (pos);
  ts_piece_painter_set_rules (self->painter, pos->rules);
  self->legal_valid = FALSE;
  self->has_hint_move = FALSE;
  hide_choices (self);
  ts_move_input_deselect (&self->input);
  update_input_marks (self);
  update_last_move_marks (self);
  update_hover_marks (self);
  update_type_marks (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows the game's current position, or the browsed one while it is
 * still in the game's past. */
static void
show_game (TsBoardView *self)
{
  if (self->browse_ply >= 0 && (guint) self->browse_ply < ts_game_get_n_moves (self->game))
    {
      g_autoptr (TsPosition) pos = ts_game_position_at (self->game, self->browse_ply);
      show_position (self, pos);
      return;
    }
  if (self->browse_ply >= 0)
    {
      self->browse_ply = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BROWSE_PLY]);
    }
  show_position (self, ts_game_get_position (self->game));
}

static void
on_game_changed (TsGame *game, TsBoardView *self)
{
  show_game (self);
}

void
ts_board_view_set_game (TsBoardView *self, TsGame *game)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || TS_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
      on_game_changed (game, self);
    }
  else
    {
      g_autoptr (TsPosition) start = ts_position_new_start ();
      show_position (self, start);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TsRules
ts_board_view_get_rules (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_RULES_STANDARD);
  return self->pos->rules;
}

TsGame *
ts_board_view_get_game (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

TsPiecePainter *
ts_board_view_get_painter (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->painter;
}

/* ---- input ---- */

static void
play (TsBoardView *self, const TsMove *move)
{
  g_autoptr (GError) error = NULL;
  TsMove m = *move; /* the game's "changed" handler clears the list it is in */

  ts_move_input_deselect (&self->input);
  if (!ts_game_play (self->game, &m, &error))
    {
      /* Only legal moves are offered, so this is a game that just ended. */
      g_debug ("move refused: %s", error->message);
      refresh_input (self);
    }
}

static void
on_choice_clicked (GtkButton *button, TsBoardView *self)
{
  ts_board_view_choose (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice")));
}

static char *
choice_label (TsBoardView *self, const TsMove *m)
{
  g_autofree char *notation = ts_notation_format_among (self->pos, legal_moves (self), m);

  if (ts_move_is_pass (m))
    /* TRANSLATORS: %s is a move in record notation, e.g. LN-13m */
    return g_strdup_printf (_("%s (pass)"), notation);
  if (m->n_captures > 0 && m->to == m->from)
    /* TRANSLATORS: igui, capturing without moving; %s is e.g. LN!11l */
    return g_strdup_printf (_("%s (capture in place)"), notation);
  return g_steal_pointer (&notation);
}

/* Lists the choices in the popover beside the 3x3 block around `sq`, so
 * that the squares a lion could still click stay visible. */
static void
show_choices (TsBoardView *self, TsSquare sq)
{
  GtkWidget *heading = gtk_label_new (_("Choose a move"));
  double x, y;
  int s = self->square;

  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->choice_box), heading);
  for (guint i = 0; i < self->choices->len; i++)
    {
      g_autofree char *label = choice_label (self, &g_array_index (self->choices, TsMove, i));
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "choice", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
      gtk_box_append (GTK_BOX (self->choice_box), button);
    }

  ts_board_view_square_center (self, sq, &x, &y);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle) { (int) (x - 1.5 * s), (int) (y - 1.5 * s), 3 * s, 3 * s });
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

static gboolean
is_own_piece (TsBoardView *self, TsSquare sq)
{
  TsPiece pc = self->pos->board[sq];
  return pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) == self->pos->side;
}

static void
select_square (TsBoardView *self, TsSquare sq)
{
  if (is_own_piece (self, sq))
    {
      ts_move_input_select (&self->input, sq, legal_moves (self));
      g_signal_emit (self, signals[SIGNAL_PIECE_SELECTED], 0, (guint) self->pos->board[sq]);
    }
  else
    ts_move_input_deselect (&self->input);
  refresh_input (self);
}

/* Feeds a click to the selection; FALSE if it meant nothing there. */
static gboolean
continue_move (TsBoardView *self, TsSquare sq)
{
  switch (ts_move_input_click (&self->input, sq, self->choices))
    {
    case TS_INPUT_MOVE:
      play (self, &g_array_index (self->choices, TsMove, 0));
      return TRUE;
    case TS_INPUT_CHOOSE:
      show_choices (self, sq);
      refresh_input (self);
      return TRUE;
    case TS_INPUT_CONTINUE:
      if (self->choices->len <= MAX_CHOICES)
        show_choices (self, sq);
      else
        g_array_set_size (self->choices, 0);
      refresh_input (self);
      return TRUE;
    case TS_INPUT_NONE:
    default:
      return FALSE;
    }
}

void
ts_board_view_click_square (TsBoardView *self, TsSquare sq)
{
  gboolean was_choosing;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  /* A position of the past is for looking at only. */
  if (game_over (self) || self->browse_ply >= 0 || sq >= TS_CELLS || self->pos->board[sq] == TS_OFFBOARD)
    return;

  if (self->input_disabled)
    return;
  was_choosing = gtk_widget_get_visible (self->popover);
  hide_choices (self);
  if (ts_move_input_has_selection (&self->input))
    {
      /* The second click on the piece itself, after its pass was offered,
       * means "never mind". */
      gboolean reselect = sq == self->input.from && self->input.n_path == 0;

      if (!(reselect && was_choosing) && continue_move (self, sq))
        return;
      if (reselect)
        {
          ts_board_view_cancel (self);
          return;
        }
    }
  select_square (self, sq);
}

void
ts_board_view_cancel (TsBoardView *self)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  hide_choices (self);
  ts_move_input_deselect (&self->input);
  refresh_input (self);
}

void
ts_board_view_choose (TsBoardView *self, guint index)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  g_return_if_fail (index < self->choices->len);

  if (!game_over (self) && !self->input_disabled)
    play (self, &g_array_index (self->choices, TsMove, index));
}

guint
ts_board_view_get_n_choices (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  return self->choices->len;
}

const TsMove *
ts_board_view_get_choice (TsBoardView *self, guint index)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);
  return &g_array_index (self->choices, TsMove, index);
}

void
ts_board_view_hover_square (TsBoardView *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  if (sq == self->hover)
    return;
  self->hover = sq;
  update_hover_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_SQUARE]);
  if (sq != 0 && self->pos->board[sq] != TS_EMPTY && self->pos->board[sq] != TS_OFFBOARD)
    g_signal_emit (self, signals[SIGNAL_PIECE_HOVERED], 0, (guint) self->pos->board[sq]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TsSquare
ts_board_view_get_selected (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  return self->input.from;
}

TsSquare
ts_board_view_get_hover_square (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  return self->hover;
}

TsSquareMarks
ts_board_view_get_marks (TsBoardView *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), 0);
  g_return_val_if_fail (sq < TS_CELLS, 0);
  return self->marks[sq];
}

TsPiece
ts_board_view_get_piece (TsBoardView *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_OFFBOARD);
  g_return_val_if_fail (sq < TS_CELLS, TS_OFFBOARD);
  return self->pos->board[sq];
}

void
ts_board_view_browse (TsBoardView *self, guint ply)
{
  int old;

  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  if (self->game == NULL)
    return;
  old = self->browse_ply;
  self->browse_ply = ply < ts_game_get_n_moves (self->game) ? (int) ply : -1;
  if (self->browse_ply == old)
    return;
  show_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BROWSE_PLY]);
}

void
ts_board_view_stop_browsing (TsBoardView *self)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  if (self->game != NULL)
    ts_board_view_browse (self, ts_game_get_n_moves (self->game));
}

int
ts_board_view_get_browse_ply (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), -1);
  return self->browse_ply;
}

void
ts_board_view_set_marked_type (TsBoardView *self, TsPieceType type)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));
  g_return_if_fail (type < TS_N_PIECE_TYPES);

  if (self->marked_type == type)
    return;
  self->marked_type = type;
  update_type_marks (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TsPieceType
ts_board_view_get_marked_type (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_PIECE_NONE);
  return self->marked_type;
}

static void update_cursor (TsBoardView *self);

void
ts_board_view_set_input_enabled (TsBoardView *self, gboolean enabled)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  if (self->input_disabled == !enabled)
    return;
  self->input_disabled = !enabled;
  if (!enabled)
    ts_board_view_cancel (self);
  update_cursor (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INPUT_ENABLED]);
}

gboolean
ts_board_view_get_input_enabled (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), FALSE);
  return !self->input_disabled;
}

void
ts_board_view_set_hint_move (TsBoardView *self, const TsMove *move)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  self->has_hint_move = move != NULL;
  if (move != NULL)
    self->hint_move = *move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const TsMove *
ts_board_view_get_hint_move (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->has_hint_move ? &self->hint_move : NULL;
}

const char *
ts_board_view_get_hint (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), NULL);
  return self->hint;
}

/* ---- pointer handlers ---- */

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y, TsBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  TsSquare sq;

  if (self->panning)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (button == GDK_BUTTON_SECONDARY)
    ts_board_view_cancel (self);
  else if (button == GDK_BUTTON_PRIMARY && ts_board_view_square_at (self, x, y, &sq))
    ts_board_view_click_square (self, sq);
}

static void
update_cursor (TsBoardView *self)
{
  const char *name = NULL;
  TsSquare sq = self->hover;

  if (self->panning)
    name = "grabbing";
  else if (sq != 0 && !game_over (self) && !self->input_disabled && self->browse_ply < 0
           && (is_own_piece (self, sq) || (self->marks[sq] & (TS_MARK_TARGET | TS_MARK_TARGET_CAPTURE))))
    name = "pointer";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, TsBoardView *self)
{
  TsSquare sq = 0;

  self->pointer_x = x;
  self->pointer_y = y;
  if (!ts_board_view_square_at (self, x, y, &sq))
    sq = 0;
  ts_board_view_hover_square (self, sq);
  update_cursor (self);
}

static void
on_leave (GtkEventControllerMotion *motion, TsBoardView *self)
{
  ts_board_view_hover_square (self, 0);
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll, double dx, double dy, TsBoardView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));

  /* Without Ctrl the scrolled window scrolls. */
  if (!(state & GDK_CONTROL_MASK))
    return FALSE;
  ts_board_view_zoom_at (self, self->zoom * pow (ZOOM_STEP, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
on_pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, TsBoardView *self)
{
  self->pinch_zoom0 = self->zoom;
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture, double scale, TsBoardView *self)
{
  double x, y;

  if (gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    ts_board_view_zoom_at (self, self->pinch_zoom0 * scale, x, y);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, TsBoardView *self)
{
  self->drag_h0 = adjustment_value (self->hadj);
  self->drag_v0 = adjustment_value (self->vadj);
  self->panning = FALSE;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, TsBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (!self->panning)
    {
      /* The middle button always pans; the primary one once the pointer
       * has travelled far enough not to be a click. */
      if (button != GDK_BUTTON_MIDDLE && (button != GDK_BUTTON_PRIMARY || hypot (dx, dy) < PAN_THRESHOLD))
        return;
      self->panning = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      update_cursor (self);
    }
  if (self->hadj != NULL)
    gtk_adjustment_set_value (self->hadj, self->drag_h0 - dx);
  if (self->vadj != NULL)
    gtk_adjustment_set_value (self->vadj, self->drag_v0 - dy);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, TsBoardView *self)
{
  self->panning = FALSE;
  update_cursor (self);
}

static void
add_controllers (TsBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, scroll);
}

/* ---- drawing ---- */

typedef struct {
  float r, g, b, a;
} Colour;

#define RGBA(c) (&(GdkRGBA) { (c).r, (c).g, (c).b, (c).a })

/* Kaya wood, a shade darker than the boxwood pieces. */
static const Colour wood = { 0.87, 0.68, 0.40, 1 };
static const Colour line_colour = { 0.10, 0.07, 0.04, 1 };
static const Colour label_colour = { 0.30, 0.21, 0.10, 1 };
static const Colour last_move_colour = { 1.00, 0.80, 0.20, 0.45 };
static const Colour selected_colour = { 0.20, 0.50, 0.95, 0.55 };
static const Colour path_colour = { 0.95, 0.50, 0.10, 0.60 };
static const Colour target_colour = { 0.10, 0.55, 0.25, 0.85 };
static const Colour target_capture_colour = { 0.90, 0.12, 0.10, 0.50 };
static const Colour hover_move_colour = { 0.10, 0.30, 0.85, 0.60 };
static const Colour occupied_target_colour = { 0.10, 0.55, 0.25, 0.45 };
static const Colour hover_capture_colour = { 1.00, 0.45, 0.00, 0.50 };
static const Colour turn_colour = { 0.21, 0.52, 0.89, 1 };
/* The engine's hint: a teal apart from the move colours. */
static const Colour hint_colour = { 0.02, 0.60, 0.55, 0.80 };
/* Adwaita purple: apart from every move colour above. */
static const Colour type_mark_colour = { 0.57, 0.25, 0.67, 1 };

/* The visible part of the grid, in drawn columns and rows. */
typedef struct {
  int c0, c1, r0, r1;
} Span;

static void
visible_span (TsBoardView *self, const Geometry *g, Span *v)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  v->c0 = CLAMP ((int) floor (-g->x0 / g->s), 0, TS_SIZE - 1);
  v->c1 = CLAMP ((int) floor ((w - g->x0) / g->s), 0, TS_SIZE - 1);
  v->r0 = CLAMP ((int) floor (-g->y0 / g->s), 0, TS_SIZE - 1);
  v->r1 = CLAMP ((int) floor ((h - g->y0) / g->s), 0, TS_SIZE - 1);
}

static graphene_rect_t
square_rect (const Geometry *g, int col, int row)
{
  return GRAPHENE_RECT_INIT (g->x0 + col * g->s, g->y0 + row * g->s, g->s, g->s);
}

static void
append_disc (GtkSnapshot *snapshot, double cx, double cy, double radius, const Colour *c)
{
  GskRoundedRect disc;

  gsk_rounded_rect_init_from_rect (&disc, &GRAPHENE_RECT_INIT (cx - radius, cy - radius, 2 * radius, 2 * radius),
                                   radius);
  gtk_snapshot_push_rounded_clip (snapshot, &disc);
  gtk_snapshot_append_color (snapshot, RGBA (*c), &disc.bounds);
  gtk_snapshot_pop (snapshot);
}

/* A flat fill: a gradient over a million pixels costs software
 * renderers more than everything else on the board together. */
static void
draw_background (GtkSnapshot *snapshot, const Geometry *g)
{
  double size = content_size (g->s);

  gtk_snapshot_append_color (snapshot, RGBA (wood),
                             &GRAPHENE_RECT_INIT (g->x0 - g->margin, g->y0 - g->margin, size, size));
}

/* The fill of a square under the grid lines, by priority. */
static const Colour *
square_fill (guint8 marks, gboolean occupied, gboolean show_hover)
{
  if (marks & TS_MARK_SELECTED)
    return &selected_colour;
  /* A quiet click target with a piece on it (the lion's own square, to
   * come back to): a dot would hide the piece. */
  if ((marks & TS_MARK_TARGET) && occupied && !(marks & TS_MARK_TARGET_CAPTURE))
    return &occupied_target_colour;
  if (marks & TS_MARK_PATH)
    return &path_colour;
  if (marks & TS_MARK_TARGET_CAPTURE)
    return &target_capture_colour;
  if (show_hover && (marks & TS_MARK_HOVER_CAPTURE))
    return &hover_capture_colour;
  if (marks & TS_MARK_LAST_MOVE)
    return &last_move_colour;
  return NULL;
}

static void
draw_square_fills (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Span *v)
{
  /* While a piece is selected, only its own moves are shown. */
  gboolean show_hover = !ts_move_input_has_selection (&self->input);

  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsSquare sq = ts_square (view_index (self, col), view_index (self, row));
        const Colour *fill = square_fill (self->marks[sq], self->pos->board[sq] != TS_EMPTY, show_hover);

        graphene_rect_t rect = square_rect (g, col, row);

        if (fill != NULL)
          gtk_snapshot_append_color (snapshot, RGBA (*fill), &rect);
      }
}

static int
line_width (int s)
{
  return MAX (1, (int) round (s / 40.0));
}

static void
draw_grid (GtkSnapshot *snapshot, const Geometry *g)
{
  int lw = line_width (g->s), border = lw * 2;
  double len = TS_SIZE * g->s;

  for (int i = 0; i <= TS_SIZE; i++)
    {
      int w = (i == 0 || i == TS_SIZE) ? border : lw;
      double at = i * g->s - w / 2.0;

      gtk_snapshot_append_color (snapshot, RGBA (line_colour),
                                 &GRAPHENE_RECT_INIT (g->x0 + at, g->y0 - border / 2.0, w, len + border));
      gtk_snapshot_append_color (snapshot, RGBA (line_colour),
                                 &GRAPHENE_RECT_INIT (g->x0 - border / 2.0, g->y0 + at, len + border, w));
    }

  /* The dots are symmetric under flipping, so they need no mapping. */
  for (int i = 0; i < 4; i++)
    {
      int col = (i & 1) ? DOT_FILE_LINE_FAR : DOT_FILE_LINE_NEAR;
      int row = (i & 2) ? DOT_LINE_FAR : DOT_LINE_NEAR;

      append_disc (snapshot, g->x0 + col * g->s, g->y0 + row * g->s, MAX (2.0, g->s * 0.09), &line_colour);
    }
}

static void
draw_pieces (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Span *v)
{
  int px = (int) ceil (g->s * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsSquare sq = ts_square (view_index (self, col), view_index (self, row));
        TsPiece pc = self->pos->board[sq];
        TsPiece shown = pc;
        graphene_rect_t rect = square_rect (g, col, row);

        if (pc == TS_EMPTY)
          continue;
        /* Flipped, White's pieces point up: draw each as the other side's. */
        if (self->flipped)
          shown ^= TS_PIECE_WHITE;
        gtk_snapshot_append_texture (snapshot, ts_piece_painter_get_texture (self->painter, shown, px), &rect);
      }
}

/* Quiet destinations, of the selected piece (green) or of the hovered
 * one (smaller, blue): a dot, so the square's emptiness stays visible. */
static void
draw_dots (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Span *v)
{
  gboolean show_hover = !ts_move_input_has_selection (&self->input);

  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsSquare sq = ts_square (view_index (self, col), view_index (self, row));
        guint8 marks = self->marks[sq];
        double cx = g->x0 + (col + 0.5) * g->s, cy = g->y0 + (row + 0.5) * g->s;

        if (self->pos->board[sq] != TS_EMPTY)
          continue;
        if ((marks & TS_MARK_TARGET) && !(marks & TS_MARK_TARGET_CAPTURE))
          append_disc (snapshot, cx, cy, MAX (3.0, g->s * 0.17), &target_colour);
        else if (show_hover && (marks & TS_MARK_HOVER_MOVE))
          append_disc (snapshot, cx, cy, MAX (2.5, g->s * 0.12), &hover_move_colour);
      }
}

/* Pieces of the marked type: a ring inside the square, over the piece so
 * that no fill of the square can hide it. */
static void
draw_type_marks (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Span *v)
{
  float w = MAX (2.0f, g->s * 0.09f);
  const float widths[4] = { w, w, w, w };
  const GdkRGBA colours[4] = { *RGBA (type_mark_colour), *RGBA (type_mark_colour), *RGBA (type_mark_colour),
                               *RGBA (type_mark_colour) };

  if (self->marked_type == TS_PIECE_NONE)
    return;
  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsSquare sq = ts_square (view_index (self, col), view_index (self, row));
        graphene_rect_t rect = square_rect (g, col, row);
        GskRoundedRect ring;

        if (!(self->marks[sq] & TS_MARK_TYPE))
          continue;
        graphene_rect_inset (&rect, w / 2, w / 2);
        gsk_rounded_rect_init_from_rect (&ring, &rect, g->s * 0.12f);
        gtk_snapshot_append_border (snapshot, &ring, widths, colours);
      }
}

/* The engine's suggested move: an arrow from the piece through the squares
 * it captures on to where it ends, and a ring on the piece. */
static void
draw_hint_move (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g)
{
  const TsMove *m = &self->hint_move;
  double x[TS_MAX_CAPTURES + 2], y[TS_MAX_CAPTURES + 2];
  double width = MAX (2.0, g->s * 0.16), head = MAX (6.0, g->s * 0.5);
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  guint n = 0;
  cairo_t *cr;

  if (!self->has_hint_move)
    return;
  ts_board_view_square_center (self, m->from, &x[n], &y[n]);
  n++;
  for (guint i = 0; i < m->n_captures; i++, n++)
    ts_board_view_square_center (self, m->captures[i], &x[n], &y[n]);
  if (m->to != m->from || n == 1)
    {
      ts_board_view_square_center (self, m->to, &x[n], &y[n]);
      n++;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* the squares it captures on and ends on, tinted: a one-step move's
   * arrow is short */
  for (guint i = 1; i < n; i++)
    cairo_rectangle (cr, x[i] - g->s / 2.0, y[i] - g->s / 2.0, g->s, g->s);
  cairo_set_source_rgba (cr, hint_colour.r, hint_colour.g, hint_colour.b, 0.30);
  cairo_fill (cr);
  /* the ring on the piece to move */
  cairo_new_path (cr);
  cairo_arc (cr, x[0], y[0], g->s * 0.46, 0, 2 * G_PI);
  cairo_set_line_width (cr, width * 0.6);
  cairo_set_source_rgba (cr, hint_colour.r, hint_colour.g, hint_colour.b, hint_colour.a);
  cairo_stroke (cr);
  if (n > 1 && (x[n - 1] != x[0] || y[n - 1] != y[0] || n > 2))
    {
      double dx = x[n - 1] - x[n - 2], dy = y[n - 1] - y[n - 2], len = MAX (hypot (dx, dy), 1e-6);
      double ux = dx / len, uy = dy / len;
      double sx = x[1] - x[0], sy = y[1] - y[0], slen = MAX (hypot (sx, sy), 1e-6);
      /* the tip short of the last square's centre, the shaft from the
       * ring: the pieces' labels stay readable */
      double tip = g->s * 0.18;
      double bx = x[n - 1] - ux * (head * 0.8 + tip), by = y[n - 1] - uy * (head * 0.8 + tip);

      x[n - 1] -= ux * tip;
      y[n - 1] -= uy * tip;
      cairo_new_path (cr);
      cairo_move_to (cr, x[0] + sx / slen * g->s * 0.46, y[0] + sy / slen * g->s * 0.46);
      for (guint i = 1; i + 1 < n; i++)
        cairo_line_to (cr, x[i], y[i]);
      cairo_line_to (cr, bx, by);
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
      cairo_new_path (cr);
      cairo_move_to (cr, x[n - 1], y[n - 1]);
      cairo_line_to (cr, bx - uy * head * 0.55 - ux * head * 0.2, by + ux * head * 0.55 - uy * head * 0.2);
      cairo_line_to (cr, bx + uy * head * 0.55 - ux * head * 0.2, by - ux * head * 0.55 - uy * head * 0.2);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static PangoLayout *
make_label (TsBoardView *self, const char *text, int s)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, MAX (6, 0.36 * s) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  return layout;
}

static void
ensure_labels (TsBoardView *self, int s)
{
  if (self->labels_square == s)
    return;
  for (int i = 0; i < TS_SIZE; i++)
    {
      char text[4];

      g_clear_object (&self->file_labels[i]);
      g_clear_object (&self->rank_labels[i]);
      g_snprintf (text, sizeof text, "%d", TS_SIZE - i);
      self->file_labels[i] = make_label (self, text, s);
      g_snprintf (text, sizeof text, "%c", 'a' + i);
      self->rank_labels[i] = make_label (self, text, s);
    }
  self->labels_square = s;
}

static void
append_label (GtkSnapshot *snapshot, PangoLayout *layout, double cx, double cy)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (cx - w / 2.0), round (cy - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, RGBA (label_colour));
  gtk_snapshot_restore (snapshot);
}

/* File numbers above the grid, rank letters to its right, as in shogi. */
static void
draw_coordinates (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Span *v)
{
  ensure_labels (self, g->s);
  for (int col = v->c0; col <= v->c1; col++)
    append_label (snapshot, self->file_labels[view_index (self, col)],
                  g->x0 + (col + 0.5) * g->s, g->y0 - g->margin / 2);
  for (int row = v->r0; row <= v->r1; row++)
    append_label (snapshot, self->rank_labels[view_index (self, row)],
                  g->x0 + TS_SIZE * g->s + g->margin / 2, g->y0 + (row + 0.5) * g->s);
}

/* The side to move: a band along its edge of the board and a wedge of its
 * colour (☗ black, ☖ white) in the margin beside its back rank. */
static void
draw_turn (TsBoardView *self, GtkSnapshot *snapshot, const Geometry *g)
{
  TsColor side = self->pos->side;
  gboolean bottom = (side == TS_BLACK) != self->flipped;
  double len = TS_SIZE * g->s, band = MAX (3.0, g->s * 0.1), gap = g->s * 0.12;
  double token = g->margin * 0.8;
  double ty = bottom ? g->y0 + len - token : g->y0;
  cairo_t *cr;

  gtk_snapshot_append_color (snapshot, RGBA (turn_colour),
                             &GRAPHENE_RECT_INIT (g->x0, bottom ? g->y0 + len + gap : g->y0 - gap - band,
                                                  len, band));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x0 - g->margin + (g->margin - token) / 2, ty,
                                                                 token, token));
  cairo_translate (cr, g->x0 - g->margin + (g->margin - token) / 2, ty);
  if (!bottom)
    {
      cairo_translate (cr, token, token);
      cairo_rotate (cr, G_PI);
    }
  ts_piece_wedge_path (cr, token, 0.9);
  if (side == TS_BLACK)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, token / 16));
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
ts_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);
  Geometry g;
  Span v;

  if (self->square <= 0)
    return;
  get_geometry (self, &g);
  visible_span (self, &g, &v);

  draw_background (snapshot, &g);
  draw_square_fills (self, snapshot, &g, &v);
  draw_grid (snapshot, &g);
  draw_pieces (self, snapshot, &g, &v);
  draw_dots (self, snapshot, &g, &v);
  draw_hint_move (self, snapshot, &g);
  draw_type_marks (self, snapshot, &g, &v);
  draw_coordinates (self, snapshot, &g, &v);
  draw_turn (self, snapshot, &g);
}

/* ---- size ---- */

static void
ts_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = (int) ceil (BOARD_UNITS * MIN_SQUARE);
  *natural = (int) ceil (BOARD_UNITS * 36);
}

static void
ts_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);
  int old_square = self->square;

  update_square_size (self);
  configure_adjustments (self, adjustment_value (self->hadj), adjustment_value (self->vadj));
  if (self->square != old_square)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_popover_present (GTK_POPOVER (self->popover));
}

/* ---- GtkScrollable ---- */

static void
on_adjustment_value_changed (GtkAdjustment *adj, TsBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (TsBoardView *self, GtkAdjustment **slot, GtkAdjustment *adj)
{
  if (adj != NULL && adj == *slot)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, on_adjustment_value_changed, self);
      g_object_unref (*slot);
    }
  if (adj == NULL)
    adj = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink (adj);
  g_signal_connect (adj, "value-changed", G_CALLBACK (on_adjustment_value_changed), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static gboolean
ts_board_view_get_border (GtkScrollable *scrollable, GtkBorder *border)
{
  return FALSE;
}

static void
ts_board_view_scrollable_init (GtkScrollableInterface *iface)
{
  iface->get_border = ts_board_view_get_border;
}

/* ---- properties and life cycle ---- */

void
ts_board_view_set_flipped (TsBoardView *self, gboolean flipped)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  /* Keep the same part of the board in view, seen from the other side. */
  if (self->hadj != NULL && self->vadj != NULL)
    configure_adjustments (self,
                           gtk_adjustment_get_upper (self->hadj) - gtk_adjustment_get_page_size (self->hadj)
                             - gtk_adjustment_get_value (self->hadj),
                           gtk_adjustment_get_upper (self->vadj) - gtk_adjustment_get_page_size (self->vadj)
                             - gtk_adjustment_get_value (self->vadj));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
ts_board_view_get_flipped (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
ts_board_view_set_label_style (TsBoardView *self, TsLabelStyle style)
{
  g_return_if_fail (TS_IS_BOARD_VIEW (self));

  if (ts_piece_painter_get_label_style (self->painter) == style)
    return;
  ts_piece_painter_set_label_style (self->painter, style);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL_STYLE]);
}

TsLabelStyle
ts_board_view_get_label_style (TsBoardView *self)
{
  g_return_val_if_fail (TS_IS_BOARD_VIEW (self), TS_LABEL_KANJI);
  return ts_piece_painter_get_label_style (self->painter);
}

static void
ts_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_LABEL_STYLE:
      g_value_set_enum (value, ts_board_view_get_label_style (self));
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_HOVER_SQUARE:
      g_value_set_uint (value, self->hover);
      break;
    case PROP_HINT:
      g_value_set_string (value, self->hint);
      break;
    case PROP_INPUT_ENABLED:
      g_value_set_boolean (value, !self->input_disabled);
      break;
    case PROP_BROWSE_PLY:
      g_value_set_int (value, self->browse_ply);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadj);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadj);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ts_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      ts_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_LABEL_STYLE:
      ts_board_view_set_label_style (self, g_value_get_enum (value));
      break;
    case PROP_ZOOM:
      ts_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_INPUT_ENABLED:
      ts_board_view_set_input_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadj, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadj, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_view_dispose (GObject *object)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  for (int i = 0; i < TS_SIZE; i++)
    {
      g_clear_object (&self->file_labels[i]);
      g_clear_object (&self->rank_labels[i]);
    }
  if (self->hadj != NULL)
    g_signal_handlers_disconnect_by_func (self->hadj, on_adjustment_value_changed, self);
  if (self->vadj != NULL)
    g_signal_handlers_disconnect_by_func (self->vadj, on_adjustment_value_changed, self);
  g_clear_object (&self->hadj);
  g_clear_object (&self->vadj);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (ts_board_view_parent_class)->dispose (object);
}

static void
ts_board_view_finalize (GObject *object)
{
  TsBoardView *self = TS_BOARD_VIEW (object);

  g_clear_pointer (&self->pos, ts_position_free);
  g_free (self->legal);
  g_free (self->hover_moves);
  g_clear_pointer (&self->choices, g_array_unref);
  ts_move_input_clear (&self->input);
  g_free (self->hint);
  G_OBJECT_CLASS (ts_board_view_parent_class)->finalize (object);
}

/* Escape drops a half-entered move, or leaves a position of the past. */
static void
cancel_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TsBoardView *self = TS_BOARD_VIEW (widget);

  if (self->browse_ply >= 0)
    ts_board_view_stop_browsing (self);
  else
    ts_board_view_cancel (self);
}

static void
ts_board_view_class_init (TsBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_board_view_get_property;
  object_class->set_property = ts_board_view_set_property;
  object_class->dispose = ts_board_view_dispose;
  object_class->finalize = ts_board_view_finalize;
  widget_class->snapshot = ts_board_view_snapshot;
  widget_class->measure = ts_board_view_measure;
  widget_class->size_allocate = ts_board_view_size_allocate;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TS_TYPE_GAME,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FLIPPED] = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LABEL_STYLE] = g_param_spec_enum ("label-style", NULL, NULL, TS_TYPE_LABEL_STYLE, TS_LABEL_KANJI,
                                                    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                      | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] = g_param_spec_double ("zoom", NULL, NULL, 1.0, 64.0, 1.0,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HOVER_SQUARE] = g_param_spec_uint ("hover-square", NULL, NULL, 0, TS_CELLS, 0,
                                                     G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINT] = g_param_spec_string ("hint", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INPUT_ENABLED] = g_param_spec_boolean ("input-enabled", NULL, NULL, TRUE,
                                                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                           | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BROWSE_PLY] = g_param_spec_int ("browse-ply", NULL, NULL, -1, G_MAXINT, -1,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PIECE_HOVERED] = g_signal_new ("piece-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_PIECE_SELECTED] = g_signal_new ("piece-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  gtk_widget_class_set_css_name (widget_class, "ts-board-view");
}

static void
ts_board_view_init (TsBoardView *self)
{
  self->zoom = 1.0;
  self->browse_ply = -1;
  self->painter = ts_piece_painter_new ();
  self->legal = g_new0 (TsMoveList, 1);
  self->hover_moves = g_new0 (TsMoveList, 1);
  self->choices = g_array_new (FALSE, FALSE, sizeof (TsMove));
  ts_move_input_init (&self->input);

  self->popover = gtk_popover_new ();
  /* Not modal: the board stays clickable, so a lion's next square can be
   * clicked instead of picking from the list. */
  gtk_popover_set_autohide (GTK_POPOVER (self->popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (self->popover), GTK_POS_RIGHT);
  self->choice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (self->choice_box, "ts-move-choices");
  gtk_popover_set_child (GTK_POPOVER (self->popover), self->choice_box);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  add_controllers (self);
  self->pos = ts_position_new_start ();
}

GtkWidget *
ts_board_view_new (void)
{
  return g_object_new (TS_TYPE_BOARD_VIEW, NULL);
}
