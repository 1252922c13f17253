/* test-engine-helpers.h — what the engine tests share. */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

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
