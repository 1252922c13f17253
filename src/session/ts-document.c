/* ts-document.c — file, modified state and autosave of the game. */
#include "ts-document.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "ts-players.h"
#include "ts-record.h"

/* The autosave is an ordinary record; these tags, written only there,
 * remember which file the game belongs to and whether it had changed. */
#define FILE_TAG "TaiShogiFile"
#define MODIFIED_TAG "TaiShogiModified"

struct _TsDocument {
  GObject parent_instance;

  TsGame *game;
  GFile *file;
  gboolean modified;
  GFile *autosave;
  /* Held while a window uses the autosave (see ts_document_begin_session):
   * a lock left by a process that no longer runs means that process died
   * with the game on screen. */
  GFile *lock;
  char *dir;
  /* Set while the document itself changes the game (loading, starting
   * afresh): those changes are not the user's edits. */
  gboolean replacing;
};

G_DEFINE_FINAL_TYPE (TsDocument, ts_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  N_PROPS
};

enum {
  SIGNAL_AUTOSAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
same_file (GFile *a, GFile *b)
{
  return a == b || (a != NULL && b != NULL && g_file_equal (a, b));
}

static void
set_state (TsDocument *self, GFile *file, gboolean modified)
{
  if (!same_file (file, self->file))
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  if (modified != self->modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
}

/* Writes `text` to `file` through a temporary file and a rename: a crash
 * at any moment leaves either the old or the new contents. */
static gboolean
replace_contents (GFile *file, const char *text, GError **error)
{
  g_autoptr (GFile) dir = g_file_get_parent (file);
  g_autoptr (GError) local = NULL;

  if (!g_file_make_directory_with_parents (dir, NULL, &local)
      && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                  error);
}

/* PGN's tags every record is expected to have, filled in where the game
 * has none: the event, the day it was first written (its start, for a
 * game saved as it is played), and the players. */
static void
fill_record_tags (TsGame *game)
{
  if (ts_game_get_tag (game, "Event") == NULL)
    ts_game_set_tag (game, "Event", "Casual game");
  if (ts_game_get_tag (game, "Date") == NULL)
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

      ts_game_set_tag (game, "Date", date);
    }
  for (TsColor color = TS_BLACK; color <= TS_WHITE; color++)
    {
      const char *tag = color == TS_BLACK ? "Black" : "White";
      TsPlayer player = ts_game_get_player (game, color);
      g_autofree char *name = NULL;

      if (ts_game_get_tag (game, tag) != NULL)
        continue;
      name = ts_player_dup_record_name (&player);
      ts_game_set_tag (game, tag, name);
    }
}

static void
autosave (TsDocument *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *uri = self->file ? g_file_get_uri (self->file) : NULL;

  fill_record_tags (self->game);
  ts_game_set_tag (self->game, FILE_TAG, uri);
  ts_game_set_tag (self->game, MODIFIED_TAG, self->modified ? "1" : "0");
  text = ts_record_write (self->game);
  ts_game_set_tag (self->game, FILE_TAG, NULL);
  ts_game_set_tag (self->game, MODIFIED_TAG, NULL);

  if (!replace_contents (self->autosave, text, &error))
    g_signal_emit (self, signals[SIGNAL_AUTOSAVE_FAILED], 0, error);
}

static void
on_game_changed (TsGame *game, TsDocument *self)
{
  if (self->replacing)
    return;
  set_state (self, self->file, TRUE);
  autosave (self);
}

/* Replaces the game with `source` (or a fresh one) without counting it as
 * an edit, then records the new state in the autosave. */
static void
replace_game (TsDocument *self, TsGame *source, GFile *file, gboolean modified)
{
  self->replacing = TRUE;
  if (source != NULL)
    ts_game_assign (self->game, source);
  else
    ts_game_reset (self->game);
  self->replacing = FALSE;
  set_state (self, file, modified);
  autosave (self);
}

static void
ts_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsDocument *self = TS_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    case PROP_TITLE: g_value_take_string (value, ts_document_dup_title (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_document_dispose (GObject *object)
{
  TsDocument *self = TS_DOCUMENT (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  ts_document_end_session (self);
  g_clear_object (&self->autosave);
  g_clear_pointer (&self->dir, g_free);
  G_OBJECT_CLASS (ts_document_parent_class)->dispose (object);
}

static void
ts_document_class_init (TsDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_document_dispose;
  object_class->get_property = ts_document_get_property;

  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The autosave could not be written (disk full, no permission): the
   * user must hear of it, since the game is no longer safe. */
  signals[SIGNAL_AUTOSAVE_FAILED] = g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                  G_TYPE_ERROR);
}

static void
ts_document_init (TsDocument *self)
{
}

TsDocument *
ts_document_new (TsGame *game, const char *autosave_dir)
{
  TsDocument *self = g_object_new (TS_TYPE_DOCUMENT, NULL);
  g_autofree char *dir = autosave_dir ? g_strdup (autosave_dir)
                                      : g_build_filename (g_get_user_data_dir (), "tai-shogi", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave" TS_RECORD_EXTENSION, NULL);

  g_return_val_if_fail (TS_IS_GAME (game), NULL);
  self->game = g_object_ref (game);
  self->autosave = g_file_new_for_path (path);
  self->dir = g_steal_pointer (&dir);
  g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  return self;
}

TsGame *
ts_document_get_game (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->game;
}

GFile *
ts_document_get_file (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->file;
}

gboolean
ts_document_get_modified (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

GFile *
ts_document_get_autosave_file (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->autosave;
}

char *
ts_document_dup_title (TsDocument *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  if (self->file == NULL)
    return g_strdup (_("Unsaved Game"));
  name = g_file_get_basename (self->file);
  return g_filename_display_name (name);
}

/* Reads and checks a record file into a new game. */
static TsGame *
read_record_file (GFile *file, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr (GFileInfo) info = NULL;

  /* look at the size first: a huge file is refused before it is read */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > TS_RECORD_MAX_SIZE)
    return ts_record_read ("", (gsize) g_file_info_get_size (info), error);
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, error))
    return NULL;
  return ts_record_read (contents, length, error);
}

gboolean
ts_document_load (TsDocument *self, GFile *file, GError **error)
{
  g_autoptr (TsGame) loaded = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  loaded = read_record_file (file, error);
  if (loaded == NULL)
    return FALSE;
  replace_game (self, loaded, file, FALSE);
  return TRUE;
}

gboolean
ts_document_save (TsDocument *self, GFile *file, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GFile) target = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  target = g_object_ref (file != NULL ? file : self->file);
  g_return_val_if_fail (target != NULL, FALSE);
  fill_record_tags (self->game);
  text = ts_record_write (self->game);
  if (!replace_contents (target, text, error))
    return FALSE;
  set_state (self, target, FALSE);
  autosave (self);
  return TRUE;
}

void
ts_document_new_game (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  replace_game (self, NULL, NULL, FALSE);
}

gboolean
ts_document_new_game_from_tsfen (TsDocument *self, TsRules rules, const char *tsfen, GError **error)
{
  g_autoptr (TsGame) game = ts_game_new ();

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  if (!ts_game_reset_to_tsfen_with_rules (game, rules, tsfen, error))
    return FALSE;
  replace_game (self, game, NULL, FALSE);
  return TRUE;
}

void
ts_document_new_game_from_game (TsDocument *self, TsGame *game)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  g_return_if_fail (TS_IS_GAME (game));
  replace_game (self, game, NULL, FALSE);
}

/* Puts a game read from an autosave on screen, with the file it belongs
 * to and its modified state, which the autosave's own tags remember. */
static void
restore_autosaved (TsDocument *self, TsGame *saved)
{
  g_autoptr (GFile) file = NULL;
  const char *uri = ts_game_get_tag (saved, FILE_TAG);
  gboolean modified = g_strcmp0 (ts_game_get_tag (saved, MODIFIED_TAG), "1") == 0;

  file = uri != NULL ? g_file_new_for_uri (uri) : NULL;
  ts_game_set_tag (saved, FILE_TAG, NULL);
  ts_game_set_tag (saved, MODIFIED_TAG, NULL);
  replace_game (self, saved, file, modified);
}

gboolean
ts_document_resume (TsDocument *self, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (TsGame) saved = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  saved = read_record_file (self->autosave, &local);
  if (saved == NULL)
    {
      /* no autosave yet is the usual first start, not an error */
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return FALSE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (ts_game_get_result (saved) != TS_RESULT_NONE)
    return FALSE;
  restore_autosaved (self, saved);
  return TRUE;
}

gboolean
ts_document_restore (TsDocument *self, GFile *copy, GError **error)
{
  g_autoptr (TsGame) saved = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (copy), FALSE);
  saved = read_record_file (copy, error);
  if (saved == NULL)
    return FALSE;
  restore_autosaved (self, saved);
  return TRUE;
}

/* ---- the session lock: no crash loop ---- */

/* The process id a lock file names, or 0. */
static GPid
lock_owner (GFile *lock)
{
  g_autofree char *text = NULL;
  guint64 pid = 0;

  if (!g_file_load_contents (lock, NULL, &text, NULL, NULL, NULL))
    return 0;
  if (!g_ascii_string_to_unsigned (g_strstrip (text), 10, 1, G_MAXINT, &pid, NULL))
    return 0;
  return (GPid) pid;
}

static gboolean
process_is_running (GPid pid)
{
  return pid > 0 && (kill (pid, 0) == 0 || errno == EPERM);
}

/* Copies the autosave, byte for byte and unread, to a new file in the
 * "interrupted" folder beside it; nothing ever overwrites such a copy. */
static GFile *
keep_interrupted_copy (TsDocument *self, GError **error)
{
  g_autofree char *folder = g_build_filename (self->dir, "interrupted", NULL);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", folder, g_strerror (errno));
      return NULL;
    }
  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s%s", stamp, TS_RECORD_EXTENSION)
                                     : g_strdup_printf ("%s-%u%s", stamp, n, TS_RECORD_EXTENSION);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr (GFile) copy = g_file_new_for_path (path);
      g_autoptr (GError) local = NULL;

      if (g_file_copy (self->autosave, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &local))
        return g_steal_pointer (&copy);
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
}

GFile *
ts_document_begin_session (TsDocument *self, GError **error)
{
  g_autofree char *lock_path = NULL;
  g_autofree char *pid = NULL;
  g_autoptr (GFile) lock = NULL;
  g_autoptr (GFile) interrupted = NULL;
  GPid owner;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (self->lock == NULL, NULL);
  lock_path = g_build_filename (self->dir, "session.lock", NULL);
  lock = g_file_new_for_path (lock_path);
  owner = lock_owner (lock);
  /* a lock of this process, or of another that runs, is no crash */
  if (owner != 0 && owner != getpid () && !process_is_running (owner)
      && g_file_query_exists (self->autosave, NULL))
    {
      interrupted = keep_interrupted_copy (self, error);
      if (interrupted == NULL)
        return NULL;
    }
  pid = g_strdup_printf ("%d\n", (int) getpid ());
  if (!replace_contents (lock, pid, error))
    return NULL;
  self->lock = g_steal_pointer (&lock);
  return g_steal_pointer (&interrupted);
}

void
ts_document_end_session (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  if (self->lock == NULL)
    return;
  /* another window of this process may have taken the lock over since */
  if (lock_owner (self->lock) == getpid ())
    g_file_delete (self->lock, NULL, NULL);
  g_clear_object (&self->lock);
}
