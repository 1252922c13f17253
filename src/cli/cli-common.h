/* cli-common.h — what the commands of tai-shogi-cli share. */
#pragma once

#include <glib.h>

#include "ts-game.h"
#include "ts-position.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  int (*run) (int argc, char **argv);
} CliCommand;

/* Prints "tai-shogi-cli: MESSAGE" to stderr; returns EXIT_FAILURE. */
int cli_fail (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

/* Parses a command's options; FALSE (with the error printed) on bad input.
 * Every command also takes `--variant tai|tenjiku` and `--rules
 * standard|jw` (RULESETS.md), read here into cli_rules, so no command
 * parses them itself. */
gboolean cli_parse_options (const char *command, const GOptionEntry *entries, int *argc, char ***argv);

/* The rule set of --variant and --rules (tai's standard without them), and
 * whether either was given. */
extern TsRules cli_rules;
extern gboolean cli_rules_given;

/* "standard", "jw", "tenjiku standard": a rule set for messages. */
const char *cli_rules_label (TsRules rules);

/* The position of a TSFEN, or the start position for NULL, in cli_rules;
 * NULL (with the error printed) when the TSFEN is bad. */
TsPosition *cli_position_from_tsfen (const char *tsfen);

/* The game of a record file.  A record names its rule set (standard
 * without a Rules tag); with --rules given, it must be that one. */
TsGame *cli_read_record (const char *path, GError **error);

/* cli-core.c */
int cli_start (int argc, char **argv);
int cli_moves (int argc, char **argv);
int cli_perft (int argc, char **argv);
int cli_bench (int argc, char **argv);
int cli_replay (int argc, char **argv);
int cli_random_game (int argc, char **argv);
int cli_threats (int argc, char **argv);

/* cli-engine.c, cli-xboard.c */
int cli_bestmove (int argc, char **argv);
int cli_match (int argc, char **argv);
int cli_tactics (int argc, char **argv);
int cli_xboard (int argc, char **argv);

/* cli-render.c */
int cli_diagram (int argc, char **argv);

/* cli-tune.c */
int cli_tune (int argc, char **argv);

/* cli-hunt.c */
int cli_hunt (int argc, char **argv);

G_END_DECLS
