/* test-rulesets.c — the jw rule set (RULESETS.md) on hand-built positions.
 *
 * Every expected move list below was worked out by hand from RULESETS.md
 * (the plain-words column of its tables), not by running the generator.
 * Each position has a prince a side standing off every line used (20a,
 * 7y), so that the game is not over and no line is cut short.  Black
 * moves up the board and "right" is towards file 1; White moves down and
 * its right is towards file 25.
 */
#include <string.h>

#include "test-helpers.h"
#include "ts-record.h"

#define PRINCES "cp 20a, CP 7y"

/* The words of `text`, sorted and joined by single spaces. */
static char *
sorted_words (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \n", -1);
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_ptr_array_add (kept, words[i]);
  g_ptr_array_sort (kept, compare_strings);
  for (guint i = 0; i < kept->len; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", (char *) kept->pdata[i]);
  return g_string_free (out, FALSE);
}

static void
assert_moves (TsRules rules, const char *pieces, TsColor side, const char *from, const char *expected)
{
  g_autofree char *all = g_strdup_printf ("%s, %s", pieces, PRINCES);
  g_autoptr (TsPosition) pos = test_position_from_pieces (rules, all, side);
  g_autofree char *got = legal_moves_string (pos, from);
  g_autofree char *want = sorted_words (expected);

  if (!g_str_equal (got, want))
    g_error ("%s (%s, %s to move), moves from %s:\n  expected %s\n  generated %s", pieces, ts_rules_name (rules),
             side == TS_BLACK ? "Black" : "White", from, want, got);
}

/* ---- section 3: the nine movements, both colours ---- */

static const struct {
  TsRules rules;
  const char *pieces;
  TsColor side;
  const char *expected; /* the moves from 13m */
} movement_cases[] = {
  /* fierce eagle fKrlR2bB2: one step forward and diagonally forward; two
   * sideways and diagonally backward.  The capture promotes to gold. */
  { TS_RULES_JW, "FE 13m, p 12l, P 11m", TS_BLACK,
    "13m-13l 13mx12l=+FE 13m-14l 13m-12m 13m-14m 13m-15m 13m-12n 13m-11o 13m-14n 13m-15o" },
  { TS_RULES_JW, "fe 13m, P 14n, p 12m", TS_WHITE,
    "13m-13n 13mx14n=+FE 13m-12n 13m-14m 13m-15m 13m-14l 13m-15k 13m-12l 13m-11k" },
  /* standard: B2rlW, and it does not promote */
  { TS_RULES_STANDARD, "FE 13m, p 12l, P 11m", TS_BLACK,
    "13mx12l 13m-14l 13m-15k 13m-12m 13m-14m 13m-12n 13m-11o 13m-14n 13m-15o" },
  /* vermillion sparrow [fr][bl]BW[br]F: ranges forward-right and
   * backward-left, a step orthogonally and backward-right, nothing
   * forward-left; White's forward-right runs towards 25y, its
   * backward-left towards 1a (the own pawn on 5e ends that line) */
  { TS_RULES_JW, "VS 13m, p 10j, P 15o", TS_BLACK,
    "13m-12l 13m-11k 13mx10j=+VS 13m-14n 13m-13l 13m-13n 13m-12m 13m-14m 13m-12n" },
  { TS_RULES_JW, "vs 13m, P 16p, p 5e", TS_WHITE,
    "13m-14n 13m-15o 13mx16p=+VS 13m-12l 13m-11k 13m-10j 13m-9i 13m-8h 13m-7g 13m-6f "
    "13m-13n 13m-13l 13m-14m 13m-12m 13m-14l" },
  /* turtle-snake [fr][bl]BW: the Betza string, not the text's "any
   * direction" */
  { TS_RULES_JW, "TS 13m, P 11k, p 15o", TS_BLACK,
    "13m-12l 13mx15o=+TS 13m-14n 13m-13l 13m-13n 13m-12m 13m-14m" },
  { TS_RULES_JW, "ts 13m, P 13n, p 17q, p 9i", TS_WHITE,
    "13m-14n 13m-15o 13m-16p 13m-12l 13m-11k 13m-10j 13mx13n=+TS 13m-13l 13m-14m 13m-12m" },
  /* free demon fBrlRfbR5: ranges diagonally forward and sideways, five
   * squares forward and backward, no backward diagonals */
  { TS_RULES_JW, "FR 13m, P 11k, P 15k, P 10m, P 16m, p 13g, P 13o", TS_BLACK,
    "13m-12l 13m-14l 13m-12m 13m-11m 13m-14m 13m-15m "
    "13m-13l 13m-13k 13m-13j 13m-13i 13m-13h 13m-13n" },
  { TS_RULES_JW, "fr 13m, p 11o, p 15o, p 10m, p 16m, P 13r, P 13g", TS_WHITE,
    "13m-14n 13m-12n 13m-14m 13m-15m 13m-12m 13m-11m "
    "13m-13n 13m-13o 13m-13p 13m-13q 13mx13r=+FR 13m-13l 13m-13k 13m-13j 13m-13i 13m-13h" },
  /* free dream-eater fBfbRrlR5: ranges diagonally forward, forward and
   * backward; five squares sideways; no backward diagonals */
  { TS_RULES_JW, "FT 13m, P 11k, P 15k, P 13j, p 13o, p 7m", TS_BLACK,
    "13m-12l 13m-14l 13m-13l 13m-13k 13m-13n 13mx13o=+FT "
    "13m-12m 13m-11m 13m-10m 13m-9m 13m-8m 13m-14m 13m-15m 13m-16m 13m-17m 13m-18m" },
  { TS_RULES_JW, "ft 13m, p 11o, p 15o, p 13p, P 13i", TS_WHITE,
    "13m-14n 13m-12n 13m-13n 13m-13o 13m-13l 13m-13k 13m-13j 13mx13i=+FT "
    "13m-14m 13m-15m 13m-16m 13m-17m 13m-18m 13m-12m 13m-11m 13m-10m 13m-9m 13m-8m" },
  /* great dragon rlRrlDrlHfbR2bB3: ranges sideways and jumps to the
   * second and third square sideways (over anything); two forward and
   * backward; three diagonally backward.  The slide and the jump onto 15m
   * (and onto 15m and 16m for White) are one move each. */
  { TS_RULES_JW, "GD 13m, P 12m, p 10m, p 15m, P 16m, p 13k, P 12n", TS_BLACK,
    "13m-11m 13mx10m=+GD 13m-14m 13mx15m=+GD 13m-13l 13mx13k=+GD 13m-13n 13m-13o "
    "13m-14n 13m-15o 13m-16p" },
  { TS_RULES_JW, "gd 13m, P 20m, p 13o, p 9m", TS_WHITE,
    "13m-14m 13m-15m 13m-16m 13m-17m 13m-18m 13m-19m 13mx20m=+GD 13m-12m 13m-11m 13m-10m "
    "13m-13n 13m-13l 13m-13k 13m-14l 13m-15k 13m-16j 13m-12l 13m-11k 13m-10j" },
  /* guardian of the Gods R3F: three squares orthogonally, one square on
   * every diagonal */
  { TS_RULES_JW, "GG 13m, p 12n, P 13j, p 16m", TS_BLACK,
    "13m-13l 13m-13k 13m-13n 13m-13o 13m-13p 13m-12m 13m-11m 13m-10m 13m-14m 13m-15m "
    "13mx16m=+GG 13m-12l 13m-14l 13mx12n=+GG 13m-14n" },
  { TS_RULES_JW, "gg 13m, P 12l", TS_WHITE,
    "13m-13n 13m-13o 13m-13p 13m-13l 13m-13k 13m-13j 13m-14m 13m-15m 13m-16m "
    "13m-12m 13m-11m 13m-10m 13m-14n 13m-12n 13m-14l 13mx12l=+GG" },
  /* poisonous snake frlR2fFbW: two forward and sideways, one diagonally
   * forward and backward, no jumps; it promotes to hook mover */
  { TS_RULES_JW, "PS 13m, p 13k, P 11m", TS_BLACK,
    "13m-13l 13mx13k=+PS 13m-12m 13m-14m 13m-15m 13m-12l 13m-14l 13m-13n" },
  { TS_RULES_JW, "ps 13m, P 14m", TS_WHITE,
    "13m-13n 13m-13o 13mx14m=+PS 13m-12m 13m-11m 13m-14n 13m-12n 13m-13l" },
  /* eastern barbarian fbR2rW: two forward and backward, one to its own
   * right only */
  { TS_RULES_JW, "EB 13m, p 12m, p 14m", TS_BLACK, "13m-13l 13m-13k 13m-13n 13m-13o 13mx12m=+EB" },
  { TS_RULES_JW, "eb 13m, P 14m, P 12m", TS_WHITE, "13m-13n 13m-13o 13m-13l 13m-13k 13mx14m=+EB" },
};

static void
test_movements (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (movement_cases); i++)
    assert_moves (movement_cases[i].rules, movement_cases[i].pieces, movement_cases[i].side, "13m",
                  movement_cases[i].expected);
}

/* A kirin promoted to great dragon moves as the jw great dragon: it jumps
 * the own pawn on 12m, which the standard one (rlRB3fbR2) cannot. */
static void
test_promoted_kirin (void)
{
  g_autofree char *pieces = g_strdup_printf ("+KR 13m, P 12m, %s", PRINCES);
  g_autoptr (TsPosition) jw = test_position_from_pieces (TS_RULES_JW, pieces, TS_BLACK);
  g_autoptr (TsPosition) standard = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);

  g_assert_true (has_move (jw, "13m-11m"));
  g_assert_false (has_move (jw, "13m-12l"));
  g_assert_false (has_move (standard, "13m-11m"));
  g_assert_true (has_move (standard, "13m-12l"));
}

/* ---- sections 4 and 5: promotions and the promoted-only pieces ---- */

/* The moves of a piece of `color` on `from` along the directions of
 * `spec` on an otherwise empty board: words "DIR" (any distance) or
 * "DIR1" (one step), DIR one of f fr r br b bl l fl relative to the piece,
 * and "ffN" for the two narrow forward knight jumps. */
static char *
moves_by_words (const char *from_name, TsColor color, const char *spec)
{
  static const char *const names[] = { "f", "fr", "r", "br", "b", "bl", "l", "fl" };
  static const int right[] = { 0, 1, 1, 1, 0, -1, -1, -1 };
  static const int forward[] = { 1, 1, 0, -1, -1, -1, 0, 1 };
  g_auto (GStrv) words = g_strsplit (spec, " ", -1);
  const char *p = from_name;
  GString *out = g_string_new (NULL);
  int sign = color == TS_BLACK ? 1 : -1;
  TsSquare from;
  int file, rank;

  g_assert_true (ts_square_parse (&p, &from));
  file = ts_square_file (from);
  rank = ts_square_y (from);
  for (guint w = 0; words[w] != NULL; w++)
    {
      gboolean step = g_str_has_suffix (words[w], "1");
      g_autofree char *dir = g_strndup (words[w], strlen (words[w]) - (step ? 1 : 0));

      if (g_str_equal (dir, "ffN"))
        {
          /* file decreases to Black's right, rank decreases forward */
          for (int s = -1; s <= 1; s += 2)
            g_string_append_printf (out, " %s-%d%c", from_name, file - sign * s, 'a' + rank - 2 * sign);
          continue;
        }
      for (int d = 0; d < 8; d++)
        if (g_str_equal (dir, names[d]))
          for (int k = 1; k <= (step ? 1 : 24); k++)
            {
              int f = file - sign * k * right[d], r = rank - sign * k * forward[d];
              if (f < 1 || f > 25 || r < 0 || r > 24)
                break;
              g_string_append_printf (out, " %s-%d%c", from_name, f, 'a' + r);
            }
    }
  return g_string_free (out, FALSE);
}

/* A base piece captures a pawn, promotes as section 4 says, and then
 * moves as section 5 (or the gold general) says, for both colours. */
static void
test_promotions (void)
{
  /* token, the square (Black's view) of its capture, its promotion's
   * moves in words */
  static const struct { const char *token, *capture_dir, *promoted_moves; } cases[] = {
    { "P", "f", "f1 fr1 r1 b1 l1 fl1" },             /* gold general */
    { "G", "f", "f fr r b l fl" },                   /* free gold RfB */
    { "S", "f", "f fr br bl fl" },                   /* free silver BfR */
    { "C", "f", "f fr b fl" },                       /* free copper fbRfB */
    { "T", "fr", "fr b fl" },                        /* free tile fBbR */
    { "I", "f", "f fr fl" },                         /* free iron fQ */
    { "SG", "fr", "fr fl" },                         /* free stone fB */
    { "EA", "f", "f b" },                            /* free earth fbR */
    { "GB", "f", "f b" },                            /* free go-between fbR */
    { "BB", "fr", "fr r br bl l fl ffN" },           /* free bear BrlRffN */
    { "AB", "f", "fr r br bl l fl" },                /* free boar BrlR */
    { "BT", "fr", "fr r br b bl l fl" },             /* free tiger BrlbR */
    { "FL", "fr", "f fr br b bl fl" },               /* free leopard BfbR */
    { "RD", "f", "f r br b bl l" },                  /* free dragon RbB */
    { "EW", "f", "f fr r l fl" },                    /* free wolf frlRfB */
    { "CS", "fr", "fr br bl fl" },                   /* free cat B */
    { "CO", "f", "f br b bl" },                      /* free serpent fbRbB */
    { "OR", "fr", "f br bl" },                       /* bat fRbB */
    { "OM", "fr", "f1 fr br b bl fl" },              /* mountain witch BbRfW */
    { "WO", "fr", "f1 fr1 r1 b1 l1 fl1" },           /* wood general: gold */
    { "LD", "f", "f1 fr1 r1 b1 l1 fl1" },            /* lion dog: gold */
    { "BM", "fr", "f1 fr1 r1 b1 l1 fl1" },           /* blind monkey: gold */
    { "NB", "fr", "f1 fr1 r1 b1 l1 fl1" },           /* northern barbarian: gold */
    { "HD", "f", "f1 fr1 r1 b1 l1 fl1" },            /* howling dog: gold */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int c = 0; c < 2; c++)
      {
        TsColor color = (TsColor) c;
        gboolean diagonal = g_str_equal (cases[i].capture_dir, "fr");
        /* Black's forward is rank l from 13m, its right file 12; White's
         * forward is rank n, its right file 14 */
        const char *target = color == TS_BLACK ? (diagonal ? "12l" : "13l") : (diagonal ? "14n" : "13n");
        g_autofree char *token = color == TS_BLACK ? g_strdup (cases[i].token) : g_ascii_strdown (cases[i].token, -1);
        g_autofree char *pieces = g_strdup_printf ("%s 13m, %s %s, %s", token, color == TS_BLACK ? "p" : "P",
                                                   target, PRINCES);
        g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_JW, pieces, color);
        g_autofree char *capture = g_strdup_printf ("13mx%s=+%s", target, cases[i].token);
        g_autofree char *expected = NULL;
        g_autofree char *want = NULL;
        g_autofree char *got = NULL;
        TsMove move;
        TsUndo undo;

        if (!has_move (pos, capture))
          g_error ("jw %s: no %s among %s", pieces, capture, legal_moves_string (pos, "13m"));
        g_assert_true (ts_position_parse_move (pos, capture, &move, NULL));
        ts_position_make (pos, &move, &undo);
        ts_position_set_side (pos, color);
        expected = moves_by_words (target, color, cases[i].promoted_moves);
        want = sorted_words (expected);
        got = legal_moves_string (pos, target);
        if (!g_str_equal (want, got))
          g_error ("jw +%s (%s) on %s:\n  expected %s\n  generated %s", cases[i].token,
                   color == TS_BLACK ? "Black" : "White", target, want, got);
      }
}

/* A promoted piece never promotes again; contagion is as in standard. */
static void
test_no_second_promotion_and_contagion (void)
{
  static const struct { const char *pieces, *move; } cases[] = {
    { "+P 13m, p 13l", "13mx13l" },          /* a gold from a pawn stays a gold */
    { "+G 13m, p 13l", "13mx13l" },          /* a free gold */
    { "+WS 13m, p 13l", "13mx13l" },         /* a lion dog from a western barbarian */
    { "+OR 13m, p 13l", "13mx13l" },         /* a bat */
    { "P 13m, dv 13l", "13mx13l=+DV" },      /* contagion wins over the gold */
    { "G 13m, ds 13l", "13mx13l=+DS" },
    { "+P 13m, dv 13l", "13mx13l=+DV" },
    { "DE 13m, dv 13l", "13mx13l=+DE" },     /* royals exempt: the prince */
    { "LN 13m, p 13l", "13mx13l-13m=+LN" },  /* furious fiend, as in standard */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *pieces = g_strdup_printf ("%s, %s", cases[i].pieces, PRINCES);
      g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_JW, pieces, TS_BLACK);
      if (!has_move (pos, cases[i].move))
        g_error ("jw %s: no %s among %s", cases[i].pieces, cases[i].move, legal_moves_string (pos, "13m"));
    }
}

/* ---- section 6: the emperor takes only unprotected pieces ---- */

static guint
count_from (TsPosition *pos, const char *from)
{
  g_autofree char *moves = legal_moves_string (pos, from);
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);

  return *moves == '\0' ? 0 : g_strv_length (words);
}

static void
test_emperor_unprotected_only (void)
{
  /* The rook on 13m has no defender; the golds on 5e and 5f guard each
   * other (a White gold steps forward, down, and backward, up); the
   * prince on 20a has no defender. */
  const char *pieces = "E 25y, CP 24y, cp 20a, r 13m, g 5e, g 5f";
  g_autoptr (TsPosition) jw = test_position_from_pieces (TS_RULES_JW, pieces, TS_BLACK);
  g_autoptr (TsPosition) standard = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);

  g_assert_true (has_move (jw, "25yx13m"));
  g_assert_true (has_move (jw, "25yx20a"));
  g_assert_false (has_move (jw, "25yx5e"));
  g_assert_false (has_move (jw, "25yx5f"));
  /* 625 squares, 6 pieces: 619 jumps, and 2 or 4 captures */
  g_assert_cmpuint (count_from (jw, "25y"), ==, 619 + 2);
  g_assert_true (has_move (standard, "25yx5e"));
  g_assert_true (has_move (standard, "25yx5f"));
  g_assert_cmpuint (count_from (standard, "25y"), ==, 619 + 4);
}

/* The recursive test: a piece guarded only by the enemy emperor is
 * protected unless a non-emperor piece of the capturing side could then
 * take back on its square, which would make the emperor's recapture
 * illegal (RULESETS.md section 6, RULES.md section 3). */
static void
test_emperor_recursive_protection (void)
{
  static const struct { TsRules rules; const char *pieces; TsColor side; const char *move; gboolean legal; } cases[] = {
    /* Black takes: the rook on 13m is guarded by the White emperor only */
    { TS_RULES_JW, "E 25y, CP 24y, e 1a, cp 20a, r 13m", TS_BLACK, "25yx13m", FALSE },
    /* a Black rook on 13s would take back on 13m: the emperor may not */
    { TS_RULES_JW, "E 25y, CP 24y, e 1a, cp 20a, r 13m, R 13s", TS_BLACK, "25yx13m", TRUE },
    /* ... unless a White gold on 13l guards 13m by itself */
    { TS_RULES_JW, "E 25y, CP 24y, e 1a, cp 20a, r 13m, R 13s, g 13l", TS_BLACK, "25yx13m", FALSE },
    /* the Black rook's file is blocked on 13p: protected again */
    { TS_RULES_JW, "E 25y, CP 24y, e 1a, cp 20a, r 13m, R 13s, P 13p", TS_BLACK, "25yx13m", FALSE },
    /* the prince on 20a: guarded by the emperor, in both rule sets */
    { TS_RULES_JW, "E 25y, CP 24y, e 1a, cp 20a, r 13m, R 13s", TS_BLACK, "25yx20a", FALSE },
    { TS_RULES_STANDARD, "E 25y, CP 24y, e 1a, cp 20a, r 13m, R 13s", TS_BLACK, "25yx20a", FALSE },
    /* the White emperor itself: nothing else of White's reaches 1a */
    { TS_RULES_JW, "E 25y, CP 24y, e 1a, cp 20a, r 13m", TS_BLACK, "25yx1a", TRUE },
    /* standard takes the rook regardless */
    { TS_RULES_STANDARD, "E 25y, CP 24y, e 1a, cp 20a, r 13m", TS_BLACK, "25yx13m", TRUE },
    /* White takes, the same positions turned round */
    { TS_RULES_JW, "e 1a, cp 2a, E 25y, CP 7y, R 13m", TS_WHITE, "1ax13m", FALSE },
    { TS_RULES_JW, "e 1a, cp 2a, E 25y, CP 7y, R 13m, r 13f", TS_WHITE, "1ax13m", TRUE },
    { TS_RULES_JW, "e 1a, cp 2a, E 25y, CP 7y, R 13m, r 13f, G 13n", TS_WHITE, "1ax13m", FALSE },
    { TS_RULES_STANDARD, "e 1a, cp 2a, E 25y, CP 7y, R 13m", TS_WHITE, "1ax13m", TRUE },
    /* protection is judged after the capture: leaving 13o opens the
     * White rook's file from 13q up to 13m (White's backward is up) */
    { TS_RULES_JW, "E 13o, CP 24y, cp 20a, r 13q, g 13m", TS_BLACK, "13ox13m", FALSE },
    { TS_RULES_JW, "E 13o, CP 24y, cp 20a, r 13q, g 13m", TS_BLACK, "13ox13q", TRUE },
    /* the same for White: leaving 13k opens the Black rook's file from 13i */
    { TS_RULES_JW, "e 13k, cp 20a, CP 7y, R 13i, G 13m", TS_WHITE, "13kx13m", FALSE },
    { TS_RULES_JW, "e 13k, cp 20a, CP 7y, R 13i, G 13m", TS_WHITE, "13kx13i", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = test_position_from_pieces (cases[i].rules, cases[i].pieces, cases[i].side);
      if (has_move (pos, cases[i].move) != cases[i].legal)
        g_error ("%s (%s): %s should %sbe legal", cases[i].pieces, ts_rules_name (cases[i].rules), cases[i].move,
                 cases[i].legal ? "" : "not ");
    }
}

/* ---- the start position, perft ---- */

static void
test_jw_start (void)
{
  g_autoptr (TsPosition) jw = ts_position_new_start_with_rules (TS_RULES_JW);
  g_autoptr (TsPosition) standard = ts_position_new_start ();
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint emperor_captures = 0;

  /* TSFEN does not change with the rule set; the hash does (a search's
   * table must not mix the two) */
  g_autofree char *a = ts_position_to_tsfen (jw);
  g_autofree char *b = ts_position_to_tsfen (standard);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (jw->hash, !=, standard->hash);
  g_assert_cmpuint (jw->hash, ==, ts_position_compute_hash (jw));
  ts_position_set_rules (standard, TS_RULES_JW);
  g_assert_cmpuint (standard->hash, ==, jw->hash);
  ts_position_set_rules (standard, TS_RULES_STANDARD);
  g_assert_cmpuint (standard->hash, ==, ts_position_compute_hash (standard));

  /* standard's 479 = 446 emperor moves (271 jumps, 175 captures) + 33;
   * in jw every piece at the start is protected: the 175 captures go */
  ts_generate_legal (standard, list);
  for (guint i = 0; i < list->n; i++)
    emperor_captures += standard->board[list->moves[i].from] == TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_BLACK)
                        && list->moves[i].n_captures > 0;
  g_assert_cmpuint (emperor_captures, ==, 175);
  g_assert_cmpuint (ts_perft (jw, 1), ==, 479 - 175);
  /* regression counts of this generator */
  g_assert_cmpuint (ts_perft (jw, 2), ==, 92662);
  g_assert_cmpuint (ts_perft (jw, 3), ==, 28473905);
}

/* ---- TSFEN tokens and records ---- */

static void
test_tokens (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) pos = NULL;
  TsPiece ld = TS_MAKE_PIECE (TS_PIECE_LION_DOG, TRUE, TS_BLACK);
  const char *free_gold = "25/25/25/25/25/25/25/25/25/25/25/25/12,+G,12/25/25/25/25/25/25/25/25/25/25/25/25 b";

  g_assert_cmpint (ts_piece_moves_as (TS_RULES_STANDARD, ld), ==, TS_PIECE_GREAT_ELEPHANT);
  g_assert_cmpint (ts_piece_moves_as (TS_RULES_JW, ld), ==, TS_PIECE_GOLD_GENERAL);
  g_assert_cmpint (ts_piece_moves_as (TS_RULES_STANDARD, TS_MAKE_PIECE (TS_PIECE_OLD_RAT, TRUE, TS_BLACK)), ==,
                   TS_PIECE_WIZARD_STORK);
  g_assert_cmpint (ts_piece_moves_as (TS_RULES_JW, TS_MAKE_PIECE (TS_PIECE_OLD_RAT, TRUE, TS_BLACK)), ==, TS_PIECE_BAT);
  g_assert_cmpint (ts_rules_piece_from_token (TS_RULES_STANDARD, "+G", 2), ==, TS_EMPTY);
  g_assert_cmpint (ts_rules_piece_from_token (TS_RULES_JW, "+g", 2), ==,
                   TS_MAKE_PIECE (TS_PIECE_GOLD_GENERAL, TRUE, TS_WHITE));

  pos = ts_position_new_from_tsfen_with_rules (TS_RULES_STANDARD, free_gold, &error);
  g_assert_null (pos);
  g_assert_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "'+G'"));
  g_assert_nonnull (strstr (error->message, "standard"));
  pos = ts_position_new_from_tsfen_with_rules (TS_RULES_JW, free_gold, NULL);
  g_assert_nonnull (pos);
  g_assert_cmpint (pos->rules, ==, TS_RULES_JW);
}

static void
test_records (void)
{
  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (TsGame) game = ts_random_game_new_with_rules (TS_RULES_JW, 300, seed);
      g_autofree char *record = ts_record_write (game);
      g_autoptr (GError) error = NULL;
      g_autoptr (TsGame) back = ts_record_read (record, strlen (record), &error);
      g_autofree char *again = NULL;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (strstr (record, "[Rules \"jw\"]"));
      g_assert_cmpint (ts_game_get_rules (back), ==, TS_RULES_JW);
      g_assert_cmpuint (ts_game_get_n_moves (back), ==, ts_game_get_n_moves (game));
      a = ts_position_to_tsfen (ts_game_get_position (game));
      b = ts_position_to_tsfen (ts_game_get_position (back));
      g_assert_cmpstr (a, ==, b);
      again = ts_record_write (back);
      g_assert_cmpstr (again, ==, record);
    }

  /* no Rules tag: standard; an unknown one: refused, naming it */
  {
    const char *text = "[Variant \"tai\"]\n\n1. P-13r *\n";
    g_autoptr (TsGame) game = ts_record_read (text, strlen (text), NULL);
    g_assert_nonnull (game);
    g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_STANDARD);
  }
  {
    const char *text = "[Variant \"tai\"]\n[Rules \"evans\"]\n\n1. P-13r *\n";
    g_autoptr (GError) error = NULL;
    g_autoptr (TsGame) game = ts_record_read (text, strlen (text), &error);
    g_assert_null (game);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "evans"));
  }
  /* a jw position in a record: +G needs the Rules tag before it is read */
  {
    const char *text = "[Rules \"jw\"]\n[SetUp \"1\"]\n[TSFEN \"25/25/25/25/25/25/25/25/25/25/25/25/12,+G,12/"
                       "25/25/25/25/25/25/25/25/25/25/cp,24/24,CP b\"]\n\n1. +G-13l *\n";
    g_autoptr (GError) error = NULL;
    g_autoptr (TsGame) game = ts_record_read (text, strlen (text), &error);
    g_assert_no_error (error);
    g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_JW);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rulesets/movements", test_movements);
  g_test_add_func ("/rulesets/promoted-kirin", test_promoted_kirin);
  g_test_add_func ("/rulesets/promotions", test_promotions);
  g_test_add_func ("/rulesets/no-second-promotion", test_no_second_promotion_and_contagion);
  g_test_add_func ("/rulesets/emperor-unprotected-only", test_emperor_unprotected_only);
  g_test_add_func ("/rulesets/emperor-recursive", test_emperor_recursive_protection);
  g_test_add_func ("/rulesets/jw-start", test_jw_start);
  g_test_add_func ("/rulesets/tokens", test_tokens);
  g_test_add_func ("/rulesets/records", test_records);
  return g_test_run ();
}
