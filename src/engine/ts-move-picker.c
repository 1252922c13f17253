/* ts-move-picker.c — the order of a node's moves, generated in stages. */
#include "ts-move-picker.h"

#include <string.h>

#include "ts-eval.h"
#include "ts-see.h"

#define QUIET_PICKS 12                /* quiet moves ordered by history */

/* Ordering classes: a move's sort key starts with its class. */
#define ORDER_CAPTURE (1 << 28)
#define ORDER_KILLER (1 << 27)
#define ORDER_PROMOTION (ORDER_KILLER + 2)  /* and its gain: above the killers */
#define ORDER_BAD_CAPTURE (-1)

/* The gain of a move in a variant the engine is not specialized for
 * (ts_engine_specialized()): its captures, promotion and burns
 * (ts_see_move_gain()), and the win bonus once every enemy royal is
 * gone. */
static int
plain_gain (const TsPosition *pos, const TsMove *m)
{
  gboolean wins, stays;
  int gain = ts_see_move_gain (pos, m, &wins, &stays);

  return wins ? gain + TS_PICK_WIN_BONUS : gain;
}

/* The gain of a capture by the values of the rule set's faces (one
 * look-up of the table for the many each move asks). */
static inline int
capture_gain (const TsPosition *pos, const gint32 *values, const TsMove *m)
{
  TsPiece mover = pos->board[m->from];
  int gain = 0;

  if (G_UNLIKELY (!ts_engine_specialized (pos->rules)))
    return plain_gain (pos, m);

  for (guint i = 0; i < m->n_captures; i++)
    {
      TsPiece victim = pos->board[m->captures[i]];
      gain += values[TS_PIECE_FACE (victim)];
      if (ts_engine_is_royal (victim) && pos->n_royals[TS_PIECE_COLOR (victim)] == 1)
        gain += TS_PICK_WIN_BONUS;
    }
  if (m->becomes != TS_EMPTY)
    gain += values[TS_PIECE_FACE (m->becomes)] - values[TS_PIECE_FACE (mover)];
  return gain;
}

int
ts_move_picker_capture_gain (const TsPosition *pos, const TsMove *m)
{
  return capture_gain (pos, ts_eval_piece_values (pos->rules), m);
}

static inline int
capture_order (const TsPosition *pos, const TsMove *m)
{
  const gint32 *values = ts_eval_piece_values (pos->rules);

  /* most valuable victim first, least valuable attacker among equals */
  return ORDER_CAPTURE + capture_gain (pos, values, m) * 64 - values[TS_PIECE_FACE (pos->board[m->from])] / 16;
}

/* The emperor taking a piece that is not royal and losing itself there:
 * a losing capture, and the commonest move of all (it can take almost
 * any piece), so it is told apart at once (ts_see() would say the
 * same).  `kept`: the box protections kept from ply to ply, asked
 * first (an interior node asks of nearly every enemy piece), or NULL. */
static inline gboolean
emperor_grab_loses_kept (const TsPickContext *ctx, TsKeptProtection *kept, const TsMove *m)
{
  return ts_eval_is_emperor_grab (ctx->pos, m) && ts_see_emperor_grab_loses_kept (ctx->pos, ctx->tracked, kept, m);
}

/* The same without kept protections: the whole-list ordering and the
 * debug check. */
static inline gboolean
emperor_grab_loses (const TsPickContext *ctx, const TsMove *m)
{
  return emperor_grab_loses_kept (ctx, NULL, m);
}

gboolean
ts_move_picker_capture_loses (const TsPickContext *ctx, const TsMove *m)
{
  TsPosition *pos = ctx->pos;
  const gint32 *values = ts_eval_piece_values (pos->rules);

  /* the picker hands out only the emperor's grabs that keep it, asked
   * once already: ts_see() would ask again and find no loss */
  if (ts_eval_is_emperor_grab (pos, m))
    {
#ifdef G_ENABLE_DEBUG
      g_warn_if_fail (!emperor_grab_loses (ctx, m));
#endif
      return FALSE;
    }
  /* taking at least the mover's worth never loses (in tenjiku, where a
   * move may burn its own piece, counted after the burns) */
  if (capture_gain (pos, values, m) >= values[TS_PIECE_FACE (pos->board[m->from])])
    return FALSE;
  /* In tenjiku an exchange that only breaks even (a general taking its
   * like and burnt for it) goes with the losing ones: even trades are
   * everywhere there (generals face each other down the files), and
   * searching them all first swamps quiescence. */
  if (G_UNLIKELY (!ts_engine_specialized (pos->rules)))
    return ts_see (pos, ctx->tracked, m) <= 0;
  return ts_see (pos, ctx->tracked, m) < 0;
}

/* Whether a move goes with the captures: it captures, or (tenjiku) it
 * burns enemy pieces without capturing (ts_engine_quiet_burns()). */
static inline gboolean
is_tactical (const TsPosition *pos, const TsMove *m)
{
  return ts_move_is_capture (m) || (G_UNLIKELY (!ts_engine_specialized (pos->rules)) && ts_engine_quiet_burns (pos, m));
}

/* What a quiet move's promotion adds (tenjiku, where promoting is a
 * choice, so that both moves come: the one that gains is tried first),
 * or 0. */
static inline int
promotion_gain (const TsPosition *pos, const TsMove *m)
{
  const gint32 *values;
  int gain;

  if (G_LIKELY (m->becomes == TS_EMPTY || ts_engine_specialized (pos->rules)))
    return 0;
  values = ts_eval_piece_values (pos->rules);
  gain = values[TS_PIECE_FACE (m->becomes)] - values[TS_PIECE_FACE (pos->board[m->from])];
  return MAX (gain, 0);
}

static inline gboolean
is_killer (const TsPickContext *ctx, const TsMove *m, int k)
{
  return ts_move_equal (m, &ctx->killers[k]);
}

static inline gint32
history_of (const TsPickContext *ctx, const TsMove *m)
{
  return ctx->history[ctx->pos->board[m->from]][m->to];
}

static inline void
swap_moves (TsMovePicker *mp, guint a, guint b)
{
  TsMove t = mp->list.moves[a];
  gint32 k = mp->order[a];

  mp->list.moves[a] = mp->list.moves[b];
  mp->order[a] = mp->order[b];
  mp->list.moves[b] = t;
  mp->order[b] = k;
}

/* Gives every move of the list its sort key; the few above the quiet
 * class go to the front, so that picking them scans only them. */
static void
score_moves (TsMovePicker *mp)
{
  const TsPickContext *ctx = &mp->ctx;
  guint good = 0;

  for (guint i = 0; i < mp->list.n; i++)
    {
      const TsMove *m = &mp->list.moves[i];
      gint32 key;

      if (emperor_grab_loses (ctx, m))
        key = ORDER_BAD_CAPTURE;
      else if (is_tactical (ctx->pos, m))
        key = capture_order (ctx->pos, m);
      else if (promotion_gain (ctx->pos, m) > 0)
        key = ORDER_PROMOTION + promotion_gain (ctx->pos, m);
      else if (is_killer (ctx, m, 0))
        key = ORDER_KILLER + 1;
      else if (is_killer (ctx, m, 1))
        key = ORDER_KILLER;
      else
        key = history_of (ctx, m);
      mp->order[i] = key;
      if (key >= ORDER_KILLER)
        swap_moves (mp, good++, i);
    }
  mp->n_good = good;
  mp->end = mp->list.n;
  mp->cursor = 0;
  mp->quiets_picked = FALSE;
}

/* Brings the best remaining good move to index i. */
static void
pick_move (TsMovePicker *mp, guint i)
{
  guint end = MIN (mp->n_good, mp->end);
  guint best = i;

  for (guint j = i + 1; j < end; j++)
    if (mp->order[j] > mp->order[best])
      best = j;
  if (best != i)
    swap_moves (mp, i, best);
}

/* Brings the QUIET_PICKS quiet moves with the best history, in order, to
 * the front of the quiet ones, in one pass; beyond those the generation
 * order stands, as sorting a thousand moves would cost more than it
 * saves. */
static void
pick_quiets (TsMovePicker *mp)
{
  guint top[QUIET_PICKS], n = 0;

  for (guint j = mp->n_good; j < mp->end; j++)
    {
      guint k;

      if (n == QUIET_PICKS && mp->order[j] <= mp->order[top[n - 1]])
        continue;
      /* tested only here, for the few that would be picked */
      if (ts_move_repeats (mp->ctx.pos, &mp->list.moves[j]))
        continue;
      if (n < QUIET_PICKS)
        n++;
      for (k = n - 1; k > 0 && mp->order[top[k - 1]] < mp->order[j]; k--)
        top[k] = top[k - 1];
      top[k] = j;
    }
  for (guint r = 0; r < n; r++)
    {
      guint slot = mp->n_good + r;

      /* a later pick standing in the slot moves to where this one was */
      for (guint q = r + 1; q < n; q++)
        if (top[q] == slot)
          top[q] = top[r];
      swap_moves (mp, slot, top[r]);
    }
  mp->quiets_picked = TRUE;
}

static inline TsMove *
losing_capture (TsMovePicker *mp, guint i)
{
  return &mp->list.moves[TS_MAX_MOVES - 1 - i];
}

/* Keeps a losing capture for the last stage, at the far end of the list
 * (a position's captures and quiet moves together fit in the list). */
static inline void
keep_losing_capture (TsMovePicker *mp, const TsMove *m)
{
  *losing_capture (mp, mp->n_losing++) = *m;
}

/* Drops the hash move, tried already, from a stage's moves. */
static void
drop_hash_move (TsMovePicker *mp)
{
  if (!mp->has_hash_move)
    return;
  for (guint i = 0; i < mp->list.n; i++)
    if (ts_move_equal (&mp->list.moves[i], &mp->hash_move))
      {
        mp->list.moves[i] = mp->list.moves[--mp->list.n];
        return;
      }
}

/* Replaces the list with the captures of the side to move, generating
 * again only the pieces whose captures the moves since the node two
 * plies up may have changed, when that node kept its own. */
static void
generate_captures (TsMovePicker *mp, guint emperor_victims)
{
  const TsCaptureSource *src = &mp->source;

  mp->list.n = 0;
  ts_engine_generate_captures_since (mp->ctx.pos, mp->ctx.tracked, emperor_victims, src->earlier, src->between,
                                     src->n_between, src->keep, &mp->list);
  /* the moves that burn come with the captures (is_tactical()) */
  if (G_UNLIKELY (!ts_engine_specialized (mp->ctx.pos->rules)))
    ts_engine_generate_burning_quiets (mp->ctx.pos, &mp->list);
}

/* Leaves out the quiet moves that burn: they came with the captures. */
static void
drop_burning_quiets (TsMovePicker *mp)
{
  guint kept = 0;

  for (guint i = 0; i < mp->list.n; i++)
    if (!ts_engine_quiet_burns (mp->ctx.pos, &mp->list.moves[i]))
      mp->list.moves[kept++] = mp->list.moves[i];
  mp->list.n = kept;
}

/* The captures, ordered by gain; the emperor's grabs that lose it go
 * straight to the losing ones. */
static void
generate_capture_stage (TsMovePicker *mp)
{
  const TsPickContext *ctx = &mp->ctx;
  TsKeptProtection *protection = mp->source.keep_protection;
  guint kept = 0;

  generate_captures (mp, TS_ENGINE_ALL_EMPEROR_VICTIMS);
  drop_hash_move (mp);
  if (protection != NULL)
    ts_kept_protection_start (protection, ctx->pos, mp->source.earlier_protection, mp->source.between,
                              mp->source.n_between);
  for (guint i = 0; i < mp->list.n; i++)
    {
      const TsMove *m = &mp->list.moves[i];

      if (emperor_grab_loses_kept (ctx, protection, m))
        keep_losing_capture (mp, m);
      else
        {
          mp->order[kept] = capture_order (ctx->pos, m);
          mp->list.moves[kept++] = *m;
        }
    }
  g_assert (kept + mp->n_losing <= TS_MAX_MOVES);
  mp->list.n = mp->n_good = mp->end = kept;
  mp->cursor = 0;
}

/* Brings the quiet promotions that gain (tenjiku), beyond the first
 * `good` moves, to the front with them; returns the new count. */
static guint
front_promotions (TsMovePicker *mp, guint good)
{
  for (guint i = good; i < mp->list.n; i++)
    {
      const TsMove *m = &mp->list.moves[i];
      int promotion = promotion_gain (mp->ctx.pos, m);

      if (promotion > 0 && !ts_move_repeats (mp->ctx.pos, m))
        {
          mp->order[i] = ORDER_PROMOTION + promotion;
          swap_moves (mp, good++, i);
        }
    }
  return good;
}

/* The quiet moves, killers first, the rest by history; those that
 * repeat a position are left out as they come (see TS_PICK_QUIETS). */
static void
generate_quiet_stage (TsMovePicker *mp)
{
  const TsPickContext *ctx = &mp->ctx;
  gboolean plain = !ts_engine_specialized (ctx->pos->rules);
  guint good = 0;

  mp->list.n = 0;
  ts_engine_generate_quiets_with_repetitions (ctx->pos, &mp->list);
  if (G_UNLIKELY (plain))
    drop_burning_quiets (mp);
  drop_hash_move (mp);
  g_assert (mp->list.n + mp->n_losing <= TS_MAX_MOVES);
  for (guint i = 0; i < mp->list.n; i++)
    {
      const TsMove *m = &mp->list.moves[i];

      if ((is_killer (ctx, m, 0) || is_killer (ctx, m, 1)) && !ts_move_repeats (ctx->pos, m))
        {
          mp->order[i] = ORDER_KILLER + is_killer (ctx, m, 0);
          swap_moves (mp, good++, i);
        }
      else
        mp->order[i] = history_of (ctx, m);
    }
  /* a pass of its own, so that tai's thousand quiet moves go by as
   * fast as before */
  if (G_UNLIKELY (plain))
    good = front_promotions (mp, good);
  mp->n_good = good;
  mp->end = mp->list.n;
  mp->cursor = 0;
  mp->quiets_picked = FALSE;
}

void
ts_move_picker_start (TsMovePicker *mp, const TsPickContext *ctx, const TsCaptureSource *source,
                      const TsMove *hash_move, TsMoveList *scratch)
{
  mp->ctx = *ctx;
  mp->source = *source;
  mp->stage = TS_PICK_HASH;
  mp->has_hash_move = hash_move != NULL && ts_engine_move_is_legal (ctx->pos, ctx->tracked, hash_move, scratch);
  if (mp->has_hash_move)
    mp->hash_move = *hash_move;
  mp->n_losing = 0;
}

void
ts_move_picker_start_quiescence (TsMovePicker *mp, const TsPickContext *ctx, const TsCaptureSource *source,
                                 guint emperor_victims)
{
  mp->ctx = *ctx;
  mp->source = *source;
  mp->stage = TS_PICK_QUIESCENCE_CAPTURES;
  generate_captures (mp, emperor_victims);
  /* the captures scored as losing stand behind the good ones, and are
   * never handed out */
  score_moves (mp);
}

guint
ts_move_picker_start_every_move (TsMovePicker *mp, const TsPickContext *ctx)
{
  mp->ctx = *ctx;
  mp->stage = TS_PICK_EVERY_MOVE;
  mp->cursor = 0;
  return ts_engine_generate_legal (ctx->pos, ctx->tracked, &mp->list);
}

/* The next capture that does not lose, or FALSE when none is left. */
static gboolean
next_good_capture (TsMovePicker *mp, TsMove *m)
{
  while (mp->cursor < mp->end)
    {
      guint i = mp->cursor;

      pick_move (mp, i);
      if (ts_move_picker_capture_loses (&mp->ctx, &mp->list.moves[i]))
        {
          keep_losing_capture (mp, &mp->list.moves[i]);
          swap_moves (mp, i, --mp->end);
          mp->n_good = mp->end;
          continue;
        }
      mp->cursor++;
      *m = mp->list.moves[i];
      return TRUE;
    }
  return FALSE;
}

/* The next quiet move (killers first) that does not repeat a position. */
static gboolean
next_quiet (TsMovePicker *mp, TsMove *m, gboolean *good)
{
  while (mp->cursor < mp->end)
    {
      guint i = mp->cursor;

      if (i < mp->n_good)
        pick_move (mp, i);
      else if (!mp->quiets_picked)
        pick_quiets (mp);
      mp->cursor++;
      /* the quiet moves come untested for repetition; the killers were
       * tested */
      if (i >= mp->n_good && ts_move_repeats (mp->ctx.pos, &mp->list.moves[i]))
        continue;
      *m = mp->list.moves[i];
      *good = mp->order[i] >= ORDER_KILLER;
      return TRUE;
    }
  return FALSE;
}

gboolean
ts_move_picker_next (TsMovePicker *mp, gboolean good_only, TsMove *m, gboolean *good)
{
  switch (mp->stage)
    {
    case TS_PICK_HASH:
      mp->stage = TS_PICK_CAPTURES;
      generate_capture_stage (mp);
      if (mp->has_hash_move)
        {
          *m = mp->hash_move;
          *good = TRUE;
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case TS_PICK_CAPTURES:
      *good = TRUE;
      if (next_good_capture (mp, m))
        return TRUE;
      if (good_only)
        return FALSE;
      mp->stage = TS_PICK_QUIETS;
      generate_quiet_stage (mp);
      G_GNUC_FALLTHROUGH;
    case TS_PICK_QUIETS:
      if (next_quiet (mp, m, good))
        return TRUE;
      mp->stage = TS_PICK_LOSING_CAPTURES;
      mp->cursor = 0;
      G_GNUC_FALLTHROUGH;
    case TS_PICK_LOSING_CAPTURES:
      if (mp->cursor < mp->n_losing)
        {
          *m = *losing_capture (mp, mp->cursor++);
          *good = FALSE;
          return TRUE;
        }
      mp->stage = TS_PICK_DONE;
      return FALSE;
    case TS_PICK_QUIESCENCE_CAPTURES:
      if (mp->cursor < mp->n_good)
        {
          pick_move (mp, mp->cursor);
          *m = mp->list.moves[mp->cursor++];
          *good = TRUE;
          return TRUE;
        }
      mp->stage = TS_PICK_DONE;
      return FALSE;
    case TS_PICK_EVERY_MOVE:
      if (mp->cursor < mp->list.n)
        {
          *m = mp->list.moves[mp->cursor++];
          *good = TRUE;
          return TRUE;
        }
      mp->stage = TS_PICK_DONE;
      return FALSE;
    case TS_PICK_DONE:
    default:
      return FALSE;
    }
}

void
ts_move_picker_sort (const TsPickContext *ctx, TsMoveList *list)
{
  g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);

  mp->ctx = *ctx;
  mp->list.n = list->n;
  memcpy (mp->list.moves, list->moves, list->n * sizeof (TsMove));
  score_moves (mp);
  /* a selection sort: once a search, and the ties keep their places */
  for (guint i = 0; i < mp->list.n; i++)
    {
      guint best = i;
      for (guint j = i + 1; j < mp->list.n; j++)
        if (mp->order[j] > mp->order[best])
          best = j;
      swap_moves (mp, i, best);
    }
  memcpy (list->moves, mp->list.moves, list->n * sizeof (TsMove));
}
