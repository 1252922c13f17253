/* ts-attacks.h — attack questions asked from the target square.
 *
 * ts_square_attacked() walks a whole army (some 175 pieces) for every
 * question.  The search asks several a node (is this capture defended,
 * is my last royal attacked), so here the question starts from the
 * square: the pieces that could reach it stand within two squares (lion
 * power, jumps, line-lion power), or first along one of the eight lines
 * from it (ranges), or are hook pieces, which turn a corner.  Hook
 * pieces are few, so the search keeps their squares (with those of the
 * royals) in a TsTracked list, updated move by move, instead of looking
 * for them.
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

#define TS_TRACKED_MAX 24

/* The squares of each side's royals, emperors and hook pieces. */
typedef struct {
  guint8 n[2];
  gboolean overflow[2];   /* more than fit: questions fall back to a scan */
  TsSquare sq[2][TS_TRACKED_MAX];
} TsTracked;

/* Whether the engine's own tables and shortcuts know a rule set's
 * movement: the attack tables, the captures and box protections kept
 * from ply to ply, the emperor's fast moves and the evaluation's
 * royal-safety terms.  They are built for tai shogi's rule sets, whose
 * pieces only step, slide, jump, hook and have lion power.  Any other
 * variant (tenjiku: range jumps, area moves, the tetrarch, burning,
 * optional promotion) is searched on the core's own move generator and
 * make; its attack questions start from the square and ask the core of
 * each candidate, its static exchange plays the captures out with the
 * core's make, and it has an evaluation of its own (docs/engine.md,
 * "Tenjiku"). */
static inline gboolean
ts_engine_specialized (TsRules rules)
{
  return rules == TS_RULES_STANDARD || rules == TS_RULES_JW;
}

/* Tables derived from the piece table, one a rule set, built the first
 * time a rule set's is asked for (thread-safely; read-only after): a
 * program that plays one variant builds no other's.  `once` and
 * `tables` have TS_N_RULES entries. */
static inline gconstpointer
ts_engine_tables (gsize *once, gpointer *tables, TsRules rules, gpointer (*build) (TsRules rules))
{
  /* an atomic read: the tables another thread built are seen whole */
  gpointer t = g_atomic_pointer_get (&tables[rules]);

  if (G_UNLIKELY (t == NULL))
    {
      if (g_once_init_enter (&once[rules]))
        {
          g_atomic_pointer_set (&tables[rules], build (rules));
          g_once_init_leave (&once[rules], 1);
        }
      t = g_atomic_pointer_get (&tables[rules]);
    }
  return t;
}

/* ts_piece_is_royal() (the same in every rule set: the emperor, the
 * prince, a promoted drunken elephant and tenjiku's king) read from the
 * piece's bits: the search asks it at every capture, and a call would
 * cost more than the answer.  A test checks it against the core for
 * every face of every rule set. */
static inline gboolean
ts_engine_is_royal (TsPiece pc)
{
  TsPieceType type = TS_PIECE_TYPE (pc);

  return pc != TS_OFFBOARD
         && (type == TS_PIECE_EMPEROR || type == TS_PIECE_PRINCE || type == TS_PIECE_KING
             || (type == TS_PIECE_DRUNKEN_ELEPHANT && TS_PIECE_IS_PROMOTED (pc)));
}

/* Whether a piece belongs in the tracked lists. */
gboolean ts_piece_is_tracked (TsRules rules, TsPiece pc);

void ts_tracked_init (TsTracked *t, const TsPosition *pos);

/* Updates `t` for a move generated for `pos`, before it is made. */
void ts_tracked_update (TsTracked *t, const TsPosition *pos, const TsMove *m);

/* Updates `t` for a piece `pc` burnt on `sq` (tenjiku), after the move
 * that burnt it (ts_tracked_update() having listed the mover, which may
 * be the one burnt). */
void ts_tracked_burnt (TsTracked *t, TsRules rules, TsPiece pc, TsSquare sq);

/* The pieces of `color` other than emperors that could capture on `sq`
 * by their movement (the square's own content ignored): writes up to
 * `max` of their squares to `out` (NULL when only the count matters)
 * and returns how many it found, at most `max`; the hook pieces (the
 * dearest and slowest to ask) left out unless `with_hooks`. */
guint ts_attackers_within (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor color,
                           TsSquare *out, guint max, gboolean with_hooks);

/* The same with the hook pieces: the search asks it several times a
 * node, so without a call of its own. */
static inline guint
ts_attackers (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor color, TsSquare *out, guint max)
{
  return ts_attackers_within (pos, t, sq, color, out, max, TRUE);
}

static inline gboolean
ts_attacked (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor color)
{
  return ts_attackers (pos, t, sq, color, NULL, 1) > 0;
}

/* Whether a piece of `color` protects `sq` from the 5x5 box round it
 * (two king steps) by a move that stays in the box: a step, a jump, or
 * a slide of two over an empty square between.  Hook pieces and
 * emperors are left out.  Only the box's squares decide it. */
gboolean ts_protected_from_box (const TsPosition *pos, TsSquare sq, TsColor color);

/* What a node may hand down of its box protections (above) to the node
 * two plies down, where the same side moves again: each enemy piece's
 * answer holds there unless one of the two moves between changed a
 * square of its box.  The emperor's grabs ask it of nearly every enemy
 * piece at every node, and most stand protected by a neighbour. */
typedef struct {
  guint64 key;                        /* the position's hash; 0: nothing kept */
  guint64 known[TS_OCC_WORDS];        /* the squares asked */
  guint64 protected_[TS_OCC_WORDS];   /* of those, the ones protected */
} TsKeptProtection;

/* Starts `keep` for `pos`: with the answers of `earlier` (kept for the
 * position before the moves `between`, NULL or with key 0 for none) but
 * those the moves may have changed. */
void ts_kept_protection_start (TsKeptProtection *keep, const TsPosition *pos, const TsKeptProtection *earlier,
                               const TsMove *between, guint n_between);

/* ts_protected_from_box() for a piece of the side not to move, answered
 * from `keep` when known, else asked and kept. */
static inline gboolean
ts_kept_protection_ask (TsKeptProtection *keep, const TsPosition *pos, TsSquare sq)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (sq % 64);

  if (!(keep->known[sq / 64] & bit))
    {
      keep->known[sq / 64] |= bit;
      if (ts_protected_from_box (pos, sq, TS_OTHER (pos->side)))
        keep->protected_[sq / 64] |= bit;
    }
  return (keep->protected_[sq / 64] & bit) != 0;
}

/* The distances `pc` reaches along direction `d` (its board step
 * ts_dir_step[d]) on an empty line: bit k for k squares.  0 for hook
 * pieces and the emperor, which these tables leave out. */
guint32 ts_line_reach (TsRules rules, TsPiece pc, int d);

/* The square of `color`'s emperor, or 0. */
TsSquare ts_tracked_emperor (const TsPosition *pos, const TsTracked *t, TsColor color);

/* Whether a move generated for `pos` may burn anything (TENJIKU.md
 * 3.9): its piece burns, or it ends next to an enemy fire demon.  FALSE
 * means ts_position_burns() would find nothing. */
gboolean ts_move_may_burn (const TsPosition *pos, const TsMove *m);

/* The plain capture of the piece on `from` (which reaches `sq`) on `sq`:
 * the move landing there, unpromoted, or the tetrarch's igui from its
 * own square, and then FALSE (its piece does not stand on `sq`).  For
 * the static exchange (tenjiku), which makes it without generating the
 * piece's moves. */
gboolean ts_plain_capture (const TsPosition *pos, TsSquare from, TsSquare sq, TsMove *m);

/* Whether a fire demon of `color` (tenjiku) could move next to `sq`,
 * burning what stands there (TENJIKU.md 3.9), whether or not it would
 * burn itself there; one already next to it is left out, as its
 * attack question finds it.  TRUE, to be safe, when the tracked list
 * overflowed. */
gboolean ts_burn_threatened (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor color);

/* Tenjiku: the quiet moves of the side to move's fire demons to a
 * square no enemy attacks and next to none, from which they could move
 * next to the enemy royal on `royal` and burn it (TENJIKU.md 3.9); at
 * most `max` into `out`.  Quiescence's burn checks.  `scratch` holds
 * each demon's moves; the position is changed only for the duration of
 * the call. */
guint ts_burn_checks (TsPosition *pos, const TsTracked *t, TsSquare royal, TsMoveList *scratch, TsMove *out,
                      guint max);

/* Tenjiku: whether the range-jumping general on `from`, standing on
 * `sq`, would take the royal on `royal` by a range jump (TENJIKU.md
 * 3.2): `sq` is on one of the royal's lines, in a direction the general
 * jumps along, and every piece between ranks lower (`from` counts as
 * left). */
gboolean ts_jump_would_take (const TsPosition *pos, TsSquare from, TsSquare sq, TsSquare royal);

/* Tenjiku: the quiet moves (ranging over empty squares) of the side to
 * move's range-jumping generals to a square no enemy attacks, from which they would take the
 * enemy royal on `royal` by a range jump next (TENJIKU.md 3.1), without
 * promoting; at most `max` into `out`.  Quiescence's checks. */
guint ts_jump_checks (const TsPosition *pos, const TsTracked *t, TsSquare royal, TsMove *out, guint max);

/* Whether the last royal of `color` can be taken by the other side now:
 * a piece attacks it, or the enemy emperor may take it, being
 * unprotected (RULES.md section 3; exactly ts_emperor_can_capture()),
 * or (tenjiku) an enemy fire demon can burn it.
 * FALSE while `color` has a spare royal. */
gboolean ts_last_royal_in_danger (const TsPosition *pos, const TsTracked *t, TsColor color);

/* Whether the other side attacks any royal of `color`, spare ones
 * included (TRUE, to be safe, when the tracked list overflowed). */
gboolean ts_royal_attacked (const TsPosition *pos, const TsTracked *t, TsColor color);

/* The square of `color`'s only royal, or 0 when it has none or several. */
TsSquare ts_tracked_last_royal (const TsPosition *pos, const TsTracked *t, TsColor color);

/* Whether a piece of `color` stands next to `sq` (on it too): what a
 * move's burns need first (tenjiku), three words of the rows. */
static inline gboolean
ts_color_next_to (const TsPosition *pos, TsColor color, TsSquare sq)
{
  const guint32 *rows = &pos->rows[color][sq / TS_STRIDE];

  return ((rows[-1] | rows[0] | rows[1]) >> (sq % TS_STRIDE - 1)) & 7;
}

G_END_DECLS
