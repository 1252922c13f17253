/* test-engine-helpers.h — what the engine tests share. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "ts-movegen.h"
#include "ts-random-game.h"

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

/* A position from pieces given as "TOKEN FILE RANK" ("cp 3 c"), for
 * `side` to move;
 * read back through its TSFEN. */
static inline TsPosition *
test_build_position (TsColor side, const char *const *pieces)
{
  g_autoptr (TsPosition) pos = ts_position_new_empty ();
  g_autoptr (GError) error = NULL;
  g_autofree char *tsfen = NULL;
  TsPosition *back;

  for (guint i = 0; pieces[i] != NULL; i++)
    {
      char token[8], rank;
      int file;

      g_assert_cmpint (sscanf (pieces[i], "%7s %d %c", token, &file, &rank), ==, 3);
      ts_position_put (pos, ts_square_from_file_rank (file, rank - 'a'),
                       ts_piece_from_token (token, strlen (token)));
    }
  ts_position_set_side (pos, side);
  tsfen = ts_position_to_tsfen (pos);
  back = ts_position_new_from_tsfen (tsfen, &error);
  g_assert_no_error (error);
  return back;
}
