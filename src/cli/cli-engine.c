/* cli-engine.c — the engine commands of tai-shogi-cli: bestmove, match,
 * xboard. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "ts-eval.h"
#include "ts-movegen.h"
#include "ts-search.h"

#define CLI_TT_MEGABYTES 64

/* ---- bestmove ---- */

static char *opt_bm_fen;
static gint64 opt_bm_movetime = 1000;
static int opt_bm_depth;
static gint64 opt_bm_nodes;
static gboolean opt_bm_verbose;

static const GOptionEntry bestmove_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, &opt_bm_fen, "The position (default: the start position)", "TSFEN" },
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_bm_movetime, "Time to think (default 1000; 0: no limit)", "MS" },
  { "depth", 0, 0, G_OPTION_ARG_INT, &opt_bm_depth, "Stop after this depth", "N" },
  { "nodes", 0, 0, G_OPTION_ARG_INT64, &opt_bm_nodes, "Stop after about this many nodes", "N" },
  { "verbose", 'v', 0, G_OPTION_ARG_NONE, &opt_bm_verbose, "Print each iteration to stderr", NULL },
  { NULL }
};

static void
print_iteration (const TsSearchInfo *info, gpointer user_data)
{
  g_autofree char *score = ts_search_format_score (info->score);

  g_printerr ("depth %d seldepth %d score %s nodes %" G_GUINT64_FORMAT " nps %" G_GUINT64_FORMAT
              " time %" G_GINT64_FORMAT " pv %s\n",
              info->depth, info->seldepth, score, info->nodes, info->nps, info->time_ms, info->pv_text);
}

int
cli_bestmove (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  g_autoptr (TsSearch) search = NULL;
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  g_autofree char *score = NULL;
  TsSearchLimits limits = { 0 };
  char buf[TS_MOVE_STRING_MAX];
  TsMove best;

  if (!cli_parse_options ("bestmove", bestmove_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("bestmove: unexpected argument '%s'", argv[1]);
  if (opt_bm_movetime < 0 || opt_bm_depth < 0 || opt_bm_nodes < 0)
    return cli_fail ("bestmove: --movetime, --depth and --nodes take numbers of 0 or more");
  pos = cli_position_from_tsfen (opt_bm_fen);
  if (pos == NULL)
    return EXIT_FAILURE;

  limits.movetime_ms = opt_bm_movetime;
  limits.depth = opt_bm_depth;
  limits.nodes = (guint64) opt_bm_nodes;
  search = ts_search_new (CLI_TT_MEGABYTES);
  if (!ts_search_run (search, pos, &limits, NULL, opt_bm_verbose ? print_iteration : NULL, NULL, &best, info))
    return cli_fail ("bestmove: the side to move has no legal move (it has lost)");

  ts_move_format (&best, buf);
  score = ts_search_format_score (info->score);
  printf ("%s\n", buf);
  printf ("depth %d\nseldepth %d\nscore %s\nnodes %" G_GUINT64_FORMAT "\nnps %" G_GUINT64_FORMAT
          "\ntime %" G_GINT64_FORMAT "\npv %s\n",
          info->depth, info->seldepth, score, info->nodes, info->nps, info->time_ms, info->pv_text);
  return EXIT_SUCCESS;
}

/* ---- match ---- */

#define MATCH_MAX_PLIES 600

typedef enum { OPPONENT_RANDOM, OPPONENT_GREEDY } Opponent;

typedef enum { GAME_WIN, GAME_DRAW, GAME_LOSS } GameOutcome;

static int opt_games = 10;
static gint64 opt_match_movetime = 200;
static char *opt_opponent;
static gint64 opt_seed = 1;

static const GOptionEntry match_entries[] = {
  { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Games to play (default 10)", "N" },
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_match_movetime, "Engine time a move (default 200)", "MS" },
  { "opponent", 0, 0, G_OPTION_ARG_STRING, &opt_opponent, "random or greedy (default greedy)", "NAME" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the opponent's choices (default 1)", "S" },
  { NULL }
};

/* The one-ply greedy capturer: the move taking the most material (by the
 * engine's values, the emperor capped), else a random move. */
static const TsMove *
greedy_move (const TsPosition *pos, const TsMoveList *list, GRand *rand)
{
  const TsMove *best = NULL;
  int best_gain = 0;

  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      int gain = 0;

      for (guint k = 0; k < m->n_captures; k++)
        gain += ts_eval_piece_value (pos->rules, pos->board[m->captures[k]]);
      if (gain > best_gain)
        {
          best_gain = gain;
          best = m;
        }
    }
  return best != NULL ? best : &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
}

/* Material balance from `color`'s point of view, piece values only. */
static int
material_balance (const TsPosition *pos, TsColor color)
{
  int sum[2] = { 0, 0 };

  for (int c = 0; c < 2; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = pos->occupied[c][w]; bits != 0; bits &= bits - 1)
        sum[c] += ts_eval_piece_value (pos->rules, pos->board[w * 64 + __builtin_ctzll (bits)]);
  return sum[color] - sum[TS_OTHER (color)];
}

/* Plays one game from the start; the engine has `engine_color`. */
static GameOutcome
play_game (TsSearch *search, TsMoveList *list, Opponent opponent, GRand *rand,
           TsColor engine_color, gboolean *adjudicated, guint *plies)
{
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (cli_rules);
  TsSearchLimits limits = { .movetime_ms = opt_match_movetime };

  ts_search_clear (search);
  *adjudicated = FALSE;
  for (*plies = 0; *plies < MATCH_MAX_PLIES; (*plies)++)
    {
      TsMove move;
      TsUndo undo;

      if (ts_generate_legal (pos, list) == 0)
        return pos->side == engine_color ? GAME_LOSS : GAME_WIN;
      if (pos->side == engine_color)
        {
          if (!ts_search_run (search, pos, &limits, NULL, NULL, NULL, &move, NULL))
            return GAME_LOSS;
        }
      else if (opponent == OPPONENT_GREEDY)
        move = *greedy_move (pos, list, rand);
      else
        move = list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
      ts_position_make (pos, &move, &undo);
    }

  *adjudicated = TRUE;
  {
    int balance = material_balance (pos, engine_color);
    return balance >= TS_EVAL_PAWN ? GAME_WIN : balance <= -TS_EVAL_PAWN ? GAME_LOSS : GAME_DRAW;
  }
}

int
cli_match (int argc, char **argv)
{
  static const char *outcome_names[] = { "engine wins", "draw", "engine loses" };
  g_autoptr (TsSearch) search = NULL;
  g_autoptr (GRand) rand = NULL;
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  Opponent opponent = OPPONENT_GREEDY;
  guint counts[3] = { 0, 0, 0 }, n_adjudicated = 0;

  if (!cli_parse_options ("match", match_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("match: unexpected argument '%s'", argv[1]);
  if (opt_games < 1 || opt_match_movetime < 1)
    return cli_fail ("match: --games and --movetime take numbers of 1 or more");
  if (opt_opponent != NULL && g_str_equal (opt_opponent, "random"))
    opponent = OPPONENT_RANDOM;
  else if (opt_opponent != NULL && !g_str_equal (opt_opponent, "greedy"))
    return cli_fail ("match: --opponent is 'random' or 'greedy', not '%s'", opt_opponent);

  search = ts_search_new (CLI_TT_MEGABYTES);
  rand = g_rand_new_with_seed ((guint32) opt_seed);
  for (int g = 0; g < opt_games; g++)
    {
      TsColor engine_color = g % 2 == 0 ? TS_BLACK : TS_WHITE;
      gboolean adjudicated;
      guint plies;
      GameOutcome outcome = play_game (search, list, opponent, rand, engine_color, &adjudicated, &plies);

      counts[outcome]++;
      n_adjudicated += adjudicated;
      printf ("game %d: engine plays %s: %s after %u plies%s\n", g + 1,
              engine_color == TS_BLACK ? "Black" : "White", outcome_names[outcome], plies,
              adjudicated ? " (adjudicated on material)" : "");
      fflush (stdout);
    }
  printf ("engine vs %s, %d games, %" G_GINT64_FORMAT " ms a move: %u wins, %u draws, %u losses, "
          "%.1f%% of the points; %u adjudicated\n",
          opponent == OPPONENT_GREEDY ? "greedy" : "random", opt_games, opt_match_movetime,
          counts[GAME_WIN], counts[GAME_DRAW], counts[GAME_LOSS],
          100.0 * (counts[GAME_WIN] + 0.5 * counts[GAME_DRAW]) / opt_games, n_adjudicated);
  return EXIT_SUCCESS;
}
