/* test-rules-guide.c — the rules guide opens through app.help (F1, the
 * main menu), at the chapter of the window's game (tai or tenjiku), every
 * page shows the movement diagrams its text speaks of, drawn in its rule
 * set, tenjiku's chapter names only tenjiku's pieces, and under
 * LANGUAGE=ja no English is left on its pages. */
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ts-movement-diagram.h"
#include "ts-rules-guide.h"
#include "ts-rules-guide-private.h"
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
          /* tenjiku's pieces in tenjiku's rules: its tetrarch is drawn as
           * the promoted chariot soldier it is there */
          g_assert_cmpint (ts_movement_diagram_get_rules (diagram), ==, pages[p].rules);
          g_assert_true (ui_test_spin_until (is_mapped, diagram, 3000));
          g_assert_cmpuint (n_colours (GTK_WIDGET (diagram)), >=, 4);
        }
    }
  gtk_window_destroy (GTK_WINDOW (guide));
  ui_test_close_window (window);
}

/* ---- tenjiku's chapter ---- */

static gboolean
is_tenjiku_page (const TsGuidePage *page)
{
  return ts_rules_variant_id (page->rules) == TS_VARIANT_TENJIKU;
}

/* The pages of the stack shown in the sidebar, by their ids. */
static GPtrArray *
visible_page_ids (TsRulesGuide *guide)
{
  GtkStack *stack = ts_rules_guide_get_stack (guide);
  g_autoptr (GListModel) model = G_LIST_MODEL (gtk_stack_get_pages (stack));
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (model, i);
      GtkStackPage *page = GTK_STACK_PAGE (item);

      if (gtk_stack_page_get_visible (page))
        g_ptr_array_add (ids, (gpointer) gtk_stack_page_get_name (page));
    }
  return ids;
}

/* The guide shows only `variant`'s pages, from the first, when opened. */
static void
assert_chapter (TsRulesGuide *guide, TsVariantId variant)
{
  guint n_pages, n_in_chapter = 0;
  const TsGuidePage *pages = ts_guide_pages (&n_pages);
  const char *first = NULL;
  g_autoptr (GPtrArray) shown = visible_page_ids (guide);

  g_assert_cmpint (ts_rules_guide_get_chapter (guide), ==, variant);
  for (guint p = 0; p < n_pages; p++)
    if (ts_rules_variant_id (pages[p].rules) == variant)
      {
        first = first != NULL ? first : pages[p].id;
        g_assert_cmpstr (g_ptr_array_index (shown, n_in_chapter), ==, pages[p].id);
        n_in_chapter++;
      }
  g_assert_cmpuint (shown->len, ==, n_in_chapter);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (ts_rules_guide_get_stack (guide)), ==, first);
}

/* F1 in a tenjiku game opens the guide at tenjiku's chapter, in a tai
 * game at tai's; the header's buttons switch, and a page shown by name
 * brings its chapter. */
static void
test_opens_at_chapter (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsRulesGuide *guide;
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (window), TS_RULES_TENJIKU);
  g_assert_cmpint (ts_game_get_rules (ts_window_get_game (window)), ==, TS_RULES_TENJIKU);
  gtk_window_present (GTK_WINDOW (window));
  guide = open_guide ();
  assert_chapter (guide, TS_VARIANT_TENJIKU);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (ts_rules_guide_get_stack (guide)), ==, "tenjiku-board");

  /* the header's buttons: Tai Shogi, Tenjiku Shogi */
  collect (GTK_WIDGET (guide), GTK_TYPE_TOGGLE_BUTTON, buttons);
  g_assert_cmpuint (buttons->len, ==, 2);
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (buttons, 1)));
  gtk_toggle_button_set_active (g_ptr_array_index (buttons, 0), TRUE);
  assert_chapter (guide, TS_VARIANT_TAI);
  ts_rules_guide_show_page (guide, "tenjiku-burns");
  g_assert_cmpint (ts_rules_guide_get_chapter (guide), ==, TS_VARIANT_TENJIKU);
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (buttons, 1)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (ts_rules_guide_get_stack (guide)), ==, "tenjiku-burns");

  /* back to a tai game: F1 brings tai's chapter */
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (window), TS_RULES_STANDARD);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (open_guide () == guide);
  assert_chapter (guide, TS_VARIANT_TAI);
  gtk_window_destroy (GTK_WINDOW (guide));
  ui_test_close_window (window);
}

/* Whether `name` (lower case) stands in `text` (lower case) as words. */
static gboolean
names (const char *text, const char *name)
{
  gsize len = strlen (name);

  for (const char *p = strstr (text, name); p != NULL; p = strstr (p + 1, name))
    if ((p == text || !g_ascii_isalpha (p[-1])) && !g_ascii_isalpha (p[len]))
      return TRUE;
  return FALSE;
}

/* Blanks every place where `name` stands in `text`. */
static void
blank (char *text, const char *name)
{
  gsize len = strlen (name);

  for (char *p = strstr (text, name); p != NULL; p = strstr (p + len, name))
    memset (p, ' ', len);
}

static int
by_length_down (gconstpointer a, gconstpointer b)
{
  return (int) strlen (*(const char *const *) b) - (int) strlen (*(const char *const *) a);
}

/* Tenjiku's chapter illustrates tenjiku's pieces, and its text names no
 * piece that tenjiku does not have (a tai piece's name left by mistake:
 * "emperor", "lion dog"). */
static void
test_tenjiku_pieces (void)
{
  guint n_pages, n_tenjiku = 0;
  const TsGuidePage *pages = ts_guide_pages (&n_pages);
  g_autoptr (GPtrArray) tenjiku_names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) other_names = g_ptr_array_new_with_free_func (g_free);

  for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
    g_ptr_array_add (ts_rules_has_type (TS_RULES_TENJIKU, t) ? tenjiku_names : other_names,
                     g_ascii_strdown (ts_piece_info (t)->name, -1));
  /* "lion hawk" before "lion" */
  g_ptr_array_sort (tenjiku_names, by_length_down);
  for (guint p = 0; p < n_pages; p++)
    {
      if (!is_tenjiku_page (&pages[p]))
        continue;
      n_tenjiku++;
      g_assert_true (g_str_has_prefix (pages[p].id, "tenjiku-"));
      g_assert_cmpint (pages[p].rules, ==, TS_RULES_TENJIKU);
      for (guint i = 0; i < TS_GUIDE_MAX_FIGURES && pages[p].figures[i] != TS_PIECE_NONE; i++)
        if (!ts_rules_has_type (TS_RULES_TENJIKU, pages[p].figures[i]))
          g_error ("page %s shows %s, not a tenjiku piece", pages[p].id, ts_piece_info (pages[p].figures[i])->name);
      for (guint i = 0; i < TS_GUIDE_MAX_PARAGRAPHS && pages[p].paragraphs[i] != NULL; i++)
        {
          g_autofree char *text = g_ascii_strdown (pages[p].paragraphs[i], -1);

          for (guint n = 0; n < tenjiku_names->len; n++)
            blank (text, g_ptr_array_index (tenjiku_names, n));
          for (guint n = 0; n < other_names->len; n++)
            if (names (text, g_ptr_array_index (other_names, n)))
              g_error ("page %s names '%s', not a tenjiku piece", pages[p].id,
                       (const char *) g_ptr_array_index (other_names, n));
        }
    }
  /* the board, the generals, area moves, lions, the tetrarch, burns,
   * promotion, the end of the game */
  g_assert_cmpuint (n_tenjiku, ==, 8);
  g_assert_true (names ("the lion dog moves", "lion dog"));
  g_assert_false (names ("the lion dogs' moves", "lion dog"));
}

/* Whether the drawn widget has a pixel of this colour (light theme). */
static gboolean
has_colour (GtkWidget *widget, const char *spec)
{
  g_autoptr (UiImage) image = ui_image_render (widget);
  GdkRGBA want;

  gdk_rgba_parse (&want, spec);
  for (int y = 0; y < image->height; y++)
    for (int x = 0; x < image->width; x++)
      {
        int rgb[3];

        ui_image_rgb (image, x, y, rgb);
        if (ABS (rgb[0] - (int) (want.red * 255 + 0.5)) <= 1 && ABS (rgb[1] - (int) (want.green * 255 + 0.5)) <= 1
            && ABS (rgb[2] - (int) (want.blue * 255 + 0.5)) <= 1)
          return TRUE;
      }
  return FALSE;
}

static void
assert_diagrams_show (TsRulesGuide *guide, const char *id, TsCellKind kind)
{
  GtkWidget *page = gtk_stack_get_child_by_name (ts_rules_guide_get_stack (guide), id);
  g_autoptr (GPtrArray) diagrams = g_ptr_array_new ();
  GdkRGBA colour;
  g_autofree char *spec = NULL;

  ts_cell_kind_colour (kind, FALSE, &colour);
  spec = gdk_rgba_to_string (&colour);
  ts_rules_guide_show_page (guide, id);
  collect (page, TS_TYPE_MOVEMENT_DIAGRAM, diagrams);
  g_assert_cmpuint (diagrams->len, >, 0);
  for (guint i = 0; i < diagrams->len; i++)
    {
      g_assert_true (ui_test_spin_until (is_mapped, g_ptr_array_index (diagrams, i), 3000));
      g_assert_true (has_colour (g_ptr_array_index (diagrams, i), spec));
    }
}

/* The pages on range jumps and area moves show them: every diagram there
 * has the orange of range jumps, or the teal of area moves. */
static void
test_tenjiku_diagrams (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsRulesGuide *guide = open_guide ();

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* every general's diagram has range jumps; both area movers' area moves */
  assert_diagrams_show (guide, "tenjiku-generals", TS_CELL_RANGE_JUMP);
  assert_diagrams_show (guide, "tenjiku-area", TS_CELL_AREA);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
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
  g_test_add_func ("/rules-guide/opens-at-chapter", test_opens_at_chapter);
  g_test_add_func ("/rules-guide/tenjiku-pieces", test_tenjiku_pieces);
  g_test_add_func ("/rules-guide/tenjiku-diagrams", test_tenjiku_diagrams);
  /* last: it switches the process to Japanese */
  g_test_add_func ("/rules-guide/japanese", test_japanese);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
