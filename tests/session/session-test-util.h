/* session-test-util.h — small things the session tests share: squares by
 * name and positions of a few pieces. */
#pragma once

#include <string.h>

#include "ts-game.h"

typedef struct {
  const char *token;
  int file;
  char rank;
} Placed;

/* The square of a file (1..25) and rank letter ('a'..'y'). */
static inline TsSquare
test_sq (int file, char rank)
{
  return ts_square_from_file_rank (file, rank - 'a');
}

/* A position of `pieces` (and nothing else); Black to move. */
static inline TsPosition *
test_position (const Placed *pieces, guint n)
{
  TsPosition *pos = ts_position_new_empty ();

  for (guint i = 0; i < n; i++)
    ts_position_put (pos, test_sq (pieces[i].file, pieces[i].rank),
                     ts_piece_from_token (pieces[i].token, strlen (pieces[i].token)));
  ts_position_set_side (pos, TS_BLACK);
  return pos;
}
