/* test-move-input.c — clicks to moves, without any widget. */
#include "ts-move-input.h"
#include "test-common.h"

/* Both emperors far away, then `pieces`; Black to move. */
static TsPosition *
make_position (const char *pieces)
{
  TsPosition *pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);

  ts_position_put (pos, test_sq (25, 'y'), ts_piece_from_token ("E", 1));
  ts_position_put (pos, test_sq (1, 'a'), ts_piece_from_token ("e", 1));
  return pos;
}

static TsMoveList *
legal (TsPosition *pos)
{
  TsMoveList *list = g_new0 (TsMoveList, 1);

  ts_generate_legal (pos, list);
  return list;
}

/* Enters `m` by its clicks and checks the input ends on exactly it. */
static void
enter_move (TsMoveInput *input, const TsMoveList *list, const TsMove *m)
{
  g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (TsMove));
  TsSquare clicks[TS_MAX_CLICKS];
  guint n = ts_move_clicks (m, clicks);
  TsInputResult r = TS_INPUT_NONE;
  char text[TS_MOVE_STRING_MAX];

  ts_move_format (TS_RULES_STANDARD, m, text);
  g_assert_true (ts_move_input_select (input, m->from, list));
  for (guint i = 0; i < n; i++)
    {
      r = ts_move_input_click (input, clicks[i], chosen);
      if (i + 1 < n && r != TS_INPUT_CONTINUE)
        g_error ("%s: click %u gave %d, not CONTINUE", text, i, r);
    }
  if (r == TS_INPUT_CONTINUE)
    r = ts_move_input_click (input, clicks[n - 1], chosen);
  if (r == TS_INPUT_MOVE)
    {
      g_assert_cmpuint (chosen->len, ==, 1);
      if (!ts_move_equal (&g_array_index (chosen, TsMove, 0), m))
        g_error ("%s: clicks chose another move", text);
    }
  else
    g_error ("%s: not enterable (result %d)", text, r);
}

static void
check_every_move_enterable (TsPosition *pos)
{
  g_autofree TsMoveList *list = legal (pos);
  TsMoveInput input;

  g_assert_cmpuint (list->n, >, 0);
  ts_move_input_init (&input);
  for (guint i = 0; i < list->n; i++)
    enter_move (&input, list, &list->moves[i]);
  ts_move_input_clear (&input);
}

static const char lion_pieces[] = "LN 12m, p 11l, p 12k, P 13n, g 10k";

static const char lion_dog_pieces[] = "LD 13m, p 13l, p 13k, P 14m, p 14k";

static void
test_every_move_enterable (void)
{
  g_autoptr (TsPosition) start = ts_position_new_start ();
  g_autoptr (TsPosition) lion = make_position (lion_pieces);
  g_autoptr (TsPosition) lion_dog = make_position (lion_dog_pieces);

  check_every_move_enterable (start);
  check_every_move_enterable (lion);
  check_every_move_enterable (lion_dog);
}

static gboolean
has_target (TsMoveInput *input, TsSquare sq, TsTargetKind kind)
{
  g_autoptr (GArray) targets = g_array_new (FALSE, FALSE, sizeof (TsInputTarget));

  ts_move_input_targets (input, targets);
  for (guint i = 0; i < targets->len; i++)
    {
      TsInputTarget *t = &g_array_index (targets, TsInputTarget, i);
      if (t->square == sq)
        return t->kind == kind;
    }
  return FALSE;
}

static void
test_lion_clicks (void)
{
  g_autoptr (TsPosition) pos = make_position (lion_pieces);
  g_autofree TsMoveList *list = legal (pos);
  g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (TsMove));
  TsSquare from = test_sq (12, 'm'), victim = test_sq (11, 'l');
  TsMove *m;
  TsMoveInput input;

  ts_move_input_init (&input);
  g_assert_true (ts_move_input_select (&input, from, list));
  g_assert_true (has_target (&input, victim, TS_TARGET_GO_ON));
  g_assert_true (has_target (&input, test_sq (12, 'l'), TS_TARGET_MOVE));
  g_assert_true (has_target (&input, test_sq (10, 'k'), TS_TARGET_CAPTURE)); /* a jump onto the gold */
  g_assert_true (has_target (&input, from, TS_TARGET_PASS));
  g_assert_false (has_target (&input, test_sq (13, 'n'), TS_TARGET_MOVE)); /* own pawn */
  g_assert_false (has_target (&input, test_sq (13, 'n'), TS_TARGET_CAPTURE));

  /* Nonsense is ignored and keeps the selection. */
  g_assert_cmpint (ts_move_input_click (&input, test_sq (3, 'c'), chosen), ==, TS_INPUT_NONE);
  g_assert_cmpuint (input.from, ==, from);

  /* The victim: the lion may stop there, go on, or come back (igui). */
  g_assert_cmpint (ts_move_input_click (&input, victim, chosen), ==, TS_INPUT_CONTINUE);
  g_assert_cmpuint (chosen->len, >, 2);
  g_assert_true (has_target (&input, victim, TS_TARGET_STOP));
  g_assert_true (has_target (&input, from, TS_TARGET_RETURN));
  g_assert_true (has_target (&input, test_sq (12, 'k'), TS_TARGET_CAPTURE));
  g_assert_true (has_target (&input, test_sq (11, 'k'), TS_TARGET_MOVE)); /* capture, then step on */

  /* Back to its own square: igui. */
  g_assert_cmpint (ts_move_input_click (&input, from, chosen), ==, TS_INPUT_MOVE);
  m = &g_array_index (chosen, TsMove, 0);
  g_assert_cmpuint (m->from, ==, from);
  g_assert_cmpuint (m->to, ==, from);
  g_assert_cmpuint (m->n_captures, ==, 1);
  g_assert_cmpuint (m->captures[0], ==, victim);

  /* The victim twice: capture and stop; promotion is the core's `becomes`. */
  ts_move_input_select (&input, from, list);
  ts_move_input_click (&input, victim, chosen);
  g_assert_cmpint (ts_move_input_click (&input, victim, chosen), ==, TS_INPUT_MOVE);
  m = &g_array_index (chosen, TsMove, 0);
  g_assert_cmpuint (m->to, ==, victim);
  g_assert_cmpuint (m->n_captures, ==, 1);
  g_assert_true (TS_PIECE_IS_PROMOTED (m->becomes));

  /* Two captures. */
  ts_move_input_select (&input, from, list);
  ts_move_input_click (&input, victim, chosen);
  g_assert_cmpint (ts_move_input_click (&input, test_sq (10, 'k'), chosen), ==, TS_INPUT_MOVE);
  m = &g_array_index (chosen, TsMove, 0);
  g_assert_cmpuint (m->n_captures, ==, 2);
  g_assert_cmpuint (m->to, ==, test_sq (10, 'k'));

  /* The piece's own square arms the pass, never plays it at once; the
   * second click passes. */
  ts_move_input_select (&input, from, list);
  g_assert_true (ts_move_input_can_pass (&input));
  g_assert_cmpint (ts_move_input_click (&input, from, chosen), ==, TS_INPUT_CONTINUE);
  g_assert_true (ts_move_input_pass_armed (&input));
  g_assert_true (has_target (&input, from, TS_TARGET_PASS));
  g_assert_cmpint (ts_move_input_click (&input, from, chosen), ==, TS_INPUT_MOVE);
  g_assert_cmpuint (chosen->len, ==, 1);
  g_assert_true (ts_move_is_pass (&g_array_index (chosen, TsMove, 0)));

  /* What a click on a square would play, without playing it. */
  ts_move_input_select (&input, from, list);
  g_array_set_size (chosen, 0);
  ts_move_input_moves_via (&input, victim, chosen);
  g_assert_cmpuint (chosen->len, >, 2);
  g_assert_cmpuint (input.n_path, ==, 0);

  /* A piece with no legal move cannot be selected. */
  g_assert_false (ts_move_input_select (&input, test_sq (3, 'c'), list));
  g_assert_false (ts_move_input_has_selection (&input));
  ts_move_input_clear (&input);
}

static void
test_lion_dog_clicks (void)
{
  g_autoptr (TsPosition) pos = make_position (lion_dog_pieces);
  g_autofree TsMoveList *list = legal (pos);
  g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (TsMove));
  TsSquare from = test_sq (13, 'm');
  TsMove *m;
  TsMoveInput input;

  ts_move_input_init (&input);

  /* Straight to the second pawn: the hop over the first, one capture. */
  ts_move_input_select (&input, from, list);
  g_assert_cmpint (ts_move_input_click (&input, test_sq (13, 'k'), chosen), ==, TS_INPUT_CONTINUE);
  g_assert_cmpint (ts_move_input_click (&input, test_sq (13, 'k'), chosen), ==, TS_INPUT_MOVE);
  m = &g_array_index (chosen, TsMove, 0);
  g_assert_cmpuint (m->n_captures, ==, 1);
  g_assert_cmpuint (m->captures[0], ==, test_sq (13, 'k'));

  /* Both pawns, then back onto the first square. */
  ts_move_input_select (&input, from, list);
  g_assert_cmpint (ts_move_input_click (&input, test_sq (13, 'l'), chosen), ==, TS_INPUT_CONTINUE);
  g_assert_cmpint (ts_move_input_click (&input, test_sq (13, 'k'), chosen), ==, TS_INPUT_CONTINUE);
  g_assert_cmpint (ts_move_input_click (&input, test_sq (13, 'l'), chosen), ==, TS_INPUT_MOVE);
  m = &g_array_index (chosen, TsMove, 0);
  g_assert_cmpuint (m->n_captures, ==, 2);
  g_assert_cmpuint (m->to, ==, test_sq (13, 'l'));
  ts_move_input_clear (&input);
}

/* "Always promote" takes only promotions that lose nothing: the answer
 * for every tenjiku piece that promotes, worked out by hand from the
 * Betza strings of TENJIKU.md section 2. */
static void
test_promotion_loses_nothing (void)
{
  static const struct {
    TsPieceType type;
    gboolean loses_nothing;
  } expected[] = {
    { TS_PIECE_PAWN, TRUE },              /* fW to WfF */
    { TS_PIECE_LANCE, TRUE },             /* fR to fQbR */
    { TS_PIECE_BISHOP, TRUE },            /* B to WB */
    { TS_PIECE_ROOK, TRUE },              /* R to FR */
    { TS_PIECE_DRAGON_KING, TRUE },       /* FR to RbBf[avF]fA: the eagle's lion move steps forward */
    { TS_PIECE_DRAGON_HORSE, TRUE },      /* WB to BrlbRf[avW]fD */
    { TS_PIECE_QUEEN, TRUE },             /* Q to QDA[aF] */
    { TS_PIECE_LION, TRUE },              /* lion power, and the lion hawk's ranges */
    { TS_PIECE_KIRIN, TRUE },             /* FD within the lion's reach */
    { TS_PIECE_DRUNKEN_ELEPHANT, TRUE },  /* FfrlW to K, royal */
    { TS_PIECE_BLIND_TIGER, TRUE },       /* FrlbW to fbRK */
    { TS_PIECE_REVERSE_CHARIOT, TRUE },   /* fbR to fRbQ */
    { TS_PIECE_VERTICAL_SOLDIER, TRUE },  /* WfRrlR2 to BfbRrlR2 */
    { TS_PIECE_SIDE_SOLDIER, TRUE },      /* WfR2rlR to BrlRfbR2 */
    { TS_PIECE_DOG, TRUE },               /* fWbF to fRbB */
    { TS_PIECE_WATER_BUFFALO, TRUE },     /* fbR2 within the fire demon's area move */
    { TS_PIECE_ROOK_GENERAL, TRUE },      /* to the great general, a higher rank */
    { TS_PIECE_BISHOP_GENERAL, TRUE },    /* to the vice general */
    { TS_PIECE_GOLD_GENERAL, FALSE },     /* the rook has no diagonal step */
    { TS_PIECE_SILVER_GENERAL, FALSE },   /* the vertical mover neither */
    { TS_PIECE_COPPER_GENERAL, FALSE },
    { TS_PIECE_IRON_GENERAL, FALSE },
    { TS_PIECE_FEROCIOUS_LEOPARD, FALSE }, /* the bishop loses fbW */
    { TS_PIECE_KNIGHT, FALSE },           /* the side soldier has no knight's jump */
    { TS_PIECE_PHOENIX, FALSE },          /* the queen cannot jump to the second diagonal square */
    { TS_PIECE_VERTICAL_MOVER, FALSE },   /* the flying ox loses the sideways step */
    { TS_PIECE_SIDE_MOVER, FALSE },
    { TS_PIECE_SOARING_EAGLE, FALSE },    /* the rook general has no diagonals */
    { TS_PIECE_HORNED_FALCON, FALSE },
    { TS_PIECE_CHARIOT_SOLDIER, FALSE },  /* the tetrarch skips its neighbours */
  };
  guint n_promoting = 0;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TsPieceType to = ts_rules_piece_info (TS_RULES_TENJIKU, expected[i].type)->promotes_to;
      TsPiece piece = TS_MAKE_PIECE (expected[i].type, FALSE, TS_BLACK);
      TsPiece promoted = TS_MAKE_PIECE (expected[i].type, TRUE, TS_BLACK);

      g_assert_cmpuint (to, !=, TS_PIECE_NONE);
      if (ts_promotion_loses_nothing (TS_RULES_TENJIKU, piece, promoted) != expected[i].loses_nothing)
        g_error ("%s: promoting loses nothing is %d, expected %d", ts_piece_info (expected[i].type)->name,
                 !expected[i].loses_nothing, expected[i].loses_nothing);
    }
  /* every type that promotes is in the table */
  for (TsPieceType type = 1; type < TS_N_PIECE_TYPES; type++)
    n_promoting += ts_rules_has_type (TS_RULES_TENJIKU, type)
                   && !ts_rules_type_is_promoted_only (TS_RULES_TENJIKU, type)
                   && ts_rules_piece_info (TS_RULES_TENJIKU, type)->promotes_to != TS_PIECE_NONE;
  g_assert_cmpuint (n_promoting, ==, G_N_ELEMENTS (expected));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-input/every-move-enterable", test_every_move_enterable);
  g_test_add_func ("/move-input/lion", test_lion_clicks);
  g_test_add_func ("/move-input/lion-dog", test_lion_dog_clicks);
  g_test_add_func ("/move-input/promotion-loses-nothing", test_promotion_loses_nothing);
  return g_test_run ();
}
