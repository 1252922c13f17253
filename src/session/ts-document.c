/* ts-document.c — file, modified state and autosave of the game. */
#include "ts-document.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ts-autosave.h"
#include "ts-document-private.h"
#include "ts-file.h"
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
  TsAutosave *autosave;
  GFile *autosave_file;     /* the autosave's path, as a GFile */
  char *autosave_problem;   /* why it fails, in words; NULL while it works */
  gboolean safe;            /* every move is in the autosave or the file */
  GFile *offered;           /* a game kept aside, offered at the start */
  TsOfferedReason offered_reason;
  char *offered_problem;
  guint offered_n_readable; /* its moves that can be read */
  TsFileFaults *faults;     /* tests' injected faults */
  /* Its "changed" handler, blocked while the document itself changes the
   * game (loading, starting afresh): those changes are not the user's
   * edits. */
  gulong changed_id;
  TsNotationStyle notation;  /* of saved records */
};

G_DEFINE_FINAL_TYPE (TsDocument, ts_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  PROP_AUTOSAVE_PROBLEM,
  PROP_OFFERED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/* ---- errors in a player's words ---- */

static char *
describe_autosave_error (TsAutosave *autosave, const GError *error)
{
  g_autofree char *folder = g_filename_display_name (ts_autosave_get_dir (autosave));

  if (ts_file_error_is_full (error))
    return g_strdup (_("The disk is full, so the game cannot be saved automatically. It is safe while "
                       "Tai Shogi stays open: free some space, or save it elsewhere with Save As."));
  if (ts_file_error_is_not_writable (error))
    return g_strdup_printf (_("The folder “%s” cannot be written to, so the game cannot be saved "
                              "automatically. It is safe while Tai Shogi stays open: save it elsewhere "
                              "with Save As."), folder);
  return g_strdup_printf (_("The game cannot be saved automatically (%s). It is safe while Tai Shogi "
                            "stays open: save it elsewhere with Save As."), error->message);
}

char *
ts_document_describe_save_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);
  if (ts_file_error_is_full (error))
    return g_strdup (_("The disk is full. Your game is safe in memory: free some space, or use Save As "
                       "to save it elsewhere."));
  if (ts_file_error_is_not_writable (error))
    return g_strdup (_("This folder cannot be written to. Your game is safe in memory: use Save As to "
                       "save it elsewhere."));
  return g_strdup_printf (_("%s. Your game is safe in memory: use Save As to save it elsewhere."),
                          error->message);
}

static void
set_autosave_problem (TsDocument *self, const GError *error)
{
  g_autofree char *problem = error != NULL ? describe_autosave_error (self->autosave, error) : NULL;

  if (g_strcmp0 (problem, self->autosave_problem) == 0)
    return;
  g_free (self->autosave_problem);
  self->autosave_problem = g_steal_pointer (&problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_PROBLEM]);
}

/* The slot, and so the file, can change when a lock is taken late. */
static void
update_autosave_file (TsDocument *self)
{
  const char *path = ts_autosave_get_path (self->autosave);

  if (self->autosave_file == NULL || g_strcmp0 (g_file_peek_path (self->autosave_file), path) != 0)
    {
      g_clear_object (&self->autosave_file);
      self->autosave_file = g_file_new_for_path (path);
    }
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

/* The game as the autosave holds it: with the file it belongs to and
 * whether it had changed, in tags written only there. */
static char *
autosave_text (TsDocument *self)
{
  g_autofree char *uri = self->file ? g_file_get_uri (self->file) : NULL;
  char *text;

  fill_record_tags (self->game);
  ts_game_set_tag (self->game, FILE_TAG, uri);
  ts_game_set_tag (self->game, MODIFIED_TAG, self->modified ? "1" : "0");
  text = ts_record_write (self->game);
  ts_game_set_tag (self->game, FILE_TAG, NULL);
  ts_game_set_tag (self->game, MODIFIED_TAG, NULL);
  return text;
}

/* Writes the autosave; a failure is said once (the property changes)
 * and the next change tries again. */
static void
autosave (TsDocument *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = autosave_text (self);
  gboolean written = ts_autosave_write (self->autosave, text, &error);

  update_autosave_file (self);
  set_autosave_problem (self, error);
  self->safe = written || !self->modified || ts_game_get_n_moves_total (self->game) == 0;
}

void
ts_document_update_autosave (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  autosave (self);
}

static void
on_game_changed (TsGame *game, TsDocument *self)
{
  set_state (self, self->file, TRUE);
  autosave (self);
}

/* Replaces the game with `source` (or a fresh one) without counting it as
 * an edit, then records the new state in the autosave. */
static void
replace_game (TsDocument *self, TsGame *source, GFile *file, gboolean modified)
{
  g_signal_handler_block (self->game, self->changed_id);
  if (source != NULL)
    ts_game_assign (self->game, source);
  else
    ts_game_reset (self->game);
  g_signal_handler_unblock (self->game, self->changed_id);
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
    case PROP_AUTOSAVE_PROBLEM: g_value_set_string (value, self->autosave_problem); break;
    case PROP_OFFERED: g_value_set_object (value, self->offered); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_document_dispose (GObject *object)
{
  TsDocument *self = TS_DOCUMENT (object);

  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  if (self->autosave != NULL)
    ts_document_end_session (self);
  g_clear_object (&self->autosave);
  g_clear_object (&self->autosave_file);
  g_clear_object (&self->offered);
  g_clear_pointer (&self->offered_problem, g_free);
  g_clear_pointer (&self->autosave_problem, g_free);
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
  /* The autosave cannot be written (disk full, no permission): the user
   * must hear of it, since the game is safe only while the window is
   * open.  NULL again once it works. */
  properties[PROP_AUTOSAVE_PROBLEM] = g_param_spec_string ("autosave-problem", NULL, NULL, NULL,
                                                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFERED] = g_param_spec_object ("offered", NULL, NULL, G_TYPE_FILE,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_document_init (TsDocument *self)
{
  self->safe = TRUE;
}

TsDocument *
ts_document_new (TsGame *game, const char *autosave_dir)
{
  TsDocument *self = g_object_new (TS_TYPE_DOCUMENT, NULL);
  g_autofree char *dir = autosave_dir ? g_strdup (autosave_dir)
                                      : g_build_filename (g_get_user_data_dir (), "tai-shogi", NULL);

  g_return_val_if_fail (TS_IS_GAME (game), NULL);
  self->game = g_object_ref (game);
  self->autosave = ts_autosave_new (dir);
  update_autosave_file (self);
  self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  return self;
}

void
ts_document_set_faults (TsDocument *self, TsFileFaults *faults)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  self->faults = faults;
  ts_autosave_set_faults (self->autosave, faults);
}

TsAutosave *
ts_document_get_autosave (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->autosave;
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
  return self->autosave_file;
}

const char *
ts_document_get_autosave_problem (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->autosave_problem;
}

gboolean
ts_document_is_safe (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), TRUE);
  return self->safe;
}

char *
ts_document_dup_title (TsDocument *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  if (self->file == NULL)
    return g_strdup (_("Unsaved Game"));
  name = g_file_get_basename (self->file);
  /* the app's own records are known by their name: ".tsr" says nothing */
  if (g_str_has_suffix (name, TS_RECORD_EXTENSION) && strlen (name) > strlen (TS_RECORD_EXTENSION))
    name[strlen (name) - strlen (TS_RECORD_EXTENSION)] = '\0';
  return g_filename_display_name (name);
}

/* ---- reading and writing records ---- */

/* Reads and checks a record file into a new game; of a damaged one,
 * `partial` (may be NULL) gets the moves that can be read.  Local files
 * (FUSE mounts included) are read by ts_record_read_file_partial(),
 * which refuses pipes and devices without blocking; others through GIO,
 * the size checked first.  A record of any variant the program plays:
 * the game is that variant's. */
static TsGame *
read_record_file (GFile *file, TsGame **partial, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *contents = NULL;
  g_autoptr (GFileInfo) info = NULL;
  gsize length;

  if (path != NULL)
    return ts_record_read_file_partial (path, partial, error);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("this is not a file that can be read"));
      return NULL;
    }
  if (g_file_info_get_size (info) > TS_RECORD_MAX_SIZE)
    return ts_record_read ("", (gsize) g_file_info_get_size (info), error);
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, error))
    return NULL;
  return ts_record_read_partial (contents, length, partial, error);
}

/* The moves of a damaged record that can be read, if any. */
static guint
readable_moves (GFile *file)
{
  g_autoptr (TsGame) partial = NULL;
  g_autoptr (TsGame) whole = read_record_file (file, &partial, NULL);

  if (whole != NULL)
    return ts_game_get_n_moves (whole);
  return partial != NULL ? ts_game_get_n_moves (partial) : 0;
}

gboolean
ts_document_load (TsDocument *self, GFile *file, GError **error)
{
  return ts_document_load_or_readable (self, file, NULL, error);
}

gboolean
ts_document_load_or_readable (TsDocument *self, GFile *file, TsGame **readable, GError **error)
{
  g_autoptr (TsGame) loaded = NULL;
  g_autoptr (TsGame) partial = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  if (readable != NULL)
    *readable = NULL;
  loaded = read_record_file (file, readable != NULL ? &partial : NULL, error);
  if (loaded == NULL)
    {
      /* a damaged record's tags alone are no game worth offering */
      if (readable != NULL && partial != NULL && ts_game_get_n_moves (partial) > 0)
        *readable = g_steal_pointer (&partial);
      return FALSE;
    }
  replace_game (self, loaded, file, FALSE);
  return TRUE;
}

void
ts_document_open_readable (TsDocument *self, TsGame *readable)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  g_return_if_fail (TS_IS_GAME (readable));
  /* modified: these moves are in no good file yet, so leaving them asks */
  replace_game (self, readable, NULL, TRUE);
}

static gboolean
write_record (TsDocument *self, GFile *target, const char *text, GError **error)
{
  g_autofree char *path = g_file_get_path (target);
  g_autoptr (GError) local = NULL;
  g_autofree char *words = NULL;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Games are saved only to folders of this computer. Your game is safe in memory: "
                     "use Save As to choose another place."));
      return FALSE;
    }
  if (ts_file_replace (path, text, strlen (text), self->faults, &local))
    return TRUE;
  words = ts_document_describe_save_error (local);
  g_set_error_literal (error, local->domain, local->code, words);
  return FALSE;
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
  text = ts_record_write_in (self->game, self->notation);
  if (!write_record (self, target, text, error))
    return FALSE;
  set_state (self, target, FALSE);
  autosave (self);
  return TRUE;
}

void
ts_document_set_notation (TsDocument *self, TsNotationStyle style)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  self->notation = style;
}

void
ts_document_new_game (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  replace_game (self, NULL, NULL, FALSE);
}

void
ts_document_new_game_from_game (TsDocument *self, TsGame *game)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  g_return_if_fail (TS_IS_GAME (game));
  replace_game (self, game, NULL, FALSE);
}

/* ---- the autosaved game ---- */

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

/* An autosaved game to come back to: one not finished, or one finished
 * but saved in no file. */
static gboolean
worth_resuming (TsGame *saved)
{
  gboolean modified = g_strcmp0 (ts_game_get_tag (saved, MODIFIED_TAG), "1") == 0;

  return ts_game_get_result (saved) == TS_RESULT_NONE || (modified && ts_game_get_n_moves_total (saved) > 0);
}

/* For the other windows' slots: a game worth moving aside, rather than
 * removing, is one worth resuming with a move or a set-up position, or
 * one that cannot be read. */
static gboolean
worth_keeping (const char *path, gpointer user_data)
{
  g_autoptr (TsGame) saved = ts_record_read_file (path, NULL);

  return saved == NULL
         || (worth_resuming (saved)
             && (ts_game_get_n_moves_total (saved) > 0 || ts_game_get_tag (saved, "SetUp") != NULL));
}

gboolean
ts_document_resume (TsDocument *self, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (TsGame) saved = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  saved = ts_record_read_file (ts_autosave_get_path (self->autosave), &local);
  if (saved == NULL)
    {
      /* no autosave yet is the usual first start, not an error */
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          ts_autosave_claim (self->autosave);
          return FALSE;
        }
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* the game it holds is not lost by writing over it now */
  ts_autosave_claim (self->autosave);
  if (!worth_resuming (saved))
    return FALSE;
  restore_autosaved (self, saved);
  return TRUE;
}

gboolean
ts_document_restore (TsDocument *self, GFile *copy, gboolean *whole, GError **error)
{
  g_autoptr (TsGame) saved = NULL;
  g_autoptr (TsGame) partial = NULL;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (copy), FALSE);
  saved = read_record_file (copy, &partial, &local);
  if (whole != NULL)
    *whole = saved != NULL;
  /* of a damaged game, what can be read; the file stays as it is */
  if (saved == NULL && partial != NULL && ts_game_get_n_moves (partial) > 0)
    saved = g_steal_pointer (&partial);
  if (saved == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  restore_autosaved (self, saved);
  return TRUE;
}

GPtrArray *
ts_document_list_kept_games (TsDocument *self)
{
  g_autoptr (GPtrArray) paths = NULL;
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (TS_IS_DOCUMENT (self), files);
  paths = ts_autosave_list_set_aside (self->autosave);
  for (guint i = 0; i < paths->len; i++)
    g_ptr_array_add (files, g_file_new_for_path (paths->pdata[i]));
  return files;
}

char *
ts_document_describe_kept_game (GFile *file, GDateTime **kept_at)
{
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                                  NULL, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) partial = NULL;
  g_autoptr (TsGame) game = read_record_file (file, &partial, &error);
  guint n;
  TsResult result;

  if (kept_at != NULL)
    *kept_at = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  if (game == NULL && partial != NULL && ts_game_get_n_moves (partial) > 0)
    {
      n = ts_game_get_n_moves (partial);
      /* TRANSLATORS: a count of moves (each side's turn is one): "317 moves can be read, then: line 83, column 51: …" */
      return g_strdup_printf (ngettext ("%u move can be read, then: %s", "%u moves can be read, then: %s", n), n,
                              error->message);
    }
  if (game == NULL)
    return g_strdup_printf (_("Cannot be read: %s"), error->message);
  n = ts_game_get_n_moves (game);
  result = ts_game_get_result (game);
  if (result == TS_RESULT_BLACK_WINS || result == TS_RESULT_WHITE_WINS)
    /* TRANSLATORS: "312 moves, Black won" */
    return g_strdup_printf (ngettext ("%u move, %s won", "%u moves, %s won", n), n,
                            result == TS_RESULT_BLACK_WINS ? _("Black") : _("White"));
  /* TRANSLATORS: "312 moves, Black to move" */
  return g_strdup_printf (ngettext ("%u move, %s to move", "%u moves, %s to move", n), n,
                          ts_game_get_position (game)->side == TS_BLACK ? _("Black") : _("White"));
}

gboolean
ts_document_save_copy_of (TsDocument *self, GFile *source, GFile *target, GError **error)
{
  g_autofree char *path = g_file_get_path (source);
  g_autofree char *text = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("only files of this computer can be copied"));
      return FALSE;
    }
  /* a kept game may be larger than a record can be: that is why it was kept */
  if (!ts_file_read (path, 4 * (gsize) TS_RECORD_MAX_SIZE, &text, NULL, error))
    return FALSE;
  return write_record (self, target, text, error);
}

/* ---- offering a game kept aside ---- */

static void
offer (TsDocument *self, const char *path, TsOfferedReason reason, const char *problem)
{
  g_clear_object (&self->offered);
  self->offered = path != NULL ? g_file_new_for_path (path) : NULL;
  self->offered_reason = path != NULL ? reason : TS_OFFERED_NONE;
  g_free (self->offered_problem);
  self->offered_problem = g_strdup (problem);
  self->offered_n_readable = self->offered != NULL ? readable_moves (self->offered) : 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OFFERED]);
}

/* Moves the autosave aside and offers it; where it cannot be moved (a
 * read-only or full folder), the autosave itself is offered, and stays
 * unclaimed: nothing is written over it until it can be moved. */
static void
offer_autosave (TsDocument *self, TsOfferedReason reason, const char *problem)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *kept = ts_autosave_set_aside (self->autosave, &error);

  if (kept == NULL)
    set_autosave_problem (self, error);
  offer (self, kept != NULL ? kept : ts_autosave_get_path (self->autosave), reason, problem);
}

GFile *
ts_document_get_offered (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->offered;
}

TsOfferedReason
ts_document_get_offered_reason (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), TS_OFFERED_NONE);
  return self->offered_reason;
}

const char *
ts_document_get_offered_problem (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), NULL);
  return self->offered_problem;
}

guint
ts_document_get_offered_n_readable (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), 0);
  return self->offered_n_readable;
}

gboolean
ts_document_restore_offered (TsDocument *self, gboolean *whole, GError **error)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->offered != NULL, FALSE);
  if (!ts_document_restore (self, self->offered, whole, error))
    return FALSE;
  offer (self, NULL, TS_OFFERED_NONE, NULL);
  return TRUE;
}

void
ts_document_dismiss_offered (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  if (self->offered != NULL)
    offer (self, NULL, TS_OFFERED_NONE, NULL);
}

/* ---- a window's session ---- */

/* After the crash check: the slot's autosave resumed, offered when it
 * cannot be read, or claimed as nothing worth keeping. */
static TsDocumentStart
resume_or_offer (TsDocument *self)
{
  g_autoptr (GError) error = NULL;

  if (ts_document_resume (self, &error))
    return TS_DOCUMENT_START_RESUMED;
  if (error == NULL)
    return TS_DOCUMENT_START_FRESH;
  offer_autosave (self, TS_OFFERED_UNREADABLE, error->message);
  return TS_DOCUMENT_START_OFFERED;
}

TsDocumentStart
ts_document_begin_session (TsDocument *self)
{
  g_autoptr (GError) error = NULL;
  TsAutosaveLock lock;
  TsDocumentStart start;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), TS_DOCUMENT_START_FRESH);
  lock = ts_autosave_lock (self->autosave, &error);
  update_autosave_file (self);
  set_autosave_problem (self, error);
  if (lock == TS_AUTOSAVE_LOCKED_AFTER_CRASH && g_file_test (ts_autosave_get_path (self->autosave), G_FILE_TEST_EXISTS))
    {
      offer_autosave (self, TS_OFFERED_INTERRUPTED, NULL);
      start = TS_DOCUMENT_START_OFFERED;
    }
  else
    start = resume_or_offer (self);
  if (lock == TS_AUTOSAVE_UNLOCKED)
    return start;
  /* another window's unfinished game: kept, and offered if nothing is */
  if (ts_autosave_gather_other_slots (self->autosave, worth_keeping, NULL) > 0 && start != TS_DOCUMENT_START_OFFERED)
    {
      g_autoptr (GPtrArray) kept = ts_autosave_list_set_aside (self->autosave);

      offer (self, kept->pdata[0], TS_OFFERED_OTHER_WINDOW, NULL);
      return TS_DOCUMENT_START_OFFERED;
    }
  return start;
}

void
ts_document_end_session (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  ts_autosave_unlock (self->autosave);
}
