/* ts-engine-worker.h — runs the engine's search in a thread.
 *
 * The worker searches a copy of the position in a thread of its own
 * (and its helpers), at nice TS_ENGINE_WORKER_NICE on Linux, so that the
 * interface's thread comes first on a busy machine; it emits
 * "progress" on the main context of the caller after each iteration
 * ("nodes-searched" within a long one), and delivers the best move
 * through the async result.  Cancelling the GCancellable stops the
 * search at once: the callback follows within milliseconds, with
 * G_IO_ERROR_CANCELLED.  No widgets here.
 */
#pragma once

#include <gio/gio.h>

#include "ts-movegen.h"
#include "ts-search.h"

G_BEGIN_DECLS

#define TS_ENGINE_WORKER_ERROR (ts_engine_worker_error_quark ())
GQuark ts_engine_worker_error_quark (void);

typedef enum {
  TS_ENGINE_WORKER_ERROR_NO_MOVE,  /* the side to move has no legal move: it has lost */
} TsEngineWorkerError;

/* The nice value of every search thread (unless the program's own is
 * higher): a tenth of a core's time or less beside a busy thread of
 * nice 0 on the same core. */
#define TS_ENGINE_WORKER_NICE 10

#define TS_TYPE_ENGINE_WORKER (ts_engine_worker_get_type ())
G_DECLARE_FINAL_TYPE (TsEngineWorker, ts_engine_worker, TS, ENGINE_WORKER, GObject)

TsEngineWorker *ts_engine_worker_new (void);
/* With a transposition table of about `tt_megabytes` (the default: 64). */
TsEngineWorker *ts_engine_worker_new_sized (gsize tt_megabytes);

/* The threads each search to come runs on (1 at first). */
void ts_engine_worker_set_threads (TsEngineWorker *self, guint n_threads);

/* How many of its searches are running in their threads now (a
 * cancelled one counts until its thread is done with it). */
guint ts_engine_worker_get_n_running (TsEngineWorker *self);

/* Forgets what earlier searches learnt (call it for a new game). */
void ts_engine_worker_clear (TsEngineWorker *self);

/* Searches `pos` (copied at once) within `limits` (NULL: until cancelled).
 * Signal "progress" (a `const TsSearchInfo *`: depth, score in centipawns
 * for the side to move, nodes, nodes per second and the best line as
 * moves) is emitted on the caller's thread-default main context after each
 * iteration; "nodes-searched" (the same, with the figures so far) about
 * twice a second within a long one. */
void ts_engine_worker_search_async (TsEngineWorker *self, const TsPosition *pos,
                                    const TsSearchLimits *limits, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data);
/* The same with `pos` handed over (transfer full): the search works on it
 * and frees it, so a caller that copies a position for the search makes
 * the only copy. */
void ts_engine_worker_search_take_async (TsEngineWorker *self, TsPosition *pos,
                                         const TsSearchLimits *limits, GCancellable *cancellable,
                                         GAsyncReadyCallback callback, gpointer user_data);

/* The best move; FALSE with G_IO_ERROR_CANCELLED or
 * TS_ENGINE_WORKER_ERROR_NO_MOVE. */
gboolean ts_engine_worker_search_finish (TsEngineWorker *self, GAsyncResult *result,
                                         TsMove *move, GError **error);
/* The same with the final figures (the last completed iteration's score
 * and line) into `info`. */
gboolean ts_engine_worker_search_finish_info (TsEngineWorker *self, GAsyncResult *result,
                                              TsMove *move, TsSearchInfo *info, GError **error);

G_END_DECLS
