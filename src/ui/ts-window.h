/* ts-window.h — the main window: header bar, board, status line. */
#pragma once

#include <adwaita.h>

#include "ts-board-view.h"
#include "ts-session.h"
#include "ts-game.h"

G_BEGIN_DECLS

#define TS_TYPE_WINDOW (ts_window_get_type ())
G_DECLARE_FINAL_TYPE (TsWindow, ts_window, TS, WINDOW, AdwApplicationWindow)

TsWindow *ts_window_new (GtkApplication *application);

TsGame *ts_window_get_game (TsWindow *self);
TsBoardView *ts_window_get_board_view (TsWindow *self);
/* Opens a record, asking first if unsaved moves would be lost; an error
 * is shown in a dialog and leaves the game on screen alone. */
void ts_window_open_file (TsWindow *self, GFile *file);

G_END_DECLS
