/* test-tactics.c — the tactical suite (tactics.txt): every position is
 * well formed and its check can fail (some legal move does), and the
 * engine solves every one at a fixed depth of 2 (single thread, table
 * cleared: the same nodes every run, so the test cannot flake).  The
 * timed run is `tai-shogi-cli tactics tests/engine/tactics.txt`. */
#include <glib.h>

#include "ts-search.h"
#include "ts-tactics.h"

#define FIXED_DEPTH 2
#define SUITE_MIN 30

static GPtrArray *
load_suite (void)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *suite = ts_tactics_load (TS_TACTICS_PATH, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (suite->len, >=, SUITE_MIN);
  return suite;
}

static void
test_checks_can_fail (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  for (guint i = 0; i < suite->len; i++)
    {
      const TsTactic *t = g_ptr_array_index (suite, i);
      guint passing = 0, n = ts_generate_legal (t->pos, list);

      for (guint k = 0; k < n; k++)
        passing += ts_tactic_solved (t, &list->moves[k]);
      if (passing == 0 || passing == n)
        g_error ("%s: %u of its %u legal moves pass the check '%s'", t->id, passing, n, t->check);
    }
}

static void
test_solved_at_fixed_depth (void)
{
  g_autoptr (GPtrArray) suite = load_suite ();
  g_autoptr (TsSearch) search = ts_search_new (8);
  TsSearchLimits limits = { .depth = FIXED_DEPTH };

  for (guint i = 0; i < suite->len; i++)
    {
      const TsTactic *t = g_ptr_array_index (suite, i);
      TsMove best;

      ts_search_clear (search);
      g_assert_true (ts_search_run (search, t->pos, &limits, NULL, NULL, NULL, &best, NULL));
      if (!ts_tactic_solved (t, &best))
        {
          char buf[TS_MOVE_STRING_MAX];
          ts_move_format (t->pos->rules, &best, buf);
          g_error ("%s: %s does not pass '%s' (%s)", t->id, buf, t->check, t->comment);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/tactics/checks-can-fail", test_checks_can_fail);
  g_test_add_func ("/engine/tactics/solved-at-fixed-depth", test_solved_at_fixed_depth);
  return g_test_run ();
}
