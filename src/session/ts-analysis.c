/* ts-analysis.c — see ts-analysis.h.
 *
 * One TsEngineWorker of its own, so that analysis never waits on the
 * computer player's searches; each search gets a GCancellable, and a
 * cancelled search's late progress or result is dropped (the worker
 * drops progress of a cancelled search itself).
 */
#include "ts-analysis.h"
#include "ts-analysis-private.h"

#include <string.h>

#include "ts-engine-text.h"
#include "ts-engine-worker.h"

struct _TsAnalysis {
  GObject parent_instance;

  TsEngineWorker *worker;
  TsBoardScene *scene;
  GSignalGroup *scene_signals;
  gboolean enabled;
  guint n_wanted;

  guint start_source;          /* the search starts when idle */
  GCancellable *cancellable;   /* while a search runs */
  guint n_searches;

  TsPosition *pos;             /* analysed; NULL: nothing */
  guint ply;
  TsSearchInfo info;           /* the last iteration's; no lines before it */
};

G_DEFINE_FINAL_TYPE (TsAnalysis, ts_analysis, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENABLED,
  PROP_SEARCHING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_LINES_CHANGED,
  SIGNAL_NODES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the search ---- */

static void
set_searching (TsAnalysis *self, GCancellable *cancellable)
{
  gboolean was = self->cancellable != NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_set_object (&self->cancellable, cancellable);
  if (was != (cancellable != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEARCHING]);
}

/* Forgets the position and its lines. */
static void
clear_lines (TsAnalysis *self)
{
  gboolean had = self->pos != NULL || self->info.n_lines > 0;

  g_clear_pointer (&self->pos, ts_position_free);
  memset (&self->info, 0, sizeof self->info);
  if (had)
    g_signal_emit (self, signals[SIGNAL_LINES_CHANGED], 0);
}

static void
on_progress (TsEngineWorker *worker, const TsSearchInfo *info, TsAnalysis *self)
{
  /* the worker drops progress of cancelled searches: this is the live one */
  if (self->cancellable == NULL)
    return;
  self->info = *info;
  g_signal_emit (self, signals[SIGNAL_LINES_CHANGED], 0);
}

/* Within an iteration: the count goes on, the lines stay. */
static void
on_nodes_searched (TsEngineWorker *worker, const TsSearchInfo *info, TsAnalysis *self)
{
  if (self->cancellable == NULL)
    return;
  self->info.nodes = info->nodes;
  g_signal_emit (self, signals[SIGNAL_NODES_CHANGED], 0);
}

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GCancellable) cancellable = user_data;
  g_autoptr (GError) error = NULL;
  TsAnalysis *self;
  TsMove best;

  ts_engine_worker_search_finish (TS_ENGINE_WORKER (source), result, &best, &error);
  if (g_cancellable_is_cancelled (cancellable))
    return;
  /* ended by itself (a forced result found, the deepest depth, no move):
   * the lines stay */
  self = g_object_get_data (G_OBJECT (cancellable), "analysis");
  set_searching (self, NULL);
}

/* Whether the position shown is the computer's to think about. */
static gboolean
computer_has_engine (TsAnalysis *self)
{
  TsGame *game = ts_board_scene_get_game (self->scene);

  return game != NULL && ts_board_scene_get_browse_ply (self->scene) < 0 && ts_game_computer_to_move (game);
}

static gboolean
start_search (gpointer user_data)
{
  TsAnalysis *self = user_data;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  TsSearchLimits limits = { .multipv = self->n_wanted };

  self->start_source = 0;
  if (!self->enabled || self->scene == NULL || computer_has_engine (self))
    return G_SOURCE_REMOVE;

  self->pos = ts_position_copy (ts_board_scene_get_position (self->scene));
  self->ply = ts_board_scene_get_shown_ply (self->scene);
  g_signal_emit (self, signals[SIGNAL_LINES_CHANGED], 0);
  /* the callback may come after the analysis is gone: it holds only the
   * cancellable, cancelled at disposal */
  g_object_set_data (G_OBJECT (cancellable), "analysis", self);
  set_searching (self, cancellable);
  self->n_searches++;
  ts_engine_worker_search_async (self->worker, self->pos, &limits, cancellable, on_search_done,
                                 g_object_ref (cancellable));
  return G_SOURCE_REMOVE;
}

/* Stops the search of the old position at once; the new one starts when
 * the changes are over. */
static void
restart (TsAnalysis *self)
{
  set_searching (self, NULL);
  /* the old lines are about another position */
  clear_lines (self);
  if (self->start_source == 0)
    /* at the default priority: a window busy redrawing (the evaluation
     * graph filling in) would starve a lower one */
    self->start_source = g_idle_add_full (G_PRIORITY_DEFAULT, start_search, self, NULL);
}

static void
stop (TsAnalysis *self)
{
  g_clear_handle_id (&self->start_source, g_source_remove);
  set_searching (self, NULL);
  clear_lines (self);
}

/* ---- the scene ---- */

void
ts_analysis_set_scene (TsAnalysis *self, TsBoardScene *scene)
{
  g_return_if_fail (TS_IS_ANALYSIS (self));

  if (!g_set_object (&self->scene, scene))
    return;
  g_signal_group_set_target (self->scene_signals, scene);
  if (self->enabled)
    restart (self);
}

void
ts_analysis_set_enabled (TsAnalysis *self, gboolean enabled)
{
  g_return_if_fail (TS_IS_ANALYSIS (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  if (enabled)
    restart (self);
  else
    stop (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
ts_analysis_get_enabled (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), FALSE);
  return self->enabled;
}

gboolean
ts_analysis_get_searching (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), FALSE);
  return self->cancellable != NULL;
}

/* ---- the lines ---- */

const TsPosition *
ts_analysis_get_position (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), NULL);
  return self->pos;
}

guint
ts_analysis_get_ply (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), 0);
  return self->ply;
}

int
ts_analysis_get_depth (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), 0);
  return self->info.depth;
}

guint64
ts_analysis_get_nodes (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), 0);
  return self->info.nodes;
}

guint
ts_analysis_get_n_lines (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), 0);
  return self->info.n_lines;
}

const TsSearchLine *
ts_analysis_get_line (TsAnalysis *self, guint index)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->info.n_lines, NULL);
  return &self->info.lines[index];
}

char *
ts_analysis_dup_line_text (TsAnalysis *self, guint index, guint max_moves)
{
  const TsSearchLine *line = ts_analysis_get_line (self, index);

  g_return_val_if_fail (line != NULL, NULL);
  return ts_engine_text_line (self->pos, line->pv, line->n_pv, max_moves);
}

guint
ts_analysis_get_n_searches (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), 0);
  return self->n_searches;
}

guint
ts_analysis_get_n_running (TsAnalysis *self)
{
  g_return_val_if_fail (TS_IS_ANALYSIS (self), 0);
  return ts_engine_worker_get_n_running (self->worker);
}

/* ---- life cycle ---- */

static void
ts_analysis_dispose (GObject *object)
{
  TsAnalysis *self = TS_ANALYSIS (object);

  g_clear_handle_id (&self->start_source, g_source_remove);
  if (self->cancellable != NULL)
    g_object_set_data (G_OBJECT (self->cancellable), "analysis", NULL);
  set_searching (self, NULL);
  g_clear_object (&self->scene_signals);
  g_clear_object (&self->scene);
  g_clear_object (&self->worker);
  G_OBJECT_CLASS (ts_analysis_parent_class)->dispose (object);
}

static void
ts_analysis_finalize (GObject *object)
{
  TsAnalysis *self = TS_ANALYSIS (object);

  g_clear_pointer (&self->pos, ts_position_free);
  G_OBJECT_CLASS (ts_analysis_parent_class)->finalize (object);
}

static void
ts_analysis_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsAnalysis *self = TS_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_ENABLED: g_value_set_boolean (value, self->enabled); break;
    case PROP_SEARCHING: g_value_set_boolean (value, ts_analysis_get_searching (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_analysis_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ENABLED: ts_analysis_set_enabled (TS_ANALYSIS (object), g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_analysis_class_init (TsAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_analysis_dispose;
  object_class->finalize = ts_analysis_finalize;
  object_class->get_property = ts_analysis_get_property;
  object_class->set_property = ts_analysis_set_property;

  properties[PROP_ENABLED] = g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEARCHING] = g_param_spec_boolean ("searching", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsAnalysis::lines-changed:
   *
   * The position analysed or its lines changed (new figures, or none yet).
   */
  signals[SIGNAL_LINES_CHANGED] = g_signal_new ("lines-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TsAnalysis::nodes-changed:
   *
   * The search counted more nodes within an iteration (about twice a
   * second); the lines are unchanged.
   */
  signals[SIGNAL_NODES_CHANGED] = g_signal_new ("nodes-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_analysis_init (TsAnalysis *self)
{
  self->worker = ts_engine_worker_new ();
  self->n_wanted = TS_ANALYSIS_DEFAULT_LINES;
  /* a search's late progress reaches a disposed analysis no more */
  g_signal_connect_object (self->worker, "progress", G_CALLBACK (on_progress), self, 0);
  g_signal_connect_object (self->worker, "nodes-searched", G_CALLBACK (on_nodes_searched), self, 0);
  self->scene_signals = g_signal_group_new (TS_TYPE_BOARD_SCENE);
  g_signal_group_connect_swapped (self->scene_signals, "position-changed", G_CALLBACK (restart), self);
}

TsAnalysis *
ts_analysis_new (void)
{
  return g_object_new (TS_TYPE_ANALYSIS, NULL);
}
