/* ts-window-actions.c — the window's actions (every command is one, with
 * its accelerator in ts-application.c), and ts_window_update_actions(),
 * the one place that decides which can be used now. */
#include "ts-window-private.h"

#include <glib/gi18n.h>

#include "ts-players.h"
#include "ts-ui.h"

/* ---- files ---- */

static void
open_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_choose_file_to_open (TS_WINDOW (user_data));
}

static void
open_recent_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  ts_window_open_file (TS_WINDOW (user_data), file);
}

static void
save_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_save (TS_WINDOW (user_data));
}

static void
save_as_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_save_as (TS_WINDOW (user_data));
}

static void
restore_interrupted_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_restore_interrupted (TS_WINDOW (user_data));
}

static void
save_interrupted_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_save_interrupted (TS_WINDOW (user_data));
}

static void
dismiss_interrupted_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_dismiss_interrupted (TS_WINDOW (user_data));
}

/* ---- positions through the clipboard ---- */

static void
copy_position_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  g_autofree char *tsfen = ts_position_to_tsfen (ts_game_get_position (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), tsfen);
  ts_window_show_toast (self, _("Position copied as TSFEN"));
}

/* A pasted position is read in the rule set of the game on screen. */
static void
start_from_tsfen_now (TsWindow *self, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!ts_document_new_game_from_tsfen (self->document, ts_game_get_rules (self->game), data, &error))
    ts_window_show_error (self, _("The clipboard does not hold a position"), error->message);
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TsWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_autoptr (TsGame) check = NULL;

  if (text == NULL)
    {
      ts_window_show_toast (self, _("The clipboard holds no text"));
      return;
    }
  /* refuse a bad position before asking about unsaved changes */
  check = ts_game_new ();
  if (!ts_game_reset_to_tsfen_with_rules (check, ts_game_get_rules (self->game), g_strstrip (text), &error))
    {
      ts_window_show_error (self, _("The clipboard does not hold a position"), error->message);
      return;
    }
  ts_window_confirm_discard (self, start_from_tsfen_now, g_steal_pointer (&text), g_free);
}

static void
paste_position_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL, on_clipboard_text,
                                 g_object_ref (self));
}

/* ---- the game ---- */

/* What the New Game dialog chose. */
typedef struct {
  TsPlayer players[2];
  TsRules rules;
} NewGameChoice;

/* A fresh game of the chosen rule set between the chosen players, kept
 * as the game's tags. */
static void
new_game_now (TsWindow *self, gpointer data)
{
  const NewGameChoice *choice = data;

  ts_session_new_game (self->session, choice->rules, choice->players);
}

static void
on_new_game_start (TsNewGameDialog *dialog, TsWindow *self)
{
  NewGameChoice choice = { { ts_new_game_dialog_get_player (dialog, TS_BLACK),
                             ts_new_game_dialog_get_player (dialog, TS_WHITE) },
                           ts_new_game_dialog_get_rules (dialog) };

  ts_window_confirm_discard (self, new_game_now, g_memdup2 (&choice, sizeof choice), g_free);
}

static void
on_new_game_dialog_destroy (TsWindow *self)
{
  self->new_game_dialog = NULL;
}

/* Opens the New Game dialog; its Start goes through confirm_discard(). */
static void
new_game_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->new_game_dialog == NULL)
    {
      self->new_game_dialog = ts_new_game_dialog_new (GTK_WINDOW (self));
      g_signal_connect_object (self->new_game_dialog, "start", G_CALLBACK (on_new_game_start), self, 0);
      g_signal_connect_object (self->new_game_dialog, "destroy", G_CALLBACK (on_new_game_dialog_destroy), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->new_game_dialog));
}

static void
undo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_session_undo (TS_WINDOW (user_data)->session);
}

static void
redo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_session_redo (TS_WINDOW (user_data)->session);
}

/* ---- the view ---- */

static void
hint_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  ts_board_view_set_hint_move (self->board_view, NULL);
  if (!ts_engine_player_request_hint (self->engine))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
zoom_in_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_board_view_zoom_step (TS_WINDOW (user_data)->board_view, 1);
}

static void
zoom_out_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_board_view_zoom_step (TS_WINDOW (user_data)->board_view, -1);
}

static void
zoom_reset_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_board_view_set_zoom (TS_WINDOW (user_data)->board_view, 1.0);
}

static void
toggle_labels_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  TsLabelStyle style = g_settings_get_enum (self->settings, "label-style");

  g_settings_set_enum (self->settings, "label-style",
                       style == TS_LABEL_KANJI ? TS_LABEL_ABBREVIATION : TS_LABEL_KANJI);
}

static const GActionEntry win_actions[] = {
  { "new-game", new_game_activated, NULL, NULL, NULL, { 0 } },
  { "undo", undo_activated, NULL, NULL, NULL, { 0 } },
  { "redo", redo_activated, NULL, NULL, NULL, { 0 } },
  { "zoom-in", zoom_in_activated, NULL, NULL, NULL, { 0 } },
  { "zoom-out", zoom_out_activated, NULL, NULL, NULL, { 0 } },
  { "zoom-reset", zoom_reset_activated, NULL, NULL, NULL, { 0 } },
  { "toggle-labels", toggle_labels_activated, NULL, NULL, NULL, { 0 } },
  { "open", open_activated, NULL, NULL, NULL, { 0 } },
  { "open-recent", open_recent_activated, "s", NULL, NULL, { 0 } },
  { "save", save_activated, NULL, NULL, NULL, { 0 } },
  { "save-as", save_as_activated, NULL, NULL, NULL, { 0 } },
  { "copy-position", copy_position_activated, NULL, NULL, NULL, { 0 } },
  { "paste-position", paste_position_activated, NULL, NULL, NULL, { 0 } },
  { "hint", hint_activated, NULL, NULL, NULL, { 0 } },
  { "restore-interrupted", restore_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "save-interrupted", save_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "dismiss-interrupted", dismiss_interrupted_activated, NULL, NULL, NULL, { 0 } },
};

static void
enable (TsWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
ts_window_update_actions (TsWindow *self)
{
  gboolean browsing = ts_board_view_get_browse_ply (self->board_view) >= 0;
  gboolean playing = ts_game_get_result (self->game) == TS_RESULT_NONE;
  double zoom = ts_board_view_get_zoom (self->board_view);

  enable (self, "undo", ts_game_can_undo (self->game));
  enable (self, "redo", ts_game_can_redo (self->game));
  enable (self, "hint", playing && !browsing && !ts_game_computer_to_move (self->game));
  enable (self, "zoom-in", zoom < ts_board_view_get_max_zoom (self->board_view) - 1e-6);
  enable (self, "zoom-out", zoom > 1 + 1e-6);
  enable (self, "zoom-reset", zoom > 1 + 1e-6);
  enable (self, "restore-interrupted", self->interrupted != NULL);
  enable (self, "save-interrupted", self->interrupted != NULL);
  enable (self, "dismiss-interrupted", self->interrupted != NULL);
}

void
ts_window_add_actions (TsWindow *self)
{
  g_autoptr (GAction) flip = G_ACTION (g_property_action_new ("flip", self->board_view, "flipped"));
  g_autoptr (GAction) labels = g_settings_create_action (self->settings, "label-style");
  g_autoptr (GAction) analysis = g_settings_create_action (self->settings, "show-analysis");
  g_autoptr (GAction) panel = G_ACTION (g_property_action_new ("show-panel", self->flap, "reveal-flap"));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  g_action_map_add_action (G_ACTION_MAP (self), flip);
  g_action_map_add_action (G_ACTION_MAP (self), labels);
  g_action_map_add_action (G_ACTION_MAP (self), analysis);
  g_action_map_add_action (G_ACTION_MAP (self), panel);
}