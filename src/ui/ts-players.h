/* ts-players.h — who plays each side: a human, or the computer at one of
 * a few strength levels.
 *
 * The players are game tags, so that saved records and the autosave keep
 * them and a resumed game goes on with the same players:
 *
 *   [BlackPlayer "human"]
 *   [WhitePlayer "computer:2"]
 *
 * A missing or unreadable tag means a human.  The levels' names, search
 * limits and descriptions are in one table in ts-players.c.
 */
#pragma once

#include "ts-game.h"
#include "ts-search.h"

G_BEGIN_DECLS

#define TS_PLAYER_TAG_BLACK "BlackPlayer"
#define TS_PLAYER_TAG_WHITE "WhitePlayer"

typedef enum {
  TS_LEVEL_BEGINNER,
  TS_LEVEL_CASUAL,
  TS_LEVEL_STRONG,
  TS_LEVEL_MASTER,
  TS_N_LEVELS
} TsLevel;

#define TS_LEVEL_DEFAULT TS_LEVEL_CASUAL

typedef struct {
  gboolean computer;
  TsLevel level;  /* for the computer */
} TsPlayer;

#define TS_PLAYER_HUMAN ((TsPlayer) { FALSE, TS_LEVEL_DEFAULT })
#define TS_PLAYER_COMPUTER(l) ((TsPlayer) { TRUE, (l) })

/* "human", "computer" (the default level) or "computer:N"; FALSE for
 * anything else (then `player` is a human). */
gboolean ts_player_parse (const char *text, TsPlayer *player);
/* "human" or "computer:N". */
char *ts_player_to_string (const TsPlayer *player);

/* The level's name ("Casual") and a sentence about it, translated. */
const char *ts_level_get_name (TsLevel level);
const char *ts_level_get_description (TsLevel level);
/* How long the computer searches at that level. */
void ts_level_get_limits (TsLevel level, TsSearchLimits *limits);
/* A hint's search: short, the same at every level. */
void ts_hint_get_limits (TsSearchLimits *limits);

/* The players of a game, from its tags. */
TsPlayer ts_game_get_player (TsGame *game, TsColor color);
void ts_game_set_player (TsGame *game, TsColor color, const TsPlayer *player);
/* Whether the side to move is the computer's (and the game goes on). */
gboolean ts_game_computer_to_move (TsGame *game);
/* "Human vs Computer (Casual)", or NULL when both are humans. */
char *ts_game_describe_players (TsGame *game);
/* The player's name in a record's Black or White tag, untranslated as the
 * record format is: the user's own name for a human, "Computer (Casual)". */
char *ts_player_dup_record_name (const TsPlayer *player);

G_END_DECLS
