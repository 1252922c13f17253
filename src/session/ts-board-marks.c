/* ts-board-marks.c — the marks of the board's squares; see ts-board-marks.h. */
#include "ts-board-marks.h"

#include <string.h>

#include "ts-threats.h"

void
ts_board_marks_init (TsBoardMarks *marks)
{
  memset (marks->squares, 0, sizeof marks->squares);
  marks->hover_moves = g_new0 (TsMoveList, 1);
}

void
ts_board_marks_clear (TsBoardMarks *marks)
{
  g_clear_pointer (&marks->hover_moves, g_free);
}

static void
unmark (TsBoardMarks *marks, guint32 which)
{
  for (guint i = 0; i < TS_CELLS; i++)
    marks->squares[i] &= ~which;
}

static gboolean
is_piece (TsPiece pc)
{
  return pc != TS_EMPTY && pc != TS_OFFBOARD;
}

void
ts_board_marks_show_last_move (TsBoardMarks *marks, const TsMove *m, const TsBurns *burns)
{
  unmark (marks, TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE | TS_MARK_LAST_STAY | TS_MARK_LAST_BURNT);
  if (m == NULL)
    return;
  marks->squares[m->from] |= TS_MARK_LAST_MOVE;
  marks->squares[m->to] |= TS_MARK_LAST_MOVE;
  if (m->to == m->from)
    marks->squares[m->to] |= TS_MARK_LAST_STAY;
  for (guint i = 0; i < m->n_captures; i++)
    marks->squares[m->captures[i]] |= TS_MARK_LAST_CAPTURE;
  /* the mover itself, burnt, is its final square */
  for (guint i = 0; burns != NULL && i < burns->n; i++)
    marks->squares[burns->squares[i]] |= TS_MARK_LAST_BURNT;
}

void
ts_board_marks_show_burns (TsBoardMarks *marks, const TsBurns *burns)
{
  unmark (marks, TS_MARK_BURN | TS_MARK_BURN_SELF);
  if (burns == NULL)
    return;
  /* a suicide's one square is the mover's final square */
  for (guint i = 0; i < burns->n; i++)
    marks->squares[burns->squares[i]] |= burns->mover_burnt ? TS_MARK_BURN_SELF : TS_MARK_BURN;
}

/* A move that only lion power makes: more than one leg, or a leap to a
 * square the piece's lion power reaches (the piece table says which). */
static gboolean
uses_lion_power (const TsPosition *pos, const TsMove *m)
{
  if (m->n_captures > 1 || (m->n_captures == 1 && m->to != m->captures[0]) || ts_move_is_pass (m))
    return TRUE;
  return ts_piece_lion_reaches (pos->rules, pos->board[m->from], m->from, m->to);
}

void
ts_board_marks_show_hover (TsBoardMarks *marks, TsPosition *pos, TsSquare sq)
{
  TsMoveList *list = marks->hover_moves;

  unmark (marks, TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE | TS_MARK_HOVER_LION);
  if (sq == 0 || !is_piece (pos->board[sq]))
    return;

  ts_move_list_clear (list);
  ts_generate_piece_moves (pos, sq, list);
  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      guint32 lion = uses_lion_power (pos, m) ? TS_MARK_HOVER_LION : 0;

      for (guint c = 0; c < m->n_captures; c++)
        marks->squares[m->captures[c]] |= TS_MARK_HOVER_CAPTURE | lion;
      if (m->to != m->from && pos->board[m->to] == TS_EMPTY)
        marks->squares[m->to] |= TS_MARK_HOVER_MOVE | lion;
    }
}

static guint32
target_mark (TsTargetKind kind)
{
  switch (kind)
    {
    case TS_TARGET_CAPTURE:
      return TS_MARK_TARGET_CAPTURE;
    case TS_TARGET_GO_ON:
      return TS_MARK_TARGET_GO_ON;
    case TS_TARGET_STOP:
      return TS_MARK_TARGET_STOP;
    case TS_TARGET_RETURN:
      return TS_MARK_TARGET_RETURN;
    case TS_TARGET_PASS:
      return TS_MARK_TARGET_PASS;
    case TS_TARGET_MOVE:
    default:
      return TS_MARK_TARGET;
    }
}

void
ts_board_marks_show_input (TsBoardMarks *marks, const TsMoveInput *input)
{
  g_autoptr (GArray) targets = NULL;

  unmark (marks, TS_MARK_SELECTED | TS_MARK_ANY_TARGET | TS_MARK_PATH);
  if (!ts_move_input_has_selection (input))
    return;

  marks->squares[input->from] |= TS_MARK_SELECTED;
  for (guint i = 0; i < input->n_path; i++)
    if (input->path[i] != input->from)
      marks->squares[input->path[i]] |= TS_MARK_PATH;
  targets = g_array_new (FALSE, FALSE, sizeof (TsInputTarget));
  ts_move_input_targets (input, targets);
  for (guint i = 0; i < targets->len; i++)
    {
      const TsInputTarget *t = &g_array_index (targets, TsInputTarget, i);
      marks->squares[t->square] |= target_mark (t->kind);
    }
}

void
ts_board_marks_show_type (TsBoardMarks *marks, const TsPosition *pos, TsPieceType type)
{
  unmark (marks, TS_MARK_TYPE);
  if (type == TS_PIECE_NONE)
    return;
  for (guint i = 0; i < TS_CELLS; i++)
    {
      TsPiece pc = pos->board[i];

      if (is_piece (pc) && ts_piece_moves_as (pos->rules, pc) == type)
        marks->squares[i] |= TS_MARK_TYPE;
    }
}

void
ts_board_marks_show_threats (TsBoardMarks *marks, const TsPosition *pos, gboolean shown, gboolean emperor_only_too)
{
  g_autoptr (TsThreats) threats = NULL;
  guint8 flags[TS_CELLS];

  unmark (marks, TS_MARK_THREATS);
  if (!shown)
    return;
  threats = ts_threats_new (pos);
  ts_threats_marks (threats, emperor_only_too, flags);
  for (guint i = 0; i < TS_CELLS; i++)
    marks->squares[i] |= (guint32) flags[i] << TS_MARK_THREAT_SHIFT;
}
