/* ts-document.c — file, modified state and autosave of the game. */
#include "ts-document.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ts-autosave.h"
#include "ts-document-private.h"
#include "ts-document-writer.h"
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
  guint64 game_serial;       /* games put on screen */
  guint64 generation;        /* changes of the game, and games put on screen */
  char *started;             /* the day the game on screen began ("2026.11.28") */

  /* writing (see "writing, one file at a time" below) */
  TsDocumentWriter *writer;
  guint autosave_delay;      /* ms; 0: written at once */
  guint autosave_source;
  gboolean autosave_pending; /* a change the autosave does not have yet */
  gboolean autosave_writing; /* an autosave job is out */
  guint n_reading;           /* records being read (ts_document_load_async()) */
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

/* ---- the text written ---- */

/* PGN's tags every record is expected to have, for those the game has
 * not: the event, the day the game began, and the players.  They go
 * into the text only (ts_record_write_with()): writing a record never
 * changes the game. */
static void
add_record_tags (TsDocument *self, GPtrArray *tags)
{
  g_ptr_array_add (tags, g_strdup ("Event"));
  g_ptr_array_add (tags, g_strdup ("Casual game"));
  g_ptr_array_add (tags, g_strdup ("Date"));
  g_ptr_array_add (tags, g_strdup (self->started));
  for (TsColor color = TS_BLACK; color <= TS_WHITE; color++)
    {
      TsPlayer player = ts_game_get_player (self->game, color);

      g_ptr_array_add (tags, g_strdup (color == TS_BLACK ? "Black" : "White"));
      g_ptr_array_add (tags, ts_player_dup_record_name (&player));
    }
}

/* The game's text in `style`, with `tags` (name, value, …) written as
 * if the game had them. */
static char *
write_with (TsDocument *self, TsNotationStyle style, GPtrArray *tags)
{
  g_ptr_array_add (tags, NULL);
  return ts_record_write_with (self->game, style, (const char *const *) tags->pdata);
}

static char *
record_text (TsDocument *self, TsNotationStyle style)
{
  g_autoptr (GPtrArray) tags = g_ptr_array_new_with_free_func (g_free);

  add_record_tags (self, tags);
  return write_with (self, style, tags);
}

/* The autosave's text: a record that also remembers which file the game
 * belongs to and whether it had changed, and holds `extra` (name, value,
 * …, NULL; may be NULL): tags written only there, never kept in the
 * game. */
static char *
autosave_text (TsDocument *self, const char *const *extra)
{
  g_autoptr (GPtrArray) tags = g_ptr_array_new_with_free_func (g_free);

  add_record_tags (self, tags);
  if (self->file != NULL)
    {
      g_ptr_array_add (tags, g_strdup (FILE_TAG));
      g_ptr_array_add (tags, g_file_get_uri (self->file));
    }
  g_ptr_array_add (tags, g_strdup (MODIFIED_TAG));
  g_ptr_array_add (tags, g_strdup (self->modified ? "1" : "0"));
  for (guint i = 0; extra != NULL && extra[i] != NULL && extra[i + 1] != NULL; i += 2)
    {
      g_ptr_array_add (tags, g_strdup (extra[i]));
      g_ptr_array_add (tags, g_strdup (extra[i + 1]));
    }
  return write_with (self, TS_NOTATION_STANDARD, tags);
}

static void
remember_start_day (TsDocument *self)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();

  g_free (self->started);
  self->started = g_date_time_format (now, "%Y.%m.%d");
}

/* ---- writing, one file at a time, off the main thread ----
 *
 * Every write (the autosave, a record, a copy) is a job for the
 * document's writer (ts-document-writer.h): written one at a time, in
 * the order they came, and taken in on the main thread in that order.
 * The text of each is made on the main thread before it goes, so the
 * writer's thread never reads the game; what a finished job changes
 * (the file, the modified mark, the autosave's problem) changes when it
 * is taken in. */

typedef enum {
  JOB_AUTOSAVE,
  JOB_RECORD, /* the game, to `target`: it becomes the game's file */
  JOB_COPY,   /* the file `source` as it is, to `target` */
} JobKind;

typedef struct {
  JobKind kind;
  /* not a reference: disposing of the document waits for its jobs
   * (ts_document_end_session()) */
  TsDocument *document;
  char *text;
  GFile *source;
  GFile *target;
  /* the game the text was made of: which one, after how many changes,
   * whether it was modified and had moves */
  guint64 game_serial;
  guint64 generation;
  gboolean modified;
  gboolean has_moves;
  gboolean ok;
  GError *error;
} Job;

static Job *
job_new (TsDocument *self, JobKind kind, char *text, GFile *target)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->document = self;
  job->text = text;
  job->target = target != NULL ? g_object_ref (target) : NULL;
  job->game_serial = self->game_serial;
  job->generation = self->generation;
  job->modified = self->modified;
  job->has_moves = ts_game_get_n_moves_total (self->game) > 0;
  return job;
}

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_error (&job->error);
  g_clear_object (&job->target);
  g_clear_object (&job->source);
  g_free (job->text);
  g_free (job);
}

static gboolean write_record (TsDocument *self, GFile *target, const char *text, GError **error);
static char *read_kept_game (GFile *source, GError **error);

/* The file work of a job, on the writer's thread, or on this one after
 * waiting for the writer. */
static void
job_run (gpointer data)
{
  Job *job = data;

  if (job->kind == JOB_COPY)
    job->text = read_kept_game (job->source, &job->error);
  if (job->kind == JOB_AUTOSAVE)
    job->ok = ts_autosave_write (job->document->autosave, job->text, &job->error);
  else if (job->text != NULL)
    job->ok = write_record (job->document, job->target, job->text, &job->error);
}

static void autosave_soon (TsDocument *self);
static void start_quiet_time (TsDocument *self);

/* An autosave written: what it says about the game's safety. */
static void
took_in_autosave (TsDocument *self, Job *job)
{
  update_autosave_file (self);
  set_autosave_problem (self, job->error);
  self->safe = job->ok || !job->modified || !job->has_moves;
}

/* A record written: the game's file, unless another game came meanwhile,
 * and modified again if it changed meanwhile. */
static void
took_in_record (TsDocument *self, Job *job)
{
  if (!job->ok || job->game_serial != self->game_serial)
    return;
  set_state (self, job->target, self->generation != job->generation);
  autosave_soon (self);
}

static void
take_in (gpointer owner, gpointer data)
{
  TsDocument *self = owner;
  Job *job = data;

  if (job->kind == JOB_AUTOSAVE)
    {
      self->autosave_writing = FALSE;
      took_in_autosave (self, job);
      start_quiet_time (self);
    }
  else if (job->kind == JOB_RECORD)
    took_in_record (self, job);
}

static void
return_task (gpointer data, GTask *task)
{
  Job *job = data;

  if (job->ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&job->error));
}

static const TsDocumentWriterJobs writer_jobs = {
  .run = job_run,
  .take_in = take_in,
  .return_task = return_task,
  .free = job_free,
};

/* Waits until every job is on disk (or has failed) and takes them in:
 * then the main thread may touch the autosave's files itself. */
static void
wait_for_writer (TsDocument *self)
{
  ts_document_writer_wait (self->writer);
}

/* ---- the autosave, coalesced ---- */

/* Writes the autosave now, on this thread, after every job out, with
 * `extra` tags (autosave_text()). */
static void
write_autosave_now (TsDocument *self, const char *const *extra)
{
  Job *job;

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  wait_for_writer (self);
  self->autosave_pending = FALSE;
  job = job_new (self, JOB_AUTOSAVE, autosave_text (self, extra), NULL);
  job_run (job);
  took_in_autosave (self, job);
  job_free (job);
}

static void
start_autosave_job (TsDocument *self)
{
  char *text = autosave_text (self, NULL);

  self->autosave_pending = FALSE;
  self->autosave_writing = TRUE;
  ts_document_writer_push (self->writer, job_new (self, JOB_AUTOSAVE, text, NULL), NULL);
}

static gboolean
on_quiet_time_over (gpointer data)
{
  TsDocument *self = data;

  self->autosave_source = 0;
  if (self->autosave_pending && !self->autosave_writing)
    start_autosave_job (self);
  return G_SOURCE_REMOVE;
}

/* After an autosave, the next waits for the delay: the changes made
 * meanwhile make one write. */
static void
start_quiet_time (TsDocument *self)
{
  if (self->autosave_delay > 0 && self->autosave_source == 0)
    self->autosave_source = g_timeout_add (self->autosave_delay, on_quiet_time_over, self);
}

/* After a change.  A change after a quiet time (a player's move) is
 * written at once; the changes that follow while that write is out or
 * within the delay after it (the computer playing fast, a player
 * stepping through the moves) make one more write, at the end of the
 * delay: never more than one autosave out, never more than one write a
 * delay. */
static void
autosave_soon (TsDocument *self)
{
  self->autosave_pending = TRUE;
  if (self->autosave_delay == 0)
    write_autosave_now (self, NULL);
  else if (!self->autosave_writing && self->autosave_source == 0)
    start_autosave_job (self);
}

void
ts_document_flush (TsDocument *self)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  wait_for_writer (self);
  if (self->autosave_pending)
    write_autosave_now (self, NULL);
}

void
ts_document_update_autosave (TsDocument *self, const char *const *extra_tags)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  write_autosave_now (self, extra_tags);
}

static void
on_game_changed (TsGame *game, TsDocument *self)
{
  self->generation++;
  set_state (self, self->file, TRUE);
  autosave_soon (self);
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
  self->game_serial++;
  self->generation++;
  remember_start_day (self);
  set_state (self, file, modified);
  autosave_soon (self);
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

  /* what was played is written before the game goes */
  if (self->autosave != NULL)
    ts_document_end_session (self);
  /* the quiet time the last write taken in began: it holds no reference */
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave);
  g_clear_object (&self->autosave_file);
  g_clear_object (&self->offered);
  g_clear_pointer (&self->offered_problem, g_free);
  g_clear_pointer (&self->autosave_problem, g_free);
  G_OBJECT_CLASS (ts_document_parent_class)->dispose (object);
}

static void
ts_document_finalize (GObject *object)
{
  TsDocument *self = TS_DOCUMENT (object);

  /* disposing waited for every job */
  ts_document_writer_free (self->writer);
  g_free (self->started);
  G_OBJECT_CLASS (ts_document_parent_class)->finalize (object);
}

static void
ts_document_class_init (TsDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_document_dispose;
  object_class->finalize = ts_document_finalize;
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
  self->autosave_delay = TS_DOCUMENT_AUTOSAVE_DELAY;
  self->writer = ts_document_writer_new (G_OBJECT (self), &writer_jobs);
  remember_start_day (self);
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
  /* a job out may be using the old ones */
  wait_for_writer (self);
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

/* What reading a record gave: the game, or the error and the good part
 * of a damaged one. */
typedef struct {
  TsGame *loaded;
  TsGame *partial;
  GError *error;
} Loaded;

static void
loaded_free (Loaded *loaded)
{
  g_clear_object (&loaded->loaded);
  g_clear_object (&loaded->partial);
  g_clear_error (&loaded->error);
  g_free (loaded);
}

static Loaded *
load_record (GFile *file)
{
  Loaded *loaded = g_new0 (Loaded, 1);

  loaded->loaded = read_record_file (file, &loaded->partial, &loaded->error);
  return loaded;
}

/* Puts a game read on screen, or says why not. */
static gboolean
take_in_loaded (TsDocument *self, GFile *file, Loaded *loaded, TsGame **readable, GError **error)
{
  if (readable != NULL)
    *readable = NULL;
  if (loaded->loaded == NULL)
    {
      /* a damaged record's tags alone are no game worth offering */
      if (readable != NULL && loaded->partial != NULL && ts_game_get_n_moves (loaded->partial) > 0)
        *readable = g_steal_pointer (&loaded->partial);
      g_propagate_error (error, g_steal_pointer (&loaded->error));
      return FALSE;
    }
  replace_game (self, loaded->loaded, file, FALSE);
  return TRUE;
}

gboolean
ts_document_load_or_readable (TsDocument *self, GFile *file, TsGame **readable, GError **error)
{
  Loaded *loaded;
  gboolean ok;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  loaded = load_record (file);
  ok = take_in_loaded (self, file, loaded, readable, error);
  loaded_free (loaded);
  return ok;
}

static void
load_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  g_task_return_pointer (task, load_record (task_data), (GDestroyNotify) loaded_free);
}

/* Read: the caller hears of it (`data`, the caller's task). */
static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  TsDocument *self = g_task_get_source_object (task);
  Loaded *loaded = g_task_propagate_pointer (G_TASK (result), NULL);

  self->n_reading--;
  g_task_return_pointer (task, loaded, (GDestroyNotify) loaded_free);
}

void
ts_document_load_async (TsDocument *self, GFile *file, GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer user_data)
{
  g_autoptr (GTask) read = NULL;
  GTask *task;

  g_return_if_fail (TS_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ts_document_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  /* read by GIO's pool, beside the writer: reading touches no file the
   * writer writes but the one being read, which is replaced whole */
  /* no source object: the last reference to a task may go on the
   * thread, and the document must not be disposed there */
  read = g_task_new (NULL, NULL, on_read, task);
  g_task_set_task_data (read, g_object_ref (file), g_object_unref);
  self->n_reading++;
  g_task_run_in_thread (read, load_in_thread);
}

gboolean
ts_document_load_finish (TsDocument *self, GAsyncResult *result, TsGame **readable, GError **error)
{
  Loaded *loaded;
  gboolean ok;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (readable != NULL)
    *readable = NULL;
  loaded = g_task_propagate_pointer (G_TASK (result), error);
  if (loaded == NULL)
    return FALSE; /* cancelled */
  ok = take_in_loaded (self, g_task_get_task_data (G_TASK (result)), loaded, readable, error);
  loaded_free (loaded);
  return ok;
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

static Job *
record_job_new (TsDocument *self, GFile *file)
{
  GFile *target = file != NULL ? file : self->file;

  g_return_val_if_fail (target != NULL, NULL);
  return job_new (self, JOB_RECORD, record_text (self, self->notation), target);
}

gboolean
ts_document_save (TsDocument *self, GFile *file, GError **error)
{
  Job *job;
  gboolean ok;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  job = record_job_new (self, file);
  g_return_val_if_fail (job != NULL, FALSE);
  wait_for_writer (self);
  job_run (job);
  took_in_record (self, job);
  ok = job->ok;
  if (!ok)
    g_propagate_error (error, g_steal_pointer (&job->error));
  job_free (job);
  return ok;
}

/* A job for the writer whose end the caller hears of through `task`. */
static void
push_job_with_task (TsDocument *self, Job *job, GCancellable *cancellable, GAsyncReadyCallback callback,
                    gpointer user_data, gpointer source_tag)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  ts_document_writer_push (self->writer, job, task);
}

void
ts_document_save_async (TsDocument *self, GFile *file, GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer user_data)
{
  Job *job;

  g_return_if_fail (TS_IS_DOCUMENT (self));
  job = record_job_new (self, file);
  g_return_if_fail (job != NULL);
  push_job_with_task (self, job, cancellable, callback, user_data, ts_document_save_async);
}

gboolean
ts_document_save_finish (TsDocument *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
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
  /* the writer's thread may be at the autosave */
  wait_for_writer (self);
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

/* A kept game's text, as it is. */
static char *
read_kept_game (GFile *source, GError **error)
{
  g_autofree char *path = g_file_get_path (source);
  char *text = NULL;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("only files of this computer can be copied"));
      return NULL;
    }
  /* a kept game may be larger than a record can be: that is why it was kept */
  if (!ts_file_read (path, 4 * (gsize) TS_RECORD_MAX_SIZE, &text, NULL, error))
    return NULL;
  return text;
}

gboolean
ts_document_save_copy_of (TsDocument *self, GFile *source, GFile *target, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  text = read_kept_game (source, error);
  if (text == NULL)
    return FALSE;
  wait_for_writer (self);
  return write_record (self, target, text, error);
}

void
ts_document_save_copy_of_async (TsDocument *self, GFile *source, GFile *target, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  Job *job;

  g_return_if_fail (TS_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (source) && G_IS_FILE (target));
  job = job_new (self, JOB_COPY, NULL, target);
  job->source = g_object_ref (source);
  push_job_with_task (self, job, cancellable, callback, user_data, ts_document_save_copy_of_async);
}

gboolean
ts_document_save_copy_of_finish (TsDocument *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
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
  g_autofree char *kept = NULL;

  wait_for_writer (self);
  kept = ts_autosave_set_aside (self->autosave, &error);

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
  wait_for_writer (self);
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
  /* nothing played is left unwritten, nor a write half done */
  ts_document_flush (self);
  ts_autosave_unlock (self->autosave);
}

void
ts_document_set_autosave_delay (TsDocument *self, guint ms)
{
  g_return_if_fail (TS_IS_DOCUMENT (self));
  self->autosave_delay = ms;
}

gboolean
ts_document_is_busy (TsDocument *self)
{
  g_return_val_if_fail (TS_IS_DOCUMENT (self), FALSE);
  return self->autosave_pending || ts_document_writer_is_busy (self->writer) || self->n_reading > 0;
}
