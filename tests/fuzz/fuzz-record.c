/* fuzz-record.c — libFuzzer harness: the record reader never crashes, and
 * whatever it accepts it writes back and reads again to the same game;
 * the good part it gives back of a damaged record, too. */
#include <string.h>

#include "ts-record.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) partial = NULL;
  g_autoptr (TsGame) game = ts_record_read_partial ((const char *) data, size, &partial, &error);

  if (game == NULL)
    {
      g_assert_nonnull (error);
      if (partial != NULL)
        {
          g_autofree char *text = ts_record_write (partial);
          g_autoptr (TsGame) back = ts_record_read (text, strlen (text), NULL);
          g_assert_nonnull (back);
          g_assert_cmpuint (ts_game_get_n_moves (back), ==, ts_game_get_n_moves (partial));
        }
      return 0;
    }
  g_assert_null (partial);
  {
    g_autofree char *text = ts_record_write (game);
    g_autoptr (TsGame) back = ts_record_read (text, strlen (text), NULL);
    g_assert_nonnull (back);
    g_assert_cmpuint (ts_game_get_n_moves (back), ==, ts_game_get_n_moves (game));
  }
  return 0;
}
