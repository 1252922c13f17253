/* ts-board-scene-edit.c — the board while a position is set up.
 *
 * Part of TsBoardScene (see ts-board-scene-private.h).  With an editor
 * set, the scene shows the editor's position, marks the piece the editor
 * picked up, and hands clicks, secondary clicks and drags to the editor:
 * the same board, another meaning of a click.
 */
#include "ts-board-scene-private.h"

static gboolean
on_board (TsBoardScene *self, TsSquare sq)
{
  return sq != 0 && sq < TS_CELLS && self->pos->board[sq] != TS_OFFBOARD;
}

void
ts_board_scene_update_edit_marks (TsBoardScene *self)
{
  TsSquare selected = self->editor != NULL ? ts_position_editor_get_selected (self->editor) : 0;

  if (self->editor == NULL)
    return;
  for (guint sq = 0; sq < TS_CELLS; sq++)
    self->marks.squares[sq] &= ~TS_MARK_SELECTED;
  if (selected != 0)
    self->marks.squares[selected] |= TS_MARK_SELECTED;
}

static void
on_position_edited (TsPositionEditor *editor, TsBoardScene *self)
{
  ts_board_scene_show_position (self, ts_position_editor_get_position (editor));
}

static void
on_edit_selection_changed (TsPositionEditor *editor, TsBoardScene *self)
{
  ts_board_scene_update_edit_marks (self);
  ts_board_scene_marks_changed (self);
}

void
ts_board_scene_drop_editor (TsBoardScene *self)
{
  if (self->editor == NULL)
    return;
  g_clear_signal_handler (&self->edited_id, self->editor);
  g_clear_signal_handler (&self->edit_selection_id, self->editor);
  g_clear_object (&self->editor);
}

void
ts_board_scene_set_editor (TsBoardScene *self, TsPositionEditor *editor)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (editor == NULL || TS_IS_POSITION_EDITOR (editor));

  if (self->editor == editor)
    return;
  ts_board_scene_drop_editor (self);
  if (editor != NULL)
    {
      self->editor = g_object_ref (editor);
      self->edited_id = g_signal_connect (editor, "position-edited", G_CALLBACK (on_position_edited), self);
      self->edit_selection_id = g_signal_connect (editor, "selection-changed",
                                                  G_CALLBACK (on_edit_selection_changed), self);
    }
  ts_board_scene_show_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_EDITOR]);
}

TsPositionEditor *
ts_board_scene_get_editor (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->editor;
}

void
ts_board_scene_secondary_click (TsBoardScene *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  if (self->editor == NULL)
    ts_board_scene_cancel (self);
  else if (on_board (self, sq))
    ts_position_editor_remove (self->editor, sq);
}

void
ts_board_scene_erase (TsBoardScene *self)
{
  TsSquare sq;

  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->editor == NULL)
    return;
  sq = ts_position_editor_get_selected (self->editor);
  ts_board_scene_secondary_click (self, sq != 0 ? sq : self->hover);
}

gboolean
ts_board_scene_can_drag (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return self->editor != NULL && on_board (self, sq) && self->pos->board[sq] != TS_EMPTY;
}

gboolean
ts_board_scene_drop (TsBoardScene *self, TsSquare from, TsSquare to)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return ts_board_scene_can_drag (self, from) && on_board (self, to)
         && ts_position_editor_move (self->editor, from, to);
}
