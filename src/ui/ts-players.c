/* ts-players.c — see ts-players.h. */
#include "ts-players.h"

#include <glib/gi18n.h>
#include <stdlib.h>

/* The one table of strength levels. */
static const struct {
  const char *name;
  const char *description;
  TsSearchLimits limits;
} levels[TS_N_LEVELS] = {
  [TS_LEVEL_BEGINNER] = { N_("Beginner"), N_("Looks two moves ahead"), { .movetime_ms = 200, .depth = 2 } },
  [TS_LEVEL_CASUAL] = { N_("Casual"), N_("Thinks about a second a move"), { .movetime_ms = 1000 } },
  [TS_LEVEL_STRONG] = { N_("Strong"), N_("Thinks about three seconds a move"), { .movetime_ms = 3000 } },
  [TS_LEVEL_MASTER] = { N_("Master"), N_("Thinks about ten seconds a move"), { .movetime_ms = 10000 } },
};

#define HINT_MOVETIME_MS 1000

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

const char *
ts_level_get_name (TsLevel level)
{
  g_return_val_if_fail (level < TS_N_LEVELS, "");
  return _(levels[level].name);
}

const char *
ts_level_get_description (TsLevel level)
{
  g_return_val_if_fail (level < TS_N_LEVELS, "");
  return _(levels[level].description);
}

void
ts_level_get_limits (TsLevel level, TsSearchLimits *limits)
{
  g_return_if_fail (level < TS_N_LEVELS);
  *limits = levels[level].limits;
}

void
ts_hint_get_limits (TsSearchLimits *limits)
{
  *limits = (TsSearchLimits) { .movetime_ms = HINT_MOVETIME_MS };
}

static const char *
tag_for (TsColor color)
{
  return color == TS_BLACK ? TS_PLAYER_TAG_BLACK : TS_PLAYER_TAG_WHITE;
}

TsPlayer
ts_game_get_player (TsGame *game, TsColor color)
{
  TsPlayer player;

  ts_player_parse (ts_game_get_tag (game, tag_for (color)), &player);
  return player;
}

void
ts_game_set_player (TsGame *game, TsColor color, const TsPlayer *player)
{
  g_autofree char *text = ts_player_to_string (player);

  ts_game_set_tag (game, tag_for (color), text);
}

gboolean
ts_game_computer_to_move (TsGame *game)
{
  if (ts_game_get_result (game) != TS_RESULT_NONE)
    return FALSE;
  return ts_game_get_player (game, ts_game_get_position (game)->side).computer;
}

static char *
describe_player (const TsPlayer *player)
{
  if (!player->computer)
    return g_strdup (_("Human"));
  /* TRANSLATORS: a computer player and its strength, e.g. "Computer (Casual)" */
  return g_strdup_printf (_("Computer (%s)"), ts_level_get_name (player->level));
}

char *
ts_game_describe_players (TsGame *game)
{
  TsPlayer black = ts_game_get_player (game, TS_BLACK);
  TsPlayer white = ts_game_get_player (game, TS_WHITE);
  g_autofree char *b = NULL;
  g_autofree char *w = NULL;

  if (!black.computer && !white.computer)
    return NULL;
  b = describe_player (&black);
  w = describe_player (&white);
  /* TRANSLATORS: Black's player, then White's, e.g. "☗ Human vs ☖ Computer (Casual)" */
  return g_strdup_printf (_("☗ %s vs ☖ %s"), b, w);
}

char *
ts_player_dup_record_name (const TsPlayer *player)
{
  const char *real = g_get_real_name ();

  if (player->computer)
    return g_strdup_printf ("Computer (%s)", levels[player->level].name);
  /* GLib says "Unknown" where the system has no full name */
  return g_strdup (real != NULL && *real != '\0' && !g_str_equal (real, "Unknown") ? real : g_get_user_name ());
}
