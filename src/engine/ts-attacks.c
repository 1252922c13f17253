/* ts-attacks.c — target-driven attack questions and the tracked pieces. */
#include "ts-attacks.h"

#include <string.h>

enum {
  FACE_ROYAL = 1 << 0,
  FACE_EMPEROR = 1 << 1,
  FACE_HOOK = 1 << 2,
  FACE_BURNS = 1 << 3,     /* tenjiku's fire demons, tracked for the evaluation */
};

/* What the attack questions of a rule set the engine has no tables for
 * (tenjiku) read of a face: each is asked of the core's movement. */
enum {
  PLAIN_JUMPS_RANKS = 1 << 0,  /* a range-jumping general */
  PLAIN_SKIPS_FIRST = 1 << 1,  /* the tetrarch: its ranges start at the second square */
  PLAIN_IGUI = 1 << 2,         /* captures its neighbours without moving (the tetrarch) */
};

#define MAX_FAR_JUMPS 64
#define BOX 2   /* every piece within this many king steps is looked at */
#define BOX_CELLS ((2 * BOX + 1) * (2 * BOX + 1))


typedef struct {
  guint8 flags[TS_N_FACES];
  /* for each face and colour, the cells of the box round a square (bit
   * (dy + 2) * 5 + dx + 2 for the piece dx, dy from it) from which it
   * reaches the square whatever stands between, and those from which it
   * reaches it by a slide over the square between; for a hook piece, by
   * its other movement (the hook scan asks its hooks) */
  guint32 box_free[TS_N_FACES][2];
  guint32 box_slide[TS_N_FACES][2];
  guint32 box_ring[BOX + 1];     /* the box's cells r king steps from its centre */
  int box_offset[BOX_CELLS];     /* each cell's board offset from the centre */
  int box_between[BOX_CELLS];    /* the same of the square a slide from the cell passes */
  guint8 hook_starts[TS_N_FACES][2];    /* a hook piece's first legs, as board directions (ts_dir_step[TS_BLACK]) */
  /* for each face and colour, moving along each board direction, bit k
   * for each distance k it reaches along an empty line (hook pieces and
   * the emperor left out) */
  guint32 line_reach[TS_N_FACES][2][8];
  /* the same beyond the box with a piece or more between (jumps,
   * line-lion power) */
  guint32 leap_reach[TS_N_FACES][2][8];
  int max_leap;                  /* farthest a piece reaches along a line over others */
  guint n_far;                   /* off-line jumps beyond the box, board (dx, dy) */
  int far_dx[MAX_FAR_JUMPS];
  int far_dy[MAX_FAR_JUMPS];
  /* a rule set without tables (tenjiku, plain_attackers()) */
  guint8 plain[TS_N_FACES];      /* PLAIN_ flags */
  guint8 rank[TS_N_FACES];       /* TENJIKU.md 3.1: 1 the king, 5 the lowest */
  guint8 range_jump[TS_N_FACES]; /* the directions a face range-jumps along (TsMovement) */
  guint8 jumper_rank;            /* the highest rank (smallest number) a general jumps from */
  int near;                      /* the king steps within which a piece reaches off its lines */
} AttackTables;


static void
add_far_jump (AttackTables *t, int dx, int dy)
{
  for (guint i = 0; i < t->n_far; i++)
    if (t->far_dx[i] == dx && t->far_dy[i] == dy)
      return;
  g_assert (t->n_far < MAX_FAR_JUMPS);
  t->far_dx[t->n_far] = dx;
  t->far_dy[t->n_far++] = dy;
}

/* What a face's jumps add: the longest leap along a line, and the
 * off-line jumps the box does not cover. */
static void
note_jumps (AttackTables *t, const TsMovement *m)
{
  for (guint i = 0; i < m->n_jumps; i++)
    {
      int r = m->jumps[i].right, f = m->jumps[i].forward;
      int k = MAX (ABS (r), ABS (f));

      if (r == 0 || f == 0 || ABS (r) == ABS (f))
        t->max_leap = MAX (t->max_leap, k);
      else if (k > BOX)
        {
          /* Black's jump, and White's the other way round */
          add_far_jump (t, r, -f);
          add_far_jump (t, -r, f);
        }
    }
}

static inline int
box_bit (int dx, int dy)
{
  return (dy + BOX) * (2 * BOX + 1) + dx + BOX;
}

/* What a hook piece reaches in the box by its other movement: tried on a
 * board full of pieces but for the square reached and, for a slide of
 * two, the square between (a hook turns on an empty corner off that
 * line, so none can), then with that one taken too. */
static void
note_hook_box (AttackTables *t, int face, TsPosition *board)
{
  TsSquare centre = ts_square (TS_MAX_SIZE / 2, TS_MAX_SIZE / 2);

  for (int c = 0; c < 2; c++)
    {
      TsPiece pawn = TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, c);
      guint32 open = 0, crowded = 0;

      for (int y = 0; y < TS_MAX_SIZE; y++)
        for (int x = 0; x < TS_MAX_SIZE; x++)
          ts_position_put (board, ts_square (x, y), pawn);
      ts_position_put (board, centre, (TsPiece) (face | (c == TS_WHITE ? TS_PIECE_WHITE : 0)));
      for (int dy = -BOX; dy <= BOX; dy++)
        for (int dx = -BOX; dx <= BOX; dx++)
          {
            TsSquare target = (TsSquare) (centre + dy * TS_STRIDE + dx);
            TsSquare between = (TsSquare) (centre + (dy / 2) * TS_STRIDE + dx / 2);
            gboolean on_line = dx == 0 || dy == 0 || ABS (dx) == ABS (dy);

            if (target == centre)
              continue;
            ts_position_put (board, target, TS_EMPTY);
            if (ts_piece_reaches (board, centre, target))
              crowded |= 1u << box_bit (-dx, -dy);
            if (on_line && between != centre)
              ts_position_put (board, between, TS_EMPTY);
            if (ts_piece_reaches (board, centre, target))
              open |= 1u << box_bit (-dx, -dy);
            if (between != centre)
              ts_position_put (board, between, pawn);
            ts_position_put (board, target, pawn);
          }
      t->box_free[face][c] = crowded;
      t->box_slide[face][c] = open & ~crowded;
    }
}

/* What a piece reaches in the box: tried on an empty board, then again
 * with every square next to it taken; noted as the cells it stands on
 * seen from the square it reaches. */
static void
note_box (AttackTables *t, int face, TsPosition *board)
{
  for (int c = 0; c < 2; c++)
    {
      TsSquare centre = ts_square (TS_MAX_SIZE / 2, TS_MAX_SIZE / 2);
      TsPiece pc = (TsPiece) (face | (c == TS_WHITE ? TS_PIECE_WHITE : 0));
      guint32 open = 0, crowded = 0;

      ts_position_clear (board);
      ts_position_put (board, centre, pc);
      for (int dy = -BOX; dy <= BOX; dy++)
        for (int dx = -BOX; dx <= BOX; dx++)
          if (ts_piece_reaches (board, centre, (TsSquare) (centre + dy * TS_STRIDE + dx)))
            open |= 1u << box_bit (-dx, -dy);
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          if (dx != 0 || dy != 0)
            ts_position_put (board, (TsSquare) (centre + dy * TS_STRIDE + dx), TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, c));
      for (int dy = -BOX; dy <= BOX; dy++)
        for (int dx = -BOX; dx <= BOX; dx++)
          if (ts_piece_reaches (board, centre, (TsSquare) (centre + dy * TS_STRIDE + dx)))
            crowded |= 1u << box_bit (-dx, -dy);
      t->box_free[face][c] = crowded;
      t->box_slide[face][c] = open & ~crowded;
    }
}

/* The distances a piece reaches along each board direction on an empty
 * board, from where the line is longest. */
static void
note_lines (AttackTables *t, int face, TsPosition *board)
{
  ts_position_clear (board);
  for (int c = 0; c < 2; c++)
    for (int d = 0; d < 8; d++)
      {
        int sx = ts_dir_right[d], sy = -ts_dir_forward[d];
        TsSquare from = ts_square (sx > 0 ? 0 : sx < 0 ? TS_MAX_SIZE - 1 : TS_MAX_SIZE / 2,
                                   sy > 0 ? 0 : sy < 0 ? TS_MAX_SIZE - 1 : TS_MAX_SIZE / 2);
        guint32 reach = 0;

        ts_position_put (board, from, (TsPiece) (face | (c == TS_WHITE ? TS_PIECE_WHITE : 0)));
        for (int k = 1; k < TS_MAX_SIZE && board->board[from + k * ts_dir_step[TS_BLACK][d]] != TS_OFFBOARD; k++)
          if (ts_piece_reaches (board, from, (TsSquare) (from + k * ts_dir_step[TS_BLACK][d])))
            reach |= 1u << k;
        ts_position_put (board, from, TS_EMPTY);
        t->line_reach[face][c][d] = reach;
      }
}

/* Fills the `n` squares after `from` along board direction `d` by
 * `combo`, read in base 3: 0 empty, 1 a pawn of `c`, 2 one of the other
 * colour. */
static void
fill_between (TsPosition *board, TsSquare from, int d, int n, int combo, TsColor c)
{
  for (int k = 1; k <= n; k++, combo /= 3)
    {
      TsSquare sq = (TsSquare) (from + k * ts_dir_step[TS_BLACK][d]);
      ts_position_put (board, sq, combo % 3 == 0 ? TS_EMPTY
                                  : TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, combo % 3 == 1 ? c : TS_OTHER (c)));
    }
}

/* Whether a face's movement has any kind that passes a piece: jumps,
 * lion or line-lion power (ranges and hooks run over empty squares). */
static gboolean
can_pass_pieces (const TsMovement *m)
{
  if (m->n_jumps > 0 || (m->flags & TS_MOVE_FLAG_LION))
    return TRUE;
  for (int d = 0; d < TS_N_DIRS; d++)
    if (m->line_lion[d] > 0)
      return TRUE;
  return FALSE;
}

/* The distances beyond the box a piece reaches along each board
 * direction with at least one piece between: tried with every filling
 * of the squares between by own and enemy pieces, the target empty or
 * an enemy's. */
static void
note_leaps (AttackTables *t, int face, TsPosition *board)
{
  TsSquare from = ts_square (TS_MAX_SIZE / 2, TS_MAX_SIZE / 2);

  if (!can_pass_pieces (&ts_piece_moves_info (board->rules, (TsPiece) face)->movement))
    return;
  ts_position_clear (board);
  for (int c = 0; c < 2; c++)
    {
      ts_position_put (board, from, (TsPiece) (face | (c == TS_WHITE ? TS_PIECE_WHITE : 0)));
      for (int d = 0; d < 8; d++)
        for (int k = BOX + 1; k <= t->max_leap; k++)
          {
            TsSquare to = (TsSquare) (from + k * ts_dir_step[TS_BLACK][d]);
            int n_combos = 1;

            for (int i = 1; i < k; i++)
              n_combos *= 3;
            for (int combo = 1; combo < n_combos; combo++)
              for (int target = 0; target < 2; target++)
                {
                  fill_between (board, from, d, k - 1, combo, (TsColor) c);
                  ts_position_put (board, to,
                                   target ? TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_OTHER ((TsColor) c)) : TS_EMPTY);
                  if (ts_piece_reaches (board, from, to))
                    t->leap_reach[face][c][d] |= 1u << k;
                }
            fill_between (board, from, d, k, 0, (TsColor) c);
          }
    }
}

/* The box's cells by distance, and where each lies on the board: read
 * from tables, as dividing a cell's bit into its place costs more. */
static void
note_box_cells (AttackTables *t)
{
  for (int dy = -BOX; dy <= BOX; dy++)
    for (int dx = -BOX; dx <= BOX; dx++)
      {
        t->box_ring[MAX (ABS (dx), ABS (dy))] |= 1u << box_bit (dx, dy);
        t->box_offset[box_bit (dx, dy)] = dy * TS_STRIDE + dx;
        t->box_between[box_bit (dx, dy)] = (dy / 2) * TS_STRIDE + dx / 2;
      }
}

/* For a rule set the engine is not specialized for (tenjiku), what
 * the tracked lists read (which faces are royal, which burn) and what
 * plain_attackers() reads of each face: its rank, whether it jumps by
 * rank or skips its first square, and how far off its lines any face
 * reaches. */
static AttackTables *
build_plain_tables (TsRules rules)
{
  AttackTables *t = g_new0 (AttackTables, 1);

  t->max_leap = BOX;
  t->near = 1;
  t->jumper_rank = G_MAXUINT8;
  note_box_cells (t);
  for (int face = 1; face < TS_N_FACES; face++)
    {
      const TsPieceInfo *info;
      const TsMovement *m;

      if (!ts_rules_face_exists (rules, (guint) face))
        continue;
      info = ts_piece_moves_info (rules, (TsPiece) face);
      m = &info->movement;
      t->rank[face] = info->rank;
      if (m->flags & TS_MOVE_FLAG_ROYAL)
        t->flags[face] |= FACE_ROYAL;
      if (m->flags & TS_MOVE_FLAG_BURNS)
        t->flags[face] |= FACE_BURNS;
      t->range_jump[face] = m->range_jump;
      if (m->range_jump)
        {
          t->plain[face] |= PLAIN_JUMPS_RANKS;
          t->jumper_rank = MIN (t->jumper_rank, info->rank);
        }
      /* off its lines a piece reaches by jumps, lion power, line-lion
       * power, area moves; along them beyond `near` only by ranges */
      if (m->flags & TS_MOVE_FLAG_LION)
        t->near = MAX (t->near, 2);
      t->near = MAX (t->near, m->area_steps);
      for (guint i = 0; i < m->n_jumps; i++)
        t->near = MAX (t->near, MAX (ABS (m->jumps[i].right), ABS (m->jumps[i].forward)));
      if (m->igui_dirs)
        t->plain[face] |= PLAIN_IGUI;
      for (int d = 0; d < TS_N_DIRS; d++)
        {
          t->near = MAX (t->near, m->line_lion[d]);
          if (m->range_start[d] > 1)
            t->plain[face] |= PLAIN_SKIPS_FIRST;
        }
    }
  return t;
}

static gpointer
build_tables (TsRules rules)
{
  AttackTables *t;
  g_autoptr (TsPosition) board = NULL;

  if (!ts_engine_specialized (rules))
    return build_plain_tables (rules);
  t = g_new0 (AttackTables, 1);
  board = ts_position_new (rules);
  t->max_leap = BOX;
  note_box_cells (t);
  for (int face = 1; face < TS_N_FACES; face++)
    {
      const TsMovement *m;

      if (!ts_rules_face_exists (rules, (guint) face))
        continue;
      m = &ts_piece_moves_info (rules, (TsPiece) face)->movement;
      if (m->flags & TS_MOVE_FLAG_ROYAL)
        t->flags[face] |= FACE_ROYAL;
      if (m->flags & TS_MOVE_FLAG_EMPEROR)
        t->flags[face] |= FACE_EMPEROR;
      if (m->hook_start != 0)
        {
          t->flags[face] |= FACE_HOOK;
          /* White's directions are Black's turned round */
          t->hook_starts[face][TS_BLACK] = m->hook_start;
          t->hook_starts[face][TS_WHITE] = (guint8) (m->hook_start << 4 | m->hook_start >> 4);
        }
      for (int d = 0; d < TS_N_DIRS; d++)
        t->max_leap = MAX (t->max_leap, m->line_lion[d]);
      note_jumps (t, m);
      if (t->flags[face] & FACE_HOOK)
        note_hook_box (t, face, board);
      else if (!(t->flags[face] & FACE_EMPEROR))
        {
          note_box (t, face, board);
          note_lines (t, face, board);
        }
    }
  /* the leaps need the longest of every face's; every filling of the
   * squares between is tried, a few at most */
  g_assert (t->max_leap <= BOX + 3);
  for (int face = 1; face < TS_N_FACES; face++)
    if (ts_rules_face_exists (rules, (guint) face) && !(t->flags[face] & (FACE_HOOK | FACE_EMPEROR)))
      note_leaps (t, face, board);
  return t;
}

static inline const AttackTables *
tables (TsRules rules)
{
  /* Built once a rule set, read-only after: constants, not state. */
  static gpointer attack_tables[TS_N_RULES];
  static gsize built[TS_N_RULES];

  return ts_engine_tables (built, attack_tables, rules, build_tables);
}

static inline guint8
face_flags (TsRules rules, TsPiece pc)
{
  return tables (rules)->flags[TS_PIECE_FACE (pc)];
}

guint32
ts_line_reach (TsRules rules, TsPiece pc, int d)
{
  return tables (rules)->line_reach[TS_PIECE_FACE (pc)][TS_PIECE_COLOR (pc)][d];
}

gboolean
ts_piece_is_tracked (TsRules rules, TsPiece pc)
{
  return face_flags (rules, pc) != 0;
}

/* ---- the tracked lists ---- */

static void
tracked_add (TsTracked *t, TsColor c, TsSquare sq)
{
  if (t->n[c] == TS_TRACKED_MAX)
    t->overflow[c] = TRUE;
  else
    t->sq[c][t->n[c]++] = sq;
}

static void
tracked_remove (TsTracked *t, TsColor c, TsSquare sq)
{
  for (guint i = 0; i < t->n[c]; i++)
    if (t->sq[c][i] == sq)
      {
        t->sq[c][i] = t->sq[c][--t->n[c]];
        return;
      }
}

void
ts_tracked_init (TsTracked *t, const TsPosition *pos)
{
  memset (t, 0, sizeof *t);
  for (int c = 0; c < 2; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
          if (ts_piece_is_tracked (pos->rules, pos->board[sq]))
            tracked_add (t, (TsColor) c, sq);
        }
}

void
ts_tracked_update (TsTracked *t, const TsPosition *pos, const TsMove *m)
{
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;
  TsColor us = TS_PIECE_COLOR (mover);

  if (ts_move_is_pass (m))
    return;
  for (guint i = 0; i < m->n_captures; i++)
    if (ts_piece_is_tracked (pos->rules, pos->board[m->captures[i]]))
      tracked_remove (t, TS_OTHER (us), m->captures[i]);
  if (ts_piece_is_tracked (pos->rules, mover))
    tracked_remove (t, us, m->from);
  if (ts_piece_is_tracked (pos->rules, after))
    tracked_add (t, us, m->to);
}

void
ts_tracked_burnt (TsTracked *t, TsRules rules, TsPiece pc, TsSquare sq)
{
  if (ts_piece_is_tracked (rules, pc))
    tracked_remove (t, TS_PIECE_COLOR (pc), sq);
}

/* ---- attackers ---- */

typedef struct {
  const TsPosition *pos;
  const AttackTables *tab;            /* of the position's rule set */
  TsSquare target;
  TsColor color;
  TsSquare *out;
  guint max;
  guint n;
  gboolean with_hooks;                /* the hook scan follows */
} Finder;

/* Records an attacker found; returns TRUE once enough are found.  The
 * box, line and jump scans look at squares apart: only the hook scan can
 * come upon a piece found already (found_unless_known()). */
static inline gboolean
found (Finder *f, TsSquare from)
{
  if (f->out != NULL)
    f->out[f->n] = from;
  return ++f->n >= f->max;
}

/* The same for a piece an earlier scan may have found. */
static inline gboolean
found_unless_known (Finder *f, TsSquare from)
{
  if (f->out != NULL)
    for (guint i = 0; i < f->n; i++)
      if (f->out[i] == from)
        return FALSE;
  return found (f, from);
}

/* Looks at the piece on `from`; returns TRUE once enough are found. */
static inline gboolean
consider (Finder *f, TsSquare from)
{
  TsPiece pc = f->pos->board[from];

  if (pc == TS_EMPTY || pc == TS_OFFBOARD || TS_PIECE_COLOR (pc) != f->color)
    return FALSE;
  if ((f->tab->flags[TS_PIECE_FACE (pc)] & FACE_EMPEROR) || !ts_piece_reaches (f->pos, from, f->target))
    return FALSE;
  return found (f, from);
}

/* The box round the square, nearest first, read from the tables.  The
 * border is as wide as the box: its cells are off the board, never out
 * of the array. */
G_STATIC_ASSERT (TS_PAD >= BOX);

/* The pieces of the colour in the box, one bit each by box_bit(). */
static inline guint32
box_pieces (const Finder *f)
{
  const guint32 *rows = f->pos->rows[f->color] + f->target / TS_STRIDE;
  guint left = f->target % TS_STRIDE - BOX;
  guint32 mask = 0;

  for (int dy = -BOX; dy <= BOX; dy++)
    mask |= (rows[dy] >> left & ((1u << (2 * BOX + 1)) - 1)) << box_bit (-BOX, dy);
  return mask & ~(1u << box_bit (0, 0));
}

/* Whether the piece of face `face` and `color` on box bit `b` round
 * `target` reaches it by a move inside the box: a step or jump, or a
 * slide of two over an empty square between. */
static inline gboolean
box_reaches (const TsPosition *pos, const AttackTables *t, TsSquare target, int face, TsColor color, int b)
{
  guint32 bit = 1u << b;

  return (t->box_free[face][color] & bit)
         || ((t->box_slide[face][color] & bit) && pos->board[target + t->box_between[b]] == TS_EMPTY);
}

static gboolean
scan_box (Finder *f, const AttackTables *t)
{
  guint32 pieces = box_pieces (f);

  /* ring by ring, nearest first; each ring row by row, as box_bit() counts */
  for (int r = 1; r <= BOX; r++)
    for (guint32 bits = pieces & t->box_ring[r]; bits != 0; bits &= bits - 1)
      {
        int b = __builtin_ctz (bits);
        TsSquare from = (TsSquare) (f->target + t->box_offset[b]);
        int face = TS_PIECE_FACE (f->pos->board[from]);

        if ((t->flags[face] & FACE_HOOK) && !f->with_hooks)
          {
            /* its hooks too: no hook scan follows */
            if (consider (f, from))
              return TRUE;
            continue;
          }
        if (box_reaches (f->pos, t, f->target, face, f->color, b) && found (f, from))
          return TRUE;
      }
  return FALSE;
}

gboolean
ts_protected_from_box (const TsPosition *pos, TsSquare sq, TsColor color)
{
  const AttackTables *t = tables (pos->rules);
  Finder f = { pos, t, sq, color, NULL, 1, 0, TRUE };
  guint32 pieces = box_pieces (&f);

#ifdef G_ENABLE_DEBUG
  g_warn_if_fail (ts_engine_specialized (pos->rules));
#endif
  for (int r = 1; r <= BOX; r++)
    for (guint32 bits = pieces & t->box_ring[r]; bits != 0; bits &= bits - 1)
      {
        int b = __builtin_ctz (bits);
        int face = TS_PIECE_FACE (pos->board[sq + t->box_offset[b]]);

        if (!(t->flags[face] & (FACE_HOOK | FACE_EMPEROR)) && box_reaches (pos, t, sq, face, color, b))
          return TRUE;
      }
  return FALSE;
}

/* Clears from `set` the squares within two king steps of `centre`. */
static inline void
clear_box (guint64 *set, TsSquare centre)
{
  guint64 run = (G_GUINT64_CONSTANT (1) << (2 * BOX + 1)) - 1;

  for (int dy = -BOX; dy <= BOX; dy++)
    {
      /* the border is as wide as the box: the row stays in the array */
      int first = (int) centre + dy * TS_STRIDE - BOX;
      int w = first / 64, bit = first % 64;

      set[w] &= ~(run << bit);
      if (bit > 64 - (2 * BOX + 1))
        set[w + 1] &= ~(run >> (64 - bit));
    }
}

void
ts_kept_protection_start (TsKeptProtection *keep, const TsPosition *pos, const TsKeptProtection *earlier,
                          const TsMove *between, guint n_between)
{
  keep->key = pos->hash;
  if (earlier == NULL || earlier->key == 0)
    {
      memset (keep->known, 0, sizeof keep->known);
      memset (keep->protected_, 0, sizeof keep->protected_);
      return;
    }
  memcpy (keep->known, earlier->known, sizeof keep->known);
  memcpy (keep->protected_, earlier->protected_, sizeof keep->protected_);
  for (guint i = 0; i < n_between; i++)
    {
      const TsMove *m = &between[i];

      clear_box (keep->known, m->from);
      clear_box (keep->known, m->to);
      for (guint k = 0; k < m->n_captures; k++)
        clear_box (keep->known, m->captures[k]);
    }
  for (int w = 0; w < TS_OCC_WORDS; w++)
    keep->protected_[w] &= keep->known[w];
}

/* Looks at the piece `pc` on `from`, `k` squares along board direction
 * `dir` from the square, beyond the box; `blocked` when a piece stands
 * between.  On a clear line a piece other than a hook piece reaches the
 * square as it would on an empty board, which the tables tell. */
static inline gboolean
consider_on_line (Finder *f, const AttackTables *t, TsPiece pc, TsSquare from, int k, int dir, gboolean blocked)
{
  int face = TS_PIECE_FACE (pc);

  if (TS_PIECE_COLOR (pc) != f->color || (t->flags[face] & FACE_EMPEROR))
    return FALSE;
  if (!(t->flags[face] & FACE_HOOK))
    {
      const guint32 *reach = blocked ? t->leap_reach[face][f->color] : t->line_reach[face][f->color];
      return (reach[dir] >> k & 1) != 0 && found (f, from);
    }
  return ts_piece_reaches (f->pos, from, f->target) && found (f, from);
}

/* Along each line beyond the box: every piece as far as a leap reaches
 * (line-lion power, jumps), then only the first piece on a clear path.
 * The pieces are read from the lines, without walking the squares
 * between; a bit there may stand for a piece the exchange evaluation
 * has lifted (it edits the board alone), so the board has the last
 * word. */
static gboolean
scan_lines (Finder *f, const AttackTables *t)
{
  int max_leap = t->max_leap;
  const TsPiece *board = f->pos->board;
  guint32 rays[TS_N_DIRS];

  ts_ray_pieces (f->pos, f->target, rays);
  for (int d = 0; d < 8; d++)
    {
      gboolean seen = FALSE;

      /* nothing beyond the box on this line: nothing to ask */
      if ((rays[d] >> BOX) == 0)
        continue;
      for (guint32 ray = rays[d]; ray != 0; ray &= ray - 1)
        {
          int k = __builtin_ctz (ray) + 1;
          TsSquare sq = (TsSquare) (f->target + k * ts_dir_step[TS_BLACK][d]);
          TsPiece pc = board[sq];

          if (k > max_leap && seen)
            break;
          if (pc == TS_EMPTY)
            continue;
          /* the piece moves the other way, towards the square */
          if (k > BOX && consider_on_line (f, t, pc, sq, k, (d + 4) & 7, seen))
            return TRUE;
          if (k >= max_leap)
            break;
          seen = TRUE;
        }
    }
  return FALSE;
}

static gboolean
scan_far_jumps (Finder *f, const AttackTables *t)
{
  int x = ts_square_x (f->target), y = ts_square_y (f->target);

  for (guint i = 0; i < t->n_far; i++)
    {
      int fx = x - t->far_dx[i], fy = y - t->far_dy[i];

      if (fx >= 0 && fx < TS_MAX_SIZE && fy >= 0 && fy < TS_MAX_SIZE && consider (f, ts_square (fx, fy)))
        return TRUE;
    }
  return FALSE;
}

/* What a hook question knows of its square. */
typedef struct {
  const TsPiece *board;
  int tx, ty;
  /* bit d when the square next to it along board direction d is empty:
   * a hook move ends on it coming from an empty square (the corner or
   * its second leg) */
  guint8 open;
} HookTarget;

static void
hook_target_init (HookTarget *h, const TsPosition *pos, TsSquare sq)
{
  h->board = pos->board;
  h->tx = ts_square_x (sq);
  h->ty = ts_square_y (sq);
  h->open = 0;
  for (int d = 0; d < 8; d++)
    if (pos->board[sq + ts_dir_step[TS_BLACK][d]] == TS_EMPTY)
      h->open |= 1u << d;
}

/* Whether the `n` - 1 squares after `a` along the board step `step` are
 * empty. */
static inline gboolean
path_empty (const TsPiece *board, int a, int step, int n)
{
  for (int k = 1; k < n; k++)
    if (board[a + k * step] != TS_EMPTY)
      return FALSE;
  return TRUE;
}

/* A hook route to the target: its corner (cx, cy), and its legs' board
 * directions (ts_dir_step[TS_BLACK]) and lengths. */
typedef struct {
  int cx, cy;
  int d1, n1, d2, n2;
} HookRoute;

/* Whether the hook piece on `from`, its first legs along `starts`,
 * reaches the target by the route `r`: the first leg along one of
 * `starts`, the corner on the board and empty, not the target (most
 * corners are taken: asked before the legs), both legs clear.  The
 * square the second leg arrives from was found empty before. */
static inline gboolean
hook_route_open (const HookTarget *h, TsSquare from, guint8 starts, const HookRoute *r)
{
  TsSquare corner;

  if (!(starts & (1u << r->d1)) || r->cx < 0 || r->cx >= TS_MAX_SIZE || r->cy < 0 || r->cy >= TS_MAX_SIZE)
    return FALSE;
  corner = ts_square (r->cx, r->cy);
  /* an empty corner is not the piece's square; the target's may be empty */
  return h->board[corner] == TS_EMPTY && (r->cx != h->tx || r->cy != h->ty)
         && path_empty (h->board, from, ts_dir_step[TS_BLACK][r->d1], r->n1)
         && path_empty (h->board, corner, ts_dir_step[TS_BLACK][r->d2], r->n2);
}

/* Whether the hook piece on `from`, its first legs along `starts`,
 * reaches the target round a corner.  The corners are where the lines of
 * the two legs through the squares cross: for an orthogonal hook
 * (tx, fy) and (fx, ty); for a diagonal one, the crossings of the
 * diagonals.  Each leg's direction follows from which side of the other
 * square the corner lies.  A corner whose second leg would arrive from a
 * taken square is passed over at once: the board is crowded.
 * A hot path's own form, on purpose, of the routes ts_hook_routes()
 * (ts-piece.h) lists, which the move generator's attack question reads:
 * the search asks this several times a node, and finding the corners from
 * the two squares skips the start directions that cannot reach.
 * tests/engine/test-attacks.c holds the two to the same answers. */
static gboolean
hook_reaches (const HookTarget *h, TsSquare from, guint8 starts)
{
  int fx = ts_square_x (from), fy = ts_square_y (from), tx = h->tx, ty = h->ty;

  if (starts & 0x55)
    {
      int across = tx > fx ? 2 : 6, down = ty > fy ? 4 : 0;   /* right or left; down or up */

      /* the second leg arrives from up or down, from left or right */
      if (fy != ty && (h->open & (1u << (down ^ 4))))
        {
          HookRoute along_rank = { tx, fy, across, ABS (tx - fx), down, ABS (ty - fy) };

          if (hook_route_open (h, from, starts, &along_rank))
            return TRUE;
        }
      if (fx != tx && (h->open & (1u << (across ^ 4))))
        {
          HookRoute along_file = { fx, ty, down, ABS (ty - fy), across, ABS (tx - fx) };

          if (hook_route_open (h, from, starts, &along_file))
            return TRUE;
        }
    }
  if ((starts & 0xaa) && ((fx + fy + tx + ty) & 1) == 0)
    {
      /* on x - y = fx - fy and x + y = tx + ty, or x + y = fx + fy and x - y = tx - ty */
      int cx1 = (fx - fy + tx + ty) / 2, cx2 = (fx + fy + tx - ty) / 2;
      /* the second leg up right or down left, the first down right or
       * up left; or the other way round */
      int up_right = tx > cx1 ? 1 : 5, down_right = tx > cx2 ? 3 : 7;

      if (h->open & (1u << (up_right ^ 4)))
        {
          HookRoute first = { cx1, tx + ty - cx1, cx1 > fx ? 3 : 7, ABS (cx1 - fx), up_right, ABS (tx - cx1) };

          if (hook_route_open (h, from, starts, &first))
            return TRUE;
        }
      if (h->open & (1u << (down_right ^ 4)))
        {
          HookRoute second = { cx2, cx2 - tx + ty, cx2 > fx ? 1 : 5, ABS (cx2 - fx), down_right, ABS (tx - cx2) };

          if (hook_route_open (h, from, starts, &second))
            return TRUE;
        }
    }
  return FALSE;
}

/* The first legs (board directions) of the piece on `sq` if it is a
 * hook piece of the colour asked that could end a hook on the square,
 * else 0: the second leg runs along lines of the first's kind
 * (orthogonal directions are the even ones) and arrives from an empty
 * square.  A hook piece's other movement is found by the box, line and
 * jump scans: only its hook routes are left to ask. */
static inline guint8
hook_starts_towards (const Finder *f, const AttackTables *tab, const HookTarget *h, TsSquare sq)
{
  TsPiece pc = f->pos->board[sq];
  guint8 starts;

  if (pc == TS_EMPTY || TS_PIECE_COLOR (pc) != f->color)
    return 0;
  starts = tab->hook_starts[TS_PIECE_FACE (pc)][f->color];
  return ((starts & 0x55) && (h->open & 0x55)) || ((starts & 0xaa) && (h->open & 0xaa)) ? starts : 0;
}

/* Looks at the piece on `sq` for a hook to the square; returns TRUE once
 * enough are found. */
static inline gboolean
consider_hook (Finder *f, const AttackTables *tab, const HookTarget *h, TsSquare sq)
{
  guint8 starts = hook_starts_towards (f, tab, h, sq);

  return starts != 0 && hook_reaches (h, sq, starts) && found_unless_known (f, sq);
}

/* Hook pieces turn corners: they are asked one by one, unless no hook
 * could end on the square.  A hook piece on a line with the square
 * reaches it by its range, and the line scan has asked it already. */
static gboolean
scan_hooks (Finder *f, const AttackTables *tab, const TsTracked *t)
{
  HookTarget h;

  hook_target_init (&h, f->pos, f->target);
  if (h.open == 0)
    return FALSE;
  if (t->overflow[f->color])
    {
      for (int w = 0; w < TS_OCC_WORDS; w++)
        for (guint64 bits = f->pos->occupied[f->color][w]; bits != 0; bits &= bits - 1)
          if (consider_hook (f, tab, &h, (TsSquare) (w * 64 + __builtin_ctzll (bits))))
            return TRUE;
      return FALSE;
    }
  for (guint i = 0; i < t->n[f->color]; i++)
    if (consider_hook (f, tab, &h, t->sq[f->color][i]))
      return TRUE;
  return FALSE;
}

/* ---- a rule set without tables (tenjiku) ---- */

/* Notes `from` when its piece reaches `sq` by the core's movement;
 * TRUE once `max` are found. */
static inline gboolean
plain_note (const TsPosition *pos, TsSquare from, TsSquare sq, TsSquare *out, guint max, guint *n)
{
  if (!ts_piece_reaches (pos, from, sq))
    return FALSE;
  if (out != NULL)
    out[*n] = from;
  return ++*n >= max;
}

/* Whether a piece of `color` stands on `from`, more than `near` king
 * steps out along a line from the square, where a piece can only reach
 * along the line: as the first piece (a range), past pieces of lower
 * ranks (a range-jumping general), or past its own neighbour (the
 * tetrarch, whose ranges start at the second square). */
static inline gboolean
plain_line_candidate (const AttackTables *tab, TsPiece pc, TsColor color, guint passed, guint min_rank)
{
  guint face = TS_PIECE_FACE (pc);

  if (TS_PIECE_COLOR (pc) != color)
    return FALSE;
  if (passed == 0)
    return TRUE;
  if ((tab->plain[face] & PLAIN_JUMPS_RANKS) && tab->rank[face] < min_rank)
    return TRUE;
  return passed == 1 && (tab->plain[face] & PLAIN_SKIPS_FIRST);
}

/* ts_attackers_within() for a rule set whose movement the tables leave
 * to the core (tenjiku): every piece of `color` within `near` king steps
 * (jumps, lion power, area moves, igui), then along each line from the
 * square the pieces that could reach it past what stands between, each
 * asked of the core (ts_piece_reaches()).  A line is walked on past a
 * piece only while a general could still jump everything passed. */
static guint
plain_attackers (const TsPosition *pos, const AttackTables *tab, TsSquare sq, TsColor color, TsSquare *out,
                 guint max)
{
  int x = ts_square_x (sq), y = ts_square_y (sq), r = tab->near;
  int x0 = MAX (0, x - r), x1 = MIN (TS_MAX_SIZE - 1, x + r);
  guint n = 0;

  if (max == 0)
    return 0;
  for (int yy = MAX (0, y - r); yy <= MIN (TS_MAX_SIZE - 1, y + r); yy++)
    for (guint32 bits = ts_rank_run (pos, color, x0, yy, (guint) (x1 - x0 + 1)); bits != 0; bits &= bits - 1)
      {
        TsSquare from = ts_square (x0 + __builtin_ctz (bits), yy);

        if (from != sq && plain_note (pos, from, sq, out, max, &n))
          return n;
      }
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int step = ts_dir_step[TS_BLACK][d];
      guint passed = 0, min_rank = G_MAXUINT8;
      TsSquare s = sq;

      for (int k = 1;; k++)
        {
          TsPiece pc;

          s = (TsSquare) (s + step);
          pc = pos->board[s];
          if (pc == TS_OFFBOARD)
            break;
          if (pc == TS_EMPTY)
            {
              /* past a piece no general jumps, only its neighbour (a
               * tetrarch) may reach */
              if (passed > 0 && min_rank <= tab->jumper_rank)
                break;
              continue;
            }
          if (k > r && plain_line_candidate (tab, pc, color, passed, min_rank)
              && plain_note (pos, s, sq, out, max, &n))
            return n;
          passed++;
          min_rank = MIN (min_rank, tab->rank[TS_PIECE_FACE (pc)]);
          if (passed >= 2 && min_rank <= tab->jumper_rank)
            break;
        }
    }
  return n;
}

guint
ts_attackers_within (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor color,
                     TsSquare *out, guint max, gboolean with_hooks)
{
  const AttackTables *tab = tables (pos->rules);
  TsSquare local[64];
  Finder f = { pos, tab, sq, color, out, max, 0, with_hooks };

  if (G_UNLIKELY (!ts_engine_specialized (pos->rules)))
    return plain_attackers (pos, tab, sq, color, out, max);

  /* duplicates (a hook piece the other scans found) are only recognised
   * in a list, so counting needs one too */
  if (out == NULL && max > 1)
    {
      f.out = local;
      f.max = MIN (max, G_N_ELEMENTS (local));
    }
  (void) (scan_box (&f, tab) || scan_lines (&f, tab) || scan_far_jumps (&f, tab)
          || (with_hooks && scan_hooks (&f, tab, t)));
  return f.n;
}

/* ---- royals ---- */

/* Whether the tracked square holds a piece of `color` whose face has
 * `flag`: a square the search is trying a capture on may hold another
 * piece. */
static inline gboolean
tracked_is (const TsPosition *pos, const AttackTables *tab, TsSquare sq, TsColor color, guint8 flag)
{
  TsPiece pc = pos->board[sq];

  return pc != TS_EMPTY && TS_PIECE_COLOR (pc) == color && (tab->flags[TS_PIECE_FACE (pc)] & flag);
}

static TsSquare
find_tracked (const TsPosition *pos, const TsTracked *t, TsColor color, guint8 flag, guint *count)
{
  const AttackTables *tab = tables (pos->rules);
  TsSquare found = 0;

  *count = 0;
  for (guint i = 0; i < t->n[color]; i++)
    if (tracked_is (pos, tab, t->sq[color][i], color, flag))
      {
        found = t->sq[color][i];
        (*count)++;
      }
  return found;
}

TsSquare
ts_tracked_emperor (const TsPosition *pos, const TsTracked *t, TsColor color)
{
  const AttackTables *tab = tables (pos->rules);

  /* the last in the list, as find_tracked() would give, found from the
   * end: the evaluation asks it of both sides at every leaf */
  for (guint i = t->n[color]; i-- > 0;)
    if (tracked_is (pos, tab, t->sq[color][i], color, FACE_EMPEROR))
      return t->sq[color][i];
  return 0;
}

TsSquare
ts_tracked_last_royal (const TsPosition *pos, const TsTracked *t, TsColor color)
{
  if (pos->n_royals[color] != 1 || t->overflow[color])
    return 0;
  {
    guint n;
    TsSquare sq = find_tracked (pos, t, color, FACE_ROYAL, &n);
    return n == 1 ? sq : 0;
  }
}

gboolean
ts_move_may_burn (const TsPosition *pos, const TsMove *m)
{
  const AttackTables *tab = tables (pos->rules);
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;

  if (!pos->burns)
    return FALSE;
  if (tab->flags[TS_PIECE_FACE (after)] & FACE_BURNS)
    return TRUE;
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      TsPiece pc = pos->board[m->to + ts_dir_step[TS_BLACK][d]];

      if (pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) != TS_PIECE_COLOR (mover)
          && (tab->flags[TS_PIECE_FACE (pc)] & FACE_BURNS))
        return TRUE;
    }
  return FALSE;
}

gboolean
ts_plain_capture (const TsPosition *pos, TsSquare from, TsSquare sq, TsMove *m)
{
  const AttackTables *tab = tables (pos->rules);
  TsPiece pc = pos->board[from];
  int dx = ABS (ts_square_x (sq) - ts_square_x (from)), dy = ABS (ts_square_y (sq) - ts_square_y (from));

  m->from = from;
  m->captures[0] = sq;
  m->n_captures = 1;
  m->becomes = TS_EMPTY;
  /* the tetrarch takes its neighbours by igui, staying where it is */
  m->to = (tab->plain[TS_PIECE_FACE (pc)] & PLAIN_IGUI) && MAX (dx, dy) == 1 ? from : sq;
  return m->to == sq;
}

/* Whether the fire demon on `demon`, of `color`, could move next to
 * `sq` (where it does not stand already). */
static gboolean
demon_reaches_next_to (const TsPosition *pos, const AttackTables *tab, TsSquare demon, TsSquare sq, TsColor color)
{
  int fx = ts_square_x (demon), fy = ts_square_y (demon);

  for (int d = 0; d < TS_N_DIRS; d++)
    {
      TsSquare a = (TsSquare) (sq + ts_dir_step[TS_BLACK][d]);
      TsPiece pc = pos->board[a];
      int dx = ABS (ts_square_x (a) - fx), dy = ABS (ts_square_y (a) - fy);

      /* off its lines a fire demon reaches only by its area move */
      if (pc == TS_OFFBOARD || (pc != TS_EMPTY && TS_PIECE_COLOR (pc) == color)
          || (MAX (dx, dy) > tab->near && dx != 0 && dy != 0 && dx != dy))
        continue;
      if (ts_piece_reaches (pos, demon, a))
        return TRUE;
    }
  return FALSE;
}

gboolean
ts_burn_threatened (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor color)
{
  const AttackTables *tab = tables (pos->rules);
  int x = ts_square_x (sq), y = ts_square_y (sq);

  if (!pos->burns)
    return FALSE;
  if (t->overflow[color])
    return TRUE;
  for (guint i = 0; i < t->n[color]; i++)
    {
      TsSquare demon = t->sq[color][i];

      if (tracked_is (pos, tab, demon, color, FACE_BURNS)
          && MAX (ABS (ts_square_x (demon) - x), ABS (ts_square_y (demon) - y)) != 1
          && demon_reaches_next_to (pos, tab, demon, sq, color))
        return TRUE;
    }
  return FALSE;
}

gboolean
ts_last_royal_in_danger (const TsPosition *pos, const TsTracked *t, TsColor color)
{
  TsSquare royal = ts_tracked_last_royal (pos, t, color);
  TsColor them = TS_OTHER (color);
  TsSquare emperor;

  if (royal == 0)
    return FALSE;
  /* another variant: no emperor, but fire demons that burn it */
  if (G_UNLIKELY (!ts_engine_specialized (pos->rules)))
    return ts_attacked (pos, t, royal, them) || ts_burn_threatened (pos, t, royal, them);
  if (ts_attacked (pos, t, royal, them))
    return TRUE;
  emperor = ts_tracked_emperor (pos, t, them);
  /* a protector seen now protects after the emperor's move too, so the
   * cheap test answers most; but one whose line runs through the
   * emperor's own square protects only once the emperor has left it,
   * which the core's rule sees */
  return emperor != 0 && !ts_attacked (pos, t, royal, color) && ts_emperor_can_capture (pos, emperor, royal);
}

gboolean
ts_royal_attacked (const TsPosition *pos, const TsTracked *t, TsColor color)
{
  const AttackTables *tab = tables (pos->rules);

  if (t->overflow[color])
    return TRUE;
  for (guint i = 0; i < t->n[color]; i++)
    if (tracked_is (pos, tab, t->sq[color][i], color, FACE_ROYAL)
        && ts_attacked (pos, t, t->sq[color][i], TS_OTHER (color)))
      return TRUE;
  return FALSE;
}

/* Whether the quiet move `m` of the fire demon on its `from` is a burn
 * check against the royal on `royal`: it ends where it burns nothing
 * (next to no enemy; a move that burns is a capture to quiescence) and
 * no enemy attacks, and from there the demon could move next to the
 * royal.  The core's reach reads the board alone, so the demon is set
 * on its new square for the question and put back. */
static gboolean
is_burn_check (TsPosition *pos, const AttackTables *tab, const TsTracked *t, const TsMove *m, TsSquare royal)
{
  TsPiece demon = pos->board[m->from];
  TsColor us = TS_PIECE_COLOR (demon), them = TS_OTHER (us);
  gboolean check;

  if (m->n_captures != 0 || m->becomes != TS_EMPTY || m->to == m->from || ts_color_next_to (pos, them, m->to))
    return FALSE;
  pos->board[m->from] = TS_EMPTY;
  pos->board[m->to] = demon;
  check = demon_reaches_next_to (pos, tab, m->to, royal, us);
  pos->board[m->to] = TS_EMPTY;
  pos->board[m->from] = demon;
  return check && !ts_attacked (pos, t, m->to, them);
}

guint
ts_burn_checks (TsPosition *pos, const TsTracked *t, TsSquare royal, TsMoveList *scratch, TsMove *out, guint max)
{
  const AttackTables *tab = tables (pos->rules);
  TsColor us = pos->side;
  guint n = 0;

  if (!pos->burns || t->overflow[us])
    return 0;
  for (guint i = 0; i < t->n[us] && n < max; i++)
    {
      TsSquare from = t->sq[us][i];

      if (!tracked_is (pos, tab, from, us, FACE_BURNS))
        continue;
      ts_move_list_clear (scratch);
      ts_generate_piece_quiets (pos, from, scratch);
      for (guint k = 0; k < scratch->n && n < max; k++)
        if (is_burn_check (pos, tab, t, &scratch->moves[k], royal))
          out[n++] = scratch->moves[k];
    }
  return n;
}

gboolean
ts_jump_would_take (const TsPosition *pos, TsSquare from, TsSquare sq, TsSquare royal)
{
  const AttackTables *tab = tables (pos->rules);
  TsPiece general = pos->board[from];
  guint8 rank = tab->rank[TS_PIECE_FACE (general)];
  int dx = ts_square_x (royal) - ts_square_x (sq), dy = ts_square_y (royal) - ts_square_y (sq);
  int step = ((dy > 0) - (dy < 0)) * TS_STRIDE + ((dx > 0) - (dx < 0));

  if ((dx != 0 && dy != 0 && ABS (dx) != ABS (dy)) || step == 0)
    return FALSE;
  for (int d = 0; d < TS_N_DIRS; d++)
    if (ts_dir_step[TS_PIECE_COLOR (general)][d] == step)
      {
        if (!(tab->range_jump[TS_PIECE_FACE (general)] & (1u << d)))
          return FALSE;
        for (TsSquare s = (TsSquare) (sq + step); s != royal; s = (TsSquare) (s + step))
          if (pos->board[s] != TS_EMPTY && s != from && tab->rank[TS_PIECE_FACE (pos->board[s])] <= rank)
            return FALSE;
        return TRUE;
      }
  return FALSE;
}

guint
ts_jump_checks (const TsPosition *pos, const TsTracked *t, TsSquare royal, TsMove *out, guint max)
{
  const AttackTables *tab = tables (pos->rules);
  TsColor us = pos->side, them = TS_OTHER (us);
  guint n = 0;

  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        TsPiece general = pos->board[from];
        guint face = TS_PIECE_FACE (general);
        guint8 jumps = tab->range_jump[face];

        if (G_LIKELY (jumps == 0))
          continue;
        for (int d = 0; d < TS_N_DIRS; d++)
          {
            int step = ts_dir_step[us][d];

            if (!(jumps & (1u << d)))
              continue;
            /* without capturing it ranges over empty squares only
             * (TENJIKU.md 3.2) */
            for (TsSquare s = (TsSquare) (from + step); pos->board[s] == TS_EMPTY; s = (TsSquare) (s + step))
              {
                if (ts_jump_would_take (pos, from, s, royal) && !ts_attacked (pos, t, s, them))
                  {
                    out[n++] = (TsMove) { .from = from, .to = s };
                    if (n == max)
                      return n;
                  }
              }
          }
      }
  return n;
}
