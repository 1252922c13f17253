/* test-render.c — the render layer without any display: board images of
 * the asked size, laid out as the board view lays them out, the
 * squares' marks (last move, selection, a move that stayed) and the threat
 * view's where they belong, PNG and SVG files. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ts-board-painter.h"
#include "ts-threats.h"

/* A rook and a lance face each other on file 13, a pawn behind the rook. */
static TsPosition *
duel_position (void)
{
  static const struct { const char *token; int file; char rank; } pieces[] = {
    { "CP", 25, 'y' }, { "R", 13, 'p' }, { "P", 13, 'q' }, { "cp", 1, 'a' }, { "l", 13, 'h' },
  };
  TsPosition *pos = ts_position_new_empty ();

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    ts_position_put (pos, ts_square_from_file_rank (pieces[i].file, pieces[i].rank - 'a'),
                     ts_piece_from_token (pieces[i].token, strlen (pieces[i].token)));
  return pos;
}

/* Red, green, blue of a pixel of an opaque image. */
static void
rgb_at (cairo_surface_t *surface, int x, int y, int rgb[3])
{
  const guchar *data = cairo_image_surface_get_data (surface);
  guint32 px = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  rgb[0] = (px >> 16) & 0xff;
  rgb[1] = (px >> 8) & 0xff;
  rgb[2] = px & 0xff;
}

static gboolean
same_rgb (const int a[3], const int b[3])
{
  return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

/* The board with squares of side s: an image of exactly the board's
 * size at s is painted unscaled. */
static cairo_surface_t *
paint (TsPiecePainter *painter, const TsBoardPicture *picture, int s)
{
  return ts_board_render_image (painter, picture, (int) ts_board_content_size (s));
}

/* The pixel at (fx, fy) of a square, in fractions of it. */
static void
square_rgb (cairo_surface_t *surface, int s, gboolean flipped, int file, char rank, double fx, double fy, int rgb[3])
{
  double margin = ts_board_margin_for (s);
  int col = TS_MAX_SIZE - file, row = rank - 'a';

  if (flipped)
    {
      col = TS_MAX_SIZE - 1 - col;
      row = TS_MAX_SIZE - 1 - row;
    }
  rgb_at (surface, (int) (margin + (col + fx) * s), (int) (margin + (row + fy) * s), rgb);
}

static void
test_sizes (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  TsBoardPicture picture;
  cairo_surface_t *image;
  int wood[3], corner[3];

  ts_board_picture_init (&picture, pos);
  for (int size = 150; size <= 1350; size += 600)
    {
      image = ts_board_render_image (painter, &picture, size);
      g_assert_cmpint (cairo_image_surface_get_width (image), ==, size);
      g_assert_cmpint (cairo_image_surface_get_height (image), ==, size);
      /* the whole image is board: wood up to its far corner */
      rgb_at (image, size - 1, 1, corner);
      rgb_at (image, 1, 1, wood);
      g_assert_true (same_rgb (corner, wood));
      g_assert_cmpint (wood[0], ==, (int) (ts_board_wood.r * 255 + 0.5));
      cairo_surface_destroy (image);
    }
}

static void
test_threat_marks (void)
{
  g_autoptr (TsPosition) pos = duel_position ();
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  TsBoardPicture plain, marked;
  cairo_surface_t *without, *with;
  int a[3], b[3];
  const int s = 30;

  ts_board_picture_init (&plain, pos);
  ts_board_picture_init (&marked, pos);
  ts_board_picture_mark_threats (&marked, FALSE);
  g_assert_cmpuint (marked.marks[ts_square_from_file_rank (13, 'h' - 'a')], ==,
                    (guint32) TS_THREAT_ATTACKED << TS_MARK_THREAT_SHIFT);
  without = paint (painter, &plain, s);
  with = paint (painter, &marked, s);

  /* the undefended lance: a vermilion triangle in its top right corner */
  square_rgb (without, s, FALSE, 13, 'h', 0.88, 0.1, a);
  square_rgb (with, s, FALSE, 13, 'h', 0.88, 0.1, b);
  g_assert_false (same_rgb (a, b));
  g_assert_cmpint (b[0], >, b[2] + 100);
  /* the rook, defended and attacked by the cheaper lance: a blue ring top
   * right, an orange diamond top left */
  square_rgb (with, s, FALSE, 13, 'p', 0.83 + 0.11, 0.17, b);
  g_assert_cmpint (b[2], >, b[0] + 80);
  square_rgb (with, s, FALSE, 13, 'p', 0.19, 0.19, b);
  g_assert_cmpint (b[0], >, b[2] + 100);
  /* the pawn is not attacked: no mark */
  square_rgb (without, s, FALSE, 13, 'q', 0.88, 0.1, a);
  square_rgb (with, s, FALSE, 13, 'q', 0.88, 0.1, b);
  g_assert_true (same_rgb (a, b));
  cairo_surface_destroy (without);
  cairo_surface_destroy (with);
}

static void
test_highlights_and_flipping (void)
{
  g_autoptr (TsPosition) pos = duel_position ();
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  TsBoardPicture picture;
  cairo_surface_t *image;
  int empty[3], lit[3], piece[3];
  const int s = 24;

  ts_board_picture_init (&picture, pos);
  picture.marks[ts_square_from_file_rank (5, 'k' - 'a')] = TS_MARK_LAST_MOVE;
  picture.marks[ts_square_from_file_rank (6, 'k' - 'a')] = TS_MARK_SELECTED;
  picture.flipped = TRUE;
  image = paint (painter, &picture, s);
  square_rgb (image, s, TRUE, 7, 'k', 0.5, 0.5, empty);
  square_rgb (image, s, TRUE, 5, 'k', 0.5, 0.5, lit);
  g_assert_false (same_rgb (empty, lit));
  square_rgb (image, s, TRUE, 6, 'k', 0.5, 0.5, lit);
  g_assert_cmpint (lit[2], >, empty[2] + 60);
  /* flipped, the rook's square is drawn where 13j would be unflipped */
  square_rgb (image, s, TRUE, 13, 'p', 0.5, 0.5, piece);
  g_assert_false (same_rgb (piece, empty));
  cairo_surface_destroy (image);
}

/* Dark pixels in the bottom right corner of square (file, rank), where
 * a move that stayed (igui, a pass) draws its small round arrow. */
static guint
dark_corner_pixels (cairo_surface_t *surface, int s, int file, char rank)
{
  double margin = ts_board_margin_for (s);
  int x0 = (int) (margin + (TS_MAX_SIZE - file) * s), y0 = (int) (margin + (rank - 'a') * s);
  guint dark = 0;

  for (int y = y0 + (int) (0.6 * s); y < y0 + s; y++)
    for (int x = x0 + (int) (0.6 * s); x < x0 + s; x++)
      {
        int rgb[3];

        rgb_at (surface, x, y, rgb);
        dark += rgb[0] < 90 && rgb[1] < 90 && rgb[2] < 90;
      }
  return dark;
}

/* Issue 40: the last move's marks are the view's, the round arrow of a
 * move that ended where it began among them. */
static void
test_last_move_stayed (void)
{
  g_autoptr (TsPosition) pos = duel_position ();
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  TsSquare rook = ts_square_from_file_rank (13, 'p' - 'a');
  TsBoardPicture picture;
  cairo_surface_t *moved, *stayed;
  const int s = 48;

  ts_board_picture_init (&picture, pos);
  picture.marks[rook] = TS_MARK_LAST_MOVE;
  moved = paint (painter, &picture, s);
  picture.marks[rook] = TS_MARK_LAST_MOVE | TS_MARK_LAST_STAY;
  stayed = paint (painter, &picture, s);
  g_assert_cmpuint (dark_corner_pixels (stayed, s, 13, 'p'), >, dark_corner_pixels (moved, s, 13, 'p') + s / 2);
  cairo_surface_destroy (moved);
  cairo_surface_destroy (stayed);
}

/* An image of one piece, pointing as told, on a plain ground. */
static cairo_surface_t *
piece_image (TsPiecePainter *painter, TsPiece pc, gboolean pointing_down, int px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  ts_piece_painter_draw_pointing (painter, cr, pc, pointing_down, px);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a), stride = cairo_image_surface_get_stride (a);

  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b), (gsize) h * stride) == 0;
}

/* Issue 38, TENJIKU.md section 2.3: White's tenjiku king is 王将, Black's
 * 玉将, whichever way the board is turned: the face follows the piece's
 * real colour, not the way it points. */
static void
test_white_king (void)
{
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  TsPiece black = TS_MAKE_PIECE (TS_PIECE_KING, FALSE, TS_BLACK);
  TsPiece white = TS_MAKE_PIECE (TS_PIECE_KING, FALSE, TS_WHITE);
  g_autofree char *black_label = NULL, *white_label = NULL;
  cairo_surface_t *black_up, *white_up, *white_down, *white_board, *white_turned;
  cairo_t *cr;
  const int px = 64;

  ts_piece_painter_set_rules (painter, TS_RULES_TENJIKU);
  black_label = ts_piece_painter_label (painter, black, NULL);
  white_label = ts_piece_painter_label (painter, white, NULL);
  g_assert_cmpstr (black_label, ==, "玉\n将");
  g_assert_cmpstr (white_label, ==, "王\n将");

  /* pointing up (a flipped board, or the loupe), White's king keeps 王将 */
  black_up = piece_image (painter, black, FALSE, px);
  white_up = piece_image (painter, white, FALSE, px);
  g_assert_false (same_pixels (black_up, white_up));
  /* pointing down (unflipped): the same piece as White's up, turned */
  white_down = piece_image (painter, white, TRUE, px);
  white_turned = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (white_turned);
  cairo_translate (cr, px, px);
  cairo_rotate (cr, G_PI);
  cairo_set_source_surface (cr, white_down, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (white_turned);
  /* (the shadow falls downwards either way: compare the piece, not it) */
  g_assert_false (same_pixels (white_turned, black_up));
  /* the unflipped board's way is draw_on_board's */
  white_board = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (white_board);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  ts_piece_painter_draw_on_board (painter, cr, white, px);
  cairo_destroy (cr);
  cairo_surface_flush (white_board);
  g_assert_true (same_pixels (white_board, white_down));

  cairo_surface_destroy (black_up);
  cairo_surface_destroy (white_up);
  cairo_surface_destroy (white_down);
  cairo_surface_destroy (white_turned);
  cairo_surface_destroy (white_board);
}

static void
test_files (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-render-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "board.PNG", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *bad = g_build_filename (dir, "board.jpg", NULL);
  g_autofree char *text = NULL;
  TsBoardPicture picture;
  cairo_surface_t *read;

  g_assert_no_error (error);
  ts_board_picture_init (&picture, pos);
  g_assert_true (ts_board_image_save (painter, &picture, 640, png, &error));
  g_assert_no_error (error);
  read = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (read), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (read), ==, 640);
  g_assert_cmpint (cairo_image_surface_get_height (read), ==, 640);
  cairo_surface_destroy (read);

  g_assert_true (ts_board_image_save (painter, &picture, 800, svg, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "<?xml"));
  g_assert_nonnull (strstr (text, "width=\"800px\" height=\"800px\""));
  g_assert_nonnull (strstr (text, "</svg>"));

  g_assert_false (ts_board_image_save (painter, &picture, 800, bad, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/sizes", test_sizes);
  g_test_add_func ("/render/threat-marks", test_threat_marks);
  g_test_add_func ("/render/highlights-and-flipping", test_highlights_and_flipping);
  g_test_add_func ("/render/last-move-stayed", test_last_move_stayed);
  g_test_add_func ("/render/files", test_files);
  g_test_add_func ("/render/white-king", test_white_king);
  return g_test_run ();
}
