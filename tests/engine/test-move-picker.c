/* test-move-picker.c — the order of a node's moves (ts-move-picker.c):
 * every legal move exactly once, in the classes the search relies on,
 * along random games with killers, history and hash moves of every
 * kind. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "ts-eval.h"
#include "ts-move-picker.h"
#include "test-engine-helpers.h"

/* Nodes 1 to N_RANDOM come from random games, the rest are the bench's
 * positions (tests/engine/bench-positions.txt): full-board middlegames
 * of the engine's own games, where both emperors stand and the
 * emperor's grabs in the enemy camp are lost to the enemy emperor, which
 * random games never keep that long. */
#define N_RANDOM 16
#define N_BENCH 4
#define N_POSITIONS (N_RANDOM + N_BENCH)

/* One node's setting: the position, its tracked pieces, a history with
 * random entries and two killers. */
typedef struct {
  TsPosition *pos;
  TsTracked tracked;
  gint32 (*history)[TS_CELLS];
  TsMove killers[2];
  TsPickContext ctx;
  TsMoveList *legal;
  TsMoveList *scratch;
} Node;

/* A quiet move of `pos` whose piece can step straight back after it. */
static gboolean
find_reversible_move (TsPosition *pos, TsMoveList *list, TsMove *m, TsMove *back)
{
  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      TsUndo undo;
      gboolean found = FALSE;

      *m = list->moves[i];
      if (ts_move_is_capture (m) || m->becomes != TS_EMPTY || ts_move_is_pass (m))
        continue;
      *back = (TsMove) { .from = m->to, .to = m->from };
      ts_position_make (pos, m, &undo);
      ts_position_set_side (pos, TS_OTHER (pos->side));
      found = test_is_legal (pos, back);
      ts_position_set_side (pos, TS_OTHER (pos->side));
      ts_position_unmake (pos, &undo);
      if (found)
        return TRUE;
    }
  return FALSE;
}

/* Both sides step a piece out and the first steps it back: the second
 * side's step back would repeat the position, so it is not legal; it
 * goes to `repeating`.  FALSE when no such steps were found. */
static gboolean
play_to_and_fro (TsPosition *pos, TsMove *repeating)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsMove out[2], back[2];
  TsUndo undo;

  if (!find_reversible_move (pos, list, &out[0], &back[0]))
    return FALSE;
  ts_position_make (pos, &out[0], &undo);
  if (!find_reversible_move (pos, list, &out[1], &back[1]))
    return FALSE;
  ts_position_make (pos, &out[1], &undo);
  ts_position_make (pos, &back[0], &undo);
  g_assert_false (test_is_legal (pos, &back[1]));
  *repeating = back[1];
  return TRUE;
}

/* The `index`th position (from 0) of the bench's file. */
static TsPosition *
bench_position (guint index)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  guint k = 0;

  g_assert_true (g_file_get_contents (TS_BENCH_POSITIONS_PATH, &text, NULL, &error));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *fen = strchr (lines[i], ';');
      TsPosition *pos;

      if (lines[i][0] == '#' || fen == NULL || k++ != index)
        continue;
      pos = ts_position_new_from_tsfen (fen + 1, &error);
      g_assert_no_error (error);
      return pos;
    }
  g_assert_not_reached ();
}

static void
node_init (Node *n, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint n_quiet = 0;
  TsMove repeating;

  /* a few short games, where both emperors stand and every piece is
   * defended, and longer ones, rich in captures; then the bench's */
  if (seed > N_RANDOM && seed <= N_POSITIONS)
    n->pos = bench_position (seed - N_RANDOM - 1);
  else
    n->pos = test_random_position (seed, seed % 4 == 0 ? seed : 40 + (seed * 67) % 460);
  memset (n->killers, 0, sizeof n->killers);
  /* a killer from a sibling that would repeat the position here */
  if (seed % 4 == 2 && play_to_and_fro (n->pos, &repeating))
    n->killers[n_quiet++] = repeating;
  ts_tracked_init (&n->tracked, n->pos);
  n->history = g_malloc0 (sizeof (gint32[TS_CELLS]) * TS_PICK_HISTORY_PIECES);
  n->legal = g_new (TsMoveList, 1);
  n->scratch = g_new (TsMoveList, 1);
  ts_engine_generate_legal (n->pos, &n->tracked, n->legal);
  for (guint i = 0; i < n->legal->n; i++)
    {
      const TsMove *m = &n->legal->moves[i];

      if (g_rand_int_range (rand, 0, 4) == 0)
        n->history[n->pos->board[m->from]][m->to] = g_rand_int_range (rand, 1, 5000);
      /* the killers: two quiet moves of the node, now and then */
      if (!ts_move_is_capture (m) && n_quiet < 2 && g_rand_int_range (rand, 0, 40) == 0)
        n->killers[n_quiet++] = *m;
    }
  n->ctx.pos = n->pos;
  n->ctx.tracked = &n->tracked;
  n->ctx.history = n->history;
  n->ctx.killers = n->killers;
}

static void
node_clear (Node *n)
{
  g_clear_pointer (&n->pos, ts_position_free);
  g_clear_pointer (&n->history, g_free);
  g_clear_pointer (&n->legal, g_free);
  g_clear_pointer (&n->scratch, g_free);
}

/* The square of `color`'s emperor, or 0. */
static TsSquare
find_emperor (const TsPosition *pos, TsColor color)
{
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (pos->board[sq] != TS_EMPTY && pos->board[sq] != TS_OFFBOARD && TS_PIECE_COLOR (pos->board[sq]) == color
        && ts_eval_is_emperor (pos->board[sq]))
      return sq;
  return 0;
}

/* The emperor taking a piece that is not royal and lost on its square:
 * after the grab the enemy can take it there by an ordinary move, or by
 * its own emperor.  Asked of the core's rules (ts_square_attacked(),
 * ts_emperor_can_capture()), not of the engine's attack questions. */
typedef enum { KEPT, LOST_TO_A_PIECE, LOST_TO_THE_EMPEROR } GrabOutcome;

static GrabOutcome
emperor_grab_outcome (const Node *n, const TsMove *m)
{
  TsPosition *pos = n->pos;
  TsColor them = TS_OTHER (pos->side);
  TsSquare theirs;
  TsUndo undo;
  GrabOutcome outcome = KEPT;

  ts_position_make (pos, m, &undo);
  theirs = find_emperor (pos, them);
  if (ts_square_attacked (pos, m->to, them))
    outcome = LOST_TO_A_PIECE;
  else if (theirs != 0 && ts_emperor_can_capture (pos, theirs, m->to))
    outcome = LOST_TO_THE_EMPEROR;
  ts_position_unmake (pos, &undo);
  return outcome;
}

static gboolean
emperor_grab_loses_emperor (const Node *n, const TsMove *m)
{
  return ts_eval_is_emperor_grab (n->pos, m) && emperor_grab_outcome (n, m) != KEPT;
}

static gboolean
capture_loses (const Node *n, const TsMove *m)
{
  return emperor_grab_loses_emperor (n, m) || ts_move_picker_capture_loses (&n->ctx, m);
}

/* Asserts that `got` holds the moves of `want`, each once. */
static void
assert_same_set (const TsMoveList *want, TsMoveList *got)
{
  g_autofree TsMoveList *sorted = g_memdup2 (want, sizeof (TsMoveList));

  g_assert_cmpuint (got->n, ==, want->n);
  qsort (sorted->moves, sorted->n, sizeof (TsMove), test_compare_moves);
  qsort (got->moves, got->n, sizeof (TsMove), test_compare_moves);
  for (guint i = 0; i < got->n; i++)
    g_assert_true (ts_move_equal (&sorted->moves[i], &got->moves[i]));
}

/* The hash move for a node: none, one of its legal moves, or a move of
 * another position (usually illegal here). */
static const TsMove *
choose_hash_move (const Node *n, const Node *other, guint32 seed)
{
  switch (seed % 3)
    {
    case 0:
      return NULL;
    case 1:
      return &n->legal->moves[seed % n->legal->n];
    default:
      return &other->legal->moves[seed % other->legal->n];
    }
}

static gboolean
is_legal (const Node *n, const TsMove *m)
{
  for (guint i = 0; i < n->legal->n; i++)
    if (ts_move_equal (&n->legal->moves[i], m))
      return TRUE;
  return FALSE;
}

/* An interior node's stages hand out every legal move exactly once: a
 * legal hash move first; then the captures that do not lose; then the
 * quiet moves, the killers first; then the losing captures, the only
 * moves not called good. */
static void
test_every_move_once (void)
{
  Node other;
  guint hash_firsts = 0, killers_seen = 0, losing_seen = 0;

  node_init (&other, 999);
  for (guint32 seed = 1; seed <= N_POSITIONS; seed++)
    {
      Node n;
      g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);
      g_autofree TsMoveList *got = g_new (TsMoveList, 1);
      TsCaptureSource source = { .keep = g_new0 (TsKeptCaptures, 1) };
      const TsMove *hash_move;
      enum { HASH, CAPTURES, QUIETS, LOSING } phase = HASH;
      guint quiets_handed = 0;
      TsMove m;
      gboolean good;

      node_init (&n, seed);
      hash_move = choose_hash_move (&n, &other, seed);
      ts_move_picker_start (mp, &n.ctx, &source, hash_move, n.scratch);
      got->n = 0;
      while (ts_move_picker_next (mp, FALSE, &m, &good))
        {
          if (got->n == 0 && hash_move != NULL && is_legal (&n, hash_move))
            {
              g_assert_true (ts_move_equal (&m, hash_move));
              g_assert_true (good);
              hash_firsts++;
            }
          else if (ts_move_is_capture (&m) && good)
            {
              g_assert_cmpint (phase, <=, CAPTURES);
              g_assert_false (capture_loses (&n, &m));
              phase = CAPTURES;
            }
          else if (!ts_move_is_capture (&m))
            {
              g_assert_cmpint (phase, <=, QUIETS);
              phase = QUIETS;
              /* a killer comes before every other quiet move, and is good */
              if (ts_move_equal (&m, &n.killers[0]) || ts_move_equal (&m, &n.killers[1]))
                {
                  g_assert_true (good);
                  g_assert_cmpuint (quiets_handed, <, 2);
                  killers_seen++;
                }
              else
                g_assert_false (good);
              quiets_handed++;
            }
          else
            {
              g_assert_true (capture_loses (&n, &m));
              phase = LOSING;
              losing_seen++;
            }
          got->moves[got->n++] = m;
        }
      assert_same_set (n.legal, got);
      g_free (source.keep);
      node_clear (&n);
    }
  node_clear (&other);
  /* the test saw each kind of move it checks */
  g_assert_cmpuint (hash_firsts, >, 0);
  g_assert_cmpuint (killers_seen, >, 0);
  g_assert_cmpuint (losing_seen, >, 0);
}

/* With `good_only`, the picker stops after the captures that do not
 * lose: no quiet move is generated. */
static void
test_good_only (void)
{
  for (guint32 seed = 1; seed <= N_POSITIONS; seed++)
    {
      Node n;
      g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);
      TsCaptureSource source = { .keep = g_new0 (TsKeptCaptures, 1) };
      guint handed = 0, want = 0;
      TsMove m;
      gboolean good;

      node_init (&n, seed);
      ts_move_picker_start (mp, &n.ctx, &source, NULL, n.scratch);
      while (ts_move_picker_next (mp, TRUE, &m, &good))
        {
          g_assert_true (ts_move_is_capture (&m));
          g_assert_true (good);
          handed++;
        }
      for (guint i = 0; i < n.legal->n; i++)
        want += ts_move_is_capture (&n.legal->moves[i]) && !capture_loses (&n, &n.legal->moves[i]);
      g_assert_cmpuint (handed, ==, want);
      g_free (source.keep);
      node_clear (&n);
    }
}

/* Quiescence: the captures, the emperor's grabs that lose it left out;
 * with every emperor victim asked for, all the others. */
static void
test_quiescence (void)
{
  guint grabs_left_out[3] = { 0, 0, 0 };

  for (guint32 seed = 1; seed <= N_POSITIONS; seed++)
    {
      Node n;
      g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);
      g_autofree TsMoveList *want = g_new (TsMoveList, 1);
      g_autofree TsMoveList *got = g_new (TsMoveList, 1);
      TsCaptureSource source = { .keep = g_new0 (TsKeptCaptures, 1) };
      TsMove m;
      gboolean good;

      node_init (&n, seed);
      want->n = 0;
      for (guint i = 0; i < n.legal->n; i++)
        {
          const TsMove *c = &n.legal->moves[i];

          if (ts_move_is_capture (c) && !emperor_grab_loses_emperor (&n, c))
            want->moves[want->n++] = *c;
          if (emperor_grab_loses_emperor (&n, c))
            grabs_left_out[emperor_grab_outcome (&n, c)]++;
        }
      ts_move_picker_start_quiescence (mp, &n.ctx, &source, TS_ENGINE_ALL_EMPEROR_VICTIMS);
      got->n = 0;
      while (ts_move_picker_next (mp, TRUE, &m, &good))
        got->moves[got->n++] = m;
      assert_same_set (want, got);
      g_free (source.keep);
      node_clear (&n);
    }
  /* both ways of losing the emperor came up */
  g_assert_cmpuint (grabs_left_out[LOST_TO_A_PIECE], >, 0);
  g_assert_cmpuint (grabs_left_out[LOST_TO_THE_EMPEROR], >, 0);
}

/* Every move, as generated: the legal moves in their order. */
static void
test_every_move_in_order (void)
{
  Node n;
  g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);
  guint i = 0;
  TsMove m;
  gboolean good;

  node_init (&n, 7);
  g_assert_cmpuint (ts_move_picker_start_every_move (mp, &n.ctx), ==, n.legal->n);
  while (ts_move_picker_next (mp, FALSE, &m, &good))
    g_assert_true (ts_move_equal (&m, &n.legal->moves[i++]));
  g_assert_cmpuint (i, ==, n.legal->n);
  node_clear (&n);
}

/* The root's sort: the same moves, the captures that are not the
 * emperor's grabs that lose it first, those grabs last. */
static void
test_sort (void)
{
  for (guint32 seed = 1; seed <= N_POSITIONS; seed++)
    {
      Node n;
      g_autofree TsMoveList *sorted = NULL;
      enum { CAPTURES, QUIETS, GRABS } phase = CAPTURES;

      node_init (&n, seed);
      sorted = g_memdup2 (n.legal, sizeof (TsMoveList));
      ts_move_picker_sort (&n.ctx, sorted);
      for (guint i = 0; i < sorted->n; i++)
        {
          const TsMove *m = &sorted->moves[i];
          int kind = emperor_grab_loses_emperor (&n, m) ? GRABS : ts_move_is_capture (m) ? CAPTURES : QUIETS;

          g_assert_cmpint (kind, >=, phase);
          phase = kind;
        }
      assert_same_set (n.legal, sorted);
      node_clear (&n);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/move-picker/every-move-once", test_every_move_once);
  g_test_add_func ("/engine/move-picker/good-only", test_good_only);
  g_test_add_func ("/engine/move-picker/quiescence", test_quiescence);
  g_test_add_func ("/engine/move-picker/every-move-in-order", test_every_move_in_order);
  g_test_add_func ("/engine/move-picker/root-sort", test_sort);
  return g_test_run ();
}
