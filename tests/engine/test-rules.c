/* test-rules.c — the engine under every rule set: its values come from
 * the core's rule-set-aware table, and it plays jw positions by jw's
 * rules. */
#include "ts-eval.h"
#include "ts-search.h"

static void
test_values_follow_rule_set (void)
{
  TsPiece free_gold = TS_MAKE_PIECE (TS_PIECE_GOLD_GENERAL, TRUE, TS_BLACK);
  TsPiece promoted_lion_dog = TS_MAKE_PIECE (TS_PIECE_LION_DOG, TRUE, TS_BLACK);
  TsPiece bat = TS_MAKE_PIECE (TS_PIECE_OLD_RAT, TRUE, TS_WHITE);

  /* jw-only faces: the core's values (estimated, or the bat's 15) */
  g_assert_cmpint (ts_eval_piece_value (TS_RULES_JW, free_gold), ==,
                   ts_rules_piece_info (TS_RULES_JW, TS_PIECE_FREE_GOLD)->value * TS_EVAL_PAWN);
  g_assert_cmpint (ts_eval_piece_value (TS_RULES_JW, bat), ==, 15 * TS_EVAL_PAWN);
  /* +LD: a great elephant (9) in standard, a gold general (3) in jw */
  g_assert_cmpint (ts_eval_piece_value (TS_RULES_STANDARD, promoted_lion_dog), ==, 9 * TS_EVAL_PAWN);
  g_assert_cmpint (ts_eval_piece_value (TS_RULES_JW, promoted_lion_dog), ==, 3 * TS_EVAL_PAWN);
  /* a jw pawn may become a gold: worth a little more than a standard one */
  g_assert_cmpint (ts_eval_piece_value (TS_RULES_JW, TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK)), >,
                   ts_eval_piece_value (TS_RULES_STANDARD, TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK)));
}

/* Tenjiku's values are its own table's (TENJIKU.md section 8), for
 * every face it has, promoted ones (faces past 255) included: a
 * promoted piece is worth what it moves as, the king its 4 (losing the
 * last royal is mate, not material). */
static void
test_tenjiku_values (void)
{
  const TsRules r = TS_RULES_TENJIKU;
  guint n = 0;

  g_assert_cmpint (ts_eval_piece_value (r, TS_MAKE_PIECE (TS_PIECE_FIRE_DEMON, FALSE, TS_WHITE)), ==, 83 * TS_EVAL_PAWN);
  g_assert_cmpint (ts_eval_piece_value (r, TS_MAKE_PIECE (TS_PIECE_KING, FALSE, TS_BLACK)), ==, 4 * TS_EVAL_PAWN);
  /* +WB moves as a fire demon, +RG as a great general, +CS is the tetrarch */
  g_assert_cmpint (ts_eval_piece_value (r, TS_MAKE_PIECE (TS_PIECE_WATER_BUFFALO, TRUE, TS_BLACK)), ==, 83 * TS_EVAL_PAWN);
  g_assert_cmpint (ts_eval_piece_value (r, TS_MAKE_PIECE (TS_PIECE_ROOK_GENERAL, TRUE, TS_WHITE)), ==, 45 * TS_EVAL_PAWN);
  g_assert_cmpint (ts_eval_piece_value (r, TS_MAKE_PIECE (TS_PIECE_CHARIOT_SOLDIER, TRUE, TS_BLACK)), ==, 12 * TS_EVAL_PAWN);
  /* the chariot soldier would lose by promoting: worth its own 18 */
  g_assert_cmpint (ts_eval_piece_value (r, TS_MAKE_PIECE (TS_PIECE_CHARIOT_SOLDIER, FALSE, TS_BLACK)), ==, 18 * TS_EVAL_PAWN);
  for (guint face = 1; face < TS_N_FACES; face++)
    if (ts_rules_face_exists (r, face) && ts_rules_has_type (r, TS_PIECE_TYPE (face))
        && !ts_rules_type_is_promoted_only (r, TS_PIECE_TYPE (face)))
      {
        int value = ts_eval_piece_value (r, (TsPiece) face);

        g_assert_cmpint (value, ==, ts_eval_piece_value (r, (TsPiece) (face | TS_PIECE_WHITE)));
        g_assert_cmpint (value, >=, ts_rules_piece_info (r, ts_piece_moves_as (r, (TsPiece) face))->value * TS_EVAL_PAWN);
        n++;
      }
  /* 36 starting types, 30 promoted faces */
  g_assert_cmpuint (n, ==, 66);
}

/* The setups are point-symmetric: material and piece-square values
 * balance at the start of every variant, White's read through the
 * mirror of its board. */
static void
test_start_balanced (void)
{
  for (int r = 0; r < TS_N_RULES; r++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (r);

      g_assert_cmpint (ts_eval_material (pos), ==, 0);
    }
}

/* From a position where the rule sets differ (the White rook on 13m is
 * guarded only by White's emperor: standard lets Black's emperor take it,
 * jw does not), the engine's move is legal under the position's rule
 * set, over a few moves of play. */
static void
test_search_plays_by_rule_set (void)
{
  const char *tsfen = "e,cp,23/25/25/25/25/25/25/25/25/25/25/25/12,r,12/25/25/25/25/25/25/25/25/25/25/25/"
                      "12,E,CP,11 b";
  TsSearchLimits limits = { .depth = 2 };

  /* tai's rule sets: the position is a tai one (test-tenjiku.c plays
   * tenjiku) */
  for (int r = 0; r <= TS_RULES_JW; r++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_from_tsfen_with_rules (r, tsfen, NULL);
      g_autoptr (TsSearch) search = ts_search_new (8);
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);

      g_assert_nonnull (pos);
      for (int ply = 0; ply < 6 && ts_generate_legal (pos, list) > 0; ply++)
        {
          gboolean legal = FALSE;
          TsMove best;
          TsUndo undo;

          g_assert_true (ts_search_run (search, pos, &limits, NULL, NULL, NULL, &best, NULL));
          for (guint i = 0; i < list->n; i++)
            legal |= ts_move_equal (&list->moves[i], &best);
          g_assert_true (legal);
          ts_position_make (pos, &best, &undo);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/rules/values", test_values_follow_rule_set);
  g_test_add_func ("/engine/rules/tenjiku-values", test_tenjiku_values);
  g_test_add_func ("/engine/rules/start-balanced", test_start_balanced);
  g_test_add_func ("/engine/rules/search", test_search_plays_by_rule_set);
  return g_test_run ();
}
