/* ts-board-canvas.h — what the board painter draws onto.
 *
 * The board painter (ts-board-painter.h) says once what a board looks
 * like; a canvas says how a few kinds of shape reach the pixels.  Board
 * images use the Cairo canvas (ts_board_paint); the window's board view
 * a canvas of its own that turns the flat shapes into GSK nodes and the
 * pieces into its cached textures (src/ui/ts-board-drawing.c), which
 * keeps a frame of a 25 x 25 board cheap, and hands the rarer curved
 * marks to Cairo through begin_shapes().
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ts-board-style.h"
#include "ts-position.h"

G_BEGIN_DECLS

typedef struct _TsBoardCanvas TsBoardCanvas;

/* The keys of the coordinates' labels (the text operation's): the label
 * of the variant's column or row `i`. */
#define TS_BOARD_FILE_LABEL_KEY(i) ((guint) (i))
#define TS_BOARD_RANK_LABEL_KEY(i) ((guint) (TS_MAX_SIZE + (i)))
#define TS_BOARD_N_LABEL_KEYS (2 * TS_MAX_SIZE)

typedef struct {
  /* A rectangle filled with `c`. */
  void (*fill_rect) (TsBoardCanvas *canvas, double x, double y, double w, double h, const TsBoardColour *c);
  /* A disc about (cx, cy). */
  void (*fill_disc) (TsBoardCanvas *canvas, double cx, double cy, double r, const TsBoardColour *c);
  /* A band `width` wide along the inside of the rectangle, its outer
   * corners rounded by `radius`. */
  void (*frame) (TsBoardCanvas *canvas, double x, double y, double w, double h, double radius, double width,
                 const TsBoardColour *c);
  /* The piece `pc` in the square (x, y, size), pointing down or up. */
  void (*piece) (TsBoardCanvas *canvas, TsPiece pc, gboolean pointing_down, double x, double y, double size);
  /* `text` in Sans of `font_px` pixels, centred on (cx, cy), narrowed to
   * `room` if wider.  `key` names the label among the board's (a canvas
   * may keep its layout from frame to frame). */
  void (*text) (TsBoardCanvas *canvas, guint key, const char *text, double font_px, double cx, double cy,
                double room, const TsBoardColour *c);
  /* A cairo_t for shapes inside the rectangle (x, y, w, h), in the
   * board's coordinates; anything outside it may be cut off.  Given back
   * by end_shapes(). */
  cairo_t *(*begin_shapes) (TsBoardCanvas *canvas, double x, double y, double w, double h);
  void (*end_shapes) (TsBoardCanvas *canvas, cairo_t *cr);
} TsBoardCanvasOps;

struct _TsBoardCanvas {
  const TsBoardCanvasOps *ops;
};

G_END_DECLS
