/* ts-engine-movegen.c — legal moves with a fast emperor (see the header). */
#include "ts-engine-movegen.h"

#include "ts-eval.h"

/* Whether the rule set's emperor follows RULES.md (any non-royal, royals
 * only unprotected), the rule this file answers fast; under another the
 * core generates the emperor's moves. */
static gboolean
fast_emperor (const TsPosition *pos)
{
  return ts_rules_emperor_capture_rule (pos->rules) == TS_EMPEROR_TAKES_UNPROTECTED_ROYALS;
}

/* Board only, for trying a capture out and taking it back. */
static inline TsPiece
swap_in (TsPosition *pos, TsSquare sq, TsPiece pc)
{
  TsPiece old = pos->board[sq];

  pos->board[sq] = pc;
  return old;
}

/* Whether the victim side could answer the emperor's capture of its royal
 * on `target` (RULES.md section 3): by any of its pieces but its emperor,
 * or by its emperor if that recapture would itself be allowed.  The
 * rule as ts-movegen.c applies it, asked from the square. */
static gboolean
royal_is_protected (TsPosition *pos, const TsTracked *t, TsSquare from, TsSquare target)
{
  TsPiece emperor = pos->board[from];
  TsColor us = TS_PIECE_COLOR (emperor), them = TS_OTHER (us);
  TsPiece victim = swap_in (pos, target, emperor);
  gboolean protected_;

  swap_in (pos, from, TS_EMPTY);
  protected_ = ts_attacked (pos, t, target, them);
  if (!protected_)
    {
      TsSquare theirs = ts_tracked_emperor (pos, t, them);

      if (theirs != 0)
        {
          TsPiece their_emperor = swap_in (pos, theirs, TS_EMPTY);
          swap_in (pos, target, their_emperor);
          protected_ = !ts_attacked (pos, t, target, us);
          swap_in (pos, target, emperor);
          swap_in (pos, theirs, their_emperor);
        }
    }
  swap_in (pos, from, emperor);
  swap_in (pos, target, victim);
  return protected_;
}

static inline TsMove *
push (TsMoveList *list, TsSquare from, TsSquare to)
{
  TsMove *m = &list->moves[list->n++];

  g_assert (list->n <= TS_MAX_MOVES);
  m->from = from;
  m->to = to;
  m->n_captures = 0;
  m->becomes = TS_EMPTY;
  return m;
}

static void
emperor_capture (TsPosition *pos, const TsTracked *t, TsSquare from, TsSquare sq, TsMoveList *list)
{
  if (!ts_engine_is_royal (pos->board[sq]) || !royal_is_protected (pos, t, from, sq))
    {
      /* the emperor never promotes nor catches contagion */
      TsMove *m = push (list, from, sq);
      m->captures[0] = sq;
      m->n_captures = 1;
    }
}

void
ts_engine_generate_captures (TsPosition *pos, const TsTracked *t, TsSquare from,
                             guint emperor_max_victims, TsMoveList *list)
{
  TsSquare best[TS_ENGINE_MAX_EMPEROR_VICTIMS];
  int best_value[TS_ENGINE_MAX_EMPEROR_VICTIMS];
  guint n = 0;
  TsColor them;

  if (!ts_eval_is_emperor (pos->board[from]) || !fast_emperor (pos))
    {
      ts_generate_piece_captures (pos, from, list);
      return;
    }
  emperor_max_victims = MIN (emperor_max_victims, TS_ENGINE_MAX_EMPEROR_VICTIMS);
  them = TS_OTHER (TS_PIECE_COLOR (pos->board[from]));
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[them][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        TsPiece victim = pos->board[sq];
        int v = ts_eval_piece_value (pos->rules, victim);
        guint k;

        if (ts_engine_is_royal (victim))
          {
            emperor_capture (pos, t, from, sq, list);
            continue;
          }
        /* the dearest victims, kept in order */
        if (n == emperor_max_victims && v <= best_value[n - 1])
          continue;
        if (n < emperor_max_victims)
          n++;
        for (k = n - 1; k > 0 && best_value[k - 1] < v; k--)
          {
            best[k] = best[k - 1];
            best_value[k] = best_value[k - 1];
          }
        best[k] = sq;
        best_value[k] = v;
      }
  for (guint i = 0; i < n; i++)
    emperor_capture (pos, t, from, best[i], list);
}

static void
generate_emperor_captures (TsPosition *pos, const TsTracked *t, TsSquare from, TsMoveList *list)
{
  TsColor them = TS_OTHER (TS_PIECE_COLOR (pos->board[from]));

  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[them][w]; bits != 0; bits &= bits - 1)
      emperor_capture (pos, t, from, (TsSquare) (w * 64 + __builtin_ctzll (bits)), list);
}

void
ts_engine_generate_all_captures (TsPosition *pos, const TsTracked *t, TsMoveList *list)
{
  TsColor us = pos->side;

  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (ts_eval_is_emperor (pos->board[from]) && fast_emperor (pos))
          generate_emperor_captures (pos, t, from, list);
        else
          ts_generate_piece_captures (pos, from, list);
      }
}

/* Leaves out the moves from `first` on that repeat a position. */
static void
drop_repetitions (const TsPosition *pos, TsMoveList *list, guint first)
{
  guint kept = first;

  for (guint i = first; i < list->n; i++)
    if (!ts_move_repeats (pos, &list->moves[i]))
      list->moves[kept++] = list->moves[i];
  list->n = kept;
}

static void
generate_emperor_quiets (const TsPosition *pos, TsSquare from, TsMoveList *list)
{
  for (int y = 0; y < TS_SIZE; y++)
    {
      TsSquare sq = ts_square (0, y);
      for (int x = 0; x < TS_SIZE; x++, sq++)
        if (pos->board[sq] == TS_EMPTY)
          push (list, from, sq);
    }
}

void
ts_engine_generate_quiets (TsPosition *pos, TsMoveList *list)
{
  TsColor us = pos->side;
  guint first = list->n;

  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (ts_eval_is_emperor (pos->board[from]) && fast_emperor (pos))
          generate_emperor_quiets (pos, from, list);
        else
          ts_generate_piece_quiets (pos, from, list);
      }
  drop_repetitions (pos, list, first);
}

/* Whether the emperor's move `m` is one the generator gives. */
static gboolean
emperor_move_exists (TsPosition *pos, const TsTracked *t, const TsMove *m)
{
  TsPiece target = pos->board[m->to];
  TsMove expected = { .from = m->from, .to = m->to, .becomes = TS_EMPTY };

  if (m->to == m->from || (target != TS_EMPTY && TS_PIECE_COLOR (target) == pos->side))
    return FALSE;
  if (target != TS_EMPTY)
    {
      if (ts_engine_is_royal (target) && royal_is_protected (pos, t, m->from, m->to))
        return FALSE;
      expected.captures[0] = m->to;
      expected.n_captures = 1;
    }
  return ts_move_equal (&expected, m);
}

gboolean
ts_engine_move_is_legal (TsPosition *pos, const TsTracked *t, const TsMove *m, TsMoveList *scratch)
{
  TsPiece mover = pos->board[m->from];
  gboolean exists = FALSE;

  if (m->from >= TS_CELLS || m->to >= TS_CELLS || mover == TS_EMPTY || mover == TS_OFFBOARD
      || TS_PIECE_COLOR (mover) != pos->side || pos->board[m->to] == TS_OFFBOARD)
    return FALSE;
  if (ts_eval_is_emperor (mover) && fast_emperor (pos))
    exists = emperor_move_exists (pos, t, m);
  else
    {
      scratch->n = 0;
      ts_generate_piece_moves (pos, m->from, scratch);
      for (guint i = 0; i < scratch->n && !exists; i++)
        exists = ts_move_equal (&scratch->moves[i], m);
    }
  return exists && !ts_move_repeats (pos, m);
}

guint
ts_engine_generate_legal (TsPosition *pos, const TsTracked *t, TsMoveList *list)
{
  TsColor us = pos->side;

  if (!fast_emperor (pos))
    return ts_generate_legal (pos, list);
  list->n = 0;
  if (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE))
    return 0;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (ts_eval_is_emperor (pos->board[from]))
          {
            generate_emperor_quiets (pos, from, list);
            generate_emperor_captures (pos, t, from, list);
          }
        else
          ts_generate_piece_moves (pos, from, list);
      }
  drop_repetitions (pos, list, 0);
  return list->n;
}
