/* test-search.c — the engine's search: legal moves only, royal captures
 * seen and threats to the last royal avoided, limits and stop honoured. */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-eval.h"
#include "ts-random-game.h"
#include "ts-search.h"
#include "test-engine-helpers.h"

static void
test_legal_moves_only (void)
{
  g_autoptr (TsSearch) search = ts_search_new (8);
  TsSearchLimits limits = { .nodes = 3000 };

  for (guint32 seed = 1; seed <= 24; seed++)
    {
      g_autoptr (TsPosition) pos = test_random_position (seed, (seed * 37) % 400);
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);
      guint64 hash = pos->hash;
      TsMove best;

      if (ts_generate_legal (pos, list) == 0)
        {
          g_assert_false (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, NULL));
          continue;
        }
      g_assert_true (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, NULL));
      g_assert_true (test_is_legal (pos, &best));
      /* the search worked on a copy */
      g_assert_cmpuint (pos->hash, ==, hash);
    }
}

/* Searches after long runs of quiet moves, where many lines of the tree
 * would repeat a position: make() warns (fatally here) if one is
 * played. */
static void
test_no_repetition_searched (void)
{
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsSearchLimits limits = { .nodes = 20000 };

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (TsPosition) pos = test_random_position (seed, 60);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      guint quiet = 0;
      TsMove best;

      /* a piece stepping to and fro on each side, so that the history
       * since the last capture holds the positions a search can reach */
      while (quiet < 40 && ts_generate_legal (pos, list) > 0)
        {
          const TsMove *m = &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
          TsUndo undo;

          if (m->n_captures > 0)
            continue;
          ts_position_make (pos, m, &undo);
          quiet++;
        }
      if (ts_generate_legal (pos, list) == 0)
        continue;
      g_assert_true (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, NULL));
      g_assert_true (test_is_legal (pos, &best));
    }
}

static void
test_takes_undefended_royal (void)
{
  /* White's only royal, the prince on 3c, is unprotected: Black's emperor
   * takes it from anywhere and wins.  A hanging White hook mover (taken
   * by Black's rook) and queen are the bait. */
  static const char *const pieces[] = {
    "E 13 y", "R 20 y", "P 13 x",
    "cp 3 c", "q 10 k", "p 7 c",
    NULL
  };
  g_autoptr (TsPosition) pos = test_build_position (TS_BLACK, pieces);
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits limits = { .depth = 3 };
  TsMove best;

  g_assert_true (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, info));
  g_assert_cmpuint (best.n_captures, ==, 1);
  g_assert_cmpuint (best.captures[0], ==, ts_square_from_file_rank (3, 'c' - 'a'));
  g_assert_cmpint (info->score, ==, TS_SCORE_MATE - 1);
}

/* Whether White, were it to move, could take Black's last royal. */
static gboolean
white_takes_last_royal (TsPosition *pos)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsColor side = pos->side;
  guint i;

  ts_position_set_side (pos, TS_WHITE);
  ts_generate_legal (pos, list);
  for (i = 0; i < list->n; i++)
    {
      TsUndo undo;
      gboolean lost;

      ts_position_make (pos, &list->moves[i], &undo);
      lost = !ts_position_has_royal (pos, TS_BLACK);
      ts_position_unmake (pos, &undo);
      if (lost)
        break;
    }
  ts_position_set_side (pos, side);
  return i < list->n;
}

static void
test_saves_last_royal (void)
{
  /* Black's only royal, the prince on 13y, stands on the open file of
   * White's rook on 13a.  Taking White's hanging queen on 1a with the
   * queen on 1y loses the prince at once. */
  static const char *const pieces[] = {
    "CP 13 y", "Q 1 y", "G 5 x",
    "r 13 a", "q 1 a", "cp 25 a", "g 24 b",
    NULL
  };
  g_autoptr (TsPosition) pos = test_build_position (TS_BLACK, pieces);
  g_autoptr (TsSearch) search = ts_search_new (8);
  TsSearchLimits limits = { .depth = 3 };
  TsMove best;
  TsUndo undo;

  g_assert_true (white_takes_last_royal (pos));
  g_assert_true (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, NULL));
  ts_position_make (pos, &best, &undo);
  g_assert_false (white_takes_last_royal (pos));
}

static void
test_no_royal_no_move (void)
{
  static const char *const pieces[] = { "Q 1 y", "cp 25 a", NULL };
  g_autoptr (TsPosition) pos = test_build_position (TS_BLACK, pieces);
  g_autoptr (TsSearch) search = ts_search_new (1);
  TsMove best;

  g_assert_false (ts_search_run (search, pos, NULL, NULL, NULL, NULL, &best, NULL));
}

static void
count_iterations (const TsSearchInfo *info, gpointer user_data)
{
  int *n = user_data;

  g_assert_cmpint (info->depth, ==, *n + 1);
  g_assert_cmpuint (info->n_pv, >, 0);
  g_assert_cmpstr (info->pv_text, !=, "");
  (*n)++;
}

static void
test_limits (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits depth2 = { .depth = 2 }, nodes = { .nodes = 5000 }, time = { .movetime_ms = 300 };
  gint stop = 1;
  int iterations = 0;
  gint64 start;
  TsMove best;

  g_assert_true (ts_search_run (search, pos, &depth2, NULL, count_iterations, &iterations, &best, info));
  g_assert_cmpint (iterations, ==, 2);
  g_assert_cmpint (info->depth, ==, 2);
  g_assert_true (test_is_legal (pos, &best));

  g_assert_true (ts_search_run (search, pos, &nodes, NULL, NULL, NULL, &best, info));
  g_assert_cmpuint (info->nodes, <, 5000 + 512);

  start = g_get_monotonic_time ();
  g_assert_true (ts_search_run (search, pos, &time, NULL, NULL, NULL, &best, info));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 300 * 1000 * 3);
  /* a fixed time a move is used: no iteration left unstarted while half
   * of it remains (a machine's load can only make the search slower) */
  g_assert_cmpint (info->time_ms, >=, 300 / 2);

  /* stopped before it starts: still a legal move */
  g_assert_true (ts_search_run (search, pos, NULL, &stop, NULL, NULL, &best, info));
  g_assert_true (test_is_legal (pos, &best));
}

static void
test_incremental_material (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (400, 7);
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  int material = ts_eval_material (pos);

  g_assert_cmpint (material, ==, 0);  /* the setup is symmetric */
  for (guint i = 0; i < ts_game_get_n_moves (game); i++)
    {
      const TsMove *m = ts_game_get_move (game, i);
      TsUndo undo;

      material += ts_eval_move_delta (pos, m);
      ts_position_make (pos, m, &undo);
      g_assert_cmpint (material, ==, ts_eval_material (pos));
    }
}

static int
siege_feature (const char *const *pieces)
{
  g_autoptr (TsPosition) pos = test_build_position (TS_BLACK, pieces);
  int f[TS_EVAL_N_FEATURES];
  TsTracked t;

  ts_tracked_init (&t, pos);
  ts_eval_features (pos, &t, ts_eval_material (pos), f);
  return f[TS_FEATURE_SIEGE];
}

/* The siege term counts the protectors of the royals that an emperor
 * could take once they stand alone, against the side that has them:
 * only with an emperor against none. */
static void
test_siege (void)
{
  /* White's prince on 13c, protected by the golds on 12b and 14b */
  static const char *const two[] = { "E 13 y", "CP 12 y", "cp 13 c", "g 12 b", "g 14 b", NULL };
  static const char *const one[] = { "E 13 y", "CP 12 y", "cp 13 c", "g 12 b", NULL };
  /* the same for White, the sign turned */
  static const char *const white_hunts[] = { "e 13 a", "cp 12 a", "CP 13 w", "G 12 x", NULL };
  /* a second White royal with a protector of its own: both count */
  static const char *const spare[] = { "E 13 y", "CP 12 y", "cp 13 c", "g 12 b", "cp 20 c", "g 21 b", NULL };
  /* a White emperor still on the board, or no Black emperor */
  static const char *const emperors[] = { "E 13 y", "CP 12 y", "cp 13 c", "g 12 b", "e 20 a", NULL };
  static const char *const no_emperor[] = { "CP 12 y", "cp 13 c", "g 12 b", NULL };

  g_assert_cmpint (siege_feature (two), ==, -2);
  g_assert_cmpint (siege_feature (one), ==, -1);
  g_assert_cmpint (siege_feature (white_hunts), ==, 1);
  g_assert_cmpint (siege_feature (spare), ==, -2);
  g_assert_cmpint (siege_feature (emperors), ==, 0);
  g_assert_cmpint (siege_feature (no_emperor), ==, 0);
}

static int
evaluation (const char *const *pieces)
{
  g_autoptr (TsPosition) pos = test_build_position (TS_BLACK, pieces);
  TsTracked t;

  ts_tracked_init (&t, pos);
  return ts_evaluate (pos, &t, ts_eval_material (pos));
}

/* An emperor against none cannot be trapped (it flees to any square in
 * one move), so the evaluation neither pulls it home nor counts the
 * enemies crowding it: after a grab deep in the enemy camp it stays
 * there, ready for the next, instead of spending a move going back.
 * Against an enemy emperor, which takes an unprotected royal, home is
 * still better. */
static void
test_free_emperor (void)
{
  /* the material about even (White's two hook movers are worth an
   * emperor), so that no hunt is on; the princes apart from the rest */
  static const char *const home[] = { "E 13 y", "CP 1 y", "G 1 x", "cp 13 b", "g 12 a", "hm 20 a", "hm 22 a",
                                      "g 2 c", "g 4 c", NULL };
  static const char *const out[] = { "E 3 e", "CP 1 y", "G 1 x", "cp 13 b", "g 12 a", "hm 20 a", "hm 22 a",
                                     "g 2 c", "g 4 c", NULL };
  static const char *const white_home[] = { "e 13 a", "cp 25 a", "g 25 b", "CP 13 x", "G 12 y", "HM 20 y", "HM 22 y",
                                            "G 2 w", "G 4 w", NULL };
  static const char *const white_out[] = { "e 3 u", "cp 25 a", "g 25 b", "CP 13 x", "G 12 y", "HM 20 y", "HM 22 y",
                                           "G 2 w", "G 4 w", NULL };
  static const char *const home_emperors[] = { "E 13 y", "CP 1 y", "G 1 x", "cp 13 b", "g 12 a", "e 20 a", NULL };
  static const char *const out_emperors[] = { "E 3 e", "CP 1 y", "G 1 x", "cp 13 b", "g 12 a", "e 20 a", NULL };

  /* far ahead, hunting: the lead the hunt's terms count (the exchanges
   * and the approach weigh it) leaves the emperor's square out too */
  static const char *const hunt_home[] = { "E 13 y", "CP 1 y", "G 1 x", "Q 20 y", "Q 21 y", "cp 13 b", "g 12 a",
                                           "g 2 c", "g 4 c", NULL };
  static const char *const hunt_out[] = { "E 3 k", "CP 1 y", "G 1 x", "Q 20 y", "Q 21 y", "cp 13 b", "g 12 a",
                                          "g 2 c", "g 4 c", NULL };
  static const char *const white_hunt_home[] = { "e 13 a", "cp 25 a", "g 25 b", "q 6 a", "q 5 a", "CP 13 x", "G 14 y",
                                                 "G 24 w", "G 22 w", NULL };
  static const char *const white_hunt_out[] = { "e 23 o", "cp 25 a", "g 25 b", "q 6 a", "q 5 a", "CP 13 x", "G 14 y",
                                                "G 24 w", "G 22 w", NULL };

  g_assert_cmpint (evaluation (out), ==, evaluation (home));
  g_assert_cmpint (evaluation (white_out), ==, evaluation (white_home));
  g_assert_cmpint (evaluation (out_emperors), <, evaluation (home_emperors));
  g_assert_cmpint (evaluation (hunt_out), ==, evaluation (hunt_home));
  g_assert_cmpint (evaluation (white_hunt_out), ==, evaluation (white_hunt_home));
}

/* The hunt's terms, counted once a side is TS_EVAL_HUNT_LEAD ahead, are
 * never in the hunted side's favour: a term that were (its own pieces
 * round its royal counted for it, say) would make falling that far
 * behind pay, and the search would give material away for it.  What
 * they add is the evaluation's terms less the same with no lead (the
 * material is used for nothing else), so a term added later is checked
 * too.  Random games, where the emperors take pieces at random, swing
 * far both ways. */
static int
hunt_terms (TsPosition *pos, int material)
{
  const int *weights = ts_eval_default_weights ();
  int hunting[TS_EVAL_N_FEATURES], not_hunting[TS_EVAL_N_FEATURES];
  TsTracked t;

  ts_tracked_init (&t, pos);
  ts_eval_features (pos, &t, material, hunting);
  ts_eval_features (pos, &t, 0, not_hunting);
  return ts_eval_combine (hunting, weights) - ts_eval_combine (not_hunting, weights);
}

static void
test_hunt_rewards_only_the_hunter (void)
{
  guint hunts[2] = { 0, 0 }, rewarded = 0;

  for (guint seed = 1; seed <= 4; seed++)
    {
      g_autoptr (TsGame) game = ts_random_game_new (600, seed);
      g_autoptr (TsPosition) pos = ts_position_new_start ();

      for (guint i = 0; i < ts_game_get_n_moves (game); i++)
        {
          int material, for_hunter;
          TsColor hunter;
          TsUndo undo;

          ts_position_make (pos, ts_game_get_move (game, i), &undo);
          material = ts_eval_material (pos);
          if (ABS (material) < TS_EVAL_HUNT_LEAD)
            continue;
          hunter = material > 0 ? TS_BLACK : TS_WHITE;
          for_hunter = hunter == TS_BLACK ? hunt_terms (pos, material) : -hunt_terms (pos, material);
          g_assert_cmpint (for_hunter, >=, 0);
          hunts[hunter]++;
          rewarded += for_hunter > 0;
        }
    }
  g_test_message ("%u positions with Black hunting, %u with White, the hunter rewarded in %u", hunts[TS_BLACK],
                  hunts[TS_WHITE], rewarded);
  /* both sides hunted, and the terms did count */
  g_assert_cmpuint (hunts[TS_BLACK], >, 50);
  g_assert_cmpuint (hunts[TS_WHITE], >, 50);
  g_assert_cmpuint (rewarded, >, 50);
}

/* The root moves a search of `pieces` (Black to move) tries, against
 * its legal moves less those of Black's emperor (on `emperor`) that take
 * nothing. */
static void
count_root_moves (const char *const *pieces, const char *emperor, guint *n_root, guint *n_legal, guint *n_idle)
{
  g_autoptr (TsPosition) pos = test_build_position (TS_BLACK, pieces);
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsSearchLimits limits = { .depth = 1 };
  TsSquare from = ts_square_from_file_rank (atoi (emperor), emperor[strlen (emperor) - 1] - 'a');
  TsMove best;

  *n_legal = ts_generate_legal (pos, list);
  *n_idle = 0;
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i].from == from && list->moves[i].n_captures == 0)
      (*n_idle)++;
  g_assert_true (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, info));
  *n_root = info->n_root_moves;
}

/* Of the emperor's moves to empty squares the search tries one while
 * its side's royals are safe, and all once one is attacked: the emperor
 * escaping, or standing in a line to the prince. */
static void
test_idle_emperor_moves (void)
{
  /* White's rook on 12a faces the pawn on 12x, its rook on 13a the pawn
   * on 13x: Black's prince on 12y and emperor on 13y are safe */
  static const char *const safe[] = { "E 13 y", "CP 12 y", "P 13 x", "P 12 x", "G 5 x",
                                      "r 12 a", "r 13 a", "cp 3 c", "g 3 b", NULL };
  /* without the pawn on 13x the rook attacks the emperor */
  static const char *const emperor_attacked[] = { "E 13 y", "CP 12 y", "P 12 x", "G 5 x",
                                                  "r 12 a", "r 13 a", "cp 3 c", "g 3 b", NULL };
  /* without the pawn on 12x it attacks the prince, a spare royal */
  static const char *const prince_attacked[] = { "E 13 y", "CP 12 y", "P 13 x", "G 5 x",
                                                 "r 12 a", "r 13 a", "cp 3 c", "g 3 b", NULL };
  guint n_root, n_legal, n_idle;

  count_root_moves (safe, "13y", &n_root, &n_legal, &n_idle);
  g_assert_cmpuint (n_idle, >, 500);
  g_assert_cmpuint (n_root, ==, n_legal - n_idle + 1);
  count_root_moves (emperor_attacked, "13y", &n_root, &n_legal, &n_idle);
  g_assert_cmpuint (n_idle, >, 500);
  g_assert_cmpuint (n_root, ==, n_legal);
  count_root_moves (prince_attacked, "13y", &n_root, &n_legal, &n_idle);
  g_assert_cmpuint (n_idle, >, 500);
  g_assert_cmpuint (n_root, ==, n_legal);
}

/* Lazy SMP: with helpers the search still gives a legal move, counts
 * their nodes too, stops on time, and its threads can be set back. */
static void
test_threads (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *one = g_new0 (TsSearchInfo, 1);
  g_autofree TsSearchInfo *two = g_new0 (TsSearchInfo, 1);
  TsSearchLimits depth = { .depth = 4 }, time = { .movetime_ms = 200, .maximum_ms = 400 };
  TsMove best;
  gint64 start;

  g_assert_true (ts_search_run (search, pos, &depth, NULL, NULL, NULL, &best, one));
  ts_search_set_threads (search, 2);
  g_assert_cmpuint (ts_search_get_threads (search), ==, 2);
  ts_search_clear (search);
  g_assert_true (ts_search_run (search, pos, &depth, NULL, NULL, NULL, &best, two));
  g_assert_true (test_is_legal (pos, &best));
  g_assert_cmpint (two->depth, ==, 4);
  g_assert_cmpuint (two->nodes, >, 0);

  start = g_get_monotonic_time ();
  g_assert_true (ts_search_run (search, pos, &time, NULL, NULL, NULL, &best, two));
  g_assert_true (test_is_legal (pos, &best));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 400 * 1000 * 3);

  ts_search_set_threads (search, 1);
  g_assert_cmpuint (ts_search_get_threads (search), ==, 1);
  ts_search_clear (search);
  g_assert_true (ts_search_run (search, pos, &depth, NULL, NULL, NULL, &best, two));
  /* one thread again: the same search as the first */
  g_assert_cmpuint (two->nodes, ==, one->nodes);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/search/legal-moves-only", test_legal_moves_only);
  g_test_add_func ("/engine/search/no-repetition-searched", test_no_repetition_searched);
  g_test_add_func ("/engine/search/takes-undefended-royal", test_takes_undefended_royal);
  g_test_add_func ("/engine/search/saves-last-royal", test_saves_last_royal);
  g_test_add_func ("/engine/search/no-royal-no-move", test_no_royal_no_move);
  g_test_add_func ("/engine/search/limits", test_limits);
  g_test_add_func ("/engine/eval/incremental-material", test_incremental_material);
  g_test_add_func ("/engine/eval/siege", test_siege);
  g_test_add_func ("/engine/eval/free-emperor", test_free_emperor);
  g_test_add_func ("/engine/eval/hunt-rewards-only-the-hunter", test_hunt_rewards_only_the_hunter);
  g_test_add_func ("/engine/search/idle-emperor-moves", test_idle_emperor_moves);
  g_test_add_func ("/engine/search/threads", test_threads);
  return g_test_run ();
}
