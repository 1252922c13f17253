/* ts-engine-text.h — the engine's figures in words for the user: scores
 * in pawns, counts, lines in record notation.  Shared by the computer
 * player's status line and the analysis panel, so that both say the same
 * thing the same way. */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

/* A score (centipawns for `side`, the side to move) from Black's point of
 * view: "Black +0.35", "White mates in 3", "Even". */
char *ts_engine_text_score (int score, TsColor side);

/* A score from the point of view of the side it belongs to, in pawns:
 * "+0.35", "−1.20", "Mate in 3", "Mated in 2". */
char *ts_engine_text_score_for_mover (int score);

/* A count in short: "950", "12 k", "1.2 M". */
char *ts_engine_text_count (guint64 n);

/* The moves of a line in record notation, played out on a copy of `pos`,
 * the position they start from; after `max_shown` moves an ellipsis. */
char *ts_engine_text_line (const TsPosition *pos, const TsMove *moves, guint n_moves, guint max_shown);

G_END_DECLS
