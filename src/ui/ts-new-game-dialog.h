/* ts-new-game-dialog.h — "New Game": which game (tai or tenjiku shogi),
 * who plays Black and White, how strong the computer is, and by which of
 * the game's rule sets (RULESETS.md).
 *
 * It starts from the last choice (the settings "variant", "black-player",
 * "white-player", "black-level", "white-level", "rules") and stores the new one on Start, then
 * emits "start" and closes.  The game may start from a position rather
 * than the starting setup: one offered (New Game, the position on the
 * board) or the only one (Play in the editor, a pasted position); its
 * rule set is then the position's.  The window starts the game: the dialog only
 * chooses.
 */
#pragma once

#include <adwaita.h>

#include "ts-clock.h"
#include "ts-players.h"
#include "ts-variant.h"

G_BEGIN_DECLS

#define TS_TYPE_NEW_GAME_DIALOG (ts_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsNewGameDialog, ts_new_game_dialog, TS, NEW_GAME_DIALOG, AdwWindow)

TsNewGameDialog *ts_new_game_dialog_new (GtkWindow *parent);

/* The players as chosen so far. */
TsPlayer ts_new_game_dialog_get_player (TsNewGameDialog *self, TsColor color);
void ts_new_game_dialog_set_player (TsNewGameDialog *self, TsColor color, const TsPlayer *player);

/* The rule set as chosen so far. */
TsRules ts_new_game_dialog_get_rules (TsNewGameDialog *self);
/* Chooses the rule set, and so the variant (ts_rules_variant()). */
void ts_new_game_dialog_set_rules (TsNewGameDialog *self, TsRules rules);
TsVariantId ts_new_game_dialog_get_variant (TsNewGameDialog *self);

/* Offers to start from a position (TSFEN) of `rules`, the one on the
 * board, beside the rule set's starting setup. */
void ts_new_game_dialog_offer_position (TsNewGameDialog *self, TsRules rules, const char *tsfen);
/* Chooses the position offered (TRUE) or the starting setup. */
void ts_new_game_dialog_set_from_position (TsNewGameDialog *self, gboolean from_position);
/* Starts from this position (TSFEN) of `rules` and no other: the editor's
 * Play, a pasted position.  Only the players are left to choose. */
void ts_new_game_dialog_set_position (TsNewGameDialog *self, TsRules rules, const char *tsfen);
/* The position chosen to start from; NULL: the rule set's starting setup. */
const char *ts_new_game_dialog_get_tsfen (TsNewGameDialog *self);
/* The clock chosen (off: none); the settings "clock", "clock-minutes"
 * and "clock-seconds" remember it. */
void ts_new_game_dialog_get_time_control (TsNewGameDialog *self, TsTimeControl *tc);
void ts_new_game_dialog_set_time_control (TsNewGameDialog *self, const TsTimeControl *tc);
/* What "Start" does: saves the choice, emits "start" (no arguments; read
 * the players with ts_new_game_dialog_get_player()) and closes. */
void ts_new_game_dialog_start (TsNewGameDialog *self);

G_END_DECLS
