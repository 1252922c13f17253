/* ts-player.h — who plays a side: a human, or the computer at one of a
 * few strength levels.  Part of the game: a TsGame has a player for each
 * side (ts_game_get_player), kept as record tags so that saved records and
 * the autosave keep them and a resumed game goes on with the same players:
 *
 *   [BlackPlayer "human"]
 *   [WhitePlayer "computer:2"]
 *
 * A missing or unreadable tag means a human.  What a level means (its
 * name, its search limits) is the business of the layers above.
 */
#pragma once

#include <glib.h>

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

G_END_DECLS
