/* ts-kept-games-dialog-private.h — what tests ask of the kept games dialog and
 * the interface need not. */
#pragma once

#include "ts-kept-games-dialog.h"

G_BEGIN_DECLS

/* For tests: how many games it lists. */
guint ts_kept_games_dialog_get_n_games (TsKeptGamesDialog *self);

G_END_DECLS
