/* ts-random-game.c — legal random games with every kind of move. */
#include "ts-random-game.h"

/* How much more often than a plain move a move of a rare kind is drawn. */
static guint
move_weight (const TsPosition *pos, const TsMove *m)
{
  if (ts_move_is_pass (m))
    return 2;
  if (m->n_captures >= 2 || (m->n_captures == 1 && m->to == m->from))
    return 400;
  if (m->becomes != TS_EMPTY)
    return 40;
  if (m->n_captures == 1 && m->to != m->captures[0])
    return 100;
  /* the emperor's jumps are most of the moves: make them rarer */
  if (ts_piece_moves_info (pos->rules, pos->board[m->from])->movement.flags & TS_MOVE_FLAG_EMPEROR)
    return m->n_captures ? 1 : 0;
  return 4;
}

static gboolean
ends_game (TsPosition *pos, const TsMove *m)
{
  TsColor them = TS_OTHER (pos->side);

  for (guint i = 0; i < m->n_captures; i++)
    if (pos->n_royals[them] == 1 && ts_piece_is_royal (pos->board[m->captures[i]]))
      return TRUE;
  return FALSE;
}

static const TsMove *
draw_move (TsPosition *pos, const TsMoveList *list, GRand *rand)
{
  guint64 total = 0, pick;

  for (guint i = 0; i < list->n; i++)
    if (!ends_game (pos, &list->moves[i]))
      total += move_weight (pos, &list->moves[i]);
  if (total == 0)
    return &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
  pick = (guint64) (g_rand_double (rand) * (double) total);
  for (guint i = 0; i < list->n; i++)
    {
      guint w = ends_game (pos, &list->moves[i]) ? 0 : move_weight (pos, &list->moves[i]);
      if (pick < w)
        return &list->moves[i];
      pick -= w;
    }
  return &list->moves[list->n - 1];
}

TsGame *
ts_random_game_new (guint plies, guint32 seed)
{
  return ts_random_game_new_with_rules (TS_RULES_STANDARD, plies, seed);
}

TsGame *
ts_random_game_new_with_rules (TsRules rules, guint plies, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsGame *game = ts_game_new ();

  ts_game_reset_with_rules (game, rules);

  for (guint i = 0; i < plies; i++)
    {
      if (ts_game_legal_moves (game, list) == 0)
        break;
      if (!ts_game_play (game, draw_move (ts_game_get_position (game), list, rand), NULL))
        g_assert_not_reached ();
    }
  return game;
}

guint
ts_random_play (TsPosition *pos, GRand *rand, guint plies, TsMoveList *list)
{
  guint played = 0;

  for (; played < plies; played++)
    {
      TsUndo undo;
      if (ts_generate_legal (pos, list) == 0)
        break;
      ts_position_make (pos, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)], &undo);
    }
  return played;
}

TsPosition *
ts_random_position_new_with_rules (TsRules rules, guint32 seed, guint plies)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsPosition *pos = ts_position_new_start_with_rules (rules);

  ts_random_play (pos, rand, plies, list);
  ts_position_clear_history (pos);
  return pos;
}
