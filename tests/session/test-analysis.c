/* test-analysis.c — the live analysis and the game's evaluation, with the
 * real engine worker: three legal lines with distinct first moves about
 * the position the scene shows; a restart when browsing; a pause while
 * the computer is to move; the evaluation pass fills every point,
 * stops, and resumes without computing a position twice. */
#include <glib.h>

#include "ts-analysis.h"
#include "ts-analysis-private.h"
#include "ts-game-evaluation.h"
#include "ts-game-evaluation-private.h"
#include "test-engine-helpers.h"
#include "ts-random-game.h"

#define WAIT_MS 20000

typedef gboolean (*Condition) (gpointer data);

/* Turns the main loop until `cond` holds; fails after WAIT_MS. */
static void
wait_for (Condition cond, gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_MS * 1000;

  while (!cond (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Turns the main loop for `ms`. */
static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
has_three_deep_lines (gpointer data)
{
  TsAnalysis *analysis = data;

  return ts_analysis_get_n_lines (analysis) == 3 && ts_analysis_get_depth (analysis) >= 2;
}

/* The lines are about `expected`: each plays out legally from it, and
 * their first moves differ. */
static void
assert_lines_about (TsAnalysis *analysis, const TsPosition *expected)
{
  const TsPosition *pos = ts_analysis_get_position (analysis);

  g_assert_nonnull (pos);
  g_assert_cmphex (pos->hash, ==, expected->hash);
  for (guint k = 0; k < ts_analysis_get_n_lines (analysis); k++)
    {
      const TsSearchLine *line = ts_analysis_get_line (analysis, k);
      g_autoptr (TsPosition) copy = ts_position_copy (expected);
      g_autofree char *text = ts_analysis_dup_line_text (analysis, k, 4);

      g_assert_cmpuint (line->n_pv, >, 0);
      g_assert_cmpstr (text, !=, "");
      for (guint i = 0; i < line->n_pv; i++)
        {
          TsUndo undo;

          g_assert_true (test_is_legal (copy, &line->pv[i]));
          ts_position_make (copy, &line->pv[i], &undo);
        }
      for (guint j = 0; j < k; j++)
        g_assert_false (ts_move_equal (&line->pv[0], &ts_analysis_get_line (analysis, j)->pv[0]));
    }
}

/* The search running when the position changed (just now) stops within
 * 50 ms: its thread is done with it. */
static void
assert_old_search_stops (TsAnalysis *analysis)
{
  gint64 t0 = g_get_monotonic_time (), elapsed;

  while (ts_analysis_get_n_running (analysis) > 0 && g_get_monotonic_time () - t0 < 1000 * 1000)
    g_usleep (200);
  elapsed = g_get_monotonic_time () - t0;
  g_assert_cmpuint (ts_analysis_get_n_running (analysis), ==, 0);
  g_test_message ("the old search stopped %.2f ms after the position changed", elapsed / 1000.0);
  g_assert_cmpint (elapsed, <, 50 * 1000);
}

static void
test_lines_follow_the_scene (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (40, 7);
  g_autoptr (TsBoardScene) scene = ts_board_scene_new ();
  g_autoptr (TsAnalysis) analysis = ts_analysis_new ();
  g_autoptr (TsPosition) at_ten = ts_game_position_at (game, 10);

  ts_board_scene_set_game (scene, game);
  ts_analysis_set_scene (analysis, scene);
  g_assert_false (ts_analysis_get_searching (analysis));
  ts_analysis_set_enabled (analysis, TRUE);
  wait_for (has_three_deep_lines, analysis);
  g_assert_true (ts_analysis_get_searching (analysis));
  g_assert_cmpuint (ts_analysis_get_ply (analysis), ==, ts_game_get_n_moves (game));
  assert_lines_about (analysis, ts_game_get_position (game));
  g_assert_cmpuint (ts_analysis_get_nodes (analysis), >, 0);

  /* browsing back: the old lines go at once, the old search stops within
   * 50 ms (polled without turning the main loop, so the new search has
   * not started yet), new lines come about ply 10 */
  g_assert_cmpuint (ts_analysis_get_n_running (analysis), ==, 1);
  ts_board_scene_browse (scene, 10);
  g_assert_cmpuint (ts_analysis_get_n_lines (analysis), ==, 0);
  assert_old_search_stops (analysis);
  wait_for (has_three_deep_lines, analysis);
  g_assert_cmpuint (ts_analysis_get_ply (analysis), ==, 10);
  assert_lines_about (analysis, at_ten);
  g_assert_cmpuint (ts_analysis_get_n_searches (analysis), ==, 2);

  /* turned off: stopped at once, lines dropped */
  ts_analysis_set_enabled (analysis, FALSE);
  g_assert_false (ts_analysis_get_searching (analysis));
  g_assert_null (ts_analysis_get_position (analysis));
  g_assert_cmpuint (ts_analysis_get_n_lines (analysis), ==, 0);
}

typedef struct {
  TsAnalysis *analysis;
  guint n_changes;
  int depth;             /* the lines' depth when the count last changed */
  guint64 nodes;
} Counting;

static void
on_nodes_changed (TsAnalysis *analysis, Counting *c)
{
  /* more nodes, the lines of the last completed iteration still there */
  g_assert_cmpuint (ts_analysis_get_nodes (analysis), >, c->nodes);
  g_assert_cmpint (ts_analysis_get_depth (analysis), >=, 1);
  g_assert_cmpuint (ts_analysis_get_n_lines (analysis), ==, TS_ANALYSIS_DEFAULT_LINES);
  c->nodes = ts_analysis_get_nodes (analysis);
  c->depth = ts_analysis_get_depth (analysis);
  c->n_changes++;
}

static void
on_lines_changed (TsAnalysis *analysis, Counting *c)
{
  c->nodes = ts_analysis_get_nodes (analysis);
}

static gboolean
counted_twice (gpointer data)
{
  return ((Counting *) data)->n_changes >= 2;
}

/* A long iteration shows the count going on, and leaves the lines be. */
static void
test_nodes_counted_within_iterations (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (40, 7);
  g_autoptr (TsBoardScene) scene = ts_board_scene_new ();
  g_autoptr (TsAnalysis) analysis = ts_analysis_new ();
  Counting c = { analysis };

  g_signal_connect (analysis, "nodes-changed", G_CALLBACK (on_nodes_changed), &c);
  g_signal_connect (analysis, "lines-changed", G_CALLBACK (on_lines_changed), &c);
  ts_board_scene_set_game (scene, game);
  ts_analysis_set_scene (analysis, scene);
  ts_analysis_set_enabled (analysis, TRUE);
  wait_for (counted_twice, &c);
  g_test_message ("the count changed %u times within iterations, last at depth %d, %" G_GUINT64_FORMAT " nodes",
                  c.n_changes, c.depth, c.nodes);
  ts_analysis_set_enabled (analysis, FALSE);
}

/* A burst of changes (undo twice) starts one search, of the last position. */
static void
test_burst_starts_one_search (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (12, 3);
  g_autoptr (TsBoardScene) scene = ts_board_scene_new ();
  g_autoptr (TsAnalysis) analysis = ts_analysis_new ();

  ts_board_scene_set_game (scene, game);
  ts_analysis_set_scene (analysis, scene);
  ts_analysis_set_enabled (analysis, TRUE);
  g_assert_true (ts_game_undo (game));
  g_assert_true (ts_game_undo (game));
  wait_for (has_three_deep_lines, analysis);
  g_assert_cmpuint (ts_analysis_get_n_searches (analysis), ==, 1);
  g_assert_cmpuint (ts_analysis_get_ply (analysis), ==, 10);
  assert_lines_about (analysis, ts_game_get_position (game));
}

static gboolean
searching_is (gpointer data)
{
  TsAnalysis *analysis = data;

  return ts_analysis_get_searching (analysis) == GPOINTER_TO_INT (g_object_get_data (data, "want"));
}

/* While the computer is to move the analysis waits; browsed back, it
 * analyses. */
static void
test_waits_for_the_computer (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (6, 5);
  g_autoptr (TsBoardScene) scene = ts_board_scene_new ();
  g_autoptr (TsAnalysis) analysis = ts_analysis_new ();
  TsPlayer computer = { .computer = TRUE, .level = 1 };

  ts_game_set_player (game, ts_game_get_position (game)->side, &computer);
  g_assert_true (ts_game_computer_to_move (game));
  ts_board_scene_set_game (scene, game);
  ts_analysis_set_scene (analysis, scene);
  ts_analysis_set_enabled (analysis, TRUE);
  spin (100);
  g_assert_false (ts_analysis_get_searching (analysis));
  g_assert_cmpuint (ts_analysis_get_n_searches (analysis), ==, 0);

  ts_board_scene_browse (scene, 3);
  g_object_set_data (G_OBJECT (analysis), "want", GINT_TO_POINTER (TRUE));
  wait_for (searching_is, analysis);
  g_assert_cmpuint (ts_analysis_get_ply (analysis), ==, 3);
}

static gboolean
has_lines_or_stopped (gpointer data)
{
  TsAnalysis *analysis = data;

  return ts_analysis_get_n_lines (analysis) > 0
         || (ts_analysis_get_position (analysis) != NULL && !ts_analysis_get_searching (analysis));
}

/* While a position is set up the board shows it, and the analysis follows
 * it edit by edit; a position the rules cannot play (no royal for the
 * side to move) ends its search with no line. */
static void
test_follows_the_position_set_up (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsBoardScene) scene = ts_board_scene_new ();
  g_autoptr (TsAnalysis) analysis = ts_analysis_new ();
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (ts_game_get_position (game));
  TsSquare royal = 0;

  ts_board_scene_set_game (scene, game);
  ts_analysis_set_scene (analysis, scene);
  ts_analysis_set_enabled (analysis, TRUE);
  ts_board_scene_set_editor (scene, editor);
  wait_for (has_three_deep_lines, analysis);
  assert_lines_about (analysis, ts_position_editor_get_position (editor));

  /* Black's royals taken off one by one: the last edit leaves none */
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      TsPiece pc = ts_position_editor_get_position (editor)->board[sq];

      if (pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) == TS_BLACK
          && (TS_PIECE_TYPE (pc) == TS_PIECE_EMPEROR || TS_PIECE_TYPE (pc) == TS_PIECE_PRINCE))
        {
          ts_position_editor_remove (editor, sq);
          royal = sq;
        }
    }
  g_assert_cmpuint (royal, !=, 0);
  g_assert_false (ts_position_editor_check (editor, NULL));
  wait_for (has_lines_or_stopped, analysis);
  g_assert_cmpuint (ts_analysis_get_n_lines (analysis), ==, 0);
  g_assert_cmphex (ts_analysis_get_position (analysis)->hash, ==, ts_position_editor_get_position (editor)->hash);
}

/* ---- the evaluation ---- */

static gboolean
all_scored (gpointer data)
{
  TsGameEvaluation *eval = data;

  return ts_game_evaluation_get_n_scored (eval) == ts_game_evaluation_get_n_points (eval);
}

static gboolean
half_scored (gpointer data)
{
  TsGameEvaluation *eval = data;

  return ts_game_evaluation_get_n_scored (eval) >= ts_game_evaluation_get_n_points (eval) / 2;
}

static void
test_evaluation_fills_stops_resumes (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (30, 11);
  g_autoptr (TsGameEvaluation) eval = ts_game_evaluation_new (game);
  guint stopped_at;
  int score;

  ts_game_evaluation_set_movetime (eval, 10);
  g_assert_cmpuint (ts_game_evaluation_get_n_points (eval), ==, 31);
  g_assert_false (ts_game_evaluation_get_score (eval, 0, &score));

  ts_game_evaluation_start (eval);
  wait_for (half_scored, eval);
  ts_game_evaluation_stop (eval);
  stopped_at = ts_game_evaluation_get_n_computed (eval);
  g_assert_cmpuint (stopped_at, <, 31);
  /* stopped: nothing more comes */
  spin (100);
  g_assert_cmpuint (ts_game_evaluation_get_n_computed (eval), ==, stopped_at);
  g_assert_cmpuint (ts_game_evaluation_get_n_scored (eval), ==, stopped_at);
  /* scored in order from the start */
  for (guint ply = 0; ply < 31; ply++)
    g_assert_true (ts_game_evaluation_get_score (eval, ply, &score) == (ply < stopped_at));

  /* resumed where it stopped: every point once */
  ts_game_evaluation_start (eval);
  wait_for (all_scored, eval);
  g_assert_cmpuint (ts_game_evaluation_get_n_computed (eval), ==, 31);

  /* back and forth through the record: nothing again */
  g_assert_true (ts_game_undo (game));
  g_assert_true (ts_game_undo (game));
  g_assert_cmpuint (ts_game_evaluation_get_n_points (eval), ==, 29);
  g_assert_true (all_scored (eval));
  g_assert_true (ts_game_redo (game));
  g_assert_true (ts_game_redo (game));
  spin (50);
  g_assert_cmpuint (ts_game_evaluation_get_n_computed (eval), ==, 31);

  /* a new move is evaluated as played */
  {
    TsMove m = ts_game_get_legal_moves (game)->moves[0];

    g_assert_true (ts_game_play (game, &m, NULL));
  }
  g_assert_false (all_scored (eval));
  wait_for (all_scored, eval);
  g_assert_cmpuint (ts_game_evaluation_get_n_computed (eval), ==, 32);
}

/* A won position scores as a win: Black to move without a royal has lost. */
static void
test_evaluation_scores_for_black (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (4, 2);
  g_autoptr (TsGameEvaluation) eval = ts_game_evaluation_new (game);
  int first, second;

  ts_game_evaluation_set_movetime (eval, 20);
  ts_game_evaluation_start (eval);
  wait_for (all_scored, eval);
  /* the start is even, whichever side's view: never a mate either way */
  g_assert_true (ts_game_evaluation_get_score (eval, 0, &first));
  g_assert_true (ts_game_evaluation_get_score (eval, 1, &second));
  g_assert_cmpint (ABS (first), <, TS_SCORE_MATE_BOUND);
  g_assert_cmpint (ABS (second), <, TS_SCORE_MATE_BOUND);
}

/* A new game cancels the old game's search; an active pass goes on with
 * the new game. */
static void
test_evaluation_new_game (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (20, 4);
  g_autoptr (TsGame) other = ts_random_game_new (5, 8);
  g_autoptr (TsGameEvaluation) eval = ts_game_evaluation_new (game);

  ts_game_evaluation_set_movetime (eval, 200);
  ts_game_evaluation_start (eval);
  spin (20);
  ts_game_assign (game, other);
  g_assert_cmpuint (ts_game_evaluation_get_n_points (eval), ==, 6);
  ts_game_evaluation_set_movetime (eval, 10);
  wait_for (all_scored, eval);
  /* the old game's first search was cancelled, not completed */
  g_assert_cmpuint (ts_game_evaluation_get_n_computed (eval), <=, 7);
  g_assert_true (ts_game_evaluation_get_active (eval));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/lines-follow-the-scene", test_lines_follow_the_scene);
  g_test_add_func ("/analysis/nodes-counted-within-iterations", test_nodes_counted_within_iterations);
  g_test_add_func ("/analysis/burst-starts-one-search", test_burst_starts_one_search);
  g_test_add_func ("/analysis/waits-for-the-computer", test_waits_for_the_computer);
  g_test_add_func ("/analysis/follows-the-position-set-up", test_follows_the_position_set_up);
  g_test_add_func ("/evaluation/fills-stops-resumes", test_evaluation_fills_stops_resumes);
  g_test_add_func ("/evaluation/scores-for-black", test_evaluation_scores_for_black);
  g_test_add_func ("/evaluation/new-game", test_evaluation_new_game);
  return g_test_run ();
}
