/* cli-engine.c — the engine commands of tai-shogi-cli: bestmove and
 * match (xboard is in cli-xboard.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <math.h>

#include "cli-cecp.h"
#include "cli-common.h"
#include "ts-eval.h"
#include "ts-file.h"
#include "ts-game.h"
#include "ts-movegen.h"
#include "ts-record.h"
#include "ts-search.h"
#include "ts-tactics.h"

#define CLI_TT_MEGABYTES 64

/* ---- bestmove ---- */

static char *opt_bm_fen;
static gint64 opt_bm_movetime = 1000;
static int opt_bm_depth;
static gint64 opt_bm_nodes;
static gboolean opt_bm_verbose;
static int opt_bm_threads = 1;

static const GOptionEntry bestmove_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, &opt_bm_fen, "The position (default: the start position)", "TSFEN" },
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_bm_movetime, "Time to think (default 1000; 0: no limit)", "MS" },
  { "depth", 0, 0, G_OPTION_ARG_INT, &opt_bm_depth, "Stop after this depth", "N" },
  { "nodes", 0, 0, G_OPTION_ARG_INT64, &opt_bm_nodes, "Stop after about this many nodes", "N" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &opt_bm_threads, "Search threads (default 1)", "N" },
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
  /* as for match: the search itself caps the count at TS_SEARCH_MAX_THREADS */
  if (opt_bm_threads < 1)
    return cli_fail ("bestmove: --threads takes a number of 1 or more");
  pos = cli_position_from_tsfen (opt_bm_fen);
  if (pos == NULL)
    return EXIT_FAILURE;

  limits.movetime_ms = opt_bm_movetime;
  limits.depth = opt_bm_depth;
  limits.nodes = (guint64) opt_bm_nodes;
  search = ts_search_new (CLI_TT_MEGABYTES);
  ts_search_set_threads (search, (guint) opt_bm_threads);
  /* the table's pages touched before the clock starts, as a game does
   * (ts_search_clear() at each new game), not during the search */
  ts_search_clear (search);
  if (!ts_search_run (search, pos, &limits, NULL, opt_bm_verbose ? print_iteration : NULL, NULL, &best, info))
    {
      /* no move: the game is over, and not always lost by the side to
       * move (the other may have no royal left) */
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);
      const char *score;
      g_autofree char *end = cli_cecp_game_end (pos, list, &score);

      return cli_fail ("bestmove: no move to find, the game is over: %s", end);
    }

  ts_move_format (pos->rules, &best, buf);
  score = ts_search_format_score (info->score);
  printf ("%s\n", buf);
  printf ("depth %d\nseldepth %d\nscore %s\nnodes %" G_GUINT64_FORMAT "\nnps %" G_GUINT64_FORMAT
          "\ntime %" G_GINT64_FORMAT "\npv %s\n",
          info->depth, info->seldepth, score, info->nodes, info->nps, info->time_ms, info->pv_text);
  return EXIT_SUCCESS;
}

/* ---- tactics ---- */

static gint64 opt_tactics_movetime = 1000;
static int opt_tactics_depth;

static const GOptionEntry tactics_entries[] = {
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_tactics_movetime, "Time a position (default 1000; 0: no limit)", "MS" },
  { "depth", 0, 0, G_OPTION_ARG_INT, &opt_tactics_depth, "Stop after this depth", "N" },
  { NULL }
};

int
cli_tactics (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) suite = NULL;
  g_autoptr (TsSearch) search = NULL;
  g_autofree TsSearchInfo *info = g_new0 (TsSearchInfo, 1);
  TsSearchLimits limits = { 0 };
  guint solved = 0;

  if (!cli_parse_options ("tactics", tactics_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc != 2)
    return cli_fail ("tactics: give one suite file (tests/engine/tactics.txt; tenjiku's with --variant tenjiku)");
  if (opt_tactics_movetime < 0 || opt_tactics_depth < 0 || (opt_tactics_movetime == 0 && opt_tactics_depth == 0))
    return cli_fail ("tactics: --movetime or --depth must limit each search");
  suite = ts_tactics_load_with_rules (cli_rules, argv[1], &error);
  if (suite == NULL)
    return cli_fail ("tactics: %s", error->message);

  limits.movetime_ms = opt_tactics_movetime;
  limits.depth = opt_tactics_depth;
  search = ts_search_new (CLI_TT_MEGABYTES);
  for (guint i = 0; i < suite->len; i++)
    {
      const TsTactic *t = g_ptr_array_index (suite, i);
      char buf[TS_MOVE_STRING_MAX] = "none";
      TsMove best;
      gboolean ok;

      ts_search_clear (search);
      ok = ts_search_run (search, t->pos, &limits, NULL, NULL, NULL, &best, info) && ts_tactic_solved (t, &best);
      if (info->n_pv > 0)
        ts_move_format (t->pos->rules, &best, buf);
      solved += ok;
      printf ("%-32s %-8s %-16s depth %2d  %s\n", t->id, ok ? "solved" : "FAILED", buf, info->depth, t->check);
    }
  printf ("solved %u of %u (%" G_GINT64_FORMAT " ms, depth limit %d)\n", solved, suite->len, opt_tactics_movetime,
          opt_tactics_depth);
  return EXIT_SUCCESS;
}

/* ---- match ---- */

/* The engine of this build against an opponent: a random mover, the
 * one-ply greedy capturer, or any engine speaking CECP.  Games start
 * from openings of a few random quiet plies, each played twice with the
 * colours swapped; a game still going at the ply cap is adjudicated on
 * material and counted apart from the games decided on the board.
 * `--opening RECORD` starts every game from a record's last position
 * instead (the random plies, if any, played after it), to study how
 * the engine goes on from a given stage of a game. */

typedef enum { OPPONENT_RANDOM, OPPONENT_GREEDY, OPPONENT_CECP } OpponentKind;

typedef enum { GAME_WIN, GAME_DRAW, GAME_LOSS } GameOutcome;

static int opt_games = 10;
static gint64 opt_match_movetime = 200;
static char *opt_opponent;
static gint64 opt_seed = 1;
static int opt_opening_plies = 6;
static int opt_max_plies = 500;
static char *opt_records;
static char *opt_opening;
static int opt_threads = 1;
static int opt_hash = CLI_TT_MEGABYTES;

static const GOptionEntry match_entries[] = {
  { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Games to play (default 10)", "N" },
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_match_movetime, "Time a move, both sides (default 200)", "MS" },
  { "opponent", 0, 0, G_OPTION_ARG_STRING, &opt_opponent,
    "random, greedy (default) or 'cecp:COMMAND' (an engine speaking CECP)", "NAME" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the openings and random choices (default 1)", "S" },
  { "opening-plies", 0, 0, G_OPTION_ARG_INT, &opt_opening_plies, "Random quiet plies of each opening (default 6)", "N" },
  { "max-plies", 0, 0, G_OPTION_ARG_INT, &opt_max_plies, "Adjudicate on material after this many plies (default 500)", "N" },
  { "records", 0, 0, G_OPTION_ARG_FILENAME, &opt_records, "Write each game's record to this folder", "DIR" },
  { "opening", 0, 0, G_OPTION_ARG_FILENAME, &opt_opening,
    "Start every game from this record's last position (the ply cap counts its moves)", "RECORD" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &opt_threads, "Search threads of this engine (default 1)", "N" },
  { "hash", 0, 0, G_OPTION_ARG_INT, &opt_hash, "Transposition table of this engine, in MB (default 64)", "MB" },
  { NULL }
};

/* ---- an opponent engine over CECP ---- */

typedef struct {
  GSubprocess *proc;
  GOutputStream *to_engine;
  GDataInputStream *from_engine;
} Cecp;

static void
cecp_free (Cecp *c)
{
  if (c == NULL)
    return;
  if (c->to_engine != NULL)
    {
      g_output_stream_write_all (c->to_engine, "quit\n", 5, NULL, NULL, NULL);
      g_output_stream_close (c->to_engine, NULL, NULL);
    }
  if (c->proc != NULL)
    g_subprocess_wait (c->proc, NULL, NULL);
  g_clear_object (&c->from_engine);
  g_clear_object (&c->proc);
  g_free (c);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Cecp, cecp_free)

static gboolean
cecp_send (Cecp *c, GError **error, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static gboolean
cecp_send (Cecp *c, GError **error, const char *fmt, ...)
{
  va_list args;
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;

  va_start (args, fmt);
  line = g_strdup_vprintf (fmt, args);
  va_end (args);
  text = g_strconcat (line, "\n", NULL);
  return g_output_stream_write_all (c->to_engine, text, strlen (text), NULL, NULL, error)
         && g_output_stream_flush (c->to_engine, NULL, error);
}

/* Reads lines until one starts with `prefix`; returns its rest. */
static char *
cecp_expect (Cecp *c, const char *prefix, GError **error)
{
  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (c->from_engine, NULL, NULL, error);

      if (line == NULL)
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "the opponent engine closed its output");
          return NULL;
        }
      if (g_str_has_prefix (line, prefix))
        return g_strdup (line + strlen (prefix));
    }
}

static Cecp *
cecp_start (const char *command, GError **error)
{
  g_autoptr (Cecp) c = g_new0 (Cecp, 1);
  g_auto (GStrv) argv = NULL;
  g_autofree char *pong = NULL;

  if (!g_shell_parse_argv (command, NULL, &argv, error))
    return NULL;
  c->proc = g_subprocess_newv ((const char *const *) argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, error);
  if (c->proc == NULL)
    return NULL;
  c->to_engine = g_subprocess_get_stdin_pipe (c->proc);
  c->from_engine = g_data_input_stream_new (g_subprocess_get_stdout_pipe (c->proc));
  if (!cecp_send (c, error, "xboard\nprotover 2\nping 1"))
    return NULL;
  pong = cecp_expect (c, "pong", error);
  return pong != NULL ? g_steal_pointer (&c) : NULL;
}

/* A new game in `game`'s rule set, from its start position and with its
 * moves so far, in force mode. */
static gboolean
cecp_new_game (Cecp *c, TsGame *game, gint64 movetime_ms, GError **error)
{
  const char *start = ts_game_get_start_tsfen (game);
  TsRules rules = ts_game_get_rules (game);

  if (!cecp_send (c, error, "new\nforce\nnopost\nst %.3f", movetime_ms / 1000.0))
    return FALSE;
  /* only another rule set is named: an engine may know no variants */
  if (rules != TS_RULES_STANDARD && !cecp_send (c, error, "variant %s", cli_cecp_variant_name (rules)))
    return FALSE;
  if (start != NULL && !cecp_send (c, error, "setboard %s", start))
    return FALSE;
  for (guint i = 0; i < ts_game_get_n_moves (game); i++)
    {
      char buf[TS_MOVE_STRING_MAX];
      ts_move_format (rules, ts_game_get_move (game, i), buf);
      if (!cecp_send (c, error, "usermove %s", buf))
        return FALSE;
    }
  return TRUE;
}

static gboolean
cecp_tell (Cecp *c, TsRules rules, const TsMove *m, GError **error)
{
  char buf[TS_MOVE_STRING_MAX];

  ts_move_format (rules, m, buf);
  return cecp_send (c, error, "usermove %s", buf);
}

/* The engine's move for the side to move; it goes back to force mode. */
static gboolean
cecp_think (Cecp *c, TsPosition *pos, TsMove *move, GError **error)
{
  g_autofree char *text = NULL;

  if (!cecp_send (c, error, "go"))
    return FALSE;
  text = cecp_expect (c, "move ", error);
  if (text == NULL || !cecp_send (c, error, "force"))
    return FALSE;
  return ts_position_parse_move (pos, text, move, error);
}

/* ---- the built-in opponents ---- */

/* The one-ply greedy capturer: the move taking the most material (by the
 * engine's values), else a random move. */
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

/* Whether `color` still has an emperor on the board. */
static gboolean
has_emperor (const TsPosition *pos, TsColor color)
{
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[color][w]; bits != 0; bits &= bits - 1)
      if (ts_eval_is_emperor (pos->board[w * 64 + __builtin_ctzll (bits)]))
        return TRUE;
  return FALSE;
}

/* ---- one game ---- */

typedef struct {
  OpponentKind kind;
  Cecp *cecp;
  GRand *rand;
  TsSearch *search;
  TsMoveList *list;
} Players;

typedef struct {
  GameOutcome outcome;
  gboolean adjudicated;
  guint plies;
  guint emperor_trades[2];   /* by the engine, by the opponent */
  guint emperor_lost_at[2];  /* the ply the engine's, the opponent's emperor fell; 0: never */
} GameReport;

/* An emperor just captured after capturing: a trade if the trader is
 * still down in material once it has had its next move (taking the
 * enemy emperor back, or the game, is no loss). */
typedef struct {
  gboolean open;
  TsColor trader;
  gboolean trader_is_engine;
  int balance_before;        /* the trader's, before its emperor captured */
  guint settle_at;           /* the ply after the trader's next move */
} PendingTrade;

/* An opening: `plies` random moves that capture nothing and move no
 * royal, the same for both games of a pair. */
static void
play_opening (TsGame *game, guint32 seed, int plies, TsMoveList *list)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  for (int i = 0; i < plies; i++)
    {
      TsPosition *pos = ts_game_get_position (game);
      guint n = ts_generate_legal (pos, list), quiet = 0;

      for (guint k = 0; k < n; k++)
        if (list->moves[k].n_captures == 0 && !ts_move_is_pass (&list->moves[k])
            && !ts_piece_is_royal (pos->board[list->moves[k].from]))
          list->moves[quiet++] = list->moves[k];
      if (quiet == 0)
        return;
      ts_game_play (game, &list->moves[g_rand_int_range (rand, 0, (gint32) quiet)], NULL);
    }
}

/* The emperor captured on the last ply and `m` captures it back. */
static gboolean
recaptures_emperor (TsPiece prev_mover, const TsMove *prev, const TsMove *m)
{
  if (!ts_eval_is_emperor (prev_mover) || prev->n_captures == 0)
    return FALSE;
  for (guint i = 0; i < m->n_captures; i++)
    if (m->captures[i] == prev->to)
      return TRUE;
  return FALSE;
}

/* Counts an open trade once the trader has had its answer: if it is
 * down in material then, or (`game_over`) unless it won the game. */
static void
settle_trade (PendingTrade *t, GameReport *report, const TsPosition *pos, gboolean game_over,
              gboolean trader_won)
{
  if (!t->open || (!game_over && report->plies < t->settle_at))
    return;
  t->open = FALSE;
  if (game_over ? !trader_won : material_balance (pos, t->trader) < t->balance_before)
    report->emperor_trades[t->trader_is_engine ? 0 : 1]++;
}

static gboolean
choose_move (Players *pl, TsPosition *pos, gboolean engine_to_move, TsMove *move, GError **error)
{
  TsSearchLimits limits = { .movetime_ms = opt_match_movetime };

  if (engine_to_move)
    return ts_search_run (pl->search, pos, &limits, NULL, NULL, NULL, move, NULL)
           || (g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the engine found no move"), FALSE);
  switch (pl->kind)
    {
    case OPPONENT_CECP:
      return cecp_think (pl->cecp, pos, move, error);
    case OPPONENT_GREEDY:
      *move = *greedy_move (pos, pl->list, pl->rand);
      return TRUE;
    case OPPONENT_RANDOM:
    default:
      *move = pl->list->moves[g_rand_int_range (pl->rand, 0, (gint32) pl->list->n)];
      return TRUE;
    }
}

/* Notes the ply at which each side is first seen without its emperor:
 * from then on the other side's emperor takes any royal left
 * unprotected, and the hunt can begin. */
static void
note_emperors (GameReport *report, const TsPosition *pos, TsColor engine_color)
{
  for (int i = 0; i < 2; i++)
    if (report->emperor_lost_at[i] == 0
        && !has_emperor (pos, i == 0 ? engine_color : TS_OTHER (engine_color)))
      report->emperor_lost_at[i] = MAX (report->plies, 1);
}

/* The same for the moves an opening record brought (--opening): the ply
 * of the move that took each side's emperor, so that the hunt is timed
 * from there and not from the first ply played here. */
static void
note_emperors_taken_before (GameReport *report, TsGame *game, TsColor engine_color)
{
  for (guint ply = 0; ply < ts_game_get_n_moves (game); ply++)
    {
      TsPiece captured[TS_MAX_CAPTURES];
      guint n = ts_game_get_captured (game, ply, captured);

      for (guint k = 0; k < n; k++)
        if (ts_eval_is_emperor (captured[k]))
          report->emperor_lost_at[TS_PIECE_COLOR (captured[k]) == engine_color ? 0 : 1] = ply + 1;
    }
}

/* Plays one game from the opening in `game`; the engine has
 * `engine_color`.  FALSE when the opponent failed. */
static gboolean
play_game (Players *pl, TsGame *game, TsColor engine_color, GameReport *report, GError **error)
{
  TsMove prev = { 0 };
  TsPiece prev_mover = TS_EMPTY;
  int black_balance_prev = 0;
  PendingTrade trade = { FALSE };

  memset (report, 0, sizeof *report);
  note_emperors_taken_before (report, game, engine_color);
  ts_search_clear (pl->search);
  if (pl->kind == OPPONENT_CECP && !cecp_new_game (pl->cecp, game, opt_match_movetime, error))
    return FALSE;
  for (report->plies = ts_game_get_n_moves (game); report->plies < (guint) opt_max_plies; report->plies++)
    {
      TsPosition *pos = ts_game_get_position (game);
      gboolean engine_to_move = pos->side == engine_color;
      int black_balance = material_balance (pos, TS_BLACK);
      TsMove move;

      if (ts_generate_legal (pos, pl->list) == 0)
        {
          report->outcome = engine_to_move ? GAME_LOSS : GAME_WIN;
          settle_trade (&trade, report, pos, TRUE, trade.trader != pos->side);
          return TRUE;
        }
      settle_trade (&trade, report, pos, FALSE, FALSE);
      note_emperors (report, pos, engine_color);
      if (!choose_move (pl, pos, engine_to_move, &move, error))
        return FALSE;
      if (!trade.open && recaptures_emperor (prev_mover, &prev, &move))
        trade = (PendingTrade) { TRUE, TS_OTHER (pos->side), !engine_to_move,
                                 pos->side == TS_WHITE ? black_balance_prev : -black_balance_prev,
                                 report->plies + 2 };
      prev = move;
      prev_mover = pos->board[move.from];
      black_balance_prev = black_balance;
      if (!ts_game_play (game, &move, error))
        return FALSE;
      if (pl->kind == OPPONENT_CECP && engine_to_move && !cecp_tell (pl->cecp, ts_game_get_rules (game), &move, error))
        return FALSE;
    }

  report->adjudicated = TRUE;
  /* the game stops here: an open trade is judged on the material now */
  trade.settle_at = 0;
  settle_trade (&trade, report, ts_game_get_position (game), FALSE, FALSE);
  {
    int balance = material_balance (ts_game_get_position (game), engine_color);
    report->outcome = balance >= TS_EVAL_PAWN ? GAME_WIN : balance <= -TS_EVAL_PAWN ? GAME_LOSS : GAME_DRAW;
  }
  return TRUE;
}

static gboolean
write_record (TsGame *game, int number, TsColor engine_color, const char *opponent,
              const GameReport *report, GError **error)
{
  g_autofree char *name = g_strdup_printf ("game-%03d.tsr", number);
  g_autofree char *path = g_build_filename (opt_records, name, NULL);
  g_autofree char *round = g_strdup_printf ("%d", number);
  g_autofree char *text = NULL;

  ts_game_set_tag (game, "Event", "tai-shogi-cli match");
  ts_game_set_tag (game, "Round", round);
  ts_game_set_tag (game, engine_color == TS_BLACK ? "Black" : "White", "tai-shogi-cli");
  ts_game_set_tag (game, engine_color == TS_BLACK ? "White" : "Black", opponent);
  if (report->adjudicated)
    ts_game_set_tag (game, "Termination",
                     report->outcome == GAME_DRAW ? "ply cap: material level"
                     : (report->outcome == GAME_WIN) == (engine_color == TS_BLACK) ? "ply cap: Black ahead in material"
                     : "ply cap: White ahead in material");
  text = ts_record_write (game);
  return ts_file_make_folder (opt_records, NULL, error) && ts_file_replace (path, text, strlen (text), NULL, error);
}

/* ---- the summary ---- */

static double
elo_of (double score)
{
  score = CLAMP (score, 0.0005, 0.9995);
  return -400.0 * log10 (1.0 / score - 1.0);
}

/* The 95 % Wilson interval of a score fraction over n games: unlike the
 * normal approximation it stays meaningful when every game was won. */
static void
wilson_interval (double p, guint n, double *low, double *high)
{
  const double z = 1.96;
  double denom = 1 + z * z / n;
  double centre = (p + z * z / (2.0 * n)) / denom;
  double half = z / denom * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n));

  *low = centre - half;
  *high = centre + half;
}

static int
compare_uint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

typedef struct {
  guint counts[3];
  guint on_board[3];
  guint n_adjudicated;
  guint emperor_trades[2];
  GArray *scores;        /* double, a game */
  GArray *lengths;       /* guint, the games decided on the board */
  GArray *hunt_starts;   /* guint, the ply the opponent's emperor fell, a game where it did */
  GArray *hunt_lengths;  /* guint, plies from then to a win on the board */
} Tally;

static void
tally_add (Tally *t, const GameReport *r)
{
  double score = r->outcome == GAME_WIN ? 1.0 : r->outcome == GAME_DRAW ? 0.5 : 0.0;

  t->counts[r->outcome]++;
  if (r->adjudicated)
    t->n_adjudicated++;
  else
    {
      t->on_board[r->outcome]++;
      g_array_append_val (t->lengths, r->plies);
    }
  t->emperor_trades[0] += r->emperor_trades[0];
  t->emperor_trades[1] += r->emperor_trades[1];
  if (r->emperor_lost_at[1] != 0)
    {
      g_array_append_val (t->hunt_starts, r->emperor_lost_at[1]);
      if (!r->adjudicated && r->outcome == GAME_WIN)
        {
          guint hunt = r->plies - r->emperor_lost_at[1];
          g_array_append_val (t->hunt_lengths, hunt);
        }
    }
  g_array_append_val (t->scores, score);
}

/* The median of a guint array (sorted in place); 0 when empty. */
static guint
median_of (GArray *values)
{
  g_array_sort (values, compare_uint);
  return values->len > 0 ? g_array_index (values, guint, values->len / 2) : 0;
}

static void
print_summary (Tally *t, const char *opponent)
{
  guint n = t->scores->len;
  double mean = 0, low, high;

  for (guint i = 0; i < n; i++)
    mean += g_array_index (t->scores, double, i) / n;
  wilson_interval (mean, n, &low, &high);

  printf ("engine vs %s, %u games, %" G_GINT64_FORMAT " ms a move: %u wins, %u draws, %u losses, "
          "%.1f%% of the points\n",
          opponent, n, opt_match_movetime, t->counts[GAME_WIN], t->counts[GAME_DRAW], t->counts[GAME_LOSS],
          100.0 * mean);
  printf ("decided on the board (a royal captured or no move left): %u (%u wins, %u losses), "
          "median length %u plies; adjudicated at %d plies: %u\n",
          t->lengths->len, t->on_board[GAME_WIN], t->on_board[GAME_LOSS], median_of (t->lengths), opt_max_plies,
          t->n_adjudicated);
  printf ("Elo difference %+.0f, 95%% interval %+.0f .. %+.0f\n", elo_of (mean), elo_of (low), elo_of (high));
  printf ("emperor trades (the emperor captures, is captured at once, and its side is down in material after its next move): "
          "engine %u, opponent %u\n", t->emperor_trades[0], t->emperor_trades[1]);
  printf ("the opponent's emperor fell in %u games, at ply %u (median); of those the engine won %u on the board, "
          "%u plies later (median)\n",
          t->hunt_starts->len, median_of (t->hunt_starts), t->hunt_lengths->len, median_of (t->hunt_lengths));
}

/* ---- the command ---- */

static gboolean
parse_opponent (Players *pl, const char **name, GError **error)
{
  if (opt_opponent == NULL || g_str_equal (opt_opponent, "greedy"))
    pl->kind = OPPONENT_GREEDY;
  else if (g_str_equal (opt_opponent, "random"))
    pl->kind = OPPONENT_RANDOM;
  else if (g_str_has_prefix (opt_opponent, "cecp:"))
    {
      pl->kind = OPPONENT_CECP;
      pl->cecp = cecp_start (opt_opponent + strlen ("cecp:"), error);
      if (pl->cecp == NULL)
        return FALSE;
    }
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--opponent is 'random', 'greedy' or 'cecp:COMMAND', not '%s'", opt_opponent);
      return FALSE;
    }
  *name = opt_opponent != NULL ? opt_opponent : "greedy";
  return TRUE;
}

int
cli_match (int argc, char **argv)
{
  static const char *outcome_names[] = { "engine wins", "draw", "engine loses" };
  g_autoptr (TsSearch) search = NULL;
  g_autoptr (GRand) rand = NULL;
  g_autoptr (TsGame) opening = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (GArray) scores = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) hunt_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) hunt_lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  Tally tally = { .scores = scores, .lengths = lengths, .hunt_starts = hunt_starts, .hunt_lengths = hunt_lengths };
  Players pl = { 0 };
  const char *opponent_name = NULL;
  int status = EXIT_SUCCESS;

  if (!cli_parse_options ("match", match_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("match: unexpected argument '%s'", argv[1]);
  if (opt_games < 1 || opt_match_movetime < 1 || opt_max_plies < 1 || opt_threads < 1 || opt_hash < 1)
    return cli_fail ("match: --games, --movetime, --max-plies, --threads and --hash take numbers of 1 or more");
  if (opt_opening_plies < 0)
    return cli_fail ("match: --opening-plies takes a number of 0 or more");
  if (!parse_opponent (&pl, &opponent_name, &error))
    return cli_fail ("match: %s", error->message);

  if (opt_opening != NULL && (opening = cli_read_record (opt_opening, &error)) == NULL)
    return cli_fail ("match: %s", error->message);
  if (opening != NULL && ts_game_get_n_moves (opening) >= (guint) opt_max_plies)
    return cli_fail ("match: --max-plies %d leaves no ply to play after the opening's %u", opt_max_plies,
                     ts_game_get_n_moves (opening));
  search = ts_search_new ((gsize) opt_hash);
  ts_search_set_threads (search, (guint) opt_threads);
  rand = g_rand_new_with_seed ((guint32) opt_seed);
  pl.rand = rand;
  pl.search = search;
  pl.list = list;
  for (int g = 0; g < opt_games; g++)
    {
      g_autoptr (TsGame) game = ts_game_new ();
      /* a pair of games shares its opening; the engine plays Black first */
      TsColor engine_color = g % 2 == 0 ? TS_BLACK : TS_WHITE;
      GameReport report;

      if (opening != NULL)
        ts_game_assign (game, opening);
      else
        ts_game_reset_with_rules (game, cli_rules);
      play_opening (game, (guint32) opt_seed * 7919u + (guint32) (g / 2), opt_opening_plies, list);
      if (!play_game (&pl, game, engine_color, &report, &error))
        {
          status = cli_fail ("match: game %d: %s", g + 1, error->message);
          break;
        }
      tally_add (&tally, &report);
      printf ("game %d: engine plays %s: %s after %u plies%s%s", g + 1,
              engine_color == TS_BLACK ? "Black" : "White", outcome_names[report.outcome], report.plies,
              report.adjudicated ? " (adjudicated on material)" : "",
              report.emperor_trades[0] > 0 ? " (engine traded its emperor)" : "");
      if (report.emperor_lost_at[1] != 0)
        printf (" (the opponent's emperor fell at ply %u)", report.emperor_lost_at[1]);
      printf ("\n");
      fflush (stdout);
      if (opt_records != NULL && !write_record (game, g + 1, engine_color, opponent_name, &report, &error))
        {
          status = cli_fail ("match: %s", error->message);
          break;
        }
    }
  if (tally.scores->len > 0)
    print_summary (&tally, opponent_name);
  cecp_free (pl.cecp);
  return status;
}
