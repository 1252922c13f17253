/* ts-board-drawing.h — paints a board scene into a GtkSnapshot.
 *
 * The board view's snapshot: the board as the board painter draws it
 * (ts-board-painter.h, the same that draws board images), onto a canvas
 * of GSK nodes, the pieces from the painter's texture cache, and only the
 * visible squares at high zoom, so a frame is cheap; over it a dragged
 * piece and the loupe.  It reads the scene and the geometry and changes
 * neither.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-geometry.h"
#include "ts-board-painter.h"
#include "ts-board-scene.h"
#include "ts-notation.h"
#include "ts-piece-textures.h"

G_BEGIN_DECLS

/* The coordinate labels' layouts, kept from frame to frame (by the
 * painter's label key: files, then ranks), and the notation they are in. */
typedef struct {
  PangoLayout *layouts[TS_BOARD_N_LABEL_KEYS];
  TsNotationStyle style; /* kept by ts_board_labels_clear() */
} TsBoardLabels;

void ts_board_labels_clear (TsBoardLabels *labels);

/* Below this square size (logical pixels) kanji are hard to read: the
 * piece under the pointer is shown enlarged, at this size. */
#define TS_BOARD_READABLE_SQUARE 40
#define TS_BOARD_LOUPE_SIZE 96
/* The same for a board of `files` files: tai's 25 x 25 board keeps 40 px;
 * on a board of 16 files or fewer (tenjiku) a piece is told apart from
 * far fewer neighbours and kinds, and its label, legible from 36 px,
 * needs no loupe on a 1366x768 screen (38 px squares at first start). */
#define TS_BOARD_READABLE_SQUARE_SMALL 36
static inline int
ts_board_readable_square (int files)
{
  return files > 16 ? TS_BOARD_READABLE_SQUARE : TS_BOARD_READABLE_SQUARE_SMALL;
}

/* What the view draws over the scene: a piece being dragged (0: none) at
 * the pointer (x, y), and the square whose piece the loupe enlarges (0:
 * none). */
typedef struct {
  TsSquare dragged;
  TsSquare loupe;
  double x, y;
} TsBoardOverlay;

/* Where the loupe's card of w x h goes for the pointer at (px, py): of
 * the places beside the pointer (clear of the squares a lion reaches from
 * its square) and the view's corners, the one that hides least of the
 * pointer's neighbours, the hovered or selected piece's moves and the
 * last move; the nearest among equals. */
void ts_board_loupe_place (const TsBoardGeometry *g, TsBoardScene *scene, double px, double py, double w, double h,
                           graphene_rect_t *card);
/* The image the loupe (and the promotion question) shows for `pc`:
 * upright, whichever side's it is, with the face of its real colour
 * (White's tenjiku king is 王将).  Owned by the painter. */
GdkTexture *ts_board_loupe_texture (TsPiecePainter *painter, TsPiece pc, int px);

/* What `scene` shows, its marks those of `wanted` (TsSquareMarks), into
 * `picture`: the position, the marks (the hovered piece's only while no
 * piece is selected), the hint.  Seen from Black's side, the coordinates
 * in the default notation: the caller sets those. */
void ts_board_picture_of_scene (TsBoardPicture *picture, TsBoardScene *scene, guint32 wanted);

/* Draws `scene` as `widget` (whose Pango context and scale the labels and
 * pieces use) at geometry `g`, with `overlay` on top. */
void ts_board_draw (GtkWidget *widget, GtkSnapshot *snapshot, TsBoardScene *scene, TsPiecePainter *painter,
                    const TsBoardGeometry *g, TsBoardLabels *labels, const TsBoardOverlay *overlay);

G_END_DECLS
