/* bench-evaluation.c — the evaluation graph's background pass over a
 * random game of 1,000 plies (the game `tai-shogi-cli random-game
 * --plies 1000` records) at a fixed time per position: prints the time
 * per move and the total, against the budget (plies × movetime).
 *
 *   bench-evaluation [PLIES [MOVETIME_MS [SEED]]]
 */
#include <stdlib.h>

#include "ts-game-evaluation.h"
#include "ts-game-evaluation-private.h"
#include "ts-random-game.h"

static void
on_score_added (TsGameEvaluation *eval, guint ply, GMainLoop *loop)
{
  if (ts_game_evaluation_get_n_scored (eval) == ts_game_evaluation_get_n_points (eval))
    g_main_loop_quit (loop);
}

int
main (int argc, char **argv)
{
  guint plies = argc > 1 ? (guint) atoi (argv[1]) : 1000;
  guint movetime = argc > 2 ? (guint) atoi (argv[2]) : TS_GAME_EVALUATION_DEFAULT_MOVETIME_MS;
  guint32 seed = argc > 3 ? (guint32) atoi (argv[3]) : 1;
  g_autoptr (TsGame) game = ts_random_game_new (plies, seed);
  g_autoptr (TsGameEvaluation) eval = ts_game_evaluation_new (game);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  guint n = ts_game_evaluation_get_n_points (eval);
  gint64 t0;
  double total_s;

  ts_game_evaluation_set_movetime (eval, movetime);
  g_signal_connect (eval, "score-added", G_CALLBACK (on_score_added), loop);
  t0 = g_get_monotonic_time ();
  ts_game_evaluation_start (eval);
  g_main_loop_run (loop);
  total_s = (g_get_monotonic_time () - t0) / 1e6;
  g_print ("evaluation pass: %u positions (%u plies) at %u ms each: total %.1f s, %.1f ms per move "
           "(budget %.1f s; overhead %.1f ms per move)\n",
           n, ts_game_get_n_moves (game), movetime, total_s, total_s * 1000 / n, n * movetime / 1000.0,
           total_s * 1000 / n - movetime);
  g_assert_cmpuint (ts_game_evaluation_get_n_computed (eval), ==, n);
  return 0;
}
