/* ts-engine-worker.c — the glue between the synchronous search and the
 * main loop: a thread of its own per search, at a lower priority than
 * the caller's, a stop flag raised by the GCancellable, progress handed
 * back through the caller's main context.
 */
#include "ts-engine-worker.h"

#include <errno.h>
#include <sys/resource.h>
#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif

#define WORKER_TT_MEGABYTES 64
/* A search started while another is still running gets a table of its
 * own, smaller, rather than sharing one between two threads. */
#define SPARE_TT_MEGABYTES 8

struct _TsEngineWorker {
  GObject parent_instance;
  TsSearch *search;
  gint search_busy;  /* atomic: `search` is in use by a thread */
  gint threads;      /* atomic: search threads for the searches to come */
  gint n_running;    /* atomic: searches in their threads */
};

G_DEFINE_FINAL_TYPE (TsEngineWorker, ts_engine_worker, G_TYPE_OBJECT)

G_DEFINE_QUARK (ts-engine-worker-error-quark, ts_engine_worker_error)

enum {
  SIGNAL_PROGRESS,
  SIGNAL_NODES_SEARCHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What a search delivers: its move and final figures. */
typedef struct {
  TsMove best;
  TsSearchInfo info;
} Outcome;

/* What one search needs in its thread. */
typedef struct {
  TsPosition *pos;
  TsSearchLimits limits;
  gint stop;             /* atomic, raised on cancellation */
  GMainContext *context; /* where "progress" is emitted */
  GCancellable *cancellable;
  TsEngineWorker *worker;
} SearchData;

static void
search_data_free (SearchData *data)
{
  ts_position_free (data->pos);
  g_main_context_unref (data->context);
  g_clear_object (&data->cancellable);
  g_object_unref (data->worker);
  g_free (data);
}

/* One iteration's figures and best line, on their way to the main
 * context. */
typedef struct {
  TsEngineWorker *worker;
  GCancellable *cancellable;
  TsSearchInfo info;
} Progress;

static void
progress_free (Progress *p)
{
  g_object_unref (p->worker);
  g_clear_object (&p->cancellable);
  g_free (p);
}

static gboolean
emit_progress (gpointer user_data)
{
  Progress *p = user_data;

  /* figures of a search the caller gave up on are of no interest */
  if (p->cancellable == NULL || !g_cancellable_is_cancelled (p->cancellable))
    g_signal_emit (p->worker, signals[p->info.partial ? SIGNAL_NODES_SEARCHED : SIGNAL_PROGRESS], 0, &p->info);
  return G_SOURCE_REMOVE;
}

/* Called in the search thread after each iteration, and within a long
 * one. */
static void
on_iteration (const TsSearchInfo *info, gpointer user_data)
{
  SearchData *data = user_data;
  Progress *p = g_new0 (Progress, 1);
  g_autoptr (GSource) source = NULL;

  p->worker = g_object_ref (data->worker);
  p->cancellable = data->cancellable != NULL ? g_object_ref (data->cancellable) : NULL;
  p->info = *info;

  /* an idle source, not g_main_context_invoke(): that would run the
   * handler right here when no one has acquired the context yet */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, emit_progress, p, (GDestroyNotify) progress_free);
  g_source_set_static_name (source, "[tai-shogi] engine progress");
  g_source_attach (source, data->context);
}

static void
on_cancelled (GCancellable *cancellable, gpointer user_data)
{
  SearchData *data = user_data;

  g_atomic_int_set (&data->stop, 1);
}

/* The worker's own search (and its table) when free, else a spare. */
static TsSearch *
claim_search (TsEngineWorker *self, gboolean *own)
{
  *own = g_atomic_int_compare_and_exchange (&self->search_busy, 0, 1);
  return *own ? self->search : ts_search_new (SPARE_TT_MEGABYTES);
}

static void
release_search (TsEngineWorker *self, TsSearch *search, gboolean own)
{
  if (own)
    g_atomic_int_set (&self->search_busy, 0);
  else
    ts_search_free (search);
}

/* Makes the calling thread, and the threads it starts from now on, give
 * way to the others of the machine: the interface first of all, which
 * must answer a pointer within a frame or two while every core
 * searches.  Nice, not SCHED_IDLE: an idle-class search would stand
 * still whenever anything else runs (a build, another test), and a
 * timed search then plays whatever its first iteration found. */
static void
lower_thread_priority (void)
{
#ifdef __linux__
  /* a thread's own nice value is its task's; the search's helper
   * threads, started from this one, inherit it */
  id_t tid = (id_t) syscall (SYS_gettid);
  int now;

  errno = 0;
  now = getpriority (PRIO_PROCESS, tid);
  /* already lower than that (the whole program run with nice): kept */
  if (errno == 0 && now < TS_ENGINE_WORKER_NICE)
    setpriority (PRIO_PROCESS, tid, TS_ENGINE_WORKER_NICE);
#endif
}

static void
search_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  TsEngineWorker *self = source_object;
  SearchData *data = task_data;
  gulong handler = 0;
  gboolean own, found;
  TsSearch *search;
  g_autofree Outcome *outcome = g_new0 (Outcome, 1);

  /* runs on_cancelled at once if the cancellable already is */
  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), data, NULL);
  g_atomic_int_inc (&self->n_running);
  search = claim_search (self, &own);
  ts_search_set_threads (search, (guint) g_atomic_int_get (&self->threads));
  found = ts_search_run (search, data->pos, &data->limits, &data->stop, on_iteration, data, &outcome->best,
                         &outcome->info);
  release_search (self, search, own);
  g_cancellable_disconnect (cancellable, handler);
  g_atomic_int_dec_and_test (&self->n_running);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (!found)
    {
      g_task_return_new_error (task, TS_ENGINE_WORKER_ERROR, TS_ENGINE_WORKER_ERROR_NO_MOVE,
                               "The side to move has no legal move left.");
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&outcome), g_free);
}

/* The thread of one search.  Not one of GTask's pool: a lowered
 * priority cannot be raised again without privileges, and a pool
 * thread goes on to run the program's file reads and writes. */
static gpointer
search_thread_main (gpointer data)
{
  g_autoptr (GTask) task = data;

  lower_thread_priority ();
  search_thread (task, g_task_get_source_object (task), g_task_get_task_data (task), g_task_get_cancellable (task));
  return NULL;
}

void
ts_engine_worker_search_async (TsEngineWorker *self, const TsPosition *pos,
                               const TsSearchLimits *limits, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (pos != NULL);
  /* the search moves pieces on its position: its own copy */
  ts_engine_worker_search_take_async (self, ts_position_copy (pos), limits, cancellable, callback, user_data);
}

void
ts_engine_worker_search_take_async (TsEngineWorker *self, TsPosition *pos,
                                    const TsSearchLimits *limits, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  SearchData *data;

  g_return_if_fail (TS_IS_ENGINE_WORKER (self));
  g_return_if_fail (pos != NULL);

  data = g_new0 (SearchData, 1);
  data->pos = pos;
  if (limits != NULL)
    data->limits = *limits;
  data->context = g_main_context_ref_thread_default ();
  data->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  data->worker = g_object_ref (self);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ts_engine_worker_search_async);
  g_task_set_task_data (task, data, (GDestroyNotify) search_data_free);
  g_thread_unref (g_thread_new ("ts-search", search_thread_main, g_steal_pointer (&task)));
}

gboolean
ts_engine_worker_search_finish_info (TsEngineWorker *self, GAsyncResult *result, TsMove *move,
                                     TsSearchInfo *info, GError **error)
{
  g_autofree Outcome *outcome = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  outcome = g_task_propagate_pointer (G_TASK (result), error);
  if (outcome == NULL)
    return FALSE;
  *move = outcome->best;
  if (info != NULL)
    *info = outcome->info;
  return TRUE;
}

gboolean
ts_engine_worker_search_finish (TsEngineWorker *self, GAsyncResult *result, TsMove *move, GError **error)
{
  return ts_engine_worker_search_finish_info (self, result, move, NULL, error);
}

guint
ts_engine_worker_get_n_running (TsEngineWorker *self)
{
  g_return_val_if_fail (TS_IS_ENGINE_WORKER (self), 0);
  return (guint) g_atomic_int_get (&self->n_running);
}

void
ts_engine_worker_clear (TsEngineWorker *self)
{
  g_return_if_fail (TS_IS_ENGINE_WORKER (self));

  /* a search in flight keeps its table; the next one starts afresh anyway
   * from what it finds */
  if (g_atomic_int_compare_and_exchange (&self->search_busy, 0, 1))
    {
      ts_search_clear (self->search);
      g_atomic_int_set (&self->search_busy, 0);
    }
}

static void
ts_engine_worker_finalize (GObject *object)
{
  TsEngineWorker *self = TS_ENGINE_WORKER (object);

  /* every task holds a reference: no search can be running now */
  ts_search_free (self->search);
  G_OBJECT_CLASS (ts_engine_worker_parent_class)->finalize (object);
}

static void
ts_engine_worker_class_init (TsEngineWorkerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ts_engine_worker_finalize;

  /**
   * TsEngineWorker::progress:
   * @info: (type gpointer): the completed iteration's `const TsSearchInfo *`
   *   — depth, score for the side to move (see TS_SCORE_MATE), nodes,
   *   speed and the best line as moves — valid during the emission
   */
  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * TsEngineWorker::nodes-searched:
   * @info: (type gpointer): a `const TsSearchInfo *` from within an
   *   iteration: the nodes, speed and time so far; depth and line those
   *   of the last completed iteration (the best move may be newer)
   *
   * Emitted about every TS_SEARCH_REPORT_INTERVAL_MS while an iteration
   * goes on, so that a long one can be shown to be going on.
   */
  signals[SIGNAL_NODES_SEARCHED] =
    g_signal_new ("nodes-searched", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ts_engine_worker_init (TsEngineWorker *self)
{
  self->search = ts_search_new (WORKER_TT_MEGABYTES);
  self->threads = 1;
}

void
ts_engine_worker_set_threads (TsEngineWorker *self, guint n_threads)
{
  g_return_if_fail (TS_IS_ENGINE_WORKER (self));

  g_atomic_int_set (&self->threads, (gint) CLAMP (n_threads, 1, TS_SEARCH_MAX_THREADS));
}

TsEngineWorker *
ts_engine_worker_new (void)
{
  return g_object_new (TS_TYPE_ENGINE_WORKER, NULL);
}

TsEngineWorker *
ts_engine_worker_new_sized (gsize tt_megabytes)
{
  TsEngineWorker *self = g_object_new (TS_TYPE_ENGINE_WORKER, NULL);

  /* the default table, never touched yet, is replaced */
  ts_search_set_hash_size (self->search, MAX (tt_megabytes, 1));
  return self;
}
