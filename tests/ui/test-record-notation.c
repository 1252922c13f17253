/* test-record-notation.c — the record's notation as a preference: the
 * Preferences row sets it, the record view shows the moves in it, and
 * Save writes it (the reader reads either). */
#include <glib/gstdio.h>

#include "ts-application.h"
#include "ts-preferences-window.h"
#include "ts-record.h"
#include "ts-session.h"
#include "ts-ui.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

static TsApplication *app;

typedef UiWindow Fixture;

typedef struct {
  GtkWidget *window;
  const char *text;
} Shown;

static gboolean
label_shown (gpointer data)
{
  Shown *shown = data;

  return ui_test_shows_label (shown->window, shown->text, FALSE);
}

static void
assert_shown (Fixture *f, const char *text)
{
  Shown shown = { GTK_WIDGET (f->window), text };

  if (!ui_test_spin_until (label_shown, &shown, 3000))
    g_error ("the record does not show %s", text);
}

/* The combo row titled `title` under `widget`. */
static GtkWidget *
find_row (GtkWidget *widget, const char *title)
{
  if (ADW_IS_COMBO_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_japanese_record (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  g_autofree char *dir = g_dir_make_tmp ("tai-shogi-notation-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (TsGame) back = NULL;
  TsPreferencesWindow *prefs = ts_preferences_window_new (GTK_WINDOW (f->window));
  GtkWidget *row;

  g_settings_set_boolean (settings, "side-panel-visible", TRUE);
  g_settings_set_string (settings, "side-panel-page", "record");
  test_play_notation (f->game, "P-13r");
  test_play_notation (f->game, "p-13h");
  assert_shown (f, "P-13r");

  /* the Preferences row chooses Japanese */
  gtk_window_present (GTK_WINDOW (prefs));
  row = find_row (GTK_WIDGET (prefs), "Notation");
  g_assert_nonnull (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  text = g_settings_get_string (settings, "record-notation");
  g_assert_cmpstr (text, ==, "japanese");
  g_clear_pointer (&text, g_free);
  gtk_window_destroy (GTK_WINDOW (prefs));
  assert_shown (f, "１３十八歩兵");
  assert_shown (f, "１３八歩兵");
  g_assert_false (ui_test_shows_label (GTK_WIDGET (f->window), "P-13r", FALSE));

  /* saved in Japanese, read back as the same game */
  g_assert_true (ts_document_save (ts_window_get_document (f->window), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "1. １３十八歩兵 １３八歩兵 *"));
  back = ts_record_read (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_game_get_move_notation (back, 1), ==, "P-13h");

  /* and back to the standard notation */
  g_settings_set_string (settings, "record-notation", "standard");
  assert_shown (f, "P-13r");
  g_settings_reset (settings, "record-notation");
  g_settings_reset (settings, "side-panel-page");
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  g_test_add ("/record-notation/japanese", Fixture, app, ui_window_fixture_set_up, test_japanese_record,
              ui_window_fixture_tear_down);
  return g_test_run ();
}
