/* ts-move-input.c — clicks to moves; see ts-move-input.h. */
#include "ts-move-input.h"

void
ts_move_input_init (TsMoveInput *input)
{
  input->from = 0;
  input->n_path = 0;
  input->moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  input->choosing = FALSE;
}

void
ts_move_input_clear (TsMoveInput *input)
{
  g_clear_pointer (&input->moves, g_array_unref);
  input->from = 0;
  input->n_path = 0;
}

guint
ts_move_clicks (const TsMove *m, TsSquare clicks[TS_MAX_CLICKS])
{
  guint n = 0;

  for (guint i = 0; i < m->n_captures; i++)
    clicks[n++] = m->captures[i];
  if (n == 0 || clicks[n - 1] != m->to)
    clicks[n++] = m->to;
  return n;
}

gboolean
ts_move_input_select (TsMoveInput *input, TsSquare from, const TsMoveList *legal)
{
  ts_move_input_deselect (input);
  for (guint i = 0; i < legal->n; i++)
    if (legal->moves[i].from == from)
      g_array_append_val (input->moves, legal->moves[i]);
  if (input->moves->len == 0)
    return FALSE;
  input->from = from;
  return TRUE;
}

void
ts_move_input_deselect (TsMoveInput *input)
{
  input->from = 0;
  input->n_path = 0;
  input->choosing = FALSE;
  g_array_set_size (input->moves, 0);
}

/* How a move's clicks relate to the path so far plus `next` (0: no next):
 * -1 no match, 0 the clicks are exactly that, 1 they go on beyond it. */
static int
match (const TsMoveInput *input, const TsMove *m, TsSquare next, TsSquare clicks[TS_MAX_CLICKS])
{
  guint n = ts_move_clicks (m, clicks);
  guint len = input->n_path + (next != 0);

  if (n < len)
    return -1;
  for (guint i = 0; i < input->n_path; i++)
    if (clicks[i] != input->path[i])
      return -1;
  if (next != 0 && clicks[input->n_path] != next)
    return -1;
  return n > len;
}

static void
append_to (GArray *chosen, const TsMove *m)
{
  if (chosen != NULL)
    g_array_append_val (chosen, *m);
}

/* Appends the moves that the path plus `next` matches to `chosen`; counts
 * those it completes and those that go on. */
static guint
collect_matches (const TsMoveInput *input, TsSquare next, GArray *chosen, guint *n_longer)
{
  TsSquare clicks[TS_MAX_CLICKS];
  guint n_exact = 0;

  *n_longer = 0;
  for (guint i = 0; i < input->moves->len; i++)
    {
      const TsMove *m = &g_array_index (input->moves, TsMove, i);
      int r = match (input, m, next, clicks);

      if (r == 0)
        n_exact++;
      else if (r == 1)
        (*n_longer)++;
      if (r >= 0)
        append_to (chosen, m);
    }
  return n_exact;
}

static const TsMove *
find_pass (const TsMoveInput *input)
{
  for (guint i = 0; i < input->moves->len; i++)
    {
      const TsMove *m = &g_array_index (input->moves, TsMove, i);

      if (ts_move_is_pass (m))
        return m;
    }
  return NULL;
}

gboolean
ts_move_input_can_pass (const TsMoveInput *input)
{
  return input->from != 0 && find_pass (input) != NULL;
}

gboolean
ts_move_input_pass_armed (const TsMoveInput *input)
{
  return input->n_path == 1 && input->path[0] == input->from;
}

/* Whether two moves differ in promotion alone. */
static gboolean
promotion_pair (const TsMove *a, const TsMove *b)
{
  TsMove plain = *b;

  plain.becomes = a->becomes;
  return a->becomes != b->becomes && ts_move_equal (a, &plain);
}

/* The clicks ended the two moves in `chosen` (the last two), promoted
 * and not: the choice waits. */
static TsInputResult
open_choice (TsMoveInput *input, GArray *chosen, const TsMove *a, const TsMove *b)
{
  gboolean a_promotes = a->becomes != TS_EMPTY;

  input->choosing = TRUE;
  input->choice[0] = a_promotes ? *a : *b;
  input->choice[1] = a_promotes ? *b : *a;
  if (chosen != NULL)
    {
      g_array_set_size (chosen, 0);
      g_array_append_vals (chosen, input->choice, 2);
    }
  return TS_INPUT_CHOOSE;
}

/* What the matches counted mean; `chosen` holds them (or is NULL). */
static TsInputResult
decide (TsMoveInput *input, GArray *chosen, guint n_exact, guint n_longer)
{
  if (n_exact + n_longer == 0)
    return TS_INPUT_NONE;
  if (n_longer > 0)
    return TS_INPUT_CONTINUE;
  /* A move is its clicks: captures and final square tell it apart, but
   * for a promotion that may be taken or not. */
  if (n_exact == 2 && chosen != NULL
      && promotion_pair (&g_array_index (chosen, TsMove, 0), &g_array_index (chosen, TsMove, 1)))
    return open_choice (input, chosen, &g_array_index (chosen, TsMove, 0), &g_array_index (chosen, TsMove, 1));
  g_warn_if_fail (n_exact == 1);
  return TS_INPUT_MOVE;
}

const TsMove *
ts_move_input_choose (const TsMoveInput *input, gboolean promote)
{
  if (!input->choosing)
    return NULL;
  return &input->choice[promote ? 0 : 1];
}

/* The moves the path so far ends exactly: a click on its last square
 * again stops there. */
static guint
collect_stops (const TsMoveInput *input, GArray *chosen)
{
  TsSquare clicks[TS_MAX_CLICKS];
  guint n_exact = 0;

  for (guint i = 0; i < input->moves->len; i++)
    {
      const TsMove *m = &g_array_index (input->moves, TsMove, i);

      if (match (input, m, 0, clicks) == 0)
        {
          append_to (chosen, m);
          n_exact++;
        }
    }
  return n_exact;
}

static gboolean
clicks_again (const TsMoveInput *input, TsSquare sq)
{
  return input->n_path > 0 && sq == input->path[input->n_path - 1];
}

TsInputResult
ts_move_input_click (TsMoveInput *input, TsSquare sq, GArray *chosen)
{
  g_autoptr (GArray) own = NULL;
  guint n_exact, n_longer;
  TsInputResult result;

  /* the matches are needed to tell a choice of promotion */
  if (chosen == NULL)
    chosen = own = g_array_new (FALSE, FALSE, sizeof (TsMove));
  g_array_set_size (chosen, 0);
  if (input->from == 0 || sq == 0 || input->choosing)
    return TS_INPUT_NONE;

  /* The piece's own square arms its pass; the second click passes. */
  if (input->n_path == 0 && sq == input->from)
    {
      const TsMove *pass = find_pass (input);

      if (pass == NULL)
        return TS_INPUT_NONE;
      append_to (chosen, pass);
      input->path[input->n_path++] = sq;
      return TS_INPUT_CONTINUE;
    }

  if (clicks_again (input, sq))
    return decide (input, chosen, collect_stops (input, chosen), 0);

  if (input->n_path == TS_MAX_CLICKS)
    return TS_INPUT_NONE;

  n_exact = collect_matches (input, sq, chosen, &n_longer);
  result = decide (input, chosen, n_exact, n_longer);
  /* a choice shows the whole path, its last square the move's end */
  if (result == TS_INPUT_CONTINUE || result == TS_INPUT_CHOOSE)
    input->path[input->n_path++] = sq;
  return result;
}

void
ts_move_input_moves_via (const TsMoveInput *input, TsSquare sq, GArray *moves)
{
  guint n_longer;

  if (input->from == 0 || sq == 0)
    return;
  if (input->n_path == 0 && sq == input->from)
    {
      const TsMove *pass = find_pass (input);

      if (pass != NULL)
        g_array_append_val (moves, *pass);
    }
  else if (clicks_again (input, sq))
    collect_stops (input, moves);
  else if (input->n_path < TS_MAX_CLICKS)
    collect_matches (input, sq, moves, &n_longer);
}

void
ts_move_input_moves_ending (const TsMoveInput *input, TsSquare sq, GArray *moves)
{
  g_autoptr (GArray) via = g_array_new (FALSE, FALSE, sizeof (TsMove));

  ts_move_input_moves_via (input, sq, via);
  for (guint i = 0; i < via->len; i++)
    {
      const TsMove *m = &g_array_index (via, TsMove, i);
      TsSquare clicks[TS_MAX_CLICKS];
      guint n = ts_move_clicks (m, clicks);

      /* its last click is this one: the next, or the last again (a stop,
       * an armed pass, a choice waiting) */
      if (clicks[n - 1] == sq && (n == input->n_path + 1 || (n == input->n_path && clicks_again (input, sq))))
        g_array_append_val (moves, *m);
    }
}

static void
add_target (GArray *targets, TsSquare sq, TsTargetKind kind)
{
  for (guint i = 0; i < targets->len; i++)
    {
      TsInputTarget *t = &g_array_index (targets, TsInputTarget, i);

      /* a capture that some move goes on from is a "go on" */
      if (t->square == sq)
        {
          t->kind = MAX (t->kind, kind);
          return;
        }
    }
  g_array_append_vals (targets, &(TsInputTarget) { sq, kind }, 1);
}

static gboolean
captures_on (const TsMove *m, TsSquare sq)
{
  for (guint i = 0; i < m->n_captures; i++)
    if (m->captures[i] == sq)
      return TRUE;
  return FALSE;
}

/* What the next click, on `clicks[n_path]`, does for move `m` whose
 * `n` clicks go on beyond the path. */
static TsTargetKind
next_click_kind (const TsMoveInput *input, const TsMove *m, const TsSquare *clicks, guint n)
{
  TsSquare next = clicks[input->n_path];

  if (input->n_path == 0 && ts_move_is_pass (m))
    return TS_TARGET_PASS;
  if (next == input->from)
    return TS_TARGET_RETURN;
  if (captures_on (m, next))
    return n > input->n_path + 1 ? TS_TARGET_GO_ON : TS_TARGET_CAPTURE;
  return TS_TARGET_MOVE;
}

void
ts_move_input_targets (const TsMoveInput *input, GArray *targets)
{
  TsSquare clicks[TS_MAX_CLICKS];

  g_array_set_size (targets, 0);
  /* the clicks are done: the answer is no square */
  if (input->choosing)
    return;
  for (guint i = 0; i < input->moves->len; i++)
    {
      const TsMove *m = &g_array_index (input->moves, TsMove, i);
      int r = match (input, m, 0, clicks);

      if (r == 1)
        {
          guint n = ts_move_clicks (m, clicks);

          add_target (targets, clicks[input->n_path], next_click_kind (input, m, clicks, n));
        }
      else if (r == 0 && input->n_path > 0)
        add_target (targets, input->path[input->n_path - 1],
                    ts_move_input_pass_armed (input) ? TS_TARGET_PASS : TS_TARGET_STOP);
    }
}

/* ---- promotions that lose nothing ---- */

static gboolean
is_subset (guint8 bits, guint8 of)
{
  return (bits & ~of) == 0;
}

/* Whether `p` reaches what `u`'s steps or range reach along `d`. */
static gboolean
covers_range (const TsMovement *p, const TsMovement *u, int d)
{
  guint8 reach = u->range[d];
  gboolean from_first = u->range_start[d] <= 1;

  if (reach == 0)
    return TRUE;
  if (p->range[d] >= reach && p->range_start[d] == u->range_start[d])
    return TRUE;
  /* a line-lion move, an area move or lion power also go a few squares
   * along the line, over empty squares, capturing at the end */
  return from_first
         && (p->line_lion[d] >= reach || p->area_steps >= reach
             || ((p->flags & TS_MOVE_FLAG_LION) && reach <= 2));
}

static gboolean
covers_jump (const TsMovement *p, const TsJump *jump)
{
  if ((p->flags & TS_MOVE_FLAG_LION) && ABS (jump->right) <= 2 && ABS (jump->forward) <= 2)
    return TRUE;
  for (guint i = 0; i < p->n_jumps; i++)
    if (p->jumps[i].right == jump->right && p->jumps[i].forward == jump->forward)
      return TRUE;
  return FALSE;
}

gboolean
ts_promotion_loses_nothing (TsRules rules, TsPiece piece, TsPiece promoted)
{
  const TsPieceInfo *ui = ts_piece_moves_info (rules, piece), *pi = ts_piece_moves_info (rules, promoted);
  const TsMovement *u = &ui->movement, *p = &pi->movement;
  guint8 p_lion_dirs = (p->flags & TS_MOVE_FLAG_LION) ? 0xff : p->lion_dirs;

  for (int d = 0; d < TS_N_DIRS; d++)
    if (!covers_range (p, u, d)
        || (p->line_lion[d] < u->line_lion[d] && !((p->flags & TS_MOVE_FLAG_LION) && u->line_lion[d] <= 2)))
      return FALSE;
  for (guint i = 0; i < u->n_jumps; i++)
    if (!covers_jump (p, &u->jumps[i]))
      return FALSE;
  if (!is_subset (u->hook_start, p->hook_start) || !is_subset (u->lion_dirs, p_lion_dirs)
      || !is_subset (u->igui_dirs, p->igui_dirs | p_lion_dirs) || p->area_steps < u->area_steps)
    return FALSE;
  /* a lower rank number is a higher rank, which jumps more */
  if (!is_subset (u->range_jump, p->range_jump) || (u->range_jump != 0 && pi->rank > ui->rank))
    return FALSE;
  return is_subset (u->flags & (TS_MOVE_FLAG_LION | TS_MOVE_FLAG_ROYAL | TS_MOVE_FLAG_BURNS), p->flags);
}
