/* test-toasts.c — toasts shown through ts_toasts_add (): a dismissal that
 * comes while the toast's showing animation may still run is held back
 * (libadwaita 1.2 writes into freed memory otherwise, see ts-toasts.h),
 * whoever dismisses it, and still happens; a later one happens at once. */
#include "ts-toasts.h"
#include "ui-test-util.h"

/* Long enough for any showing animation (500 ms at most) to end. */
#define SHOWN_MS 800

typedef struct {
  GtkWindow *window;
  AdwToastOverlay *overlay;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = GTK_WINDOW (gtk_window_new ());
  f->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (f->overlay, gtk_label_new ("the board"));
  gtk_window_set_child (f->window, GTK_WIDGET (f->overlay));
  gtk_window_set_default_size (f->window, 500, 300);
  gtk_window_present (f->window);
  ui_test_spin (200);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->overlay)));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  if (f->window != NULL)
    gtk_window_destroy (f->window);
  ui_test_spin (50);
}

/* The widget showing `toast`'s title, or NULL. */
static GtkWidget *
toast_widget (Fixture *f, const char *title)
{
  GType type = g_type_from_name ("AdwToastWidget"); /* libadwaita's own */

  g_assert_true (type != 0);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->overlay)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (G_TYPE_CHECK_INSTANCE_TYPE (c, type) && ui_test_shows_label (c, title, FALSE))
      return c;
  return NULL;
}

/* Shown, and not being hidden: the overlay makes a toast it starts to
 * hide ignore the pointer at once. */
static gboolean
showing (Fixture *f, const char *title)
{
  GtkWidget *w = toast_widget (f, title);

  return w != NULL && gtk_widget_get_can_target (w);
}

typedef struct {
  Fixture *f;
  const char *title;
} Gone;

static gboolean
is_gone (gpointer data)
{
  Gone *gone = data;

  return toast_widget (gone->f, gone->title) == NULL;
}

static void
assert_goes (Fixture *f, const char *title)
{
  Gone gone = { f, title };

  g_assert_true (ui_test_spin_until (is_gone, &gone, 3000));
}

static AdwToast *
add (Fixture *f, const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, 0);
  ts_toasts_add (f->overlay, g_object_ref (toast));
  return toast;
}

static void
test_early_dismissal_waits (Fixture *f, gconstpointer data)
{
  g_autoptr(AdwToast) toast = add (f, "first");

  ui_test_spin (20);
  g_assert_true (showing (f, "first"));
  adw_toast_dismiss (toast);
  g_assert_true (showing (f, "first"));
  ui_test_spin (200);
  g_assert_true (showing (f, "first"));
  assert_goes (f, "first");
}

static void
test_late_dismissal_at_once (Fixture *f, gconstpointer data)
{
  g_autoptr(AdwToast) toast = add (f, "first");

  ui_test_spin (SHOWN_MS);
  g_assert_true (showing (f, "first"));
  adw_toast_dismiss (toast);
  g_assert_false (showing (f, "first"));
  assert_goes (f, "first");
}

/* The case that crashed: a toast replacing another (its showing takes
 * 500 ms) dismissed at once, here by its own close button. */
static void
test_replacing_toast_closed_at_once (Fixture *f, gconstpointer data)
{
  g_autoptr(AdwToast) first = add (f, "first");
  g_autoptr(AdwToast) second = NULL;
  GtkWidget *close;

  ui_test_spin (SHOWN_MS);
  second = add (f, "second");
  ui_test_spin (SHOWN_MS);
  g_assert_true (showing (f, "first"));
  g_assert_null (toast_widget (f, "second")); /* waiting in the queue */
  adw_toast_dismiss (first);
  ui_test_spin (20);
  g_assert_true (showing (f, "second"));
  close = ui_test_find_widget_with_class (toast_widget (f, "second"), "circular"); /* the ×, not the action button */
  g_assert_nonnull (close);
  g_signal_emit_by_name (close, "clicked");
  g_assert_true (showing (f, "second"));
  assert_goes (f, "second");
  assert_goes (f, "first");
}

/* Runs what the widget's own shortcut for Escape does, as a key press
 * would (GTK 4 has no public way to send a key event). */
static void
press_escape (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr(GtkShortcutTrigger) escape = gtk_keyval_trigger_new (GDK_KEY_Escape, 0);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), escape))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                           gtk_shortcut_get_arguments (shortcut)));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

/* Escape on the overlay dismisses the toast it shows (a binding of the
 * overlay's own); it is held back like any other dismissal. */
static void
test_escape_waits (Fixture *f, gconstpointer data)
{
  g_autoptr(AdwToast) toast = add (f, "first");

  ui_test_spin (20);
  press_escape (GTK_WIDGET (f->overlay));
  g_assert_true (showing (f, "first"));
  assert_goes (f, "first");
}

/* A window closed while a dismissal waits: the dismissal, when its time
 * comes, reaches nothing freed. */
static void
test_window_closed_while_dismissal_waits (Fixture *f, gconstpointer data)
{
  g_autoptr(AdwToast) toast = add (f, "first");

  ui_test_spin (20);
  adw_toast_dismiss (toast);
  g_assert_true (showing (f, "first"));
  gtk_window_destroy (g_steal_pointer (&f->window));
  ui_test_spin (SHOWN_MS);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add ("/toasts/early-dismissal-waits", Fixture, NULL, fixture_set_up, test_early_dismissal_waits,
              fixture_tear_down);
  g_test_add ("/toasts/late-dismissal-at-once", Fixture, NULL, fixture_set_up, test_late_dismissal_at_once,
              fixture_tear_down);
  g_test_add ("/toasts/replacing-toast-closed-at-once", Fixture, NULL, fixture_set_up,
              test_replacing_toast_closed_at_once, fixture_tear_down);
  g_test_add ("/toasts/escape-waits", Fixture, NULL, fixture_set_up, test_escape_waits, fixture_tear_down);
  g_test_add ("/toasts/window-closed-while-dismissal-waits", Fixture, NULL, fixture_set_up,
              test_window_closed_while_dismissal_waits, fixture_tear_down);
  return g_test_run ();
}
