/* test-shortcuts.c — the keyboard shortcuts window lists every accelerator
 * the application registers, and lists no action without one. */
#include "ts-application.h"
#include "ts-window.h"
#include "ui-test-util.h"

/* One spelling of an accelerator ("<Shift><Control>z" and
 * "<Control><Shift>z" are one). */
static char *
normalized (const char *accel)
{
  guint key;
  GdkModifierType mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  return gtk_accelerator_name (key, mods);
}

/* The action names of the shortcuts in help-overlay.ui, and (into
 * `keys`) the accelerators those without an action name show. */
static GHashTable *
listed_actions (GHashTable *keys)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/com/example/TaiShogi/gtk/help-overlay.ui");
  g_autoptr (GSList) objects = gtk_builder_get_objects (builder);
  GHashTable *actions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GtkWindow *overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;
      g_autofree char *accel = NULL;
      g_autofree char *title = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action, "accelerator", &accel, "title", &title, NULL);
      g_assert_true (title != NULL && *title != '\0');
      if (action != NULL)
        g_hash_table_add (actions, g_steal_pointer (&action));
      else if (accel != NULL)
        {
          g_auto (GStrv) each = g_strsplit (accel, " ", -1);

          for (guint i = 0; each[i] != NULL; i++)
            g_hash_table_add (keys, normalized (each[i]));
        }
    }
  gtk_window_destroy (overlay);
  return actions;
}

static void
test_every_accel_listed (void)
{
  g_autoptr (TsApplication) app = ui_test_application_new ();
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) listed = listed_actions (keys);
  g_auto (GStrv) described = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  g_autoptr (GString) missing = g_string_new (NULL);
  g_autoptr (GString) without = g_string_new (NULL);
  g_autoptr (GHashTable) with_accels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  const char *action;

  g_assert_nonnull (described[0]);
  for (guint i = 0; described[i] != NULL; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), described[i]);
      g_autofree char *name = NULL;
      g_autofree char *first = NULL;
      g_autoptr (GVariant) target = NULL;

      if (accels[0] == NULL)
        continue;
      /* Detailed names ("win.label-style::kanji") are listed by the action. */
      g_assert_true (g_action_parse_detailed_name (described[i], &name, &target, NULL));
      g_hash_table_add (with_accels, g_strdup (name));
      /* an action is listed by its name, or by its first accelerator (the
       * keypad variants are left out of the window) */
      if (!g_hash_table_contains (listed, name) && !g_hash_table_contains (listed, described[i])
          && !g_hash_table_contains (keys, (first = normalized (accels[0]))))
        g_string_append_printf (missing, " %s (%s)", described[i], accels[0]);
    }
  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, (gpointer *) &action, NULL))
    if (!g_hash_table_contains (with_accels, action))
      g_string_append_printf (without, " %s", action);

  if (missing->len > 0)
    g_test_message ("accelerators missing from data/ui/help-overlay.ui:%s", missing->str);
  if (without->len > 0)
    g_test_message ("shortcuts in data/ui/help-overlay.ui without an accelerator:%s", without->str);
  g_assert_cmpstr (missing->str, ==, "");
  g_assert_cmpstr (without->str, ==, "");
  /* GtkApplication's own: Ctrl+? opens this very window. */
  g_assert_true (g_hash_table_contains (with_accels, "win.show-help-overlay"));
  ui_test_close_window (window);
}

/* No application accelerator is a key that types something: it would be
 * taken from the search fields before they see it. */
static void
test_no_bare_letters (void)
{
  g_autoptr (TsApplication) app = ui_test_application_new ();
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  g_auto (GStrv) described = gtk_application_list_action_descriptions (GTK_APPLICATION (app));

  for (guint i = 0; described[i] != NULL; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), described[i]);

      for (guint k = 0; accels[k] != NULL; k++)
        {
          guint key;
          GdkModifierType mods;

          g_assert_true (gtk_accelerator_parse (accels[k], &key, &mods));
          if ((mods & ~GDK_SHIFT_MASK) == 0 && gdk_keyval_to_unicode (key) != 0)
            g_error ("%s has the accelerator %s, a key that types text", described[i], accels[k]);
        }
    }
  ui_test_close_window (window);
}

/* ---- the primary menu ---- */

/* Adds the actions of `menu`'s items, submenus and sections included, to
 * `actions` ("win.save"); returns how many
 * entries the menu shows itself (a section's items count, a submenu is
 * one). */
static guint
menu_actions (GMenuModel *menu, GHashTable *actions)
{
  guint shown = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr (GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      g_autofree char *action = NULL;

      if (section != NULL)
        {
          guint in_section = menu_actions (section, actions);

          g_assert_cmpuint (in_section, >, 0);
          shown += in_section;
          continue;
        }
      shown++;
      if (submenu != NULL)
        menu_actions (submenu, actions);
      else if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        g_hash_table_add (actions, g_steal_pointer (&action));
    }
  return shown;
}

/* The action names of the header bar's buttons. */
static void
button_actions (GtkWidget *widget, GHashTable *actions)
{
  if (GTK_IS_ACTIONABLE (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL)
    g_hash_table_add (actions, g_strdup (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget))));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    button_actions (c, actions);
}

/* The primary menu follows the GNOME HIG: sections, a dozen entries at
 * most; every command it had is still there, in it, in a submenu or on
 * the header bar, and each of its items is an action of the window or
 * the application. */
static void
test_primary_menu (void)
{
  static const char *const commands[] = {
    "win.new-game", "win.open", "win.save", "win.save-as", "win.edit-position", "win.hint", "win.resign",
    "win.show-analysis", "win.show-threats", "win.show-emperor-threats", "win.analyse", "win.evaluate-game",
    "win.copy-position", "win.paste-position", "win.export-board-image", "win.copy-board-image", "win.label-style",
    "win.flip", "win.show-panel", "app.preferences", "app.help", "win.show-help-overlay", "app.about",
    "win.undo", "win.redo", "win.zoom-in", "win.zoom-out", "win.zoom-reset",
  };
  g_autoptr (TsApplication) app = ui_test_application_new ();
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  GtkWidget *header = ui_test_find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkMenuButton *button = GTK_MENU_BUTTON (ui_test_find_widget (header, GTK_TYPE_MENU_BUTTON));
  g_autoptr (GHashTable) in_menu = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) reachable = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  const char *name;
  guint shown;

  g_assert_nonnull (button);
  g_assert_true (gtk_menu_button_get_primary (button));
  shown = menu_actions (gtk_menu_button_get_menu_model (button), in_menu);
  g_test_message ("the primary menu shows %u entries", shown);
  g_assert_cmpuint (shown, <=, 12);

  g_hash_table_iter_init (&iter, in_menu);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, NULL))
    {
      g_autofree char *action = g_strdup (name);  /* a menu's targets are apart */
      GActionGroup *group;

      group = g_str_has_prefix (action, "app.") ? G_ACTION_GROUP (app) : G_ACTION_GROUP (window);
      if (!g_action_group_has_action (group, strchr (action, '.') + 1))
        g_error ("the primary menu's %s is no action", name);
      g_hash_table_add (reachable, g_steal_pointer (&action));
    }
  button_actions (header, reachable);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (!g_hash_table_contains (reachable, commands[i]))
      g_error ("%s is neither in the primary menu nor on the header bar", commands[i]);
  ui_test_close_window (window);
}

static gboolean
shortcuts_window_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (w) && gtk_widget_get_mapped (GTK_WIDGET (w)))
        {
          *(GtkWindow **) data = w;
          return TRUE;
        }
    }
  return FALSE;
}

/* The Shortcuts window opens without a warning (warnings are fatal in the
 * tests): GTK 4.8 warned about its page buttons' labels. */
static void
test_window_shows_cleanly (void)
{
  g_autoptr (TsApplication) app = ui_test_application_new ();
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  GtkWindow *shortcuts = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  /* any warning from here on fails the test */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  g_assert_true (ui_test_spin_until (shortcuts_window_shown, &shortcuts, 5000));
  ui_test_spin (200);
  gtk_window_close (shortcuts);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  ui_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/shortcuts/every-accel-listed", test_every_accel_listed);
  g_test_add_func ("/shortcuts/no-bare-letters", test_no_bare_letters);
  g_test_add_func ("/shortcuts/primary-menu", test_primary_menu);
  g_test_add_func ("/shortcuts/window-shows-cleanly", test_window_shows_cleanly);
  return g_test_run ();
}
