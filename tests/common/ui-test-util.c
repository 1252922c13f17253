/* ui-test-util.c — see ui-test-util.h. */
#include <string.h>
#include "ui-test-util.h"

#include <adwaita.h>

#include "ts-new-game-dialog.h"
#include "ts-ui.h"
#include "ts-document-private.h"
#include "ts-engine-player-private.h"
#include "ts-window-private.h"

void
ui_test_init (int *argc, char ***argv)
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  /* Each test process its own data folder: windows autosave there and
   * resume from there, and must not meet another test's game (or the
   * user's).  Set before GLib first reads it.  A child process a test
   * starts to share its folder says so with TS_TEST_SHARED_DATA_HOME. */
  if (g_getenv ("TS_TEST_SHARED_DATA_HOME") == NULL)
    {
      g_autofree char *data_home = test_make_tmp_dir ("tai-shogi-test-XXXXXX");

      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
    }
  gtk_test_init (argc, argv, NULL);
  /* A bare Xvfb has no D-Bus session bus, and GTK warns about it; any
   * critical still fails the test. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  adw_init ();
  ts_ui_init ();
}

gboolean
ui_test_spin_until (gboolean (*cond) (gpointer data), gpointer data, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!cond (data) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  return cond (data);
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
ui_test_spin (guint ms)
{
  ui_test_spin_until (never, NULL, ms);
}

static gboolean
board_allocated (gpointer data)
{
  return ts_board_view_get_square_size (TS_BOARD_VIEW (data)) > 0 && gtk_widget_get_mapped (GTK_WIDGET (data));
}

GtkWindow *
ui_test_board_window (int width, int height, TsBoardView **board)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = ts_board_view_new ();

  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, width, height);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_window_set_child (window, scrolled);
  gtk_window_present (window);
  g_assert_true (ui_test_spin_until (board_allocated, view, 5000));
  ui_test_spin (50);
  *board = TS_BOARD_VIEW (view);
  return window;
}

UiImage *
ui_image_render (GtkWidget *widget)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr (GdkTexture) texture = NULL;
  UiImage *image = g_new0 (UiImage, 1);

  /* The widget's own drawing, straight from its snapshot function: what
   * GTK would put in the window, without GTK's render-node caching. */
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_renderer_unrealize (renderer);

  image->width = gdk_texture_get_width (texture);
  image->height = gdk_texture_get_height (texture);
  image->stride = (gsize) image->width * 4;
  image->data = g_malloc (image->stride * image->height);
  gdk_texture_download (texture, image->data, image->stride);
  return image;
}

void
ui_image_free (UiImage *image)
{
  g_free (image->data);
  g_free (image);
}

void
ui_image_rgb (const UiImage *image, int x, int y, int rgb[3])
{
  const guchar *p;
  int a;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, image->width);
  g_assert_cmpint (y, <, image->height);
  p = image->data + y * image->stride + x * 4;
  a = MAX (p[3], 1);
  /* Premultiplied BGRA; the board is opaque, so this is exact there. */
  rgb[0] = p[2] * 255 / a;
  rgb[1] = p[1] * 255 / a;
  rgb[2] = p[0] * 255 / a;
}

gboolean
ui_image_save_png (const UiImage *image, const char *path)
{
  g_autoptr (GBytes) bytes = g_bytes_new (image->data, image->stride * image->height);
  g_autoptr (GdkTexture) texture = gdk_memory_texture_new (image->width, image->height, GDK_MEMORY_DEFAULT,
                                                           bytes, image->stride);
  return gdk_texture_save_to_png (texture, path);
}

/* The message dialog shown over `parent`, or NULL (the toplevels hold
 * it). */
static AdwMessageDialog *
shown_message_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == parent && gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return shown_message_dialog (data) != NULL;
}

/* The dialog over `parent`, waited for; fails the test if none shows. */
static AdwMessageDialog *
wait_for_message_dialog (GtkWindow *parent)
{
  g_assert_true (ui_test_spin_until (dialog_shown, parent, 2000));
  return shown_message_dialog (parent);
}

static GtkWindow *
find_new_game_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (TS_IS_NEW_GAME_DIALOG (w) && gtk_window_get_transient_for (w) == parent
          && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
new_game_dialog_shown (gpointer data)
{
  return find_new_game_dialog (data) != NULL;
}

TsNewGameDialog *
ui_test_find_new_game_dialog (GtkWindow *parent)
{
  GtkWindow *w = find_new_game_dialog (parent);

  return w != NULL ? TS_NEW_GAME_DIALOG (w) : NULL;
}

void
ui_test_start_new_game (GtkWindow *parent, gboolean black_computer, gboolean white_computer, int level)
{
  TsNewGameDialog *dialog;
  TsPlayer black = black_computer ? TS_PLAYER_COMPUTER (level) : TS_PLAYER_HUMAN;
  TsPlayer white = white_computer ? TS_PLAYER_COMPUTER (level) : TS_PLAYER_HUMAN;

  g_assert_true (ui_test_spin_until (new_game_dialog_shown, parent, 2000));
  dialog = TS_NEW_GAME_DIALOG (find_new_game_dialog (parent));
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &black);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &white);
  ts_new_game_dialog_start (dialog);
}

/* The first widget under `widget`, depth first, that `matches`. */
static GtkWidget *
find_widget_where (GtkWidget *widget, gboolean (*matches) (GtkWidget *widget, gconstpointer data), gconstpointer data)
{
  if (matches (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_where (child, matches, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static gboolean
has_class (GtkWidget *widget, gconstpointer css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

GtkWidget *
ui_test_find_widget (GtkWidget *widget, GType type)
{
  return find_widget_where (widget, is_of_type, GSIZE_TO_POINTER (type));
}

GtkWidget *
ui_test_find_widget_with_class (GtkWidget *widget, const char *css_class)
{
  return find_widget_where (widget, has_class, css_class);
}

void
ui_test_start_new_game_with_rules (GtkWindow *parent, TsRules rules)
{
  TsNewGameDialog *dialog;

  g_assert_true (ui_test_spin_until (new_game_dialog_shown, parent, 2000));
  dialog = TS_NEW_GAME_DIALOG (find_new_game_dialog (parent));
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &TS_PLAYER_HUMAN);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &TS_PLAYER_HUMAN);
  ts_new_game_dialog_set_rules (dialog, rules);
  ts_new_game_dialog_start (dialog);
}

void
ui_test_respond_to_dialog (GtkWindow *parent, const char *response)
{
  AdwMessageDialog *dialog = wait_for_message_dialog (parent);

  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

char *
ui_test_dialog_text (GtkWindow *parent)
{
  AdwMessageDialog *dialog = wait_for_message_dialog (parent);

  return g_strdup_printf ("%s\n%s", adw_message_dialog_get_heading (dialog), adw_message_dialog_get_body (dialog));
}

const char *
ui_test_dialog_response_label (GtkWindow *parent, const char *response)
{
  AdwMessageDialog *dialog = wait_for_message_dialog (parent);

  return adw_message_dialog_has_response (dialog, response) ? adw_message_dialog_get_response_label (dialog, response)
                                                              : NULL;
}

static GtkWidget *
find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
ui_test_shows_label (GtkWidget *window, const char *text, gboolean in_bar)
{
  GtkWidget *label = find_label (window, text);
  GtkWidget *bar;

  if (label == NULL)
    return FALSE;
  if (!in_bar)
    return gtk_widget_is_visible (label);
  bar = gtk_widget_get_ancestor (label, GTK_TYPE_INFO_BAR);
  return bar != NULL && gtk_info_bar_get_revealed (GTK_INFO_BAR (bar));
}

static gboolean
main_window_ready (gpointer data)
{
  TsBoardView *board = ts_window_get_board_view (data);

  return ts_board_view_get_square_size (board) > 0 && gtk_widget_get_mapped (GTK_WIDGET (board));
}

TsWindow *
ui_test_open_window (GtkApplication *app)
{
  TsWindow *window = ts_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_test_spin_until (main_window_ready, window, 5000));
  return window;
}

static gboolean
document_idle (gpointer data)
{
  return !ts_document_is_busy (data);
}

void
ui_test_wait_for_files (TsWindow *window)
{
  g_assert_true (ui_test_spin_until (document_idle, ts_window_get_document (window), 10000));
  /* the callbacks that say how it went come from idle sources */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

void
ui_test_close_window (TsWindow *window)
{
  static const char *const view_keys[] = { "zoom", "flipped", "side-panel-visible", "side-panel-page" };
  g_autoptr (GSettings) settings = ts_ui_settings_new ();

  /* written first, so that closing the window does not write it again */
  ts_document_flush (ts_window_get_document (window));
  g_file_delete (ts_document_get_autosave_file (ts_window_get_document (window)), NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  /* windows remember the view in the settings: the next one opens fitted */
  for (guint i = 0; i < G_N_ELEMENTS (view_keys); i++)
    g_settings_reset (settings, view_keys[i]);
}

TsApplication *
ui_test_application_new (void)
{
  TsApplication *app = ts_application_new ();

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return app;
}

void
ui_test_drag_square (TsBoardView *board, TsSquare from, TsSquare to, int steps)
{
  double x0, y0, x1, y1;

  ts_board_view_scroll_to_square (board, from);
  ts_board_view_square_center (board, from, &x0, &y0);
  ts_board_view_square_center (board, to, &x1, &y1);
  ts_board_view_drag_press (board, x0, y0, GDK_BUTTON_PRIMARY);
  for (int i = 1; i <= steps; i++)
    ts_board_view_drag_motion (board, x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);
  /* the piece follows the pointer, picked up with its targets shown */
  g_assert_cmpuint (ts_board_view_get_dragged (board, &x0, &y0), ==, from);
  ts_board_view_drag_release (board, x1, y1);
}

void
ui_test_move_cursor_to (TsBoardView *board, TsSquare sq)
{
  TsBoardScene *scene = ts_board_view_get_scene (board);
  TsSquare at;

  if (ts_board_scene_get_cursor (scene) == 0)
    gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)", 0, 0);
  at = ts_board_scene_get_cursor (scene);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)", ts_square_x (sq) - ts_square_x (at),
                              ts_square_y (sq) - ts_square_y (at));
  g_assert_cmpuint (ts_board_scene_get_cursor (scene), ==, sq);
}

/* ---- the main window as a fixture ---- */

void
ui_window_open (UiWindow *w, TsApplication *app)
{
  w->window = ui_test_open_window (GTK_APPLICATION (app));
  w->board = ts_window_get_board_view (w->window);
  w->scene = ts_board_view_get_scene (w->board);
  w->game = ts_window_get_game (w->window);
  w->engine = ts_window_get_engine_player (w->window);
}

void
ui_window_close (UiWindow *w)
{
  ui_test_close_window (w->window);
}

void
ui_window_fixture_set_up (UiWindow *w, gconstpointer app)
{
  ui_window_open (w, TS_APPLICATION ((gpointer) app));
}

void
ui_window_fixture_tear_down (UiWindow *w, gconstpointer app)
{
  ui_window_close (w);
}

void
ui_window_activate (UiWindow *w, const char *name, GVariant *parameter)
{
  if (!g_action_group_get_action_enabled (G_ACTION_GROUP (w->window), name))
    g_error ("%s is disabled", name);
  g_action_group_activate_action (G_ACTION_GROUP (w->window), name, parameter);
}

/* ---- the main loop while the computer searches ---- */

/* A tick that sees a search running measures how long the loop stood
 * still before it: a search on the main thread is seen only by the tick
 * after it, at its whole length.  A search counts as seen running once
 * two ticks in a row saw it. */
static gboolean
search_watch_tick (gpointer data)
{
  UiSearchWatch *w = data;
  gint64 now = g_get_monotonic_time ();
  gint64 gap = now - w->last_tick_us;
  guint search;

  w->last_tick_us = now;
  if (!ts_engine_player_get_searching (w->engine))
    {
      w->current = 0;
      return G_SOURCE_CONTINUE;
    }
  /* searches run one after the other, each numbered by the count */
  search = ts_engine_player_get_n_searches (w->engine);
  w->longest_gap_us = MAX (w->longest_gap_us, gap);
  w->n_ticks++;
  if (search == w->current && !w->current_seen)
    {
      w->current_seen = TRUE;
      w->n_seen++;
    }
  else if (search != w->current)
    {
      w->current = search;
      w->current_seen = FALSE;
    }
  return G_SOURCE_CONTINUE;
}

void
ui_search_watch_start (UiSearchWatch *watch, TsEnginePlayer *engine)
{
  *watch = (UiSearchWatch) { .engine = engine, .last_tick_us = g_get_monotonic_time () };
  watch->source = g_timeout_add (1, search_watch_tick, watch);
}

void
ui_search_watch_stop (UiSearchWatch *watch)
{
  g_clear_handle_id (&watch->source, g_source_remove);
}

void
ui_search_watch_assert (const UiSearchWatch *watch, guint n_searches, guint max_gap_ms)
{
  g_test_message ("the main loop ran during %u searches (%u ticks), for %u moves; "
                  "longest stall up to a tick within a search %.1f ms",
                  watch->n_seen, watch->n_ticks, n_searches, watch->longest_gap_us / 1000.0);
  g_assert_cmpuint (watch->n_seen, >=, n_searches);
  g_assert_cmpint (watch->longest_gap_us, <, (gint64) max_gap_ms * 1000);
}

GtkEventController *
ui_test_find_controller (GtkWidget *widget, GType type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c; /* the widget keeps it alive */
    }
  g_assert_not_reached ();
}

void
ui_test_answer_promotion (TsBoardView *board, gboolean promote, gboolean by_key)
{
  GtkWidget *chooser = ts_board_view_get_promotion_chooser (board);

  g_assert_nonnull (chooser);
  if (by_key)
    {
      gboolean handled = FALSE;

      g_signal_emit_by_name (ui_test_find_controller (chooser, GTK_TYPE_EVENT_CONTROLLER_KEY), "key-pressed", promote ? GDK_KEY_plus : GDK_KEY_equal, 0,
                             (GdkModifierType) 0, &handled);
      g_assert_true (handled);
    }
  else
    {
      GtkWidget *face = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (chooser)));

      g_signal_emit_by_name (promote ? face : gtk_widget_get_next_sibling (face), "clicked");
    }
  g_assert_null (ts_board_view_get_promotion_chooser (board));
}
