/* test-rules-guide.c — the rules guide opens through app.help (F1, the
 * main menu), every page shows the movement diagrams its text speaks of,
 * drawn, and under LANGUAGE=ja no English is left on its pages. */
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ts-movement-diagram.h"
#include "ts-rules-guide.h"
#include "ts-rules-guide-pages.h"
#include "ui-test-util.h"

static TsApplication *app;

static TsRulesGuide *
find_guide (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (TS_IS_RULES_GUIDE (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return TS_RULES_GUIDE (w);
    }
  return NULL;
}

static gboolean
guide_shown (gpointer data)
{
  return find_guide () != NULL;
}

/* Opens the guide as F1 does: the application's action for that key. */
static TsRulesGuide *
open_guide (void)
{
  g_auto (GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "F1");

  g_assert_nonnull (actions);
  g_assert_cmpstr (actions[0], ==, "app.help");
  g_assert_null (actions[1]);
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (ui_test_spin_until (guide_shown, NULL, 3000));
  return find_guide ();
}

static void
collect (GtkWidget *widget, GType type, GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect (c, type, found);
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* Drawn: the rendered diagram has several colours (grid, marks, piece). */
static guint
n_colours (GtkWidget *widget)
{
  g_autoptr (UiImage) image = ui_image_render (widget);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (int y = 0; y < image->height; y += 2)
    for (int x = 0; x < image->width; x += 2)
      {
        int rgb[3];

        ui_image_rgb (image, x, y, rgb);
        g_hash_table_add (seen, GINT_TO_POINTER ((rgb[0] << 16) | (rgb[1] << 8) | rgb[2]));
      }
  return g_hash_table_size (seen);
}

static void
test_opens (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsRulesGuide *guide = open_guide ();

  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (guide)) == GTK_WINDOW (window));
  /* again: the same window comes forward */
  g_assert_true (open_guide () == guide);
  gtk_window_destroy (GTK_WINDOW (guide));
  ui_test_close_window (window);
}

static void
test_pages_have_diagrams (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsRulesGuide *guide = open_guide ();
  GtkStack *stack = ts_rules_guide_get_stack (guide);
  guint n_pages;
  const TsGuidePage *pages = ts_guide_pages (&n_pages);

  g_assert_cmpuint (n_pages, >=, 12);
  for (guint p = 0; p < n_pages; p++)
    {
      GtkWidget *page = gtk_stack_get_child_by_name (stack, pages[p].id);
      g_autoptr (GPtrArray) diagrams = g_ptr_array_new ();
      guint n_figures = 0;

      g_assert_nonnull (page);
      while (n_figures < TS_GUIDE_MAX_FIGURES && pages[p].figures[n_figures] != TS_PIECE_NONE)
        n_figures++;
      g_assert_cmpuint (n_figures, >, 0);
      ts_rules_guide_show_page (guide, pages[p].id);
      collect (page, TS_TYPE_MOVEMENT_DIAGRAM, diagrams);
      g_assert_cmpuint (diagrams->len, ==, n_figures);
      for (guint i = 0; i < diagrams->len; i++)
        {
          TsMovementDiagram *diagram = g_ptr_array_index (diagrams, i);

          g_assert_cmpuint (ts_movement_diagram_get_piece_type (diagram), ==, pages[p].figures[i]);
          g_assert_true (ui_test_spin_until (is_mapped, diagram, 3000));
          g_assert_cmpuint (n_colours (GTK_WIDGET (diagram)), >=, 4);
        }
    }
  gtk_window_destroy (GTK_WINDOW (guide));
  ui_test_close_window (window);
}

/* A word of three or more Latin letters, two of them small, is English
 * left over; notation may stay ("TSFEN", "LNx12l", "13m"). */
static gboolean
has_english (const char *text)
{
  int run = 0, lower = 0;

  for (const char *p = text;; p++)
    {
      if (g_ascii_isalpha (*p))
        {
          run++;
          lower += g_ascii_islower (*p) ? 1 : 0;
          continue;
        }
      if (run >= 3 && lower >= 2)
        return TRUE;
      run = lower = 0;
      if (*p == '\0')
        return FALSE;
    }
}

static void
test_japanese (void)
{
  TsWindow *window;
  TsRulesGuide *guide;
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  guint n_japanese = 0;

  g_setenv ("LANGUAGE", "ja", TRUE);
  g_assert_nonnull (setlocale (LC_ALL, "C"));
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  bindtextdomain (GETTEXT_PACKAGE, TS_LOCALE_DIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  window = ui_test_open_window (GTK_APPLICATION (app));
  guide = open_guide ();
  collect (GTK_WIDGET (ts_rules_guide_get_stack (guide)), GTK_TYPE_LABEL, labels);
  g_assert_cmpuint (labels->len, >, 40);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

      if (has_english (text))
        g_error ("English left in the Japanese guide: %s", text);
      n_japanese += !g_str_is_ascii (text);
    }
  g_assert_cmpuint (n_japanese, ==, labels->len);
  g_assert_true (has_english ("The Emperor"));
  g_assert_true (has_english ("局面 Lion"));
  g_assert_false (has_english ("TSFEN で 13m、LNx12l"));
  gtk_window_destroy (GTK_WINDOW (guide));
  ui_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  g_test_add_func ("/rules-guide/opens", test_opens);
  g_test_add_func ("/rules-guide/pages-have-diagrams", test_pages_have_diagrams);
  /* last: it switches the process to Japanese */
  g_test_add_func ("/rules-guide/japanese", test_japanese);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
