/* test-threats.c — the threat view's answer (ts-threats.h) against the
 * brute-force reference: the definitions recounted from full legal-move
 * lists, on positions from random games of several lengths, both sides to
 * move, both rule sets, and on hand-built positions. */
#include "test-helpers.h"
#include "ts-threats.h"

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
  return g_test_run ();
}
