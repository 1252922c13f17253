/* ts-random-game.h — legal random games, for tests and benchmarks. */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* A game of up to `plies` random legal moves from the start, the same for
 * the same seed.  Moves are drawn so that the rare kinds (igui, passes,
 * double and triple captures, contagion, promotions) turn up often, and a
 * move that would end the game is avoided while there is another. */
TsGame *ts_random_game_new (guint plies, guint32 seed);

G_END_DECLS
