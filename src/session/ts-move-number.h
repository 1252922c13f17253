/* ts-move-number.h — the one way the interface counts moves.
 *
 * A move is one side's turn.  A move is named by the number the record
 * gives it: "60" for Black's, "60…" for White's reply (the record writes
 * "60. P-13r P-13h", or "60... P-13h" on its own).  A number of moves
 * ("the 9 moves after it", "312 moves") counts turns.  Every text a
 * player reads (banner, status, title, graph, dialogs) names moves with
 * these functions, and none says "ply".
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* "60" for Black's move of that number, "60…" for White's. */
char *ts_move_number_format (guint number, TsColor side);
/* The number of the move to be made in `pos` ("60…" if White is to move). */
char *ts_position_move_number (const TsPosition *pos);
/* The number of the game's move `index` (from 0, counting from the start
 * position, which may be White's turn or a later number); `side`, if
 * not NULL, is set to the side that made it. */
char *ts_game_move_number (TsGame *game, guint index, TsColor *side);

G_END_DECLS
