/* ts-players.c — see ts-players.h. */
#include "ts-players.h"

#include <glib/gi18n.h>

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

  if (!ts_game_has_computer (game))
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
