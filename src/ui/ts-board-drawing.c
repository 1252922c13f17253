/* ts-board-drawing.c — the board's snapshot; see ts-board-drawing.h. */
#include "ts-board-drawing.h"

#include <math.h>

#include "ts-board-style.h"

/* What one frame draws from. */
typedef struct {
  GtkWidget *widget;
  TsBoardScene *scene;
  const TsPosition *pos;
  gboolean show_hover;   /* no piece selected: the hovered piece's moves show */
  const TsBoardGeometry *g;
  const TsBoardOverlay *overlay;
} Frame;

typedef TsBoardColour Colour;

#define RGBA(c) (&(GdkRGBA) { (c).r, (c).g, (c).b, (c).a })

/* (Wood, grid, labels, the last move, the selection and the turn are the
 * board style's, ts-board-style.h, shared with board images; the colours
 * below only the app shows.) */
static const Colour path_colour = { 0.95, 0.50, 0.10, 0.60 };
static const Colour target_colour = { 0.10, 0.55, 0.25, 0.85 };
static const Colour target_capture_colour = { 0.90, 0.12, 0.10, 0.50 };
static const Colour hover_move_colour = { 0.10, 0.30, 0.85, 0.60 };
static const Colour occupied_target_colour = { 0.10, 0.55, 0.25, 0.45 };
static const Colour hover_capture_colour = { 1.00, 0.45, 0.00, 0.50 };
/* The engine's hint: a teal apart from the move colours. */
static const Colour hint_colour = { 0.02, 0.60, 0.55, 0.80 };
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

static graphene_rect_t
square_rect (const TsBoardGeometry *g, int col, int row)
{
  return GRAPHENE_RECT_INIT (g->x0 + col * g->s, g->y0 + row * g->s, g->s, g->s);
}

static void
append_disc (GtkSnapshot *snapshot, double cx, double cy, double radius, const Colour *c)
{
  GskRoundedRect disc;

  gsk_rounded_rect_init_from_rect (&disc, &GRAPHENE_RECT_INIT (cx - radius, cy - radius, 2 * radius, 2 * radius),
                                   radius);
  gtk_snapshot_push_rounded_clip (snapshot, &disc);
  gtk_snapshot_append_color (snapshot, RGBA (*c), &disc.bounds);
  gtk_snapshot_pop (snapshot);
}

/* A flat fill: a gradient over a million pixels costs software
 * renderers more than everything else on the board together. */
static void
draw_background (GtkSnapshot *snapshot, const TsBoardGeometry *g)
{
  double size = ts_board_content_size_of (g->files, g->s);

  gtk_snapshot_append_color (snapshot, RGBA (ts_board_wood),
                             &GRAPHENE_RECT_INIT (g->x0 - g->margin, g->y0 - g->margin, size, size));
}

/* The fill of a square under the grid lines, by priority. */
static const Colour *
square_fill (guint32 marks, gboolean occupied, gboolean show_hover)
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
  if (show_hover && (marks & TS_MARK_HOVER_CAPTURE))
    return &hover_capture_colour;
  if (marks & (TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE | TS_MARK_LAST_BURNT))
    return &ts_board_last_move;
  return NULL;
}

static void
draw_square_fills (const Frame *f, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsSquare sq = ts_board_geometry_square (f->g, col, row);
        const Colour *fill = square_fill (ts_board_scene_get_marks (f->scene, sq), f->pos->board[sq] != TS_EMPTY,
                                          f->show_hover);
        graphene_rect_t rect = square_rect (f->g, col, row);

        if (fill != NULL)
          gtk_snapshot_append_color (snapshot, RGBA (*fill), &rect);
      }
}

static void
draw_grid (GtkSnapshot *snapshot, const TsBoardGeometry *g)
{
  int lw = ts_board_line_width (g->s), border = lw * 2;
  double len = g->files * g->s;
  TsBoardShape shape;

  for (int i = 0; i <= g->files; i++)
    {
      int w = (i == 0 || i == g->files) ? border : lw;
      double at = i * g->s - w / 2.0;

      gtk_snapshot_append_color (snapshot, RGBA (ts_board_line),
                                 &GRAPHENE_RECT_INIT (g->x0 + at, g->y0 - border / 2.0, w, len + border));
      gtk_snapshot_append_color (snapshot, RGBA (ts_board_line),
                                 &GRAPHENE_RECT_INIT (g->x0 - border / 2.0, g->y0 + at, len + border, w));
    }

  /* The dots are the variant's (tai's camps, tenjiku's promotion zones),
   * as board images place them; symmetric under flipping, so they need no
   * mapping. */
  ts_board_shape_of (g->variant, &shape);
  for (int i = 0; i < 4; i++)
    {
      int col = shape.dot_files[i & 1];
      int row = shape.dot_rows[(i & 2) >> 1];

      append_disc (snapshot, g->x0 + col * g->s, g->y0 + row * g->s, ts_board_dot_radius (g->s), &ts_board_line);
    }
}

/* The image of a piece on this board: flipped, White's pieces point up
 * and Black's down, each keeping its own face (White's tenjiku king is
 * 王将 either way). */
static GdkTexture *
board_texture (const Frame *f, TsPiecePainter *painter, TsPiece pc, int px)
{
  return ts_piece_painter_get_texture_pointing (painter, pc, (TS_PIECE_COLOR (pc) == TS_WHITE) != f->g->flipped, px);
}

static void
draw_pieces (const Frame *f, TsPiecePainter *painter, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  int px = (int) ceil (f->g->s * gtk_widget_get_scale_factor (f->widget));

  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsPiece pc = f->pos->board[ts_board_geometry_square (f->g, col, row)];
        graphene_rect_t rect = square_rect (f->g, col, row);

        if (pc == TS_EMPTY || ts_board_geometry_square (f->g, col, row) == f->overlay->dragged)
          continue;
        gtk_snapshot_append_texture (snapshot, board_texture (f, painter, pc, px), &rect);
      }
}

/* The threat view's marks, painted as board images paint them: a small
 * Cairo node a marked square, never one the size of the board (a large
 * surface each frame would cost more than the whole board). */
static void
draw_threat_marks (const Frame *f, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  const TsBoardGeometry *g = f->g;

  if (!ts_board_scene_get_show_threats (f->scene))
    return;
  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        guint8 marks = ts_board_scene_get_threat_marks (f->scene, ts_board_geometry_square (g, col, row));
        graphene_rect_t rect = square_rect (g, col, row);
        cairo_t *cr;

        if (marks == 0)
          continue;
        cr = gtk_snapshot_append_cairo (snapshot, &rect);
        ts_board_paint_threat_mark (cr, marks, rect.origin.x, rect.origin.y, g->s);
        cairo_destroy (cr);
      }
}

/* Quiet destinations, of the selected piece (green) or of the hovered
 * one (smaller, blue): a dot, so the square's emptiness stays visible.
 * A square the hovered piece reaches by lion power gets a ring round its
 * dot: the lion's area reads apart from its plain moves. */
static void
draw_dots (const Frame *f, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  const TsBoardGeometry *g = f->g;

  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        TsSquare sq = ts_board_geometry_square (g, col, row);
        guint32 marks = ts_board_scene_get_marks (f->scene, sq);
        double cx = g->x0 + (col + 0.5) * g->s, cy = g->y0 + (row + 0.5) * g->s;

        if (f->pos->board[sq] != TS_EMPTY)
          continue;
        if (marks & TS_MARK_TARGET)
          append_disc (snapshot, cx, cy, MAX (3.0, g->s * 0.17), &target_colour);
        else if (f->show_hover && (marks & TS_MARK_HOVER_MOVE))
          {
            if (marks & TS_MARK_HOVER_LION)
              append_disc (snapshot, cx, cy, MAX (4.0, g->s * 0.22), &hover_lion_colour);
            append_disc (snapshot, cx, cy, MAX (2.5, g->s * 0.12), &hover_move_colour);
          }
      }
}

static void
set_colour (cairo_t *cr, const Colour *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

/* Strokes the current path dark over a light halo, so that a marker reads
 * on any fill. */
static void
stroke_marker (cairo_t *cr, double width, const Colour *c)
{
  cairo_set_line_width (cr, width * 2.2);
  set_colour (cr, &ts_board_marker_halo);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_colour (cr, c);
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
  set_colour (cr, c);
  cairo_fill (cr);
}

/* A flame standing on (fx, fy), `h` high. */
static void
draw_flame (cairo_t *cr, double fx, double fy, double h, double w)
{
  cairo_new_path (cr);
  ts_board_flame_path (cr, fx, fy, h);
  cairo_set_line_width (cr, w * 1.2);
  set_colour (cr, &ts_board_marker_halo);
  cairo_stroke_preserve (cr);
  set_colour (cr, &ts_board_flame);
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
      set_colour (cr, &ts_board_marker_halo);
      cairo_stroke_preserve (cr);
      set_colour (cr, &marker_colour);
      cairo_fill (cr);
    }
  if (marks & TS_MARK_TARGET_RETURN)
    circular_arrow (cr, cx, cy, s * 0.3, w, -G_PI * 0.25, G_PI * 1.25, &marker_colour);
  if (marks & TS_MARK_TARGET_PASS)
    circular_arrow (cr, cx, cy, s * 0.36, w, -G_PI * 0.4, G_PI * 1.5, &marker_colour);
  /* what the last move took or burnt here, drawn as board images draw it */
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

/* Every square's markers, in one Cairo node over the visible squares. */
static void
draw_markers (const Frame *f, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  const TsBoardGeometry *g = f->g;
  const guint32 wanted = TS_MARK_TARGET_GO_ON | TS_MARK_TARGET_STOP | TS_MARK_TARGET_RETURN | TS_MARK_TARGET_PASS
                         | TS_MARK_LAST_CAPTURE | TS_MARK_LAST_STAY | TS_MARK_LAST_BURNT | TS_MARK_REFUSED
                         | TS_MARK_CURSOR | TS_MARK_BURN | TS_MARK_BURN_SELF;
  cairo_t *cr = NULL;

  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        guint32 marks = ts_board_scene_get_marks (f->scene, ts_board_geometry_square (g, col, row)) & wanted;

        if (marks == 0)
          continue;
        if (cr == NULL)
          cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, g->width, g->height));
        draw_square_markers (cr, marks, g->x0 + col * g->s, g->y0 + row * g->s, g->s);
      }
  if (cr != NULL)
    cairo_destroy (cr);
}

/* Pieces of the marked type: a ring inside the square, over the piece so
 * that no fill of the square can hide it. */
static void
draw_type_marks (const Frame *f, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  const TsBoardGeometry *g = f->g;
  float w = MAX (2.0f, g->s * 0.09f);
  const float widths[4] = { w, w, w, w };
  const GdkRGBA colours[4] = { *RGBA (type_mark_colour), *RGBA (type_mark_colour), *RGBA (type_mark_colour),
                               *RGBA (type_mark_colour) };

  if (ts_board_scene_get_marked_type (f->scene) == TS_PIECE_NONE)
    return;
  for (int row = v->r0; row <= v->r1; row++)
    for (int col = v->c0; col <= v->c1; col++)
      {
        graphene_rect_t rect = square_rect (g, col, row);
        GskRoundedRect ring;

        if (!(ts_board_scene_get_marks (f->scene, ts_board_geometry_square (g, col, row)) & TS_MARK_TYPE))
          continue;
        graphene_rect_inset (&rect, w / 2, w / 2);
        gsk_rounded_rect_init_from_rect (&ring, &rect, g->s * 0.12f);
        gtk_snapshot_append_border (snapshot, &ring, widths, colours);
      }
}

/* The engine's suggested move: an arrow from the piece through the squares
 * it captures on to where it ends, and a ring on the piece. */
static void
draw_hint_move (const Frame *f, GtkSnapshot *snapshot)
{
  const TsBoardGeometry *g = f->g;
  const TsMove *m = ts_board_scene_get_hint_move (f->scene);
  double x[TS_MAX_CAPTURES + 2], y[TS_MAX_CAPTURES + 2];
  double width = MAX (2.0, g->s * 0.16), head = MAX (6.0, g->s * 0.5);
  guint n = 0;
  cairo_t *cr;

  if (m == NULL)
    return;
  ts_board_geometry_square_center (g, m->from, &x[n], &y[n]);
  n++;
  for (guint i = 0; i < m->n_captures; i++, n++)
    ts_board_geometry_square_center (g, m->captures[i], &x[n], &y[n]);
  if (m->to != m->from || n == 1)
    {
      ts_board_geometry_square_center (g, m->to, &x[n], &y[n]);
      n++;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, g->width, g->height));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* the squares it captures on and ends on, tinted: a one-step move's
   * arrow is short */
  for (guint i = 1; i < n; i++)
    cairo_rectangle (cr, x[i] - g->s / 2.0, y[i] - g->s / 2.0, g->s, g->s);
  cairo_set_source_rgba (cr, hint_colour.r, hint_colour.g, hint_colour.b, 0.30);
  cairo_fill (cr);
  /* the ring on the piece to move */
  cairo_new_path (cr);
  cairo_arc (cr, x[0], y[0], g->s * 0.46, 0, 2 * G_PI);
  cairo_set_line_width (cr, width * 0.6);
  cairo_set_source_rgba (cr, hint_colour.r, hint_colour.g, hint_colour.b, hint_colour.a);
  cairo_stroke (cr);
  if (n > 1 && (x[n - 1] != x[0] || y[n - 1] != y[0] || n > 2))
    {
      double dx = x[n - 1] - x[n - 2], dy = y[n - 1] - y[n - 2], len = MAX (hypot (dx, dy), 1e-6);
      double ux = dx / len, uy = dy / len;
      double sx = x[1] - x[0], sy = y[1] - y[0], slen = MAX (hypot (sx, sy), 1e-6);
      /* the tip short of the last square's centre, the shaft from the
       * ring: the pieces' labels stay readable */
      double tip = g->s * 0.18;
      double bx = x[n - 1] - ux * (head * 0.8 + tip), by = y[n - 1] - uy * (head * 0.8 + tip);

      x[n - 1] -= ux * tip;
      y[n - 1] -= uy * tip;
      cairo_new_path (cr);
      cairo_move_to (cr, x[0] + sx / slen * g->s * 0.46, y[0] + sy / slen * g->s * 0.46);
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
  cairo_destroy (cr);
}

static PangoLayout *
make_label (GtkWidget *widget, const char *text, int s)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, ts_board_label_size (s) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  return layout;
}

void
ts_board_labels_clear (TsBoardLabels *labels)
{
  for (int i = 0; i < TS_MAX_SIZE; i++)
    {
      g_clear_object (&labels->file_labels[i]);
      g_clear_object (&labels->rank_labels[i]);
    }
  labels->square = 0;
  labels->files = 0;
}

/* Labels for a board of `files` files: file numbers files .. 1 from
 * Black's left, ranks from 'a' (or 一) at the top. */
static void
ensure_labels (GtkWidget *widget, TsBoardLabels *labels, int s, int files)
{
  if (labels->square == s && labels->files == files)
    return;
  ts_board_labels_clear (labels);
  for (int i = 0; i < files; i++)
    {
      g_autofree char *file = ts_notation_file_label (files - i, labels->style);
      g_autofree char *rank = ts_notation_rank_label (i, labels->style);

      labels->file_labels[i] = make_label (widget, file, s);
      labels->rank_labels[i] = make_label (widget, rank, s);
    }
  labels->square = s;
  labels->files = files;
}

/* Centred on (cx, cy), narrowed to `room` if wider (a kanji rank such as
 * 二十五 is wider than the margin). */
static void
append_label (GtkSnapshot *snapshot, PangoLayout *layout, double cx, double cy, double room)
{
  int w, h;
  double narrow;

  pango_layout_get_pixel_size (layout, &w, &h);
  narrow = w > room ? room / w : 1.0;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (cx - w * narrow / 2.0), round (cy - h / 2.0)));
  if (narrow < 1.0)
    gtk_snapshot_scale (snapshot, (float) narrow, 1.0f);
  gtk_snapshot_append_layout (snapshot, layout, RGBA (ts_board_label));
  gtk_snapshot_restore (snapshot);
}

/* File numbers above the grid, ranks to its right, as in shogi. */
static void
draw_coordinates (const Frame *f, TsBoardLabels *labels, GtkSnapshot *snapshot, const TsBoardSpan *v)
{
  const TsBoardGeometry *g = f->g;

  ensure_labels (f->widget, labels, g->s, g->files);
  for (int col = v->c0; col <= v->c1; col++)
    append_label (snapshot, labels->file_labels[ts_board_geometry_view_index (g, col)],
                  g->x0 + (col + 0.5) * g->s, g->y0 - g->margin / 2, g->s * TS_BOARD_LABEL_ROOM);
  for (int row = v->r0; row <= v->r1; row++)
    append_label (snapshot, labels->rank_labels[ts_board_geometry_view_index (g, row)],
                  g->x0 + g->files * g->s + g->margin / 2, g->y0 + (row + 0.5) * g->s,
                  g->margin * TS_BOARD_LABEL_ROOM);
}

/* The side to move: a band along its edge of the board and a wedge of its
 * colour (☗ black, ☖ white) in the margin beside its back rank. */
static void
draw_turn (const Frame *f, GtkSnapshot *snapshot)
{
  const TsBoardGeometry *g = f->g;
  TsColor side = f->pos->side;
  gboolean bottom = (side == TS_BLACK) != g->flipped;
  double len = g->files * g->s, band = MAX (3.0, g->s * 0.1), gap = g->s * 0.12;
  double token = g->margin * 0.8;
  double ty = bottom ? g->y0 + len - token : g->y0;
  cairo_t *cr;

  gtk_snapshot_append_color (snapshot, RGBA (ts_board_turn),
                             &GRAPHENE_RECT_INIT (g->x0, bottom ? g->y0 + len + gap : g->y0 - gap - band,
                                                  len, band));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x0 - g->margin + (g->margin - token) / 2, ty,
                                                                 token, token));
  cairo_translate (cr, g->x0 - g->margin + (g->margin - token) / 2, ty);
  ts_board_paint_turn_token (cr, side, token, bottom);
  cairo_destroy (cr);
}

/* The piece being dragged, under the pointer, a little larger. */
static void
draw_dragged (const Frame *f, TsPiecePainter *painter, GtkSnapshot *snapshot)
{
  const TsBoardOverlay *o = f->overlay;
  double size = f->g->s * 1.25;
  int px = (int) ceil (size * gtk_widget_get_scale_factor (f->widget));

  if (o->dragged == 0)
    return;
  gtk_snapshot_append_texture (snapshot,
                               board_texture (f, painter, f->pos->board[o->dragged], px),
                               &GRAPHENE_RECT_INIT (o->x - size / 2, o->y - size / 2, size, size));
}

/* ---- the loupe ---- */

/* What the loupe must not hide: where the hovered or selected piece can
 * go, the move being entered, and the last move. */
#define LOUPE_KEEP_CLEAR                                                                                       \
  (TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE | TS_MARK_LAST_BURNT | TS_MARK_LAST_STAY | TS_MARK_SELECTED | TS_MARK_PATH              \
   | TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE | TS_MARK_ANY_TARGET | TS_MARK_BURN | TS_MARK_BURN_SELF)
/* The squares a lion reaches: two on each side of the pointer's square. */
#define LOUPE_NEAR 2

/* How much of what matters a card at `card` would hide: the squares near
 * the pointer's (whatever their marks: the piece's neighbours) count
 * most, then the marked ones. */
static int
loupe_cost (const TsBoardGeometry *g, TsBoardScene *scene, const graphene_rect_t *card, int pcol, int prow)
{
  int c0 = (int) floor ((card->origin.x - g->x0) / g->s);
  int c1 = (int) floor ((card->origin.x + card->size.width - g->x0) / g->s);
  int r0 = (int) floor ((card->origin.y - g->y0) / g->s);
  int r1 = (int) floor ((card->origin.y + card->size.height - g->y0) / g->s);
  int cost = 0;
  TsBoardSpan v;

  /* the squares in view, the only ones the card can lie on */
  ts_board_geometry_visible_span (g, &v);
  for (int row = MAX (r0, v.r0); row <= MIN (r1, v.r1); row++)
    for (int col = MAX (c0, v.c0); col <= MIN (c1, v.c1); col++)
      {
        if (ABS (col - pcol) <= LOUPE_NEAR && ABS (row - prow) <= LOUPE_NEAR)
          cost += 100;
        else if (ts_board_scene_get_marks (scene, ts_board_geometry_square (g, col, row)) & LOUPE_KEEP_CLEAR)
          cost += 10;
      }
  return cost;
}

void
ts_board_loupe_place (const TsBoardGeometry *g, TsBoardScene *scene, double px, double py, double w, double h,
                      graphene_rect_t *card)
{
  double gap = (LOUPE_NEAR + 0.6) * g->s + 8, m = 4;
  int pcol = (int) floor ((px - g->x0) / g->s), prow = (int) floor ((py - g->y0) / g->s);
  /* beside the pointer on each side, clear of the squares a lion reaches,
   * then the view's corners */
  const graphene_point_t places[] = {
    { px + gap, py - h / 2 }, { px - gap - w, py - h / 2 }, { px - w / 2, py - gap - h }, { px - w / 2, py + gap },
    { m, m }, { g->width - w - m, m }, { m, g->height - h - m }, { g->width - w - m, g->height - h - m },
  };
  int best_cost = G_MAXINT;
  double best_distance = G_MAXDOUBLE;

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      graphene_rect_t r = GRAPHENE_RECT_INIT (CLAMP (places[i].x, m, MAX (m, g->width - w - m)),
                                              CLAMP (places[i].y, m, MAX (m, g->height - h - m)), w, h);
      double dx = r.origin.x + w / 2 - px, dy = r.origin.y + h / 2 - py;
      int cost = loupe_cost (g, scene, &r, pcol, prow);

      /* of two places hiding as much, the one nearer the pointer */
      if (cost < best_cost || (cost == best_cost && dx * dx + dy * dy < best_distance))
        {
          best_cost = cost;
          best_distance = dx * dx + dy * dy;
          *card = r;
        }
    }
}

GdkTexture *
ts_board_loupe_texture (TsPiecePainter *painter, TsPiece pc, int px)
{
  /* upright, to be read: the side is in the card's caption */
  return ts_piece_painter_get_texture_pointing (painter, pc, FALSE, px);
}

/* The loupe: when the squares are too small to read, the piece under the
 * pointer, enlarged and upright on a card near it with its side and name,
 * where the card hides least of what matters (ts_board_loupe_place). */
static void
draw_loupe (const Frame *f, TsPiecePainter *painter, GtkSnapshot *snapshot)
{
  const TsBoardOverlay *o = f->overlay;
  TsPiece pc = o->loupe != 0 ? f->pos->board[o->loupe] : TS_EMPTY;
  double size = TS_BOARD_LOUPE_SIZE, pad = 8, card_w = size + 2 * pad, card_h;
  int px = (int) ceil (size * gtk_widget_get_scale_factor (f->widget));
  g_autoptr (PangoLayout) name = NULL;
  g_autofree char *caption = NULL;
  GskRoundedRect card;
  graphene_rect_t place;
  int tw, th;

  if (pc == TS_EMPTY || pc == TS_OFFBOARD || o->dragged != 0)
    return;
  caption = g_strdup_printf ("%s %s", TS_PIECE_COLOR (pc) == TS_BLACK ? "☗" : "☖",
                             ts_piece_display_name (ts_piece_moves_as (f->pos->rules, pc)));
  name = gtk_widget_create_pango_layout (f->widget, caption);
  pango_layout_set_width (name, (int) (card_w - 2 * pad) * PANGO_SCALE);
  pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (name, PANGO_WRAP_WORD);
  pango_layout_get_pixel_size (name, &tw, &th);
  card_h = size + 3 * pad + th;
  ts_board_loupe_place (f->g, f->scene, o->x, o->y, card_w, card_h, &place);
  gsk_rounded_rect_init_from_rect (&card, &place, 10);
  gtk_snapshot_push_rounded_clip (snapshot, &card);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.98, 0.96, 0.90, 0.97 }, &card.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &card, (float[4]) { 1, 1, 1, 1 },
                              (GdkRGBA[4]) { { 0, 0, 0, 0.3 }, { 0, 0, 0, 0.3 }, { 0, 0, 0, 0.3 }, { 0, 0, 0, 0.3 } });
  gtk_snapshot_append_texture (snapshot, ts_board_loupe_texture (painter, pc, px),
                               &GRAPHENE_RECT_INIT (place.origin.x + pad, place.origin.y + pad, size, size));
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (place.origin.x + pad, place.origin.y + size + 2 * pad));
  gtk_snapshot_append_layout (snapshot, name, &(GdkRGBA) { 0.1, 0.08, 0.05, 1 });
  gtk_snapshot_restore (snapshot);
}

void
ts_board_draw (GtkWidget *widget, GtkSnapshot *snapshot, TsBoardScene *scene, TsPiecePainter *painter,
               const TsBoardGeometry *g, TsBoardLabels *labels, const TsBoardOverlay *overlay)
{
  /* While a piece is selected, only its own moves are shown. */
  Frame f = { widget, scene, ts_board_scene_get_position (scene), ts_board_scene_get_selected (scene) == 0, g,
              overlay };
  TsBoardSpan v;

  if (g->s <= 0)
    return;
  ts_board_geometry_visible_span (g, &v);

  draw_background (snapshot, g);
  draw_square_fills (&f, snapshot, &v);
  draw_grid (snapshot, g);
  draw_pieces (&f, painter, snapshot, &v);
  draw_threat_marks (&f, snapshot, &v);
  draw_dots (&f, snapshot, &v);
  draw_markers (&f, snapshot, &v);
  draw_hint_move (&f, snapshot);
  draw_type_marks (&f, snapshot, &v);
  draw_coordinates (&f, labels, snapshot, &v);
  draw_turn (&f, snapshot);
  draw_dragged (&f, painter, snapshot);
  draw_loupe (&f, painter, snapshot);
}
