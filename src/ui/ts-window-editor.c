/* ts-window-editor.c — the window while a position is set up.
 *
 * Part of TsWindow (see ts-window-private.h).  Editing makes a
 * TsPositionEditor from the position shown and hands it to the board's
 * scene (which then shows it and edits it on clicks) and to the editor
 * panel beside the board.  The game is not touched until Play starts a
 * new one from the position set up, between the players the New Game
 * dialog asks for, through the session's new-game path (so the record
 * gets [SetUp "1"], [TSFEN ...] and the players' tags).
 */
#include "ts-window-private.h"

#include <glib/gi18n.h>

static void
on_editor_changed (TsWindow *self)
{
  ts_window_update_actions (self);
  ts_window_update_texts (self);
}

void
ts_window_editor_init (TsWindow *self)
{
  self->editor_signals = g_signal_group_new (TS_TYPE_POSITION_EDITOR);
  g_signal_group_connect_swapped (self->editor_signals, "position-edited", G_CALLBACK (on_editor_changed), self);
  g_signal_group_connect_swapped (self->editor_signals, "notify", G_CALLBACK (on_editor_changed), self);
}

static void
start_editing (TsWindow *self)
{
  /* the position shown, a browsed one included, is where editing starts */
  self->editor = ts_position_editor_new (ts_board_scene_get_position (self->scene));
  ts_board_scene_stop_browsing (self->scene);
  g_signal_group_set_target (self->editor_signals, self->editor);
  ts_board_scene_set_editor (self->scene, self->editor);
  ts_editor_panel_set_editor (self->editor_panel, self->editor);
  gtk_revealer_set_reveal_child (self->editor_revealer, TRUE);
}

static void
stop_editing (TsWindow *self)
{
  g_signal_group_set_target (self->editor_signals, NULL);
  ts_board_scene_set_editor (self->scene, NULL);
  ts_editor_panel_set_editor (self->editor_panel, NULL);
  gtk_revealer_set_reveal_child (self->editor_revealer, FALSE);
  g_clear_object (&self->editor);
}

void
ts_window_set_editing (TsWindow *self, gboolean editing)
{
  if (editing == (self->editor != NULL))
    return;
  if (editing)
    start_editing (self);
  else
    stop_editing (self);
  ts_window_update_actions (self);
  ts_window_update_texts (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* Starting an analysis of the position set up (rather than a game) would
 * go here too, once the window has an analysis mode: the check and the
 * TSFEN are the same. */
void
ts_window_play_edited (TsWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tsfen = NULL;

  if (self->editor == NULL)
    return;
  if (!ts_position_editor_check (self->editor, &error))
    {
      ts_window_show_error (self, _("This position cannot be played"), error->message);
      return;
    }
  tsfen = ts_position_editor_to_tsfen (self->editor);
  /* who plays it is asked, as for a new game; editing ends once it starts */
  ts_window_choose_players (self, ts_position_editor_get_rules (self->editor), tsfen);
}
