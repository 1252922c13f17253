/* ts-file.c — safe replacement and bounded reading of files (POSIX). */
#include "ts-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Links followed at most, as the kernel's own limit. */
#define MAX_LINKS 40

#define TEMP_SUFFIX ".tmp"

static gboolean
fail_errno (GError **error, int saved_errno, const char *path, const char *doing)
{
  g_autofree char *name = g_filename_display_name (path);
  /* a full quota is a full disk to the user */
  GFileError code = saved_errno == EDQUOT ? G_FILE_ERROR_NOSPC : g_file_error_from_errno (saved_errno);

  /* TRANSLATORS: "could not write “/home/ann/game.tsr”: No space left on device" */
  g_set_error (error, G_FILE_ERROR, code, _("could not %s “%s”: %s"), doing, name, g_strerror (saved_errno));
  return FALSE;
}

/* ---- the faults a test injects ---- */

/* Renaming and removing: refused on a read-only file system only. */
static gboolean
fault_refuses_change (TsFileFaults *faults)
{
  if (faults != NULL && faults->read_only)
    {
      errno = EROFS;
      return TRUE;
    }
  return FALSE;
}

/* Creating a file or folder: refused on a full one too. */
static gboolean
fault_refuses_create (TsFileFaults *faults)
{
  if (fault_refuses_change (faults))
    return TRUE;
  if (faults != NULL && faults->full && faults->space_left <= 0)
    {
      errno = ENOSPC;
      return TRUE;
    }
  return FALSE;
}

/* write(2), all of it, with a full file system simulated. */
static gboolean
write_all (int fd, const char *data, gsize length, TsFileFaults *faults)
{
  while (length > 0)
    {
      gsize chunk = length;
      gssize done;

      if (faults != NULL && faults->full)
        {
          if (faults->space_left <= 0)
            {
              errno = ENOSPC;
              return FALSE;
            }
          chunk = MIN (chunk, (gsize) faults->space_left);
        }
      done = write (fd, data, chunk);
      if (done < 0 && errno == EINTR)
        continue;
      if (done < 0)
        return FALSE;
      if (faults != NULL && faults->full)
        faults->space_left -= done;
      data += done;
      length -= (gsize) done;
    }
  return TRUE;
}

static int
fsync_fault (int fd, TsFileFaults *faults)
{
  if (faults != NULL && faults->fsync_errno != 0)
    {
      errno = faults->fsync_errno;
      return -1;
    }
  return fsync (fd);
}

/* ---- symbolic links ---- */

/* The file a path names after its symbolic links: a link is replaced by
 * what it points to, so that the link stays a link.  A dangling link
 * names the file it would point to. */
static char *
resolve_links (const char *path, GError **error)
{
  g_autofree char *current = g_canonicalize_filename (path, NULL);

  for (int i = 0; i < MAX_LINKS; i++)
    {
      GStatBuf st;
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, error);
      if (target == NULL)
        return NULL;
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_canonicalize_filename (target, dir);
    }
  fail_errno (error, ELOOP, path, _("write"));
  return NULL;
}

/* ---- writing ---- */

static char *
temporary_template (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *name = g_strdup_printf (".%s.XXXXXX" TEMP_SUFFIX, base);

  return g_build_filename (dir, name, NULL);
}

/* Gives the new file the old one's permissions and group (the owner
 * cannot be given away), so that replacing it changes only its text. */
static void
copy_mode (int fd, const char *target)
{
  GStatBuf st;

  if (g_stat (target, &st) != 0)
    return;
  if (fchmod (fd, st.st_mode & 07777) != 0)
    g_debug ("%s: keeping the mode: %s", target, g_strerror (errno));
  if (fchown (fd, (uid_t) -1, st.st_gid) != 0)
    g_debug ("%s: keeping the group: %s", target, g_strerror (errno));
}

/* The folder's entry for the new file reaches the disk too. */
static void
sync_folder (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return;
  fsync (fd);
  close (fd);
}

/* Writes `data` to a new temporary file beside `target`, flushed and
 * closed; returns its path, or NULL with nothing left behind. */
static char *
write_temporary (const char *target, const char *data, gsize length, TsFileFaults *faults, GError **error)
{
  g_autofree char *temp = temporary_template (target);
  int fd;
  int saved;

  if (fault_refuses_create (faults))
    {
      fail_errno (error, errno, target, _("write"));
      return NULL;
    }
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      fail_errno (error, errno, target, _("write"));
      return NULL;
    }
  copy_mode (fd, target);
  if (write_all (fd, data, length, faults) && fsync_fault (fd, faults) == 0)
    {
      if (close (fd) == 0)
        return g_steal_pointer (&temp);
      fd = -1;
    }
  saved = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (temp);
  fail_errno (error, saved, target, _("write"));
  return NULL;
}

/* Puts the temporary file in place: over the target, or only where
 * there is none (`exclusive`). */
static gboolean
put_in_place (const char *temp, const char *target, gboolean exclusive, TsFileFaults *faults, GError **error)
{
  int status;

  if (faults != NULL && faults->killed_before_rename)
    return fail_errno (error, EINTR, target, _("write"));
  if (fault_refuses_change (faults))
    status = -1;
  else if (exclusive)
    {
      /* link() refuses an existing name, where rename() would replace it */
      status = link (temp, target);
      if (status == 0)
        g_unlink (temp);
    }
  else
    status = g_rename (temp, target);
  if (status != 0)
    {
      int saved = errno;

      g_unlink (temp);
      return fail_errno (error, saved, target, _("write"));
    }
  if (faults != NULL)
    faults->n_replaced++;
  sync_folder (target);
  return TRUE;
}

static gboolean
write_file (const char *path, const char *data, gsize length, gboolean exclusive, TsFileFaults *faults,
            GError **error)
{
  g_autofree char *target = resolve_links (path, error);
  g_autofree char *temp = NULL;

  if (target == NULL)
    return FALSE;
  temp = write_temporary (target, data, length, faults, error);
  return temp != NULL && put_in_place (temp, target, exclusive, faults, error);
}

gboolean
ts_file_replace (const char *path, const char *data, gsize length, TsFileFaults *faults, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  return write_file (path, data, length, FALSE, faults, error);
}

gboolean
ts_file_create_new (const char *path, const char *data, gsize length, TsFileFaults *faults, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  return write_file (path, data, length, TRUE, faults, error);
}

/* Whether a folder entry is a temporary file of `base`'s: ".BASE.XXXXXX.tmp". */
static gboolean
is_temporary_of (const char *entry, const char *base)
{
  gsize n = strlen (base);

  return entry[0] == '.' && strncmp (entry + 1, base, n) == 0 && entry[n + 1] == '.'
         && strlen (entry + n + 2) == 6 + strlen (TEMP_SUFFIX) && g_str_has_suffix (entry, TEMP_SUFFIX);
}

guint
ts_file_remove_stale_temporaries (const char *path, TsFileFaults *faults)
{
  g_autofree char *target = resolve_links (path, NULL);
  g_autofree char *dir_name = NULL;
  g_autofree char *base = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *entry;
  guint removed = 0;

  if (target == NULL)
    return 0;
  dir_name = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  dir = g_dir_open (dir_name, 0, NULL);
  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *temp = NULL;

      if (!is_temporary_of (entry, base))
        continue;
      temp = g_build_filename (dir_name, entry, NULL);
      if (ts_file_remove (temp, faults, NULL))
        removed++;
    }
  return removed;
}

gboolean
ts_file_remove (const char *path, TsFileFaults *faults, GError **error)
{
  if (fault_refuses_change (faults))
    return fail_errno (error, errno, path, _("remove"));
  if (g_unlink (path) != 0 && errno != ENOENT)
    return fail_errno (error, errno, path, _("remove"));
  return TRUE;
}

gboolean
ts_file_make_folder (const char *path, TsFileFaults *faults, GError **error)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return TRUE;
  if (fault_refuses_create (faults))
    return fail_errno (error, errno, path, _("create the folder"));
  if (g_mkdir_with_parents (path, 0700) != 0)
    return fail_errno (error, errno, path, _("create the folder"));
  return TRUE;
}

gboolean
ts_file_error_is_full (const GError *error)
{
  return g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
}

gboolean
ts_file_error_is_not_writable (const GError *error)
{
  return g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ROFS)
         || g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ACCES)
         || g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_PERM);
}

/* ---- reading ---- */

static const char *
kind_of_file (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("a folder");
  if (S_ISFIFO (mode))
    return _("a named pipe");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("a device");
  if (S_ISSOCK (mode))
    return _("a socket");
  return _("a special file");
}

static gboolean
refuse_too_large (const char *path, gsize max_size, GError **error)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, TS_FILE_ERROR_TOO_LARGE,
               _("“%s” is larger than %" G_GSIZE_FORMAT " bytes"), name, max_size);
  return FALSE;
}

/* Reads at most max_size + 1 bytes: one more than allowed says it is
 * too large, whatever its size said when it was opened. */
static gboolean
read_bounded (int fd, const char *path, gsize max_size, GByteArray *bytes, GError **error)
{
  guint8 buffer[65536];

  for (;;)
    {
      gsize want = MIN (sizeof buffer, max_size + 1 - bytes->len);
      gssize got = read (fd, buffer, want);

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        return fail_errno (error, errno, path, _("read"));
      if (got == 0)
        return TRUE;
      g_byte_array_append (bytes, buffer, (guint) got);
      if (bytes->len > max_size)
        return refuse_too_large (path, max_size, error);
    }
}

gboolean
ts_file_read (const char *path, gsize max_size, char **contents, gsize *length, GError **error)
{
  g_autoptr (GByteArray) bytes = NULL;
  GStatBuf st;
  gboolean ok;
  /* O_NONBLOCK: opening a named pipe must not wait for a writer */
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);

  g_return_val_if_fail (max_size < G_MAXUINT, FALSE);
  if (fd < 0)
    return fail_errno (error, errno, path, _("open"));
  if (fstat (fd, &st) != 0)
    {
      close (fd);
      return fail_errno (error, errno, path, _("open"));
    }
  if (!S_ISREG (st.st_mode))
    {
      g_autofree char *name = g_filename_display_name (path);

      close (fd);
      g_set_error (error, G_FILE_ERROR, TS_FILE_ERROR_NOT_REGULAR, _("“%s” is %s, not a file that can be read"),
                   name, kind_of_file (st.st_mode));
      return FALSE;
    }
  if ((guint64) st.st_size > max_size)
    {
      close (fd);
      return refuse_too_large (path, max_size, error);
    }
  bytes = g_byte_array_sized_new ((guint) st.st_size + 1);
  ok = read_bounded (fd, path, max_size, bytes, error);
  close (fd);
  if (!ok)
    return FALSE;
  if (length != NULL)
    *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
  return TRUE;
}
