/* ts-hunt.h — the royal hunt: a proof-number search for the capture of
 * the enemy's last royal within N moves of the hunting side (issue 41),
 * in the spirit of shogi's mate solvers, for every variant (it plays on
 * the core's move generator, make and attack reader only).
 *
 * The hunter's moves are restricted to those that end the game at once
 * (take the last royal: a capture, a range jump, a burn), those that
 * take a royal (one of several), and those after which the hunter
 * threatens to take the last royal on its next move (ts_hunt_threatens():
 * a "check" in tai and tenjiku terms).  The defender's replies are all its
 * legal moves, so a proof is a proof: every defence was tried.  A side
 * with no legal move loses (RULES.md section 5), so stalemating the
 * defender is a win too.
 *
 * "Disproven" means only that no hunt made of such moves exists within N
 * (quiet preparing moves are never tried); "unknown", that the node
 * budget ran out first.
 *
 * Its mirror, the defender's danger, is the same question with the
 * hunter not to move: ts_hunt (pos, TS_OTHER (pos->side), ...) proves
 * that whatever the side to move plays, the opponent takes its last
 * royal within N.
 *
 * Solved positions are kept in a table keyed by the position's hash and
 * the moves left; a position is the same whatever the history that led
 * to it (the repetition rule, which depends on it, is not in the key:
 * tests play every proof out on the real rules instead). */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

/* The longest hunt asked for. */
#define TS_HUNT_MAX_MOVES 24

typedef enum {
  TS_HUNT_UNKNOWN,    /* the node budget ran out */
  TS_HUNT_PROVEN,     /* the hunter takes the last royal within N, whatever the defence */
  TS_HUNT_DISPROVEN,  /* no hunt of threats within N */
} TsHuntResult;

typedef struct {
  guint max_moves;    /* N: the hunter's moves, the capture included (1 .. TS_HUNT_MAX_MOVES) */
  guint64 max_nodes;  /* positions made, in all iterations; 0: 1,000,000 */
  gint64 deadline_us; /* a g_get_monotonic_time() to give up at (UNKNOWN); 0: none */
} TsHuntLimits;

typedef struct {
  TsHuntResult result;
  guint moves;        /* proven: the least N (0 when the defender has lost already) */
  gboolean has_move;  /* proven with the hunter to move: `move` wins */
  TsMove move;
  guint64 nodes;      /* positions made */
} TsHuntInfo;

/* Whether the hunter could take the last royal of the other side now,
 * were it to move: a piece attacks it (range jumps included), an emperor
 * may take it (RULES.md section 3), or a fire demon could burn it.
 * FALSE while the other side has several royals. */
gboolean ts_hunt_threatens (const TsPosition *pos, TsColor hunter);

/* Iterative deepening over N = 1 .. limits->max_moves: the least N that
 * proves the hunt, or why none was found.  `pos` is not changed. */
TsHuntResult ts_hunt (const TsPosition *pos, TsColor hunter, const TsHuntLimits *limits, TsHuntInfo *info);

/* What a hunt keeps between calls: the tree's memory and the table of
 * solved positions (sized for about `max_nodes` a call; 0: 1,000,000).
 * The main search keeps one a thread, so that a hunt asked in the
 * search allocates nothing and finds what earlier hunts solved.  One
 * thread at a time. */
typedef struct _TsHunter TsHunter;

TsHunter *ts_hunter_new (guint64 max_nodes);
void ts_hunter_free (TsHunter *hunter);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsHunter, ts_hunter_free)

/* Forgets the solved positions (a new game, maybe under other rules). */
void ts_hunter_clear (TsHunter *hunter);

/* ts_hunt() with `hunter`'s memory, on `pos` itself: its moves are made
 * and unmade, and it is left as it was.  A position disproven with N
 * moves or more by an earlier call is answered at once. */
TsHuntResult ts_hunter_run (TsHunter *hunter, TsPosition *pos, TsColor side, const TsHuntLimits *limits,
                            TsHuntInfo *info);

/* ---- for the main search (docs/hunt.md) ---- */

/* What the main search's root asks before its iterations: when the
 * side to move leads by TS_EVAL_HUNT_LEAD or more (ts_eval_material()),
 * a hunt within `limits`; TRUE with the first move
 * and its score (TS_SCORE_MATE less the plies to the capture, as the
 * search scores a win) when it is proven.  `hunter` may be NULL (a
 * memory for this call); `pos` is left as it was. */
gboolean ts_hunt_root (TsHunter *hunter, TsPosition *pos, const TsHuntLimits *limits, TsMove *move, int *score);

/* ---- the hunt suite (tests/engine/hunt-positions.txt) ---- */

/* A line reads ID;VARIANT;EXPECT;TSFEN;COMMENT: VARIANT a variant's
 * name (tai, tenjiku: its standard rule set), EXPECT the least N that
 * proves the hunt for the side to move, "-" when none within the
 * suite's limits (the search must not prove one), "?" when not known
 * (positions from games, measured by the benchmark). */
typedef struct {
  char *id;
  char *expect;
  char *comment;
  TsPosition *pos;
} TsHuntCase;

void ts_hunt_case_free (TsHuntCase *c);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsHuntCase, ts_hunt_case_free)

/* The cases of a suite file; NULL with `error` set on a bad line. */
GPtrArray *ts_hunt_suite_load (const char *path, GError **error);

G_END_DECLS
