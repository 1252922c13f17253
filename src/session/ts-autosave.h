/* ts-autosave.h — the files that keep a game played over many sittings:
 * the autosave, the lock that says a running window uses it, and the
 * games set aside in "interrupted/".
 *
 * One running game per autosave: the folder has slots, autosave.tsr
 * with session.lock, then autosave-2.tsr with session-2.lock and so on;
 * a window takes the first slot no running process holds (a second
 * desktop session's window gets its own).  A lock its process never
 * removed means that process died with its game on screen.
 *
 * Nothing is written over a game this autosave did not load: before a
 * first write over an autosave file it was not told to claim, the file
 * is moved aside into "interrupted/", where games are kept by date —
 * the last TS_AUTOSAVE_KEEP distinct ones, never the newest removed, an
 * identical one never twice.
 *
 * Plain files and GLib: the document drives it; tests drive it with
 * injected faults (ts_autosave_set_faults()).
 */
#pragma once

#include <glib-object.h>

#include "ts-file.h"

G_BEGIN_DECLS

/* Games kept in "interrupted/". */
#define TS_AUTOSAVE_KEEP 10
/* Windows that can autosave at once from one folder. */
#define TS_AUTOSAVE_SLOTS 8

#define TS_TYPE_AUTOSAVE (ts_autosave_get_type ())
G_DECLARE_FINAL_TYPE (TsAutosave, ts_autosave, TS, AUTOSAVE, GObject)

TsAutosave *ts_autosave_new (const char *dir);

/* Faults for every file this autosave touches (tests); NULL: none.
 * The caller keeps `faults` alive. */
void ts_autosave_set_faults (TsAutosave *self, TsFileFaults *faults);

const char *ts_autosave_get_dir (TsAutosave *self);
/* The autosave file of this window's slot (slot 1's until a lock is
 * taken). */
const char *ts_autosave_get_path (TsAutosave *self);
guint ts_autosave_get_slot (TsAutosave *self);

typedef enum {
  TS_AUTOSAVE_LOCKED,             /* this window holds its slot */
  TS_AUTOSAVE_LOCKED_AFTER_CRASH, /* ... which the last run held when it died */
  TS_AUTOSAVE_UNLOCKED,           /* no lock can be made now (read-only or full folder,
                                   * or every slot in use): `error` says why */
} TsAutosaveLock;

/* Takes the first slot no running process holds. */
TsAutosaveLock ts_autosave_lock (TsAutosave *self, GError **error);
/* A clean end: the lock is removed, the autosave stays. */
void ts_autosave_unlock (TsAutosave *self);

/* The autosave file holds the game on screen (it was loaded from it, or
 * it is not there): writing over it loses nothing. */
void ts_autosave_claim (TsAutosave *self);

/* Writes the autosave: takes a lock first if none is held (and keeps
 * trying at every call while none can be made), and moves an unclaimed
 * autosave aside before its first write. */
gboolean ts_autosave_write (TsAutosave *self, const char *text, GError **error);

/* Moves the slot's autosave into "interrupted/" (or finds the identical
 * game there) and returns where it is now; the slot is then claimed. */
char *ts_autosave_set_aside (TsAutosave *self, GError **error);

/* Whether an autosave file holds a game worth keeping (one not
 * finished, or not saved in a file, or one that cannot be read). */
typedef gboolean (*TsAutosaveKeepFunc) (const char *path, gpointer user_data);

/* Empties the other slots no running window holds: the autosave a
 * window left when it ended (or died) is moved into "interrupted/" if
 * `worth_keeping` says so, else removed.  Returns how many it moved. */
guint ts_autosave_gather_other_slots (TsAutosave *self, TsAutosaveKeepFunc worth_keeping, gpointer user_data);

/* The games in "interrupted/", newest first (paths). */
GPtrArray *ts_autosave_list_set_aside (TsAutosave *self);

G_END_DECLS
