/* ts-engine-movegen.c — legal moves with a fast emperor (see the header). */
#include "ts-engine-movegen.h"

#include <string.h>

#include "ts-eval.h"

/* Whether the rule set's emperor follows RULES.md (any non-royal, royals
 * only unprotected), the rule this file answers fast; under another the
 * core generates the emperor's moves. */
static gboolean
fast_emperor (const TsPosition *pos)
{
  return ts_rules_emperor_capture_rule (pos->rules) == TS_EMPEROR_TAKES_UNPROTECTED_ROYALS;
}

/* How far (in king steps) each face can capture, for the faces that
 * capture near by (ranges and hooks reach across the board): what its
 * moves reach on an empty board, as every capture takes a square the
 * piece could move to. */
#define NEAR_REACH_MAX 3

static gpointer
build_near_reach (TsRules rules)
{
  guint8 *reach = g_new0 (guint8, 256);
  g_autofree gboolean *squares = g_new (gboolean, TS_CELLS);
  TsSquare centre = ts_square (TS_SIZE / 2, TS_SIZE / 2);

  for (int face = 1; face < 256; face++)
    {
      TsPieceType type = TS_PIECE_TYPE (face);
      int farthest = 0;

      reach[face] = G_MAXUINT8;
      if (type >= TS_N_PIECE_TYPES
          || (TS_PIECE_IS_PROMOTED (face) && ts_rules_piece_info (rules, type)->promotes_to == TS_PIECE_NONE))
        continue;
      ts_movement_reach (rules, (TsPiece) face, centre, NULL, squares);
      for (TsSquare sq = 0; sq < TS_CELLS; sq++)
        if (squares[sq])
          farthest = MAX (farthest, MAX (ABS (ts_square_x (sq) - TS_SIZE / 2), ABS (ts_square_y (sq) - TS_SIZE / 2)));
      if (farthest <= NEAR_REACH_MAX)
        reach[face] = (guint8) farthest;
    }
  return reach;
}

/* Each face's reach when it is NEAR_REACH_MAX or less, else G_MAXUINT8. */
static const guint8 *
near_reach_table (TsRules rules)
{
  /* Built once a rule set, read-only after: constants, not state. */
  static gpointer reach_tables[TS_N_RULES];
  static gsize built;

  if (G_UNLIKELY (g_atomic_pointer_get (&reach_tables[rules]) == NULL))
    ts_rules_build_tables_once (&built, reach_tables, build_near_reach);
  return reach_tables[rules];
}

/* A set of squares, as the position's occupancy words. */
typedef struct {
  guint64 w[TS_OCC_WORDS];
} SquareSet;

/* `set` moved by `k` squares (0 < k < 64) towards the higher squares,
 * or the lower with `down`. */
static void
shift_set (SquareSet *out, const SquareSet *set, guint k, gboolean down)
{
  for (int i = 0; i < TS_OCC_WORDS; i++)
    if (down)
      out->w[i] = (set->w[i] >> k) | (i + 1 < TS_OCC_WORDS ? set->w[i + 1] << (64 - k) : 0);
    else
      out->w[i] = (set->w[i] << k) | (i > 0 ? set->w[i - 1] >> (64 - k) : 0);
}

static void
add_shifted (SquareSet *set, guint k)
{
  SquareSet up, down;

  shift_set (&up, set, k, FALSE);
  shift_set (&down, set, k, TRUE);
  for (int i = 0; i < TS_OCC_WORDS; i++)
    set->w[i] |= up.w[i] | down.w[i];
}

/* `set` with every square a king step from it.  A step off a row's end
 * lands in the border or on the next row: more squares, never fewer. */
static void
grow (SquareSet *set)
{
  add_shifted (set, 1);
  add_shifted (set, TS_STRIDE);
}

/* For each reach r up to NEAR_REACH_MAX, the squares within r king
 * steps of an enemy of the side to move: a piece that captures only that
 * near and stands outside them has no capture. */
typedef struct {
  SquareSet near[NEAR_REACH_MAX + 1];
} EnemyNear;

static void
enemy_near_init (EnemyNear *e, const TsPosition *pos)
{
  memcpy (e->near[0].w, pos->occupied[TS_OTHER (pos->side)], sizeof e->near[0].w);
  for (int r = 1; r <= NEAR_REACH_MAX; r++)
    {
      e->near[r] = e->near[r - 1];
      grow (&e->near[r]);
    }
}

/* Whether the piece on `from` may have a capture: always, unless it
 * captures only near by and no enemy stands that near. */
static inline gboolean
may_capture (const EnemyNear *e, const guint8 *reach, const TsPosition *pos, TsSquare from)
{
  guint r = reach[TS_PIECE_FACE (pos->board[from])];

  return r > NEAR_REACH_MAX || (e->near[r].w[from / 64] >> (from % 64) & 1) != 0;
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

/* The emperor's captures of the royals it may take and of its
 * `max_victims` dearest other victims. */
static void
generate_emperor_dearest_captures (TsPosition *pos, const TsTracked *t, TsSquare from, guint max_victims,
                                   TsMoveList *list)
{
  const gint32 *values = ts_eval_piece_values (pos->rules);
  TsSquare best[TS_ENGINE_MAX_EMPEROR_VICTIMS];
  int best_value[TS_ENGINE_MAX_EMPEROR_VICTIMS];
  guint n = 0;
  TsColor them = TS_OTHER (TS_PIECE_COLOR (pos->board[from]));
  SquareSet victims;

  /* the royals, which are tracked, first and apart (unless the list
   * overflowed: then each victim is asked) */
  memcpy (victims.w, pos->occupied[them], sizeof victims.w);
  for (guint i = 0; i < t->n[them] && !t->overflow[them]; i++)
    {
      TsSquare sq = t->sq[them][i];

      if (ts_engine_is_royal (pos->board[sq]) && TS_PIECE_COLOR (pos->board[sq]) == them)
        {
          emperor_capture (pos, t, from, sq, list);
          victims.w[sq / 64] &= ~(G_GUINT64_CONSTANT (1) << (sq % 64));
        }
    }
  max_victims = MIN (max_victims, TS_ENGINE_MAX_EMPEROR_VICTIMS);
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = victims.w[w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        int v = values[TS_PIECE_FACE (pos->board[sq])];
        guint k;

        if (t->overflow[them] && ts_engine_is_royal (pos->board[sq]))
          {
            emperor_capture (pos, t, from, sq, list);
            continue;
          }

        /* the dearest victims, kept in order */
        if (n == max_victims && v <= best_value[n - 1])
          continue;
        if (n < max_victims)
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
ts_engine_generate_captures (TsPosition *pos, const TsTracked *t, guint emperor_max_victims, TsMoveList *list)
{
  const guint8 *reach = near_reach_table (pos->rules);
  EnemyNear near;

  enemy_near_init (&near, pos);
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[pos->side][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (!ts_eval_is_emperor (pos->board[from]) || !fast_emperor (pos))
          {
            if (may_capture (&near, reach, pos, from))
              ts_generate_piece_captures (pos, from, list);
          }
        else if (emperor_max_victims == TS_ENGINE_ALL_EMPEROR_VICTIMS)
          generate_emperor_captures (pos, t, from, list);
        else
          generate_emperor_dearest_captures (pos, t, from, emperor_max_victims, list);
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
