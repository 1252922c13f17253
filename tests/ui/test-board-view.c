/* test-board-view.c — the board widget in a real window: clicks and
 * choices through the widget, pixels, zoom, flipping, the end of the
 * game.  What clicks and hovering mean is the scene's, tested without a
 * display in tests/session/test-board-scene.c. */
#include <math.h>
#include <stdlib.h>

#include "ts-board-drawing.h"
#include "ts-board-view-private.h"
#include "ts-board-view.h"
#include "ts-board-scene-private.h"
#include "ui-test-util.h"

typedef struct {
  GtkWindow *window;
  TsBoardView *board;
  TsBoardScene *scene;  /* the board's */
  TsGame *game;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = ui_test_board_window (1000, 900, &f->board);
  f->scene = ts_board_view_get_scene (f->board);
  f->game = ts_game_new ();
  ts_board_scene_set_game (f->scene, f->game);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  g_object_unref (f->game);
}

/* A position of the given pieces, Black to move, loaded into the game. */
static void
load_pieces (Fixture *f, const char *pieces)
{
  test_game_load_pieces (f->game, pieces);
}

static char *
tsfen (Fixture *f)
{
  return ts_position_to_tsfen (ts_game_get_position (f->game));
}

static TsPiece
piece_on (Fixture *f, TsSquare sq)
{
  return ts_game_get_position (f->game)->board[sq];
}

/* ---- clicks ---- */

static void
test_click_move (Fixture *f, gconstpointer data)
{
  TsSquare pawn = test_sq (13, 's'), ahead = test_sq (13, 'r');
  TsPiece black_pawn = piece_on (f, pawn);
  g_autofree char *before = tsfen (f);

  ts_board_scene_click_square (f->scene, pawn);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, pawn);
  g_assert_true (ts_board_scene_get_marks (f->scene, pawn) & TS_MARK_SELECTED);
  g_assert_true (ts_board_scene_get_marks (f->scene, ahead) & TS_MARK_TARGET);
  g_assert_false (ts_board_scene_get_marks (f->scene, test_sq (13, 'q')) & TS_MARK_TARGET);

  ts_board_scene_click_square (f->scene, ahead);
  g_assert_cmpuint (piece_on (f, ahead), ==, black_pawn);
  g_assert_cmpuint (piece_on (f, pawn), ==, TS_EMPTY);
  g_assert_cmpint (ts_game_get_position (f->game)->side, ==, TS_WHITE);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_true (ts_board_scene_get_marks (f->scene, pawn) & TS_MARK_LAST_MOVE);
  g_assert_true (ts_board_scene_get_marks (f->scene, ahead) & TS_MARK_LAST_MOVE);

  /* Undo through the game: the board follows. */
  g_assert_true (ts_game_undo (f->game));
  {
    g_autofree char *after_undo = tsfen (f);
    g_assert_cmpstr (after_undo, ==, before);
  }
}

static void
test_square_mapping (Fixture *f, gconstpointer data)
{
  for (int flipped = 0; flipped < 2; flipped++)
    {
      ts_board_view_set_flipped (f->board, flipped);
      for (int y = 0; y < TS_MAX_SIZE; y++)
        for (int x = 0; x < TS_MAX_SIZE; x++)
          {
            TsSquare sq = ts_square (x, y), found = 0;
            double cx, cy;

            ts_board_view_square_center (f->board, sq, &cx, &cy);
            g_assert_true (ts_board_view_square_at (f->board, cx, cy, &found));
            g_assert_cmpuint (found, ==, sq);
          }
    }
}

static void
test_flip (Fixture *f, gconstpointer data)
{
  TsSquare sq;
  double cx, cy;
  int s = ts_board_view_get_square_size (f->board);

  /* The top-left square is 25a from Black's side, 1y from White's. */
  ts_board_view_square_center (f->board, test_sq (25, 'a'), &cx, &cy);
  ts_board_view_set_flipped (f->board, TRUE);
  g_assert_true (ts_board_view_square_at (f->board, cx, cy, &sq));
  g_assert_cmpuint (sq, ==, test_sq (1, 'y'));
  g_assert_true (ts_board_view_square_at (f->board, cx + s, cy + s, &sq));
  g_assert_cmpuint (sq, ==, test_sq (2, 'x'));
}

static const char melee[] =
  "E 25y, e 1a, "
  "LN 12m, p 11l, p 12k, P 13n, g 10k, "
  "ld 5e, P 5f, P 5h, HM 20p, r 20c";

/* ---- lion moves, marked on the board ---- */

static void
test_lion_markers (Fixture *f, gconstpointer data)
{
  TsSquare lion = test_sq (12, 'm'), victim = test_sq (11, 'l');

  load_pieces (f, melee);
  ts_board_scene_click_square (f->scene, lion);
  g_assert_true (ts_board_scene_get_marks (f->scene, victim) & TS_MARK_TARGET_GO_ON);
  g_assert_true (ts_board_scene_get_marks (f->scene, lion) & TS_MARK_TARGET_PASS);
  ts_board_scene_click_square (f->scene, victim);

  /* The capture may stop, go on or come back: each next click is marked
   * by what it does, and the hint says so; no list of notation. */
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "to come back"));
  g_assert_true (ts_board_scene_get_marks (f->scene, victim) & TS_MARK_PATH);
  g_assert_true (ts_board_scene_get_marks (f->scene, victim) & TS_MARK_TARGET_STOP);
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (12, 'k')) & TS_MARK_TARGET_CAPTURE);
  g_assert_true (ts_board_scene_get_marks (f->scene, lion) & TS_MARK_TARGET_RETURN);
  ts_board_scene_click_square (f->scene, lion);

  /* Igui: the lion stays, the pawn is gone, and the capture promoted it. */
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (piece_on (f, victim), ==, TS_EMPTY);
  g_assert_cmpuint (TS_PIECE_TYPE (piece_on (f, lion)), ==, TS_PIECE_LION);
  g_assert_true (TS_PIECE_IS_PROMOTED (piece_on (f, lion)));
}

/* ---- pixels ---- */

typedef struct {
  double x, y; /* the square's top-left corner */
  int s;
} SquareBox;

static SquareBox
square_box (Fixture *f, TsSquare sq)
{
  SquareBox b;
  double cx, cy;

  ts_board_view_square_center (f->board, sq, &cx, &cy);
  b.s = ts_board_view_get_square_size (f->board);
  b.x = cx - b.s / 2.0;
  b.y = cy - b.s / 2.0;
  return b;
}

static void
pixel (const UiImage *image, const SquareBox *b, double fx, double fy, int rgb[3])
{
  ui_image_rgb (image, (int) (b->x + fx * b->s), (int) (b->y + fy * b->s), rgb);
}

/* Boxwood piece faces are pale; the kaya board is darker and oranger. */
static gboolean
is_piece_face (const int rgb[3])
{
  return rgb[2] > 135 && rgb[0] > 200;
}

static gboolean
is_board_wood (const int rgb[3])
{
  return rgb[2] < 120 && rgb[0] > 180 && rgb[1] > 130;
}

/* A wedge pointing up has board showing beside its apex, face beside
 * its base; pointing down, the reverse. */
static void
assert_points (const UiImage *image, Fixture *f, TsSquare sq, gboolean up)
{
  SquareBox b = square_box (f, sq);
  int top[3], bottom[3];

  pixel (image, &b, 0.27, 0.15, top);
  pixel (image, &b, 0.27, 0.85, bottom);
  g_assert_true (is_board_wood (up ? top : bottom));
  g_assert_true (is_piece_face (up ? bottom : top));
}

static int
count_red (const UiImage *image, const SquareBox *b)
{
  int n = 0;

  for (int y = (int) b->y + 1; y < b->y + b->s - 1; y++)
    for (int x = (int) b->x + 1; x < b->x + b->s - 1; x++)
      {
        int rgb[3];

        ui_image_rgb (image, x, y, rgb);
        n += rgb[0] > 150 && rgb[1] < 90 && rgb[2] < 90;
      }
  return n;
}

/* With TS_TEST_SAVE_PNG set, keeps the rendering to look at. */
static void
maybe_save (const UiImage *image, const char *name)
{
  if (g_getenv ("TS_TEST_SAVE_PNG") != NULL)
    ui_image_save_png (image, name);
}

static void
test_render_orientation (Fixture *f, gconstpointer data)
{
  g_autoptr (UiImage) image = NULL;
  g_autoptr (UiImage) flipped = NULL;

  image = ui_image_render (GTK_WIDGET (f->board));
  maybe_save (image, "board-start.png");
  assert_points (image, f, test_sq (13, 's'), TRUE);
  assert_points (image, f, test_sq (13, 'g'), FALSE);
  assert_points (image, f, test_sq (1, 'y'), TRUE);
  assert_points (image, f, test_sq (25, 'a'), FALSE);
  /* An empty square shows the board. */
  {
    SquareBox b = square_box (f, test_sq (13, 'm'));
    int rgb[3];

    pixel (image, &b, 0.5, 0.5, rgb);
    g_assert_true (is_board_wood (rgb));
  }

  ts_board_view_set_flipped (f->board, TRUE);
  flipped = ui_image_render (GTK_WIDGET (f->board));
  maybe_save (flipped, "board-flipped.png");
  assert_points (flipped, f, test_sq (13, 's'), FALSE);
  assert_points (flipped, f, test_sq (13, 'g'), TRUE);
}

static void
test_render_highlights (Fixture *f, gconstpointer data)
{
  g_autoptr (UiImage) image = NULL;
  SquareBox quiet, capture, selected;
  int rgb[3];

  load_pieces (f, melee);
  ts_board_scene_click_square (f->scene, test_sq (12, 'm'));
  ts_board_view_zoom_at (f->board, 3.0, 500, 450);
  image = ui_image_render (GTK_WIDGET (f->board));
  maybe_save (image, "board-lion-selected.png");

  /* A quiet destination: a green dot in the middle. */
  quiet = square_box (f, test_sq (12, 'l'));
  pixel (image, &quiet, 0.5, 0.5, rgb);
  g_assert_cmpint (rgb[1], >, rgb[0] + 30);
  g_assert_cmpint (rgb[1], >, rgb[2] + 30);

  /* A capture: the square is tinted red around the enemy piece. */
  capture = square_box (f, test_sq (11, 'l'));
  pixel (image, &capture, 0.08, 0.5, rgb);
  g_assert_cmpint (rgb[0], >, rgb[1] + 60);
  g_assert_cmpint (rgb[0], >, rgb[2] + 60);

  /* The selected piece's square: blue around it. */
  selected = square_box (f, test_sq (12, 'm'));
  pixel (image, &selected, 0.08, 0.5, rgb);
  g_assert_cmpint (rgb[2], >, rgb[0]);

  /* Nothing is lit on a square the lion cannot reach. */
  {
    SquareBox far = square_box (f, test_sq (15, 'm'));
    pixel (image, &far, 0.5, 0.5, rgb);
    g_assert_true (is_board_wood (rgb));
  }
}

static const char promoted_pieces[] = "E 25y, e 1a, +LN 12m, LN 14m, +ln 12e";

static void
test_render_promoted_red (Fixture *f, gconstpointer data)
{
  g_autoptr (UiImage) image = NULL;
  SquareBox promoted, plain, white_promoted;

  load_pieces (f, promoted_pieces);
  image = ui_image_render (GTK_WIDGET (f->board));
  promoted = square_box (f, test_sq (12, 'm'));
  plain = square_box (f, test_sq (14, 'm'));
  white_promoted = square_box (f, test_sq (12, 'e'));
  g_assert_cmpint (count_red (image, &promoted), >, 5);
  g_assert_cmpint (count_red (image, &white_promoted), >, 5);
  g_assert_cmpint (count_red (image, &plain), ==, 0);

  /* The English labels: "+LN", also red. */
  ts_board_view_set_label_style (f->board, TS_LABEL_ABBREVIATION);
  g_clear_pointer (&image, ui_image_free);
  image = ui_image_render (GTK_WIDGET (f->board));
  maybe_save (image, "board-abbreviations.png");
  g_assert_cmpint (count_red (image, &promoted), >, 5);
  g_assert_cmpint (count_red (image, &plain), ==, 0);

  /* Hover over White's promoted lion, zoomed in. */
  ts_board_scene_hover_square (f->scene, test_sq (12, 'e'));
  ts_board_view_set_label_style (f->board, TS_LABEL_KANJI);
  ts_board_view_zoom_at (f->board, 2.5, 500, 200);
  g_clear_pointer (&image, ui_image_free);
  image = ui_image_render (GTK_WIDGET (f->board));
  maybe_save (image, "board-hover.png");
}

/* ---- zoom ---- */

static void
assert_point_fixed (Fixture *f, double zoom, double x, double y)
{
  double bx0, by0, bx1, by1;
  int s;

  ts_board_view_board_point (f->board, x, y, &bx0, &by0);
  ts_board_view_zoom_at (f->board, zoom, x, y);
  s = ts_board_view_get_square_size (f->board);
  ts_board_view_board_point (f->board, x, y, &bx1, &by1);
  /* Whole pixels: the point may move by one at most. */
  g_assert_cmpfloat (fabs (bx1 - bx0), <=, 1.01 / s);
  g_assert_cmpfloat (fabs (by1 - by0), <=, 1.01 / s);
}

static void
test_zoom (Fixture *f, gconstpointer data)
{
  int fit = ts_board_view_get_square_size (f->board);
  GtkScrollable *scrollable = GTK_SCROLLABLE (f->board);
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (scrollable);
  double max = ts_board_view_get_max_zoom (f->board);

  g_assert_cmpint (fit, >=, 20);
  g_assert_cmpfloat (ts_board_view_get_zoom (f->board), ==, 1.0);
  /* Fit: the whole board is in view, nothing to scroll. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h));

  assert_point_fixed (f, 2.0, 300, 400);
  g_assert_cmpint (abs (ts_board_view_get_square_size (f->board) - 2 * fit), <=, 1);
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), >, gtk_adjustment_get_page_size (h));
  assert_point_fixed (f, 3.0, 700, 200);
  assert_point_fixed (f, 2.5, 100, 800);

  /* Clamped at both ends. */
  ts_board_view_zoom_at (f->board, 100.0, 500, 500);
  g_assert_cmpfloat (ts_board_view_get_zoom (f->board), ==, max);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==, 128);
  ts_board_view_zoom_step (f->board, -50);
  g_assert_cmpfloat (ts_board_view_get_zoom (f->board), ==, 1.0);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==, fit);

  /* Scrolling pans: the square under a point changes. */
  ts_board_view_set_zoom (f->board, 3.0);
  {
    TsSquare before, after;
    int s = ts_board_view_get_square_size (f->board);

    g_assert_true (ts_board_view_square_at (f->board, 500, 450, &before));
    gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) - 2 * s);
    g_assert_true (ts_board_view_square_at (f->board, 500, 450, &after));
    g_assert_cmpint (ts_square_x (after), ==, ts_square_x (before) - 2);
  }
}

/* ---- the end of the game ---- */

static const char last_royal[] = "E 25y, LN 12m, e 11l, P 3s";

static void
test_game_over (Fixture *f, gconstpointer data)
{
  TsSquare lion = test_sq (12, 'm'), emperor = test_sq (11, 'l');
  g_autofree char *end = NULL;
  g_autofree char *after = NULL;

  load_pieces (f, last_royal);
  ts_board_scene_click_square (f->scene, lion);
  ts_board_scene_click_square (f->scene, emperor);
  if (ts_game_get_n_moves (f->game) == 0)
    ts_board_scene_click_square (f->scene, emperor); /* stop there */
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_BLACK_WINS);

  /* Nothing more can be selected or played. */
  end = tsfen (f);
  ts_board_scene_click_square (f->scene, test_sq (3, 's'));
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  ts_board_scene_click_square (f->scene, test_sq (3, 'r'));
  after = tsfen (f);
  g_assert_cmpstr (after, ==, end);
}

static gboolean
refusal_cleared (gpointer scene)
{
  return ts_board_scene_get_refused (scene) == 0;
}

/* A scene given to the view (as the window gives its session's) is the
 * one drawn and played on: a drag moves its game's piece, and the
 * view's own scene, dropped, takes no part. */
static void
test_given_scene (Fixture *f, gconstpointer data)
{
  g_autoptr (TsBoardScene) given = ts_board_scene_new ();
  g_autoptr (TsGame) game = ts_game_new ();
  GWeakRef own_ref;

  g_weak_ref_init (&own_ref, f->scene);
  ts_board_scene_set_game (given, game);
  ts_board_view_set_scene (f->board, given);
  g_assert_true (ts_board_view_get_scene (f->board) == given);
  /* the view held the only reference to its own */
  g_assert_null (g_weak_ref_get (&own_ref));
  g_weak_ref_clear (&own_ref);
  f->scene = given;

  ui_test_drag_square (f->board, test_sq (13, 's'), test_sq (13, 'r'), 8);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_true (ts_board_scene_get_marks (given, test_sq (13, 'r')) & TS_MARK_LAST_MOVE);
  /* its refusals (a Black piece on White's turn) show for a moment */
  ts_board_scene_click_square (given, test_sq (13, 'r'));
  g_assert_cmpuint (ts_board_scene_get_refused (given), ==, test_sq (13, 'r'));
  g_assert_true (ui_test_spin_until (refusal_cleared, given, 3000));
}

/* ---- the loupe and the notation tooltip ---- */

/* What the loupe's card at `card` hides that it must not: a square near
 * the pointer's (two steps: a lion's reach), a move of the hovered
 * piece, the last move.  Returns the first, or 0. */
static TsSquare
hidden_by (const TsBoardGeometry *g, TsBoardScene *scene, const graphene_rect_t *card, TsSquare pointer)
{
  TsBoardSpan v;
  int pcol = -1, prow = -1;

  ts_board_geometry_visible_span (g, &v);
  for (int row = v.r0; row <= v.r1; row++)
    for (int col = v.c0; col <= v.c1; col++)
      if (ts_board_geometry_square (g, col, row) == pointer)
        pcol = col, prow = row;
  for (int row = v.r0; row <= v.r1; row++)
    for (int col = v.c0; col <= v.c1; col++)
      {
        TsSquare sq = ts_board_geometry_square (g, col, row);
        guint32 marks = ts_board_scene_get_marks (scene, sq) & (TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE | TS_MARK_LAST_MOVE);
        graphene_rect_t r = GRAPHENE_RECT_INIT (g->x0 + col * g->s + 1, g->y0 + row * g->s + 1, g->s - 2, g->s - 2);
        gboolean near = ABS (col - pcol) <= 2 && ABS (row - prow) <= 2;

        if ((near || marks != 0) && graphene_rect_intersection (card, &r, NULL))
          return sq;
      }
  return 0;
}

/* The loupe (squares too small to read) shows the piece under the pointer
 * on a card that hides neither the pointer's neighbours, nor where the
 * piece can go, nor the last move (three files to the right here, where
 * the card used to go); White's pieces are shown upright. */
static void
test_loupe_place (Fixture *f, gconstpointer data)
{
  static const struct { int file; char rank; } hovered[] = {
    { 13, 's' }, { 12, 't' }, { 20, 's' }, { 6, 'u' }, { 1, 'y' }, { 25, 'y' }, { 13, 'g' }, { 3, 'g' }, { 23, 'b' },
  };
  TsBoardGeometry g;

  g_assert_true (ts_game_play_notation (f->game, "P-10r", NULL));
  ui_test_spin (50);
  ts_board_view_geometry (f->board, &g);
  g_assert_cmpint (g.s, <, TS_BOARD_READABLE_SQUARE);
  for (guint i = 0; i < G_N_ELEMENTS (hovered); i++)
    {
      TsSquare sq = test_sq (hovered[i].file, hovered[i].rank), hidden;
      graphene_rect_t card;
      double x, y;

      ts_board_scene_hover_square (f->scene, sq);
      ts_board_geometry_square_center (&g, sq, &x, &y);
      ts_board_loupe_place (&g, f->scene, x, y, TS_BOARD_LOUPE_SIZE + 16, TS_BOARD_LOUPE_SIZE + 50, &card);
      g_assert_true (card.origin.x >= 0 && card.origin.y >= 0);
      g_assert_true (card.origin.x + card.size.width <= g.width && card.origin.y + card.size.height <= g.height);
      hidden = hidden_by (&g, f->scene, &card, sq);
      if (hidden != 0)
        g_error ("the loupe for %d%c hides square %u", hovered[i].file, hovered[i].rank, hidden);
    }

  {
    /* the loupe's pieces are upright, each with its own face */
    g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
    TsPiece white_lion = TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_WHITE);
    TsPiece black_pawn = TS_MAKE_PIECE (TS_PIECE_PAWN, TRUE, TS_BLACK);

    g_assert_true (ts_board_loupe_texture (painter, white_lion, 40) ==
                   ts_piece_painter_get_texture_pointing (painter, white_lion, FALSE, 40));
    g_assert_true (ts_board_loupe_texture (painter, black_pawn, 40) ==
                   ts_piece_painter_get_texture_pointing (painter, black_pawn, FALSE, 40));
    g_assert_true (ts_board_loupe_texture (painter, white_lion, 40) != ts_piece_painter_get_texture (painter, white_lion, 40));
  }
}

/* A target's notation tooltip goes beyond the squares two steps around
 * it: it hides none of the squares a lion moves on to next. */
static void
test_tooltip_area (Fixture *f, gconstpointer data)
{
  TsSquare sq = test_sq (13, 'm');
  int s = ts_board_view_get_square_size (f->board);
  GdkRectangle area;
  double x, y;

  ts_board_view_tooltip_area (f->board, sq, &area);
  ts_board_view_square_center (f->board, sq, &x, &y);
  g_assert_cmpint (area.x, <=, (int) (x - 2.5 * s) + 1);
  g_assert_cmpint (area.y, <=, (int) (y - 2.5 * s) + 1);
  g_assert_cmpint (area.x + area.width, >=, (int) (x + 2.5 * s) - 1);
  g_assert_cmpint (area.y + area.height, >=, (int) (y + 2.5 * s) - 1);
  /* at the edge, within the widget */
  ts_board_view_tooltip_area (f->board, test_sq (1, 'y'), &area);
  g_assert_cmpint (area.x + area.width, <=, gtk_widget_get_width (GTK_WIDGET (f->board)));
  g_assert_cmpint (area.y + area.height, <=, gtk_widget_get_height (GTK_WIDGET (f->board)));
}

/* ---- a tenjiku board: 16 x 16 ---- */

static void
load_tenjiku (Fixture *f)
{
  ts_game_reset_with_rules (f->game, TS_RULES_TENJIKU);
  ui_test_spin (20);
}

/* Every square of the 16 x 16 board is found where it is drawn, from
 * either side, and nothing lies beyond its 16 files. */
static void
test_tenjiku_square_mapping (Fixture *f, gconstpointer data)
{
  const TsVariant *v = ts_variant_get (TS_VARIANT_TENJIKU);
  int tai_fit = ts_board_view_get_square_size (f->board), s;
  double x0, y0, x1, y1;
  TsSquare sq;

  load_tenjiku (f);
  s = ts_board_view_get_square_size (f->board);
  /* the same view fits 16 squares where it fitted 25 */
  g_assert_cmpint (s, ==, ts_board_fit_square (16, 1000, 900));
  g_assert_cmpint (s, >, tai_fit * 3 / 2);
  for (int flipped = 0; flipped < 2; flipped++)
    {
      ts_board_view_set_flipped (f->board, flipped);
      for (int row = 0; row < 16; row++)
        for (int col = 0; col < 16; col++)
          {
            TsSquare found = 0;
            double cx, cy;

            sq = ts_variant_square (v, col, row);
            ts_board_view_square_center (f->board, sq, &cx, &cy);
            g_assert_cmpfloat (cx, >, 0);
            g_assert_cmpfloat (cx, <, 1000);
            g_assert_cmpfloat (cy, <, 900);
            g_assert_true (ts_board_view_square_at (f->board, cx, cy, &found));
            g_assert_cmpuint (found, ==, sq);
          }
    }
  ts_board_view_set_flipped (f->board, FALSE);

  /* 16a at the top left, 1p at the bottom right, and nothing past them */
  ts_board_view_square_center (f->board, test_sq (16, 'a'), &x0, &y0);
  ts_board_view_square_center (f->board, test_sq (1, 'p'), &x1, &y1);
  g_assert_cmpfloat (x1 - x0, ==, 15 * s);
  g_assert_cmpfloat (y1 - y0, ==, 15 * s);
  g_assert_false (ts_board_view_square_at (f->board, x0 - s, y0, &sq));
  g_assert_false (ts_board_view_square_at (f->board, x1 + s, y1, &sq));
  g_assert_false (ts_board_view_square_at (f->board, x1, y1 + s, &sq));

  /* flipped: 1p at the top left */
  ts_board_view_set_flipped (f->board, TRUE);
  g_assert_true (ts_board_view_square_at (f->board, x0, y0, &sq));
  g_assert_cmpuint (sq, ==, test_sq (1, 'p'));
  g_assert_true (ts_board_view_square_at (f->board, x0 + s, y0 + s, &sq));
  g_assert_cmpuint (sq, ==, test_sq (2, 'o'));

  /* back to tai: its board, its squares, as before */
  ts_board_view_set_flipped (f->board, FALSE);
  ts_game_reset_with_rules (f->game, TS_RULES_STANDARD);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==, tai_fit);
}

/* The pieces stand where tenjiku sets them up, each side's pointing its
 * way; the grid carries its dots on the lines of the promotion zones
 * (after the fifth rank from each side), not on tai's. */
static void
test_tenjiku_render (Fixture *f, gconstpointer data)
{
  g_autoptr (UiImage) image = NULL;
  TsBoardGeometry g;
  int rgb[3];

  load_tenjiku (f);
  image = ui_image_render (GTK_WIDGET (f->board));
  maybe_save (image, "board-tenjiku.png");
  assert_points (image, f, test_sq (13, 'l'), TRUE);
  assert_points (image, f, test_sq (13, 'e'), FALSE);
  assert_points (image, f, test_sq (9, 'p'), TRUE);
  assert_points (image, f, test_sq (8, 'a'), FALSE);
  {
    SquareBox b = square_box (f, test_sq (8, 'h'));

    pixel (image, &b, 0.5, 0.5, rgb);
    g_assert_true (is_board_wood (rgb));
  }

  ts_board_view_geometry (f->board, &g);
  g_assert_cmpint (g.files, ==, 16);
  /* a dot where the zone's line crosses file line 5, none at tai's (6) */
  for (int i = 0; i < 2; i++)
    {
      int line = i == 0 ? 5 : 6, dark = 0;

      for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++)
          {
            /* beside the crossing, off its lines */
            double x = g.x0 + line * g.s + (dx < 0 ? dx - 1 : dx + 1), y = g.y0 + line * g.s + (dy < 0 ? dy - 1 : dy + 1);

            ui_image_rgb (image, (int) x, (int) y, rgb);
            dark += rgb[0] < 120;
          }
      if (i == 0)
        g_assert_cmpint (dark, >, 6);
      else
        g_assert_cmpint (dark, ==, 0);
    }

  /* seen from White's side, White's pawns point up */
  ts_board_view_set_flipped (f->board, TRUE);
  g_clear_pointer (&image, ui_image_free);
  image = ui_image_render (GTK_WIDGET (f->board));
  assert_points (image, f, test_sq (13, 'e'), TRUE);
  assert_points (image, f, test_sq (13, 'l'), FALSE);
}

/* The keyboard's cursor starts in the middle of the board and stops at
 * its edges: never on a square of the mailbox beyond the 16 files. */
static void
test_tenjiku_cursor (Fixture *f, gconstpointer data)
{
  GtkWidget *w = GTK_WIDGET (f->board);

  load_tenjiku (f);
  gtk_widget_activate_action (w, "board.move-cursor", "(ii)", 0, 0);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (8, 'i'));
  gtk_widget_activate_action (w, "board.move-cursor", "(ii)", -TS_MAX_SIZE, 0);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (16, 'i'));
  gtk_widget_activate_action (w, "board.move-cursor", "(ii)", 0, TS_MAX_SIZE);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (16, 'p'));
  gtk_widget_activate_action (w, "board.move-cursor", "(ii)", TS_MAX_SIZE, -TS_MAX_SIZE);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (1, 'a'));
  /* flipped, the keys go as seen: Right goes away from file 1, Left
   * stops at its edge */
  ts_board_view_set_flipped (f->board, TRUE);
  gtk_widget_activate_action (w, "board.move-cursor", "(ii)", 3, 0);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (4, 'a'));
  gtk_widget_activate_action (w, "board.move-cursor", "(ii)", -5, 0);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (1, 'a'));
}

/* Zoom on the 16 x 16 board: about the pointer, up to the largest square,
 * and back to the whole board in view. */
static void
test_tenjiku_zoom (Fixture *f, gconstpointer data)
{
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (f->board));
  int fit;

  load_tenjiku (f);
  fit = ts_board_view_get_square_size (f->board);
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h));
  assert_point_fixed (f, 2.0, 300, 400);
  g_assert_cmpint (abs (ts_board_view_get_square_size (f->board) - 2 * fit), <=, 1);
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), ==, ts_board_content_size_of (16, ts_board_view_get_square_size (f->board)));
  ts_board_view_zoom_at (f->board, 100.0, 500, 500);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==, 128);
  ts_board_view_zoom_step (f->board, -50);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==, fit);
}

/* The buttons of the promotion chooser: [0] promote, [1] not. */
static void
chooser_buttons (GtkWidget *chooser, GtkWidget *buttons[2])
{
  GtkWidget *box = gtk_popover_get_child (GTK_POPOVER (chooser));

  buttons[0] = gtk_widget_get_first_child (box);
  buttons[1] = gtk_widget_get_next_sibling (buttons[0]);
  g_assert_true (GTK_IS_BUTTON (buttons[0]) && GTK_IS_BUTTON (buttons[1]));
}

/* A tenjiku move that may promote asks in a popover at its end square,
 * showing both faces: either button plays it, closing it drops it. */
static void
test_tenjiku_promotion_chooser (Fixture *f, gconstpointer data)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, "K 9p, k 9a, P 8f", TS_BLACK);
  g_autofree char *start = ts_position_to_tsfen (pos);
  GtkWidget *chooser, *buttons[2];
  GdkRectangle at;
  double x, y;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, TS_RULES_TENJIKU, start, NULL));
  ui_test_spin (20);
  g_assert_null (ts_board_view_get_promotion_chooser (f->board));
  ui_test_drag_square (f->board, test_sq (8, 'f'), test_sq (8, 'e'), 6);
  chooser = ts_board_view_get_promotion_chooser (f->board);
  g_assert_nonnull (chooser);
  ui_test_spin (50);
  g_assert_true (gtk_widget_get_visible (chooser));
  /* it points at 8e */
  g_assert_true (gtk_popover_get_pointing_to (GTK_POPOVER (chooser), &at));
  ts_board_view_square_center (f->board, test_sq (8, 'e'), &x, &y);
  g_assert_cmpint (abs (at.x + at.width / 2 - (int) x), <=, 1);
  g_assert_cmpint (abs (at.y + at.height / 2 - (int) y), <=, 1);
  chooser_buttons (chooser, buttons);
  g_signal_emit_by_name (buttons[0], "clicked");
  ui_test_spin (20);
  g_assert_null (ts_board_view_get_promotion_chooser (f->board));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (TS_PIECE_IS_PROMOTED (piece_on (f, test_sq (8, 'e'))));
  g_assert_true (ts_game_undo (f->game));

  ts_board_scene_click_square (f->scene, test_sq (8, 'f'));
  ts_board_scene_click_square (f->scene, test_sq (8, 'e'));
  chooser_buttons (ts_board_view_get_promotion_chooser (f->board), buttons);
  g_signal_emit_by_name (buttons[1], "clicked");
  ui_test_spin (20);
  g_assert_cmpuint (piece_on (f, test_sq (8, 'e')), ==, TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK));
  g_assert_true (ts_game_undo (f->game));

  /* closed (Escape, a click elsewhere): no move, nothing selected */
  ts_board_scene_click_square (f->scene, test_sq (8, 'f'));
  ts_board_scene_click_square (f->scene, test_sq (8, 'e'));
  chooser = ts_board_view_get_promotion_chooser (f->board);
  ui_test_spin (20);
  gtk_popover_popdown (GTK_POPOVER (chooser));
  ui_test_spin (20);
  g_assert_null (ts_board_view_get_promotion_chooser (f->board));
  g_assert_false (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
}

/* The chooser open, the board zoomed in at the other corner (or panned):
 * the move's square is out of view, and the chooser points at the
 * board's nearest edge, inside the widget, never off the window, where
 * GTK finds no monitor to place it on (a critical at each allocation). */
static void
test_tenjiku_promotion_chooser_out_of_view (Fixture *f, gconstpointer data)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, "K 16p, k 16a, P 2f", TS_BLACK);
  g_autofree char *start = ts_position_to_tsfen (pos);
  int width = gtk_widget_get_width (GTK_WIDGET (f->board)), height = gtk_widget_get_height (GTK_WIDGET (f->board));
  GtkWidget *chooser;
  GdkRectangle at;
  double x, y;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, TS_RULES_TENJIKU, start, NULL));
  ui_test_spin (20);
  ts_board_scene_click_square (f->scene, test_sq (2, 'f'));
  ts_board_scene_click_square (f->scene, test_sq (2, 'e'));
  chooser = ts_board_view_get_promotion_chooser (f->board);
  g_assert_nonnull (chooser);
  ui_test_spin (50);
  /* the bottom-left corner, 16p, fills the view; 2e is far off */
  ts_board_view_zoom_at (f->board, ts_board_view_get_max_zoom (f->board), 0, height);
  ui_test_spin (50);
  ts_board_view_square_center (f->board, test_sq (2, 'e'), &x, &y);
  g_assert_true (x > width || y < 0);
  g_assert_true (ts_board_view_get_promotion_chooser (f->board) == chooser);
  g_assert_true (gtk_popover_get_pointing_to (GTK_POPOVER (chooser), &at));
  g_assert_cmpint (at.x, >=, 0);
  g_assert_cmpint (at.y, >=, 0);
  g_assert_cmpint (at.x + at.width, <=, MAX (width, at.width));
  g_assert_cmpint (at.y + at.height, <=, MAX (height, at.height));
  ui_test_answer_promotion (f->board, TRUE, TRUE);
  g_assert_true (TS_PIECE_IS_PROMOTED (piece_on (f, test_sq (2, 'e'))));
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/board-view/click-move", test_click_move);
  ADD ("/board-view/square-mapping", test_square_mapping);
  ADD ("/board-view/flip", test_flip);
  ADD ("/board-view/lion-markers", test_lion_markers);
  ADD ("/board-view/render-orientation", test_render_orientation);
  ADD ("/board-view/render-highlights", test_render_highlights);
  ADD ("/board-view/render-promoted-red", test_render_promoted_red);
  ADD ("/board-view/zoom", test_zoom);
  ADD ("/board-view/game-over", test_game_over);
  ADD ("/board-view/given-scene", test_given_scene);
  ADD ("/board-view/loupe-place", test_loupe_place);
  ADD ("/board-view/tooltip-area", test_tooltip_area);
  ADD ("/board-view/tenjiku-square-mapping", test_tenjiku_square_mapping);
  ADD ("/board-view/tenjiku-render", test_tenjiku_render);
  ADD ("/board-view/tenjiku-cursor", test_tenjiku_cursor);
  ADD ("/board-view/tenjiku-zoom", test_tenjiku_zoom);
  ADD ("/board-view/tenjiku-promotion-chooser", test_tenjiku_promotion_chooser);
  ADD ("/board-view/tenjiku-promotion-chooser-out-of-view", test_tenjiku_promotion_chooser_out_of_view);
#undef ADD
  return g_test_run ();
}
