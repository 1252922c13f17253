/* ts-board-geometry.h — where the board's squares are in the widget.
 *
 * Plain arithmetic, no GTK: the side of a square, the margin for the
 * coordinates, where the grid starts when centred or scrolled, which
 * square lies under a point and back, seen from either side.  The board
 * view fills one TsBoardGeometry per frame or event; the drawing code and
 * the input code read it.
 */
#pragma once

#include <glib.h>

#include "ts-board-style.h"
#include "ts-position.h"
#include "ts-variant.h"

G_BEGIN_DECLS

#define TS_BOARD_MIN_SQUARE 8
/* Large pieces: a square of this many logical pixels at most. */
#define TS_BOARD_MAX_SQUARE 128

typedef struct {
  double x0, y0;      /* the grid's top-left corner, widget coordinates */
  int s;              /* a square's side, logical pixels */
  double margin;
  int width, height;  /* the widget's size */
  gboolean flipped;   /* seen from White's side */
  const TsVariant *variant; /* whose board it is */
  int files;          /* its files, as many as its ranks */
} TsBoardGeometry;

/* The visible part of the grid, in drawn columns and rows. */
typedef struct {
  int c0, c1, r0, r1;
} TsBoardSpan;

/* (The margin and the board's side for squares of side s are the board
 * style's: ts_board_margin_for, ts_board_content_size.) */
/* The largest square that fits a whole board of `files` files (and as
 * many ranks) in width x height. */
int ts_board_fit_square (int files, int width, int height);

/* The geometry of squares of side `s` in a widget of width x height,
 * scrolled to (hvalue, vvalue) along an axis where the board is larger
 * than the widget; where it fits, centred and moved by (hslack, vslack)
 * pixels, so that a zoom can keep the point under the pointer still.
 * The board is `variant`'s: its files and ranks, its squares. */
void ts_board_geometry_init (TsBoardGeometry *g, const TsVariant *variant, int s, int width, int height,
                             double hvalue, double vvalue, double hslack, double vslack, gboolean flipped);

/* A column or row of the variant's board (ts_variant_col/row) to the one
 * drawn, and back: the same mapping. */
static inline int
ts_board_geometry_view_index (const TsBoardGeometry *g, int i)
{
  return g->flipped ? g->files - 1 - i : i;
}

/* The square drawn at (col, row). */
static inline TsSquare
ts_board_geometry_square (const TsBoardGeometry *g, int col, int row)
{
  return ts_variant_square (g->variant, ts_board_geometry_view_index (g, col), ts_board_geometry_view_index (g, row));
}

/* The point (x, y) in squares from the top-left corner of the grid. */
void ts_board_geometry_board_point (const TsBoardGeometry *g, double x, double y, double *bx, double *by);
/* The square under (x, y); FALSE off the grid. */
gboolean ts_board_geometry_square_at (const TsBoardGeometry *g, double x, double y, TsSquare *sq);
void ts_board_geometry_square_center (const TsBoardGeometry *g, TsSquare sq, double *x, double *y);
/* The columns and rows at least partly inside the widget. */
void ts_board_geometry_visible_span (const TsBoardGeometry *g, TsBoardSpan *v);

G_END_DECLS
