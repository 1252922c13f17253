/* test-soak-monkey.c — a seeded monkey in the real window: at least 20,000
 * random input events (hovers and clicks by widget coordinates, pieces
 * picked and their targets clicked, popover choices, the promotion
 * chooser answered by click or key, Escape, every action
 * that has an accelerator, zoom and pan, undo and redo, the side panel's
 * pages, the record browsed, dialogs opened and answered).
 *
 * After each event, cheap invariants of the window against its game
 * (check_invariants()): the board shows the game's position at the ply
 * it shows, the record one cell for each move.
 *
 * Then the same monkey, 20,000 events, in a tenjiku game: the promotion
 * chooser, burns and the 16x16 board under random input; when an Open
 * or a resumed autosave leaves tenjiku, New Game brings it back.  The
 * kinds of move its clicks played are counted (burns, range jumps, ...).
 *
 * The seed is printed first; TS_MONKEY_SEED=N replays a run. */

#include "soak-util.h"
#include "ts-record-model.h"
#include "ts-record-view.h"
#include "ts-record-view-private.h"
#include "ts-variant.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

#define N_EVENTS 20000
#define N_TENJIKU_EVENTS 20000
/* The most events between turns of the main loop (the run turns it after
 * a random number of events up to this, so that events meet the loop's
 * work in ever different orders), and the events between frames waited
 * for: a turn may lay out and paint the window, far costlier than an
 * event. */
#define MAX_EVENTS_PER_PUMP 160
#define EVENTS_PER_FRAME 1000

typedef enum {
  EV_HOVER,
  EV_LEAVE,
  EV_CLICK_ANYWHERE,
  EV_PICK_PIECE,
  EV_CLICK_TARGET,
  EV_KEY,
  EV_ESCAPE,
  EV_ACCEL,
  EV_ZOOM,
  EV_PAN,
  EV_PAGE,
  EV_BROWSE,
  EV_UNDO,
  EV_REDO,
  EV_PROMOTION,
  N_EVENT_KINDS
} EventKind;

static const struct {
  const char *name;
  guint weight;
} events[N_EVENT_KINDS] = {
  [EV_HOVER] = { "hover", 60 },
  [EV_LEAVE] = { "leave", 2 },
  [EV_CLICK_ANYWHERE] = { "click", 20 },
  [EV_PICK_PIECE] = { "pick-piece", 24 },
  [EV_CLICK_TARGET] = { "click-target", 32 },
  [EV_KEY] = { "key", 8 },
  [EV_ESCAPE] = { "escape", 4 },
  [EV_ACCEL] = { "accelerator", 1 },
  [EV_ZOOM] = { "zoom", 6 },
  [EV_PAN] = { "pan", 6 },
  [EV_PAGE] = { "page", 4 },
  [EV_BROWSE] = { "browse", 1 },
  [EV_UNDO] = { "undo", 6 },
  [EV_REDO] = { "redo", 4 },
  [EV_PROMOTION] = { "promotion-choice", 10 },
};

typedef struct {
  Soak soak;
  char *folder;         /* where Save puts records and Open finds them */
  GPtrArray *accels;    /* detailed action names that have accelerators */
  guint next_accel;     /* the next of `accels` to press */
  guint pressed;
  GHashTable *activated;  /* name -> times its action ran */
  guint counts[N_EVENT_KINDS];
  gint64 usec[N_EVENT_KINDS];  /* time spent on each kind */
  guint max_plies;
  guint pumps;
  guint dialogs;
  guint quits;          /* windows closed by Quit and opened again */
  TsRules rules;        /* the game it plays */
  guint back_to_rules;  /* New Games that brought `rules` back */
  TsGame *seen_game;    /* the game whose moves were counted last */
  guint seen_plies;     /* ... up to this ply */
  guint plies_played;   /* plies its input added to games */
  guint kinds;          /* the kinds of those plies (SoakKind bits) */
} Monkey;

/* Every action the application gives an accelerator. */
static GPtrArray *
list_accelerated_actions (GtkApplication *app)
{
  g_auto (GStrv) names = gtk_application_list_action_descriptions (app);
  GPtrArray *accels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_auto (GStrv) keys = gtk_application_get_accels_for_action (app, names[i]);
      if (keys[0] != NULL)
        g_ptr_array_add (accels, g_strdup (names[i]));
    }
  return accels;
}

/* A square of the board of the game shown (16x16 in tenjiku). */
static TsSquare
random_square (Monkey *m)
{
  const TsVariant *v = ts_rules_variant (ts_game_get_rules (m->soak.game));

  return ts_variant_square (v, g_rand_int_range (m->soak.rand, 0, v->width), g_rand_int_range (m->soak.rand, 0, v->height));
}

/* Clicks a piece that can move, when the board takes clicks. */
static void
pick_piece (Monkey *m)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  if (ts_board_scene_get_browse_ply (ts_board_view_get_scene (m->soak.board)) >= 0 || !ts_board_scene_get_input_enabled (ts_board_view_get_scene (m->soak.board))
      || ts_game_legal_moves (m->soak.game, list) == 0)
    {
      soak_click_square (&m->soak, random_square (m));
      return;
    }
  soak_click_square (&m->soak, list->moves[g_rand_int_range (m->soak.rand, 0, list->n)].from);
}

/* Clicks one of the squares the board marks as where the next click may
 * go, or anywhere if it marks none. */
static void
click_target (Monkey *m)
{
  TsSquare targets[TS_MAX_SIZE * TS_MAX_SIZE];
  guint n = 0;

  for (int y = 0; y < TS_MAX_SIZE; y++)
    for (int x = 0; x < TS_MAX_SIZE; x++)
      if (ts_board_scene_get_marks (ts_board_view_get_scene (m->soak.board), ts_square (x, y)) & TS_MARK_ANY_TARGET)
        targets[n++] = ts_square (x, y);
  soak_click_square (&m->soak, n > 0 ? targets[g_rand_int_range (m->soak.rand, 0, n)] : random_square (m));
}

/* The promotion chooser, when the board shows it, answered either way by
 * a click on a face or its key; else a target clicked, which may open it. */
static void
answer_promotion (Monkey *m)
{
  if (ts_board_view_get_promotion_chooser (m->soak.board) == NULL)
    {
      click_target (m);
      return;
    }
  ui_test_answer_promotion (m->soak.board, g_rand_boolean (m->soak.rand), g_rand_boolean (m->soak.rand));
}

/* A key of the board: the cursor by one or five squares, Enter, P. */
static void
press_board_key (Monkey *m)
{
  GtkWidget *board = GTK_WIDGET (m->soak.board);
  int r = g_rand_int_range (m->soak.rand, 0, 10);

  if (r < 6)
    {
      int step = g_rand_boolean (m->soak.rand) ? 1 : 5;
      int dx = g_rand_int_range (m->soak.rand, -1, 2) * step, dy = g_rand_int_range (m->soak.rand, -1, 2) * step;

      gtk_widget_activate_action (board, "board.move-cursor", "(ii)", dx, dy);
    }
  else if (r < 9)
    gtk_widget_activate_action (board, "board.activate", NULL);
  else
    gtk_widget_activate_action (board, "board.pass", NULL);
}

static void
shuffle (GPtrArray *array, GRand *rand)
{
  for (guint i = array->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      gpointer t = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = t;
    }
}

/* Quit closes the window (the game is in the autosave: it does not ask);
 * the next window, as the next start, resumes the same game where the
 * game is worth resuming (unfinished, or never saved). */
static void
quit_and_come_back (Monkey *m)
{
  TsDocument *doc = ts_window_get_document (m->soak.window);
  gboolean comes_back = ts_game_get_result (m->soak.game) == TS_RESULT_NONE || ts_document_get_modified (doc);
  g_autofree char *before = ts_position_to_tsfen (ts_game_get_position (m->soak.game));
  guint moves = ts_game_get_n_moves (m->soak.game);
  GtkWidget *window = GTK_WIDGET (m->soak.window);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_assert_true (soak_activate (&m->soak, "app.quit"));
  soak_pump ();
  g_assert_null (window);
  m->quits++;
  soak_reopen (&m->soak);
  if (comes_back && moves > 0)
    {
      g_autofree char *after = ts_position_to_tsfen (ts_game_get_position (m->soak.game));

      g_assert_cmpuint (ts_game_get_n_moves (m->soak.game), ==, moves);
      g_assert_cmpstr (after, ==, before);
    }
}

/* The accelerators are pressed in turn, in an order shuffled anew for
 * each round, so that every one is pressed about as often; an action
 * that is disabled at that moment does nothing, as its key would. */
static void
press_accelerator (Monkey *m)
{
  const char *name;
  guint times;

  if (m->next_accel == 0)
    shuffle (m->accels, m->soak.rand);
  name = m->accels->pdata[m->next_accel];
  m->next_accel = (m->next_accel + 1) % m->accels->len;
  m->pressed++;
  if (g_str_equal (name, "app.quit"))
    {
      quit_and_come_back (m);
      return;
    }
  if (!soak_activate (&m->soak, name))
    return;
  times = GPOINTER_TO_UINT (g_hash_table_lookup (m->activated, name));
  g_hash_table_insert (m->activated, (gpointer) name, GUINT_TO_POINTER (times + 1));
  soak_pump ();
  m->dialogs += soak_count_dialogs (&m->soak);
  soak_dismiss_dialogs (&m->soak, m->folder);
}

static void
zoom (Monkey *m)
{
  TsBoardView *board = m->soak.board;
  double x, y;

  soak_random_point (&m->soak, &x, &y);
  /* as Ctrl+scroll and pinching do: about the pointer */
  ts_board_view_zoom_at (board, g_rand_double_range (m->soak.rand, 1, ts_board_view_get_max_zoom (board)), x, y);
}

static void
pan (Monkey *m)
{
  GtkAdjustment *adjustments[] = { gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (m->soak.board)),
                                   gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (m->soak.board)) };

  /* what a drag does with the scrolled board */
  for (guint i = 0; i < G_N_ELEMENTS (adjustments); i++)
    gtk_adjustment_set_value (adjustments[i],
                              g_rand_double_range (m->soak.rand, gtk_adjustment_get_lower (adjustments[i]),
                                                   gtk_adjustment_get_upper (adjustments[i]) + 1));
}

static void
hover (Monkey *m)
{
  double x, y;

  soak_random_point (&m->soak, &x, &y);
  soak_hover_point (&m->soak, x, y);
}

static void
click_anywhere (Monkey *m)
{
  double x, y;

  soak_random_point (&m->soak, &x, &y);
  soak_hover_point (&m->soak, x, y);
  soak_click_point (&m->soak, x, y);
}

static EventKind
draw_event (Monkey *m)
{
  guint total = 0, pick;

  for (guint k = 0; k < N_EVENT_KINDS; k++)
    total += events[k].weight;
  pick = g_rand_int_range (m->soak.rand, 0, total);
  for (guint k = 0; k < N_EVENT_KINDS; k++)
    {
      if (pick < events[k].weight)
        return k;
      pick -= events[k].weight;
    }
  g_assert_not_reached ();
}

static void
do_event (Monkey *m, EventKind kind)
{
  gint64 start = g_get_monotonic_time ();

  switch (kind)
    {
    case EV_HOVER: hover (m); break;
    case EV_LEAVE: soak_hover_leave (&m->soak); break;
    case EV_CLICK_ANYWHERE: click_anywhere (m); break;
    case EV_PICK_PIECE: pick_piece (m); break;
    case EV_CLICK_TARGET: click_target (m); break;
    case EV_KEY: press_board_key (m); break;
    /* the board's Escape binding */
    case EV_ESCAPE: gtk_widget_activate_action (GTK_WIDGET (m->soak.board), "board.cancel", NULL); break;
    case EV_ACCEL: press_accelerator (m); break;
    case EV_ZOOM: zoom (m); break;
    case EV_PAN: pan (m); break;
    case EV_PAGE: soak_switch_page (&m->soak); break;
    case EV_BROWSE: soak_browse_record (&m->soak); break;
    case EV_UNDO: soak_activate (&m->soak, "win.undo"); break;
    case EV_REDO: soak_activate (&m->soak, "win.redo"); break;
    case EV_PROMOTION: answer_promotion (m); break;
    case N_EVENT_KINDS:
    default: g_assert_not_reached ();
    }
  m->counts[kind]++;
  m->usec[kind] += g_get_monotonic_time () - start;
}

static char *
describe_counts (Monkey *m)
{
  GString *text = g_string_new (NULL);
  GHashTableIter iter;
  gpointer name, times;

  for (guint k = 0; k < N_EVENT_KINDS; k++)
    g_string_append_printf (text, "%s%s %u (%.1f s)", k > 0 ? ", " : "", events[k].name, m->counts[k],
                            m->usec[k] / 1e6);
  g_string_append (text, "; actions:");
  g_hash_table_iter_init (&iter, m->activated);
  while (g_hash_table_iter_next (&iter, &name, &times))
    g_string_append_printf (text, " %s %u", (char *) name, GPOINTER_TO_UINT (times));
  return g_string_free (text, FALSE);
}

/* ---- what must hold after every event ---- */

/* The moves the record shows, undone ones (kept for redo) included: one
 * cell for each. */
static guint
count_record_cells (TsRecordModel *model)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (model)); i++)
    {
      g_autoptr (TsRecordRow) row = g_list_model_get_item (G_LIST_MODEL (model), i);
      TsRecordCell cell;

      for (TsColor side = TS_BLACK; side <= TS_WHITE; side++)
        {
          ts_record_row_get_cell (row, side, &cell);
          /* a game set up with White to move marks Black's first cell
           * as skipped ("…"): a cell without a move has no ply */
          n += cell.notation != NULL && cell.ply > 0;
        }
    }
  return n;
}

/* Fails with the seed and the event that broke it. */
#define MONKEY_CHECK(cond, ...)                                                                   \
  G_STMT_START {                                                                                  \
    if (!(cond))                                                                                  \
      {                                                                                           \
        g_autofree char *what = g_strdup_printf (__VA_ARGS__);                                    \
        g_error ("seed %u, event %u (%s): %s (TS_MONKEY_SEED=%u replays it)", seed, i,           \
                 events[kind].name, what, seed);                                                  \
      }                                                                                           \
  } G_STMT_END

/* Cheap checks of the window's state against its game, after each
 * event: a wrong picture or record that logs nothing is caught at the
 * event that made it.  The board scene follows the window's game and
 * shows the position at the ply it says it shows; the record view has
 * one cell for each move of the game (played and undone). */
static void
check_invariants (Monkey *m, guint32 seed, guint i, EventKind kind)
{
  TsBoardScene *scene = ts_board_view_get_scene (m->soak.board);
  TsGame *game = m->soak.game;
  TsRecordView *record = ts_side_panel_get_record_view (m->soak.panel);
  guint shown = ts_board_scene_get_shown_ply (scene);
  guint n_moves = ts_game_get_n_moves (game);
  guint64 hash = ts_board_scene_get_position (scene)->hash;

  MONKEY_CHECK (ts_board_scene_get_game (scene) == game, "the board follows another game");
  if (ts_board_scene_get_editor (scene) != NULL)
    ; /* a position being set up is the editor's, not the game's */
  else if (ts_board_scene_get_browse_ply (scene) < 0)
    {
      MONKEY_CHECK (shown == n_moves, "the board shows ply %u of a game of %u moves", shown, n_moves);
      MONKEY_CHECK (hash == ts_game_get_position (game)->hash, "the board shows another position than the game's");
    }
  else
    {
      g_autoptr (TsPosition) then = NULL;

      MONKEY_CHECK (shown < n_moves, "browsing ply %u of a game of %u moves", shown, n_moves);
      then = ts_game_position_at (game, shown);
      MONKEY_CHECK (hash == then->hash, "the board shows another position than the game's at ply %u", shown);
    }
  MONKEY_CHECK (count_record_cells (ts_record_view_get_model (record)) == ts_game_get_n_moves_total (game),
                "the record shows %u moves, the game has %u", count_record_cells (ts_record_view_get_model (record)),
                ts_game_get_n_moves_total (game));
}

/* The kinds of the plies the game gained since last looked at (played
 * by the monkey's input, or redone), in games of the monkey's rules. */
static void
count_new_plies (Monkey *m)
{
  guint n = ts_game_get_n_moves (m->soak.game);

  if (m->seen_game != m->soak.game || n < m->seen_plies || ts_game_get_rules (m->soak.game) != m->rules)
    {
      m->seen_game = m->soak.game;
      m->seen_plies = n;
      return;
    }
  for (guint ply = m->seen_plies; ply < n; ply++)
    {
      g_autoptr (TsPosition) before = ts_game_position_at (m->soak.game, ply);

      m->kinds |= soak_move_kinds (before, ts_game_get_move (m->soak.game, ply));
      m->plies_played++;
    }
  m->seen_plies = n;
}

/* The monkey plays `rules`: a game of another (an Open, an autosave
 * resumed) is replaced by a new one of `rules` once New Game can be
 * used. */
static void
keep_to_rules (Monkey *m)
{
  if (ts_game_get_rules (m->soak.game) == m->rules)
    return;
  if (soak_start_game (&m->soak, m->rules))
    m->back_to_rules++;
}

static void
run_monkey (TsRules rules, guint n_events)
{
  guint32 seed = soak_seed_from_env ("TS_MONKEY_SEED");
  const char *variant = ts_rules_variant (rules)->name;
  g_autofree char *counts = NULL;
  g_autofree char *kinds = NULL;
  Monkey m = { 0 };

  /* first, so that a crash still leaves the seed in the log */
  g_test_message ("monkey (%s) seed %u (TS_MONKEY_SEED=%u replays this run)", variant, seed, seed);
  fflush (stdout);
  g_test_timer_start ();
  soak_open (&m.soak, seed);
  m.rules = rules;
  if (ts_game_get_rules (m.soak.game) != rules)
    g_assert_true (soak_start_game (&m.soak, rules));
  m.folder = test_make_tmp_dir ("soak-monkey-XXXXXX");
  m.accels = list_accelerated_actions (GTK_APPLICATION (m.soak.app));
  m.activated = g_hash_table_new (g_str_hash, g_str_equal);
  g_assert_cmpuint (m.accels->len, >, 10);

  for (guint i = 1, next_pump = 1; i <= n_events; i++)
    {
      EventKind kind = draw_event (&m);

      do_event (&m, kind);
      check_invariants (&m, seed, i, kind);
      count_new_plies (&m);
      keep_to_rules (&m);
      m.max_plies = MAX (m.max_plies, ts_game_get_n_moves (m.soak.game));
      if (i >= next_pump)
        {
          soak_pump ();
          m.pumps++;
          next_pump = i + g_rand_int_range (m.soak.rand, 1, MAX_EVENTS_PER_PUMP + 1);
        }
      if (i % EVENTS_PER_FRAME == 0)
        soak_wait_frame (&m.soak);
    }
  soak_dismiss_dialogs (&m.soak, NULL);
  soak_wait_frame (&m.soak);

  counts = describe_counts (&m);
  kinds = soak_describe_kinds (m.kinds);
  g_test_message ("monkey (%s) seed %u: %u events (%s); %u accelerated actions pressed %u times in all, %u of them "
                  "ran; %u turns of the main loop; %u dialogs answered; %u quits, each resumed; %u new games back to "
                  "%s; %u plies played (kinds: %s), %u at most in a game, %u at the end; %.1f s",
                  variant, seed, n_events, counts, m.accels->len, m.pressed, g_hash_table_size (m.activated), m.pumps,
                  m.dialogs, m.quits, m.back_to_rules, variant, m.plies_played, kinds, m.max_plies,
                  ts_game_get_n_moves (m.soak.game), g_test_timer_elapsed ());
  /* the monkey did play: its clicks reached games of its rules */
  g_assert_cmpuint (m.max_plies, >, 0);
  g_assert_cmpuint (m.plies_played, >, 0);
  /* every accelerator was pressed, most of them more than once */
  g_assert_cmpuint (m.pressed, >=, 2 * m.accels->len);
  soak_close (&m.soak);
  g_free (m.folder);
  g_ptr_array_unref (m.accels);
  g_hash_table_unref (m.activated);
}

static void
test_monkey (void)
{
  run_monkey (TS_RULES_STANDARD, N_EVENTS);
}

static void
test_monkey_tenjiku (void)
{
  run_monkey (TS_RULES_TENJIKU, N_TENJIKU_EVENTS);
}

int
main (int argc, char *argv[])
{
  soak_init (&argc, &argv);
  g_test_add_func ("/soak/monkey/events", test_monkey);
  g_test_add_func ("/soak/monkey/tenjiku", test_monkey_tenjiku);
  return g_test_run ();
}
