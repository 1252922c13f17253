/* test-soak-games.c — whole random games in the real window, every move
 * played on the board (clicked, dragged or keyed: half by clicks, a
 * quarter each by drag and by the keyboard), with the side panel's pages
 * switched, the record browsed and moves undone and redone at random
 * points; each ends with a royal lost, is taken back out of its end by
 * Undo and played on to an end again.  Three tai games use every kind of
 * tai move between them; three tenjiku games, started from New Game, every
 * kind of tenjiku move (burns, a suicide, range jumps, promotions taken
 * through the chooser and declined). */
#include "soak-util.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

#define MIN_PLIES 1500
/* Tenjiku's board is smaller and its games shorter. */
#define TENJIKU_MIN_PLIES 500
/* After MIN_PLIES the game is pushed to its end; it gets this long. */
#define MAX_FINISH_PLIES 3000
/* Plies played on after Undo has taken the game out of its end. */
#define PLIES_AFTER_UNDO 30
/* Plies between turns of the main loop, and between frames the test
 * waits for: each turn may lay out and paint the window, which costs far
 * more than a move, and a user would not see a frame for each move of a
 * game played this fast either. */
#define PLIES_PER_PUMP 40
#define PLIES_PER_FRAME 200

static const guint32 game_seeds[] = { 1, 2, 3 };
static const guint32 tenjiku_seeds[] = { 4, 5, 6 };

typedef struct {
  guint kinds;   /* of every game so far */
  guint undos, redos, browses, page_switches;
} Tally;

static void
play_one_ply (Soak *soak, TsMoveList *list, SoakPhase phase, Tally *tally, guint *game_kinds)
{
  TsPosition *pos = ts_game_get_position (soak->game);
  const TsMove *m;
  guint kinds;

  g_assert_cmpuint (ts_game_legal_moves (soak->game, list), >, 0);
  m = soak_pick_move (pos, list, soak->rand, tally->kinds, phase);
  kinds = soak_move_kinds (pos, m);
  /* by mouse clicks mostly, by drag and by keys too */
  soak_play_by (soak, m, g_rand_int_range (soak->rand, 0, 4) % SOAK_N_INPUTS);
  tally->kinds |= kinds;
  *game_kinds |= kinds;
}

/* Undoes a few moves with the window's action and redoes them all. */
static void
undo_and_redo (Soak *soak, Tally *tally)
{
  guint n = ts_game_get_n_moves (soak->game);
  guint k = g_rand_int_range (soak->rand, 1, 6);

  for (guint i = 0; i < k; i++)
    g_assert_true (soak_activate (soak, "win.undo"));
  g_assert_cmpuint (ts_game_get_n_moves (soak->game), ==, n - k);
  soak_pump ();
  for (guint i = 0; i < k; i++)
    g_assert_true (soak_activate (soak, "win.redo"));
  g_assert_cmpuint (ts_game_get_n_moves (soak->game), ==, n);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (soak->window), "redo"));
  tally->undos += k;
  tally->redos += k;
}

/* Now and then, what a user does between moves. */
static void
disturb (Soak *soak, Tally *tally)
{
  guint r = g_rand_int_range (soak->rand, 0, 100);

  if (r < 3)
    {
      soak_switch_page (soak);
      tally->page_switches++;
    }
  else if (r < 5)
    {
      soak_browse_record (soak);
      tally->browses++;
    }
  else if (r < 7 && ts_game_get_n_moves (soak->game) > 5)
    undo_and_redo (soak, tally);
  else if (r < 8 && ts_game_can_undo (soak->game))
    {
      /* taken back for good: the next move replaces it */
      g_assert_true (soak_activate (soak, "win.undo"));
      tally->undos++;
    }
}

static void
after_ply (Soak *soak, Tally *tally)
{
  disturb (soak, tally);
  if (ts_game_get_n_moves (soak->game) % PLIES_PER_PUMP == 0)
    soak_pump ();
  if (ts_game_get_n_moves (soak->game) % PLIES_PER_FRAME == 0)
    soak_wait_frame (soak);
}

/* The game is over: the board takes no move, the pointer still explains
 * pieces, Undo leads out of the end and Redo back into it. */
static void
check_game_over (Soak *soak)
{
  guint n = ts_game_get_n_moves (soak->game);
  g_autofree char *result = ts_game_describe_result (soak->game);
  double x, y;

  g_assert_cmpint (ts_game_get_result (soak->game), !=, TS_RESULT_NONE);
  soak_wait_frame (soak);
  for (guint i = 0; i < 50; i++)
    {
      soak_random_point (soak, &x, &y);
      soak_hover_point (soak, x, y);
      soak_click_point (soak, x, y);
    }
  soak_hover_leave (soak);
  g_assert_cmpuint (ts_game_get_n_moves (soak->game), ==, n);
  g_assert_cmpstr (ts_window_get_status (soak->window), ==, result);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (soak->window), "hint"));

  g_assert_true (soak_activate (soak, "win.undo"));
  g_assert_cmpint (ts_game_get_result (soak->game), ==, TS_RESULT_NONE);
  soak_wait_frame (soak);
  g_assert_true (soak_activate (soak, "win.redo"));
  g_assert_cmpint (ts_game_get_result (soak->game), !=, TS_RESULT_NONE);
  g_assert_true (soak_activate (soak, "win.undo"));
  g_assert_cmpint (ts_game_get_result (soak->game), ==, TS_RESULT_NONE);
}

static void
finish_game (Soak *soak, TsMoveList *list, Tally *tally, guint *game_kinds)
{
  guint limit = ts_game_get_n_moves (soak->game) + MAX_FINISH_PLIES;

  while (ts_game_get_result (soak->game) == TS_RESULT_NONE && ts_game_get_n_moves (soak->game) < limit)
    {
      play_one_ply (soak, list, SOAK_PHASE_FINISH, tally, game_kinds);
      if (ts_game_get_n_moves (soak->game) % PLIES_PER_PUMP == 0)
        soak_pump ();
    }
  g_assert_cmpint (ts_game_get_result (soak->game), !=, TS_RESULT_NONE);
}

/* A game of `rules` started as a user starts one: New Game, the rule
 * set (and so the variant) chosen, two humans. */
static void
start_game (Soak *soak, TsRules rules)
{
  if (ts_game_get_rules (soak->game) == rules)
    return;
  g_assert_true (soak_start_game (soak, rules));
  g_assert_cmpuint (ts_game_get_n_moves (soak->game), ==, 0);
}

static void
play_game (guint32 seed, TsRules rules, guint min_plies, Tally *tally)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autofree char *kinds = NULL;
  guint game_kinds = 0, plies_at_end, ends = 0;
  Soak soak;

  g_test_timer_start ();
  soak_open (&soak, seed);
  start_game (&soak, rules);
  while (ts_game_get_n_moves (soak.game) < min_plies)
    {
      play_one_ply (&soak, list, SOAK_PHASE_PLAY, tally, &game_kinds);
      g_assert_cmpint (ts_game_get_result (soak.game), ==, TS_RESULT_NONE);
      after_ply (&soak, tally);
      if (ts_game_get_n_moves (soak.game) % 250 == 0)
        g_test_message ("game seed %u: %u plies, %.1f s", seed, ts_game_get_n_moves (soak.game),
                        g_test_timer_elapsed ());
    }
  finish_game (&soak, list, tally, &game_kinds);
  plies_at_end = ts_game_get_n_moves (soak.game);
  ends++;
  check_game_over (&soak);
  /* on from the position before the end: a while, then to an end again */
  for (guint i = 0; i < PLIES_AFTER_UNDO && ts_game_get_result (soak.game) == TS_RESULT_NONE; i++)
    play_one_ply (&soak, list, SOAK_PHASE_PLAY, tally, &game_kinds);
  finish_game (&soak, list, tally, &game_kinds);
  ends++;
  g_assert_cmpuint (ts_game_get_n_moves (soak.game), >=, min_plies);
  soak_wait_frame (&soak);
  kinds = soak_describe_kinds (game_kinds);
  g_test_message ("game seed %u: %u plies to the first end, %u at the last (%u ends), kinds: %s; %.1f s", seed,
                  plies_at_end, ts_game_get_n_moves (soak.game), ends, kinds, g_test_timer_elapsed ());
  soak_close (&soak);
}

/* Games of `rules` from these seeds, which must use the kinds
 * `required` between them. */
static void
play_games (const guint32 *seeds, guint n_seeds, TsRules rules, guint min_plies, guint required)
{
  Tally tally = { 0 };
  g_autofree char *kinds = NULL;
  g_autofree char *missing = NULL;

  for (guint i = 0; i < n_seeds; i++)
    play_game (seeds[i], rules, min_plies, &tally);
  kinds = soak_describe_kinds (tally.kinds);
  missing = soak_describe_kinds (required & ~tally.kinds);
  g_test_message ("%u %s games: kinds used: %s; %u undos, %u redos, %u record browses, %u page switches", n_seeds,
                  ts_rules_variant (rules)->name, kinds, tally.undos, tally.redos, tally.browses, tally.page_switches);
  g_assert_cmpstr (missing, ==, "");
}

static void
test_three_games (void)
{
  play_games (game_seeds, G_N_ELEMENTS (game_seeds), TS_RULES_STANDARD, MIN_PLIES, SOAK_KINDS_REQUIRED);
}

static void
test_tenjiku_games (void)
{
  play_games (tenjiku_seeds, G_N_ELEMENTS (tenjiku_seeds), TS_RULES_TENJIKU, TENJIKU_MIN_PLIES,
              SOAK_TENJIKU_KINDS_REQUIRED);
}

int
main (int argc, char *argv[])
{
  soak_init (&argc, &argv);
  g_test_add_func ("/soak/games/three", test_three_games);
  g_test_add_func ("/soak/games/tenjiku", test_tenjiku_games);
  return g_test_run ();
}
