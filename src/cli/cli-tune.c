/* cli-tune.c — `tai-shogi-cli tune`: Texel-style tuning of the
 * evaluation's feature weights (ts-eval.h) on self-play positions.
 *
 * The engine plays games against itself at a fixed node count from
 * openings of random quiet plies; every few plies a quiet position (the
 * last move captured nothing) is kept with its features, its material
 * and the game's result for Black (1, 0 or 0.5; a game still going at
 * the ply cap counts as won by the side ahead in material, as `match`
 * adjudicates it).  Then the scale K of the logistic curve that turns
 * an evaluation into an expected result is fitted to the current
 * weights, and each weight is moved by local search (up and down by a
 * step that halves when neither helps) while the mean squared error of
 * the predictions falls.  Every fifth game is held out: the tool fits
 * on the positions of the others and reports the error on the held-out
 * games' positions too, so that a fit that only learnt its own games
 * shows (positions of one game share its result, so holding out
 * positions of games it fits on would not show it).  It prints the
 * weights before and after; new ones go into default_weights (tai) or
 * tenjiku_weights (`--variant tenjiku`) in ts-eval.c by hand.
 *
 * The data recipe is the command line: the games are a function of
 * --variant, --games, --nodes, --max-plies and --seed (one thread, a
 * node limit, no clock), so the same command gives the same positions;
 * docs/engine.md names the one the weights were fitted with.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "ts-eval.h"
#include "ts-game.h"
#include "ts-search.h"

#define TUNE_TT_MEGABYTES 16
#define SAMPLE_EVERY 4          /* plies between kept positions */
#define SKIP_PLIES 12           /* the opening is random: not kept */
#define HOLD_OUT_EVERY 5        /* every fifth game checks the fit */

static int opt_tune_games = 20;
static gint64 opt_tune_nodes = 3000;
static int opt_tune_plies = 300;
static gint64 opt_tune_seed = 1;
static int opt_tune_passes = 20;

static const GOptionEntry tune_entries[] = {
  { "games", 0, 0, G_OPTION_ARG_INT, &opt_tune_games, "Self-play games (default 20)", "N" },
  { "nodes", 0, 0, G_OPTION_ARG_INT64, &opt_tune_nodes, "Nodes a move (default 3000)", "N" },
  { "max-plies", 0, 0, G_OPTION_ARG_INT, &opt_tune_plies, "Adjudicate on material after this many plies (default 300)", "N" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_tune_seed, "Seed of the openings (default 1)", "S" },
  { "passes", 0, 0, G_OPTION_ARG_INT, &opt_tune_passes, "Local-search passes over the weights at most (default 20)", "N" },
  { NULL }
};

static const char *const feature_names[TS_EVAL_N_FEATURES] = {
  [TS_FEATURE_SPARE_ROYAL] = "SPARE_ROYAL",
  [TS_FEATURE_ROYAL_ENEMY_NEAR] = "ROYAL_ENEMY_NEAR",
  [TS_FEATURE_ROYAL_GUARDS] = "ROYAL_GUARDS",
  [TS_FEATURE_LAST_ROYAL_UNDEFENDED] = "LAST_ROYAL_UNDEFENDED",
  [TS_FEATURE_LAST_ROYAL_ONE_DEFENDER] = "LAST_ROYAL_ONE_DEFENDER",
  [TS_FEATURE_SPARE_ROYAL_UNDEFENDED] = "SPARE_ROYAL_UNDEFENDED",
  [TS_FEATURE_ROYAL_DEFENDERS] = "ROYAL_DEFENDERS",
  [TS_FEATURE_HUNT_NEAR] = "HUNT_NEAR",
  [TS_FEATURE_HUNT_CAGE] = "HUNT_CAGE",
  [TS_FEATURE_HUNT_ATTACKERS] = "HUNT_ATTACKERS",
  [TS_FEATURE_HUNT_APPROACH] = "HUNT_APPROACH",
  [TS_FEATURE_SIMPLIFY] = "SIMPLIFY",
  [TS_FEATURE_SIEGE] = "SIEGE",
  [TS_FEATURE_FREE_EMPEROR] = "FREE_EMPEROR",
  [TS_FEATURE_TEMPO] = "TEMPO",
  [TS_FEATURE_DEMON_ATTACKED] = "DEMON_ATTACKED",
  [TS_FEATURE_BURN_THREAT] = "BURN_THREAT",
  [TS_FEATURE_GENERAL_TARGETS] = "GENERAL_TARGETS",
  [TS_FEATURE_KING_OPEN_LINES] = "KING_OPEN_LINES",
  [TS_FEATURE_BUFFALO_ADVANCE] = "BUFFALO_ADVANCE",
  [TS_FEATURE_KING_LINE_THREATS] = "KING_LINE_THREATS",
};

/* A kept position: what the evaluation reads of it, and the result. */
typedef struct {
  guint game;                /* counted from 0 */
  int material;
  int features[TS_EVAL_N_FEATURES];
  double result;             /* for Black */
} Sample;

/* Keeps a position; its result is filled in when the game ends. */
static void
keep_sample (GArray *samples, TsPosition *pos, guint game)
{
  Sample s = { .game = game };
  TsTracked t;

  ts_tracked_init (&t, pos);
  s.material = ts_eval_material (pos);
  ts_eval_features (pos, &t, s.material, s.features);
  g_array_append_val (samples, s);
}

/* Plays one self-play game and keeps its samples, labelled at the end. */
static void
self_play (TsSearch *search, guint game_index, GArray *samples)
{
  g_autoptr (TsGame) game = ts_game_new ();
  /* each game its own opening, the same for the same --seed */
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) opt_tune_seed * 104729u + (guint32) game_index);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsSearchLimits limits = { .nodes = (guint64) opt_tune_nodes };
  guint first = samples->len;
  double result = 0.5;
  int ply;

  ts_game_reset_with_rules (game, cli_rules);
  ts_search_clear (search);
  for (ply = 0; ply < opt_tune_plies; ply++)
    {
      TsPosition *pos = ts_game_get_position (game);
      guint n = ts_generate_legal (pos, list);
      TsMove move;

      if (n == 0)
        {
          /* no move, or (tenjiku) a side's last royal taken or burnt,
           * maybe by its own move */
          if (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE))
            result = ts_position_has_royal (pos, TS_BLACK) ? 1.0 : 0.0;
          else
            result = pos->side == TS_BLACK ? 0.0 : 1.0;
          break;
        }
      if (ply < SKIP_PLIES)
        {
          /* a random quiet opening, different for every game */
          guint quiet = 0;
          for (guint k = 0; k < n; k++)
            if (list->moves[k].n_captures == 0 && !ts_piece_is_royal (pos->board[list->moves[k].from]))
              list->moves[quiet++] = list->moves[k];
          move = list->moves[g_rand_int_range (rand, 0, (gint32) MAX (quiet, 1))];
        }
      else
        {
          ts_search_run (search, pos, &limits, NULL, NULL, NULL, &move, NULL);
          if (ply % SAMPLE_EVERY == 0 && move.n_captures == 0)
            keep_sample (samples, pos, game_index);
        }
      ts_game_play (game, &move, NULL);
    }
  if (ply == opt_tune_plies)
    {
      int material = ts_eval_material (ts_game_get_position (game));
      result = material >= TS_EVAL_PAWN ? 1.0 : material <= -TS_EVAL_PAWN ? 0.0 : 0.5;
    }
  for (guint i = first; i < samples->len; i++)
    g_array_index (samples, Sample, i).result = result;
}

static double
mean_error (const GArray *samples, const int *weights, double k)
{
  double sum = 0;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      double eval = s->material + ts_eval_combine (s->features, weights);
      double expected = 1.0 / (1.0 + pow (10.0, -k * eval / 400.0));
      sum += (s->result - expected) * (s->result - expected);
    }
  return samples->len > 0 ? sum / samples->len : 0;
}

/* The K that fits the current weights best, by a narrowing scan in
 * factors (evaluations run to thousands of centipawns). */
static double
fit_scale (const GArray *samples, const int *weights)
{
  double best_k = 1.0, factor = 8.0;

  for (int round = 0; round < 16; round++, factor = sqrt (factor))
    {
      double k_down = best_k / factor, k_up = best_k * factor;
      double e = mean_error (samples, weights, best_k);
      double e_down = mean_error (samples, weights, k_down), e_up = mean_error (samples, weights, k_up);

      if (e_down < e && e_down <= e_up)
        best_k = k_down;
      else if (e_up < e)
        best_k = k_up;
    }
  return best_k;
}

/* Local search: each weight up or down by its step while the error
 * falls; steps halve when a whole pass gains nothing. */
static double
tune_weights (const GArray *samples, int *weights, double k)
{
  double best = mean_error (samples, weights, k);
  int step = 16;

  for (int pass = 0; pass < opt_tune_passes && step > 0; pass++)
    {
      gboolean improved = FALSE;

      for (int f = 0; f < TS_EVAL_N_FEATURES; f++)
        for (int dir = -1; dir <= 1; dir += 2)
          {
            double e;
            weights[f] += dir * step;
            e = mean_error (samples, weights, k);
            if (e < best)
              {
                best = e;
                improved = TRUE;
                break;
              }
            weights[f] -= dir * step;
          }
      if (!improved)
        step /= 2;
    }
  return best;
}

static void
split_samples (const GArray *all, GArray *training, GArray *held_out)
{
  for (guint i = 0; i < all->len; i++)
    {
      const Sample *s = &g_array_index (all, Sample, i);
      g_array_append_val (s->game % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1 ? held_out : training, *s);
    }
}

int
cli_tune (int argc, char **argv)
{
  g_autoptr (TsSearch) search = NULL;
  g_autoptr (GArray) samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autoptr (GArray) training = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autoptr (GArray) held_out = g_array_new (FALSE, FALSE, sizeof (Sample));
  int weights[TS_EVAL_N_FEATURES];
  double k, before, after, held_before;

  if (!cli_parse_options ("tune", tune_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("tune: unexpected argument '%s'", argv[1]);
  if (opt_tune_games < 1 || opt_tune_nodes < 1 || opt_tune_plies <= SKIP_PLIES || opt_tune_passes < 0)
    return cli_fail ("tune: --games and --nodes take numbers of 1 or more, --max-plies more than %d", SKIP_PLIES);

  search = ts_search_new (TUNE_TT_MEGABYTES);
  for (int g = 0; g < opt_tune_games; g++)
    {
      self_play (search, (guint) g, samples);
      g_printerr ("game %d: %u positions so far\n", g + 1, samples->len);
    }
  split_samples (samples, training, held_out);
  if (training->len == 0 || held_out->len == 0)
    return cli_fail ("tune: the games gave too few positions (every %dth game is held out: play %d or more)",
                     HOLD_OUT_EVERY, HOLD_OUT_EVERY);

  memcpy (weights, ts_eval_weights (cli_rules), sizeof weights);
  k = fit_scale (training, weights);
  before = mean_error (training, weights, k);
  held_before = mean_error (held_out, weights, k);
  after = tune_weights (training, weights, k);

  printf ("%u positions from %d games at %" G_GINT64_FORMAT " nodes a move (%u to fit, %u held out with every %dth game); K = %.4f\n",
          samples->len, opt_tune_games, opt_tune_nodes, training->len, held_out->len, HOLD_OUT_EVERY, k);
  printf ("mean squared error, fitted positions %.6f -> %.6f; held-out positions %.6f -> %.6f\n", before, after,
          held_before, mean_error (held_out, weights, k));
  for (int f = 0; f < TS_EVAL_N_FEATURES; f++)
    printf ("  [TS_FEATURE_%s] = %d,   /* was %d */\n", feature_names[f], weights[f],
            ts_eval_weights (cli_rules)[f]);
  return EXIT_SUCCESS;
}
