/* ts-board-export.h — the board view as an image: the position shown
 * (the browsed one while browsing), seen the way round it is, with the
 * marks it shows (the last move's, the move being entered, a marked piece
 * type, the threat view, the hint) but those that follow the pointer,
 * painted by the board painter that draws the view (ts-board-painter.h)
 * with the view's own piece painter. */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-painter.h"
#include "ts-board-view.h"

G_BEGIN_DECLS

/* What the view shows, as a picture; valid while the view's position is. */
void ts_board_export_picture (TsBoardView *view, TsBoardPicture *picture);

/* Writes the image, `size` pixels square, as PNG or SVG by the name. */
gboolean ts_board_export_save (TsBoardView *view, int size, GFile *file, GError **error);

/* The image as a texture, for the clipboard. */
GdkTexture *ts_board_export_texture (TsBoardView *view, int size);

G_END_DECLS
