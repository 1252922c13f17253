/* ts-file.h — reading and writing files so that nothing is ever lost.
 *
 * Writing replaces a file only through a complete, flushed temporary
 * file in the same folder and a rename: whatever goes wrong (a full
 * disk, a read-only folder, a killed process), the old file is left
 * byte for byte as it was, and no temporary file stays behind (except
 * after a kill, which ts_file_remove_stale_temporaries() cleans).
 * GLib's g_file_set_contents() and GIO's g_file_replace_contents() are
 * not used: the first rewrites symlinked and hard-linked files in
 * place, the second renames its temporary file over the target even
 * after a write that failed.
 *
 * Reading refuses what is not a regular file (a named pipe would block
 * for ever, a device never ends) and holds a size limit while it reads.
 *
 * Every call takes a TsFileFaults, NULL in the programs: tests pass one
 * to make the file system full, read-only, or die in the middle of a
 * write, without root or a real small disk.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Faults a test injects.  All zero: none. */
typedef struct {
  /* The folder the faults are in (its files and everything below it);
   * NULL: every file.  A full or read-only data folder beside a
   * working one, say. */
  const char *scope;
  /* A full file system: when `full` is set, `space_left` more bytes can
   * be written (in total, over every call), then writes fail with
   * ENOSPC; once nothing is left, creating a file fails too. */
  gboolean full;
  gint64 space_left;
  /* A read-only file system: creating, renaming and removing files
   * fails with EROFS; reading works. */
  gboolean read_only;
  /* fsync() fails with this errno (EIO, say); 0: it does not. */
  int fsync_errno;
  /* The writing process dies just before the rename: the temporary
   * file stays, the target is untouched, the call fails with EINTR. */
  gboolean killed_before_rename;
  /* A slow disk: every write waits this long (ms) before its rename,
   * so that a test can act while the write is out. */
  guint slow_ms;
  /* Counted: the files the calls created and renamed into place. */
  guint n_replaced;
} TsFileFaults;

/* Replaces the file at `path` (following symbolic links to the file
 * they name, which is then the one replaced) with `data`: a temporary
 * file beside it, written, flushed, its mode copied from the old file,
 * renamed over it.  On failure the old file is untouched, the temporary
 * file removed, and `error` (G_FILE_ERROR) names the file and the
 * reason. */
gboolean ts_file_replace (const char *path, const char *data, gsize length, TsFileFaults *faults,
                          GError **error);

/* Creates `path` with `data`, failing with G_FILE_ERROR_EXIST if it
 * exists; like ts_file_replace(), it appears whole or not at all. */
gboolean ts_file_create_new (const char *path, const char *data, gsize length, TsFileFaults *faults,
                             GError **error);

/* Moves a file to a name that must be new (G_FILE_ERROR_EXIST if it is
 * taken), in the same file system. */
gboolean ts_file_move_to_new (const char *from, const char *to, TsFileFaults *faults, GError **error);

/* Reads a regular file of at most `max_size` bytes.  Named pipes,
 * devices, sockets and folders are refused without blocking
 * (G_FILE_ERROR_INVAL); a file over the limit, or one that grows past
 * it while it is read, is refused with G_FILE_ERROR_FAILED after at
 * most `max_size` + 1 bytes.  `contents` is NUL-terminated. */
gboolean ts_file_read (const char *path, gsize max_size, char **contents, gsize *length, GError **error);

/* The error codes of ts_file_read() for files it refuses. */
#define TS_FILE_ERROR_NOT_REGULAR G_FILE_ERROR_INVAL
#define TS_FILE_ERROR_TOO_LARGE G_FILE_ERROR_FAILED

/* Removes the temporary files ts_file_replace() left for `path` when
 * its process was killed mid-write.  Returns how many it removed. */
guint ts_file_remove_stale_temporaries (const char *path, TsFileFaults *faults);

/* Removes a file; a file that is not there is no error. */
gboolean ts_file_remove (const char *path, TsFileFaults *faults, GError **error);

/* Creates a folder and its parents (mode 0700 for new ones). */
gboolean ts_file_make_folder (const char *path, TsFileFaults *faults, GError **error);

/* ---- lock files ---- */

/* What ts_file_lock() found. */
typedef enum {
  TS_FILE_LOCK_TAKEN,       /* there was none: this process holds a new one */
  TS_FILE_LOCK_LEFT_BEHIND, /* a lock its process never removed (it died):
                             * this process holds it now */
  TS_FILE_LOCK_IN_USE,      /* a running process holds it */
  TS_FILE_LOCK_FAILED,      /* it could not be made: `error` says why */
} TsFileLock;

/* Takes the lock file at `path` for the life of this process, or until
 * ts_file_unlock(): an exclusive flock(2) on it, which the kernel drops
 * when the process ends however it ends, so that a dead process never
 * holds a lock and a live one that happens to have the same process id
 * never fakes one.  A new lock file appears already locked (it is made
 * aside and linked into place).  `text` (the process id, say) is
 * written into it where there is room.  On TAKEN and LEFT_BEHIND, `fd`
 * is the open, locked file. */
TsFileLock ts_file_lock (const char *path, const char *text, TsFileFaults *faults, int *fd, GError **error);

/* Ends a lock cleanly: the file is removed (or, where it cannot be,
 * marked as ended), then closed. */
void ts_file_unlock (const char *path, int fd, TsFileFaults *faults);

/* Whether the error says the disk (or the user's quota) is full, and
 * whether it says the place cannot be written to. */
gboolean ts_file_error_is_full (const GError *error);
gboolean ts_file_error_is_not_writable (const GError *error);

G_END_DECLS
