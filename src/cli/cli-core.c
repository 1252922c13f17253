/* cli-core.c — the rules-core commands of tai-shogi-cli:
 * start, moves, perft, bench, replay, random-game, threats. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "ts-file.h"
#include "ts-movegen.h"
#include "ts-position.h"
#include "ts-random-game.h"
#include "ts-record.h"
#include "ts-threats.h"

static char *opt_fen;
static gboolean opt_divide;

static const GOptionEntry fen_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, &opt_fen, "The position (default: the start position)", "TSFEN" },
  { NULL }
};

static const GOptionEntry perft_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, &opt_fen, "The position (default: the start position)", "TSFEN" },
  { "divide", 0, 0, G_OPTION_ARG_NONE, &opt_divide, "Print the count below each legal move", NULL },
  { NULL }
};

int
cli_start (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  g_autofree char *tsfen = NULL;

  if (!cli_parse_options ("start", NULL, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("start: unexpected argument '%s'", argv[1]);
  pos = ts_position_new_start_with_rules (cli_rules);
  tsfen = ts_position_to_tsfen (pos);
  printf ("%s\n", tsfen);
  return EXIT_SUCCESS;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
cli_moves (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  if (!cli_parse_options ("moves", fen_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("moves: unexpected argument '%s'", argv[1]);
  pos = cli_position_from_tsfen (opt_fen);
  if (pos == NULL)
    return EXIT_FAILURE;
  ts_generate_legal (pos, list);
  {
    /* sorted bytewise (TENJIKU.md 6.2), the same list for the same position */
    g_autoptr (GPtrArray) strings = g_ptr_array_new_full (list->n, g_free);

    for (guint i = 0; i < list->n; i++)
      g_ptr_array_add (strings, ts_move_to_string (pos->rules, &list->moves[i]));
    g_ptr_array_sort (strings, compare_strings);
    for (guint i = 0; i < strings->len; i++)
      printf ("%s\n", (const char *) strings->pdata[i]);
  }
  return EXIT_SUCCESS;
}

int
cli_perft (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  guint64 depth;
  guint64 total = 0;
  gint64 start;
  double seconds;

  if (!cli_parse_options ("perft", perft_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc != 2)
    return cli_fail ("perft: give one DEPTH");
  if (!g_ascii_string_to_unsigned (argv[1], 10, 1, 8, &depth, NULL))
    return cli_fail ("perft: DEPTH is a number from 1 to 8, not '%s'", argv[1]);
  pos = cli_position_from_tsfen (opt_fen);
  if (pos == NULL)
    return EXIT_FAILURE;

  start = g_get_monotonic_time ();
  if (opt_divide)
    {
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);
      ts_generate_legal (pos, list);
      for (guint i = 0; i < list->n; i++)
        {
          char buf[TS_MOVE_STRING_MAX];
          TsUndo undo;
          guint64 n;

          ts_position_make (pos, &list->moves[i], &undo);
          n = ts_perft (pos, (guint) depth - 1);
          ts_position_unmake (pos, &undo);
          ts_move_format (pos->rules, &list->moves[i], buf);
          printf ("%s %" G_GUINT64_FORMAT "\n", buf, n);
          total += n;
        }
    }
  else
    total = ts_perft (pos, (guint) depth);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("perft(%" G_GUINT64_FORMAT ") = %" G_GUINT64_FORMAT "\n", depth, total);
  g_printerr ("%.3f s, %.1f million nodes/s\n", seconds, seconds > 0 ? total / seconds / 1e6 : 0.0);
  return EXIT_SUCCESS;
}

int
cli_bench (int argc, char **argv)
{
  /* the start position and three mid-game positions of random games;
   * depth 3 where the count stays near a hundred million */
  static const struct { guint32 seed; guint plies; guint depth; } cases[] = {
    { 0, 0, 3 }, { 1, 40, 3 }, { 2, 120, 3 }, { 3, 300, 3 },
  };
  guint64 nodes = 0;
  double seconds = 0;

  if (!cli_parse_options ("bench", NULL, &argc, &argv))
    return EXIT_FAILURE;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = ts_random_position_new_with_rules (cli_rules, cases[i].seed, cases[i].plies);
      gint64 start = g_get_monotonic_time ();
      guint64 n = ts_perft (pos, cases[i].depth);
      double s = (g_get_monotonic_time () - start) / 1e6;

      printf ("position %u (%u random plies): perft(%u) = %" G_GUINT64_FORMAT " in %.3f s\n",
              i + 1, cases[i].plies, cases[i].depth, n, s);
      nodes += n;
      seconds += s;
    }
  printf ("%" G_GUINT64_FORMAT " nodes in %.3f s: %.1f million nodes per second (rules: %s)\n",
          nodes, seconds, nodes / seconds / 1e6, cli_rules_label (cli_rules));
  return EXIT_SUCCESS;
}


static char *opt_output;
static guint64 opt_plies = 200;
static guint64 opt_seed = 1;

static const GOptionEntry random_game_entries[] = {
  { "plies", 0, 0, G_OPTION_ARG_INT64, &opt_plies, "Number of moves (default 200)", "N" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Random seed (default 1)", "S" },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output, "Write the record here, not to standard output", "FILE" },
  { NULL }
};

int
cli_random_game (int argc, char **argv)
{
  g_autoptr (TsGame) game = NULL;
  g_autofree char *record = NULL;
  g_autoptr (GError) error = NULL;

  if (!cli_parse_options ("random-game", random_game_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("random-game: unexpected argument '%s'", argv[1]);
  if ((gint64) opt_plies < 0 || opt_plies > 1000000 || (gint64) opt_seed < 0 || opt_seed > G_MAXUINT32)
    return cli_fail ("random-game: --plies is 0 to 1000000 and --seed 0 to %u", G_MAXUINT32);
  game = ts_random_game_new_with_rules (cli_rules, (guint) opt_plies, (guint32) opt_seed);
  ts_game_set_tag (game, "Event", "Random game");
  {
    g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, opt_seed);
    ts_game_set_tag (game, "Seed", seed);
  }
  record = ts_record_write (game);
  if (opt_output == NULL)
    {
      fputs (record, stdout);
      return EXIT_SUCCESS;
    }
  if (!ts_file_replace (opt_output, record, strlen (record), NULL, &error))
    return cli_fail ("random-game: %s", error->message);
  return EXIT_SUCCESS;
}

int
cli_replay (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) game = NULL;
  g_autofree char *tsfen = NULL;

  if (!cli_parse_options ("replay", NULL, &argc, &argv))
    return EXIT_FAILURE;
  if (argc != 2)
    return cli_fail ("replay: give one FILE");
  game = cli_read_record (argv[1], &error);
  if (game == NULL)
    return cli_fail ("replay: %s", error->message);
  tsfen = ts_position_to_tsfen (ts_game_get_position (game));
  printf ("%s\n", tsfen);
  return EXIT_SUCCESS;
}

int
cli_threats (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  g_autoptr (TsThreats) threats = NULL;
  g_autofree char *text = NULL;

  if (!cli_parse_options ("threats", fen_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("threats: unexpected argument '%s'", argv[1]);
  pos = cli_position_from_tsfen (opt_fen);
  if (pos == NULL)
    return EXIT_FAILURE;
  threats = ts_threats_new (pos);
  text = ts_threats_to_text (threats, pos);
  fputs (text, stdout);
  return EXIT_SUCCESS;
}
