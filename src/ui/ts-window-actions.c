/* ts-window-actions.c — the window's actions (every command is one, with
 * its accelerator in ts-application.c), and ts_window_update_actions(),
 * the one place that decides which can be used now. */
#include "ts-position-editor.h"
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
kept_games_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_show_kept_games (TS_WINDOW (user_data));
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

/* Reads a pasted TSFEN into `check`: in the rule set of the game on
 * screen, else in another variant's (a board of 16 ranks is tenjiku's);
 * returns the rule set that read it.  The error is the first reader's. */
static gboolean
read_pasted (TsGame *check, TsRules preferred, const char *tsfen, TsRules *rules, GError **error)
{
  if (ts_game_reset_to_tsfen_with_rules (check, preferred, tsfen, error))
    {
      *rules = preferred;
      return TRUE;
    }
  for (TsVariantId v = 0; v < TS_N_VARIANTS; v++)
    {
      TsRules other = ts_variant_get (v)->default_rules;

      if (v != ts_rules_variant_id (preferred) && ts_game_reset_to_tsfen_with_rules (check, other, tsfen, NULL))
        {
          g_clear_error (error);
          *rules = other;
          return TRUE;
        }
    }
  return FALSE;
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TsWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_autoptr (TsGame) check = NULL;
  TsRules rules;

  if (text == NULL)
    {
      ts_window_show_toast (self, _("The clipboard holds no text"));
      return;
    }
  /* refuse a bad position before asking about unsaved changes */
  check = ts_game_new ();
  /* a position where a side has already lost is nothing to play */
  if (!read_pasted (check, ts_game_get_rules (self->game), g_strstrip (text), &rules, &error)
      || !ts_position_check_playable (ts_game_get_position (check), &error))
    {
      ts_window_show_error (self, _("The clipboard does not hold a position"), error->message);
      return;
    }
  /* in the rule set it was read in; who plays it is asked */
  ts_window_choose_players (self, rules, text);
}

static void
paste_position_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL, on_clipboard_text,
                                 g_object_ref (self));
}

/* ---- board images ---- */

static void
export_board_image_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_export_board_image (TS_WINDOW (user_data));
}

static void
copy_board_image_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_copy_board_image (TS_WINDOW (user_data));
}

/* ---- the game ---- */

/* What the New Game dialog chose. */
typedef struct {
  TsPlayer players[2];
  TsRules rules;
  char *tsfen;  /* the position to start from; NULL: the starting setup */
  TsTimeControl clock;
} NewGameChoice;

static void
new_game_choice_free (gpointer data)
{
  NewGameChoice *choice = data;

  g_free (choice->tsfen);
  g_free (choice);
}

/* A fresh game of the chosen rule set and position between the chosen
 * players, kept as the game's tags.  A position set up is left for it. */
static void
new_game_now (TsWindow *self, gpointer data)
{
  const NewGameChoice *choice = data;
  g_autoptr (GError) error = NULL;

  ts_session_set_time_control (self->session, &choice->clock);
  if (choice->tsfen == NULL)
    ts_session_new_game (self->session, choice->rules, choice->players);
  else if (!ts_session_new_game_from_tsfen (self->session, choice->rules, choice->tsfen, choice->players, &error))
    {
      ts_window_show_error (self, _("This position cannot be played"), error->message);
      return;
    }
  ts_window_set_editing (self, FALSE);
}

static void
on_new_game_start (TsNewGameDialog *dialog, TsWindow *self)
{
  NewGameChoice *choice = g_new0 (NewGameChoice, 1);

  choice->players[TS_BLACK] = ts_new_game_dialog_get_player (dialog, TS_BLACK);
  choice->players[TS_WHITE] = ts_new_game_dialog_get_player (dialog, TS_WHITE);
  choice->rules = ts_new_game_dialog_get_rules (dialog);
  choice->tsfen = g_strdup (ts_new_game_dialog_get_tsfen (dialog));
  ts_new_game_dialog_get_time_control (dialog, &choice->clock);
  ts_window_confirm_discard (self, new_game_now, choice, new_game_choice_free);
}

static void
on_new_game_dialog_destroy (TsWindow *self)
{
  self->new_game_dialog = NULL;
  ts_session_release_clock (self->session);
}

/* The New Game dialog, made afresh unless it is shown already; its Start
 * goes through confirm_discard().  NULL if it was shown already. */
static TsNewGameDialog *
new_game_dialog (TsWindow *self)
{
  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->new_game_dialog));
      return NULL;
    }
  self->new_game_dialog = ts_new_game_dialog_new (GTK_WINDOW (self));
  /* the clocks wait while the dialog asks */
  ts_session_hold_clock (self->session);
  g_signal_connect_object (self->new_game_dialog, "start", G_CALLBACK (on_new_game_start), self, 0);
  g_signal_connect_object (self->new_game_dialog, "destroy", G_CALLBACK (on_new_game_dialog_destroy), self,
                           G_CONNECT_SWAPPED);
  return self->new_game_dialog;
}

/* New Game offers the position on the board (a browsed one included)
 * beside the starting setup. */
static void
new_game_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  TsNewGameDialog *dialog = new_game_dialog (self);
  g_autofree char *tsfen = NULL;

  if (dialog == NULL)
    return;
  tsfen = ts_position_to_tsfen (ts_board_scene_get_position (self->scene));
  ts_new_game_dialog_offer_position (dialog, ts_game_get_rules (self->game), tsfen);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ts_window_choose_players (TsWindow *self, TsRules rules, const char *tsfen)
{
  TsNewGameDialog *dialog = new_game_dialog (self);

  if (dialog == NULL)
    return;
  ts_new_game_dialog_set_position (dialog, rules, tsfen);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* While a position is set up, undo and redo are the editor's own. */
static void
undo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->editor != NULL)
    ts_position_editor_undo (self->editor);
  else
    ts_session_undo (self->session);
}

static void
redo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->editor != NULL)
    ts_position_editor_redo (self->editor);
  else
    ts_session_redo (self->session);
}

/* ---- setting up a position ---- */

static void
edit_position_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  ts_window_set_editing (TS_WINDOW (user_data), g_variant_get_boolean (value));
}

static const char *const edit_tool_names[] = { "move", "place", "erase" };

static void
edit_tool_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  const char *name = g_variant_get_string (value, NULL);

  for (guint t = 0; t < G_N_ELEMENTS (edit_tool_names); t++)
    if (self->editor != NULL && g_str_equal (name, edit_tool_names[t]))
      ts_position_editor_set_tool (self->editor, t);
}

static void
edit_side_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->editor != NULL)
    ts_position_editor_set_side (self->editor,
                                 g_str_equal (g_variant_get_string (value, NULL), "w") ? TS_WHITE : TS_BLACK);
}

static void
edit_clear_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->editor != NULL)
    ts_position_editor_clear (self->editor);
}

static void
edit_restore_start_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->editor != NULL)
    ts_position_editor_restore_start (self->editor);
}

static void
edit_play_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_window_play_edited (TS_WINDOW (user_data));
}

/* ---- resigning, continuing from an earlier move ---- */

static void
on_resign_response (AdwMessageDialog *dialog, const char *response, TsWindow *self)
{
  if (g_str_equal (response, "resign"))
    ts_session_resign (self->session);
}

static void
resign_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  int side = ts_session_resigning_side (self->session);
  AdwMessageDialog *dialog;

  if (side < 0)
    return;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       side == TS_BLACK ? _("Resign as Black?") : _("Resign as White?"),
                                                       _("The game ends and your opponent wins. Undo takes it back.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "resign", _("_Resign"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_continue_response (AdwMessageDialog *dialog, const char *response, TsWindow *self)
{
  int ply = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "ply"));

  if (g_str_equal (response, "continue"))
    ts_session_continue_from (self->session, (guint) ply);
}

/* Plays on from the position browsed; asks first, since the later moves
 * are dropped. */
static void
continue_from_here_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  int ply = ts_board_scene_get_browse_ply (self->scene);
  guint later;
  AdwMessageDialog *dialog;

  if (ply < 0)
    return;
  later = ts_game_get_n_moves_total (self->game) - (guint) ply;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Continue from Here?"), NULL));
  /* a count of moves counts each side's turns, as the record lists them */
  adw_message_dialog_format_body (dialog,
                                  g_dngettext (GETTEXT_PACKAGE, "The game goes on from this position; the %u move after it is discarded.",
                                               "The game goes on from this position; the %u moves after it are discarded.",
                                               later),
                                  later);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "continue", _("_Continue"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "continue", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "continue");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "ply", GINT_TO_POINTER (ply));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_continue_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- the view ---- */

static void
hint_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  ts_board_scene_set_hint_move (self->scene, NULL);
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

/* The emperor's threats, a setting: a plain action rather than the
 * setting's own, so that it can be disabled (and its menu item hidden)
 * in a variant without an emperor. */
static void
emperor_threats_changed (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  TsWindow *self = user_data;

  g_settings_set_boolean (self->settings, "show-emperor-threats", g_variant_get_boolean (state));
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
  { "export-board-image", export_board_image_activated, NULL, NULL, NULL, { 0 } },
  { "copy-board-image", copy_board_image_activated, NULL, NULL, NULL, { 0 } },
  { "hint", hint_activated, NULL, NULL, NULL, { 0 } },
  { "resign", resign_activated, NULL, NULL, NULL, { 0 } },
  { "continue-from-here", continue_from_here_activated, NULL, NULL, NULL, { 0 } },
  { "restore-interrupted", restore_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "save-interrupted", save_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "dismiss-interrupted", dismiss_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "kept-games", kept_games_activated, NULL, NULL, NULL, { 0 } },
  { "edit-position", NULL, NULL, "false", edit_position_changed, { 0 } },
  { "edit-tool", NULL, "s", "'move'", edit_tool_changed, { 0 } },
  { "edit-side", NULL, "s", "'b'", edit_side_changed, { 0 } },
  { "edit-clear", edit_clear_activated, NULL, NULL, NULL, { 0 } },
  { "edit-restore-start", edit_restore_start_activated, NULL, NULL, NULL, { 0 } },
  { "edit-play", edit_play_activated, NULL, NULL, NULL, { 0 } },
  { "show-emperor-threats", NULL, NULL, "false", emperor_threats_changed, { 0 } },
};

static void
enable (TsWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
set_state (TsWindow *self, const char *name, GVariant *state)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_state (G_SIMPLE_ACTION (action), state);
}

static void
on_emperor_threats_setting (GSettings *settings, const char *key, TsWindow *self)
{
  set_state (self, "show-emperor-threats", g_variant_new_boolean (g_settings_get_boolean (settings, key)));
}

/* The editor's actions work only while a position is set up, and show
 * its tool and side to move. */
static void
update_edit_actions (TsWindow *self)
{
  const char *const names[] = { "edit-tool", "edit-side", "edit-clear", "edit-restore-start", "edit-play" };
  gboolean editing = self->editor != NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    enable (self, names[i], editing);
  set_state (self, "edit-position", g_variant_new_boolean (editing));
  if (!editing)
    return;
  set_state (self, "edit-tool", g_variant_new_string (edit_tool_names[ts_position_editor_get_tool (self->editor)]));
  set_state (self, "edit-side", g_variant_new_string (ts_position_editor_get_side (self->editor) == TS_WHITE ? "w" : "b"));
}

void
ts_window_update_actions (TsWindow *self)
{
  gboolean browsing = ts_board_scene_get_browse_ply (self->scene) >= 0;
  gboolean playing = ts_game_get_result (self->game) == TS_RESULT_NONE;
  gboolean editing = self->editor != NULL;
  double zoom = ts_board_view_get_zoom (self->board_view);

  enable (self, "undo", editing ? ts_position_editor_can_undo (self->editor) : ts_game_can_undo (self->game));
  enable (self, "redo", editing ? ts_position_editor_can_redo (self->editor) : ts_game_can_redo (self->game));
  enable (self, "hint", playing && !browsing && !editing && !ts_game_computer_to_move (self->game));
  enable (self, "resign", !browsing && !editing && ts_session_resigning_side (self->session) >= 0);
  enable (self, "continue-from-here", browsing && !editing);
  enable (self, "show-emperor-threats", ts_rules_has_type (ts_game_get_rules (self->game), TS_PIECE_EMPEROR));
  update_edit_actions (self);
  enable (self, "zoom-in", zoom < ts_board_view_get_max_zoom (self->board_view) - 1e-6);
  enable (self, "zoom-out", zoom > 1 + 1e-6);
  enable (self, "zoom-reset", zoom > 1 + 1e-6);
  enable (self, "restore-interrupted", ts_document_get_offered (self->document) != NULL);
  enable (self, "save-interrupted", ts_document_get_offered (self->document) != NULL);
  enable (self, "dismiss-interrupted", ts_document_get_offered (self->document) != NULL);
}

void
ts_window_add_actions (TsWindow *self)
{
  g_autoptr (GAction) flip = G_ACTION (g_property_action_new ("flip", self->board_view, "flipped"));
  g_autoptr (GAction) labels = g_settings_create_action (self->settings, "label-style");
  g_autoptr (GAction) analysis = g_settings_create_action (self->settings, "show-analysis");
  g_autoptr (GAction) threats = g_settings_create_action (self->settings, "show-threats");
  g_autoptr (GAction) panel = G_ACTION (g_property_action_new ("show-panel", self->flap, "reveal-flap"));
  /* the models' own states: the actions follow them whoever changes them */
  g_autoptr (GAction) analyse = G_ACTION (g_property_action_new ("analyse", ts_session_get_analysis (self->session),
                                                                 "enabled"));
  g_autoptr (GAction) evaluate = G_ACTION (g_property_action_new ("evaluate-game",
                                                                  ts_session_get_evaluation (self->session), "active"));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  g_action_map_add_action (G_ACTION_MAP (self), flip);
  g_action_map_add_action (G_ACTION_MAP (self), labels);
  g_action_map_add_action (G_ACTION_MAP (self), analysis);
  g_action_map_add_action (G_ACTION_MAP (self), threats);
  g_action_map_add_action (G_ACTION_MAP (self), panel);
  g_action_map_add_action (G_ACTION_MAP (self), analyse);
  g_action_map_add_action (G_ACTION_MAP (self), evaluate);
  g_signal_connect_object (self->settings, "changed::show-emperor-threats", G_CALLBACK (on_emperor_threats_setting),
                           self, 0);
  on_emperor_threats_setting (self->settings, "show-emperor-threats", self);
}