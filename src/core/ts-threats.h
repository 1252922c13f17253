/* ts-threats.h — which pieces can be captured now, and by whom.
 *
 * The definitions (the command line's `threats` prints them, and a test
 * recounts them from full legal-move lists):
 *
 *  - A piece of side S on square q is ATTACKED when the other side, were
 *    it to move (the same board, the side to move flipped, no history),
 *    has a legal move that captures on q: any square the move captures on
 *    counts (a lion's or lion dog's first capture, igui, line-lion
 *    captures), and an emperor's capture counts when its rule set allows
 *    it (RULES.md section 3, RULESETS.md section 6).
 *  - An attacked piece is DEFENDED when its own side could then capture on
 *    q: with the piece on q turned into the enemy's (the same piece, its
 *    colour flipped) and S to move, S has a legal move capturing on q.
 *  - It is attacked BY A CHEAPER piece when one of its attackers is worth
 *    less than it (values of the piece table in the position's rule set,
 *    a promoted piece worth what it moves as; the emperor is worth more
 *    than everything).
 *  - It is attacked by the EMPEROR ONLY when every attacker is an emperor.
 *  - Royals count as pieces too; for an attacked royal the squares of its
 *    attackers are listed.
 *  - It is attacked BY A RANGE JUMP (tenjiku) when one of those captures
 *    is a general's range jump that passes over at least one piece
 *    (TENJIKU.md 3.1): ts_threats_jumped_pieces() > 0.
 *  - A piece of side S is BURNABLE (tenjiku) when the other side, were it
 *    to move, has a legal move whose active burn removes it (TENJIKU.md
 *    3.8): a fire demon, or a water buffalo promoting to one, ending next
 *    to it and not burnt itself.  A burn is not a capture: a burnable
 *    piece is not attacked for that, and nothing defends it.
 *
 * With no legal moves there are no captures: when either side has lost
 * its last royal nothing is attacked, and a piece whose flipping leaves
 * its own side without a royal is undefended.
 *
 * Computed from the core's own move generation (every attacker's capturing
 * moves) and attack reader (ts_square_attacked, ts_emperor_can_capture),
 * so there is no second copy of the rules.
 */
#pragma once

#include <glib.h>

#include "ts-position.h"

G_BEGIN_DECLS

typedef enum {
  TS_THREAT_ATTACKED        = 1 << 0, /* the enemy could capture it now */
  TS_THREAT_DEFENDED        = 1 << 1, /* its side could capture back on the square */
  TS_THREAT_BY_CHEAPER      = 1 << 2, /* an attacker is worth less than it */
  TS_THREAT_EMPEROR_ONLY    = 1 << 3, /* every attacker is an emperor */
  TS_THREAT_ROYAL           = 1 << 4, /* an attacked royal */
  TS_THREAT_ROYAL_ATTACKER  = 1 << 5, /* a piece that could capture a royal */
  TS_THREAT_RANGE_JUMP      = 1 << 6, /* a general could take it by a range jump */
  TS_THREAT_BURN            = 1 << 7, /* an enemy fire demon could burn it */
} TsThreatFlags;

/* One attacker of an attacked royal. */
typedef struct {
  TsSquare royal;
  TsSquare attacker;
} TsRoyalAttack;

typedef struct {
  guint8 flags[TS_CELLS];   /* TsThreatFlags of each square */
  GArray *royal_attacks;    /* of TsRoyalAttack, by royal square then attacker */
} TsThreats;

/* The threats of a position (its side to move and history play no part). */
TsThreats *ts_threats_new (const TsPosition *pos);
void ts_threats_free (TsThreats *threats);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsThreats, ts_threats_free)

static inline gboolean
ts_threats_is_attacked (const TsThreats *threats, TsSquare sq)
{
  return (threats->flags[sq] & TS_THREAT_ATTACKED) != 0;
}

/* How many pieces the piece on `from` passes over to capture on
 * `target` by a range jump: those standing between the two squares on
 * one of its range-jump lines, when it may jump them all (each of a
 * lower rank); 0 for a piece that does not range-jump, for squares on
 * none of its range-jump lines, or past a piece it may not jump. */
guint ts_threats_jumped_pieces (const TsPosition *pos, TsSquare from, TsSquare target);

/* The flags worth marking on a board, into `marks`: all of them, except
 * that attacks by an emperor alone on a defended piece that is not a
 * royal are left out unless `emperor_only_too` (an emperor on the board
 * attacks nearly every enemy piece, and taking a defended one costs it). */
void ts_threats_marks (const TsThreats *threats, gboolean emperor_only_too, guint8 marks[TS_CELLS]);

/* The value the threats compare (pawn = 1; the emperor's is
 * TS_VALUE_INFINITE). */
guint ts_threats_piece_value (TsRules rules, TsPiece pc);

/* The lines of `tai-shogi-cli threats`, sorted in byte order, one a
 * line: "SQUARE SIDE defended|undefended" for every attacked piece; in
 * tenjiku " range-jump" follows when a general could take it by a range
 * jump, and " burnable" ends the line of a piece a fire demon could burn
 * (alone after SQUARE SIDE when nothing could capture it). */
char *ts_threats_to_text (const TsThreats *threats, const TsPosition *pos);

G_END_DECLS
