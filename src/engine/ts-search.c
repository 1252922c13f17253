/* ts-search.c — iterative deepening principal-variation search.
 *
 * Tai shogi has no check: a side loses when its last royal is captured or
 * when it has no legal move, and repetition makes a move illegal instead
 * of drawing (ts_generate_legal() leaves such moves out).  So the search
 * has no draw scores and no check logic: a node whose side to move has no
 * royal, or no move, is lost, and everything else follows from captures.
 *
 * A position has up to a thousand moves, most of them quiet and useless,
 * so the search leans on pruning: null move, futility and late-move
 * pruning at the frontier, and late-move reductions.  Quiescence looks at
 * captures only; the emperor, which can capture anything anywhere, only
 * takes pieces that are not defended there.
 */
#include "ts-search.h"

#include <math.h>
#include <string.h>

#include "ts-eval.h"
#include "ts-tt.h"

#define QS_MAX_PLY 8
#define POLL_INTERVAL 256             /* nodes between clock and flag checks */
#define HISTORY_MAX (1 << 24)
#define WIN_BONUS (1 << 16)           /* ordering: taking the last royal */
#define EMPEROR_MIN_VICTIM (3 * TS_EVAL_PAWN) /* smaller prey is not worth the look */
#define DELTA_MARGIN (2 * TS_EVAL_PAWN)
#define QS_EMPEROR_TRIES 6            /* emperor captures looked at a node */
#define QUIET_PICKS 12                /* quiet moves ordered by history */

/* Ordering classes: a move's sort key starts with its class. */
#define ORDER_HASH (1 << 30)
#define ORDER_CAPTURE (1 << 28)
#define ORDER_KILLER (1 << 27)

typedef struct {
  TsMoveList list;
  gint32 order[TS_MAX_MOVES];
  guint n_good;                       /* moves in a class above quiet, first */
  TsMove pv[TS_SEARCH_MAX_PLY];
  guint pv_len;
  TsMove killers[2];
  int material;                       /* ts_eval_material() of this node */
} Ply;

struct _TsSearch {
  TsTt *tt;
  Ply *plies;                         /* TS_SEARCH_MAX_PLY + 1 */
  gint32 (*history)[TS_CELLS];        /* [moving piece][to] */
  guint8 lmr[64][64];                 /* reduction by depth, move number */

  /* one run */
  TsPosition *pos;
  const gint *stop;
  gboolean stopped;
  guint64 nodes;
  guint64 node_limit;
  guint poll_countdown;
  gint64 start_us;
  gint64 deadline_us;                 /* 0: none */
  int seldepth;
};

/* ---- setup ---- */

static void
init_lmr (TsSearch *s)
{
  for (int d = 0; d < 64; d++)
    for (int i = 0; i < 64; i++)
      s->lmr[d][i] = d == 0 || i == 0 ? 0 : (guint8) (0.75 + log (d) * log (i) / 2.25);
}

TsSearch *
ts_search_new (gsize tt_megabytes)
{
  TsSearch *s = g_new0 (TsSearch, 1);

  s->tt = ts_tt_new (tt_megabytes);
  s->plies = g_new0 (Ply, TS_SEARCH_MAX_PLY + 1);
  s->history = g_malloc0 (sizeof (gint32[TS_CELLS]) * 512);
  init_lmr (s);
  return s;
}

void
ts_search_free (TsSearch *s)
{
  if (s == NULL)
    return;
  ts_tt_free (s->tt);
  g_free (s->plies);
  g_free (s->history);
  g_free (s);
}

void
ts_search_clear (TsSearch *s)
{
  ts_tt_clear (s->tt);
  memset (s->history, 0, sizeof (gint32[TS_CELLS]) * 512);
  for (int i = 0; i <= TS_SEARCH_MAX_PLY; i++)
    memset (s->plies[i].killers, 0, sizeof s->plies[i].killers);
}

/* ---- limits ---- */

/* Counts a node; now and then checks the clock, the node budget and the
 * stop flag.  Returns whether the search must stop. */
static inline gboolean
count_node (TsSearch *s)
{
  s->nodes++;
  if (--s->poll_countdown > 0)
    return s->stopped;
  s->poll_countdown = POLL_INTERVAL;
  if ((s->stop != NULL && g_atomic_int_get (s->stop))
      || (s->deadline_us != 0 && g_get_monotonic_time () >= s->deadline_us)
      || (s->node_limit != 0 && s->nodes >= s->node_limit))
    s->stopped = TRUE;
  return s->stopped;
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

/* ---- move ordering ---- */

static inline gboolean
is_capture (const TsMove *m)
{
  return m->n_captures > 0;
}

/* Material a capture wins, promotion included; taking the enemy's last
 * royal wins the game and outranks everything. */
static int
capture_gain (const TsPosition *pos, const TsMove *m)
{
  TsPiece mover = pos->board[m->from];
  int gain = 0;

  for (guint i = 0; i < m->n_captures; i++)
    {
      TsPiece victim = pos->board[m->captures[i]];
      gain += ts_eval_piece_value (pos->rules, victim);
      if (ts_piece_is_royal (victim) && pos->n_royals[TS_PIECE_COLOR (victim)] == 1)
        gain += WIN_BONUS;
    }
  if (m->becomes != TS_EMPTY)
    gain += ts_eval_piece_value (pos->rules, m->becomes) - ts_eval_piece_value (pos->rules, mover);
  return gain;
}

static inline int
capture_order (const TsPosition *pos, const TsMove *m)
{
  /* most valuable victim first, least valuable attacker among equals */
  return ORDER_CAPTURE + capture_gain (pos, m) * 64 - ts_eval_piece_value (pos->rules, pos->board[m->from]) / 16;
}

static void
score_moves (TsSearch *s, Ply *p, const TsMove *hash_move)
{
  const TsPosition *pos = s->pos;
  TsMoveList *list = &p->list;
  guint good = 0;

  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      gint32 key;

      if (hash_move != NULL && ts_move_equal (m, hash_move))
        key = ORDER_HASH;
      else if (is_capture (m))
        key = capture_order (pos, m);
      else if (ts_move_equal (m, &p->killers[0]))
        key = ORDER_KILLER + 1;
      else if (ts_move_equal (m, &p->killers[1]))
        key = ORDER_KILLER;
      else
        key = s->history[pos->board[m->from]][m->to];
      p->order[i] = key;

      /* the few moves above the quiet class go to the front, so that
       * picking them scans only them */
      if (key >= ORDER_KILLER)
        {
          TsMove t = list->moves[good];
          gint32 k = p->order[good];
          list->moves[good] = *m;
          p->order[good] = key;
          list->moves[i] = t;
          p->order[i] = k;
          good++;
        }
    }
  p->n_good = good;
}

static inline void
swap_moves (Ply *p, guint a, guint b)
{
  TsMove t = p->list.moves[a];
  gint32 k = p->order[a];

  p->list.moves[a] = p->list.moves[b];
  p->order[a] = p->order[b];
  p->list.moves[b] = t;
  p->order[b] = k;
}

/* Brings the best remaining move to index i: a full selection among the
 * good moves and the first quiet ones; beyond those the generation order
 * stands, as sorting a thousand moves would cost more than it saves. */
static void
pick_move (Ply *p, guint i)
{
  guint end = i < p->n_good ? p->n_good : i < p->n_good + QUIET_PICKS ? p->list.n : 0;
  guint best = i;

  for (guint j = i + 1; j < end; j++)
    if (p->order[j] > p->order[best])
      best = j;
  if (best != i)
    swap_moves (p, i, best);
}

/* The root's moves, once, in full order (a thousand moves once a move
 * is cheap); iterations then only bring each new best to the front. */
static void
sort_root_moves (Ply *p)
{
  for (guint i = 0; i < p->list.n; i++)
    {
      guint best = i;
      for (guint j = i + 1; j < p->list.n; j++)
        if (p->order[j] > p->order[best])
          best = j;
      swap_moves (p, i, best);
    }
}

static void
update_quiet_stats (TsSearch *s, Ply *p, const TsMove *m, int depth)
{
  gint32 *h = &s->history[s->pos->board[m->from]][m->to];

  if (!ts_move_equal (m, &p->killers[0]))
    {
      p->killers[1] = p->killers[0];
      p->killers[0] = *m;
    }
  *h += depth * depth;
  if (*h >= HISTORY_MAX)
    for (int pc = 0; pc < 512; pc++)
      for (int sq = 0; sq < TS_CELLS; sq++)
        s->history[pc][sq] /= 2;
}

/* ---- make / unmake with the material kept ---- */

static inline void
make (TsSearch *s, int ply, const TsMove *m, TsUndo *undo)
{
  s->plies[ply + 1].material = s->plies[ply].material + ts_eval_move_delta (s->pos, m);
  ts_position_make (s->pos, m, undo);
}

static inline void
update_pv (Ply *p, const Ply *child, const TsMove *m)
{
  p->pv[0] = *m;
  memcpy (p->pv + 1, child->pv, child->pv_len * sizeof (TsMove));
  p->pv_len = child->pv_len + 1;
}

/* ---- quiescence ---- */

/* Appends the captures of the side to move.  Captures never repeat a
 * position (material fell), so the repetition filter is not needed.  The
 * emperor's captures of small pieces are left out: it can take any of
 * them, and trying each would swamp the search. */
static void
generate_captures (TsSearch *s, TsMoveList *list)
{
  TsPosition *pos = s->pos;

  list->n = 0;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[pos->side][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        gboolean emperor = ts_eval_is_emperor (pos->board[from]);
        guint first = list->n, kept = first;

        ts_generate_piece_captures (pos, from, list);
        for (guint i = first; i < list->n; i++)
          {
            const TsMove *m = &list->moves[i];
            if (emperor && !ts_piece_is_royal (pos->board[m->to])
                && ts_eval_piece_value (pos->rules, pos->board[m->to]) < EMPEROR_MIN_VICTIM)
              continue;
            list->moves[kept++] = *m;
          }
        list->n = kept;
      }
}

/* Whether a capture is worth trying in quiescence: it wins the game, or
 * can raise alpha, and does not put a dear piece where a cheap one
 * recaptures it. */
static gboolean
qs_worth_trying (TsSearch *s, const TsMove *m, int stand_pat, int alpha)
{
  TsPosition *pos = s->pos;
  int gain = capture_gain (pos, m);
  TsPiece mover = pos->board[m->from];

  if (gain >= WIN_BONUS)
    return TRUE;
  if (stand_pat + gain + DELTA_MARGIN <= alpha)
    return FALSE;
  if (ts_eval_piece_value (pos->rules, mover) > gain + DELTA_MARGIN / 4
      && ts_eval_square_defended (pos, m->to, TS_OTHER (pos->side)))
    return FALSE;
  return TRUE;
}

static int
qsearch (TsSearch *s, int alpha, int beta, int ply, int qply)
{
  TsPosition *pos = s->pos;
  Ply *p = &s->plies[ply];
  int stand_pat, best, emperor_tries = 0;

  p->pv_len = 0;
  if (count_node (s))
    return 0;
  s->seldepth = MAX (s->seldepth, ply);
  if (!ts_position_has_royal (pos, pos->side))
    return mated_in (ply);

  best = stand_pat = ts_evaluate (pos, p->material);
  if (stand_pat >= beta || ply >= TS_SEARCH_MAX_PLY - 1 || qply >= QS_MAX_PLY)
    return stand_pat;
  alpha = MAX (alpha, stand_pat);

  generate_captures (s, &p->list);
  score_moves (s, p, NULL);
  for (guint i = 0; i < p->list.n; i++)
    {
      TsMove m;
      TsUndo undo;
      int score;

      pick_move (p, i);
      m = p->list.moves[i];
      /* the emperor's best few prey only: the rest are smaller */
      if (ts_eval_is_emperor (pos->board[m.from]) && !ts_piece_is_royal (pos->board[m.to])
          && emperor_tries++ >= QS_EMPEROR_TRIES)
        continue;
      if (!qs_worth_trying (s, &m, stand_pat, alpha))
        continue;
      make (s, ply, &m, &undo);
      score = -qsearch (s, -beta, -alpha, ply + 1, qply + 1);
      ts_position_unmake (pos, &undo);
      if (s->stopped)
        return 0;
      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              update_pv (p, &s->plies[ply + 1], &m);
              if (score >= beta)
                break;
            }
        }
    }
  return best;
}

/* ---- the main search ---- */

static int search (TsSearch *s, int depth, int alpha, int beta, int ply, gboolean pv_node);

/* A null move: the side to move passes (without a legal pass), to prove
 * that its position is good enough even so.  There is no zugzwang to
 * fear with 177 pieces a side. */
static gboolean
null_move_cuts (TsSearch *s, int depth, int beta, int ply)
{
  TsPosition *pos = s->pos;
  int r = 2 + depth / 4;
  int score;

  s->plies[ply + 1].material = s->plies[ply].material;
  ts_position_set_side (pos, TS_OTHER (pos->side));
  score = -search (s, depth - 1 - r, -beta, -beta + 1, ply + 1, FALSE);
  ts_position_set_side (pos, TS_OTHER (pos->side));
  return !s->stopped && score >= beta && score < TS_SCORE_MATE_BOUND;
}

static const TsMove *
probe_tt (TsSearch *s, int depth, int alpha, int beta, int ply, gboolean pv_node, int *cut_score)
{
  const TsTtEntry *e = ts_tt_probe (s->tt, s->pos->hash);
  int score;

  if (e == NULL)
    return NULL;
  score = score_from_tt (e->score, ply);
  if (!pv_node && e->depth >= depth
      && (e->bound == TS_TT_EXACT
          || (e->bound == TS_TT_LOWER && score >= beta)
          || (e->bound == TS_TT_UPPER && score <= alpha)))
    *cut_score = score;
  return e->move.from != 0 ? &e->move : NULL;
}

static int
search (TsSearch *s, int depth, int alpha, int beta, int ply, gboolean pv_node)
{
  TsPosition *pos = s->pos;
  Ply *p = &s->plies[ply];
  const TsMove *tt_move;
  TsMove hash_move, best_move = { 0 };
  int best = -TS_SCORE_INFINITE, alpha0 = alpha, cut = TS_SCORE_INFINITE;
  int static_eval = 0;
  gboolean prune_quiets = FALSE;
  guint n_quiets = 0;

  if (depth <= 0)
    return qsearch (s, alpha, beta, ply, 0);
  p->pv_len = 0;
  if (count_node (s))
    return 0;
  if (!ts_position_has_royal (pos, pos->side))
    return mated_in (ply);
  if (ply >= TS_SEARCH_MAX_PLY - 1)
    return ts_evaluate (pos, p->material);

  /* no line from here can beat a faster mate already found */
  alpha = MAX (alpha, mated_in (ply));
  beta = MIN (beta, -mated_in (ply + 1));
  if (alpha >= beta)
    return alpha;

  tt_move = probe_tt (s, depth, alpha, beta, ply, pv_node, &cut);
  if (cut != TS_SCORE_INFINITE)
    return cut;
  if (tt_move != NULL)
    hash_move = *tt_move;

  if (!pv_node)
    {
      static_eval = ts_evaluate (pos, p->material);
      if (depth >= 3 && static_eval >= beta && ABS (beta) < TS_SCORE_MATE_BOUND
          && null_move_cuts (s, depth, beta, ply))
        return beta;
      if (s->stopped)
        return 0;
      /* futility: quiet moves cannot bring a hopeless frontier node up */
      prune_quiets = depth <= 2 && static_eval + 150 * depth <= alpha && ABS (alpha) < TS_SCORE_MATE_BOUND;
    }

  if (ts_generate_legal (pos, &p->list) == 0)
    return mated_in (ply);
  score_moves (s, p, tt_move != NULL ? &hash_move : NULL);
  s->plies[ply + 1].killers[0].from = s->plies[ply + 1].killers[1].from = 0;

  for (guint i = 0; i < p->list.n; i++)
    {
      TsMove m;
      TsUndo undo;
      gboolean quiet;
      int score, new_depth = depth - 1, r = 0;

      pick_move (p, i);
      m = p->list.moves[i];
      quiet = !is_capture (&m) && p->order[i] < ORDER_KILLER;
      if (quiet && best > -TS_SCORE_MATE_BOUND)
        {
          n_quiets++;
          /* late-move pruning at the frontier */
          if (prune_quiets || (!pv_node && depth <= 3 && n_quiets > (guint) (6 + 6 * depth * depth)))
            continue;
          if (depth >= 3 && i >= 3)
            r = MIN (s->lmr[MIN (depth, 63)][MIN (i, 63)] + (int) (i > 200), new_depth - 1);
        }

      make (s, ply, &m, &undo);
      if (i == 0)
        score = -search (s, new_depth, -beta, -alpha, ply + 1, pv_node);
      else
        {
          score = -search (s, new_depth - MAX (r, 0), -alpha - 1, -alpha, ply + 1, FALSE);
          if (score > alpha && r > 0)
            score = -search (s, new_depth, -alpha - 1, -alpha, ply + 1, FALSE);
          if (score > alpha && pv_node)
            score = -search (s, new_depth, -beta, -alpha, ply + 1, TRUE);
        }
      ts_position_unmake (pos, &undo);
      if (s->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          best_move = m;
          if (score > alpha)
            {
              alpha = score;
              update_pv (p, &s->plies[ply + 1], &m);
              if (score >= beta)
                {
                  if (!is_capture (&m))
                    update_quiet_stats (s, p, &m, depth);
                  break;
                }
            }
        }
    }

  /* every move was pruned: the frontier node is as bad as it looked */
  if (best == -TS_SCORE_INFINITE)
    return alpha;

  ts_tt_store (s->tt, pos->hash, &best_move, score_to_tt (best, ply), depth,
               best >= beta ? TS_TT_LOWER : best > alpha0 ? TS_TT_EXACT : TS_TT_UPPER);
  return best;
}

/* ---- the root ---- */

typedef struct {
  TsSearch *s;
  TsSearchLimits limits;
  TsSearchProgressFunc progress;
  gpointer user_data;
  TsSearchInfo info;
  TsMove best;
  int best_score;
} Root;

/* One iteration over the root moves, kept in their order: the best of the
 * last iteration first.  A move whose search was interrupted counts for
 * nothing, but one that completed and beat the others is kept. */
static int
search_root (Root *r, int depth)
{
  TsSearch *s = r->s;
  Ply *p = &s->plies[0];
  int alpha = -TS_SCORE_INFINITE, beta = TS_SCORE_INFINITE;

  for (guint i = 0; i < p->list.n; i++)
    {
      TsMove m = p->list.moves[i];
      TsUndo undo;
      int score;

      make (s, 0, &m, &undo);
      if (i == 0)
        score = -search (s, depth - 1, -beta, -alpha, 1, TRUE);
      else
        {
          score = -search (s, depth - 1, -alpha - 1, -alpha, 1, FALSE);
          if (score > alpha && !s->stopped)
            score = -search (s, depth - 1, -beta, -alpha, 1, TRUE);
        }
      ts_position_unmake (s->pos, &undo);
      if (s->stopped)
        break;
      if (score > alpha)
        {
          alpha = score;
          r->best = m;
          r->best_score = score;
          update_pv (p, &s->plies[1], &m);
          /* keep the best first for the next iteration */
          memmove (&p->list.moves[1], &p->list.moves[0], i * sizeof (TsMove));
          p->list.moves[0] = m;
        }
    }
  return alpha;
}

static void
fill_info (Root *r, int depth)
{
  TsSearch *s = r->s;
  TsSearchInfo *info = &r->info;
  const Ply *root = &s->plies[0];
  gint64 us = g_get_monotonic_time () - s->start_us;
  gsize off = 0;

  info->depth = depth;
  info->seldepth = s->seldepth;
  info->score = r->best_score;
  info->nodes = s->nodes;
  info->time_ms = us / 1000;
  info->nps = us > 0 ? s->nodes * G_USEC_PER_SEC / (guint64) us : 0;
  info->n_pv = root->pv_len;
  memcpy (info->pv, root->pv, root->pv_len * sizeof (TsMove));
  info->pv_text[0] = '\0';
  for (guint i = 0; i < info->n_pv; i++)
    {
      char buf[TS_MOVE_STRING_MAX];
      ts_move_format (&info->pv[i], buf);
      off += g_snprintf (info->pv_text + off, sizeof info->pv_text - off, "%s%s", i ? " " : "", buf);
    }
}

static void
start_run (TsSearch *s, const TsPosition *pos, const TsSearchLimits *limits, const gint *stop)
{
  s->pos = ts_position_copy (pos);
  s->stop = stop;
  s->stopped = FALSE;
  s->nodes = 0;
  s->poll_countdown = 1;  /* look at the flag on the first node */
  s->seldepth = 0;
  s->node_limit = limits->nodes;
  s->start_us = g_get_monotonic_time ();
  s->deadline_us = limits->movetime_ms > 0 ? s->start_us + limits->movetime_ms * 1000 : 0;
  s->plies[0].material = ts_eval_material (s->pos);
  s->plies[0].pv_len = 0;
  ts_tt_new_search (s->tt);
}

/* Whether another iteration is likely to finish in the time left: each
 * one takes several times as long as the one before. */
static gboolean
time_for_next_iteration (const TsSearch *s, const TsSearchLimits *limits)
{
  gint64 elapsed = g_get_monotonic_time () - s->start_us;

  return limits->movetime_ms <= 0 || elapsed < limits->movetime_ms * 1000 * 2 / 5;
}

gboolean
ts_search_run (TsSearch *s, const TsPosition *pos, const TsSearchLimits *limits,
               const gint *stop, TsSearchProgressFunc progress, gpointer user_data,
               TsMove *best, TsSearchInfo *info)
{
  static const TsSearchLimits unlimited = { 0 };
  g_autofree Root *r = g_new0 (Root, 1);
  int max_depth;

  if (limits == NULL)
    limits = &unlimited;
  max_depth = limits->depth > 0 ? MIN (limits->depth, TS_SEARCH_MAX_PLY - 1) : TS_SEARCH_MAX_PLY - 1;
  start_run (s, pos, limits, stop);
  r->s = s;
  r->progress = progress;
  r->user_data = user_data;

  if (!ts_position_has_royal (s->pos, s->pos->side) || ts_generate_legal (s->pos, &s->plies[0].list) == 0)
    {
      g_clear_pointer (&s->pos, ts_position_free);
      return FALSE;
    }
  /* until an iteration says otherwise: the first move in capture order */
  score_moves (s, &s->plies[0], NULL);
  sort_root_moves (&s->plies[0]);
  r->best = s->plies[0].list.moves[0];
  r->best_score = 0;
  fill_info (r, 0);

  for (int depth = 1; depth <= max_depth; depth++)
    {
      search_root (r, depth);
      if (s->stopped)
        break;
      fill_info (r, depth);
      if (progress != NULL)
        progress (&r->info, user_data);
      /* a forced win or loss found: searching deeper changes nothing */
      if (ABS (r->best_score) > TS_SCORE_MATE_BOUND && depth >= TS_SCORE_MATE - ABS (r->best_score))
        break;
      if (!time_for_next_iteration (s, limits))
        break;
    }

  *best = r->best;
  if (info != NULL)
    {
      int depth = r->info.depth;
      fill_info (r, depth);
      *info = r->info;
    }
  g_clear_pointer (&s->pos, ts_position_free);
  return TRUE;
}

/* ---- helpers for front ends ---- */

gint64
ts_search_time_for_move (gint64 remaining_ms, gint64 increment_ms, int moves_to_go)
{
  /* games run long: plan for 40 more moves unless told otherwise, keep a
   * reserve for the overhead of the front end */
  int moves = moves_to_go > 0 ? moves_to_go : 40;
  gint64 t = remaining_ms / moves + increment_ms * 3 / 4;

  return CLAMP (t, 10, MAX (remaining_ms - 50, 10));
}

char *
ts_search_format_score (int score)
{
  if (score > TS_SCORE_MATE_BOUND)
    return g_strdup_printf ("mate %d", (TS_SCORE_MATE - score + 1) / 2);
  if (score < -TS_SCORE_MATE_BOUND)
    return g_strdup_printf ("mated %d", (TS_SCORE_MATE + score) / 2);
  return g_strdup_printf ("%d", score);
}
