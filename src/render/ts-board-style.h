/* ts-board-style.h — how a board looks: its proportions and colours.
 *
 * Read by the board painter (ts-board-painter.h), which draws the board
 * for the window and for images alike, and by the legends that explain
 * its marks.  No GTK.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ts-position.h"
#include "ts-variant.h"

G_BEGIN_DECLS

/* The margin around the grid, for file numbers and rank letters, as a
 * fraction of a square. */
#define TS_BOARD_MARGIN_FRAC 0.85
/* The board's side in squares, margins included. */
#define TS_BOARD_UNITS (TS_MAX_SIZE + 2 * TS_BOARD_MARGIN_FRAC)

/* The lines between these files and ranks carry the four placement dots of
 * each camp boundary: after the sixth rank (f|g and s|t) and at the files
 * that split the board 8 | 9 | 8 (18|17 and 9|8), as on a shogi board. */
#define TS_BOARD_DOT_LINE_NEAR 6
#define TS_BOARD_DOT_LINE_FAR (TS_MAX_SIZE - TS_BOARD_DOT_LINE_NEAR)
#define TS_BOARD_DOT_FILE_LINE_NEAR 8
#define TS_BOARD_DOT_FILE_LINE_FAR (TS_MAX_SIZE - TS_BOARD_DOT_FILE_LINE_NEAR)

/* A variant's board as the painter lays it out: its files (= ranks),
 * and the lines that carry its placement dots (tai: those above; tenjiku:
 * the lines of its promotion zones, after the fifth rank from each side). */
typedef struct {
  int files;
  int dot_rows[2], dot_files[2];
} TsBoardShape;

void ts_board_shape_of (const TsVariant *variant, TsBoardShape *shape);
/* ts_board_content_size() for a board of `files` files. */
double ts_board_content_size_of (int files, int s);

/* The margin, in pixels, for squares of side s. */
double ts_board_margin_for (int s);
/* The board's side in pixels, margins included, for squares of side s. */
double ts_board_content_size (int s);
/* The grid's lines: inner ones this wide, the border twice as wide. */
int ts_board_line_width (int s);
double ts_board_dot_radius (int s);
/* The coordinates' font size in pixels. */
double ts_board_label_size (int s);
/* The part of a square's width (files) or of the margin (ranks) that a
 * coordinate label may take; a wider one is drawn narrowed to it. */
#define TS_BOARD_LABEL_ROOM 0.92

typedef struct {
  float r, g, b, a;
} TsBoardColour;

/* Kaya wood, a shade darker than the boxwood pieces. */
extern const TsBoardColour ts_board_wood;
extern const TsBoardColour ts_board_line;
extern const TsBoardColour ts_board_label;
extern const TsBoardColour ts_board_last_move;
extern const TsBoardColour ts_board_selected;
extern const TsBoardColour ts_board_turn;
/* The threat view's marks (and their legend). */
extern const TsBoardColour ts_board_undefended;
extern const TsBoardColour ts_board_defended;
extern const TsBoardColour ts_board_cheaper;
extern const TsBoardColour ts_board_royal_threat;
extern const TsBoardColour ts_board_burn_threat;
extern const TsBoardColour ts_board_range_jump;
/* The last move's marks, and the light halo round every marker. */
extern const TsBoardColour ts_board_capture_cross;
extern const TsBoardColour ts_board_flame;
extern const TsBoardColour ts_board_marker_halo;

void ts_board_set_source (cairo_t *cr, const TsBoardColour *c);

/* The side to move's wedge (☗ black, ☖ white), `token` pixels square at
 * the origin of `cr`, pointing up, or down when not `up`. */
void ts_board_paint_turn_token (cairo_t *cr, TsColor side, double token, gboolean up);

/* The threat view's marks (ts-threats.h flags, as ts_threats_marks gives
 * them) on the square of side `s` whose top-left corner is (x, y); drawn
 * over the piece.  Shapes tell them apart as well as colours (the
 * Okabe-Ito palette, safe for colour-blind eyes):
 *   attacked and undefended   a filled vermilion triangle, top right
 *   attacked and defended     a blue ring, top right
 *   attacked by a cheaper one an orange diamond, top left
 *   a royal that can be taken a thick reddish-purple frame
 *   a piece that could take a royal   a dashed reddish-purple frame
 *   burnable (tenjiku)        a yellow flame, bottom right
 *   attacked by a range jump  a bluish-green arch, bottom left */
void ts_board_paint_threat_mark (cairo_t *cr, guint8 flags, double x, double y, double s);

/* A flame's outline standing on (fx, fy), `h` high: the shape of every
 * burn mark, added to the current path. */
void ts_board_flame_path (cairo_t *cr, double fx, double fy, double h);

/* The last move's marks on the square of side `s` whose top-left corner
 * is (x, y), drawn over the piece:
 *   it captured there          a small red cross, top left
 *   it burnt there (tenjiku)   a small vermilion flame, bottom left */
void ts_board_paint_last_move_marks (cairo_t *cr, gboolean captured, gboolean burnt, double x, double y, double s);

G_END_DECLS
