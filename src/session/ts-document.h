/* ts-document.h — the game on screen as a document: the file it belongs
 * to, whether it has changed since it was saved, and the autosave that
 * keeps a game spread over many sittings from ever being lost.
 *
 * GIO only, no widgets: the window drives it, tests use it directly.
 *
 * What it promises: no write ever destroys a game (files are replaced
 * only by complete new ones, ts-file.h); the autosave is never written
 * over a game this document did not load (ts-autosave.h sets such a
 * game aside first); a game that cannot be autosaved stays on screen and
 * the document says so ("autosave-problem") and keeps trying.
 */
#pragma once

#include <gio/gio.h>

#include "ts-game.h"
#include "ts-notation.h"

G_BEGIN_DECLS

#define TS_TYPE_DOCUMENT (ts_document_get_type ())
G_DECLARE_FINAL_TYPE (TsDocument, ts_document, TS, DOCUMENT, GObject)

/* A document for `game`, autosaving into `autosave_dir` (NULL: the user
 * data directory's "tai-shogi" folder).  A change of the game after a
 * quiet time is autosaved at once; the changes within this many ms
 * after it (a burst of moves) make one more write.  Files are written by
 * a thread, one at a time; ts_document_flush() waits for them. */
#define TS_DOCUMENT_AUTOSAVE_DELAY 250

TsDocument *ts_document_new (TsGame *game, const char *autosave_dir);

TsGame *ts_document_get_game (TsDocument *self);
GFile *ts_document_get_file (TsDocument *self);
gboolean ts_document_get_modified (TsDocument *self);
/* The file's name ("game" for game.tsr: the app's own extension left
 * out), or "Unsaved Game". */
char *ts_document_dup_title (TsDocument *self);

/* Reads a record into the game.  On any error the game is left exactly as
 * it was; the error says what is wrong and where. */
gboolean ts_document_load (TsDocument *self, GFile *file, GError **error);
/* The same; of a damaged record whose first moves can be read, `readable`
 * (may be NULL) gets a game of those moves (at least one), to be offered
 * with the error, and NULL otherwise. */
gboolean ts_document_load_or_readable (TsDocument *self, GFile *file, TsGame **readable, GError **error);
/* Puts `readable` (from ts_document_load_or_readable()) on screen as a
 * new game that belongs to no file and is not saved: Save asks for a
 * name, so the damaged file is never written over, and starting another
 * game asks first. */
void ts_document_open_readable (TsDocument *self, TsGame *readable);
/* The same, read by a thread; the game is put on screen by _finish(),
 * on the main thread. */
void ts_document_load_async (TsDocument *self, GFile *file, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data);
gboolean ts_document_load_finish (TsDocument *self, GAsyncResult *result, TsGame **readable, GError **error);
/* Writes the game to `file` (NULL: its own file).  On failure the file
 * on disk is as it was and the error says, in words a player can act
 * on, what happened and what to do (ts_document_describe_save_error()).
 * Tools and tests; the window saves with the _async() pair. */
gboolean ts_document_save (TsDocument *self, GFile *file, GError **error);
/* The same, written by the document's writer thread (after the writes
 * before it): the window goes on meanwhile.  The game as it is at the
 * call is written; once written, `file` is the game's file, modified
 * only if the game changed meanwhile. */
void ts_document_save_async (TsDocument *self, GFile *file, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data);
gboolean ts_document_save_finish (TsDocument *self, GAsyncResult *result, GError **error);
/* Waits until every write started is on disk (or failed) and writes a
 * change the autosave does not have yet: closing and quitting call it
 * (ts_document_end_session() does), so nothing played is lost. */
void ts_document_flush (TsDocument *self);

/* The notation records are saved in (standard at first); the autosave
 * is always standard. */
void ts_document_set_notation (TsDocument *self, TsNotationStyle style);

/* A fresh game from the start. */
void ts_document_new_game (TsDocument *self);
/* A new, unsaved game that is a copy of `game`: its start, its moves and
 * its tags (the players, say), autosaved at once. */
void ts_document_new_game_from_game (TsDocument *self, TsGame *game);

/* ---- the autosave over a window's life ---- */

/* What a window finds at its start. */
typedef enum {
  TS_DOCUMENT_START_FRESH,   /* no game to come back to: a new one */
  TS_DOCUMENT_START_RESUMED, /* the last game, where it was left */
  TS_DOCUMENT_START_OFFERED, /* a game kept aside is offered instead
                              * (ts_document_get_offered()) */
} TsDocumentStart;

/* Why a game is offered rather than resumed. */
typedef enum {
  TS_OFFERED_NONE,
  TS_OFFERED_INTERRUPTED, /* the last run died with it on screen: it may
                           * be what killed it, so it is not resumed */
  TS_OFFERED_UNREADABLE,  /* the autosave could not be read */
  TS_OFFERED_OTHER_WINDOW,/* another window left it unfinished */
} TsOfferedReason;

/* Begins a window's use of the autosave: takes its slot's lock (another
 * running window keeps its own slot), sets aside what needs it, and
 * resumes the last game when it is unfinished or unsaved.  What cannot
 * be resumed safely is offered instead.  End when the window closes:
 * ending flushes the writes (ts_document_flush()); disposing of the
 * document ends it too. */
TsDocumentStart ts_document_begin_session (TsDocument *self);
void ts_document_end_session (TsDocument *self);

/* The game offered (a file in "interrupted/", or the autosave itself
 * where it could not be moved), why, and for an unreadable one what is
 * wrong with it; NULL, TS_OFFERED_NONE and NULL when none is. */
GFile *ts_document_get_offered (TsDocument *self);
TsOfferedReason ts_document_get_offered_reason (TsDocument *self);
const char *ts_document_get_offered_problem (TsDocument *self);
/* How many of the offered game's moves can be read (all of them but
 * for an unreadable one, whose good part can be restored). */
guint ts_document_get_offered_n_readable (TsDocument *self);
/* Puts the offered game on screen (all of it that can be read: `whole`
 * says whether that is all of it) and stops offering it; dismissing
 * stops offering it and keeps the file. */
gboolean ts_document_restore_offered (TsDocument *self, gboolean *whole, GError **error);
void ts_document_dismiss_offered (TsDocument *self);

/* Puts a game kept aside (ts_document_list_kept_games()) on screen, as
 * it was when it was autosaved: of a damaged one, the moves that can be
 * read (`whole` FALSE then; may be NULL); the file is never changed. */
gboolean ts_document_restore (TsDocument *self, GFile *copy, gboolean *whole, GError **error);
/* The games kept in "interrupted/", newest first (GFiles). */
GPtrArray *ts_document_list_kept_games (TsDocument *self);
/* For a list of kept games: what one holds, in words ("312 moves, Black
 * to move"; "Cannot be read: …"), and when it was kept. */
char *ts_document_describe_kept_game (GFile *file, GDateTime **kept_at);
/* Writes a copy of the file `source` (a kept game, as it is) to
 * `target`, as safely as ts_document_save(). */
gboolean ts_document_save_copy_of (TsDocument *self, GFile *source, GFile *target, GError **error);
/* The same, read and written by the document's writer thread. */
void ts_document_save_copy_of_async (TsDocument *self, GFile *source, GFile *target, GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data);
gboolean ts_document_save_copy_of_finish (TsDocument *self, GAsyncResult *result, GError **error);

/* Brings back the autosaved game without a session (tests, tools):
 * whether it did. */
gboolean ts_document_resume (TsDocument *self, GError **error);

/* Why the game on screen is not autosaved now, in a player's words, or
 * NULL while the autosave works ("autosave-problem"). */
const char *ts_document_get_autosave_problem (TsDocument *self);
/* Whether every move on screen is in the autosave or the game's file,
 * as of the last write: after ts_document_flush(), whether closing the
 * window now loses nothing. */
gboolean ts_document_is_safe (TsDocument *self);

/* Writes the autosave now, on this thread, after the writes out, with
 * `extra_tags` (name, value, …, NULL; may be NULL) in its text only:
 * for what the game does not hold (the clock's time on the turn, at
 * closing).  The game is not changed. */
void ts_document_update_autosave (TsDocument *self, const char *const *extra_tags);

/* A failed write in a player's words: what happened, that the game is
 * safe in memory, and what to do. */
char *ts_document_describe_save_error (const GError *error);

/* Record files: the extension and a file filter's patterns. */
#define TS_RECORD_EXTENSION ".tsr"

G_END_DECLS
