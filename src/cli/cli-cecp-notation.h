/* cli-cecp-notation.h — XBoard's own notation for the variants XBoard
 * can show, converted at the CECP boundary (docs/xboard.md).
 *
 * XBoard 4.9 draws boards of at most 16 files: tenjiku fits, tai does
 * not.  For tenjiku the engine speaks XBoard's language: squares by
 * file a–p from the first mover's left and rank 1–16 from its back rank,
 * multi-leg moves as comma-separated legs ("h8g8,g8h8" for an igui), a
 * pass as XBoard's null move "@@@@", promotion as a '+' after the move
 * ('=' read as "not promoted"), and positions as XBoard FENs in the
 * piece letters this engine defines with its "setup" command.  Other
 * variants keep the canonical strings of RULES.md and TENJIKU.md.
 *
 * The core's notation stays the only one inside: a move read here is a
 * legal move of the core's list, and a FEN becomes a TSFEN.
 *
 * `rank_offset` is XBoard's -rankOffset: its squares' ranks are numbered
 * from 1 - rank_offset.  XBoard 4.9 keeps a rank as the character
 * '1' - rank_offset + rank index, and takes a move whose start is '@'
 * for a drop: with ranks from 1, every move from the sixteenth rank is
 * broken (XBoard turns "i16j15" into "I@j15").  With -rankOffset 1
 * (ranks 0-15) it works; the engine must then be told the same.
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

/* The words of a CECP line or FEN, however many blanks between them. */
GStrv cli_cecp_words (const char *text);

/* Room for a move in XBoard's notation, all legs. */
#define CLI_XB_MOVE_MAX 64

/* Whether the rule set's variant is spoken in XBoard's notation. */
gboolean cli_xb_speaks (TsRules rules);

/* The reply to "variant NAME" that tells XBoard the board, the pieces
 * and the start: "setup (PIECES) 16x16+0_chu FEN". */
char *cli_xb_setup_command (TsRules rules);

/* The move as XBoard writes it: "p13p12", "h8g8,g8h8", "@@@@", "a5a4+". */
void cli_xb_format_move (TsRules rules, int rank_offset, const TsMove *move, char buf[CLI_XB_MOVE_MAX]);

/* Reads a move in XBoard's notation as one of the legal moves in `list`
 * (those of `pos`).  FALSE if it names none of them. */
gboolean cli_xb_parse_move (const TsPosition *pos, int rank_offset, const TsMoveList *list, const char *text,
                            TsMove *move);

/* A square in XBoard's notation ("i9"). */
gboolean cli_xb_read_square (TsRules rules, int rank_offset, const char *text, TsSquare *sq);

/* XBoard's "highlight" colour board (engine-intf.html) for a piece the
 * user has lifted: with `via` == `lifted`, where its moves go (yellow,
 * red for a capture, magenta where it may promote) or go on from (cyan:
 * the first leg of a move of several, or of a pass); with `via` the
 * cyan square the first leg reached, where the moves through it end.
 * NULL when nothing is to be marked.  `list`: the legal moves. */
char *cli_xb_highlight (const TsPosition *pos, const TsMoveList *list, TsSquare lifted, TsSquare via);

/* The position as an XBoard FEN ("... w - - 0 1"). */
char *cli_xb_fen (const TsPosition *pos);
/* Sets `pos` (of a rule set that cli_xb_speaks()) from an XBoard FEN. */
gboolean cli_xb_set_fen (TsPosition *pos, const char *fen, GError **error);

/* Writes XBoard piece images (SVG) into `dir`, one for each of its piece
 * types the variant uses and each side, with the kanji of the program's
 * own pieces, for xboard -pieceImageDirectory DIR. */
gboolean cli_xb_write_piece_images (TsRules rules, const char *dir, GError **error);

G_END_DECLS
