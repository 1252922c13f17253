/* ts-board-scene.c — the board's model: see ts-board-scene.h.
 *
 * The marks are one byte a square, kept up to date as things happen, so
 * that drawing a frame only reads them.  The click logic proper (which
 * moves a path of clicks matches) is TsMoveInput's; the scene adds what
 * is around it: who may click, what a result means, the choices, the
 * hint, and playing the move through the game.
 */
#include "ts-board-scene.h"

#include <glib/gi18n.h>

#include "ts-move-input.h"
#include "ts-notation.h"

/* More moves than this left open by a click are not offered as a list:
 * the user clicks on. */
#define MAX_CHOICES 12

struct _TsBoardScene {
  GObject parent_instance;

  TsGame *game;
  gulong changed_id;
  TsPosition *pos;             /* a copy: movegen may touch it while looking */
  TsMoveList *hover_moves;

  TsMoveInput input;
  GArray *found;               /* TsMove: what the last click matched */
  GArray *choices;             /* TsMove: the moves the user must pick among */
  TsSquare choice_square;
  char *hint;
  gboolean input_disabled;     /* the computer is to move: clicks play nothing */
  gboolean has_hint_move;
  TsMove hint_move;            /* the engine's suggestion */

  guint8 marks[TS_CELLS];
  TsSquare hover;
  int browse_ply;              /* -1: the game's current position */
  guint shown_ply;
  TsPieceType marked_type;
};

G_DEFINE_FINAL_TYPE (TsBoardScene, ts_board_scene, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SHOWN_PLY,
  PROP_BROWSE_PLY,
  PROP_HOVER_SQUARE,
  PROP_HINT,
  PROP_INPUT_ENABLED,
  PROP_MARKED_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_POSITION_CHANGED,
  SIGNAL_MARKS_CHANGED,
  SIGNAL_CHOICES_CHANGED,
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_PIECE_HOVERED,
  SIGNAL_PIECE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- marks ---- */

static void
marks_changed (TsBoardScene *self)
{
  g_signal_emit (self, signals[SIGNAL_MARKS_CHANGED], 0);
}

static void
clear_marks (TsBoardScene *self, guint8 which)
{
  for (guint i = 0; i < TS_CELLS; i++)
    self->marks[i] &= ~which;
}

static void
mark_move (TsBoardScene *self, const TsMove *m, guint8 mark)
{
  self->marks[m->from] |= mark;
  self->marks[m->to] |= mark;
  for (guint i = 0; i < m->n_captures; i++)
    self->marks[m->captures[i]] |= mark;
}

static guint
current_ply (TsBoardScene *self)
{
  if (self->browse_ply >= 0)
    return self->browse_ply;
  return self->game != NULL ? ts_game_get_n_moves (self->game) : 0;
}

static void
update_last_move_marks (TsBoardScene *self)
{
  guint n = current_ply (self);

  clear_marks (self, TS_MARK_LAST_MOVE);
  if (n > 0)
    mark_move (self, ts_game_get_move (self->game, n - 1), TS_MARK_LAST_MOVE);
}

static gboolean
is_piece (TsPiece pc)
{
  return pc != TS_EMPTY && pc != TS_OFFBOARD;
}

/* The final position of a game that is over: nothing moves there. */
static gboolean
shows_game_over (TsBoardScene *self)
{
  return self->game != NULL && ts_game_get_result (self->game) != TS_RESULT_NONE
         && current_ply (self) == ts_game_get_n_moves (self->game);
}

static void
update_hover_marks (TsBoardScene *self)
{
  TsPiece pc = self->hover != 0 ? self->pos->board[self->hover] : TS_EMPTY;

  clear_marks (self, TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE);
  if (!is_piece (pc) || shows_game_over (self))
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
update_type_marks (TsBoardScene *self)
{
  clear_marks (self, TS_MARK_TYPE);
  if (self->marked_type == TS_PIECE_NONE)
    return;
  for (guint i = 0; i < TS_CELLS; i++)
    {
      TsPiece pc = self->pos->board[i];

      if (is_piece (pc) && ts_piece_moves_as (pc) == self->marked_type)
        self->marks[i] |= TS_MARK_TYPE;
    }
}

static void
set_hint (TsBoardScene *self, char *hint)
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
update_input_marks (TsBoardScene *self)
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
refresh_input (TsBoardScene *self)
{
  update_input_marks (self);
  marks_changed (self);
}

/* ---- the position shown ---- */

static void
set_choices (TsBoardScene *self, const GArray *moves, TsSquare sq)
{
  guint old = self->choices->len;

  g_array_set_size (self->choices, 0);
  if (moves != NULL)
    g_array_append_vals (self->choices, moves->data, moves->len);
  self->choice_square = moves != NULL ? sq : 0;
  if (old > 0 || self->choices->len > 0)
    g_signal_emit (self, signals[SIGNAL_CHOICES_CHANGED], 0);
}

/* Shows `pos` afresh: a new position drops any half-entered move. */
static void
show_position (TsBoardScene *self, const TsPosition *pos)
{
  guint old_ply = self->shown_ply;

  g_clear_pointer (&self->pos, ts_position_free);
  self->pos = ts_position_copy (pos);
  self->has_hint_move = FALSE;
  set_choices (self, NULL, 0);
  ts_move_input_deselect (&self->input);
  update_input_marks (self);
  update_last_move_marks (self);
  update_hover_marks (self);
  update_type_marks (self);
  self->shown_ply = current_ply (self);
  g_signal_emit (self, signals[SIGNAL_POSITION_CHANGED], 0);
  marks_changed (self);
  if (self->shown_ply != old_ply)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_PLY]);
}

/* Shows the game's current position, or the browsed one while it is
 * still in the game's past. */
static void
show_game (TsBoardScene *self)
{
  gboolean stopped;

  if (self->browse_ply >= 0 && (guint) self->browse_ply < ts_game_get_n_moves (self->game))
    {
      g_autoptr (TsPosition) pos = ts_game_position_at (self->game, self->browse_ply);
      show_position (self, pos);
      return;
    }
  /* Browsing a ply the game no longer has (undone, a new game) stops,
   * said once the current position is shown. */
  stopped = self->browse_ply >= 0;
  self->browse_ply = -1;
  show_position (self, ts_game_get_position (self->game));
  if (stopped)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BROWSE_PLY]);
}

static void
on_game_changed (TsGame *game, TsBoardScene *self)
{
  show_game (self);
}

void
ts_board_scene_set_game (TsBoardScene *self, TsGame *game)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
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

TsGame *
ts_board_scene_get_game (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->game;
}

const TsPosition *
ts_board_scene_get_position (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->pos;
}

TsPiece
ts_board_scene_get_piece (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), TS_OFFBOARD);
  g_return_val_if_fail (sq < TS_CELLS, TS_OFFBOARD);
  return self->pos->board[sq];
}

guint
ts_board_scene_get_shown_ply (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->shown_ply;
}

void
ts_board_scene_browse (TsBoardScene *self, guint ply)
{
  int old;

  g_return_if_fail (TS_IS_BOARD_SCENE (self));
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
ts_board_scene_stop_browsing (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->game != NULL)
    ts_board_scene_browse (self, ts_game_get_n_moves (self->game));
}

int
ts_board_scene_get_browse_ply (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), -1);
  return self->browse_ply;
}

/* ---- input ---- */

static gboolean
game_over (TsBoardScene *self)
{
  return self->game == NULL || ts_game_get_result (self->game) != TS_RESULT_NONE;
}

/* Clicks can play: a game going on, its current position, input on. */
static gboolean
accepts_clicks (TsBoardScene *self)
{
  return !game_over (self) && self->browse_ply < 0 && !self->input_disabled;
}

static void
play (TsBoardScene *self, const TsMove *move)
{
  g_autoptr (GError) error = NULL;
  TsMove m = *move; /* the game's "changed" handler clears the list it is in */

  ts_move_input_deselect (&self->input);
  g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0, &m);
  if (!ts_game_play (self->game, &m, &error))
    {
      /* Only legal moves are offered, so this is a game that just ended. */
      g_debug ("move refused: %s", error->message);
      refresh_input (self);
    }
}

static gboolean
is_own_piece (TsBoardScene *self, TsSquare sq)
{
  TsPiece pc = self->pos->board[sq];
  return is_piece (pc) && TS_PIECE_COLOR (pc) == self->pos->side;
}

static void
select_square (TsBoardScene *self, TsSquare sq)
{
  if (is_own_piece (self, sq))
    {
      ts_move_input_select (&self->input, sq, ts_game_get_legal_moves (self->game));
      g_signal_emit (self, signals[SIGNAL_PIECE_SELECTED], 0, (guint) self->pos->board[sq]);
    }
  else
    ts_move_input_deselect (&self->input);
  refresh_input (self);
}

/* Feeds a click to the selection; FALSE if it meant nothing there. */
static gboolean
continue_move (TsBoardScene *self, TsSquare sq)
{
  switch (ts_move_input_click (&self->input, sq, self->found))
    {
    case TS_INPUT_MOVE:
      play (self, &g_array_index (self->found, TsMove, 0));
      return TRUE;
    case TS_INPUT_CHOOSE:
      set_choices (self, self->found, sq);
      refresh_input (self);
      return TRUE;
    case TS_INPUT_CONTINUE:
      if (self->found->len <= MAX_CHOICES)
        set_choices (self, self->found, sq);
      refresh_input (self);
      return TRUE;
    case TS_INPUT_NONE:
    default:
      return FALSE;
    }
}

void
ts_board_scene_click_square (TsBoardScene *self, TsSquare sq)
{
  gboolean was_choosing;

  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  /* A position of the past is for looking at only. */
  if (sq >= TS_CELLS || self->pos->board[sq] == TS_OFFBOARD || !accepts_clicks (self))
    return;

  was_choosing = self->choices->len > 0;
  set_choices (self, NULL, 0);
  if (ts_move_input_has_selection (&self->input))
    {
      /* The second click on the piece itself, after its pass was offered,
       * means "never mind". */
      gboolean reselect = sq == self->input.from && self->input.n_path == 0;

      if (!(reselect && was_choosing) && continue_move (self, sq))
        return;
      if (reselect)
        {
          ts_board_scene_cancel (self);
          return;
        }
    }
  select_square (self, sq);
}

void
ts_board_scene_cancel (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  set_choices (self, NULL, 0);
  ts_move_input_deselect (&self->input);
  refresh_input (self);
}

void
ts_board_scene_escape (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->browse_ply >= 0)
    ts_board_scene_stop_browsing (self);
  else
    ts_board_scene_cancel (self);
}

gboolean
ts_board_scene_is_clickable (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return sq != 0 && sq < TS_CELLS && accepts_clicks (self)
         && (is_own_piece (self, sq) || (self->marks[sq] & (TS_MARK_TARGET | TS_MARK_TARGET_CAPTURE)));
}

void
ts_board_scene_hover_square (TsBoardScene *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (sq < TS_CELLS);

  if (sq == self->hover)
    return;
  self->hover = sq;
  update_hover_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_SQUARE]);
  if (sq != 0 && is_piece (self->pos->board[sq]))
    g_signal_emit (self, signals[SIGNAL_PIECE_HOVERED], 0, (guint) self->pos->board[sq]);
  marks_changed (self);
}

void
ts_board_scene_set_input_enabled (TsBoardScene *self, gboolean enabled)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  if (self->input_disabled == !enabled)
    return;
  self->input_disabled = !enabled;
  if (!enabled)
    ts_board_scene_cancel (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INPUT_ENABLED]);
}

gboolean
ts_board_scene_get_input_enabled (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return !self->input_disabled;
}

TsSquare
ts_board_scene_get_selected (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->input.from;
}

TsSquare
ts_board_scene_get_hover_square (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->hover;
}

TsSquareMarks
ts_board_scene_get_marks (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  g_return_val_if_fail (sq < TS_CELLS, 0);
  return self->marks[sq];
}

const char *
ts_board_scene_get_hint (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->hint;
}

/* ---- choices ---- */

guint
ts_board_scene_get_n_choices (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->choices->len;
}

const TsMove *
ts_board_scene_get_choice (TsBoardScene *self, guint index)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);
  return &g_array_index (self->choices, TsMove, index);
}

TsSquare
ts_board_scene_get_choice_square (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->choice_square;
}

char *
ts_board_scene_describe_choice (TsBoardScene *self, guint index)
{
  const TsMove *m = ts_board_scene_get_choice (self, index);
  g_autofree char *notation = NULL;

  g_return_val_if_fail (m != NULL, NULL);
  notation = ts_notation_format_among (self->pos, ts_game_get_legal_moves (self->game), m);
  if (ts_move_is_pass (m))
    /* TRANSLATORS: %s is a move in record notation, e.g. LN-13m */
    return g_strdup_printf (_("%s (pass)"), notation);
  if (m->n_captures > 0 && m->to == m->from)
    /* TRANSLATORS: igui, capturing without moving; %s is e.g. LN!11l */
    return g_strdup_printf (_("%s (capture in place)"), notation);
  return g_steal_pointer (&notation);
}

void
ts_board_scene_choose (TsBoardScene *self, guint index)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (index < self->choices->len);

  if (!game_over (self) && !self->input_disabled)
    play (self, &g_array_index (self->choices, TsMove, index));
}

/* ---- hint move and marked type ---- */

void
ts_board_scene_set_hint_move (TsBoardScene *self, const TsMove *move)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  self->has_hint_move = move != NULL;
  if (move != NULL)
    self->hint_move = *move;
  marks_changed (self);
}

const TsMove *
ts_board_scene_get_hint_move (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->has_hint_move ? &self->hint_move : NULL;
}

void
ts_board_scene_set_marked_type (TsBoardScene *self, TsPieceType type)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (type < TS_N_PIECE_TYPES);

  if (self->marked_type == type)
    return;
  self->marked_type = type;
  update_type_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKED_TYPE]);
  marks_changed (self);
}

TsPieceType
ts_board_scene_get_marked_type (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), TS_PIECE_NONE);
  return self->marked_type;
}

/* ---- life cycle ---- */

static void
ts_board_scene_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOWN_PLY:
      g_value_set_uint (value, self->shown_ply);
      break;
    case PROP_BROWSE_PLY:
      g_value_set_int (value, self->browse_ply);
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
    case PROP_MARKED_TYPE:
      g_value_set_uint (value, self->marked_type);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_scene_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ts_board_scene_set_game (self, g_value_get_object (value));
      break;
    case PROP_INPUT_ENABLED:
      ts_board_scene_set_input_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_MARKED_TYPE:
      ts_board_scene_set_marked_type (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_scene_dispose (GObject *object)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ts_board_scene_parent_class)->dispose (object);
}

static void
ts_board_scene_finalize (GObject *object)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  g_clear_pointer (&self->pos, ts_position_free);
  g_free (self->hover_moves);
  g_clear_pointer (&self->found, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  ts_move_input_clear (&self->input);
  g_free (self->hint);
  G_OBJECT_CLASS (ts_board_scene_parent_class)->finalize (object);
}

static guint
new_signal (GObjectClass *klass, const char *name, guint n_params, GType param)
{
  return g_signal_new (name, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                       n_params, param);
}

static void
ts_board_scene_class_init (TsBoardSceneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags readable = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags writable = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = ts_board_scene_get_property;
  object_class->set_property = ts_board_scene_set_property;
  object_class->dispose = ts_board_scene_dispose;
  object_class->finalize = ts_board_scene_finalize;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TS_TYPE_GAME, writable);
  properties[PROP_SHOWN_PLY] = g_param_spec_uint ("shown-ply", NULL, NULL, 0, G_MAXUINT, 0, readable);
  properties[PROP_BROWSE_PLY] = g_param_spec_int ("browse-ply", NULL, NULL, -1, G_MAXINT, -1, readable);
  properties[PROP_HOVER_SQUARE] = g_param_spec_uint ("hover-square", NULL, NULL, 0, TS_CELLS, 0, readable);
  properties[PROP_HINT] = g_param_spec_string ("hint", NULL, NULL, NULL, readable);
  properties[PROP_INPUT_ENABLED] = g_param_spec_boolean ("input-enabled", NULL, NULL, TRUE, writable);
  properties[PROP_MARKED_TYPE] = g_param_spec_uint ("marked-type", NULL, NULL, 0, TS_N_PIECE_TYPES - 1,
                                                    TS_PIECE_NONE, writable);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_POSITION_CHANGED] = new_signal (object_class, "position-changed", 0, G_TYPE_NONE);
  signals[SIGNAL_MARKS_CHANGED] = new_signal (object_class, "marks-changed", 0, G_TYPE_NONE);
  signals[SIGNAL_CHOICES_CHANGED] = new_signal (object_class, "choices-changed", 0, G_TYPE_NONE);
  signals[SIGNAL_MOVE_CHOSEN] = new_signal (object_class, "move-chosen", 1, G_TYPE_POINTER);
  signals[SIGNAL_PIECE_HOVERED] = new_signal (object_class, "piece-hovered", 1, G_TYPE_UINT);
  signals[SIGNAL_PIECE_SELECTED] = new_signal (object_class, "piece-selected", 1, G_TYPE_UINT);
}

static void
ts_board_scene_init (TsBoardScene *self)
{
  self->browse_ply = -1;
  self->marked_type = TS_PIECE_NONE;
  self->hover_moves = g_new0 (TsMoveList, 1);
  self->found = g_array_new (FALSE, FALSE, sizeof (TsMove));
  self->choices = g_array_new (FALSE, FALSE, sizeof (TsMove));
  ts_move_input_init (&self->input);
  self->pos = ts_position_new_start ();
}

TsBoardScene *
ts_board_scene_new (void)
{
  return g_object_new (TS_TYPE_BOARD_SCENE, NULL);
}
