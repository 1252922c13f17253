/* ts-eval.c — piece values, piece-square tables and royal safety.
 *
 * Values come from the piece table read through the position's rule set
 * (seed 000's "Piece values", pawn = 1; for the jw-only pieces and the
 * nine jw movements, the core's estimate from the movement),
 * scaled to centipawns (the hook mover's 98 as RULES.md section 9 reads
 * the seed), with two corrections:
 *  - the emperor's TS_VALUE_INFINITE is capped (TS_EVAL_EMPEROR_VALUE):
 *    losing the last royal is scored as mate by the search, so the value
 *    only has to make the emperor dearer than any piece it could trade
 *    itself for;
 *  - a piece that promotes on capturing is worth its own value plus an
 *    eighth of what the promotion would add; a piece that would demote
 *    (rook -> gold) is worth its own value while it keeps it.
 */
#include "ts-eval.h"

#include <stdlib.h>
#include <string.h>

#define FLAG_EMPEROR 1
#define FLAG_ROYAL 2

/* Royal safety weights (centipawns). */
#define ROYAL_SPARE_BONUS 300      /* a second royal: losing one is not losing */
#define ROYAL_ENEMY_NEAR 12        /* each enemy piece within two squares */
#define ROYAL_GUARD 6              /* each own piece next to it, up to 5 */
#define ROYAL_UNPROTECTED_LAST 400 /* the enemy emperor may take it */
#define ROYAL_UNPROTECTED_SPARE 150
#define TEMPO 15

typedef struct {
  gint16 value[256];
  guint8 flags[256];
  gint16 psq[256][TS_CELLS]; /* Black's view; White reads the mirror square */
} EvalTables;

/* The rule set's value: the table's, or for a movement no source values
 * (the jw-only pieces, the nine jw movements) the core's estimate. */
static int
base_value (TsRules rules, TsPieceType type)
{
  if (type == TS_PIECE_EMPEROR)
    return TS_EVAL_EMPEROR_VALUE;
  return ts_rules_piece_info (rules, type)->value * TS_EVAL_PAWN;
}

static int
face_value (TsRules rules, int face)
{
  TsPieceType type = TS_PIECE_TYPE (face);
  TsPieceType promo = ts_rules_piece_info (rules, type)->promotes_to;
  int own;

  if (TS_PIECE_IS_PROMOTED (face))
    return base_value (rules, ts_piece_moves_as (rules, (TsPiece) face));
  own = base_value (rules, type);
  if (promo != TS_PIECE_NONE && base_value (rules, promo) > own)
    own += (base_value (rules, promo) - own) / 8;
  return own;
}

/* Positional bonus of a Black piece on (x, y): royals stay at home, small
 * pieces advance (they open lines for the big ones behind them), range
 * pieces develop a little towards the centre. */
static int
positional (int face, int value, guint8 flags, int x, int y)
{
  int advance = (TS_SIZE - 1) - y; /* 0 on Black's back rank */
  int off_centre = abs (x - TS_SIZE / 2);

  if (flags & FLAG_ROYAL)
    return -8 * MAX (0, advance - 2);
  if (TS_PIECE_TYPE (face) == TS_PIECE_PAWN)
    return 3 * MIN (advance, 13);
  if (value <= 3 * TS_EVAL_PAWN)
    return 2 * MIN (advance, 11) - off_centre / 2;
  return 2 * MIN (advance, 10) - off_centre;
}

static gpointer
build_tables (TsRules rules)
{
  EvalTables *t = g_new0 (EvalTables, 1);

  for (int face = 1; face < 256; face++)
    {
      TsPieceType type = TS_PIECE_TYPE (face);

      if (type >= TS_N_PIECE_TYPES)
        continue;
      if (TS_PIECE_IS_PROMOTED (face) && ts_rules_piece_info (rules, type)->promotes_to == TS_PIECE_NONE)
        continue;
      t->value[face] = (gint16) face_value (rules, face);
      if (ts_piece_moves_info (rules, (TsPiece) face)->movement.flags & TS_MOVE_FLAG_EMPEROR)
        t->flags[face] |= FLAG_EMPEROR;
      if (ts_piece_is_royal ((TsPiece) face))
        t->flags[face] |= FLAG_ROYAL;
      for (int y = 0; y < TS_SIZE; y++)
        for (int x = 0; x < TS_SIZE; x++)
          t->psq[face][ts_square (x, y)] =
            (gint16) (t->value[face] + positional (face, t->value[face], t->flags[face], x, y));
    }
  return t;
}

static inline const EvalTables *
tables (TsRules rules)
{
  /* Built once, read-only after: constants, not state. */
  static gpointer eval_tables[TS_N_RULES];
  static gsize built;

  /* an atomic read: the tables another thread built are seen whole */
  if (G_UNLIKELY (g_atomic_pointer_get (&eval_tables[rules]) == NULL))
    ts_rules_build_tables_once (&built, eval_tables, build_tables);
  return eval_tables[rules];
}

int
ts_eval_piece_value (TsRules rules, TsPiece pc)
{
  return tables (rules)->value[TS_PIECE_FACE (pc)];
}

/* The setup is point-symmetric about 13m, and so is the mailbox. */
static inline TsSquare
mirror (TsSquare sq)
{
  return (TsSquare) (TS_CELLS - 1 - sq);
}

int
ts_eval_signed_psq (TsRules rules, TsPiece pc, TsSquare sq)
{
  const EvalTables *t = tables (rules);

  if (TS_PIECE_COLOR (pc) == TS_BLACK)
    return t->psq[TS_PIECE_FACE (pc)][sq];
  return -t->psq[TS_PIECE_FACE (pc)][mirror (sq)];
}

int
ts_eval_material (const TsPosition *pos)
{
  int sum = 0;

  for (int c = 0; c < 2; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
          sum += ts_eval_signed_psq (pos->rules, pos->board[sq], sq);
        }
  return sum;
}

int
ts_eval_move_delta (const TsPosition *pos, const TsMove *m)
{
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;
  int delta;

  if (ts_move_is_pass (m))
    return 0;
  delta = ts_eval_signed_psq (pos->rules, after, m->to) - ts_eval_signed_psq (pos->rules, mover, m->from);
  for (guint i = 0; i < m->n_captures; i++)
    delta -= ts_eval_signed_psq (pos->rules, pos->board[m->captures[i]], m->captures[i]);
  return delta;
}

/* Pieces of `color` in the square box of half-width `r` around `sq`. */
static int
count_near (const TsPosition *pos, TsSquare sq, int r, TsColor color)
{
  int n = 0;

  for (int dy = -r; dy <= r; dy++)
    {
      int y = ts_square_y (sq) + dy;
      if (y < 0 || y >= TS_SIZE)
        continue;
      for (int dx = -r; dx <= r; dx++)
        {
          int x = ts_square_x (sq) + dx;
          TsPiece pc;
          if (x < 0 || x >= TS_SIZE || (dx == 0 && dy == 0))
            continue;
          pc = pos->board[ts_square (x, y)];
          n += pc != TS_EMPTY && TS_PIECE_COLOR (pc) == color;
        }
    }
  return n;
}

/* Board steps of the eight directions for Black, clockwise from forward
 * (the order of TsDir); White's are negated. */
static const int black_step[TS_N_DIRS] = {
  -TS_STRIDE, -TS_STRIDE + 1, 1, TS_STRIDE + 1, TS_STRIDE, TS_STRIDE - 1, -1, -TS_STRIDE - 1
};

/* Whether the piece on `from` steps onto the adjacent square `from + step`
 * (`d_black` is the direction of that step for Black). */
static gboolean
steps_onto (TsRules rules, TsPiece pc, int d_black)
{
  const TsMovement *m = &ts_piece_moves_info (rules, pc)->movement;
  int d = TS_PIECE_COLOR (pc) == TS_BLACK ? d_black : (d_black + 4) % TS_N_DIRS;

  return m->range[d] >= 1 || m->line_lion[d] >= 1 || (m->flags & TS_MOVE_FLAG_LION);
}

gboolean
ts_eval_square_defended (TsPosition *pos, TsSquare sq, TsColor color)
{
  /* most defenders stand next to the square: look at them first, as the
   * exact test walks every piece of the side */
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      TsPiece pc = pos->board[sq + black_step[d]];

      if (pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) == color
          && !ts_eval_is_emperor (pc) && steps_onto (pos->rules, pc, (d + 4) % TS_N_DIRS))
        return TRUE;
    }
  return ts_square_attacked (pos, sq, color);
}

/* The royals of both sides and whether each has an emperor, found in
 * one pass over the pieces. */
typedef struct {
  TsSquare royals[2][4];
  guint n_royals[2];
  gboolean has_emperor[2];
} Royals;

static void
find_royals (const TsPosition *pos, Royals *r)
{
  const EvalTables *t = tables (pos->rules);

  memset (r, 0, sizeof *r);
  for (int c = 0; c < 2; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
          guint8 flags = t->flags[TS_PIECE_FACE (pos->board[sq])];

          if (!(flags & FLAG_ROYAL))
            continue;
          r->has_emperor[c] |= (flags & FLAG_EMPEROR) != 0;
          if (r->n_royals[c] < G_N_ELEMENTS (r->royals[c]))
            r->royals[c][r->n_royals[c]++] = sq;
        }
}

/* Royal safety of one side, from its own point of view.  An unprotected
 * royal can be taken by the enemy emperor from anywhere (RULES.md
 * section 3), so protection is what matters most; enemy pieces crowding
 * a royal and own pieces guarding it are cheap proxies for the rest. */
static int
royal_safety (TsPosition *pos, const Royals *r, TsColor us)
{
  TsColor them = TS_OTHER (us);
  gboolean last = pos->n_royals[us] == 1;
  int score = last ? 0 : ROYAL_SPARE_BONUS;

  for (guint i = 0; i < r->n_royals[us]; i++)
    {
      TsSquare sq = r->royals[us][i];

      score -= ROYAL_ENEMY_NEAR * count_near (pos, sq, 2, them);
      score += ROYAL_GUARD * MIN (count_near (pos, sq, 1, us), 5);
      if (r->has_emperor[them] && !ts_eval_square_defended (pos, sq, us))
        score -= last ? ROYAL_UNPROTECTED_LAST : ROYAL_UNPROTECTED_SPARE;
    }
  return score;
}

int
ts_evaluate (TsPosition *pos, int material)
{
  Royals r;
  int black;

  find_royals (pos, &r);
  black = material + royal_safety (pos, &r, TS_BLACK) - royal_safety (pos, &r, TS_WHITE);
  return (pos->side == TS_BLACK ? black : -black) + TEMPO;
}
