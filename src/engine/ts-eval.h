/* ts-eval.h — static evaluation for the search.
 *
 * Scores are centipawns.  Material and piece-square values are kept
 * incrementally by the search (ts_eval_move_delta() before each make);
 * royal safety and the tempo are added by ts_evaluate() at the leaves.
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

#define TS_EVAL_PAWN 100

/* The value that replaces the seed's where it cannot be used as it is
 * (see ts-eval.c): the emperor's "infinite". */
#define TS_EVAL_EMPEROR_VALUE (100 * TS_EVAL_PAWN)

/* The worth of a piece wherever it stands in a rule set: its value,
 * promotion potential included. */
int ts_eval_piece_value (TsRules rules, TsPiece pc);

/* Value plus piece-square bonus of `pc` on `sq`, from Black's point of
 * view (negative for a White piece). */
int ts_eval_signed_psq (TsRules rules, TsPiece pc, TsSquare sq);

/* The material and piece-square sum of a whole position, Black's view. */
int ts_eval_material (const TsPosition *pos);

/* How a move (generated for `pos`, not yet made) changes that sum. */
int ts_eval_move_delta (const TsPosition *pos, const TsMove *m);

/* Whether a piece is the emperor: the only piece that moves as the
 * universal leaper, as nothing promotes to it. */
static inline gboolean
ts_eval_is_emperor (TsPiece pc)
{
  return TS_PIECE_TYPE (pc) == TS_PIECE_EMPEROR;
}

/* Whether a piece of `color` other than an emperor could capture on `sq`
 * (ts_square_attacked(), with a fast path for adjacent defenders). */
gboolean ts_eval_square_defended (TsPosition *pos, TsSquare sq, TsColor color);

/* The full evaluation from the side to move's point of view, given the
 * incrementally kept material sum. */
int ts_evaluate (TsPosition *pos, int material);

G_END_DECLS
