/* ts-board-painter.c — see ts-board-painter.h.  The layout follows the
 * board view's (src/ui/ts-board-drawing.c) step by step. */
#include "ts-board-painter.h"

#include <cairo-svg.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "ts-threats.h"

/* Where the grid is, and which way round. */
typedef struct {
  double x0, y0;
  int s;
  double margin;
  gboolean flipped;
  const TsVariant *variant;
  TsBoardShape shape;
} Layout;

static int
view_index (const Layout *l, int i)
{
  return l->flipped ? l->shape.files - 1 - i : i;
}

static TsSquare
square_at (const Layout *l, int col, int row)
{
  return ts_variant_square (l->variant, view_index (l, col), view_index (l, row));
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

  ts_threats_marks (threats, emperor_only_too, picture->threats);
}

static void
paint_background (cairo_t *cr, int files, int s)
{
  double size = ts_board_content_size_of (files, s);

  cairo_rectangle (cr, 0, 0, size, size);
  ts_board_set_source (cr, &ts_board_wood);
  cairo_fill (cr);
}

static const TsBoardColour *
highlight_fill (guint8 highlights)
{
  if (highlights & TS_HIGHLIGHT_SELECTED)
    return &ts_board_selected;
  if (highlights & (TS_HIGHLIGHT_LAST_MOVE | TS_HIGHLIGHT_CAPTURED | TS_HIGHLIGHT_BURNT))
    return &ts_board_last_move;
  return NULL;
}

static void
paint_highlights (cairo_t *cr, const Layout *l, const TsBoardPicture *picture)
{
  for (int row = 0; row < l->shape.files; row++)
    for (int col = 0; col < l->shape.files; col++)
      {
        const TsBoardColour *fill = highlight_fill (picture->highlights[square_at (l, col, row)]);

        if (fill == NULL)
          continue;
        cairo_rectangle (cr, l->x0 + col * l->s, l->y0 + row * l->s, l->s, l->s);
        ts_board_set_source (cr, fill);
        cairo_fill (cr);
      }
}

static void
paint_grid (cairo_t *cr, const Layout *l)
{
  int lw = ts_board_line_width (l->s), border = lw * 2;
  double len = l->shape.files * l->s;

  ts_board_set_source (cr, &ts_board_line);
  for (int i = 0; i <= l->shape.files; i++)
    {
      int w = (i == 0 || i == l->shape.files) ? border : lw;
      double at = i * l->s - w / 2.0;

      cairo_rectangle (cr, l->x0 + at, l->y0 - border / 2.0, w, len + border);
      cairo_rectangle (cr, l->x0 - border / 2.0, l->y0 + at, len + border, w);
    }
  cairo_fill (cr);

  /* The dots are symmetric under flipping, so they need no mapping. */
  for (int i = 0; i < 4; i++)
    {
      int col = l->shape.dot_files[i & 1];
      int row = l->shape.dot_rows[(i & 2) >> 1];

      cairo_new_sub_path (cr);
      cairo_arc (cr, l->x0 + col * l->s, l->y0 + row * l->s, ts_board_dot_radius (l->s), 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
paint_pieces (cairo_t *cr, const Layout *l, TsPiecePainter *painter, const TsBoardPicture *picture)
{
  for (int row = 0; row < l->shape.files; row++)
    for (int col = 0; col < l->shape.files; col++)
      {
        TsPiece pc = picture->pos->board[square_at (l, col, row)];

        if (pc == TS_EMPTY)
          continue;
        cairo_save (cr);
        cairo_translate (cr, l->x0 + col * l->s, l->y0 + row * l->s);
        /* Flipped, White's pieces point up and Black's down; the face
         * stays the piece's own (White's tenjiku king is 王将 either way). */
        ts_piece_painter_draw_pointing (painter, cr, pc, (TS_PIECE_COLOR (pc) == TS_WHITE) != l->flipped, l->s);
        cairo_restore (cr);
      }
}

static void
paint_threats (cairo_t *cr, const Layout *l, const TsBoardPicture *picture)
{
  for (int row = 0; row < l->shape.files; row++)
    for (int col = 0; col < l->shape.files; col++)
      ts_board_paint_threat_mark (cr, picture->threats[square_at (l, col, row)], l->x0 + col * l->s,
                                  l->y0 + row * l->s, l->s);
}

/* The last move's crosses and flames, over the pieces and the threat
 * marks as the view draws its markers. */
static void
paint_last_move_marks (cairo_t *cr, const Layout *l, const TsBoardPicture *picture)
{
  for (int row = 0; row < l->shape.files; row++)
    for (int col = 0; col < l->shape.files; col++)
      {
        guint8 highlights = picture->highlights[square_at (l, col, row)];

        if (highlights & (TS_HIGHLIGHT_CAPTURED | TS_HIGHLIGHT_BURNT))
          ts_board_paint_last_move_marks (cr, (highlights & TS_HIGHLIGHT_CAPTURED) != 0,
                                          (highlights & TS_HIGHLIGHT_BURNT) != 0, l->x0 + col * l->s,
                                          l->y0 + row * l->s, l->s);
      }
}

/* Centred on (cx, cy), narrowed to `room` if wider, as the board view
 * draws it. */
static void
paint_label (cairo_t *cr, PangoLayout *layout, const char *text, double cx, double cy, double room)
{
  int w, h;
  double narrow;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  narrow = w > room ? room / w : 1.0;
  cairo_save (cr);
  cairo_translate (cr, round (cx - w * narrow / 2.0), round (cy - h / 2.0));
  cairo_scale (cr, narrow, 1.0);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* File numbers above the grid, ranks to its right, as in shogi. */
static void
paint_coordinates (cairo_t *cr, const Layout *l, TsNotationStyle style)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, ts_board_label_size (l->s) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  ts_board_set_source (cr, &ts_board_label);
  for (int i = 0; i < l->shape.files; i++)
    {
      g_autofree char *file = ts_notation_file_label (l->shape.files - view_index (l, i), style);
      g_autofree char *rank = ts_notation_rank_label (view_index (l, i), style);

      paint_label (cr, layout, file, l->x0 + (i + 0.5) * l->s, l->y0 - l->margin / 2, l->s * TS_BOARD_LABEL_ROOM);
      paint_label (cr, layout, rank, l->x0 + l->shape.files * l->s + l->margin / 2, l->y0 + (i + 0.5) * l->s,
                   l->margin * TS_BOARD_LABEL_ROOM);
    }
}

/* The side to move: a band along its edge of the board and its wedge in
 * the margin beside its back rank. */
static void
paint_turn (cairo_t *cr, const Layout *l, TsColor side)
{
  gboolean bottom = (side == TS_BLACK) != l->flipped;
  double len = l->shape.files * l->s, band = MAX (3.0, l->s * 0.1), gap = l->s * 0.12;
  double token = l->margin * 0.8;

  cairo_rectangle (cr, l->x0, bottom ? l->y0 + len + gap : l->y0 - gap - band, len, band);
  ts_board_set_source (cr, &ts_board_turn);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_translate (cr, l->x0 - l->margin + (l->margin - token) / 2, bottom ? l->y0 + len - token : l->y0);
  ts_board_paint_turn_token (cr, side, token, bottom);
  cairo_restore (cr);
}

void
ts_board_paint (cairo_t *cr, TsPiecePainter *painter, const TsBoardPicture *picture, int s)
{
  double margin = ts_board_margin_for (s);
  Layout l = { margin, margin, s, margin, picture->flipped, ts_rules_variant (picture->pos->rules), { 0 } };

  g_return_if_fail (s > 0);

  ts_board_shape_of (l.variant, &l.shape);
  ts_piece_painter_set_rules (painter, picture->pos->rules);
  cairo_save (cr);
  paint_background (cr, l.shape.files, s);
  paint_highlights (cr, &l, picture);
  paint_grid (cr, &l);
  paint_pieces (cr, &l, painter, picture);
  paint_threats (cr, &l, picture);
  paint_last_move_marks (cr, &l, picture);
  paint_coordinates (cr, &l, picture->coordinates);
  paint_turn (cr, &l, picture->pos->side);
  cairo_restore (cr);
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
