/* ts-see.h — static exchange evaluation: what a capture wins once every
 * recapture on its square has been played out, cheapest piece first.
 *
 * The emperor takes part as the last attacker of its side: it can take
 * any piece anywhere, a royal only when no other piece protects it
 * (RULES.md section 3).  Taking the enemy's last royal ends the exchange
 * and scores TS_SEE_WIN.
 *
 * In tenjiku (no emperor; ts_engine_specialized()) the exchange is
 * played out on the position with the core's make, so that a recapture
 * next to an enemy fire demon burns itself and a fire demon's
 * recapture burns its neighbours.
 */
#pragma once

#include <glib.h>

#include "ts-attacks.h"

G_BEGIN_DECLS

#define TS_SEE_WIN (1 << 20)

/* Whether the emperor's grab `m` (ts_eval_is_emperor_grab(), generated
 * for `pos`, not made) loses the emperor at once: an enemy piece can
 * take it on the square, or the enemy emperor can, which it may when no
 * other piece of the grabbing side protects the square (RULES.md
 * section 3, in either rule set).  Whatever the emperor took, it is
 * worth less.  `pos` is changed while it works and restored. */
gboolean ts_see_emperor_grab_loses (TsPosition *pos, const TsTracked *t, const TsMove *m);

/* The same with the box protections kept from ply to ply (the grab
 * made by the side to move, `kept` started for `pos`, or NULL): the
 * first question, most grabs' last, answered from `kept` when it can
 * be. */
gboolean ts_see_emperor_grab_loses_kept (TsPosition *pos, const TsTracked *t, TsKeptProtection *kept,
                                         const TsMove *m);

/* What a move gains at once by the values of the rule set's faces:
 * its victims, its promotion and what burning does after it (TENJIKU.md
 * section 3.9: the enemies it burns, or the mover itself).  `wins`: it
 * takes (or burns) every enemy royal; `stays`: its piece is still on
 * its final square afterwards (not burnt). */
int ts_see_move_gain (const TsPosition *pos, const TsMove *m, gboolean *wins, gboolean *stays);

/* The exchange's balance for the side making capture `m` (generated for
 * `pos`, not made), in the evaluation's centipawns.  `pos` is changed
 * while it works and restored before it returns. */
int ts_see (TsPosition *pos, const TsTracked *t, const TsMove *m);

G_END_DECLS
