/* test-move-bound.c — the bound on a position's moves (ts-movegen.c,
 * "how many moves a piece can have"): each face's bound worked out by
 * hand, checked against the moves pieces have on boards empty, full and
 * random; the bound of the start; many emperors, up to the most the
 * program plays and one more; and the bound along random games, where
 * it must never grow. */
#include <string.h>

#include "test-helpers.h"
#include "ts-variant.h"
#include "ts-record.h"

static TsPiece
token_piece (TsRules rules, const char *token)
{
  TsPiece pc = ts_rules_piece_from_token (rules, token, strlen (token));

  g_assert_cmpuint (pc, !=, TS_EMPTY);
  return pc;
}

/* Each face's bound, from the kinds of movement of its Betza string. */
static void
test_piece_bounds (void)
{
  static const struct {
    TsRules rules;
    const char *token;
    guint bound;
  } cases[] = {
    /* every square but its own */
    { TS_RULES_STANDARD, "E", 624 },
    /* RmaR: 24 squares along the file and 24 along the rank, and hooks
     * that end off both, on at most 24 * 24 */
    { TS_RULES_STANDARD, "HM", 48 + 576 },
    /* the poisonous snake promotes to one */
    { TS_RULES_STANDARD, "+PS", 624 },
    /* BmaB: diagonal slides and hooks end on the 312 squares of its colour */
    { TS_RULES_STANDARD, "CA", 312 },
    { TS_RULES_STANDARD, "PC", 312 },
    /* WmBaB: and four steps onto the other colour */
    { TS_RULES_STANDARD, "LO", 312 + 4 },
    /* NADaK: 24 squares, 8 enemies round it each taken by igui or
     * before one of 7 second steps, the pass */
    { TS_RULES_STANDARD, "LN", 24 + 8 * (1 + 7) + 1 },
    /* KavKafavK: on each of 8 lines the first and second squares, igui,
     * the second with the first taken, two out and one back, three out
     * with the first two squares taken or not (4); the pass */
    { TS_RULES_STANDARD, "LD", 8 * (4 + 1 + 4) + 1 },
    /* NADaKafavK: the lion and, on each line, what the lion cannot do */
    { TS_RULES_STANDARD, "+LN", 89 + 8 * (1 + 4) },
    /* QavKafavK: on a line, the slides pass the three squares of the line-
     * lion power on the side they go: 24 - 3 at the board's edge */
    { TS_RULES_STANDARD, "+DV", 4 * 21 + 8 * 9 + 1 },
    /* QNADaK: the same with two squares, and the lion */
    { TS_RULES_STANDARD, "+DS", 4 * 22 + 89 },
    /* RbBf[avF]fA: two-step line lion on the forward diagonals (4 each),
     * whose slides only go backward; fA is the line lion's second square */
    { TS_RULES_STANDARD, "SE", 4 * 24 + 2 * 4 + 1 },
    { TS_RULES_STANDARD, "Q", 4 * 24 },
    { TS_RULES_STANDARD, "R", 2 * 24 },
    { TS_RULES_STANDARD, "L", 24 },
    { TS_RULES_STANDARD, "P", 1 },
    /* rlWfDbA: two steps and three jumps */
    { TS_RULES_STANDARD, "PS", 5 },
    /* jw: frlR2fFbW, a side range of two */
    { TS_RULES_JW, "PS", 1 + 2 + 2 + 2 + 1 + 1 },
    /* jw: the lion dog promotes to gold */
    { TS_RULES_JW, "+LD", 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsPiece black = token_piece (cases[i].rules, cases[i].token);

      g_test_message ("%s %s: %u", ts_rules_name (cases[i].rules), cases[i].token, cases[i].bound);
      g_assert_cmpuint (ts_piece_move_bound (cases[i].rules, black), ==, cases[i].bound);
      g_assert_cmpuint (ts_piece_move_bound (cases[i].rules, black | TS_PIECE_WHITE), ==, cases[i].bound);
    }
}

/* The start's bound: what the reader accepts must include the start,
 * with room for more (the figures stand in README.md). */
static void
test_start_bound (void)
{
  static const guint expected[TS_N_RULES] = { 10668, 12624, 5776 };

  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (rules);

      g_test_message ("%s start: %u", ts_rules_name (rules), ts_position_move_bound (pos, TS_BLACK));
      g_assert_cmpuint (ts_position_move_bound (pos, TS_BLACK), ==, expected[rules]);
      g_assert_cmpuint (ts_position_move_bound (pos, TS_WHITE), ==, expected[rules]);
      g_assert_true (ts_position_check_move_bound (pos, NULL));
    }
}

/* `n` Black emperors from Black's back rank up, White's emperor on 1a,
 * Black to move. */
static char *
emperors_tsfen (guint n)
{
  GString *s = g_string_new ("24,e");

  for (int y = 1; y < TS_MAX_SIZE; y++)
    {
      guint below = (guint) (TS_MAX_SIZE - 1 - y) * TS_MAX_SIZE; /* the squares of the ranks under this one */
      guint here = n > below ? MIN (n - below, TS_MAX_SIZE) : 0;

      g_string_append_c (s, '/');
      for (guint i = 0; i < here; i++)
        g_string_append_printf (s, "%sE", i ? "," : "");
      if (here < TS_MAX_SIZE)
        g_string_append_printf (s, "%s%u", here ? "," : "", TS_MAX_SIZE - here);
    }
  g_string_append (s, " b 1");
  return g_string_free (s, FALSE);
}

/* 14 emperors have 8,554 moves, more than the 8,192 the lists once held:
 * each moves to any of the 625 - 15 empty squares or takes White's lone
 * emperor, which nothing protects; White's emperor then moves to any
 * empty square but takes none (each Black emperor is protected by the
 * others, whose recapture of an unprotected emperor is allowed). */
static void
test_fourteen_emperors (void)
{
  g_autofree char *tsfen = emperors_tsfen (14);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) pos = ts_position_new_from_tsfen (tsfen, &error);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint n_black = 14, empty = TS_MAX_SIZE * TS_MAX_SIZE - n_black - 1;

  g_assert_no_error (error);
  g_assert_cmpuint (ts_position_move_bound (pos, TS_BLACK), ==, 14 * 624);
  g_assert_cmpuint (ts_generate_legal (pos, list), ==, n_black * (empty + 1));
  g_assert_cmpuint (list->n, >, 8192);
  g_assert_cmpuint (ts_perft (pos, 1), ==, n_black * (empty + 1));
  g_assert_cmpuint (ts_perft (pos, 2), ==, n_black * empty * empty);
}

/* The most emperors the bound lets in, 52 (32,448 of 32,768), have all
 * their moves listed; 53 are refused, by the TSFEN reader, a record's
 * TSFEN tag and the check itself, with words a user can act on. */
static void
test_emperors_past_the_bound (void)
{
  g_autofree char *most = emperors_tsfen (52);
  g_autofree char *too_many = emperors_tsfen (53);
  g_autofree char *record = g_strdup_printf ("[SetUp \"1\"]\n[TSFEN \"%s\"]\n\n*\n", too_many);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) pos = ts_position_new_from_tsfen (most, &error);
  g_autoptr (TsPosition) kept = NULL;
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (TsGame) game = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (ts_position_move_bound (pos, TS_BLACK), ==, 52 * 624);
  g_assert_cmpuint (ts_generate_legal (pos, list), ==, 52 * (625 - 53 + 1));

  /* refused, and the position read into is left as it was */
  before = ts_position_to_tsfen (pos);
  g_assert_false (ts_position_set_tsfen (pos, too_many, &error));
  g_assert_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_TOO_MANY_MOVES);
  g_assert_cmpstr (error->message, ==,
                   "this position has too many pieces that move far: Black could come to have up to 33072 moves "
                   "(an emperor or a hook mover has up to 624, a lion 89); the program plays positions of at "
                   "most 32768 possible moves");
  after = ts_position_to_tsfen (pos);
  g_assert_cmpstr (after, ==, before);
  g_clear_error (&error);

  game = ts_record_read (record, strlen (record), &error);
  g_assert_null (game);
  g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_POSITION);
  g_assert_nonnull (strstr (error->message, "the TSFEN tag: this position has too many pieces that move far"));
  g_clear_error (&error);

  /* the same position built square by square fails the check */
  kept = ts_position_new (TS_RULES_STANDARD);
  for (guint i = 0; i < 53; i++)
    ts_position_put (kept, ts_square ((int) i % TS_MAX_SIZE, TS_MAX_SIZE - 1 - (int) i / TS_MAX_SIZE),
                     TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_BLACK));
  ts_position_put (kept, ts_square (TS_MAX_SIZE - 1, 0), TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_WHITE));
  g_assert_false (ts_position_check_move_bound (kept, &error));
  g_assert_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_TOO_MANY_MOVES);
  g_clear_error (&error);

  /* White's too */
  ts_position_set_side (kept, TS_WHITE);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (kept->board[sq] != TS_EMPTY && kept->board[sq] != TS_OFFBOARD)
      ts_position_put (kept, sq, kept->board[sq] ^ TS_PIECE_WHITE);
  g_assert_false (ts_position_check_move_bound (kept, &error));
  g_assert_nonnull (strstr (error->message, "White could come to have up to 33072 moves"));
}

/* ---- random boards ---- */

/* The faces a TSFEN can name in the rule set, Black's. */
static GArray *
all_faces (TsRules rules)
{
  GArray *faces = g_array_new (FALSE, FALSE, sizeof (TsPiece));

  for (int promoted = 0; promoted <= 1; promoted++)
    for (int t = 1; t < TS_N_PIECE_TYPES; t++)
      if (ts_rules_has_type (rules, t) && !ts_rules_type_is_promoted_only (rules, t)
          && (!promoted || ts_rules_piece_info (rules, t)->promotes_to != TS_PIECE_NONE))
        {
          TsPiece face = TS_MAKE_PIECE (t, promoted, TS_BLACK);
          g_array_append_val (faces, face);
        }
  return faces;
}

/* Faces with many moves, or many kinds of them, drawn more often. */
static const char *const strong_tokens[] = {
  "E", "LN", "+LN", "LD", "+LD", "+WS", "HM", "+PS", "CA", "LO", "+OK", "PC", "DV", "+DV", "DS", "+DS", "SE",
  "HF", "Q", "DE", "CP", "GD", "+EB",
};

static TsPiece
random_face (TsRules rules, GRand *rand, GArray *faces)
{
  /* tenjiku's pieces that move most */
  static const char *const tenjiku_strong[] = { "LN", "LH", "+LN", "FE", "+Q", "+CS", "FD", "+WB", "VG", "+BG",
                                                "GG", "+RG", "SE", "HF", "Q" };

  if (g_rand_boolean (rand) && rules == TS_RULES_TENJIKU)
    return token_piece (rules, tenjiku_strong[g_rand_int_range (rand, 0, G_N_ELEMENTS (tenjiku_strong))]);
  if (g_rand_boolean (rand) && rules != TS_RULES_TENJIKU)
    return token_piece (rules, strong_tokens[g_rand_int_range (rand, 0, G_N_ELEMENTS (strong_tokens))]);
  return g_array_index (faces, TsPiece, g_rand_int_range (rand, 0, (gint32) faces->len));
}

/* Random pieces of either side on a share of the squares, and a royal
 * for each side. */
static TsPosition *
random_position (TsRules rules, GRand *rand, GArray *faces)
{
  TsPosition *pos = ts_position_new (rules);
  const TsVariant *v = ts_rules_variant (rules);
  double density = g_rand_double_range (rand, 0.02, 0.95);
  TsPieceType royal = v->id == TS_VARIANT_TAI ? TS_PIECE_EMPEROR : TS_PIECE_KING;

  for (int y = 0; y < v->height; y++)
    for (int x = 0; x < v->width; x++)
      if (g_rand_double (rand) < density)
        {
          TsPiece face = random_face (rules, rand, faces);

          /* emperors are few: most such boards would be past the bound */
          if (TS_PIECE_TYPE (face) == TS_PIECE_EMPEROR && g_rand_int_range (rand, 0, 4) != 0)
            continue;
          ts_position_put (pos, ts_variant_square (v, x, y), face | (g_rand_boolean (rand) ? TS_PIECE_WHITE : 0));
        }
  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    ts_position_put (pos, ts_variant_square (v, g_rand_int_range (rand, 0, v->width), g_rand_int_range (rand, 0, v->height)),
                     TS_MAKE_PIECE (g_rand_boolean (rand) ? royal : TS_PIECE_PRINCE, FALSE, c));
  ts_position_set_side (pos, g_rand_boolean (rand) ? TS_BLACK : TS_WHITE);
  return pos;
}

/* The most moves seen for each face, against its bound. */
typedef struct {
  guint most[TS_N_RULES][TS_N_FACES];
} Seen;

/* Every piece of the position has at most its face's bound of moves. */
static void
check_pieces (const TsPosition *pos, TsMoveList *list, Seen *seen)
{
  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
          TsPiece pc = pos->board[sq];
          guint *most = &seen->most[pos->rules][TS_PIECE_FACE (pc)];

          list->n = 0;
          ts_generate_piece_moves (pos, sq, list);
          if (list->n > ts_piece_move_bound (pos->rules, pc))
            {
              g_autofree char *token = ts_rules_piece_to_token (pos->rules, pc);
              g_autofree char *tsfen = ts_position_to_tsfen (pos);
              g_error ("%s on %u: %u moves, bound %u: %s", token, sq, list->n,
                       ts_piece_move_bound (pos->rules, pc), tsfen);
            }
          *most = MAX (*most, list->n);
        }
}

typedef enum {
  EMPTY_BOARD,
  ENEMIES_ONLY,
  ENEMY_CHECKERBOARD,
  N_BOARDS
} Board;

/* Every square empty, or holding a White pawn, or every other one. */
static void
fill_board (TsPosition *pos, Board board)
{
  const TsVariant *v = ts_rules_variant (pos->rules);

  for (int y = 0; y < v->height; y++)
    for (int x = 0; x < v->width; x++)
      {
        gboolean pawn = board == ENEMIES_ONLY || (board == ENEMY_CHECKERBOARD && (x + y) % 2 == 1);

        ts_position_put (pos, ts_variant_square (v, x, y), pawn ? TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_WHITE) : TS_EMPTY);
      }
}

/* Every face on every square, alone, among enemies only, and on a
 * checkerboard of enemies: the bound holds where pieces have the most
 * room, and where lions capture the most.  The emperor's 624, the hook
 * mover's 624 and the rook's 48 are reached: the bound is exact for
 * them. */
static void
test_every_square (void)
{
  g_autofree Seen *seen = g_new0 (Seen, 1);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    {
      g_autoptr (GArray) faces = all_faces (rules);
      g_autoptr (TsPosition) pos = ts_position_new (rules);

      for (Board board = 0; board < N_BOARDS; board++)
        for (guint i = 0; i < faces->len; i++)
          {
            TsPiece face = g_array_index (faces, TsPiece, i);

            /* the jw emperor asks of each enemy whether it is protected */
            if (TS_PIECE_TYPE (face) == TS_PIECE_EMPEROR && board != EMPTY_BOARD)
              continue;
            fill_board (pos, board);
            for (int y = 0; y < ts_rules_variant (rules)->height; y++)
              for (int x = 0; x < ts_rules_variant (rules)->width; x++)
                {
                  TsSquare sq = ts_variant_square (ts_rules_variant (rules), x, y);
                  TsPiece was = pos->board[sq];

                  ts_position_put (pos, sq, face);
                  list->n = 0;
                  ts_generate_piece_moves (pos, sq, list);
                  g_assert_cmpuint (list->n, <=, ts_piece_move_bound (rules, face));
                  seen->most[rules][face] = MAX (seen->most[rules][face], list->n);
                  ts_position_put (pos, sq, was);
                }
          }
      if (rules == TS_RULES_TENJIKU)
        /* a rook on the 16 x 16 board, its moves into the zone twice */
        g_assert_cmpuint (seen->most[rules][TS_PIECE_ROOK], >=, 30);
      else
        {
          g_assert_cmpuint (seen->most[rules][TS_PIECE_EMPEROR], ==, 624);
          g_assert_cmpuint (seen->most[rules][TS_PIECE_HOOK_MOVER], ==, 624);
          g_assert_cmpuint (seen->most[rules][TS_PIECE_ROOK], ==, 48);
        }
      for (guint i = 0; i < faces->len; i++)
        {
          TsPiece face = g_array_index (faces, TsPiece, i);
          g_autofree char *token = ts_rules_piece_to_token (rules, face);

          if (ts_piece_move_bound (rules, face) >= 48)
            g_test_message ("%s %s: at most %u moves seen, bound %u", ts_rules_name (rules), token,
                            seen->most[rules][face], ts_piece_move_bound (rules, face));
        }
    }
}

/* Random boards of both rule sets: no piece has more moves than its
 * bound, and a side to move no more than the position's. */
static void
test_random_positions (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2024);
  g_autofree Seen *seen = g_new0 (Seen, 1);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint accepted = 0, refused = 0;

  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    {
      g_autoptr (GArray) faces = all_faces (rules);

      for (int i = 0; i < 300; i++)
        {
          g_autoptr (TsPosition) pos = random_position (rules, rand, faces);

          check_pieces (pos, list, seen);
          if (!ts_position_check_move_bound (pos, NULL))
            {
              refused++;
              continue;
            }
          accepted++;
          g_assert_cmpuint (ts_generate_legal (pos, list), <=, ts_position_move_bound (pos, pos->side));
        }
    }
  g_test_message ("%u random positions within the bound, %u past it", accepted, refused);
  g_assert_cmpuint (accepted, >, 100);
  g_assert_cmpuint (refused, >, 0);
}

/* A random legal move, a capture half the time when there is one (so
 * that promotion and contagion come often). */
static const TsMove *
pick_move (GRand *rand, const TsMoveList *list)
{
  guint n_captures = 0;

  for (guint i = 0; i < list->n; i++)
    n_captures += ts_move_is_capture (&list->moves[i]);
  if (n_captures > 0 && g_rand_boolean (rand))
    {
      guint k = (guint) g_rand_int_range (rand, 0, (gint32) n_captures);

      for (guint i = 0; i < list->n; i++)
        if (ts_move_is_capture (&list->moves[i]) && k-- == 0)
          return &list->moves[i];
    }
  return &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
}

/* Along random games from random positions, neither side's bound ever
 * grows (ts-movegen.c says why), through promotions and contagion. */
static void
test_bound_never_grows (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (77);
  g_autofree Seen *seen = g_new0 (Seen, 1);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint plies = 0, promotions = 0, contagions = 0;

  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    {
      g_autoptr (GArray) faces = all_faces (rules);

      for (int game = 0; game < 60; game++)
        {
          g_autoptr (TsPosition) pos = random_position (rules, rand, faces);
          guint bound[2];

          if (!ts_position_check_move_bound (pos, NULL))
            continue;
          for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
            bound[c] = ts_position_move_bound (pos, c);
          for (int ply = 0; ply < 150 && ts_generate_legal (pos, list) > 0; ply++)
            {
              const TsMove *m;
              TsPiece mover;
              TsUndo undo;

              g_assert_cmpuint (list->n, <=, bound[pos->side]);
              m = pick_move (rand, list);
              mover = pos->board[m->from];
              if (m->becomes != TS_EMPTY)
                {
                  if (TS_PIECE_TYPE (m->becomes) != TS_PIECE_TYPE (mover))
                    contagions++;
                  else
                    promotions++;
                }
              ts_position_make (pos, m, &undo);
              plies++;
              for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
                {
                  guint now = ts_position_move_bound (pos, c);

                  g_assert_cmpuint (now, <=, bound[c]);
                  bound[c] = now;
                }
              if (ply % 10 == 0)
                check_pieces (pos, list, seen);
            }
        }
    }
  g_test_message ("%u plies, %u promotions, %u contagions", plies, promotions, contagions);
  g_assert_cmpuint (plies, >, 3000);
  g_assert_cmpuint (promotions, >, 50);
  g_assert_cmpuint (contagions, >, 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-bound/pieces", test_piece_bounds);
  g_test_add_func ("/move-bound/start", test_start_bound);
  g_test_add_func ("/move-bound/fourteen-emperors", test_fourteen_emperors);
  g_test_add_func ("/move-bound/past-the-bound", test_emperors_past_the_bound);
  g_test_add_func ("/move-bound/every-square", test_every_square);
  g_test_add_func ("/move-bound/random-positions", test_random_positions);
  g_test_add_func ("/move-bound/never-grows", test_bound_never_grows);
  return g_test_run ();
}
