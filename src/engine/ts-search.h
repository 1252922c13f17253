/* ts-search.h — the engine's search: iterative deepening PVS with a
 * transposition table and quiescence, synchronous.
 *
 *   g_autoptr (TsSearch) search = ts_search_new (64);
 *   TsSearchLimits limits = { .movetime_ms = 1000 };
 *   TsMove best;
 *   if (ts_search_run (search, pos, &limits, &stop, on_progress, data, &best, NULL))
 *     ...
 *
 * The search works on its own copies of the position; `stop` (read with
 * g_atomic_int_get) ends it from another thread within a millisecond or
 * so.  With several threads (ts_search_set_threads()) the helpers run
 * in threads of their own for the length of ts_search_run().  A TsSearch is used by one thread at a time; keep it between moves
 * of a game so that the transposition table carries over.
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

/* Scores: centipawns from the side to move's point of view (a side has
 * some 1500 pawns of material, so they exceed 16 bits).  A side that
 * has lost its last royal, or has no legal move, has lost: TS_SCORE_MATE
 * minus the plies to get there, so that faster wins score higher. */
#define TS_SCORE_MATE 1000000
#define TS_SCORE_MATE_BOUND 900000  /* beyond it: a mate score */
#define TS_SCORE_INFINITE 1100000

#define TS_SEARCH_MAX_PLY 64

/* The uses of the royal hunt (ts-hunt.h, docs/hunt.md) in the search,
 * which TsSearchLimits.hunt switches on:
 *  - ROOT: ahead by TS_EVAL_HUNT_LEAD, a proven hunt plays its first
 *    move with its mate score, and the iterations are skipped;
 *  - DANGER: behind by as much with one royal left, root moves after
 *    which the opponent proves a hunt are not searched (when every move
 *    is, the longest resistance is played, scored as mated);
 *  - TREE: at nodes with 4 plies or more to go, ahead by as much, a small
 *    hunt whose proof returns (and stores) the mate score; in won tai
 *    games it costs a sixth to a third of the nodes of a 2 s search and
 *    proved nothing there (docs/hunt.md).
 * NONE is no use at all, a value other than 0 (which means DEFAULT).
 * The default is none: in tai at 100 ms a move the engine without the
 * hunt beat the engine with ROOT | DANGER 9 games of 10, where the same
 * two engines with the hunt on both sides scored 3 of 8 (docs/hunt.md),
 * so it stays off until a match shows it does no harm. */
typedef enum {
  TS_SEARCH_HUNT_ROOT = 1 << 0,
  TS_SEARCH_HUNT_DANGER = 1 << 1,
  TS_SEARCH_HUNT_TREE = 1 << 2,
  TS_SEARCH_HUNT_NONE = 1 << 3,
  TS_SEARCH_HUNT_DEFAULT = TS_SEARCH_HUNT_NONE,
} TsSearchHunt;

/* Zero means "no limit"; with every field zero the search runs until
 * `stop` is set.  `movetime_ms` is the time the move should take: no
 * iteration starts that is not expected to finish by then (the next
 * one's cost is predicted from the last two), and the search stops at
 * `maximum_ms` (0: at `movetime_ms`), keeping what the unfinished
 * iteration found. */
typedef struct {
  gint64 movetime_ms;
  int depth;
  guint64 nodes;
  gint64 maximum_ms;
  guint multipv;      /* best root moves to find, each with its line (0, 1: one) */
  guint hunt;         /* TsSearchHunt: the uses of the hunt switched on (0: TS_SEARCH_HUNT_DEFAULT) */
} TsSearchLimits;

/* Multi-PV: at most this many lines a search. */
#define TS_SEARCH_MAX_LINES 8

/* One root move's line and score (for the side to move), as of the last
 * completed iteration. */
typedef struct {
  int score;
  guint n_pv;
  TsMove pv[TS_SEARCH_MAX_PLY];
} TsSearchLine;

typedef struct {
  int depth;          /* the last completed iteration */
  int seldepth;       /* the deepest ply reached, quiescence included */
  int score;
  guint64 nodes;
  guint64 nps;
  gint64 time_ms;
  guint hunts;        /* royal hunts asked (TsSearchHunt), and of those proven */
  guint hunts_proven;
  guint n_pv;
  TsMove pv[TS_SEARCH_MAX_PLY];
  char pv_text[TS_SEARCH_MAX_PLY * TS_MOVE_STRING_MAX]; /* canonical strings, space-separated */
  /* the best `multipv` root moves, best first, each searched with the
   * ones before it left out; one line (the best line) without multi-PV */
  guint n_lines;
  TsSearchLine lines[TS_SEARCH_MAX_LINES];
  /* a report from within an iteration: nodes, speed and time are now's,
   * the rest the last completed iteration's (with the best move so far) */
  gboolean partial;
  /* where the search is: the iteration under way, and the root move it
   * searches, the `root_move`-th of `n_root_moves` (after a completed
   * iteration: the next one, none of its moves begun, 0) */
  int depth_searching;
  guint root_move;
  guint n_root_moves;
  TsMove searching;
} TsSearchInfo;

/* A long iteration reports this often (partial), so that a front end
 * can show the search going on. */
#define TS_SEARCH_REPORT_INTERVAL_MS 500

/* Called in the searching thread after each completed iteration and,
 * once one has completed, every TS_SEARCH_REPORT_INTERVAL_MS within an
 * iteration (info->partial). */
typedef void (*TsSearchProgressFunc) (const TsSearchInfo *info, gpointer user_data);

typedef struct _TsSearch TsSearch;

/* A search with a transposition table of about `tt_megabytes`. */
TsSearch *ts_search_new (gsize tt_megabytes);
void ts_search_free (TsSearch *search);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsSearch, ts_search_free)

/* Forgets what earlier searches learnt (a new game). */
void ts_search_clear (TsSearch *search);

/* The number of threads that search together (lazy SMP: they share the
 * transposition table); 1 at first, at most TS_SEARCH_MAX_THREADS. */
#define TS_SEARCH_MAX_THREADS 64
void ts_search_set_threads (TsSearch *search, guint n_threads);
guint ts_search_get_threads (TsSearch *search);

/* Replaces the transposition table by one of about `tt_megabytes`, or
 * a smaller one when that much memory cannot be had; returns its size
 * in bytes. */
gsize ts_search_set_hash_size (TsSearch *search, gsize tt_megabytes);

/* Searches `pos` within `limits` (NULL: until stopped) and stores the
 * best move in `best`; FALSE when the side to move has no legal move.
 * `stop` may be NULL; `info` (may be NULL) receives the final figures. */
gboolean ts_search_run (TsSearch *search, const TsPosition *pos, const TsSearchLimits *limits,
                        const gint *stop, TsSearchProgressFunc progress, gpointer user_data,
                        TsMove *best, TsSearchInfo *info);

/* "123" or "mate 5" / "mated 4" (in moves, not plies). */
char *ts_search_format_score (int score);

G_END_DECLS
