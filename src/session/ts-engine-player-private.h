/* ts-engine-player-private.h — what tests ask of the computer player
 * and the interface need not. */
#pragma once

#include "ts-engine-player.h"

G_BEGIN_DECLS

/* Whether a search (for a move or a hint) is running now.  Unlike
 * "thinking", not while a found move waits for its time: a test that
 * watches the main loop turn during searches asks this. */
gboolean ts_engine_player_get_searching (TsEnginePlayer *self);

G_END_DECLS
