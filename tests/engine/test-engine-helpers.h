/* test-engine-helpers.h — what the engine tests share (positions of a few
 * pieces are test-common.h's, as in every layer's tests). */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "ts-movegen.h"
#include "ts-random-game.h"
#include "test-common.h"

/* Whether `m` is among the legal moves of `pos` (repetition included). */
static inline gboolean
test_is_legal (TsPosition *pos, const TsMove *m)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    if (ts_move_equal (&list->moves[i], m))
      return TRUE;
  return FALSE;
}

/* Orders moves by their strings, for qsort(): two lists of the same
 * moves sort alike. */
static inline int
test_compare_moves (gconstpointer a, gconstpointer b)
{
  char sa[TS_MOVE_STRING_MAX], sb[TS_MOVE_STRING_MAX];

  ts_move_format (TS_RULES_STANDARD, a, sa);
  ts_move_format (TS_RULES_STANDARD, b, sb);
  return g_strcmp0 (sa, sb);
}

/* A position after up to `plies` random legal moves with every kind of
 * move well represented, its history kept so that the repetition rule
 * applies. */
static inline TsPosition *
test_random_position (guint32 seed, guint plies)
{
  g_autoptr (TsGame) game = ts_random_game_new (plies, seed);

  return ts_position_copy (ts_game_get_position (game));
}
