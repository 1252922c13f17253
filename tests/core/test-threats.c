/* test-threats.c — the threat view's answer (ts-threats.h) against the
 * brute-force reference: the definitions recounted from full legal-move
 * lists, on positions from random games of several lengths, both sides to
 * move, both rule sets, and on hand-built positions. */
#include "test-helpers.h"
#include "ts-threats.h"
#include "ts-variant.h"

/* ---- the reference: the definitions of ts-threats.h, word for word ---- */

static TsPosition *
with_side_to_move (const TsPosition *pos, TsColor side)
{
  TsPosition *copy = ts_position_copy (pos);

  ts_position_clear_history (copy);
  ts_position_set_side (copy, side);
  return copy;
}

/* attackers[target * TS_CELLS + from]: `side` to move has a legal move from
 * `from` capturing on `target`. */
static void
legal_captures (const TsPosition *pos, TsColor side, guint8 *attackers)
{
  g_autoptr (TsPosition) p = with_side_to_move (pos, side);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  ts_generate_legal (p, list);
  for (guint i = 0; i < list->n; i++)
    for (guint k = 0; k < list->moves[i].n_captures; k++)
      attackers[list->moves[i].captures[k] * TS_CELLS + list->moves[i].from] = 1;
}

static gboolean
reference_defended (const TsPosition *pos, TsSquare sq)
{
  g_autoptr (TsPosition) flipped = ts_position_copy (pos);
  g_autofree guint8 *captures = g_new0 (guint8, TS_CELLS * TS_CELLS);
  TsColor own = TS_PIECE_COLOR (pos->board[sq]);

  ts_position_put (flipped, sq, (TsPiece) (pos->board[sq] ^ TS_PIECE_WHITE));
  legal_captures (flipped, own, captures);
  for (TsSquare from = 0; from < TS_CELLS; from++)
    if (captures[sq * TS_CELLS + from])
      return TRUE;
  return FALSE;
}

/* Whether the piece on `from` captures on `to` by a range jump
 * (TENJIKU.md 3.1): along one of its range-jump directions, over at
 * least one piece, each of a lower rank than its own (a vice general's
 * area move may reach a square past a piece it could not jump). */
static gboolean
is_range_jump (const TsPosition *pos, TsSquare from, TsSquare to)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  const TsPieceInfo *mover = ts_piece_moves_info (pos->rules, pos->board[from]);
  int x0 = ts_variant_col (v, from), y0 = ts_variant_row (v, from);
  int dx = ts_variant_col (v, to) - x0, dy = ts_variant_row (v, to) - y0;
  int n = MAX (ABS (dx), ABS (dy));
  gboolean along = FALSE;
  guint count = 0;

  if (n == 0 || (dx != 0 && dy != 0 && ABS (dx) != ABS (dy)))
    return FALSE;
  for (int d = 0; d < TS_N_DIRS; d++)
    along |= (mover->movement.range_jump & (1u << d))
             && ts_dir_step[TS_PIECE_COLOR (pos->board[from])][d] == ((int) to - (int) from) / n;
  for (int k = 1; k < n && along; k++)
    {
      TsPiece pc = pos->board[ts_variant_square (v, x0 + k * dx / n, y0 + k * dy / n)];

      if (pc != TS_EMPTY && ts_piece_moves_info (pos->rules, pc)->rank <= mover->rank)
        return FALSE;
      count += pc != TS_EMPTY;
    }
  return along && count > 0;
}

/* Tenjiku's two flags, from `side`'s legal moves: captures by a range
 * jump over pieces, and what active burns remove. */
static void
reference_tenjiku (const TsPosition *pos, TsColor side, guint8 flags[TS_CELLS])
{
  g_autoptr (TsPosition) p = with_side_to_move (pos, side);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  ts_generate_legal (p, list);
  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      TsBurns burns;

      for (guint k = 0; k < m->n_captures; k++)
        if (is_range_jump (p, m->from, m->captures[k]))
          flags[m->captures[k]] |= TS_THREAT_RANGE_JUMP;
      ts_position_burns (p, m, &burns);
      if (!burns.mover_burnt)
        for (guint k = 0; k < burns.n; k++)
          flags[burns.squares[k]] |= TS_THREAT_BURN;
    }
}

static void
reference_threats (const TsPosition *pos, guint8 flags[TS_CELLS], GArray *royal_attacks)
{
  g_autofree guint8 *attackers = g_new0 (guint8, TS_CELLS * TS_CELLS);

  memset (flags, 0, TS_CELLS);
  legal_captures (pos, TS_BLACK, attackers);
  legal_captures (pos, TS_WHITE, attackers);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      guint cheapest = G_MAXUINT;
      gboolean non_emperor = FALSE;

      for (TsSquare from = 0; from < TS_CELLS; from++)
        {
          TsPiece attacker = pos->board[from];

          if (!attackers[sq * TS_CELLS + from])
            continue;
          flags[sq] |= TS_THREAT_ATTACKED;
          cheapest = MIN (cheapest, ts_threats_piece_value (pos->rules, attacker));
          if (TS_PIECE_TYPE (ts_piece_moves_as (pos->rules, attacker)) != TS_PIECE_EMPEROR)
            non_emperor = TRUE;
          if (ts_piece_is_royal (pos->board[sq]))
            {
              TsRoyalAttack attack = { sq, from };
              g_array_append_val (royal_attacks, attack);
            }
        }
      if (!(flags[sq] & TS_THREAT_ATTACKED))
        continue;
      if (reference_defended (pos, sq))
        flags[sq] |= TS_THREAT_DEFENDED;
      if (cheapest < ts_threats_piece_value (pos->rules, pos->board[sq]))
        flags[sq] |= TS_THREAT_BY_CHEAPER;
      if (!non_emperor)
        flags[sq] |= TS_THREAT_EMPEROR_ONLY;
      if (ts_piece_is_royal (pos->board[sq]))
        flags[sq] |= TS_THREAT_ROYAL;
    }
  for (guint i = 0; i < royal_attacks->len; i++)
    flags[g_array_index (royal_attacks, TsRoyalAttack, i).attacker] |= TS_THREAT_ROYAL_ATTACKER;
  reference_tenjiku (pos, TS_BLACK, flags);
  reference_tenjiku (pos, TS_WHITE, flags);
}

static void
assert_matches_reference (const TsPosition *pos, const char *what)
{
  g_autoptr (TsThreats) fast = ts_threats_new (pos);
  g_autoptr (GArray) royal_attacks = g_array_new (FALSE, FALSE, sizeof (TsRoyalAttack));
  guint8 flags[TS_CELLS];

  reference_threats (pos, flags, royal_attacks);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (fast->flags[sq] != flags[sq])
      {
        g_autofree char *tsfen = ts_position_to_tsfen (pos);
        char name[4];

        ts_square_name (sq, name);
        g_error ("%s (%s): square %s has threat flags %#x, the reference %#x\n%s", what,
                 ts_rules_name (pos->rules), name, fast->flags[sq], flags[sq], tsfen);
      }
  g_assert_cmpuint (fast->royal_attacks->len, ==, royal_attacks->len);
  g_assert_cmpmem (fast->royal_attacks->data, fast->royal_attacks->len * sizeof (TsRoyalAttack),
                   royal_attacks->data, royal_attacks->len * sizeof (TsRoyalAttack));
}

static guint
count_flag (const TsThreats *threats, TsThreatFlags flag)
{
  guint n = 0;

  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    n += (threats->flags[sq] & flag) != 0;
  return n;
}

/* Positions from random games (rare moves drawn often: igui, double and
 * triple captures, contagion, promotion) of several lengths, each with
 * both sides to move. */
static void
test_random_games (gconstpointer data)
{
  TsRules rules = GPOINTER_TO_INT (data);
  static const guint lengths[] = { 0, 30, 90, 200, 400, 800 };
  guint promoted_seen = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lengths) * 4; i++)
    {
      guint plies = lengths[i % G_N_ELEMENTS (lengths)];
      g_autoptr (TsGame) game = ts_random_game_new_with_rules (rules, plies, 1000 + i);
      TsPosition *pos = ts_game_get_position (game);

      for (TsColor side = TS_BLACK; side <= TS_WHITE; side++)
        {
          g_autoptr (TsPosition) p = with_side_to_move (pos, side);
          g_autofree char *what = g_strdup_printf ("random game of %u plies, seed %u", plies, 1000 + i);

          assert_matches_reference (p, what);
        }
      for (TsSquare sq = 0; sq < TS_CELLS; sq++)
        promoted_seen += pos->board[sq] != TS_OFFBOARD && TS_PIECE_IS_PROMOTED (pos->board[sq]);
    }
  /* the positions were worth testing: promoted pieces among them */
  g_assert_cmpuint (promoted_seen, >, 10);
}

/* Tenjiku's random games: range jumps and burns among the threats. */
static void
test_tenjiku_random_games (void)
{
  static const guint lengths[] = { 0, 20, 60, 150, 300 };
  guint jumps_seen = 0, burns_seen = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lengths) * 3; i++)
    {
      guint plies = lengths[i % G_N_ELEMENTS (lengths)];
      g_autoptr (TsGame) game = ts_random_game_new_with_rules (TS_RULES_TENJIKU, plies, 2000 + i);

      for (TsColor side = TS_BLACK; side <= TS_WHITE; side++)
        {
          g_autoptr (TsPosition) p = with_side_to_move (ts_game_get_position (game), side);
          g_autofree char *what = g_strdup_printf ("tenjiku random game of %u plies, seed %u", plies, 2000 + i);
          g_autoptr (TsThreats) threats = ts_threats_new (p);

          assert_matches_reference (p, what);
          jumps_seen += count_flag (threats, TS_THREAT_RANGE_JUMP);
          burns_seen += count_flag (threats, TS_THREAT_BURN);
        }
    }
  /* both mechanisms were there to be found */
  g_assert_cmpuint (jumps_seen, >, 0);
  g_assert_cmpuint (burns_seen, >, 0);
}

/* TENJIKU.md's worked examples, threats worked out by hand. */
static void
test_tenjiku_known_answers (void)
{
  /* 3.8: Black's fire demon on 8i can burn the gold on 6g and the pawn
   * on 5g (from 6h, and other squares); White's fire demon on 3j is not
   * burnable, since a fire demon ending next to it burns itself and
   * nothing else, and White's demon can burn nothing for the same
   * reason (its one square beside 8i, 7j, is next to Black's demon) */
  g_autoptr (TsPosition) burning = test_position_from_pieces (TS_RULES_TENJIKU, "k 1a, g 6g, p 5g, FD 8i, fd 3j, K 16p",
                                                              TS_BLACK);
  g_autoptr (TsThreats) burns = ts_threats_new (burning);
  /* 3.1: the rook general on 8m takes 8k over its own pawn and the
   * bishop general on 8h over both; 10m and 4m it takes without jumping */
  g_autoptr (TsPosition) jumping = test_position_from_pieces (
    TS_RULES_TENJIKU, "k 1a, K 16p, RG 8m, P 8l, p 8k, bg 8h, p 8f, p 10m, vg 4m", TS_BLACK);
  g_autoptr (TsThreats) jumps = ts_threats_new (jumping);

  g_assert_cmpuint (burns->flags[test_sq (6, 'g')] & TS_THREAT_BURN, !=, 0);
  g_assert_cmpuint (burns->flags[test_sq (5, 'g')] & TS_THREAT_BURN, !=, 0);
  g_assert_cmpuint (count_flag (burns, TS_THREAT_BURN), ==, 2);
  /* both are also in reach of a capture (the diagonal, the area move);
   * the White fire demon is neither burnable nor attacked */
  g_assert_true (ts_threats_is_attacked (burns, test_sq (6, 'g')));
  g_assert_true (ts_threats_is_attacked (burns, test_sq (5, 'g')));
  g_assert_cmpuint (burns->flags[test_sq (3, 'j')], ==, 0);
  g_assert_cmpuint (count_flag (burns, TS_THREAT_RANGE_JUMP), ==, 0);

  g_assert_cmpuint (jumps->flags[test_sq (8, 'k')] & TS_THREAT_RANGE_JUMP, !=, 0);
  g_assert_cmpuint (jumps->flags[test_sq (8, 'h')] & TS_THREAT_RANGE_JUMP, !=, 0);
  g_assert_cmpuint (count_flag (jumps, TS_THREAT_RANGE_JUMP), ==, 2);
  g_assert_true (ts_threats_is_attacked (jumps, test_sq (10, 'm')));
  g_assert_true (ts_threats_is_attacked (jumps, test_sq (4, 'm')));
  g_assert_false (ts_threats_is_attacked (jumps, test_sq (8, 'f')));
  g_assert_cmpuint (ts_threats_jumped_pieces (jumping, test_sq (8, 'm'), test_sq (8, 'h')), ==, 2);
  g_assert_cmpuint (ts_threats_jumped_pieces (jumping, test_sq (8, 'm'), test_sq (10, 'm')), ==, 0);
  g_assert_cmpuint (count_flag (jumps, TS_THREAT_BURN), ==, 0);
  assert_matches_reference (burning, "TENJIKU.md 3.8");
  assert_matches_reference (jumping, "TENJIKU.md 3.1");
}

/* `tai-shogi-cli threats` in tenjiku: range jumps and burns in words. */
static void
test_tenjiku_text (void)
{
  /* the rook general takes 8k and 8h by range jumps, and the fire demon
   * can burn both (from 9j, 9i); it burns the pawn on 12e from 12f, and
   * nothing of Black's can capture that one (the demon's area move stops
   * at three steps); the bishop general on 8h attacks Black's king */
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU,
                                                          "k 1a, K 16p, RG 8m, P 8l, p 8k, bg 8h, FD 12i, p 12e", TS_BLACK);
  g_autoptr (TsThreats) threats = ts_threats_new (pos);
  g_autofree char *text = ts_threats_to_text (threats, pos);
  /* the vice general (rank 3) takes 10o by its area move round the
   * great general (rank 2) on its diagonal, which it may not jump, and
   * 8k, on no diagonal of it, past the pawn: no range jumps */
  g_autoptr (TsPosition) round = test_position_from_pieces (
    TS_RULES_TENJIKU, "k 1a, K 16p, vg 8m, gg 9n, P 10o, p 8l, P 8k", TS_BLACK);
  g_autoptr (TsThreats) round_threats = ts_threats_new (round);

  g_assert_true (ts_threats_is_attacked (round_threats, test_sq (10, 'o')));
  g_assert_cmpuint (round_threats->flags[test_sq (10, 'o')] & TS_THREAT_RANGE_JUMP, ==, 0);
  g_assert_cmpuint (ts_threats_jumped_pieces (round, test_sq (8, 'm'), test_sq (10, 'o')), ==, 0);
  g_assert_true (ts_threats_is_attacked (round_threats, test_sq (8, 'k')));
  g_assert_cmpuint (round_threats->flags[test_sq (8, 'k')] & TS_THREAT_RANGE_JUMP, ==, 0);
  assert_matches_reference (round, "a vice general's area move");
  g_assert_cmpstr (text, ==,
                   "12e white burnable\n"
                   "16p black undefended\n"
                   "8h white undefended range-jump burnable\n"
                   "8k white undefended range-jump burnable\n"
                   "8l black defended\n");
}

/* An emperor attacks almost everything; protected royals only when its
 * rule set allows, which the reference decides from the legal moves. */
static void
test_emperors_and_royals (gconstpointer data)
{
  TsRules rules = GPOINTER_TO_INT (data);
  static const char *const positions[] = {
    /* emperors facing each other, a prince protected by a gold */
    "E 13y, e 13a, CP 12m, G 12n, ln 10k, p 11l",
    /* an unprotected prince, a lion that can capture twice */
    "E 1y, e 25a, CP 13m, LN 13o, p 13n, p 12n, g 14k",
    /* a lion dog's line captures, hook movers, a lone emperor */
    "E 13y, e 13a, LD 5e, p 5d, p 5c, s 5b, HM 20t, r 20h, dv 2b",
    /* no emperor: only ordinary attacks */
    "CP 13y, cp 13a, R 13p, b 9l, g 13h, G 12q",
  };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    for (TsColor side = TS_BLACK; side <= TS_WHITE; side++)
      {
        g_autoptr (TsPosition) pos = test_position_from_pieces (rules, positions[i], side);

        assert_matches_reference (pos, positions[i]);
      }
}

/* Known answers, worked out by hand. */
static void
test_known_answers (void)
{
  /* a rook and a lance attack each other on a file; a pawn defends the
   * rook; the princes are far away */
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "CP 25y, cp 1a, R 13p, P 13q, l 13h", TS_BLACK);
  g_autoptr (TsThreats) threats = ts_threats_new (pos);
  g_autofree char *text = ts_threats_to_text (threats, pos);
  g_autoptr (TsPosition) lost = test_position_from_pieces (TS_RULES_STANDARD, "CP 25y, R 13p, l 13h", TS_BLACK);
  g_autoptr (TsThreats) none = ts_threats_new (lost);
  const TsSquare rook = ts_square_from_file_rank (13, 15), lance = ts_square_from_file_rank (13, 7);

  g_assert_cmpstr (text, ==, "13h white undefended\n13p black defended\n");
  g_assert_true (threats->flags[lance] & TS_THREAT_ATTACKED);
  g_assert_false (threats->flags[lance] & TS_THREAT_BY_CHEAPER);
  /* the lance, worth less than the rook, attacks it */
  g_assert_true (threats->flags[rook] & TS_THREAT_BY_CHEAPER);
  g_assert_cmpuint (count_flag (threats, TS_THREAT_ROYAL), ==, 0);
  /* White has no royal: no legal moves, nothing is attacked */
  g_assert_cmpuint (count_flag (none, TS_THREAT_ATTACKED), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/threats/random-games/standard", GINT_TO_POINTER (TS_RULES_STANDARD), test_random_games);
  g_test_add_data_func ("/threats/random-games/jw", GINT_TO_POINTER (TS_RULES_JW), test_random_games);
  g_test_add_data_func ("/threats/emperors-royals/standard", GINT_TO_POINTER (TS_RULES_STANDARD),
                        test_emperors_and_royals);
  g_test_add_data_func ("/threats/emperors-royals/jw", GINT_TO_POINTER (TS_RULES_JW), test_emperors_and_royals);
  g_test_add_func ("/threats/known-answers", test_known_answers);
  g_test_add_func ("/threats/tenjiku/random-games", test_tenjiku_random_games);
  g_test_add_func ("/threats/tenjiku/known-answers", test_tenjiku_known_answers);
  g_test_add_func ("/threats/tenjiku/text", test_tenjiku_text);
  return g_test_run ();
}
