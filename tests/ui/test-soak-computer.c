/* test-soak-computer.c — the computer against itself at its lowest
 * strength in the real window, started from the New Game dialog, until
 * the game ends or reaches 400 plies, while a user moves the pointer over
 * the board and looks at the side panel; the main loop must never stall
 * for long while the engine thinks in its thread. */
#include "soak-util.h"
#include "ts-players.h"
#include "ui-test-util.h"

#define MAX_PLIES 400
/* The longest the window may not answer: a frame, an autosave, a move
 * played, with room for a slow (sanitizer) build on a busy machine. */
#define MAX_STALL_MS 1500
#define TIMEOUT_S 900

static gboolean
game_done (Soak *soak)
{
  return ts_game_get_result (soak->game) != TS_RESULT_NONE || ts_game_get_n_moves (soak->game) >= MAX_PLIES;
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

static void
test_computer_against_computer (void)
{
  SoakStallMeter meter;
  gint64 deadline;
  Soak soak;
  g_autofree char *result = NULL;

  g_test_timer_start ();
  soak_open (&soak, 20);
  ts_engine_player_set_min_interval (ts_window_get_engine_player (soak.window), 0);
  g_assert_true (soak_activate (&soak, "win.new-game"));
  ui_test_start_new_game (GTK_WINDOW (soak.window), TRUE, TRUE, TS_LEVEL_BEGINNER);
  g_assert_true (ts_game_get_player (soak.game, TS_BLACK).computer);
  g_assert_true (ts_game_get_player (soak.game, TS_WHITE).computer);

  soak_stall_meter_start (&meter);
  deadline = g_get_monotonic_time () + TIMEOUT_S * G_USEC_PER_SEC;
  while (!game_done (&soak) && g_get_monotonic_time () < deadline)
    {
      watch (&soak);
      ui_test_spin (50);
    }
  soak_stall_meter_stop (&meter);
  ts_engine_player_stop (ts_window_get_engine_player (soak.window));

  result = ts_game_get_result (soak.game) != TS_RESULT_NONE ? ts_game_describe_result (soak.game)
                                                              : g_strdup ("unfinished");
  g_test_message ("computer against computer (%s): %u plies, %s; %u searches; longest main-loop stall %.1f ms; "
                  "%.1f s",
                  ts_level_get_name (TS_LEVEL_BEGINNER), ts_game_get_n_moves (soak.game), result,
                  ts_engine_player_get_n_searches (ts_window_get_engine_player (soak.window)),
                  meter.longest_gap / 1000.0, g_test_timer_elapsed ());
  g_assert_true (game_done (&soak));
  g_assert_cmpint (meter.longest_gap / 1000, <, MAX_STALL_MS);
  soak_wait_frame (&soak);
  soak_close (&soak);
}

int
main (int argc, char *argv[])
{
  soak_init (&argc, &argv);
  g_test_add_func ("/soak/computer/against-itself", test_computer_against_computer);
  return g_test_run ();
}
