/* ts-player.c — see ts-player.h. */
#include "ts-player.h"

#include <stdlib.h>

gboolean
ts_player_parse (const char *text, TsPlayer *player)
{
  char *end;
  long level;

  *player = TS_PLAYER_HUMAN;
  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "human"))
    return TRUE;
  if (g_str_equal (text, "computer"))
    {
      *player = TS_PLAYER_COMPUTER (TS_LEVEL_DEFAULT);
      return TRUE;
    }
  if (!g_str_has_prefix (text, "computer:") || !g_ascii_isdigit (text[9]))
    return FALSE;
  level = strtol (text + 9, &end, 10);
  if (*end != '\0' || level < 0 || level >= TS_N_LEVELS)
    return FALSE;
  *player = TS_PLAYER_COMPUTER ((TsLevel) level);
  return TRUE;
}

char *
ts_player_to_string (const TsPlayer *player)
{
  if (!player->computer)
    return g_strdup ("human");
  return g_strdup_printf ("computer:%d", (int) player->level);
}

