/* test-game.c — TsGame: playing, undo/redo, results. */
#include "test-helpers.h"
#include "ts-game.h"

static void
count_changes (TsGame *game, guint *n)
{
  (*n)++;
}

static void
test_play_undo_redo (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autofree char *start = ts_position_to_tsfen (ts_game_get_position (game));
  g_autoptr (GError) error = NULL;
  guint changes = 0;
  TsMove bad = { 0 };

  g_signal_connect (game, "changed", G_CALLBACK (count_changes), &changes);
  g_assert_false (ts_game_can_undo (game));
  g_assert_true (ts_game_play_notation (game, "P-13r", &error));
  g_assert_no_error (error);
  /* White's pieces may be written in lower case; they are stored as the
   * record notation writes them */
  g_assert_true (ts_game_play_notation (game, "p-13h", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 2);
  g_assert_cmpstr (ts_game_get_move_notation (game, 0), ==, "P-13r");
  g_assert_cmpstr (ts_game_get_move_notation (game, 1), ==, "P-13h");
  g_assert_cmpuint (changes, ==, 2);

  g_assert_true (ts_game_undo (game));
  g_assert_true (ts_game_undo (game));
  g_assert_false (ts_game_undo (game));
  {
    g_autofree char *now = ts_position_to_tsfen (ts_game_get_position (game));
    g_assert_cmpstr (now, ==, start);
  }
  g_assert_true (ts_game_can_redo (game));
  g_assert_true (ts_game_redo (game));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ts_game_get_n_moves_total (game), ==, 2);

  /* a new move drops what could have been redone */
  g_assert_true (ts_game_play_notation (game, "P12g-12h", &error));
  g_assert_no_error (error);
  g_assert_false (ts_game_can_redo (game));
  g_assert_cmpuint (ts_game_get_n_moves_total (game), ==, 2);

  /* positions along the game, rebuilt from the start */
  {
    g_autoptr (TsPosition) at2 = ts_game_position_at (game, 2);
    g_assert_cmpuint (at2->hash, ==, ts_game_get_position (game)->hash);
  }

  /* an illegal move is refused and changes nothing */
  bad.from = ts_square_from_file_rank (13, 24);
  bad.to = ts_square_from_file_rank (13, 23);
  changes = 0;
  g_assert_false (ts_game_play (game, &bad, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 2);
}

static void
test_royals_captured (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) game = ts_game_new_from_tsfen (
    "24,e/25/25/25/25/25/25/25/25/25/25/25/12,cp,12/12,LN,12/25/25/25/25/25/25/25/25/25/25/E,24 b",
    &error);
  g_autofree char *why = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_NONE);
  /* White still has its emperor after losing the prince */
  g_assert_true (ts_game_play_notation (game, "LNx13m+", &error));
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_NONE);
  g_assert_true (ts_game_play_notation (game, "E-2b", &error));
  g_assert_true (ts_game_play_notation (game, "Ex2b", &error));
  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_BLACK_WINS);
  g_assert_cmpint (ts_game_get_end_reason (game), ==, TS_END_ROYALS_CAPTURED);
  why = ts_game_describe_result (game);
  g_assert_cmpstr (why, ==, "Black wins: White has no emperor or prince left.");
  g_assert_false (ts_game_play_notation (game, "E-1a", &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_OVER);
}

/* Tenjiku's royals are its king and prince (TENJIKU.md), and the result
 * names them: there is no emperor in tenjiku. */
static void
test_tenjiku_royals_taken (void)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, "K 2b, k 1a", TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *why = NULL;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (game, TS_RULES_TENJIKU, tsfen, &error));
  g_assert_no_error (error);
  g_assert_true (ts_game_play_notation (game, "Kx1a", &error));
  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_end_reason (game), ==, TS_END_ROYALS_CAPTURED);
  why = ts_game_describe_result (game);
  g_assert_cmpstr (why, ==, "Black wins: White has no king or prince left.");
}

/* A Black prince walled in by its own immobile iron generals: Black to
 * move has no legal move and loses. */
static void
test_no_moves_loses (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) game = ts_game_new_from_tsfen (
    "22,I,I,CP/23,I,I/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/e,24 b", &error);

  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_WHITE_WINS);
  g_assert_cmpint (ts_game_get_end_reason (game), ==, TS_END_NO_MOVES);
}

static void
test_reset_to_tsfen (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_play_notation (game, "P-13r", &error));
  g_assert_false (ts_game_reset_to_tsfen (game, "nonsense", &error));
  g_assert_nonnull (error);
  /* the failed reset left the game alone */
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_clear_error (&error);
  g_assert_true (ts_game_reset_to_tsfen (game,
    "24,e/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/E,24 w 7", &error));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ts_game_get_position (game)->side, ==, TS_WHITE);
  g_assert_nonnull (ts_game_get_start_tsfen (game));
  ts_game_reset (game);
  g_assert_null (ts_game_get_start_tsfen (game));
}

/* A game knows its rule set: reset, copy, the position at a ply, and a
 * bad TSFEN that leaves the game as it was. */
static void
test_rules (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsGame) copy = ts_game_new ();
  g_autoptr (TsPosition) start = NULL;
  g_autoptr (GError) error = NULL;
  const char *free_gold = "25/25/25/25/25/25/25/25/25/25/25/25/12,+G,12/25/25/25/25/25/25/25/25/25/25/cp,24/24,CP b";

  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_STANDARD);
  ts_game_reset_with_rules (game, TS_RULES_JW);
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_JW);
  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  ts_game_assign (copy, game);
  g_assert_cmpint (ts_game_get_rules (copy), ==, TS_RULES_JW);
  start = ts_game_position_at (copy, 0);
  g_assert_cmpint (start->rules, ==, TS_RULES_JW);
  /* reset keeps the rule set */
  ts_game_reset (game);
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_JW);
  g_assert_true (ts_game_reset_to_tsfen (game, free_gold, NULL));
  /* +G is no piece in standard: refused, and the jw game stays */
  g_assert_false (ts_game_reset_to_tsfen_with_rules (game, TS_RULES_STANDARD, free_gold, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_JW);
  g_assert_cmpstr (ts_game_get_start_tsfen (game), !=, NULL);
}

/* What the game says happened, in order, as "signal:index" words. */
static void
on_indexed (TsGame *game, guint index, GString *log)
{
  g_string_append_printf (log, "%s:%u ", (const char *) g_object_get_data (G_OBJECT (game), "last"), index);
}

static void
note_played (TsGame *game, guint index, GString *log)
{
  g_object_set_data (G_OBJECT (game), "last", (gpointer) "played");
  on_indexed (game, index, log);
}

static void
note_undone (TsGame *game, guint index, GString *log)
{
  g_object_set_data (G_OBJECT (game), "last", (gpointer) "undone");
  on_indexed (game, index, log);
}

static void
note_redone (TsGame *game, guint index, GString *log)
{
  g_object_set_data (G_OBJECT (game), "last", (gpointer) "redone");
  on_indexed (game, index, log);
}

static void
note_reset (TsGame *game, GString *log)
{
  g_string_append (log, "reset ");
}

static void
note_changed (TsGame *game, GString *log)
{
  g_string_append (log, "changed ");
}

/* Specific signals, each followed by "changed". */
static void
test_signals (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsGame) copy = ts_game_new ();
  g_autoptr (GString) log = g_string_new (NULL);

  g_signal_connect (game, "played", G_CALLBACK (note_played), log);
  g_signal_connect (game, "undone", G_CALLBACK (note_undone), log);
  g_signal_connect (game, "redone", G_CALLBACK (note_redone), log);
  g_signal_connect (game, "reset", G_CALLBACK (note_reset), log);
  g_signal_connect (game, "changed", G_CALLBACK (note_changed), log);
  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  g_assert_true (ts_game_play_notation (game, "P-13h", NULL));
  g_assert_true (ts_game_undo (game));
  g_assert_true (ts_game_redo (game));
  ts_game_assign (game, copy);
  ts_game_reset (game);
  g_assert_cmpstr (log->str, ==,
                   "played:0 changed played:1 changed undone:1 changed redone:1 changed reset changed reset changed ");
}

/* The legal moves are kept per position (the same list until the
 * position changes, then the new position's), and the captured pieces of
 * every move are kept with it. */
static void
test_legal_cache_and_captures (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree TsMoveList *fresh = g_new (TsMoveList, 1);
  const TsMoveList *legal = ts_game_get_legal_moves (game);
  TsPiece captured[TS_MAX_CAPTURES];

  g_assert_cmpuint (legal->n, ==, 479);
  g_assert_true (ts_game_get_legal_moves (game) == legal);
  g_assert_true (ts_game_play_notation (game, "P-13r", &error));
  g_assert_cmpuint (ts_generate_legal (ts_game_get_position (game), fresh), ==, ts_game_get_legal_moves (game)->n);
  for (guint i = 0; i < fresh->n; i++)
    g_assert_true (ts_move_equal (&fresh->moves[i], &ts_game_get_legal_moves (game)->moves[i]));
  g_assert_true (ts_game_undo (game));
  g_assert_cmpuint (ts_game_get_legal_moves (game)->n, ==, 479);

  /* a lion takes a pawn, then a gold, in one move */
  g_assert_true (ts_game_reset_to_tsfen (game, "24,e/25/25/25/25/25/25/25/25/25/12,g,12/12,p,12/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/E,24 b", &error));
  g_assert_no_error (error);
  g_assert_true (ts_game_play_notation (game, "LNx13lx13k", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_game_get_captured (game, 0, captured), ==, 2);
  g_assert_cmpuint (TS_PIECE_TYPE (captured[0]), ==, TS_PIECE_PAWN);
  g_assert_cmpuint (TS_PIECE_TYPE (captured[1]), ==, TS_PIECE_GOLD_GENERAL);
  g_assert_cmpint (TS_PIECE_COLOR (captured[1]), ==, TS_WHITE);
  g_assert_cmpuint (TS_PIECE_TYPE (ts_game_get_moved_piece (game, 0)), ==, TS_PIECE_LION);
  /* kept for redo too */
  g_assert_true (ts_game_undo (game));
  g_assert_cmpuint (ts_game_get_captured (game, 0, captured), ==, 2);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *n)
{
  (*n)++;
}

/* The players are the game's: properties, kept in the record tags. */
static void
test_players (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  TsPlayer computer = TS_PLAYER_COMPUTER (TS_LEVEL_STRONG);
  g_autofree char *white = NULL;
  guint notified = 0;

  g_assert_false (ts_game_get_player (game, TS_BLACK).computer);
  g_signal_connect (game, "notify::white-player", G_CALLBACK (count_notify), &notified);
  ts_game_set_player (game, TS_WHITE, &computer);
  ts_game_set_player (game, TS_WHITE, &computer);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (ts_game_get_tag (game, TS_PLAYER_TAG_WHITE), ==, "computer:2");
  g_object_get (game, "white-player", &white, NULL);
  g_assert_cmpstr (white, ==, "computer:2");
  g_assert_false (ts_game_computer_to_move (game));
  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  g_assert_true (ts_game_computer_to_move (game));
  /* a move leaves the players as they were, and says nothing of them */
  g_assert_cmpuint (notified, ==, 1);
  g_object_set (game, "black-player", "computer:0", NULL);
  g_assert_true (ts_game_get_player (game, TS_BLACK).computer);
  g_assert_cmpint (ts_game_get_player (game, TS_BLACK).level, ==, TS_LEVEL_BEGINNER);
  /* unreadable: a human */
  ts_game_set_tag (game, TS_PLAYER_TAG_BLACK, "computer:9");
  g_assert_false (ts_game_get_player (game, TS_BLACK).computer);
  /* a new game may bring other players */
  ts_game_reset (game);
  g_assert_cmpuint (notified, ==, 2);
}

static void
count_calls (guint *counter)
{
  (*counter)++;
}

static void
count_int (TsGame *game, int value, int *last)
{
  *last = value;
}

/* Resigning ends the game for the other side; undo takes the last move
 * and the resignation back, redo brings both; a new move drops it. */
static void
test_resign (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autofree char *words = NULL;
  int resigned = -1;

  g_signal_connect (game, "resigned", G_CALLBACK (count_int), &resigned);
  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  g_assert_true (ts_game_resign (game, TS_WHITE));
  g_assert_cmpint (resigned, ==, TS_WHITE);
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_BLACK_WINS);
  g_assert_cmpint (ts_game_get_end_reason (game), ==, TS_END_RESIGNED);
  words = ts_game_describe_result (game);
  g_assert_cmpstr (words, ==, "Black wins: White resigned.");
  g_assert_false (ts_game_resign (game, TS_BLACK));
  g_assert_false (ts_game_play_notation (game, "p-13h", NULL));

  g_assert_true (ts_game_undo (game));
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_NONE);
  g_assert_true (ts_game_redo (game));
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_BLACK_WINS);
  g_assert_true (ts_game_undo (game));
  g_assert_true (ts_game_play_notation (game, "P-12r", NULL));
  g_assert_null (ts_game_get_tag (game, TS_GAME_TAG_RESIGNED));
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_NONE);
}

/* Continuing from an earlier move drops the later ones. */
static void
test_truncate (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsPosition) after_one = NULL;
  g_autofree char *expected = NULL, *actual = NULL;
  guint resets = 0;

  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  after_one = ts_position_copy (ts_game_get_position (game));
  g_assert_true (ts_game_play_notation (game, "p-13h", NULL));
  g_assert_true (ts_game_play_notation (game, "P-12r", NULL));
  g_assert_true (ts_game_undo (game));
  g_signal_connect_swapped (game, "reset", G_CALLBACK (count_calls), &resets);
  ts_game_truncate (game, 1);
  g_assert_cmpuint (resets, ==, 1);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ts_game_get_n_moves_total (game), ==, 1);
  g_assert_false (ts_game_can_redo (game));
  expected = ts_position_to_tsfen (after_one);
  actual = ts_position_to_tsfen (ts_game_get_position (game));
  g_assert_cmpstr (actual, ==, expected);
  g_assert_true (ts_game_play_notation (game, "p-12h", NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/play-undo-redo", test_play_undo_redo);
  g_test_add_func ("/game/signals", test_signals);
  g_test_add_func ("/game/players", test_players);
  g_test_add_func ("/game/legal-cache-and-captures", test_legal_cache_and_captures);
  g_test_add_func ("/game/royals-captured", test_royals_captured);
  g_test_add_func ("/game/tenjiku-royals-taken", test_tenjiku_royals_taken);
  g_test_add_func ("/game/no-moves-loses", test_no_moves_loses);
  g_test_add_func ("/game/reset-to-tsfen", test_reset_to_tsfen);
  g_test_add_func ("/game/rules", test_rules);
  g_test_add_func ("/game/resign", test_resign);
  g_test_add_func ("/game/truncate", test_truncate);
  return g_test_run ();
}
