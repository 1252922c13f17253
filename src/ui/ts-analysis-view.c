/* ts-analysis-view.c — see ts-analysis-view.h.
 *
 * The rows are made once, one per line the analysis can show, and
 * filled or hidden on every "lines-changed"; a row holds a score label
 * and the line in record notation.  The status's node count, renewed
 * within each iteration, shows the search going on (a spinner would
 * repaint the window every frame for as long as the analysis runs).
 */
#include "ts-analysis-view.h"
#include "ts-analysis-view-private.h"

#include <glib/gi18n.h>

#include "ts-engine-text.h"
#include "ts-ui.h"

/* Moves of a line shown; the rest is an ellipsis. */
#define LINE_MOVES_SHOWN 10

struct _TsAnalysisView {
  GtkWidget parent_instance;

  GtkLabel *status_label;
  GtkListBox *lines_list;
  GtkWidget *rows[TS_ANALYSIS_DEFAULT_LINES];
  GtkLabel *score_labels[TS_ANALYSIS_DEFAULT_LINES];
  GtkLabel *line_labels[TS_ANALYSIS_DEFAULT_LINES];

  TsAnalysis *analysis;
  GSignalGroup *analysis_signals;
  TsBoardScene *scene;
};

G_DEFINE_FINAL_TYPE (TsAnalysisView, ts_analysis_view, GTK_TYPE_WIDGET)

static guint
n_shown (TsAnalysisView *self)
{
  return self->analysis != NULL ? MIN (ts_analysis_get_n_lines (self->analysis), TS_ANALYSIS_DEFAULT_LINES) : 0;
}

static void
update_status (TsAnalysisView *self)
{
  gboolean searching = self->analysis != NULL && ts_analysis_get_searching (self->analysis);
  g_autofree char *text = NULL;

  if (self->analysis == NULL || !ts_analysis_get_enabled (self->analysis))
    text = g_strdup (_("Analysis is off"));
  else if (ts_analysis_get_position (self->analysis) == NULL)
    text = g_strdup (_("Waiting for the computer’s move"));
  else if (n_shown (self) == 0 && searching)
    text = g_strdup (_("Thinking…"));
  else if (n_shown (self) == 0)
    /* the search ended without a line: nothing to play */
    text = g_strdup (_("The side to move has lost"));
  else
    {
      g_autofree char *nodes = ts_engine_text_count (ts_analysis_get_nodes (self->analysis));

      /* TRANSLATORS: the analysis' depth in plies and the positions searched, e.g. "Depth 7 · 120 k nodes" */
      text = g_strdup_printf (_("Depth %d · %s nodes"), ts_analysis_get_depth (self->analysis), nodes);
    }
  gtk_label_set_text (self->status_label, text);
}

static void
update_lines (TsAnalysisView *self)
{
  guint n = n_shown (self);

  for (guint i = 0; i < TS_ANALYSIS_DEFAULT_LINES; i++)
    {
      gtk_widget_set_visible (self->rows[i], i < n);
      if (i < n)
        {
          g_autofree char *score = ts_engine_text_score_for_mover (ts_analysis_get_line (self->analysis, i)->score);
          g_autofree char *line = ts_analysis_dup_line_text (self->analysis, i, LINE_MOVES_SHOWN);

          gtk_label_set_text (self->score_labels[i], score);
          gtk_label_set_text (self->line_labels[i], line);
          gtk_widget_set_tooltip_text (GTK_WIDGET (self->line_labels[i]), line);
        }
    }
  update_status (self);
}

void
ts_analysis_view_activate_line (TsAnalysisView *self, guint index)
{
  g_return_if_fail (TS_IS_ANALYSIS_VIEW (self));

  if (self->scene == NULL || index >= n_shown (self))
    return;
  ts_board_scene_set_hint_move (self->scene, &ts_analysis_get_line (self->analysis, index)->pv[0]);
}

static void
on_row_activated (TsAnalysisView *self, GtkListBoxRow *row)
{
  ts_analysis_view_activate_line (self, (guint) gtk_list_box_row_get_index (row));
}

void
ts_analysis_view_set_analysis (TsAnalysisView *self, TsAnalysis *analysis)
{
  g_return_if_fail (TS_IS_ANALYSIS_VIEW (self));

  if (!g_set_object (&self->analysis, analysis))
    return;
  g_signal_group_set_target (self->analysis_signals, analysis);
  update_lines (self);
}

void
ts_analysis_view_set_scene (TsAnalysisView *self, TsBoardScene *scene)
{
  g_return_if_fail (TS_IS_ANALYSIS_VIEW (self));
  g_set_object (&self->scene, scene);
}

guint
ts_analysis_view_get_n_shown (TsAnalysisView *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS_VIEW (self), 0);
  return n_shown (self);
}

char *
ts_analysis_view_dup_line_text (TsAnalysisView *self, guint index)
{
  g_return_val_if_fail (TS_IS_ANALYSIS_VIEW (self), NULL);
  g_return_val_if_fail (index < n_shown (self), NULL);
  return g_strdup_printf ("%s  %s", gtk_label_get_text (self->score_labels[index]),
                          gtk_label_get_text (self->line_labels[index]));
}

const char *
ts_analysis_view_get_status (TsAnalysisView *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS_VIEW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

/* ---- life cycle ---- */

static void
add_rows (TsAnalysisView *self)
{
  for (guint i = 0; i < TS_ANALYSIS_DEFAULT_LINES; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      GtkWidget *score = gtk_label_new (NULL);
      GtkWidget *line = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (score), 1);
      gtk_label_set_width_chars (GTK_LABEL (score), 7);
      gtk_widget_add_css_class (score, "ts-analysis-score");
      gtk_label_set_xalign (GTK_LABEL (line), 0);
      /* one line a row, so that the panel keeps its height as lines
       * lengthen; the whole line is in the tooltip */
      gtk_label_set_ellipsize (GTK_LABEL (line), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (line, TRUE);
      gtk_box_append (GTK_BOX (box), score);
      gtk_box_append (GTK_BOX (box), line);
      self->rows[i] = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->rows[i]), box);
      gtk_widget_add_css_class (self->rows[i], "ts-analysis-line");
      gtk_list_box_append (self->lines_list, self->rows[i]);
      self->score_labels[i] = GTK_LABEL (score);
      self->line_labels[i] = GTK_LABEL (line);
    }
}

static void
ts_analysis_view_dispose (GObject *object)
{
  TsAnalysisView *self = TS_ANALYSIS_VIEW (object);

  ts_analysis_view_set_analysis (self, NULL);
  ts_analysis_view_set_scene (self, NULL);
  g_clear_object (&self->analysis_signals);
  ts_ui_dispose_children (GTK_WIDGET (object), TS_TYPE_ANALYSIS_VIEW);
  G_OBJECT_CLASS (ts_analysis_view_parent_class)->dispose (object);
}

static void
ts_analysis_view_class_init (TsAnalysisViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_analysis_view_dispose;

  ts_ui_init ();
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-analysis-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsAnalysisView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsAnalysisView, lines_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-analysis-view");
}

static void
ts_analysis_view_init (TsAnalysisView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->analysis_signals = g_signal_group_new (TS_TYPE_ANALYSIS);
  g_signal_group_connect_swapped (self->analysis_signals, "lines-changed", G_CALLBACK (update_lines), self);
  g_signal_group_connect_swapped (self->analysis_signals, "nodes-changed", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::searching", G_CALLBACK (update_status), self);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::enabled", G_CALLBACK (update_status), self);
  add_rows (self);
  update_lines (self);
}

