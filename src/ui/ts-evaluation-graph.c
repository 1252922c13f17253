/* ts-evaluation-graph.c — see ts-evaluation-graph.h.
 *
 * Drawn with Cairo through GtkSnapshot: Black's side of the zero line
 * filled light, White's dark (the colours of the pieces' sides), the
 * curve over the points that have a score (a gap where one is missing),
 * and a vertical mark at the position shown.  Points are spread evenly
 * over the width, whatever the length of the game.
 */
#include "ts-evaluation-graph.h"

#include "ts-move-number.h"

#include <glib/gi18n.h>

#include <math.h>

#include "ts-engine-text.h"

#define PAD 4.0  /* room for the curve's width and the mark at the edges */

struct _TsEvaluationGraph {
  GtkWidget parent_instance;

  TsGameEvaluation *evaluation;
  GSignalGroup *evaluation_signals;
  guint shown_ply;
};

G_DEFINE_FINAL_TYPE (TsEvaluationGraph, ts_evaluation_graph, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- geometry ---- */

static guint
n_points (TsEvaluationGraph *self)
{
  return self->evaluation != NULL ? ts_game_evaluation_get_n_points (self->evaluation) : 1;
}

/* The horizontal step between neighbouring points. */
static double
step (TsEvaluationGraph *self)
{
  guint n = n_points (self);
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD;

  return n > 1 ? width / (n - 1) : 0;
}

double
ts_evaluation_graph_x_of (TsEvaluationGraph *self, guint ply)
{
  g_return_val_if_fail (TS_IS_EVALUATION_GRAPH (self), 0);
  return PAD + ply * step (self);
}

guint
ts_evaluation_graph_ply_at (TsEvaluationGraph *self, double x)
{
  double s;

  g_return_val_if_fail (TS_IS_EVALUATION_GRAPH (self), 0);
  s = step (self);
  if (s <= 0)
    return 0;
  return (guint) CLAMP (round ((x - PAD) / s), 0, n_points (self) - 1);
}

/* A score as a height between -1 (White far ahead, the bottom) and +1
 * (Black, the top): clamped (mates are the edges), then squashed so
 * that small leads stay visible beside the swings of a wild game. */
static double
level (int black_score)
{
  double s = CLAMP (black_score, -TS_EVALUATION_GRAPH_CLAMP, TS_EVALUATION_GRAPH_CLAMP);

  return s / (ABS (s) + TS_EVALUATION_GRAPH_HALF) * (TS_EVALUATION_GRAPH_CLAMP + TS_EVALUATION_GRAPH_HALF)
         / TS_EVALUATION_GRAPH_CLAMP;
}

/* ---- drawing ---- */

static void
draw_curve (TsEvaluationGraph *self, cairo_t *cr, double mid, double half)
{
  guint n = n_points (self);
  gboolean open = FALSE;
  double first_x = 0;

  /* each run of scored points: filled to the zero line, then stroked */
  for (guint ply = 0; ply <= n; ply++)
    {
      int score;
      gboolean scored = ply < n && ts_game_evaluation_get_score (self->evaluation, ply, &score);
      double x = ts_evaluation_graph_x_of (self, ply);

      if (scored)
        {
          double y = mid - level (score) * half;

          if (!open)
            {
              cairo_move_to (cr, x, mid);
              first_x = x;
              open = TRUE;
            }
          cairo_line_to (cr, x, y);
          continue;
        }
      if (!open)
        continue;
      open = FALSE;
      cairo_line_to (cr, ts_evaluation_graph_x_of (self, ply - 1), mid);
      cairo_line_to (cr, first_x, mid);
      cairo_close_path (cr);
    }
  cairo_set_source_rgba (cr, 0.25, 0.45, 0.75, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.4, 0.7);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
ts_evaluation_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TsEvaluationGraph *self = TS_EVALUATION_GRAPH (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double mid = height / 2, half = height / 2 - PAD;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, (float) width, (float) height);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  /* Black's half light, White's dark: the sides' colours */
  cairo_set_source_rgb (cr, 0.96, 0.94, 0.90);
  cairo_rectangle (cr, 0, 0, width, mid);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.30, 0.28, 0.27);
  cairo_rectangle (cr, 0, mid, width, height - mid);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, mid + 0.5);
  cairo_line_to (cr, width, mid + 0.5);
  cairo_stroke (cr);

  if (self->evaluation != NULL)
    draw_curve (self, cr, mid, half);

  /* the position on the board */
  if (self->shown_ply < n_points (self))
    {
      double x = round (ts_evaluation_graph_x_of (self, self->shown_ply)) + 0.5;

      cairo_set_source_rgb (cr, 0.85, 0.35, 0.15);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

/* ---- input ---- */

void
ts_evaluation_graph_click_at (TsEvaluationGraph *self, double x)
{
  g_return_if_fail (TS_IS_EVALUATION_GRAPH (self));

  if (self->evaluation == NULL)
    return;
  g_signal_emit (self, signals[SIGNAL_PLY_ACTIVATED], 0, ts_evaluation_graph_ply_at (self, x));
}

static void
on_click (GtkGestureClick *gesture, int n_press, double x, double y, TsEvaluationGraph *self)
{
  ts_evaluation_graph_click_at (self, x);
}

char *
ts_evaluation_graph_describe_point (TsEvaluationGraph *self, guint ply)
{
  g_autofree char *text = NULL;
  g_autofree char *number = NULL;
  int score;

  g_return_val_if_fail (TS_IS_EVALUATION_GRAPH (self), NULL);
  if (self->evaluation == NULL || !ts_game_evaluation_get_score (self->evaluation, ply, &score))
    return NULL;
  text = ts_engine_text_score (score, TS_BLACK);
  if (ply == 0)
    /* TRANSLATORS: the evaluation graph's first point: the score ("Black +0.35") */
    return g_strdup_printf (_("At the start: %s"), text);
  number = ts_game_move_number (ts_game_evaluation_get_game (self->evaluation), ply - 1, NULL);
  /* TRANSLATORS: the evaluation graph's point: the move's number as in
   * the record ("276", "276…" for White's), then the score ("Black +0.35") */
  return g_strdup_printf (_("After move %s: %s"), number, text);
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  TsEvaluationGraph *self = TS_EVALUATION_GRAPH (widget);
  g_autofree char *tip = ts_evaluation_graph_describe_point (self, ts_evaluation_graph_ply_at (self, x));

  if (tip == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, tip);
  return TRUE;
}

/* ---- the model ---- */

static void
redraw (TsEvaluationGraph *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_evaluation_graph_set_evaluation (TsEvaluationGraph *self, TsGameEvaluation *evaluation)
{
  g_return_if_fail (TS_IS_EVALUATION_GRAPH (self));

  if (!g_set_object (&self->evaluation, evaluation))
    return;
  g_signal_group_set_target (self->evaluation_signals, evaluation);
  redraw (self);
}

void
ts_evaluation_graph_set_shown_ply (TsEvaluationGraph *self, guint ply)
{
  g_return_if_fail (TS_IS_EVALUATION_GRAPH (self));

  if (self->shown_ply == ply)
    return;
  self->shown_ply = ply;
  redraw (self);
}

/* ---- life cycle ---- */

static void
ts_evaluation_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                             int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 60 : 48;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 96;
}

static void
ts_evaluation_graph_dispose (GObject *object)
{
  ts_evaluation_graph_set_evaluation (TS_EVALUATION_GRAPH (object), NULL);
  g_clear_object (&TS_EVALUATION_GRAPH (object)->evaluation_signals);
  G_OBJECT_CLASS (ts_evaluation_graph_parent_class)->dispose (object);
}

static void
ts_evaluation_graph_class_init (TsEvaluationGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_evaluation_graph_dispose;
  widget_class->snapshot = ts_evaluation_graph_snapshot;
  widget_class->measure = ts_evaluation_graph_measure;

  /**
   * TsEvaluationGraph::ply-activated:
   * @ply: the clicked point's ply
   */
  signals[SIGNAL_PLY_ACTIVATED] = g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_css_name (widget_class, "ts-evaluation-graph");
}

static void
ts_evaluation_graph_init (TsEvaluationGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->evaluation_signals = g_signal_group_new (TS_TYPE_GAME_EVALUATION);
  g_signal_group_connect_swapped (self->evaluation_signals, "score-added", G_CALLBACK (redraw), self);
  g_signal_group_connect_swapped (self->evaluation_signals, "points-changed", G_CALLBACK (redraw), self);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}

