/* ts-board-scene-input.c — what input on the board means.
 *
 * Part of TsBoardScene (see ts-board-scene-private.h): a click selects a
 * piece of the side to move, continues or plays a move through
 * TsMoveInput, or is refused with a reason; the keyboard cursor clicks
 * where it stands; hovering marks a piece's moves.  Moves are the game's
 * cached legal moves (ts_game_get_legal_moves()) and are played through
 * the game.
 */
#include "ts-board-scene-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-notation.h"
#include "ts-variant.h"

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
  ts_board_scene_update_burn_marks (self);
}

/* ---- burns to come ---- */

static gboolean
same_burns (const TsBurns *a, const TsBurns *b)
{
  return a->n == b->n && a->mover_burnt == b->mover_burnt
         && memcmp (a->squares, b->squares, a->n * sizeof a->squares[0]) == 0;
}

gboolean
ts_board_scene_preview_burns (TsBoardScene *self, TsSquare sq, TsBurnPreview *preview)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (TsMove));

  memset (preview, 0, sizeof *preview);
  if (self->input.choosing)
    g_array_append_vals (moves, self->input.choice, 2);
  else if (sq != 0)
    ts_move_input_moves_ending (&self->input, sq, moves);
  if (moves->len == 0 || !self->pos->burns)
    return FALSE;
  /* a promotion taken unasked is the one move the click plays */
  if (moves->len == 2 && !self->input.choosing)
    {
      guint plain = g_array_index (moves, TsMove, 0).becomes != TS_EMPTY;

      if (ts_board_scene_promotes_unasked (self, &g_array_index (moves, TsMove, !plain)))
        g_array_remove_index (moves, plain);
    }
  preview->mover = self->pos->board[g_array_index (moves, TsMove, 0).from];
  /* one move, or one taken promoted and not: the clicks are the same,
   * and only a water buffalo turned fire demon burns differently */
  for (guint i = 0; i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);
      TsBurns burns;

      ts_position_burns (self->pos, m, &burns);
      if (i == 0)
        preview->burns = burns;
      else if (!same_burns (&burns, &preview->burns))
        {
          preview->if_promoted = TRUE;
          if (m->becomes != TS_EMPTY)
            preview->burns = burns;
        }
    }
  return preview->burns.n > 0;
}

void
ts_board_scene_update_burn_marks (TsBoardScene *self)
{
  TsBurnPreview preview;

  ts_board_marks_show_burns (&self->marks,
                             ts_board_scene_preview_burns (self, self->hover, &preview) ? &preview.burns : NULL);
}

void
ts_board_scene_set_hint (TsBoardScene *self, char *hint)
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

/* The hint: what the square under the pointer or the cursor (`sq`, 0:
 * none) holds or what a click there would do, else what the move being
 * entered waits for. */
void
ts_board_scene_update_hint (TsBoardScene *self, TsSquare sq)
{
  char *words = sq != 0 ? ts_board_scene_describe_square (self, sq) : NULL;

  ts_board_scene_set_hint (self, words != NULL ? words : ts_board_scene_input_hint (self));
}

/* The marks of the move being entered, and the hint that goes with them. */
void
ts_board_scene_update_input_marks (TsBoardScene *self)
{
  ts_board_marks_show_input (&self->marks, &self->input);
  ts_board_scene_update_burn_marks (self);
  ts_board_scene_update_hint (self, self->cursor != 0 ? self->cursor : self->hover);
  /* every change of the input comes here: a choice opened or dropped */
  if (self->choosing != self->input.choosing)
    {
      self->choosing = self->input.choosing;
      g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_CHOOSING_PROMOTION]);
    }
}

static void
refresh_input (TsBoardScene *self)
{
  ts_board_scene_update_input_marks (self);
  ts_board_scene_marks_changed (self);
}

/* ---- refused clicks ---- */

void
ts_board_scene_forget_refusal (TsBoardScene *self)
{
  if (self->refused == 0)
    return;
  self->marks.squares[self->refused] &= ~TS_MARK_REFUSED;
  self->refused = 0;
}

/* Says why a click on `sq` played nothing: a mark on the square for a
 * moment, and the reason as the hint. */
static void
refuse (TsBoardScene *self, TsSquare sq)
{
  g_autofree char *why = ts_board_scene_refusal (self, sq);

  if (why == NULL)
    return;
  ts_board_scene_forget_refusal (self);
  self->refused = sq;
  self->marks.squares[sq] |= TS_MARK_REFUSED;
  ts_board_scene_set_hint (self, g_strdup (why));
  g_signal_emit (self, ts_board_scene_signals[SIGNAL_MOVE_REFUSED], 0, (guint) sq, why);
  ts_board_scene_marks_changed (self);
}

void
ts_board_scene_clear_refused (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->refused == 0)
    return;
  ts_board_scene_forget_refusal (self);
  ts_board_scene_marks_changed (self);
}

TsSquare
ts_board_scene_get_refused (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->refused;
}

/* ---- input ---- */

static gboolean
game_over (TsBoardScene *self)
{
  return self->game == NULL || ts_game_get_result (self->game) != TS_RESULT_NONE;
}

gboolean
ts_board_scene_accepts_clicks (TsBoardScene *self)
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

gboolean
ts_board_scene_is_own_piece (TsBoardScene *self, TsSquare sq)
{
  TsPiece pc = self->pos->board[sq];
  return is_piece (pc) && TS_PIECE_COLOR (pc) == self->pos->side;
}

/* Selects the piece on `sq`; FALSE if it has no legal move. */
static gboolean
select_piece (TsBoardScene *self, TsSquare sq)
{
  if (!ts_move_input_select (&self->input, sq, ts_game_get_legal_moves (self->game)))
    return FALSE;
  g_signal_emit (self, ts_board_scene_signals[SIGNAL_PIECE_SELECTED], 0, (guint) self->pos->board[sq]);
  refresh_input (self);
  return TRUE;
}

gboolean
ts_board_scene_promotes_unasked (TsBoardScene *self, const TsMove *promoted)
{
  return self->always_promote
         && ts_promotion_loses_nothing (self->pos->rules, self->pos->board[promoted->from], promoted->becomes);
}

/* The choice just opened needs no answer. */
static gboolean
promotes_unasked (TsBoardScene *self)
{
  return ts_board_scene_promotes_unasked (self, ts_move_input_choose (&self->input, TRUE));
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
      if (promotes_unasked (self))
        {
          play (self, ts_move_input_choose (&self->input, TRUE));
          return TRUE;
        }
      refresh_input (self);
      return TRUE;
    case TS_INPUT_CONTINUE:
      refresh_input (self);
      return TRUE;
    case TS_INPUT_NONE:
    default:
      return FALSE;
    }
}

/* A click while a piece is selected. */
static void
click_with_selection (TsBoardScene *self, TsSquare sq)
{
  /* a click elsewhere answers no choice of promotion: it drops the move,
   * and may pick another piece */
  if (self->input.choosing)
    {
      ts_board_scene_cancel (self);
      if (ts_board_scene_is_own_piece (self, sq))
        select_piece (self, sq);
      return;
    }
  /* an armed pass is let go by a click anywhere else */
  if (ts_move_input_pass_armed (&self->input) && sq != self->input.from)
    self->input.n_path = 0;
  if (continue_move (self, sq))
    return;
  if (sq == self->input.from && self->input.n_path == 0)
    ts_board_scene_cancel (self);
  else if (ts_board_scene_is_own_piece (self, sq) && select_piece (self, sq))
    return;
  else
    refuse (self, sq);
}

void
ts_board_scene_click_square (TsBoardScene *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  if (sq == 0 || sq >= TS_CELLS || self->pos->board[sq] == TS_OFFBOARD)
    return;
  if (self->editor != NULL)
    {
      ts_position_editor_click_square (self->editor, sq);
      return;
    }
  ts_board_scene_forget_refusal (self);
  /* A position of the past is for looking at only. */
  if (!ts_board_scene_accepts_clicks (self))
    refuse (self, sq);
  else if (ts_move_input_has_selection (&self->input))
    click_with_selection (self, sq);
  else if (!ts_board_scene_is_own_piece (self, sq) || !select_piece (self, sq))
    refuse (self, sq);
}

gboolean
ts_board_scene_get_promotion_choice (TsBoardScene *self, TsMove *promoted, TsMove *unpromoted)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  if (!self->input.choosing)
    return FALSE;
  if (promoted != NULL)
    *promoted = *ts_move_input_choose (&self->input, TRUE);
  if (unpromoted != NULL)
    *unpromoted = *ts_move_input_choose (&self->input, FALSE);
  return TRUE;
}

void
ts_board_scene_set_always_promote (TsBoardScene *self, gboolean always)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->always_promote == !!always)
    return;
  self->always_promote = !!always;
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_ALWAYS_PROMOTE]);
}

gboolean
ts_board_scene_get_always_promote (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return self->always_promote;
}

gboolean
ts_board_scene_choose_promotion (TsBoardScene *self, gboolean promote)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  if (!self->input.choosing || !ts_board_scene_accepts_clicks (self))
    return FALSE;
  play (self, ts_move_input_choose (&self->input, promote));
  return TRUE;
}

gboolean
ts_board_scene_can_pass (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return ts_board_scene_accepts_clicks (self) && self->input.n_path <= 1 && ts_move_input_can_pass (&self->input)
         && (self->input.n_path == 0 || ts_move_input_pass_armed (&self->input));
}

gboolean
ts_board_scene_pass (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  if (!ts_board_scene_can_pass (self))
    return FALSE;
  /* the pass is clicked as the piece's own square, twice */
  if (!ts_move_input_pass_armed (&self->input))
    ts_board_scene_click_square (self, self->input.from);
  ts_board_scene_click_square (self, self->input.from);
  return TRUE;
}

void
ts_board_scene_cancel (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->editor != NULL)
    ts_position_editor_deselect (self->editor);
  ts_board_scene_forget_refusal (self);
  ts_move_input_deselect (&self->input);
  refresh_input (self);
}

void
ts_board_scene_escape (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (ts_move_input_has_selection (&self->input))
    ts_board_scene_cancel (self);
  else if (self->browse_ply >= 0)
    ts_board_scene_stop_browsing (self);
  else
    ts_board_scene_cancel (self);
}

/* ---- the keyboard cursor ---- */

static void
put_cursor (TsBoardScene *self, TsSquare sq)
{
  if (sq == self->cursor)
    return;
  if (self->cursor != 0)
    self->marks.squares[self->cursor] &= ~TS_MARK_CURSOR;
  self->cursor = sq;
  if (sq != 0)
    self->marks.squares[sq] |= TS_MARK_CURSOR;
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_CURSOR]);
}

void
ts_board_scene_set_cursor (TsBoardScene *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (sq < TS_CELLS && (sq == 0 || self->pos->board[sq] != TS_OFFBOARD));

  put_cursor (self, sq);
  /* what the cursor is on shows as the pointer's would: its moves, and
   * the words for it */
  ts_board_scene_hover_square (self, sq);
  ts_board_scene_update_hint (self, sq);
  ts_board_scene_marks_changed (self);
}

TsSquare
ts_board_scene_get_cursor (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->cursor;
}

/* Where the cursor appears first: on the piece being moved, else the
 * last move's end, else the centre of the board. */
static TsSquare
first_cursor_square (TsBoardScene *self)
{
  const TsVariant *v = ts_rules_variant (self->pos->rules);

  if (self->input.from != 0)
    return self->input.n_path > 0 ? self->input.path[self->input.n_path - 1] : self->input.from;
  if (self->shown_ply > 0)
    return ts_game_get_move (self->game, self->shown_ply - 1)->to;
  return ts_variant_square (v, v->width / 2, v->height / 2);
}

void
ts_board_scene_move_cursor (TsBoardScene *self, int dx, int dy)
{
  const TsVariant *v;
  TsSquare sq, from;

  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  v = ts_rules_variant (self->pos->rules);
  /* a hidden cursor starts from where the eye already is */
  from = self->cursor != 0 ? self->cursor : first_cursor_square (self);
  /* it stops at the board's edge */
  sq = ts_variant_square (v, CLAMP (ts_variant_col (v, from) + dx, 0, v->width - 1),
                          CLAMP (ts_variant_row (v, from) + dy, 0, v->height - 1));
  ts_board_scene_set_cursor (self, sq);
}

void
ts_board_scene_activate_cursor (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->cursor == 0)
    ts_board_scene_move_cursor (self, 0, 0);
  else
    ts_board_scene_click_square (self, self->cursor);
}

gboolean
ts_board_scene_is_clickable (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  if (self->editor != NULL)
    return sq != 0 && sq < TS_CELLS && self->pos->board[sq] != TS_OFFBOARD;
  return sq != 0 && sq < TS_CELLS && ts_board_scene_accepts_clicks (self)
         && (ts_board_scene_is_own_piece (self, sq) || (self->marks.squares[sq] & TS_MARK_ANY_TARGET));
}

void
ts_board_scene_hover_square (TsBoardScene *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (sq < TS_CELLS);

  if (sq == self->hover)
    return;
  self->hover = sq;
  /* a refusal is said while the pointer stays on its square; elsewhere
   * the hint is the new square's, in words */
  ts_board_scene_forget_refusal (self);
  ts_board_scene_update_hint (self, sq);
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

