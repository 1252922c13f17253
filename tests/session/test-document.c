/* test-document.c — TsDocument without a window: open, save, autosave
 * and resume.  A game must never be lost, and a damaged file must never
 * replace the game on screen.  (The same through the window is
 * tests/ui/test-window-files.c.) */
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ts-document.h"
#include "ts-document-private.h"
#include "ts-players.h"
#include "ts-random-game.h"
#include "ts-record.h"
#include "test-common.h"

static const char *test_binary;

static char *
temp_dir (void)
{
  return test_make_tmp_dir ("tai-shogi-doc-XXXXXX");
}

/* A new document in `dir`, as after a restart: it resumes the autosaved
 * game, whose position must be `expected` (a TSFEN).  The game is the
 * document's (ts_document_get_game()). */
static TsDocument *
resume_expecting (const char *dir, const char *expected)
{
  g_autoptr (TsGame) game = ts_game_new ();
  TsDocument *doc = ts_document_new (game, dir);
  g_autoptr (GError) error = NULL;
  g_autofree char *now = NULL;

  g_assert_true (ts_document_resume (doc, &error));
  g_assert_no_error (error);
  now = test_game_tsfen (game);
  g_assert_cmpstr (now, ==, expected);
  return doc;
}

/* Runs the main loop until every write of `doc` is taken in. */
static void
wait_for_writes (TsDocument *doc)
{
  while (ts_document_is_busy (doc))
    g_main_context_iteration (NULL, TRUE);
}

/* Keeps what an _async() call gave, for the test to finish it. */
static void
keep_result (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **kept = data;

  *kept = g_object_ref (result);
}

static GAsyncResult *
wait_for_result (GAsyncResult **kept)
{
  while (*kept == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *kept;
}

/* Moves mark the document modified and are autosaved; saving clears the
 * mark and names the document after its file. */
static void
test_modified_save_and_autosave (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autofree char *path = g_build_filename (dir, "first.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *autosaved = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *title = NULL;

  g_assert_false (ts_document_get_modified (doc));
  test_play_notation (game, "P-13r");
  g_assert_true (ts_document_get_modified (doc));
  ts_document_flush (doc);
  g_assert_true (g_file_get_contents (g_file_peek_path (ts_document_get_autosave_file (doc)), &autosaved, NULL, NULL));
  g_assert_nonnull (strstr (autosaved, "1. P-13r *"));

  g_assert_true (ts_document_save (doc, file, &error));
  g_assert_no_error (error);
  g_assert_false (ts_document_get_modified (doc));
  title = ts_document_dup_title (doc);
  /* the app's own extension is left out */
  g_assert_cmpstr (title, ==, "first");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "[Variant \"tai\"]"));
  g_assert_null (strstr (saved, "TaiShogiFile")); /* the autosave's own tags stay there */
  g_assert_nonnull (strstr (saved, "1. P-13r *"));
}

/* A saved record has PGN's tags: the event, the date, the players' names
 * ("Computer (Casual)" for the computer); tags of the game's own stay. */
static void
test_record_tags (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autofree char *path = g_build_filename (dir, "tags.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "[Date \"%Y.%m.%d\"]");
  g_autofree char *human = NULL, *black = NULL, *saved = NULL, *again = NULL;
  TsPlayer computer = TS_PLAYER_COMPUTER (TS_LEVEL_CASUAL), person = TS_PLAYER_HUMAN;

  ts_game_set_player (game, TS_WHITE, &computer);
  test_play_notation (game, "P-13r");
  g_assert_true (ts_document_save (doc, file, NULL));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  human = ts_player_dup_record_name (&person);
  g_assert_cmpstr (human, !=, "");
  black = g_strdup_printf ("[Black \"%s\"]", human);
  g_assert_true (g_str_has_prefix (saved, "[Event \"Casual game\"]\n"));
  g_assert_nonnull (strstr (saved, date));
  g_assert_nonnull (strstr (saved, black));
  g_assert_nonnull (strstr (saved, "[White \"Computer (Casual)\"]"));

  /* names the user wrote are kept */
  ts_game_set_tag (game, "Black", "Ann");
  test_play_notation (game, "P-13h");
  g_assert_true (ts_document_save (doc, file, NULL));
  g_assert_true (g_file_get_contents (path, &again, NULL, NULL));
  g_assert_nonnull (strstr (again, "[Black \"Ann\"]"));
  g_assert_nonnull (strstr (again, date));
}

/* Damaged files are refused with a precise error and leave the game as
 * it was. */
static void
test_damaged_files_leave_game_untouched (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autofree char *before = NULL;
  struct { const char *name; const char *contents; gsize length; const char *needle; } cases[] = {
    { "illegal.tsr", "1. P-13r P-13h 2. LN-99z *\n", 0, "move 2 (Black)" },
    { "truncated.tsr", "[Event \"cut\"]\n1. P-13r P-1", 0, "line 2" },
    { "binary.tsr", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16, "not a text file" },
    { "wrong-side.tsr", "1... P-13h *", 0, "Black is to move" },
  };

  test_play_notation (game, "P-13r");
  test_play_notation (game, "P-13h");
  before = test_game_tsfen (game);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      g_autofree char *after = NULL;
      gsize length = cases[i].length ? cases[i].length : strlen (cases[i].contents);

      g_assert_true (g_file_set_contents (path, cases[i].contents, (gssize) length, NULL));
      g_assert_false (ts_document_load (doc, file, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].needle) == NULL)
        g_error ("%s: '%s' does not mention '%s'", cases[i].name, error->message, cases[i].needle);
      after = test_game_tsfen (game);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpuint (ts_game_get_n_moves (game), ==, 2);
      g_assert_null (ts_document_get_file (doc));
    }

  /* a 50 MB file is refused by its size */
  {
    g_autofree char *path = g_build_filename (dir, "huge.tsr", NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_autoptr (GError) error = NULL;
    FILE *f = fopen (path, "w");
    g_assert_nonnull (f);
    g_assert_cmpint (ftruncate (fileno (f), 50 * 1000 * 1000), ==, 0);
    fclose (f);
    g_assert_false (ts_document_load (doc, file, &error));
    g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE);
    g_assert_cmpuint (ts_game_get_n_moves (game), ==, 2);
  }
}

/* A record cut after 600 moves: the error names its line and column,
 * the game on screen stays, and the 600 moves are offered; opened, they
 * are a new game of no file, not saved, and the file is never touched.
 * A record damaged before its first move offers nothing. */
static void
test_damaged_file_readable_part (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "cut.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) full = NULL;
  g_autofree char *cut = test_cut_record (600, 7, &full);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autoptr (TsGame) readable = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, cut, -1, NULL));
  test_play_notation (game, "P-13r");
  g_assert_false (ts_document_load_or_readable (doc, file, &readable, &error));
  g_assert_nonnull (strstr (error->message, "line "));
  g_assert_nonnull (strstr (error->message, "column "));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_assert_nonnull (readable);
  g_assert_cmpuint (ts_game_get_n_moves (readable), ==, 600);

  ts_document_open_readable (doc, readable);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 600);
  for (guint i = 0; i < 600; i++)
    g_assert_true (ts_move_equal (ts_game_get_move (game, i), ts_game_get_move (full, i)));
  g_assert_null (ts_document_get_file (doc));
  g_assert_true (ts_document_get_modified (doc));
  g_assert_true (ts_game_play (game, ts_game_get_move (full, 600), NULL));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, cut);

  /* damaged before its first move: the plain error, nothing offered */
  g_clear_error (&error);
  g_clear_object (&readable);
  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n1. P-99z *\n", -1, NULL));
  g_assert_false (ts_document_load_or_readable (doc, file, &readable, &error));
  g_assert_nonnull (error);
  g_assert_null (readable);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 601);
}

/* The game, its file, its modified mark and its tags (the players'
 * settings) come back in a new document, as after a restart. */
static void
test_resume (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "long.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) long_game = ts_random_game_new (1200, 4);
  g_autofree char *record = ts_record_write (long_game);
  g_autofree char *expected = NULL;

  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  {
    g_autoptr (TsGame) game = ts_game_new ();
    g_autoptr (TsDocument) doc = ts_document_new (game, dir);
    g_autoptr (GError) error = NULL;

    g_assert_true (ts_document_load (doc, file, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (ts_game_get_n_moves (game), ==, ts_game_get_n_moves (long_game));
    ts_game_set_tag (game, "WhitePlayer", "computer:3");
    g_assert_true (ts_game_undo (game));
    expected = test_game_tsfen (game);
  }
  {
    g_autoptr (TsDocument) doc = resume_expecting (dir, expected);
    TsGame *game = ts_document_get_game (doc);

    g_assert_cmpstr (ts_game_get_tag (game, "WhitePlayer"), ==, "computer:3");
    g_assert_null (ts_game_get_tag (game, "TaiShogiFile"));
    g_assert_true (ts_document_get_modified (doc));
    g_assert_true (g_file_equal (ts_document_get_file (doc), file));
  }
}

/* A tenjiku record opens as tenjiku in a document that showed tai: its
 * moves, burns and promotions replayed; a move more is autosaved, saved
 * with its Variant tag, and the game resumes as tenjiku after a restart. */
static void
test_tenjiku_record (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "tenjiku.tsr", NULL);
  g_autofree char *saved_path = g_build_filename (dir, "saved.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) saved_file = g_file_new_for_path (saved_path);
  g_autoptr (TsGame) source = ts_random_game_new_with_rules (TS_RULES_TENJIKU, 120, 7);
  g_autofree char *record = ts_record_write (source);
  g_autofree char *expected = NULL;

  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  {
    g_autoptr (TsGame) game = ts_game_new ();
    g_autoptr (TsDocument) doc = ts_document_new (game, dir);
    g_autoptr (TsGame) reread = NULL;
    g_autoptr (GError) error = NULL;
    g_autofree char *saved = NULL;
    g_autofree char *reread_tsfen = NULL;

    test_play_notation (game, "P-13r");
    g_assert_true (ts_document_load (doc, file, &error));
    g_assert_no_error (error);
    g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_TENJIKU);
    g_assert_cmpuint (ts_game_get_n_moves (game), ==, ts_game_get_n_moves (source));
    if (ts_game_get_result (game) == TS_RESULT_NONE)
      g_assert_true (ts_game_play (game, &ts_game_get_legal_moves (game)->moves[0], NULL));
    expected = test_game_tsfen (game);

    g_assert_true (ts_document_save (doc, saved_file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (saved_path, &saved, NULL, NULL));
    g_assert_nonnull (strstr (saved, "[Variant \"tenjiku\"]"));
    reread = ts_record_read_file (saved_path, &error);
    g_assert_no_error (error);
    reread_tsfen = test_game_tsfen (reread);
    g_assert_cmpstr (reread_tsfen, ==, expected);
    g_assert_true (ts_game_undo (game));
    g_free (expected);
    expected = test_game_tsfen (game);
  }
  {
    g_autoptr (TsDocument) doc = resume_expecting (dir, expected);

    g_assert_cmpint (ts_game_get_rules (ts_document_get_game (doc)), ==, TS_RULES_TENJIKU);
    g_assert_true (g_file_equal (ts_document_get_file (doc), saved_file));
  }
}

/* ---- killed right after a move ---- */

#define KILL_PLIES 301

/* In a child process: play the first KILL_PLIES moves of a random game
 * through a document, and die by SIGKILL the instant the last returns.
 * Each move is autosaved at once (a burst of moves is written once, at
 * the end of the delay: test_autosave_burst()). */
static int
autosave_child (const char *dir)
{
  g_autoptr (TsGame) script = ts_random_game_new (KILL_PLIES, 21);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);

  ts_document_set_autosave_delay (doc, 0);

  for (guint i = 0; i < ts_game_get_n_moves (script); i++)
    if (!ts_game_play (game, ts_game_get_move (script, i), NULL))
      return 2;
  kill (getpid (), SIGKILL);
  return 3;
}

static void
test_killed_after_a_move (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) child = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, test_binary,
                                                    "--autosave-child", dir, NULL);
  g_autoptr (TsGame) script = ts_random_game_new (KILL_PLIES, 21);
  g_autofree char *expected = test_game_tsfen (script);
  g_autoptr (TsDocument) doc = NULL;
  TsGame *game;

  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  g_assert_true (g_subprocess_get_if_signaled (child));
  g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);

  doc = resume_expecting (dir, expected);
  game = ts_document_get_game (doc);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, KILL_PLIES);
  g_assert_cmpint (ts_game_get_position (game)->side, ==, ts_game_get_position (script)->side);
}

/* ---- writing off the main thread ---- */

/* A burst of moves (the computer playing fast, say) without the main
 * loop running between them: the first move is written at once, the
 * others, made while that write is out, make exactly one write more.
 * The autosave then holds every move; the game was never given the
 * autosave's own tags. */
static void
test_autosave_burst (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (TsGame) script = ts_random_game_new (30, 5);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  TsFileFaults counted = { .scope = dir };
  g_autoptr (TsGame) saved = NULL;
  g_autofree char *expected = test_game_tsfen (script);
  g_autofree char *written = NULL;
  g_auto (GStrv) tags = NULL;

  ts_document_set_faults (doc, &counted);
  for (guint i = 0; i < ts_game_get_n_moves (script); i++)
    g_assert_true (ts_game_play (game, ts_game_get_move (script, i), NULL));
  g_assert_true (ts_document_is_busy (doc));
  wait_for_writes (doc);
  g_assert_cmpuint (counted.n_replaced, ==, 2);
  saved = ts_record_read_file (g_file_peek_path (ts_document_get_autosave_file (doc)), NULL);
  g_assert_nonnull (saved);
  written = test_game_tsfen (saved);
  g_assert_cmpstr (written, ==, expected);
  g_assert_cmpstr (ts_game_get_tag (saved, "TaiShogiModified"), ==, "1");
  tags = ts_game_get_tag_names (game);
  g_assert_false (g_strv_contains ((const char *const *) tags, "TaiShogiModified"));
  g_assert_false (g_strv_contains ((const char *const *) tags, "TaiShogiFile"));
  g_assert_false (g_strv_contains ((const char *const *) tags, "Date"));
  /* stepping back and forth through the moves: one write more */
  for (guint i = 0; i < 10; i++)
    g_assert_true (ts_game_undo (game));
  for (guint i = 0; i < 10; i++)
    g_assert_true (ts_game_redo (game));
  wait_for_writes (doc);
  g_assert_cmpuint (counted.n_replaced, <=, 4);
  g_assert_cmpuint (counted.n_replaced, >=, 3);
  ts_document_set_faults (doc, NULL);
}

/* A window closes while its Save is out on a slow disk: ending the
 * session waits for it, so the record and the autosave are whole when
 * the window is gone; the caller still hears that it was saved. */
static void
test_close_during_save (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "slow.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) source = ts_random_game_new (200, 6);
  g_autofree char *old = ts_record_write (source);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  TsFileFaults slow = { .scope = dir, .slow_ms = 300 };
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) written = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *on_disk = NULL;

  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_FRESH);
  g_assert_true (ts_document_load (doc, file, NULL));
  ts_document_flush (doc);
  ts_document_set_faults (doc, &slow);
  g_assert_true (ts_game_play (game, &ts_game_get_legal_moves (game)->moves[0], NULL));
  expected = test_game_tsfen (game);
  ts_document_save_async (doc, NULL, NULL, keep_result, &result);
  g_assert_true (ts_document_is_busy (doc));
  ts_document_end_session (doc);
  g_assert_null (result); /* not heard of yet: from the main loop */
  written = ts_record_read_file (path, &error);
  g_assert_no_error (error);
  on_disk = test_game_tsfen (written);
  g_assert_cmpstr (on_disk, ==, expected);
  g_assert_cmpuint (ts_game_get_n_moves (written), ==, 201);
  g_assert_false (ts_document_get_modified (doc));
  g_assert_true (ts_document_save_finish (doc, wait_for_result (&result), &error));
  g_assert_no_error (error);
  ts_document_set_faults (doc, NULL);
  {
    g_autoptr (TsDocument) again = resume_expecting (dir, expected);

    g_assert_true (g_file_equal (ts_document_get_file (again), file));
    g_assert_false (ts_document_get_modified (again));
  }
}

/* Flushing leaves nothing out: a record's end, after a quiet time,
 * begins an autosave, and that one is waited for too, or it would be
 * written beside a window that goes on to unlock its autosave. */
static void
test_flush_leaves_nothing_out (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "saved.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autoptr (GAsyncResult) result = NULL;

  ts_document_set_autosave_delay (doc, 1);
  g_assert_true (ts_game_play (game, &ts_game_get_legal_moves (game)->moves[0], NULL));
  wait_for_writes (doc);
  /* the quiet time after that autosave is over */
  while (g_main_context_find_source_by_user_data (NULL, doc) != NULL)
    g_main_context_iteration (NULL, TRUE);
  ts_document_save_async (doc, file, NULL, keep_result, &result);
  ts_document_flush (doc);
  g_assert_false (ts_document_is_busy (doc));
  g_assert_true (ts_document_save_finish (doc, wait_for_result (&result), NULL));
}

/* A document disposed of after its autosave was taken in leaves no
 * timer behind: the quiet time that write began holds no reference to
 * the document, and would fire on a freed one. */
static void
test_dispose_leaves_no_timer (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (TsGame) game = ts_game_new ();
  TsDocument *doc = ts_document_new (game, dir);
  gpointer gone = doc;

  g_assert_true (ts_game_play (game, &ts_game_get_legal_moves (game)->moves[0], NULL));
  wait_for_writes (doc);
  g_assert_nonnull (g_main_context_find_source_by_user_data (NULL, doc));
  g_object_unref (doc);
  g_assert_null (g_main_context_find_source_by_user_data (NULL, gone));
}

/* Save, out on a full disk: the record stays byte for byte, the game
 * stays modified, and the error says what to do. */
static void
test_async_save_on_full_disk (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *records = test_make_tmp_dir ("tai-shogi-doc-full-XXXXXX");
  g_autofree char *path = g_build_filename (records, "game.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) source = ts_random_game_new (40, 8);
  g_autofree char *old = ts_record_write (source);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  TsFileFaults full = { .scope = records, .full = TRUE, .space_left = 100 };
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  g_assert_true (ts_document_load (doc, file, NULL));
  ts_document_set_faults (doc, &full);
  g_assert_true (ts_game_play (game, &ts_game_get_legal_moves (game)->moves[0], NULL));
  ts_document_save_async (doc, NULL, NULL, keep_result, &result);
  g_assert_false (ts_document_save_finish (doc, wait_for_result (&result), &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_nonnull (strstr (error->message, "The disk is full. Your game is safe in memory"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, old);
  g_assert_true (ts_document_get_modified (doc));
  ts_document_set_faults (doc, NULL);
}

/* Opening, read by a thread: what cannot be opened (no file, a folder,
 * a damaged record, binary data) is an error from _finish(), the game
 * on screen stays; a damaged record's good part is offered; a good
 * record is put on screen. */
static void
test_async_open (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autoptr (TsGame) good = ts_random_game_new (50, 9);
  g_autofree char *good_record = ts_record_write (good);
  g_autofree char *cut = test_cut_record (120, 7, NULL);
  struct { const char *name; const char *contents; gsize length; guint readable; } cases[] = {
    { "missing.tsr", NULL, 0, 0 },
    { "folder.tsr", "", 0, 0 },
    { "cut.tsr", cut, 0, 120 },
    { "binary.tsr", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16, 0 },
  };
  g_autofree char *before = NULL;

  test_play_notation (game, "P-13r");
  before = test_game_tsfen (game);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GAsyncResult) result = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (TsGame) readable = NULL;
      g_autofree char *after = NULL;

      if (g_str_equal (cases[i].name, "folder.tsr"))
        g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      else if (cases[i].contents != NULL)
        g_assert_true (g_file_set_contents (path, cases[i].contents,
                                            cases[i].length ? (gssize) cases[i].length : -1, NULL));
      ts_document_load_async (doc, file, NULL, keep_result, &result);
      g_assert_false (ts_document_load_finish (doc, wait_for_result (&result), &readable, &error));
      g_assert_nonnull (error);
      g_assert_cmpuint (readable != NULL ? ts_game_get_n_moves (readable) : 0, ==, cases[i].readable);
      after = test_game_tsfen (game);
      g_assert_cmpstr (after, ==, before);
      g_assert_null (ts_document_get_file (doc));
    }
  {
    g_autofree char *path = g_build_filename (dir, "good.tsr", NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_autoptr (GAsyncResult) result = NULL;
    g_autoptr (GError) error = NULL;

    g_assert_true (g_file_set_contents (path, good_record, -1, NULL));
    ts_document_load_async (doc, file, NULL, keep_result, &result);
    g_assert_true (ts_document_load_finish (doc, wait_for_result (&result), NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (ts_game_get_n_moves (game), ==, 50);
    g_assert_true (g_file_equal (ts_document_get_file (doc), file));
    g_assert_false (ts_document_get_modified (doc));
  }
}

/* A kept game is copied as it is, damaged or not, by the writer; a
 * source that is not there is an error, and no target appears. */
static void
test_async_save_copy (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *kept = g_build_filename (dir, "kept.tsr", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.tsr", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.tsr", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "nowhere.tsr", NULL);
  g_autoptr (GFile) kept_file = g_file_new_for_path (kept);
  g_autoptr (GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr (GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr (GFile) nowhere_file = g_file_new_for_path (nowhere);
  g_autofree char *cut = test_cut_record (40, 3, NULL);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  g_autoptr (GAsyncResult) copied = NULL;
  g_autoptr (GAsyncResult) failed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_set_contents (kept, cut, -1, NULL));
  ts_document_save_copy_of_async (doc, kept_file, copy_file, NULL, keep_result, &copied);
  g_assert_true (ts_document_save_copy_of_finish (doc, wait_for_result (&copied), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, cut);
  ts_document_save_copy_of_async (doc, missing_file, nowhere_file, NULL, keep_result, &failed);
  g_assert_false (ts_document_save_copy_of_finish (doc, wait_for_result (&failed), &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));
}

int
main (int argc, char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--autosave-child"))
    return autosave_child (argv[2]);
  test_binary = argv[0];

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/document/modified-save-autosave", test_modified_save_and_autosave);
  g_test_add_func ("/document/record-tags", test_record_tags);
  g_test_add_func ("/document/damaged-files", test_damaged_files_leave_game_untouched);
  g_test_add_func ("/document/damaged-file-readable-part", test_damaged_file_readable_part);
  g_test_add_func ("/document/resume", test_resume);
  g_test_add_func ("/document/tenjiku-record", test_tenjiku_record);
  g_test_add_func ("/document/killed-after-a-move", test_killed_after_a_move);
  g_test_add_func ("/document/autosave-burst", test_autosave_burst);
  g_test_add_func ("/document/close-during-save", test_close_during_save);
  g_test_add_func ("/document/dispose-leaves-no-timer", test_dispose_leaves_no_timer);
  g_test_add_func ("/document/flush-leaves-nothing-out", test_flush_leaves_nothing_out);
  g_test_add_func ("/document/async-save-on-full-disk", test_async_save_on_full_disk);
  g_test_add_func ("/document/async-open", test_async_open);
  g_test_add_func ("/document/async-save-copy", test_async_save_copy);
  return g_test_run ();
}
