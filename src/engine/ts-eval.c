/* ts-eval.c — piece values, piece-square tables and royal safety.
 *
 * Values come from the piece table read through the position's rule set
 * (seed 000's "Piece values", pawn = 1; for the jw-only pieces and the
 * nine jw movements, the core's estimate from the movement; tenjiku's
 * own table, TENJIKU.md section 8),
 * scaled to centipawns (the hook mover's 98 as RULES.md section 9 reads
 * the seed), with two corrections:
 *  - the emperor's TS_VALUE_INFINITE becomes twice the strongest other
 *    piece's value: losing the last royal is scored as mate by the
 *    search, so the value has to say what the emperor is while a spare
 *    royal stands: the strongest piece on the board (it takes anything
 *    unprotected anywhere), never worth trading for any other;
 *  - a piece that promotes on capturing is worth its own value plus an
 *    eighth of what the promotion would add; a piece that would demote
 *    (rook -> gold) is worth its own value while it keeps it.
 */
#include "ts-eval.h"

#include <stdlib.h>
#include <string.h>

#include "ts-variant.h"

#define FLAG_EMPEROR 1
#define FLAG_ROYAL 2

#define GUARDS_COUNTED 5           /* own pieces next to a royal, at most */
#define DEFENDERS_COUNTED 6        /* pieces protecting a royal, at most */
#define HUNT_RADIUS 3              /* the box round an enemy royal */
#define HUNT_ATTACKERS_COUNTED 3
#define APPROACH_RANGE 12
#define APPROACH_VALUE_CAP 20
#define APPROACH_MIN_VALUE 5      /* pieces smaller than this are left out */
#define APPROACH_FULL_LEAD (100 * TS_EVAL_PAWN) /* the approach counts in full from here */
#define SIEGE_COUNTED 12          /* protectors of a besieged royal counted, at most */
#define ROYAL_HOME_PULL 8         /* cp a royal's piece-square value loses a rank out from home, */
#define ROYAL_HOME_RANKS 2        /* home being its back rank and the two in front */

/* The weights of the features (centipawns), set by hand;
 * `tai-shogi-cli tune` fits them to self-play games (README.md, "The
 * engine"). */
static const int default_weights[TS_EVAL_N_FEATURES] = {
  [TS_FEATURE_SPARE_ROYAL] = 300,
  [TS_FEATURE_ROYAL_ENEMY_NEAR] = -12,
  [TS_FEATURE_ROYAL_GUARDS] = 6,
  [TS_FEATURE_LAST_ROYAL_UNDEFENDED] = -400,
  [TS_FEATURE_LAST_ROYAL_ONE_DEFENDER] = -120,
  [TS_FEATURE_SPARE_ROYAL_UNDEFENDED] = -150,
  [TS_FEATURE_ROYAL_DEFENDERS] = 20,
  [TS_FEATURE_HUNT_NEAR] = 15,
  [TS_FEATURE_HUNT_CAGE] = 25,
  [TS_FEATURE_HUNT_ATTACKERS] = 60,
  [TS_FEATURE_HUNT_APPROACH] = 1,
  [TS_FEATURE_SIMPLIFY] = 10,
  [TS_FEATURE_SIEGE] = 50,
  [TS_FEATURE_FREE_EMPEROR] = ROYAL_HOME_PULL, /* gives the pull back */
  [TS_FEATURE_TEMPO] = 15,
};

/* Tenjiku's: the royal terms as tai's (its king has no emperor to fear,
 * so only those that read the pieces round it count), and its own. */
static const int tenjiku_weights[TS_EVAL_N_FEATURES] = {
  [TS_FEATURE_SPARE_ROYAL] = 300,
  [TS_FEATURE_ROYAL_ENEMY_NEAR] = -12,
  [TS_FEATURE_ROYAL_GUARDS] = 6,
  [TS_FEATURE_HUNT_NEAR] = 15,
  [TS_FEATURE_HUNT_APPROACH] = 1,
  [TS_FEATURE_TEMPO] = 15,
  [TS_FEATURE_DEMON_ATTACKED] = -150,
  [TS_FEATURE_BURN_THREAT] = 6,
  [TS_FEATURE_GENERAL_TARGETS] = 8,
  [TS_FEATURE_KING_OPEN_LINES] = -40,
  [TS_FEATURE_BUFFALO_ADVANCE] = 6,
  [TS_FEATURE_KING_LINE_THREATS] = -25,
};

/* 32-bit values: a rule set's strongest piece past 163 pawns would make
 * the emperor overflow 16 bits. */
typedef struct {
  gint32 value[TS_N_FACES];
  guint8 flags[TS_N_FACES];
  guint8 approach_weight[TS_N_FACES];  /* what a piece counts for a square nearer a royal (approach()), or 0 */
  gint32 psq[TS_N_FACES][TS_CELLS]; /* Black's view; White reads the mirror square */
  /* tenjiku's terms read these of every piece */
  guint8 rank[TS_N_FACES];            /* TENJIKU.md 3.1; 0 in tai */
  guint8 range_jump[TS_N_FACES];      /* the directions it range-jumps along */
  gboolean burns[TS_N_FACES];         /* a fire demon */
  /* how far (king steps) a fire demon reaches off its lines, or -1
   * where it also passes pieces along them (burn_out_of_reach()) */
  gint8 burn_near[TS_N_FACES];
  /* the mirror of square sq, turned 180 degrees about the board's
   * centre, is mirror - sq (TS_CELLS - 1 for tai's board, which fills
   * the mailbox) */
  int mirror;
} EvalTables;

/* The emperor: twice the strongest other piece of the table, so that no
 * capture pays for it. */
static int
emperor_value (TsRules rules)
{
  int strongest = 0;

  for (int type = 1; type < TS_N_PIECE_TYPES; type++)
    if (ts_rules_piece_info (rules, type)->value != TS_VALUE_INFINITE)
      strongest = MAX (strongest, ts_rules_piece_info (rules, type)->value);
  return 2 * strongest * TS_EVAL_PAWN;
}

/* The rule set's value: the table's, or for a movement no source values
 * (the jw-only pieces, the nine jw movements) the core's estimate. */
static int
base_value (TsRules rules, TsPieceType type)
{
  if (ts_rules_piece_info (rules, type)->value == TS_VALUE_INFINITE)
    return emperor_value (rules);
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

/* The ranks a royal stands out from home, `advance` ranks from its
 * own back rank, that its piece-square value is pulled back for. */
static inline int
royal_ranks_out (int advance)
{
  return MAX (0, advance - ROYAL_HOME_RANKS);
}

/* The ranks a piece of `color` on `sq` stands from its own back rank. */
static inline int
ranks_advanced (TsSquare sq, TsColor color)
{
  return color == TS_BLACK ? (TS_MAX_SIZE - 1) - ts_square_y (sq) : ts_square_y (sq);
}

/* Positional bonus of a Black piece on column `x`, row `y` of a board
 * `width` by `height`: royals stay at home, small pieces advance (they
 * open lines for the big ones behind them), range pieces develop a
 * little towards the centre. */
static int
positional (int face, int value, guint8 flags, int x, int y, int width, int height)
{
  int advance = (height - 1) - y; /* 0 on Black's back rank */
  int off_centre = abs (2 * x - (width - 1)) / 2; /* the same either side of a board's middle */

  if (flags & FLAG_ROYAL)
    return -ROYAL_HOME_PULL * royal_ranks_out (advance);
  if (TS_PIECE_TYPE (face) == TS_PIECE_PAWN)
    return 3 * MIN (advance, 13);
  if (value <= 3 * TS_EVAL_PAWN)
    return 2 * MIN (advance, 11) - off_centre / 2;
  return 2 * MIN (advance, 10) - off_centre;
}

/* How far (king steps) a piece reaches off its lines: by jumps, lion
 * and line-lion power, area moves; along its lines it stops at the
 * first piece.  -1 where it passes pieces along a line (a range jump,
 * a range that starts beyond the first square) or takes by igui. */
static gint8
off_line_reach (const TsMovement *m)
{
  int near = (m->flags & TS_MOVE_FLAG_LION) ? 2 : 1;

  if (m->range_jump || m->igui_dirs)
    return -1;
  near = MAX (near, m->area_steps);
  for (guint i = 0; i < m->n_jumps; i++)
    near = MAX (near, MAX (ABS (m->jumps[i].right), ABS (m->jumps[i].forward)));
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      if (m->range_start[d] > 1)
        return -1;
      near = MAX (near, m->line_lion[d]);
    }
  return (gint8) near;
}

static gpointer
build_tables (TsRules rules)
{
  EvalTables *t = g_new0 (EvalTables, 1);
  const TsVariant *v = ts_rules_variant (rules);

  t->mirror = ts_variant_square (v, 0, 0) + ts_variant_square (v, v->width - 1, v->height - 1);
  for (int face = 1; face < TS_N_FACES; face++)
    {
      if (!ts_rules_face_exists (rules, (guint) face))
        continue;
      t->value[face] = face_value (rules, face);
      t->rank[face] = ts_piece_moves_info (rules, (TsPiece) face)->rank;
      t->range_jump[face] = ts_piece_moves_info (rules, (TsPiece) face)->movement.range_jump;
      t->burns[face] = (ts_piece_moves_info (rules, (TsPiece) face)->movement.flags & TS_MOVE_FLAG_BURNS) != 0;
      t->burn_near[face] = off_line_reach (&ts_piece_moves_info (rules, (TsPiece) face)->movement);
      if (ts_piece_moves_info (rules, (TsPiece) face)->movement.flags & TS_MOVE_FLAG_EMPEROR)
        t->flags[face] |= FLAG_EMPEROR;
      if (ts_engine_is_royal ((TsPiece) face))
        t->flags[face] |= FLAG_ROYAL;
      if (!(t->flags[face] & FLAG_ROYAL) && t->value[face] >= APPROACH_MIN_VALUE * TS_EVAL_PAWN)
        t->approach_weight[face] = (guint8) MIN (t->value[face] / TS_EVAL_PAWN, APPROACH_VALUE_CAP);
      for (int y = 0; y < v->height; y++)
        for (int x = 0; x < v->width; x++)
          t->psq[face][ts_variant_square (v, x, y)] =
            t->value[face] + positional (face, t->value[face], t->flags[face], x, y, v->width, v->height);
    }
  return t;
}

static inline const EvalTables *
tables (TsRules rules)
{
  /* Built once a rule set, read-only after: constants, not state. */
  static gpointer eval_tables[TS_N_RULES];
  static gsize built[TS_N_RULES];

  return ts_engine_tables (built, eval_tables, rules, build_tables);
}

int
ts_eval_piece_value (TsRules rules, TsPiece pc)
{
  return tables (rules)->value[TS_PIECE_FACE (pc)];
}

const gint32 *
ts_eval_piece_values (TsRules rules)
{
  return tables (rules)->value;
}

/* The setups are point-symmetric about the board's centre (13m in
 * tai), which White's piece-square values are read through. */
static inline TsSquare
mirror (const EvalTables *t, TsSquare sq)
{
  return (TsSquare) (t->mirror - sq);
}

int
ts_eval_signed_psq (TsRules rules, TsPiece pc, TsSquare sq)
{
  const EvalTables *t = tables (rules);

  if (TS_PIECE_COLOR (pc) == TS_BLACK)
    return t->psq[TS_PIECE_FACE (pc)][sq];
  return -t->psq[TS_PIECE_FACE (pc)][mirror (t, sq)];
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

/* Bytes of `v` holding the number of bits set in each (0 to 8): the
 * first steps of a popcount, whose sums several words can share before
 * the last (the target has no popcount instruction, and the library's
 * costs a call a word). */
static inline guint64
byte_counts (guint64 v)
{
  v -= (v >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  v = (v & G_GUINT64_CONSTANT (0x3333333333333333)) + ((v >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  return (v + (v >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
}

/* The sum of the bytes of `counts`, added in pairs first: the sum may
 * pass a byte's 255 (a whole board's pieces). */
static inline int
sum_bytes (guint64 counts)
{
  guint64 pairs = (counts & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff)) + ((counts >> 8) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff));

  return (int) ((pairs * G_GUINT64_CONSTANT (0x0001000100010001)) >> 48);
}

static inline int
count_bits (guint32 bits)
{
  int n = 0;

  /* a few bits: cheaper than the library's popcount on this target */
  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* Pieces of `color` in the square box of half-width `r` around `sq`,
 * counted row by row in the occupancy. */
static int
count_near (const TsPosition *pos, TsSquare sq, int r, TsColor color)
{
  int n = 0;
  int x0 = ts_square_x (sq), y0 = ts_square_y (sq);
  int xa = MAX (x0 - r, 0), xb = MIN (x0 + r, TS_MAX_SIZE - 1);

  for (int y = MAX (y0 - r, 0); y <= MIN (y0 + r, TS_MAX_SIZE - 1); y++)
    n += count_bits (ts_rank_run (pos, color, xa, y, (guint) (xb - xa + 1)));
  return n - (pos->board[sq] != TS_EMPTY && TS_PIECE_COLOR (pos->board[sq]) == color);
}

/* Squares next to the royal on `sq` it cannot step to safely: off the
 * board, or open to it but attacked by the hunter. */
static int
cage_squares (const TsPosition *pos, const TsTracked *t, TsSquare sq, TsColor hunter)
{
  int n = 0;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        TsSquare to = (TsSquare) (sq + dy * TS_STRIDE + dx);
        TsPiece pc = pos->board[to];

        if (dx == 0 && dy == 0)
          continue;
        if (pc == TS_OFFBOARD)
          n++;
        else if ((pc == TS_EMPTY || TS_PIECE_COLOR (pc) == hunter) && ts_attacked (pos, t, to, hunter))
          n++;
      }
  return n;
}

/* One royal's safety features, from its owner's point of view (+1 for
 * Black's, -1 for White's in `f`).  An unprotected royal can be taken by
 * the enemy emperor from anywhere (RULES.md section 3), so protection is
 * what matters most; enemy pieces crowding it and own pieces guarding it
 * are cheap proxies for the rest.
 *
 * Against an emperor, with none of its own (`besieged`), a royal falls
 * the moment nothing protects it, and the last one ends the game.  A
 * full army keeps about a dozen pieces round its prince, more than the
 * defenders counted, so every protector counts as well, from the first
 * (TS_FEATURE_SIEGE, negative for the hunter: a royal taken takes its
 * protectors out of the count); one question answers both. */
static void
royal_features (TsPosition *pos, const TsTracked *t, TsSquare sq, gboolean last,
                gboolean enemy_emperor, gboolean besieged, gboolean free_emperor, int sign, int *f)
{
  TsColor us = TS_PIECE_COLOR (pos->board[sq]), them = TS_OTHER (us);

  if (free_emperor)
    {
      /* nothing can trap it: it flees anywhere in one move, so crowding
       * is no danger and home no refuge (the table's pull home, which
       * a royal needs against an enemy emperor, is given back) */
      f[TS_FEATURE_FREE_EMPEROR] += sign * royal_ranks_out (ranks_advanced (sq, us));
      return;
    }
  f[TS_FEATURE_ROYAL_ENEMY_NEAR] += sign * count_near (pos, sq, 2, them);
  f[TS_FEATURE_ROYAL_GUARDS] += sign * MIN (count_near (pos, sq, 1, us), GUARDS_COUNTED);
  if (enemy_emperor)
    {
      guint protectors = ts_attackers (pos, t, sq, us, NULL, besieged ? SIEGE_COUNTED : DEFENDERS_COUNTED);
      guint defenders = MIN (protectors, DEFENDERS_COUNTED);

      if (besieged)
        f[TS_FEATURE_SIEGE] += sign * (int) protectors;
      f[TS_FEATURE_ROYAL_DEFENDERS] += sign * (int) defenders;
      if (!last && defenders == 0)
        f[TS_FEATURE_SPARE_ROYAL_UNDEFENDED] += sign;
      else if (last && defenders == 0)
        f[TS_FEATURE_LAST_ROYAL_UNDEFENDED] += sign;
      else if (last && defenders == 1)
        f[TS_FEATURE_LAST_ROYAL_ONE_DEFENDER] += sign;
    }
}

/* The hunt of an enemy royal once far ahead: pieces closing in
 * and squares taken from it; a sign as above, for the hunter. */
static void
hunt_features (const TsPosition *pos, const TsTracked *t, TsSquare prey, int sign, int *f)
{
  TsColor hunter = TS_OTHER (TS_PIECE_COLOR (pos->board[prey]));

  f[TS_FEATURE_HUNT_NEAR] += sign * count_near (pos, prey, HUNT_RADIUS, hunter);
  f[TS_FEATURE_HUNT_CAGE] += sign * cage_squares (pos, t, prey, hunter);
  f[TS_FEATURE_HUNT_ATTACKERS] += sign * (int) ts_attackers (pos, t, prey, hunter, NULL, HUNT_ATTACKERS_COUNTED);
}

/* The enemy's royals, hunted once far ahead. */
static void
hunt_royals (const TsPosition *pos, const TsTracked *t, TsColor prey_side, int sign, int *f)
{
  for (guint i = 0; i < t->n[prey_side]; i++)
    {
      TsSquare sq = t->sq[prey_side][i];
      TsPiece pc = pos->board[sq];

      if (pc != TS_EMPTY && TS_PIECE_COLOR (pc) == prey_side && ts_engine_is_royal (pc))
        hunt_features (pos, t, sq, sign, f);
    }
}

static int
count_pieces (const TsPosition *pos)
{
  guint64 counts = 0;

  /* a byte's count is at most 8 a word: the 2 * TS_OCC_WORDS words' sums fit */
  G_STATIC_ASSERT (8 * 2 * TS_OCC_WORDS < 256);
  for (int c = 0; c < 2; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      counts += byte_counts (pos->occupied[c][w]);
  return sum_bytes (counts);
}

/* Pieces that have left the board since the start: the side ahead
 * wants exchanges, which strip the enemy royals of their defenders. */
static int
pieces_traded (const TsPosition *pos)
{
  static gsize start_count;

  if (G_UNLIKELY (g_once_init_enter (&start_count)))
    {
      gsize n = 0;
      for (int type = 1; type < TS_N_PIECE_TYPES; type++)
        n += 2 * ts_piece_info (type)->count;
      g_once_init_leave (&start_count, n);
    }
  return MAX (0, (int) start_count - count_pieces (pos));
}

/* The hunter's pieces closing in on the nearest enemy royal from
 * anywhere on the board: each piece worth APPROACH_MIN_VALUE or more
 * counts (its value in pawns, at most APPROACH_VALUE_CAP) for every
 * square it stands inside APPROACH_RANGE. */
static int
approach (const TsPosition *pos, const TsTracked *t, TsColor hunter)
{
  const EvalTables *tab = tables (pos->rules);
  TsColor prey = TS_OTHER (hunter);
  int rx[TS_TRACKED_MAX], ry[TS_TRACKED_MAX], n_royals = 0, sum = 0;
  int x0 = TS_MAX_SIZE, x1 = -1, y0 = TS_MAX_SIZE, y1 = -1;

  for (guint i = 0; i < t->n[prey]; i++)
    {
      TsPiece pc = pos->board[t->sq[prey][i]];
      if (pc != TS_EMPTY && TS_PIECE_COLOR (pc) == prey && ts_engine_is_royal (pc))
        {
          rx[n_royals] = ts_square_x (t->sq[prey][i]);
          ry[n_royals++] = ts_square_y (t->sq[prey][i]);
        }
    }
  if (n_royals == 0)
    return 0;
  /* only the rows and files within range of a royal can count */
  for (int r = 0; r < n_royals; r++)
    {
      x0 = MIN (x0, rx[r] - (APPROACH_RANGE - 1));
      x1 = MAX (x1, rx[r] + (APPROACH_RANGE - 1));
      y0 = MIN (y0, ry[r] - (APPROACH_RANGE - 1));
      y1 = MAX (y1, ry[r] + (APPROACH_RANGE - 1));
    }
  x0 = MAX (x0, 0);
  x1 = MIN (x1, TS_MAX_SIZE - 1);
  for (int y = MAX (y0, 0); y <= MIN (y1, TS_MAX_SIZE - 1); y++)
    for (guint32 bits = ts_rank_run (pos, hunter, x0, y, (guint) (x1 - x0 + 1)); bits != 0;
         bits &= bits - 1)
      {
        int x = x0 + __builtin_ctz (bits);
        int weight = tab->approach_weight[TS_PIECE_FACE (pos->board[ts_square (x, y)])];
        int dist = TS_MAX_SIZE;

        if (weight == 0)
          continue;
        for (int r = 0; r < n_royals; r++)
          dist = MIN (dist, MAX (ABS (x - rx[r]), ABS (y - ry[r])));
        sum += weight * MAX (0, APPROACH_RANGE - dist);
      }
  return sum;
}

/* What the piece-square values take off the material of `color` for
 * where its emperor stands, the pull home (a royal's, positional()). */
static int
emperor_pull (TsSquare emperor, TsColor color)
{
  return ROYAL_HOME_PULL * royal_ranks_out (ranks_advanced (emperor, color));
}

/* ---- tenjiku's terms ---- */

#define TARGETS_PER_GENERAL 4
#define LOWEST_RANK 5              /* TENJIKU.md 3.1 */

static inline guint8
rank_of (const EvalTables *tab, TsPiece pc)
{
  return tab->rank[TS_PIECE_FACE (pc)];
}

static inline guint8
range_jump_of (const EvalTables *tab, TsPiece pc)
{
  return tab->range_jump[TS_PIECE_FACE (pc)];
}

static inline gboolean
burns (const EvalTables *tab, TsPiece pc)
{
  return tab->burns[TS_PIECE_FACE (pc)];
}

#define BURN_CACHE_SIZE 4096      /* a power of two */

/* What best_burn() keeps a thread: a list for a fire demon's moves (a
 * list is too big for the stack), and the last answers by the key of
 * what they read (burn_region()). */
typedef struct {
  TsMoveList list;
  struct {
    guint64 key;                 /* 0: none */
    int burn;
  } cache[BURN_CACHE_SIZE];
} BurnScratch;

static GPrivate burn_scratch = G_PRIVATE_INIT (g_free);

static inline guint64
mix (guint64 h, guint64 v)
{
  return (h ^ v) * 0x100000001b3ull;
}

/* `h` with the run of `n` squares of rank `y` from file `x` on: where
 * pieces of either side stand, and which enemies (own pieces only stop
 * a fire demon, and what burns only reads enemies).  Sets `enemy` when
 * one stands there. */
static inline guint64
mix_run (const TsPosition *pos, TsColor them, int x, int y, guint n, guint64 h, gboolean *enemy)
{
  guint32 ours = ts_rank_run (pos, TS_OTHER (them), x, y, n), theirs = ts_rank_run (pos, them, x, y, n);

  h = mix (h, ours | (guint64) theirs << 32);
  *enemy |= theirs != 0;
  for (; theirs != 0; theirs &= theirs - 1)
    h = mix (h, pos->board[ts_square (x + __builtin_ctz (theirs), y)]);
  return h;
}

/* `h` with the square `s` and those round it, as mix_run(). */
static inline guint64
mix_neighbourhood (const TsPosition *pos, TsColor them, TsSquare s, guint64 h, gboolean *enemy)
{
  int x = ts_square_x (s), y = ts_square_y (s);
  int x0 = MAX (0, x - 1), x1 = MIN (TS_MAX_SIZE - 1, x + 1);

  for (int yy = MAX (0, y - 1); yy <= MIN (TS_MAX_SIZE - 1, y + 1); yy++)
    h = mix_run (pos, them, x0, yy, (guint) (x1 - x0 + 1), h, enemy);
  return h;
}

/* What best_burn() of the fire demon on `sq` reads: where pieces stand
 * within one square of its reach off its lines, how far each line from
 * it is open and the enemy that stops it, the squares round the enemies
 * next to those lines, and which enemies stand there.  Sets `key` to a
 * hash of them; returns FALSE when no enemy stands there, and the demon can
 * capture or burn nothing (a move ends in its reach or on an open line,
 * and burns or captures only next to where it ends).  Never FALSE, and
 * `key` 0, for a piece that passes others along its lines. */
static gboolean
burn_region (const EvalTables *tab, const TsPosition *pos, TsSquare sq, guint64 *key)
{
  TsColor them = TS_OTHER (TS_PIECE_COLOR (pos->board[sq]));
  int near = tab->burn_near[TS_PIECE_FACE (pos->board[sq])];
  int x = ts_square_x (sq), y = ts_square_y (sq), r = near + 1;
  int x0 = MAX (0, x - r), x1 = MIN (TS_MAX_SIZE - 1, x + r);
  gboolean enemy = FALSE;
  guint64 h = 0xcbf29ce484222325ull;

  *key = 0;
  if (near < 0)
    return TRUE;
  h = mix (mix (mix (h, sq), pos->board[sq]), pos->rules);
  for (int yy = MAX (0, y - r); yy <= MIN (TS_MAX_SIZE - 1, y + r); yy++)
    h = mix_run (pos, them, x0, yy, (guint) (x1 - x0 + 1), h, &enemy);
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int step = ts_dir_step[TS_BLACK][d];
      TsSquare s = (TsSquare) (sq + step);
      int k = 1;

      /* within `near` the box above has looked */
      for (; pos->board[s] == TS_EMPTY; k++, s = (TsSquare) (s + step))
        if (k > near && ts_color_next_to (pos, them, s))
          h = mix_neighbourhood (pos, them, s, mix (h, s), &enemy);
      /* where the line stops, and on whose piece */
      h = mix (h, (guint64) k);
      if (pos->board[s] != TS_OFFBOARD && TS_PIECE_COLOR (pos->board[s]) == them)
        h = mix_neighbourhood (pos, them, s, mix (h, pos->board[s]), &enemy);
    }
  /* the finaliser of splitmix64, so that the low bits index well */
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 31;
  *key = h | 1;
  return enemy;
}

/* What the fire demon on `sq` would burn at best by one move (pawns'
 * worth in centipawns), by its moves as the core generates them. */
static int
generated_best_burn (const EvalTables *tab, TsPosition *pos, TsSquare sq, TsMoveList *list)
{
  const gint32 *values = ts_eval_piece_values (pos->rules);
  TsColor us = TS_PIECE_COLOR (pos->board[sq]);
  int best = 0;

  list->n = 0;
  ts_generate_piece_moves (pos, sq, list);
  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      int burn = 0;

      if (m->n_captures == 0 && !ts_color_next_to (pos, TS_OTHER (us), m->to))
        continue;

      for (guint k = 0; k < m->n_captures; k++)
        burn += values[TS_PIECE_FACE (pos->board[m->captures[k]])];
      for (int d = 0; d < TS_N_DIRS; d++)
        {
          TsSquare n = (TsSquare) (m->to + ts_dir_step[TS_BLACK][d]);
          TsPiece pc = pos->board[n];

          if (pc == TS_EMPTY || pc == TS_OFFBOARD || n == sq || TS_PIECE_COLOR (pc) == us)
            continue;
          if (burns (tab, pc))
            {
              burn = 0;
              break;
            }
          if (!(m->n_captures > 0 && m->captures[m->n_captures - 1] == n))
            burn += values[TS_PIECE_FACE (pc)];
        }
      best = MAX (best, burn);
    }
  return best;
}

/* What the fire demon on `sq` would burn at best by one move (pawns'
 * worth in centipawns): the enemies next to where it stops, what it
 * captures there too; none where it would stop next to an enemy fire
 * demon, which burns it.  Generating its moves is dear, and quiescence
 * asks again and again of a demon whose surroundings did not change:
 * answers are kept by what they read (burn_region()). */
static int
best_burn (const EvalTables *tab, TsPosition *pos, TsSquare sq)
{
  BurnScratch *scratch = g_private_get (&burn_scratch);
  guint64 key;
  guint slot;

  if (!burn_region (tab, pos, sq, &key))
    return 0;
  if (G_UNLIKELY (scratch == NULL))
    {
      scratch = g_new0 (BurnScratch, 1);
      g_private_set (&burn_scratch, scratch);
    }
  if (key == 0)
    return generated_best_burn (tab, pos, sq, &scratch->list);
  slot = (guint) key & (BURN_CACHE_SIZE - 1);
  if (scratch->cache[slot].key != key)
    {
      scratch->cache[slot].key = key;
      scratch->cache[slot].burn = generated_best_burn (tab, pos, sq, &scratch->list);
    }
  return scratch->cache[slot].burn;
}

/* The enemy pieces a range-jumping general on `sq` can take along its
 * lines, jumping what ranks lower (TENJIKU.md 3.1), up to
 * TARGETS_PER_GENERAL. */
static int
general_targets (const EvalTables *tab, const TsPosition *pos, TsSquare sq, guint8 range_jump)
{
  TsPiece general = pos->board[sq];
  TsColor us = TS_PIECE_COLOR (general);
  guint8 rank = rank_of (tab, general);
  int n = 0;

  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int step = ts_dir_step[us][d];

      if (!(range_jump & (1u << d)))
        continue;
      for (TsSquare s = (TsSquare) (sq + step); pos->board[s] != TS_OFFBOARD; s = (TsSquare) (s + step))
        {
          TsPiece pc = pos->board[s];

          if (pc == TS_EMPTY)
            continue;
          if (TS_PIECE_COLOR (pc) != us)
            n++;
          if (rank_of (tab, pc) <= rank)
            break;
        }
    }
  return MIN (n, TARGETS_PER_GENERAL);
}

/* The lines from the royal on `sq` that an enemy range-jumping general
 * could take it along: one whose rank jumps every piece on the line
 * (TENJIKU.md 3.1), whether it stands there already or may come.  Only
 * a great general or a royal shelters from a great general (rank 2),
 * so a king's shelter is what stands in its lines, not round it.
 * `best_rank[k]`: the enemy's highest-ranked general along
 * orthogonals (k = 0) and diagonals (1), 0 for none. */
static int
open_lines (const EvalTables *tab, const TsPosition *pos, TsSquare sq, const guint8 best_rank[2])
{
  TsColor us = TS_PIECE_COLOR (pos->board[sq]);
  int n = 0;

  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int step = ts_dir_step[TS_BLACK][d];
      guint8 jumper = best_rank[TS_DIR_IS_DIAGONAL (d)];
      guint8 screen = G_MAXUINT8;
      TsSquare s = (TsSquare) (sq + step);

      if (jumper == 0 || pos->board[s] == TS_OFFBOARD)
        continue;
      for (; pos->board[s] != TS_OFFBOARD && screen > jumper; s = (TsSquare) (s + step))
        {
          TsPiece pc = pos->board[s];

          /* the enemy's generals are the danger, not a screen */
          if (pc != TS_EMPTY && !(TS_PIECE_COLOR (pc) != us && range_jump_of (tab, pc)))
            screen = MIN (screen, rank_of (tab, pc));
        }
      n += screen > jumper;
    }
  return n;
}

/* The ranks an unpromoted water buffalo on `sq` has come towards its
 * promotion zone, the start not counted: a fire demon on reaching it. */
static int
buffalo_advance (const TsPosition *pos, TsSquare sq)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  TsColor us = TS_PIECE_COLOR (pos->board[sq]);
  int row = ts_variant_row (v, sq);
  int advance = us == TS_BLACK ? v->height - 1 - row : row;

  return CLAMP (advance, 2, v->height - v->zone_depth) - 2;
}

/* The terms that read every piece of `color`: its generals' targets,
 * its water buffaloes' advance; and its highest-ranked range-jumping
 * general along orthogonals and along diagonals (`best`, the smallest
 * rank number; 0: none). */
#define MAX_JUMPERS 16
#define LINE_THREATS_MAX 6

typedef struct {
  guint n;
  TsSquare sq[MAX_JUMPERS];
} Jumpers;

static void
army_features (const EvalTables *tab, const TsPosition *pos, TsColor color, int sign, guint8 best[2], Jumpers *jumpers, int *f)
{
  best[0] = best[1] = 0;
  jumpers->n = 0;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[color][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        TsPiece pc = pos->board[sq];
        guint8 jumps = range_jump_of (tab, pc), rank;

        if (G_LIKELY (jumps == 0))
          {
            if (TS_PIECE_FACE (pc) == TS_PIECE_WATER_BUFFALO)
              f[TS_FEATURE_BUFFALO_ADVANCE] += sign * buffalo_advance (pos, sq);
            continue;
          }
        f[TS_FEATURE_GENERAL_TARGETS] += sign * general_targets (tab, pos, sq, jumps);
        if (jumpers->n < MAX_JUMPERS)
          jumpers->sq[jumpers->n++] = sq;
        rank = rank_of (tab, pc);
        /* 0: the orthogonals (even directions), 1: the diagonals */
        for (int k = 0; k < 2; k++)
          if ((jumps & (k == 0 ? 0x55 : 0xaa)) && (best[k] == 0 || rank < best[k]))
            best[k] = rank;
      }
}

/* The squares the enemy's range-jumping generals reach in one move (a
 * range jump, over what ranks lower) from which they would take the
 * royal on `royal` next: the threats a defence must meet before they
 * are made, which a search of a few plies sees too late (a great
 * general crossing the board to the long diagonal of an open king).
 * A general that takes the royal already is the search's business. */
static int
king_line_threats (const EvalTables *tab, const TsPosition *pos, TsSquare royal, const Jumpers *enemy)
{
  int n = 0;

  for (guint j = 0; j < enemy->n; j++)
    {
      TsSquare from = enemy->sq[j];
      TsPiece general = pos->board[from];
      TsColor them = TS_PIECE_COLOR (general);
      guint8 jumps = range_jump_of (tab, general), rank = rank_of (tab, general);

      for (int d = 0; d < TS_N_DIRS; d++)
        {
          int step = ts_dir_step[them][d];
          gboolean jumped = FALSE;

          if (!(jumps & (1u << d)))
            continue;
          for (TsSquare s = (TsSquare) (from + step); pos->board[s] != TS_OFFBOARD; s = (TsSquare) (s + step))
            {
              TsPiece pc = pos->board[s];

              if (s == royal)
                break;
              /* it ranges to an empty square over empty ones only, and
               * jumps lower ranks to capture (TENJIKU.md 3.2) */
              if ((pc == TS_EMPTY ? !jumped : TS_PIECE_COLOR (pc) != them) && ts_jump_would_take (pos, from, s, royal)
                  && ++n >= LINE_THREATS_MAX)
                return n;
              if (pc != TS_EMPTY)
                {
                  if (rank_of (tab, pc) <= rank)
                    break;
                  jumped = TRUE;
                }
            }
        }
    }
  return n;
}

/* Tenjiku's own terms. */
static void
tenjiku_features (TsPosition *pos, const TsTracked *t, int *f)
{
  const EvalTables *tab = tables (pos->rules);
  guint8 best_rank[2][2];
  Jumpers jumpers[2];

  for (int c = 0; c < 2; c++)
    army_features (tab, pos, (TsColor) c, c == TS_BLACK ? 1 : -1, best_rank[c], &jumpers[c], f);
  for (int c = 0; c < 2; c++)
    {
      int sign = c == TS_BLACK ? 1 : -1;
      TsColor them = TS_OTHER ((TsColor) c);
      int burn = 0;

      for (guint i = 0; i < t->n[c]; i++)
        {
          TsSquare sq = t->sq[c][i];
          TsPiece pc = pos->board[sq];

          if (ts_engine_is_royal (pc))
            {
              f[TS_FEATURE_KING_OPEN_LINES] += sign * open_lines (tab, pos, sq, best_rank[them]);
              if (pos->n_royals[c] == 1)
                f[TS_FEATURE_KING_LINE_THREATS] += sign * king_line_threats (tab, pos, sq, &jumpers[them]);
            }
          else if (burns (tab, pc))
            {
              f[TS_FEATURE_DEMON_ATTACKED] += sign * ts_attacked (pos, t, sq, them);
              burn = MAX (burn, best_burn (tab, pos, sq));
            }
        }
      f[TS_FEATURE_BURN_THREAT] += sign * burn / TS_EVAL_PAWN;
    }
}

/* The terms of a variant the engine is not specialized for
 * (ts_engine_specialized()): of tai's, those that read only where
 * pieces stand (royal safety by the pieces round each royal; far ahead,
 * the hunt by pieces closing in on the enemy's; the tempo), and where
 * fire demons burn, tenjiku's own. */
static void
plain_features (TsPosition *pos, const TsTracked *t, int material, int *f)
{
  for (int c = 0; c < 2; c++)
    {
      int sign = c == TS_BLACK ? 1 : -1;
      TsColor prey = TS_OTHER ((TsColor) c);

      if (pos->n_royals[c] >= 2)
        f[TS_FEATURE_SPARE_ROYAL] += sign;
      for (guint i = 0; i < t->n[c]; i++)
        if (ts_engine_is_royal (pos->board[t->sq[c][i]]))
          royal_features (pos, t, t->sq[c][i], pos->n_royals[c] == 1, FALSE, FALSE, FALSE, sign, f);
      if (sign * material < TS_EVAL_HUNT_LEAD)
        continue;
      for (guint i = 0; i < t->n[prey]; i++)
        {
          TsPiece pc = pos->board[t->sq[prey][i]];

          if (pc != TS_EMPTY && TS_PIECE_COLOR (pc) == prey && ts_engine_is_royal (pc))
            f[TS_FEATURE_HUNT_NEAR] += sign * count_near (pos, t->sq[prey][i], HUNT_RADIUS, (TsColor) c);
        }
      f[TS_FEATURE_HUNT_APPROACH] += sign * approach (pos, t, (TsColor) c) * MIN (sign * material, APPROACH_FULL_LEAD) / APPROACH_FULL_LEAD;
    }
  f[TS_FEATURE_TEMPO] = pos->side == TS_BLACK ? 1 : -1;
  if (pos->burns)
    tenjiku_features (pos, t, f);
}

void
ts_eval_features (TsPosition *pos, const TsTracked *t, int material, int *f)
{
  TsSquare emperor_sq[2];
  gboolean emperor[2];

  memset (f, 0, TS_EVAL_N_FEATURES * sizeof *f);
  if (G_UNLIKELY (!ts_engine_specialized (pos->rules)))
    {
      plain_features (pos, t, material, f);
      return;
    }
  for (int c = 0; c < 2; c++)
    {
      emperor_sq[c] = ts_tracked_emperor (pos, t, (TsColor) c);
      emperor[c] = emperor_sq[c] != 0;
    }
  for (int c = 0; c < 2; c++)
    {
      int sign = c == TS_BLACK ? 1 : -1;
      gboolean last = pos->n_royals[c] == 1;
      int lead = sign * material;

      /* the lead the hunt's terms weigh (the exchanges, the approach)
       * leaves out where a free emperor stands, as the evaluation does
       * (FREE_EMPEROR gives the pull home back): else the exchanges'
       * term would still pull it home, by some 10 to 50 cp */
      if (emperor[c] && !emperor[!c])
        lead += emperor_pull (emperor_sq[c], (TsColor) c);

      if (pos->n_royals[c] >= 2)
        f[TS_FEATURE_SPARE_ROYAL] += sign;
      for (guint i = 0; i < t->n[c]; i++)
        if (ts_engine_is_royal (pos->board[t->sq[c][i]]))
          royal_features (pos, t, t->sq[c][i], last, emperor[!c], emperor[!c] && !emperor[c],
                          !emperor[!c] && t->sq[c][i] == emperor_sq[c], sign, f);
      if (lead >= TS_EVAL_HUNT_LEAD)
        {
          hunt_royals (pos, t, TS_OTHER ((TsColor) c), sign, f);
          f[TS_FEATURE_SIMPLIFY] += sign * (lead / TS_EVAL_PAWN) * pieces_traded (pos) / 100;
          f[TS_FEATURE_HUNT_APPROACH] += sign * approach (pos, t, (TsColor) c) * MIN (lead, APPROACH_FULL_LEAD) / APPROACH_FULL_LEAD;
        }
    }
  f[TS_FEATURE_TEMPO] = pos->side == TS_BLACK ? 1 : -1;
}

int
ts_eval_combine (const int *f, const int *weights)
{
  int sum = 0;

  for (int i = 0; i < TS_EVAL_N_FEATURES; i++)
    sum += f[i] * weights[i];
  return sum;
}

const int *
ts_eval_default_weights (void)
{
  return default_weights;
}

const int *
ts_eval_weights (TsRules rules)
{
  return ts_engine_specialized (rules) ? default_weights : tenjiku_weights;
}

int
ts_evaluate (TsPosition *pos, const TsTracked *t, int material)
{
  int f[TS_EVAL_N_FEATURES];
  int black;

  ts_eval_features (pos, t, material, f);
  black = material + ts_eval_combine (f, ts_eval_weights (pos->rules));
  return pos->side == TS_BLACK ? black : -black;
}
