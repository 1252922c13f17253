/* test-hunt.c — the royal hunt search (src/engine/ts-hunt.h) on the
 * hand-built positions of tests/engine/hunt-positions.txt, both
 * variants: a hunt expected at N is proven at N and not at N - 1, and its
 * first move is played out against every defence (each reply answered
 * by a fresh search's move, down to the capture); a position with no
 * hunt is not proven.  Also the mirror question (the defender's danger),
 * the threat test, and the node budget. */
#include <glib.h>

#include "ts-eval.h"
#include "ts-hunt.h"
#include "ts-random-game.h"
#include "ts-search.h"
#include "test-engine-helpers.h"

#define BUDGET 200000

static GPtrArray *
load_suite (void)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *suite = ts_hunt_suite_load (TS_HUNT_POSITIONS_PATH, &error);

  g_assert_no_error (error);
  g_assert_nonnull (suite);
  return suite;
}

static TsHuntResult
hunt (const TsPosition *pos, TsColor hunter, guint moves, TsHuntInfo *info)
{
  TsHuntLimits limits = { .max_moves = moves, .max_nodes = BUDGET };

  return ts_hunt (pos, hunter, &limits, info);
}

/* Whether the hunter, having played `move`, wins within `moves_left` more
 * of its moves (the capture included, `move` not) against every reply.
 * The hunter's later moves come from new searches; only the real rules
 * (make, legal replies, royal counts) judge the outcome. */
static void
play_out (TsPosition *pos, TsColor hunter, const TsMove *move, guint moves_left)
{
  g_autofree TsMoveList *replies = g_new (TsMoveList, 1);
  TsUndo undo;
  guint n;

  g_assert_true (test_is_legal (pos, move));
  ts_position_make (pos, move, &undo);
  if (!ts_position_has_royal (pos, TS_OTHER (hunter)))
    {
      ts_position_unmake (pos, &undo);
      return;
    }
  g_assert_true (ts_position_has_royal (pos, hunter));
  g_assert_cmpuint (moves_left, >, 0);
  /* no legal move loses (RULES.md section 5): nothing to answer */
  n = ts_generate_legal (pos, replies);
  for (guint i = 0; i < n; i++)
    {
      TsUndo reply_undo;
      TsHuntInfo info;

      ts_position_make (pos, &replies->moves[i], &reply_undo);
      if (ts_position_has_royal (pos, TS_OTHER (hunter)))
        {
          g_assert_true (ts_position_has_royal (pos, hunter));
          g_assert_cmpint (hunt (pos, hunter, moves_left, &info), ==, TS_HUNT_PROVEN);
          g_assert_cmpuint (info.moves, <=, moves_left);
          g_assert_true (info.has_move);
          play_out (pos, hunter, &info.move, info.moves - 1);
        }
      ts_position_unmake (pos, &reply_undo);
    }
  ts_position_unmake (pos, &undo);
}

static void
test_suite_proofs (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  guint checked = 0;

  for (guint i = 0; i < suite->len; i++)
    {
      TsHuntCase *c = g_ptr_array_index (suite, i);
      TsColor hunter = c->pos->side;
      guint64 hash = c->pos->hash;
      guint expect;
      TsHuntInfo info;

      if (!g_ascii_isdigit (c->expect[0]))
        continue;
      expect = (guint) g_ascii_strtoull (c->expect, NULL, 10);
      g_test_message ("%s: expected at %u", c->id, expect);
      g_assert_cmpint (hunt (c->pos, hunter, expect, &info), ==, TS_HUNT_PROVEN);
      g_assert_cmpuint (info.moves, ==, expect);
      g_assert_true (info.has_move);
      g_assert_cmpuint (c->pos->hash, ==, hash);
      play_out (c->pos, hunter, &info.move, expect - 1);
      g_assert_cmpuint (c->pos->hash, ==, hash);
      if (expect > 1)
        g_assert_cmpint (hunt (c->pos, hunter, expect - 1, NULL), ==, TS_HUNT_DISPROVEN);
      checked++;
    }
  /* N = 1 to 5, both variants */
  g_assert_cmpuint (checked, >=, 14);
}

static void
test_suite_no_hunt (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  guint checked = 0;

  for (guint i = 0; i < suite->len; i++)
    {
      TsHuntCase *c = g_ptr_array_index (suite, i);
      TsHuntInfo info;

      if (!g_str_equal (c->expect, "-"))
        continue;
      g_test_message ("%s: no hunt", c->id);
      g_assert_cmpint (hunt (c->pos, c->pos->side, 5, &info), ==, TS_HUNT_DISPROVEN);
      g_assert_false (info.has_move);
      g_assert_cmpuint (info.nodes, <=, BUDGET + 1000);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 5);
}

static TsHuntCase *
find_case (GPtrArray *suite, const char *id)
{
  for (guint i = 0; i < suite->len; i++)
    {
      TsHuntCase *c = g_ptr_array_index (suite, i);

      if (g_str_equal (c->id, id))
        return c;
    }
  g_assert_not_reached ();
}

/* The mirror: the side to move asks whether the opponent hunts it. */
static void
test_danger (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  const char *doomed[] = { "tai-ladder-2", "tenjiku-ladder-2" };
  const char *safe[] = { "tai-lone-rook", "tenjiku-lone-rook" };

  for (guint i = 0; i < G_N_ELEMENTS (doomed); i++)
    {
      TsPosition *pos = find_case (suite, doomed[i])->pos;
      TsHuntInfo info;

      /* the defender to move first: whatever it plays, the rooks hunt it */
      ts_position_set_side (pos, TS_WHITE);
      g_assert_cmpint (hunt (pos, TS_BLACK, 3, &info), ==, TS_HUNT_PROVEN);
      g_assert_false (info.has_move);
      g_assert_cmpuint (info.moves, >=, 2);
    }
  for (guint i = 0; i < G_N_ELEMENTS (safe); i++)
    {
      TsPosition *pos = find_case (suite, safe[i])->pos;

      ts_position_set_side (pos, TS_WHITE);
      g_assert_cmpint (hunt (pos, TS_BLACK, 3, NULL), ==, TS_HUNT_DISPROVEN);
    }
}

static void
test_threatens (void)
{
  g_autoptr (TsPosition) alone = test_position_from_tsfen ("25/25/20,cp,4/25/25/25/25/25/25/25/25/25/25/25/25/"
                                                            "25/25/25/25/25/25/25/25/25/12,CP,E,11 w 1");
  g_autoptr (TsPosition) guarded = test_position_from_tsfen ("25/25/20,cp,4/20,g,4/25/25/25/25/25/25/25/25/25/25/"
                                                              "25/25/25/25/25/25/25/25/25/25/12,CP,E,11 w 1");

  /* the emperor takes the prince only when nothing protects it */
  g_assert_true (ts_hunt_threatens (alone, TS_BLACK));
  g_assert_false (ts_hunt_threatens (guarded, TS_BLACK));
  g_assert_false (ts_hunt_threatens (alone, TS_WHITE));
}

/* Whether Black, to move, has a legal move after which White has no
 * royal: the threat test's definition, by brute force. */
static gboolean
can_take_last_royal (const TsPosition *pos)
{
  g_autoptr (TsPosition) copy = ts_position_copy (pos);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint n;

  ts_position_set_side (copy, TS_BLACK);
  n = ts_generate_legal (copy, list);
  for (guint i = 0; i < n; i++)
    {
      TsUndo undo;
      gboolean taken;

      ts_position_make (copy, &list->moves[i], &undo);
      taken = !ts_position_has_royal (copy, TS_WHITE);
      ts_position_unmake (copy, &undo);
      if (taken)
        return TRUE;
    }
  return FALSE;
}

/* ts_hunt_threatens() against the brute force, in random positions of
 * both variants with White's last royal put on random squares. */
static void
test_threatens_random (void)
{
  const TsRules rules[] = { TS_RULES_STANDARD, TS_RULES_TENJIKU };
  guint asked = 0, threatened = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (guint32 seed = 1; seed <= 12; seed++)
      {
        g_autoptr (TsPosition) pos = ts_random_position_new_with_rules (rules[r], seed, 40 + 10 * seed);
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
        TsPiece royal = TS_EMPTY;

        if (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE))
          continue;
        /* White keeps one royal, taken off the board to be put back */
        for (TsSquare sq = 0; sq < TS_CELLS; sq++)
          if (pos->board[sq] != TS_OFFBOARD && pos->board[sq] != TS_EMPTY && ts_piece_is_royal (pos->board[sq])
              && TS_PIECE_COLOR (pos->board[sq]) == TS_WHITE)
            {
              royal = pos->board[sq];
              ts_position_put (pos, sq, TS_EMPTY);
            }
        for (guint k = 0; k < 150; k++)
          {
            TsSquare sq = (TsSquare) g_rand_int_range (rand, 0, TS_CELLS);

            if (pos->board[sq] != TS_EMPTY)
              continue;
            ts_position_put (pos, sq, royal);
            g_assert_cmpint (ts_hunt_threatens (pos, TS_BLACK), ==, can_take_last_royal (pos));
            threatened += ts_hunt_threatens (pos, TS_BLACK);
            asked++;
            ts_position_put (pos, sq, TS_EMPTY);
          }
      }
  g_test_message ("%u squares asked, %u threatened", asked, threatened);
  g_assert_cmpuint (threatened, >, asked / 10);
  g_assert_cmpuint (threatened, <, asked);
}

static void
test_budget (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  TsPosition *pos = find_case (suite, "tai-ladder-3")->pos;
  TsHuntLimits limits = { .max_moves = 3, .max_nodes = 20 };
  TsHuntInfo info;

  g_assert_cmpint (ts_hunt (pos, pos->side, &limits, &info), ==, TS_HUNT_UNKNOWN);
  g_assert_false (info.has_move);
  /* and a deadline already past, with nodes enough */
  limits.max_nodes = BUDGET;
  limits.deadline_us = g_get_monotonic_time ();
  g_assert_cmpint (ts_hunt (pos, pos->side, &limits, &info), ==, TS_HUNT_UNKNOWN);
  limits.deadline_us = 0;
  g_assert_cmpint (ts_hunt (pos, pos->side, &limits, &info), ==, TS_HUNT_PROVEN);
}

/* The root's question: a proven hunt when far ahead, with the search's
 * mate score; nothing when not ahead or no hunt. */
static void
test_root (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  TsPosition *ladder = find_case (suite, "tai-ladder-3")->pos;
  TsPosition *lone = find_case (suite, "tai-lone-rook")->pos;
  g_autoptr (TsPosition) behind = NULL;
  TsHuntLimits limits = { .max_moves = 5, .max_nodes = BUDGET };
  TsMove move;
  int score = 0;

  g_assert_true (ts_hunt_root (NULL, ladder, &limits, &move, &score));
  g_assert_cmpint (score, ==, TS_SCORE_MATE - 5);
  play_out (ladder, ladder->side, &move, 2);
  g_assert_false (ts_hunt_root (NULL, lone, &limits, &move, &score));
  /* the same ladder with the material turned round: no hunt asked */
  behind = ts_position_copy (ladder);
  ts_position_put (behind, ts_square_from_file_rank (10, 10), TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_WHITE));
  ts_position_put (behind, ts_square_from_file_rank (11, 10), TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_WHITE));
  ts_position_put (behind, ts_square_from_file_rank (12, 10), TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_WHITE));
  g_assert_cmpint (ts_eval_material (behind), <, 0);
  g_assert_false (ts_hunt_root (NULL, behind, &limits, &move, &score));
}

/* ---- the hunt in the main search (ts-search.c, docs/hunt.md) ---- */

/* A search of `pos` within `limits`: its move, score and hunts. */
static int
search_score (TsPosition *pos, const TsSearchLimits *limits, TsMove *best, guint *hunts_proven)
{
  g_autoptr (TsSearch) search = ts_search_new (16);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);

  g_assert_true (ts_search_run (search, pos, limits, NULL, NULL, NULL, best, info));
  if (hunts_proven != NULL)
    *hunts_proven = info->hunts_proven;
  return info->score;
}

/* Far ahead with a hunt within the root's reach: a search of one ply,
 * which sees no hunt of two moves or more, plays the hunt's first move
 * (played out against every defence) with its mate score; without the
 * root's hunt it does not see the longer ones. */
static void
test_search_root (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  const char *ids[] = { "tai-ladder-2", "tai-ladder-3", "tai-white-ladder-2", "tai-chase-4",
                        "tenjiku-ladder-2", "tenjiku-ladder-3" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      TsHuntCase *c = find_case (suite, ids[i]);
      guint expect = (guint) g_ascii_strtoull (c->expect, NULL, 10);
      TsSearchLimits on = { .depth = 1, .hunt = TS_SEARCH_HUNT_ROOT | TS_SEARCH_HUNT_DANGER };
      TsSearchLimits off = { .depth = 1, .hunt = TS_SEARCH_HUNT_NONE };
      TsMove best;
      guint proven;
      int score;

      g_assert_cmpint (search_score (c->pos, &on, &best, &proven), ==, TS_SCORE_MATE - (int) (2 * expect - 1));
      g_assert_cmpuint (proven, ==, 1);
      play_out (c->pos, c->pos->side, &best, expect - 1);
      score = search_score (c->pos, &off, &best, &proven);
      g_test_message ("%s: without the hunt, score %d", ids[i], score);
      g_assert_cmpuint (proven, ==, 0);
      if (expect >= 3)
        g_assert_cmpint (score, <, TS_SCORE_MATE_BOUND);
    }
}

/* The hunt at the nodes of the tree: in tai-chase-5 (whose hunt of 5
 * moves is beyond the root's budget) the nodes 2 and 4 plies down with
 * 4 plies left or more ask it, and some answers are proofs (the short
 * hunts after the defender's worse replies); none is asked when it is
 * off.  The search still finds a legal move. */
static void
test_search_tree (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  TsPosition *pos = find_case (suite, "tai-chase-5")->pos;
  TsSearchLimits tree = { .depth = 7, .hunt = TS_SEARCH_HUNT_TREE };
  TsSearchLimits off = { .depth = 7, .hunt = TS_SEARCH_HUNT_NONE };
  TsMove best;
  guint proven;

  search_score (pos, &tree, &best, &proven);
  g_assert_cmpuint (proven, >, 0);
  g_assert_true (test_is_legal (pos, &best));
  search_score (pos, &off, &best, &proven);
  g_assert_cmpuint (proven, ==, 0);
}

/* Far behind with a lone royal: of its moves only one (a gold that blocks
 * the rook's rank) escapes the rooks' hunt within 3 moves, and a search
 * of one ply, which sees none of the hunts, plays it.  With every move
 * lost (the ladders, the defender to move) the search says mated. */
static void
test_search_danger (void)
{
  static const struct {
    TsRules rules;
    const char *tsfen, *escape;
  } cases[] = {
    { TS_RULES_STANDARD,
      "12,cp,12/24,R/9,g,15/25/R,24/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/12,CP,P,11 w 1",
      "16c-16b" },
    { TS_RULES_TENJIKU, "8,k,7/15,R/7,g,8/16/R,15/16/16/16/16/16/16/16/16/16/16/8,K,7 w 1", "9c-9b" },
  };
  g_autoptr (GPtrArray) suite = load_suite ();
  const char *doomed[] = { "tai-ladder-2", "tenjiku-ladder-2" };
  TsSearchLimits limits = { .depth = 1, .hunt = TS_SEARCH_HUNT_DANGER };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = test_position_from_tsfen_in (cases[i].rules, cases[i].tsfen);
      char buf[TS_MOVE_STRING_MAX];
      TsMove best;
      int score = search_score (pos, &limits, &best, NULL);

      ts_move_format (pos->rules, &best, buf);
      g_assert_cmpstr (buf, ==, cases[i].escape);
      g_assert_cmpint (score, >, -TS_SCORE_MATE_BOUND);
    }
  for (guint i = 0; i < G_N_ELEMENTS (doomed); i++)
    {
      TsPosition *pos = find_case (suite, doomed[i])->pos;
      TsMove best;

      ts_position_set_side (pos, TS_WHITE);
      g_assert_cmpint (search_score (pos, &limits, &best, NULL), <, -TS_SCORE_MATE_BOUND);
      g_assert_true (test_is_legal (pos, &best));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hunt/suite-proofs", test_suite_proofs);
  g_test_add_func ("/hunt/suite-no-hunt", test_suite_no_hunt);
  g_test_add_func ("/hunt/danger", test_danger);
  g_test_add_func ("/hunt/threatens", test_threatens);
  g_test_add_func ("/hunt/threatens-random", test_threatens_random);
  g_test_add_func ("/hunt/budget", test_budget);
  g_test_add_func ("/hunt/root", test_root);
  g_test_add_func ("/hunt/search-root", test_search_root);
  g_test_add_func ("/hunt/search-tree", test_search_tree);
  g_test_add_func ("/hunt/search-danger", test_search_danger);
  return g_test_run ();
}
