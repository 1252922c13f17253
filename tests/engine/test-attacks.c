/* test-attacks.c — the engine's target-driven attack questions, its
 * legal moves, its captures kept from ply to ply and its static exchange
 * evaluation, against the rules core's own (or full) answers on
 * positions from random games. */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-attacks.h"
#include "ts-engine-movegen.h"
#include "ts-eval.h"
#include "ts-random-game.h"
#include "ts-see.h"
#include "test-engine-helpers.h"

/* Every square, both colours: attacked exactly when ts_square_attacked()
 * says so, and the attackers listed are the pieces that reach it. */
/* Every piece of `color` but an emperor that reaches `sq`, counted by
 * asking each piece of the army. */
static guint
count_attackers_by_army (const TsPosition *pos, TsSquare sq, TsColor color)
{
  guint n = 0;

  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[color][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        n += TS_PIECE_TYPE (pos->board[from]) != TS_PIECE_EMPEROR && ts_piece_reaches (pos, from, sq);
      }
  return n;
}

static void
test_attackers_match_core (void)
{
  for (guint32 seed = 1; seed <= 16; seed++)
    {
      g_autoptr (TsPosition) pos = test_random_position (seed, (seed * 53) % 600);
      TsTracked t;

      ts_tracked_init (&t, pos);
      for (int y = 0; y < TS_MAX_SIZE; y++)
        for (int x = 0; x < TS_MAX_SIZE; x++)
          for (int c = 0; c < 2; c++)
            {
              TsSquare sq = ts_square (x, y), found[64];
              guint n = ts_attackers (pos, &t, sq, (TsColor) c, found, G_N_ELEMENTS (found));

              g_assert_cmpint (n > 0, ==, ts_square_attacked (pos, sq, (TsColor) c));
              /* all of them, not only the first */
              g_assert_cmpuint (n, ==, count_attackers_by_army (pos, sq, (TsColor) c));
              g_assert_cmpint (ts_attacked (pos, &t, sq, (TsColor) c), ==, n > 0);
              for (guint i = 0; i < n; i++)
                {
                  g_assert_cmpint (TS_PIECE_COLOR (pos->board[found[i]]), ==, c);
                  g_assert_true (ts_piece_reaches (pos, found[i], sq));
                }
            }
    }
}

/* Whether the core sees a royal of `color` attacked, square by square. */
static gboolean
core_sees_royal_attacked (const TsPosition *pos, TsColor color)
{
  for (int y = 0; y < TS_MAX_SIZE; y++)
    for (int x = 0; x < TS_MAX_SIZE; x++)
      {
        TsPiece pc = pos->board[ts_square (x, y)];

        if (pc != TS_EMPTY && TS_PIECE_COLOR (pc) == color && ts_piece_is_royal (pc)
            && ts_square_attacked (pos, ts_square (x, y), TS_OTHER (color)))
          return TRUE;
      }
  return FALSE;
}

/* ts_royal_attacked() agrees with the core along random games, spare
 * royals included, and the games do attack royals. */
static void
test_royal_attacked_matches_core (void)
{
  guint n_attacked = 0;

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (TsGame) game = ts_random_game_new (400, seed);
      g_autoptr (TsPosition) pos = ts_position_new_start ();

      for (guint i = 0; i < ts_game_get_n_moves (game); i++)
        {
          TsTracked t;
          TsUndo undo;

          ts_tracked_init (&t, pos);
          for (int c = 0; c < 2; c++)
            {
              gboolean attacked = ts_royal_attacked (pos, &t, (TsColor) c);

              g_assert_cmpint (attacked, ==, core_sees_royal_attacked (pos, (TsColor) c));
              n_attacked += attacked;
            }
          ts_position_make (pos, ts_game_get_move (game, i), &undo);
        }
    }
  g_assert_cmpuint (n_attacked, >, 0);
}

/* The engine's legal moves are the core's, along random games (the
 * tracked pieces kept move by move as the search keeps them). */
static void
test_legal_moves_match_core (void)
{
  g_autofree TsMoveList *core = g_new (TsMoveList, 1);
  g_autofree TsMoveList *engine = g_new (TsMoveList, 1);

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start ();
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      TsTracked t;

      ts_tracked_init (&t, pos);
      for (guint ply = 0; ply < 300; ply++)
        {
          TsUndo undo;
          TsMove m;
          guint n = ts_generate_legal (pos, core);

          g_assert_cmpuint (ts_engine_generate_legal (pos, &t, engine), ==, n);
          if (n == 0)
            break;
          qsort (core->moves, n, sizeof (TsMove), test_compare_moves);
          qsort (engine->moves, n, sizeof (TsMove), test_compare_moves);
          for (guint i = 0; i < n; i++)
            g_assert_true (ts_move_equal (&core->moves[i], &engine->moves[i]));
          /* captures first, so that royals fall now and then */
          m = core->moves[g_rand_int_range (rand, 0, (gint32) n)];
          for (guint i = 0; i < n; i++)
            if (core->moves[i].n_captures > 0 && g_rand_boolean (rand))
              {
                m = core->moves[i];
                break;
              }
          ts_tracked_update (&t, pos, &m);
          ts_position_make (pos, &m, &undo);
          {
            TsTracked fresh;
            ts_tracked_init (&fresh, pos);
            for (int c = 0; c < 2; c++)
              g_assert_cmpuint (t.n[c], ==, fresh.n[c]);
          }
        }
    }
}

/* The staged moves (captures, then quiet moves) are the legal moves,
 * each once; each of them is legal by ts_engine_move_is_legal(), and the
 * moves of another position mostly are not. */
static void
test_staged_moves_match_legal (void)
{
  g_autofree TsMoveList *legal = g_new (TsMoveList, 1);
  g_autofree TsMoveList *staged = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  g_autoptr (TsPosition) other = test_random_position (99, 150);
  g_autofree TsMoveList *foreign = g_new (TsMoveList, 1);
  guint foreign_legal = 0;

  ts_generate_legal (other, foreign);
  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (TsPosition) pos = test_random_position (seed, (seed * 71) % 500);
      TsTracked t;
      guint n, n_captures;

      ts_tracked_init (&t, pos);
      n = ts_engine_generate_legal (pos, &t, legal);
      staged->n = 0;
      ts_engine_generate_captures (pos, &t, TS_ENGINE_ALL_EMPEROR_VICTIMS, staged);
      n_captures = staged->n;
      for (guint i = 0; i < n_captures; i++)
        g_assert_cmpuint (staged->moves[i].n_captures, >, 0);
      ts_engine_generate_quiets (pos, staged);
      for (guint i = n_captures; i < staged->n; i++)
        g_assert_cmpuint (staged->moves[i].n_captures, ==, 0);
      g_assert_cmpuint (staged->n, ==, n);
      qsort (legal->moves, n, sizeof (TsMove), test_compare_moves);
      qsort (staged->moves, n, sizeof (TsMove), test_compare_moves);
      for (guint i = 0; i < n; i++)
        {
          g_assert_true (ts_move_equal (&legal->moves[i], &staged->moves[i]));
          g_assert_true (ts_engine_move_is_legal (pos, &t, &legal->moves[i], scratch));
        }
      for (guint i = 0; i < foreign->n; i++)
        {
          gboolean found = FALSE;

          for (guint j = 0; j < n && !found; j++)
            found = ts_move_equal (&foreign->moves[i], &legal->moves[j]);
          g_assert_cmpint (ts_engine_move_is_legal (pos, &t, &foreign->moves[i], scratch), ==, found);
          foreign_legal += found;
        }
    }
  /* the foreign moves were not all legal nor all illegal */
  g_assert_cmpuint (foreign_legal, >, 0);
  g_assert_cmpuint (foreign_legal, <, 12 * foreign->n);
}

/* Two generations agree move for move, in the same order. */
static void
assert_same_moves (const TsMoveList *a, const TsMoveList *b)
{
  g_assert_cmpuint (a->n, ==, b->n);
  for (guint i = 0; i < a->n; i++)
    g_assert_true (ts_move_equal (&a->moves[i], &b->moves[i]));
}

/* A legal move of `pos`, a capture more often than not (so that pieces
 * fall and lines open), or FALSE when there is none. */
static gboolean
pick_random_move (TsPosition *pos, GRand *rand, TsMoveList *scratch, TsMove *m)
{
  guint n = ts_generate_legal (pos, scratch), n_captures = 0;

  if (n == 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (scratch->moves[i].n_captures > 0)
      scratch->moves[n_captures++] = scratch->moves[i];
  if (n_captures > 0 && g_rand_int_range (rand, 0, 3) > 0)
    *m = scratch->moves[g_rand_int_range (rand, 0, (gint32) n_captures)];
  else
    {
      ts_generate_legal (pos, scratch);
      *m = scratch->moves[g_rand_int_range (rand, 0, (gint32) n)];
    }
  return TRUE;
}

/* The captures of `pos` generated again from those kept for the
 * position before `between`, against a full generation; with the
 * emperor's dearest victims only and with all of them. */
static void
assert_kept_captures_match (TsPosition *pos, const TsKeptCaptures *kept, const TsMove *between, guint n_between,
                            TsMoveList *full, TsMoveList *since)
{
  static const guint victims[] = { 4, TS_ENGINE_ALL_EMPEROR_VICTIMS };
  TsTracked t;

  ts_tracked_init (&t, pos);
  for (guint v = 0; v < G_N_ELEMENTS (victims); v++)
    {
      full->n = since->n = 0;
      ts_engine_generate_captures (pos, &t, victims[v], full);
      ts_engine_generate_captures_since (pos, &t, victims[v], kept, between, n_between, NULL, since);
      assert_same_moves (full, since);
    }
}

/* Captures kept two plies up and brought up to date by what the two
 * moves between changed are those a full generation gives, in its
 * order: along random games rich in captures, after a null move (one
 * move between) too, in both of tai's rule sets. */
static void
test_kept_captures_match_full (void)
{
  g_autofree TsMoveList *full = g_new (TsMoveList, 1);
  g_autofree TsMoveList *since = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  g_autofree TsKeptCaptures *kept = g_new0 (TsKeptCaptures, 3);
  guint compared = 0, kept_moves = 0;

  /* only tai's rule sets keep captures: another variant's are generated
   * in full at every node (test-tenjiku.c) */
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (guint32 seed = 1; seed <= 6 && ts_engine_specialized (rules); seed++)
      {
        g_autoptr (TsPosition) pos = ts_random_position_new_with_rules (rules, seed, 50 * seed);
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
        TsMove played[3];

        for (guint ply = 0; ply < 200; ply++)
          {
            TsKeptCaptures *keep = &kept[ply % 3];
            g_autoptr (TsPosition) after_null = ts_position_copy (pos);
            TsTracked t;
            TsUndo undo;
            TsMove m;

            if (ply >= 2)
              {
                TsMove between[2] = { played[(ply - 2) % 3], played[(ply - 1) % 3] };

                assert_kept_captures_match (pos, &kept[(ply - 2) % 3], between, 2, full, since);
                compared++;
              }
            /* keep this ply's captures, with the emperor's dearest
             * victims or all of them in turn, as the search does */
            ts_tracked_init (&t, pos);
            full->n = 0;
            ts_engine_generate_captures_since (pos, &t, ply % 2 ? 4 : TS_ENGINE_ALL_EMPEROR_VICTIMS, NULL, NULL, 0,
                                               keep, full);
            kept_moves += keep->n;
            /* a null move, then the other side's move */
            ts_position_set_side (after_null, TS_OTHER (pos->side));
            if (pick_random_move (after_null, rand, scratch, &m))
              {
                ts_position_make (after_null, &m, &undo);
                assert_kept_captures_match (after_null, keep, &m, 1, full, since);
              }
            if (!pick_random_move (pos, rand, scratch, &played[ply % 3]))
              break;
            ts_position_make (pos, &played[ply % 3], &undo);
          }
      }
  /* the games went on, with captures to keep */
  g_assert_cmpuint (compared, >, 2000);
  g_assert_cmpuint (kept_moves, >, 5000);
}

/* Whether a piece of `color` other than a hook piece or an emperor,
 * within two king steps of `sq`, reaches it: asked of the core. */
static gboolean
protected_from_box_by_core (const TsPosition *pos, TsSquare sq, TsColor color)
{
  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      {
        TsSquare from = (TsSquare) (sq + dy * TS_STRIDE + dx);
        TsPiece pc = pos->board[from];
        const TsMovement *m;

        if (from == sq || pc == TS_EMPTY || pc == TS_OFFBOARD || TS_PIECE_COLOR (pc) != color)
          continue;
        m = &ts_piece_moves_info (pos->rules, pc)->movement;
        if (m->hook_start == 0 && !(m->flags & TS_MOVE_FLAG_EMPEROR) && ts_piece_reaches (pos, from, sq))
          return TRUE;
      }
  return FALSE;
}

/* The box protection, for every square of random positions and both
 * colours, against the core's answer. */
static void
test_protected_from_box_matches_core (void)
{
  guint protected_ = 0, checked = 0;

  /* the box tables know tai's movement only (the emperor's grabs, which
   * ask them, are tai's too) */
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (guint32 seed = 1; seed <= 8 && ts_engine_specialized (rules); seed++)
      {
        g_autoptr (TsPosition) pos = ts_random_position_new_with_rules (rules, seed, 40 * seed);

        for (int y = 0; y < TS_MAX_SIZE; y++)
          for (int x = 0; x < TS_MAX_SIZE; x++)
            for (int c = 0; c < 2; c++)
              {
                TsSquare sq = ts_square (x, y);
                gboolean answer = ts_protected_from_box (pos, sq, (TsColor) c);

                g_assert_cmpint (answer, ==, protected_from_box_by_core (pos, sq, (TsColor) c));
                protected_ += answer;
                checked++;
              }
      }
  g_assert_cmpuint (protected_, >, checked / 10);
}

/* The answers `kept` holds for `pos` (started from those kept before
 * `between`), asked of every piece of the side not to move, against
 * fresh ones; then all of them asked, for the position two plies on. */
static guint
assert_kept_protection_matches (TsPosition *pos, TsKeptProtection *keep, const TsKeptProtection *earlier,
                                const TsMove *between, guint n_between)
{
  TsColor them = TS_OTHER (pos->side);
  guint reused = 0;

  ts_kept_protection_start (keep, pos, earlier, between, n_between);
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[them][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        reused += (keep->known[sq / 64] >> (sq % 64)) & 1;
        g_assert_cmpint (ts_kept_protection_ask (keep, pos, sq), ==, ts_protected_from_box (pos, sq, them));
      }
  return reused;
}

/* A random move of `pos`, one that captures off its final square (igui,
 * a lion's double capture) whenever there is one: the squares such a
 * move changes lie apart. */
static gboolean
pick_lion_move (TsPosition *pos, GRand *rand, TsMoveList *scratch, TsMove *m)
{
  guint n = ts_generate_legal (pos, scratch), n_lion = 0;

  for (guint i = 0; i < n; i++)
    if (scratch->moves[i].n_captures > 0 && scratch->moves[i].captures[0] != scratch->moves[i].to)
      scratch->moves[n_lion++] = scratch->moves[i];
  if (n_lion > 0)
    {
      *m = scratch->moves[g_rand_int_range (rand, 0, (gint32) n_lion)];
      return TRUE;
    }
  return pick_random_move (pos, rand, scratch, m);
}

/* Box protections kept two plies up and brought up to date by the
 * moves between are those asked afresh: along random games rich in
 * captures, in half of them lion moves whenever there are, after a null
 * move too, in both of tai's rule sets. */
static void
test_kept_protection_matches_fresh (void)
{
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  g_autofree TsKeptProtection *kept = g_new0 (TsKeptProtection, 3);
  TsKeptProtection after_null_kept;
  guint compared = 0, reused = 0;

  /* box protections are asked in tai's rule sets only (above) */
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (guint32 seed = 1; seed <= 24 && ts_engine_specialized (rules); seed++)
      {
        /* the lion games on an emptier board, where lions roam */
        g_autoptr (TsPosition) pos = ts_random_position_new_with_rules (rules, seed, 50 * seed + (seed % 2 ? 800 : 0));
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
        TsMove played[3];

        for (guint ply = 0; ply < 200; ply++)
          {
            g_autoptr (TsPosition) after_null = ts_position_copy (pos);
            TsUndo undo;
            TsMove m;

            if (ply >= 2)
              {
                TsMove between[2] = { played[(ply - 2) % 3], played[(ply - 1) % 3] };

                reused += assert_kept_protection_matches (pos, &kept[ply % 3], &kept[(ply - 2) % 3], between, 2);
                compared++;
              }
            else
              assert_kept_protection_matches (pos, &kept[ply % 3], NULL, NULL, 0);
            /* a null move, then the other side's move */
            ts_position_set_side (after_null, TS_OTHER (pos->side));
            if (pick_random_move (after_null, rand, scratch, &m))
              {
                ts_position_make (after_null, &m, &undo);
                assert_kept_protection_matches (after_null, &after_null_kept, &kept[ply % 3], &m, 1);
              }
            if (!(seed % 2 ? pick_lion_move : pick_random_move) (pos, rand, scratch, &played[ply % 3]))
              break;
            ts_position_make (pos, &played[ply % 3], &undo);
          }
      }
  /* the games went on, and most answers were kept */
  g_assert_cmpuint (compared, >, 2000);
  g_assert_cmpuint (reused, >, 100000);
}

/* The legal move of `pos` from `from` to `to` capturing on `captured`
 * (NULL: capturing nothing). */
static TsMove
find_move (TsPosition *pos, const char *from, const char *to, const char *captured)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsSquare f, t, c = 0;

  g_assert_true (ts_square_parse (&from, &f));
  g_assert_true (ts_square_parse (&to, &t));
  g_assert_true (captured == NULL || ts_square_parse (&captured, &c));
  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i].from == f && list->moves[i].to == t && list->moves[i].n_captures == (captured != NULL)
        && (captured == NULL || list->moves[i].captures[0] == c))
      return list->moves[i];
  g_assert_not_reached ();
}

/* A capture off the final square changes a square away from both of
 * the move's own: Black's lion on 13m takes White's ox on 13l and stays
 * (igui), and White's gold on 13j, three squares from the lion, loses
 * the ox that protected it two squares off; White moves a pawn far
 * away.  The answer kept before must not be. */
static void
test_kept_protection_lion_capture (void)
{
  static const char pieces[] =
    "LN 13m, CP 13y, E 2y, "
    "vo 13l, g 13j, cp 20a, p 1d";
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
  TsKeptProtection before, after;
  TsSquare gold = ts_square_from_file_rank (13, 'j' - 'a');
  TsMove between[2];
  TsUndo undo;

  ts_kept_protection_start (&before, pos, NULL, NULL, 0);
  g_assert_true (ts_kept_protection_ask (&before, pos, gold));
  between[0] = find_move (pos, "13m", "13m", "13l");
  ts_position_make (pos, &between[0], &undo);
  between[1] = find_move (pos, "1d", "1e", NULL);
  ts_position_make (pos, &between[1], &undo);
  ts_kept_protection_start (&after, pos, &before, between, 2);
  g_assert_false (ts_kept_protection_ask (&after, pos, gold));
}

static int
see_of (TsPosition *pos, const char *move)
{
  g_autoptr (GError) error = NULL;
  TsTracked t;
  TsMove m;

  g_assert_true (ts_position_parse_move (pos, move, &m, &error));
  ts_tracked_init (&t, pos);
  return ts_see (pos, &t, &m);
}

static void
test_see (void)
{
  /* a rook takes a pawn defended by a pawn (White's pawns move down the
   * board): the rook, promoted to a gold general by its capture, is lost
   * (no emperors here: they would join the exchange) */
  static const char defended[] = "CP 12y, R 5x, p 5k, p 5j, cp 12a";
  /* the same pawn undefended */
  static const char hanging[] = "CP 12y, R 5x, p 5k, cp 12a";
  /* the emperor takes a defended goblin: it is lost for the goblin */
  static const char trade[] = "E 13y, CP 12y, lo 5k, p 5j, e 13a, cp 12a";
  /* the same with a second rook behind the first (an x-ray): the
   * recapture is answered: two pawns for the rook */
  static const char xray[] = "CP 12y, R 5x, R 5y, p 5k, p 5j, cp 12a";
  g_autoptr (TsPosition) a = test_position_from_pieces (TS_RULES_STANDARD, defended, TS_BLACK);
  g_autoptr (TsPosition) b = test_position_from_pieces (TS_RULES_STANDARD, hanging, TS_BLACK);
  g_autoptr (TsPosition) c = test_position_from_pieces (TS_RULES_STANDARD, trade, TS_BLACK);
  g_autoptr (TsPosition) d = test_position_from_pieces (TS_RULES_STANDARD, xray, TS_BLACK);
  TsPiece rook = TS_MAKE_PIECE (TS_PIECE_ROOK, FALSE, TS_BLACK);
  TsPiece pawn = TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_WHITE);
  TsPiece emperor = TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_BLACK);
  TsPiece goblin = TS_MAKE_PIECE (TS_PIECE_LONG_NOSED_GOBLIN, FALSE, TS_WHITE);

  TsPiece gold = TS_MAKE_PIECE (TS_PIECE_GOLD_GENERAL, FALSE, TS_BLACK);
  int won = ts_eval_piece_value (TS_RULES_STANDARD, pawn) + ts_eval_piece_value (TS_RULES_STANDARD, gold) - ts_eval_piece_value (TS_RULES_STANDARD, rook);

  g_assert_cmpint (see_of (a, "5xx5k"), ==, won - ts_eval_piece_value (TS_RULES_STANDARD, gold));
  g_assert_cmpint (see_of (b, "5xx5k"), ==, won);
  g_assert_cmpint (see_of (c, "13yx5k"), ==, ts_eval_piece_value (TS_RULES_STANDARD, goblin) - ts_eval_piece_value (TS_RULES_STANDARD, emperor));
  g_assert_cmpint (see_of (d, "5xx5k"), ==, 2 * ts_eval_piece_value (TS_RULES_STANDARD, pawn) - ts_eval_piece_value (TS_RULES_STANDARD, rook));
}

/* The emperor's grab of a piece nothing defends loses it when the enemy
 * emperor can take it there, which it may unless another piece of the
 * grabbing side protects the square (RULES.md section 3). */
static void
test_see_emperor_grab_before_enemy_emperor (void)
{
  /* White's goblin on 5k, undefended; White's emperor on 13a */
  static const char alone[] = "E 13y, CP 12y, lo 5k, e 13a, cp 12a";
  /* Black's rook on 5x protects 5k */
  static const char covered[] = "E 13y, CP 12y, R 5x, lo 5k, e 13a, cp 12a";
  /* the rook's file blocked by Black's emperor itself, which leaves it
   * open by grabbing */
  static const char uncovered_by_grab[] = "E 5t, CP 12y, R 5x, lo 5k, e 13a, cp 12a";
  /* no White emperor */
  static const char no_enemy_emperor[] = "E 13y, CP 12y, lo 5k, cp 12a";
  struct {
    const char *pieces;
    const char *grab;
    gboolean loses;
  } cases[] = {
    { alone, "13yx5k", TRUE },
    { covered, "13yx5k", FALSE },
    { uncovered_by_grab, "5tx5k", FALSE },
    { no_enemy_emperor, "13yx5k", FALSE },
  };
  TsPiece emperor = TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_BLACK);
  TsPiece goblin = TS_MAKE_PIECE (TS_PIECE_LONG_NOSED_GOBLIN, FALSE, TS_WHITE);
  int goblin_value = ts_eval_piece_value (TS_RULES_STANDARD, goblin);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, cases[i].pieces, TS_BLACK);
      g_autofree char *before = ts_position_to_tsfen (pos);
      g_autofree char *after = NULL;
      TsTracked t;
      TsMove m;

      g_assert_true (ts_position_parse_move (pos, cases[i].grab, &m, NULL));
      ts_tracked_init (&t, pos);
      g_assert_cmpint (ts_see_emperor_grab_loses (pos, &t, &m), ==, cases[i].loses);
      g_assert_cmpint (see_of (pos, cases[i].grab), ==,
                       goblin_value - (cases[i].loses ? ts_eval_piece_value (TS_RULES_STANDARD, emperor) : 0));
      after = ts_position_to_tsfen (pos);
      g_assert_cmpstr (after, ==, before);
    }
}

/* The enemy emperor endangers a last royal exactly when the core lets
 * it take the royal: not when the royal's one protector sees it only
 * through the emperor's own square (docs/hunt.md), which the emperor
 * opens by leaving (RULES.md section 3). */
static void
test_last_royal_in_danger_from_emperor (void)
{
  struct {
    const char *pieces;
    int emperor_file; /* on rank m */
    gboolean danger;
  } cases[] = {
    /* the prince alone: the emperor takes it */
    { "E 13m, cp 13a", 13, TRUE },
    /* the rook's file runs through the emperor's square to the prince */
    { "E 13m, cp 13a, r 13y", 13, FALSE },
    /* the same rook beside the file protects nothing */
    { "E 13m, cp 13a, r 14y", 13, TRUE },
    /* the emperor off the file: the rook protects in plain sight */
    { "E 12m, cp 13a, r 13y", 12, FALSE },
    /* a Black pawn between the emperor and the rook still blocks it */
    { "E 13m, P 13p, cp 13a, r 13y", 13, TRUE },
  };
  TsSquare prince = ts_square_from_file_rank (13, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, cases[i].pieces, TS_BLACK);
      TsSquare emperor = ts_square_from_file_rank (cases[i].emperor_file, 12);
      TsTracked t;

      g_test_message ("%s", cases[i].pieces);
      ts_tracked_init (&t, pos);
      g_assert_cmpint (ts_last_royal_in_danger (pos, &t, TS_WHITE), ==, cases[i].danger);
      g_assert_cmpint (ts_emperor_can_capture (pos, emperor, prince), ==, cases[i].danger);
    }
}

/* A lion's double capture whose second victim is the last royal wins
 * outright; the exchange is not played out, and the board it started
 * editing (the first victim's square) must be given back as it was. */
static void
test_see_royal_second_victim (void)
{
  static const char pieces[] = "CP 12y, LN 12m, p 12l, cp 12k, g 11j";
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
  g_autofree char *before = ts_position_to_tsfen (pos);
  g_autofree char *after = NULL;
  g_autoptr (TsPosition) fresh = NULL;

  g_assert_cmpint (see_of (pos, "12mx12lx12k"), ==, TS_SEE_WIN);
  after = ts_position_to_tsfen (pos);
  g_assert_cmpstr (after, ==, before);
  /* the occupancy too, which the move generator walks */
  fresh = ts_position_new_from_tsfen (before, NULL);
  g_assert_cmpmem (pos->occupied, sizeof pos->occupied, fresh->occupied, sizeof fresh->occupied);
}

/* The engine's royal test, read from a piece's bits, is the core's for
 * every piece of every rule set. */
static void
test_royal_matches_core (void)
{
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (guint face = 1; face < TS_N_FACES; face++)
      if (ts_rules_face_exists (rules, face))
        for (int c = 0; c < 2; c++)
          {
            TsPiece pc = (TsPiece) (face | (c == TS_WHITE ? TS_PIECE_WHITE : 0));

            g_assert_cmpint (ts_engine_is_royal (pc), ==, ts_piece_is_royal (pc));
          }
  g_assert_false (ts_engine_is_royal (TS_EMPTY));
  g_assert_false (ts_engine_is_royal (TS_OFFBOARD));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/attacks/royal-matches-core", test_royal_matches_core);
  g_test_add_func ("/engine/attacks/attackers-match-core", test_attackers_match_core);
  g_test_add_func ("/engine/attacks/royal-attacked-matches-core", test_royal_attacked_matches_core);
  g_test_add_func ("/engine/attacks/legal-moves-match-core", test_legal_moves_match_core);
  g_test_add_func ("/engine/attacks/staged-moves-match-legal", test_staged_moves_match_legal);
  g_test_add_func ("/engine/attacks/kept-captures-match-full", test_kept_captures_match_full);
  g_test_add_func ("/engine/attacks/protected-from-box-matches-core", test_protected_from_box_matches_core);
  g_test_add_func ("/engine/attacks/kept-protection-matches-fresh", test_kept_protection_matches_fresh);
  g_test_add_func ("/engine/attacks/kept-protection-lion-capture", test_kept_protection_lion_capture);
  g_test_add_func ("/engine/attacks/see", test_see);
  g_test_add_func ("/engine/attacks/see-royal-second-victim", test_see_royal_second_victim);
  g_test_add_func ("/engine/attacks/last-royal-in-danger-from-emperor", test_last_royal_in_danger_from_emperor);
  g_test_add_func ("/engine/attacks/see-emperor-grab-before-enemy-emperor", test_see_emperor_grab_before_enemy_emperor);
  return g_test_run ();
}
