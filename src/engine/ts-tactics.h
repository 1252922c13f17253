/* ts-tactics.h — a tactical test position and its check (the suites in
 * tests/engine/tactics.txt and tenjiku-tactics.txt, run by
 * `tai-shogi-cli tactics` and by the tests).  A line reads ID;CHECK;TSFEN;COMMENT, CHECK being
 *   wins        the move takes the enemy's last royal;
 *   save        after the move the opponent cannot take the mover's
 *               last royal;
 *   best:M,...  the move is one of these;
 *   avoid:M,... the move is none of these. */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

typedef struct {
  char *id;
  char *check;
  char *comment;
  TsPosition *pos;
} TsTactic;

void ts_tactic_free (TsTactic *tactic);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsTactic, ts_tactic_free)

/* Reads one line; NULL (no error) for a blank or comment line.  A TSFEN
 * means something only in its variant: the suite's rule set is given
 * (without it, tai's standard one). */
TsTactic *ts_tactic_parse (const char *line, GError **error);
TsTactic *ts_tactic_parse_with_rules (TsRules rules, const char *line, GError **error);

/* The largest suite file read (some 30,000 positions). */
#define TS_TACTICS_MAX_SIZE (32 * 1024 * 1024)

/* Reads a whole suite file: a regular file of at most
 * TS_TACTICS_MAX_SIZE bytes (ts_file_read(): a named pipe or a device is
 * refused at once). */
GPtrArray *ts_tactics_load (const char *path, GError **error);
GPtrArray *ts_tactics_load_with_rules (TsRules rules, const char *path, GError **error);

/* Whether `move` passes the position's check. */
gboolean ts_tactic_solved (const TsTactic *tactic, const TsMove *move);

G_END_DECLS
