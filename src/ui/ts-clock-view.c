/* ts-clock-view.c — see ts-clock-view.h. */
#include "ts-clock-view.h"
#include "ts-clock-view-private.h"

#include <glib/gi18n.h>

/* Under this much time left the clock is marked: hurry. */
#define LOW_TIME_MS 10000

struct _TsClockView {
  GtkWidget parent_instance;

  GtkLabel *label;
  TsClock *clock;
  GSignalGroup *clock_signals;
  TsColor side;
};

G_DEFINE_FINAL_TYPE (TsClockView, ts_clock_view, GTK_TYPE_WIDGET)

static void
update (TsClockView *self)
{
  gboolean byoyomi = FALSE;
  gint64 left;
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tip = NULL;
  gboolean running;

  gtk_widget_set_visible (GTK_WIDGET (self), self->clock != NULL && ts_clock_get_enabled (self->clock));
  if (self->clock == NULL || !ts_clock_get_enabled (self->clock))
    return;
  left = ts_clock_get_left (self->clock, self->side, &byoyomi);
  running = ts_clock_get_running_side (self->clock) == (int) self->side;
  time = ts_clock_format_time (left);
  /* TRANSLATORS: a side's clock in the header bar: its mark, then its time left, e.g. "☗ 9:52" */
  text = g_strdup_printf (self->side == TS_BLACK ? _("☗ %s") : _("☖ %s"), time);
  gtk_label_set_label (self->label, text);
  if (running)
    gtk_widget_add_css_class (GTK_WIDGET (self), "ts-clock-running");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "ts-clock-running");
  if (left < LOW_TIME_MS)
    gtk_widget_add_css_class (GTK_WIDGET (self), "ts-clock-low");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "ts-clock-low");
  if (byoyomi)
    /* TRANSLATORS: a clock's tooltip once its main time is spent */
    tip = g_strdup_printf (self->side == TS_BLACK ? _("Black’s clock: byo-yomi, %s left for this move")
                                                  : _("White’s clock: byo-yomi, %s left for this move"),
                           time);
  else
    tip = g_strdup_printf (self->side == TS_BLACK ? _("Black’s clock: %s left") : _("White’s clock: %s left"), time);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tip);
}

void
ts_clock_view_set_clock (TsClockView *self, TsClock *clock, TsColor side)
{
  g_return_if_fail (TS_IS_CLOCK_VIEW (self));
  g_set_object (&self->clock, clock);
  g_signal_group_set_target (self->clock_signals, clock);
  self->side = side;
  update (self);
}

const char *
ts_clock_view_get_text (TsClockView *self)
{
  g_return_val_if_fail (TS_IS_CLOCK_VIEW (self), NULL);
  return gtk_label_get_label (self->label);
}

static void
ts_clock_view_dispose (GObject *object)
{
  TsClockView *self = TS_CLOCK_VIEW (object);

  g_clear_object (&self->clock_signals);
  g_clear_object (&self->clock);
  if (self->label != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->label));
  self->label = NULL;
  G_OBJECT_CLASS (ts_clock_view_parent_class)->dispose (object);
}

static void
ts_clock_view_class_init (TsClockViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_clock_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-clock");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TIMER);
}

static void
ts_clock_view_init (TsClockView *self)
{
  self->clock_signals = g_signal_group_new (TS_TYPE_CLOCK);
  g_signal_group_connect_swapped (self->clock_signals, "tick", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->clock_signals, "notify::enabled", G_CALLBACK (update), self);
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
