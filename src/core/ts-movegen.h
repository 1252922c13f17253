/* ts-movegen.h — move generation, legality, make and unmake.
 *
 * Nothing here allocates: lists and undo records belong to the caller.
 */
#pragma once

#include <glib.h>

#include "ts-move.h"
#include "ts-position.h"

G_BEGIN_DECLS

/* Generation never changes the position: the emperor's protected-royal
 * test reads the board as it would stand after a capture through an
 * overlay instead of trying the capture out. */

/* The most moves one piece of this face (its colour ignored) can have
 * on any board: 624 for the emperor, 89 for the lion, 1 for the pawn
 * (ts-movegen.c shows how each kind of movement is counted). */
guint ts_piece_move_bound (TsRules rules, TsPiece piece);

/* A bound on the moves `color` can have in this position and in every
 * position that follows from it by moves, however played: the sum of
 * its pieces' bounds (of the faces they may promote to, too), each
 * contagious piece of either side counted as the largest contagious
 * face (any piece may become one).  10,668 at the standard start. */
guint ts_position_move_bound (const TsPosition *pos, TsColor color);

/* TRUE when neither side's bound passes TS_MAX_MOVES, the positions
 * the program plays; else FALSE with TS_POSITION_ERROR_TOO_MANY_MOVES
 * and a message the user can act on.  Every position read from outside
 * (TSFEN, the position editor) passes through it. */
gboolean ts_position_check_move_bound (const TsPosition *pos, GError **error);

/* Every move of the piece on `from` by its movement in the position's
 * rule set (the emperor's capture rule included), ignoring repetition and whose turn it
 * is.  Appends to `list`. */
void ts_generate_piece_moves (const TsPosition *pos, TsSquare from, TsMoveList *list);

/* Which squares `piece`, standing on `from`, could end a move on: on the
 * pieces of `board` as they stand (blocked by them, capturing the enemy's),
 * or, with `board` NULL, on a board otherwise empty under `rules`.  Read
 * by the move generator from the piece table, so that every drawing of a
 * movement (the movement diagrams) shows what the rules do.  `reach` gets
 * TRUE for each such square (its own square excluded); returns how many. */
guint ts_movement_reach (TsRules rules, TsPiece piece, TsSquare from, const TsPosition *board,
                         gboolean reach[TS_CELLS]);

/* Only the moves of that piece that capture (for quiescence search). */
void ts_generate_piece_captures (const TsPosition *pos, TsSquare from, TsMoveList *list);

/* Only the moves of that piece that capture nothing (for a search that
 * generates captures and quiet moves in turn). */
void ts_generate_piece_quiets (const TsPosition *pos, TsSquare from, TsMoveList *list);

/* Moves of every piece of `color`, by movement as above. */
void ts_generate_color_moves (const TsPosition *pos, TsColor color, TsMoveList *list);

/* The legal moves of the side to move: none once either side has lost its
 * last royal; moves that repeat an earlier position of the history are
 * left out.  Replaces the contents of `list`; returns the count. */
guint ts_generate_legal (const TsPosition *pos, TsMoveList *list);

/* Whether a move (already generated for this position) repeats a position
 * of the history. */
gboolean ts_move_repeats (const TsPosition *pos, const TsMove *m);

/* Whether any piece of `color` could capture on `sq` by its movement, the
 * emperors of that colour left out.  The square's own content is ignored. */
gboolean ts_square_attacked (const TsPosition *pos, TsSquare sq, TsColor color);

/* Whether the emperor on `from` may capture the piece on `target` by its
 * rule set's capture rule (RULES.md section 3, RULESETS.md section 6):
 * the capture ts_generate_piece_moves() would give.  The position is not
 * changed. */
gboolean ts_emperor_can_capture (const TsPosition *pos, TsSquare from, TsSquare target);

/* Whether the piece on `from` could capture on `target` by its movement
 * (not for the emperor, whose leap reaches every square). */
gboolean ts_piece_reaches (const TsPosition *pos, TsSquare from, TsSquare target);

/* Whether `to` lies in the area that the lion power or line-lion power of
 * `piece`, standing on `from`, covers (the piece table says how far). */
gboolean ts_piece_lion_reaches (TsRules rules, TsPiece piece, TsSquare from, TsSquare to);

/* What the moving piece becomes after capturing these pieces, in order:
 * promotion (by the rule set), contagion, or the piece itself. */
TsPiece ts_piece_after_captures (TsRules rules, TsPiece mover, const TsPiece *captured, guint n_captured);

/* The most pieces one move burns (TENJIKU.md 3.9): the eight neighbours
 * of a fire demon's final square, or the mover itself. */
#define TS_MAX_BURNS 8

/* What burning does after a move: the squares it empties, in TSFEN order
 * (rank a first, within a rank file 16 first), and whether the mover
 * itself is burnt (its final square is then the one square). */
typedef struct {
  TsSquare squares[TS_MAX_BURNS];
  guint8 n;
  gboolean mover_burnt;
} TsBurns;

/* The burns a move of this position would cause; none in a variant
 * without fire demons. */
void ts_position_burns (const TsPosition *pos, const TsMove *m, TsBurns *burns);

/* Whether the move's piece may choose to promote on it (TENJIKU.md
 * 4.2; never in tai, where promotion follows from the captures): the
 * move is then legal both ways, with and without `becomes`. */
gboolean ts_move_may_promote (const TsPosition *pos, const TsMove *m);

typedef struct {
  TsMove move;
  TsPiece moved;
  TsPiece captured[TS_MAX_CAPTURES];
  TsBurns burns;
  TsPiece burnt[TS_MAX_BURNS];
  guint64 hash;
  guint reversible_from;
  guint32 move_number;
} TsUndo;

/* Plays a move generated for this position; `undo` receives what
 * ts_position_unmake() needs to restore it exactly. */
void ts_position_make (TsPosition *pos, const TsMove *m, TsUndo *undo);
void ts_position_unmake (TsPosition *pos, const TsUndo *undo);

/* The hash the position would have after the move, without playing it. */
guint64 ts_position_hash_after (const TsPosition *pos, const TsMove *m);

/* Finds the legal move a canonical move string names. */
gboolean ts_position_parse_move (const TsPosition *pos, const char *text, TsMove *move, GError **error);

/* Counts the legal move sequences of length `depth` (RULES.md section 7:
 * the repetition rule applies along each sequence, the root counting as
 * already seen). */
guint64 ts_perft (TsPosition *pos, guint depth);

G_END_DECLS
