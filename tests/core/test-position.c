/* test-position.c — the start position, TSFEN and the hash. */
#include <string.h>

#include "test-helpers.h"

static void
test_start_position (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  guint counts[2][TS_N_PIECE_TYPES] = { { 0 } };

  for (int y = 0; y < TS_MAX_SIZE; y++)
    for (int x = 0; x < TS_MAX_SIZE; x++)
      {
        TsPiece pc = pos->board[ts_square (x, y)];
        TsPiece mirror = pos->board[ts_square (TS_MAX_SIZE - 1 - x, TS_MAX_SIZE - 1 - y)];
        if (pc == TS_EMPTY)
          {
            g_assert_cmpint (mirror, ==, TS_EMPTY);
            continue;
          }
        /* point symmetry about 13m, colours swapped */
        g_assert_cmpint (TS_PIECE_TYPE (mirror), ==, TS_PIECE_TYPE (pc));
        g_assert_cmpint (TS_PIECE_COLOR (mirror), !=, TS_PIECE_COLOR (pc));
        g_assert_false (TS_PIECE_IS_PROMOTED (pc));
        /* Black fills r..y, White a..h; i..q are empty */
        if (TS_PIECE_COLOR (pc) == TS_BLACK)
          g_assert_cmpint (y, >=, 17);
        else
          g_assert_cmpint (y, <=, 7);
        counts[TS_PIECE_COLOR (pc)][TS_PIECE_TYPE (pc)]++;
      }
  for (int t = 1; t < TS_N_PIECE_TYPES; t++)
    for (int c = 0; c < 2; c++)
      g_assert_cmpuint (counts[c][t], ==, ts_piece_info (t)->count);

  /* landmarks of the setup: emperor 13y, prince 13x, lion 13v, lion dog
   * 13t, go-betweens 18r and 8r, pawns on s */
  g_assert_cmpint (pos->board[ts_square_from_file_rank (13, 24)], ==, TS_PIECE_EMPEROR);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (13, 23)], ==, TS_PIECE_PRINCE);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (13, 21)], ==, TS_PIECE_LION);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (13, 19)], ==, TS_PIECE_LION_DOG);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (18, 17)], ==, TS_PIECE_GO_BETWEEN);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (8, 17)], ==, TS_PIECE_GO_BETWEEN);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (14, 24)], ==, TS_PIECE_DEVA);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (12, 24)], ==, TS_PIECE_DARK_SPIRIT);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (14, 23)], ==, TS_PIECE_LEFT_GENERAL);
  g_assert_cmpint (pos->board[ts_square_from_file_rank (12, 0)], ==,
                   TS_MAKE_PIECE (TS_PIECE_DEVA, FALSE, TS_WHITE));
  for (int file = 1; file <= 25; file++)
    g_assert_cmpint (pos->board[ts_square_from_file_rank (file, 18)], ==, TS_PIECE_PAWN);
  g_assert_cmpuint (pos->n_royals[TS_BLACK], ==, 2);
  g_assert_cmpuint (pos->n_royals[TS_WHITE], ==, 2);
  g_assert_cmpint (pos->side, ==, TS_BLACK);
}

static void
test_tsfen_start (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  g_autoptr (TsPosition) back = test_position_from_tsfen (tsfen);

  g_assert_true (g_str_has_prefix (tsfen, "l,wt,w,fd,lo,d,r,dh,dk,q,g,ds,e,dv,g,q,dk,dh,r,d,lo,fd,w,ts,l/"));
  g_assert_true (strstr (tsfen, "/7,gb,9,gb,7/25/25/25/25/25/25/25/25/25/7,GB,9,GB,7/") != NULL);
  g_assert_true (g_str_has_suffix (tsfen, "/L,TS,W,FD,LO,D,R,DH,DK,Q,G,DV,E,DS,G,Q,DK,DH,R,D,LO,FD,W,WT,L b 1"));
  g_assert_cmpmem (back->board, sizeof back->board, pos->board, sizeof pos->board);
  g_assert_cmpuint (back->hash, ==, pos->hash);
}

/* TSFEN out and in again, over the positions of random games. */
static void
test_tsfen_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  for (int game = 0; game < 6; game++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start ();
      for (int step = 0; step < 40; step++)
        {
          g_autofree char *tsfen = NULL;
          g_autofree char *again = NULL;
          g_autoptr (TsPosition) back = NULL;

          if (play_random (pos, rand, 10, list) < 10)
            break;
          tsfen = ts_position_to_tsfen (pos);
          back = test_position_from_tsfen (tsfen);
          again = ts_position_to_tsfen (back);
          g_assert_cmpstr (tsfen, ==, again);
          g_assert_cmpuint (back->hash, ==, pos->hash);
          g_assert_cmpuint (back->side, ==, pos->side);
          g_assert_cmpuint (back->move_number, ==, pos->move_number);
          g_assert_cmpmem (back->n_royals, sizeof back->n_royals, pos->n_royals, sizeof pos->n_royals);
          g_assert_true (ts_position_lines_match_board (back));
        }
    }
}

static void
test_tsfen_tokens (void)
{
  static const struct { const char *token; TsPiece piece; } cases[] = {
    { "LN", TS_PIECE_LION },
    { "+OR", TS_PIECE_OLD_RAT | TS_PIECE_PROMOTED },
    { "+cc", TS_PIECE_CHINESE_COCK | TS_PIECE_PROMOTED | TS_PIECE_WHITE },
    { "+DV", TS_PIECE_DEVA | TS_PIECE_PROMOTED },
    { "+DE", TS_PIECE_DRUNKEN_ELEPHANT | TS_PIECE_PROMOTED },
    { "p", TS_PIECE_PAWN | TS_PIECE_WHITE },
    { "+P", TS_EMPTY },   /* a pawn cannot promote */
    { "+Q", TS_EMPTY },
    { "Ln", TS_EMPTY },   /* mixed case */
    { "XX", TS_EMPTY },
    { "", TS_EMPTY },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsPiece pc = ts_piece_from_token (cases[i].token, strlen (cases[i].token));
      g_assert_cmpint (pc, ==, cases[i].piece);
      if (pc != TS_EMPTY)
        {
          g_autofree char *back = ts_piece_to_token (pc);
          g_assert_cmpstr (back, ==, cases[i].token);
        }
    }
  g_assert_cmpint (ts_piece_moves_as (TS_RULES_STANDARD, TS_PIECE_HOOK_MOVER | TS_PIECE_PROMOTED), ==, TS_PIECE_GOLD_GENERAL);
  g_assert_cmpint (ts_piece_moves_as (TS_RULES_STANDARD, TS_PIECE_DEVA | TS_PIECE_PROMOTED), ==, TS_PIECE_TEACHING_KING);
  g_assert_true (ts_piece_is_royal (TS_PIECE_DRUNKEN_ELEPHANT | TS_PIECE_PROMOTED));
}

static void
test_tsfen_errors (void)
{
  g_autoptr (TsPosition) start = ts_position_new_start ();
  g_autofree char *good = ts_position_to_tsfen (start);
  g_autofree char *no_side = g_strndup (good, strlen (good) - 4);
  g_autofree char *short_rank = g_strdup (good);
  const char *bad[] = {
    "",
    "garbage",
    "25 b",
    no_side,
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/24 b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/26 b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25,P b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/24,ZZ b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/24,+P b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 x",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 b 0",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 b 1 extra",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 b",
    "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/12,,12 b",
  };
  char *comma = strchr (short_rank, ',');

  *comma = '/'; /* rank a split in two */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TsPosition) pos = ts_position_new_start ();
      g_assert_false (ts_position_set_tsfen (pos, bad[i], &error));
      g_assert_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX);
      g_assert_nonnull (error->message);
      /* a failed read leaves the position as it was */
      g_assert_cmpuint (pos->hash, ==, start->hash);
    }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (TsPosition) pos = ts_position_new_from_tsfen (short_rank, &error);
    g_assert_null (pos);
    g_assert_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX);
  }
}

static void
test_squares (void)
{
  const char *names[] = { "1a", "13m", "25y", "10k", "25a", "1y" };
  const char *bad[] = { "0a", "26a", "1z", "a1", "", "1" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *p = names[i];
      char back[4];
      TsSquare sq;
      g_assert_true (ts_square_parse (&p, &sq));
      g_assert_cmpint (*p, ==, '\0');
      ts_square_name (sq, back);
      g_assert_cmpstr (back, ==, names[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char *p = bad[i];
      TsSquare sq;
      g_assert_false (ts_square_parse (&p, &sq));
    }
  /* 1a is the top-right corner seen from Black */
  g_assert_cmpint (ts_square_from_file_rank (1, 0), ==, ts_square (24, 0));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/position/start", test_start_position);
  g_test_add_func ("/position/tsfen-start", test_tsfen_start);
  g_test_add_func ("/position/tsfen-round-trip", test_tsfen_round_trip);
  g_test_add_func ("/position/tsfen-tokens", test_tsfen_tokens);
  g_test_add_func ("/position/tsfen-errors", test_tsfen_errors);
  g_test_add_func ("/position/squares", test_squares);
  return g_test_run ();
}
