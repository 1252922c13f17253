/* test-analysis.c — Analyse mode and the evaluation graph in the real
 * window: the action turns the mode on, three lines come about the
 * position shown, browsing back brings lines about the browsed position,
 * a line's click shows its first move as the hint; the graph fills in,
 * and a click on one of its points browses to that move. */
#include <math.h>

#include "ts-analysis.h"
#include "ts-random-game.h"
#include "ts-record-view.h"
#include "ts-record-view-private.h"
#include "ts-side-panel.h"
#include "ts-ui.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ts-analysis-view-private.h"
#include "ui-test-util.h"

#define LINES_WAIT_MS 30000

static TsApplication *app;

typedef struct {
  TsWindow *window;
  TsBoardView *board;
  TsBoardScene *scene;  /* the board's */
  TsGame *game;
  TsAnalysis *analysis;
  TsGameEvaluation *evaluation;
  TsRecordView *record;
  TsAnalysisView *lines;
} Fixture;

static TsSidePanel *
side_panel (Fixture *f)
{
  return TS_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_SIDE_PANEL));
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (TsGame) game = ts_random_game_new (30, 21);

  f->window = ui_test_open_window (GTK_APPLICATION (app));
  f->board = ts_window_get_board_view (f->window);
  f->scene = ts_board_view_get_scene (f->board);
  f->game = ts_window_get_game (f->window);
  f->analysis = ts_session_get_analysis (ts_window_get_session (f->window));
  f->evaluation = ts_session_get_evaluation (ts_window_get_session (f->window));
  f->record = ts_side_panel_get_record_view (side_panel (f));
  f->lines = ts_record_view_get_analysis_view (f->record);
  ts_game_assign (f->game, game);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();

  g_settings_reset (settings, "evaluation-movetime");
  ui_test_close_window (f->window);
}

static gboolean
action_state (Fixture *f, const char *name)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (f->window), name);

  return g_variant_get_boolean (state);
}

static gboolean
three_lines_shown (gpointer data)
{
  Fixture *f = data;

  return ts_analysis_view_get_n_shown (f->lines) == 3;
}

/* The lines on screen are about the position on the board: the analysis'
 * position is the scene's, every line's first move is legal there, and
 * the first moves differ. */
static void
assert_lines_about_board (Fixture *f)
{
  const TsPosition *shown = ts_board_scene_get_position (f->scene);
  g_autoptr (TsPosition) pos = ts_position_copy (shown);
  g_autofree TsMoveList *legal = g_new (TsMoveList, 1);

  g_assert_cmphex (ts_analysis_get_position (f->analysis)->hash, ==, shown->hash);
  ts_generate_legal (pos, legal);
  for (guint k = 0; k < 3; k++)
    {
      const TsMove *first = &ts_analysis_get_line (f->analysis, k)->pv[0];
      g_autofree char *text = ts_analysis_view_dup_line_text (f->lines, k);
      gboolean found = FALSE;

      g_assert_cmpuint (strlen (text), >, 4);
      for (guint i = 0; i < legal->n && !found; i++)
        found = ts_move_equal (&legal->moves[i], first);
      g_assert_true (found);
      for (guint j = 0; j < k; j++)
        g_assert_false (ts_move_equal (first, &ts_analysis_get_line (f->analysis, j)->pv[0]));
    }
}

static void
test_analyse_mode (Fixture *f, gconstpointer data)
{
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.analyse");
  GtkWidget *revealer = gtk_widget_get_ancestor (GTK_WIDGET (f->lines), GTK_TYPE_REVEALER);

  g_assert_nonnull (accels[0]);
  g_assert_false (action_state (f, "analyse"));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  ts_side_panel_set_page (side_panel (f), "values");

  g_action_group_activate_action (G_ACTION_GROUP (f->window), "analyse", NULL);
  g_assert_true (action_state (f, "analyse"));
  g_assert_true (ts_analysis_get_enabled (f->analysis));
  /* the lines are shown on the record page */
  g_assert_cmpstr (ts_side_panel_get_page (side_panel (f)), ==, "record");
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_true (ui_test_spin_until (three_lines_shown, f, LINES_WAIT_MS));
  g_assert_cmpuint (ts_analysis_get_ply (f->analysis), ==, 30);
  assert_lines_about_board (f);
  g_assert_true (g_str_has_prefix (ts_analysis_view_get_status (f->lines), "Depth "));

  /* browsed back through the record: lines about that position */
  ts_record_view_show_ply (f->record, 12);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, 12);
  g_assert_cmpuint (ts_analysis_view_get_n_shown (f->lines), ==, 0);
  g_assert_true (ui_test_spin_until (three_lines_shown, f, LINES_WAIT_MS));
  g_assert_cmpuint (ts_analysis_get_ply (f->analysis), ==, 12);
  assert_lines_about_board (f);

  /* a line's click shows its first move on the board */
  ts_analysis_view_activate_line (f->lines, 1);
  g_assert_nonnull (ts_board_scene_get_hint_move (f->scene));
  g_assert_true (ts_move_equal (ts_board_scene_get_hint_move (f->scene), &ts_analysis_get_line (f->analysis, 1)->pv[0]));

  /* off: the search stops at once, the panel goes */
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "analyse", NULL);
  g_assert_false (action_state (f, "analyse"));
  g_assert_false (ts_analysis_get_searching (f->analysis));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
}

static gboolean
all_scored (gpointer data)
{
  Fixture *f = data;

  return ts_game_evaluation_get_n_scored (f->evaluation) == 31;
}

/* The graph draws the shown position's mark (orange) at its point's x. */
static void
assert_marker_at (TsEvaluationGraph *graph, guint ply)
{
  g_autoptr (UiImage) image = NULL;
  int x = (int) round (ts_evaluation_graph_x_of (graph, ply)), rgb[3];

  ui_test_spin (50);
  image = ui_image_render (GTK_WIDGET (graph));
  ui_image_rgb (image, x, 2, rgb);
  g_assert_cmpint (rgb[0], >, 180);
  g_assert_cmpint (rgb[1], <, 130);
  g_assert_cmpint (rgb[2], <, 80);
  /* and not elsewhere */
  ui_image_rgb (image, x + 12, 2, rgb);
  g_assert_cmpint (rgb[0] - rgb[2], <, 60);
}

static void
test_evaluation_graph (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  TsEvaluationGraph *graph = ts_record_view_get_evaluation_graph (f->record);
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.evaluate-game");

  g_assert_nonnull (accels[0]);
  ts_side_panel_set_page (side_panel (f), "values");
  g_settings_set_uint (settings, "evaluation-movetime", 10);
  g_assert_cmpuint (ts_game_evaluation_get_movetime (f->evaluation), ==, 10);
  g_assert_false (action_state (f, "evaluate-game"));

  g_action_group_activate_action (G_ACTION_GROUP (f->window), "evaluate-game", NULL);
  g_assert_true (action_state (f, "evaluate-game"));
  /* the graph is on the record page */
  g_assert_cmpstr (ts_side_panel_get_page (side_panel (f)), ==, "record");
  g_assert_true (ui_test_spin_until (all_scored, f, LINES_WAIT_MS));
  g_assert_cmpstr (ts_record_view_get_evaluation_text (f->record), ==, "Evaluated 31 of 31 positions");
  ui_test_spin (50);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (graph)), >, 100);

  /* its points name moves as the record numbers them: the 7th move is
   * Black's 4th, the 8th White's reply 4… */
  {
    g_autofree char *start = ts_evaluation_graph_describe_point (graph, 0);
    g_autofree char *black = ts_evaluation_graph_describe_point (graph, 7);
    g_autofree char *white = ts_evaluation_graph_describe_point (graph, 8);

    g_assert_true (g_str_has_prefix (start, "At the start: "));
    g_assert_true (g_str_has_prefix (black, "After move 4: "));
    g_assert_true (g_str_has_prefix (white, "After move 4…: "));
  }

  /* a click on the point of move 7 shows the position after it */
  ts_evaluation_graph_click_at (graph, ts_evaluation_graph_x_of (graph, 7) + 1);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, 7);
  assert_marker_at (graph, 7);
  ts_evaluation_graph_click_at (graph, ts_evaluation_graph_x_of (graph, 0));
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, 0);
  /* the last point is the game's current position: browsing stops */
  ts_evaluation_graph_click_at (graph, gtk_widget_get_width (GTK_WIDGET (graph)));
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);

  g_action_group_activate_action (G_ACTION_GROUP (f->window), "evaluate-game", NULL);
  g_assert_false (ts_game_evaluation_get_active (f->evaluation));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  g_test_add ("/analysis/analyse-mode", Fixture, NULL, fixture_set_up, test_analyse_mode, fixture_tear_down);
  g_test_add ("/analysis/evaluation-graph", Fixture, NULL, fixture_set_up, test_evaluation_graph, fixture_tear_down);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
