/* test-common.h — what the tests of every layer say the same way: a
 * square by its name, a position with these pieces, a move played by its
 * notation.  One way to say each, so that a test of the core, the engine,
 * the session or the window reads alike. */
#pragma once

#include "ts-game.h"
#include "ts-move.h"
#include "ts-position.h"
#include "test-tmp-dir.h"

G_BEGIN_DECLS

/* The square of a file (1..25) and rank letter ('a'..'y'):
 * test_sq (13, 'm') is 13m. */
TsSquare test_sq (int file, char rank);

/* A position of `rules` holding `pieces` and nothing else, `side` to
 * move.  `pieces` is "TOKEN SQUARE, ..." with TSFEN tokens and square
 * names: "E 25y, e 1a, LN 12m, +ln 12e".  It is read back through its
 * TSFEN, so it is a position as any reader makes it (its history starts
 * there, and the reader's checks hold). */
TsPosition *test_position_from_pieces (TsRules rules, const char *pieces, TsColor side);
/* The position of a TSFEN that must be good, in the standard rule set,
 * and in a given one (a tenjiku TSFEN in TS_RULES_TENJIKU). */
TsPosition *test_position_from_tsfen (const char *tsfen);
TsPosition *test_position_from_tsfen_in (TsRules rules, const char *tsfen);
/* The TSFEN of `game`'s current position. */
char *test_game_tsfen (TsGame *game);
/* Starts `game` afresh from `pieces` (as test_position_from_pieces(),
 * standard rules), Black to move. */
void test_game_load_pieces (TsGame *game, const char *pieces);

/* Plays a move in record notation (or a canonical move string); it must
 * be legal. */
void test_play_notation (TsGame *game, const char *text);

/* The record of a random game (of `seed`) cut short in the middle of
 * the word of its move `n_good` + 1 (`n_good` even: a Black move's), as
 * a file broken off while it was written; a reader keeps `n_good` moves
 * of it.  The full game goes to `full` (may be NULL). */
char *test_cut_record (guint n_good, guint32 seed, TsGame **full);

/* The move's Japanese notation (ts_notation_restyle()), checked to read
 * back as the move in `pos`. */
char *test_japanese_round_trip (TsPosition *pos, const TsMove *m);

G_END_DECLS
