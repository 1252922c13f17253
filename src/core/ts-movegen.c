/* ts-movegen.c — move generation for every kind of movement of RULES.md
 * section 3, the emperor's protected-royal rule, repetition, make/unmake.
 *
 * Each kind of movement produces every move identity (start, ordered
 * captures, final square) exactly once by construction, so the hot path
 * needs no de-duplication; only hook paths, which reach a square by two
 * L-shaped routes, keep a small bitset of the squares they have given.
 */
#include "ts-movegen.h"
#include "ts-variant.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ---- geometry ---- */

static inline int
dir_delta (TsColor c, int d)
{
  return ts_dir_step[c][d];
}

static inline int
relative_delta (TsColor c, int right, int forward)
{
  int delta = -forward * TS_STRIDE + right;
  return c == TS_BLACK ? delta : -delta;
}

/* The direction of a (right, forward) offset's signs. */
static int
dir_of_signs (int right, int forward)
{
  static const int table[3][3] = {
    /* right: -1        0         +1 */
    { TS_DIR_BL, TS_DIR_B, TS_DIR_BR }, /* backward */
    { TS_DIR_L, -1, TS_DIR_R },         /* level */
    { TS_DIR_FL, TS_DIR_F, TS_DIR_FR }, /* forward */
  };
  return table[(forward > 0) - (forward < 0) + 1][(right > 0) - (right < 0) + 1];
}

/* ---- the movement of each face, looked up once ---- */

typedef struct {
  TsMovement m;
  guint8 lion_reach[TS_N_DIRS]; /* squares along d given by (line-)lion power */
  guint32 line_jumps[TS_N_DIRS]; /* bit k: a jump lands k squares along d */
  guint8 range_dirs;            /* bit d: a range (steps included) along d */
  /* bit k: the square k steps along d is not a slide's, but the
   * (line-)lion power's or a jump's */
  guint32 slide_skips[TS_N_DIRS];
  guint8 line_lion_dirs;        /* bit d: line-lion power along d */
  guint8 rank;                  /* among tenjiku's range-jumping generals */
  TsPiece promoted;             /* the face after promoting, 0 if it cannot */
  /* one byte each: the table is read at every piece and every make, and
   * a smaller row keeps more faces in the cache */
  guint8 capture_promotes;      /* tai: every capture promotes it, at once */
  guint8 royal;
  guint8 burns;                 /* a fire demon (TENJIKU.md section 3.9) */
  /* tenjiku's kinds of movement (range jumps, ranges that skip their
   * first square, igui without lion power, area moves, a promotion
   * chosen in a zone): such faces take generate_special(), so that
   * tai's faces keep a generator without them */
  guint8 special;
  guint8 exempt;                /* from contagion: royals, and pieces about to promote to one */
  guint8 contagious;            /* its capturer becomes this type, promoted */
  guint16 max_moves;            /* the most moves one such piece can have (below) */
  guint16 max_moves_ever;       /* the same for the face it may still promote to */
  int reach;                    /* the farthest it captures, in king steps */
} FaceMovement;

/* The soaring eagle's fA and the horned falcon's fD land on the second
 * square of their line-lion power, which already gives those moves. */
static void
drop_jumps_within_lion_reach (FaceMovement *f)
{
  guint kept = 0;

  for (guint i = 0; i < f->m.n_jumps; i++)
    {
      TsJump j = f->m.jumps[i];
      int k = MAX (ABS (j.right), ABS (j.forward));
      gboolean on_line = j.right == 0 || j.forward == 0 || ABS (j.right) == ABS (j.forward);
      gboolean lion_square = (f->m.flags & TS_MOVE_FLAG_LION) && k <= 2;

      if (on_line && f->lion_reach[dir_of_signs (j.right, j.forward)] >= k)
        continue;
      if (lion_square)
        continue;
      if (on_line)
        f->line_jumps[dir_of_signs (j.right, j.forward)] |= 1u << k;
      f->m.jumps[kept++] = j;
    }
  f->m.n_jumps = (guint8) kept;
}

/* How far, in king steps, a piece can capture: lets the attack test pass
 * over far pieces at once. */
static int
farthest_reach (const FaceMovement *f)
{
  int reach = (f->m.flags & TS_MOVE_FLAG_LION) ? 2 : 0;

  if (f->m.hook_start != 0 || (f->m.flags & TS_MOVE_FLAG_EMPEROR) || f->m.range_jump)
    return TS_MAX_SIZE;
  reach = MAX (reach, f->m.area_steps);
  if (f->m.lion_dirs || f->m.igui_dirs)
    reach = MAX (reach, 2);
  for (int d = 0; d < TS_N_DIRS; d++)
    reach = MAX (reach, MAX (f->m.range[d], f->m.line_lion[d]));
  for (guint i = 0; i < f->m.n_jumps; i++)
    reach = MAX (reach, MAX (ABS (f->m.jumps[i].right), ABS (f->m.jumps[i].forward)));
  return MIN (reach, TS_MAX_SIZE);
}

/* ---- how many moves a piece can have ----
 *
 * A move list must hold every move of a position, and the emperor alone
 * has 624.  FaceMovement.max_moves (M below) bounds how many moves
 * generate_piece() gives one piece of the face, on any board: what is
 * counted is list entries, one for each call of push().  A position is
 * read only when ts_position_move_bound() keeps both sides within
 * TS_MAX_MOVES, and that bound never grows as moves are played, so no
 * list of the legal moves of that position, or of any that follows from
 * it (a game, a perft, a search), can overflow.
 *
 * M of a face, kind of movement by kind:
 *  - the emperor (gen_emperor): one entry at most for each square but
 *    its own: 624.
 *  - slides (gen_ranges): along direction d, one entry at most for each
 *    distance k within the range (a quiet move to an empty square, or
 *    the capture of the first piece), none on the squares slide_skips
 *    leaves to the lion powers and jumps.  The two directions of a line
 *    share at most 24 squares besides the piece's: a along one, at most
 *    24 - a along the other; line_slide_bound() takes the worst a.
 *  - jumps (gen_jumps): one entry each at most.
 *  - lion power (gen_lion): 24 for the squares within two king steps;
 *    then for each of the 8 neighbours holding an enemy, igui and a
 *    second step to each neighbour of that square but the lion's own,
 *    1 + 7: 64 in all.
 *  - line-lion power along d (gen_line_lion): without lion power, the
 *    first square, igui, the second square, and the second with the
 *    first captured: 4; with three steps, also two out and one back (1),
 *    and three out with each of the first two squares taken or not (4).
 *    With lion power, only the last 5 are the line's own.
 *  - the pass (emit_pass): one, for any lion or line-lion power.
 *  - hooks (gen_hooks): one entry at most for each square (its `given`
 *    set).  A hook turns by 90 degrees after at least one step and goes
 *    on for at least one: an orthogonal hook ends off the piece's file
 *    and rank, on one of 24 * 24 = 576 squares at most; a diagonal one
 *    ends off its two diagonals (a steps along (1, 1) and b along
 *    (1, -1) end on (a + b, a - b)) but on the colour of its square
 *    (x + y keeps its parity), as do the diagonal slides, which run on
 *    those diagonals: hooks and diagonal slides together end on the at
 *    most 312 squares of that colour but the piece's own.
 *
 * The table's largest: the emperor and the hook mover (48 + 576) 624,
 * the long-nosed goblin 316, the capricorn and the peacock 312, the
 * Buddhist spirit 169, the teaching king 145, the furious fiend 129,
 * the queen 96, the lion 89, the lion dog 73; the rook 48.
 *
 * Why a side's bound never grows.  With C the number of contagious
 * pieces on the board (devas, dark spirits and their promoted faces, of
 * either side) and M_c the largest M of a contagious face, side S has
 * at most
 *
 *   B(S) = the sum of M* over S's pieces that are not contagious + C M_c
 *
 * moves, where M* is M, or the greater of M and the promoted face's M
 * for a piece that may still promote.  A move of either side changes
 * B(S) only thus: a captured piece leaves the board (a term of the sum
 * goes, or C falls); a promotion gives a face that M* covered already,
 * that never promotes again (RULES.md section 4) and that is contagious
 * exactly when the piece was (promotion keeps the type); contagion
 * makes the capturer contagious as the contagious piece it took leaves
 * the board (C stays, the capturer's term goes); a royal capturer of a
 * contagious piece stays as it is (C falls) and a drunken elephant
 * promotes (within its M*).  No move adds a piece.  So neither B(Black)
 * nor B(White) ever grows.  The tests check M against the moves of
 * pieces on random crowded boards, and B along random games. */

#define BOARD_SQUARES (TS_MAX_SIZE * TS_MAX_SIZE)
#define MAX_EMPEROR_MOVES (BOARD_SQUARES - 1)
/* the squares of the colour of a square but that one: 313 - 1 or 312 - 1 */
#define MAX_SAME_COLOUR (BOARD_SQUARES / 2)
#define ORTHOGONAL_DIRS 0x55 /* F, R, B, L */

/* Slide entries along d with `room` squares of the board ahead. */
static guint
slide_entries (const FaceMovement *f, int d, int room)
{
  int far = MIN (room, (int) f->m.range[d]);
  /* bits 1 .. far */
  guint32 distances = far > 0 ? ((2u << far) - 1) & ~1u : 0;

  return (guint) __builtin_popcount (distances & ~f->slide_skips[d]);
}

/* Slide entries along the line of directions d and d + 4. */
static guint
line_slide_bound (const FaceMovement *f, int d)
{
  guint most = 0;

  for (int a = 0; a < TS_MAX_SIZE; a++)
    most = MAX (most, slide_entries (f, d, a) + slide_entries (f, d + 4, TS_MAX_SIZE - 1 - a));
  return most;
}

static guint
face_max_moves (const FaceMovement *f)
{
  gboolean lion = (f->m.flags & TS_MOVE_FLAG_LION) != 0;
  guint orthogonal = 0, diagonal = 0, n;

  if (f->m.flags & TS_MOVE_FLAG_EMPEROR)
    return MAX_EMPEROR_MOVES;
  for (int d = 0; d < TS_N_DIRS / 2; d++)
    {
      if (TS_DIR_IS_DIAGONAL (d))
        diagonal += line_slide_bound (f, d);
      else
        orthogonal += line_slide_bound (f, d);
    }
  if ((f->m.hook_start & ORTHOGONAL_DIRS) && (f->m.hook_start & ~ORTHOGONAL_DIRS))
    n = orthogonal + diagonal + MAX_EMPEROR_MOVES;
  else if (f->m.hook_start & ORTHOGONAL_DIRS)
    n = orthogonal + diagonal + (TS_MAX_SIZE - 1) * (TS_MAX_SIZE - 1);
  else if (f->m.hook_start)
    n = orthogonal + MAX_SAME_COLOUR;
  else
    n = orthogonal + diagonal;
  n += f->m.n_jumps;
  if (lion)
    n += 24 + 8 * 8;
  for (int d = 0; d < TS_N_DIRS; d++)
    if (f->m.line_lion[d] > 0)
      n += (lion ? 0 : 4) + (f->m.line_lion[d] >= 3 ? 5 : 0);
  if (lion || f->line_lion_dirs)
    n++;
  /* tenjiku: lion power on some directions only (the free eagle): igui
   * and a second step along each of them, and a pass */
  if (!lion && f->m.lion_dirs)
    {
      guint k = (guint) __builtin_popcount (f->m.lion_dirs);
      n += k * (1 + k) + 1;
    }
  /* the area move: a square within its steps, or the pass */
  if (f->m.area_steps)
    n += (2 * f->m.area_steps + 1) * (2 * f->m.area_steps + 1);
  n += (guint) __builtin_popcount (f->m.igui_dirs);
  /* a piece that may choose to promote has each move twice */
  if (f->promoted && !f->capture_promotes)
    n *= 2;
  return n;
}

static gpointer
build_face_table (TsRules rules)
{
  FaceMovement *table = g_new0 (FaceMovement, TS_N_FACES);
  gboolean on_capture = ts_rules_variant (rules)->promotion == TS_PROMOTION_ON_CAPTURE;

  for (int face = 1; face < TS_N_FACES; face++)
    {
      TsPieceType type = TS_PIECE_TYPE (face);
      FaceMovement *f = &table[face];

      if (!ts_rules_face_exists (rules, (guint) face))
        continue;
      f->m = ts_piece_moves_info (rules, (TsPiece) face)->movement;
      for (int d = 0; d < TS_N_DIRS; d++)
        f->lion_reach[d] = MAX (f->m.line_lion[d], (f->m.flags & TS_MOVE_FLAG_LION) ? 2 : 0);
      drop_jumps_within_lion_reach (f);
      if (!TS_PIECE_IS_PROMOTED (face) && ts_rules_piece_info (rules, type)->promotes_to != TS_PIECE_NONE)
        f->promoted = (TsPiece) (face | TS_PIECE_PROMOTED);
      f->capture_promotes = f->promoted != 0 && on_capture;
      f->burns = (f->m.flags & TS_MOVE_FLAG_BURNS) != 0;
      f->rank = ts_piece_moves_info (rules, (TsPiece) face)->rank;
      f->special = (f->promoted && !f->capture_promotes) || f->m.range_jump || f->m.igui_dirs || f->m.area_steps
                   || (f->m.lion_dirs && !(f->m.flags & TS_MOVE_FLAG_LION));
      for (int d = 0; d < TS_N_DIRS; d++)
        f->special |= f->m.range_start[d] > 1;
      for (int d = 0; d < TS_N_DIRS; d++)
        {
          f->slide_skips[d] = f->line_jumps[d] | ((2u << f->lion_reach[d]) - 1);
          f->range_dirs |= (f->m.range[d] > 0) << d;
          f->line_lion_dirs |= (f->m.line_lion[d] > 0) << d;
        }
      f->royal = (f->m.flags & TS_MOVE_FLAG_ROYAL) != 0;
      f->reach = farthest_reach (f);
      /* the drunken elephant, which would become a prince, promotes instead */
      f->exempt = f->royal || (f->promoted != 0 && (ts_piece_info (ts_rules_piece_info (rules, type)->promotes_to)->traits
                                                    & TS_TRAIT_ROYAL));
      f->contagious = (ts_piece_info (type)->traits & TS_TRAIT_CONTAGIOUS) != 0;
      f->max_moves = (guint16) face_max_moves (f);
    }
  for (int face = 1; face < TS_N_FACES; face++)
    {
      FaceMovement *f = &table[face];

      f->max_moves_ever = MAX (f->max_moves, f->promoted ? table[f->promoted].max_moves : 0);
    }
  return table;
}

static inline const FaceMovement *
face_movement (TsRules rules, TsPiece pc)
{
  /* Built once, read-only after: constants, not state. */
  static gpointer face_tables[TS_N_RULES];
  static gsize built;

  /* an atomic read: the tables another thread built are seen whole */
  if (G_UNLIKELY (g_atomic_pointer_get (&face_tables[rules]) == NULL))
    ts_rules_build_tables_once (&built, face_tables, build_face_table);
  return &((const FaceMovement *) face_tables[rules])[TS_PIECE_FACE (pc)];
}

/* ---- promotion and contagion (RULES.md section 4) ---- */


TsPiece
ts_piece_after_captures (TsRules rules, TsPiece mover, const TsPiece *captured, guint n_captured)
{
  const FaceMovement *fm = face_movement (rules, mover);

  if (n_captured == 0)
    return mover;
  /* royals, and the drunken elephant that would become one, are exempt
   * from contagion */
  if (!fm->exempt)
    for (guint i = n_captured; i-- > 0;)
      if (face_movement (rules, captured[i])->contagious)
        return TS_MAKE_PIECE (TS_PIECE_TYPE (captured[i]), TRUE, TS_PIECE_COLOR (mover));
  return fm->capture_promotes ? (TsPiece) (fm->promoted | (mover & TS_PIECE_WHITE)) : mover;
}

/* ---- the bound on a position's moves ---- */

guint
ts_piece_move_bound (TsRules rules, TsPiece piece)
{
  g_return_val_if_fail (rules < TS_N_RULES && piece != TS_EMPTY && piece != TS_OFFBOARD, 0);
  return face_movement (rules, piece)->max_moves;
}

/* M_c: the most moves of a contagious face of the rule set. */
static guint
contagious_max_moves (TsRules rules)
{
  guint most = 0;

  for (guint face = 1; face < TS_N_FACES; face++)
    if (ts_rules_face_exists (rules, face) && face_movement (rules, (TsPiece) face)->contagious)
      most = MAX (most, face_movement (rules, (TsPiece) face)->max_moves);
  return most;
}

guint
ts_position_move_bound (const TsPosition *pos, TsColor color)
{
  guint sum = 0, n_contagious = 0;

  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          const FaceMovement *fm = face_movement (pos->rules, pos->board[w * 64 + __builtin_ctzll (bits)]);

          if (fm->contagious)
            n_contagious++;
          else if (c == color)
            sum += fm->max_moves_ever;
        }
  return sum + n_contagious * contagious_max_moves (pos->rules);
}

gboolean
ts_position_check_move_bound (const TsPosition *pos, GError **error)
{
  guint black = ts_position_move_bound (pos, TS_BLACK), white = ts_position_move_bound (pos, TS_WHITE);

  if (MAX (black, white) <= TS_MAX_MOVES)
    return TRUE;
  g_set_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_TOO_MANY_MOVES,
               black >= white
                 ? _("this position has too many pieces that move far: Black could come to have up to %u moves "
                     "(an emperor or a hook mover has up to 624, a lion 89); the program plays positions of "
                     "at most %u possible moves")
                 : _("this position has too many pieces that move far: White could come to have up to %u moves "
                     "(an emperor or a hook mover has up to 624, a lion 89); the program plays positions of "
                     "at most %u possible moves"),
               MAX (black, white), (guint) TS_MAX_MOVES);
  return FALSE;
}

/* The board the attack questions read: the position's, with up to two
 * squares seen empty, so that the emperor's protection test can ask
 * about the board after a capture without playing it. */
typedef struct {
  const TsPiece *cells;
  TsSquare vacated[2];
} Board;

static inline gboolean
board_vacated (const Board *b, int sq)
{
  return sq == b->vacated[0] || sq == b->vacated[1];
}

static inline gboolean
board_empty (const Board *b, int sq)
{
  return b->cells[sq] == TS_EMPTY || board_vacated (b, sq);
}

/* ---- emitting moves ---- */

typedef struct {
  const TsPosition *pos;
  TsMoveList *list;
  TsSquare from;
  TsPiece mover;
  TsColor color;
  gboolean captures_only;  /* leave out moves that capture nothing */
  gboolean quiets_only;    /* leave out moves that capture */
} Gen;

static inline gboolean
is_enemy (TsPiece pc, TsColor c)
{
  return pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) != c;
}

static inline TsMove *
push (Gen *g, TsSquare to)
{
  TsMove *m = &g->list->moves[g->list->n++];

  g_assert (g->list->n <= TS_MAX_MOVES);
  m->from = g->from;
  m->to = to;
  m->n_captures = 0;
  m->becomes = TS_EMPTY;
  return m;
}

static inline void
emit_quiet (Gen *g, TsSquare to)
{
  if (!g->captures_only)
    push (g, to);
}

static void
emit_captures (Gen *g, const TsSquare *caps, guint n, TsSquare to)
{
  TsMove *m;
  TsPiece victims[TS_MAX_CAPTURES];
  TsPiece after;

  if (g->quiets_only)
    return;
  m = push (g, to);
  for (guint i = 0; i < n; i++)
    {
      m->captures[i] = caps[i];
      victims[i] = g->pos->board[caps[i]];
    }
  m->n_captures = (guint8) n;
  after = ts_piece_after_captures (g->pos->rules, g->mover, victims, n);
  m->becomes = after != g->mover ? after : TS_EMPTY;
}

static inline void
emit_capture (Gen *g, TsSquare to)
{
  emit_captures (g, &to, 1, to);
}

/* A move to `to` by a step, slide or jump: quiet, capture, or nothing. */
static inline void
emit_to (Gen *g, TsSquare to)
{
  TsPiece pc = g->pos->board[to];

  if (pc == TS_EMPTY)
    emit_quiet (g, to);
  else if (is_enemy (pc, g->color))
    emit_capture (g, to);
}

static inline void
emit_pass (Gen *g)
{
  if (!g->captures_only)
    push (g, g->from);
}

/* ---- the kinds of movement ---- */

/* A range-jumping general's captures along a line, from the first piece
 * on it (`sq`) on: it may take each enemy it reaches, and it goes on past
 * a piece, friend or foe, only of a lower rank than its own (a larger
 * number), never past a royal (TENJIKU.md section 3.2). */
static void
gen_range_jump (Gen *g, const FaceMovement *fm, int sq, int delta)
{
  const TsPiece *board = g->pos->board;

  for (; board[sq] != TS_OFFBOARD; sq += delta)
    {
      TsPiece pc = board[sq];

      if (pc == TS_EMPTY)
        continue;
      if (is_enemy (pc, g->color))
        emit_capture (g, (TsSquare) sq);
      if (face_movement (g->pos->rules, pc)->rank <= fm->rank)
        break;
    }
}

/* Steps and ranges, the quiet moves (`quiets`), the captures
 * (`captures`) or both: a walk over the empty squares to the first
 * piece, a quiet move on each a slide gives, a capture at most on the
 * piece.  The first `lion_reach` squares of a direction are the
 * (line-)lion power's, and squares a jump lands on are the jump's (the
 * jw great dragon's rlD and rlH): a slide only passes them
 * (FaceMovement.slide_skips).  Always inline, so that each kind of
 * generation has a loop of its own. */
G_ALWAYS_INLINE static inline void
gen_ranges (Gen *g, const FaceMovement *fm, gboolean quiets, gboolean captures, gboolean special)
{
  const TsPiece *board = g->pos->board;

  for (guint dirs = fm->range_dirs; dirs != 0; dirs &= dirs - 1)
    {
      int d = __builtin_ctz (dirs);
      int limit = fm->m.range[d];
      int delta = dir_delta (g->color, d);
      guint32 skips = fm->slide_skips[d];
      /* the tetrarch's ranges start on the second square, whatever
       * stands on the first (TENJIKU.md 3.7); the border is two cells
       * deep, so the second square is always in the array */
      int k = special ? MAX (fm->m.range_start[d], 1) : 1;
      int sq = g->from + k * delta;

      /* the border stops the walk: it is not empty */
      for (; k <= limit && board[sq] == TS_EMPTY; k++, sq += delta)
        if (quiets && !(skips & (1u << k)))
          push (g, (TsSquare) sq);
      if (!captures || k > limit)
        continue;
      if (special && (fm->m.range_jump & (1u << d)))
        gen_range_jump (g, fm, sq, delta);
      else if (!(skips & (1u << k)) && is_enemy (board[sq], g->color))
        emit_capture (g, (TsSquare) sq);
    }
}

static void
gen_jumps (Gen *g, const FaceMovement *fm)
{
  for (guint i = 0; i < fm->m.n_jumps; i++)
    emit_to (g, (TsSquare) (g->from + relative_delta (g->color, fm->m.jumps[i].right,
                                                        fm->m.jumps[i].forward)));
}

/* Lion power: with the full power (TS_MOVE_FLAG_LION), every square
 * within two king steps by a step or a jump; then along its lion
 * directions (all eight, or the free eagle's diagonals): igui on an
 * enemy neighbour, and a first capture followed by a second step along
 * one of them to an empty or enemy square.  Returns whether a pass is
 * possible: a neighbour along them is empty. */
static gboolean
gen_lion (Gen *g, const FaceMovement *fm)
{
  const TsPiece *board = g->pos->board;
  gboolean can_pass = FALSE;

  if (fm->m.flags & TS_MOVE_FLAG_LION)
    for (int dy = -2; dy <= 2; dy++)
      for (int dx = -2; dx <= 2; dx++)
        if (dx != 0 || dy != 0)
          emit_to (g, (TsSquare) (g->from + dy * TS_STRIDE + dx));

  /* the lion directions are the same for both colours: all, or the
   * diagonals */
  for (guint dirs = fm->m.lion_dirs; dirs != 0; dirs &= dirs - 1)
    {
      TsSquare a = (TsSquare) (g->from + ts_dir_step[TS_BLACK][__builtin_ctz (dirs)]);
      TsPiece pa = board[a];

      if (pa == TS_EMPTY)
        can_pass = TRUE;
      if (!is_enemy (pa, g->color))
        continue;
      {
        TsSquare igui[1] = { a };
        emit_captures (g, igui, 1, g->from);
      }
      for (guint seconds = fm->m.lion_dirs; seconds != 0; seconds &= seconds - 1)
        {
          TsSquare s = (TsSquare) (a + ts_dir_step[TS_BLACK][__builtin_ctz (seconds)]);
          TsPiece ps = board[s];
          TsSquare caps[2] = { a, s };

          if (s == g->from)
            continue;
          if (ps == TS_EMPTY)
            emit_captures (g, caps, 1, s);
          else if (is_enemy (ps, g->color))
            emit_captures (g, caps, 2, s);
        }
    }
  return can_pass;
}

/* The tetrarch's igui: it takes an enemy neighbour without moving. */
static void
gen_igui (Gen *g, const FaceMovement *fm)
{
  for (guint dirs = fm->m.igui_dirs; dirs != 0; dirs &= dirs - 1)
    {
      TsSquare a = (TsSquare) (g->from + ts_dir_step[TS_BLACK][__builtin_ctz (dirs)]);

      if (is_enemy (g->pos->board[a], g->color))
        {
          TsSquare igui[1] = { a };
          emit_captures (g, igui, 1, g->from);
        }
    }
}

/* The farthest area move: three king steps, a 7 x 7 square round it. */
#define AREA_MAX 3
#define AREA_SIDE (2 * AREA_MAX + 1)

/* Whether a range of the piece gives the move to (dx, dy) (board
 * offsets from it) already: the square lies on a line it ranges along,
 * within its range, and nothing stands before it.  The area move leaves
 * such squares to the range, so that each move is given once. */
static gboolean
range_gives (const Gen *g, const FaceMovement *fm, int dx, int dy, gboolean capture)
{
  int adx = ABS (dx), ady = ABS (dy), k = MAX (adx, ady), d, delta;

  if (dx != 0 && dy != 0 && adx != ady)
    return FALSE;
  d = dir_of_signs (g->color == TS_BLACK ? dx : -dx, g->color == TS_BLACK ? -dy : dy);
  if (fm->m.range[d] < k || MAX (fm->m.range_start[d], 1) > k || (fm->slide_skips[d] & (1u << k)))
    return FALSE;
  delta = dir_delta (g->color, d);
  for (int i = MAX (fm->m.range_start[d], 1); i < k; i++)
    {
      TsPiece pc = g->pos->board[g->from + i * delta];

      /* a range jump passes pieces of a lower rank when it captures */
      if (pc != TS_EMPTY
          && !(capture && (fm->m.range_jump & (1u << d)) && face_movement (g->pos->rules, pc)->rank > fm->rank))
        return FALSE;
    }
  return TRUE;
}

/* Whether an enemy of `color` stands within `r` king steps of `sq`. */
static gboolean
enemy_within (const TsPosition *pos, TsColor color, TsSquare sq, int r)
{
  int x = ts_square_x (sq), y = ts_square_y (sq);
  int x0 = MAX (0, x - r), x1 = MIN (TS_MAX_SIZE - 1, x + r);

  for (int yy = MAX (0, y - r); yy <= MIN (TS_MAX_SIZE - 1, y + r); yy++)
    if (ts_rank_run (pos, TS_OTHER (color), x0, yy, (guint) (x1 - x0 + 1)) != 0)
      return TRUE;
  return FALSE;
}

/* The area move (TENJIKU.md 3.3): a path of up to `steps` king steps
 * over empty squares (the start counts as empty), ending on an empty
 * square, on an enemy it captures, or back on the start (a pass).  A
 * breadth-first walk over the empty squares round the piece gives each
 * square's fewest steps; a square is a move's end if it is empty within
 * `steps`, or an enemy next to a square within `steps - 1`.  The squares
 * of the 7 x 7 box are the bits of a word, y * AREA_SIDE + x, so that
 * each step of the walk goes from its frontier's squares in row order
 * (the order of the moves), and the empty squares reached are listed in
 * row order at the end. */
static void
gen_area (Gen *g, const FaceMovement *fm)
{
  const TsPiece *board = g->pos->board;
  int steps = MIN (fm->m.area_steps, AREA_MAX);
  guint64 centre = G_GUINT64_CONSTANT (1) << (AREA_MAX * AREA_SIDE + AREA_MAX);
  guint64 frontier = centre, reached = 0, taken = 0;
  gboolean can_pass = FALSE;

  /* captures only: an enemy within reach, or nothing to do */
  if (g->captures_only && !enemy_within (g->pos, g->color, g->from, steps))
    return;
  for (int level = 0; level < steps; level++)
    {
      guint64 next = 0;

      for (; frontier != 0; frontier &= frontier - 1)
        {
          int bit = __builtin_ctzll (frontier), x = bit % AREA_SIDE, y = bit / AREA_SIDE;

          for (int d = 0; d < TS_N_DIRS; d++)
            {
              int nx = x + ts_dir_right[d], ny = y + -ts_dir_forward[d];
              guint64 nbit;
              TsSquare sq;

              if (nx < 0 || ny < 0 || nx >= AREA_SIDE || ny >= AREA_SIDE)
                continue;
              nbit = G_GUINT64_CONSTANT (1) << (ny * AREA_SIDE + nx);
              sq = (TsSquare) (g->from + (ny - AREA_MAX) * TS_STRIDE + nx - AREA_MAX);
              if (nbit == centre)
                can_pass |= level + 1 >= 2;
              else if ((reached | taken) & nbit)
                continue;
              else if (board[sq] == TS_EMPTY)
                {
                  reached |= nbit;
                  next |= nbit;
                }
              else if (is_enemy (board[sq], g->color))
                {
                  /* marked so as to be taken once: an enemy ends the path */
                  taken |= nbit;
                  if (!range_gives (g, fm, nx - AREA_MAX, ny - AREA_MAX, TRUE))
                    emit_capture (g, sq);
                }
            }
        }
      frontier = next;
    }
  if (g->captures_only)
    return;
  for (; reached != 0; reached &= reached - 1)
    {
      int bit = __builtin_ctzll (reached), x = bit % AREA_SIDE, y = bit / AREA_SIDE;

      if (!range_gives (g, fm, x - AREA_MAX, y - AREA_MAX, FALSE))
        emit_quiet (g, (TsSquare) (g->from + (y - AREA_MAX) * TS_STRIDE + x - AREA_MAX));
    }
  if (can_pass)
    emit_pass (g);
}

/* Line-lion power along one direction, `steps` 2 or 3 (RULES.md section 3).
 * With full lion power as well, only what the lion cannot do is given:
 * two out and one back, and three out.  Returns whether a pass is possible
 * along this line. */
static gboolean
gen_line_lion (Gen *g, int d, int steps, gboolean has_lion)
{
  const TsPiece *board = g->pos->board;
  int delta = dir_delta (g->color, d);
  TsSquare s1 = (TsSquare) (g->from + delta);
  TsSquare s2 = (TsSquare) (s1 + delta);
  TsSquare s3 = (TsSquare) (s2 + delta);
  TsPiece p1 = board[s1], p2, p3;
  gboolean e1, e2, e3;

  if (p1 == TS_OFFBOARD)
    return FALSE;
  e1 = is_enemy (p1, g->color);

  if (!has_lion)
    {
      emit_to (g, s1);
      if (e1)
        {
          TsSquare igui[1] = { s1 };
          emit_captures (g, igui, 1, g->from);
        }
    }

  p2 = board[s2];
  if (p2 == TS_OFFBOARD)
    return p1 == TS_EMPTY;
  e2 = is_enemy (p2, g->color);

  if (!has_lion && (p2 == TS_EMPTY || e2))
    {
      /* out two: the first square stepped over, hopped, or captured */
      TsSquare caps[2] = { s1, s2 };
      emit_to (g, s2);
      if (e1)
        emit_captures (g, caps, e2 ? 2 : 1, s2);
    }

  if (steps < 3)
    return p1 == TS_EMPTY;

  /* two out and one back: the turn square is captured, never hopped; the
   * first square must be empty or captured on the way out */
  if (e2 && (p1 == TS_EMPTY || e1))
    {
      TsSquare caps[2] = { s1, s2 };
      if (p1 == TS_EMPTY)
        emit_captures (g, caps + 1, 1, s1);
      else
        emit_captures (g, caps, 2, s1);
    }

  /* three out: each of the first two squares stepped over, hopped or
   * (if an enemy) captured */
  p3 = board[s3];
  e3 = is_enemy (p3, g->color);
  if (p3 == TS_EMPTY || e3)
    for (int take1 = 0; take1 <= (int) e1; take1++)
      for (int take2 = 0; take2 <= (int) e2; take2++)
        {
          TsSquare caps[3];
          guint n = 0;
          if (take1)
            caps[n++] = s1;
          if (take2)
            caps[n++] = s2;
          if (e3)
            caps[n++] = s3;
          if (n == 0)
            emit_quiet (g, s3);
          else
            emit_captures (g, caps, n, s3);
        }

  return p1 == TS_EMPTY;
}

typedef struct {
  guint64 bits[TS_OCC_WORDS];
} SquareSet;

static inline gboolean
square_set_add (SquareSet *set, TsSquare sq)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (sq % 64);

  if (set->bits[sq / 64] & bit)
    return FALSE;
  set->bits[sq / 64] |= bit;
  return TRUE;
}

/* Hook moves: a slide over empty squares, a 90-degree turn on an empty
 * square, and a second slide that may end in a capture.  The straight
 * slides themselves come from gen_ranges(). */
static void
gen_hooks (Gen *g, const FaceMovement *fm)
{
  const TsPiece *board = g->pos->board;
  SquareSet given = { { 0 } };

  for (int d1 = 0; d1 < TS_N_DIRS; d1++)
    {
      int delta1 = dir_delta (g->color, d1);

      if (!(fm->m.hook_start & (1u << d1)))
        continue;
      for (int corner = g->from + delta1; board[corner] == TS_EMPTY; corner += delta1)
        for (int turn = 2; turn <= 6; turn += 4)
          {
            int delta2 = dir_delta (g->color, (d1 + turn) % TS_N_DIRS);
            int sq = corner + delta2;

            /* the set tells quiet moves apart from quiet moves only */
            for (; board[sq] == TS_EMPTY; sq += delta2)
              if (!g->captures_only && square_set_add (&given, (TsSquare) sq))
                emit_quiet (g, (TsSquare) sq);
            if (is_enemy (board[sq], g->color) && square_set_add (&given, (TsSquare) sq))
              emit_capture (g, (TsSquare) sq);
          }
    }
}

/* ---- the emperor ---- */

static gboolean
is_emperor (TsRules rules, TsPiece pc)
{
  return (face_movement (rules, pc)->m.flags & TS_MOVE_FLAG_EMPEROR) != 0;
}

static gboolean attacked_on_board (const TsPosition *pos, const Board *b, TsSquare sq, TsColor color);

/* Whether the victim side could answer the emperor's capture on `target`
 * (RULES.md section 3, RULESETS.md section 6): by any of its pieces but
 * its emperor, or by its emperor if that recapture would itself be
 * allowed, i.e. if no piece but an emperor of ours could then take back.
 * Asked of the board as it would stand, the emperor's square and then
 * the recapturing emperor's seen empty; the position is not touched.
 * (What stands on `target` never matters: an attack is on the square.) */
static gboolean
victim_is_protected (const TsPosition *pos, TsSquare from, TsSquare target)
{
  TsColor us = TS_PIECE_COLOR (pos->board[from]), them = TS_OTHER (us);
  Board after_capture = { pos->board, { from, from } };

  if (attacked_on_board (pos, &after_capture, target, them))
    return TRUE;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[them][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare v = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        Board after_recapture = { pos->board, { from, v } };

        if (v != target && is_emperor (pos->rules, pos->board[v])
            && !attacked_on_board (pos, &after_recapture, target, us))
          return TRUE;
      }
  return FALSE;
}

/* Whether the emperor may take this piece only if it is unprotected. */
static inline gboolean
needs_unprotected (TsRules rules, TsPiece victim)
{
  return ts_rules_emperor_capture_rule (rules) == TS_EMPEROR_TAKES_UNPROTECTED
         || face_movement (rules, victim)->royal;
}

/* The emperor takes any piece its rule set lets it: standard, any
 * unprotected royal and any other piece; jw, any unprotected piece. */
static inline void
emperor_capture (Gen *g, TsSquare sq)
{
  TsPiece pc = g->pos->board[sq];

  if (g->quiets_only)
    return;
  if (!needs_unprotected (g->pos->rules, pc) || !victim_is_protected (g->pos, g->from, sq))
    {
      /* the emperor never promotes nor catches contagion */
      TsMove *m = push (g, sq);
      m->captures[0] = sq;
      m->n_captures = 1;
    }
}

gboolean
ts_emperor_can_capture (const TsPosition *pos, TsSquare from, TsSquare target)
{
  TsPiece emperor = pos->board[from];

  g_return_val_if_fail (is_emperor (pos->rules, emperor), FALSE);
  return from != target && is_enemy (pos->board[target], TS_PIECE_COLOR (emperor))
         && (!needs_unprotected (pos->rules, pos->board[target]) || !victim_is_protected (pos, from, target));
}

static void
gen_emperor (Gen *g)
{
  if (g->captures_only)
    {
      /* only the enemy's squares, not all 625 */
      guint64 enemy[TS_OCC_WORDS];

      memcpy (enemy, g->pos->occupied[TS_OTHER (g->color)], sizeof enemy);
      for (int w = 0; w < TS_OCC_WORDS; w++)
        for (guint64 bits = enemy[w]; bits != 0; bits &= bits - 1)
          emperor_capture (g, (TsSquare) (w * 64 + __builtin_ctzll (bits)));
      return;
    }
  for (int y = 0; y < TS_MAX_SIZE; y++)
    {
      TsSquare sq = ts_square (0, y);
      for (int x = 0; x < TS_MAX_SIZE; x++, sq++)
        {
          TsPiece pc = g->pos->board[sq];

          if (pc == TS_EMPTY)
            emit_quiet (g, sq);
          else if (is_enemy (pc, g->color))
            emperor_capture (g, sq);
        }
    }
}

/* ---- generating ---- */

typedef enum {
  GEN_ALL,
  GEN_CAPTURES,
  GEN_QUIETS,
} GenKind;

/* Tenjiku's promotion (TENJIKU.md 4.2): a move of a promotable piece
 * that enters the zone, or that captures and starts in it, may promote;
 * it is then listed twice, unpromoted and promoted.  `first` is the
 * piece's first move in the list. */
static void
add_promotions (Gen *g, const FaceMovement *fm, guint first)
{
  const TsVariant *v = ts_rules_variant (g->pos->rules);
  gboolean starts_in = ts_variant_in_zone (v, g->color, g->from);
  TsPiece promoted = (TsPiece) (fm->promoted | (g->mover & TS_PIECE_WHITE));
  guint n = g->list->n;

  for (guint i = first; i < n; i++)
    {
      TsMove m = g->list->moves[i];

      if (starts_in ? m.n_captures > 0 : ts_variant_in_zone (v, g->color, m.to))
        {
          TsMove *copy = push (g, m.to);
          *copy = m;
          copy->becomes = promoted;
        }
    }
}

gboolean
ts_move_may_promote (const TsPosition *pos, const TsMove *m)
{
  TsPiece pc = pos->board[m->from];
  const FaceMovement *fm = face_movement (pos->rules, pc);
  const TsVariant *v = ts_rules_variant (pos->rules);
  TsColor c = TS_PIECE_COLOR (pc);

  if (!fm->promoted || fm->capture_promotes)
    return FALSE;
  return ts_variant_in_zone (v, c, m->from) ? m->n_captures > 0 : ts_variant_in_zone (v, c, m->to);
}

/* The moves of a face with tenjiku's kinds of movement: every kind, the
 * ranges with their skipped squares and range jumps, and each move that
 * may promote listed twice. */
static void
generate_special (Gen *g, const FaceMovement *fm, GenKind kind)
{
  gboolean has_lion = (fm->m.flags & TS_MOVE_FLAG_LION) != 0, can_pass = FALSE;
  guint first = g->list->n;

  if (fm->m.lion_dirs)
    can_pass = gen_lion (g, fm);
  for (guint dirs = fm->line_lion_dirs; dirs != 0; dirs &= dirs - 1)
    {
      int d = __builtin_ctz (dirs);
      can_pass |= gen_line_lion (g, d, fm->m.line_lion[d], has_lion);
    }
  if (can_pass)
    emit_pass (g);
  gen_ranges (g, fm, kind != GEN_CAPTURES, kind != GEN_QUIETS, TRUE);
  if (fm->m.n_jumps)
    gen_jumps (g, fm);
  if (fm->m.hook_start)
    gen_hooks (g, fm);
  if (fm->m.igui_dirs)
    gen_igui (g, fm);
  if (fm->m.area_steps)
    gen_area (g, fm);
  if (fm->promoted && !fm->capture_promotes)
    add_promotions (g, fm, first);
}

static void
generate_piece (const TsPosition *pos, TsSquare from, TsMoveList *list, GenKind kind)
{
  TsPiece pc = pos->board[from];
  const FaceMovement *fm;
  Gen g = { pos, list, from, pc, TS_PIECE_COLOR (pc), kind == GEN_CAPTURES, kind == GEN_QUIETS };
  gboolean has_lion, can_pass = FALSE;

  g_return_if_fail (pc != TS_EMPTY && pc != TS_OFFBOARD);
  fm = face_movement (pos->rules, pc);
  if (fm->m.flags & TS_MOVE_FLAG_EMPEROR)
    {
      gen_emperor (&g);
      return;
    }
  if (G_UNLIKELY (fm->special))
    {
      generate_special (&g, fm, kind);
      return;
    }
  has_lion = (fm->m.flags & TS_MOVE_FLAG_LION) != 0;
  if (has_lion)
    can_pass = gen_lion (&g, fm);
  for (guint dirs = fm->line_lion_dirs; dirs != 0; dirs &= dirs - 1)
    {
      int d = __builtin_ctz (dirs);
      can_pass |= gen_line_lion (&g, d, fm->m.line_lion[d], has_lion);
    }
  if (can_pass)
    emit_pass (&g);
  if (g.captures_only)
    gen_ranges (&g, fm, FALSE, TRUE, FALSE);
  else if (g.quiets_only)
    gen_ranges (&g, fm, TRUE, FALSE, FALSE);
  else
    gen_ranges (&g, fm, TRUE, TRUE, FALSE);
  if (fm->m.n_jumps)
    gen_jumps (&g, fm);
  if (fm->m.hook_start)
    gen_hooks (&g, fm);
}

void
ts_generate_piece_moves (const TsPosition *pos, TsSquare from, TsMoveList *list)
{
  generate_piece (pos, from, list, GEN_ALL);
}

guint
ts_movement_reach (TsRules rules, TsPiece piece, TsSquare from, const TsPosition *board, gboolean reach[TS_CELLS])
{
  g_autoptr (TsPosition) pos = board != NULL ? ts_position_copy (board) : ts_position_new (rules);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint n = 0;

  g_return_val_if_fail (from < TS_CELLS && (board != NULL ? board->board[from] : TS_EMPTY) != TS_OFFBOARD, 0);
  ts_position_put (pos, from, piece);
  pos->side = TS_PIECE_COLOR (piece);
  memset (reach, 0, TS_CELLS * sizeof (gboolean));
  list->n = 0;
  generate_piece (pos, from, list, GEN_ALL);
  for (guint i = 0; i < list->n; i++)
    {
      TsSquare to = list->moves[i].to;

      if (to != from && !reach[to])
        {
          reach[to] = TRUE;
          n++;
        }
    }
  return n;
}

void
ts_generate_piece_captures (const TsPosition *pos, TsSquare from, TsMoveList *list)
{
  generate_piece (pos, from, list, GEN_CAPTURES);
}

void
ts_generate_piece_quiets (const TsPosition *pos, TsSquare from, TsMoveList *list)
{
  generate_piece (pos, from, list, GEN_QUIETS);
}

void
ts_generate_color_moves (const TsPosition *pos, TsColor color, TsMoveList *list)
{
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[color][w]; bits != 0; bits &= bits - 1)
      ts_generate_piece_moves (pos, (TsSquare) (w * 64 + __builtin_ctzll (bits)), list);
}

/* ---- attacks ---- */

static gboolean
path_clear (const Board *board, int from, int delta, int n)
{
  for (int k = 1; k < n; k++)
    if (!board_empty (board, from + k * delta))
      return FALSE;
  return TRUE;
}

/* path_clear() from the `start`-th square on. */
static gboolean
path_clear_from (const Board *board, int from, int delta, int start, int n)
{
  for (int k = start; k < n; k++)
    if (!board_empty (board, from + k * delta))
      return FALSE;
  return TRUE;
}

/* Whether a range-jumping general reaches the square `k` steps along
 * `delta`: every piece before it is of a lower rank (TENJIKU.md 3.2). */
static gboolean
range_jump_reaches (TsRules rules, const Board *board, const FaceMovement *fm, int from, int delta, int k)
{
  for (int i = 1; i < k; i++)
    {
      int sq = from + i * delta;

      if (!board_empty (board, sq) && face_movement (rules, board->cells[sq])->rank <= fm->rank)
        return FALSE;
    }
  return TRUE;
}

/* Whether an area move of `steps` king steps ends on `target`: a path
 * over empty squares to one of its neighbours, of at most steps - 1. */
static gboolean
area_reaches (const Board *board, int from, int target, int steps)
{
  int tx = ts_square_x ((TsSquare) target), ty = ts_square_y ((TsSquare) target);
  int fx = ts_square_x ((TsSquare) from), fy = ts_square_y ((TsSquare) from);

  if (MAX (ABS (tx - fx), ABS (ty - fy)) <= 1)
    return TRUE;
  if (steps < 2)
    return FALSE;
  /* a first step onto an empty neighbour of the start, then the rest */
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int s1 = from + ts_dir_step[TS_BLACK][d];
      int x1 = fx + ts_dir_right[d], y1 = fy + -ts_dir_forward[d];

      if (board->cells[s1] == TS_OFFBOARD || !board_empty (board, s1))
        continue;
      if (MAX (ABS (tx - x1), ABS (ty - y1)) <= 1)
        return TRUE;
      if (steps >= 3)
        for (int e = 0; e < TS_N_DIRS; e++)
          {
            int s2 = s1 + ts_dir_step[TS_BLACK][e];

            if (board->cells[s2] != TS_OFFBOARD && (s2 == from || board_empty (board, s2))
                && MAX (ABS (tx - (x1 + ts_dir_right[e])), ABS (ty - (y1 + -ts_dir_forward[e]))) <= 1)
              return TRUE;
          }
    }
  return FALSE;
}

/* Whether a hook piece reaches `target` round a corner: a*u1 + b*u2 with
 * a, b >= 1, the corner empty and both legs clear. */
static gboolean
hook_reaches (const Board *board, TsSquare from, TsColor c, guint8 hook_start, int right, int forward)
{
  TsHookRoute routes[TS_MAX_HOOK_ROUTES];
  guint n = ts_hook_routes (hook_start, right, forward, routes);
  int sign = c == TS_BLACK ? 1 : -1;

  for (guint i = 0; i < n; i++)
    {
      const TsHookRoute *r = &routes[i];
      int delta1 = dir_delta (c, r->d1), delta2 = dir_delta (c, r->d2);
      /* a diagonal L's corner can lie off the board, even beyond the
         border cells: look at its coordinates before the board */
      int cx = ts_square_x (from) + r->a * sign * ts_dir_right[r->d1];
      int cy = ts_square_y (from) - r->a * sign * ts_dir_forward[r->d1];
      int corner;

      if (cx < 0 || cx >= TS_MAX_SIZE || cy < 0 || cy >= TS_MAX_SIZE)
        continue;
      corner = from + r->a * delta1;
      if (board_empty (board, corner) && path_clear (board, from, delta1, r->a)
          && path_clear (board, corner, delta2, r->b))
        return TRUE;
    }
  return FALSE;
}

/* Whether the piece on `from` could capture on `target` by its movement. */
static gboolean
piece_reaches (TsRules rules, const Board *board, TsSquare from, TsSquare target)
{
  TsPiece pc = board->cells[from];
  const FaceMovement *fm = face_movement (rules, pc);
  TsColor c = TS_PIECE_COLOR (pc);
  int dx = ts_square_x (target) - ts_square_x (from);
  int dy = ts_square_y (target) - ts_square_y (from);
  int right = c == TS_BLACK ? dx : -dx;
  int forward = c == TS_BLACK ? -dy : dy;
  int adx = ABS (dx), ady = ABS (dy);

  if (MAX (adx, ady) > fm->reach)
    return FALSE;
  if ((fm->m.flags & TS_MOVE_FLAG_LION) && adx <= 2 && ady <= 2)
    return TRUE;
  for (guint i = 0; i < fm->m.n_jumps; i++)
    if (fm->m.jumps[i].right == right && fm->m.jumps[i].forward == forward)
      return TRUE;
  if (dx == 0 || dy == 0 || adx == ady)
    {
      int d = dir_of_signs (right, forward);
      int k = MAX (adx, ady);

      if (fm->m.line_lion[d] >= k)
        return TRUE;
      if (G_UNLIKELY (fm->m.range_start[d] > 1))
        {
          /* the tetrarch: its first square skipped, whatever stands there */
          if (fm->m.range[d] >= k && k >= fm->m.range_start[d]
              && path_clear_from (board, from, dir_delta (c, d), fm->m.range_start[d], k))
            return TRUE;
        }
      else if (fm->m.range[d] >= k && path_clear (board, from, dir_delta (c, d), k))
        return TRUE;
      if (G_UNLIKELY (fm->m.range_jump & (1u << d)) && range_jump_reaches (rules, board, fm, from, dir_delta (c, d), k))
        return TRUE;
      if (G_UNLIKELY (fm->m.igui_dirs & (1u << d)) && k == 1)
        return TRUE;
      /* the free eagle's diagonal lion steps reach only its neighbours
       * and, after a capture, squares its D and A jumps reach */
      if (G_UNLIKELY (fm->m.lion_dirs & (1u << d)) && k == 1)
        return TRUE;
    }
  if (G_UNLIKELY (fm->m.area_steps) && MAX (adx, ady) <= fm->m.area_steps
      && area_reaches (board, from, target, fm->m.area_steps))
    return TRUE;
  return fm->m.hook_start != 0 && hook_reaches (board, from, c, fm->m.hook_start, right, forward);
}

/* Whether a piece of `color` within two squares of `sq` attacks it: most
 * defenders stand there, and the border cells keep every look inside the
 * board array. */
static gboolean
attacked_from_near (const TsPosition *pos, const Board *b, TsSquare sq, TsColor color)
{
  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      {
        TsSquare from = (TsSquare) (sq + dy * TS_STRIDE + dx);
        TsPiece pc = b->cells[from];

        if (pc != TS_EMPTY && pc != TS_OFFBOARD && from != sq && !board_vacated (b, from)
            && TS_PIECE_COLOR (pc) == color && !is_emperor (pos->rules, pc)
            && piece_reaches (pos->rules, b, from, sq))
          return TRUE;
      }
  return FALSE;
}

/* The board of a position as it stands. */
static inline Board
board_of (const TsPosition *pos)
{
  return (Board) { pos->board, { TS_CELLS, TS_CELLS } };
}

gboolean
ts_piece_lion_reaches (TsRules rules, TsPiece piece, TsSquare from, TsSquare to)
{
  const FaceMovement *f = face_movement (rules, piece);
  int right = ts_square_x (to) - ts_square_x (from), forward = ts_square_y (from) - ts_square_y (to);
  int steps = MAX (ABS (right), ABS (forward));
  int d;

  if (TS_PIECE_COLOR (piece) == TS_WHITE)
    {
      right = -right;
      forward = -forward;
    }
  if (steps == 0)
    return FALSE;
  if ((f->m.flags & TS_MOVE_FLAG_LION) && steps <= 2)
    return TRUE;
  if (right != 0 && forward != 0 && ABS (right) != ABS (forward))
    return FALSE;
  d = dir_of_signs (right, forward);
  return d >= 0 && f->lion_reach[d] >= steps;
}

gboolean
ts_piece_reaches (const TsPosition *pos, TsSquare from, TsSquare target)
{
  Board b = board_of (pos);

  return from != target && piece_reaches (pos->rules, &b, from, target);
}

/* Whether a piece of `color` on the board `b` (the position's, some
 * squares maybe seen empty) attacks `sq`, the emperors left out. */
static gboolean
attacked_on_board (const TsPosition *pos, const Board *b, TsSquare sq, TsColor color)
{
  if (attacked_from_near (pos, b, sq, color))
    return TRUE;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[color][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        if (from != sq && !board_vacated (b, from) && !is_emperor (pos->rules, pos->board[from])
            && piece_reaches (pos->rules, b, from, sq))
          return TRUE;
      }
  return FALSE;
}

gboolean
ts_square_attacked (const TsPosition *pos, TsSquare sq, TsColor color)
{
  Board b = board_of (pos);

  return attacked_on_board (pos, &b, sq, color);
}

/* ---- make and unmake ---- */

/* Board, occupancy and royal counts; the hash is the caller's. */
static inline void
set_square (TsPosition *pos, TsSquare sq, TsPiece pc)
{
  TsPiece old = pos->board[sq];

  if ((old == TS_EMPTY) != (pc == TS_EMPTY))
    ts_position_flip_lines (pos, sq);
  if (old != TS_EMPTY)
    {
      ts_position_occupy (pos, sq, TS_PIECE_COLOR (old), FALSE);
      if (face_movement (pos->rules, old)->m.flags & TS_MOVE_FLAG_ROYAL)
        pos->n_royals[TS_PIECE_COLOR (old)]--;
    }
  pos->board[sq] = pc;
  if (pc != TS_EMPTY)
    {
      ts_position_occupy (pos, sq, TS_PIECE_COLOR (pc), TRUE);
      if (face_movement (pos->rules, pc)->m.flags & TS_MOVE_FLAG_ROYAL)
        pos->n_royals[TS_PIECE_COLOR (pc)]++;
    }
}

static void
history_push (TsPosition *pos, guint64 hash)
{
  if (pos->n_history == pos->history_capacity)
    {
      pos->history_capacity *= 2;
      pos->history = g_renew (guint64, pos->history, pos->history_capacity);
    }
  pos->history[pos->n_history++] = hash;
}

static inline gboolean
move_may_burn (const TsPosition *pos, const TsMove *m)
{
  return pos->burns;
}

/* What stands on `sq` after the move's path and captures, before burning. */
static inline TsPiece
piece_after_path (const TsPosition *pos, const TsMove *m, TsSquare sq, TsPiece after)
{
  if (sq == m->to)
    return after;
  if (sq == m->from)
    return TS_EMPTY;
  for (guint i = 0; i < m->n_captures; i++)
    if (m->captures[i] == sq)
      return TS_EMPTY;
  return pos->board[sq];
}

/* The i-th (0 to 7) of the eight neighbours of `sq` in square order, as
 * TSFEN lists squares (rank a first, then file 16 first): burns are
 * listed in it.  The 3 x 3 block round it row by row, its centre left
 * out. */
static inline TsSquare
neighbour_in_order (TsSquare sq, int i)
{
  int k = i < 4 ? i : i + 1;

  return (TsSquare) (sq + (k / 3 - 1) * TS_STRIDE + (k % 3 - 1));
}

void
ts_position_burns (const TsPosition *pos, const TsMove *m, TsBurns *burns)
{
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;
  TsColor us = TS_PIECE_COLOR (mover);

  burns->n = 0;
  burns->mover_burnt = FALSE;
  if (!move_may_burn (pos, m))
    return;
  /* passive: an enemy fire demon next to the final square burns the mover */
  for (int i = 0; i < 8; i++)
    {
      TsPiece pc = piece_after_path (pos, m, neighbour_in_order (m->to, i), after);

      if (is_enemy (pc, us) && face_movement (pos->rules, pc)->burns)
        {
          burns->squares[burns->n++] = m->to;
          burns->mover_burnt = TRUE;
          return;
        }
    }
  /* active: a fire demon burns every enemy next to where it stops */
  if (!face_movement (pos->rules, after)->burns)
    return;
  for (int i = 0; i < 8; i++)
    {
      TsSquare sq = neighbour_in_order (m->to, i);

      if (is_enemy (piece_after_path (pos, m, sq, after), us))
        burns->squares[burns->n++] = sq;
    }
}

/* The hash after the move with its burns given. */
static guint64
hash_after_burns (const TsPosition *pos, const TsMove *m, const TsBurns *burns)
{
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;
  guint64 h = pos->hash ^ TS_ZOBRIST_WHITE_TO_MOVE;

  if (ts_move_is_pass (m) && burns->n == 0)
    return h;
  for (guint i = 0; i < m->n_captures; i++)
    h ^= ts_zobrist_piece (pos->board[m->captures[i]], m->captures[i]);
  if (m->from != m->to || after != mover)
    {
      h ^= ts_zobrist_piece (mover, m->from);
      h ^= ts_zobrist_piece (after, m->to);
    }
  for (guint i = 0; i < burns->n; i++)
    h ^= ts_zobrist_piece (burns->squares[i] == m->to ? after : pos->board[burns->squares[i]], burns->squares[i]);
  return h;
}

guint64
ts_position_hash_after (const TsPosition *pos, const TsMove *m)
{
  TsPiece mover;
  guint64 h;

  if (G_UNLIKELY (move_may_burn (pos, m)))
    {
      TsBurns burns;
      ts_position_burns (pos, m, &burns);
      return hash_after_burns (pos, m, &burns);
    }
  /* without burning: tai's repetition test asks this of every move */
  mover = pos->board[m->from];
  h = pos->hash ^ TS_ZOBRIST_WHITE_TO_MOVE;
  if (ts_move_is_pass (m))
    return h;
  for (guint i = 0; i < m->n_captures; i++)
    h ^= ts_zobrist_piece (pos->board[m->captures[i]], m->captures[i]);
  h ^= ts_zobrist_piece (mover, m->from);
  h ^= ts_zobrist_piece (m->becomes != TS_EMPTY ? m->becomes : mover, m->to);
  return h;
}

void
ts_position_make (TsPosition *pos, const TsMove *m, TsUndo *undo)
{
  TsPiece mover = pos->board[m->from];
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : mover;

  undo->move = *m;
  undo->moved = mover;
  undo->hash = pos->hash;
  undo->reversible_from = pos->reversible_from;
  undo->move_number = pos->move_number;
  undo->burns.n = 0;
  history_push (pos, pos->hash);

  if (G_UNLIKELY (move_may_burn (pos, m)))
    ts_position_burns (pos, m, &undo->burns);
  pos->hash = hash_after_burns (pos, m, &undo->burns);
  for (guint i = 0; i < m->n_captures; i++)
    {
      undo->captured[i] = pos->board[m->captures[i]];
      set_square (pos, m->captures[i], TS_EMPTY);
    }
  set_square (pos, m->from, TS_EMPTY);
  set_square (pos, m->to, after);
  for (guint i = 0; i < undo->burns.n; i++)
    {
      undo->burnt[i] = pos->board[undo->burns.squares[i]];
      set_square (pos, undo->burns.squares[i], TS_EMPTY);
    }

  if (pos->side == TS_WHITE)
    pos->move_number++;
  pos->side = TS_OTHER (pos->side);
  /* material fell: no earlier position can come back */
  if (m->n_captures > 0 || undo->burns.n > 0)
    pos->reversible_from = pos->n_history;
  if (G_UNLIKELY (pos->seen != NULL))
    ts_position_index_after_make (pos);
}

void
ts_position_unmake (TsPosition *pos, const TsUndo *undo)
{
  const TsMove *m = &undo->move;

  for (guint i = undo->burns.n; i-- > 0;)
    set_square (pos, undo->burns.squares[i], undo->burnt[i]);
  set_square (pos, m->to, TS_EMPTY);
  set_square (pos, m->from, undo->moved);
  for (guint i = m->n_captures; i-- > 0;)
    set_square (pos, m->captures[i], undo->captured[i]);
  pos->side = TS_OTHER (pos->side);
  pos->hash = undo->hash;
  pos->reversible_from = undo->reversible_from;
  pos->move_number = undo->move_number;
  pos->n_history--;
  if (G_UNLIKELY (pos->seen != NULL))
    ts_position_index_after_unmake (pos, pos->history[pos->n_history], m->n_captures > 0 || undo->burns.n > 0);
}

/* ---- legality ---- */

/* The earlier positions a move could repeat: those with the other side to
 * move since the last capture.  Returns how many were written. */
static guint
repeatable_positions (const TsPosition *pos, const guint64 **first)
{
  guint n = 0;

  /* history[n_history - 1] is the position before the last move, with the
   * side that is not to move now to move: every second entry back from
   * there. */
  if (pos->n_history == 0 || pos->n_history - 1 < pos->reversible_from)
    return 0;
  *first = &pos->history[pos->n_history - 1];
  n = (pos->n_history - 1 - pos->reversible_from) / 2 + 1;
  return n;
}

static gboolean
hash_in_history (const guint64 *last, guint n, guint64 h)
{
  for (guint i = 0; i < n; i++)
    if (last[-(int) (2 * i)] == h)
      return TRUE;
  return FALSE;
}

gboolean
ts_move_repeats (const TsPosition *pos, const TsMove *m)
{
  const guint64 *last = NULL;
  guint n;

  if (m->n_captures > 0)
    return FALSE;
  /* (a move that burns is not a capture, but its hash says it is new) */
  if (pos->seen != NULL)
    return ts_position_history_contains (pos, ts_position_hash_after (pos, m));
  n = repeatable_positions (pos, &last);
  return n > 0 && hash_in_history (last, n, ts_position_hash_after (pos, m));
}

guint
ts_generate_legal (const TsPosition *pos, TsMoveList *list)
{
  const guint64 *last = NULL;
  guint n_repeatable, kept = 0;

  list->n = 0;
  if (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE))
    return 0;
  ts_generate_color_moves (pos, pos->side, list);

  n_repeatable = repeatable_positions (pos, &last);
  if (n_repeatable == 0)
    return list->n;
  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      if (m->n_captures == 0 && (pos->seen != NULL ? ts_position_history_contains (pos, ts_position_hash_after (pos, m))
                                                   : hash_in_history (last, n_repeatable, ts_position_hash_after (pos, m))))
        continue;
      list->moves[kept++] = *m;
    }
  list->n = kept;
  return kept;
}

/* ---- perft ---- */

static guint64
perft_recurse (TsPosition *pos, guint depth, TsMoveList *lists)
{
  TsMoveList *list = &lists[0];
  guint64 total = 0;
  guint n = ts_generate_legal (pos, list);

  if (depth == 1)
    return n;
  for (guint i = 0; i < n; i++)
    {
      TsUndo undo;
      ts_position_make (pos, &list->moves[i], &undo);
      total += perft_recurse (pos, depth - 1, lists + 1);
      ts_position_unmake (pos, &undo);
    }
  return total;
}

guint64
ts_perft (TsPosition *pos, guint depth)
{
  g_autofree TsMoveList *lists = NULL;

  if (depth == 0)
    return 1;
  lists = g_new (TsMoveList, depth);
  return perft_recurse (pos, depth, lists);
}

/* ---- reading a canonical move ---- */

gboolean
ts_position_parse_move (const TsPosition *pos, const char *text, TsMove *move, GError **error)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autofree char *wanted = g_strstrip (g_strdup (text));

  gboolean implied = ts_rules_variant (pos->rules)->promotion == TS_PROMOTION_ON_CAPTURE;

  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      char buf[TS_MOVE_STRING_MAX];
      ts_move_format (pos->rules, &list->moves[i], buf);
      /* in tai the promotion suffix is implied by the move: accept it
       * missing; in tenjiku a move without it does not promote */
      if (g_str_equal (buf, wanted)
          || (implied && strchr (buf, '=') && !strchr (wanted, '=')
              && strncmp (buf, wanted, strlen (wanted)) == 0 && buf[strlen (wanted)] == '='))
        {
          *move = list->moves[i];
          return TRUE;
        }
    }
  g_set_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX,
               "'%s' is not a legal move in this position", wanted);
  return FALSE;
}
