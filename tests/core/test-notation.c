/* test-notation.c — canonical move strings and record notation. */
#include <string.h>

#include "test-helpers.h"
#include "ts-notation.h"

static char *
notation_of (TsPosition *pos, const char *canonical)
{
  g_autoptr (GError) error = NULL;
  TsMove m;

  if (!ts_position_parse_move (pos, canonical, &m, &error))
    g_error ("%s: %s", canonical, error->message);
  return ts_notation_format (pos, &m);
}

static void
assert_notation (const char *pieces, const char *canonical, const char *expected)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
  g_autofree char *text = notation_of (pos, canonical);
  g_autoptr (GError) error = NULL;
  TsMove parsed, wanted;

  g_assert_cmpstr (text, ==, expected);
  g_assert_true (ts_position_parse_move (pos, canonical, &wanted, NULL));
  g_assert_true (ts_notation_parse (pos, text, &parsed, &error));
  g_assert_no_error (error);
  g_assert_true (ts_move_equal (&parsed, &wanted));
  g_free (test_japanese_round_trip (pos, &wanted));
}

/* The same move in Japanese notation (docs/japanese-notation.md). */
static void
assert_japanese (TsRules rules, const char *pieces, const char *canonical, const char *expected)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (rules, pieces, TS_BLACK);
  g_autofree char *text = NULL;
  TsMove m;

  g_assert_true (ts_position_parse_move (pos, canonical, &m, NULL));
  text = test_japanese_round_trip (pos, &m);
  g_assert_cmpstr (text, ==, expected);
}

/* The examples of seed 000's "Game notation" section, and this program's
 * extensions for what the seed does not cover. */
static void
test_seed_examples (void)
{
  const char *royals = "E 25y, e 25a";
  g_autofree char *p1 = g_strdup_printf ("%s, P 8i", royals);
  g_autofree char *p2 = g_strdup_printf ("%s, OR 8d, p 7c", royals);
  g_autofree char *p3 = g_strdup_printf ("%s, +CC 5f", royals);
  g_autofree char *p4 = g_strdup_printf ("%s, LN 12m, p 11l, p 10k", royals);
  g_autofree char *p5 = g_strdup_printf ("%s, LD 13m, p 13l, p 13k, p 13j", royals);
  g_autofree char *p6 = g_strdup_printf ("%s, G 5f, G 6f", royals);
  g_autofree char *p7 = g_strdup_printf ("%s, LN 9p, dv 9o", royals);

  assert_notation (p1, "8i-8h", "P-8h");
  assert_notation (p2, "8dx7c=+OR", "ORx7c+");
  assert_notation (p3, "5f-5e", "+CC-5e");
  assert_notation (p4, "12mx11l-12m=+LN", "LN!11l+");
  assert_notation (p4, "12mx11lx10k=+LN", "LNx11lx10k+");
  assert_notation (p4, "12mx11l-10l=+LN", "LNx11l-10l+");
  assert_notation (p4, "12m-12m", "LN-12m");
  assert_notation (p4, "12m-10o", "LN-10o");
  assert_notation (p5, "13mx13lx13kx13j=+LD", "LDx13lx13kx13j+");
  assert_notation (p5, "13mx13lx13k-13l=+LD", "LDx13lx13k-13l+");
  /* two golds reach 5e: the start square tells them apart */
  assert_notation (p6, "5f-5e", "G5f-5e");
  assert_notation (p6, "6f-5e", "G6f-5e");
  assert_notation (p6, "6f-7f", "G-7f");
  assert_notation (p6, "6f-6e", "G6f-6e");
  assert_notation (p7, "9px9o=+DV", "LNx9o+");
}

static void
test_parse_errors (void)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 25y, e 25a, G 5f, G 6f, P 8i", TS_BLACK);
  const char *bad[] = {
    "", "G-5e", "Q-5e", "P-8g", "P-8", "P8", "ZZ-5e", "P-8h-8g", "Px8h", "P!8h", "8i-8g", "P-8hjunk",
    "G5f-5e=", "\x01\x02", "+P-8h", "Gx5e", "LN-13m",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      TsMove m;
      g_assert_false (ts_notation_parse (pos, bad[i], &m, &error));
      g_assert_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX);
    }
  {
    g_autoptr (GError) error = NULL;
    TsMove m;
    g_assert_false (ts_notation_parse (pos, "G-5e", &m, &error));
    g_assert_true (strstr (error->message, "ambiguous") != NULL);
  }
}

/* Every legal move of positions from random games: canonical string and
 * record notation, written and read back, name the same move. */
static void
test_round_trips (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (31);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint checked = 0;

  for (int game = 0; game < 4; game++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start ();
      for (int step = 0; step < 30; step++)
        {
          if (play_random (pos, rand, 13, list) < 13)
            break;
          ts_generate_legal (pos, list);
          for (guint i = 0; i < list->n; i++)
            {
              const TsMove *m = &list->moves[i];
              g_autofree char *canonical = ts_move_to_string (pos->rules, m);
              g_autofree char *text = ts_notation_format (pos, m);
              TsMove back;

              g_assert_true (ts_position_parse_move (pos, canonical, &back, NULL));
              g_assert_true (ts_move_equal (&back, m));
              g_assert_true (ts_notation_parse (pos, text, &back, NULL));
              g_assert_true (ts_move_equal (&back, m));
              g_free (test_japanese_round_trip (pos, m));
              checked++;
            }
        }
    }
  g_test_message ("%u moves written and read back", checked);
  g_assert_cmpuint (checked, >, 10000);
}

/* Every kind of move in Japanese notation, in tai and in tenjiku. */
static void
test_japanese (void)
{
  const char *royals = "E 25y, e 25a";
  g_autofree char *p4 = g_strdup_printf ("%s, LN 12m, p 11l, p 10k", royals);
  g_autofree char *p5 = g_strdup_printf ("%s, LD 13m, p 13l, p 13k, p 13j", royals);
  g_autofree char *p6 = g_strdup_printf ("%s, G 5f, G 6f", royals);
  g_autofree char *p8 = g_strdup_printf ("%s, +CC 5f, P 25x, P 24t", royals);
  g_autofree char *p9 = g_strdup_printf ("%s, OR 8d, p 7c", royals);

  assert_japanese (TS_RULES_STANDARD, p6, "6f-7f", "７六金将");
  assert_japanese (TS_RULES_STANDARD, p6, "5f-5e", "５五金将(５六)");
  assert_japanese (TS_RULES_STANDARD, p8, "5f-5e", "５五成淮鶏");
  assert_japanese (TS_RULES_STANDARD, p8, "25x-25w", "２５二十三歩兵");
  assert_japanese (TS_RULES_STANDARD, p8, "24t-24s", "２４十九歩兵");
  assert_japanese (TS_RULES_STANDARD, p9, "8dx7c=+OR", "７三老鼠成");
  assert_japanese (TS_RULES_STANDARD, p4, "12mx11l-12m=+LN", "１１十二獅子居食い成");
  assert_japanese (TS_RULES_STANDARD, p4, "12mx11lx10k=+LN", "１０十一獅子×１１十二成");
  assert_japanese (TS_RULES_STANDARD, p4, "12mx11l-10l=+LN", "１０十二獅子×１１十二成");
  assert_japanese (TS_RULES_STANDARD, p4, "12m-12m", "１２十三獅子じっと");
  assert_japanese (TS_RULES_STANDARD, p4, "12m-10o", "１０十五獅子");
  assert_japanese (TS_RULES_STANDARD, p5, "13mx13lx13kx13j=+LD", "１３十狛犬×１３十二×１３十一成");
  assert_japanese (TS_RULES_STANDARD, p5, "13mx13lx13k-13l=+LD", "１３十二狛犬×１３十二×１３十一成");
  /* ASCII digits are read for the file too */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, p6, TS_BLACK);
    TsMove m, want;

    g_assert_true (ts_notation_parse (pos, "7六金将", &m, NULL));
    g_assert_true (ts_position_parse_move (pos, "6f-7f", &want, NULL));
    g_assert_true (ts_move_equal (&m, &want));
    g_assert_false (ts_notation_parse (pos, "５五金将", &m, NULL));
    g_assert_false (ts_notation_parse (pos, "５五金将(５七)", &m, NULL));
    g_assert_false (ts_notation_parse (pos, "７六金将x", &m, NULL));
    g_assert_false (ts_notation_parse (pos, "７六", &m, NULL));
    g_assert_false (ts_notation_parse (pos, "７二十六金将", &m, NULL));
  }
  assert_japanese (TS_RULES_JW, p4, "12mx11lx10k=+LN", "１０十一獅子×１１十二成");
  /* tenjiku: burns, the mover burnt, promotion chosen or declined */
  assert_japanese (TS_RULES_TENJIKU, "K 16p, k 1a, FD 8h, p 7f, p 6g", "8h-7g", "７七火鬼焼７六焼６七");
  assert_japanese (TS_RULES_TENJIKU, "K 16p, k 1a, FD 8h, p 7f, p 6g", "8h-8h", "８八火鬼じっと");
  assert_japanese (TS_RULES_TENJIKU, "K 16p, k 1a, fd 8f, G 8h", "8h-8g", "８七金将自焼");
  assert_japanese (TS_RULES_TENJIKU, "K 16p, k 1a, S 8f", "8f-8e=+S", "８五銀将成");
  assert_japanese (TS_RULES_TENJIKU, "K 16p, k 1a, S 8f", "8f-8e", "８五銀将不成");
  /* White's king, 王将 on its face, is read by that name too */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, "K 16p, k 1a", TS_WHITE);
    TsMove m, want;

    g_assert_true (ts_notation_parse (pos, "１二王将", &m, NULL));
    g_assert_true (ts_notation_parse (pos, "１二玉将", &want, NULL));
    g_assert_true (ts_move_equal (&m, &want));
  }
}

/* The board's coordinate labels name a square as the record does. */
static void
test_coordinate_labels (void)
{
  static const struct {
    int file, rank;
    const char *standard, *japanese;
  } cases[] = {
    { 7, 5, "7f", "７六" },
    { 13, 17, "13r", "１３十八" },
    { 25, 24, "25y", "２５二十五" },
    { 1, 0, "1a", "１一" },
    { 16, 19, "16t", "１６二十" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (TsNotationStyle style = TS_NOTATION_STANDARD; style <= TS_NOTATION_JAPANESE; style++)
      {
        g_autofree char *file = ts_notation_file_label (cases[i].file, style);
        g_autofree char *rank = ts_notation_rank_label (cases[i].rank, style);
        g_autofree char *square = g_strconcat (file, rank, NULL);

        g_assert_cmpstr (square, ==, style == TS_NOTATION_JAPANESE ? cases[i].japanese : cases[i].standard);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/seed-examples", test_seed_examples);
  g_test_add_func ("/notation/parse-errors", test_parse_errors);
  g_test_add_func ("/notation/round-trips", test_round_trips);
  g_test_add_func ("/notation/japanese", test_japanese);
  g_test_add_func ("/notation/coordinate-labels", test_coordinate_labels);
  return g_test_run ();
}
