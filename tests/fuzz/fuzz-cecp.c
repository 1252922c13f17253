/* fuzz-cecp.c — libFuzzer harness: the CECP engine (cli-cecp.c) takes any
 * bytes as its input without crashing or hanging, and every reply is one
 * line of printable text.
 *
 * The bytes go in as the engine's standard input would (cut into lines
 * by the engine, an over-long line refused), all at once, so that
 * commands arrive while searches run; then the harness waits until every
 * command has run and no search runs.  So that an input ends well
 * within tools/fuzz's 10 s, every search is capped (depth 1, 5 ms) and
 * only the first lines of an input are fed; the table, the threads and
 * the longest line are kept small. */
#include <string.h>

#include "cli-cecp.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

#define MAX_LINES 64

static void
check_reply (const char *line, gpointer user_data)
{
  for (const char *p = line; *p != '\0'; p++)
    g_assert_true ((guchar) *p >= 0x20 && *p != 0x7f);
}

/* The length of the first MAX_LINES lines of the input. */
static size_t
first_lines (const guint8 *data, size_t size)
{
  size_t length = 0;

  for (int n = 0; n < MAX_LINES && length < size; n++)
    {
      const guint8 *newline = memchr (data + length, '\n', size - length);

      length = newline != NULL ? (size_t) (newline - data) + 1 : size;
    }
  return length;
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  CliCecpOptions options = {
    .rules = TS_RULES_STANDARD,
    .hash_megabytes = 1,
    .max_hash_megabytes = 2,
    .max_threads = 2,
    .max_line = 1024,
    .cap = { .depth = 1, .movetime_ms = 5, .maximum_ms = 5 },
  };
  g_autoptr (CliCecp) cecp = cli_cecp_new (&options, check_reply, NULL);

  /* the end of the input ends its last line, as in tai-shogi-cli xboard */
  if (cli_cecp_feed (cecp, (const char *) data, first_lines (data, size)))
    cli_cecp_feed (cecp, "\n", 1);
  cli_cecp_wait_idle (cecp);
  return 0;
}
