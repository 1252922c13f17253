/* ts-engine-movegen.c — legal moves with a fast emperor (see the header). */
#include "ts-engine-movegen.h"

#include <string.h>

#include "ts-attacks.h"
#include "ts-eval.h"
#include "ts-variant.h"

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

/* Which squares a face's captures depend on, for generating again only
 * the pieces a move could have changed.  Read from what its moves reach
 * on an empty board (the squares its slides pass, its jumps land on) and
 * on a board full of enemies (what it reaches past a neighbour: jumps
 * and lion steps), and kept coarse, so that a bit or two answers for a
 * piece. */
typedef enum {
  DEPENDS_ON_BOX = 1 << 0,       /* squares within NEAR_REACH_MAX king steps */
  DEPENDS_ON_RAYS = 1 << 1,      /* squares it sees along the eight lines */
  DEPENDS_ON_ANYTHING = 1 << 2,  /* hook pieces, the emperor: always generated */
} CaptureDependence;

/* What capture generation knows of each face (TS_PIECE_FACE()), built
 * once a rule set from the piece table. */
typedef struct {
  guint8 near_reach[TS_N_FACES];  /* its reach when NEAR_REACH_MAX or less, else G_MAXUINT8 */
  guint8 dependence[TS_N_FACES];  /* CaptureDependence */
  gboolean ends_burning[TS_N_FACES];  /* ts_piece_may_burn() of each face (tenjiku) */
  /* a variant the engine is not specialized for (tenjiku), read from the
   * movement (note_plain_face()): how far each face reaches off its
   * long ranges (its box), and along each board direction for each
   * colour how far its range goes beyond that (0: not at all) */
  guint8 box_radius[TS_N_FACES];
  guint8 line_far[TS_N_FACES][2][TS_N_DIRS];
} FaceCaptureTables;


/* The squares `piece` reaches from the centre of a board empty, or with
 * `crowded` (a board full of White pawns), surrounded by enemies. */
static void
reach_from_centre (TsRules rules, TsPiece piece, TsPosition *crowded, gboolean *squares)
{
  TsSquare centre = ts_square (TS_MAX_SIZE / 2, TS_MAX_SIZE / 2);
  TsPiece pawn = TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_WHITE);

  if (crowded == NULL)
    {
      ts_movement_reach (rules, piece, centre, NULL, squares);
      return;
    }
  ts_position_put (crowded, centre, piece);
  ts_movement_reach (rules, piece, centre, crowded, squares);
  ts_position_put (crowded, centre, pawn);
}

static void
note_face (FaceCaptureTables *t, TsRules rules, guint face, TsPosition *crowded, gboolean *squares)
{
  int c = TS_MAX_SIZE / 2, farthest = 0;
  gboolean off_lines = FALSE, beyond_neighbours = FALSE;

  reach_from_centre (rules, (TsPiece) face, NULL, squares);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (squares[sq])
      {
        int dx = ABS (ts_square_x (sq) - c), dy = ABS (ts_square_y (sq) - c);

        farthest = MAX (farthest, MAX (dx, dy));
        off_lines |= MAX (dx, dy) > NEAR_REACH_MAX && dx != 0 && dy != 0 && dx != dy;
      }
  t->near_reach[face] = farthest <= NEAR_REACH_MAX ? (guint8) farthest : G_MAXUINT8;
  if (off_lines || TS_PIECE_TYPE (face) == TS_PIECE_EMPEROR)
    {
      /* squares_to_generate() finds such pieces in the tracked lists */
      g_assert (ts_piece_is_tracked (rules, (TsPiece) face));
      t->dependence[face] = DEPENDS_ON_ANYTHING;
      return;
    }
  reach_from_centre (rules, (TsPiece) face, crowded, squares);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (squares[sq])
      beyond_neighbours |= MAX (ABS (ts_square_x (sq) - c), ABS (ts_square_y (sq) - c)) > 1;
  /* a piece that moves only near by (in the box); one that slides far
   * and steps next to it (the squares it sees); one that slides far and
   * also jumps or steps past a neighbour (both) */
  if (farthest <= NEAR_REACH_MAX)
    t->dependence[face] = DEPENDS_ON_BOX;
  else
    t->dependence[face] = DEPENDS_ON_RAYS | (beyond_neighbours ? DEPENDS_ON_BOX : 0);
}

/* The face tables for a rule set the engine is not specialized for (tenjiku),
 * read from the movement itself.  A face's captures off its long ranges
 * (steps, short ranges, jumps, lion and line-lion power, igui, area
 * moves) take squares within its box, and depend on nothing farther; a
 * range longer than NEAR_REACH_MAX depends on the squares along it.  A
 * range jump depends on every piece along its lines, and a range that
 * starts on the second square on the first square too: such faces (and
 * hooks, and the emperor) are generated every time. */
static void
note_plain_face (FaceCaptureTables *t, TsRules rules, guint face)
{
  const TsMovement *m = &ts_piece_moves_info (rules, (TsPiece) face)->movement;
  int radius = 0;
  gboolean far = FALSE;

  if (m->range_jump != 0 || m->hook_start != 0 || (m->flags & TS_MOVE_FLAG_EMPEROR))
    return;  /* DEPENDS_ON_ANYTHING, as set */
  if (m->flags & TS_MOVE_FLAG_LION || m->lion_dirs != 0)
    radius = 2;
  if (m->igui_dirs != 0)
    radius = MAX (radius, 1);
  radius = MAX (radius, m->area_steps);
  for (guint i = 0; i < m->n_jumps; i++)
    radius = MAX (radius, MAX (ABS (m->jumps[i].right), ABS (m->jumps[i].forward)));
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      if (m->range_start[d] > 1)
        return;
      radius = MAX (radius, m->line_lion[d]);
      if (m->range[d] > NEAR_REACH_MAX)
        far = TRUE;
      else
        radius = MAX (radius, m->range[d]);
    }
  if (radius > NEAR_REACH_MAX)
    return;
  /* White's directions are Black's turned round */
  for (int d = 0; d < TS_N_DIRS; d++)
    if (m->range[d] > NEAR_REACH_MAX)
      {
        t->line_far[face][TS_BLACK][d] = m->range[d];
        t->line_far[face][TS_WHITE][(d + 4) & 7] = m->range[d];
      }
  t->box_radius[face] = (guint8) radius;
  t->near_reach[face] = far ? G_MAXUINT8 : (guint8) radius;
  t->dependence[face] = DEPENDS_ON_BOX | (far ? DEPENDS_ON_RAYS : 0);
}

static gpointer
build_face_capture_tables (TsRules rules)
{
  FaceCaptureTables *t = g_new0 (FaceCaptureTables, 1);
  g_autofree gboolean *squares = NULL;
  g_autoptr (TsPosition) crowded = NULL;

  for (guint face = 0; face < TS_N_FACES; face++)
    {
      t->near_reach[face] = G_MAXUINT8;
      t->dependence[face] = DEPENDS_ON_ANYTHING;
      t->ends_burning[face] = face > 0 && ts_rules_face_exists (rules, face) && ts_piece_may_burn (rules, (TsPiece) face);
    }
  if (!ts_engine_specialized (rules))
    {
      for (guint face = 1; face < TS_N_FACES; face++)
        if (ts_rules_face_exists (rules, face))
          note_plain_face (t, rules, face);
      return t;
    }
  squares = g_new (gboolean, TS_CELLS);
  crowded = ts_position_new (rules);
  for (int y = 0; y < TS_MAX_SIZE; y++)
    for (int x = 0; x < TS_MAX_SIZE; x++)
      ts_position_put (crowded, ts_square (x, y), TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_WHITE));
  for (guint face = 1; face < TS_N_FACES; face++)
    if (ts_rules_face_exists (rules, face))
      note_face (t, rules, face, crowded, squares);
  return t;
}

static const FaceCaptureTables *
face_capture_tables (TsRules rules)
{
  /* Built once a rule set, read-only after: constants, not state. */
  static gpointer tables[TS_N_RULES];
  static gsize built[TS_N_RULES];

  return ts_engine_tables (built, tables, rules, build_face_capture_tables);
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

static inline gboolean
set_has (const SquareSet *set, TsSquare sq)
{
  return (set->w[sq / 64] >> (sq % 64) & 1) != 0;
}

static inline void
set_add (SquareSet *set, TsSquare sq)
{
  set->w[sq / 64] |= G_GUINT64_CONSTANT (1) << (sq % 64);
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

/* Whether a piece of `color` stands within `r` king steps of `sq`, read
 * from the position's rows. */
static gboolean
color_within (const TsPosition *pos, TsColor color, TsSquare sq, int r)
{
  int x = ts_square_x (sq), y = ts_square_y (sq);
  int x0 = MAX (0, x - r), x1 = MIN (TS_MAX_SIZE - 1, x + r);

  for (int yy = MAX (0, y - r); yy <= MIN (TS_MAX_SIZE - 1, y + r); yy++)
    if (ts_rank_run (pos, color, x0, yy, (guint) (x1 - x0 + 1)) != 0)
      return TRUE;
  return FALSE;
}

/* Whether the piece on `from` may have a capture: always, unless it
 * captures only near by and no enemy stands that near.  Without `e`
 * (tenjiku, where few pieces are generated a node) the rows are read
 * for the piece alone. */
static inline gboolean
may_capture (const EnemyNear *e, const guint8 *reach, const TsPosition *pos, TsSquare from)
{
  guint r = reach[TS_PIECE_FACE (pos->board[from])];

  if (r > NEAR_REACH_MAX)
    return TRUE;
  if (e == NULL)
    return color_within (pos, TS_OTHER (TS_PIECE_COLOR (pos->board[from])), from, (int) r);
  return set_has (&e->near[r], from);
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

/* The squares whose pieces' captures the moves `between` (played since
 * the kept captures were generated) may have changed: `box` holds those
 * within NEAR_REACH_MAX king steps of a square the moves changed, `rays`
 * the side to move's pieces that see one along a line, past empty or
 * changed squares, and reach it. */
typedef struct {
  SquareSet changed, box, rays;
} ChangedSquares;

static void
add_box (SquareSet *set, TsSquare centre)
{
  guint64 run = (G_GUINT64_CONSTANT (1) << (2 * NEAR_REACH_MAX + 1)) - 1;

  for (int dy = -NEAR_REACH_MAX; dy <= NEAR_REACH_MAX; dy++)
    {
      /* may run into the border or the next row: more squares, never fewer */
      int first = MAX (0, (int) centre + dy * TS_STRIDE - NEAR_REACH_MAX);
      int w = first / 64, bit = first % 64;

      if (first + 2 * NEAR_REACH_MAX >= TS_CELLS)
        continue;  /* past the far border, where no piece stands */
      set->w[w] |= run << bit;
      if (bit > 64 - (2 * NEAR_REACH_MAX + 1))
        set->w[w + 1] |= run >> (64 - bit);
    }
}

/* The pieces of the side to move that see `from` along a line, past
 * empty and changed squares, and reach that far (the first piece each
 * way that stood there before the moves and stands there still). */
static inline gboolean
reaches_back (const FaceCaptureTables *ft, const TsPosition *pos, TsPiece pc, int d, int k)
{
  guint face = TS_PIECE_FACE (pc);

  /* tai: the attack tables' lines; another variant: note_plain_face()'s */
  if (G_LIKELY (ts_engine_specialized (pos->rules)))
    return (ft->dependence[face] & DEPENDS_ON_RAYS) && ts_line_reach (pos->rules, pc, d) >> k != 0;
  return ft->line_far[face][TS_PIECE_COLOR (pc)][d] >= k;
}

static void
add_rays (SquareSet *set, const FaceCaptureTables *ft, const TsPosition *pos, const SquareSet *changed, TsSquare from)
{
  guint32 rays[TS_N_DIRS];

  /* the pieces along each line, read from the position's lines */
  ts_ray_pieces (pos, from, rays);
  for (int d = 0; d < TS_N_DIRS; d++)
    for (guint32 ray = rays[d]; ray != 0; ray &= ray - 1)
      {
        int k = __builtin_ctz (ray) + 1;
        TsSquare sq = (TsSquare) (from + k * ts_dir_step[TS_BLACK][d]);
        TsPiece pc = pos->board[sq];

        if (set_has (changed, sq))
          continue;
        /* a slider, looking back the other way, that reaches k squares or more */
        if (TS_PIECE_COLOR (pc) == pos->side && reaches_back (ft, pos, pc, (d + 4) & 7, k))
          set_add (set, sq);
        break;
      }
}

static void
changed_squares_init (ChangedSquares *c, const TsPosition *pos, const TsMove *between, guint n_between)
{
  const FaceCaptureTables *ft = face_capture_tables (pos->rules);

  memset (c, 0, sizeof *c);
  for (guint i = 0; i < n_between; i++)
    {
      const TsMove *m = &between[i];

      set_add (&c->changed, m->from);
      set_add (&c->changed, m->to);
      for (guint k = 0; k < m->n_captures; k++)
        set_add (&c->changed, m->captures[k]);
    }
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = c->changed.w[w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        add_box (&c->box, sq);
        add_rays (&c->rays, ft, pos, &c->changed, sq);
      }
}

/* The squares of the side to move's pieces whose captures may differ
 * from those kept, and the squares the moves changed: the kept captures
 * from all of them are left out. */
static void
squares_to_generate (const TsPosition *pos, const TsTracked *t, const ChangedSquares *c, const guint8 *dependence,
                     SquareSet *out)
{
  TsColor us = pos->side;

  *out = c->changed;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = (c->box.w[w] | c->rays.w[w]) & pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        guint8 d = dependence[TS_PIECE_FACE (pos->board[from])];

        if (((d & DEPENDS_ON_BOX) && set_has (&c->box, from)) || ((d & DEPENDS_ON_RAYS) && set_has (&c->rays, from)))
          set_add (out, from);
      }
  /* the pieces whose captures depend on anything are all tracked */
  for (guint i = 0; i < t->n[us]; i++)
    {
      TsSquare sq = t->sq[us][i];
      TsPiece pc = pos->board[sq];

      if (pc != TS_EMPTY && TS_PIECE_COLOR (pc) == us && (dependence[TS_PIECE_FACE (pc)] & DEPENDS_ON_ANYTHING))
        set_add (out, sq);
    }
}

static void
generate_piece_captures (TsPosition *pos, const TsTracked *t, guint emperor_max_victims, const EnemyNear *near,
                         const guint8 *reach, TsSquare from, TsMoveList *list)
{
  if (!ts_eval_is_emperor (pos->board[from]) || !fast_emperor (pos))
    {
      if (may_capture (near, reach, pos, from))
        ts_generate_piece_captures (pos, from, list);
    }
  else if (emperor_max_victims == TS_ENGINE_ALL_EMPEROR_VICTIMS)
    generate_emperor_captures (pos, t, from, list);
  else
    generate_emperor_dearest_captures (pos, t, from, emperor_max_victims, list);
}

/* Keeps the captures from `first` on but those of the pieces always
 * generated again (the emperor's are most of a list). */
static void
keep_captures (const TsPosition *pos, const TsMoveList *list, guint first, TsKeptCaptures *keep)
{
  const guint8 *dependence = face_capture_tables (pos->rules)->dependence;
  guint n = 0;

  keep->key = 0;
  for (guint i = first; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];

      if (dependence[TS_PIECE_FACE (pos->board[m->from])] & DEPENDS_ON_ANYTHING)
        continue;
      if (n == TS_KEPT_CAPTURES_MAX)
        return;
      keep->moves[n++] = *m;
    }
  keep->n = n;
  keep->key = pos->hash;
  if (!ts_engine_specialized (pos->rules))
    memcpy (keep->occupied, pos->occupied, sizeof keep->occupied);
}

/* Appends the kept captures from `*next` on whose piece stands before
 * `before` and is not to be generated again. */
static void
copy_kept_before (const TsKeptCaptures *kept, guint *next, TsSquare before, const SquareSet *generated,
                  TsMoveList *list)
{
  guint i = *next;

  g_assert (list->n + (kept->n - i) <= TS_MAX_MOVES);
  for (; i < kept->n && kept->moves[i].from < before; i++)
    if (!set_has (generated, kept->moves[i].from))
      list->moves[list->n++] = kept->moves[i];
  *next = i;
}

/* squares_to_generate() in a variant the engine is not specialized for
 * (tenjiku), from the movement tables of note_plain_face(): the squares
 * that changed (those whose occupancy differs from the kept one's, which
 * includes what burnt, and those the moves touched), the pieces of the
 * side to move whose box holds one of them, those that see one along a
 * long range, past empty or changed squares, and those generated every
 * time. */
static void
plain_squares_to_generate (const TsPosition *pos, const TsKeptCaptures *earlier, const TsMove *between,
                           guint n_between, SquareSet *out)
{
  const FaceCaptureTables *ft = face_capture_tables (pos->rules);
  TsColor us = pos->side;
  SquareSet changed;

  for (int w = 0; w < TS_OCC_WORDS; w++)
    changed.w[w] = (earlier->occupied[TS_BLACK][w] ^ pos->occupied[TS_BLACK][w])
                  | (earlier->occupied[TS_WHITE][w] ^ pos->occupied[TS_WHITE][w]);
  for (guint i = 0; i < n_between; i++)
    {
      set_add (&changed, between[i].from);
      set_add (&changed, between[i].to);
      for (guint k = 0; k < between[i].n_captures; k++)
        set_add (&changed, between[i].captures[k]);
    }
  *out = changed;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = changed.w[w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        int x = ts_square_x (sq), y = ts_square_y (sq);
        int x0 = MAX (0, x - NEAR_REACH_MAX), x1 = MIN (TS_MAX_SIZE - 1, x + NEAR_REACH_MAX);

        /* the pieces whose box holds it */
        for (int yy = MAX (0, y - NEAR_REACH_MAX); yy <= MIN (TS_MAX_SIZE - 1, y + NEAR_REACH_MAX); yy++)
          for (guint32 run = ts_rank_run (pos, us, x0, yy, (guint) (x1 - x0 + 1)); run != 0; run &= run - 1)
            {
              int xx = x0 + __builtin_ctz (run);
              TsSquare from = ts_square (xx, yy);

              if (MAX (ABS (xx - x), ABS (yy - y)) <= ft->box_radius[TS_PIECE_FACE (pos->board[from])])
                set_add (out, from);
            }
        /* those that see it along a long range */
        add_rays (out, ft, pos, &changed, sq);
      }
  /* and those generated every time */
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (ft->dependence[TS_PIECE_FACE (pos->board[from])] & DEPENDS_ON_ANYTHING)
          set_add (out, from);
      }
}

/* The captures of the side to move from those kept for the position
 * before `between`: the kept ones of the pieces the moves cannot have
 * changed, the others generated, in square order as a full generation
 * gives them. */
static void
update_kept_captures (TsPosition *pos, const TsTracked *t, guint emperor_max_victims, const TsKeptCaptures *earlier,
                      const TsMove *between, guint n_between, TsMoveList *list)
{
  const guint8 *reach = face_capture_tables (pos->rules)->near_reach;
  /* tenjiku: few pieces are generated again, and asked of the rows */
  gboolean plain = !ts_engine_specialized (pos->rules);
  ChangedSquares changed;
  SquareSet generated;
  guint next = 0;
  EnemyNear near;

  if (!plain)
    {
      changed_squares_init (&changed, pos, between, n_between);
      squares_to_generate (pos, t, &changed, face_capture_tables (pos->rules)->dependence, &generated);
    }
  else
    plain_squares_to_generate (pos, earlier, between, n_between, &generated);
  if (!plain)
    enemy_near_init (&near, pos);
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = generated.w[w] & pos->occupied[pos->side][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        copy_kept_before (earlier, &next, from, &generated, list);
        generate_piece_captures (pos, t, emperor_max_victims, plain ? NULL : &near, reach, from, list);
      }
  copy_kept_before (earlier, &next, TS_CELLS, &generated, list);
}

void
ts_engine_generate_captures_since (TsPosition *pos, const TsTracked *t, guint emperor_max_victims,
                                   const TsKeptCaptures *earlier, const TsMove *between, guint n_between,
                                   TsKeptCaptures *keep, TsMoveList *list)
{
  guint first = list->n;
  /* the pieces tenjiku generates every time are looked for, not tracked */
  gboolean plain = !ts_engine_specialized (pos->rules);

  if (earlier != NULL && earlier->key != 0 && (plain || !t->overflow[pos->side]))
    update_kept_captures (pos, t, emperor_max_victims, earlier, between, n_between, list);
  else
    {
      const guint8 *reach = face_capture_tables (pos->rules)->near_reach;
      EnemyNear near;

      if (!plain)
        enemy_near_init (&near, pos);
      for (int w = 0; w < TS_OCC_WORDS; w++)
        for (guint64 bits = pos->occupied[pos->side][w]; bits != 0; bits &= bits - 1)
          generate_piece_captures (pos, t, emperor_max_victims, plain ? NULL : &near, reach,
                                   (TsSquare) (w * 64 + __builtin_ctzll (bits)), list);
    }
  if (keep != NULL)
    keep_captures (pos, list, first, keep);
}

void
ts_engine_generate_captures (TsPosition *pos, const TsTracked *t, guint emperor_max_victims, TsMoveList *list)
{
  ts_engine_generate_captures_since (pos, t, emperor_max_victims, NULL, NULL, 0, NULL, list);
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
  for (int y = 0; y < TS_MAX_SIZE; y++)
    {
      TsSquare sq = ts_square (0, y);
      for (int x = 0; x < TS_MAX_SIZE; x++, sq++)
        if (pos->board[sq] == TS_EMPTY)
          push (list, from, sq);
    }
}

void
ts_engine_generate_quiets (TsPosition *pos, TsMoveList *list)
{
  guint first = list->n;

  ts_engine_generate_quiets_with_repetitions (pos, list);
  drop_repetitions (pos, list, first);
}

void
ts_engine_generate_quiets_with_repetitions (TsPosition *pos, TsMoveList *list)
{
  TsColor us = pos->side;

  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[us][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (ts_eval_is_emperor (pos->board[from]) && fast_emperor (pos))
          generate_emperor_quiets (pos, from, list);
        else
          ts_generate_piece_quiets (pos, from, list);
      }
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

  if (!ts_engine_specialized (pos->rules) || !fast_emperor (pos))
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

/* ---- burning (tenjiku) ---- */

gboolean
ts_engine_quiet_burns (const TsPosition *pos, const TsMove *m)
{
  TsPiece after = m->becomes != TS_EMPTY ? m->becomes : pos->board[m->from];
  TsBurns burns;

  if (ts_move_is_capture (m) || !pos->burns
      || !(ts_piece_moves_info (pos->rules, after)->movement.flags & TS_MOVE_FLAG_BURNS))
    return FALSE;
  /* a quiet move burns only next to where it stops */
  if (!ts_color_next_to (pos, TS_OTHER (TS_PIECE_COLOR (pos->board[m->from])), m->to))
    return FALSE;
  ts_position_burns (pos, m, &burns);
  return burns.n > 0 && !burns.mover_burnt;
}

/* Whether a quiet move of the piece on `from` (one that may end as a
 * fire demon) could end next to an enemy, where alone it burns: a move
 * off its long ranges ends in its box (note_plain_face()), one along
 * them on an open line.  FALSE spares generating its moves. */
static gboolean
may_burn_quietly (const TsPosition *pos, const FaceCaptureTables *ft, TsSquare from)
{
  TsPiece pc = pos->board[from];
  TsColor us = TS_PIECE_COLOR (pc), them = TS_OTHER (us);
  guint face = TS_PIECE_FACE (pc);
  int radius = ft->box_radius[face], r = radius + 1;
  int x = ts_square_x (from), y = ts_square_y (from);
  int x0 = MAX (0, x - r), x1 = MIN (TS_MAX_SIZE - 1, x + r);

  if (ft->dependence[face] & DEPENDS_ON_ANYTHING)
    return TRUE;
  for (int yy = MAX (0, y - r); yy <= MIN (TS_MAX_SIZE - 1, y + r); yy++)
    if (ts_rank_run (pos, them, x0, yy, (guint) (x1 - x0 + 1)) != 0)
      return TRUE;
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int far = ft->line_far[face][us][d], step = ts_dir_step[TS_BLACK][d];
      TsSquare s = (TsSquare) (from + step);

      for (int k = 1; k <= far && pos->board[s] == TS_EMPTY; k++, s = (TsSquare) (s + step))
        if (k > radius && ts_color_next_to (pos, them, s))
          return TRUE;
    }
  return FALSE;
}

void
ts_engine_generate_burning_quiets (const TsPosition *pos, TsMoveList *list)
{
  const FaceCaptureTables *ft = face_capture_tables (pos->rules);
  const gboolean *ends_burning = face_capture_tables (pos->rules)->ends_burning;

  if (!pos->burns)
    return;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[pos->side][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        guint first = list->n, kept = first;

        if (!ends_burning[TS_PIECE_FACE (pos->board[from])] || !may_burn_quietly (pos, ft, from))
          continue;
        ts_generate_piece_quiets (pos, from, list);
        for (guint i = first; i < list->n; i++)
          if (ts_engine_quiet_burns (pos, &list->moves[i]))
            list->moves[kept++] = list->moves[i];
        list->n = kept;
      }
}
