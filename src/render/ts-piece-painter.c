/* ts-piece-painter.c — wedge-shaped pieces with Mincho kanji (Cairo and
 * Pango).
 *
 * A board of 354 pieces must redraw in a few milliseconds, so the app
 * renders each face once per size into a texture (ts-piece-textures.c)
 * and its board only composites textures; Pango runs when the size or the
 * label style changes, never per frame.  Board images paint the pieces
 * straight onto their surface (vector shapes in an SVG).
 */
#include "ts-piece-painter.h"

#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

G_DEFINE_ENUM_TYPE (TsLabelStyle, ts_label_style,
                    G_DEFINE_ENUM_VALUE (TS_LABEL_KANJI, "kanji"),
                    G_DEFINE_ENUM_VALUE (TS_LABEL_ABBREVIATION, "abbreviation"))

/* The wedge: width / height, and where the shoulders are. */
#define WEDGE_ASPECT 0.84
#define SHOULDER_Y 0.24       /* from the apex, in heights */
#define SHOULDER_X 0.43       /* half width at the shoulders, in widths */
#define LABEL_DROP 0.05       /* the label's centre below the wedge's, in heights */

struct _TsPiecePainter {
  GObject parent_instance;

  PangoContext *context;
  PangoFontDescription *kanji_font;
  PangoFontDescription *abbrev_font;
  GPtrArray *kanji_fonts;        /* PangoFont, one a family: for coverage */
  gint8 use_fallback[TS_N_PIECE_TYPES]; /* -1: not checked yet */
  TsLabelStyle style;
  TsRules rules;                 /* what a promoted face is */
  guint generation;              /* grows when what is drawn changes */
};

G_DEFINE_FINAL_TYPE (TsPiecePainter, ts_piece_painter, G_TYPE_OBJECT)

static void
ts_piece_painter_finalize (GObject *object)
{
  TsPiecePainter *self = TS_PIECE_PAINTER (object);

  g_clear_object (&self->context);
  g_clear_pointer (&self->kanji_font, pango_font_description_free);
  g_clear_pointer (&self->abbrev_font, pango_font_description_free);
  g_clear_pointer (&self->kanji_fonts, g_ptr_array_unref);
  G_OBJECT_CLASS (ts_piece_painter_parent_class)->finalize (object);
}

static void
ts_piece_painter_class_init (TsPiecePainterClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_piece_painter_finalize;
}

static void
faces_changed (TsPiecePainter *self)
{
  self->generation++;
}

static void
ts_piece_painter_init (TsPiecePainter *self)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  self->context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  /* Pieces are drawn at many sizes and turned round: unhinted outlines
   * look the same at every size and orientation. */
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (self->context, options);
  cairo_font_options_destroy (options);

  self->abbrev_font = pango_font_description_from_string ("Sans Bold");
  ts_piece_painter_set_font_family (self, TS_PIECE_FONT_FAMILY);
}

TsPiecePainter *
ts_piece_painter_new (void)
{
  return g_object_new (TS_TYPE_PIECE_PAINTER, NULL);
}

void
ts_piece_painter_set_font_family (TsPiecePainter *self, const char *family)
{
  g_auto (GStrv) families = g_strsplit (family, ",", -1);

  g_return_if_fail (TS_IS_PIECE_PAINTER (self));

  g_clear_pointer (&self->kanji_font, pango_font_description_free);
  self->kanji_font = pango_font_description_new ();
  pango_font_description_set_family (self->kanji_font, family);

  /* Coverage is asked of each family on its own: the fontset of the
   * whole list would answer with whatever system font has the character. */
  g_clear_pointer (&self->kanji_fonts, g_ptr_array_unref);
  self->kanji_fonts = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; families[i] != NULL; i++)
    {
      g_autoptr (PangoFontDescription) desc = pango_font_description_new ();
      PangoFont *font;

      pango_font_description_set_family (desc, g_strstrip (families[i]));
      pango_font_description_set_absolute_size (desc, 20 * PANGO_SCALE);
      font = pango_context_load_font (self->context, desc);
      if (font != NULL)
        g_ptr_array_add (self->kanji_fonts, font);
    }

  memset (self->use_fallback, -1, sizeof self->use_fallback);
  faces_changed (self);
}

void
ts_piece_painter_set_label_style (TsPiecePainter *self, TsLabelStyle style)
{
  g_return_if_fail (TS_IS_PIECE_PAINTER (self));

  if (self->style == style)
    return;
  self->style = style;
  faces_changed (self);
}

void
ts_piece_painter_set_rules (TsPiecePainter *self, TsRules rules)
{
  g_return_if_fail (TS_IS_PIECE_PAINTER (self));

  if (self->rules == rules)
    return;
  self->rules = rules;
  faces_changed (self);
}

TsLabelStyle
ts_piece_painter_get_label_style (TsPiecePainter *self)
{
  return self->style;
}

static gboolean
font_has_char (TsPiecePainter *self, gunichar ch)
{
  for (guint i = 0; i < self->kanji_fonts->len; i++)
    if (pango_font_has_char (g_ptr_array_index (self->kanji_fonts, i), ch))
      return TRUE;
  return FALSE;
}

static gboolean
fonts_cover (TsPiecePainter *self, const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!font_has_char (self, g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* The kanji as printed: the piece's by its real colour
 * (ts_piece_kanji_for: White's tenjiku king is 王将), or the type's
 * fallback where our fonts lack a character (𠵇 and 𩹄 are outside most
 * CJK fonts). */
static const char *
face_kanji (TsPiecePainter *self, TsPiece pc)
{
  TsPieceType type = ts_piece_moves_as (self->rules, pc);
  const TsPieceInfo *info = ts_piece_info (type);
  const char *kanji = ts_piece_kanji_for (self->rules, pc);

  if (info->kanji_fallback == NULL || kanji != info->kanji)
    return kanji;
  if (self->use_fallback[type] < 0)
    self->use_fallback[type] = !fonts_cover (self, info->kanji);
  return self->use_fallback[type] ? info->kanji_fallback : info->kanji;
}

char *
ts_piece_painter_label (TsPiecePainter *self, TsPiece pc, gboolean *promoted)
{
  gboolean is_promoted = TS_PIECE_IS_PROMOTED (pc);
  GString *label;

  if (promoted != NULL)
    *promoted = is_promoted;

  if (self->style == TS_LABEL_ABBREVIATION)
    {
      /* The TSFEN token in capitals, of the game's rule set (tenjiku's
       * tokens are its own, TENJIKU.md 2.3).  Promoted-only pieces have
       * no token of their own: '+' and the piece they came from. */
      g_autofree char *token = ts_rules_piece_to_token (self->rules, pc);
      return g_ascii_strup (token, -1);
    }

  label = g_string_new (NULL);
  for (const char *p = face_kanji (self, pc); *p != '\0'; p = g_utf8_next_char (p))
    {
      if (label->len > 0)
        g_string_append_c (label, '\n');
      g_string_append_unichar (label, g_utf8_get_char (p));
    }
  return g_string_free (label, FALSE);
}

double
ts_piece_size_fraction (TsPiece pc)
{
  /* The piece keeps its physical size when it is turned over, so the
   * unpromoted type decides.  Values run from 1 (pawn) to the emperor's
   * "infinite": a logarithmic scale keeps the pawn readable and caps the
   * giants. */
  guint value = ts_piece_info (TS_PIECE_TYPE (pc))->value;
  double t = MIN (1.0, log (MAX (value, 1)) / log (64.0));

  if (value >= TS_VALUE_INFINITE)
    t = 1.08;
  return 0.80 + 0.14 * t;
}

void
ts_piece_wedge_path (cairo_t *cr, double size, double frac)
{
  double h = size * frac, w = h * WEDGE_ASPECT;
  double cx = size / 2, top = (size - h) / 2, bottom = top + h;

  cairo_move_to (cr, cx, top);
  cairo_line_to (cr, cx + SHOULDER_X * w, top + SHOULDER_Y * h);
  cairo_line_to (cr, cx + w / 2, bottom);
  cairo_line_to (cr, cx - w / 2, bottom);
  cairo_line_to (cr, cx - SHOULDER_X * w, top + SHOULDER_Y * h);
  cairo_close_path (cr);
}

static void
draw_wedge (cairo_t *cr, double size, double frac)
{
  double h = size * frac;
  double top = (size - h) / 2;
  cairo_pattern_t *wood = cairo_pattern_create_linear (0, top, 0, top + h);

  /* Boxwood: pale at the top, a little warmer at the base. */
  cairo_pattern_add_color_stop_rgb (wood, 0.0, 0.98, 0.91, 0.74);
  cairo_pattern_add_color_stop_rgb (wood, 1.0, 0.94, 0.83, 0.63);

  ts_piece_wedge_path (cr, size, frac);
  cairo_set_source (cr, wood);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (wood);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (0.8, size / 36));
  cairo_set_source_rgb (cr, 0.36, 0.25, 0.12);
  cairo_stroke (cr);
}

static void
draw_label (TsPiecePainter *self, cairo_t *cr, TsPiece pc, double size, double frac)
{
  double h = size * frac, w = h * WEDGE_ASPECT;
  gboolean kanji = self->style == TS_LABEL_KANJI;
  gboolean promoted;
  g_autofree char *text = ts_piece_painter_label (self, pc, &promoted);
  g_autoptr (PangoLayout) layout = NULL;
  g_autoptr (PangoFontDescription) font = pango_font_description_copy (kanji ? self->kanji_font
                                                                            : self->abbrev_font);
  PangoRectangle ink;
  double fit;

  pango_cairo_update_context (cr, self->context);
  layout = pango_layout_new (self->context);
  pango_font_description_set_absolute_size (font, (kanji ? 0.36 : 0.30) * h * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_spacing (layout, (int) (-0.06 * h * PANGO_SCALE));
  pango_layout_set_text (layout, text, -1);

  /* Centre the ink, not the logical box: fonts differ in their margins, and
   * a label must never spill over the wedge's edge. */
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  if (ink.width <= 0 || ink.height <= 0)
    return;
  fit = MIN (1.0, MIN (0.74 * h / ink.height, 0.72 * w / ink.width));

  cairo_save (cr);
  cairo_translate (cr, size / 2, size / 2 + LABEL_DROP * h);
  cairo_scale (cr, fit, fit);
  cairo_translate (cr, -(ink.x + ink.width / 2.0), -(ink.y + ink.height / 2.0));
  if (promoted)
    cairo_set_source_rgb (cr, TS_PROMOTED_RED_R, TS_PROMOTED_RED_G, TS_PROMOTED_RED_B);
  else
    cairo_set_source_rgb (cr, 0.08, 0.06, 0.04);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

void
ts_piece_painter_draw (TsPiecePainter *self, cairo_t *cr, TsPiece pc, double size)
{
  double frac = ts_piece_size_fraction (pc);

  g_return_if_fail (TS_IS_PIECE_PAINTER (self));

  draw_wedge (cr, size, frac);
  draw_label (self, cr, pc, size, frac);
}

/* A soft shadow below the piece, cast downwards on the board whichever way
 * the piece points. */
static void
draw_shadow (cairo_t *cr, TsPiece pc, gboolean pointing_down, double size)
{
  double frac = ts_piece_size_fraction (pc);

  cairo_save (cr);
  cairo_translate (cr, size * 0.015, size * 0.03);
  if (pointing_down)
    {
      cairo_translate (cr, size / 2, size / 2);
      cairo_rotate (cr, G_PI);
      cairo_translate (cr, -size / 2, -size / 2);
    }
  ts_piece_wedge_path (cr, size, frac);
  cairo_set_source_rgba (cr, 0.20, 0.12, 0.02, 0.35);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
ts_piece_painter_draw_on_board (TsPiecePainter *self, cairo_t *cr, TsPiece pc, double size)
{
  ts_piece_painter_draw_pointing (self, cr, pc, TS_PIECE_COLOR (pc) == TS_WHITE, size);
}

void
ts_piece_painter_draw_pointing (TsPiecePainter *self, cairo_t *cr, TsPiece pc, gboolean pointing_down, double size)
{
  g_return_if_fail (TS_IS_PIECE_PAINTER (self));

  cairo_save (cr);
  draw_shadow (cr, pc, pointing_down, size);
  if (pointing_down)
    {
      cairo_translate (cr, size / 2.0, size / 2.0);
      cairo_rotate (cr, G_PI);
      cairo_translate (cr, -size / 2.0, -size / 2.0);
    }
  ts_piece_painter_draw (self, cr, pc, size);
  cairo_restore (cr);
}

guint
ts_piece_painter_get_generation (TsPiecePainter *self)
{
  g_return_val_if_fail (TS_IS_PIECE_PAINTER (self), 0);
  return self->generation;
}
