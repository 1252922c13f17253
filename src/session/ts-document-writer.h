/* ts-document-writer.h — a document's writes, one at a time and in order,
 * off the main thread.
 *
 * A writer is a thread that runs jobs in the order they were pushed; the
 * job itself (what to write, where) is its owner's.  A finished job is
 * handed back to the owner on the thread that made the writer, in the
 * same order, so that whatever state a write changes changes there.
 * While a job is out the application is held, so that it does not end
 * before the job is on disk; ts_document_writer_wait() is for a window
 * that closes.
 *
 * GLib only: what a job does is up to `run`, which must touch nothing
 * the main thread uses (its text is made before it is pushed).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _TsDocumentWriter TsDocumentWriter;

typedef struct {
  /* The file work, on the writer's thread. */
  void (*run) (gpointer job);
  /* A finished job back on the main thread, in the order pushed: the
   * state it changes changes here.  May run inside
   * ts_document_writer_wait(). */
  void (*take_in) (gpointer owner, gpointer job);
  /* For a job pushed with a task: tells the caller, from the main loop
   * after take_in, never from inside a call that waited. */
  void (*return_task) (gpointer job, GTask *task);
  GDestroyNotify free;
} TsDocumentWriterJobs;

/* A writer for `owner`'s jobs, handled by `jobs` (static).  The owner is
 * not referenced: it frees the writer, after waiting for it. */
TsDocumentWriter *ts_document_writer_new (GObject *owner, const TsDocumentWriterJobs *jobs);
/* Every job must be taken in first (ts_document_writer_wait()). */
void ts_document_writer_free (TsDocumentWriter *self);

/* Writes `job` after the jobs before it; the writer takes `job`, and
 * `task` (may be NULL), which is returned through `return_task` once the
 * job is taken in. */
void ts_document_writer_push (TsDocumentWriter *self, gpointer job, GTask *task);
/* Waits until every job pushed is on disk (or has failed) and takes
 * them in, with those that taking one in pushed: then no job is out,
 * and the caller may touch the files the jobs write. */
void ts_document_writer_wait (TsDocumentWriter *self);
/* Whether a job pushed has not been taken in yet. */
gboolean ts_document_writer_is_busy (TsDocumentWriter *self);

G_END_DECLS
