/* test-board-image.c — the threat view and board images in the real
 * window: the Threats toggle marks the scene and the drawing; an exported
 * PNG is, pixel for pixel (within a small tolerance), what the board view
 * draws; Copy Board Image puts a texture on the clipboard; an export shows
 * the browsed position. */
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-board-export.h"
#include "ts-random-game.h"
#include "ts-threats.h"
#include "ts-ui.h"
#include "ui-test-util.h"

/* A rook and a lance face each other on file 13, a pawn behind the rook. */
#define DUEL "24,cp/25/25/25/25/25/25/12,l,12/25/25/25/25/25/25/25/12,R,12/12,P,12/25/25/25/25/25/25/25/CP,24 b 1"

static void
load (TsGame *game, const char *tsfen)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_reset_to_tsfen (game, tsfen, &error));
  g_assert_no_error (error);
}

/* The pixel at (fx, fy) of a square, in fractions of it. */
static void
square_rgb (TsBoardView *view, const UiImage *image, TsSquare sq, double fx, double fy, int rgb[3])
{
  int s = ts_board_view_get_square_size (view);
  double cx, cy;

  ts_board_view_square_center (view, sq, &cx, &cy);
  ui_image_rgb (image, (int) (cx - s / 2.0 + fx * s), (int) (cy - s / 2.0 + fy * s), rgb);
}

static gboolean
same_rgb (const int a[3], const int b[3])
{
  return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

static void
test_threats_toggle (void)
{
  g_autoptr (TsApplication) app = ui_test_application_new ();
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsBoardView *view = ts_window_get_board_view (window);
  TsBoardScene *scene = ts_board_view_get_scene (view);
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  g_autoptr (GVariant) state = NULL;
  g_autoptr (UiImage) before = NULL;
  g_autoptr (UiImage) after = NULL;
  TsSquare lance = test_sq (13, 'h'), rook = test_sq (13, 'p'), pawn = test_sq (13, 'q');
  GtkWidget *legend = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TS_TYPE_WINDOW, "threat_legend"));
  int a[3], b[3];

  load (ts_window_get_game (window), DUEL);
  ui_test_spin (50);
  g_assert_cmpuint (ts_board_scene_get_threat_marks (scene, lance), ==, 0);
  g_assert_false (gtk_widget_get_visible (legend));
  before = ui_image_render (GTK_WIDGET (view));

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-threats", NULL);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "show-threats");
  g_assert_true (g_variant_get_boolean (state));
  g_assert_true (g_settings_get_boolean (settings, "show-threats"));
  g_assert_true (ts_board_scene_get_show_threats (scene));
  g_assert_cmpuint (ts_board_scene_get_threat_marks (scene, lance), ==, TS_THREAT_ATTACKED);
  g_assert_cmpuint (ts_board_scene_get_threat_marks (scene, rook), ==,
                    TS_THREAT_ATTACKED | TS_THREAT_DEFENDED | TS_THREAT_BY_CHEAPER);
  g_assert_cmpuint (ts_board_scene_get_threat_marks (scene, pawn), ==, 0);
  /* the legend says what the marks mean */
  g_assert_true (gtk_widget_get_visible (legend));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (legend)), "undefended"));

  /* drawn: the undefended lance's corner triangle (vermilion), the rook's
   * diamond (orange); the pawn's square unchanged */
  ui_test_spin (50);
  after = ui_image_render (GTK_WIDGET (view));
  square_rgb (view, before, lance, 0.9, 0.08, a);
  square_rgb (view, after, lance, 0.9, 0.08, b);
  g_assert_false (same_rgb (a, b));
  g_assert_cmpint (b[0], >, b[2] + 100);
  square_rgb (view, after, rook, 0.19, 0.19, b);
  g_assert_cmpint (b[0], >, b[2] + 100);
  square_rgb (view, before, pawn, 0.9, 0.08, a);
  square_rgb (view, after, pawn, 0.9, 0.08, b);
  g_assert_true (same_rgb (a, b));

  /* the second option follows its own action */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-emperor-threats", NULL);
  g_assert_true (ts_board_scene_get_show_emperor_threats (scene));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-emperor-threats", NULL);
  g_assert_false (ts_board_scene_get_show_emperor_threats (scene));

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-threats", NULL);
  g_assert_false (ts_board_scene_get_show_threats (scene));
  g_assert_cmpuint (ts_board_scene_get_threat_marks (scene, lance), ==, 0);
  g_assert_false (gtk_widget_get_visible (legend));
  ui_test_close_window (window);
}

/* Compares the exported PNG with the view's drawing of the board. */
static void
compare_export_with_view (TsBoardView *view, const char *what)
{
  g_autoptr (UiImage) drawn = ui_image_render (GTK_WIDGET (view));
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "ts-board-image-XXXXXX.png", NULL);
  g_autoptr (GFile) file = NULL;
  const TsVariant *variant = ts_rules_variant (ts_board_scene_get_position (ts_board_view_get_scene (view))->rules);
  gboolean flipped = ts_board_view_get_flipped (view);
  int s = ts_board_view_get_square_size (view), size = (int) ts_board_content_size_of (variant->width, s);
  int fd = g_mkstemp (path);
  double cx, cy, total = 0;
  guint differing = 0;
  int x0, y0;
  cairo_surface_t *exported;
  const guchar *data;
  int stride;

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  file = g_file_new_for_path (path);
  g_assert_true (ts_board_export_save (view, size, file, &error));
  g_assert_no_error (error);
  exported = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (exported), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (exported), ==, size);
  data = cairo_image_surface_get_data (exported);
  stride = cairo_image_surface_get_stride (exported);

  /* where the board's content starts in the view: the top left square's
   * corner, less the margin */
  ts_board_view_square_center (view, ts_variant_square (variant, flipped ? variant->width - 1 : 0,
                                                         flipped ? variant->width - 1 : 0), &cx, &cy);
  x0 = (int) round (cx - s / 2.0 - ts_board_margin_for (s));
  y0 = (int) round (cy - s / 2.0 - ts_board_margin_for (s));
  g_assert_cmpint (x0, >=, 0);
  g_assert_cmpint (y0, >=, 0);
  g_assert_cmpint (x0 + size, <=, drawn->width);
  g_assert_cmpint (y0 + size, <=, drawn->height);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + x * 4);
        int view_rgb[3], image_rgb[3] = { (px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff };
        int diff = 0;

        ui_image_rgb (drawn, x0 + x, y0 + y, view_rgb);
        for (int c = 0; c < 3; c++)
          diff = MAX (diff, abs (view_rgb[c] - image_rgb[c]));
        total += diff;
        differing += diff > 64;
      }
  g_test_message ("%s: squares of %d px, image %d px: mean difference %.3f / 255, %.3f%% of pixels differ by more "
                  "than 64", what, s, size, total / ((double) size * size), 100.0 * differing / ((double) size * size));
  /* anti-aliasing and text hinting differ a little between GSK and Cairo;
   * anything misplaced or missing would differ far more */
  g_assert_cmpfloat (total / ((double) size * size), <, 1.0);
  g_assert_cmpfloat (100.0 * differing / ((double) size * size), <, 0.3);
  cairo_surface_destroy (exported);
  g_unlink (path);
}

static void
test_export_matches_view (void)
{
  TsBoardView *view;
  GtkWindow *window = ui_test_board_window (1000, 900, &view);
  g_autoptr (TsGame) game = ts_random_game_new (60, 7);

  guint marked = 0;

  ts_board_scene_set_game (ts_board_view_get_scene (view), game);
  ts_board_scene_set_show_threats (ts_board_view_get_scene (view), TRUE);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    marked += ts_board_scene_get_threat_marks (ts_board_view_get_scene (view), sq) != 0;
  /* the comparison covers the threat marks too */
  g_assert_cmpuint (marked, >, 3);
  ts_board_scene_click_square (ts_board_view_get_scene (view), test_sq (13, 's'));
  g_assert_cmpuint (ts_board_scene_get_selected (ts_board_view_get_scene (view)), !=, 0);
  ui_test_spin (50);
  compare_export_with_view (view, "Black's side");

  ts_board_view_set_flipped (view, TRUE);
  ui_test_spin (50);
  compare_export_with_view (view, "flipped");
  gtk_window_destroy (window);
}

/* A burnt square's flame, vermilion (ts_board_flame), at its body's
 * widest: (0.18, 0.85) of the square. */
static gboolean
is_flame (const int rgb[3])
{
  return rgb[0] > 200 && rgb[1] > 60 && rgb[1] < 150 && rgb[2] < 60;
}

/* Whether square (file, rank) shows a flame in the view and in its
 * image, both seen from Black's side. */
static void
assert_flame (TsBoardView *view, int file, char rank, gboolean expected)
{
  g_autoptr (UiImage) drawn = ui_image_render (GTK_WIDGET (view));
  const TsVariant *variant = ts_rules_variant (ts_board_scene_get_position (ts_board_view_get_scene (view))->rules);
  int s = ts_board_view_get_square_size (view), size = (int) ts_board_content_size_of (variant->width, s);
  double margin = ts_board_margin_for (s);
  TsBoardPicture picture;
  cairo_surface_t *image;
  const guchar *data;
  guint32 px;
  int view_rgb[3], image_rgb[3];

  ts_board_export_picture (view, &picture);
  image = ts_board_render_image (ts_board_view_get_painter (view), &picture, size);
  data = cairo_image_surface_get_data (image);
  px = *(const guint32 *) (data + (int) (margin + (rank - 'a' + 0.85) * s) * cairo_image_surface_get_stride (image)
                           + (int) (margin + (variant->width - file + 0.18) * s) * 4);
  image_rgb[0] = (px >> 16) & 0xff;
  image_rgb[1] = (px >> 8) & 0xff;
  image_rgb[2] = px & 0xff;
  square_rgb (view, drawn, test_sq (file, rank), 0.18, 0.85, view_rgb);
  g_assert_cmpint (is_flame (view_rgb), ==, expected);
  g_assert_cmpint (is_flame (image_rgb), ==, expected);
  cairo_surface_destroy (image);
}

/* Tenjiku (TENJIKU.md 3.8): the fire demon's move burnt two pieces, and
 * the image marks their squares as the view does, flames and all. */
static void
test_export_tenjiku_burns (void)
{
  TsBoardView *view;
  GtkWindow *window = ui_test_board_window (1000, 900, &view);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsPosition) start = test_position_from_pieces (TS_RULES_TENJIKU, "k 1a, g 6g, p 5g, FD 8i, fd 3j, K 16p",
                                                            TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (start);
  g_autoptr (GError) error = NULL;
  TsBoardPicture picture;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (game, TS_RULES_TENJIKU, tsfen, &error));
  g_assert_no_error (error);
  test_play_notation (game, "FD-6h!6g!5g");
  ts_board_scene_set_game (ts_board_view_get_scene (view), game);
  ts_board_export_picture (view, &picture);
  g_assert_cmpuint (picture.marks[test_sq (6, 'g')], ==, TS_MARK_LAST_BURNT);
  g_assert_cmpuint (picture.marks[test_sq (5, 'g')], ==, TS_MARK_LAST_BURNT);
  g_assert_cmpuint (picture.marks[test_sq (6, 'h')], ==, TS_MARK_LAST_MOVE);
  g_assert_cmpuint (picture.marks[test_sq (7, 'g')], ==, 0);
  ui_test_spin (50);
  compare_export_with_view (view, "tenjiku, burnt");
  assert_flame (view, 6, 'g', TRUE);
  assert_flame (view, 5, 'g', TRUE);
  assert_flame (view, 6, 'h', FALSE);

  /* a capture's cross too */
  test_play_notation (game, "fdx6h");
  ts_board_export_picture (view, &picture);
  g_assert_cmpuint (picture.marks[test_sq (6, 'h')], ==, TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE);
  ui_test_spin (50);
  compare_export_with_view (view, "tenjiku, captured");
  gtk_window_destroy (window);
}

/* Pixels of the corner where a move that stayed marks its square (its
 * small round arrow, bottom right), dark in `image` as the markers are
 * (x, y: the square's top-left corner in it). */
static guint
count_stay_arrow (const UiImage *image, int x, int y, int s)
{
  guint dark = 0;

  for (int py = (int) (y + 0.6 * s); py < y + s; py++)
    for (int px = (int) (x + 0.6 * s); px < x + s; px++)
      {
        int rgb[3];

        ui_image_rgb (image, px, py, rgb);
        dark += rgb[0] < 90 && rgb[1] < 90 && rgb[2] < 90;
      }
  return dark;
}

/* The same in a board image: the square's pixels in a UiImage. */
static guint
count_stay_arrow_in_export (TsBoardView *view, TsBoardPicture *picture, TsSquare sq)
{
  const TsVariant *variant = ts_rules_variant (picture->pos->rules);
  int s = ts_board_view_get_square_size (view), size = (int) ts_board_content_size_of (variant->width, s);
  int margin = (int) ts_board_margin_for (s);
  cairo_surface_t *surface = ts_board_render_image (ts_board_view_get_painter (view), picture, size);
  /* Cairo's ARGB32 is the image's B8G8R8A8 on a little-endian machine,
   * as the other comparisons here read it */
  UiImage image = { size, size, cairo_image_surface_get_stride (surface), cairo_image_surface_get_data (surface) };
  guint dark = count_stay_arrow (&image, margin + ts_variant_col (variant, sq) * s,
                                 margin + ts_variant_row (variant, sq) * s, s);

  cairo_surface_destroy (surface);
  return dark;
}

/* Issue 40: the last move's marks in an image are the view's: after an
 * igui (the lion eats next to it and stays) the lion's square shows the
 * small round arrow of a move that ended where it began, in the view and
 * in the exported image; without the mark the corner is not dark. */
static void
test_export_igui (void)
{
  TsBoardView *view;
  GtkWindow *window = ui_test_board_window (1000, 900, &view);
  TsBoardScene *scene = ts_board_view_get_scene (view);
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsPosition) start = test_position_from_pieces (TS_RULES_TENJIKU, "k 1a, LN 8h, p 7g, K 16p",
                                                            TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (start);
  g_autoptr (GError) error = NULL;
  g_autoptr (UiImage) drawn = NULL;
  TsSquare lion = test_sq (8, 'h');
  TsBoardPicture picture;
  guint in_view, in_image, without;
  double cx, cy;
  int s;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (game, TS_RULES_TENJIKU, tsfen, &error));
  g_assert_no_error (error);
  test_play_notation (game, "LN!7g");
  ts_board_scene_set_game (scene, game);
  ts_board_export_picture (view, &picture);
  g_assert_true (picture.marks[lion] & TS_MARK_LAST_STAY);
  g_assert_true (picture.marks[test_sq (7, 'g')] & TS_MARK_LAST_CAPTURE);
  ui_test_spin (50);
  compare_export_with_view (view, "igui");

  drawn = ui_image_render (GTK_WIDGET (view));
  s = ts_board_view_get_square_size (view);
  ts_board_view_square_center (view, lion, &cx, &cy);
  in_view = count_stay_arrow (drawn, (int) (cx - s / 2.0), (int) (cy - s / 2.0), s);
  in_image = count_stay_arrow_in_export (view, &picture, lion);
  picture.marks[lion] &= ~TS_MARK_LAST_STAY;
  without = count_stay_arrow_in_export (view, &picture, lion);
  g_test_message ("igui: squares of %d px, dark corner pixels: view %u, image %u, image without the mark %u", s,
                  in_view, in_image, without);
  g_assert_cmpuint (in_image, >, without + s / 2);
  g_assert_cmpuint (in_view, >, without + s / 2);
  gtk_window_destroy (window);
}

static void
test_export_browsed (void)
{
  TsBoardView *view;
  GtkWindow *window = ui_test_board_window (800, 800, &view);
  g_autoptr (TsGame) game = ts_random_game_new (30, 3);
  g_autoptr (TsPosition) early = ts_game_position_at (game, 4);
  TsBoardPicture picture;

  ts_board_scene_set_game (ts_board_view_get_scene (view), game);
  ts_board_scene_browse (ts_board_view_get_scene (view), 4);
  ts_board_export_picture (view, &picture);
  g_assert_cmpmem (picture.pos->board, sizeof picture.pos->board, early->board, sizeof early->board);
  g_assert_cmpuint (picture.marks[ts_game_get_move (game, 3)->to], ==, TS_MARK_LAST_MOVE);
  gtk_window_destroy (window);
}

static void
test_copy_board_image (void)
{
  g_autoptr (TsApplication) app = ui_test_application_new ();
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_auto (GValue) value = G_VALUE_INIT;
  g_autoptr (GError) error = NULL;
  GdkTexture *texture;

  g_settings_set_int (settings, "board-image-size", 640);
  g_action_group_activate_action (G_ACTION_GROUP (window), "copy-board-image", NULL);
  g_assert_true (gdk_clipboard_is_local (clipboard));
  g_value_init (&value, GDK_TYPE_TEXTURE);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value, &error));
  g_assert_no_error (error);
  texture = g_value_get_object (&value);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 640);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 640);
  g_settings_reset (settings, "board-image-size");
  ui_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/board-image/threats-toggle", test_threats_toggle);
  g_test_add_func ("/board-image/export-matches-view", test_export_matches_view);
  g_test_add_func ("/board-image/export-tenjiku-burns", test_export_tenjiku_burns);
  g_test_add_func ("/board-image/export-browsed", test_export_browsed);
  g_test_add_func ("/board-image/export-igui", test_export_igui);
  g_test_add_func ("/board-image/copy", test_copy_board_image);
  return g_test_run ();
}
