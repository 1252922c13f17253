/* ts-document-writer.c — see ts-document-writer.h.
 *
 * The thread is a GThreadPool of one, which runs its jobs in the order
 * pushed.  Each job pushed is also queued here, oldest first: the main
 * thread takes the finished ones in from the head of that queue, so
 * that they are taken in in order even when one is noticed late. */
#include "ts-document-writer.h"

struct _TsDocumentWriter {
  GObject *owner;            /* not a reference: the owner frees the writer */
  const TsDocumentWriterJobs *jobs;
  GThreadPool *thread;
  GMainContext *context;     /* where finished jobs are taken in */
  GMutex lock;               /* for `n_unfinished` and the entries' `done` */
  GCond finished;
  guint n_unfinished;        /* jobs pushed, not yet on disk */
  GQueue queue;              /* entries pushed, not yet taken in, oldest first */
};

/* A job on its way through the writer. */
typedef struct {
  const TsDocumentWriterJobs *jobs;
  gpointer job;
  GTask *task;
  GApplication *held;
  gboolean done;             /* under the writer's lock */
} Entry;

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  if (entry->held != NULL)
    g_application_release (entry->held);
  g_clear_object (&entry->held);
  entry->jobs->free (entry->job);
  g_clear_object (&entry->task);
  g_free (entry);
}

/* Runs `func` from `context`'s loop, whichever thread adds it. */
static void
add_idle (GMainContext *context, GSourceFunc func, gpointer data, GDestroyNotify destroy)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, destroy);
  g_source_attach (source, context);
  g_source_unref (source);
}

/* ---- taking finished jobs in, on the main thread ---- */

static gboolean
return_task_cb (gpointer data)
{
  Entry *entry = data;

  entry->jobs->return_task (entry->job, entry->task);
  return G_SOURCE_REMOVE;
}

static void
take_in (TsDocumentWriter *self, Entry *entry)
{
  self->jobs->take_in (self->owner, entry->job);
  if (entry->task == NULL)
    {
      entry_free (entry);
      return;
    }
  /* the caller hears of it from the main loop, never from inside a
   * call that waited for the writer (a window closing) */
  add_idle (self->context, return_task_cb, entry, entry_free);
}

static gboolean
is_done (TsDocumentWriter *self, Entry *entry)
{
  gboolean done;

  g_mutex_lock (&self->lock);
  done = entry->done;
  g_mutex_unlock (&self->lock);
  return done;
}

/* Takes in the finished jobs, oldest first, up to the first unfinished. */
static void
take_in_finished (TsDocumentWriter *self)
{
  Entry *entry;

  while ((entry = g_queue_peek_head (&self->queue)) != NULL && is_done (self, entry))
    take_in (self, g_queue_pop_head (&self->queue));
}

/* A finished job's way back to the main thread.  The writer lives as
 * long as its owner: the owner, held weakly, says whether it still
 * does. */
typedef struct {
  GWeakRef owner;
  TsDocumentWriter *writer;
  GMainContext *context;
} TakeIn;

static void
take_in_free (gpointer data)
{
  TakeIn *take = data;

  g_weak_ref_clear (&take->owner);
  g_main_context_unref (take->context);
  g_free (take);
}

static gboolean
take_in_cb (gpointer data)
{
  TakeIn *take = data;
  g_autoptr (GObject) owner = g_weak_ref_get (&take->owner);

  if (owner != NULL)
    take_in_finished (take->writer);
  return G_SOURCE_REMOVE;
}

/* ---- the thread ---- */

static void
run_entry (gpointer data, gpointer user_data)
{
  Entry *entry = data;
  TsDocumentWriter *self = user_data;
  TakeIn *take = g_new0 (TakeIn, 1);

  g_weak_ref_init (&take->owner, self->owner);
  take->writer = self;
  take->context = g_main_context_ref (self->context);
  entry->jobs->run (entry->job);
  g_mutex_lock (&self->lock);
  entry->done = TRUE;
  self->n_unfinished--;
  g_cond_broadcast (&self->finished);
  g_mutex_unlock (&self->lock);
  /* neither the entry nor the writer may be touched from here on: an
   * owner waiting for the line above may go on and free them.  A
   * source, not g_main_context_invoke(), which would run it on this
   * thread while no thread holds the context. */
  add_idle (take->context, take_in_cb, take, take_in_free);
}

/* ---- the writer ---- */

TsDocumentWriter *
ts_document_writer_new (GObject *owner, const TsDocumentWriterJobs *jobs)
{
  TsDocumentWriter *self = g_new0 (TsDocumentWriter, 1);

  self->owner = owner;
  self->jobs = jobs;
  self->context = g_main_context_ref_thread_default ();
  g_mutex_init (&self->lock);
  g_cond_init (&self->finished);
  g_queue_init (&self->queue);
  self->thread = g_thread_pool_new (run_entry, self, 1, FALSE, NULL);
  return self;
}

void
ts_document_writer_free (TsDocumentWriter *self)
{
  g_return_if_fail (g_queue_is_empty (&self->queue));
  g_thread_pool_free (self->thread, FALSE, TRUE);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->finished);
  g_free (self);
}

void
ts_document_writer_push (TsDocumentWriter *self, gpointer job, GTask *task)
{
  Entry *entry = g_new0 (Entry, 1);
  GApplication *app = g_application_get_default ();

  entry->jobs = self->jobs;
  entry->job = job;
  entry->task = task;
  if (app != NULL)
    {
      entry->held = g_object_ref (app);
      g_application_hold (app);
    }
  g_mutex_lock (&self->lock);
  self->n_unfinished++;
  g_mutex_unlock (&self->lock);
  g_queue_push_tail (&self->queue, entry);
  g_thread_pool_push (self->thread, entry, NULL);
}

static void
wait_for_unfinished (TsDocumentWriter *self)
{
  g_mutex_lock (&self->lock);
  while (self->n_unfinished > 0)
    g_cond_wait (&self->finished, &self->lock);
  g_mutex_unlock (&self->lock);
}

void
ts_document_writer_wait (TsDocumentWriter *self)
{
  /* taking a job in may push another (a record written is autosaved):
   * that one too is waited for, or it would write beside a caller that
   * goes on to touch the same files */
  do
    {
      wait_for_unfinished (self);
      take_in_finished (self);
    }
  while (!g_queue_is_empty (&self->queue));
}

gboolean
ts_document_writer_is_busy (TsDocumentWriter *self)
{
  return !g_queue_is_empty (&self->queue);
}
