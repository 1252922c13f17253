/* ts-board-drawing.c — the board's snapshot; see ts-board-drawing.h. */
#include "ts-board-drawing.h"

#include <math.h>

#include "ts-board-style.h"

#define RGBA(c) (&(GdkRGBA) { (c).r, (c).g, (c).b, (c).a })

/* ---- the board painter's canvas in a snapshot ---- */

/* The board painter (ts-board-painter.h) draws the board; this canvas
 * makes its flat shapes GSK nodes, its pieces the painter's cached
 * textures and its labels cached layouts, so that a frame of the whole
 * 25 x 25 board stays a few thousand cheap nodes.  Only the curved marks,
 * each in its square, go through Cairo. */
typedef struct {
  TsBoardCanvas canvas;
  GtkSnapshot *snapshot;
  GtkWidget *widget;
  TsPiecePainter *painter;
  TsBoardLabels *labels;
} SnapshotCanvas;

static void
snapshot_fill_rect (TsBoardCanvas *canvas, double x, double y, double w, double h, const TsBoardColour *c)
{
  gtk_snapshot_append_color (((SnapshotCanvas *) canvas)->snapshot, RGBA (*c), &GRAPHENE_RECT_INIT (x, y, w, h));
}

static void
snapshot_fill_disc (TsBoardCanvas *canvas, double cx, double cy, double r, const TsBoardColour *c)
{
  GtkSnapshot *snapshot = ((SnapshotCanvas *) canvas)->snapshot;
  GskRoundedRect disc;

  gsk_rounded_rect_init_from_rect (&disc, &GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r), r);
  gtk_snapshot_push_rounded_clip (snapshot, &disc);
  gtk_snapshot_append_color (snapshot, RGBA (*c), &disc.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
snapshot_frame (TsBoardCanvas *canvas, double x, double y, double w, double h, double radius, double width,
                const TsBoardColour *c)
{
  float fw = width;
  const float widths[4] = { fw, fw, fw, fw };
  const GdkRGBA colours[4] = { *RGBA (*c), *RGBA (*c), *RGBA (*c), *RGBA (*c) };
  GskRoundedRect frame;

  gsk_rounded_rect_init_from_rect (&frame, &GRAPHENE_RECT_INIT (x, y, w, h), radius);
  gtk_snapshot_append_border (((SnapshotCanvas *) canvas)->snapshot, &frame, widths, colours);
}

static void
snapshot_piece (TsBoardCanvas *canvas, TsPiece pc, gboolean pointing_down, double x, double y, double size)
{
  SnapshotCanvas *self = (SnapshotCanvas *) canvas;
  int px = (int) ceil (size * gtk_widget_get_scale_factor (self->widget));

  gtk_snapshot_append_texture (self->snapshot,
                               ts_piece_painter_get_texture_pointing (self->painter, pc, pointing_down, px),
                               &GRAPHENE_RECT_INIT (x, y, size, size));
}

void
ts_board_labels_clear (TsBoardLabels *labels)
{
  for (guint i = 0; i < G_N_ELEMENTS (labels->layouts); i++)
    g_clear_object (&labels->layouts[i]);
}

/* The label `key` as `text` in `font_px`: the one kept from the frame
 * before when the same (the coordinates change only with the zoom, the
 * variant or the notation). */
static PangoLayout *
label_layout (SnapshotCanvas *self, guint key, const char *text, double font_px)
{
  PangoLayout **layout = &self->labels->layouts[key];
  g_autoptr (PangoFontDescription) font = NULL;

  if (*layout != NULL && g_str_equal (pango_layout_get_text (*layout), text)
      && pango_font_description_get_size (pango_layout_get_font_description (*layout))
             == (int) (font_px * PANGO_SCALE))
    return *layout;
  g_clear_object (layout);
  *layout = gtk_widget_create_pango_layout (self->widget, text);
  font = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (*layout, font);
  return *layout;
}

static void
snapshot_text (TsBoardCanvas *canvas, guint key, const char *text, double font_px, double cx, double cy,
               double room, const TsBoardColour *c)
{
  SnapshotCanvas *self = (SnapshotCanvas *) canvas;
  PangoLayout *layout;
  int w, h;
  double narrow;

  g_return_if_fail (key < G_N_ELEMENTS (self->labels->layouts));
  layout = label_layout (self, key, text, font_px);
  pango_layout_get_pixel_size (layout, &w, &h);
  narrow = w > room ? room / w : 1.0;
  gtk_snapshot_save (self->snapshot);
  gtk_snapshot_translate (self->snapshot,
                          &GRAPHENE_POINT_INIT (round (cx - w * narrow / 2.0), round (cy - h / 2.0)));
  if (narrow < 1.0)
    gtk_snapshot_scale (self->snapshot, (float) narrow, 1.0f);
  gtk_snapshot_append_layout (self->snapshot, layout, RGBA (*c));
  gtk_snapshot_restore (self->snapshot);
}

static cairo_t *
snapshot_begin_shapes (TsBoardCanvas *canvas, double x, double y, double w, double h)
{
  return gtk_snapshot_append_cairo (((SnapshotCanvas *) canvas)->snapshot, &GRAPHENE_RECT_INIT (x, y, w, h));
}

static void
snapshot_end_shapes (TsBoardCanvas *canvas, cairo_t *cr)
{
  cairo_destroy (cr);
}

static const TsBoardCanvasOps snapshot_canvas_ops = {
  snapshot_fill_rect, snapshot_fill_disc, snapshot_frame, snapshot_piece, snapshot_text, snapshot_begin_shapes,
  snapshot_end_shapes,
};

/* ---- what the scene shows ---- */

void
ts_board_picture_of_scene (TsBoardPicture *picture, TsBoardScene *scene, guint32 wanted)
{
  /* While a piece is selected, only its own moves are shown. */
  if (ts_board_scene_get_selected (scene) != 0)
    wanted &= ~(TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE | TS_MARK_HOVER_LION);
  ts_board_picture_init (picture, ts_board_scene_get_position (scene));
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    picture->marks[sq] = ts_board_scene_get_marks (scene, sq) & wanted;
  picture->hint = ts_board_scene_get_hint_move (scene);
}

/* What one frame draws from. */
typedef struct {
  GtkWidget *widget;
  TsBoardScene *scene;
  const TsPosition *pos;
  const TsBoardGeometry *g;
  const TsBoardOverlay *overlay;
} Frame;

/* The image of a piece on this board: flipped, White's pieces point up
 * and Black's down, each keeping its own face (White's tenjiku king is
 * 王将 either way). */
static GdkTexture *
board_texture (const Frame *f, TsPiecePainter *painter, TsPiece pc, int px)
{
  return ts_piece_painter_get_texture_pointing (painter, pc, (TS_PIECE_COLOR (pc) == TS_WHITE) != f->g->flipped, px);
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
  Frame f = { widget, scene, ts_board_scene_get_position (scene), g, overlay };
  SnapshotCanvas canvas = { { &snapshot_canvas_ops }, snapshot, widget, painter, labels };
  TsBoardPicture picture;
  TsBoardSpan v;
  TsBoardArea area;

  if (g->s <= 0)
    return;
  ts_board_geometry_visible_span (g, &v);
  area = (TsBoardArea) { g->x0, g->y0, g->s, v.c0, v.c1, v.r0, v.r1 };
  ts_board_picture_of_scene (&picture, scene, G_MAXUINT32);
  picture.flipped = g->flipped;
  picture.coordinates = labels->style;
  picture.hidden = overlay->dragged;

  ts_board_paint_area (&canvas.canvas, &picture, &area);
  draw_dragged (&f, painter, snapshot);
  draw_loupe (&f, painter, snapshot);
}
