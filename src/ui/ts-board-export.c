/* ts-board-export.c — see ts-board-export.h. */
#include "ts-board-export.h"

#include <glib/gi18n.h>

#include "ts-board-drawing.h"
#include "ts-piece-textures.h"

/* What an image keeps of the marks: not those that follow the pointer
 * or the keyboard (hover, cursor, a refused click, what the move under
 * the pointer would burn), which say where the pointer was, not what the
 * board shows. */
#define EXPORTED_MARKS                                                                                         \
  (G_MAXUINT32                                                                                                  \
   & ~(TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE | TS_MARK_HOVER_LION | TS_MARK_CURSOR | TS_MARK_REFUSED       \
       | TS_MARK_BURN | TS_MARK_BURN_SELF))

void
ts_board_export_picture (TsBoardView *view, TsBoardPicture *picture)
{
  ts_board_picture_of_scene (picture, ts_board_view_get_scene (view), EXPORTED_MARKS);
  picture->flipped = ts_board_view_get_flipped (view);
  picture->coordinates = ts_board_view_get_coordinate_style (view);
}

gboolean
ts_board_export_save (TsBoardView *view, int size, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  TsBoardPicture picture;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Board images can only be saved to local files"));
      return FALSE;
    }
  ts_board_export_picture (view, &picture);
  return ts_board_image_save (ts_board_view_get_painter (view), &picture, size, path, error);
}

GdkTexture *
ts_board_export_texture (TsBoardView *view, int size)
{
  TsBoardPicture picture;

  ts_board_export_picture (view, &picture);
  return ts_texture_new_for_surface (ts_board_render_image (ts_board_view_get_painter (view), &picture, size));
}
