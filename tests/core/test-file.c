/* test-file.c — replacing files so that a failure leaves the old one
 * whole, and reading only regular files within a limit.  Faults come
 * from TsFileFaults: a file system full after N bytes, a read-only one,
 * a failing fsync, a process killed before the rename. */
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-tmp-dir.h"
#include "ts-file.h"

static const char old_text[] = "[Event \"the old game\"]\n\n1. P-13r *\n";
static const char new_text[] = "[Event \"the new game\"]\n\n1. P-13r P-13h 2. P-12r *\n";

static char *
dir_with_file (const char *name, const char *text)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_steal_pointer (&dir);
}

static char *
contents_of (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The folder's entries, sorted and joined: shows a temporary file left. */
static char *
entries_of (const char *dir_name)
{
  g_autoptr (GDir) dir = g_dir_open (dir_name, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  const char *entry;

  while ((entry = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (gpointer) entry);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_replace (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *text = NULL;
  g_autofree char *entries = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_file_replace (path, new_text, strlen (new_text), NULL, &error));
  g_assert_no_error (error);
  text = contents_of (path);
  g_assert_cmpstr (text, ==, new_text);
  entries = entries_of (dir);
  g_assert_cmpstr (entries, ==, "game.tsr");
}

/* A full disk at every byte of the write: the old file stays whole and
 * no temporary file is left. */
static void
test_full_disk_at_each_byte (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);

  for (gint64 n = 0; n < (gint64) strlen (new_text); n++)
    {
      TsFileFaults faults = { .full = TRUE, .space_left = n };
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *entries = NULL;

      g_assert_false (ts_file_replace (path, new_text, strlen (new_text), &faults, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
      g_assert_true (ts_file_error_is_full (error));
      g_assert_nonnull (strstr (error->message, "game.tsr"));
      text = contents_of (path);
      g_assert_cmpstr (text, ==, old_text);
      entries = entries_of (dir);
      g_assert_cmpstr (entries, ==, "game.tsr");
      g_assert_cmpuint (faults.n_replaced, ==, 0);
    }
}

static void
test_full_disk_exactly_enough (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  TsFileFaults faults = { .full = TRUE, .space_left = (gint64) strlen (new_text) };
  g_autofree char *text = NULL;

  g_assert_true (ts_file_replace (path, new_text, strlen (new_text), &faults, NULL));
  text = contents_of (path);
  g_assert_cmpstr (text, ==, new_text);
  g_assert_cmpint (faults.space_left, ==, 0);
  g_assert_cmpuint (faults.n_replaced, ==, 1);
}

static void
test_read_only (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *other = g_build_filename (dir, "other.tsr", NULL);
  TsFileFaults faults = { .read_only = TRUE };
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) error2 = NULL;
  g_autofree char *text = NULL;
  g_autofree char *entries = NULL;

  g_assert_false (ts_file_replace (path, new_text, strlen (new_text), &faults, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ROFS);
  g_assert_true (ts_file_error_is_not_writable (error));
  g_assert_false (ts_file_create_new (other, new_text, strlen (new_text), &faults, &error2));
  text = contents_of (path);
  g_assert_cmpstr (text, ==, old_text);
  entries = entries_of (dir);
  g_assert_cmpstr (entries, ==, "game.tsr");
}

/* A folder the user may not write to, as the kernel refuses it (skipped
 * for root, whom the kernel lets write anywhere: the read-only fault
 * above stands for it then). */
static void
test_read_only_folder_for_real (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root writes into read-only folders; the injected fault covers this");
      return;
    }
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  g_assert_false (ts_file_replace (path, new_text, strlen (new_text), NULL, &error));
  g_assert_true (ts_file_error_is_not_writable (error));
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  text = contents_of (path);
  g_assert_cmpstr (text, ==, old_text);
}

static void
test_fsync_fails (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  TsFileFaults faults = { .fsync_errno = EIO };
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *entries = NULL;

  g_assert_false (ts_file_replace (path, new_text, strlen (new_text), &faults, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_IO);
  text = contents_of (path);
  g_assert_cmpstr (text, ==, old_text);
  entries = entries_of (dir);
  g_assert_cmpstr (entries, ==, "game.tsr");
}

/* A kill before the rename leaves the old file and a temporary one,
 * which the next start removes (and only it). */
static void
test_killed_leaves_temporary (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *unrelated = g_build_filename (dir, ".game.tsr.notes", NULL);
  TsFileFaults faults = { .killed_before_rename = TRUE };
  g_autofree char *text = NULL;
  g_autofree char *entries = NULL;
  g_auto (GStrv) names = NULL;

  g_assert_true (g_file_set_contents (unrelated, "keep", -1, NULL));
  g_assert_false (ts_file_replace (path, new_text, strlen (new_text), &faults, NULL));
  text = contents_of (path);
  g_assert_cmpstr (text, ==, old_text);
  entries = entries_of (dir);
  names = g_strsplit (entries, " ", -1);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_true (g_str_has_prefix (names[0], ".game.tsr.") && g_str_has_suffix (names[0], ".tmp"));
  g_assert_cmpuint (ts_file_remove_stale_temporaries (path, NULL), ==, 1);
  g_clear_pointer (&entries, g_free);
  entries = entries_of (dir);
  g_assert_cmpstr (entries, ==, ".game.tsr.notes game.tsr");
}

/* A symbolic link stays a link: the file it names is replaced. */
static void
test_symlink_followed (void)
{
  g_autofree char *dir = dir_with_file ("real.tsr", old_text);
  g_autofree char *sub = g_build_filename (dir, "links", NULL);
  g_autofree char *link = g_build_filename (sub, "game.tsr", NULL);
  g_autofree char *real = g_build_filename (dir, "real.tsr", NULL);
  g_autofree char *text = NULL;
  g_autofree char *entries = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  g_assert_cmpint (symlink ("../real.tsr", link), ==, 0);
  g_assert_true (ts_file_replace (link, new_text, strlen (new_text), NULL, NULL));
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text = contents_of (real);
  g_assert_cmpstr (text, ==, new_text);
  /* the temporary file was made beside the real file, not the link */
  entries = entries_of (dir);
  g_assert_cmpstr (entries, ==, "links real.tsr");
}

/* A full disk behind a link: the file it names stays whole. */
static void
test_symlink_full_disk (void)
{
  g_autofree char *dir = dir_with_file ("real.tsr", old_text);
  g_autofree char *link = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *real = g_build_filename (dir, "real.tsr", NULL);
  TsFileFaults faults = { .full = TRUE, .space_left = 10 };
  g_autofree char *text = NULL;

  g_assert_cmpint (symlink ("real.tsr", link), ==, 0);
  g_assert_false (ts_file_replace (link, new_text, strlen (new_text), &faults, NULL));
  text = contents_of (real);
  g_assert_cmpstr (text, ==, old_text);
}

/* A hard link is not written through: the other name keeps the old
 * text, and a failure leaves both whole. */
static void
test_hard_link (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *other = g_build_filename (dir, "other.tsr", NULL);
  TsFileFaults faults = { .full = TRUE, .space_left = 5 };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_false (ts_file_replace (path, new_text, strlen (new_text), &faults, NULL));
  a = contents_of (other);
  g_assert_cmpstr (a, ==, old_text);
  g_assert_true (ts_file_replace (path, new_text, strlen (new_text), NULL, NULL));
  b = contents_of (path);
  c = contents_of (other);
  g_assert_cmpstr (b, ==, new_text);
  g_assert_cmpstr (c, ==, old_text);
}

static void
test_mode_kept (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  GStatBuf st;

  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (ts_file_replace (path, new_text, strlen (new_text), NULL, NULL));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
}

static void
test_create_new (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.tsr", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *entries = NULL;

  g_assert_false (ts_file_create_new (path, new_text, strlen (new_text), NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  text = contents_of (path);
  g_assert_cmpstr (text, ==, old_text);
  g_assert_true (ts_file_create_new (fresh, new_text, strlen (new_text), NULL, NULL));
  entries = entries_of (dir);
  g_assert_cmpstr (entries, ==, "fresh.tsr game.tsr");
}

static void
test_read (void)
{
  g_autofree char *dir = dir_with_file ("game.tsr", old_text);
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autofree char *text = NULL;
  g_autofree char *small = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  g_assert_true (ts_file_read (path, 1000, &text, &length, NULL));
  g_assert_cmpstr (text, ==, old_text);
  g_assert_cmpuint (length, ==, strlen (old_text));
  g_assert_false (ts_file_read (path, 10, &small, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, TS_FILE_ERROR_TOO_LARGE);
}

/* A named pipe with no writer: refused at once, not waited on. */
static void
test_read_fifo (void)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "pipe.tsr", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_false (ts_file_read (path, 1000, &text, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, TS_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "named pipe"));
}

/* A link to an endless device: refused before a byte is read. */
static void
test_read_device (void)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "zero.tsr", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  g_assert_false (ts_file_read (path, 1000, &text, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, TS_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "device"));
  g_clear_error (&error);
  g_assert_false (ts_file_read (dir, 1000, &text, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, TS_FILE_ERROR_NOT_REGULAR);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file/replace", test_replace);
  g_test_add_func ("/file/full-disk-at-each-byte", test_full_disk_at_each_byte);
  g_test_add_func ("/file/full-disk-exactly-enough", test_full_disk_exactly_enough);
  g_test_add_func ("/file/read-only", test_read_only);
  g_test_add_func ("/file/read-only-folder-for-real", test_read_only_folder_for_real);
  g_test_add_func ("/file/fsync-fails", test_fsync_fails);
  g_test_add_func ("/file/killed-leaves-temporary", test_killed_leaves_temporary);
  g_test_add_func ("/file/symlink-followed", test_symlink_followed);
  g_test_add_func ("/file/symlink-full-disk", test_symlink_full_disk);
  g_test_add_func ("/file/hard-link", test_hard_link);
  g_test_add_func ("/file/mode-kept", test_mode_kept);
  g_test_add_func ("/file/create-new", test_create_new);
  g_test_add_func ("/file/read", test_read);
  g_test_add_func ("/file/read-fifo", test_read_fifo);
  g_test_add_func ("/file/read-device", test_read_device);
  return g_test_run ();
}
