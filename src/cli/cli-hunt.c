/* cli-hunt.c — `tai-shogi-cli hunt`: the royal hunt search (ts-hunt.h)
 * on one position or on a hunt suite (tests/engine/hunt-positions.txt),
 * printing what it proved and the positions it made: the suite's
 * benchmark.  It fails when a position of the suite is not as expected. */
#include <stdio.h>
#include <stdlib.h>

#include "cli-common.h"
#include "ts-hunt.h"

static char *opt_hunt_fen;
static int opt_hunt_moves = 3;
static gint64 opt_hunt_nodes = 200000;
static gboolean opt_hunt_danger;

static const GOptionEntry hunt_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, &opt_hunt_fen, "One position instead of a suite file", "TSFEN" },
  { "moves", 0, 0, G_OPTION_ARG_INT, &opt_hunt_moves, "The most moves of the hunter (default 3)", "N" },
  { "nodes", 0, 0, G_OPTION_ARG_INT64, &opt_hunt_nodes, "Positions made at most, each (default 200000)", "N" },
  { "danger", 0, 0, G_OPTION_ARG_NONE, &opt_hunt_danger,
    "Ask whether the opponent hunts the side to move's royal instead", NULL },
  { NULL }
};

static const char *
result_label (TsHuntResult result)
{
  switch (result)
    {
    case TS_HUNT_PROVEN:
      return "proven";
    case TS_HUNT_DISPROVEN:
      return "disproven";
    case TS_HUNT_UNKNOWN:
    default:
      return "unknown";
    }
}

/* Hunts in one position; prints a line; `info` gets the outcome. */
static void
hunt_one (const char *id, const TsPosition *pos, const char *expect, TsHuntInfo *info, guint64 *nodes)
{
  TsHuntLimits limits = { .max_moves = (guint) opt_hunt_moves, .max_nodes = (guint64) opt_hunt_nodes };
  TsColor hunter = opt_hunt_danger ? TS_OTHER (pos->side) : pos->side;
  char move[TS_MOVE_STRING_MAX] = "-";

  ts_hunt (pos, hunter, &limits, info);
  if (info->has_move)
    ts_move_format (pos->rules, &info->move, move);
  printf ("%-28s %-9s moves %u  %-20s nodes %9" G_GUINT64_FORMAT "  expect %s\n", id, result_label (info->result),
          info->moves, move, info->nodes, expect);
  *nodes += info->nodes;
}

/* Whether a suite position came out as its EXPECT says (ts-hunt.h): a
 * hunt of N within --moves proven at exactly N, any other not proven. */
static gboolean
as_expected (const TsHuntCase *c, const TsHuntInfo *info)
{
  if (g_str_equal (c->expect, "?"))
    return TRUE;
  if (g_ascii_isdigit (c->expect[0]) && atoi (c->expect) <= opt_hunt_moves)
    return info->result == TS_HUNT_PROVEN && info->moves == (guint) atoi (c->expect);
  return info->result != TS_HUNT_PROVEN;
}

int
cli_hunt (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) suite = NULL;
  guint64 nodes = 0;
  guint proven = 0, expected = 0;
  gint64 start;

  if (!cli_parse_options ("hunt", hunt_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (opt_hunt_moves < 1 || opt_hunt_moves > TS_HUNT_MAX_MOVES || opt_hunt_nodes < 1)
    return cli_fail ("hunt: --moves must be 1 to %d, --nodes positive", TS_HUNT_MAX_MOVES);
  if (opt_hunt_fen != NULL)
    {
      g_autoptr (TsPosition) pos = cli_position_from_tsfen (opt_hunt_fen);

      if (pos == NULL)
        return EXIT_FAILURE;
      TsHuntInfo info;

      hunt_one ("position", pos, "?", &info, &nodes);
      return EXIT_SUCCESS;
    }
  if (argc != 2)
    return cli_fail ("hunt: give one suite file (tests/engine/hunt-positions.txt) or --fen");
  suite = ts_hunt_suite_load (argv[1], &error);
  if (suite == NULL)
    return cli_fail ("hunt: %s", error->message);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < suite->len; i++)
    {
      const TsHuntCase *c = g_ptr_array_index (suite, i);
      TsHuntInfo info;

      hunt_one (c->id, c->pos, c->expect, &info, &nodes);
      proven += info.result == TS_HUNT_PROVEN;
      expected += as_expected (c, &info);
    }
  printf ("proven %u of %u, %u as expected, %" G_GUINT64_FORMAT " nodes, %.1f s (--moves %d --nodes %" G_GINT64_FORMAT
          ")\n",
          proven, suite->len, expected, nodes, (g_get_monotonic_time () - start) / 1e6, opt_hunt_moves,
          opt_hunt_nodes);
  return expected == suite->len ? EXIT_SUCCESS : EXIT_FAILURE;
}
