/* ts-engine-player-private.h — what tests ask of the computer player
 * and the interface need not. */
#pragma once

#include "ts-engine-player.h"

G_BEGIN_DECLS

/* Whether a search (for a move or a hint) is running now.  Unlike
 * "thinking", not while a found move waits for its time: a test that
 * watches the main loop turn during searches asks this. */
gboolean ts_engine_player_get_searching (TsEnginePlayer *self);

/* Counts the searches started, for tests. */
guint ts_engine_player_get_n_searches (TsEnginePlayer *self);
/* The shortest time from the start of the computer's turn to its move. */
void ts_engine_player_set_min_interval (TsEnginePlayer *self, guint ms);

G_END_DECLS
