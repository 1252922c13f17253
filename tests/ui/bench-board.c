/* bench-board.c — how long the board takes to draw, and the app to start.
 *
 *   bench-board [--frames N] [--app PATH]
 *
 * Renders the full board N times offscreen in a 1920x1080 view at fit zoom
 * and at maximum zoom, with the window's own renderer and with the Cairo
 * renderer, in the start position and in a game under way with its marks
 * on (the last move, a capture, a selected piece's targets, the threat
 * view), and prints milliseconds per frame (snapshot = building the
 * render nodes, render = rasterising them and reading the pixels back).
 * With --app, also starts the app N times (at most 5) and prints the time
 * from launch to its first frame.
 */
#include "ui-test-util.h"

#include "ts-random-game.h"

static int n_frames = 100;
static char *app_path = NULL;

static const GOptionEntry options[] = {
  { "frames", 0, 0, G_OPTION_ARG_INT, &n_frames, "Frames to render per case", "N" },
  { "app", 0, 0, G_OPTION_ARG_FILENAME, &app_path, "The tai-shogi binary, to time its launch", "PATH" },
  { NULL }
};

static GskRenderNode *
board_node (TsBoardView *board)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (board)->snapshot (GTK_WIDGET (board), snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

static void
bench_case (TsBoardView *board, GskRenderer *renderer, const char *label)
{
  graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (board)),
                                                 gtk_widget_get_height (GTK_WIDGET (board)));
  double snap_ms = 0, render_ms = 0, cold_ms;
  gint64 t0;

  /* The first frame at a new size renders the piece textures. */
  t0 = g_get_monotonic_time ();
  {
    g_autoptr (GskRenderNode) node = board_node (board);
    g_autoptr (GdkTexture) texture = gsk_renderer_render_texture (renderer, node, &viewport);
  }
  cold_ms = (g_get_monotonic_time () - t0) / 1000.0;

  for (int i = 0; i < n_frames; i++)
    {
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) texture = NULL;
      gint64 t1, t2;

      t0 = g_get_monotonic_time ();
      node = board_node (board);
      t1 = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &viewport);
      t2 = g_get_monotonic_time ();
      snap_ms += (t1 - t0) / 1000.0;
      render_ms += (t2 - t1) / 1000.0;
    }
  g_print ("%-42s square %3d px: snapshot %6.3f ms + render %7.3f ms = %7.3f ms/frame (first frame %.1f ms)\n",
           label, ts_board_view_get_square_size (board), snap_ms / n_frames, render_ms / n_frames,
           (snap_ms + render_ms) / n_frames, cold_ms);
}

static void
bench_renderer (TsBoardView *board, GskRenderer *renderer, const char *what)
{
  g_autofree char *fit = g_strdup_printf ("%s, %s, fit zoom", G_OBJECT_TYPE_NAME (renderer), what);
  g_autofree char *max = g_strdup_printf ("%s, %s, max zoom", G_OBJECT_TYPE_NAME (renderer), what);

  ts_board_view_set_zoom (board, 1.0);
  bench_case (board, renderer, fit);
  /* Zoomed in on Black's camp, where the squares are full. */
  ts_board_view_zoom_at (board, ts_board_view_get_max_zoom (board), gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (board)) * 0.9);
  bench_case (board, renderer, max);
  ts_board_view_set_zoom (board, 1.0);
}

/* A random game of about 80 moves whose last move captured: its cross is
 * drawn over the piece, as most marks of moves are. */
static TsGame *
game_ending_in_capture (void)
{
  for (guint32 seed = 7;; seed++)
    {
      TsGame *game = ts_random_game_new (80, seed);
      guint n = ts_game_get_n_moves (game);

      if (n > 0 && ts_game_get_move (game, n - 1)->n_captures > 0)
        return game;
      g_object_unref (game);
    }
}

/* A game under way with what a player sees on it: the last move, the
 * threat view, a piece of the side to move selected with its targets. */
static void
mark_a_game (TsBoardScene *scene, TsGame *game)
{
  ts_board_scene_set_game (scene, game);
  ts_board_scene_set_show_threats (scene, TRUE);
  for (TsSquare sq = 0; sq < TS_CELLS && ts_board_scene_get_selected (scene) == 0; sq++)
    {
      TsPiece pc = ts_board_scene_get_piece (scene, sq);

      if (pc != TS_EMPTY && pc != TS_OFFBOARD
          && TS_PIECE_COLOR (pc) == ts_board_scene_get_position (scene)->side
          && TS_PIECE_TYPE (pc) == TS_PIECE_LION)
        ts_board_scene_click_square (scene, sq);
    }
  g_assert_cmpuint (ts_board_scene_get_selected (scene), !=, 0);
}

/* Starts the app with TS_EXIT_AFTER_FIRST_FRAME and reads how long its
 * first frame took from its own start. */
static void
bench_launch (void)
{
  int runs = CLAMP (n_frames, 1, 5);
  double total_ms = 0, total_wall = 0;

  for (int i = 0; i < runs; i++)
    {
      const char *argv[] = { app_path, NULL };
      g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "TS_EXIT_AFTER_FIRST_FRAME", "1", TRUE);
      g_autofree char *out = NULL;
      g_autoptr (GError) error = NULL;
      const char *line;
      int status;
      gint64 t0 = g_get_monotonic_time ();

      if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status,
                         &error))
        g_error ("cannot start %s: %s", app_path, error->message);
      total_wall += (g_get_monotonic_time () - t0) / 1000.0;
      line = strstr (out, "first-frame-ms: ");
      g_assert_nonnull (line);
      total_ms += g_ascii_strtod (line + strlen ("first-frame-ms: "), NULL);
    }
  g_print ("launch to first frame: %.1f ms in the app (from its start), %.1f ms from exec to exit (%d runs)\n",
           total_ms / runs, total_wall / runs, runs);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GskRenderer) cairo = gsk_cairo_renderer_new ();
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsGame) played = game_ending_in_capture ();
  TsBoardView *board;
  GtkWindow *window;

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    g_error ("%s", error->message);
  ui_test_init (&argc, &argv);

  window = ui_test_board_window (1920, 1080, &board);
  ts_board_scene_set_game (ts_board_view_get_scene (board), game);
  g_print ("view %dx%d, %d frames a case\n", gtk_widget_get_width (GTK_WIDGET (board)),
           gtk_widget_get_height (GTK_WIDGET (board)), n_frames);

  g_assert_true (gsk_renderer_realize (cairo, NULL, NULL));
  bench_renderer (board, gtk_native_get_renderer (GTK_NATIVE (window)), "start");
  bench_renderer (board, cairo, "start");
  mark_a_game (ts_board_view_get_scene (board), played);
  bench_renderer (board, gtk_native_get_renderer (GTK_NATIVE (window)), "marked");
  bench_renderer (board, cairo, "marked");
  gsk_renderer_unrealize (cairo);

  if (app_path != NULL)
    bench_launch ();
  gtk_window_destroy (window);
  return 0;
}
