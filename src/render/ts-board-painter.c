/* ts-board-painter.c — see ts-board-painter.h. */
#include "ts-board-painter.h"

#include <cairo-svg.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "ts-threats.h"

typedef TsBoardColour Colour;

/* (Wood, grid, labels, the last move, the selection, the turn and the
 * threat and last-move marks are the board style's, ts-board-style.h,
 * shared with the legends; the colours below only the board shows.) */
static const Colour path_colour = { 0.95, 0.50, 0.10, 0.60 };
static const Colour target_colour = { 0.10, 0.55, 0.25, 0.85 };
static const Colour target_capture_colour = { 0.90, 0.12, 0.10, 0.50 };
static const Colour hover_move_colour = { 0.10, 0.30, 0.85, 0.60 };
static const Colour occupied_target_colour = { 0.10, 0.55, 0.25, 0.45 };
static const Colour hover_capture_colour = { 1.00, 0.45, 0.00, 0.50 };
/* The engine's hint: a teal apart from the move colours. */
static const Colour hint_colour = { 0.02, 0.60, 0.55, 0.80 };
static const Colour hint_tint = { 0.02, 0.60, 0.55, 0.30 };
/* Adwaita purple: apart from every move colour above. */
static const Colour type_mark_colour = { 0.57, 0.25, 0.67, 1 };
/* The markers of what a click does, drawn over pieces: dark, so that they
 * read on wood, red and green alike. */
static const Colour marker_colour = { 0.12, 0.10, 0.08, 0.90 };
static const Colour go_on_colour = { 0.75, 0.05, 0.05, 0.95 };
static const Colour refused_colour = { 0.85, 0.05, 0.05, 0.95 };
static const Colour cursor_colour = { 0.21, 0.52, 0.89, 1 };
static const Colour hover_lion_colour = { 0.85, 0.35, 0.00, 0.85 };
/* What the move under the pointer would burn: the flame's colour over the
 * square; the mover's own end square, burnt, a deeper red. */
static const Colour burn_colour = { 0.95, 0.40, 0.00, 0.55 };
static const Colour burn_self_colour = { 0.75, 0.05, 0.20, 0.55 };

/* The markers drawn over a square's piece (draw_square_markers). */
#define MARKERS                                                                                                \
  (TS_MARK_TARGET_GO_ON | TS_MARK_TARGET_STOP | TS_MARK_TARGET_RETURN | TS_MARK_TARGET_PASS                    \
   | TS_MARK_LAST_CAPTURE | TS_MARK_LAST_STAY | TS_MARK_LAST_BURNT | TS_MARK_REFUSED | TS_MARK_CURSOR          \
   | TS_MARK_BURN | TS_MARK_BURN_SELF)

/* One frame: the picture, where it lies, and the canvas. */
typedef struct {
  TsBoardCanvas *canvas;
  const TsBoardPicture *picture;
  const TsBoardArea *area;
  const TsVariant *variant;
  TsBoardShape shape;
  double margin;
} Frame;

static int
view_index (const Frame *f, int i)
{
  return f->picture->flipped ? f->shape.files - 1 - i : i;
}

static TsSquare
square_at (const Frame *f, int col, int row)
{
  return ts_variant_square (f->variant, view_index (f, col), view_index (f, row));
}

static guint32
marks_at (const Frame *f, int col, int row)
{
  return f->picture->marks[square_at (f, col, row)];
}

static double
col_x (const Frame *f, int col)
{
  return f->area->x0 + col * f->area->s;
}

static double
row_y (const Frame *f, int row)
{
  return f->area->y0 + row * f->area->s;
}

void
ts_board_picture_init (TsBoardPicture *picture, const TsPosition *pos)
{
  memset (picture, 0, sizeof *picture);
  picture->pos = pos;
}

void
ts_board_picture_mark_threats (TsBoardPicture *picture, gboolean emperor_only_too)
{
  g_autoptr (TsThreats) threats = ts_threats_new (picture->pos);
  guint8 flags[TS_CELLS];

  ts_threats_marks (threats, emperor_only_too, flags);
  for (guint i = 0; i < TS_CELLS; i++)
    picture->marks[i] = (picture->marks[i] & ~TS_MARK_THREATS) | (guint32) flags[i] << TS_MARK_THREAT_SHIFT;
}

/* A flat fill: a gradient over a million pixels costs software
 * renderers more than everything else on the board together. */
static void
paint_background (const Frame *f)
{
  double size = ts_board_content_size_of (f->shape.files, f->area->s);

  f->canvas->ops->fill_rect (f->canvas, f->area->x0 - f->margin, f->area->y0 - f->margin, size, size,
                             &ts_board_wood);
}

/* The fill of a square under the grid lines, by priority. */
static const Colour *
square_fill (guint32 marks)
{
  if (marks & TS_MARK_SELECTED)
    return &ts_board_selected;
  /* what the move under the pointer would burn comes before its target's fill */
  if (marks & TS_MARK_BURN_SELF)
    return &burn_self_colour;
  if (marks & TS_MARK_BURN)
    return &burn_colour;
  /* the start square to come back to (igui) */
  if (marks & TS_MARK_TARGET_RETURN)
    return &occupied_target_colour;
  if (marks & TS_MARK_PATH)
    return &path_colour;
  if (marks & (TS_MARK_TARGET_CAPTURE | TS_MARK_TARGET_GO_ON))
    return &target_capture_colour;
  if (marks & TS_MARK_HOVER_CAPTURE)
    return &hover_capture_colour;
  if (marks & (TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE | TS_MARK_LAST_BURNT))
    return &ts_board_last_move;
  return NULL;
}

static void
paint_square_fills (const Frame *f)
{
  const TsBoardArea *a = f->area;

  for (int row = a->r0; row <= a->r1; row++)
    for (int col = a->c0; col <= a->c1; col++)
      {
        const Colour *fill = square_fill (marks_at (f, col, row));

        if (fill != NULL)
          f->canvas->ops->fill_rect (f->canvas, col_x (f, col), row_y (f, row), a->s, a->s, fill);
      }
}

static void
paint_grid (const Frame *f)
{
  int s = f->area->s, lw = ts_board_line_width (s), border = lw * 2;
  double len = f->shape.files * s, x0 = f->area->x0, y0 = f->area->y0;

  for (int i = 0; i <= f->shape.files; i++)
    {
      int w = (i == 0 || i == f->shape.files) ? border : lw;
      double at = i * s - w / 2.0;

      f->canvas->ops->fill_rect (f->canvas, x0 + at, y0 - border / 2.0, w, len + border, &ts_board_line);
      f->canvas->ops->fill_rect (f->canvas, x0 - border / 2.0, y0 + at, len + border, w, &ts_board_line);
    }

  /* The dots are the variant's (tai's camps, tenjiku's promotion zones);
   * symmetric under flipping, so they need no mapping. */
  for (int i = 0; i < 4; i++)
    {
      int col = f->shape.dot_files[i & 1];
      int row = f->shape.dot_rows[(i & 2) >> 1];

      f->canvas->ops->fill_disc (f->canvas, x0 + col * s, y0 + row * s, ts_board_dot_radius (s), &ts_board_line);
    }
}

static void
paint_pieces (const Frame *f)
{
  const TsBoardArea *a = f->area;

  for (int row = a->r0; row <= a->r1; row++)
    for (int col = a->c0; col <= a->c1; col++)
      {
        TsSquare sq = square_at (f, col, row);
        TsPiece pc = f->picture->pos->board[sq];

        if (pc == TS_EMPTY || sq == f->picture->hidden)
          continue;
        /* Flipped, White's pieces point up and Black's down; the face
         * stays the piece's own (White's tenjiku king is 王将 either way). */
        f->canvas->ops->piece (f->canvas, pc, (TS_PIECE_COLOR (pc) == TS_WHITE) != f->picture->flipped,
                               col_x (f, col), row_y (f, row), a->s);
      }
}

/* The threat view's marks: a small shape a marked square, never one the
 * size of the board (in the window a large Cairo surface each frame would
 * cost more than the whole board). */
static void
paint_threat_marks (const Frame *f)
{
  const TsBoardArea *a = f->area;

  for (int row = a->r0; row <= a->r1; row++)
    for (int col = a->c0; col <= a->c1; col++)
      {
        guint8 threats = (marks_at (f, col, row) & TS_MARK_THREATS) >> TS_MARK_THREAT_SHIFT;
        double x = col_x (f, col), y = row_y (f, row);
        cairo_t *cr;

        if (threats == 0)
          continue;
        cr = f->canvas->ops->begin_shapes (f->canvas, x, y, a->s, a->s);
        ts_board_paint_threat_mark (cr, threats, x, y, a->s);
        f->canvas->ops->end_shapes (f->canvas, cr);
      }
}

/* Quiet destinations, of the selected piece (green) or of the hovered
 * one (smaller, blue): a dot, so the square's emptiness stays visible.
 * A square the hovered piece reaches by lion power gets a ring round its
 * dot: the lion's area reads apart from its plain moves. */
static void
paint_dots (const Frame *f)
{
  const TsBoardArea *a = f->area;
  TsBoardCanvas *canvas = f->canvas;

  for (int row = a->r0; row <= a->r1; row++)
    for (int col = a->c0; col <= a->c1; col++)
      {
        TsSquare sq = square_at (f, col, row);
        guint32 marks = f->picture->marks[sq];
        double cx = col_x (f, col) + a->s * 0.5, cy = row_y (f, row) + a->s * 0.5;

        if (f->picture->pos->board[sq] != TS_EMPTY)
          continue;
        if (marks & TS_MARK_TARGET)
          canvas->ops->fill_disc (canvas, cx, cy, MAX (3.0, a->s * 0.17), &target_colour);
        else if (marks & TS_MARK_HOVER_MOVE)
          {
            if (marks & TS_MARK_HOVER_LION)
              canvas->ops->fill_disc (canvas, cx, cy, MAX (4.0, a->s * 0.22), &hover_lion_colour);
            canvas->ops->fill_disc (canvas, cx, cy, MAX (2.5, a->s * 0.12), &hover_move_colour);
          }
      }
}

/* Strokes the current path dark over a light halo, so that a marker reads
 * on any fill. */
static void
stroke_marker (cairo_t *cr, double width, const Colour *c)
{
  cairo_set_line_width (cr, width * 2.2);
  ts_board_set_source (cr, &ts_board_marker_halo);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  ts_board_set_source (cr, c);
  cairo_stroke (cr);
}

/* A round arrow about (cx, cy): the pass (a whole turn) or, open at the
 * top, the way back of igui. */
static void
circular_arrow (cairo_t *cr, double cx, double cy, double r, double width, double from, double to,
                const Colour *c)
{
  double hx = cx + r * cos (to), hy = cy + r * sin (to), head = MAX (3.0, r * 0.7);
  double tx = -sin (to), ty = cos (to); /* the tangent at the head */

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, from, to);
  stroke_marker (cr, width, c);
  cairo_move_to (cr, hx + tx * head, hy + ty * head);
  cairo_line_to (cr, hx - ty * head * 0.6, hy + tx * head * 0.6);
  cairo_line_to (cr, hx + ty * head * 0.6, hy - tx * head * 0.6);
  cairo_close_path (cr);
  ts_board_set_source (cr, c);
  cairo_fill (cr);
}

/* A flame standing on (fx, fy), `h` high. */
static void
draw_flame (cairo_t *cr, double fx, double fy, double h, double w)
{
  cairo_new_path (cr);
  ts_board_flame_path (cr, fx, fy, h);
  cairo_set_line_width (cr, w * 1.2);
  ts_board_set_source (cr, &ts_board_marker_halo);
  cairo_stroke_preserve (cr);
  ts_board_set_source (cr, &ts_board_flame);
  cairo_fill (cr);
}

/* The markers of one square, over its piece. */
static void
draw_square_markers (cairo_t *cr, guint32 marks, double x, double y, double s)
{
  double cx = x + s / 2, cy = y + s / 2, w = MAX (1.5, s * 0.07), corner = s * 0.2;

  if (marks & TS_MARK_TARGET_GO_ON)
    {
      /* a ring: capture here, and the move goes on */
      static const double dash[] = { 3.0, 2.0 };
      double d[2] = { dash[0] * w, dash[1] * w };

      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, s * 0.42, 0, 2 * G_PI);
      cairo_set_dash (cr, d, 2, 0);
      stroke_marker (cr, w, &go_on_colour);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (marks & TS_MARK_TARGET_STOP)
    {
      /* a stop sign's square, in the corner */
      cairo_rectangle (cr, x + s - corner * 1.6, y + corner * 0.6, corner, corner);
      cairo_set_line_width (cr, w);
      ts_board_set_source (cr, &ts_board_marker_halo);
      cairo_stroke_preserve (cr);
      ts_board_set_source (cr, &marker_colour);
      cairo_fill (cr);
    }
  if (marks & TS_MARK_TARGET_RETURN)
    circular_arrow (cr, cx, cy, s * 0.3, w, -G_PI * 0.25, G_PI * 1.25, &marker_colour);
  if (marks & TS_MARK_TARGET_PASS)
    circular_arrow (cr, cx, cy, s * 0.36, w, -G_PI * 0.4, G_PI * 1.5, &marker_colour);
  /* what the last move took or burnt here */
  ts_board_paint_last_move_marks (cr, (marks & TS_MARK_LAST_CAPTURE) != 0, (marks & TS_MARK_LAST_BURNT) != 0, x, y, s);
  if (marks & TS_MARK_BURN)
    /* a larger one: the piece here would burn */
    draw_flame (cr, x + corner * 1.1, y + s - corner * 0.3, corner * 2, w);
  if (marks & TS_MARK_BURN_SELF)
    {
      /* the mover would end here and burn: a flame, barred */
      draw_flame (cr, cx, cy + s * 0.28, s * 0.56, w);
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, s * 0.4, 0, 2 * G_PI);
      cairo_move_to (cr, cx - s * 0.28, cy - s * 0.28);
      cairo_line_to (cr, cx + s * 0.28, cy + s * 0.28);
      stroke_marker (cr, w * 1.1, &refused_colour);
    }
  /* the last move stayed here (igui, a pass): a small round arrow in the
   * corner, left out while the piece is selected again */
  if ((marks & TS_MARK_LAST_STAY) && !(marks & TS_MARK_SELECTED))
    circular_arrow (cr, x + s - corner, y + s - corner, corner * 0.6, w * 0.7, -G_PI * 0.4, G_PI * 1.5,
                    &marker_colour);
  if (marks & TS_MARK_REFUSED)
    {
      /* "no": a barred circle */
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, s * 0.38, 0, 2 * G_PI);
      cairo_move_to (cr, cx - s * 0.27, cy - s * 0.27);
      cairo_line_to (cr, cx + s * 0.27, cy + s * 0.27);
      stroke_marker (cr, w * 1.3, &refused_colour);
    }
  if (marks & TS_MARK_CURSOR)
    {
      cairo_rectangle (cr, x + w, y + w, s - 2 * w, s - 2 * w);
      stroke_marker (cr, w * 1.2, &cursor_colour);
    }
}

/* Every square's markers, each in its square's own shapes: as small as
 * the threat marks. */
static void
paint_markers (const Frame *f)
{
  const TsBoardArea *a = f->area;

  for (int row = a->r0; row <= a->r1; row++)
    for (int col = a->c0; col <= a->c1; col++)
      {
        guint32 marks = marks_at (f, col, row);
        double x = col_x (f, col), y = row_y (f, row);
        cairo_t *cr;

        if (!(marks & MARKERS))
          continue;
        cr = f->canvas->ops->begin_shapes (f->canvas, x, y, a->s, a->s);
        draw_square_markers (cr, marks, x, y, a->s);
        f->canvas->ops->end_shapes (f->canvas, cr);
      }
}

/* Pieces of the marked type: a ring inside the square, over the piece so
 * that no fill of the square can hide it. */
static void
paint_type_marks (const Frame *f)
{
  const TsBoardArea *a = f->area;
  double w = MAX (2.0, a->s * 0.09);

  for (int row = a->r0; row <= a->r1; row++)
    for (int col = a->c0; col <= a->c1; col++)
      if (marks_at (f, col, row) & TS_MARK_TYPE)
        f->canvas->ops->frame (f->canvas, col_x (f, col) + w / 2, row_y (f, row) + w / 2, a->s - w, a->s - w,
                               a->s * 0.12, w, &type_mark_colour);
}

static void
square_centre (const Frame *f, TsSquare sq, double *x, double *y)
{
  int col = view_index (f, ts_variant_col (f->variant, sq)), row = view_index (f, ts_variant_row (f->variant, sq));

  *x = col_x (f, col) + f->area->s / 2.0;
  *y = row_y (f, row) + f->area->s / 2.0;
}

/* The engine's suggested move: an arrow from the piece through the squares
 * it captures on to where it ends, and a ring on the piece. */
static void
paint_hint_move (const Frame *f)
{
  const TsMove *m = f->picture->hint;
  const TsBoardArea *a = f->area;
  double x[TS_MAX_CAPTURES + 2], y[TS_MAX_CAPTURES + 2];
  double s = a->s, width = MAX (2.0, s * 0.16), head = MAX (6.0, s * 0.5);
  guint n = 0;
  cairo_t *cr;

  if (m == NULL)
    return;
  square_centre (f, m->from, &x[n], &y[n]);
  n++;
  for (guint i = 0; i < m->n_captures; i++, n++)
    square_centre (f, m->captures[i], &x[n], &y[n]);
  if (m->to != m->from || n == 1)
    {
      square_centre (f, m->to, &x[n], &y[n]);
      n++;
    }

  /* over the squares drawn, no larger: at high zoom the board is far
   * larger than the window */
  cr = f->canvas->ops->begin_shapes (f->canvas, col_x (f, a->c0), row_y (f, a->r0), (a->c1 - a->c0 + 1) * s,
                                     (a->r1 - a->r0 + 1) * s);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* the squares it captures on and ends on, tinted: a one-step move's
   * arrow is short */
  for (guint i = 1; i < n; i++)
    cairo_rectangle (cr, x[i] - s / 2.0, y[i] - s / 2.0, s, s);
  ts_board_set_source (cr, &hint_tint);
  cairo_fill (cr);
  /* the ring on the piece to move */
  cairo_new_path (cr);
  cairo_arc (cr, x[0], y[0], s * 0.46, 0, 2 * G_PI);
  cairo_set_line_width (cr, width * 0.6);
  ts_board_set_source (cr, &hint_colour);
  cairo_stroke (cr);
  if (n > 1 && (x[n - 1] != x[0] || y[n - 1] != y[0] || n > 2))
    {
      double dx = x[n - 1] - x[n - 2], dy = y[n - 1] - y[n - 2], len = MAX (hypot (dx, dy), 1e-6);
      double ux = dx / len, uy = dy / len;
      double sx = x[1] - x[0], sy = y[1] - y[0], slen = MAX (hypot (sx, sy), 1e-6);
      /* the tip short of the last square's centre, the shaft from the
       * ring: the pieces' labels stay readable */
      double tip = s * 0.18;
      double bx = x[n - 1] - ux * (head * 0.8 + tip), by = y[n - 1] - uy * (head * 0.8 + tip);

      x[n - 1] -= ux * tip;
      y[n - 1] -= uy * tip;
      cairo_new_path (cr);
      cairo_move_to (cr, x[0] + sx / slen * s * 0.46, y[0] + sy / slen * s * 0.46);
      for (guint i = 1; i + 1 < n; i++)
        cairo_line_to (cr, x[i], y[i]);
      cairo_line_to (cr, bx, by);
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
      cairo_new_path (cr);
      cairo_move_to (cr, x[n - 1], y[n - 1]);
      cairo_line_to (cr, bx - uy * head * 0.55 - ux * head * 0.2, by + ux * head * 0.55 - uy * head * 0.2);
      cairo_line_to (cr, bx + uy * head * 0.55 - ux * head * 0.2, by - ux * head * 0.55 - uy * head * 0.2);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  f->canvas->ops->end_shapes (f->canvas, cr);
}

/* File numbers above the grid, ranks to its right, as in shogi: file
 * numbers files .. 1 from Black's left, ranks from 'a' (or 一) at the
 * top. */
static void
paint_coordinates (const Frame *f)
{
  const TsBoardArea *a = f->area;
  int files = f->shape.files;
  double font = ts_board_label_size (a->s);

  for (int col = a->c0; col <= a->c1; col++)
    {
      int i = view_index (f, col);
      g_autofree char *file = ts_notation_file_label (files - i, f->picture->coordinates);

      f->canvas->ops->text (f->canvas, TS_BOARD_FILE_LABEL_KEY (i), file, font, col_x (f, col) + a->s * 0.5, a->y0 - f->margin / 2,
                            a->s * TS_BOARD_LABEL_ROOM, &ts_board_label);
    }
  for (int row = a->r0; row <= a->r1; row++)
    {
      int i = view_index (f, row);
      g_autofree char *rank = ts_notation_rank_label (i, f->picture->coordinates);

      f->canvas->ops->text (f->canvas, TS_BOARD_RANK_LABEL_KEY (i), rank, font, a->x0 + files * a->s + f->margin / 2,
                            row_y (f, row) + a->s * 0.5, f->margin * TS_BOARD_LABEL_ROOM, &ts_board_label);
    }
}

/* The side to move: a band along its edge of the board and a wedge of its
 * colour (☗ black, ☖ white) in the margin beside its back rank. */
static void
paint_turn (const Frame *f)
{
  const TsBoardArea *a = f->area;
  TsColor side = f->picture->pos->side;
  gboolean bottom = (side == TS_BLACK) != f->picture->flipped;
  double len = f->shape.files * a->s, band = MAX (3.0, a->s * 0.1), gap = a->s * 0.12;
  double token = f->margin * 0.8;
  double tx = a->x0 - f->margin + (f->margin - token) / 2, ty = bottom ? a->y0 + len - token : a->y0;
  cairo_t *cr;

  f->canvas->ops->fill_rect (f->canvas, a->x0, bottom ? a->y0 + len + gap : a->y0 - gap - band, len, band,
                             &ts_board_turn);
  cr = f->canvas->ops->begin_shapes (f->canvas, tx, ty, token, token);
  cairo_translate (cr, tx, ty);
  ts_board_paint_turn_token (cr, side, token, bottom);
  f->canvas->ops->end_shapes (f->canvas, cr);
}

void
ts_board_paint_area (TsBoardCanvas *canvas, const TsBoardPicture *picture, const TsBoardArea *area)
{
  Frame f = { canvas, picture, area, ts_rules_variant (picture->pos->rules), { 0 }, ts_board_margin_for (area->s) };

  g_return_if_fail (area->s > 0);

  ts_board_shape_of (f.variant, &f.shape);
  paint_background (&f);
  paint_square_fills (&f);
  paint_grid (&f);
  paint_pieces (&f);
  paint_threat_marks (&f);
  paint_dots (&f);
  paint_markers (&f);
  paint_hint_move (&f);
  paint_type_marks (&f);
  paint_coordinates (&f);
  paint_turn (&f);
}

/* ---- the Cairo canvas: board images ---- */

typedef struct {
  TsBoardCanvas canvas;
  cairo_t *cr;
  TsPiecePainter *painter;
  PangoLayout *layout;
} CairoCanvas;

static void
cairo_fill_rect (TsBoardCanvas *canvas, double x, double y, double w, double h, const TsBoardColour *c)
{
  cairo_t *cr = ((CairoCanvas *) canvas)->cr;

  cairo_rectangle (cr, x, y, w, h);
  ts_board_set_source (cr, c);
  cairo_fill (cr);
}

static void
cairo_fill_disc (TsBoardCanvas *canvas, double cx, double cy, double r, const TsBoardColour *c)
{
  cairo_t *cr = ((CairoCanvas *) canvas)->cr;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  ts_board_set_source (cr, c);
  cairo_fill (cr);
}

static void
cairo_frame (TsBoardCanvas *canvas, double x, double y, double w, double h, double radius, double width,
             const TsBoardColour *c)
{
  cairo_t *cr = ((CairoCanvas *) canvas)->cr;
  /* the band's middle line: inset by half its width, its corners rounded
   * by as much less */
  double r = MAX (0.0, radius - width / 2), l = x + width / 2, t = y + width / 2;
  double rt = x + w - width / 2, b = y + h - width / 2;

  cairo_new_sub_path (cr);
  cairo_arc (cr, rt - r, t + r, r, -G_PI / 2, 0);
  cairo_arc (cr, rt - r, b - r, r, 0, G_PI / 2);
  cairo_arc (cr, l + r, b - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, l + r, t + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_line_width (cr, width);
  ts_board_set_source (cr, c);
  cairo_stroke (cr);
}

static void
cairo_piece (TsBoardCanvas *canvas, TsPiece pc, gboolean pointing_down, double x, double y, double size)
{
  CairoCanvas *self = (CairoCanvas *) canvas;

  cairo_save (self->cr);
  cairo_translate (self->cr, x, y);
  ts_piece_painter_draw_pointing (self->painter, self->cr, pc, pointing_down, size);
  cairo_restore (self->cr);
}

static void
cairo_text (TsBoardCanvas *canvas, guint key, const char *text, double font_px, double cx, double cy, double room,
            const TsBoardColour *c)
{
  CairoCanvas *self = (CairoCanvas *) canvas;
  int w, h;
  double narrow;

  if (self->layout == NULL)
    {
      g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

      self->layout = pango_cairo_create_layout (self->cr);
      pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
      pango_layout_set_font_description (self->layout, font);
    }
  pango_layout_set_text (self->layout, text, -1);
  pango_layout_get_pixel_size (self->layout, &w, &h);
  narrow = w > room ? room / w : 1.0;
  cairo_save (self->cr);
  cairo_translate (self->cr, round (cx - w * narrow / 2.0), round (cy - h / 2.0));
  cairo_scale (self->cr, narrow, 1.0);
  cairo_move_to (self->cr, 0, 0);
  ts_board_set_source (self->cr, c);
  pango_cairo_show_layout (self->cr, self->layout);
  cairo_restore (self->cr);
}

static cairo_t *
cairo_begin_shapes (TsBoardCanvas *canvas, double x, double y, double w, double h)
{
  cairo_t *cr = ((CairoCanvas *) canvas)->cr;

  cairo_save (cr);
  cairo_new_path (cr);
  return cr;
}

static void
cairo_end_shapes (TsBoardCanvas *canvas, cairo_t *cr)
{
  cairo_restore (cr);
}

static const TsBoardCanvasOps cairo_canvas_ops = {
  cairo_fill_rect, cairo_fill_disc, cairo_frame, cairo_piece, cairo_text, cairo_begin_shapes, cairo_end_shapes,
};

void
ts_board_paint (cairo_t *cr, TsPiecePainter *painter, const TsBoardPicture *picture, int s)
{
  double margin = ts_board_margin_for (s);
  int files = ts_rules_variant (picture->pos->rules)->width;
  TsBoardArea area = { margin, margin, s, 0, files - 1, 0, files - 1 };
  CairoCanvas canvas = { { &cairo_canvas_ops }, cr, painter, NULL };

  g_return_if_fail (s > 0);

  ts_piece_painter_set_rules (painter, picture->pos->rules);
  cairo_save (cr);
  ts_board_paint_area (&canvas.canvas, picture, &area);
  cairo_restore (cr);
  g_clear_object (&canvas.layout);
}

void
ts_board_paint_sized (cairo_t *cr, TsPiecePainter *painter, const TsBoardPicture *picture, int size)
{
  /* the largest square size that fits, the rest made up by scaling: an
   * image of exactly ts_board_content_size (s) is the view's at s */
  int files = ts_rules_variant (picture->pos->rules)->width;
  int s = (int) ceil (size / (files + 2 * TS_BOARD_MARGIN_FRAC)) + 1;
  double scale;

  while (s > 1 && ts_board_content_size_of (files, s) > size)
    s--;
  scale = size / ts_board_content_size_of (files, s);

  cairo_save (cr);
  cairo_scale (cr, scale, scale);
  ts_board_paint (cr, painter, picture, s);
  cairo_restore (cr);
}

cairo_surface_t *
ts_board_render_image (TsPiecePainter *painter, const TsBoardPicture *picture, int size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  ts_board_paint_sized (cr, painter, picture, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

gboolean
ts_board_image_format_for_path (const char *path, TsBoardImageFormat *format)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".png"))
    *format = TS_BOARD_IMAGE_PNG;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = TS_BOARD_IMAGE_SVG;
  else
    return FALSE;
  return TRUE;
}

static gboolean
cairo_ok (cairo_status_t status, const char *path, GError **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
  return FALSE;
}

static gboolean
save_svg (TsPiecePainter *painter, const TsBoardPicture *picture, int size, const char *path, GError **error)
{
  cairo_surface_t *surface = cairo_svg_surface_create (path, size, size);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
  ts_board_paint_sized (cr, painter, picture, size);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return cairo_ok (status, path, error);
}

gboolean
ts_board_image_save (TsPiecePainter *painter, const TsBoardPicture *picture, int size, const char *path,
                     GError **error)
{
  TsBoardImageFormat format;
  cairo_surface_t *surface;
  cairo_status_t status;

  g_return_val_if_fail (size >= TS_BOARD_IMAGE_MIN_SIZE && size <= TS_BOARD_IMAGE_MAX_SIZE, FALSE);

  if (!ts_board_image_format_for_path (path, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s: the name must end in .png or .svg", path);
      return FALSE;
    }
  if (format == TS_BOARD_IMAGE_SVG)
    return save_svg (painter, picture, size, path, error);
  surface = ts_board_render_image (painter, picture, size);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  return cairo_ok (status, path, error);
}
