/* ts-board-geometry.c — squares to pixels and back; see ts-board-geometry.h. */
#include "ts-board-geometry.h"

#include <math.h>

int
ts_board_fit_square (int files, int width, int height)
{
  return MAX (TS_BOARD_MIN_SQUARE, (int) floor (MIN (width, height) / (files + 2 * TS_BOARD_MARGIN_FRAC)));
}

/* Where the content starts along one axis: when it fits, centred and
 * moved by `slack` (kept whole in view); else scrolled by `value`. */
static double
content_origin (double value, double slack, double content, int widget_size)
{
  if (content <= widget_size)
    return CLAMP (floor ((widget_size - content) / 2) + round (slack), 0, widget_size - content);
  return -round (value);
}

void
ts_board_geometry_init (TsBoardGeometry *g, const TsVariant *variant, int s, int width, int height, double hvalue,
                        double vvalue, double hslack, double vslack, gboolean flipped)
{
  double content = ts_board_content_size_of (variant->width, s);

  g->s = s;
  g->margin = ts_board_margin_for (s);
  g->width = width;
  g->height = height;
  g->flipped = flipped;
  g->variant = variant;
  g->files = variant->width;
  g->x0 = content_origin (hvalue, hslack, content, width) + g->margin;
  g->y0 = content_origin (vvalue, vslack, content, height) + g->margin;
}

void
ts_board_geometry_board_point (const TsBoardGeometry *g, double x, double y, double *bx, double *by)
{
  *bx = (x - g->x0) / g->s;
  *by = (y - g->y0) / g->s;
}

gboolean
ts_board_geometry_square_at (const TsBoardGeometry *g, double x, double y, TsSquare *sq)
{
  double bx, by;
  int col, row;

  ts_board_geometry_board_point (g, x, y, &bx, &by);
  col = (int) floor (bx);
  row = (int) floor (by);
  if (col < 0 || col >= g->files || row < 0 || row >= g->files)
    return FALSE;
  *sq = ts_board_geometry_square (g, col, row);
  return TRUE;
}

void
ts_board_geometry_square_center (const TsBoardGeometry *g, TsSquare sq, double *x, double *y)
{
  *x = g->x0 + (ts_board_geometry_view_index (g, ts_variant_col (g->variant, sq)) + 0.5) * g->s;
  *y = g->y0 + (ts_board_geometry_view_index (g, ts_variant_row (g->variant, sq)) + 0.5) * g->s;
}

void
ts_board_geometry_visible_span (const TsBoardGeometry *g, TsBoardSpan *v)
{
  v->c0 = CLAMP ((int) floor (-g->x0 / g->s), 0, g->files - 1);
  v->c1 = CLAMP ((int) floor ((g->width - g->x0) / g->s), 0, g->files - 1);
  v->r0 = CLAMP ((int) floor (-g->y0 / g->s), 0, g->files - 1);
  v->r1 = CLAMP ((int) floor ((g->height - g->y0) / g->s), 0, g->files - 1);
}
