/* cli-xboard.c — `tai-shogi-cli xboard`: the CECP engine of cli-cecp.c
 * on standard input and output.
 *
 * This thread only reads: it hands whatever comes to the engine, which
 * never makes it wait, so "?" and "quit" are read, and act, while the
 * engine thinks.  The end of the input ends the engine as "quit" does.
 *
 * With --piece-images DIR it writes XBoard piece images for the variant
 * of --variant instead, and ends (docs/xboard.md).  --depth N caps
 * every search, so that two engines of one build can play at unequal,
 * fixed strengths.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli-cecp-notation.h"
#include "cli-cecp.h"
#include "cli-common.h"

#define XB_TT_MEGABYTES 64

static char *opt_piece_images;
static gint opt_depth;
static gint opt_rank_offset;

static const GOptionEntry xboard_entries[] = {
  { "depth", 0, 0, G_OPTION_ARG_INT, &opt_depth,
    "Search no deeper than this, whatever the interface asks (two engines of one build, unequal)", "N" },
  { "rank-offset", 0, 0, G_OPTION_ARG_INT, &opt_rank_offset,
    "As xboard's -rankOffset: 1 numbers tenjiku's ranks 0-15, which XBoard 4.9 needs (docs/xboard.md)", "0|1" },
  { "piece-images", 0, 0, G_OPTION_ARG_FILENAME, &opt_piece_images,
    "Write XBoard piece images for the variant into DIR (for xboard -pieceImageDirectory) and end", "DIR" },
  { NULL }
};

static int
write_piece_images (const char *dir)
{
  g_autoptr (GError) error = NULL;

  if (!cli_xb_speaks (cli_rules))
    return cli_fail ("xboard: XBoard cannot show this variant's board; --piece-images is for --variant tenjiku");
  if (!cli_xb_write_piece_images (cli_rules, dir, &error))
    return cli_fail ("xboard: %s", error->message);
  return EXIT_SUCCESS;
}

/* Called by the engine's threads, never two at once. */
static void
write_line (const char *line, gpointer user_data)
{
  fputs (line, stdout);
  putchar ('\n');
  fflush (stdout);
}

int
cli_xboard (int argc, char **argv)
{
  CliCecpOptions options = { .hash_megabytes = XB_TT_MEGABYTES };
  g_autoptr (CliCecp) cecp = NULL;
  char buf[65536];

  if (!cli_parse_options ("xboard", xboard_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (opt_piece_images != NULL)
    return write_piece_images (opt_piece_images);
  if (opt_depth < 0)
    return cli_fail ("xboard: --depth is a number of plies, at least 1, not %d", opt_depth);
  options.rules = cli_rules;
  options.cap.depth = opt_depth;
  if (opt_rank_offset != 0 && opt_rank_offset != 1)
    return cli_fail ("xboard: --rank-offset is 0 or 1, not %d", opt_rank_offset);
  options.rank_offset = opt_rank_offset;
  cecp = cli_cecp_new (&options, write_line, NULL);
  for (;;)
    {
      ssize_t n = read (STDIN_FILENO, buf, sizeof buf);

      if (n < 0 && errno == EINTR)
        continue;
      /* the input's last line may lack its newline */
      if (n <= 0)
        {
          cli_cecp_feed (cecp, "\n", 1);
          break;
        }
      if (!cli_cecp_feed (cecp, buf, (gsize) n))
        break;
    }
  return EXIT_SUCCESS;
}
