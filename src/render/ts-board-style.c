/* ts-board-style.c — see ts-board-style.h. */
#include "ts-board-style.h"

#include <math.h>

#include "ts-piece-painter.h"
#include "ts-threats.h"

const TsBoardColour ts_board_wood = { 0.87, 0.68, 0.40, 1 };
const TsBoardColour ts_board_line = { 0.10, 0.07, 0.04, 1 };
const TsBoardColour ts_board_label = { 0.30, 0.21, 0.10, 1 };
const TsBoardColour ts_board_last_move = { 1.00, 0.80, 0.20, 0.45 };
const TsBoardColour ts_board_selected = { 0.20, 0.50, 0.95, 0.55 };
const TsBoardColour ts_board_turn = { 0.21, 0.52, 0.89, 1 };

/* Okabe-Ito: told apart by every kind of colour vision. */
const TsBoardColour ts_board_undefended = { 0.84, 0.37, 0.00, 1 };
const TsBoardColour ts_board_defended = { 0.00, 0.45, 0.70, 1 };
const TsBoardColour ts_board_cheaper = { 0.90, 0.62, 0.00, 1 };
const TsBoardColour ts_board_royal_threat = { 0.80, 0.47, 0.65, 1 };
const TsBoardColour ts_board_burn_threat = { 0.94, 0.89, 0.26, 1 };
const TsBoardColour ts_board_range_jump = { 0.00, 0.62, 0.45, 1 };
const TsBoardColour ts_board_capture_cross = { 0.85, 0.05, 0.05, 0.95 };
/* vermilion, apart from the capture's red cross */
const TsBoardColour ts_board_flame = { 0.90, 0.38, 0.00, 1 };
const TsBoardColour ts_board_marker_halo = { 1, 1, 1, 0.85 };
static const TsBoardColour outline_colour = { 0.10, 0.07, 0.04, 1 };

double
ts_board_margin_for (int s)
{
  return round (TS_BOARD_MARGIN_FRAC * s);
}

double
ts_board_content_size_of (int files, int s)
{
  return files * s + 2 * ts_board_margin_for (s);
}

double
ts_board_content_size (int s)
{
  return ts_board_content_size_of (TS_MAX_SIZE, s);
}

void
ts_board_shape_of (const TsVariant *variant, TsBoardShape *shape)
{
  shape->files = variant->width;
  if (variant->zone_depth > 0)
    {
      shape->dot_rows[0] = shape->dot_files[0] = variant->zone_depth;
      shape->dot_rows[1] = shape->dot_files[1] = variant->height - variant->zone_depth;
      return;
    }
  shape->dot_rows[0] = TS_BOARD_DOT_LINE_NEAR;
  shape->dot_rows[1] = TS_BOARD_DOT_LINE_FAR;
  shape->dot_files[0] = TS_BOARD_DOT_FILE_LINE_NEAR;
  shape->dot_files[1] = TS_BOARD_DOT_FILE_LINE_FAR;
}

int
ts_board_line_width (int s)
{
  return MAX (1, (int) round (s / 40.0));
}

double
ts_board_dot_radius (int s)
{
  return MAX (2.0, s * 0.09);
}

double
ts_board_label_size (int s)
{
  return MAX (6, 0.36 * s);
}

void
ts_board_set_source (cairo_t *cr, const TsBoardColour *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

void
ts_board_paint_turn_token (cairo_t *cr, TsColor side, double token, gboolean up)
{
  cairo_save (cr);
  if (!up)
    {
      cairo_translate (cr, token, token);
      cairo_rotate (cr, G_PI);
    }
  ts_piece_wedge_path (cr, token, 0.9);
  if (side == TS_BLACK)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, token / 16));
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A badge's fill, with a dark rim so it shows on wood and on pieces. */
static void
fill_badge (cairo_t *cr, const TsBoardColour *c, double s)
{
  ts_board_set_source (cr, c);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (0.75, s * 0.025));
  ts_board_set_source (cr, &outline_colour);
  cairo_stroke (cr);
}

static void
paint_undefended (cairo_t *cr, double x, double y, double s)
{
  double side = s * 0.36, pad = s * 0.04;

  cairo_move_to (cr, x + s - pad, y + pad);
  cairo_line_to (cr, x + s - pad - side, y + pad);
  cairo_line_to (cr, x + s - pad, y + pad + side);
  cairo_close_path (cr);
  fill_badge (cr, &ts_board_undefended, s);
}

static void
paint_defended (cairo_t *cr, double x, double y, double s)
{
  double r = s * 0.11, cx = x + s - s * 0.17, cy = y + s * 0.17;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r + s * 0.035, 0, 2 * G_PI);
  ts_board_set_source (cr, &outline_colour);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_line_width (cr, s * 0.07);
  ts_board_set_source (cr, &ts_board_defended);
  cairo_stroke (cr);
}

static void
paint_cheaper (cairo_t *cr, double x, double y, double s)
{
  double r = s * 0.15, cx = x + s * 0.19, cy = y + s * 0.19;

  cairo_move_to (cr, cx, cy - r);
  cairo_line_to (cr, cx + r, cy);
  cairo_line_to (cr, cx, cy + r);
  cairo_line_to (cr, cx - r, cy);
  cairo_close_path (cr);
  fill_badge (cr, &ts_board_cheaper, s);
}

/* A flame in the bottom-right corner: an enemy fire demon could burn it. */
static void
paint_burnable (cairo_t *cr, double x, double y, double s)
{
  ts_board_flame_path (cr, x + s - s * 0.17, y + s - s * 0.05, s * 0.34);
  fill_badge (cr, &ts_board_burn_threat, s);
}

/* An arch over the bottom-left corner: a general could take it by
 * jumping over pieces. */
static void
paint_range_jump (cairo_t *cr, double x, double y, double s)
{
  double r = s * 0.13, cx = x + s * 0.2, cy = y + s - s * 0.08, w = s * 0.07;

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r + w / 2, G_PI, 2 * G_PI);
  cairo_arc_negative (cr, cx, cy, r - w / 2, 2 * G_PI, G_PI);
  cairo_close_path (cr);
  fill_badge (cr, &ts_board_range_jump, s);
}

static void
paint_frame (cairo_t *cr, double x, double y, double s, double width, gboolean dashed)
{
  double dash = s * 0.2;

  cairo_rectangle (cr, x + width / 2, y + width / 2, s - width, s - width);
  cairo_set_line_width (cr, width);
  if (dashed)
    cairo_set_dash (cr, &dash, 1, 0);
  ts_board_set_source (cr, &ts_board_royal_threat);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
ts_board_paint_threat_mark (cairo_t *cr, guint8 flags, double x, double y, double s)
{
  if (flags == 0)
    return;
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  if (flags & TS_THREAT_ROYAL_ATTACKER)
    paint_frame (cr, x, y, s, MAX (1.5, s * 0.1), TRUE);
  if (flags & TS_THREAT_ROYAL)
    paint_frame (cr, x, y, s, MAX (2.0, s * 0.13), FALSE);
  if ((flags & TS_THREAT_ATTACKED) && !(flags & TS_THREAT_DEFENDED))
    paint_undefended (cr, x, y, s);
  else if (flags & TS_THREAT_ATTACKED)
    paint_defended (cr, x, y, s);
  if (flags & TS_THREAT_BY_CHEAPER)
    paint_cheaper (cr, x, y, s);
  if (flags & TS_THREAT_BURN)
    paint_burnable (cr, x, y, s);
  if (flags & TS_THREAT_RANGE_JUMP)
    paint_range_jump (cr, x, y, s);
  cairo_restore (cr);
}

void
ts_board_flame_path (cairo_t *cr, double fx, double fy, double h)
{
  cairo_move_to (cr, fx, fy - h);
  cairo_curve_to (cr, fx + h * 0.6, fy - h * 0.45, fx + h * 0.55, fy, fx, fy);
  cairo_curve_to (cr, fx - h * 0.55, fy, fx - h * 0.6, fy - h * 0.45, fx, fy - h);
  cairo_close_path (cr);
}

void
ts_board_paint_last_move_marks (cairo_t *cr, gboolean captured, gboolean burnt, double x, double y, double s)
{
  double w = MAX (1.5, s * 0.07), corner = s * 0.2;

  cairo_save (cr);
  cairo_new_path (cr);
  if (captured)
    {
      /* the cross, dark red over the halo that makes it read on any fill */
      cairo_move_to (cr, x + corner * 0.5, y + corner * 0.5);
      cairo_line_to (cr, x + corner * 1.3, y + corner * 1.3);
      cairo_move_to (cr, x + corner * 1.3, y + corner * 0.5);
      cairo_line_to (cr, x + corner * 0.5, y + corner * 1.3);
      cairo_set_line_width (cr, w * 0.8 * 2.2);
      ts_board_set_source (cr, &ts_board_marker_halo);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, w * 0.8);
      ts_board_set_source (cr, &ts_board_capture_cross);
      cairo_stroke (cr);
    }
  if (burnt)
    {
      ts_board_flame_path (cr, x + corner * 0.9, y + s - corner * 0.4, corner * 1.2);
      cairo_set_line_width (cr, w * 1.2);
      ts_board_set_source (cr, &ts_board_marker_halo);
      cairo_stroke_preserve (cr);
      ts_board_set_source (cr, &ts_board_flame);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}
