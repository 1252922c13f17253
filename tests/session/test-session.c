/* test-session.c — TsSession: what a window works on, without a window:
 * the game, its document, the computer player and the board scene; the
 * undo/redo policy against the computer; new games with their players;
 * a whole session driven through its scene, as the board drives it. */
#include <glib/gstdio.h>

#include "test-common.h"
#include "ts-session.h"
#include "ts-document-private.h"
#include "ts-engine-player-private.h"

typedef struct {
  char *dir;
  TsSession *session;
  TsGame *game;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("tai-shogi-session-XXXXXX", NULL);
  f->session = ts_session_new (f->dir);
  f->game = ts_session_get_game (f->session);
  /* the computer's own moves are played by the test */
  ts_engine_player_set_paused (ts_session_get_engine_player (f->session), TRUE);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autofree char *autosave = g_build_filename (f->dir, "autosave.tsr", NULL);

  g_clear_object (&f->session);
  g_remove (autosave);
  g_rmdir (f->dir);
  g_free (f->dir);
}

static void
play (Fixture *f, const char *notation)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_play_notation (f->game, notation, &error));
  g_assert_no_error (error);
}

/* The parts belong together: the document and the engine player follow
 * the session's game. */
static void
test_parts (Fixture *f, gconstpointer data)
{
  g_assert_true (ts_document_get_game (ts_session_get_document (f->session)) == f->game);
  play (f, "P-13r");
  g_assert_true (ts_document_get_modified (ts_session_get_document (f->session)));
  ts_document_flush (ts_session_get_document (f->session));
  g_assert_true (g_file_query_exists (ts_document_get_autosave_file (ts_session_get_document (f->session)), NULL));
}

/* Between two humans undo and redo go a move at a time. */
static void
test_undo_two_humans (Fixture *f, gconstpointer data)
{
  play (f, "P-13r");
  play (f, "P-13h");
  g_assert_true (ts_session_human_playing (f->session));
  g_assert_true (ts_session_undo (f->session));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (ts_session_redo (f->session));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 2);
  g_assert_false (ts_session_redo (f->session));
}

/* Against the computer, undo goes back to the human's turn, taking the
 * computer's reply with it; redo forward to the human's next turn. */
static void
test_undo_against_computer (Fixture *f, gconstpointer data)
{
  const TsPlayer players[2] = { TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER) };

  ts_session_new_game (f->session, TS_RULES_STANDARD, players);
  g_assert_true (ts_game_get_player (f->game, TS_WHITE).computer);
  g_assert_false (ts_game_get_player (f->game, TS_BLACK).computer);
  play (f, "P-13r");
  play (f, "P-13h");  /* the computer's reply */
  play (f, "P-12r");
  play (f, "P-12h");
  g_assert_true (ts_session_undo (f->session));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 2);
  g_assert_cmpint (ts_game_get_position (f->game)->side, ==, TS_BLACK);
  g_assert_true (ts_session_undo (f->session));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_false (ts_session_undo (f->session));
  g_assert_true (ts_session_redo (f->session));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 2);

  /* two computers: one move at a time, as between humans */
  {
    const TsPlayer computers[2] = { TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER), TS_PLAYER_COMPUTER (TS_LEVEL_CASUAL) };

    ts_session_new_game (f->session, TS_RULES_STANDARD, computers);
    g_assert_false (ts_session_human_playing (f->session));
    play (f, "P-13r");
    play (f, "P-13h");
    g_assert_true (ts_session_undo (f->session));
    g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  }
}

/* Resigning: the human to move, else the only human; never a computer. */
static void
test_resign (Fixture *f, gconstpointer data)
{
  const TsPlayer players[2] = { TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER) };
  const TsPlayer computers[2] = { TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER), TS_PLAYER_COMPUTER (TS_LEVEL_MASTER) };

  ts_session_new_game (f->session, TS_RULES_STANDARD, players);
  play (f, "P-13r");
  /* the computer is to move: its human opponent is the one who resigns */
  g_assert_cmpint (ts_session_resigning_side (f->session), ==, TS_BLACK);
  g_assert_true (ts_session_resign (f->session));
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_WHITE_WINS);
  g_assert_cmpint (ts_session_resigning_side (f->session), ==, -1);
  g_assert_false (ts_session_resign (f->session));

  ts_session_new_game (f->session, TS_RULES_STANDARD, computers);
  g_assert_cmpint (ts_session_resigning_side (f->session), ==, -1);
  /* each computer side keeps its own strength */
  g_assert_cmpint (ts_game_get_player (f->game, TS_BLACK).level, ==, TS_LEVEL_BEGINNER);
  g_assert_cmpint (ts_game_get_player (f->game, TS_WHITE).level, ==, TS_LEVEL_MASTER);
}

/* Continue from an earlier move: the later moves are gone. */
static void
test_continue_from (Fixture *f, gconstpointer data)
{
  play (f, "P-13r");
  play (f, "P-13h");
  play (f, "P-12r");
  ts_session_continue_from (f->session, 1);
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 1);
  g_assert_cmpint (ts_game_get_position (f->game)->side, ==, TS_WHITE);
  play (f, "P-12h");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 2);
}

/* A game from a position gets the players as tags, as one from the start
 * does; a position already lost is refused and changes nothing. */
static void
test_new_game_from_tsfen (Fixture *f, gconstpointer data)
{
  const char *tsfen = "24,e/25/25/25/25/25/25/25/25/25/25/25/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/E,24 w 9";
  const char *lost = "25/25/25/25/25/25/25/25/25/25/25/25/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/E,24 w 9";
  const TsPlayer players[2] = { TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER (TS_LEVEL_STRONG) };
  g_autoptr (GError) error = NULL;
  g_autofree char *started = NULL;

  g_assert_true (ts_session_new_game_from_tsfen (f->session, TS_RULES_STANDARD, tsfen, players, &error));
  g_assert_no_error (error);
  f->game = ts_session_get_game (f->session);
  started = ts_position_to_tsfen (ts_game_get_position (f->game));
  g_assert_cmpstr (started, ==, tsfen);
  g_assert_cmpstr (ts_game_get_tag (f->game, TS_PLAYER_TAG_BLACK), ==, "human");
  g_assert_cmpstr (ts_game_get_tag (f->game, TS_PLAYER_TAG_WHITE), ==, "computer:2");
  g_assert_nonnull (ts_game_get_start_tsfen (f->game));

  g_assert_false (ts_session_new_game_from_tsfen (f->session, TS_RULES_STANDARD, lost, players, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (ts_session_new_game_from_tsfen (f->session, TS_RULES_STANDARD, "not a position", players, &error));
  g_assert_nonnull (error);
  g_clear_pointer (&started, g_free);
  started = ts_position_to_tsfen (ts_game_get_position (ts_session_get_game (f->session)));
  g_assert_cmpstr (started, ==, tsfen);
}

/* ---- driven through the scene ---- */

static void
click (Fixture *f, int file, char rank)
{
  ts_board_scene_click_square (ts_session_get_scene (f->session), test_sq (file, rank));
}

/* The scene follows the session's game: two clicks play a move there,
 * and the game's moves show on it. */
static void
test_scene_plays (Fixture *f, gconstpointer data)
{
  TsBoardScene *scene = ts_session_get_scene (f->session);

  g_assert_true (ts_board_scene_get_game (scene) == f->game);
  click (f, 13, 's');
  g_assert_cmpuint (ts_board_scene_get_selected (scene), ==, test_sq (13, 's'));
  click (f, 13, 'r');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpstr (ts_game_get_move_notation (f->game, 0), ==, "P-13r");
  g_assert_true (ts_board_scene_get_marks (scene, test_sq (13, 'r')) & TS_MARK_LAST_MOVE);
  g_assert_true (ts_document_get_modified (ts_session_get_document (f->session)));

  /* a move played on the game shows on the scene; undo too */
  play (f, "P-13h");
  g_assert_cmpuint (ts_board_scene_get_shown_ply (scene), ==, 2);
  g_assert_true (ts_session_undo (f->session));
  g_assert_cmpuint (ts_board_scene_get_piece (scene, test_sq (13, 'h')), ==, TS_EMPTY);
  /* a new game replaces the position shown */
  {
    const TsPlayer humans[2] = { TS_PLAYER_HUMAN, TS_PLAYER_HUMAN };

    ts_session_new_game (f->session, TS_RULES_STANDARD, humans);
    g_assert_cmpuint (ts_board_scene_get_shown_ply (scene), ==, 0);
    g_assert_cmpuint (ts_board_scene_get_piece (scene, test_sq (13, 'r')), ==, TS_EMPTY);
  }
}

/* Against the computer the board takes no input on its turn: a click
 * selects nothing; the computer's reply gives the turn back. */
static void
test_scene_input_follows_turn (Fixture *f, gconstpointer data)
{
  const TsPlayer players[2] = { TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER) };
  TsBoardScene *scene = ts_session_get_scene (f->session);

  ts_session_new_game (f->session, TS_RULES_STANDARD, players);
  g_assert_true (ts_board_scene_get_input_enabled (scene));
  click (f, 13, 's');
  click (f, 13, 'r');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_false (ts_board_scene_get_input_enabled (scene));
  click (f, 13, 'g');
  g_assert_cmpuint (ts_board_scene_get_selected (scene), ==, 0);
  play (f, "P-13h");  /* the computer's reply */
  g_assert_true (ts_board_scene_get_input_enabled (scene));
  /* undone back to the computer's turn, the board waits again */
  g_assert_true (ts_game_undo (f->game));
  g_assert_false (ts_board_scene_get_input_enabled (scene));
}

/* Browsing a position of the past through the scene pauses the computer;
 * back at the game it takes up its turn. */
static void
test_scene_browse_pauses_engine (Fixture *f, gconstpointer data)
{
  const TsPlayer players[2] = { TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER) };
  TsBoardScene *scene = ts_session_get_scene (f->session);
  TsEnginePlayer *engine = ts_session_get_engine_player (f->session);

  ts_session_new_game (f->session, TS_RULES_STANDARD, players);
  click (f, 13, 's');
  click (f, 13, 'r');
  ts_board_scene_browse (scene, 0);
  g_assert_cmpint (ts_board_scene_get_browse_ply (scene), ==, 0);
  g_assert_true (ts_engine_player_get_paused (engine));
  g_assert_false (ts_engine_player_get_thinking (engine));
  ts_board_scene_stop_browsing (scene);
  g_assert_false (ts_engine_player_get_paused (engine));
  g_assert_true (ts_engine_player_get_thinking (engine));
  /* browsing again stops the search at once */
  ts_board_scene_browse (scene, 0);
  g_assert_true (ts_engine_player_get_paused (engine));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
}

/* Runs what waits in the main loop (the analysis starts at idle). */
static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The session's analysis reads the position its scene shows, browsed
 * or current. */
static void
test_scene_analysed (Fixture *f, gconstpointer data)
{
  TsAnalysis *analysis = ts_session_get_analysis (f->session);
  TsBoardScene *scene = ts_session_get_scene (f->session);

  play (f, "P-13r");
  play (f, "P-13h");
  ts_analysis_set_enabled (analysis, TRUE);
  settle ();
  g_assert_cmpuint (ts_analysis_get_ply (analysis), ==, 2);
  ts_board_scene_browse (scene, 1);
  settle ();
  g_assert_cmpuint (ts_analysis_get_ply (analysis), ==, 1);
  g_assert_cmpuint (ts_analysis_get_position (analysis)->hash, ==, ts_board_scene_get_position (scene)->hash);
  ts_analysis_set_enabled (analysis, FALSE);
}

/* A search costs one copy of the position: the engine player's, handed
 * over to the worker's search (before: the player kept one for the line
 * and the worker made another). */
static void
test_one_copy_per_search (Fixture *f, gconstpointer data)
{
  TsEnginePlayer *engine = ts_session_get_engine_player (f->session);
  guint searches = ts_engine_player_get_n_searches (engine);
  guint copies;

  play (f, "P-13r");
  /* two humans: unpaused, the player searches only when asked */
  ts_engine_player_set_paused (engine, FALSE);
  copies = ts_position_get_n_copies ();
  g_assert_true (ts_engine_player_request_hint (engine));
  g_assert_cmpuint (ts_engine_player_get_n_searches (engine), ==, searches + 1);
  g_test_message ("position copies for one search: %u", ts_position_get_n_copies () - copies);
  g_assert_cmpuint (ts_position_get_n_copies () - copies, ==, 1);
  ts_engine_player_stop (engine);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/session/new-game-from-tsfen", test_new_game_from_tsfen);
  ADD ("/session/parts", test_parts);
  ADD ("/session/undo-two-humans", test_undo_two_humans);
  ADD ("/session/undo-against-computer", test_undo_against_computer);
  ADD ("/session/resign", test_resign);
  ADD ("/session/continue-from", test_continue_from);
  ADD ("/session/scene-plays", test_scene_plays);
  ADD ("/session/scene-input-follows-turn", test_scene_input_follows_turn);
  ADD ("/session/scene-browse-pauses-engine", test_scene_browse_pauses_engine);
  ADD ("/session/scene-analysed", test_scene_analysed);
  ADD ("/session/one-copy-per-search", test_one_copy_per_search);
#undef ADD
  return g_test_run ();
}
