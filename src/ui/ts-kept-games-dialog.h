/* ts-kept-games-dialog.h — the games Tai Shogi set aside ("interrupted/"),
 * newest first, each with the date it was kept and what it holds; a
 * game is restored or saved as a copy from here.  The crash bar's
 * Earlier Games… opens it. */
#pragma once

#include <adwaita.h>

#include "ts-document.h"

G_BEGIN_DECLS

#define TS_TYPE_KEPT_GAMES_DIALOG (ts_kept_games_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsKeptGamesDialog, ts_kept_games_dialog, TS, KEPT_GAMES_DIALOG, AdwWindow)

/* Lists the document's kept games.  Signals: "restore" and "save-copy",
 * each with the game's GFile; the dialog closes itself on "restore". */
TsKeptGamesDialog *ts_kept_games_dialog_new (GtkWindow *parent, TsDocument *document);

G_END_DECLS
