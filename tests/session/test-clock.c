/* test-clock.c — TsClock without real time: the three modes, pausing,
 * the flag, undo and redo, the times kept in the record and read back,
 * and the computer's budget from its clock. */
#include <string.h>

#include "test-common.h"
#include "ts-clock.h"
#include "ts-clock-private.h"
#include <glib/gstdio.h>

#include "ts-engine-player.h"
#include "ts-record.h"
#include "ts-session.h"

typedef struct {
  TsGame *game;
  TsClock *clock;
  gint64 now_us;
} Fixture;

static gint64
fake_now (gpointer user_data)
{
  return ((Fixture *) user_data)->now_us;
}

static void
advance (Fixture *f, gint64 ms)
{
  f->now_us += ms * 1000;
  ts_clock_poll (f->clock);
}

static void
fixture_start (Fixture *f, const char *time_control)
{
  f->now_us = 1000000;
  f->game = ts_game_new ();
  ts_game_set_tag (f->game, TS_CLOCK_TAG, time_control);
  f->clock = ts_clock_new (f->game);
  ts_clock_set_time_func (f->clock, fake_now, f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->clock);
  g_clear_object (&f->game);
}

static void
play (Fixture *f, const char *notation)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_play_notation (f->game, notation, &error));
  g_assert_no_error (error);
}

static gint64
left (Fixture *f, TsColor side)
{
  return ts_clock_get_left (f->clock, side, NULL);
}

static void
test_time_control_strings (void)
{
  static const struct {
    const char *text;
    TsClockMode mode;
    gint64 main_ms, extra_ms;
  } good[] = {
    { "600", TS_CLOCK_SUDDEN_DEATH, 600000, 0 },
    { "300+5", TS_CLOCK_INCREMENT, 300000, 5000 },
    { "0b30", TS_CLOCK_BYOYOMI, 0, 30000 },
    { "1800b60", TS_CLOCK_BYOYOMI, 1800000, 60000 },
  };
  static const char *const bad[] = { NULL, "", "-", "*", "40/9000", "600+", "b30", "600x", "0", "600 " };
  TsTimeControl tc;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;

      g_assert_true (ts_time_control_parse (good[i].text, &tc));
      g_assert_cmpint (tc.mode, ==, good[i].mode);
      g_assert_cmpint (tc.main_ms, ==, good[i].main_ms);
      g_assert_cmpint (tc.extra_ms, ==, good[i].extra_ms);
      back = ts_time_control_to_string (&tc);
      g_assert_cmpstr (back, ==, good[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (ts_time_control_parse (bad[i], &tc));
      g_assert_cmpint (tc.mode, ==, TS_CLOCK_OFF);
    }
}

static void
test_format_time (void)
{
  static const struct {
    gint64 ms;
    const char *text;
  } cases[] = {
    { 0, "0.0" }, { 9940, "9.9" }, { 10000, "0:10" }, { 10001, "0:11" }, { 599000, "9:59" },
    { 3600000, "1:00:00" }, { 3909300, "1:05:10" }, { -5, "0.0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ts_clock_format_time (cases[i].ms);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_off_by_default (Fixture *f, gconstpointer data)
{
  fixture_start (f, NULL);
  g_assert_false (ts_clock_get_enabled (f->clock));
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, -1);
  advance (f, 100000);
  play (f, "P-13r");
  g_assert_null (ts_game_get_move_comment (f->game, 0));
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
}

static void
test_sudden_death (Fixture *f, gconstpointer data)
{
  gint64 ms;

  fixture_start (f, "60");
  g_assert_true (ts_clock_get_enabled (f->clock));
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, TS_BLACK);
  advance (f, 5000);
  g_assert_cmpint (left (f, TS_BLACK), ==, 55000);
  g_assert_cmpint (left (f, TS_WHITE), ==, 60000);
  play (f, "P-13r");
  /* the move's time and the time left are in its comment */
  g_assert_true (ts_record_comment_get_time (ts_game_get_move_comment (f->game, 0), TS_RECORD_ELAPSED, &ms));
  g_assert_cmpint (ms, ==, 5000);
  g_assert_true (ts_record_comment_get_time (ts_game_get_move_comment (f->game, 0), TS_RECORD_CLOCK, &ms));
  g_assert_cmpint (ms, ==, 55000);
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, TS_WHITE);
  advance (f, 2000);
  g_assert_cmpint (left (f, TS_BLACK), ==, 55000);
  g_assert_cmpint (left (f, TS_WHITE), ==, 58000);
  advance (f, 57999);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  /* the flag falls: White loses on time */
  advance (f, 1);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_BLACK_WINS);
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, -1);
  g_assert_cmpint (left (f, TS_WHITE), ==, 0);
  g_assert_cmpint (left (f, TS_BLACK), ==, 55000);
  g_assert_false (ts_game_play_notation (f->game, "p-13h", NULL));
}

static void
test_increment (Fixture *f, gconstpointer data)
{
  fixture_start (f, "60+10");
  advance (f, 3000);
  play (f, "P-13r");
  /* 60 − 3 + 10 */
  g_assert_cmpint (left (f, TS_BLACK), ==, 67000);
  advance (f, 20000);
  play (f, "p-13h");
  g_assert_cmpint (left (f, TS_WHITE), ==, 50000);
  /* the increment comes after a move, not before the flag */
  advance (f, 67000);
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_WHITE_WINS);
}

static void
test_byoyomi (Fixture *f, gconstpointer data)
{
  gboolean byoyomi;

  fixture_start (f, "10b5");
  advance (f, 12000);
  /* the main time is spent; 3 s of the period are left */
  g_assert_cmpint (ts_clock_get_left (f->clock, TS_BLACK, &byoyomi), ==, 3000);
  g_assert_true (byoyomi);
  g_assert_cmpint (ts_clock_get_main_left (f->clock, TS_BLACK), ==, 0);
  play (f, "P-13r");
  /* each move in byo-yomi gets the whole period again */
  g_assert_cmpint (ts_clock_get_left (f->clock, TS_BLACK, &byoyomi), ==, 5000);
  g_assert_true (byoyomi);
  advance (f, 9000);
  play (f, "p-13h");
  g_assert_cmpint (ts_clock_get_left (f->clock, TS_WHITE, &byoyomi), ==, 1000);
  g_assert_false (byoyomi);
  advance (f, 4999);
  play (f, "P-12r");
  advance (f, 4999);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  advance (f, 1001);
  /* the period, used up */
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
}

static void
test_pause (Fixture *f, gconstpointer data)
{
  fixture_start (f, "60");
  advance (f, 1000);
  ts_clock_set_paused (f->clock, TRUE);
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, -1);
  advance (f, 100000);
  g_assert_cmpint (left (f, TS_BLACK), ==, 59000);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  ts_clock_set_paused (f->clock, FALSE);
  advance (f, 2000);
  g_assert_cmpint (left (f, TS_BLACK), ==, 57000);
}

/* A resignation stops the clock where it stood. */
static void
test_resign_stops (Fixture *f, gconstpointer data)
{
  fixture_start (f, "60");
  advance (f, 20000);
  g_assert_true (ts_game_resign (f->game, TS_BLACK));
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, -1);
  advance (f, 5000);
  g_assert_cmpint (left (f, TS_BLACK), ==, 40000);
}

static void
test_undo_restores_play (Fixture *f, gconstpointer data)
{
  fixture_start (f, "30");
  advance (f, 4000);
  play (f, "P-13r");
  advance (f, 6000);
  play (f, "p-13h");
  advance (f, 26000);
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
  /* undo: White's move taken back, White to move again with the time it
   * had after Black's first move, and the game goes on */
  g_assert_true (ts_game_undo (f->game));
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  g_assert_cmpint (ts_clock_get_running_side (f->clock), ==, TS_WHITE);
  g_assert_cmpint (left (f, TS_WHITE), ==, 30000);
  g_assert_cmpint (left (f, TS_BLACK), ==, 26000);
  g_assert_true (ts_game_undo (f->game));
  g_assert_cmpint (left (f, TS_BLACK), ==, 30000);
  /* redo: the times as they were after the move */
  g_assert_true (ts_game_redo (f->game));
  g_assert_cmpint (left (f, TS_BLACK), ==, 26000);
  g_assert_true (ts_game_redo (f->game));
  g_assert_cmpint (left (f, TS_WHITE), ==, 24000);
  /* at the end again, the loss on time stands */
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
}

/* A game over several sittings: saved, read back, the clocks go on. */
static void
test_record_round_trip (Fixture *f, gconstpointer data)
{
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) back = NULL;
  g_autoptr (TsClock) clock = NULL;

  fixture_start (f, "300+5");
  advance (f, 1500);
  play (f, "P-13r");
  advance (f, 62300);
  play (f, "p-13h");
  text = ts_record_write (f->game);
  g_assert_nonnull (strstr (text, "[TimeControl \"300+5\"]"));
  g_assert_nonnull (strstr (text, "{[%emt 0:00:01.5] [%clk 0:05:03.5]}"));
  g_assert_nonnull (strstr (text, "{[%emt 0:01:02.3] [%clk 0:04:02.7]}"));
  back = ts_record_read (text, strlen (text), &error);
  g_assert_no_error (error);
  again = ts_record_write (back);
  g_assert_cmpstr (again, ==, text);
  clock = ts_clock_new (back);
  g_assert_cmpint (ts_clock_get_left (clock, TS_BLACK, NULL), ==, 303500);
  g_assert_cmpint (ts_clock_get_left (clock, TS_WHITE, NULL), ==, 242700);
  g_assert_cmpint (ts_clock_get_running_side (clock), ==, TS_BLACK);
}

/* A loss on time is read back as one, and old records open unchanged. */
static void
test_record_time_forfeit (Fixture *f, gconstpointer data)
{
  static const char old[] = "[Event \"Casual game\"]\n[Result \"*\"]\n[Variant \"tai\"]\n"
                            "[Rules \"standard\"]\n\n1. P-13r {a comment} 1... P-13h *\n";
  g_autofree char *text = NULL;
  g_autofree char *old_again = NULL;
  g_autoptr (TsGame) back = NULL;
  g_autoptr (TsGame) old_game = NULL;
  g_autoptr (TsClock) clock = NULL;

  fixture_start (f, "10");
  play (f, "P-13r");
  advance (f, 10000);
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
  text = ts_record_write (f->game);
  g_assert_nonnull (strstr (text, "[Termination \"time forfeit\"]"));
  g_assert_nonnull (strstr (text, " 1-0\n"));
  back = ts_record_read (text, strlen (text), NULL);
  g_assert_nonnull (back);
  g_assert_cmpint (ts_game_get_end_reason (back), ==, TS_END_TIME);
  g_assert_cmpint (ts_game_get_result (back), ==, TS_RESULT_BLACK_WINS);
  /* the flag shows as fallen */
  {
    g_autoptr (TsClock) back_clock = ts_clock_new (back);

    g_assert_cmpint (ts_clock_get_left (back_clock, TS_WHITE, NULL), ==, 0);
    g_assert_cmpint (ts_clock_get_running_side (back_clock), ==, -1);
  }

  old_game = ts_record_read (old, strlen (old), NULL);
  g_assert_nonnull (old_game);
  old_again = ts_record_write (old_game);
  g_assert_cmpstr (old_again, ==, old);
  clock = ts_clock_new (old_game);
  g_assert_false (ts_clock_get_enabled (clock));
}

static void
test_comment_commands (void)
{
  g_autofree char *a = ts_record_comment_set_time (NULL, "clk", 61000);
  g_autofree char *b = ts_record_comment_set_time ("nice move", "clk", 3600000);
  g_autofree char *c = ts_record_comment_set_time (b, "clk", 5);
  g_autofree char *d = ts_record_comment_set_time (c, "emt", 1500);
  gint64 ms;

  g_assert_cmpstr (a, ==, "[%clk 0:01:01.0]");
  g_assert_cmpstr (b, ==, "[%clk 1:00:00.0] nice move");
  g_assert_cmpstr (c, ==, "[%clk 0:00:00.0] nice move");
  /* a second command goes after the first, before the words */
  g_assert_cmpstr (d, ==, "[%clk 0:00:00.0] [%emt 0:00:01.5] nice move");
  /* whole seconds, as other programs write them */
  g_assert_true (ts_record_comment_get_time ("[%clk 1:25:03]", "clk", &ms));
  g_assert_cmpint (ms, ==, 5103000);
  g_assert_false (ts_record_comment_get_time ("[%clk 1:75:03]", "clk", &ms));
  g_assert_false (ts_record_comment_get_time ("[%clk soon]", "clk", &ms));
  g_assert_false (ts_record_comment_get_time ("no clock", "clk", &ms));
}

/* The computer's search fits its clock, and its level where that is less. */
static void
test_engine_budget (Fixture *f, gconstpointer data)
{
  g_autoptr (TsEnginePlayer) engine = NULL;
  TsPlayer computer = TS_PLAYER_COMPUTER (TS_LEVEL_MASTER);
  TsSearchLimits limits;

  fixture_start (f, "60");
  engine = ts_engine_player_new (f->game);
  ts_engine_player_set_paused (engine, TRUE);
  ts_game_set_player (f->game, TS_BLACK, &computer);
  ts_engine_player_get_move_limits (engine, &limits);
  g_assert_cmpint (limits.movetime_ms, ==, 10000);
  ts_engine_player_set_clock (engine, f->clock);
  ts_engine_player_get_move_limits (engine, &limits);
  /* a minute for the game: about a sixtieth of it */
  g_assert_cmpint (limits.movetime_ms, >, 500);
  g_assert_cmpint (limits.movetime_ms, <, 1500);
  g_assert_cmpint (limits.maximum_ms, <, 60000 / 4);
  /* in byo-yomi, within the period */
  ts_game_set_tag (f->game, TS_CLOCK_TAG, "0b3");
  ts_clock_reload (f->clock);
  ts_engine_player_get_move_limits (engine, &limits);
  g_assert_cmpint (limits.maximum_ms, <, 3000);
  g_assert_cmpint (limits.movetime_ms, >, 1000);
  /* a long clock: the level's ten seconds */
  ts_game_set_tag (f->game, TS_CLOCK_TAG, "36000");
  ts_clock_reload (f->clock);
  ts_engine_player_get_move_limits (engine, &limits);
  g_assert_cmpint (limits.movetime_ms, ==, 10000);
}

static void
note_heard (GObject *source, GAsyncResult *result, gpointer data)
{
  *(gboolean *) data = TRUE;
}

static void
note_tags (TsDocument *doc, GParamSpec *pspec, GStrv *seen)
{
  g_strfreev (*seen);
  *seen = ts_game_get_tag_names (ts_document_get_game (doc));
}

/* The autosave keeps the clocks: the next sitting goes on with them.
 * Saving at close never changes the game: what runs meanwhile (a Save
 * taken in) sees the game's own tags, and a record saved then or later
 * holds no turn time. */
static void
test_autosave_keeps_clocks (Fixture *f, gconstpointer data)
{
  g_autofree char *dir = g_dir_make_tmp ("tai-shogi-clock-XXXXXX", NULL);
  g_autofree char *autosave = g_build_filename (dir, "autosave.tsr", NULL);
  g_autofree char *record = g_build_filename (dir, "record.tsr", NULL);
  g_autoptr (GFile) record_file = g_file_new_for_path (record);
  g_auto (GStrv) before = NULL;
  g_auto (GStrv) seen = NULL;
  g_auto (GStrv) after = NULL;
  g_autoptr (TsGame) saved = NULL;
  TsDocument *doc;
  gboolean heard = FALSE;
  TsTimeControl tc = { TS_CLOCK_INCREMENT, 120000, 2000 };
  const TsPlayer humans[2] = { TS_PLAYER_HUMAN, TS_PLAYER_HUMAN };
  TsSession *first = ts_session_new (dir);
  TsSession *second;
  TsClock *clock;

  f->now_us = 5000000;
  ts_clock_set_time_func (ts_session_get_clock (first), fake_now, f);
  ts_session_set_time_control (first, &tc);
  ts_session_new_game (first, TS_RULES_STANDARD, humans);
  f->now_us += 7000000;
  test_play_notation (ts_session_get_game (first), "P-13r");
  f->now_us += 9500000;
  test_play_notation (ts_session_get_game (first), "p-13h");
  /* Black thinks 3 s, saves, and the window closes before the Save is
   * heard of */
  f->now_us += 3000000;
  doc = ts_session_get_document (first);
  before = ts_game_get_tag_names (ts_session_get_game (first));
  ts_document_save_async (doc, record_file, NULL, note_heard, &heard);
  g_signal_connect (doc, "notify::file", G_CALLBACK (note_tags), &seen);
  ts_session_keep_clock (first);
  g_assert_nonnull (seen);
  g_assert_true (g_strv_equal ((const char *const *) seen, (const char *const *) before));
  after = ts_game_get_tag_names (ts_session_get_game (first));
  g_assert_true (g_strv_equal ((const char *const *) after, (const char *const *) before));
  while (!heard)
    g_main_context_iteration (NULL, TRUE);
  g_object_unref (first);
  saved = ts_record_read_file (record, NULL);
  g_assert_nonnull (saved);
  g_assert_null (ts_game_get_tag (saved, TS_CLOCK_TURN_TAG));

  second = ts_session_new (dir);
  clock = ts_session_get_clock (second);
  ts_clock_set_time_func (clock, fake_now, f);
  g_assert_true (ts_document_resume (ts_session_get_document (second), NULL));
  g_assert_true (ts_clock_get_enabled (clock));
  g_assert_cmpint (ts_clock_get_time_control (clock)->mode, ==, TS_CLOCK_INCREMENT);
  /* Black's turn goes on from where it was */
  g_assert_cmpint (ts_clock_get_left (clock, TS_BLACK, NULL), ==, 112000);
  g_assert_cmpint (ts_clock_get_left (clock, TS_WHITE, NULL), ==, 112500);
  g_assert_null (ts_game_get_tag (ts_session_get_game (second), TS_CLOCK_TURN_TAG));
  f->now_us += 1000000;
  test_play_notation (ts_session_get_game (second), "P-12r");
  g_assert_cmpint (ts_clock_get_left (clock, TS_BLACK, NULL), ==, 113000);
  g_object_unref (second);
  g_remove (autosave);
  g_remove (record);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/time-control-strings", test_time_control_strings);
  g_test_add_func ("/clock/format-time", test_format_time);
  g_test_add_func ("/clock/comment-commands", test_comment_commands);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, NULL, fn, fixture_tear_down)
  ADD ("/clock/off-by-default", test_off_by_default);
  ADD ("/clock/sudden-death", test_sudden_death);
  ADD ("/clock/increment", test_increment);
  ADD ("/clock/byoyomi", test_byoyomi);
  ADD ("/clock/pause", test_pause);
  ADD ("/clock/undo-restores-play", test_undo_restores_play);
  ADD ("/clock/resign-stops", test_resign_stops);
  ADD ("/clock/autosave-keeps-clocks", test_autosave_keeps_clocks);
  ADD ("/clock/record-round-trip", test_record_round_trip);
  ADD ("/clock/record-time-forfeit", test_record_time_forfeit);
  ADD ("/clock/engine-budget", test_engine_budget);
  return g_test_run ();
}
