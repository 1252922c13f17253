/* test-soak-computer.c — the computer against itself in the real window,
 * started from the New Game dialog, while a user moves the pointer over
 * the board and looks at the side panel; the main loop must never stall
 * for long while the engine thinks in its thread.  At its lowest
 * strength until the game ends or reaches 400 plies; at a second a move
 * for 30 plies, where the analysis line's figures change within the
 * search's iterations too.  Then a tenjiku game, the computer against
 * itself at its lowest strength, to the end or 400 plies. */
#include "soak-util.h"
#include "ts-players.h"
#include "ts-engine-player-private.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

/* The longest the window may not answer at all: a frame, an autosave, a
 * move played, with room for a slow (sanitizer) build on a busy machine.
 * This bound alone would pass a search made on the main thread (Casual's
 * take a second at most); the watch of the searches themselves
 * (UiSearchWatch) is what fails that. */
#define MAX_STALL_MS 1500
#define TIMEOUT_S 900

typedef struct {
  Soak soak;
  guint max_plies;
  char *last_depth;        /* the analysis line's "Depth N" */
  guint last_n_moves;
  guint n_within;          /* changes of the line with its depth and move unchanged */
} Run;

static gboolean
game_done (Run *run)
{
  return ts_game_get_result (run->soak.game) != TS_RESULT_NONE || ts_game_get_n_moves (run->soak.game) >= run->max_plies;
}

/* What a user watching the game does: moves the pointer about, switches
 * the side panel's pages.  (Browsing the record would pause the game.) */
static void
watch (Soak *soak)
{
  double x, y;

  soak_random_point (soak, &x, &y);
  soak_hover_point (soak, x, y);
  if (g_rand_int_range (soak->rand, 0, 20) == 0)
    soak_switch_page (soak);
}

/* A change of the analysis line within an iteration: same search, same
 * depth, new figures. */
static void
on_analysis (TsEnginePlayer *engine, GParamSpec *pspec, Run *run)
{
  const char *text = ts_engine_player_get_analysis (engine);
  guint n_moves = ts_game_get_n_moves (run->soak.game);
  const char *dot = text != NULL ? strstr (text, "·") : NULL;
  g_autofree char *depth = dot != NULL ? g_strndup (text, (gsize) (dot - text)) : NULL;

  if (depth != NULL && run->last_depth != NULL && n_moves == run->last_n_moves && g_str_equal (depth, run->last_depth))
    run->n_within++;
  g_free (run->last_depth);
  run->last_depth = g_steal_pointer (&depth);
  run->last_n_moves = n_moves;
}

/* New Game, the computer at `level` on both sides, in `rules`'s game. */
static void
start_computer_game (Soak *soak, TsRules rules, TsLevel level)
{
  TsPlayer computer = TS_PLAYER_COMPUTER (level);
  TsNewGameDialog *dialog;

  g_assert_true (soak_activate (soak, "win.new-game"));
  dialog = TS_NEW_GAME_DIALOG (soak_wait_dialog (soak, TS_TYPE_NEW_GAME_DIALOG));
  ts_new_game_dialog_set_rules (dialog, rules);
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &computer);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &computer);
  ts_new_game_dialog_start (dialog);
  g_assert_cmpint (ts_game_get_rules (soak->game), ==, rules);
}

static void
play_computer_against_computer (TsRules rules, TsLevel level, guint max_plies, guint threads, guint *n_within,
                                UiSearchWatch *searches)
{
  SoakStallMeter meter;
  gint64 deadline;
  Run run = { .max_plies = max_plies };
  Soak *soak = &run.soak;
  TsEnginePlayer *engine;
  g_autofree char *result = NULL;

  g_test_timer_start ();
  soak_open (soak, 20);
  engine = ts_window_get_engine_player (soak->window);
  ts_engine_player_set_min_interval (engine, 0);
  ts_engine_player_set_threads (engine, threads);
  g_signal_connect (engine, "notify::analysis", G_CALLBACK (on_analysis), &run);
  start_computer_game (soak, rules, level);
  g_assert_true (ts_game_get_player (soak->game, TS_BLACK).computer);
  g_assert_true (ts_game_get_player (soak->game, TS_WHITE).computer);

  soak_stall_meter_start (&meter);
  ui_search_watch_start (searches, engine);
  deadline = g_get_monotonic_time () + TIMEOUT_S * G_USEC_PER_SEC;
  while (!game_done (&run) && g_get_monotonic_time () < deadline)
    {
      watch (soak);
      ui_test_spin (50);
    }
  soak_stall_meter_stop (&meter);
  ui_search_watch_stop (searches);
  ts_engine_player_stop (engine);
  g_signal_handlers_disconnect_by_data (engine, &run);

  result = ts_game_get_result (soak->game) != TS_RESULT_NONE ? ts_game_describe_result (soak->game)
                                                              : g_strdup ("unfinished");
  g_test_message ("computer against computer (%s, %s): %u plies, %s; %u searches; the analysis line changed %u "
                  "times within an iteration; longest main-loop stall %.1f ms; %.1f s",
                  ts_rules_variant (rules)->name, ts_level_get_name (level), ts_game_get_n_moves (soak->game), result,
                  ts_engine_player_get_n_searches (engine), run.n_within, meter.longest_gap / 1000.0,
                  g_test_timer_elapsed ());
  g_assert_true (game_done (&run));
  g_assert_cmpint (meter.longest_gap / 1000, <, MAX_STALL_MS);
  *n_within = run.n_within;
  g_free (run.last_depth);
  soak_wait_frame (soak);
  soak_close (soak);
}

/* Beginner's searches (two plies) are too short for the loop to be sure
 * to tick during each, so its figures are printed, not asserted.  In
 * tai, and in tenjiku: burns, range jumps and promotions chosen by the
 * engine, played through the window to the end. */
static void
test_computer_against_computer (gconstpointer data)
{
  guint n_within;
  UiSearchWatch searches;

  play_computer_against_computer (GPOINTER_TO_INT (data), TS_LEVEL_BEGINNER, 400, 2, &n_within, &searches);
  ui_search_watch_assert (&searches, 0, MAX_STALL_MS);
}

/* A second a move: the line shows each long iteration going on, and the
 * main loop runs during every search, never stalling for half of one
 * (a search on the main thread stalls it for the whole).  One search
 * thread: two would keep both cores busy for the whole run, and the main
 * loop's stalls would measure the machine's other load. */
static void
test_computer_thinking_longer (void)
{
  const guint plies = 30;
  guint n_within;
  UiSearchWatch searches;
  TsSearchLimits casual;

  ts_level_get_limits (TS_LEVEL_CASUAL, &casual);
  play_computer_against_computer (TS_RULES_STANDARD, TS_LEVEL_CASUAL, plies, 1, &n_within, &searches);
  ui_search_watch_assert (&searches, plies, casual.movetime_ms / 2);
  g_assert_cmpuint (n_within, >=, 5);
}

int
main (int argc, char *argv[])
{
  soak_init (&argc, &argv);
  g_test_add_data_func ("/soak/computer/against-itself", GINT_TO_POINTER (TS_RULES_STANDARD),
                        test_computer_against_computer);
  g_test_add_func ("/soak/computer/thinking-longer", test_computer_thinking_longer);
  g_test_add_data_func ("/soak/computer/tenjiku", GINT_TO_POINTER (TS_RULES_TENJIKU), test_computer_against_computer);
  return g_test_run ();
}
