/* test-tenjiku.c — the engine in tenjiku shogi (TENJIKU.md), a variant
 * it searches on the core's move generator and make (ts_engine_specialized()):
 * it plays legal moves only, never crashes, sees burning win and lose,
 * and knows who has won when a move takes the last royal of either
 * side. */
#include <glib.h>
#include <string.h>

#include "ts-attacks.h"
#include "ts-engine-movegen.h"
#include "ts-eval.h"
#include "ts-move-picker.h"
#include "ts-search.h"
#include "ts-see.h"
#include "test-engine-helpers.h"

static TsPosition *
tenjiku_position (const char *tsfen)
{
  return test_position_from_tsfen_in (TS_RULES_TENJIKU, tsfen);
}

static TsMove
search_move (TsSearch *search, const TsPosition *pos, const TsSearchLimits *limits, TsSearchInfo *info)
{
  TsMove best;

  g_assert_true (ts_search_run (search, pos, limits, NULL, NULL, NULL, &best, info));
  return best;
}

/* The move named by its canonical string. */
static TsMove
parse_move (const TsPosition *pos, const char *text)
{
  g_autoptr (GError) error = NULL;
  TsMove m;

  g_assert_true (ts_position_parse_move (pos, text, &m, &error));
  g_assert_no_error (error);
  return m;
}

static char *
move_string (const TsMove *m)
{
  return ts_move_to_string (TS_RULES_TENJIKU, m);
}

/* Every move of a line is legal in turn from `start`. */
static void
assert_moves_legal (const TsPosition *start, const TsMove *line, guint n)
{
  g_autoptr (TsPosition) pos = ts_position_copy (start);
  g_autofree TsMoveList *legal = g_new (TsMoveList, 1);

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;
      TsUndo undo;

      ts_generate_legal (pos, legal);
      for (guint k = 0; k < legal->n && !found; k++)
        found = ts_move_equal (&legal->moves[k], &line[i]);
      g_assert_true (found);
      ts_position_make (pos, &line[i], &undo);
    }
}

/* The search's line, and each of its multi-PV lines, are legal. */
static void
assert_line_legal (const TsPosition *start, const TsSearchInfo *info)
{
  assert_moves_legal (start, info->pv, info->n_pv);
  for (guint i = 0; i < info->n_lines; i++)
    assert_moves_legal (start, info->lines[i].pv, info->lines[i].n_pv);
}

/* A position of a random tenjiku game of up to `plies` moves from the
 * start, its history kept: captures, burns and promotions drawn often,
 * moves that end the game (a side's last royal taken or burnt) never. */
static TsPosition *
random_position (guint32 seed, guint plies)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsPosition *pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);

  for (guint ply = 0; ply < plies; ply++)
    {
      guint n = ts_generate_legal (pos, list), kept = 0;
      gboolean tactical = g_rand_int_range (rand, 0, 3) > 0;
      TsUndo undo;

      /* the moves that keep both royals, the tactical ones only if asked
       * and there are */
      for (int pass = 0; pass < 2 && kept == 0; pass++)
        for (guint i = 0; i < n; i++)
          {
            TsMove *m = &list->moves[i];
            gboolean ends;

            if (pass == 0 && tactical && !ts_move_is_capture (m) && m->becomes == TS_EMPTY
                && !ts_engine_quiet_burns (pos, m))
              continue;
            ts_position_make (pos, m, &undo);
            ends = !ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE);
            ts_position_unmake (pos, &undo);
            if (!ends)
              list->moves[kept++] = *m;
          }
      if (kept == 0)
        break;
      ts_position_make (pos, &list->moves[g_rand_int_range (rand, 0, (gint32) kept)], &undo);
    }
  return pos;
}

/* The position's hash, occupancy, lines and rows are those of the same
 * position read from its TSFEN.  (ts_position_lines_match_board() reads
 * the whole mailbox, the off-board cells round a 16x16 board too.) */
static void
assert_same_as_read_back (const TsPosition *pos)
{
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  g_autoptr (TsPosition) back = tenjiku_position (tsfen);

  g_assert_cmpuint (pos->hash, ==, ts_position_compute_hash (pos));
  g_assert_cmpuint (pos->hash, ==, back->hash);
  g_assert_cmpmem (pos->board, sizeof pos->board, back->board, sizeof back->board);
  g_assert_cmpmem (pos->occupied, sizeof pos->occupied, back->occupied, sizeof back->occupied);
  g_assert_cmpmem (pos->lines, sizeof pos->lines, back->lines, sizeof back->lines);
  g_assert_cmpmem (pos->rows, sizeof pos->rows, back->rows, sizeof back->rows);
  g_assert_cmpmem (pos->n_royals, sizeof pos->n_royals, back->n_royals, sizeof back->n_royals);
}

/* From the start, at a small depth and in a little time, the search
 * returns one of the legal moves. */
static void
test_start (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits by_depth = { .depth = 2 }, by_time = { .movetime_ms = 100 };
  TsMove m;

  m = search_move (search, pos, &by_depth, info);
  g_assert_true (test_is_legal (pos, &m));
  g_assert_cmpint (info->depth, ==, 2);
  m = search_move (search, pos, &by_time, info);
  g_assert_true (test_is_legal (pos, &m));
  g_assert_cmpint (info->depth, >=, 1);
}

/* Self-play at depth 1 and 2 in turn, 200 plies in all: every move the
 * search gives is among ts_generate_legal()'s (repetition included),
 * and making and unmaking it gives back the position exactly.  Tenjiku
 * games at this depth are short (the range-jumping generals reach the
 * kings within a few moves), so a game that ends is followed by another
 * from the start, its first move drawn at random; a game ends only when
 * a side has lost its last royal or has no move. */
static void
test_self_play (void)
{
  g_autoptr (TsSearch) search = ts_search_new (16);
  g_autoptr (GRand) rand = g_rand_new_with_seed (4);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (TsPosition) pos = NULL;
  guint plies = 0, games = 0, captures = 0, burns = 0;

  while (plies < 200)
    {
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      guint64 hash;
      TsSearchLimits limits = { .depth = 1 + plies % 2 };
      TsMove m;
      TsUndo undo;

      if (pos == NULL)
        {
          pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
          ts_generate_legal (pos, list);
          ts_position_make (pos, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)], &undo);
          games++;
        }
      if (!ts_search_run (search, pos, &limits, NULL, NULL, NULL, &m, info))
        {
          /* over: a side has no royal, or the side to move no move */
          g_assert_true (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE)
                         || ts_generate_legal (pos, list) == 0);
          g_clear_pointer (&pos, ts_position_free);
          continue;
        }
      before = ts_position_to_tsfen (pos);
      hash = pos->hash;
      /* legal here, the positions of the game so far considered */
      g_assert_true (test_is_legal (pos, &m));
      /* make and unmake restore the position, burns included */
      ts_position_make (pos, &m, &undo);
      assert_same_as_read_back (pos);
      ts_position_unmake (pos, &undo);
      after = ts_position_to_tsfen (pos);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpuint (pos->hash, ==, hash);
      /* and played for good */
      ts_position_make (pos, &m, &undo);
      burns += undo.burns.n;
      captures += m.n_captures > 0;
      plies++;
    }
  g_test_message ("%u plies in %u games, %u captures, %u pieces burnt", plies, games, captures, burns);
  g_assert_cmpuint (captures, >, 10);
}

/* A fire demon moving next to the enemy's only king burns it and wins at
 * once: found at depth 1, rather than the great general the rook could
 * take.  (The king is four squares from it: no move captures it.) */
static void
test_burn_wins (void)
{
  g_autoptr (TsPosition) pos =
    tenjiku_position ("16/16/13,gg,2/8,k,7/16/16/16/8,FD,7/16/16/13,R,2/16/16/16/16/K,15 b 1");
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  g_autofree char *text = NULL;

  for (int depth = 1; depth <= 3; depth++)
    {
      TsSearchLimits limits = { .depth = depth };
      TsMove m = search_move (search, pos, &limits, info);
      TsUndo undo;

      g_free (text);
      text = move_string (&m);
      g_assert_true (test_is_legal (pos, &m));
      g_assert_cmpint (m.n_captures, ==, 0);
      g_assert_cmpint (info->score, ==, TS_SCORE_MATE - 1);
      ts_position_make (pos, &m, &undo);
      g_assert_cmpuint (undo.burns.n, ==, 1);
      g_assert_false (ts_position_has_royal (pos, TS_WHITE));
      ts_position_unmake (pos, &undo);
    }
  g_test_message ("the fire demon burns the king by %s", text);
}

/* A move that ends next to an enemy fire demon burns its mover
 * (TENJIKU.md section 3.9).  The search never makes it for nothing: in
 * the first position the king taking the bishop on 8g is burnt by the
 * fire demon on 8f (walled in by its own pieces) and loses the game at
 * once (deeper, the search sees the pawns step aside and the fire demon
 * come for the king: lost all the same, but later); in the second the
 * rook taking the pawn on 9g is burnt, a rook for a pawn. */
static void
test_suicide_loses (void)
{
  static const struct {
    const char *tsfen;
    const char *suicide;
    gboolean royal;
  } cases[] = {
    { "15,k/16/16/16/7,p,p,p,6/7,p,fd,p,6/7,p,b,p,6/8,K,7/16/16/16/16/16/16/16/16 b 1", "8hx8g", TRUE },
    { "15,k/16/16/16/7,p,p,p,6/7,p,fd,p,6/4,R,2,p,p,p,6/16/16/16/16/16/16/16/16/15,K b 1", "12gx9g", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = tenjiku_position (cases[i].tsfen);
      g_autoptr (TsSearch) search = ts_search_new (8);
      g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
      TsMove suicide = parse_move (pos, cases[i].suicide);
      TsUndo undo;

      /* the core's rules: the capture stands, then the mover burns */
      ts_position_make (pos, &suicide, &undo);
      g_assert_true (undo.burns.mover_burnt);
      g_assert_cmpint (ts_position_has_royal (pos, TS_BLACK), !=, cases[i].royal);
      ts_position_unmake (pos, &undo);
      /* the search's own rules: the royal hunt's danger (docs/hunt.md)
       * proves the first position lost whatever Black plays, within two
       * of White's moves, and would say so at depth 1 */
      for (int depth = 1; depth <= 3; depth++)
        {
          TsSearchLimits limits = { .depth = depth, .hunt = TS_SEARCH_HUNT_NONE };
          TsMove m = search_move (search, pos, &limits, info);

          g_assert_true (test_is_legal (pos, &m));
          g_assert_false (ts_move_equal (&m, &suicide));
          if (depth == 1 || !cases[i].royal)
            g_assert_cmpint (info->score, >, -TS_SCORE_MATE_BOUND);
        }
    }
}

/* When a move takes the enemy's last royal and its mover, the side's
 * last royal, burns, the side that moved wins (TENJIKU.md section 5):
 * the king takes the king next to the enemy fire demon, and the search
 * scores it a win. */
static void
test_taking_last_royal_wins_though_burnt (void)
{
  g_autoptr (TsPosition) pos =
    tenjiku_position ("16/16/16/16/7,p,p,p,6/7,p,fd,p,6/7,p,k,p,6/8,K,7/16/16/16/16/16/16/16/16 b 1");
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  g_autofree char *text = NULL;
  TsSearchLimits limits = { .depth = 2 };
  TsMove m = search_move (search, pos, &limits, info);
  TsUndo undo;

  text = move_string (&m);
  g_assert_cmpstr (text, ==, "8hx8g");
  g_assert_cmpint (info->score, ==, TS_SCORE_MATE - 1);
  ts_position_make (pos, &m, &undo);
  g_assert_true (undo.burns.mover_burnt);
  g_assert_false (ts_position_has_royal (pos, TS_WHITE));
  g_assert_false (ts_position_has_royal (pos, TS_BLACK));
}

/* The picker hands out every legal move of a tenjiku node exactly once,
 * the moves that burn without capturing among the captures, in random
 * positions of random games (burns, promotions and the rare kinds
 * included). */
static void
test_picker_moves_are_legal (void)
{
  g_autofree TsMoveList *legal = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);
  g_autofree gint32 (*history)[TS_CELLS] = g_malloc0 (sizeof (gint32[TS_CELLS]) * TS_PICK_HISTORY_PIECES);
  g_autofree TsKeptCaptures *kept = g_new0 (TsKeptCaptures, 1);
  g_autofree TsKeptProtection *protection = g_new0 (TsKeptProtection, 1);
  guint n_burning = 0, n_moves = 0;

  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (TsPosition) pos = random_position (seed, 10 + 25 * seed);
      g_autofree guint8 *handed = NULL;
      TsMove killers[2] = { { 0 } };
      TsCaptureSource source = { .keep = kept, .keep_protection = protection };
      TsTracked tracked;
      TsPickContext ctx;
      TsMove m;
      gboolean good;
      guint n;

      n = ts_generate_legal (pos, legal);
      if (n == 0)
        continue;
      ts_tracked_init (&tracked, pos);
      ctx = (TsPickContext) { pos, &tracked, history, killers };
      handed = g_new0 (guint8, n);
      /* a quiet move as the hash move, to be left out of its stage */
      m = legal->moves[n - 1];
      ts_move_picker_start (mp, &ctx, &source, &m, scratch);
      while (ts_move_picker_next (mp, FALSE, &m, &good))
        {
          gboolean found = FALSE;
          gboolean tactical = ts_move_is_capture (&m) || ts_engine_quiet_burns (pos, &m);

          for (guint i = 0; i < n && !found; i++)
            if (ts_move_equal (&legal->moves[i], &m))
              {
                found = TRUE;
                g_assert_cmpuint (handed[i]++, ==, 0);
              }
          g_assert_true (found);
          /* the moves that burn come with the captures, not after */
          if (mp->stage == TS_PICK_QUIETS)
            g_assert_false (tactical);
          n_burning += !ts_move_is_capture (&m) && ts_engine_quiet_burns (pos, &m);
          n_moves++;
        }
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (handed[i], ==, 1);
    }
  g_test_message ("%u moves, %u of them burning without capturing", n_moves, n_burning);
  g_assert_cmpuint (n_moves, >, 1000);
}

/* Whether `sq` is in the first `n` of `list`. */
static gboolean
listed (const TsSquare *list, guint n, TsSquare sq)
{
  for (guint i = 0; i < n; i++)
    if (list[i] == sq)
      return TRUE;
  return FALSE;
}

/* What the search keeps move by move is the position's, along random
 * games with burns and promotions (to fire demon among them): the
 * material (the move's delta, less what burnt) and the tracked lists
 * (royals and fire demons; what burnt taken off them, as make() does,
 * a fire demon that burnt itself among them). */
static void
test_kept_state_after_burns (void)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint burnt = 0, tracked_burnt = 0, mover_burnt = 0;

  for (guint32 seed = 1; seed <= 64; seed++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      int material = ts_eval_material (pos);
      TsTracked t;

      ts_tracked_init (&t, pos);
      for (guint ply = 0; ply < 300; ply++)
        {
          guint n = ts_generate_legal (pos, list), pick;
          TsTracked fresh;
          TsUndo undo;

          if (n == 0)
            break;
          /* the fire demons' moves, captures and promotions first, where
           * there are */
          pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
          for (guint i = 0; i < n; i++)
            if (ts_engine_quiet_burns (pos, &list->moves[i]) || ts_move_is_capture (&list->moves[i])
                || list->moves[i].becomes != TS_EMPTY)
              {
                pick = i;
                if (g_rand_boolean (rand))
                  break;
              }
          material += ts_eval_move_delta (pos, &list->moves[pick]);
          ts_tracked_update (&t, pos, &list->moves[pick]);
          ts_position_make (pos, &list->moves[pick], &undo);
          for (guint i = 0; i < undo.burns.n; i++)
            {
              material -= ts_eval_signed_psq (pos->rules, undo.burnt[i], undo.burns.squares[i]);
              ts_tracked_burnt (&t, pos->rules, undo.burnt[i], undo.burns.squares[i]);
              tracked_burnt += ts_piece_is_tracked (pos->rules, undo.burnt[i]);
              mover_burnt += undo.burns.mover_burnt && ts_piece_is_tracked (pos->rules, undo.burnt[i]);
            }
          burnt += undo.burns.n;
          g_assert_cmpint (material, ==, ts_eval_material (pos));
          ts_tracked_init (&fresh, pos);
          for (int c = 0; c < 2; c++)
            {
              g_assert_cmpuint (t.n[c], ==, fresh.n[c]);
              for (guint i = 0; i < t.n[c]; i++)
                g_assert_true (listed (fresh.sq[c], fresh.n[c], t.sq[c][i]));
            }
        }
    }
  g_test_message ("%u burnt, %u tracked, %u tracked movers", burnt, tracked_burnt, mover_burnt);
  g_assert_cmpuint (burnt, >, 0);
  g_assert_cmpuint (tracked_burnt, >, 0);
  g_assert_cmpuint (mover_burnt, >, 0);
}

/* Every capture of the side to move by the core's generator, piece by
 * piece in square order. */
static void
core_captures (const TsPosition *pos, TsMoveList *list)
{
  list->n = 0;
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (pos->board[sq] != TS_EMPTY && pos->board[sq] != TS_OFFBOARD && TS_PIECE_COLOR (pos->board[sq]) == pos->side)
      ts_generate_piece_captures (pos, sq, list);
}

/* The engine's captures of `pos` from those kept for the position before
 * `between` (NULL: none kept), against the core's, move for move. */
static void
assert_captures_match_core (TsPosition *pos, const TsKeptCaptures *earlier, const TsMove *between, guint n_between,
                            TsMoveList *core, TsMoveList *engine)
{
  TsTracked t;

  ts_tracked_init (&t, pos);
  core_captures (pos, core);
  engine->n = 0;
  ts_engine_generate_captures_since (pos, &t, TS_ENGINE_ALL_EMPEROR_VICTIMS, earlier, between, n_between, NULL,
                                     engine);
  g_assert_cmpuint (engine->n, ==, core->n);
  for (guint i = 0; i < core->n; i++)
    g_assert_true (ts_move_equal (&engine->moves[i], &core->moves[i]));
}

/* A move of a random game rich in burns, captures and promotions. */
static gboolean
pick_tactical_move (TsPosition *pos, GRand *rand, TsMoveList *scratch, TsMove *m)
{
  guint n = ts_generate_legal (pos, scratch), pick;

  if (n == 0)
    return FALSE;
  pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
  for (guint i = 0; i < n && g_rand_int_range (rand, 0, 4) > 0; i++)
    if (ts_engine_quiet_burns (pos, &scratch->moves[i]) || ts_move_is_capture (&scratch->moves[i])
        || scratch->moves[i].becomes != TS_EMPTY)
      pick = i;
  *m = scratch->moves[pick];
  return TRUE;
}

/* Plays a tactical move of a random game (pick_tactical_move()); FALSE
 * when there was none or it ended the game. */
static gboolean
play_on (TsPosition *pos, GRand *rand, TsMoveList *scratch)
{
  TsUndo undo;
  TsMove m;

  if (!pick_tactical_move (pos, rand, scratch, &m))
    return FALSE;
  ts_position_make (pos, &m, &undo);
  return ts_position_has_royal (pos, TS_BLACK) && ts_position_has_royal (pos, TS_WHITE);
}

/* Tenjiku's captures, kept two plies up and brought up to date by what
 * changed since (burns included, read from the kept occupancy), are the
 * core's, in its order; so are those generated in full, which leave out
 * the pieces with no enemy near enough.  Along random games rich in
 * burns, after a null move (one move between) too. */
static void
test_kept_captures_match_core (void)
{
  g_autofree TsMoveList *core = g_new (TsMoveList, 1);
  g_autofree TsMoveList *engine = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  g_autofree TsKeptCaptures *kept = g_new0 (TsKeptCaptures, 3);
  guint compared = 0, after_burns = 0, n_captures = 0;

  for (guint32 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      TsMove played[3];
      guint burnt[3] = { 0 };

      for (guint ply = 0; ply < 300; ply++)
        {
          g_autoptr (TsPosition) after_null = ts_position_copy (pos);
          TsTracked t;
          TsUndo undo;
          TsMove m;

          assert_captures_match_core (pos, NULL, NULL, 0, core, engine);
          n_captures += core->n;
          if (ply >= 2)
            {
              TsMove between[2] = { played[(ply - 2) % 3], played[(ply - 1) % 3] };

              assert_captures_match_core (pos, &kept[(ply - 2) % 3], between, 2, core, engine);
              compared++;
              after_burns += burnt[(ply - 2) % 3] + burnt[(ply - 1) % 3] > 0;
            }
          ts_tracked_init (&t, pos);
          engine->n = 0;
          ts_engine_generate_captures_since (pos, &t, TS_ENGINE_ALL_EMPEROR_VICTIMS, NULL, NULL, 0, &kept[ply % 3],
                                             engine);
          /* a null move, then the other side's move */
          ts_position_set_side (after_null, TS_OTHER (pos->side));
          if (pick_tactical_move (after_null, rand, scratch, &m))
            {
              ts_position_make (after_null, &m, &undo);
              assert_captures_match_core (after_null, &kept[ply % 3], &m, 1, core, engine);
            }
          if (!pick_tactical_move (pos, rand, scratch, &played[ply % 3]))
            break;
          ts_position_make (pos, &played[ply % 3], &undo);
          burnt[ply % 3] = undo.burns.n;
          if (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE))
            break;
        }
    }
  /* the games went on, with captures, and burns between */
  g_assert_cmpuint (compared, >, 200);
  g_assert_cmpuint (n_captures, >, 1000);
  g_assert_cmpuint (after_burns, >, 10);
}

/* The quiet moves that burn the engine lists with the captures are
 * those of the core's quiet moves that burn (ts_engine_quiet_burns()),
 * in its order: the pieces it does not generate, with no enemy near
 * enough to their reach, have none.  Along random games rich in burns,
 * both sides to move. */
static void
test_burning_quiets_match_core (void)
{
  g_autofree TsMoveList *core = g_new (TsMoveList, 1);
  g_autofree TsMoveList *engine = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  guint burning = 0, positions = 0;

  for (guint32 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

      for (guint ply = 0; ply < 300; ply++)
        {
          for (int side = 0; side < 2; side++)
            {
              guint kept = 0;

              ts_position_set_side (pos, TS_OTHER (pos->side));
              core->n = engine->n = 0;
              for (TsSquare sq = 0; sq < TS_CELLS; sq++)
                if (pos->board[sq] != TS_EMPTY && pos->board[sq] != TS_OFFBOARD
                    && TS_PIECE_COLOR (pos->board[sq]) == pos->side)
                  ts_generate_piece_quiets (pos, sq, core);
              for (guint i = 0; i < core->n; i++)
                if (ts_engine_quiet_burns (pos, &core->moves[i]))
                  core->moves[kept++] = core->moves[i];
              core->n = kept;
              ts_engine_generate_burning_quiets (pos, engine);
              g_assert_cmpuint (engine->n, ==, core->n);
              for (guint i = 0; i < core->n; i++)
                g_assert_true (ts_move_equal (&engine->moves[i], &core->moves[i]));
              burning += core->n;
              positions++;
            }
          if (!play_on (pos, rand, scratch))
            break;
        }
    }
  g_assert_cmpuint (positions, >, 400);
  g_assert_cmpuint (burning, >, 100);
}

/* The engine's attack questions (ts_attackers(), asked from the square)
 * give, on every square of random tenjiku games, for both sides, exactly
 * the pieces the core says reach it (ts_piece_reaches() of every piece,
 * range jumps by rank, area moves, the tetrarch included), and
 * ts_attacked() says what the core's ts_square_attacked() says. */
static void
test_attackers_match_core (void)
{
  guint asked = 0, past_first = 0;

  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (TsPosition) pos = random_position (seed, 20 + 15 * seed);
      TsTracked t;

      ts_tracked_init (&t, pos);
      for (TsSquare sq = 0; sq < TS_CELLS; sq++)
          for (int c = 0; c < 2 && pos->board[sq] != TS_OFFBOARD; c++)
            {
              int x = ts_square_x (sq), y = ts_square_y (sq);
              TsSquare found[256];
              guint n = ts_attackers (pos, &t, sq, (TsColor) c, found, G_N_ELEMENTS (found)), expected = 0;

              for (int w = 0; w < TS_OCC_WORDS; w++)
                for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
                  {
                    TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

                    if (!ts_piece_reaches (pos, from, sq))
                      continue;
                    expected++;
                    if (!listed (found, n, from))
                      {
                        g_autofree char *fen = ts_position_to_tsfen (pos);
                        char a[4], b[4];

                        ts_square_name (from, a);
                        ts_square_name (sq, b);
                        g_error ("%s reaches %s, not found in %s", a, b, fen);
                      }
                    {
                      int dx = ABS (ts_square_x (from) - x), dy = ABS (ts_square_y (from) - y);
                      past_first += MAX (dx, dy) > 3;
                    }
                  }
              g_assert_cmpuint (n, ==, expected);
              g_assert_cmpint (ts_attacked (pos, &t, sq, (TsColor) c), ==, ts_square_attacked (pos, sq, (TsColor) c));
              asked++;
            }
    }
  g_test_message ("%u questions, %u attackers from beyond three squares", asked, past_first);
  g_assert_cmpuint (past_first, >, 100);
}

/* ts_burn_threatened() says whether a fire demon of the side has a move
 * (as the core generates it) that ends next to the square, one already
 * next to it left out, on the royals and a few other squares of random
 * games. */
static void
test_burn_threats_match_core (void)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint threats = 0, asked = 0;

  for (guint32 seed = 1; seed <= 16; seed++)
    {
      g_autoptr (TsPosition) pos = random_position (100 + seed, 10 + 10 * seed);
      TsTracked t;

      ts_tracked_init (&t, pos);
      for (TsSquare sq = 0; sq < TS_CELLS; sq++)
          {
            TsPiece target = pos->board[sq];
            int x = ts_square_x (sq), y = ts_square_y (sq);

            if (target == TS_EMPTY || target == TS_OFFBOARD || (x + y) % 3 != 0)
              continue;
            for (int c = 0; c < 2; c++)
              {
                gboolean expected = FALSE;

                if ((int) TS_PIECE_COLOR (target) == c)
                  continue;
                for (int w = 0; w < TS_OCC_WORDS && !expected; w++)
                  for (guint64 bits = pos->occupied[c][w]; bits != 0 && !expected; bits &= bits - 1)
                    {
                      TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
                      TsPiece pc = pos->board[from];
                      int fdx = ABS (ts_square_x (from) - x), fdy = ABS (ts_square_y (from) - y);

                      if (!(ts_piece_moves_info (pos->rules, pc)->movement.flags & TS_MOVE_FLAG_BURNS)
                          || MAX (fdx, fdy) == 1)
                        continue;
                      list->n = 0;
                      ts_generate_piece_moves (pos, from, list);
                      for (guint i = 0; i < list->n && !expected; i++)
                        {
                          int dx = ABS (ts_square_x (list->moves[i].to) - x), dy = ABS (ts_square_y (list->moves[i].to) - y);
                          expected = MAX (dx, dy) == 1;
                        }
                    }
                g_assert_cmpint (ts_burn_threatened (pos, &t, sq, (TsColor) c), ==, expected);
                threats += expected;
                asked++;
              }
          }
    }
  g_test_message ("%u questions, %u threats", asked, threats);
  g_assert_cmpuint (threats, >, 10);
}

/* The static exchange knows burning: a capture next to an enemy fire
 * demon loses the capturer, and a fire demon's capture counts the
 * enemies it burns (no recapture in either position). */
static void
test_see_burns (void)
{
  /* Black's rook takes a pawn next to White's fire demon: burnt */
  g_autoptr (TsPosition) pos = tenjiku_position ("15,k/16/16/16/16/16/16/7,fd,p,7/16/16/16/16/8,R,7/16/16/K,15 b 1");
  g_autoptr (TsPosition) demon = tenjiku_position ("15,k/16/16/16/16/16/7,p,p,p,6/8,p,7/16/16/8,FD,7/16/16/16/16/K,15 b 1");
  TsTracked t;
  TsMove m = parse_move (pos, "8mx8h");
  const gint32 *values = ts_eval_piece_values (TS_RULES_TENJIKU);
  int see;

  ts_tracked_init (&t, pos);
  see = ts_see (pos, &t, &m);
  g_assert_cmpint (see, ==, values[TS_PIECE_PAWN] - values[TS_PIECE_ROOK]);
  /* the fire demon takes the pawn on 8h by its area move and burns the
   * three before it */
  ts_tracked_init (&t, demon);
  m = parse_move (demon, "8kx8h");
  see = ts_see (demon, &t, &m);
  g_assert_cmpint (see, ==, 4 * values[TS_PIECE_PAWN]);
}

/* Of the two moves of an optional promotion (TENJIKU.md 4), the one
 * that gains comes first, from the picker's stages and in the root's
 * order: a water buffalo entering the zone becomes a fire demon. */
static void
test_promotion_first (void)
{
  g_autoptr (TsPosition) pos = tenjiku_position ("15,k/16/16/16/16/16/7,WB,8/16/16/16/16/16/16/16/16/K,15 b 1");
  g_autofree TsMoveList *handed = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  g_autofree TsMovePicker *mp = g_new (TsMovePicker, 1);
  g_autofree gint32 (*history)[TS_CELLS] = g_malloc0 (sizeof (gint32[TS_CELLS]) * TS_PICK_HISTORY_PIECES);
  g_autofree TsKeptCaptures *kept = g_new0 (TsKeptCaptures, 1);
  TsMove killers[2] = { { 0 } }, m;
  TsCaptureSource source = { .keep = kept };
  TsTracked tracked;
  TsPickContext ctx;
  gboolean good;

  ts_tracked_init (&tracked, pos);
  ctx = (TsPickContext) { pos, &tracked, history, killers };
  for (int root = 0; root < 2; root++)
    {
      guint pairs = 0;

      handed->n = 0;
      if (root)
        {
          ts_generate_legal (pos, handed);
          ts_move_picker_sort (&ctx, handed);
        }
      else
        {
          ts_move_picker_start (mp, &ctx, &source, NULL, scratch);
          while (ts_move_picker_next (mp, FALSE, &m, &good))
            handed->moves[handed->n++] = m;
        }
      for (guint i = 0; i < handed->n; i++)
        for (guint j = 0; j < handed->n; j++)
          {
            TsMove twin = handed->moves[i];

            if (twin.becomes == TS_EMPTY)
              continue;
            twin.becomes = TS_EMPTY;
            if (ts_move_equal (&handed->moves[j], &twin))
              {
                g_assert_cmpuint (i, <, j);
                pairs++;
              }
          }
      g_assert_cmpuint (pairs, >, 2);
    }
}


/* Whether the piece on `from` can take the royal on `royal` now, as
 * the core's moves say (the side to move set to the piece's). */
static gboolean
core_can_take (TsPosition *pos, TsSquare from, TsSquare royal, TsMoveList *scratch)
{
  TsColor side = pos->side;
  gboolean takes = FALSE;

  ts_position_set_side (pos, TS_PIECE_COLOR (pos->board[from]));
  ts_move_list_clear (scratch);
  ts_generate_piece_captures (pos, from, scratch);
  for (guint i = 0; i < scratch->n && !takes; i++)
    for (guint k = 0; k < scratch->moves[i].n_captures; k++)
      takes |= scratch->moves[i].captures[k] == royal;
  ts_position_set_side (pos, side);
  return takes;
}

static gboolean
on_a_line (TsSquare a, TsSquare b)
{
  int dx = ABS (ts_square_x (a) - ts_square_x (b)), dy = ABS (ts_square_y (a) - ts_square_y (b));

  return dx == 0 || dy == 0 || dx == dy;
}

/* Whether a general's move ranges along one of the lines it jumps along. */
static gboolean
ranges (const TsPosition *pos, const TsMove *m)
{
  TsPiece pc = pos->board[m->from];
  int dx = ts_square_x (m->to) - ts_square_x (m->from), dy = ts_square_y (m->to) - ts_square_y (m->from);
  int step = ((dy > 0) - (dy < 0)) * TS_STRIDE + ((dx > 0) - (dx < 0));

  if (!on_a_line (m->from, m->to))
    return FALSE;
  for (int d = 0; d < TS_N_DIRS; d++)
    if (ts_dir_step[TS_PIECE_COLOR (pc)][d] == step)
      return (ts_piece_moves_info (pos->rules, pc)->movement.range_jump & (1u << d)) != 0;
  return FALSE;
}

typedef guint (*ChecksOf) (TsPosition *pos, const TsTracked *t, TsSquare royal, TsMoveList *scratch, TsMove *out,
                           guint max);
typedef gboolean (*IsCheck) (TsPosition *pos, const TsTracked *t, const TsMove *m, TsSquare royal,
                             TsMoveList *scratch);

/* In a position where the side not to move has one royal: the checks
 * `checks_of` lists are exactly the legal moves `is_check` accepts, and
 * the position is as it was.  Returns how many were listed; FALSE in
 * `compared` where the side has more royals. */
static guint
compare_checks (TsPosition *pos, ChecksOf checks_of, IsCheck is_check, TsMoveList *legal, TsMoveList *scratch,
                gboolean *compared)
{
  TsColor them = TS_OTHER (pos->side);
  g_autofree char *before = ts_position_to_tsfen (pos);
  g_autofree char *after = NULL;
  TsTracked t;
  TsMove found[64];
  TsSquare royal;
  guint n, expected = 0;

  ts_tracked_init (&t, pos);
  royal = ts_tracked_last_royal (pos, &t, them);
  *compared = pos->n_royals[them] == 1 && royal != 0;
  if (!*compared)
    return 0;
  n = checks_of (pos, &t, royal, scratch, found, G_N_ELEMENTS (found));
  g_assert_cmpuint (n, <, G_N_ELEMENTS (found));
  after = ts_position_to_tsfen (pos);
  g_assert_cmpstr (before, ==, after);
  ts_generate_legal (pos, legal);
  for (guint i = 0; i < legal->n; i++)
    {
      gboolean listed = FALSE;

      for (guint k = 0; k < n; k++)
        listed |= ts_move_equal (&legal->moves[i], &found[k]);
      g_assert_cmpint (listed, ==, is_check (pos, &t, &legal->moves[i], royal, scratch));
      expected += listed;
    }
  /* and nothing else: each listed move is one of those */
  g_assert_cmpuint (n, ==, expected);
  return n;
}

/* compare_checks() along random games; returns the checks listed, in
 * how many positions. */
static guint
compare_checks_along_games (ChecksOf checks_of, IsCheck is_check, guint *positions)
{
  g_autofree TsMoveList *legal = g_new (TsMoveList, 1);
  g_autofree TsMoveList *scratch = g_new (TsMoveList, 1);
  guint checks = 0;

  *positions = 0;
  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

      for (guint ply = 0; ply < 200; ply++)
        {
          gboolean compared;

          checks += compare_checks (pos, checks_of, is_check, legal, scratch, &compared);
          *positions += compared;
          if (!play_on (pos, rand, scratch))
            break;
        }
    }
  return checks;
}

static guint
jump_checks (TsPosition *pos, const TsTracked *t, TsSquare royal, TsMoveList *scratch, TsMove *out, guint max)
{
  return ts_jump_checks (pos, t, royal, out, max);
}

/* A jump check: a legal quiet move of a range-jumping general, not
 * promoting, ranging along one of its jumping lines to a square no enemy
 * attacks and on a line of the royal, after which the general can take
 * the royal by the core's moves.  (Its area moves are left out.) */
static gboolean
is_jump_check (TsPosition *pos, const TsTracked *t, const TsMove *m, TsSquare royal, TsMoveList *scratch)
{
  TsUndo undo;
  gboolean takes;

  if (ts_move_is_capture (m) || m->becomes != TS_EMPTY
      || ts_piece_moves_info (pos->rules, pos->board[m->from])->movement.range_jump == 0
      || ts_attacked (pos, t, m->to, TS_OTHER (pos->side)) || !ranges (pos, m) || !on_a_line (m->to, royal))
    return FALSE;
  ts_position_make (pos, m, &undo);
  takes = core_can_take (pos, m->to, royal, scratch);
  ts_position_unmake (pos, &undo);
  return takes;
}

/* The quiescence's checks (ts_jump_checks()) are exactly the core's
 * legal quiet moves of range-jumping generals, not promoting, to a
 * square no enemy attacks, after which the general can take the enemy's
 * royal: along random games, against the core's moves. */
static void
test_jump_checks_match_core (void)
{
  guint positions, checks = compare_checks_along_games (jump_checks, is_jump_check, &positions);

  g_assert_cmpuint (positions, >, 300);
  g_assert_cmpuint (checks, >, 50);
}

/* A burn check: a legal quiet move of a fire demon, not promoting, to a
 * square next to no enemy and attacked by none, after which the demon
 * has a move (any, by the core) that ends next to the royal, where it
 * would burn it. */
static gboolean
is_burn_check (TsPosition *pos, const TsTracked *t, const TsMove *m, TsSquare royal, TsMoveList *scratch)
{
  TsColor them = TS_OTHER (pos->side);
  gboolean burns = FALSE;
  TsUndo undo;

  if (ts_move_is_capture (m) || m->becomes != TS_EMPTY || m->to == m->from
      || !(ts_piece_moves_info (pos->rules, pos->board[m->from])->movement.flags & TS_MOVE_FLAG_BURNS)
      || ts_color_next_to (pos, them, m->to) || ts_attacked (pos, t, m->to, them))
    return FALSE;
  ts_position_make (pos, m, &undo);
  ts_move_list_clear (scratch);
  ts_generate_piece_moves (pos, m->to, scratch);
  for (guint i = 0; i < scratch->n; i++)
    burns |= MAX (ABS (ts_square_x (scratch->moves[i].to) - ts_square_x (royal)),
                  ABS (ts_square_y (scratch->moves[i].to) - ts_square_y (royal))) == 1;
  ts_position_unmake (pos, &undo);
  return burns;
}

/* The quiescence's burn checks (ts_burn_checks()) are exactly the core's
 * legal quiet moves of fire demons to a square next to no enemy and
 * attacked by none, after which the demon can move next to the enemy's
 * royal: along random games, against the core's moves. */
static void
test_burn_checks_match_core (void)
{
  guint positions, checks = compare_checks_along_games (ts_burn_checks, is_burn_check, &positions);

  g_test_message ("%u positions, %u burn checks", positions, checks);
  g_assert_cmpuint (positions, >, 300);
  g_assert_cmpuint (checks, >, 20);
}

/* Quiescence's checks: White's king on 8a cannot step, and Black's great
 * general on 1i can range to 1h, 1a, 8i or 16i, from where it would
 * jump a pawn onto the king; no White piece blocks it (only a great general or
 * a royal would) or covers those squares.  At depth 1 the pawn to take
 * on 12e looks best, unless Black's quiescence tries those checks: then
 * White makes the king room (9b-9c or 7b-7c) instead. */
static void
test_quiescence_jump_checks (void)
{
  g_autoptr (TsPosition) pos = tenjiku_position ("7,p,k,p,6/7,p,p,p,6/16/4,p,11/4,P,11/16/16/16/15,GG/16/16/16/16/16/16/15,K w 1");
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits limits = { .depth = 1 };
  TsMove m = search_move (search, pos, &limits, info);
  g_autofree char *played = move_string (&m);

  g_assert_cmpstr (played, !=, "12dx12e");
  g_assert_true (g_str_equal (played, "9b-9c") || g_str_equal (played, "7b-7c"));
  g_assert_cmpint (info->score, >, -TS_SCORE_MATE_BOUND);
}


/* Quiescence's burn checks: White's king on 8a cannot step, and Black's
 * fire demon on 1m can range to 13a or 12b, next to nothing White has
 * and attacked by nothing, from where it would range along the rank to
 * take the pawn on 9a or 9b and burn the king; White cannot close both
 * ranks or make the king room in one move.  So White is lost whatever
 * it plays, which a search to depth 2 finds; at depth 1 only a
 * quiescence that tries the demon's checks does. */
static void
test_quiescence_burn_checks (void)
{
  g_autoptr (TsPosition) pos = tenjiku_position ("7,p,k,p,6/7,p,p,p,6/16/4,p,11/4,P,11/16/16/16/16/16/16/16/15,FD/16/16/15,K w 1");
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits limits = { .depth = 1 };

  search_move (search, pos, &limits, info);
  g_assert_cmpint (info->score, <, -TS_SCORE_MATE_BOUND);
  /* the line goes on through the check and an answer that loses */
  assert_line_legal (pos, info);
  limits.depth = 2;
  search_move (search, pos, &limits, info);
  g_assert_cmpint (info->score, <, -TS_SCORE_MATE_BOUND);
  assert_line_legal (pos, info);
}

/* An answer to a check in quiescence that burns the enemy's last royal
 * wins, though its own royal is still attacked.  Black's great general
 * on 5o would check White's king on 8a (which cannot step) by leaving
 * the rank: from 5d or 5a, jumping a pawn.  But it screens Black's king
 * on 1p from White's fire demon on 12o, which would then range to 2o
 * and burn it (White's great general on 8e closes the file, the one
 * check along the rank).  So at depth 1 no check wins for Black: the
 * quiescence that answers it finds the burn.  (Read as lost, since
 * White's king is still attacked after the burn, the check would look
 * like a won game.) */
static void
test_quiescence_answer_burns (void)
{
  g_autoptr (TsPosition) pos = tenjiku_position ("7,p,k,p,6/7,p,p,p,6/16/16/8,gg,7/16/16/16/16/16/16/16/16/16/4,fd,6,GG,4/15,K b 1");
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits limits = { .depth = 1 };
  TsMove m = search_move (search, pos, &limits, info);
  g_autofree char *played = move_string (&m);
  TsMove check = parse_move (pos, "5o-5d");
  TsUndo undo;

  g_assert_cmpint (info->score, <, TS_SCORE_MATE_BOUND);
  g_assert_cmpint (info->score, >, -TS_SCORE_MATE_BOUND);
  g_assert_cmpstr (played, !=, "5o-5d");
  g_assert_cmpstr (played, !=, "5o-5a");
  assert_line_legal (pos, info);
  /* the check, played: White's burn wins */
  ts_position_make (pos, &check, &undo);
  m = search_move (search, pos, &limits, info);
  g_assert_cmpint (info->score, >, TS_SCORE_MATE_BOUND);
  assert_line_legal (pos, info);
}

static int
line_threats (const char *tsfen)
{
  g_autoptr (TsPosition) pos = tenjiku_position (tsfen);
  int f[TS_EVAL_N_FEATURES];
  TsTracked t;

  ts_tracked_init (&t, pos);
  ts_eval_features (pos, &t, ts_eval_material (pos), f);
  return f[TS_FEATURE_KING_LINE_THREATS];
}

/* The evaluation's threats to a last royal (KING_LINE_THREATS): the
 * squares an enemy range-jumping general reaches in one move from which
 * it would take the royal.  Black's great general on 1i reaches 1h, 1a,
 * 8i and 16i by ranging, and 8b and 9a by jumping a pawn to take one,
 * each on a line of White's king on 8a along which it would jump the
 * pawns: six threats (the most counted), against White.  White's own
 * great general on 8e screens the file from 8i.  A rook general jumps
 * along the orthogonals only: from 1a and 8i.  (Black has a prince
 * besides its king, so that only White's threats count.) */
static void
test_king_line_threats (void)
{
  g_assert_cmpint (line_threats ("7,p,k,p,6/7,p,p,p,6/16/16/16/16/16/16/15,GG/16/16/16/16/16/16/14,+DE,K w 1"), ==, -6);
  g_assert_cmpint (line_threats ("7,p,k,p,6/7,p,p,p,6/16/16/8,gg,7/16/16/16/15,GG/16/16/16/16/16/16/14,+DE,K w 1"), ==, -5);
  g_assert_cmpint (line_threats ("7,p,k,p,6/7,p,p,p,6/16/16/16/16/16/16/15,RG/16/16/16/16/16/16/14,+DE,K w 1"), ==, -2);
  /* a second royal: the term is the last royal's only */
  g_assert_cmpint (line_threats ("7,p,k,p,5,+de/7,p,p,p,6/16/16/16/16/16/16/15,GG/16/16/16/16/16/16/14,+DE,K w 1"), ==, 0);
}

/* The search's lines are made of legal moves, each after the last, in
 * positions late in random games, where kings stand open and lines end
 * in their loss: an answer in quiescence that loses unsearched leaves
 * no line behind of a node searched before (the analysis view and CECP
 * show the lines; an illegal one was a critical in the soak tests). */
static void
test_lines_are_legal (void)
{
  g_autoptr (TsSearch) search = ts_search_new (8);
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);

  for (guint32 seed = 1; seed <= 16; seed++)
    {
      g_autoptr (TsPosition) pos = random_position (200 + seed, 40 + 16 * seed);

      /* as the analysis asks: three lines, deeper and deeper */
      for (int depth = 1; depth <= 4; depth++)
        {
          TsSearchLimits limits = { .depth = depth, .multipv = 3 };

          search_move (search, pos, &limits, info);
          assert_line_legal (pos, info);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/tenjiku/start", test_start);
  g_test_add_func ("/engine/tenjiku/burn-wins", test_burn_wins);
  g_test_add_func ("/engine/tenjiku/suicide-loses", test_suicide_loses);
  g_test_add_func ("/engine/tenjiku/last-royal-taken-though-burnt", test_taking_last_royal_wins_though_burnt);
  g_test_add_func ("/engine/tenjiku/picker-moves-are-legal", test_picker_moves_are_legal);
  g_test_add_func ("/engine/tenjiku/kept-state-after-burns", test_kept_state_after_burns);
  g_test_add_func ("/engine/tenjiku/attackers-match-core", test_attackers_match_core);
  g_test_add_func ("/engine/tenjiku/kept-captures-match-core", test_kept_captures_match_core);
  g_test_add_func ("/engine/tenjiku/burning-quiets-match-core", test_burning_quiets_match_core);
  g_test_add_func ("/engine/tenjiku/burn-threats-match-core", test_burn_threats_match_core);
  g_test_add_func ("/engine/tenjiku/jump-checks-match-core", test_jump_checks_match_core);
  g_test_add_func ("/engine/tenjiku/quiescence-jump-checks", test_quiescence_jump_checks);
  g_test_add_func ("/engine/tenjiku/quiescence-answer-burns", test_quiescence_answer_burns);
  g_test_add_func ("/engine/tenjiku/burn-checks-match-core", test_burn_checks_match_core);
  g_test_add_func ("/engine/tenjiku/quiescence-burn-checks", test_quiescence_burn_checks);
  g_test_add_func ("/engine/tenjiku/king-line-threats", test_king_line_threats);
  g_test_add_func ("/engine/tenjiku/see-burns", test_see_burns);
  g_test_add_func ("/engine/tenjiku/promotion-first", test_promotion_first);
  g_test_add_func ("/engine/tenjiku/lines-are-legal", test_lines_are_legal);
  g_test_add_func ("/engine/tenjiku/self-play", test_self_play);
  return g_test_run ();
}
