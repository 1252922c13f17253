/* cli-cecp.h — the engine behind the XBoard / CECP protocol, apart from
 * where its input comes from and where its replies go.
 *
 *   CliCecpOptions options = { .rules = TS_RULES_STANDARD };
 *   CliCecp *cecp = cli_cecp_new (&options, write_line, NULL);
 *   while (... bytes of input ...)
 *     if (!cli_cecp_feed (cecp, bytes, n))
 *       break;                              // "quit"
 *   cli_cecp_free (cecp);
 *
 * Feeding never waits for a search: the commands run in a thread of
 * their own, and each search in another (cli-cecp.c says how they keep
 * the commands in order).  `reply` is called from those threads, one
 * line at a time, never two at once.
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"
#include "ts-search.h"

G_BEGIN_DECLS

/* "memory" gives the table at most this many megabytes, and at most half
 * the machine's memory, whatever is asked. */
#define CLI_CECP_MAX_MEMORY_MB 4096
/* A longer line is refused whole ("Error (line too long)"). */
#define CLI_CECP_MAX_LINE (1024 * 1024)

typedef struct {
  TsRules rules;             /* the rule set of "new" */
  gsize hash_megabytes;      /* the table at first (0: 64) */
  /* bounds for testing and fuzzing; 0: the defaults above */
  gsize max_hash_megabytes;  /* the most "memory" gets */
  guint max_threads;         /* the most "cores" gets (else TS_SEARCH_MAX_THREADS) */
  gsize max_line;            /* the longest line taken */
  /* every search, analysis included, within these (0: no bound) */
  TsSearchLimits cap;
  /* XBoard's -rankOffset, for the variants in its notation
   * (cli-cecp-notation.h): 1 numbers the ranks from 0 */
  int rank_offset;
} CliCecpOptions;

/* One line to the interface, without its newline. */
typedef void (*CliCecpReplyFunc) (const char *line, gpointer user_data);

typedef struct _CliCecp CliCecp;

CliCecp *cli_cecp_new (const CliCecpOptions *options, CliCecpReplyFunc reply, gpointer user_data);
/* Stops a search in progress (its move is not played) and ends. */
void cli_cecp_free (CliCecp *cecp);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliCecp, cli_cecp_free)

/* Input, in pieces of any size: whole lines run as commands.  FALSE once
 * a "quit" has been read (the rest is not read). */
gboolean cli_cecp_feed (CliCecp *cecp, const char *data, gsize length);

/* Waits until every command fed so far has run and no search runs.  An
 * analysis runs until told to stop, so this is for a `cap` that ends
 * every search by itself. */
void cli_cecp_wait_idle (CliCecp *cecp);

/* The CECP name of a rule set ("variant NAME"): taishogi, tai-jw. */
const char *cli_cecp_variant_name (TsRules rules);

/* How the game in `pos` has ended (RULES.md section 5), or NULL while it
 * goes on: "Black wins: White has no royal piece left".  A side with no
 * royal piece has lost at once, whichever side is to move; else the side
 * to move has lost when it has no legal move.  `score` gets the CECP
 * result, "1-0" when Black (the first player) won, "0-1", or "1/2-1/2"
 * when neither side has a royal piece.  `list` is room for the moves. */
char *cli_cecp_game_end (const TsPosition *pos, TsMoveList *list, const char **score);

G_END_DECLS
