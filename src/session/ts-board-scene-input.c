/* ts-board-scene-input.c — what input on the board means.
 *
 * Part of TsBoardScene (see ts-board-scene-private.h): a click selects a
 * piece of the side to move, continues or plays a move through TsMoveInput,
 * or offers the choices a click left open; hovering marks a piece's moves;
 * the hint says what a half-entered move waits for.  Moves are the game's
 * cached legal moves (ts_game_get_legal_moves()) and are played through
 * the game.
 */
#include "ts-board-scene-private.h"

#include <glib/gi18n.h>

#include "ts-notation.h"

/* More moves than this left open by a click are not offered as a list:
 * the user clicks on. */
#define MAX_CHOICES 12

static gboolean
is_piece (TsPiece pc)
{
  return pc != TS_EMPTY && pc != TS_OFFBOARD;
}

/* The final position of a game that is over: nothing moves there. */
static gboolean
shows_game_over (TsBoardScene *self)
{
  return self->game != NULL && ts_game_get_result (self->game) != TS_RESULT_NONE
         && self->shown_ply == ts_game_get_n_moves (self->game);
}

void
ts_board_scene_update_hover_marks (TsBoardScene *self)
{
  ts_board_marks_show_hover (&self->marks, self->pos, shows_game_over (self) ? 0 : self->hover);
}

static void
set_hint (TsBoardScene *self, char *hint)
{
  if (g_strcmp0 (hint, self->hint) == 0)
    {
      g_free (hint);
      return;
    }
  g_free (self->hint);
  self->hint = hint;
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_HINT]);
}

/* The marks of the move being entered, and the hint that goes with them. */
void
ts_board_scene_update_input_marks (TsBoardScene *self)
{
  char name[4];

  ts_board_marks_show_input (&self->marks, &self->input);
  if (!ts_move_input_has_selection (&self->input) || self->input.n_path == 0)
    {
      set_hint (self, NULL);
      return;
    }
  ts_square_name (self->input.path[self->input.n_path - 1], name);
  /* TRANSLATORS: %s is a square such as 11l */
  set_hint (self, g_strdup_printf (_("Click %s again to stop there, or a highlighted square to go on."), name));
}

static void
refresh_input (TsBoardScene *self)
{
  ts_board_scene_update_input_marks (self);
  ts_board_scene_marks_changed (self);
}

void
ts_board_scene_set_choices (TsBoardScene *self, const GArray *moves, TsSquare sq)
{
  guint old = self->choices->len;

  g_array_set_size (self->choices, 0);
  if (moves != NULL)
    g_array_append_vals (self->choices, moves->data, moves->len);
  self->choice_square = moves != NULL ? sq : 0;
  if (old > 0 || self->choices->len > 0)
    g_signal_emit (self, ts_board_scene_signals[SIGNAL_CHOICES_CHANGED], 0);
}

/* ---- input ---- */

static gboolean
game_over (TsBoardScene *self)
{
  return self->game == NULL || ts_game_get_result (self->game) != TS_RESULT_NONE;
}

/* Clicks can play: a game going on, its current position, input on. */
static gboolean
accepts_clicks (TsBoardScene *self)
{
  return !game_over (self) && self->browse_ply < 0 && !self->input_disabled;
}

static void
play (TsBoardScene *self, const TsMove *move)
{
  g_autoptr (GError) error = NULL;
  TsMove m = *move; /* the game's "changed" handler clears the list it is in */

  ts_move_input_deselect (&self->input);
  g_signal_emit (self, ts_board_scene_signals[SIGNAL_MOVE_CHOSEN], 0, &m);
  if (!ts_game_play (self->game, &m, &error))
    {
      /* Only legal moves are offered, so this is a game that just ended. */
      g_debug ("move refused: %s", error->message);
      refresh_input (self);
    }
}

static gboolean
is_own_piece (TsBoardScene *self, TsSquare sq)
{
  TsPiece pc = self->pos->board[sq];
  return is_piece (pc) && TS_PIECE_COLOR (pc) == self->pos->side;
}

static void
select_square (TsBoardScene *self, TsSquare sq)
{
  if (is_own_piece (self, sq))
    {
      ts_move_input_select (&self->input, sq, ts_game_get_legal_moves (self->game));
      g_signal_emit (self, ts_board_scene_signals[SIGNAL_PIECE_SELECTED], 0, (guint) self->pos->board[sq]);
    }
  else
    ts_move_input_deselect (&self->input);
  refresh_input (self);
}

/* Feeds a click to the selection; FALSE if it meant nothing there. */
static gboolean
continue_move (TsBoardScene *self, TsSquare sq)
{
  switch (ts_move_input_click (&self->input, sq, self->found))
    {
    case TS_INPUT_MOVE:
      play (self, &g_array_index (self->found, TsMove, 0));
      return TRUE;
    case TS_INPUT_CHOOSE:
      ts_board_scene_set_choices (self, self->found, sq);
      refresh_input (self);
      return TRUE;
    case TS_INPUT_CONTINUE:
      if (self->found->len <= MAX_CHOICES)
        ts_board_scene_set_choices (self, self->found, sq);
      refresh_input (self);
      return TRUE;
    case TS_INPUT_NONE:
    default:
      return FALSE;
    }
}

void
ts_board_scene_click_square (TsBoardScene *self, TsSquare sq)
{
  gboolean was_choosing;

  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  if (self->editor != NULL)
    {
      if (sq < TS_CELLS && self->pos->board[sq] != TS_OFFBOARD)
        ts_position_editor_click_square (self->editor, sq);
      return;
    }
  /* A position of the past is for looking at only. */
  if (sq >= TS_CELLS || self->pos->board[sq] == TS_OFFBOARD || !accepts_clicks (self))
    return;

  was_choosing = self->choices->len > 0;
  ts_board_scene_set_choices (self, NULL, 0);
  if (ts_move_input_has_selection (&self->input))
    {
      /* The second click on the piece itself, after its pass was offered,
       * means "never mind". */
      gboolean reselect = sq == self->input.from && self->input.n_path == 0;

      if (!(reselect && was_choosing) && continue_move (self, sq))
        return;
      if (reselect)
        {
          ts_board_scene_cancel (self);
          return;
        }
    }
  select_square (self, sq);
}

void
ts_board_scene_cancel (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->editor != NULL)
    ts_position_editor_deselect (self->editor);
  ts_board_scene_set_choices (self, NULL, 0);
  ts_move_input_deselect (&self->input);
  refresh_input (self);
}

void
ts_board_scene_escape (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->browse_ply >= 0)
    ts_board_scene_stop_browsing (self);
  else
    ts_board_scene_cancel (self);
}

gboolean
ts_board_scene_is_clickable (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  if (self->editor != NULL)
    return sq != 0 && sq < TS_CELLS && self->pos->board[sq] != TS_OFFBOARD;
  return sq != 0 && sq < TS_CELLS && accepts_clicks (self)
         && (is_own_piece (self, sq) || (self->marks.squares[sq] & (TS_MARK_TARGET | TS_MARK_TARGET_CAPTURE)));
}

void
ts_board_scene_hover_square (TsBoardScene *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (sq < TS_CELLS);

  if (sq == self->hover)
    return;
  self->hover = sq;
  ts_board_scene_update_hover_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_HOVER_SQUARE]);
  if (sq != 0 && is_piece (self->pos->board[sq]))
    g_signal_emit (self, ts_board_scene_signals[SIGNAL_PIECE_HOVERED], 0, (guint) self->pos->board[sq]);
  ts_board_scene_marks_changed (self);
}

void
ts_board_scene_set_input_enabled (TsBoardScene *self, gboolean enabled)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  if (self->input_disabled == !enabled)
    return;
  self->input_disabled = !enabled;
  if (!enabled)
    ts_board_scene_cancel (self);
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_INPUT_ENABLED]);
}

gboolean
ts_board_scene_get_input_enabled (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return !self->input_disabled;
}

TsSquare
ts_board_scene_get_selected (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  if (self->editor != NULL)
    return ts_position_editor_get_selected (self->editor);
  return self->input.from;
}

TsSquare
ts_board_scene_get_hover_square (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->hover;
}

TsSquareMarks
ts_board_scene_get_marks (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  g_return_val_if_fail (sq < TS_CELLS, 0);
  return self->marks.squares[sq];
}

const char *
ts_board_scene_get_hint (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->hint;
}

/* ---- choices ---- */

guint
ts_board_scene_get_n_choices (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->choices->len;
}

const TsMove *
ts_board_scene_get_choice (TsBoardScene *self, guint index)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);
  return &g_array_index (self->choices, TsMove, index);
}

TsSquare
ts_board_scene_get_choice_square (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->choice_square;
}

char *
ts_board_scene_describe_choice (TsBoardScene *self, guint index)
{
  const TsMove *m = ts_board_scene_get_choice (self, index);
  g_autofree char *notation = NULL;

  g_return_val_if_fail (m != NULL, NULL);
  notation = ts_notation_format_among (self->pos, ts_game_get_legal_moves (self->game), m);
  if (ts_move_is_pass (m))
    /* TRANSLATORS: %s is a move in record notation, e.g. LN-13m */
    return g_strdup_printf (_("%s (pass)"), notation);
  if (m->n_captures > 0 && m->to == m->from)
    /* TRANSLATORS: igui, capturing without moving; %s is e.g. LN!11l */
    return g_strdup_printf (_("%s (capture in place)"), notation);
  return g_steal_pointer (&notation);
}

void
ts_board_scene_choose (TsBoardScene *self, guint index)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (index < self->choices->len);

  if (!game_over (self) && !self->input_disabled)
    play (self, &g_array_index (self->choices, TsMove, index));
}

