/* ts-random-game.h — legal random games, for tests and benchmarks. */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* A game of up to `plies` random legal moves from the start (of the
 * standard rule set, or of `rules`), the same for
 * the same seed.  Moves are drawn so that the rare kinds (igui, passes,
 * double and triple captures, contagion, promotions) turn up often, and a
 * move that would end the game is avoided while there is another. */
TsGame *ts_random_game_new (guint plies, guint32 seed);
TsGame *ts_random_game_new_with_rules (TsRules rules, guint plies, guint32 seed);

/* Plays up to `plies` uniformly random legal moves; stops when the game
 * ends.  Returns the number played.  `list` is scratch space. */
guint ts_random_play (TsPosition *pos, GRand *rand, guint plies, TsMoveList *list);

/* The position after `plies` uniformly random moves from the start of
 * `rules` with this seed: the same on every machine.  Its history is
 * cleared. */
TsPosition *ts_random_position_new_with_rules (TsRules rules, guint32 seed, guint plies);

G_END_DECLS
