/* test-cecp-notation.c — XBoard's notation for tenjiku
 * (src/cli/cli-cecp-notation.c): moves and FENs against the canonical
 * strings of TENJIKU.md, read back move for move in positions with every
 * kind of move (lion power, igui, passes, range jumps, area moves,
 * promotion, burns). */
#include <string.h>

#include "cli-cecp-notation.h"
#include "ts-variant.h"

/* TENJIKU.md's examples E6 (water buffalo), E9 (lion hawk), E10 (free
 * eagle), E8 (tetrarch), E15 (White's soaring eagle), E17 (fire demon's
 * pass burns), and the start. */
static const char *const positions[] = {
  "15,k/16/16/7,g,p,7/9,+de,6/7,n,3,fd,4/8,WB,7/16/16/16/16/16/16/16/16/K,15 b 1",
  "15,k/16/16/12,p,3/16/8,s,7/7,P,p,7/8,LH,1,P,5/9,g,6/16/16/16/16/16/16/K,15 b 1",
  "15,k/16/16/16/16/6,g,1,n,7/7,p,P,P,6/6,p,1,FE,2,p,4/7,s,8/16/16/8,P,7/16/16/16/K,15 b 1",
  "15,k/16/8,p,7/16/16/10,p,5/8,P,p,6/5,g,1,p,+CS,1,P,5/8,p,P,6/6,P,9/16/16/16/16/16/K,15 b 1",
  "15,k/16/16/16/16/16/16/8,se,7/7,p,1,P,6/10,G,5/13,p,2/16/16/16/16/K,15 w 1",
  "15,k/16/16/16/16/16/16/16/16/16/16/16/16/P,P,14/1,p,14/FD,p,13,K b 1",
  NULL,
};

static TsPosition *
tenjiku (const char *tsfen)
{
  g_autoptr (GError) error = NULL;
  TsPosition *pos = ts_position_new_from_tsfen_with_rules (TS_RULES_TENJIKU, tsfen, &error);

  g_assert_no_error (error);
  return pos;
}

/* The move of `pos` whose canonical string is `canonical`. */
static TsMove
move_of (const TsPosition *pos, const char *canonical)
{
  g_autoptr (GError) error = NULL;
  TsMove move;

  g_assert_true (ts_position_parse_move (pos, canonical, &move, &error));
  g_assert_no_error (error);
  return move;
}

static void
assert_written (const TsPosition *pos, const char *canonical, const char *expected)
{
  TsMove move = move_of (pos, canonical);
  char buf[CLI_XB_MOVE_MAX];

  cli_xb_format_move (pos->rules, 0, &move, buf);
  g_assert_cmpstr (buf, ==, expected);
}

/* Squares: files a-p from the first player's (Black's) left, file 16
 * first; ranks 1-16 from Black's back rank p.  Legs for lion moves and
 * igui, "@@@@" for a pass, '+' for promotion; range jumps, area moves
 * and jumps are one leg. */
static void
test_write_moves (void)
{
  g_autoptr (TsPosition) e9 = tenjiku (positions[1]);
  g_autoptr (TsPosition) e6 = tenjiku (positions[0]);
  g_autoptr (TsPosition) e15 = tenjiku (positions[4]);
  g_autoptr (TsPosition) start = ts_position_new_start_with_rules (TS_RULES_TENJIKU);

  assert_written (start, "14n-15o", "c3b2");
  assert_written (start, "1l-1k", "p5p6");
  assert_written (start, "10o-12o", "g2e2");             /* kirin's jump */
  assert_written (start, "10mx10d=+RG", "g4g13+");       /* range jump, promoting */
  assert_written (e9, "8h-8h", "@@@@");
  assert_written (e9, "8hx8g-8h", "i9i10,i10i9");
  assert_written (e9, "8hx8gx8f", "i9i10,i10i11");
  assert_written (e9, "8hx7i-6j", "i9j8,j8k7");
  assert_written (e9, "8hx4d", "i9m13");
  assert_written (e6, "8g-8e=+WB", "i10i12+");
  assert_written (e6, "8g-8e", "i10i12");
  /* White's soaring eagle: its forward is Black's down the board */
  assert_written (e15, "8hx7ix6j", "i9j8,j8k7");
  assert_written (e15, "8h-8l=+SE", "i9i5+");
  assert_written (e15, "3k-3l=+P", "n6n5+");
}

/* Under xboard -rankOffset 1 the ranks are 0-15: White's back rank, the
 * sixteenth, is 15 (XBoard 4.9 cannot take moves from a rank "16"). */
static void
test_rank_offset (void)
{
  g_autoptr (TsPosition) e15 = tenjiku (positions[4]);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsMove move = move_of (e15, "1a-2a"), read;
  char buf[CLI_XB_MOVE_MAX];
  TsSquare sq;

  cli_xb_format_move (e15->rules, 1, &move, buf);
  g_assert_cmpstr (buf, ==, "p15o15");
  ts_generate_legal (e15, list);
  g_assert_true (cli_xb_parse_move (e15, 1, list, "p15o15", &read));
  g_assert_true (ts_move_equal (&read, &move));
  g_assert_false (cli_xb_parse_move (e15, 1, list, "p16o16", &read));
  g_assert_true (cli_xb_read_square (e15->rules, 1, "a0", &sq));
  g_assert_cmpint (sq, ==, ts_square_from_file_rank (16, 15));
  g_assert_false (cli_xb_read_square (e15->rules, 0, "a0", &sq));
  g_assert_false (cli_xb_read_square (e15->rules, 1, "a00", &sq));
}

/* Every legal move, written and read back, is itself; a pass is a pass
 * that leaves the same position. */
static void
test_read_back (void)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint n_multi = 0, n_promotions = 0, n_passes = 0;

  for (guint p = 0; positions[p] != NULL; p++)
    {
      g_autoptr (TsPosition) pos = tenjiku (positions[p]);

      ts_generate_legal (pos, list);
      for (guint i = 0; i < list->n; i++)
        {
          const TsMove *m = &list->moves[i];
          char buf[CLI_XB_MOVE_MAX];
          TsMove read;

          cli_xb_format_move (pos->rules, 0, m, buf);
          g_assert_true (cli_xb_parse_move (pos, 0, list, buf, &read));
          n_multi += strchr (buf, ',') != NULL;
          n_promotions += m->becomes != TS_EMPTY;
          if (ts_move_is_pass (m))
            {
              n_passes++;
              g_assert_true (ts_move_is_pass (&read));
            }
          else
            g_assert_true (ts_move_equal (&read, m));
        }
    }
  g_test_message ("%u multi-leg moves, %u promotions, %u passes", n_multi, n_promotions, n_passes);
  g_assert_cmpuint (n_multi, ==, 27);
  g_assert_cmpuint (n_promotions, ==, 12);
  g_assert_cmpuint (n_passes, ==, 3);
}

/* What XBoard may send besides: '=' for "not promoted", legs through an
 * empty square (two clicks of a lion), and what names no legal move. */
static void
test_read_variants (void)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (TsPosition) e6 = tenjiku (positions[0]);
  g_autoptr (TsPosition) e9 = tenjiku (positions[1]);
  TsMove move, expected;

  ts_generate_legal (e6, list);
  g_assert_true (cli_xb_parse_move (e6, 0, list, "i10i12=", &move));
  expected = move_of (e6, "8g-8e");
  g_assert_true (ts_move_equal (&move, &expected));
  g_assert_true (cli_xb_parse_move (e6, 0, list, "i10i12+", &move));
  expected = move_of (e6, "8g-8e=+WB");
  g_assert_true (ts_move_equal (&move, &expected));
  /* not in the zone: no promotion */
  g_assert_false (cli_xb_parse_move (e6, 0, list, "i10j11+", &move));
  g_assert_false (cli_xb_parse_move (e6, 0, list, "i10q12", &move));
  g_assert_false (cli_xb_parse_move (e6, 0, list, "i10i17", &move));
  g_assert_false (cli_xb_parse_move (e6, 0, list, "i10i12x", &move));
  g_assert_false (cli_xb_parse_move (e6, 0, list, "8g-8e", &move));
  g_assert_false (cli_xb_parse_move (e6, 0, list, "", &move));

  ts_generate_legal (e9, list);
  /* a lion's step to an empty square and on: its jump */
  g_assert_true (cli_xb_parse_move (e9, 0, list, "i9j10,j10k11", &move));
  expected = move_of (e9, "8h-6f");
  g_assert_true (ts_move_equal (&move, &expected));
  /* a first leg and a click on the square it reached: stop there */
  g_assert_true (cli_xb_parse_move (e9, 0, list, "i9j8,j8j8", &move));
  expected = move_of (e9, "8hx7i");
  g_assert_true (ts_move_equal (&move, &expected));
  /* legs that do not join: only as XBoard 4.9 writes a two-leg move of
   * its second player through an empty square, "START END,MIDDLE X" */
  g_assert_false (cli_xb_parse_move (e9, 0, list, "i9i10,i11i12,i12i13", &move));
  /* Black, XBoard's first player: its pass out to 9h and back, and its
   * stop on 9h, as legs */
  g_assert_true (cli_xb_parse_move (e9, 0, list, "i9h9,h9i9", &move));
  g_assert_true (ts_move_is_pass (&move));
  g_assert_true (cli_xb_parse_move (e9, 0, list, "i9h9,h9h9", &move));
  expected = move_of (e9, "8h-9h");
  g_assert_true (ts_move_equal (&move, &expected));
  {
    g_autoptr (TsPosition) white = tenjiku ("15,k/16/16/16/16/16/16/8,ln,7/16/16/16/16/16/16/16/K,15 w 1");

    /* White, XBoard's second: its moves through an empty square come as
     * XBoard writes a castling */
    ts_generate_legal (white, list);
    g_assert_true (cli_xb_parse_move (white, 0, list, "i9i9,h9j9", &move));
    g_assert_true (ts_move_is_pass (&move));
    g_assert_true (cli_xb_parse_move (white, 0, list, "i9h9,h9i9", &move));
    expected = move_of (white, "8h-9h");
    g_assert_true (ts_move_equal (&move, &expected));
  }
  {
    g_autoptr (TsPosition) e15 = tenjiku (positions[4]);

    /* White's soaring eagle takes on 7i and comes back: its middle square
     * holds an enemy, so the legs are plain */
    ts_generate_legal (e15, list);
    g_assert_true (cli_xb_parse_move (e15, 0, list, "i9j8,j8i9", &move));
    expected = move_of (e15, "8hx7i-8h");
    g_assert_true (ts_move_equal (&move, &expected));
  }
}

/* Positions: XBoard's FEN in the letters of the "setup" command, read
 * back to the same TSFEN; the start as XBoard is told it. */
static void
test_fen (void)
{
  g_autoptr (TsPosition) start = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
  g_autofree char *fen = cli_xb_fen (start);
  g_autofree char *setup = cli_xb_setup_command (TS_RULES_TENJIKU);
  g_autofree char *setup_end = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (fen, ==,
                   "ljficsgekgscifjl/a1c'c'1txqnot1c'c'1a/m'v!bhdwf'q'n'f'wdhbv!m'/mvrh's'b'r'v'g'r'b's'h'rvm/"
                   "pppppppppppppppp/4u6u4/16/16/16/16/4U6U4/PPPPPPPPPPPPPPPP/MVRH'S'B'R'G'V'R'B'S'H'RVM/"
                   "M'V!BHDWF'N'Q'F'WDHBV!M'/A1C'C'1TONQXT1C'C'1A/LJFICSGKEGSCIFJL w - - 0 1");
  g_assert_true (g_str_has_prefix (setup, "setup (PJBRQSEXOG"));
  setup_end = g_strconcat (") 16x16+0_chu ", fen, NULL);
  g_assert_true (g_str_has_suffix (setup, setup_end));

  for (guint p = 0; positions[p] != NULL; p++)
    {
      g_autoptr (TsPosition) pos = tenjiku (positions[p]);
      g_autoptr (TsPosition) back = ts_position_new (TS_RULES_TENJIKU);
      g_autofree char *xb = cli_xb_fen (pos);
      g_autofree char *tsfen = NULL;

      g_assert_true (cli_xb_set_fen (back, xb, &error));
      g_assert_no_error (error);
      tsfen = ts_position_to_tsfen (back);
      g_assert_cmpstr (tsfen, ==, positions[p]);
    }

  /* promoted pieces, White to move, and a FEN without its counts */
  {
    g_autoptr (TsPosition) pos = ts_position_new (TS_RULES_TENJIKU);
    g_autofree char *tsfen = NULL;

    g_assert_true (cli_xb_set_fen (pos, "15k/16/16/16/16/16/16/4+c'2+w8/16/16/16/16/16/16/16/K15 b", &error));
    g_assert_no_error (error);
    tsfen = ts_position_to_tsfen (pos);
    g_assert_cmpstr (tsfen, ==, "15,k/16/16/16/16/16/16/4,+cs,2,+wb,8/16/16/16/16/16/16/16/K,15 w 1");
  }
  g_assert_false (cli_xb_set_fen (start, "15k/16/16/16/16/16/16/4+g'11/16/16/16/16/16/16/16/K15 w", NULL));
  g_assert_false (cli_xb_set_fen (start, "15k/16/16/16/16/16/16/4y11/16/16/16/16/16/16/16/K15 w", NULL));
  g_assert_false (cli_xb_set_fen (start, "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15", NULL));
  g_assert_false (cli_xb_set_fen (start, "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w", NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/cecp-notation/write-moves", test_write_moves);
  g_test_add_func ("/cli/cecp-notation/rank-offset", test_rank_offset);
  g_test_add_func ("/cli/cecp-notation/read-back", test_read_back);
  g_test_add_func ("/cli/cecp-notation/read-variants", test_read_variants);
  g_test_add_func ("/cli/cecp-notation/fen", test_fen);
  return g_test_run ();
}
