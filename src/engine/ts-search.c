/* ts-search.c — iterative deepening principal-variation search, lazy SMP.
 *
 * Tai shogi has no check: a side loses when its last royal is captured or
 * when it has no legal move, and repetition makes a move illegal instead
 * of drawing (ts_generate_legal() leaves such moves out).  So the search
 * has no draw scores; a node whose side to move has no royal, or no move,
 * is lost.  The analogue of check is a last royal in danger (attacked, or
 * unprotected before the enemy emperor): such a node is extended by a
 * ply and never pruned, and quiescence answers it with every move
 * instead of standing pat, so that threats to the royal are not pushed
 * past the horizon.
 *
 * The moves come in the order ts-move-picker.c gives: captures that do
 * not lose material first, the losing ones (the emperor taking a piece
 * where it is lost above all) after the quiet moves, and at low depth not
 * at all.  Null move, reverse futility, futility and late-move pruning
 * at the frontier, late-move reductions.  Of the emperor's hundreds of
 * moves to an empty square, one stands for all while its side's royals
 * are safe (idle_emperor_move()).
 *
 * Tenjiku shogi (and any variant but tai, ts_engine_specialized()) is
 * searched the same way on the core's moves: the move picker's plain
 * stages, attack questions asked of the core's movement (a royal is in
 * danger from a fire demon that can stop next to it too), tenjiku's
 * evaluation, a quiescence of four plies.  Its fire demons burn: a
 * move's material change counts what burnt, moves that burn without
 * capturing come with the captures, and a move may burn its own
 * mover, even a side's last royal, which
 * loses unless the move took the enemy's last royal too (TENJIKU.md
 * section 5): a node whose side to move has a royal but whose opponent
 * has none is won.
 *
 * The royal hunt (ts-hunt.h, docs/hunt.md) answers what the iterations
 * would take long to see, for every variant: far ahead, a proven hunt at
 * the root plays its first move; far behind with one royal left, the
 * root moves after which the opponent proves one are left out; and, when
 * asked for (TS_SEARCH_HUNT_TREE), nodes far ahead hunt too.  Each worker
 * keeps its own hunt memory.
 *
 * Threads: every worker runs the same iterative deepening on its own
 * copy of the position, sharing the transposition table (lazy SMP);
 * helpers start every other iteration one ply deeper, and only the main
 * worker decides the move and watches the clock.
 */
#include "ts-search.h"

#include <math.h>
#include <string.h>

#include "ts-engine-movegen.h"
#include "ts-eval.h"
#include "ts-hunt.h"
#include "ts-move-picker.h"
#include "ts-time-manager.h"
#include "ts-tt.h"

#define QS_MAX_PLY 8
#define QS_MAX_PLY_PLAIN 4           /* tenjiku: its exchanges go on and on (docs/engine.md) */
#define QS_EVASION_PLIES 2            /* quiescence plies that answer a royal in danger */
#define QS_JUMP_CHECKS 4              /* tenjiku: a general's checks tried at the first quiescence ply */
#define QS_BURN_CHECKS 2              /* tenjiku: and a fire demon's */
#define POLL_INTERVAL 256             /* nodes between clock and flag checks */
#define HISTORY_MAX (1 << 24)
#define QS_EMPEROR_VICTIMS 8          /* the emperor's dearest prey looked at in quiescence */
#define DELTA_MARGIN (2 * TS_EVAL_PAWN)
#define QS_EMPEROR_TRIES 6            /* emperor captures looked at a node */
#define ASPIRATION_WINDOW 60
#define ASPIRATION_MIN_DEPTH 4
#define REVERSE_FUTILITY_MARGIN 200   /* a ply */
#define FUTILITY_MARGIN 150           /* a ply */
#define FRONTIER_DEPTH 3              /* futility and reverse futility */
#define LMP_DEPTH 5                   /* late-move pruning */
#define BAD_CAPTURE_PRUNE_DEPTH 4     /* losing captures not tried */
/* the royal hunt (docs/hunt.md): N (the hunter's moves) and node budgets */
#define HUNT_ROOT_MOVES 5
#define HUNT_ROOT_NODES 50000
#define HUNT_ROOT_SHARE 10            /* the root's hunts: a tenth of the move's time at most */
#define HUNT_DANGER_MOVES 3
#define HUNT_DANGER_NODES 20000       /* all the root moves together */
#define HUNT_TREE_MOVES 3
#define HUNT_TREE_NODES 3000
#define HUNT_TREE_DEPTH 4             /* plies left, at least */
#define HUNT_TABLE_NODES 65536        /* a worker's table of solved positions */
#define HUNT_ASKED_SIZE 4096          /* positions a worker remembers hunting from */

typedef struct {
  TsMovePicker picker;                /* the node's moves */
  TsMove pv[TS_SEARCH_MAX_PLY];
  guint pv_len;
  TsMove killers[2];
  int material;                       /* ts_eval_material() of this node */
  TsTracked tracked;                  /* royals and hook pieces of this node */
  /* The move last made from this node (none for a null move) and the
   * node's hash then; the captures last generated at this ply.  The node
   * two plies down generates again only what those moves changed. */
  guint64 key;
  TsMove made;
  gboolean made_null;
  TsKeptCaptures kept;
  TsKeptProtection protection;        /* the box protections its emperor's grabs asked */
} Ply;

#define EVAL_CACHE_SIZE (1 << 16)    /* entries, a power of two */

typedef struct {
  guint64 key;                        /* the position's hash */
  int score;
} EvalCacheEntry;

typedef struct _Root Root;

typedef struct {
  TsSearch *s;
  guint id;                           /* 0: the main worker */
  TsPosition *pos;
  Ply *plies;                         /* TS_SEARCH_MAX_PLY + 1 */
  gint32 (*history)[TS_CELLS];        /* [moving piece][to] */
  /* a variant the engine is not specialized for (ts_engine_specialized()):
   * burning, and a side may lose its last royal by its own move */
  gboolean plain;
  TsMoveList *root_moves;             /* best first */
  TsMoveList *scratch;                /* one piece's moves, to check a hash move */
  EvalCacheEntry *eval_cache;         /* EVAL_CACHE_SIZE, by the hash's low bits */
  guint64 nodes;
  int seldepth;
  int root_depth;
  guint root_move;                    /* the root move searched, an index */
  gboolean stopped;
  guint poll_countdown;
  TsHunter *hunter;                   /* its royal hunts' memory; made when first asked */
  guint64 *hunt_asked;                /* HUNT_ASKED_SIZE: the hashes of nodes hunted from */
  guint hunts, hunts_proven;          /* in this run */
  GThread *thread;
} Worker;

struct _TsSearch {
  TsTt *tt;
  guint8 lmr[64][64];                 /* reduction by depth, move number */
  guint n_threads;
  Worker *workers[TS_SEARCH_MAX_THREADS];

  /* one run */
  const gint *stop;
  gint helpers_stop;                  /* atomic: the main worker is done */
  guint64 node_limit;
  TsTimeManager time;
  int max_depth;
  guint hunt_uses;                    /* TsSearchHunt: the uses of the hunt switched on */
  Root *root;                         /* the main worker's, for reports */
  gint64 next_report_us;              /* a partial report is due */
};

/* ---- setup ---- */

static void
init_lmr (TsSearch *s)
{
  for (int d = 0; d < 64; d++)
    for (int i = 0; i < 64; i++)
      s->lmr[d][i] = d == 0 || i == 0 ? 0 : (guint8) (0.75 + log (d) * log (i) / 2.25);
}

static Worker *
worker_new (TsSearch *s, guint id)
{
  Worker *w = g_new0 (Worker, 1);

  w->s = s;
  w->id = id;
  w->plies = g_new0 (Ply, TS_SEARCH_MAX_PLY + 1);
  w->history = g_malloc0 (sizeof (gint32[TS_CELLS]) * TS_PICK_HISTORY_PIECES);
  w->root_moves = g_new (TsMoveList, 1);
  w->scratch = g_new (TsMoveList, 1);
  w->eval_cache = g_new0 (EvalCacheEntry, EVAL_CACHE_SIZE);
  w->hunt_asked = g_new0 (guint64, HUNT_ASKED_SIZE);
  return w;
}

static void
worker_free (Worker *w)
{
  g_free (w->plies);
  g_free (w->history);
  g_free (w->root_moves);
  g_free (w->scratch);
  g_free (w->eval_cache);
  g_clear_pointer (&w->hunter, ts_hunter_free);
  g_free (w->hunt_asked);
  g_free (w);
}

static void
worker_clear (Worker *w)
{
  memset (w->history, 0, sizeof (gint32[TS_CELLS]) * TS_PICK_HISTORY_PIECES);
  /* a new game may play under other rules */
  memset (w->eval_cache, 0, sizeof (EvalCacheEntry) * EVAL_CACHE_SIZE);
  memset (w->hunt_asked, 0, sizeof (guint64) * HUNT_ASKED_SIZE);
  if (w->hunter != NULL)
    ts_hunter_clear (w->hunter);
  for (int i = 0; i <= TS_SEARCH_MAX_PLY; i++)
    memset (w->plies[i].killers, 0, sizeof w->plies[i].killers);
}

TsSearch *
ts_search_new (gsize tt_megabytes)
{
  TsSearch *s = g_new0 (TsSearch, 1);

  s->tt = ts_tt_new (tt_megabytes);
  init_lmr (s);
  ts_search_set_threads (s, 1);
  return s;
}

void
ts_search_free (TsSearch *s)
{
  if (s == NULL)
    return;
  ts_tt_free (s->tt);
  for (guint i = 0; i < s->n_threads; i++)
    worker_free (s->workers[i]);
  g_free (s);
}

void
ts_search_clear (TsSearch *s)
{
  ts_tt_clear (s->tt);
  for (guint i = 0; i < s->n_threads; i++)
    worker_clear (s->workers[i]);
}

void
ts_search_set_threads (TsSearch *s, guint n_threads)
{
  n_threads = CLAMP (n_threads, 1, TS_SEARCH_MAX_THREADS);
  for (guint i = n_threads; i < s->n_threads; i++)
    g_clear_pointer (&s->workers[i], worker_free);
  for (guint i = s->n_threads; i < n_threads; i++)
    s->workers[i] = worker_new (s, i);
  s->n_threads = n_threads;
}

guint
ts_search_get_threads (TsSearch *s)
{
  return s->n_threads;
}

gsize
ts_search_set_hash_size (TsSearch *s, gsize tt_megabytes)
{
  /* the old table goes first: the new one may need its memory */
  ts_tt_free (s->tt);
  s->tt = ts_tt_new (tt_megabytes);
  return ts_tt_get_bytes (s->tt);
}

/* ---- limits ---- */

static void report_partial (TsSearch *s, gint64 now);

/* Counts a node; now and then checks the clock, the node budget and the
 * stop flags, and the main worker reports.  Returns whether the search
 * must stop. */
static inline gboolean
count_node (Worker *w)
{
  TsSearch *s = w->s;
  gint64 now;

  w->nodes++;
  if (--w->poll_countdown > 0)
    return w->stopped;
  w->poll_countdown = POLL_INTERVAL;
  now = g_get_monotonic_time ();
  if (w->id == 0 && now >= s->next_report_us)
    report_partial (s, now);
  if ((s->stop != NULL && g_atomic_int_get (s->stop))
      || (w->id > 0 && g_atomic_int_get (&s->helpers_stop))
      || ts_time_manager_past_deadline (&s->time, now)
      || (w->id == 0 && s->node_limit != 0 && w->nodes >= s->node_limit))
    w->stopped = TRUE;
  return w->stopped;
}

/* ---- scores ---- */

static inline int
mated_in (int ply)
{
  return -TS_SCORE_MATE + ply;
}

/* Mate scores are stored relative to the node, not the root. */
static inline int
score_to_tt (int score, int ply)
{
  return score > TS_SCORE_MATE_BOUND ? score + ply : score < -TS_SCORE_MATE_BOUND ? score - ply : score;
}

static inline int
score_from_tt (int score, int ply)
{
  return score > TS_SCORE_MATE_BOUND ? score - ply : score < -TS_SCORE_MATE_BOUND ? score + ply : score;
}

static inline gboolean
is_mate_score (int score)
{
  return ABS (score) >= TS_SCORE_MATE_BOUND;
}

/* ---- the moves of a node (ts-move-picker.c) ---- */

/* What the move picker reads of the node at `ply`. */
static inline void
pick_context (Worker *w, int ply, TsPickContext *ctx)
{
  ctx->pos = w->pos;
  ctx->tracked = &w->plies[ply].tracked;
  ctx->history = w->history;
  ctx->killers = w->plies[ply].killers;
}

/* Where the node at `ply` finds its captures: those the node two plies
 * up kept, when it kept them for the position it had, and the moves
 * since, which the node regenerates the captures of. */
static void
capture_source (Worker *w, int ply, TsCaptureSource *src)
{
  const Ply *up = ply >= 2 ? &w->plies[ply - 2] : NULL;

  src->earlier = NULL;
  src->earlier_protection = NULL;
  src->n_between = 0;
  src->keep = &w->plies[ply].kept;
  src->keep_protection = &w->plies[ply].protection;
  if (up == NULL)
    return;
  if (up->kept.key == up->key)
    src->earlier = &up->kept;
  if (up->protection.key == up->key)
    src->earlier_protection = &up->protection;
  if (src->earlier == NULL && src->earlier_protection == NULL)
    return;
  for (int i = ply - 2; i < ply; i++)
    if (!w->plies[i].made_null)
      src->between[src->n_between++] = w->plies[i].made;
}

static void
update_quiet_stats (Worker *w, Ply *p, const TsMove *m, int depth)
{
  gint32 *h = &w->history[w->pos->board[m->from]][m->to];

  if (!ts_move_equal (m, &p->killers[0]))
    {
      p->killers[1] = p->killers[0];
      p->killers[0] = *m;
    }
  *h += depth * depth;
  if (*h >= HISTORY_MAX)
    for (int pc = 0; pc < TS_PICK_HISTORY_PIECES; pc++)
      for (int sq = 0; sq < TS_CELLS; sq++)
        w->history[pc][sq] /= 2;
}

/* ---- make / unmake with material and tracked pieces kept ---- */

static inline void
make (Worker *w, int ply, const TsMove *m, TsUndo *undo)
{
  Ply *p = &w->plies[ply], *child = &w->plies[ply + 1];

#ifdef G_ENABLE_DEBUG
  /* no move the search plays repeats a position, though the quiet ones
   * come untested (see TS_PICK_QUIETS): checked here, so that every search
   * a test runs checks it; a hash a node, left out of release builds */
  g_warn_if_fail (!ts_move_repeats (w->pos, m));
#endif
  p->key = w->pos->hash;
  p->made = *m;
  p->made_null = FALSE;
  child->material = p->material + ts_eval_move_delta (w->pos, m);
  child->tracked = p->tracked;
  ts_tracked_update (&child->tracked, w->pos, m);
  ts_position_make (w->pos, m, undo);
  /* tenjiku: what burnt leaves the material and maybe the tracked
   * pieces (the mover itself, if it was burnt, included) */
  for (guint i = 0; i < undo->burns.n; i++)
    {
      child->material -= ts_eval_signed_psq (w->pos->rules, undo->burnt[i], undo->burns.squares[i]);
      ts_tracked_burnt (&child->tracked, w->pos->rules, undo->burnt[i], undo->burns.squares[i]);
    }
}

static inline void
update_pv (Ply *p, const Ply *child, const TsMove *m)
{
  p->pv[0] = *m;
  memcpy (p->pv + 1, child->pv, child->pv_len * sizeof (TsMove));
  p->pv_len = child->pv_len + 1;
}

/* The evaluation is a function of the position alone, and iterative
 * deepening, re-searches and transpositions ask it of the same positions
 * again and again: each worker keeps the last ones. */
static inline int
evaluate (Worker *w, int ply)
{
  guint64 key = w->pos->hash;
  EvalCacheEntry *e = &w->eval_cache[key & (EVAL_CACHE_SIZE - 1)];

  if (e->key != key)
    {
      e->key = key;
      e->score = ts_evaluate (w->pos, &w->plies[ply].tracked, w->plies[ply].material);
    }
  return e->score;
}

static inline gboolean
royal_in_danger (Worker *w, int ply)
{
  return ts_last_royal_in_danger (w->pos, &w->plies[ply].tracked, w->pos->side);
}

/* ---- quiescence ---- */

static int qsearch (Worker *w, int alpha, int beta, int ply, int qply);

/* Takes a searched move's score into its quiescence node's best and
 * alpha (and the move into the PV); TRUE on a cutoff. */
static inline gboolean
take_score (Worker *w, int ply, const TsMove *m, int score, int *best, int *alpha, int beta)
{
  if (score <= *best)
    return FALSE;
  *best = score;
  if (score <= *alpha)
    return FALSE;
  *alpha = score;
  update_pv (&w->plies[ply], &w->plies[ply + 1], m);
  return score >= beta;
}

/* Whether the move just made at `ply` left its side's last royal to be
 * taken or burnt at once: a loss that needs no search.  In tenjiku a
 * move may have taken the enemy's last royal, or burnt its own mover,
 * and then the child node says who won. */
static inline gboolean
left_royal_in_danger (Worker *w, int ply, TsColor us)
{
  TsPosition *pos = w->pos;

  if (w->plain && !(ts_position_has_royal (pos, us) && ts_position_has_royal (pos, TS_OTHER (us))))
    return FALSE;
  return ts_last_royal_in_danger (pos, &w->plies[ply + 1].tracked, us);
}

/* A quiescence node whose last royal is in danger: every move is
 * answered, as standing pat would ignore the threat.  A move that leaves
 * the royal in danger loses it at once and needs no search. */
static int
qsearch_evasions (Worker *w, int alpha, int beta, int ply, int qply)
{
  TsPosition *pos = w->pos;
  TsMovePicker *mp = &w->plies[ply].picker;
  TsColor us = pos->side;
  int best = mated_in (ply);
  TsPickContext ctx;
  TsMove m;
  gboolean good;

  pick_context (w, ply, &ctx);
  if (ts_move_picker_start_every_move (mp, &ctx) == 0)
    return best;
  while (ts_move_picker_next (mp, FALSE, &m, &good))
    {
      TsUndo undo;
      int score;

      make (w, ply, &m, &undo);
      if (left_royal_in_danger (w, ply, us))
        {
          /* no child node was searched, so no line goes on below */
          w->plies[ply + 1].pv_len = 0;
          score = mated_in (ply + 2);
        }
      else
        score = -qsearch (w, -beta, -alpha, ply + 1, qply + 1);
      ts_position_unmake (pos, &undo);
      if (w->stopped)
        return 0;
      if (take_score (w, ply, &m, score, &best, &alpha, beta))
        break;
    }
  return best;
}

/* Whether a capture is worth trying in quiescence: it wins the game, or
 * can raise alpha without losing the exchange on its square. */
static gboolean
qs_worth_trying (const TsPickContext *ctx, const TsMove *m, int stand_pat, int alpha)
{
  int gain = ts_move_picker_capture_gain (ctx->pos, m);

  if (gain >= TS_PICK_WIN_BONUS)
    return TRUE;
  if (stand_pat + gain + DELTA_MARGIN <= alpha)
    return FALSE;
  return !ts_move_picker_capture_loses (ctx, m);
}

/* Tenjiku: the square of the enemy's last royal (0: it has more, or
 * the rule set is tai's, whose danger the search reads otherwise). */
static TsSquare
enemy_last_royal (Worker *w, int ply)
{
  TsColor them = TS_OTHER (w->pos->side);

  if (!w->plain || w->pos->n_royals[them] != 1)
    return 0;
  return ts_tracked_last_royal (w->pos, &w->plies[ply].tracked, them);
}

/* Tenjiku, the first quiescence ply, no capture having cut: a general's
 * quiet move to where it would take the enemy's last royal next, or a
 * fire demon's to where it would burn it next, which the next ply must
 * answer with every move (qsearch_evasions()).  Most games end with a
 * range jump onto a king or a burn, often a check first, and a search of
 * three or four plies sees its end only so (docs/tenjiku-engine.md,
 * "Strength"). */
static int
qsearch_checks (Worker *w, int alpha, int beta, int ply, int best)
{
  TsPosition *pos = w->pos;
  const TsTracked *tracked = &w->plies[ply].tracked;
  TsSquare royal = enemy_last_royal (w, ply);
  TsMove checks[QS_JUMP_CHECKS + QS_BURN_CHECKS];
  guint n;

  if (royal == 0)
    return best;
  n = ts_jump_checks (pos, tracked, royal, checks, QS_JUMP_CHECKS);
  n += ts_burn_checks (pos, tracked, royal, w->scratch, checks + n, QS_BURN_CHECKS);
  for (guint i = 0; i < n; i++)
    {
      TsUndo undo;
      int score;

      /* quiet: it may repeat a position, which the rules forbid */
      if (ts_move_repeats (pos, &checks[i]))
        continue;
      make (w, ply, &checks[i], &undo);
      score = -qsearch (w, -beta, -alpha, ply + 1, 1);
      ts_position_unmake (pos, &undo);
      if (w->stopped)
        return 0;
      if (take_score (w, ply, &checks[i], score, &best, &alpha, beta))
        break;
    }
  return best;
}

static int
qsearch (Worker *w, int alpha, int beta, int ply, int qply)
{
  TsPosition *pos = w->pos;
  Ply *p = &w->plies[ply];
  int stand_pat, best, emperor_tries = 0;
  TsPickContext ctx;
  TsCaptureSource source;
  TsMove m;
  gboolean good;

  p->pv_len = 0;
  if (count_node (w))
    return 0;
  w->seldepth = MAX (w->seldepth, ply);
  if (!ts_position_has_royal (pos, pos->side))
    return mated_in (ply);
  if (G_UNLIKELY (w->plain) && !ts_position_has_royal (pos, TS_OTHER (pos->side)))
    return -mated_in (ply);
  if (ply >= TS_SEARCH_MAX_PLY - 1)
    return evaluate (w, ply);
  if (qply < QS_EVASION_PLIES && royal_in_danger (w, ply))
    return qsearch_evasions (w, alpha, beta, ply, qply);

  best = stand_pat = evaluate (w, ply);
  if (stand_pat >= beta || qply >= (G_UNLIKELY (w->plain) ? QS_MAX_PLY_PLAIN : QS_MAX_PLY))
    return stand_pat;
  alpha = MAX (alpha, stand_pat);

  /* Captures never repeat a position (material fell), so they need no
   * repetition filter.  The emperor's captures beyond its few dearest
   * victims are left out: it can take almost any piece, and trying each
   * would swamp the search. */
  pick_context (w, ply, &ctx);
  capture_source (w, ply, &source);
  ts_move_picker_start_quiescence (&p->picker, &ctx, &source, QS_EMPEROR_VICTIMS);
  while (ts_move_picker_next (&p->picker, TRUE, &m, &good))
    {
      TsUndo undo;
      int score;

      /* the emperor's best few prey only: the rest are smaller */
      if (ts_eval_is_emperor_grab (pos, &m) && emperor_tries++ >= QS_EMPEROR_TRIES)
        continue;
      if (!qs_worth_trying (&ctx, &m, stand_pat, alpha))
        continue;
      make (w, ply, &m, &undo);
      score = -qsearch (w, -beta, -alpha, ply + 1, qply + 1);
      ts_position_unmake (pos, &undo);
      if (w->stopped)
        return 0;
      if (take_score (w, ply, &m, score, &best, &alpha, beta))
        return best;
    }
  if (G_UNLIKELY (w->plain) && qply == 0)
    return qsearch_checks (w, alpha, beta, ply, best);
  return best;
}

/* ---- the main search ---- */

static int search (Worker *w, int depth, int alpha, int beta, int ply, gboolean pv_node);

/* A null move: the side to move passes (without a legal pass), to prove
 * that its position is good enough even so.  There is no zugzwang to
 * fear with 177 pieces a side. */
static gboolean
null_move_cuts (Worker *w, int depth, int beta, int ply)
{
  TsPosition *pos = w->pos;
  int r = 2 + depth / 4;
  int score;

  w->plies[ply + 1].material = w->plies[ply].material;
  w->plies[ply + 1].tracked = w->plies[ply].tracked;
  w->plies[ply].key = pos->hash;
  w->plies[ply].made_null = TRUE;
  ts_position_set_side (pos, TS_OTHER (pos->side));
  score = -search (w, depth - 1 - r, -beta, -beta + 1, ply + 1, FALSE);
  ts_position_set_side (pos, TS_OTHER (pos->side));
  return !w->stopped && score >= beta && !is_mate_score (score);
}

/* The stored result: its move (if any) into `hash_move`; a score that
 * settles this node into `cut_score`. */
static gboolean
probe_tt (Worker *w, int depth, int alpha, int beta, int ply, gboolean pv_node, TsMove *hash_move,
          int *cut_score)
{
  TsTtEntry e;
  int score;

  if (!ts_tt_probe (w->s->tt, w->pos->hash, &e))
    return FALSE;
  score = score_from_tt (e.score, ply);
  if (!pv_node && e.depth >= depth
      && (e.bound == TS_TT_EXACT
          || (e.bound == TS_TT_LOWER && score >= beta)
          || (e.bound == TS_TT_UPPER && score <= alpha)))
    *cut_score = score;
  *hash_move = e.move;
  return e.move.from != 0;
}

/* How many quiet moves a frontier node tries before it stops. */
static inline guint
late_move_limit (int depth)
{
  return (guint) (6 + 6 * depth * depth);
}

/* Whether every move after the good ones (quiet moves and losing
 * captures) would be pruned at this node now. */
static inline gboolean
rest_pruned (int depth, gboolean pv_node, gboolean in_danger, int best, gboolean prune_quiets, guint n_quiets)
{
  return !pv_node && !in_danger && best > -TS_SCORE_MATE_BOUND && depth <= BAD_CAPTURE_PRUNE_DEPTH
         && (prune_quiets || n_quiets >= late_move_limit (depth));
}

/* Whether `m` is an idle emperor move: the emperor going to an empty
 * square while its side's royals are safe.  Where the emperor stands
 * changes nothing it can take (it captures anywhere from anywhere,
 * RULES.md section 3); only its own safety and the lines it blocks
 * depend on it, and those count once a royal is attacked.  So its
 * hundreds of idle moves all stand for one choice, a waiting move, and
 * the search tries the first the picker gives (the best by history) and
 * prunes the rest: a quarter fewer nodes to depth 7 on twenty match
 * positions.  `safe` keeps the node's answer (no royal attacked), -1
 * until asked. */
static gboolean
idle_emperor_move (Worker *w, int ply, const TsMove *m, int *safe)
{
  if (ts_move_is_capture (m) || !ts_eval_is_emperor (w->pos->board[m->from]))
    return FALSE;
  if (*safe < 0)
    *safe = !ts_royal_attacked (w->pos, &w->plies[ply].tracked, w->pos->side);
  return *safe;
}

/* ---- the royal hunt (ts-hunt.h, docs/hunt.md) ---- */

static TsHunter *
worker_hunter (Worker *w)
{
  if (w->hunter == NULL)
    w->hunter = ts_hunter_new (HUNT_TABLE_NODES);
  return w->hunter;
}

/* The material lead of the side to move at `ply`. */
static inline int
material_lead (const Worker *w, int ply)
{
  return w->pos->side == TS_BLACK ? w->plies[ply].material : -w->plies[ply].material;
}

/* A node far ahead, with plies enough left to hunt: a small hunt may
 * prove the capture of the enemy's last royal beyond the horizon.  Each
 * position is hunted from once (a proof goes into the table, which
 * answers it next time); TRUE with the mate score and the first move as
 * the node's line when proven. */
static gboolean
tree_hunt (Worker *w, int depth, int ply, int *score)
{
  TsPosition *pos = w->pos;
  Ply *p = &w->plies[ply];
  TsHuntLimits limits = { .max_moves = HUNT_TREE_MOVES, .max_nodes = HUNT_TREE_NODES };
  guint64 *asked = &w->hunt_asked[pos->hash & (HUNT_ASKED_SIZE - 1)];
  TsHuntInfo info;

  if (!(w->s->hunt_uses & TS_SEARCH_HUNT_TREE) || depth < HUNT_TREE_DEPTH
      || pos->n_royals[TS_OTHER (pos->side)] != 1 || material_lead (w, ply) < TS_EVAL_HUNT_LEAD
      || *asked == pos->hash)
    return FALSE;
  *asked = pos->hash;
  w->hunts++;
  if (ts_hunter_run (worker_hunter (w), pos, pos->side, &limits, &info) != TS_HUNT_PROVEN || !info.has_move)
    return FALSE;
  w->hunts_proven++;
  *score = -mated_in (ply + 2 * (int) info.moves - 1);
  p->pv[0] = info.move;
  p->pv_len = 1;
  ts_tt_store (w->s->tt, pos->hash, &info.move, score_to_tt (*score, ply), depth, TS_TT_LOWER);
  return TRUE;
}

static int
search (Worker *w, int depth, int alpha, int beta, int ply, gboolean pv_node)
{
  TsPosition *pos = w->pos;
  Ply *p = &w->plies[ply];
  TsMove hash_move, best_move = { 0 }, m;
  gboolean has_hash_move, in_danger, good, prune_quiets = FALSE;
  TsPickContext ctx;
  TsCaptureSource source;
  int best = -TS_SCORE_INFINITE, alpha0 = alpha, cut = TS_SCORE_INFINITE;
  guint n_tried = 0, n_quiets = 0, n_moves = 0, n_idle_emperor = 0;
  int royals_are_safe = -1;

  if (depth <= 0)
    return qsearch (w, alpha, beta, ply, 0);
  p->pv_len = 0;
  if (count_node (w))
    return 0;
  if (!ts_position_has_royal (pos, pos->side))
    return mated_in (ply);
  /* tenjiku: the side that moved burnt its own last royal (and took
   * none of ours): it has lost (TENJIKU.md section 5) */
  if (G_UNLIKELY (w->plain) && !ts_position_has_royal (pos, TS_OTHER (pos->side)))
    return -mated_in (ply);
  if (ply >= TS_SEARCH_MAX_PLY - 1)
    return evaluate (w, ply);

  /* no line from here can beat a faster mate already found */
  alpha = MAX (alpha, mated_in (ply));
  beta = MIN (beta, -mated_in (ply + 1));
  if (alpha >= beta)
    return alpha;

  has_hash_move = probe_tt (w, depth, alpha, beta, ply, pv_node, &hash_move, &cut);
  if (cut != TS_SCORE_INFINITE)
    return cut;
  if (tree_hunt (w, depth, ply, &cut))
    return cut;

  in_danger = royal_in_danger (w, ply);
  if (in_danger && ply < 2 * w->root_depth)
    depth++;

  if (!pv_node && !in_danger && !is_mate_score (beta))
    {
      int static_eval = evaluate (w, ply);

      /* far above beta at the frontier: the opponent will not allow it */
      if (depth <= FRONTIER_DEPTH && static_eval - REVERSE_FUTILITY_MARGIN * depth >= beta)
        return static_eval;
      if (depth >= 2 && static_eval >= beta && null_move_cuts (w, depth, beta, ply))
        return beta;
      if (w->stopped)
        return 0;
      /* futility: quiet moves cannot bring a hopeless frontier node up */
      prune_quiets = depth <= FRONTIER_DEPTH && static_eval + FUTILITY_MARGIN * depth <= alpha;
    }

  pick_context (w, ply, &ctx);
  capture_source (w, ply, &source);
  ts_move_picker_start (&p->picker, &ctx, &source, has_hash_move ? &hash_move : NULL, w->scratch);
  w->plies[ply + 1].killers[0].from = w->plies[ply + 1].killers[1].from = 0;

  while (ts_move_picker_next (&p->picker, rest_pruned (depth, pv_node, in_danger, best, prune_quiets, n_quiets), &m, &good))
    {
      TsUndo undo;
      int score, new_depth = depth - 1, r = 0;
      guint i = n_tried;

      n_moves++;
      if (!good && best > -TS_SCORE_MATE_BOUND && !in_danger)
        {
          if (rest_pruned (depth, pv_node, in_danger, best, prune_quiets, n_quiets))
            break;
          n_quiets++;
          if (prune_quiets && !pv_node)
            continue;
          if (idle_emperor_move (w, ply, &m, &royals_are_safe) && n_idle_emperor++ > 0)
            continue;
          if (!pv_node && depth <= LMP_DEPTH && n_quiets > late_move_limit (depth))
            continue;
          /* a losing capture near the frontier is not worth a look */
          if (ts_move_is_capture (&m) && !pv_node && depth <= BAD_CAPTURE_PRUNE_DEPTH)
            continue;
          if (depth >= 2 && i >= 3)
            r = MIN (w->s->lmr[MIN (depth, 63)][MIN (i, 63)] + (int) (i > 200) - (int) pv_node, new_depth - 1);
        }
      n_tried++;

      make (w, ply, &m, &undo);
      if (i == 0)
        score = -search (w, new_depth, -beta, -alpha, ply + 1, pv_node);
      else
        {
          score = -search (w, new_depth - MAX (r, 0), -alpha - 1, -alpha, ply + 1, FALSE);
          if (score > alpha && r > 0)
            score = -search (w, new_depth, -alpha - 1, -alpha, ply + 1, FALSE);
          if (score > alpha && pv_node)
            score = -search (w, new_depth, -beta, -alpha, ply + 1, TRUE);
        }
      ts_position_unmake (pos, &undo);
      if (w->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          best_move = m;
          if (score > alpha)
            {
              alpha = score;
              update_pv (p, &w->plies[ply + 1], &m);
              if (score >= beta)
                {
                  if (!ts_move_is_capture (&m))
                    update_quiet_stats (w, p, &m, depth);
                  break;
                }
            }
        }
    }

  if (n_moves == 0)
    return mated_in (ply);
  /* every move was pruned: the frontier node is as bad as it looked */
  if (best == -TS_SCORE_INFINITE)
    return alpha;

  ts_tt_store (w->s->tt, pos->hash, &best_move, score_to_tt (best, ply), depth,
               best >= beta ? TS_TT_LOWER : best > alpha0 ? TS_TT_EXACT : TS_TT_UPPER);
  return best;
}

/* ---- the root ---- */

struct _Root {
  TsSearchProgressFunc progress;
  gpointer user_data;
  TsSearchInfo info;
  TsMove best;
  int best_score;
  guint n_lines;                      /* multi-PV: the lines wanted */
  TsSearchLine lines[TS_SEARCH_MAX_LINES];  /* of the last completed iteration */
};

/* One iteration over the root moves from index `first` on (those before
 * it are the better lines of multi-PV, left out) within (alpha, beta),
 * kept in their order: the best of the last iteration first.  A move
 * whose search was interrupted counts for nothing, but one that completed
 * and beat the others is kept.  Returns the best score (at most alpha: a
 * fail low). */
static int
search_root (Worker *w, Root *r, guint first, int depth, int alpha, int beta)
{
  Ply *p = &w->plies[0];
  TsMoveList *moves = w->root_moves;
  int best = -TS_SCORE_INFINITE;

  w->root_depth = depth;
  for (guint i = first; i < moves->n; i++)
    {
      TsMove m = moves->moves[i];
      TsUndo undo;
      int score;

      w->root_move = i;
      make (w, 0, &m, &undo);
      if (i == first)
        score = -search (w, depth - 1, -beta, -alpha, 1, TRUE);
      else
        {
          score = -search (w, depth - 1, -alpha - 1, -alpha, 1, FALSE);
          if (score > alpha && !w->stopped)
            score = -search (w, depth - 1, -beta, -alpha, 1, TRUE);
        }
      ts_position_unmake (w->pos, &undo);
      if (w->stopped)
        break;
      best = MAX (best, score);
      if (score > alpha)
        {
          alpha = score;
          if (r != NULL)
            {
              r->best = m;
              r->best_score = score;
            }
          update_pv (p, &w->plies[1], &m);
          /* keep the best first for the next iteration */
          memmove (&moves->moves[first + 1], &moves->moves[first], (i - first) * sizeof (TsMove));
          moves->moves[first] = m;
          if (score >= beta)
            break;
        }
    }
  return best;
}

/* One iteration in a window round the last score, widened until the
 * score falls inside it. */
static int
search_iteration (Worker *w, Root *r, guint first, int depth, int last_score)
{
  int delta = ASPIRATION_WINDOW;
  int alpha = -TS_SCORE_INFINITE, beta = TS_SCORE_INFINITE;

  if (depth >= ASPIRATION_MIN_DEPTH && !is_mate_score (last_score))
    {
      alpha = last_score - delta;
      beta = last_score + delta;
    }
  for (;;)
    {
      int score = search_root (w, r, first, depth, alpha, beta);

      if (w->stopped || (score > alpha && score < beta))
        return score;
      delta *= 4;
      if (score <= alpha)
        alpha = delta > 20 * ASPIRATION_WINDOW ? -TS_SCORE_INFINITE : MAX (score - delta, -TS_SCORE_INFINITE);
      else
        beta = delta > 20 * ASPIRATION_WINDOW ? TS_SCORE_INFINITE : MIN (score + delta, TS_SCORE_INFINITE);
    }
}

static int
compare_lines (gconstpointer a, gconstpointer b)
{
  const TsSearchLine *x = a, *y = b;

  return (y->score > x->score) - (y->score < x->score);
}

/* Multi-PV: one iteration for each line, the root moves of the better
 * lines left out (they stand at the front of the root list), each in a
 * window round that line's last score.  The lines change only once the
 * iteration is complete, so that an interrupted one leaves the last
 * complete set. */
static void
search_lines (Worker *w, Root *r, int depth)
{
  Ply *p = &w->plies[0];
  TsSearchLine lines[TS_SEARCH_MAX_LINES];

  for (guint k = 0; k < r->n_lines; k++)
    {
      TsSearchLine *line = &lines[k];

      line->score = search_iteration (w, k == 0 ? r : NULL, k, depth, r->lines[k].score);
      if (w->stopped)
        return;
      /* a complete search of the rest put its best first, with its line */
      line->n_pv = p->pv_len;
      memcpy (line->pv, p->pv, p->pv_len * sizeof (TsMove));
    }
  memcpy (r->lines, lines, r->n_lines * sizeof (TsSearchLine));
  /* a later line found better (search instability) goes before */
  qsort (r->lines, r->n_lines, sizeof (TsSearchLine), compare_lines);
  r->best = r->lines[0].pv[0];
  r->best_score = r->lines[0].score;
}

static guint64
total_nodes (const TsSearch *s)
{
  guint64 n = 0;

  for (guint i = 0; i < s->n_threads; i++)
    n += s->workers[i]->nodes;
  return n;
}

static int
max_seldepth (const TsSearch *s)
{
  int d = 0;

  for (guint i = 0; i < s->n_threads; i++)
    d = MAX (d, s->workers[i]->seldepth);
  return d;
}

static void
fill_info (const TsSearch *s, Root *r, int depth)
{
  TsSearchInfo *info = &r->info;
  const Ply *root = &s->workers[0]->plies[0];
  gint64 us = g_get_monotonic_time () - s->time.start_us;
  guint64 nodes = total_nodes (s);
  gsize off = 0;

  info->depth = depth;
  info->seldepth = max_seldepth (s);
  info->hunts = info->hunts_proven = 0;
  for (guint i = 0; i < s->n_threads; i++)
    {
      info->hunts += s->workers[i]->hunts;
      info->hunts_proven += s->workers[i]->hunts_proven;
    }
  info->score = r->best_score;
  info->nodes = nodes;
  info->time_ms = us / 1000;
  info->nps = us > 0 ? nodes * G_USEC_PER_SEC / (guint64) us : 0;
  /* a partial iteration may have left a PV for another move */
  if (root->pv_len > 0 && ts_move_equal (&root->pv[0], &r->best))
    {
      info->n_pv = root->pv_len;
      memcpy (info->pv, root->pv, root->pv_len * sizeof (TsMove));
    }
  else
    {
      info->n_pv = 1;
      info->pv[0] = r->best;
    }
  info->pv_text[0] = '\0';
  for (guint i = 0; i < info->n_pv; i++)
    {
      char buf[TS_MOVE_STRING_MAX];
      ts_move_format (s->workers[0]->pos->rules, &info->pv[i], buf);
      off += g_snprintf (info->pv_text + off, sizeof info->pv_text - off, "%s%s", i ? " " : "", buf);
    }
  if (r->n_lines > 1)
    {
      info->n_lines = r->n_lines;
      memcpy (info->lines, r->lines, r->n_lines * sizeof (TsSearchLine));
    }
  else
    {
      info->n_lines = 1;
      info->lines[0].score = info->score;
      info->lines[0].n_pv = info->n_pv;
      memcpy (info->lines[0].pv, info->pv, info->n_pv * sizeof (TsMove));
    }
}

/* The next report within an iteration is due a while after `now`. */
static void
schedule_report (TsSearch *s, gint64 now)
{
  s->next_report_us = now + TS_SEARCH_REPORT_INTERVAL_MS * (G_USEC_PER_SEC / 1000);
}

/* Where the main worker is: its iteration and root move. */
static void
note_where (const Worker *w, TsSearchInfo *info)
{
  info->depth_searching = w->root_depth;
  info->root_move = w->root_move + 1;
  info->n_root_moves = w->root_moves->n;
  info->searching = w->root_moves->moves[w->root_move];
}

/* After iteration `depth`: the next is to begin, at the best move. */
static void
note_next_iteration (const Worker *w, int depth, TsSearchInfo *info)
{
  info->depth_searching = depth + 1;
  info->root_move = 0;
  info->n_root_moves = w->root_moves->n;
  info->searching = w->root_moves->moves[0];
}

/* A report from within an iteration: the figures so far, so that a long
 * iteration does not look like a search that has stopped.  Only after
 * an iteration has completed: before, there is no line to show. */
static void
report_partial (TsSearch *s, gint64 now)
{
  Root *r = s->root;

  schedule_report (s, now);
  if (r == NULL || r->progress == NULL || r->info.depth == 0)
    return;
  fill_info (s, r, r->info.depth);
  r->info.partial = TRUE;
  note_where (s->workers[0], &r->info);
  r->progress (&r->info, r->user_data);
  r->info.partial = FALSE;
}

/* The root, too, keeps the first of the idle emperor moves only. */
static void
drop_idle_emperor_moves (Worker *w)
{
  TsMoveList *moves = w->root_moves;
  int safe = -1;
  guint kept = 0, n_idle = 0;

  for (guint i = 0; i < moves->n; i++)
    if (!idle_emperor_move (w, 0, &moves->moves[i], &safe) || n_idle++ == 0)
      moves->moves[kept++] = moves->moves[i];
  moves->n = kept;
}

/* Sets a worker up on its own copy of the position; FALSE when the side
 * to move has no legal move. */
static gboolean
worker_start (Worker *w, const TsPosition *pos)
{
  Ply *root = &w->plies[0];
  TsPickContext ctx;

  w->pos = ts_position_copy (pos);
  w->plain = !ts_engine_specialized (pos->rules);
  /* kept captures are known by the hash alone, which another rule set's
   * position may share */
  for (int i = 0; i <= TS_SEARCH_MAX_PLY; i++)
    w->plies[i].kept.key = w->plies[i].protection.key = 0;
  w->stopped = FALSE;
  w->nodes = 0;
  w->hunts = w->hunts_proven = 0;
  w->poll_countdown = 1;  /* look at the flags on the first node */
  w->seldepth = 0;
  root->material = ts_eval_material (w->pos);
  ts_tracked_init (&root->tracked, w->pos);
  root->pv_len = 0;
  if (!ts_position_has_royal (w->pos, w->pos->side)
      || ts_engine_generate_legal (w->pos, &root->tracked, w->root_moves) == 0)
    return FALSE;
  pick_context (w, 0, &ctx);
  ts_move_picker_sort (&ctx, w->root_moves);
  if (!royal_in_danger (w, 0))
    drop_idle_emperor_moves (w);
  return TRUE;
}

static void
worker_finish (Worker *w)
{
  g_clear_pointer (&w->pos, ts_position_free);
}

/* A helper: iterative deepening until the main worker is done, its
 * results reaching the others through the table only. */
static gpointer
helper_main (gpointer data)
{
  Worker *w = data;
  int score = 0;

  for (int depth = 1 + (int) (w->id % 2); depth <= w->s->max_depth && !w->stopped; depth++)
    score = search_iteration (w, NULL, 0, depth, score);
  return NULL;
}

static void
start_helpers (TsSearch *s, const TsPosition *pos)
{
  g_atomic_int_set (&s->helpers_stop, 0);
  for (guint i = 1; i < s->n_threads; i++)
    {
      Worker *w = s->workers[i];
      if (worker_start (w, pos))
        /* a name of at most 15 bytes: Linux refuses a longer one */
        w->thread = g_thread_new ("ts-search-help", helper_main, w);
    }
}

static void
stop_helpers (TsSearch *s)
{
  g_atomic_int_set (&s->helpers_stop, 1);
  for (guint i = 1; i < s->n_threads; i++)
    {
      Worker *w = s->workers[i];
      if (w->thread != NULL)
        g_thread_join (g_steal_pointer (&w->thread));
      worker_finish (w);
    }
}

/* The root's move decided by a hunt: its one-move line and score, as
 * from an iteration of `plies` (the plies the proof looked ahead). */
static void
decide_root (TsSearch *s, Worker *w, Root *r, const TsMove *move, int score, int plies)
{
  r->best = *move;
  r->best_score = score;
  w->plies[0].pv[0] = *move;
  w->plies[0].pv_len = 1;
  fill_info (s, r, plies);
  if (r->progress != NULL)
    r->progress (&r->info, r->user_data);
}

/* When the root's hunts give up: in the game positions of
 * tests/engine/conversion/ a hunt of 50,000 nodes takes some 40 ms, most
 * of a 100 ms move, so they take a share of the move's time at most. */
static gint64
root_hunt_deadline (const TsSearch *s)
{
  return s->time.target_us > 0 ? s->time.start_us + s->time.target_us / HUNT_ROOT_SHARE : 0;
}

/* Far ahead: a proven hunt decides the move (TS_SEARCH_HUNT_ROOT). */
static gboolean
root_hunt (TsSearch *s, Worker *w, Root *r)
{
  TsHuntLimits limits = { .max_moves = HUNT_ROOT_MOVES, .max_nodes = HUNT_ROOT_NODES };
  TsMove move;
  int score;

  if (!(s->hunt_uses & TS_SEARCH_HUNT_ROOT) || material_lead (w, 0) < TS_EVAL_HUNT_LEAD)
    return FALSE;
  limits.deadline_us = root_hunt_deadline (s);
  w->hunts++;
  if (!ts_hunt_root (worker_hunter (w), w->pos, &limits, &move, &score))
    return FALSE;
  w->hunts_proven++;
  decide_root (s, w, r, &move, score, TS_SCORE_MATE - score);
  return TRUE;
}

/* Far behind with one royal left (TS_SEARCH_HUNT_DANGER): the root moves
 * after which the opponent proves a hunt within HUNT_DANGER_MOVES lose,
 * and are not searched: they go to the end of the root list, beyond its
 * count.  The budget is shared by the moves in their order; those it
 * does not reach stay.  When every move loses, the one that holds out
 * longest is played, scored as mated; TRUE then. */
static gboolean
root_danger (TsSearch *s, Worker *w, Root *r)
{
  TsPosition *pos = w->pos;
  TsColor them = TS_OTHER (pos->side);
  TsMoveList *moves = w->root_moves;
  g_autofree guint *lost = NULL;       /* a move's proven hunt, in moves; 0: none */
  g_autofree TsMove *losing = NULL;
  guint64 spent = 0;
  guint n_safe = 0, n_losing = 0, longest = 0;

  if (!(s->hunt_uses & TS_SEARCH_HUNT_DANGER) || pos->n_royals[pos->side] != 1
      || -material_lead (w, 0) < TS_EVAL_HUNT_LEAD)
    return FALSE;
  lost = g_new0 (guint, moves->n);
  for (guint i = 0; i < moves->n && spent < HUNT_DANGER_NODES; i++)
    {
      TsHuntLimits limits = { .max_moves = HUNT_DANGER_MOVES, .max_nodes = HUNT_DANGER_NODES - spent,
                              .deadline_us = root_hunt_deadline (s) };
      TsHuntResult result;
      TsHuntInfo info;
      TsUndo undo;

      ts_position_make (pos, &moves->moves[i], &undo);
      w->hunts++;
      result = ts_hunter_run (worker_hunter (w), pos, them, &limits, &info);
      ts_position_unmake (pos, &undo);
      spent += info.nodes;
      if (result == TS_HUNT_UNKNOWN)
        break;  /* out of nodes or time */
      if (result == TS_HUNT_PROVEN)
        {
          lost[i] = MAX (info.moves, 1);
          w->hunts_proven++;
        }
    }
  /* the safe moves first, in their order; the losing ones after */
  losing = g_new (TsMove, moves->n);
  for (guint i = 0; i < moves->n; i++)
    if (lost[i] == 0)
      moves->moves[n_safe++] = moves->moves[i];
    else
      {
        if (lost[i] > longest)
          longest = lost[i];
        losing[n_losing++] = moves->moves[i];
      }
  memcpy (&moves->moves[n_safe], losing, n_losing * sizeof (TsMove));
  if (n_safe > 0)
    {
      moves->n = n_safe;
      return FALSE;
    }
  /* every move loses, each still where it was: the first of those that
   * hold out longest (our move, then the hunt's 2N - 1 plies) */
  for (guint i = 0; i < moves->n; i++)
    if (lost[i] == longest)
      {
        decide_root (s, w, r, &moves->moves[i], mated_in (2 * (int) longest), 2 * (int) longest);
        break;
      }
  return TRUE;
}

static void
start_run (TsSearch *s, const TsSearchLimits *limits, const gint *stop)
{
  s->stop = stop;
  s->node_limit = limits->nodes;
  ts_time_manager_start (&s->time, limits, g_get_monotonic_time ());
  s->max_depth = limits->depth > 0 ? MIN (limits->depth, TS_SEARCH_MAX_PLY - 1) : TS_SEARCH_MAX_PLY - 1;
  ts_tt_new_search (s->tt);
}

gboolean
ts_search_run (TsSearch *s, const TsPosition *pos, const TsSearchLimits *limits,
               const gint *stop, TsSearchProgressFunc progress, gpointer user_data,
               TsMove *best, TsSearchInfo *info)
{
  static const TsSearchLimits unlimited = { 0 };
  g_autofree Root *r = g_new0 (Root, 1);
  Worker *w = s->workers[0];
  gint64 last_us = 0, before_us = 0;

  if (limits == NULL)
    limits = &unlimited;
  start_run (s, limits, stop);
  if (!worker_start (w, pos))
    {
      worker_finish (w);
      return FALSE;
    }
  r->progress = progress;
  r->user_data = user_data;
  /* the royal hunt's questions at the root, for a single line */
  s->hunt_uses = limits->hunt != 0 ? limits->hunt : TS_SEARCH_HUNT_DEFAULT;
  if (limits->multipv <= 1 && (root_hunt (s, w, r) || root_danger (s, w, r)))
    {
      *best = r->best;
      if (info != NULL)
        *info = r->info;
      worker_finish (w);
      return TRUE;
    }
  /* until an iteration says otherwise: the first move in capture order */
  r->best = w->root_moves->moves[0];
  r->best_score = 0;
  r->n_lines = MIN (MAX (limits->multipv, 1), MIN (TS_SEARCH_MAX_LINES, w->root_moves->n));
  for (guint k = 0; k < r->n_lines; k++)
    {
      r->lines[k].n_pv = 1;
      r->lines[k].pv[0] = w->root_moves->moves[k];
    }
  fill_info (s, r, 0);
  s->root = r;
  schedule_report (s, g_get_monotonic_time ());
  start_helpers (s, pos);

  for (int depth = 1; depth <= s->max_depth; depth++)
    {
      gint64 t0 = g_get_monotonic_time ();

      if (r->n_lines > 1)
        search_lines (w, r, depth);
      else
        search_iteration (w, r, 0, depth, r->best_score);
      if (w->stopped)
        break;
      before_us = last_us;
      last_us = g_get_monotonic_time () - t0;
      fill_info (s, r, depth);
      note_next_iteration (w, depth, &r->info);
      if (progress != NULL)
        progress (&r->info, user_data);
      schedule_report (s, g_get_monotonic_time ());
      /* a forced win or loss found: searching deeper changes nothing */
      if (is_mate_score (r->best_score) && depth >= TS_SCORE_MATE - ABS (r->best_score))
        break;
      if (!ts_time_manager_next_iteration (&s->time, g_get_monotonic_time (), last_us, before_us))
        break;
    }
  stop_helpers (s);
  s->root = NULL;

  *best = r->best;
  if (info != NULL)
    {
      fill_info (s, r, r->info.depth);
      *info = r->info;
    }
  worker_finish (w);
  return TRUE;
}

/* ---- helpers for front ends ---- */

char *
ts_search_format_score (int score)
{
  if (score > TS_SCORE_MATE_BOUND)
    return g_strdup_printf ("mate %d", (TS_SCORE_MATE - score + 1) / 2);
  if (score < -TS_SCORE_MATE_BOUND)
    return g_strdup_printf ("mated %d", (TS_SCORE_MATE + score) / 2);
  return g_strdup_printf ("%d", score);
}
