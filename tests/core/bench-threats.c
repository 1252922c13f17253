/* bench-threats.c — how long the threat view's full answer
 * (ts_threats_new) takes on the engine's full-board middlegames, in both
 * rule sets.  Prints one line a position: mean and fastest time per call.
 *
 *   bench-threats [--iterations N] POSITIONS-FILE
 *
 * The goal is 2 ms a call (on a release build: meson setup --buildtype=release). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-threats.h"

static gint opt_iterations = 200;

static const GOptionEntry entries[] = {
  { "iterations", 0, 0, G_OPTION_ARG_INT, &opt_iterations, "Calls per position", "N" },
  { NULL }
};

static void
bench_position (const char *name, const char *tsfen, TsRules rules)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) pos = ts_position_new_from_tsfen_with_rules (rules, tsfen, &error);
  gint64 total = 0, fastest = G_MAXINT64;
  guint attacked = 0;

  if (pos == NULL)
    g_error ("%s: %s", name, error->message);
  for (int i = 0; i < opt_iterations; i++)
    {
      gint64 start = g_get_monotonic_time (), took;
      g_autoptr (TsThreats) threats = ts_threats_new (pos);

      took = g_get_monotonic_time () - start;
      total += took;
      fastest = MIN (fastest, took);
      attacked = 0;
      for (TsSquare sq = 0; sq < TS_CELLS; sq++)
        attacked += ts_threats_is_attacked (threats, sq);
    }
  printf ("%-20s %-8s %3u attacked  mean %.3f ms  fastest %.3f ms\n", name, ts_rules_name (rules), attacked,
          total / 1000.0 / opt_iterations, fastest / 1000.0);
}

int
main (int argc, char **argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new ("POSITIONS-FILE");
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, &error) || argc != 2 || opt_iterations < 1)
    {
      fprintf (stderr, "usage: bench-threats [--iterations N] POSITIONS-FILE\n");
      return EXIT_FAILURE;
    }
  if (!g_file_get_contents (argv[1], &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *sep = strchr (lines[i], ';');
      g_autofree char *name = NULL;

      if (lines[i][0] == '#' || sep == NULL)
        continue;
      name = g_strndup (lines[i], sep - lines[i]);
      /* the positions are tai's: both its rule sets */
      for (TsRules rules = 0; rules < TS_N_RULES; rules++)
        if (ts_rules_variant_id (rules) == ts_rules_variant_id (TS_RULES_STANDARD))
          bench_position (name, sep + 1, rules);
    }
  return EXIT_SUCCESS;
}
