/* ts-piece-painter.h — draws tai shogi pieces: wedge, kanji, colours.
 *
 * Cairo and Pango only (no GTK): the app's board, its piece icons and
 * diagrams, the exported board images and `tai-shogi-cli diagram` all
 * paint pieces here.  One painter holds the Pango context, the fonts, the
 * label style and the rule set; the GTK side keeps textures of what it
 * paints (ts-piece-textures.h), dropped when the painter's generation
 * changes.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "ts-position.h"

G_BEGIN_DECLS

typedef enum {
  TS_LABEL_KANJI,
  TS_LABEL_ABBREVIATION,
} TsLabelStyle;

#define TS_TYPE_LABEL_STYLE (ts_label_style_get_type ())
GType ts_label_style_get_type (void);

/* The Mincho families that carry the rare characters 𠵇 and 𩹄. */
#define TS_PIECE_FONT_FAMILY "HanaMinA, HanaMinB"

/* The colour of a promoted piece's label. */
#define TS_PROMOTED_RED_R 0.78
#define TS_PROMOTED_RED_G 0.07
#define TS_PROMOTED_RED_B 0.09

#define TS_TYPE_PIECE_PAINTER (ts_piece_painter_get_type ())
G_DECLARE_FINAL_TYPE (TsPiecePainter, ts_piece_painter, TS, PIECE_PAINTER, GObject)

TsPiecePainter *ts_piece_painter_new (void);

/* The families the kanji are set in. */
void ts_piece_painter_set_font_family (TsPiecePainter *self, const char *family);
void ts_piece_painter_set_label_style (TsPiecePainter *self, TsLabelStyle style);
TsLabelStyle ts_piece_painter_get_label_style (TsPiecePainter *self);
/* The rule set that says what a promoted piece is (+P: a gold general in
 * jw); standard until set. */
void ts_piece_painter_set_rules (TsPiecePainter *self, TsRules rules);

/* The text on the piece's face: its two kanji, one above the other (the
 * fallback kanji if the font lacks one; by the piece's real colour, so
 * White's tenjiku king is 王将: ts_piece_kanji_for()), or its abbreviation
 * ("+LN" when promoted).  *promoted (may be NULL) tells whether it is written in red. */
char *ts_piece_painter_label (TsPiecePainter *self, TsPiece pc, gboolean *promoted);

/* The height of the piece as a fraction of its square: stronger pieces are
 * bigger, as in a real set. */
double ts_piece_size_fraction (TsPiece pc);

/* Adds the wedge outline of a piece `frac` of the `size` x `size` square
 * at the origin of `cr`, pointing up, to its path. */
void ts_piece_wedge_path (cairo_t *cr, double size, double frac);

/* Draws the piece centred in the `size` x `size` square at the origin of
 * `cr`, pointing up (the caller turns White's pieces round).  `pc` is the
 * real piece: its colour picks the face (White's tenjiku king), never the
 * way it points. */
void ts_piece_painter_draw (TsPiecePainter *self, cairo_t *cr, TsPiece pc, double size);

/* Draws the piece as seen on the board in the `size` x `size` square at
 * the origin of `cr`: its shadow, and White's turned 180 degrees. */
void ts_piece_painter_draw_on_board (TsPiecePainter *self, cairo_t *cr, TsPiece pc, double size);
/* The same, pointing down or up as told, whatever its colour: a flipped
 * board turns each piece round, and the loupe shows them all upright.
 * The face still follows `pc`'s real colour (never draw a flipped board's
 * piece as `pc ^ TS_PIECE_WHITE`: White's king would show Black's 玉将). */
void ts_piece_painter_draw_pointing (TsPiecePainter *self, cairo_t *cr, TsPiece pc, gboolean pointing_down,
                                     double size);

/* Grows whenever what the painter draws changes (fonts, label style, rule
 * set): whoever keeps images of its pieces drops them then. */
guint ts_piece_painter_get_generation (TsPiecePainter *self);

G_END_DECLS
