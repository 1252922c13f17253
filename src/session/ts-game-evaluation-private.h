/* ts-game-evaluation-private.h — what tests ask of the game evaluation and
 * the interface need not. */
#pragma once

#include "ts-game-evaluation.h"

G_BEGIN_DECLS

/* The searches completed since the model was made, for tests. */
guint ts_game_evaluation_get_n_computed (TsGameEvaluation *self);

G_END_DECLS
