/* fuzz-record.c — libFuzzer harness: the record reader never crashes, and
 * whatever it accepts it writes back and reads again to the same game. */
#include <string.h>

#include "ts-record.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) game = ts_record_read ((const char *) data, size, &error);

  if (game == NULL)
    {
      g_assert_nonnull (error);
      return 0;
    }
  {
    g_autofree char *text = ts_record_write (game);
    g_autoptr (TsGame) back = ts_record_read (text, strlen (text), NULL);
    g_assert_nonnull (back);
    g_assert_cmpuint (ts_game_get_n_moves (back), ==, ts_game_get_n_moves (game));
  }
  return 0;
}
