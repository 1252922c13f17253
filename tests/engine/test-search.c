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
  static const char pieces[] =
    "E 13y, R 20y, P 13x, "
    "cp 3c, q 10k, p 7c";
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
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
  static const char pieces[] =
    "CP 13y, Q 1y, G 5x, "
    "r 13a, q 1a, cp 25a, g 24b";
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
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
  static const char pieces[] = "Q 1y, cp 25a";
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
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
siege_feature (const char *pieces)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
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
  static const char two[] = "E 13y, CP 12y, cp 13c, g 12b, g 14b";
  static const char one[] = "E 13y, CP 12y, cp 13c, g 12b";
  /* the same for White, the sign turned */
  static const char white_hunts[] = "e 13a, cp 12a, CP 13w, G 12x";
  /* a second White royal with a protector of its own: both count */
  static const char spare[] = "E 13y, CP 12y, cp 13c, g 12b, cp 20c, g 21b";
  /* a White emperor still on the board, or no Black emperor */
  static const char emperors[] = "E 13y, CP 12y, cp 13c, g 12b, e 20a";
  static const char no_emperor[] = "CP 12y, cp 13c, g 12b";

  g_assert_cmpint (siege_feature (two), ==, -2);
  g_assert_cmpint (siege_feature (one), ==, -1);
  g_assert_cmpint (siege_feature (white_hunts), ==, 1);
  g_assert_cmpint (siege_feature (spare), ==, -2);
  g_assert_cmpint (siege_feature (emperors), ==, 0);
  g_assert_cmpint (siege_feature (no_emperor), ==, 0);
}

static int
evaluation (const char *pieces)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
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
  static const char home[] =
    "E 13y, CP 1y, G 1x, cp 13b, g 12a, hm 20a, hm 22a, "
    "g 2c, g 4c";
  static const char out[] =
    "E 3e, CP 1y, G 1x, cp 13b, g 12a, hm 20a, hm 22a, "
    "g 2c, g 4c";
  static const char white_home[] =
    "e 13a, cp 25a, g 25b, CP 13x, G 12y, HM 20y, HM 22y, "
    "G 2w, G 4w";
  static const char white_out[] =
    "e 3u, cp 25a, g 25b, CP 13x, G 12y, HM 20y, HM 22y, "
    "G 2w, G 4w";
  static const char home_emperors[] = "E 13y, CP 1y, G 1x, cp 13b, g 12a, e 20a";
  static const char out_emperors[] = "E 3e, CP 1y, G 1x, cp 13b, g 12a, e 20a";

  /* far ahead, hunting: the lead the hunt's terms count (the exchanges
   * and the approach weigh it) leaves the emperor's square out too */
  static const char hunt_home[] =
    "E 13y, CP 1y, G 1x, Q 20y, Q 21y, cp 13b, g 12a, "
    "g 2c, g 4c";
  static const char hunt_out[] =
    "E 3k, CP 1y, G 1x, Q 20y, Q 21y, cp 13b, g 12a, "
    "g 2c, g 4c";
  static const char white_hunt_home[] =
    "e 13a, cp 25a, g 25b, q 6a, q 5a, CP 13x, G 14y, "
    "G 24w, G 22w";
  static const char white_hunt_out[] =
    "e 23o, cp 25a, g 25b, q 6a, q 5a, CP 13x, G 14y, "
    "G 24w, G 22w";

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
count_root_moves (const char *pieces, const char *emperor, guint *n_root, guint *n_legal, guint *n_idle)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
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
  static const char safe[] =
    "E 13y, CP 12y, P 13x, P 12x, G 5x, "
    "r 12a, r 13a, cp 3c, g 3b";
  /* without the pawn on 13x the rook attacks the emperor */
  static const char emperor_attacked[] =
    "E 13y, CP 12y, P 12x, G 5x, "
    "r 12a, r 13a, cp 3c, g 3b";
  /* without the pawn on 12x it attacks the prince, a spare royal */
  static const char prince_attacked[] =
    "E 13y, CP 12y, P 13x, G 5x, "
    "r 12a, r 13a, cp 3c, g 3b";
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
