/* ts-document.h — the game on screen as a document: the file it belongs
 * to, whether it has changed since it was saved, and the autosave that
 * keeps a game spread over many sittings from ever being lost.
 *
 * GIO only, no widgets: the window drives it, tests use it directly.
 */
#pragma once

#include <gio/gio.h>

#include "ts-game.h"

G_BEGIN_DECLS

#define TS_TYPE_DOCUMENT (ts_document_get_type ())
G_DECLARE_FINAL_TYPE (TsDocument, ts_document, TS, DOCUMENT, GObject)

/* A document for `game`, autosaving into `autosave_dir` (NULL: the user
 * data directory's "tai-shogi" folder).  After every change of the game
 * the autosave is rewritten, atomically. */
TsDocument *ts_document_new (TsGame *game, const char *autosave_dir);

TsGame *ts_document_get_game (TsDocument *self);
GFile *ts_document_get_file (TsDocument *self);
gboolean ts_document_get_modified (TsDocument *self);
/* The file's name, or "Unsaved Game". */
char *ts_document_dup_title (TsDocument *self);

/* Reads a record into the game.  On any error the game is left exactly as
 * it was; the error says what is wrong and where. */
gboolean ts_document_load (TsDocument *self, GFile *file, GError **error);
/* Writes the game to `file` (NULL: its own file), atomically. */
gboolean ts_document_save (TsDocument *self, GFile *file, GError **error);

/* A fresh game from the start, or from a position. */
void ts_document_new_game (TsDocument *self);
gboolean ts_document_new_game_from_tsfen (TsDocument *self, TsRules rules, const char *tsfen, GError **error);
/* A new, unsaved game that is a copy of `game`: its start, its moves and
 * its tags (the players, say), autosaved at once. */
void ts_document_new_game_from_game (TsDocument *self, TsGame *game);

/* Brings back the game autosaved by an earlier run, with its file and
 * modified state, if it was unfinished.  Returns whether it did. */
gboolean ts_document_resume (TsDocument *self, GError **error);

/* Puts the game of an autosave copy (see ts_document_begin_session) on
 * screen, whatever its state, as it was when it was autosaved. */
gboolean ts_document_restore (TsDocument *self, GFile *copy, GError **error);

/* A window's use of the autosave.  Begin before resuming: if an earlier
 * process died while it used the autosave, the autosave may hold the game
 * that killed it, so rather than resuming it blindly (and dying again at
 * every start) it is copied, unread, to a file of its own, which is
 * returned; the caller offers it instead of resuming.  NULL and no error:
 * the last run ended cleanly (or never ran).  End when the window closes
 * cleanly; disposing of the document ends it too. */
GFile *ts_document_begin_session (TsDocument *self, GError **error);
void ts_document_end_session (TsDocument *self);

/* Where the autosave goes. */
GFile *ts_document_get_autosave_file (TsDocument *self);

/* Record files: the extension and a file filter's patterns. */
#define TS_RECORD_EXTENSION ".tsr"

G_END_DECLS
