/* test-piece-painter.c — labels, fallback kanji, sizes, piece textures. */
#include "ts-piece-item.h"
#include "ts-piece-textures.h"
#include "ui-test-util.h"

static TsPiece
piece (const char *token)
{
  return ts_piece_from_token (token, strlen (token));
}

static void
assert_label (TsPiecePainter *painter, const char *token, const char *expected, gboolean red)
{
  gboolean promoted;
  g_autofree char *label = ts_piece_painter_label (painter, piece (token), &promoted);

  g_assert_cmpstr (label, ==, expected);
  g_assert_cmpint (promoted, ==, red);
}

static void
assert_label_rules (TsPiecePainter *painter, TsRules rules, const char *token, const char *expected)
{
  g_autofree char *label = ts_piece_painter_label (painter, ts_rules_piece_from_token (rules, token, strlen (token)), NULL);

  g_assert_cmpstr (label, ==, expected);
}

static void
test_labels (void)
{
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();

  assert_label (painter, "LN", "獅\n子", FALSE);
  assert_label (painter, "ln", "獅\n子", FALSE);
  /* Promoted: the promoted type's kanji, in red. */
  assert_label (painter, "+LN", "奮\n迅", TRUE);
  assert_label (painter, "+HM", "金\n将", TRUE);

  ts_piece_painter_set_label_style (painter, TS_LABEL_ABBREVIATION);
  assert_label (painter, "LN", "LN", FALSE);
  assert_label (painter, "+LN", "+LN", TRUE);
  assert_label (painter, "p", "P", FALSE);
}

/* Tenjiku's pieces are labelled with its own tokens: every piece of its
 * start position, and a promoted one, gets the token TSFEN writes. */
static void
test_tenjiku_abbreviations (void)
{
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
  const TsVariant *v = ts_rules_variant (TS_RULES_TENJIKU);
  guint labelled = 0;

  ts_piece_painter_set_rules (painter, TS_RULES_TENJIKU);
  ts_piece_painter_set_label_style (painter, TS_LABEL_ABBREVIATION);
  for (int row = 0; row < v->height; row++)
    for (int file = 0; file < v->width; file++)
      {
        TsPiece pc = pos->board[ts_variant_square (v, file, row)];
        g_autofree char *token = NULL, *upper = NULL, *label = NULL;

        if (pc == TS_EMPTY)
          continue;
        token = ts_rules_piece_to_token (TS_RULES_TENJIKU, pc);
        upper = g_ascii_strup (token, -1);
        label = ts_piece_painter_label (painter, pc, NULL);
        g_assert_cmpstr (label, ==, upper);
        labelled++;
      }
  g_assert_cmpuint (labelled, ==, 2 * 78);
  assert_label_rules (painter, TS_RULES_TENJIKU, "K", "K");
  assert_label_rules (painter, TS_RULES_TENJIKU, "GG", "GG");
  assert_label_rules (painter, TS_RULES_TENJIKU, "fd", "FD");
  assert_label_rules (painter, TS_RULES_TENJIKU, "+WB", "+WB");
}

static void
test_rare_kanji (void)
{
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();

  /* Hanazono Mincho has both rare characters (fonts-hanazono). */
  assert_label (painter, "HD", "𠵇\n犬", FALSE);
  assert_label (painter, "CA", "摩\n𩹄", FALSE);

  /* A font without them: the table's fallback kanji. */
  ts_piece_painter_set_font_family (painter, "DejaVu Sans");
  assert_label (painter, "HD", "奇\n犬", FALSE);
  assert_label (painter, "CA", "摩\n羯", FALSE);
}

static void
test_sizes (void)
{
  double emperor = ts_piece_size_fraction (piece ("E"));
  double lion = ts_piece_size_fraction (piece ("LN"));
  double pawn = ts_piece_size_fraction (piece ("P"));

  g_assert_cmpfloat (emperor, >, lion);
  g_assert_cmpfloat (lion, >, pawn);
  g_assert_cmpfloat (emperor, <=, 1.0);
  g_assert_cmpfloat (pawn, >=, 0.75);
  /* Promotion turns the piece over; it does not grow. */
  g_assert_cmpfloat (ts_piece_size_fraction (piece ("+LN")), ==, lion);
}

typedef struct {
  int width;
  gsize stride;
  guchar *data;
} Pixels;

static Pixels
download (GdkTexture *texture)
{
  Pixels p;

  p.width = gdk_texture_get_width (texture);
  p.stride = p.width * 4;
  p.data = g_malloc (p.stride * p.width);
  gdk_texture_download (texture, p.data, p.stride);
  return p;
}

/* Opaque pixels in the row band [y0, y1). */
static int
opaque_in_rows (const Pixels *p, int y0, int y1)
{
  int n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = 0; x < p->width; x++)
      n += p->data[y * p->stride + x * 4 + 3] > 200;
  return n;
}

/* Clearly red pixels: the label of a promoted piece. */
static int
red_pixels (const Pixels *p)
{
  int n = 0;

  for (int y = 0; y < p->width; y++)
    for (int x = 0; x < p->width; x++)
      {
        const guchar *px = p->data + y * p->stride + x * 4;
        n += px[3] > 200 && px[2] > 140 && px[1] < 90 && px[0] < 90;
      }
  return n;
}

/* Every piece of each rule set's list (the movement diagrams' and the
 * piece information's) has an abbreviation: a promoted-only one is '+'
 * and a piece it comes from (tenjiku's heavenly tetrarch is +CS, tai's
 * gold general +P among others), labelled without a critical. */
static void
test_piece_list_abbreviations (void)
{
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  guint promoted_only = 0;

  ts_piece_painter_set_label_style (painter, TS_LABEL_ABBREVIATION);
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    {
      ts_piece_painter_set_rules (painter, rules);
      for (TsPieceType type = 1; type < TS_N_PIECE_TYPES; type++)
        {
          TsPiece pc;
          g_autofree char *label = NULL;

          if (!ts_rules_has_type (rules, type))
            continue;
          pc = ts_piece_for_type (rules, type);
          label = ts_piece_painter_label (painter, pc, NULL);
          g_assert_cmpstr (label, !=, "");
          if (ts_rules_type_is_promoted_only (rules, type))
            {
              g_assert_true (label[0] == '+');
              g_assert_cmpint (ts_piece_moves_as (rules, pc), ==, type);
              promoted_only++;
            }
        }
    }
  g_assert_cmpuint (promoted_only, >, 2);
  {
    g_autofree char *tetrarch = NULL;

    ts_piece_painter_set_rules (painter, TS_RULES_TENJIKU);
    tetrarch = ts_piece_painter_label (painter, ts_piece_for_type (TS_RULES_TENJIKU, TS_PIECE_HEAVENLY_TETRARCH), NULL);
    g_assert_cmpstr (tetrarch, ==, "+CS");
  }
}

static void
test_textures (void)
{
  g_autoptr (TsPiecePainter) painter = ts_piece_painter_new ();
  const int px = 64;
  Pixels black = download (ts_piece_painter_get_texture (painter, piece ("P"), px));
  Pixels white = download (ts_piece_painter_get_texture (painter, piece ("p"), px));
  Pixels promoted = download (ts_piece_painter_get_texture (painter, piece ("+LN"), px));
  Pixels lion = download (ts_piece_painter_get_texture (painter, piece ("LN"), px));

  g_assert_cmpint (gdk_texture_get_width (ts_piece_painter_get_texture (painter, piece ("P"), px)), ==, px);
  /* Black's wedge points up: narrow at the top, wide at the bottom;
   * White's is turned round. */
  g_assert_cmpint (opaque_in_rows (&black, 7, 12), <, opaque_in_rows (&black, 46, 51) / 2);
  g_assert_cmpint (opaque_in_rows (&white, 52, 57), <, opaque_in_rows (&white, 13, 18) / 2);
  g_assert_cmpint (red_pixels (&promoted), >, 20);
  g_assert_cmpint (red_pixels (&lion), ==, 0);

  /* The cache hands back the same texture until the size changes. */
  g_assert_true (ts_piece_painter_get_texture (painter, piece ("P"), px)
                 == ts_piece_painter_get_texture (painter, piece ("P"), px));
  g_assert_cmpint (gdk_texture_get_width (ts_piece_painter_get_texture (painter, piece ("P"), 40)), ==, 40);

  g_free (black.data);
  g_free (white.data);
  g_free (promoted.data);
  g_free (lion.data);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/piece-painter/labels", test_labels);
  g_test_add_func ("/piece-painter/tenjiku-abbreviations", test_tenjiku_abbreviations);
  g_test_add_func ("/piece-painter/piece-list-abbreviations", test_piece_list_abbreviations);
  g_test_add_func ("/piece-painter/rare-kanji", test_rare_kanji);
  g_test_add_func ("/piece-painter/sizes", test_sizes);
  g_test_add_func ("/piece-painter/textures", test_textures);
  return g_test_run ();
}
