/* ts-file.c — safe replacement and bounded reading of files (POSIX). */
#include "ts-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* Links followed at most, as the kernel's own limit. */
#define MAX_LINKS 40

#define TEMP_SUFFIX ".tmp"

/* What failed, for the error's words: whole sentences, to translate. */
typedef enum {
  OP_WRITE,
  OP_READ,
  OP_OPEN,
  OP_MOVE,
  OP_REMOVE,
  OP_MAKE_FOLDER,
  OP_LOCK,
} Op;

static const char *
op_format (Op op)
{
  switch (op)
    {
    /* TRANSLATORS: "could not write “/home/ann/game.tsr”: No space left on device" */
    case OP_WRITE: return _("could not write “%s”: %s");
    case OP_READ: return _("could not read “%s”: %s");
    case OP_OPEN: return _("could not open “%s”: %s");
    case OP_MOVE: return _("could not move a file to “%s”: %s");
    case OP_REMOVE: return _("could not remove “%s”: %s");
    case OP_MAKE_FOLDER: return _("could not create the folder “%s”: %s");
    case OP_LOCK:
    default: return _("could not lock “%s”: %s");
    }
}

static gboolean
fail_errno (GError **error, int saved_errno, const char *path, Op op)
{
  g_autofree char *name = g_filename_display_name (path);
  /* a full quota is a full disk to the user */
  GFileError code = saved_errno == EDQUOT ? G_FILE_ERROR_NOSPC : g_file_error_from_errno (saved_errno);

  g_set_error (error, G_FILE_ERROR, code, op_format (op), name, g_strerror (saved_errno));
  return FALSE;
}

/* ---- the faults a test injects ---- */

/* The faults that hold for `path`: none outside their scope. */
static TsFileFaults *
faults_at (TsFileFaults *faults, const char *path)
{
  gsize n;

  if (faults == NULL || faults->scope == NULL)
    return faults;
  n = strlen (faults->scope);
  while (n > 1 && faults->scope[n - 1] == '/')
    n--;
  if (strncmp (path, faults->scope, n) == 0 && (path[n] == '/' || path[n] == '\0'))
    return faults;
  return NULL;
}

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
  fail_errno (error, ELOOP, path, OP_WRITE);
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
      fail_errno (error, errno, target, OP_WRITE);
      return NULL;
    }
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      fail_errno (error, errno, target, OP_WRITE);
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
  fail_errno (error, saved, target, OP_WRITE);
  return NULL;
}

/* Puts the temporary file in place: over the target, or only where
 * there is none (`exclusive`). */
static gboolean
put_in_place (const char *temp, const char *target, gboolean exclusive, TsFileFaults *faults, GError **error)
{
  int status;

  if (faults != NULL && faults->slow_ms > 0)
    g_usleep (faults->slow_ms * G_TIME_SPAN_MILLISECOND);
  if (faults != NULL && faults->killed_before_rename)
    return fail_errno (error, EINTR, target, OP_WRITE);
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
      return fail_errno (error, saved, target, OP_WRITE);
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
  faults = faults_at (faults, target);
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

gboolean
ts_file_move_to_new (const char *from, const char *to, TsFileFaults *faults, GError **error)
{
  faults = faults_at (faults, to);
  if (fault_refuses_change (faults))
    return fail_errno (error, errno, to, OP_MOVE);
  /* link() refuses a name that exists, where rename() would replace it */
  if (link (from, to) == 0)
    return ts_file_remove (from, faults, error);
  if (errno == EEXIST || !(errno == EPERM || errno == ENOTSUP))
    return fail_errno (error, errno, to, OP_MOVE);
  /* a file system without hard links: look, then rename */
  if (g_file_test (to, G_FILE_TEST_EXISTS))
    return fail_errno (error, EEXIST, to, OP_MOVE);
  if (g_rename (from, to) != 0)
    return fail_errno (error, errno, to, OP_MOVE);
  return TRUE;
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
  faults = faults_at (faults, path);
  if (fault_refuses_change (faults))
    return fail_errno (error, errno, path, OP_REMOVE);
  if (g_unlink (path) != 0 && errno != ENOENT)
    return fail_errno (error, errno, path, OP_REMOVE);
  return TRUE;
}

gboolean
ts_file_make_folder (const char *path, TsFileFaults *faults, GError **error)
{
  faults = faults_at (faults, path);
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return TRUE;
  if (fault_refuses_create (faults))
    return fail_errno (error, errno, path, OP_MAKE_FOLDER);
  if (g_mkdir_with_parents (path, 0700) != 0)
    return fail_errno (error, errno, path, OP_MAKE_FOLDER);
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

/* ---- lock files ---- */

/* What an unlocked lock file says when its process ended cleanly but
 * could not remove it (a folder made read-only meanwhile). */
#define LOCK_ENDED "ended\n"

/* Whether `fd` is still the file at `path`: a lock removed by its
 * owner's clean end, between our open and our flock, is not one. */
static gboolean
still_at_path (int fd, const char *path)
{
  GStatBuf at_path;
  struct stat opened;

  return fstat (fd, &opened) == 0 && g_stat (path, &at_path) == 0 && opened.st_ino == at_path.st_ino
         && opened.st_dev == at_path.st_dev;
}

static gboolean
says_ended (int fd)
{
  char text[sizeof LOCK_ENDED] = { 0 };

  return pread (fd, text, sizeof text - 1, 0) == sizeof text - 1 && strcmp (text, LOCK_ENDED) == 0;
}

/* Best effort: a lock without its text is still a lock. */
static void
write_lock_text (int fd, const char *text, TsFileFaults *faults)
{
  if (ftruncate (fd, 0) != 0 || !write_all (fd, text, strlen (text), faults))
    g_debug ("the lock file's text: %s", g_strerror (errno));
}

/* A lock file that exists: taken if its process is gone. */
static TsFileLock
lock_existing (int fd, const char *path, const char *text, TsFileFaults *faults, gboolean *moved, GError **error)
{
  gboolean ended;

  *moved = FALSE;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      close (fd);
      if (saved == EWOULDBLOCK)
        return TS_FILE_LOCK_IN_USE;
      fail_errno (error, saved, path, OP_LOCK);
      return TS_FILE_LOCK_FAILED;
    }
  if (!still_at_path (fd, path))
    {
      close (fd);
      *moved = TRUE;
      return TS_FILE_LOCK_FAILED;
    }
  ended = says_ended (fd);
  write_lock_text (fd, text, faults);
  return ended ? TS_FILE_LOCK_TAKEN : TS_FILE_LOCK_LEFT_BEHIND;
}

/* A new lock file, locked before it appears under its name. */
static TsFileLock
lock_new (const char *path, const char *text, TsFileFaults *faults, int *fd, gboolean *raced, GError **error)
{
  g_autofree char *temp = temporary_template (path);
  int saved;

  *raced = FALSE;
  if (fault_refuses_create (faults))
    {
      fail_errno (error, errno, path, OP_LOCK);
      return TS_FILE_LOCK_FAILED;
    }
  *fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0644);
  if (*fd < 0)
    {
      fail_errno (error, errno, path, OP_LOCK);
      return TS_FILE_LOCK_FAILED;
    }
  /* a new file nobody else has opened: this cannot fail for want of it */
  if (flock (*fd, LOCK_EX | LOCK_NB) == 0)
    {
      write_lock_text (*fd, text, faults);
      if (link (temp, path) == 0)
        {
          g_unlink (temp);
          return TS_FILE_LOCK_TAKEN;
        }
    }
  saved = errno;
  g_unlink (temp);
  close (*fd);
  *fd = -1;
  *raced = saved == EEXIST;
  if (!*raced)
    fail_errno (error, saved, path, OP_LOCK);
  return TS_FILE_LOCK_FAILED;
}

TsFileLock
ts_file_lock (const char *path, const char *text, TsFileFaults *faults, int *fd, GError **error)
{
  g_return_val_if_fail (path != NULL && fd != NULL, TS_FILE_LOCK_FAILED);
  *fd = -1;
  faults = faults_at (faults, path);
  /* another process may make or remove the file between the steps:
   * then look again, a few times */
  for (int attempt = 0; attempt < 8; attempt++)
    {
      int existing = open (path, O_RDWR | O_CLOEXEC);
      TsFileLock result;
      gboolean again;

      if (existing >= 0)
        {
          result = lock_existing (existing, path, text, faults, &again, error);
          if (result == TS_FILE_LOCK_TAKEN || result == TS_FILE_LOCK_LEFT_BEHIND)
            *fd = existing;
        }
      else if (errno == ENOENT)
        result = lock_new (path, text, faults, fd, &again, error);
      else
        {
          fail_errno (error, errno, path, OP_LOCK);
          return TS_FILE_LOCK_FAILED;
        }
      if (!again)
        return result;
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN, _("could not lock “%s”: it keeps changing"), path);
  return TS_FILE_LOCK_FAILED;
}

void
ts_file_unlock (const char *path, int fd, TsFileFaults *faults)
{
  g_return_if_fail (fd >= 0);
  faults = faults_at (faults, path);
  /* removed while still locked: nobody can take the old file meanwhile */
  if (!ts_file_remove (path, faults, NULL))
    write_lock_text (fd, LOCK_ENDED, faults);
  close (fd);
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

  g_set_error (error, G_FILE_ERROR, TS_FILE_ERROR_TOO_LARGE, _("“%s” is larger than %lu bytes"), name,
               (unsigned long) max_size);
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
        return fail_errno (error, errno, path, OP_READ);
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
    return fail_errno (error, errno, path, OP_OPEN);
  if (fstat (fd, &st) != 0)
    {
      close (fd);
      return fail_errno (error, errno, path, OP_OPEN);
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
