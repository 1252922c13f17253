/* test-move-kinds.c — every kind of move of tai and tenjiku shogi played
 * in the real window three ways: by clicks, by dragging, and by the
 * keyboard alone.
 *
 * Each case is a hand-built position and a description of one legal move
 * (taken from the core's legal moves, so the test never decides legality
 * itself): a step, a range move, a jump, a hook move, the lion's igui,
 * pass, double capture and capture-then-step, the lion dog's triple
 * capture and capture-and-retreat, and the emperor's leap; tenjiku's lion
 * hawk (igui, double capture), heavenly tetrarch's igui, great general's
 * range jump, fire demon's area move that burns, and a promotion taken and
 * declined through the board's chooser.  The input goes
 * through the same functions the board's click gesture, drag gesture and
 * key bindings run; after it, the game's last move must be that move. */
#include <string.h>

#include "ts-application.h"
#include "ts-board-view.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

/* One position holds a piece for every case, Black to move; the enemy
 * pieces are where the lion and the lion dog can take them. */
static const char pieces[] =
  "E 25y, e 1a, "
  "P 13s, "                                         /* step */
  "R 20p, "                                         /* range */
  "N 22u, "                                         /* jump */
  "HM 5v, "                                         /* hook */
  "LN 12m, p 11l, p 12k, g 10k, "
  "LD 18m, p 18l, p 18k, p 18j";

/* Tenjiku's, Black to move: the fire demon's burn is TENJIKU.md 3.8's. */
static const char tenjiku_pieces[] =
  "K 16p, k 1a, "
  "LH 12m, p 12l, p 12k, "                          /* lion hawk */
  "+CS 5m, p 5l, "                                  /* heavenly tetrarch */
  "GG 14p, P 14o, p 14h, "                          /* great general */
  "FD 8i, g 6g, p 5g, fd 3j, "                      /* fire demon */
  "P 10f";                                          /* promotion */

typedef enum {
  BY_CLICKS,
  BY_DRAG,
  BY_KEYS,
} Method;

static const char *const method_names[] = { "clicks", "drag", "keys" };

typedef struct {
  const char *name;
  int file;
  char rank;  /* the piece that moves */
  gboolean (*is_it) (const TsMove *m);
  TsRules rules;  /* and the pieces of its variant */
} Case;

static gboolean
lands_in_line (const TsMove *m)
{
  int dx = ts_square_x (m->to) - ts_square_x (m->from), dy = ts_square_y (m->to) - ts_square_y (m->from);

  return dx == 0 || dy == 0 || ABS (dx) == ABS (dy);
}

static gboolean
is_step (const TsMove *m)
{
  return m->n_captures == 0 && m->to == test_sq (13, 'r');
}

static gboolean
is_range (const TsMove *m)
{
  return m->n_captures == 0 && m->to == test_sq (20, 'h');
}

static gboolean
is_jump (const TsMove *m)
{
  return m->n_captures == 0 && !lands_in_line (m);
}

static gboolean
is_hook (const TsMove *m)
{
  /* off both of the hook mover's lines: it turned */
  return m->n_captures == 0 && m->to != m->from && !lands_in_line (m);
}

static gboolean
is_igui (const TsMove *m)
{
  return m->n_captures == 1 && m->to == m->from;
}

static gboolean
is_pass (const TsMove *m)
{
  return ts_move_is_pass (m);
}

static gboolean
is_double_capture (const TsMove *m)
{
  return m->n_captures == 2 && m->to == m->captures[1];
}

static gboolean
is_capture_and_step (const TsMove *m)
{
  return m->n_captures == 1 && m->to != m->from && m->to != m->captures[0];
}

static gboolean
is_triple_capture (const TsMove *m)
{
  return m->n_captures == 3;
}

static gboolean
is_capture_and_retreat (const TsMove *m)
{
  return m->n_captures == 2 && m->to == m->captures[0];
}

static gboolean
is_emperor_capture (const TsMove *m)
{
  return m->n_captures == 1 && m->captures[0] == test_sq (10, 'k');
}

static gboolean
is_range_jump (const TsMove *m)
{
  return m->n_captures == 1 && m->to == test_sq (14, 'h');
}

static gboolean
is_area_burn (const TsMove *m)
{
  return m->n_captures == 0 && m->to == test_sq (6, 'h');
}

static gboolean
is_promotion_taken (const TsMove *m)
{
  return m->to == test_sq (10, 'e') && m->becomes != TS_EMPTY;
}

static gboolean
is_promotion_declined (const TsMove *m)
{
  return m->to == test_sq (10, 'e') && m->becomes == TS_EMPTY;
}

static const Case cases[] = {
  { "step", 13, 's', is_step },
  { "range", 20, 'p', is_range },
  { "jump", 22, 'u', is_jump },
  { "hook", 5, 'v', is_hook },
  { "lion-igui", 12, 'm', is_igui },
  { "lion-pass", 12, 'm', is_pass },
  { "lion-double-capture", 12, 'm', is_double_capture },
  { "lion-capture-and-step", 12, 'm', is_capture_and_step },
  { "lion-dog-triple", 18, 'm', is_triple_capture },
  { "lion-dog-capture-and-retreat", 18, 'm', is_capture_and_retreat },
  { "emperor", 25, 'y', is_emperor_capture },
  { "tenjiku-lion-hawk-igui", 12, 'm', is_igui, TS_RULES_TENJIKU },
  { "tenjiku-lion-hawk-double-capture", 12, 'm', is_double_capture, TS_RULES_TENJIKU },
  { "tenjiku-tetrarch-igui", 5, 'm', is_igui, TS_RULES_TENJIKU },
  { "tenjiku-range-jump", 14, 'p', is_range_jump, TS_RULES_TENJIKU },
  { "tenjiku-area-move-burns", 8, 'i', is_area_burn, TS_RULES_TENJIKU },
  { "tenjiku-promotion-taken", 10, 'f', is_promotion_taken, TS_RULES_TENJIKU },
  { "tenjiku-promotion-declined", 10, 'f', is_promotion_declined, TS_RULES_TENJIKU },
};

typedef struct {
  TsApplication *app;
  TsWindow *window;
  TsBoardView *board;
  TsBoardScene *scene;  /* the board's */
  TsGame *game;
} Fixture;

/* One window serves every case: each starts from the position afresh. */
static Fixture shared;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  if (shared.window == NULL)
    {
      shared.app = ui_test_application_new ();
      shared.window = ui_test_open_window (GTK_APPLICATION (shared.app));
      shared.board = ts_window_get_board_view (shared.window);
      shared.scene = ts_board_view_get_scene (shared.board);
      shared.game = ts_window_get_game (shared.window);
    }
  *f = shared;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ts_board_scene_cancel (f->scene);
}

static void
load_position (Fixture *f, TsRules rules)
{
  if (rules == TS_RULES_STANDARD)
    test_game_load_pieces (f->game, pieces);
  else
    {
      g_autoptr (TsPosition) pos = test_position_from_pieces (rules, tenjiku_pieces, TS_BLACK);
      g_autofree char *tsfen = ts_position_to_tsfen (pos);

      g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, rules, tsfen, NULL));
    }
  ui_test_spin (10);
}

/* The move of the case, from the core's legal moves. */
static TsMove
find_move (Fixture *f, const Case *c)
{
  const TsMoveList *legal = ts_game_get_legal_moves (f->game);

  for (guint i = 0; i < legal->n; i++)
    if (legal->moves[i].from == test_sq (c->file, c->rank) && c->is_it (&legal->moves[i]))
      return legal->moves[i];
  g_error ("%s: no such legal move", c->name);
}

static void
centre (Fixture *f, TsSquare sq, double *x, double *y)
{
  ts_board_view_scroll_to_square (f->board, sq);
  ts_board_view_square_center (f->board, sq, x, y);
}

/* What the click gesture's release does with the primary button (GTK 4
 * cannot synthesize the event itself). */
static void
click (Fixture *f, TsSquare sq)
{
  double x, y;
  TsSquare under;

  centre (f, sq, &x, &y);
  g_assert_true (ts_board_view_square_at (f->board, x, y, &under));
  g_assert_cmpuint (under, ==, sq);
  ts_board_scene_click_square (f->scene, under);
}

/* Press on `from`, move in steps across the board, release on `to`. */
static void
drag (Fixture *f, TsSquare from, TsSquare to)
{
  ui_test_drag_square (f->board, from, to, 8);
}

/* Arrow keys from wherever the cursor is to `sq`, then Enter. */
static void
key_to (Fixture *f, TsSquare sq)
{
  TsBoardScene *scene = f->scene;
  g_autofree char *words = NULL, *brief = NULL;

  ui_test_move_cursor_to (f->board, sq);
  /* the status line and screen readers say what the cursor is on */
  words = ts_board_scene_describe_square_fully (scene, sq);
  brief = ts_board_scene_describe_square (scene, sq);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);
  if (brief != NULL)
    g_assert_cmpstr (ts_window_get_status (f->window), ==, brief);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate", NULL);
}

/* Enters `m` the given way: its piece, then its clicks (captures, then
 * the final square), then the last again while the move waits to know
 * whether it stops there; then whether it promotes, if it asks. */
static void
enter (Fixture *f, const TsMove *m, Method method)
{
  TsSquare clicks[TS_MAX_CLICKS];
  guint n = ts_move_clicks (m, clicks), before = ts_game_get_n_moves (f->game);
  TsSquare at = m->from;

  if (ts_move_is_pass (m))
    {
      /* the pass: the piece picked up, then P (the mouse: its square
       * clicked twice, the same path) */
      if (method == BY_KEYS)
        key_to (f, m->from);
      else
        click (f, m->from);
      gtk_widget_activate_action (GTK_WIDGET (f->board), "board.pass", NULL);
      return;
    }
  if (method == BY_CLICKS)
    click (f, m->from);
  else if (method == BY_KEYS)
    key_to (f, m->from);
  for (guint i = 0; i < n && ts_game_get_n_moves (f->game) == before; i++)
    {
      if (method == BY_DRAG && i == 0)
        drag (f, at, clicks[i]);
      else if (method == BY_KEYS)
        key_to (f, clicks[i]);
      else
        click (f, clicks[i]);
      at = clicks[i];
    }
  if (ts_game_get_n_moves (f->game) == before && !ts_board_scene_get_promotion_choice (f->scene, NULL, NULL))
    {
      if (method == BY_KEYS)
        gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate", NULL);
      else
        click (f, clicks[n - 1]);
    }
  if (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL))
    {
      /* the status line and screen readers say what it waits for */
      g_assert_nonnull (strstr (ts_window_get_status (f->window), "Promote"));
      ui_test_answer_promotion (f->board, m->becomes != TS_EMPTY, method == BY_KEYS);
    }
}

static void
test_case (Fixture *f, const Case *c, Method method)
{
  TsMove m;
  TsBurns burns;
  char text[TS_MOVE_STRING_MAX];

  load_position (f, c->rules);
  m = find_move (f, c);
  ts_move_format (c->rules, &m, text);
  g_test_message ("%s by %s: %s", c->name, method_names[method], text);
  enter (f, &m, method);
  if (ts_game_get_n_moves (f->game) != 1 || !ts_move_equal (ts_game_get_move (f->game, 0), &m))
    g_error ("%s by %s: %s was not played", c->name, method_names[method], text);
  /* the last move is marked, every square of it */
  g_assert_true (ts_board_scene_get_marks (f->scene, m.from) & TS_MARK_LAST_MOVE);
  for (guint i = 0; i < m.n_captures; i++)
    g_assert_true (ts_board_scene_get_marks (f->scene, m.captures[i]) & TS_MARK_LAST_CAPTURE);
  if (m.to == m.from)
    g_assert_true (ts_board_scene_get_marks (f->scene, m.from) & TS_MARK_LAST_STAY);
  ts_game_get_burns (f->game, 0, &burns, NULL);
  for (guint i = 0; i < burns.n; i++)
    g_assert_true (ts_board_scene_get_marks (f->scene, burns.squares[i]) & TS_MARK_LAST_BURNT);
  g_assert_cmpuint (burns.n, ==, c->is_it == is_area_burn ? 2 : 0);
  ts_board_scene_set_cursor (f->scene, 0);
}

static void
test_by_clicks (Fixture *f, gconstpointer data)
{
  test_case (f, data, BY_CLICKS);
}

static void
test_by_drag (Fixture *f, gconstpointer data)
{
  test_case (f, data, BY_DRAG);
}

static void
test_by_keys (Fixture *f, gconstpointer data)
{
  test_case (f, data, BY_KEYS);
}

/* A drop where the piece cannot go plays nothing, keeps it picked up and
 * says why. */
static void
test_refused_drop (Fixture *f, gconstpointer data)
{
  load_position (f, TS_RULES_STANDARD);
  drag (f, test_sq (13, 's'), test_sq (13, 'p'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 's'));
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (13, 'p')) & TS_MARK_REFUSED);
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "cannot reach 13p"));
}

/* The status line and the screen reader's words for the square under
 * the keyboard cursor, which must both say `expected`. */
static void
assert_cursor_words (Fixture *f, TsSquare sq, const char *expected)
{
  g_autofree char *words = NULL;

  ui_test_move_cursor_to (f->board, sq);
  words = ts_board_scene_describe_square_fully (f->scene, sq);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);
  if (strstr (words, expected) == NULL || strstr (ts_window_get_status (f->window), expected) == NULL)
    g_error ("'%s' and the status '%s' should say '%s'", words, ts_window_get_status (f->window), expected);
}

/* Before the move, in the real window: the keyboard cursor on a fire
 * demon's destination marks and says what would burn, and a range jump
 * says how many pieces it jumps; nothing is played. */
static void
test_tenjiku_preview (Fixture *f, gconstpointer data)
{
  load_position (f, TS_RULES_TENJIKU);
  key_to (f, test_sq (8, 'i'));
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (8, 'i'));
  assert_cursor_words (f, test_sq (6, 'h'), "Burns 2 pieces: Gold general on 6g, Pawn on 5g.");
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (6, 'g')) & TS_MARK_BURN);
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (5, 'g')) & TS_MARK_BURN);
  assert_cursor_words (f, test_sq (4, 'i'), "The Fire demon burns itself.");
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (4, 'i')) & TS_MARK_BURN_SELF);
  g_assert_false (ts_board_scene_get_marks (f->scene, test_sq (6, 'g')) & TS_MARK_BURN);
  ts_board_scene_cancel (f->scene);

  key_to (f, test_sq (14, 'p'));
  assert_cursor_words (f, test_sq (14, 'h'), "Capture Pawn on 14h, jumping 1 piece");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  ts_board_scene_set_cursor (f->scene, 0);
  ts_board_scene_cancel (f->scene);

  /* a piece dragged over the square previews there too */
  {
    double x0, y0, x1, y1;

    centre (f, test_sq (8, 'i'), &x0, &y0);
    centre (f, test_sq (6, 'h'), &x1, &y1);
    ts_board_view_drag_press (f->board, x0, y0, GDK_BUTTON_PRIMARY);
    for (int i = 1; i <= 6; i++)
      ts_board_view_drag_motion (f->board, x0 + (x1 - x0) * i / 6, y0 + (y1 - y0) * i / 6);
    g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (6, 'g')) & TS_MARK_BURN);
    g_assert_nonnull (strstr (ts_window_get_status (f->window), "Burns 2 pieces"));
    /* dropped back where it came from: nothing played */
    ts_board_view_drag_release (f->board, x0, y0);
    g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  }
}

/* The chooser's answers say what they do, for screen readers: a water
 * buffalo entering the zone burns its neighbours only as a fire demon,
 * which is marked while the choice waits.  (At the board's edge: the
 * chooser opens away from where the pointer rests, in the middle.) */
static void
test_tenjiku_promotion_words (Fixture *f, gconstpointer data)
{
  g_autoptr (TsPosition) pos =
    test_position_from_pieces (TS_RULES_TENJIKU, "K 9p, k 1a, WB 15f, p 16d, p 14d", TS_BLACK);
  g_autofree char *start = ts_position_to_tsfen (pos);
  GtkWidget *chooser, *promote, *decline;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, TS_RULES_TENJIKU, start, NULL));
  ui_test_spin (10);
  click (f, test_sq (15, 'f'));
  click (f, test_sq (15, 'e'));
  ui_test_spin (10);
  chooser = ts_board_view_get_promotion_chooser (f->board);
  g_assert_nonnull (chooser);
  promote = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (chooser)));
  decline = gtk_widget_get_next_sibling (promote);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (promote), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Promotes to Fire demon. Burns 2 pieces: Pawn on 16d, Pawn on 14d.");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (decline), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Declines promotion, stays Water buffalo");
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (16, 'd')) & TS_MARK_BURN);
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "If it promotes, it burns 2 pieces"));
  ts_board_scene_cancel (f->scene);
  ui_test_spin (30);
  g_assert_false (ts_board_scene_get_marks (f->scene, test_sq (16, 'd')) & TS_MARK_BURN);
}

int
main (int argc, char *argv[])
{
  int result;

  ui_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      static const struct {
        const char *name;
        void (*fn) (Fixture *, gconstpointer);
      } methods[] = { { "clicks", test_by_clicks }, { "drag", test_by_drag }, { "keys", test_by_keys } };

      for (guint k = 0; k < G_N_ELEMENTS (methods); k++)
        {
          g_autofree char *path = g_strdup_printf ("/move-kinds/%s/%s", methods[k].name, cases[i].name);

          g_test_add (path, Fixture, &cases[i], fixture_set_up, methods[k].fn, fixture_tear_down);
        }
    }
  g_test_add ("/move-kinds/refused-drop", Fixture, NULL, fixture_set_up, test_refused_drop, fixture_tear_down);
  g_test_add ("/move-kinds/tenjiku-preview", Fixture, NULL, fixture_set_up, test_tenjiku_preview, fixture_tear_down);
  g_test_add ("/move-kinds/tenjiku-promotion-words", Fixture, NULL, fixture_set_up, test_tenjiku_promotion_words,
              fixture_tear_down);
  result = g_test_run ();
  if (shared.window != NULL)
    {
      ui_test_close_window (shared.window);
      g_object_unref (shared.app);
    }
  return result;
}
