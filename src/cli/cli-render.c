/* cli-render.c — the drawing commands of tai-shogi-cli: diagram, a board
 * image by the app's own board painter (src/render). */
#include <stdio.h>
#include <stdlib.h>

#include "cli-common.h"
#include "ts-board-painter.h"

static char *opt_fen;
static char *opt_output;
static gint opt_size = 1200;
static gboolean opt_threats;
static char *opt_labels;

static const GOptionEntry diagram_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, &opt_fen, "The position (default: the start position)", "TSFEN" },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output, "The image to write: FILE.png or FILE.svg", "FILE" },
  { "size", 0, 0, G_OPTION_ARG_INT, &opt_size, "The image's side in pixels (default 1200)", "PX" },
  { "threats", 0, 0, G_OPTION_ARG_NONE, &opt_threats, "Mark attacked pieces and threatened royals", NULL },
  { "labels", 0, 0, G_OPTION_ARG_STRING, &opt_labels, "Piece labels: kanji (the default) or abbreviation",
    "kanji|abbreviation" },
  { NULL }
};

static gboolean
parse_labels (const char *name, TsLabelStyle *style)
{
  if (name == NULL || g_str_equal (name, "kanji"))
    *style = TS_LABEL_KANJI;
  else if (g_str_equal (name, "abbreviation"))
    *style = TS_LABEL_ABBREVIATION;
  else
    return FALSE;
  return TRUE;
}

int
cli_diagram (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  g_autoptr (TsPiecePainter) painter = NULL;
  g_autoptr (GError) error = NULL;
  TsBoardPicture picture;
  TsBoardImageFormat format;
  TsLabelStyle style;

  if (!cli_parse_options ("diagram", diagram_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("diagram: unexpected argument '%s'", argv[1]);
  if (opt_output == NULL)
    return cli_fail ("diagram: give the image to write with -o FILE.png or -o FILE.svg");
  if (!ts_board_image_format_for_path (opt_output, &format))
    return cli_fail ("diagram: '%s' must end in .png or .svg", opt_output);
  if (opt_size < TS_BOARD_IMAGE_MIN_SIZE || opt_size > TS_BOARD_IMAGE_MAX_SIZE)
    return cli_fail ("diagram: --size is a number of pixels from %d to %d, not %d", TS_BOARD_IMAGE_MIN_SIZE,
                     TS_BOARD_IMAGE_MAX_SIZE, opt_size);
  if (!parse_labels (opt_labels, &style))
    return cli_fail ("diagram: --labels is kanji or abbreviation, not '%s'", opt_labels);
  pos = cli_position_from_tsfen (opt_fen);
  if (pos == NULL)
    return EXIT_FAILURE;

  painter = ts_piece_painter_new ();
  ts_piece_painter_set_label_style (painter, style);
  ts_board_picture_init (&picture, pos);
  if (opt_threats)
    ts_board_picture_mark_threats (&picture, FALSE);
  if (!ts_board_image_save (painter, &picture, opt_size, opt_output, &error))
    return cli_fail ("diagram: %s", error->message);
  return EXIT_SUCCESS;
}
