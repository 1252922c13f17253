/* ts-board-drawing.h — paints a board scene into a GtkSnapshot.
 *
 * The board view's snapshot: wood, the marks of the scene's squares,
 * the grid, the pieces (from the painter's texture cache), target dots,
 * the engine's hint arrow, rings on a marked piece type, the coordinates
 * and whose turn it is.  GSK nodes only, and only the visible squares at
 * high zoom, so a frame is cheap.  It reads the scene and the geometry
 * and changes neither.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-geometry.h"
#include "ts-board-scene.h"
#include "ts-piece-textures.h"

G_BEGIN_DECLS

/* The coordinate labels, made for squares of side `square`. */
typedef struct {
  PangoLayout *file_labels[TS_SIZE];
  PangoLayout *rank_labels[TS_SIZE];
  int square;
} TsBoardLabels;

void ts_board_labels_clear (TsBoardLabels *labels);

/* Draws `scene` as `widget` (whose Pango context and scale the labels and
 * pieces use) at geometry `g`. */
void ts_board_draw (GtkWidget *widget, GtkSnapshot *snapshot, TsBoardScene *scene, TsPiecePainter *painter,
                    const TsBoardGeometry *g, TsBoardLabels *labels);

G_END_DECLS
