/* ts-move-number.c — see ts-move-number.h. */
#include "ts-move-number.h"

char *
ts_move_number_format (guint number, TsColor side)
{
  return g_strdup_printf (side == TS_WHITE ? "%u…" : "%u", number);
}

char *
ts_position_move_number (const TsPosition *pos)
{
  g_return_val_if_fail (pos != NULL, NULL);
  return ts_move_number_format (MAX (pos->move_number, 1), pos->side);
}

char *
ts_game_move_number (TsGame *game, guint index, TsColor *side)
{
  g_autoptr (TsPosition) start = NULL;
  guint turn;
  TsColor mover;

  g_return_val_if_fail (TS_IS_GAME (game), NULL);
  start = ts_game_position_at (game, 0);
  /* turns counted from Black's move of the start position's number: a
   * start with White to move begins half-way through that number */
  turn = index + (start->side == TS_WHITE ? 1 : 0);
  mover = turn % 2 == 0 ? TS_BLACK : TS_WHITE;
  if (side != NULL)
    *side = mover;
  return ts_move_number_format (MAX (start->move_number, 1) + turn / 2, mover);
}
