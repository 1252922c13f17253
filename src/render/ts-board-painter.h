/* ts-board-painter.h — a whole board onto any cairo_t: board images.
 *
 * Wood, the highlights (last move with what it captured and burnt,
 * selected piece), the grid and its dots,
 * the pieces (ts-piece-painter.h, the app's own), the threat view's marks,
 * the coordinates and whose turn it is, laid out as the app's board view
 * lays them out (ts-board-style.h), so an image of a position looks like
 * the board on screen.  Cairo and Pango only: the app's export and
 * `tai-shogi-cli diagram` both paint through it.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ts-board-style.h"
#include "ts-notation.h"
#include "ts-piece-painter.h"
#include "ts-position.h"

G_BEGIN_DECLS

typedef enum {
  TS_HIGHLIGHT_LAST_MOVE = 1 << 0,
  TS_HIGHLIGHT_SELECTED  = 1 << 1,
  TS_HIGHLIGHT_CAPTURED  = 1 << 2, /* the last move captured here (a cross) */
  TS_HIGHLIGHT_BURNT     = 1 << 3, /* the last move burnt the piece here (a flame; tenjiku) */
} TsBoardHighlight;

/* What an image shows. */
typedef struct {
  const TsPosition *pos;
  gboolean flipped;              /* seen from White's side */
  TsNotationStyle coordinates;   /* the coordinates' labels */
  guint8 highlights[TS_CELLS];   /* TsBoardHighlight */
  guint8 threats[TS_CELLS];      /* threat flags to mark (ts_threats_marks) */
} TsBoardPicture;

/* `pos`, nothing marked, seen from Black's side. */
void ts_board_picture_init (TsBoardPicture *picture, const TsPosition *pos);
/* Marks the position's threats (ts_threats_marks). */
void ts_board_picture_mark_threats (TsBoardPicture *picture, gboolean emperor_only_too);

/* Paints the board with squares of `s` pixels, ts_board_content_size (s)
 * square, at the origin of `cr`: pixel for pixel what the board view
 * draws at that square size.  The painter is set to the position's rule
 * set (what a promoted piece is). */
void ts_board_paint (cairo_t *cr, TsPiecePainter *painter, const TsBoardPicture *picture, int s);

/* Paints the board `size` pixels square at the origin of `cr`. */
void ts_board_paint_sized (cairo_t *cr, TsPiecePainter *painter, const TsBoardPicture *picture, int size);

/* The board as an image `size` pixels square. */
cairo_surface_t *ts_board_render_image (TsPiecePainter *painter, const TsBoardPicture *picture, int size);

typedef enum {
  TS_BOARD_IMAGE_PNG,
  TS_BOARD_IMAGE_SVG,
} TsBoardImageFormat;

/* The format a file name asks for by its extension (".png", ".svg", any
 * case); FALSE for any other. */
gboolean ts_board_image_format_for_path (const char *path, TsBoardImageFormat *format);

/* Writes the board, `size` pixels square, to `path` as PNG or SVG by its
 * extension.  The error says what went wrong (an unknown extension, a
 * file that cannot be written). */
gboolean ts_board_image_save (TsPiecePainter *painter, const TsBoardPicture *picture, int size, const char *path,
                              GError **error);

/* The sizes an image may have, in pixels. */
#define TS_BOARD_IMAGE_MIN_SIZE 100
#define TS_BOARD_IMAGE_MAX_SIZE 8000

G_END_DECLS
