/* ts-piece-text.h — a piece's movement and promotion in words, written
 * from the piece table (the same TsMovement the move generator reads). */
#pragma once

#include "ts-position.h"

G_BEGIN_DECLS

/* One paragraph: how the type moves, whether it is royal, what it
 * promotes to ("Moves any number of squares forward or backward; one
 * square sideways.  Promotes to gold general on capturing."). */
char *ts_piece_describe (TsRules rules, TsPieceType type);

/* The directions in `dirs` (bit d: TsDir d) in words: "orthogonally",
 * "diagonally forward", "in any direction except straight backward". */
char *ts_piece_describe_directions (guint8 dirs);

G_END_DECLS
