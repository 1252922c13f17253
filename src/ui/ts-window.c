/* ts-window.c — connects the game, the board view and the window's
 * actions, and tells the user what is going on. */
#include "ts-window.h"

#include <glib/gi18n.h>

#include "ts-application.h"
#include "ts-ui.h"

struct _TsWindow {
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkScrolledWindow *scrolled;
  TsBoardView *board_view;
  GtkLabel *status_label;
  GtkLabel *turn_label;
  GtkLabel *zoom_label;

  TsGame *game;
  GSettings *settings;
  gboolean result_announced;
};

G_DEFINE_FINAL_TYPE (TsWindow, ts_window, ADW_TYPE_APPLICATION_WINDOW)

static void
enable_action (TsWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* ---- status ---- */

static const char *
color_name (TsColor color)
{
  return color == TS_BLACK ? _("Black") : _("White");
}

/* "Lion 獅子 (shishi), Black, on 12m"; a promoted piece also names what it
 * was, since its face no longer shows it. */
static char *
describe_piece (TsPiece pc, TsSquare sq)
{
  const TsPieceInfo *info = ts_piece_moves_info (pc);
  const TsPieceInfo *base = ts_piece_info (TS_PIECE_TYPE (pc));
  char square[4];

  ts_square_name (sq, square);
  if (TS_PIECE_IS_PROMOTED (pc) && base != info)
    /* TRANSLATORS: piece name, kanji, rōmaji, former piece, side, square */
    return g_strdup_printf (_("%s %s (%s), promoted %s — %s, on %s"), info->name, info->kanji, info->romaji,
                            base->name, color_name (TS_PIECE_COLOR (pc)), square);
  /* TRANSLATORS: piece name, kanji, rōmaji, side, square */
  return g_strdup_printf (_("%s %s (%s) — %s, on %s"), info->name, info->kanji, info->romaji,
                          color_name (TS_PIECE_COLOR (pc)), square);
}

static void
update_status (TsWindow *self)
{
  TsSquare sq = ts_board_view_get_hover_square (self->board_view);
  TsPiece pc = sq != 0 ? ts_game_get_position (self->game)->board[sq] : TS_EMPTY;
  const char *hint = ts_board_view_get_hint (self->board_view);
  g_autofree char *text = NULL;

  if (hint != NULL)
    text = g_strdup (hint);
  else if (pc != TS_EMPTY && pc != TS_OFFBOARD)
    text = describe_piece (pc, sq);
  else if (ts_game_get_result (self->game) != TS_RESULT_NONE)
    text = ts_game_describe_result (self->game);
  else
    text = g_strdup (_("Click a piece to move it; hover over any piece to see where it can go."));
  gtk_label_set_text (self->status_label, text);
}

static void
update_turn (TsWindow *self)
{
  TsPosition *pos = ts_game_get_position (self->game);
  g_autofree char *subtitle = NULL;
  g_autofree char *turn = NULL;

  if (ts_game_get_result (self->game) != TS_RESULT_NONE)
    {
      subtitle = g_strdup (ts_game_get_result (self->game) == TS_RESULT_BLACK_WINS ? _("Black wins")
                                                                                     : _("White wins"));
      turn = g_strdup (_("Game over"));
    }
  else
    {
      /* TRANSLATORS: %u is the move number */
      subtitle = g_strdup_printf (_("Move %u"), pos->move_number);
      turn = g_strdup (pos->side == TS_BLACK ? _("☗ Black to move") : _("☖ White to move"));
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_label_set_text (self->turn_label, turn);
}

static void
announce_result (TsWindow *self)
{
  gboolean over = ts_game_get_result (self->game) != TS_RESULT_NONE;

  if (over && !self->result_announced)
    {
      g_autofree char *text = ts_game_describe_result (self->game);
      AdwToast *toast = adw_toast_new (text);

      adw_toast_set_timeout (toast, 0); /* stays until dismissed */
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
  self->result_announced = over;
}

static void
on_game_changed (TsGame *game, TsWindow *self)
{
  enable_action (self, "undo", ts_game_can_undo (game));
  enable_action (self, "redo", ts_game_can_redo (game));
  update_turn (self);
  update_status (self);
  announce_result (self);
}

static void
on_zoom_changed (TsWindow *self)
{
  double zoom = ts_board_view_get_zoom (self->board_view);
  g_autofree char *text = g_strdup_printf ("%.0f%%", zoom * 100);

  gtk_label_set_text (self->zoom_label, text);
  enable_action (self, "zoom-in", zoom < ts_board_view_get_max_zoom (self->board_view) - 1e-6);
  enable_action (self, "zoom-out", zoom > 1 + 1e-6);
  enable_action (self, "zoom-reset", zoom > 1 + 1e-6);
}

/* ---- actions ---- */

static void
new_game_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_game_reset (TS_WINDOW (user_data)->game);
}

static void
undo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_game_undo (TS_WINDOW (user_data)->game);
}

static void
redo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_game_redo (TS_WINDOW (user_data)->game);
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
};

static void
add_actions (TsWindow *self)
{
  g_autoptr (GAction) flip = G_ACTION (g_property_action_new ("flip", self->board_view, "flipped"));
  g_autoptr (GAction) labels = g_settings_create_action (self->settings, "label-style");

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  g_action_map_add_action (G_ACTION_MAP (self), flip);
  g_action_map_add_action (G_ACTION_MAP (self), labels);
}

/* ---- launch timing ---- */

/* With TS_EXIT_AFTER_FIRST_FRAME set, prints how long the first frame
 * took from the application's creation and quits: for the benchmark. */
static void
on_after_paint (GdkFrameClock *clock, TsWindow *self)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  if (ts_board_view_get_square_size (self->board_view) <= 0)
    return;
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, self);
  if (TS_IS_APPLICATION (app))
    g_print ("first-frame-ms: %.1f\n",
             (g_get_monotonic_time () - ts_application_get_start_time (TS_APPLICATION (app))) / 1000.0);
  g_application_quit (app);
}

static void
ts_window_realize (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ts_window_parent_class)->realize (widget);
  if (g_getenv ("TS_EXIT_AFTER_FIRST_FRAME") != NULL)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint", G_CALLBACK (on_after_paint),
                             widget, 0);
}

/* ---- life cycle ---- */

static gboolean
ts_window_close_request (GtkWindow *window)
{
  TsWindow *self = TS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  return GTK_WINDOW_CLASS (ts_window_parent_class)->close_request (window);
}

static void
ts_window_dispose (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_WINDOW);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ts_window_parent_class)->dispose (object);
}

static void
ts_window_class_init (TsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_window_dispose;
  widget_class->realize = ts_window_realize;
  GTK_WINDOW_CLASS (klass)->close_request = ts_window_close_request;

  ts_ui_init ();
  g_type_ensure (TS_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, zoom_label);
}

static void
restore_size (TsWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
ts_window_init (TsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = ts_ui_settings_new ();
  self->game = ts_game_new ();
  restore_size (self);
  add_actions (self);

  g_settings_bind (self->settings, "label-style", self->board_view, "label-style", G_SETTINGS_BIND_GET);
  ts_board_view_set_game (self->board_view, self->game);
  g_signal_connect (self->game, "changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (self->board_view, "notify::hover-square", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (self->board_view, "notify::hint", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (self->board_view, "notify::zoom", G_CALLBACK (on_zoom_changed), self);

  on_game_changed (self->game, self);
  on_zoom_changed (self);
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
