/* ts-toasts.c — showing toasts that libadwaita 1.2 cannot crash on; see
 * ts-toasts.h for the bug this works around. */
#include "ts-toasts.h"

/* The longest showing animation of libadwaita 1.2's toasts, a toast
 * replacing another (adw-toast-overlay.c's REPLACE_DURATION). */
#define SHOW_MS 500

/* Kept on the overlay. */
typedef struct {
  /* frame time (µs) by which every showing animation begun so far has
   * reached its end */
  gint64 deadline;
  /* frames drawn since the deadline: the animation ends in the first of
   * them, perhaps after this file's look at that frame, so dismissals
   * wait for the second */
  guint frames_after;
  guint tick_id;      /* while waiting for the deadline */
  GPtrArray *held;    /* the toasts whose dismissal waits */
} Guard;

#define GUARD_KEY "ts-toasts-guard"
/* Set on a toast once its dismissals are watched. */
#define WATCHED_KEY "ts-toasts-watched"

static void
guard_free (Guard *guard)
{
  g_ptr_array_unref (guard->held);
  g_free (guard);
}

static Guard *
get_guard (AdwToastOverlay *overlay)
{
  Guard *guard = g_object_get_data (G_OBJECT (overlay), GUARD_KEY);

  if (guard == NULL)
    {
      guard = g_new0 (Guard, 1);
      guard->held = g_ptr_array_new_with_free_func (g_object_unref);
      g_object_set_data_full (G_OBJECT (overlay), GUARD_KEY, guard, (GDestroyNotify) guard_free);
    }
  return guard;
}

/* Dismissals waited long enough: let them through.  Each may make the
 * overlay show the next toast in its queue, and hold back the others. */
static void
release (Guard *guard)
{
  g_autoptr(GPtrArray) held = g_steal_pointer (&guard->held);

  guard->held = g_ptr_array_new_with_free_func (g_object_unref);
  /* Emitted, not adw_toast_dismiss (): the toast's own handler, which
   * runs before this file's, has forgotten the overlay, and
   * adw_toast_dismiss () does nothing then. */
  for (guint i = 0; i < held->len; i++)
    g_signal_emit_by_name (held->pdata[i], "dismissed");
}

static gboolean
on_tick (GtkWidget *overlay, GdkFrameClock *clock, gpointer data)
{
  Guard *guard = data;

  if (gdk_frame_clock_get_frame_time (clock) < guard->deadline || ++guard->frames_after < 2)
    return G_SOURCE_CONTINUE;
  guard->tick_id = 0;
  release (guard);
  return G_SOURCE_REMOVE;
}

/* The overlay may start a showing animation now.  It runs only on a
 * mapped overlay (libadwaita skips it to its end otherwise), from the
 * frame clock's present frame time. */
static void
showing_may_start (AdwToastOverlay *overlay)
{
  GtkWidget *widget = GTK_WIDGET (overlay);
  Guard *guard = get_guard (overlay);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  if (!gtk_widget_get_mapped (widget) || clock == NULL)
    return;
  guard->deadline = gdk_frame_clock_get_frame_time (clock) + SHOW_MS * G_TIME_SPAN_MILLISECOND;
  guard->frames_after = 0;
  if (guard->tick_id == 0)
    guard->tick_id = gtk_widget_add_tick_callback (widget, on_tick, guard, NULL);
}

/* Connected before the overlay's own handler, so it runs before it and
 * can stop the emission before the overlay starts hiding the toast.  (The
 * toast's own handler has run: it takes nothing from the overlay.) */
static void
on_dismissed (AdwToast *toast, AdwToastOverlay *overlay)
{
  Guard *guard = get_guard (overlay);

  if (guard->tick_id == 0 || !gtk_widget_get_mapped (GTK_WIDGET (overlay)))
    {
      /* the next toast in the queue shows */
      showing_may_start (overlay);
      return;
    }
  g_signal_stop_emission_by_name (toast, "dismissed");
  if (!g_ptr_array_find (guard->held, toast, NULL))
    g_ptr_array_add (guard->held, g_object_ref (toast));
}

void
ts_toasts_add (AdwToastOverlay *overlay, AdwToast *toast)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  /* Tied to the overlay: when the overlay goes, it dismisses its toasts
   * (then no animation runs: it is no longer mapped), and a toast that
   * outlives it reaches no handler of this file. */
  if (g_object_get_data (G_OBJECT (toast), WATCHED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (toast), WATCHED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_dismissed), overlay, 0);
    }
  showing_may_start (overlay);
  adw_toast_overlay_add_toast (overlay, toast);
}
