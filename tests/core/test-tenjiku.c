/* test-tenjiku.c — tenjiku shogi in the rules core: the worked examples
 * of TENJIKU.md section 10 (fixtures/tenjiku/examples.txt, extracted by
 * the script beside it), burns made and unmade exactly, perft from the
 * start, the TSFEN reader's strictness, and the end of the game. */
#include <string.h>

#include "test-common.h"
#include "test-helpers.h"
#include "ts-game.h"
#include "ts-notation.h"
#include "ts-record.h"
#include "ts-variant.h"

static TsPosition *
tenjiku (const char *tsfen)
{
  return test_position_from_tsfen_in (TS_RULES_TENJIKU, tsfen);
}

/* The legal moves as one sorted, space-separated string. */
static char *
all_moves (TsPosition *pos)
{
  return legal_moves_string (pos, NULL);
}

typedef struct {
  char *name, *tsfen, *moves;
  GPtrArray *after; /* "MOVE TSFEN" */
} Example;

static void
example_free (gpointer data)
{
  Example *e = data;

  g_free (e->name);
  g_free (e->tsfen);
  g_free (e->moves);
  g_ptr_array_unref (e->after);
  g_free (e);
}

static GPtrArray *
read_examples (void)
{
  g_autofree char *path = g_build_filename (TS_TENJIKU_FIXTURES_DIR, "examples.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *examples = g_ptr_array_new_with_free_func (example_free);
  Example *e = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i], *rest = strchr (line, ' ');

      if (rest == NULL)
        continue;
      rest++;
      if (g_str_has_prefix (line, "example "))
        {
          e = g_new0 (Example, 1);
          e->name = g_strdup (rest);
          e->after = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (examples, e);
        }
      else if (g_str_has_prefix (line, "tsfen "))
        e->tsfen = g_strdup (rest);
      else if (g_str_has_prefix (line, "moves "))
        e->moves = g_strdup (rest);
      else if (g_str_has_prefix (line, "after "))
        g_ptr_array_add (e->after, g_strdup (rest));
    }
  g_assert_cmpuint (examples->len, ==, 19);
  return examples;
}

/* Every example's legal moves, and the position after each listed move;
 * each move unmade gives back the position, hash included. */
static void
test_examples (void)
{
  g_autoptr (GPtrArray) examples = read_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      Example *e = examples->pdata[i];
      g_autoptr (TsPosition) pos = tenjiku (e->tsfen);
      g_autofree char *moves = all_moves (pos);

      g_test_message ("%s", e->name);
      g_assert_cmpstr (moves, ==, e->moves);
      for (guint j = 0; j < e->after->len; j++)
        {
          g_auto (GStrv) parts = g_strsplit (e->after->pdata[j], " ", 2);
          g_autoptr (GError) error = NULL;
          guint64 hash = pos->hash;
          g_autofree char *after = NULL, *back = NULL;
          g_autoptr (TsPosition) fresh = NULL;
          TsMove m;
          TsUndo undo;

          g_assert_true (ts_position_parse_move (pos, parts[0], &m, &error));
          g_assert_no_error (error);
          ts_position_make (pos, &m, &undo);
          after = ts_position_to_tsfen (pos);
          g_assert_cmpstr (after, ==, parts[1]);
          /* the hash kept up through the burns is the hash of the board */
          fresh = tenjiku (after);
          g_assert_cmpuint (pos->hash, ==, fresh->hash);
          g_assert_cmpuint (ts_position_hash_after (tenjiku (e->tsfen), &m), ==, fresh->hash);
          ts_position_unmake (pos, &undo);
          back = ts_position_to_tsfen (pos);
          g_assert_cmpstr (back, ==, e->tsfen);
          g_assert_cmpuint (pos->hash, ==, hash);
        }
    }
}

static void
test_start (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  const TsVariant *v = ts_rules_variant (pos->rules);

  g_assert_cmpstr (tsfen, ==, v->start_tsfen);
  g_assert_cmpint (v->width, ==, 16);
  g_assert_cmpint (v->height, ==, 16);
  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    {
      guint n = 0;
      for (TsSquare sq = 0; sq < TS_CELLS; sq++)
        if (pos->board[sq] != TS_EMPTY && pos->board[sq] != TS_OFFBOARD && TS_PIECE_COLOR (pos->board[sq]) == c)
          {
            g_assert_true (ts_variant_has_square (v, sq));
            n++;
          }
      g_assert_cmpuint (n, ==, 78);
    }
}

/* TENJIKU.md section 2.2: perft 1 is 74; 2 and 3 as an independent
 * implementation counts them. */
static void
test_perft (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);

  g_assert_cmpuint (ts_perft (pos, 1), ==, 74);
  g_assert_cmpuint (ts_perft (pos, 2), ==, 5550);
  if (g_test_slow () || !g_test_quick ())
    g_assert_cmpuint (ts_perft (pos, 3), ==, 469068);
}

/* Random games: every move made and unmade restores the position, and
 * the kept hash is the board's. */
static void
test_random_make_unmake (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (37);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint burns = 0, promotions = 0;

  for (int game = 0; game < 6; game++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);

      for (int ply = 0; ply < 600 && ts_generate_legal (pos, list) > 0; ply++)
        {
          g_autofree char *before = ts_position_to_tsfen (pos);
          guint64 hash = pos->hash;
          TsUndo undo;

          for (guint i = 0; i < list->n; i++)
            {
              g_autofree char *back = NULL;
              ts_position_make (pos, &list->moves[i], &undo);
              burns += undo.burns.n;
              ts_position_unmake (pos, &undo);
              if (i % 17 == 0)
                {
                  back = ts_position_to_tsfen (pos);
                  g_assert_cmpstr (back, ==, before);
                }
              g_assert_cmpuint (pos->hash, ==, hash);
            }
          {
            /* captures first, so that the games reach the fire demons */
            guint pick = g_rand_int_range (rand, 0, list->n);
            for (guint tries = 0; tries < 4 && !ts_move_is_capture (&list->moves[pick]); tries++)
              pick = g_rand_int_range (rand, 0, list->n);
            promotions += list->moves[pick].becomes != TS_EMPTY;
            ts_position_make (pos, &list->moves[pick], &undo);
          }
          {
            g_autofree char *tsfen = ts_position_to_tsfen (pos);
            g_autoptr (TsPosition) fresh = tenjiku (tsfen);
            g_assert_cmpuint (fresh->hash, ==, pos->hash);
            /* the ray and rank bitsets follow burns too */
            g_assert_true (ts_position_lines_match_board (pos));
          }
        }
    }
  g_test_message ("%u burns tried, %u promotions played", burns, promotions);
  g_assert_cmpuint (burns, >, 0);
  g_assert_cmpuint (promotions, >, 0);
}

/* TENJIKU.md section 6.1: the reader is strict and names the field. */
static void
test_tsfen_strict (void)
{
  static const char *bad[] = {
    /* 15 ranks */
    "16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    /* a rank of 17 files */
    "k,16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    /* a leading zero, a zero count */
    "k,015/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    "k,0,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    /* two spaces, a trailing space, a bad side, a move number 0 or 01 */
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15  b 1",
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1 ",
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 x 1",
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 0",
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 01",
    /* tokens that are no tenjiku piece: +K, +GG, ++P, mixed case, tai's */
    "+k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    "k,+gg,14/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    "k,++p,14/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    "k,Ln,14/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    "k,em,14/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    /* tai's start is no tenjiku position */
    NULL,
  };
  static const char *good[] = {
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 w 12",
    /* split runs are read and merged */
    "k,7,8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b",
    /* one trailing newline may end it */
    "k,15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K,15 b 1\n",
    NULL,
  };

  for (guint i = 0; bad[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TsPosition) pos = ts_position_new_from_tsfen_with_rules (TS_RULES_TENJIKU, bad[i], &error);

      g_test_message ("%s: %s", bad[i], error ? error->message : "accepted");
      g_assert_null (pos);
      g_assert_nonnull (error);
    }
  for (guint i = 0; good[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TsPosition) pos = ts_position_new_from_tsfen_with_rules (TS_RULES_TENJIKU, good[i], &error);
      g_autofree char *back = NULL;

      g_assert_no_error (error);
      back = ts_position_to_tsfen (pos);
      g_assert_true (g_str_has_prefix (back, "k,15/"));
    }
  {
    g_autoptr (TsPosition) tai = ts_position_new_start ();
    g_autofree char *tai_tsfen = ts_position_to_tsfen (tai);
    g_autoptr (GError) error = NULL;
    g_autoptr (TsPosition) pos = ts_position_new_from_tsfen_with_rules (TS_RULES_TENJIKU, tai_tsfen, &error);

    g_assert_null (pos);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "16"));
  }
}

/* TENJIKU.md 3.9 and 4: the fire demon burns, and so may a water buffalo
 * (it promotes to one); a side soldier promotes only to a water buffalo,
 * and in tai the water buffalo becomes a free dream-eater. */
static void
test_may_burn (void)
{
  TsPiece buffalo = (TsPiece) TS_PIECE_WATER_BUFFALO;

  g_assert_true (ts_piece_may_burn (TS_RULES_TENJIKU, (TsPiece) TS_PIECE_FIRE_DEMON));
  g_assert_true (ts_piece_may_burn (TS_RULES_TENJIKU, (TsPiece) (TS_PIECE_FIRE_DEMON | TS_PIECE_WHITE)));
  g_assert_true (ts_piece_may_burn (TS_RULES_TENJIKU, buffalo));
  g_assert_true (ts_piece_may_burn (TS_RULES_TENJIKU, (TsPiece) (buffalo | TS_PIECE_PROMOTED)));
  g_assert_false (ts_piece_may_burn (TS_RULES_TENJIKU, (TsPiece) TS_PIECE_SIDE_SOLDIER));
  g_assert_false (ts_piece_may_burn (TS_RULES_TENJIKU, (TsPiece) TS_PIECE_ROOK));
  g_assert_false (ts_piece_may_burn (TS_RULES_STANDARD, buffalo));
}

static TsGame *
game_from_tsfen (const char *tsfen)
{
  g_autoptr (GError) error = NULL;
  TsGame *game = ts_game_new ();

  g_assert_true (ts_game_reset_to_tsfen_with_rules (game, TS_RULES_TENJIKU, tsfen, &error));
  g_assert_no_error (error);
  return game;
}

/* TENJIKU.md section 5 and E7: the side that moved wins when the other
 * has no royal, even if its own last royal burnt in the same move. */
static void
test_game_end (void)
{
  /* Black's king takes White's only king next to White's fire demon */
  g_autoptr (TsGame) game = game_from_tsfen ("16/16/16/16/16/16/7,k,fd,7/7,K,8/16/16/16/16/16/16/16/16 b 1");
  TsMove m;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (game);
  g_assert_true (ts_position_parse_move (ts_game_get_position (game), "9hx9g", &m, &error));
  g_assert_no_error (error);
  g_assert_true (ts_game_play (game, &m, &error));
  g_assert_no_error (error);
  g_assert_false (ts_position_has_royal (ts_game_get_position (game), TS_BLACK));
  g_assert_false (ts_position_has_royal (ts_game_get_position (game), TS_WHITE));
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_BLACK_WINS);

  {
    /* a bare position whose side to move has no royal is its loss */
    g_autoptr (TsGame) empty = game_from_tsfen ("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 b 1");
    g_assert_cmpint (ts_game_get_result (empty), ==, TS_RESULT_WHITE_WINS);
  }
}

/* The piece table against TENJIKU.md section 2.3's facts
 * (fixtures/tenjiku/pieces.txt): every token, its Betza string, value,
 * count and promotion; the piece values of the promoted faces. */
static void
test_pieces (void)
{
  g_autofree char *path = g_build_filename (TS_TENJIKU_FIXTURES_DIR, "pieces.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  guint n = 0, total = 0;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++, n++)
    {
      g_auto (GStrv) f = g_strsplit (lines[i], "\t", -1);
      TsPiece pc = ts_rules_piece_from_token (TS_RULES_TENJIKU, f[0], strlen (f[0]));
      const TsPieceInfo *info = ts_piece_moves_info (TS_RULES_TENJIKU, pc);
      TsPieceType type = TS_PIECE_TYPE (pc);

      g_test_message ("%s", lines[i]);
      g_assert_cmpuint (g_strv_length (f), ==, 6);
      g_assert_cmpint (pc, !=, TS_EMPTY);
      g_assert_cmpstr (ts_rules_piece_betza (TS_RULES_TENJIKU, TS_PIECE_TYPE (ts_piece_moves_as (TS_RULES_TENJIKU, pc))), ==, f[1]);
      g_assert_cmpuint (info->value, ==, g_ascii_strtoull (f[2], NULL, 10));
      if (!TS_PIECE_IS_PROMOTED (pc))
        {
          g_assert_cmpuint (ts_rules_piece_info (TS_RULES_TENJIKU, type)->count, ==, g_ascii_strtoull (f[3], NULL, 10));
          total += ts_rules_piece_info (TS_RULES_TENJIKU, type)->count;
        }
      if (g_str_equal (f[4], "-"))
        g_assert_true (TS_PIECE_IS_PROMOTED (pc)
                       || ts_rules_piece_info (TS_RULES_TENJIKU, type)->promotes_to == TS_PIECE_NONE);
      else
        {
          TsPiece promoted = pc | TS_PIECE_PROMOTED;
          const char *name = ts_piece_info (ts_rules_piece_info (TS_RULES_TENJIKU, type)->promotes_to)->name;

          g_assert_cmpint (g_ascii_strcasecmp (name, f[4]), ==, 0);
          g_assert_cmpuint (ts_piece_moves_info (TS_RULES_TENJIKU, promoted)->value, ==,
                            g_ascii_strtoull (f[5], NULL, 10));
        }
    }
  /* 36 starting types and 8 that exist only by promotion; 78 a side */
  g_assert_cmpuint (n, ==, 44);
  g_assert_cmpuint (total, ==, 78);
}

static const char *
example_tsfen (GPtrArray *examples, const char *name)
{
  for (guint i = 0; i < examples->len; i++)
    if (g_str_equal (((Example *) examples->pdata[i])->name, name))
      return ((Example *) examples->pdata[i])->tsfen;
  g_assert_not_reached ();
}

/* TENJIKU.md section 7's notation, written and read. */
static void
test_notation (void)
{
  static const struct {
    const char *example, *move, *notation;
  } cases[] = {
    { "E5", "16h-15h", "FD-15h!14i" },
    { "E5", "16hx14k", "FDx14k!15k!13l" },
    { "E5", "16h-16h", "FD-16h" },
    { "E5", "16h-15j", "FD-15j*" },
    { "E6", "8g-8e=+WB", "WB-8e+!9d!8d!7e!9f" },
    { "E6", "8g-8e", "WB-8e=" },
    { "E6", "8g-8f", "WB-8f" },
    { "E6", "8g-6e=+WB", "WB-6e+*" },
    { "E7", "7mx7e=+R", "Rx7e+*" },
    { "E7", "8h-9g", "K-9g*" },
    { "E7", "8hx8g", "Kx8g*" },
    { "E9", "8hx8g-8h", "LH!8g" },
    { "E8", "8hx8i-8h", "+CS!8i" },
  };
  /* read: marks in any order, or left out; wrong marks refused */
  static const struct {
    const char *example, *notation, *move; /* NULL: refused */
  } reads[] = {
    { "E6", "WB-8e+!8d!9d!7e!9f", "8g-8e=+WB" },
    { "E6", "WB-8e+", "8g-8e=+WB" },
    { "E6", "wb-8e+", "8g-8e=+WB" },
    { "E6", "WB-8e", "8g-8e" },
    { "E6", "WB-8e=", "8g-8e" },
    { "E6", "WB-8e+!9d", NULL },
    { "E6", "WB-8e!9d!8d!7e!9f", NULL },
    { "E6", "WB-8f=", NULL },
    { "E6", "WB-8f*", NULL },
    { "E6", "WB-6e+*", "8g-6e=+WB" },
    { "E6", "WB-6e+", "8g-6e=+WB" },
    { "E5", "FD-15h!14i", "16h-15h" },
    { "E5", "FD-15h", "16h-15h" },
  };
  g_autoptr (GPtrArray) examples = read_examples ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = tenjiku (example_tsfen (examples, cases[i].example));
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      TsMove m, back;

      g_assert_true (ts_position_parse_move (pos, cases[i].move, &m, &error));
      text = ts_notation_format (pos, &m);
      g_assert_cmpstr (text, ==, cases[i].notation);
      g_assert_true (ts_notation_parse (pos, text, &back, &error));
      g_assert_no_error (error);
      g_assert_true (ts_move_equal (&m, &back));
      g_free (test_japanese_round_trip (pos, &m));
    }
  for (guint i = 0; i < G_N_ELEMENTS (reads); i++)
    {
      g_autoptr (TsPosition) pos = tenjiku (example_tsfen (examples, reads[i].example));
      g_autoptr (GError) error = NULL;
      TsMove m, want;

      g_test_message ("%s", reads[i].notation);
      if (reads[i].move == NULL)
        {
          g_assert_false (ts_notation_parse (pos, reads[i].notation, &m, &error));
          g_assert_nonnull (error);
          continue;
        }
      g_assert_true (ts_notation_parse (pos, reads[i].notation, &m, &error));
      g_assert_no_error (error);
      g_assert_true (ts_position_parse_move (pos, reads[i].move, &want, NULL));
      g_assert_true (ts_move_equal (&m, &want));
    }
}

/* Random games: every legal move's notation reads back as the move, and
 * the record of the game reads back as the game. */
static void
test_record_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (404);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  for (int game_no = 0; game_no < 4; game_no++)
    {
      g_autoptr (TsGame) game = ts_game_new ();
      g_autoptr (TsGame) back = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL, *again = NULL, *end = NULL, *end_back = NULL;

      ts_game_reset_with_rules (game, TS_RULES_TENJIKU);
      for (int ply = 0; ply < 400 && ts_game_get_result (game) == TS_RESULT_NONE; ply++)
        {
          TsPosition *pos = ts_game_get_position (game);
          guint pick;

          ts_generate_legal (pos, list);
          for (guint i = 0; i < list->n; i += 7)
            {
              g_autofree char *notation = ts_notation_format_among (pos, list, &list->moves[i]);
              TsMove m;

              g_assert_true (ts_notation_parse_among (pos, list, notation, &m, &error));
              g_assert_no_error (error);
              g_assert_true (ts_move_equal (&m, &list->moves[i]));
              g_free (test_japanese_round_trip (pos, &list->moves[i]));
            }
          pick = g_rand_int_range (rand, 0, list->n);
          g_assert_true (ts_game_play (game, &list->moves[pick], &error));
        }
      text = ts_record_write (game);
      g_assert_nonnull (strstr (text, "[Variant \"tenjiku\"]"));
      back = ts_record_read (text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_cmpint (ts_game_get_rules (back), ==, TS_RULES_TENJIKU);
      g_assert_cmpuint (ts_game_get_n_moves (back), ==, ts_game_get_n_moves (game));
      end = ts_position_to_tsfen (ts_game_get_position (game));
      end_back = ts_position_to_tsfen (ts_game_get_position (back));
      g_assert_cmpstr (end, ==, end_back);
      again = ts_record_write (back);
      g_assert_cmpstr (again, ==, text);
    }
}

/* TENJIKU.md section 2.3: Black's king is 玉将, White's 王将; one type.
 * No other piece, and nothing in tai, has a White face of its own. */
static void
test_king_kanji (void)
{
  TsPiece black = TS_MAKE_PIECE (TS_PIECE_KING, FALSE, TS_BLACK);
  TsPiece white = TS_MAKE_PIECE (TS_PIECE_KING, FALSE, TS_WHITE);

  g_assert_cmpstr (ts_piece_kanji_for (TS_RULES_TENJIKU, black), ==, "玉将");
  g_assert_cmpstr (ts_piece_kanji_for (TS_RULES_TENJIKU, white), ==, "王将");
  g_assert_cmpstr (ts_piece_info (TS_PIECE_KING)->kanji, ==, "玉将");
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (int type = 1; type < TS_N_PIECE_TYPES; type++)
      for (int promoted = 0; promoted < 2; promoted++)
        {
          TsPiece b = TS_MAKE_PIECE (type, promoted, TS_BLACK), w = TS_MAKE_PIECE (type, promoted, TS_WHITE);
          const char *kb = ts_piece_kanji_for (rules, b);

          g_assert_cmpstr (kb, ==, ts_piece_info (ts_piece_moves_as (rules, b))->kanji);
          if (ts_piece_moves_as (rules, w) == TS_PIECE_KING)
            g_assert_cmpstr (ts_piece_kanji_for (rules, w), ==, "王将");
          else
            g_assert_cmpstr (ts_piece_kanji_for (rules, w), ==, kb);
        }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tenjiku/pieces", test_pieces);
  g_test_add_func ("/tenjiku/king-kanji", test_king_kanji);
  g_test_add_func ("/tenjiku/start", test_start);
  g_test_add_func ("/tenjiku/examples", test_examples);
  g_test_add_func ("/tenjiku/perft", test_perft);
  g_test_add_func ("/tenjiku/random-make-unmake", test_random_make_unmake);
  g_test_add_func ("/tenjiku/tsfen-strict", test_tsfen_strict);
  g_test_add_func ("/tenjiku/may-burn", test_may_burn);
  g_test_add_func ("/tenjiku/game-end", test_game_end);
  g_test_add_func ("/tenjiku/notation", test_notation);
  g_test_add_func ("/tenjiku/record-round-trip", test_record_round_trip);
  return g_test_run ();
}
