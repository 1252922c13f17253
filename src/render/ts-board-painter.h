/* ts-board-painter.h — a whole board, the one way it is drawn.
 *
 * Wood, the squares' marks (ts-square-marks.h: the last move with what it
 * captured, burnt or where it stayed, the selected piece, the squares the
 * next click may go to, the hovered piece's moves, the move under the
 * pointer's burns, a refused click, the keyboard cursor, a marked piece
 * type, the threat view), the grid and its dots, the pieces
 * (ts-piece-painter.h), the engine's hint arrow, the coordinates and
 * whose turn it is, laid out by ts-board-style.h.  The window's board
 * view paints through it onto its own canvas (ts-board-canvas.h), board
 * images onto Cairo (the app's export and `tai-shogi-cli diagram`), so an
 * image of a position shows what the window shows.  Cairo and Pango, no
 * GTK.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ts-board-canvas.h"
#include "ts-board-style.h"
#include "ts-move.h"
#include "ts-notation.h"
#include "ts-piece-painter.h"
#include "ts-position.h"
#include "ts-square-marks.h"

G_BEGIN_DECLS

/* What a board shows. */
typedef struct {
  const TsPosition *pos;
  gboolean flipped;              /* seen from White's side */
  TsNotationStyle coordinates;   /* the coordinates' labels */
  guint32 marks[TS_CELLS];       /* TsSquareMarks, the threat view's among them */
  const TsMove *hint;            /* the engine's suggestion, an arrow (NULL: none) */
  TsSquare hidden;               /* a square whose piece is not drawn: it is being dragged (0: none) */
} TsBoardPicture;

/* Where the board lies on a canvas: the grid's top-left corner, a
 * square's side, and the columns and rows to draw as seen (the visible
 * ones: a board zoomed in draws only those). */
typedef struct {
  double x0, y0;
  int s;
  int c0, c1, r0, r1;
} TsBoardArea;

/* Paints `picture` onto `canvas` at `area`: the one description of a
 * board, for the window and images alike. */
void ts_board_paint_area (TsBoardCanvas *canvas, const TsBoardPicture *picture, const TsBoardArea *area);

/* `pos`, nothing marked, seen from Black's side. */
void ts_board_picture_init (TsBoardPicture *picture, const TsPosition *pos);
/* Marks the position's threats (ts_threats_marks) as the threat view does. */
void ts_board_picture_mark_threats (TsBoardPicture *picture, gboolean emperor_only_too);

/* Paints the board with squares of `s` pixels, ts_board_content_size (s)
 * square, at the origin of `cr`, through the Cairo canvas: what the
 * board view draws at that square size.  The painter is set to the position's rule
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
