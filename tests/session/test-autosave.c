/* test-autosave.c — nothing a user played is ever lost: saving and
 * autosaving on a full disk, in a read-only folder, over links; an
 * autosave that cannot be read; two processes with one data folder; a
 * process killed in the middle of a write; the games set aside.
 *
 * Faults come through TsFileFaults (ts-file.h), which the document
 * passes to every write: a file system full after N bytes
 * (`full`/`space_left`), a read-only one (`read_only`), a process that
 * dies before the rename (`killed_before_rename`), each scoped to one
 * folder.  Processes are real: the test binary runs itself as a child
 * that holds a lock, or plays until it is killed. */
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test-tmp-dir.h"
#include "ts-document-private.h"
#include "ts-random-game.h"
#include "ts-record.h"

static const char *test_binary;

/* ---- helpers ---- */

static char *
contents_of (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static char *
record_of_random_game (guint plies, guint32 seed)
{
  g_autoptr (TsGame) game = ts_random_game_new (plies, seed);

  return ts_record_write (game);
}

static char *
autosave_path_in (const char *dir, guint slot)
{
  g_autofree char *name = slot == 1 ? g_strdup ("autosave.tsr") : g_strdup_printf ("autosave-%u.tsr", slot);

  return g_build_filename (dir, name, NULL);
}

/* A data folder whose autosave holds `text` (NULL: none). */
static char *
data_dir_with_autosave (const char *text)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-autosave-XXXXXX");
  g_autofree char *path = autosave_path_in (dir, 1);

  if (text != NULL)
    g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_steal_pointer (&dir);
}

static void
play_notation (TsGame *game, const char *notation)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_play_notation (game, notation, &error));
  g_assert_no_error (error);
}

/* Any legal move, so that the test does not depend on the position. */
static void
play_any_move (TsGame *game)
{
  g_autoptr (GError) error = NULL;
  const TsMoveList *moves = ts_game_get_legal_moves (game);

  g_assert_cmpuint (moves->n, >, 0);
  g_assert_true (ts_game_play (game, &moves->moves[moves->n / 2], &error));
  g_assert_no_error (error);
}

/* The names in a folder that look like temporary files. */
static guint
count_temporaries (const char *dir_name)
{
  g_autoptr (GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += name[0] == '.' && g_str_has_suffix (name, ".tmp");
  return n;
}

static guint
count_set_aside (TsDocument *doc)
{
  g_autoptr (GPtrArray) kept = ts_document_list_kept_games (doc);

  return kept->len;
}

/* ---- 1: Ctrl+S on a full disk ---- */

/* Saving over an existing record fails at every byte of the write: the
 * record stays byte for byte, no temporary file is left, the game and
 * its modified mark stay, and the words say what to do. */
static void
test_save_on_full_disk (void)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-autosave-save-XXXXXX");
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *old_record = record_of_random_game (40, 3);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autofree char *new_record = NULL;
  TsFileFaults faults = { .scope = dir, .full = TRUE };
  gsize length;

  g_assert_true (g_file_set_contents (path, old_record, -1, NULL));
  g_assert_true (ts_document_load (doc, file, NULL));
  play_any_move (game);
  play_any_move (game);
  g_assert_true (ts_document_get_modified (doc));
  ts_game_set_tag (game, "Event", "Probe");
  new_record = ts_record_write (game);
  length = strlen (new_record);
  ts_document_set_faults (doc, &faults);
  for (gsize n = 0; n < length; n += MAX (1, length / 40))
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *now = NULL;

      faults.space_left = (gint64) n;
      g_assert_false (ts_document_save (doc, NULL, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
      g_assert_nonnull (strstr (error->message, "The disk is full. Your game is safe in memory"));
      now = contents_of (path);
      g_assert_cmpstr (now, ==, old_record);
      g_assert_cmpuint (count_temporaries (dir), ==, 0);
      g_assert_true (ts_document_get_modified (doc));
      g_assert_cmpuint (ts_game_get_n_moves (game), ==, 42);
    }
  /* space again: it saves */
  faults.full = FALSE;
  g_assert_true (ts_document_save (doc, NULL, NULL));
  g_assert_false (ts_document_get_modified (doc));
}

/* The same for a read-only folder, and Save As to another one works. */
static void
test_save_in_read_only_folder (void)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-autosave-ro-XXXXXX");
  g_autofree char *other = test_make_tmp_dir ("ts-autosave-other-XXXXXX");
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *elsewhere = g_build_filename (other, "game.tsr", NULL);
  g_autofree char *old_record = record_of_random_game (10, 5);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) other_file = g_file_new_for_path (elsewhere);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autoptr (GError) error = NULL;
  g_autofree char *now = NULL;
  TsFileFaults faults = { .scope = dir, .read_only = TRUE };

  g_assert_true (g_file_set_contents (path, old_record, -1, NULL));
  g_assert_true (ts_document_load (doc, file, NULL));
  play_any_move (game);
  ts_document_set_faults (doc, &faults);
  g_assert_false (ts_document_save (doc, NULL, &error));
  g_assert_nonnull (strstr (error->message, "cannot be written to"));
  now = contents_of (path);
  g_assert_cmpstr (now, ==, old_record);
  g_assert_true (ts_document_save (doc, other_file, NULL));
  g_assert_true (g_file_equal (ts_document_get_file (doc), other_file));
}

/* ---- 2 and 3: a full or read-only data folder at the start ---- */

static void
check_unwritable_data_folder (TsFileFaults *faults, const char *words)
{
  g_autofree char *record = record_of_random_game (1000, 7);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autofree char *other = test_make_tmp_dir ("ts-autosave-other-XXXXXX");
  g_autofree char *elsewhere = g_build_filename (other, "rescued.tsr", NULL);
  g_autoptr (GFile) rescue = g_file_new_for_path (elsewhere);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autofree char *after = NULL;
  g_autoptr (TsGame) rescued = NULL;

  faults->scope = data;
  ts_document_set_faults (doc, faults);
  /* the game is resumed, and the player hears why it is not autosaved */
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1000);
  g_assert_nonnull (ts_document_get_autosave_problem (doc));
  g_assert_nonnull (strstr (ts_document_get_autosave_problem (doc), words));
  /* moves are played; the autosave is left as it was */
  play_any_move (game);
  play_any_move (game);
  ts_document_flush (doc);
  after = contents_of (autosave);
  g_assert_cmpstr (after, ==, record);
  g_assert_cmpuint (count_temporaries (data), ==, 0);
  g_assert_false (ts_document_is_safe (doc));
  /* Save As to another place works */
  g_assert_true (ts_document_save (doc, rescue, NULL));
  ts_document_flush (doc);
  g_assert_true (ts_document_is_safe (doc));
  rescued = ts_record_read_file (elsewhere, NULL);
  g_assert_nonnull (rescued);
  g_assert_cmpuint (ts_game_get_n_moves (rescued), ==, 1002);
  /* the folder works again: the next change is autosaved, and the
   * problem is gone */
  faults->full = FALSE;
  faults->read_only = FALSE;
  play_any_move (game);
  ts_document_flush (doc);
  g_assert_null (ts_document_get_autosave_problem (doc));
  {
    g_autoptr (TsGame) saved = ts_record_read_file (autosave, NULL);

    g_assert_nonnull (saved);
    g_assert_cmpuint (ts_game_get_n_moves (saved), ==, 1003);
  }
}

static void
test_start_on_full_disk (void)
{
  TsFileFaults faults = { .full = TRUE, .space_left = 0 };

  check_unwritable_data_folder (&faults, "The disk is full");
}

static void
test_start_in_read_only_folder (void)
{
  TsFileFaults faults = { .read_only = TRUE };

  check_unwritable_data_folder (&faults, "cannot be written to");
}

/* A full disk with a little room: the lock can be made, the autosave
 * cannot be written whole. */
static void
test_full_disk_mid_autosave (void)
{
  g_autofree char *record = record_of_random_game (300, 8);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  TsFileFaults faults = { .scope = data };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  ts_document_set_faults (doc, &faults);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
  ts_document_flush (doc);
  before = contents_of (autosave);
  faults.full = TRUE;
  faults.space_left = (gint64) strlen (before) / 2;
  play_any_move (game);
  ts_document_flush (doc);
  g_assert_nonnull (ts_document_get_autosave_problem (doc));
  after = contents_of (autosave);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (count_temporaries (data), ==, 0);
}

/* ---- 4: an autosave that cannot be read ---- */

/* A 1,000-move record cut short: it is set aside, byte for byte, and
 * offered; the new game's autosave does not touch the copy. */
static void
test_unreadable_autosave (void)
{
  g_autofree char *record = record_of_random_game (1000, 9);
  g_autofree char *cut = g_strndup (record, strlen (record) * 2 / 3);
  g_autofree char *data = data_dir_with_autosave (cut);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autofree char *kept = NULL;
  g_autofree char *kept_after = NULL;
  GFile *offered;

  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_OFFERED);
  g_assert_cmpint (ts_document_get_offered_reason (doc), ==, TS_OFFERED_UNREADABLE);
  g_assert_nonnull (strstr (ts_document_get_offered_problem (doc), "line "));
  offered = ts_document_get_offered (doc);
  g_assert_nonnull (offered);
  g_assert_nonnull (strstr (g_file_peek_path (offered), "interrupted"));
  kept = contents_of (g_file_peek_path (offered));
  g_assert_cmpstr (kept, ==, cut);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
  play_notation (game, "P-13r");
  kept_after = contents_of (g_file_peek_path (offered));
  g_assert_cmpstr (kept_after, ==, cut);
  g_assert_cmpuint (count_set_aside (doc), ==, 1);
  /* its good part comes back; the copy stays as it was */
  {
    guint readable = ts_document_get_offered_n_readable (doc);
    g_autofree char *copy_path = g_strdup (g_file_peek_path (offered));
    g_autofree char *copy_after = NULL;
    gboolean whole = TRUE;

    g_assert_cmpuint (readable, >, 300);
    g_assert_cmpuint (readable, <, 1000);
    g_assert_true (ts_document_restore_offered (doc, &whole, NULL));
    g_assert_false (whole);
    g_assert_cmpuint (ts_game_get_n_moves (game), ==, readable);
    g_assert_null (ts_document_get_offered (doc));
    copy_after = contents_of (copy_path);
    g_assert_cmpstr (copy_after, ==, cut);
  }
}

/* ... and where it cannot be set aside (the folder is read-only), it is
 * offered where it is and never written over. */
static void
test_unreadable_autosave_not_movable (void)
{
  g_autofree char *record = record_of_random_game (200, 10);
  g_autofree char *cut = g_strndup (record, strlen (record) / 2);
  g_autofree char *data = data_dir_with_autosave (cut);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  TsFileFaults faults = { .scope = data, .read_only = TRUE };
  g_autofree char *after = NULL;

  ts_document_set_faults (doc, &faults);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_OFFERED);
  g_assert_cmpstr (g_file_peek_path (ts_document_get_offered (doc)), ==, autosave);
  /* the folder becomes writable for the lock only: still no overwrite
   * until the game is set aside */
  play_notation (game, "P-13r");
  ts_document_flush (doc);
  after = contents_of (autosave);
  g_assert_cmpstr (after, ==, cut);
  g_assert_nonnull (ts_document_get_autosave_problem (doc));
  /* writable again: set aside first, then written */
  faults.read_only = FALSE;
  play_notation (game, "P-13h");
  ts_document_flush (doc);
  g_assert_null (ts_document_get_autosave_problem (doc));
  g_assert_cmpuint (count_set_aside (doc), ==, 1);
  {
    g_autoptr (GPtrArray) copies = ts_document_list_kept_games (doc);
    g_autofree char *copy = contents_of (g_file_peek_path (copies->pdata[0]));

    g_assert_cmpstr (copy, ==, cut);
  }
}

/* ---- 5: links, and a write that is killed ---- */

static void
test_autosave_is_symlink (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *elsewhere = test_make_tmp_dir ("ts-autosave-real-XXXXXX");
  g_autofree char *real = g_build_filename (elsewhere, "real.tsr", NULL);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autofree char *record = record_of_random_game (30, 11);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autoptr (TsGame) saved = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (real, record, -1, NULL));
  g_assert_cmpint (symlink (real, autosave), ==, 0);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
  play_any_move (game);
  ts_document_flush (doc);
  g_assert_cmpint (g_lstat (autosave, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  saved = ts_record_read_file (real, NULL);
  g_assert_cmpuint (ts_game_get_n_moves (saved), ==, 31);
  g_assert_cmpuint (count_temporaries (data) + count_temporaries (elsewhere), ==, 0);
  /* the file it names is on a full disk, or the write is killed: it
   * stays whole (GLib rewrote linked files in place) */
  {
    g_autofree char *before = contents_of (real);
    g_autofree char *after = NULL;
    TsFileFaults faults = { .scope = elsewhere, .full = TRUE, .space_left = 10 };

    ts_document_set_faults (doc, &faults);
    play_any_move (game);
    ts_document_flush (doc);
    faults.full = FALSE;
    faults.killed_before_rename = TRUE;
    play_any_move (game);
    ts_document_flush (doc);
    after = contents_of (real);
    g_assert_cmpstr (after, ==, before);
    ts_document_set_faults (doc, NULL);
  }
}

/* A hard link keeps the game it had; the autosave gets the new one. */
static void
test_autosave_is_hard_link (void)
{
  g_autofree char *record = record_of_random_game (30, 12);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autofree char *other = g_build_filename (data, "other-name.tsr", NULL);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autofree char *other_text = NULL;
  g_autoptr (TsGame) saved = NULL;

  g_assert_cmpint (link (autosave, other), ==, 0);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
  play_any_move (game);
  ts_document_flush (doc);
  other_text = contents_of (other);
  g_assert_cmpstr (other_text, ==, record);
  saved = ts_record_read_file (autosave, NULL);
  g_assert_cmpuint (ts_game_get_n_moves (saved), ==, 31);
}

/* A file of another group and mode keeps both (the group where this
 * process may give it: always for root). */
static void
test_autosave_other_group (void)
{
  g_autofree char *record = record_of_random_game (30, 13);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  gboolean other_group = geteuid () == 0 && chown (autosave, (uid_t) -1, 4) == 0;
  GStatBuf st;

  g_assert_cmpint (g_chmod (autosave, 0660), ==, 0);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
  play_any_move (game);
  ts_document_flush (doc);
  g_assert_cmpint (g_stat (autosave, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0660);
  if (other_group)
    g_assert_cmpint (st.st_gid, ==, 4);
}

/* Killed after the temporary file was written, before the rename: the
 * autosave is whole, and the next start removes the temporary file and
 * resumes the game. */
static void
test_killed_mid_write (void)
{
  g_autofree char *record = record_of_random_game (300, 14);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autofree char *after = NULL;
  TsFileFaults faults = { .scope = data, .killed_before_rename = TRUE };

  {
    g_autoptr (TsGame) game = ts_game_new ();
    g_autoptr (TsDocument) doc = ts_document_new (game, data);

    ts_document_set_faults (doc, &faults);
    g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
    play_any_move (game);
    ts_document_flush (doc);
    g_assert_cmpuint (count_temporaries (data), >=, 1);
  }
  after = contents_of (autosave);
  g_assert_cmpstr (after, ==, record);
  {
    g_autoptr (TsGame) game = ts_game_new ();
    g_autoptr (TsDocument) doc = ts_document_new (game, data);

    g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
    /* the resumed game's first autosave is whole before it is counted */
    ts_document_flush (doc);
    g_assert_cmpuint (count_temporaries (data), ==, 0);
    g_assert_cmpuint (ts_game_get_n_moves (game), ==, 300);
  }
}

/* In a child: play a random game through a document, autosaving after
 * every move, until killed. */
static int
play_until_killed (const char *dir)
{
  g_autoptr (TsGame) script = ts_random_game_new (3000, 15);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);

  ts_document_begin_session (doc);
  for (guint i = 0;; i = (i + 1) % ts_game_get_n_moves (script))
    {
      if (i == 0)
        ts_document_new_game (doc);
      if (!ts_game_play (game, ts_game_get_move (script, i), NULL))
        return 2;
    }
}

/* kill -9 at random moments of a game whose autosave is a symbolic link:
 * the file it names is always a whole record. */
static void
test_kill_nine_through_symlink (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *elsewhere = test_make_tmp_dir ("ts-autosave-real-XXXXXX");
  g_autofree char *real = g_build_filename (elsewhere, "real.tsr", NULL);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autoptr (GRand) rand = g_rand_new_with_seed (16);
  guint kills = g_test_slow () ? 50 : 15;

  g_assert_true (g_file_set_contents (real, "", -1, NULL));
  g_assert_cmpint (symlink (real, autosave), ==, 0);
  for (guint k = 0; k < kills; k++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GSubprocess) child = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, test_binary,
                                                        "--play-until-killed", data, NULL);
      g_autoptr (TsGame) saved = NULL;

      g_assert_no_error (error);
      g_usleep (g_rand_int_range (rand, 50, 400) * 1000);
      g_subprocess_force_exit (child);
      g_assert_true (g_subprocess_wait (child, NULL, NULL));
      g_assert_true (g_subprocess_get_if_signaled (child));
      if (k > 0 || g_file_test (real, G_FILE_TEST_IS_REGULAR))
        {
          g_autofree char *text = contents_of (real);

          /* empty only before the first autosave was written */
          if (text[0] != '\0')
            {
              saved = ts_record_read (text, strlen (text), &error);
              g_assert_no_error (error);
              g_assert_nonnull (saved);
            }
        }
    }
}

/* ---- 6: two processes, one data folder ---- */

/* In a child: begin a session in `dir`, play two moves, say which slot
 * it has, then wait for its standard input to close and end cleanly. */
static int
hold_session (const char *dir)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, dir);
  char buffer[16];

  ts_document_begin_session (doc);
  play_notation (game, "P-13r");
  play_notation (game, "P-13h");
  /* as a window's main loop would, soon */
  ts_document_flush (doc);
  g_print ("slot %u\n", ts_autosave_get_slot (ts_document_get_autosave (doc)));
  fflush (stdout);
  while (read (0, buffer, sizeof buffer) > 0)
    ;
  ts_document_end_session (doc);
  return 0;
}

static GSubprocess *
spawn_holder (const char *dir, GError **error)
{
  GSubprocess *child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, error,
                                         test_binary, "--hold-session", dir, NULL);
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;

  if (child == NULL)
    return NULL;
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  line = g_data_input_stream_read_line (out, NULL, NULL, error);
  g_assert_cmpstr (line, ==, "slot 1");
  return child;
}

static void
test_two_processes (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *first_autosave = autosave_path_in (data, 1);
  g_autofree char *lock = g_build_filename (data, "session.lock", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) first = spawn_holder (data, &error);
  g_autofree char *first_game = NULL;
  g_autofree char *first_after = NULL;

  g_assert_no_error (error);
  first_game = contents_of (first_autosave);
  {
    g_autoptr (TsGame) game = ts_game_new ();
    g_autoptr (TsDocument) doc = ts_document_new (game, data);
    g_autofree char *second_autosave = autosave_path_in (data, 2);
    int fd = -1;

    /* the second process gets its own autosave */
    g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_FRESH);
    g_assert_cmpuint (ts_autosave_get_slot (ts_document_get_autosave (doc)), ==, 2);
    g_assert_cmpstr (g_file_peek_path (ts_document_get_autosave_file (doc)), ==, second_autosave);
    play_notation (game, "P-1r");
    ts_document_flush (doc);
    first_after = contents_of (first_autosave);
    g_assert_cmpstr (first_after, ==, first_game);
    g_assert_true (g_file_test (second_autosave, G_FILE_TEST_EXISTS));
    /* quitting first leaves the other's lock alone */
    ts_document_end_session (doc);
    g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));
    g_assert_cmpint (ts_file_lock (lock, "", NULL, &fd, NULL), ==, TS_FILE_LOCK_IN_USE);
  }
  /* the first one dies: the next start sees that it died */
  g_subprocess_force_exit (first);
  g_assert_true (g_subprocess_wait (first, NULL, NULL));
  {
    g_autoptr (TsGame) game = ts_game_new ();
    g_autoptr (TsDocument) doc = ts_document_new (game, data);
    g_autofree char *offered = NULL;

    g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_OFFERED);
    g_assert_cmpint (ts_document_get_offered_reason (doc), ==, TS_OFFERED_INTERRUPTED);
    offered = contents_of (g_file_peek_path (ts_document_get_offered (doc)));
    g_assert_cmpstr (offered, ==, first_game);
  }
}

/* A first process that ends cleanly removes its lock: the next start
 * resumes without offering anything. */
static void
test_clean_end_of_other_process (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) first = spawn_holder (data, &error);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);

  g_assert_no_error (error);
  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (first), NULL, NULL));
  g_assert_true (g_subprocess_wait_check (first, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_RESUMED);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 2);
}

/* A lock naming a process that runs but holds no lock (the process id
 * was reused) is a crash all the same. */
static void
test_lock_of_live_unrelated_process (void)
{
  g_autofree char *record = record_of_random_game (20, 17);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *lock = g_build_filename (data, "session.lock", NULL);
  g_autofree char *pid = g_strdup_printf ("%d\n", (int) getppid ());
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);

  g_assert_true (g_file_set_contents (lock, pid, -1, NULL));
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_OFFERED);
  g_assert_cmpint (ts_document_get_offered_reason (doc), ==, TS_OFFERED_INTERRUPTED);
}

/* A process that died and is not yet reaped holds no lock. */
static void
test_lock_of_unreaped_process (void)
{
  g_autofree char *record = record_of_random_game (20, 18);
  g_autofree char *data = data_dir_with_autosave (record);
  g_autofree char *lock = g_build_filename (data, "session.lock", NULL);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  int status;
  pid_t child = fork ();

  if (child == 0)
    {
      int fd;

      ts_file_lock (lock, "child\n", NULL, &fd, NULL);
      _exit (0);
    }
  /* a zombie now: dead, not reaped */
  while (!g_file_test (lock, G_FILE_TEST_EXISTS))
    g_usleep (1000);
  g_usleep (50 * 1000);
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_OFFERED);
  g_assert_cmpint (ts_document_get_offered_reason (doc), ==, TS_OFFERED_INTERRUPTED);
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
}

/* Another window's unfinished game, left in its slot: kept and offered. */
static void
test_other_window_game_kept (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *second = autosave_path_in (data, 2);
  g_autofree char *record = record_of_random_game (25, 19);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autofree char *offered = NULL;

  g_assert_true (g_file_set_contents (second, record, -1, NULL));
  g_assert_cmpint (ts_document_begin_session (doc), ==, TS_DOCUMENT_START_OFFERED);
  g_assert_cmpint (ts_document_get_offered_reason (doc), ==, TS_OFFERED_OTHER_WINDOW);
  g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));
  offered = contents_of (g_file_peek_path (ts_document_get_offered (doc)));
  g_assert_cmpstr (offered, ==, record);
  g_assert_true (ts_document_restore_offered (doc, NULL, NULL));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 25);
  g_assert_null (ts_document_get_offered (doc));
}

/* ---- the games set aside ---- */

/* Crashes with distinct games keep the last TS_AUTOSAVE_KEEP, the
 * newest always; the same game twice is kept once. */
static void
test_set_aside_bounded (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autoptr (TsAutosave) keeper = ts_autosave_new (data);
  g_autofree char *newest = NULL;
  g_autoptr (GPtrArray) kept = NULL;

  for (guint i = 0; i < 15; i++)
    {
      g_autofree char *record = record_of_random_game (5 + i, 20 + i);
      g_autofree char *copy = NULL;

      g_assert_true (g_file_set_contents (autosave, record, -1, NULL));
      copy = ts_autosave_set_aside (keeper, NULL);
      g_assert_nonnull (copy);
      g_free (newest);
      newest = g_strdup (copy);
    }
  kept = ts_autosave_list_set_aside (keeper);
  g_assert_cmpuint (kept->len, ==, TS_AUTOSAVE_KEEP);
  g_assert_cmpstr (kept->pdata[0], ==, newest);
  {
    g_autofree char *text = contents_of (newest);
    g_autofree char *copy = NULL;
    g_autoptr (GPtrArray) again = NULL;

    /* the newest game once more: not repeated */
    g_assert_true (g_file_set_contents (autosave, text, -1, NULL));
    copy = ts_autosave_set_aside (keeper, NULL);
    g_assert_cmpstr (copy, ==, newest);
    again = ts_autosave_list_set_aside (keeper);
    g_assert_cmpuint (again->len, ==, TS_AUTOSAVE_KEEP);
    g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  }
}

/* An old copy that is identical to the newest crash is made the newest,
 * so that pruning never removes the game offered. */
static void
test_set_aside_twin_made_newest (void)
{
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *autosave = autosave_path_in (data, 1);
  g_autoptr (TsAutosave) keeper = ts_autosave_new (data);
  g_autofree char *first_record = record_of_random_game (5, 40);
  g_autofree char *first = NULL;
  g_autoptr (GPtrArray) kept = NULL;

  g_assert_true (g_file_set_contents (autosave, first_record, -1, NULL));
  first = ts_autosave_set_aside (keeper, NULL);
  for (guint i = 0; i < TS_AUTOSAVE_KEEP - 1; i++)
    {
      g_autofree char *record = record_of_random_game (6 + i, 41 + i);
      g_autofree char *copy = NULL;

      g_usleep (2000);
      g_assert_true (g_file_set_contents (autosave, record, -1, NULL));
      copy = ts_autosave_set_aside (keeper, NULL);
    }
  g_usleep (2000);
  g_assert_true (g_file_set_contents (autosave, first_record, -1, NULL));
  {
    g_autofree char *copy = ts_autosave_set_aside (keeper, NULL);

    g_assert_cmpstr (copy, ==, first);
  }
  kept = ts_autosave_list_set_aside (keeper);
  g_assert_cmpstr (kept->pdata[0], ==, first);
}

/* ---- inputs that must not block ---- */

static void
test_open_named_pipe (void)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-autosave-fifo-XXXXXX");
  g_autofree char *data = data_dir_with_autosave (NULL);
  g_autofree char *path = g_build_filename (dir, "pipe.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsDocument) doc = ts_document_new (game, data);
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  play_notation (game, "P-13r");
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_false (ts_document_load (doc, file, &error));
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
}

int
main (int argc, char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--play-until-killed"))
    return play_until_killed (argv[2]);
  if (argc == 3 && g_str_equal (argv[1], "--hold-session"))
    return hold_session (argv[2]);
  test_binary = argv[0];
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/autosave/save-on-full-disk", test_save_on_full_disk);
  g_test_add_func ("/autosave/save-in-read-only-folder", test_save_in_read_only_folder);
  g_test_add_func ("/autosave/start-on-full-disk", test_start_on_full_disk);
  g_test_add_func ("/autosave/start-in-read-only-folder", test_start_in_read_only_folder);
  g_test_add_func ("/autosave/full-disk-mid-autosave", test_full_disk_mid_autosave);
  g_test_add_func ("/autosave/unreadable", test_unreadable_autosave);
  g_test_add_func ("/autosave/unreadable-not-movable", test_unreadable_autosave_not_movable);
  g_test_add_func ("/autosave/symlink", test_autosave_is_symlink);
  g_test_add_func ("/autosave/hard-link", test_autosave_is_hard_link);
  g_test_add_func ("/autosave/other-group", test_autosave_other_group);
  g_test_add_func ("/autosave/killed-mid-write", test_killed_mid_write);
  g_test_add_func ("/autosave/kill-nine-through-symlink", test_kill_nine_through_symlink);
  g_test_add_func ("/autosave/two-processes", test_two_processes);
  g_test_add_func ("/autosave/clean-end-of-other-process", test_clean_end_of_other_process);
  g_test_add_func ("/autosave/lock-of-live-unrelated-process", test_lock_of_live_unrelated_process);
  g_test_add_func ("/autosave/lock-of-unreaped-process", test_lock_of_unreaped_process);
  g_test_add_func ("/autosave/other-window-game-kept", test_other_window_game_kept);
  g_test_add_func ("/autosave/set-aside-bounded", test_set_aside_bounded);
  g_test_add_func ("/autosave/set-aside-twin-made-newest", test_set_aside_twin_made_newest);
  g_test_add_func ("/autosave/open-named-pipe", test_open_named_pipe);
  return g_test_run ();
}
