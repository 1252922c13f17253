/* ts-players.h — what the players of a game (core: ts-player.h) mean to
 * the interface: each level's name, description and search limits, in one
 * table in ts-players.c, and the players described in words.
 */
#pragma once

#include "ts-game.h"
#include "ts-search.h"

G_BEGIN_DECLS

/* The level's name ("Casual") and a sentence about it, translated. */
const char *ts_level_get_name (TsLevel level);
const char *ts_level_get_description (TsLevel level);
/* How long the computer searches at that level. */
void ts_level_get_limits (TsLevel level, TsSearchLimits *limits);
/* A hint's search: short, the same at every level. */
void ts_hint_get_limits (TsSearchLimits *limits);

/* "Human vs Computer (Casual)", or NULL when both are humans. */
char *ts_game_describe_players (TsGame *game);
/* The player's name in a record's Black or White tag, untranslated as the
 * record format is: the user's own name for a human, "Computer (Casual)". */
char *ts_player_dup_record_name (const TsPlayer *player);

G_END_DECLS
