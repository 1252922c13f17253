/* test-record.c — game records: round trips, the seed's notation in a
 * record, and damaged input. */
#include <string.h>
#include <time.h>

#include "test-helpers.h"
#include "test-tmp-dir.h"
#include "ts-random-game.h"
#include "ts-record.h"

typedef struct {
  guint igui, pass, double_capture, triple_capture, retreat, promotion, contagion, disambiguated;
} MoveKinds;

static void
count_kinds (TsGame *game, MoveKinds *k)
{
  for (guint i = 0; i < ts_game_get_n_moves (game); i++)
    {
      const TsMove *m = ts_game_get_move (game, i);
      const char *text = ts_game_get_move_notation (game, i);

      k->igui += m->n_captures == 1 && m->to == m->from;
      k->pass += ts_move_is_pass (m);
      k->double_capture += m->n_captures == 2;
      k->triple_capture += m->n_captures == 3;
      k->retreat += m->n_captures > 0 && m->to != m->from && m->to != m->captures[m->n_captures - 1];
      k->promotion += m->becomes != TS_EMPTY;
      k->contagion += m->becomes != TS_EMPTY && TS_PIECE_IS_PROMOTED (m->becomes)
                      && (TS_PIECE_TYPE (m->becomes) == TS_PIECE_DEVA || TS_PIECE_TYPE (m->becomes) == TS_PIECE_DARK_SPIRIT);
      /* the start square written after the abbreviation */
      k->disambiguated += g_ascii_isdigit (text[strspn (text, "+ABCDEFGHIJKLMNOPQRSTUVWXYZ")]);
    }
}

static void
assert_same_game (TsGame *a, TsGame *b)
{
  g_autofree char *fa = ts_position_to_tsfen (ts_game_get_position (a));
  g_autofree char *fb = ts_position_to_tsfen (ts_game_get_position (b));

  g_assert_cmpuint (ts_game_get_n_moves (a), ==, ts_game_get_n_moves (b));
  for (guint i = 0; i < ts_game_get_n_moves (a); i++)
    {
      g_assert_true (ts_move_equal (ts_game_get_move (a, i), ts_game_get_move (b, i)));
      g_assert_cmpstr (ts_game_get_move_comment (a, i), ==, ts_game_get_move_comment (b, i));
    }
  g_assert_cmpstr (fa, ==, fb);
}

static TsGame *
read_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  TsGame *game = ts_record_read (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* Long random games with every kind of move, written and read back. */
static void
test_round_trip_long_games (void)
{
  MoveKinds kinds = { 0 };

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (TsGame) game = ts_random_game_new (2000, seed);
      g_autoptr (TsGame) back = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;

      g_assert_cmpuint (ts_game_get_n_moves (game), >=, 1000);
      ts_game_set_tag (game, "Event", "Round trip");
      ts_game_set_tag (game, "Black", "Ann \"the lion\" Smith");
      ts_game_set_tag (game, "Annotator", "test");
      ts_game_set_move_comment (game, 0, "the first move");
      ts_game_set_move_comment (game, 101, "a comment with a } brace");
      count_kinds (game, &kinds);

      text = ts_record_write (game);
      back = read_ok (text);
      ts_game_set_move_comment (game, 101, "a comment with a ) brace");
      assert_same_game (game, back);
      g_assert_cmpstr (ts_game_get_tag (back, "Black"), ==, "Ann \"the lion\" Smith");
      g_assert_cmpstr (ts_game_get_tag (back, "Annotator"), ==, "test");
      again = ts_record_write (back);
      g_assert_cmpstr (again, ==, text);
    }
  g_test_message ("igui %u, pass %u, double %u, triple %u, capture-and-move %u, promotion %u, "
                  "contagion %u, disambiguated %u", kinds.igui, kinds.pass, kinds.double_capture,
                  kinds.triple_capture, kinds.retreat, kinds.promotion, kinds.contagion, kinds.disambiguated);
  g_assert_cmpuint (kinds.igui, >, 0);
  g_assert_cmpuint (kinds.pass, >, 0);
  g_assert_cmpuint (kinds.double_capture, >, 0);
  g_assert_cmpuint (kinds.triple_capture, >, 0);
  g_assert_cmpuint (kinds.retreat, >, 0);
  g_assert_cmpuint (kinds.promotion, >, 0);
  g_assert_cmpuint (kinds.contagion, >, 0);
  g_assert_cmpuint (kinds.disambiguated, >, 0);
}

/* A record from a set-up position with the seed's own notation. */
static const char seed_record[] =
  "[Event \"Seed notation\"]\n"
  "[SetUp \"1\"]\n"
  "[TSFEN \"24,e/25/18,p,6/17,OR,7/25/20,+CC,4/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/E,24 b 1\"]\n"
  "{a comment before the moves}\n"
  "1. ORx7c+ {promotes to wizard stork} e-1b\n"
  "2. +CC-5e e-1a 3. +OR-7a e-1b *\n";

static void
test_seed_notation_record (void)
{
  g_autoptr (TsGame) game = read_ok (seed_record);
  g_autofree char *text = ts_record_write (game);
  g_autoptr (TsGame) back = read_ok (text);
  TsPosition *pos = ts_game_get_position (game);

  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 6);
  g_assert_cmpstr (ts_game_get_move_notation (game, 0), ==, "ORx7c+");
  g_assert_cmpstr (ts_game_get_move_notation (game, 2), ==, "+CC-5e");
  g_assert_cmpstr (ts_game_get_move_comment (game, 0), ==, "promotes to wizard stork");
  g_assert_cmpstr (ts_game_get_tag (game, "Comment"), ==, "a comment before the moves");
  g_assert_nonnull (ts_game_get_start_tsfen (game));
  g_assert_cmpint (pos->board[ts_square_from_file_rank (7, 0)], ==, TS_PIECE_OLD_RAT | TS_PIECE_PROMOTED);
  g_assert_true (strstr (text, "[SetUp \"1\"]\n[TSFEN \"") != NULL);
  g_assert_true (strstr (text, "{a comment before the moves}") != NULL);
  assert_same_game (game, back);
}

/* A game starting with White to move numbers its first move "1...". */
static void
test_white_to_move_start (void)
{
  g_autoptr (TsGame) game = read_ok (
    "[SetUp \"1\"]\n[TSFEN \"24,e/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/E,24 w 5\"]\n"
    "5... e-2b 6. E-2y e-3c 0-1\n");
  g_autofree char *text = ts_record_write (game);

  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 3);
  g_assert_true (strstr (text, "\n5... E-2b 6. E-2y E-3c *\n") != NULL);
}

static void
assert_read_fails (const char *text, gsize length, TsRecordError code, const char *needle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) game = ts_record_read (text, length, &error);

  g_assert_null (game);
  g_assert_error (error, TS_RECORD_ERROR, (int) code);
  if (strstr (error->message, needle) == NULL)
    g_error ("error '%s' does not mention '%s'", error->message, needle);
}

static void
test_damaged_records (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (300, 9);
  g_autofree char *good = ts_record_write (game);
  gsize len = strlen (good);
  g_autofree char *binary = g_malloc (4096);

  /* truncated: anywhere in the file */
  for (gsize cut = 1; cut < len; cut += len / 37 + 1)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TsGame) back = ts_record_read (good, cut, &error);
      g_assert_null (back);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "line "));
    }

  assert_read_fails ("1. P-13r P-13h 2. P-13q LN-99z *\n", 33, TS_RECORD_ERROR_ILLEGAL_MOVE,
                     "line 1, column 25: move 2 (White) 'LN-99z'");
  assert_read_fails ("[Event \"x\"]\n\n1. P-13r\n   P-13i *\n", 33, TS_RECORD_ERROR_ILLEGAL_MOVE,
                     "line 4, column 4: move 1 (White) 'P-13i': not a legal move");
  assert_read_fails ("1... P-13h *", 12, TS_RECORD_ERROR_SYNTAX, "but in the position Black is to move");
  assert_read_fails ("1. P-13r 1. P-13h *", 19, TS_RECORD_ERROR_SYNTAX, "but in the position White is to move");
  assert_read_fails ("7. P-13r *", 10, TS_RECORD_ERROR_SYNTAX, "move number 7 where move 1 was expected");
  assert_read_fails ("[Variant \"chu\"]\n*", 17, TS_RECORD_ERROR_SYNTAX, "plays tai shogi and tenjiku shogi");
  assert_read_fails ("[Event \"x]\n*", 12, TS_RECORD_ERROR_SYNTAX, "not closed");
  assert_read_fails ("[ \"x\"]\n*", 8, TS_RECORD_ERROR_SYNTAX, "tag name is missing");
  assert_read_fails ("[TSFEN \"25 b\"]\n*", 16, TS_RECORD_ERROR_POSITION, "line 1, column 1: the TSFEN tag");
  assert_read_fails ("1. P-13r {open comment", 22, TS_RECORD_ERROR_SYNTAX, "never closed");
  assert_read_fails ("1. P-13r * 2. P-13q", 19, TS_RECORD_ERROR_SYNTAX, "text after the result");
  assert_read_fails ("1. P-13r [Event \"late\"] *", 25, TS_RECORD_ERROR_SYNTAX, "a tag after the moves");
  assert_read_fails ("", 0, TS_RECORD_ERROR_SYNTAX, "ends before its result");

  /* binary garbage */
  for (int i = 0; i < 4096; i++)
    binary[i] = (char) (i * 7919 % 251);
  assert_read_fails (binary, 4096, TS_RECORD_ERROR_ENCODING, "not a text file");
  assert_read_fails ("1. P-13r\0 *", 11, TS_RECORD_ERROR_ENCODING, "not a text file");

  /* a 50 MB file is refused before it is read */
  {
    gsize big = 50 * 1000 * 1000;
    g_autofree char *huge = g_malloc (big);
    memset (huge, ' ', big);
    assert_read_fails (huge, big, TS_RECORD_ERROR_TOO_LARGE, "50.0 MB");
  }
}

/* Tags this program does not know are kept, in their order. */
static void
test_unknown_tags_kept (void)
{
  g_autoptr (TsGame) game = read_ok ("[Event \"e\"]\n[Opening \"Lion rush\"]\n[TimeControl \"40/7200\"]\n\n*\n");
  g_autofree char *text = ts_record_write (game);

  g_assert_cmpstr (ts_game_get_tag (game, "Opening"), ==, "Lion rush");
  g_assert_true (strstr (text, "[Opening \"Lion rush\"]\n[TimeControl \"40/7200\"]\n") != NULL);
}

/* Replaying a 2,000-ply record: the figure of issue 5. */
static void
test_replay_speed (void)
{
  g_autoptr (TsGame) game = ts_random_game_new (2000, 77);
  g_autofree char *text = ts_record_write (game);
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr (TsGame) back = read_ok (text);
  gint64 t1 = g_get_monotonic_time ();
  /* a game read from a file writes the notation of its moves afresh */
  g_autofree char *again = ts_record_write (back);
  gint64 t2 = g_get_monotonic_time ();

  g_test_message ("%u plies: open and replay %.1f ms, save %.1f ms", ts_game_get_n_moves (game),
                  (t1 - t0) / 1000.0, (t2 - t1) / 1000.0);
  assert_same_game (game, back);
  g_assert_cmpstr (again, ==, text);
}

/* One move and `n` empty comments, 2 n + 12 bytes. */
static char *
record_of_comments (guint n)
{
  GString *text = g_string_new ("1. P-13r ");

  for (guint i = 0; i < n; i++)
    g_string_append (text, "{}");
  g_string_append (text, " *\n");
  return g_string_free (text, FALSE);
}

/* The least processor time of this thread, over three readings, that
 * reading the text takes: what other processes do hardly counts. */
static double
reading_seconds (const char *text)
{
  double least = G_MAXDOUBLE;

  for (int i = 0; i < 3; i++)
    {
      struct timespec t0, t1;
      g_autoptr (TsGame) game = NULL;

      clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t0);
      game = read_ok (text);
      clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t1);
      least = MIN (least, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    }
  return least;
}

/* Comments are read in linear time: the comments after a move were once
 * joined to it one by one, copying the growing text each time, and a
 * 1 MB record of one move and 524,288 empty comments took 36 s.  Four
 * times the comments now take about four times as long, not sixteen
 * (the processor time of this thread, the least of three readings, so
 * that the machine's load does not count), and the 1 MB record well
 * under a second.  The comments after a move are still one, separated
 * by spaces. */
static void
test_many_comments (void)
{
  g_autofree char *quarter = record_of_comments (131072);
  g_autofree char *whole = record_of_comments (524288);
  g_autoptr (TsGame) game = read_ok (whole);
  g_autoptr (TsGame) joined = read_ok ("1. P-13r {a}{ b }\n{}{c} P-13h {d} *");
  double t_quarter, t_whole;

  g_assert_cmpuint (strlen (whole), ==, 1048576 + 12);
  g_assert_cmpuint (strlen (ts_game_get_move_comment (game, 0)), ==, 524287);
  g_assert_cmpuint (strspn (ts_game_get_move_comment (game, 0), " "), ==, 524287);
  g_assert_cmpstr (ts_game_get_move_comment (joined, 0), ==, "a b  c");
  g_assert_cmpstr (ts_game_get_move_comment (joined, 1), ==, "d");

  t_quarter = reading_seconds (quarter);
  t_whole = reading_seconds (whole);
  g_test_message ("131,072 comments %.1f ms, 524,288 comments %.1f ms", t_quarter * 1e3, t_whole * 1e3);
  g_assert_cmpfloat (t_whole, <, 8 * MAX (t_quarter, 1e-3));
  g_assert_cmpfloat (t_whole, <, 1.0);
}

/* A game of `plies` moves none of which captures: the repetition rule
 * weighs on every one of them. */
static char *
record_of_quiet_moves (guint plies, guint32 seed)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree TsMoveList *quiet = g_new (TsMoveList, 1);

  while (ts_game_get_n_moves (game) < plies)
    {
      const TsMoveList *legal = ts_game_get_legal_moves (game);

      quiet->n = 0;
      for (guint i = 0; i < legal->n; i++)
        if (legal->moves[i].n_captures == 0)
          quiet->moves[quiet->n++] = legal->moves[i];
      g_assert_cmpuint (quiet->n, >, 0);
      g_assert_true (ts_game_play (game, &quiet->moves[g_rand_int_range (rand, 0, (gint32) quiet->n)], NULL));
    }
  return ts_record_write (game);
}

/* Replaying a record is linear in its moves, also when none captures:
 * each move's repetition test once scanned every earlier position, and
 * 8,000 quiet moves took 8 s (a 1 MB record of them, some 25 minutes).
 * Four times the moves take about four times as long, not sixteen. */
static void
test_long_quiet_replay (void)
{
  g_autofree char *quarter = record_of_quiet_moves (1500, 11);
  g_autofree char *whole = record_of_quiet_moves (6000, 11);
  g_autoptr (TsGame) game = read_ok (whole);
  double t_quarter, t_whole;

  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 6000);
  t_quarter = reading_seconds (quarter);
  t_whole = reading_seconds (whole);
  g_test_message ("1,500 quiet moves %.1f ms, 6,000 quiet moves %.1f ms", t_quarter * 1e3, t_whole * 1e3);
  g_assert_cmpfloat (t_whole, <, 8 * MAX (t_quarter, 1e-3));
}

/* ---- the good part of a damaged record ---- */

/* Where each move's word ends in the record `text` of `game`. */
static gsize *
move_word_ends (TsGame *game, const char *text)
{
  guint n = ts_game_get_n_moves (game);
  gsize *ends = g_new (gsize, n);
  const char *p = strstr (text, "\n\n"); /* the moves follow the tags */

  for (guint i = 0; i < n; i++)
    {
      const char *word = ts_game_get_move_notation (game, i);
      gsize len = strlen (word);

      /* the word itself, between spaces, not part of another */
      while ((p = strstr (p, word)) != NULL && !((p[-1] == ' ' || p[-1] == '\n') && (p[len] == ' ' || p[len] == '\n')))
        p++;
      g_assert_nonnull (p);
      p += len;
      ends[i] = (gsize) (p - text);
    }
  return ends;
}

/* The first moves of `game` and `partial` are one: moves, comments
 * (the last one's may be cut), tags, start and rule set. */
static void
assert_partial_of (TsGame *partial, TsGame *game, guint n_moves)
{
  g_autoptr (TsPosition) there = ts_game_position_at (game, n_moves);
  g_autofree char *expected = ts_position_to_tsfen (there);
  g_autofree char *reached = ts_position_to_tsfen (ts_game_get_position (partial));

  g_assert_cmpuint (ts_game_get_n_moves (partial), ==, n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      g_assert_true (ts_move_equal (ts_game_get_move (partial, i), ts_game_get_move (game, i)));
      if (i + 1 < n_moves || ts_game_get_move_comment (partial, i) != NULL)
        g_assert_cmpstr (ts_game_get_move_comment (partial, i), ==, ts_game_get_move_comment (game, i));
    }
  g_assert_cmpstr (reached, ==, expected);
  g_assert_cmpstr (ts_game_get_start_tsfen (partial), ==, ts_game_get_start_tsfen (game));
  g_assert_cmpint (ts_game_get_rules (partial), ==, ts_game_get_rules (game));
  g_assert_cmpstr (ts_game_get_tag (partial, "Event"), ==, ts_game_get_tag (game, "Event"));
  g_assert_cmpint (ts_game_get_result (partial), ==, TS_RESULT_NONE);
}

/* A 1,000-ply random game with tags and comments, from the start or
 * from a position reached by random moves. */
static TsGame *
random_record_game (TsRules rules, guint32 seed, gboolean set_up)
{
  TsGame *game;

  if (!set_up)
    game = ts_random_game_new_with_rules (rules, 1000, seed);
  else
    {
      g_autoptr (TsPosition) pos = ts_random_position_new_with_rules (rules, seed, 40);
      g_autofree char *tsfen = ts_position_to_tsfen (pos);
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

      game = ts_game_new ();
      g_assert_true (ts_game_reset_to_tsfen_with_rules (game, rules, tsfen, NULL));
      for (int i = 0; i < 1000 && ts_game_legal_moves (game, list) > 0; i++)
        g_assert_true (ts_game_play (game, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)], NULL));
    }
  ts_game_set_tag (game, "Event", "Cut short");
  for (guint i = 0; i < ts_game_get_n_moves (game); i += 97)
    ts_game_set_move_comment (game, i, "a comment on the move");
  return game;
}

/* Cut anywhere after the moves begin, a record gives back every move
 * whose word the cut leaves whole and followed by something (a word
 * the end cuts may read as another move), with the tags, the start
 * position, the rule set and the comments; cut before its result only,
 * it gives back all its moves.  Cut in its tags, nothing. */
static void
test_partial_cut_short (void)
{
  guint checked = 0;

  for (guint g = 0; g < 3; g++)
    {
      g_autoptr (TsGame) game = random_record_game (g == 1 ? TS_RULES_JW : TS_RULES_STANDARD, 40 + g, g == 2);
      g_autofree char *text = ts_record_write (game);
      g_autofree gsize *ends = move_word_ends (game, text);
      gsize len = strlen (text), moves_begin = (gsize) (strstr (text, "\n\n") - text) + 2;
      guint n = ts_game_get_n_moves (game);

      g_assert_cmpuint (n, >=, 900);
      /* every byte of a stretch of the moves, and cuts spread over them */
      for (gsize cut = moves_begin; cut < len; cut += cut >= len / 2 && cut < len / 2 + 100 ? 1 : len / 50)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (TsGame) partial = NULL;
          g_autoptr (TsGame) whole = ts_record_read_partial (text, cut, &partial, &error);
          guint kept = 0;

          while (kept < n && ends[kept] < cut)
            kept++;
          g_assert_null (whole);
          g_assert_nonnull (error);
          g_assert_nonnull (partial);
          assert_partial_of (partial, game, kept);
          checked++;
        }

      /* cut before the result: every move */
      {
        gsize before_result = (gsize) (strrchr (text, ' ') - text);
        g_autoptr (GError) error = NULL;
        g_autoptr (TsGame) partial = NULL;

        g_assert_null (ts_record_read_partial (text, before_result + 1, &partial, &error));
        g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_SYNTAX);
        g_assert_nonnull (strstr (error->message, "cut short"));
        assert_partial_of (partial, game, n);
      }

      /* in the tags: no game */
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (TsGame) partial = NULL;

        g_assert_null (ts_record_read_partial (text, 10, &partial, &error));
        g_assert_nonnull (error);
        g_assert_null (partial);
      }
    }
  g_test_message ("%u cuts", checked);
}

/* A bad move in the middle: the moves before it are given back, and
 * errors before the moves (a bad TSFEN tag, an unknown variant, bad
 * encoding) give nothing.  A good record gives no partial game. */
static void
test_partial_bad_move (void)
{
  g_autoptr (TsGame) game = random_record_game (TS_RULES_STANDARD, 8, FALSE);
  g_autofree char *text = ts_record_write (game);
  g_autofree gsize *ends = move_word_ends (game, text);
  const char *word = ts_game_get_move_notation (game, 500);
  gsize at = ends[500] - strlen (word);
  g_autofree char *broken = g_strdup_printf ("%.*sZZ-1a%s", (int) at, text, text + ends[500]);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) partial = NULL;
  g_autoptr (TsGame) whole = ts_record_read_partial (text, strlen (text), &partial, &error);
  static const char *const before_moves[] = {
    "[TSFEN \"25 b\"]\n1. P-13r *", "[Variant \"chu\"]\n1. P-13r *", "1. P-13r \xff *",
  };

  g_assert_no_error (error);
  g_assert_nonnull (whole);
  g_assert_null (partial);

  g_clear_pointer (&whole, g_object_unref);
  whole = ts_record_read_partial (broken, strlen (broken), &partial, &error);
  g_assert_null (whole);
  g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "'ZZ-1a'"));
  assert_partial_of (partial, game, 500);
  g_clear_error (&error);
  g_clear_pointer (&partial, g_object_unref);

  for (guint i = 0; i < G_N_ELEMENTS (before_moves); i++)
    {
      g_assert_null (ts_record_read_partial (before_moves[i], strlen (before_moves[i]), &partial, &error));
      g_assert_nonnull (error);
      g_assert_null (partial);
      g_clear_error (&error);
    }
}

/* A record cut in the middle of its last word: LNx11l, cut from
 * LNx11lx10k, is a move too, but not the one played. */
static void
test_partial_cut_word (void)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "LN 12m, p 11l, p 10k, E 13y, e 13a", TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  g_autoptr (TsGame) game = ts_game_new_from_tsfen (tsfen, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) partial = NULL;
  g_autofree char *text = NULL;
  const char *cut;

  g_assert_true (ts_game_play_notation (game, "LNx11lx10k", NULL));
  text = ts_record_write (game);
  cut = strstr (text, "LNx11lx10k") + strlen ("LNx11l");
  g_assert_null (ts_record_read_partial (text, (gsize) (cut - text), &partial, &error));
  g_assert_nonnull (strstr (error->message, "cut short"));
  assert_partial_of (partial, game, 0);
}

/* The file reader gives the good part back too. */
static void
test_partial_file (void)
{
  g_autofree char *dir = test_make_tmp_dir ("ts-record-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "cut.tsr", NULL);
  g_autoptr (TsGame) game = random_record_game (TS_RULES_STANDARD, 5, FALSE);
  g_autofree char *text = ts_record_write (game);
  g_autofree gsize *ends = move_word_ends (game, text);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) partial = NULL;

  /* cut in the middle of the word of move 301 */
  g_assert_true (g_file_set_contents (path, text, (gssize) ends[300] - 1, NULL));
  g_assert_null (ts_record_read_file_partial (path, &partial, &error));
  g_assert_nonnull (error);
  assert_partial_of (partial, game, 300);
}

/* A resignation survives writing and reading: it comes after the moves. */
static void
test_resignation_round_trip (void)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_autoptr (TsGame) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  g_assert_true (ts_game_play_notation (game, "p-13h", NULL));
  g_assert_true (ts_game_resign (game, TS_BLACK));
  text = ts_record_write (game);
  g_assert_nonnull (strstr (text, "[Resigned \"black\"]"));
  g_assert_nonnull (strstr (text, "0-1"));
  back = ts_record_read (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_game_get_n_moves (back), ==, 2);
  g_assert_cmpint (ts_game_get_result (back), ==, TS_RESULT_WHITE_WINS);
  g_assert_cmpint (ts_game_get_end_reason (back), ==, TS_END_RESIGNED);
}

/* Records in Japanese notation read back as the same games, in every
 * rule set; the standard record of the game read back is the same. */
static void
test_japanese_records (void)
{
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (guint32 seed = 1; seed <= 2; seed++)
      {
        g_autoptr (TsGame) game = random_record_game (rules, seed, seed == 2);
        g_autofree char *japanese = ts_record_write_in (game, TS_NOTATION_JAPANESE);
        g_autofree char *standard = ts_record_write (game);
        g_autofree char *again = NULL;
        g_autoptr (GError) error = NULL;
        g_autoptr (TsGame) back = ts_record_read (japanese, strlen (japanese), &error);

        g_assert_no_error (error);
        g_assert_nonnull (strstr (japanese, "1. \xef\xbc"));
        g_assert_cmpuint (ts_game_get_n_moves (back), ==, ts_game_get_n_moves (game));
        again = ts_record_write (back);
        g_assert_cmpstr (again, ==, standard);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/round-trip-long-games", test_round_trip_long_games);
  g_test_add_func ("/record/seed-notation", test_seed_notation_record);
  g_test_add_func ("/record/white-to-move-start", test_white_to_move_start);
  g_test_add_func ("/record/resignation-round-trip", test_resignation_round_trip);
  g_test_add_func ("/record/damaged", test_damaged_records);
  g_test_add_func ("/record/unknown-tags-kept", test_unknown_tags_kept);
  g_test_add_func ("/record/replay-speed", test_replay_speed);
  g_test_add_func ("/record/many-comments", test_many_comments);
  g_test_add_func ("/record/long-quiet-replay", test_long_quiet_replay);
  g_test_add_func ("/record/partial-cut-short", test_partial_cut_short);
  g_test_add_func ("/record/partial-bad-move", test_partial_bad_move);
  g_test_add_func ("/record/partial-cut-word", test_partial_cut_word);
  g_test_add_func ("/record/partial-file", test_partial_file);
  g_test_add_func ("/record/japanese-round-trip", test_japanese_records);
  return g_test_run ();
}
