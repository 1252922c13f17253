/* ts-notation.h — the game-record notation of seed 000 (RULES.md section 8).
 *
 *   P-8h          a piece abbreviation, '-' or 'x', the destination
 *   +CC-5e        '+' before the abbreviation of a promoted piece
 *   ORx7c+        '+' after a capture that promotes (or infects)
 *   LN!11l        igui: '!' and the square of the captured piece
 *   LNx11lx10k    a double capture: the second capture appended
 *   P13s-13r      the start square after the abbreviation, only where
 *                 the move would otherwise be ambiguous
 * Extensions of this program (seed 000 does not cover them):
 *   LNx11l-10k    capture, then a step to an empty square
 *   LDx13lx13kx13j, LDx13lx13k-13l   lion-dog triple captures, retreats
 *   LN-13m        a pass: the piece "moves" to the square it stands on
 * Tenjiku (TENJIKU.md section 7) adds, after the move:
 *   WB-8e+  Nx7d=   '+' promoted, '=' not, only where it could promote
 *   FD-15h!14i      each square an active burn empties, in TSFEN order
 *   K-9g*           the mover burnt next to an enemy fire demon
 *
 * Japanese notation (docs/japanese-notation.md), read and written from
 * the same structure: the square first, its file in full-width digits
 * and its rank in kanji numerals, then the piece's kanji:
 *   １３十八歩兵          P-13r
 *   ７六獅子(７七)        the start square, where needed, in brackets
 *   ７五獅子×７六         captures on the way (the last square's own
 *                        capture is not written)
 *   ７六獅子居食い        igui: the square eaten from where it stands
 *   ７七獅子じっと        a pass
 *   成銅将, …成, …不成    a promoted piece; promotes; does not
 *   焼７六, 自焼          tenjiku's burns; the mover burnt
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

/* The move in record notation, with the start square only if needed.
 * `pos` is the position before the move. */
char *ts_notation_format (TsPosition *pos, const TsMove *m);
/* The same with the position's legal moves already at hand (a game keeps
 * them), so that none are generated again. */
char *ts_notation_format_among (TsPosition *pos, const TsMoveList *legal, const TsMove *m);

typedef enum {
  TS_NOTATION_STANDARD, /* P-13r */
  TS_NOTATION_JAPANESE, /* １３十八歩兵 */
} TsNotationStyle;

/* A move's record notation (as ts_notation_format() wrote it) in
 * `style`, without the position; `move` is the move (a pass is written
 * as one).  A copy of `notation` for the standard style, NULL when it
 * cannot be read. */
char *ts_notation_restyle (TsRules rules, const char *notation, const TsMove *move, TsNotationStyle style);

/* A board's coordinate labels, as `style` writes squares (so that a move
 * of the record can be followed on the board): file 13 "13" or "１３",
 * rank 17 (the 18th from the top) "r" or "十八". */
char *ts_notation_file_label (int file, TsNotationStyle style);
char *ts_notation_rank_label (int rank, TsNotationStyle style);

/* Finds the legal move that `text` names: record notation, or the
 * canonical move string of RULES.md section 7, or Japanese notation. */
gboolean ts_notation_parse (TsPosition *pos, const char *text, TsMove *move, GError **error);
gboolean ts_notation_parse_among (TsPosition *pos, const TsMoveList *legal, const char *text, TsMove *move,
                                  GError **error);

G_END_DECLS
