/* ts-new-game-dialog.h — "New Game": who plays Black and White, how
 * strong the computer is, and by which rule set (RULESETS.md).
 *
 * It starts from the last choice (the settings "black-player",
 * "white-player", "black-level", "white-level", "rules") and stores the new one on Start, then
 * emits "start" and closes.  The window starts the game: the dialog only
 * chooses.
 */
#pragma once

#include <adwaita.h>

#include "ts-players.h"

G_BEGIN_DECLS

#define TS_TYPE_NEW_GAME_DIALOG (ts_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsNewGameDialog, ts_new_game_dialog, TS, NEW_GAME_DIALOG, AdwWindow)

TsNewGameDialog *ts_new_game_dialog_new (GtkWindow *parent);

/* The players as chosen so far. */
TsPlayer ts_new_game_dialog_get_player (TsNewGameDialog *self, TsColor color);
void ts_new_game_dialog_set_player (TsNewGameDialog *self, TsColor color, const TsPlayer *player);

/* The rule set as chosen so far. */
TsRules ts_new_game_dialog_get_rules (TsNewGameDialog *self);
void ts_new_game_dialog_set_rules (TsNewGameDialog *self, TsRules rules);

/* What "Start" does: saves the choice, emits "start" (no arguments; read
 * the players with ts_new_game_dialog_get_player()) and closes. */
void ts_new_game_dialog_start (TsNewGameDialog *self);

G_END_DECLS
