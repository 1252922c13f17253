/* test-preferences.c — the preferences window changes the settings, the
 * settings change the window, and a new window comes up as the last one
 * was left. */
#include "ts-application.h"
#include "ts-preferences-window.h"
#include "ts-side-panel.h"
#include "ts-ui.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ts-document-private.h"
#include "ui-test-util.h"

static TsApplication *app;

static GtkWidget *
find_by_type (GtkWidget *root, GType type, guint nth)
{
  guint seen = 0;
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && seen++ == nth)
        return w;
      for (GtkWidget *c = gtk_widget_get_last_child (w); c != NULL; c = gtk_widget_get_prev_sibling (c))
        g_ptr_array_add (stack, c);
    }
  return NULL;
}

/* The rows of the window, in order: labels, flip, panel, always
 * promote; strength, analysis. */
static void
test_window_rows_change_settings (void)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  TsPreferencesWindow *prefs = ts_preferences_window_new (NULL);
  g_autofree char *notation_nick = NULL;
  GtkWidget *labels, *level, *white_level, *notation, *flip, *panel, *promote, *analysis, *evaluation;

  gtk_window_present (GTK_WINDOW (prefs));
  labels = find_by_type (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, 0);
  level = find_by_type (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, 1);
  white_level = find_by_type (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, 2);
  notation = find_by_type (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, 3);
  g_assert_nonnull (notation);
  flip = find_by_type (GTK_WIDGET (prefs), GTK_TYPE_SWITCH, 0);
  panel = find_by_type (GTK_WIDGET (prefs), GTK_TYPE_SWITCH, 1);
  promote = find_by_type (GTK_WIDGET (prefs), GTK_TYPE_SWITCH, 2);
  analysis = find_by_type (GTK_WIDGET (prefs), GTK_TYPE_SWITCH, 3);
  g_assert_nonnull (analysis);
  evaluation = find_by_type (GTK_WIDGET (prefs), GTK_TYPE_SPIN_BUTTON, 1);
  g_assert_nonnull (evaluation);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (evaluation)), ==, 100);

  /* the rows show the settings */
  g_settings_set_int (settings, "black-level", 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (level)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (white_level)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (level))), ==, 4);
  g_settings_set_enum (settings, "label-style", TS_LABEL_ABBREVIATION);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (labels)), ==, 1);
  g_settings_set_string (settings, "record-notation", "japanese");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (notation)), ==, 1);
  g_settings_set_enum (settings, "label-style", TS_LABEL_KANJI);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (labels)), ==, 0);

  /* and the settings follow the rows */
  adw_combo_row_set_selected (ADW_COMBO_ROW (labels), 1);
  g_assert_cmpint (g_settings_get_enum (settings, "label-style"), ==, TS_LABEL_ABBREVIATION);
  adw_combo_row_set_selected (ADW_COMBO_ROW (notation), 0);
  notation_nick = g_settings_get_string (settings, "record-notation");
  g_assert_cmpstr (notation_nick, ==, "standard");
  adw_combo_row_set_selected (ADW_COMBO_ROW (level), 0);
  g_assert_cmpint (g_settings_get_int (settings, "black-level"), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (white_level), 2);
  g_assert_cmpint (g_settings_get_int (settings, "white-level"), ==, 2);
  g_assert_cmpint (g_settings_get_int (settings, "black-level"), ==, 0);
  gtk_switch_set_active (GTK_SWITCH (flip), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "flipped"));
  gtk_switch_set_active (GTK_SWITCH (panel), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "side-panel-visible"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (promote)));
  gtk_switch_set_active (GTK_SWITCH (promote), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "always-promote"));
  gtk_switch_set_active (GTK_SWITCH (analysis), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-analysis"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (evaluation), 250);
  g_assert_cmpuint (g_settings_get_uint (settings, "evaluation-movetime"), ==, 250);

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_settings_reset (settings, "label-style");
  g_settings_reset (settings, "record-notation");
  g_settings_reset (settings, "black-level");
  g_settings_reset (settings, "white-level");
  g_settings_reset (settings, "flipped");
  g_settings_reset (settings, "side-panel-visible");
  g_settings_reset (settings, "show-analysis");
  g_settings_reset (settings, "evaluation-movetime");
  g_settings_reset (settings, "always-promote");
}

/* Flip, zoom, panel and its page as the last window had them. */
static void
test_view_remembered (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsBoardView *board = ts_window_get_board_view (window);
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  GtkWidget *panel;

  g_action_group_activate_action (G_ACTION_GROUP (window), "flip", NULL);
  ts_board_view_set_zoom (board, 2.5);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-panel", NULL);
  g_assert_true (g_settings_get_boolean (settings, "flipped"));
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "zoom"), 2.5, 1e-9);
  g_assert_false (g_settings_get_boolean (settings, "side-panel-visible"));
  /* closed as the user closes it: the settings stay */
  g_file_delete (ts_document_get_autosave_file (ts_window_get_document (window)), NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));

  g_settings_set_string (settings, "side-panel-page", "record");
  g_settings_set_boolean (settings, "side-panel-visible", TRUE);
  window = ui_test_open_window (GTK_APPLICATION (app));
  board = ts_window_get_board_view (window);
  g_assert_true (ts_board_view_get_flipped (board));
  g_assert_cmpfloat_with_epsilon (ts_board_view_get_zoom (board), 2.5, 1e-9);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (find_by_type (GTK_WIDGET (window), ADW_TYPE_FLAP, 0))));
  panel = find_by_type (GTK_WIDGET (window), TS_TYPE_SIDE_PANEL, 0);
  g_assert_cmpstr (ts_side_panel_get_page (TS_SIDE_PANEL (panel)), ==, "record");

  /* choosing a page is remembered too */
  ts_side_panel_set_page (TS_SIDE_PANEL (panel), "values");
  g_assert_cmpstr (g_settings_get_string (settings, "side-panel-page"), ==, "values");
  ui_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  g_test_add_func ("/preferences/rows-change-settings", test_window_rows_change_settings);
  g_test_add_func ("/preferences/view-remembered", test_view_remembered);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
