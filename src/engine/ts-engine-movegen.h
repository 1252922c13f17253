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

G_END_DECLS
