/* ts-record.h — game records (RULES.md section 8).
 *
 *   [Event "Casual game"]
 *   [Black "Alice"]
 *   [White "Tai Shogi (level 3)"]
 *   [Result "*"]
 *   [Variant "tai"]
 *   [Rules "standard"]           or "jw" (RULESETS.md); standard if absent
 *   [SetUp "1"]                  only for a game from another position,
 *   [TSFEN "…"]                  with that position
 *
 *   [TimeControl "600+10"]       only for a game on the clock (ts-clock.h)
 *
 *   1. P-13r {[%emt 0:00:04.1] [%clk 0:10:05.9]} P-13h {a comment} …  *
 *
 * Tag pairs, then the moves in record notation (ts-notation.h) numbered as
 * in chess ("12." before Black's move, "12..." when White's move opens a
 * line), comments in braces after the move they follow, and the result
 * ("1-0" Black won, "0-1" White won, "*" unfinished).  Unknown tags are
 * kept.
 */
#pragma once

#include <glib.h>

#include "ts-game.h"
#include "ts-notation.h"

G_BEGIN_DECLS

#define TS_RECORD_ERROR (ts_record_error_quark ())
GQuark ts_record_error_quark (void);

typedef enum {
  TS_RECORD_ERROR_TOO_LARGE,
  TS_RECORD_ERROR_ENCODING,
  TS_RECORD_ERROR_SYNTAX,
  TS_RECORD_ERROR_ILLEGAL_MOVE,
  TS_RECORD_ERROR_POSITION,
} TsRecordError;

/* Records larger than this are refused before they are read. */
#define TS_RECORD_MAX_SIZE (32 * 1024 * 1024)

/* The game as a record: its tags, its moves up to the current one. */
char *ts_record_write (TsGame *game);
/* The same with the moves in a notation style (ts-notation.h); the
 * reader reads either. */
char *ts_record_write_in (TsGame *game, TsNotationStyle style);
/* The same with tags the game does not have, written as if it had them
 * (`extra_tags`: name, value, name, value …, NULL; may be NULL): a record
 * of the game with more in it, the game left as it is. */
char *ts_record_write_with (TsGame *game, TsNotationStyle style, const char *const *extra_tags);

/* Reads a record into a new game (its tags, moves and comments), replaying
 * every move through the rules.  Errors name the line and column and, for
 * a move, its number ("line 12, column 7: move 31 (White) 'LNx7c': not a
 * legal move in this position"). */
TsGame *ts_record_read (const char *text, gsize length, GError **error);

/* Reads the record file at `path` (ts_file_read(): a regular file of at
 * most TS_RECORD_MAX_SIZE bytes, refused without blocking otherwise). */
TsGame *ts_record_read_file (const char *path, GError **error);

/* The same, keeping the good part of a damaged record: on an error that
 * comes once the moves have begun (an illegal move, a broken comment,
 * a record cut short before its result), `*partial` gets the game of the
 * moves read before it, with its tags, start position and comments, and
 * no result; NULL on success, and on an error before the moves (size,
 * encoding, a tag, the TSFEN tag).  A record cut short in the middle of
 * its last move's word loses that move (the word may read as another
 * move: LNx11l for LNx11lx10k).  `partial` may be NULL. */
TsGame *ts_record_read_partial (const char *text, gsize length, TsGame **partial, GError **error);
TsGame *ts_record_read_file_partial (const char *path, TsGame **partial, GError **error);

/* Clock times in a move's comment, as PGN's commands: "[%clk 0:09:52.3]"
 * the time left on the mover's clock after the move, "[%emt 0:00:07.7]"
 * the time the move took (hours, minutes, seconds and tenths; whole
 * seconds are read too).  Get: FALSE when the comment has no such
 * command.  Set: the comment (NULL: none) with the command added, or
 * its value replaced; the comment's own words are kept. */
#define TS_RECORD_CLOCK "clk"
#define TS_RECORD_ELAPSED "emt"
gboolean ts_record_comment_get_time (const char *comment, const char *command, gint64 *ms);
char *ts_record_comment_set_time (const char *comment, const char *command, gint64 ms);
/* "1:05:09.3": a time as the commands write it. */
char *ts_record_format_time (gint64 ms);

G_END_DECLS
