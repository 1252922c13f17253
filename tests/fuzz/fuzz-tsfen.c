/* fuzz-tsfen.c — libFuzzer harness: the TSFEN parser never crashes, and a
 * position it accepts round-trips and generates moves. */
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
      return 0;
    }
  {
    g_autofree char *out = ts_position_to_tsfen (pos);
    g_autoptr (TsPosition) back = ts_position_new_from_tsfen (out, NULL);
    g_autofree TsMoveList *list = g_new (TsMoveList, 1);
    g_assert_nonnull (back);
    g_assert_cmpuint (back->hash, ==, pos->hash);
    ts_generate_legal (pos, list);
  }
  return 0;
}
