/* fuzz-tsfen.c — libFuzzer harness: the TSFEN parser never crashes, and a
 * position it accepts round-trips and generates moves, in either variant
 * (the input is read as tai's, and as tenjiku's when tai's refuses it);
 * each of a tenjiku position's first moves is made and unmade. */
#include <string.h>

#include "ts-movegen.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) pos = ts_position_new_from_tsfen (text, &error);

  if (pos == NULL)
    {
      g_assert_nonnull (error);
      g_clear_error (&error);
      pos = ts_position_new_from_tsfen_with_rules (TS_RULES_TENJIKU, text, &error);
    }
  if (pos == NULL)
    {
      g_assert_nonnull (error);
      return 0;
    }
  {
    g_autofree char *out = ts_position_to_tsfen (pos);
    g_autoptr (TsPosition) back = ts_position_new_from_tsfen_with_rules (pos->rules, out, NULL);
    g_autofree TsMoveList *list = g_new (TsMoveList, 1);
    g_assert_nonnull (back);
    g_assert_cmpuint (back->hash, ==, pos->hash);
    ts_generate_legal (pos, list);
    /* burns made and unmade exactly */
    for (guint i = 0; pos->burns && i < MIN (list->n, 64); i++)
      {
        guint64 hash = pos->hash;
        TsUndo undo;

        ts_position_make (pos, &list->moves[i], &undo);
        ts_position_unmake (pos, &undo);
        g_assert_cmpuint (pos->hash, ==, hash);
      }
  }
  return 0;
}
