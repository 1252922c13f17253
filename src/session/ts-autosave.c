/* ts-autosave.c — autosave slots, their locks, and the games set aside. */
#include "ts-autosave.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "ts-record.h"

#define SET_ASIDE_FOLDER "interrupted"
#define EXTENSION ".tsr"
/* Set-aside games are compared byte for byte up to this size; larger
 * ones are kept without looking for a twin. */
#define COMPARE_MAX (4 * (gsize) TS_RECORD_MAX_SIZE)

struct _TsAutosave {
  GObject parent_instance;

  char *dir;
  guint slot;          /* 1 .. TS_AUTOSAVE_SLOTS */
  char *path;          /* the slot's autosave */
  int lock_fd;         /* -1: no lock held */
  gboolean claimed;    /* the slot's file may be written over */
  TsFileFaults *faults;
};

G_DEFINE_FINAL_TYPE (TsAutosave, ts_autosave, G_TYPE_OBJECT)

static char *
slot_file (const char *dir, guint slot, const char *name, const char *extension)
{
  g_autofree char *base = slot == 1 ? g_strconcat (name, extension, NULL)
                                    : g_strdup_printf ("%s-%u%s", name, slot, extension);

  return g_build_filename (dir, base, NULL);
}

static char *
autosave_path (const char *dir, guint slot)
{
  return slot_file (dir, slot, "autosave", EXTENSION);
}

static char *
lock_path (const char *dir, guint slot)
{
  return slot_file (dir, slot, "session", ".lock");
}

static void
set_slot (TsAutosave *self, guint slot)
{
  if (slot == self->slot)
    return;
  self->slot = slot;
  g_free (self->path);
  self->path = autosave_path (self->dir, slot);
  self->claimed = FALSE;
}

static void
ts_autosave_finalize (GObject *object)
{
  TsAutosave *self = TS_AUTOSAVE (object);

  ts_autosave_unlock (self);
  g_free (self->dir);
  g_free (self->path);
  G_OBJECT_CLASS (ts_autosave_parent_class)->finalize (object);
}

static void
ts_autosave_class_init (TsAutosaveClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_autosave_finalize;
}

static void
ts_autosave_init (TsAutosave *self)
{
  self->lock_fd = -1;
}

TsAutosave *
ts_autosave_new (const char *dir)
{
  TsAutosave *self = g_object_new (TS_TYPE_AUTOSAVE, NULL);

  g_return_val_if_fail (dir != NULL, NULL);
  self->dir = g_strdup (dir);
  set_slot (self, 1);
  return self;
}

void
ts_autosave_set_faults (TsAutosave *self, TsFileFaults *faults)
{
  g_return_if_fail (TS_IS_AUTOSAVE (self));
  self->faults = faults;
}

const char *
ts_autosave_get_dir (TsAutosave *self)
{
  g_return_val_if_fail (TS_IS_AUTOSAVE (self), NULL);
  return self->dir;
}

const char *
ts_autosave_get_path (TsAutosave *self)
{
  g_return_val_if_fail (TS_IS_AUTOSAVE (self), NULL);
  return self->path;
}

guint
ts_autosave_get_slot (TsAutosave *self)
{
  g_return_val_if_fail (TS_IS_AUTOSAVE (self), 0);
  return self->slot;
}

/* ---- locks ---- */

static TsFileLock
lock_slot (TsAutosave *self, guint slot, int *fd, GError **error)
{
  g_autofree char *path = lock_path (self->dir, slot);
  g_autofree char *pid = g_strdup_printf ("%d\n", (int) getpid ());

  return ts_file_lock (path, pid, self->faults, fd, error);
}

TsAutosaveLock
ts_autosave_lock (TsAutosave *self, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (TS_IS_AUTOSAVE (self), TS_AUTOSAVE_UNLOCKED);
  if (self->lock_fd >= 0)
    return TS_AUTOSAVE_LOCKED;
  if (!ts_file_make_folder (self->dir, self->faults, error))
    return TS_AUTOSAVE_UNLOCKED;
  for (guint slot = 1; slot <= TS_AUTOSAVE_SLOTS; slot++)
    {
      int fd = -1;
      TsFileLock found = lock_slot (self, slot, &fd, &local);

      if (found == TS_FILE_LOCK_IN_USE)
        continue;
      /* the first slot no running window holds is this window's, even
       * where no lock can be made: its game is the one to show */
      set_slot (self, slot);
      if (found == TS_FILE_LOCK_FAILED)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return TS_AUTOSAVE_UNLOCKED;
        }
      self->lock_fd = fd;
      /* what a killed write left: nobody else writes this slot's file */
      ts_file_remove_stale_temporaries (self->path, self->faults);
      return found == TS_FILE_LOCK_LEFT_BEHIND ? TS_AUTOSAVE_LOCKED_AFTER_CRASH : TS_AUTOSAVE_LOCKED;
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN,
               ngettext ("%d other window already saves its game automatically here",
                         "%d other windows already save their games automatically here", TS_AUTOSAVE_SLOTS),
               TS_AUTOSAVE_SLOTS);
  return TS_AUTOSAVE_UNLOCKED;
}

void
ts_autosave_unlock (TsAutosave *self)
{
  g_autofree char *path = NULL;

  g_return_if_fail (TS_IS_AUTOSAVE (self));
  if (self->lock_fd < 0)
    return;
  path = lock_path (self->dir, self->slot);
  ts_file_unlock (path, self->lock_fd, self->faults);
  self->lock_fd = -1;
}

void
ts_autosave_claim (TsAutosave *self)
{
  g_return_if_fail (TS_IS_AUTOSAVE (self));
  self->claimed = TRUE;
}

/* ---- games set aside ---- */

static char *
set_aside_folder (TsAutosave *self)
{
  return g_build_filename (self->dir, SET_ASIDE_FOLDER, NULL);
}

static int
compare_newest_first (gconstpointer a, gconstpointer b)
{
  const char *pa = *(const char *const *) a;
  const char *pb = *(const char *const *) b;
  GStatBuf sa = { 0 }, sb = { 0 };

  g_stat (pa, &sa);
  g_stat (pb, &sb);
  if (sa.st_mtim.tv_sec != sb.st_mtim.tv_sec)
    return sa.st_mtim.tv_sec < sb.st_mtim.tv_sec ? 1 : -1;
  if (sa.st_mtim.tv_nsec != sb.st_mtim.tv_nsec)
    return sa.st_mtim.tv_nsec < sb.st_mtim.tv_nsec ? 1 : -1;
  return -strcmp (pa, pb);
}

GPtrArray *
ts_autosave_list_set_aside (TsAutosave *self)
{
  g_autofree char *folder = NULL;
  g_autoptr (GDir) dir = NULL;
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_return_val_if_fail (TS_IS_AUTOSAVE (self), paths);
  folder = set_aside_folder (self);
  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.' && g_str_has_suffix (name, EXTENSION))
      g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (paths, compare_newest_first);
  return paths;
}

static gboolean
same_contents (const char *a, const char *b)
{
  g_autofree char *text_a = NULL, *text_b = NULL;
  gsize length_a, length_b;
  GStatBuf sa, sb;

  if (g_stat (a, &sa) != 0 || g_stat (b, &sb) != 0 || sa.st_size != sb.st_size)
    return FALSE;
  return ts_file_read (a, COMPARE_MAX, &text_a, &length_a, NULL)
         && ts_file_read (b, COMPARE_MAX, &text_b, &length_b, NULL) && length_a == length_b
         && memcmp (text_a, text_b, length_a) == 0;
}

/* A game already kept with the same bytes, or NULL. */
static char *
find_twin (TsAutosave *self, const char *path)
{
  g_autoptr (GPtrArray) kept = ts_autosave_list_set_aside (self);

  for (guint i = 0; i < kept->len; i++)
    if (same_contents (path, kept->pdata[i]))
      return g_strdup (kept->pdata[i]);
  return NULL;
}

/* Keeps the newest TS_AUTOSAVE_KEEP games, and `keep` whatever its age. */
static void
prune (TsAutosave *self, const char *keep)
{
  g_autoptr (GPtrArray) kept = ts_autosave_list_set_aside (self);

  for (guint i = TS_AUTOSAVE_KEEP; i < kept->len; i++)
    if (g_strcmp0 (kept->pdata[i], keep) != 0)
      ts_file_remove (kept->pdata[i], self->faults, NULL);
}

/* A new name in the folder: the time to the microsecond, which sorts. */
static char *
new_set_aside_name (const char *folder, guint attempt)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *name = g_strdup_printf ("%s-%06d%s%s", stamp, g_date_time_get_microsecond (now),
                                           attempt > 0 ? "x" : "", EXTENSION);

  return g_build_filename (folder, name, NULL);
}

/* Moves `path` into the set-aside folder, or removes it where a twin is
 * kept there already (made the newest, so that it stays). */
static char *
move_aside (TsAutosave *self, const char *path, GError **error)
{
  g_autofree char *folder = set_aside_folder (self);
  g_autofree char *twin = NULL;

  if (!ts_file_make_folder (folder, self->faults, error))
    return NULL;
  twin = find_twin (self, path);
  if (twin != NULL)
    {
      if (!ts_file_remove (path, self->faults, error))
        return NULL;
      g_utime (twin, NULL);
      return g_steal_pointer (&twin);
    }
  for (guint attempt = 0;; attempt++)
    {
      g_autofree char *target = new_set_aside_name (folder, attempt);
      g_autoptr (GError) local = NULL;

      if (ts_file_move_to_new (path, target, self->faults, &local))
        {
          prune (self, target);
          return g_steal_pointer (&target);
        }
      if (!g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_EXIST) || attempt > 100)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
}

char *
ts_autosave_set_aside (TsAutosave *self, GError **error)
{
  char *kept;

  g_return_val_if_fail (TS_IS_AUTOSAVE (self), NULL);
  kept = move_aside (self, self->path, error);
  if (kept != NULL)
    self->claimed = TRUE;
  return kept;
}

guint
ts_autosave_gather_other_slots (TsAutosave *self, TsAutosaveKeepFunc worth_keeping, gpointer user_data)
{
  guint moved = 0;

  g_return_val_if_fail (TS_IS_AUTOSAVE (self), 0);
  for (guint slot = 1; slot <= TS_AUTOSAVE_SLOTS; slot++)
    {
      g_autofree char *path = autosave_path (self->dir, slot);
      g_autofree char *lock = lock_path (self->dir, slot);
      g_autofree char *kept = NULL;
      int fd = -1;
      TsFileLock found;

      if (slot == self->slot || !g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      /* held for the move, so that no window starting now takes it */
      found = ts_file_lock (lock, "", self->faults, &fd, NULL);
      if (found != TS_FILE_LOCK_TAKEN && found != TS_FILE_LOCK_LEFT_BEHIND)
        continue;
      if (worth_keeping (path, user_data))
        kept = move_aside (self, path, NULL);
      else
        ts_file_remove (path, self->faults, NULL);
      moved += kept != NULL;
      ts_file_unlock (lock, fd, self->faults);
    }
  return moved;
}

/* ---- writing ---- */

gboolean
ts_autosave_write (TsAutosave *self, const char *text, GError **error)
{
  g_return_val_if_fail (TS_IS_AUTOSAVE (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  if (self->lock_fd < 0 && ts_autosave_lock (self, error) == TS_AUTOSAVE_UNLOCKED)
    return FALSE;
  if (!self->claimed && !g_file_test (self->path, G_FILE_TEST_EXISTS))
    self->claimed = TRUE;
  if (!self->claimed)
    {
      g_autofree char *kept = ts_autosave_set_aside (self, error);

      if (kept == NULL)
        {
          g_prefix_error (error, _("the game autosaved before could not be set aside: "));
          return FALSE;
        }
    }
  return ts_file_replace (self->path, text, strlen (text), self->faults, error);
}
