/* ts-see.h — static exchange evaluation: what a capture wins once every
 * recapture on its square has been played out, cheapest piece first.
 *
 * The emperor takes part as the last attacker of its side: it can take
 * any piece anywhere, a royal only when no other piece protects it
 * (RULES.md section 3).  Taking the enemy's last royal ends the exchange
 * and scores TS_SEE_WIN.
 */
#pragma once

#include <glib.h>

#include "ts-attacks.h"

G_BEGIN_DECLS

#define TS_SEE_WIN (1 << 20)

/* The exchange's balance for the side making capture `m` (generated for
 * `pos`, not made), in the evaluation's centipawns.  `pos` is changed
 * while it works and restored before it returns. */
int ts_see (TsPosition *pos, const TsTracked *t, const TsMove *m);

G_END_DECLS
