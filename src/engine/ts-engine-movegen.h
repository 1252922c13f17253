/* ts-engine-movegen.h — the legal moves for the search: the same moves as
 * ts_generate_legal(), with the emperor's protected-royal rule answered
 * by the target-driven attack questions of ts-attacks.c instead of scans
 * of the whole army. */
#pragma once

#include <glib.h>

#include "ts-attacks.h"

G_BEGIN_DECLS

/* Replaces `list` with the legal moves of the side to move; returns the
 * count.  `t` holds the tracked pieces of `pos`. */
guint ts_engine_generate_legal (TsPosition *pos, const TsTracked *t, TsMoveList *list);

#define TS_ENGINE_MAX_EMPEROR_VICTIMS 32

/* Appends the captures of the piece on `from`; an emperor, which can take
 * almost anything, takes the royals it may and its
 * `emperor_max_victims` dearest other victims only. */
void ts_engine_generate_captures (TsPosition *pos, const TsTracked *t, TsSquare from,
                                  guint emperor_max_victims, TsMoveList *list);

/* The legal moves in stages, for a search that may not need them all:
 * every capture of the side to move (the emperor's included; a capture
 * never repeats a position), then every legal move that captures
 * nothing.  Both append to `list`. */
void ts_engine_generate_all_captures (TsPosition *pos, const TsTracked *t, TsMoveList *list);
void ts_engine_generate_quiets (TsPosition *pos, TsMoveList *list);

/* Whether `m` (from the transposition table, maybe from another
 * position) is one of the legal moves of `pos`; `scratch` is room for
 * one piece's moves. */
gboolean ts_engine_move_is_legal (TsPosition *pos, const TsTracked *t, const TsMove *m, TsMoveList *scratch);

G_END_DECLS
