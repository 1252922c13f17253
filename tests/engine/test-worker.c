/* test-worker.c — TsEngineWorker: a move through the async result,
 * progress on the main context, cancellation within 50 ms; multi-PV
 * lines legal, with distinct first moves, and stopped as quickly. */
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "test-engine-helpers.h"
#include "ts-engine-worker.h"

typedef struct {
  GMainLoop *loop;
  gboolean done;
  gboolean found;
  TsMove move;
  GError *error;
  gint64 finished_us;
  guint n_progress;
  int last_depth;
  guint n_partial;
  guint64 last_nodes;
  gint64 cancelled_us;   /* when a timer cancelled the search */
  GThread *main_thread;
} Run;

static void
on_progress (TsEngineWorker *worker, const TsSearchInfo *info, gpointer user_data)
{
  Run *run = user_data;

  /* emitted on the main context, not in the search thread */
  g_assert_true (g_thread_self () == run->main_thread);
  g_assert_cmpint (info->depth, ==, run->last_depth + 1);
  g_assert_cmpuint (info->nodes, >, 0);
  /* the best line crosses as moves, the first a legal move of the root */
  g_assert_cmpuint (info->n_pv, >, 0);
  g_assert_cmpuint (info->pv[0].from, !=, 0);
  run->last_depth = info->depth;
  run->last_nodes = info->nodes;
  run->n_progress++;
}

/* Within an iteration: the figures so far, with the depth and line of
 * the last completed one. */
static void
on_nodes_searched (TsEngineWorker *worker, const TsSearchInfo *info, gpointer user_data)
{
  Run *run = user_data;

  g_assert_true (g_thread_self () == run->main_thread);
  g_assert_true (info->partial);
  g_assert_cmpint (run->last_depth, >=, 1);
  g_assert_cmpint (info->depth, ==, run->last_depth);
  g_assert_cmpuint (info->nodes, >, run->last_nodes);
  g_assert_cmpuint (info->nps, >, 0);
  g_assert_cmpuint (info->n_pv, >, 0);
  g_assert_cmpuint (info->pv[0].from, !=, 0);
  run->last_nodes = info->nodes;
  run->n_partial++;
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Run *run = user_data;

  run->finished_us = g_get_monotonic_time ();
  run->found = ts_engine_worker_search_finish (TS_ENGINE_WORKER (source), result, &run->move, &run->error);
  run->done = TRUE;
  g_main_loop_quit (run->loop);
}

static gboolean
cancel_now (gpointer user_data)
{
  GCancellable *cancellable = user_data;
  gint64 *cancelled_us = g_object_get_data (G_OBJECT (cancellable), "cancelled-us");

  *cancelled_us = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  return G_SOURCE_REMOVE;
}

/* Searches the start position within `limits` (NULL: none), cancelled
 * after `cancel_ms` unless 0, watching the reports; a move found is
 * legal. */
static void
search_start (const TsSearchLimits *limits, guint cancel_ms, Run *run)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();

  run->loop = loop;
  run->main_thread = g_thread_self ();
  g_object_set_data (G_OBJECT (cancellable), "cancelled-us", &run->cancelled_us);
  g_signal_connect (worker, "progress", G_CALLBACK (on_progress), run);
  g_signal_connect (worker, "nodes-searched", G_CALLBACK (on_nodes_searched), run);
  ts_engine_worker_search_async (worker, pos, limits, cancellable, on_done, run);
  if (cancel_ms > 0)
    g_timeout_add (cancel_ms, cancel_now, cancellable);
  g_main_loop_run (loop);
  if (run->found)
    g_assert_true (test_is_legal (pos, &run->move));
}

static void
test_search (void)
{
  TsSearchLimits limits = { .depth = 2 };
  Run run = { 0 };

  search_start (&limits, 0, &run);
  g_assert_no_error (run.error);
  g_assert_true (run.found);
  /* progress queued before the result is delivered before it */
  g_assert_cmpuint (run.n_progress, ==, 2);
}

/* A long iteration shows itself going on: reports every half second or
 * so between the iterations' own.  Searched without a limit and stopped
 * after 3.5 s: iterations grow at least twofold, so the one under way
 * then has run for more than a second, whatever the machine's speed. */
static void
test_nodes_searched (void)
{
  Run run = { 0 };

  search_start (NULL, 3500, &run);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&run.error);
  g_test_message ("%u iterations, %u reports within them", run.n_progress, run.n_partial);
  g_assert_cmpuint (run.n_partial, >=, 2);
}

static void
test_cancel (void)
{
  Run run = { 0 };

  /* no limits: only the cancellation ends it */
  search_start (NULL, 400, &run);
  g_assert_true (run.done);
  g_assert_false (run.found);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&run.error);
  g_assert_cmpint (run.cancelled_us, >, 0);
  g_test_message ("cancellation answered in %.1f ms", (run.finished_us - run.cancelled_us) / 1000.0);
  g_assert_cmpint (run.finished_us - run.cancelled_us, <, 50 * 1000);
}

static void
test_no_move (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = ts_position_new_empty ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Run run = { .loop = loop, .main_thread = g_thread_self () };

  /* White has a prince, Black no royal: Black has lost */
  ts_position_put (pos, ts_square_from_file_rank (13, 0), TS_MAKE_PIECE (TS_PIECE_PRINCE, FALSE, TS_WHITE));
  ts_position_put (pos, ts_square_from_file_rank (13, 24), TS_MAKE_PIECE (TS_PIECE_QUEEN, FALSE, TS_BLACK));
  ts_engine_worker_search_async (worker, pos, NULL, NULL, on_done, &run);
  g_main_loop_run (loop);
  g_assert_false (run.found);
  g_assert_error (run.error, TS_ENGINE_WORKER_ERROR, TS_ENGINE_WORKER_ERROR_NO_MOVE);
  g_clear_error (&run.error);
}

/* Multi-PV progress: the lines of the last iteration. */
typedef struct {
  Run run;
  TsSearchInfo last;
  guint n_lines_seen;
} LinesRun;

static void
on_lines_progress (TsEngineWorker *worker, const TsSearchInfo *info, gpointer user_data)
{
  LinesRun *lr = user_data;

  lr->last = *info;
  lr->n_lines_seen = info->n_lines;
  lr->run.n_progress++;
}

/* Plays every move of `line` on a copy of `pos`, each checked against the
 * core's legal moves of the position it is played in. */
static void
assert_line_legal (const TsPosition *pos, const TsSearchLine *line)
{
  g_autoptr (TsPosition) copy = ts_position_copy (pos);

  g_assert_cmpuint (line->n_pv, >, 0);
  for (guint i = 0; i < line->n_pv; i++)
    {
      TsUndo undo;

      g_assert_true (test_is_legal (copy, &line->pv[i]));
      ts_position_make (copy, &line->pv[i], &undo);
    }
}

static void
test_multipv_lines (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  TsSearchLimits limits = { .depth = 4, .multipv = 3 };

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (TsPosition) pos = test_random_position (seed, 60 * seed);
      LinesRun lr = { .run = { .loop = loop, .main_thread = g_thread_self () } };
      gulong handler = g_signal_connect (worker, "progress", G_CALLBACK (on_lines_progress), &lr);

      ts_engine_worker_search_async (worker, pos, &limits, NULL, on_done, &lr.run);
      g_main_loop_run (loop);
      g_signal_handler_disconnect (worker, handler);
      g_assert_no_error (lr.run.error);
      g_assert_true (lr.run.found);
      g_assert_cmpint (lr.last.depth, ==, 4);
      g_assert_cmpuint (lr.last.n_lines, ==, 3);
      for (guint k = 0; k < 3; k++)
        {
          assert_line_legal (pos, &lr.last.lines[k]);
          for (guint j = 0; j < k; j++)
            g_assert_false (ts_move_equal (&lr.last.lines[k].pv[0], &lr.last.lines[j].pv[0]));
          /* best first */
          if (k > 0)
            g_assert_cmpint (lr.last.lines[k].score, <=, lr.last.lines[k - 1].score);
        }
      /* the move played is the first line's */
      g_assert_true (ts_move_equal (&lr.run.move, &lr.last.lines[0].pv[0]));
      g_assert_cmpint (lr.last.score, ==, lr.last.lines[0].score);
    }
}

/* Without multi-PV the one line is the best line. */
static void
test_single_line (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (TsPosition) pos = test_random_position (9, 80);
  TsSearchLimits limits = { .depth = 3 };
  LinesRun lr = { .run = { .loop = loop, .main_thread = g_thread_self () } };

  g_signal_connect (worker, "progress", G_CALLBACK (on_lines_progress), &lr);
  ts_engine_worker_search_async (worker, pos, &limits, NULL, on_done, &lr.run);
  g_main_loop_run (loop);
  g_assert_cmpuint (lr.last.n_lines, ==, 1);
  g_assert_cmpuint (lr.last.lines[0].n_pv, ==, lr.last.n_pv);
  g_assert_true (ts_move_equal (&lr.last.lines[0].pv[0], &lr.last.pv[0]));
  assert_line_legal (pos, &lr.last.lines[0]);
}

/* An unlimited multi-PV analysis of a middlegame, stopped: the callback
 * comes within 50 ms of the request. */
static void
test_multipv_stop (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = test_random_position (3, 200);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  TsSearchLimits limits = { .multipv = 3 };
  LinesRun lr = { .run = { .loop = loop, .main_thread = g_thread_self () } };
  gint64 cancelled_us = 0;

  g_object_set_data (G_OBJECT (cancellable), "cancelled-us", &cancelled_us);
  g_signal_connect (worker, "progress", G_CALLBACK (on_lines_progress), &lr);
  ts_engine_worker_search_async (worker, pos, &limits, cancellable, on_done, &lr.run);
  g_timeout_add (300, cancel_now, cancellable);
  g_main_loop_run (loop);

  g_assert_true (lr.run.done);
  g_assert_error (lr.run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&lr.run.error);
  g_assert_cmpuint (lr.n_lines_seen, ==, 3);
  g_test_message ("multi-PV stop answered in %.1f ms", (lr.run.finished_us - cancelled_us) / 1000.0);
  g_assert_cmpint (lr.run.finished_us - cancelled_us, <, 50 * 1000);
}

/* The nice value of each of this process's threads whose name begins
 * with `prefix`. */
static GArray *
thread_nices (const char *prefix)
{
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  GArray *nices = g_array_new (FALSE, FALSE, sizeof (int));
  const char *tid;

  g_assert_nonnull (dir);
  while ((tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *comm_path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
      g_autofree char *stat_path = g_build_filename ("/proc/self/task", tid, "stat", NULL);
      g_autofree char *comm = NULL, *stat = NULL;
      g_auto (GStrv) fields = NULL;
      int nice;

      if (!g_file_get_contents (comm_path, &comm, NULL, NULL) || !g_file_get_contents (stat_path, &stat, NULL, NULL))
        continue; /* a thread that ended meanwhile */
      if (!g_str_has_prefix (g_strstrip (comm), prefix))
        continue;
      /* after the name in parentheses: state is field 3, nice field 19 */
      fields = g_strsplit (strrchr (stat, ')') + 2, " ", -1);
      g_assert_cmpuint (g_strv_length (fields), >, 16);
      nice = atoi (fields[16]);
      g_array_append_val (nices, nice);
    }
  return nices;
}

static gboolean
progress_seen (gpointer data)
{
  return ((Run *) data)->n_progress > 0 || ((Run *) data)->done;
}

/* Every search thread, the worker's and its helpers, runs at nice
 * TS_ENGINE_WORKER_NICE (Linux), while the caller's thread keeps its
 * own: the interface comes first on a busy machine. */
static void
test_priority (void)
{
  g_autoptr (TsEngineWorker) worker = ts_engine_worker_new ();
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GArray) nices = NULL;
  Run run = { 0 };
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

#ifndef __linux__
  g_test_skip ("thread priorities are read from Linux's /proc");
  return;
#endif
  if (getpriority (PRIO_PROCESS, 0) >= TS_ENGINE_WORKER_NICE)
    {
      g_test_skip ("run with a nice value no lower than the searches'");
      return;
    }
  /* an earlier test's search threads may still be ending (slowly under
   * the sanitizers): they would be counted below */
  for (;;)
    {
      g_autoptr (GArray) left = thread_nices ("ts-search");

      if (left->len == 0 || g_get_monotonic_time () >= until)
        break;
      g_usleep (10 * 1000);
    }
  run.loop = loop;
  run.main_thread = g_thread_self ();
  g_signal_connect (worker, "progress", G_CALLBACK (on_progress), &run);
  ts_engine_worker_set_threads (worker, 3);
  ts_engine_worker_search_async (worker, pos, NULL, cancellable, on_done, &run);
  while (!progress_seen (&run) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (run.done);
  nices = thread_nices ("ts-search");
  /* the worker's thread and two helpers */
  g_assert_cmpuint (nices->len, ==, 3);
  for (guint i = 0; i < nices->len; i++)
    g_assert_cmpint (g_array_index (nices, int, i), ==, TS_ENGINE_WORKER_NICE);
  /* the caller's thread keeps its own */
  g_assert_cmpint (getpriority (PRIO_PROCESS, 0), <, TS_ENGINE_WORKER_NICE);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (loop);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&run.error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/worker/search", test_search);
  g_test_add_func ("/engine/worker/nodes-searched", test_nodes_searched);
  g_test_add_func ("/engine/worker/cancel", test_cancel);
  g_test_add_func ("/engine/worker/no-move", test_no_move);
  g_test_add_func ("/engine/worker/multipv-lines", test_multipv_lines);
  g_test_add_func ("/engine/worker/single-line", test_single_line);
  g_test_add_func ("/engine/worker/multipv-stop", test_multipv_stop);
  g_test_add_func ("/engine/worker/priority", test_priority);
  return g_test_run ();
}
