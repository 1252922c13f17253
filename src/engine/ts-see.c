/* ts-see.c — static exchange evaluation by the swap algorithm, with the
 * attackers found from the square (ts-attacks.c) after each capture, so
 * that pieces behind the first (x-rays) join in. */
#include "ts-see.h"

#include "ts-eval.h"

#define MAX_SWAPS 32
#define MAX_ATTACKERS 16

/* Board edits the exchange makes, undone in reverse order: the first
 * capture's (its victims, the start and final squares), then two a
 * recapture. */
#define MAX_EDITS (TS_MAX_CAPTURES + 2 + 2 * MAX_SWAPS)

typedef struct {
  TsSquare sq[MAX_EDITS];
  TsPiece was[MAX_EDITS];
  guint n;
} Scratch;

static void
scratch_set (TsPosition *pos, Scratch *s, TsSquare sq, TsPiece pc)
{
  g_assert (s->n < MAX_EDITS);
  s->sq[s->n] = sq;
  s->was[s->n++] = pos->board[sq];
  pos->board[sq] = pc;
}

static void
scratch_undo (TsPosition *pos, Scratch *s)
{
  while (s->n > 0)
    {
      s->n--;
      pos->board[s->sq[s->n]] = s->was[s->n];
    }
}

/* The cheapest piece of `side` that can take on `sq` now: an ordinary
 * attacker (the hook pieces, among the dearest, only when there is no
 * other), else the emperor (a royal only when nothing protects it). */
static TsSquare
cheapest_attacker (TsPosition *pos, const TsTracked *t, const gint32 *values, TsSquare sq, TsColor side)
{
  TsSquare found[MAX_ATTACKERS], best = 0, emperor;
  guint n = ts_attackers_within (pos, t, sq, side, found, MAX_ATTACKERS, FALSE);
  int best_value = G_MAXINT;

  if (n == 0)
    n = ts_attackers (pos, t, sq, side, found, 1);
  for (guint i = 0; i < n; i++)
    {
      int v = values[TS_PIECE_FACE (pos->board[found[i]])];
      if (v < best_value)
        {
          best_value = v;
          best = found[i];
        }
    }
  if (best != 0)
    return best;
  emperor = ts_tracked_emperor (pos, t, side);
  if (emperor == 0 || !ts_eval_is_emperor (pos->board[emperor]))
    return 0;
  if (ts_engine_is_royal (pos->board[sq]) && ts_attacked (pos, t, sq, TS_OTHER (side)))
    return 0;
  return emperor;
}

/* Whether the emperor, having grabbed on `m->to`, stands protected once
 * the enemy emperor on `theirs` has taken it: by then both emperors'
 * first squares are empty. */
static gboolean
emperor_protected_after_grab (TsPosition *pos, const TsTracked *t, const TsMove *m, TsSquare theirs)
{
  TsColor us = TS_PIECE_COLOR (pos->board[m->from]);
  Scratch scratch = { .n = 0 };
  gboolean protected_;

  scratch_set (pos, &scratch, m->from, TS_EMPTY);
  scratch_set (pos, &scratch, theirs, TS_EMPTY);
  protected_ = ts_attacked (pos, t, m->to, us);
  scratch_undo (pos, &scratch);
  return protected_;
}

gboolean
ts_see_emperor_grab_loses_kept (TsPosition *pos, const TsTracked *t, TsKeptProtection *kept, const TsMove *m)
{
  TsColor them = TS_OTHER (TS_PIECE_COLOR (pos->board[m->from]));
  TsSquare theirs;

  if ((kept != NULL && ts_kept_protection_ask (kept, pos, m->to)) || ts_attacked (pos, t, m->to, them))
    return TRUE;
  /* Against an enemy emperor it needs a protector as well: unprotected,
   * as it mostly is deep in the enemy camp where its prey stands, it is
   * taken by that emperor from anywhere (the question above leaves
   * emperors out).  Most grabs stop at that question, their prey being
   * defended, so this one is rarely asked. */
  theirs = ts_tracked_emperor (pos, t, them);
  return theirs != 0 && !emperor_protected_after_grab (pos, t, m, theirs);
}

gboolean
ts_see_emperor_grab_loses (TsPosition *pos, const TsTracked *t, const TsMove *m)
{
  return ts_see_emperor_grab_loses_kept (pos, t, NULL, m);
}

/* What taking `pc` is worth (`values` by face); the last royal ends
 * the game. */
static int
victim_value (const gint32 *values, const int royals_left[2], TsPiece pc)
{
  if (ts_engine_is_royal (pc) && royals_left[TS_PIECE_COLOR (pc)] == 1)
    return TS_SEE_WIN;
  return values[TS_PIECE_FACE (pc)];
}

/* ---- a variant the attack tables leave to the core (tenjiku) ---- */

int
ts_see_move_gain (const TsPosition *pos, const TsMove *m, gboolean *wins, gboolean *stays)
{
  const gint32 *values = ts_eval_piece_values (pos->rules);
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;
  TsColor them = TS_OTHER (TS_PIECE_COLOR (mover));
  int gain = values[TS_PIECE_FACE (after)] - values[TS_PIECE_FACE (mover)];
  guint royals_taken = 0;
  TsBurns burns;

  for (guint i = 0; i < m->n_captures; i++)
    {
      TsPiece victim = pos->board[m->captures[i]];

      gain += values[TS_PIECE_FACE (victim)];
      royals_taken += ts_engine_is_royal (victim);
    }
  if (ts_move_may_burn (pos, m))
    ts_position_burns (pos, m, &burns);
  else
    {
      burns.n = 0;
      burns.mover_burnt = FALSE;
    }
  if (burns.mover_burnt)
    gain -= values[TS_PIECE_FACE (after)];
  else
    for (guint i = 0; i < burns.n; i++)
      {
        TsPiece victim = pos->board[burns.squares[i]];

        gain += values[TS_PIECE_FACE (victim)];
        royals_taken += ts_engine_is_royal (victim);
      }
  *wins = royals_taken > 0 && royals_taken >= pos->n_royals[them];
  *stays = !burns.mover_burnt;
  return gain;
}

/* The side to move's recapture on `sq` by its cheapest piece that
 * reaches it (ts_plain_capture()). */
static gboolean
plain_recapture (TsPosition *pos, const gint32 *values, TsSquare sq, TsMove *out)
{
  TsSquare found[MAX_ATTACKERS];
  guint n = ts_attackers_within (pos, NULL, sq, pos->side, found, MAX_ATTACKERS, FALSE);
  guint best = 0;

  if (n == 0)
    return FALSE;
  for (guint j = 1; j < n; j++)
    if (values[TS_PIECE_FACE (pos->board[found[j]])] < values[TS_PIECE_FACE (pos->board[found[best]])])
      best = j;
  ts_plain_capture (pos, found[best], sq, out);
  return TRUE;
}

/* What the side to move gains by going on with the exchange on `sq`
 * (0 when it stops), each capture made and unmade with the core's make,
 * so that what burns burns. */
static int
plain_exchange (TsPosition *pos, const gint32 *values, TsSquare sq, int depth)
{
  TsMove m;
  TsUndo undo;
  gboolean wins, stays;
  int gain;

  if (depth >= MAX_SWAPS || !plain_recapture (pos, values, sq, &m))
    return 0;
  gain = ts_see_move_gain (pos, &m, &wins, &stays);
  if (wins)
    return TS_SEE_WIN;
  if (stays && m.to == sq)
    {
      ts_position_make (pos, &m, &undo);
      gain -= plain_exchange (pos, values, sq, depth + 1);
      ts_position_unmake (pos, &undo);
    }
  return MAX (0, gain);
}

static int
plain_see (TsPosition *pos, const TsMove *m)
{
  gboolean wins, stays;
  int gain = ts_see_move_gain (pos, m, &wins, &stays);
  TsUndo undo;

  if (wins)
    return TS_SEE_WIN;
  /* a last royal that burns itself loses the game */
  if (!stays && ts_engine_is_royal (pos->board[m->from]) && pos->n_royals[pos->side] == 1)
    return -TS_SEE_WIN;
  if (!stays)
    return gain;
  ts_position_make (pos, m, &undo);
  gain -= plain_exchange (pos, ts_eval_piece_values (pos->rules), m->to, 1);
  ts_position_unmake (pos, &undo);
  return gain;
}

int
ts_see (TsPosition *pos, const TsTracked *t, const TsMove *m)
{
  TsPiece mover = pos->board[m->from];
  TsPiece on_square = m->becomes != TS_EMPTY ? m->becomes : mover;
  TsColor side = TS_OTHER (TS_PIECE_COLOR (mover));
  const gint32 *values = ts_eval_piece_values (pos->rules);
  int royals_left[2] = { pos->n_royals[0], pos->n_royals[1] };
  int gain[MAX_SWAPS];
  Scratch scratch = { .n = 0 };
  int d = 0;

  if (G_UNLIKELY (!ts_engine_specialized (pos->rules)))
    return plain_see (pos, m);
  if (ts_eval_is_emperor_grab (pos, m))
    {
      int victim = values[TS_PIECE_FACE (pos->board[m->to])];
      return ts_see_emperor_grab_loses (pos, t, m) ? victim - values[TS_PIECE_FACE (mover)] : victim;
    }
  gain[0] = values[TS_PIECE_FACE (on_square)] - values[TS_PIECE_FACE (mover)];
  for (guint i = 0; i < m->n_captures; i++)
    {
      TsPiece victim = pos->board[m->captures[i]];
      int v = victim_value (values, royals_left, victim);

      if (v == TS_SEE_WIN)
        {
          /* an earlier victim of this move may already be lifted */
          scratch_undo (pos, &scratch);
          return TS_SEE_WIN;
        }
      if (ts_engine_is_royal (victim))
        royals_left[TS_PIECE_COLOR (victim)]--;
      gain[0] += v;
      scratch_set (pos, &scratch, m->captures[i], TS_EMPTY);
    }
  scratch_set (pos, &scratch, m->from, TS_EMPTY);
  scratch_set (pos, &scratch, m->to, on_square);

  while (d + 1 < MAX_SWAPS)
    {
      TsSquare from = cheapest_attacker (pos, t, values, m->to, side);
      int v;

      if (from == 0)
        break;
      v = victim_value (values, royals_left, on_square);
      d++;
      if (v == TS_SEE_WIN)
        {
          gain[d] = TS_SEE_WIN;
          break;
        }
      gain[d] = v - gain[d - 1];
      /* neither side can gain by going on */
      if (MAX (-gain[d - 1], gain[d]) < 0)
        break;
      if (ts_engine_is_royal (on_square))
        royals_left[TS_PIECE_COLOR (on_square)]--;
      on_square = pos->board[from];
      scratch_set (pos, &scratch, from, TS_EMPTY);
      scratch_set (pos, &scratch, m->to, on_square);
      side = TS_OTHER (side);
    }
  scratch_undo (pos, &scratch);

  while (d > 0)
    {
      gain[d - 1] = -MAX (-gain[d - 1], gain[d]);
      d--;
    }
  return gain[0];
}
