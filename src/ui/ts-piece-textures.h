/* ts-piece-textures.h — the painter's pieces as GDK textures, cached.
 *
 * The board composites one texture a piece each frame; the textures are
 * painted once per size by the render layer's painter
 * (ts_piece_painter_draw_on_board), the same drawing as board images.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-piece-painter.h"

G_BEGIN_DECLS

/* A texture `px` device pixels square with the piece as seen on the board
 * (White's turned 180 degrees).  Cached on the painter: textures of other
 * sizes are dropped when a new size is asked for, and all of them when the
 * painter's generation changes.  Owned by the painter. */
GdkTexture *ts_piece_painter_get_texture (TsPiecePainter *self, TsPiece pc, int px);
/* The same, pointing down or up as told (ts_piece_painter_draw_pointing):
 * a flipped board's pieces, the loupe's upright ones.  The face follows
 * `pc`'s real colour (White's tenjiku king is 王将). */
GdkTexture *ts_piece_painter_get_texture_pointing (TsPiecePainter *self, TsPiece pc, gboolean pointing_down, int px);

/* A texture of a Cairo image surface's pixels; takes the surface over. */
GdkTexture *ts_texture_new_for_surface (cairo_surface_t *surface);

G_END_DECLS
