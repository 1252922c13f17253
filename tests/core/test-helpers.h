/* test-helpers.h — small things the core tests share (positions of a few
 * pieces are test-common.h's, as in every layer's tests). */
#pragma once

#include <string.h>

#include "ts-movegen.h"
#include "ts-random-game.h"
#include "test-common.h"

/* Uniformly random legal moves (ts_random_play). */
#define play_random ts_random_play

static inline int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* The legal moves as a sorted, space-separated string of canonical moves,
 * only those from `from` (a square name) when it is not NULL. */
static inline char *
legal_moves_string (TsPosition *pos, const char *from)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      char name[4];
      ts_square_name (list->moves[i].from, name);
      if (from == NULL || g_str_equal (name, from))
        g_ptr_array_add (strings, ts_move_to_string (pos->rules, &list->moves[i]));
    }
  g_ptr_array_sort (strings, compare_strings);
  for (guint i = 0; i < strings->len; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", (char *) strings->pdata[i]);
  return g_string_free (out, FALSE);
}

/* Whether the canonical move is among the legal moves. */
static inline gboolean
has_move (TsPosition *pos, const char *move)
{
  g_autofree char *all = legal_moves_string (pos, NULL);
  g_autofree char *padded = g_strdup_printf (" %s ", all);
  g_autofree char *wanted = g_strdup_printf (" %s ", move);

  return strstr (padded, wanted) != NULL;
}
