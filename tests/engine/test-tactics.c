/* test-tactics.c — the tactical suites.  Tai's (tactics.txt): every
 * position is well formed and its check can fail (some legal move does),
 * and the engine solves every one at a fixed depth of 2 (single thread,
 * table cleared: the same nodes every run, so the test cannot flake).
 * Tenjiku's (tenjiku-tactics.txt): every position reads as tenjiku, each
 * of its themes has its share, and exactly one legal move passes each
 * check, so that the solution is legal and unambiguous; how many the
 * engine solves is a figure, not a test (`meson test --benchmark
 * tenjiku-tactics`).  The timed runs are `tai-shogi-cli tactics
 * tests/engine/tactics.txt` and `tai-shogi-cli tactics --variant tenjiku
 * tests/engine/tenjiku-tactics.txt`. */
#include <glib.h>

#include "ts-search.h"
#include "ts-tactics.h"

#define FIXED_DEPTH 2
#define SUITE_MIN 30

/* A suite file in its rule set, of at least `min` positions. */
static GPtrArray *
load_suite_of (TsRules rules, const char *path, guint min)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *suite = ts_tactics_load_with_rules (rules, path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (suite->len, >=, min);
  return suite;
}

static GPtrArray *
load_suite (void)
{
  return load_suite_of (TS_RULES_STANDARD, TS_TACTICS_PATH, SUITE_MIN);
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

/* ---- tenjiku ---- */

#define TENJIKU_SUITE_MIN 40
#define TENJIKU_THEME_MIN 5

/* The themes of issue 39, by the prefix of a position's id. */
static const char *const tenjiku_themes[] = {
  "burn-",      /* a fire demon burns a crowd */
  "suicide-",   /* the tempting move ends next to an enemy fire demon */
  "screen-",    /* a range-jumping general wins a piece through a screen */
  "jump-",      /* save the last royal from a range jump */
  "buffalo-",   /* a water buffalo promotes where it burns */
  "royal-",     /* capture the last royal */
};

static GPtrArray *
load_tenjiku_suite (void)
{
  return load_suite_of (TS_RULES_TENJIKU, TS_TENJIKU_TACTICS_PATH, TENJIKU_SUITE_MIN);
}

/* Every position is tenjiku's, and in each exactly one legal move
 * passes its check: a listed best move is legal, and a "wins" or "save"
 * has one answer only. */
static void
test_tenjiku_unambiguous (void)
{
  g_autoptr (GPtrArray) suite = load_tenjiku_suite ();
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (GString) failures = g_string_new (NULL);

  for (guint i = 0; i < suite->len; i++)
    {
      const TsTactic *t = g_ptr_array_index (suite, i);
      g_autoptr (GString) passing = g_string_new (NULL);
      guint n_passing = 0, n = ts_generate_legal (t->pos, list);

      g_assert_cmpint (t->pos->rules, ==, TS_RULES_TENJIKU);
      for (guint k = 0; k < n; k++)
        if (ts_tactic_solved (t, &list->moves[k]))
          {
            char buf[TS_MOVE_STRING_MAX];
            ts_move_format (t->pos->rules, &list->moves[k], buf);
            g_string_append_printf (passing, " %s", buf);
            n_passing++;
          }
      if (n_passing != 1)
        g_string_append_printf (failures, "\n%s: %u of its %u legal moves pass the check '%s':%s", t->id,
                                n_passing, n, t->check, passing->str);
    }
  /* all of them at once, for whoever edits the suite */
  if (failures->len > 0)
    g_error ("ambiguous or unsolvable positions:%s", failures->str);
}

static void
test_tenjiku_themes (void)
{
  g_autoptr (GPtrArray) suite = load_tenjiku_suite ();

  for (guint k = 0; k < G_N_ELEMENTS (tenjiku_themes); k++)
    {
      guint n = 0;

      for (guint i = 0; i < suite->len; i++)
        n += g_str_has_prefix (((const TsTactic *) g_ptr_array_index (suite, i))->id, tenjiku_themes[k]);
      if (n < TENJIKU_THEME_MIN)
        g_error ("theme %s: %u positions, fewer than %d", tenjiku_themes[k], n, TENJIKU_THEME_MIN);
    }
  for (guint i = 0; i < suite->len; i++)
    {
      const TsTactic *t = g_ptr_array_index (suite, i);
      gboolean themed = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (tenjiku_themes); k++)
        themed |= g_str_has_prefix (t->id, tenjiku_themes[k]);
      if (!themed)
        g_error ("%s: the id names none of the themes", t->id);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/tactics/tenjiku/unambiguous", test_tenjiku_unambiguous);
  g_test_add_func ("/engine/tactics/tenjiku/themes", test_tenjiku_themes);
  g_test_add_func ("/engine/tactics/checks-can-fail", test_checks_can_fail);
  g_test_add_func ("/engine/tactics/solved-at-fixed-depth", test_solved_at_fixed_depth);
  return g_test_run ();
}
