/* ts-board-export.c — see ts-board-export.h. */
#include "ts-board-export.h"

#include <glib/gi18n.h>

#include "ts-piece-textures.h"

void
ts_board_export_picture (TsBoardView *view, TsBoardPicture *picture)
{
  TsBoardScene *scene = ts_board_view_get_scene (view);

  ts_board_picture_init (picture, ts_board_scene_get_position (scene));
  picture->flipped = ts_board_view_get_flipped (view);
  picture->coordinates = ts_board_view_get_coordinate_style (view);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      TsSquareMarks marks = ts_board_scene_get_marks (scene, sq);

      picture->highlights[sq] = ((marks & (TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE)) ? TS_HIGHLIGHT_LAST_MOVE : 0)
                                | ((marks & TS_MARK_LAST_CAPTURE) ? TS_HIGHLIGHT_CAPTURED : 0)
                                | ((marks & TS_MARK_LAST_BURNT) ? TS_HIGHLIGHT_BURNT : 0)
                                | ((marks & TS_MARK_SELECTED) ? TS_HIGHLIGHT_SELECTED : 0);
      picture->threats[sq] = ts_board_scene_get_threat_marks (scene, sq);
    }
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
