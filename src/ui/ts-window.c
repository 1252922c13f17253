/* ts-window.c — the window: its template, the bindings of its widgets to
 * the session, and what the status bar, the title and the toasts tell the
 * user.  Its actions are in ts-window-actions.c, the open and save flow in
 * ts-window-files.c (see ts-window-private.h). */
#include "ts-window-private.h"

#include <glib/gi18n.h>

#include "ts-move-number.h"
#include "ts-players.h"
#include "ts-toasts.h"
#include "ts-ui.h"

G_DEFINE_FINAL_TYPE (TsWindow, ts_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- status ---- */

static void
update_status (TsWindow *self)
{
  const char *hint = ts_board_scene_get_hint (self->scene);
  int browsed = ts_board_scene_get_browse_ply (self->scene);
  g_autofree char *text = NULL;

  /* what the pointer or the cursor is on, or what the move being entered
   * waits for, comes first */
  if (hint != NULL)
    text = g_strdup (hint);
  else if (self->editor != NULL)
    text = g_strdup (_("Setting up a position: pick a piece in the palette and click squares; drag pieces to move "
                       "them; right-click or Delete takes one off."));
  else if (browsed == 0)
    text = g_strdup (_("Showing the start position: Escape returns to the game; Continue from Here plays on from it."));
  else if (browsed > 0)
    {
      g_autofree char *number = ts_game_move_number (self->game, (guint) browsed - 1, NULL);

      /* TRANSLATORS: %s is the move's number as in the record: "60" for
       * Black's move, "60…" for White's */
      text = g_strdup_printf (_("Showing the position after move %s: Escape returns to the game; Continue from Here "
                                "plays on from it."),
                              number);
    }
  else if (ts_game_get_result (self->game) != TS_RESULT_NONE)
    text = ts_game_describe_result (self->game);
  else if (ts_game_computer_to_move (self->game))
    text = g_strdup (_("The computer is thinking about its move…"));
  else
    text = g_strdup (_("Click or drag a piece to move it, or use the arrow keys and Enter; hover over any piece to see where it can go."));
  gtk_label_set_text (self->status_label, text);
}

/* The side to move in the position shown: the one chosen while a position
 * is set up, the browsed position's while one of the past is shown. */
static TsColor
side_to_move_shown (TsWindow *self)
{
  if (self->editor != NULL)
    return ts_position_editor_get_side (self->editor);
  return ts_board_scene_get_position (self->scene)->side;
}

static void
update_turn (TsWindow *self)
{
  TsPosition *pos = ts_game_get_position (self->game);
  g_autofree char *subtitle = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *players = ts_game_describe_players (self->game);
  TsColor side = side_to_move_shown (self);
  TsRules rules = ts_game_get_rules (self->game);
  const TsVariant *variant = ts_rules_variant (rules);
  gboolean browsing = ts_board_scene_get_browse_ply (self->scene) >= 0;

  if (self->editor == NULL && !browsing && ts_game_get_result (self->game) != TS_RESULT_NONE)
    {
      subtitle = g_strdup (ts_game_get_result (self->game) == TS_RESULT_BLACK_WINS ? _("Black wins")
                                                                                     : _("White wins"));
      turn = g_strdup (_("Game over"));
    }
  else
    {
      g_autofree char *number = ts_position_move_number (pos);

      /* TRANSLATORS: %s is the number of the move to be made, as in the
       * record: "60" when Black is to move, "60…" when White is */
      subtitle = g_strdup_printf (_("Move %s"), number);
      turn = g_strdup (side == TS_BLACK ? _("☗ Black to move") : _("☖ White to move"));
    }
  if (variant->id != TS_VARIANT_TAI)
    {
      /* tai is the program's own game: only another is named ("Move 3 · Tenjiku Shogi") */
      char *with_variant = g_strdup_printf (_("%s · %s"), subtitle, _(variant->display_name));

      g_free (subtitle);
      subtitle = with_variant;
    }
  if (rules != variant->default_rules)
    {
      /* TRANSLATORS: the move number or result, then the rule set ("Move 3 · Japanese Wikipedia rules") */
      char *with_rules = g_strdup_printf (_("%s · %s rules"), subtitle, ts_rules_display_name (rules));

      g_free (subtitle);
      subtitle = with_rules;
    }
  if (players != NULL)
    {
      /* TRANSLATORS: the move number, then who plays ("Move 3 · ☗ Human vs ☖ Computer (Casual)") */
      char *both = g_strdup_printf (_("%s · %s"), subtitle, players);

      g_free (subtitle);
      subtitle = both;
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_label_set_text (self->turn_label, turn);
}

void
ts_window_update_texts (TsWindow *self)
{
  update_status (self);
  update_turn (self);
}

/* ts_toasts_add () holds back a dismissal that would come too soon after
 * the toast showed (a libadwaita 1.2 crash, see ts-toasts.h). */
static void
dismiss_result (TsWindow *self)
{
  AdwToast *toast = self->result_toast;

  if (toast == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (toast), (gpointer *) &self->result_toast);
  self->result_toast = NULL;
  adw_toast_dismiss (toast);
}

/* The result stays up in a toast until dismissed, or until the game is no
 * longer over (undone, or a new one). */
static void
announce_result (TsWindow *self)
{
  gboolean over = ts_game_get_result (self->game) != TS_RESULT_NONE;

  if (over && self->result_toast == NULL)
    {
      g_autofree char *text = ts_game_describe_result (self->game);

      self->result_toast = adw_toast_new (text);
      g_object_add_weak_pointer (G_OBJECT (self->result_toast), (gpointer *) &self->result_toast);
      adw_toast_set_timeout (self->result_toast, 0); /* stays until dismissed */
      adw_toast_set_priority (self->result_toast, ADW_TOAST_PRIORITY_HIGH);
      ts_toasts_add (self->toast_overlay, self->result_toast);
    }
  else if (!over)
    dismiss_result (self);
}

/* ---- the computer ---- */

static void
on_game_changed (TsGame *game, TsWindow *self)
{
  ts_window_update_actions (self);
  update_turn (self);
  update_status (self);
  announce_result (self);
  ts_side_panel_set_rules (self->side_panel, ts_game_get_rules (game));
}

static void
on_zoom_changed (TsWindow *self)
{
  double zoom = ts_board_view_get_zoom (self->board_view);
  g_autofree char *text = g_strdup_printf ("%.0f%%", zoom * 100);

  gtk_label_set_text (self->zoom_label, text);
  ts_window_update_actions (self);
}

/* ---- telling the user ---- */

void
ts_window_show_toast (TsWindow *self, const char *text)
{
  ts_toasts_add (self->toast_overlay, adw_toast_new (text));
}

void
ts_window_show_error (TsWindow *self, const char *heading, const char *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- the engine's thinking, analysis and hints ---- */

/* The analysis line below the board.  In a game with a computer player
 * it keeps its place from the first move to the last, empty or not:
 * shown and hidden with each search, it would move the board under the
 * pointer every time the computer starts or stops thinking.  Otherwise
 * it shows while there is a search to speak of (a hint's).
 *
 * While the line is shown, its figures (renewed twice a second) show the
 * search going on; the header's spinner stands in for it only when it
 * is hidden.  A turning spinner repaints the window every frame, which
 * without a GPU doubles the time spent drawing, time the search lacks. */
static void
update_analysis (TsWindow *self)
{
  const char *text = ts_engine_player_get_analysis (self->engine);
  gboolean thinking = ts_engine_player_get_thinking (self->engine);
  gboolean shown = g_settings_get_boolean (self->settings, "show-analysis") && (text != NULL || ts_game_has_computer (self->game));

  if (text == NULL)
    text = thinking ? _("Thinking…") : _("The computer’s search shows here while it thinks");
  gtk_label_set_text (self->analysis_label, text);
  /* the last search's figures stay, dimmed, until the next search */
  if (thinking)
    gtk_widget_remove_css_class (GTK_WIDGET (self->analysis_label), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->analysis_label), "dim-label");
  gtk_revealer_set_reveal_child (self->analysis_revealer, shown);
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking && !shown);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking && !shown);
}

static void
on_hint (TsEnginePlayer *engine, const TsMove *move, const char *notation, TsWindow *self)
{
  /* TRANSLATORS: %s is the suggested move in record notation, e.g. P-6r */
  g_autofree char *text = g_strdup_printf (_("Hint: %s"), notation);
  AdwToast *toast = adw_toast_new (text);

  ts_board_scene_set_hint_move (self->scene, move);
  adw_toast_set_timeout (toast, 4);
  ts_toasts_add (self->toast_overlay, toast);
}

/* While an earlier position is shown, moves cannot be made (the session
 * pauses the computer too). */
static void
on_browse_changed (TsWindow *self)
{
  ts_window_update_actions (self);
  update_status (self);
  update_turn (self);
}

/* ---- live analysis and the evaluation graph ---- */

/* Analyse mode and the evaluation pass show their work on the record
 * page: turning either on brings it up. */
static void
show_record_page_if_on (TsWindow *self, GParamSpec *pspec, GObject *model)
{
  gboolean on;

  g_object_get (model, g_param_spec_get_name (pspec), &on, NULL);
  if (!on)
    return;
  adw_flap_set_reveal_flap (self->flap, TRUE);
  ts_side_panel_set_page (self->side_panel, "record");
}

/* The session's analysis follows the position on the board; the record
 * page shows it and the graph. */
static void
connect_analysis (TsWindow *self)
{
  TsAnalysis *analysis = ts_session_get_analysis (self->session);
  TsGameEvaluation *evaluation = ts_session_get_evaluation (self->session);
  TsRecordView *record = ts_side_panel_get_record_view (self->side_panel);

  ts_record_view_set_analysis (record, analysis);
  ts_record_view_set_evaluation (record, evaluation);
  ts_analysis_view_set_scene (ts_record_view_get_analysis_view (record), self->scene);
  g_settings_bind (self->settings, "evaluation-movetime", evaluation, "movetime", G_SETTINGS_BIND_GET);
  g_signal_connect_object (analysis, "notify::enabled", G_CALLBACK (show_record_page_if_on), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (evaluation, "notify::active", G_CALLBACK (show_record_page_if_on), self, G_CONNECT_SWAPPED);
}

/* ---- life cycle ---- */

/* Quitting stops the computer's search at once, as closing does. */
static void
on_application_changed (TsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL)
    return;
  g_signal_connect_object (app, "shutdown", G_CALLBACK (ts_engine_player_stop), self->engine, G_CONNECT_SWAPPED);
  /* a clean end: the next start resumes the game without asking */
  g_signal_connect_object (app, "shutdown", G_CALLBACK (ts_document_end_session), self->document,
                           G_CONNECT_SWAPPED);
}

static gboolean
ts_window_close_request (GtkWindow *window)
{
  TsWindow *self = TS_WINDOW (window);
  int width, height;

  /* a game that is in neither the autosave nor a file: ask first */
  if (!ts_window_confirm_close (self))
    return TRUE;
  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  ts_engine_player_stop (self->engine);
  ts_session_keep_clock (self->session);
  return GTK_WINDOW_CLASS (ts_window_parent_class)->close_request (window);
}

static void
ts_window_dispose (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  /* first: what the session says while it ends reaches no widget */
  g_clear_object (&self->game_signals);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->scene_signals);
  g_clear_object (&self->engine_signals);
  /* the settings must not drive widgets of a window that is going away */
  if (self->board_view != NULL)
    {
      g_settings_unbind (self->board_view, "flipped");
      g_settings_unbind (self->board_view, "zoom");
    }
  if (self->scene != NULL)
    {
      g_settings_unbind (self->scene, "show-threats");
      g_settings_unbind (self->scene, "show-emperor-threats");
      g_settings_unbind (self->scene, "always-promote");
    }
  if (self->side_panel != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->flap, self);
      g_settings_unbind (self->side_panel, "page");
      g_settings_unbind (self->side_panel, "label-style");
    }

  /* a search in flight stops at once; its late result goes nowhere */
  if (self->engine != NULL)
    ts_engine_player_stop (self->engine);
  self->engine = NULL;
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->new_game_dialog));
  if (self->editor != NULL)
    ts_window_set_editing (self, FALSE);
  g_clear_object (&self->editor_signals);
  if (self->result_toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->result_toast), (gpointer *) &self->result_toast);
  self->result_toast = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_WINDOW);
  g_clear_object (&self->chooser);
  if (self->document != NULL)
    ts_document_end_session (self->document);
  self->document = NULL;
  g_clear_object (&self->recent_menu);
  g_clear_handle_id (&self->clock_source, g_source_remove);
  self->game = NULL;
  self->scene = NULL;
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ts_window_parent_class)->dispose (object);
}

static void
ts_window_class_init (TsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = ts_window_close_request;

  ts_ui_init ();
  g_type_ensure (TS_TYPE_BOARD_VIEW);
  g_type_ensure (TS_TYPE_BROWSE_BANNER);
  g_type_ensure (TS_TYPE_CLOCK_VIEW);
  g_type_ensure (TS_TYPE_SIDE_PANEL);
  g_type_ensure (TS_TYPE_EDITOR_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, black_clock);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, white_clock);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, browse_banner);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, threat_legend);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, analysis_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, interrupted_bar);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, interrupted_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, restore_button);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, autosave_bar);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, autosave_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, editor_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, editor_panel);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, recent_menu);
}

/* ---- the clocks ---- */

/* Ten times a second: the running clock's time shown, its flag seen. */
static gboolean
poll_clock (gpointer user_data)
{
  TsWindow *self = user_data;
  TsClock *clock = ts_session_get_clock (self->session);

  if (ts_clock_get_running_side (clock) >= 0)
    ts_clock_poll (clock);
  return G_SOURCE_CONTINUE;
}

/* The window looks at the clock only while the game is on one. */
static void
on_clock_enabled (TsWindow *self)
{
  gboolean enabled = ts_clock_get_enabled (ts_session_get_clock (self->session));

  if (enabled && self->clock_source == 0)
    {
      self->clock_source = g_timeout_add (100, poll_clock, self);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->clock_source), "[tai-shogi] clock");
    }
  else if (!enabled)
    g_clear_handle_id (&self->clock_source, g_source_remove);
}

/* Records are saved in the notation the record shows, and the board's
 * coordinates are labelled in it, so that a move read in the record is
 * found on the board. */
static void
on_notation_changed (TsWindow *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "record-notation");
  TsNotationStyle style = g_str_equal (name, "japanese") ? TS_NOTATION_JAPANESE : TS_NOTATION_STANDARD;

  ts_document_set_notation (self->document, style);
  ts_board_view_set_coordinate_style (self->board_view, style);
}

static void
connect_clocks (TsWindow *self)
{
  TsClock *clock = ts_session_get_clock (self->session);

  ts_clock_view_set_clock (self->black_clock, clock, TS_BLACK);
  ts_clock_view_set_clock (self->white_clock, clock, TS_WHITE);
  g_signal_connect_object (clock, "notify::enabled", G_CALLBACK (on_clock_enabled), self, G_CONNECT_SWAPPED);
  on_clock_enabled (self);
}

static void
on_panel_revealed (TsWindow *self)
{
  if (!adw_flap_get_folded (self->flap))
    g_settings_set_boolean (self->settings, "side-panel-visible", adw_flap_get_reveal_flap (self->flap));
}

static void
on_panel_setting_changed (TsWindow *self)
{
  adw_flap_set_reveal_flap (self->flap, g_settings_get_boolean (self->settings, "side-panel-visible"));
}

static void
maximize_once_mapped (GtkWindow *window, gpointer data)
{
  g_signal_handlers_disconnect_by_func (window, maximize_once_mapped, data);
  gtk_window_maximize (window);
}

static void
restore_size (TsWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    {
      gtk_window_maximize (GTK_WINDOW (self));
      /* some window managers drop a maximized state asked for before the
       * window is shown: ask again once it is */
      g_signal_connect (self, "map", G_CALLBACK (maximize_once_mapped), NULL);
    }
}

/* The window's handlers on the session's game, scene and computer
 * player, in groups without a target yet: ts-window-images.c adds the
 * threat legend's before follow_session() binds them all. */
static void
connect_session (TsWindow *self)
{
  self->game_signals = g_signal_group_new (TS_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "changed", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::black-player", G_CALLBACK (update_analysis), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::white-player", G_CALLBACK (update_analysis), self);

  self->scene_signals = g_signal_group_new (TS_TYPE_BOARD_SCENE);
  g_signal_group_connect_swapped (self->scene_signals, "notify::hover-square", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->scene_signals, "notify::hint", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->scene_signals, "notify::browse-ply", G_CALLBACK (on_browse_changed), self);

  self->engine_signals = g_signal_group_new (TS_TYPE_ENGINE_PLAYER);
  g_signal_group_connect_swapped (self->engine_signals, "notify::thinking", G_CALLBACK (update_analysis), self);
  g_signal_group_connect_swapped (self->engine_signals, "notify::analysis", G_CALLBACK (update_analysis), self);
  g_signal_group_connect (self->engine_signals, "hint", G_CALLBACK (on_hint), self);
}

static void
follow_session (TsWindow *self)
{
  g_signal_group_set_target (self->game_signals, self->game);
  g_signal_group_set_target (self->scene_signals, self->scene);
  g_signal_group_set_target (self->engine_signals, self->engine);
}

static void
ts_window_init (TsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = ts_ui_settings_new ();
  self->session = ts_session_new (NULL);
  self->game = ts_session_get_game (self->session);
  self->document = ts_session_get_document (self->session);
  self->engine = ts_session_get_engine_player (self->session);
  self->scene = ts_session_get_scene (self->session);
  ts_board_view_set_scene (self->board_view, self->scene);
  ts_browse_banner_set_scene (self->browse_banner, self->scene);
  ts_side_panel_set_scene (self->side_panel, self->scene);
  g_settings_bind (self->settings, "engine-threads", self->engine, "threads", G_SETTINGS_BIND_GET);
  g_object_ref (self->recent_menu);
  restore_size (self);
  ts_window_add_actions (self);

  g_settings_bind (self->settings, "label-style", self->board_view, "label-style", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "label-style", self->side_panel, "label-style", G_SETTINGS_BIND_GET);
  /* the view is remembered across runs */
  g_settings_bind (self->settings, "flipped", self->board_view, "flipped", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "zoom", self->board_view, "zoom", G_SETTINGS_BIND_DEFAULT);
  /* the panel's setting is the user's choice: a flap folded away on a
   * narrow window, or shown over the board there, does not change it */
  adw_flap_set_reveal_flap (self->flap, g_settings_get_boolean (self->settings, "side-panel-visible"));
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (on_panel_revealed), self);
  g_signal_connect_object (self->settings, "changed::side-panel-visible", G_CALLBACK (on_panel_setting_changed), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "side-panel-page", self->side_panel, "page", G_SETTINGS_BIND_DEFAULT);
  connect_session (self);
  ts_window_editor_init (self);
  ts_window_images_init (self);
  follow_session (self);
  g_signal_connect_swapped (self->board_view, "notify::zoom", G_CALLBACK (on_zoom_changed), self);
  g_signal_connect (self, "notify::application", G_CALLBACK (on_application_changed), NULL);
  g_signal_connect_object (self->settings, "changed::show-analysis", G_CALLBACK (update_analysis), self,
                           G_CONNECT_SWAPPED);

  connect_analysis (self);
  connect_clocks (self);
  g_signal_connect_object (self->settings, "changed::record-notation", G_CALLBACK (on_notation_changed), self,
                           G_CONNECT_SWAPPED);
  on_notation_changed (self);
  ts_window_files_init (self);
  on_game_changed (self->game, self);
  on_zoom_changed (self);
  update_analysis (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

TsWindow *
ts_window_new (GtkApplication *application)
{
  return g_object_new (TS_TYPE_WINDOW, "application", application, NULL);
}

TsGame *
ts_window_get_game (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->game;
}

TsBoardView *
ts_window_get_board_view (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->board_view;
}

const char *
ts_window_get_status (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

TsEnginePlayer *
ts_window_get_engine_player (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->engine;
}

TsSession *
ts_window_get_session (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->session;
}

TsDocument *
ts_window_get_document (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->document;
}
