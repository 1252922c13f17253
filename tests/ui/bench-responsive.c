/* bench-responsive.c — how quickly the board answers while the computer
 * thinks.
 *
 *   bench-responsive [--events N] [--level 0..3] [--threads N] [--no-computer]
 *
 * Starts the real window with the computer playing itself (Master, ten
 * seconds a move, by default; the app's default of two search threads),
 * and while it thinks sends the board N pointer moves onto another
 * piece (hover), N zoom steps (in, out) and N clicks on a piece, one at
 * a time, 100-250 ms apart.  Each is sent from a thread of its own, as
 * an input event wakes the main loop, and is answered when the first
 * frame after its handler ran is painted.  Prints for each kind the
 * median, the 95th percentile and the worst in milliseconds, from
 * sending to that frame, and of it the wait for the main loop to run
 * the handler.  The X server's part (the event's way to the program,
 * the frame's to the screen) is not in the figures.  --no-computer
 * measures the same between two humans: what drawing alone costs.
 *
 * A measurement, not a test: the figures are the machine's.  Run it on
 * an otherwise idle machine: `meson test -C build --benchmark
 * bench-responsive` under a display (xvfb-run -a).
 */
#include <math.h>

#include "ui-test-util.h"

#include "ts-player.h"
#include "ts-board-scene-private.h"

typedef enum { KIND_HOVER, KIND_ZOOM, KIND_CLICK, N_KINDS } Kind;

static const char *const kind_names[N_KINDS] = { "hover", "zoom", "click" };

static int n_events = 60;
static int level = TS_LEVEL_MASTER;
static int n_threads = 0;
static gboolean no_computer = FALSE;

static const GOptionEntry options[] = {
  { "events", 0, 0, G_OPTION_ARG_INT, &n_events, "Events of each kind", "N" },
  { "level", 0, 0, G_OPTION_ARG_INT, &level, "The computer's level, 0 (Beginner) to 3 (Master)", "L" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads, "Search threads (0: the app's default)", "N" },
  { "no-computer", 0, 0, G_OPTION_ARG_NONE, &no_computer, "Two humans, no search: the figures of the drawing alone", NULL },
  { NULL }
};

/* What the sending thread and the main thread share, under `lock`. */
typedef struct {
  UiWindow w;
  GMainLoop *loop;
  GMutex lock;
  GCond answered_cond;
  gboolean answered;
  /* the event in flight */
  Kind kind;
  gint64 sent_us, handled_us;
  gboolean handled;
  gboolean zoomed_in;
  /* figures in ms, by kind */
  GArray *answer_ms[N_KINDS];
  GArray *wait_ms[N_KINDS];
  guint n_searching[N_KINDS]; /* handled while a search ran */
  guint n_lost[N_KINDS];      /* no frame within the time allowed */
} Bench;

/* The occupied square nearest the middle of what the board shows, other
 * than `not`: one the pointer can reach without scrolling. */
static TsSquare
piece_near_middle (Bench *b, TsSquare not)
{
  GtkWidget *widget = GTK_WIDGET (b->w.board);
  double mx = gtk_widget_get_width (widget) / 2.0, my = gtk_widget_get_height (widget) / 2.0;
  double best = G_MAXDOUBLE;
  TsSquare found = 0;

  for (TsSquare sq = 1; sq < TS_CELLS; sq++)
    {
      TsPiece piece = ts_board_scene_get_piece (b->w.scene, sq);
      double x, y, d;

      if (sq == not || piece == TS_EMPTY || piece == TS_OFFBOARD)
        continue;
      ts_board_view_square_center (b->w.board, sq, &x, &y);
      d = (x - mx) * (x - mx) + (y - my) * (y - my);
      if (x > 0 && y > 0 && x < 2 * mx && y < 2 * my && d < best)
        {
          best = d;
          found = sq;
        }
    }
  return found;
}

static GtkEventController *
motion_controller (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        return c;
    }
  g_assert_not_reached ();
}

/* What the board gets: the motion controller's signal (as a pointer
 * event emits it), the window's zoom action, a click on a square (what
 * the click gesture's handler calls). */
static void
act (Bench *b, Kind kind)
{
  TsSquare sq;
  double x, y;

  switch (kind)
    {
    case KIND_HOVER:
      sq = piece_near_middle (b, ts_board_scene_get_hover_square (b->w.scene));
      ts_board_view_square_center (b->w.board, sq, &x, &y);
      g_signal_emit_by_name (motion_controller (GTK_WIDGET (b->w.board)), "motion", x, y);
      break;
    case KIND_ZOOM:
      b->zoomed_in = !b->zoomed_in;
      g_action_group_activate_action (G_ACTION_GROUP (b->w.window), b->zoomed_in ? "zoom-in" : "zoom-out", NULL);
      break;
    case KIND_CLICK:
    default:
      ts_board_scene_click_square (b->w.scene, piece_near_middle (b, ts_board_scene_get_refused (b->w.scene)));
      break;
    }
}

static gboolean
handle_event (gpointer data)
{
  Bench *b = data;
  Kind kind;

  g_mutex_lock (&b->lock);
  b->handled_us = g_get_monotonic_time ();
  kind = b->kind;
  g_mutex_unlock (&b->lock);
  if (ts_engine_player_get_searching (b->w.engine))
    b->n_searching[kind]++;
  act (b, kind);
  g_mutex_lock (&b->lock);
  b->handled = TRUE;
  g_mutex_unlock (&b->lock);
  return G_SOURCE_REMOVE;
}

static void
on_after_paint (GdkFrameClock *clock, Bench *b)
{
  gint64 now = g_get_monotonic_time ();
  double answer, wait;

  g_mutex_lock (&b->lock);
  if (b->handled && !b->answered)
    {
      answer = (now - b->sent_us) / 1000.0;
      wait = (b->handled_us - b->sent_us) / 1000.0;
      g_array_append_val (b->answer_ms[b->kind], answer);
      g_array_append_val (b->wait_ms[b->kind], wait);
      b->answered = TRUE;
      g_cond_signal (&b->answered_cond);
    }
  g_mutex_unlock (&b->lock);
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (((Bench *) data)->loop);
  return G_SOURCE_REMOVE;
}

/* Sends one event after a pause and waits (3 s at most) for its frame. */
static void
send_event (Bench *b, Kind kind)
{
  gint64 deadline;

  g_usleep (g_random_int_range (100, 251) * 1000);
  g_mutex_lock (&b->lock);
  b->kind = kind;
  b->handled = b->answered = FALSE;
  b->sent_us = g_get_monotonic_time ();
  {
    g_autoptr (GSource) source = g_idle_source_new ();

    /* at the priority of GDK's events */
    g_source_set_priority (source, G_PRIORITY_DEFAULT);
    g_source_set_callback (source, handle_event, b, NULL);
    g_source_attach (source, NULL);
  }
  deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (!b->answered)
    if (!g_cond_wait_until (&b->answered_cond, &b->lock, deadline))
      {
        b->n_lost[kind]++;
        b->answered = TRUE; /* a late frame is not counted */
        break;
      }
  g_mutex_unlock (&b->lock);
}

static gpointer
sender_main (gpointer data)
{
  Bench *b = data;

  for (int i = 0; i < n_events; i++)
    for (Kind kind = 0; kind < N_KINDS; kind++)
      send_event (b, kind);
  g_idle_add (quit_loop, b);
  return NULL;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The value below which `fraction` of them lie (nearest rank). */
static double
percentile (GArray *values, double fraction)
{
  guint rank;

  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  rank = (guint) MAX (1.0, ceil (fraction * values->len));
  return g_array_index (values, double, rank - 1);
}

static void
print_figures (Bench *b)
{
  for (Kind kind = 0; kind < N_KINDS; kind++)
    {
      GArray *answer = b->answer_ms[kind], *wait = b->wait_ms[kind];

      g_print ("%-5s %3u answered: median %6.1f ms, 95th percentile %6.1f ms, worst %6.1f ms; "
               "waiting for the main loop: median %5.1f ms, 95th %5.1f ms  (%u during a search, %u unanswered)\n",
               kind_names[kind], answer->len, percentile (answer, 0.5), percentile (answer, 0.95),
               percentile (answer, 1.0), percentile (wait, 0.5), percentile (wait, 0.95), b->n_searching[kind],
               b->n_lost[kind]);
    }
}

static gboolean
searching (gpointer data)
{
  return ts_engine_player_get_searching (data);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsApplication) app = NULL;
  g_autoptr (GSettings) settings = NULL;
  Bench b = { 0 };
  GdkFrameClock *clock;
  GThread *sender;

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    g_error ("%s", error->message);
  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  settings = g_settings_new ("com.example.TaiShogi");
  if (n_threads > 0)
    g_settings_set_int (settings, "engine-threads", n_threads);

  ui_window_open (&b.w, app);
  g_action_group_activate_action (G_ACTION_GROUP (b.w.window), "new-game", NULL);
  ui_test_start_new_game (GTK_WINDOW (b.w.window), !no_computer, !no_computer, CLAMP (level, 0, TS_LEVEL_MASTER));
  if (!no_computer)
    g_assert_true (ui_test_spin_until (searching, b.w.engine, 5000));
  g_print ("%s at level %d, %d search threads, %u processors; %s; board %dx%d\n",
           no_computer ? "no computer" : "the computer against itself", level,
           g_settings_get_int (settings, "engine-threads"), g_get_num_processors (),
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (b.w.window))),
           gtk_widget_get_width (GTK_WIDGET (b.w.board)), gtk_widget_get_height (GTK_WIDGET (b.w.board)));

  for (Kind kind = 0; kind < N_KINDS; kind++)
    {
      b.answer_ms[kind] = g_array_new (FALSE, FALSE, sizeof (double));
      b.wait_ms[kind] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  g_mutex_init (&b.lock);
  g_cond_init (&b.answered_cond);
  b.loop = g_main_loop_new (NULL, FALSE);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (b.w.window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &b);
  /* the main thread waits in the main loop's poll, as the app's does */
  sender = g_thread_new ("bench-sender", sender_main, &b);
  g_main_loop_run (b.loop);
  g_thread_join (sender);
  g_signal_handlers_disconnect_by_data (clock, &b);
  print_figures (&b);

  for (Kind kind = 0; kind < N_KINDS; kind++)
    {
      /* the smoke run's check: every kind was answered */
      g_assert_cmpuint (b.answer_ms[kind]->len, >, 0);
      g_array_unref (b.answer_ms[kind]);
      g_array_unref (b.wait_ms[kind]);
    }
  g_main_loop_unref (b.loop);
  ui_window_close (&b.w);
  return 0;
}
