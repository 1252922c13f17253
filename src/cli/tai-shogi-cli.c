/* tai-shogi-cli — tai shogi from the command line: the commands are
 * listed in `commands` below, each in the file of its layer. */
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli-common.h"
#include "ts-record.h"
#include "ts-variant.h"

/* Every command also takes --variant tai|tenjiku and --rules standard|jw
 * (cli_parse_options). */
static const CliCommand commands[] = {
  { "start", "", "print the start position as TSFEN", cli_start },
  { "moves", "[--fen TSFEN]", "print every legal move, one per line", cli_moves },
  { "perft", "DEPTH [--fen TSFEN] [--divide]", "count legal move sequences", cli_perft },
  { "bench", "", "measure perft speed on fixed positions", cli_bench },
  { "replay", "FILE", "check a game record, print its final TSFEN", cli_replay },
  { "threats", "[--fen TSFEN]", "print every attacked piece: SQUARE SIDE defended|undefended [range-jump] [burnable]", cli_threats },
  { "diagram", "-o FILE.png|FILE.svg [--fen TSFEN] [--size PX] [--threats] [--labels kanji|abbreviation]",
    "draw the board as an image", cli_diagram },
  { "random-game", "[--plies N] [--seed S] [-o FILE]", "write a legal random game record", cli_random_game },
  { "bestmove", "[--fen TSFEN] [--movetime MS] [--depth N]", "search a position, print the best move", cli_bestmove },
  { "match", "[--games N] [--movetime MS] [--opponent random|greedy|self|cecp:CMD] [--jobs N] [...]", "play the engine against another", cli_match },
  { "tactics", "FILE [--movetime MS] [--depth N]", "run a tactical suite, count the solved", cli_tactics },
  { "hunt", "FILE|--fen TSFEN [--moves N] [--nodes N] [--danger]", "prove the capture of the last royal within N moves", cli_hunt },
  { "tune", "[--games N] [--nodes N] [--max-plies N]", "fit the evaluation's weights to self-play games", cli_tune },
  { "xboard", "", "speak the XBoard/CECP protocol on stdin/stdout", cli_xboard },
};

int
cli_fail (const char *fmt, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, fmt);
  msg = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_printerr ("tai-shogi-cli: %s\n", msg);
  return EXIT_FAILURE;
}

TsRules cli_rules = TS_RULES_STANDARD;
gboolean cli_rules_given = FALSE;
static char *opt_variant, *opt_rules;

static const GOptionEntry rules_entries[] = {
  { "variant", 0, 0, G_OPTION_ARG_STRING, &opt_variant, "The game: tai (the default) or tenjiku", "tai|tenjiku" },
  { "rules", 0, 0, G_OPTION_ARG_STRING, &opt_rules,
    "The variant's rule set: standard (the default; tai also has jw, Japanese Wikipedia)", "standard|jw" },
  { NULL }
};

const char *
cli_rules_label (TsRules rules)
{
  static char labels[TS_N_RULES][64];
  const TsVariant *v = ts_rules_variant (rules);

  /* tai's rule sets keep their plain names, as before there were two games */
  if (v->id == TS_VARIANT_TAI)
    return ts_rules_name (rules);
  if (labels[rules][0] == '\0')
    g_snprintf (labels[rules], sizeof labels[rules], "%s %s", v->name, ts_rules_name (rules));
  return labels[rules];
}

/* --variant and --rules, in either order: the rule set of the variant. */
static gboolean
resolve_rules (GError **error)
{
  const TsVariant *variant = ts_variant_get (TS_VARIANT_TAI);

  if (opt_variant != NULL && (variant = ts_variant_from_name (opt_variant, error)) == NULL)
    return FALSE;
  cli_rules = variant->default_rules;
  if (opt_rules != NULL && !ts_variant_rules_from_name (variant, opt_rules, &cli_rules, error))
    return FALSE;
  cli_rules_given = opt_variant != NULL || opt_rules != NULL;
  return TRUE;
}

gboolean
cli_parse_options (const char *command, const GOptionEntry *entries, int *argc, char ***argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (ctx, rules_entries, NULL);
  if (entries != NULL)
    g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, argc, argv, &error) || !resolve_rules (&error))
    {
      cli_fail ("%s: %s", command, error->message);
      return FALSE;
    }
  return TRUE;
}

TsPosition *
cli_position_from_tsfen (const char *tsfen)
{
  g_autoptr (GError) error = NULL;
  TsPosition *pos;

  if (tsfen == NULL)
    return ts_position_new_start_with_rules (cli_rules);
  pos = ts_position_new_from_tsfen_with_rules (cli_rules, tsfen, &error);
  if (pos == NULL)
    cli_fail ("bad TSFEN: %s", error->message);
  return pos;
}

TsGame *
cli_read_record (const char *path, GError **error)
{
  g_autoptr (TsGame) game = NULL;

  /* a regular file of at most TS_RECORD_MAX_SIZE bytes: a named pipe or
   * a device is refused at once, not read for ever */
  game = ts_record_read_file (path, error);
  if (game == NULL)
    {
      /* the file's own errors name it already */
      if (error != NULL && *error != NULL && (*error)->domain != G_FILE_ERROR)
        g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  if (cli_rules_given && ts_game_get_rules (game) != cli_rules)
    {
      const TsVariant *v = ts_rules_variant (ts_game_get_rules (game));

      if (v != ts_rules_variant (cli_rules))
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, /* --variant */
                     "%s: the record is a game of %s, not %s (its Variant tag)", path, v->name,
                     ts_rules_variant (cli_rules)->name);
      else
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, /* --rules */
                     "%s: the record is played by the %s rules, not %s (its Rules tag)", path,
                     ts_rules_name (ts_game_get_rules (game)), ts_rules_name (cli_rules));
      return NULL;
    }
  return g_steal_pointer (&game);
}

static void
usage (FILE *out)
{
  fprintf (out, "usage: tai-shogi-cli COMMAND [OPTIONS]\n\ncommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-12s %-40s %s\n", commands[i].name, commands[i].args, commands[i].summary);
  fprintf (out, "\nevery command takes --variant tai|tenjiku (default tai) and --rules standard|jw\n"
                "(default standard; jw is tai's only)\n");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  if (argc < 2)
    {
      usage (stderr);
      return EXIT_FAILURE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      usage (stdout);
      return EXIT_SUCCESS;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  return cli_fail ("unknown command '%s' (try 'tai-shogi-cli --help')", argv[1]);
}
