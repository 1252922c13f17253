/* cli-engine.c — the engine commands of tai-shogi-cli: bestmove and
 * match (xboard is in cli-xboard.c). */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <math.h>

#include "cli-cecp-notation.h"
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
static gboolean opt_tactics_hunt;

static const GOptionEntry tactics_entries[] = {
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_tactics_movetime, "Time a position (default 1000; 0: no limit)", "MS" },
  { "depth", 0, 0, G_OPTION_ARG_INT, &opt_tactics_depth, "Stop after this depth", "N" },
  { "hunt", 0, 0, G_OPTION_ARG_NONE, &opt_tactics_hunt, "Search with the royal hunt at the root and against danger (docs/hunt.md)", NULL },
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
  limits.hunt = opt_tactics_hunt ? TS_SEARCH_HUNT_ROOT | TS_SEARCH_HUNT_DANGER : 0;
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
 * one-ply greedy capturer, the engine itself (another search of this
 * build, the same time a move), or any engine speaking CECP.  Games
 * start from openings of a few random quiet plies, each played twice
 * with the colours swapped; a game still going at the ply cap is
 * adjudicated on material and counted apart from the games decided on
 * the board.  `--opening RECORD` starts every game from a record's last
 * position instead (the random plies, if any, played after it), to
 * study how the engine goes on from a given stage of a game.  `--jobs`
 * plays games side by side, each with searches (and a CECP opponent)
 * of its own; every game's choices come from its own seeds, so that the
 * games are the same whatever the number of jobs, but for timing.
 *
 * An engine whose rules differ (HaChu's tenjiku is not TENJIKU.md) is
 * not trusted to play on: a game stops at the first move our rules
 * refuse, at the first of our moves the engine refuses, or when the
 * engine claims a result the board does not show; such games, and those
 * where the engine stopped answering, are reported apart and count for
 * neither side. */

typedef enum { OPPONENT_RANDOM, OPPONENT_GREEDY, OPPONENT_SELF, OPPONENT_CECP } OpponentKind;

typedef enum { GAME_WIN, GAME_DRAW, GAME_LOSS } GameOutcome;

/* How a game ended, for the games counted. */
typedef enum {
  END_HUNT,         /* the loser's last royal captured by an ordinary move */
  END_RANGE_JUMP,   /* ... by a range-jumping general over pieces (tenjiku) */
  END_BURN,         /* ... burnt by an enemy fire demon where it stopped (tenjiku) */
  END_SUICIDE,      /* the loser's own move ended its last royal next to an enemy fire demon */
  END_NO_MOVES,     /* the side to move had no legal move */
  END_RESIGNED,     /* a CECP opponent resigned */
  END_PLY_CAP,      /* adjudicated on material */
  N_ENDS
} GameEnd;

static const char *const end_names[N_ENDS] = {
  "hunt (an ordinary capture)", "range jump", "burn", "suicide (own royal burnt)", "no legal move",
  "the opponent resigned", "ply cap",
};

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
static int opt_jobs = 1;
static char *opt_cecp_notation;
static gboolean opt_hunt;

static const GOptionEntry match_entries[] = {
  { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Games to play (default 10)", "N" },
  { "movetime", 0, 0, G_OPTION_ARG_INT64, &opt_match_movetime, "Time a move, both sides (default 200)", "MS" },
  { "opponent", 0, 0, G_OPTION_ARG_STRING, &opt_opponent,
    "random, greedy (default), self (this engine again) or 'cecp:COMMAND' (an engine speaking CECP)", "NAME" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the openings and random choices (default 1)", "S" },
  { "opening-plies", 0, 0, G_OPTION_ARG_INT, &opt_opening_plies, "Random quiet plies of each opening (default 6)", "N" },
  { "max-plies", 0, 0, G_OPTION_ARG_INT, &opt_max_plies, "Adjudicate on material after this many plies (default 500)", "N" },
  { "records", 0, 0, G_OPTION_ARG_FILENAME, &opt_records, "Write each game's record to this folder", "DIR" },
  { "opening", 0, 0, G_OPTION_ARG_FILENAME, &opt_opening,
    "Start every game from this record's last position (the ply cap counts its moves)", "RECORD" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &opt_threads, "Search threads of this engine (default 1)", "N" },
  { "hash", 0, 0, G_OPTION_ARG_INT, &opt_hash, "Transposition table of this engine, in MB (default 64)", "MB" },
  { "jobs", 'j', 0, G_OPTION_ARG_INT, &opt_jobs, "Games played at once (default 1)", "N" },
  { "cecp-notation", 0, 0, G_OPTION_ARG_STRING, &opt_cecp_notation,
    "Moves to a CECP opponent: xboard (default: XBoard's own where XBoard shows the variant, as tenjiku) "
    "or canonical (this program's move strings, as its builds before XBoard's tenjiku)", "xboard|canonical" },
  { "hunt", 0, 0, G_OPTION_ARG_NONE, &opt_hunt, "This engine with the royal hunt at the root and against danger (docs/hunt.md)", NULL },
  { NULL }
};

/* A game that cannot go on by our rules with this opponent: reported
 * apart, not an error of the match. */
#define MATCH_ERROR (g_quark_from_static_string ("cli-match-error"))
enum { MATCH_ERROR_RULES_DIFFER, MATCH_ERROR_OPPONENT_FAILED, MATCH_ERROR_RESIGNED };

/* ---- an opponent engine over CECP ---- */

typedef struct {
  GSubprocess *proc;
  GOutputStream *to_engine;
  GDataInputStream *from_engine;
  guint pings;
  gboolean xboard;           /* this game's moves in XBoard's notation (cli-cecp-notation.h) */
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

/* An I/O failure of the opponent's pipes: the engine died or closed
 * them. */
static gboolean
opponent_failed (GError **error)
{
  if (error != NULL && *error != NULL && (*error)->domain != MATCH_ERROR)
    {
      g_autofree char *message = g_strdup ((*error)->message);
      g_clear_error (error);
      g_set_error (error, MATCH_ERROR, MATCH_ERROR_OPPONENT_FAILED, "the opponent engine failed: %s", message);
    }
  return FALSE;
}

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
  return (g_output_stream_write_all (c->to_engine, text, strlen (text), NULL, NULL, error)
          && g_output_stream_flush (c->to_engine, NULL, error))
         || opponent_failed (error);
}

/* Whether a line of the engine says it refuses a command of ours
 * ("Illegal move: ...", "Error (...): ..."). */
static gboolean
is_refusal (const char *line)
{
  return g_str_has_prefix (line, "Illegal move") || g_str_has_prefix (line, "Error");
}

/* Whether a line claims the game's result ("1-0 {Black mates}"). */
static gboolean
is_result_claim (const char *line)
{
  return g_str_has_prefix (line, "1-0") || g_str_has_prefix (line, "0-1") || g_str_has_prefix (line, "1/2-1/2");
}

/* Reads lines until one starts with `prefix`; returns its rest.  With
 * `strict`, a refusal or a claimed result on the way ends the game:
 * the engine's rules differ from ours (MATCH_ERROR_RULES_DIFFER), or it
 * resigned (MATCH_ERROR_RESIGNED). */
static char *
cecp_expect (Cecp *c, const char *prefix, gboolean strict, GError **error)
{
  for (;;)
    {
      /* bytes, not UTF-8: an engine's debug lines may be in any encoding */
      g_autofree char *line = g_data_input_stream_read_line (c->from_engine, NULL, NULL, error);

      if (line == NULL)
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "it closed its output");
          opponent_failed (error);
          return NULL;
        }
      g_strstrip (line);
      if (g_str_has_prefix (line, prefix))
        return g_strdup (line + strlen (prefix));
      if (strict && g_str_equal (line, "resign"))
        {
          g_set_error_literal (error, MATCH_ERROR, MATCH_ERROR_RESIGNED, "the opponent resigned");
          return NULL;
        }
      if (strict && (is_refusal (line) || is_result_claim (line)))
        {
          g_set_error (error, MATCH_ERROR, MATCH_ERROR_RULES_DIFFER, "the opponent says '%s'", line);
          return NULL;
        }
    }
}

/* Waits until the engine has read everything sent so far; with
 * `strict`, a refusal on the way ends the game as above. */
static gboolean
cecp_sync (Cecp *c, gboolean strict, GError **error)
{
  g_autofree char *number = g_strdup_printf ("%u", ++c->pings);

  if (!cecp_send (c, error, "ping %s", number))
    return FALSE;
  for (;;)
    {
      g_autofree char *rest = cecp_expect (c, "pong ", strict, error);

      if (rest == NULL)
        return FALSE;
      if (g_str_equal (rest, number))
        return TRUE;
    }
}

static Cecp *
cecp_start (const char *command, GError **error)
{
  g_autoptr (Cecp) c = g_new0 (Cecp, 1);
  g_auto (GStrv) argv = NULL;

  if (!g_shell_parse_argv (command, NULL, &argv, error))
    return NULL;
  c->proc = g_subprocess_newv ((const char *const *) argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, error);
  if (c->proc == NULL)
    return NULL;
  c->to_engine = g_subprocess_get_stdin_pipe (c->proc);
  c->from_engine = g_data_input_stream_new (g_subprocess_get_stdout_pipe (c->proc));
  /* the same table as this engine's (HaChu allocates its table only when told) */
  if (!cecp_send (c, error, "xboard\nprotover 2\nmemory %d", opt_hash) || !cecp_sync (c, FALSE, error))
    return NULL;
  return g_steal_pointer (&c);
}

/* The moves between this program and the engine: in XBoard's notation
 * where XBoard shows the variant (tenjiku), as this program's `xboard`
 * command speaks it, unless --cecp-notation canonical; else canonical
 * move strings (RULES.md section 7, TENJIKU.md 6.2). */
static gboolean
cecp_tell (Cecp *c, TsRules rules, const TsMove *m, GError **error)
{
  char buf[MAX (TS_MOVE_STRING_MAX, CLI_XB_MOVE_MAX)];

  if (c->xboard)
    cli_xb_format_move (rules, 0, m, buf);
  else
    ts_move_format (rules, m, buf);
  return cecp_send (c, error, "usermove %s", buf);
}

/* A new game in `game`'s rule set, from its start position and with its
 * moves so far, in force mode.  Whatever the engine still had to say
 * about the last game is read first; a refusal of the new game's moves
 * stops it. */
static gboolean
cecp_new_game (Cecp *c, TsGame *game, gint64 movetime_ms, GError **error)
{
  const char *start = ts_game_get_start_tsfen (game);
  TsRules rules = ts_game_get_rules (game);

  if (!cecp_sync (c, FALSE, error) || !cecp_send (c, error, "new\nforce\nnopost\nst %.3f", movetime_ms / 1000.0))
    return FALSE;
  c->xboard = cli_xb_speaks (rules) && !(opt_cecp_notation != NULL && g_str_equal (opt_cecp_notation, "canonical"));
  /* only another rule set is named: an engine may know no variants */
  if (rules != TS_RULES_STANDARD && !cecp_send (c, error, "variant %s", cli_cecp_variant_name (rules)))
    return FALSE;
  if (start != NULL)
    {
      g_autoptr (TsPosition) first = ts_game_position_at (game, 0);
      g_autofree char *fen = c->xboard ? cli_xb_fen (first) : g_strdup (start);

      if (!cecp_send (c, error, "setboard %s", fen))
        return FALSE;
    }
  for (guint i = 0; i < ts_game_get_n_moves (game); i++)
    if (!cecp_tell (c, rules, ts_game_get_move (game, i), error))
      return FALSE;
  return cecp_sync (c, TRUE, error);
}

/* The engine's move for the side to move; it goes back to force mode.
 * A move our rules refuse stops the game. */
static gboolean
cecp_think (Cecp *c, TsPosition *pos, TsMove *move, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;

  if (!cecp_send (c, error, "go"))
    return FALSE;
  text = cecp_expect (c, "move ", TRUE, error);
  if (text == NULL || !cecp_send (c, error, "force"))
    return FALSE;
  if (c->xboard)
    {
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);

      ts_generate_legal (pos, list);
      if (!cli_xb_parse_move (pos, 0, list, text, move))
        g_set_error_literal (&local, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL, "no legal move reads so");
    }
  else
    ts_position_parse_move (pos, text, move, &local);
  if (local != NULL)
    {
      g_set_error (error, MATCH_ERROR, MATCH_ERROR_RULES_DIFFER, "the opponent played '%s', which our rules refuse: %s",
                   text, local->message);
      return FALSE;
    }
  return TRUE;
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

/* What one job plays with: its own searches, random stream and opponent. */
typedef struct {
  OpponentKind kind;
  const char *cecp_command;
  Cecp *cecp;
  GRand *rand;
  TsSearch *search;
  TsSearch *opponent_search;  /* OPPONENT_SELF */
  TsMoveList *list;
} Players;

typedef struct {
  GameOutcome outcome;
  GameEnd end;
  gboolean stopped;          /* by the opponent (rules differ, or it failed): counted apart */
  char *stop_reason;
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

  if (engine_to_move && opt_hunt)
    limits.hunt = TS_SEARCH_HUNT_ROOT | TS_SEARCH_HUNT_DANGER;
  if (engine_to_move || pl->kind == OPPONENT_SELF)
    return ts_search_run (engine_to_move ? pl->search : pl->opponent_search, pos, &limits, NULL, NULL, NULL, move,
                          NULL)
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

/* Whether a capture of the move `index` on `target` jumped over pieces
 * as a range-jumping general does (TENJIKU.md 3.2): its mover ranges
 * by rank and some piece stood between. */
static gboolean
capture_jumped (TsGame *game, guint index, TsSquare target)
{
  const TsMove *m = ts_game_get_move (game, index);
  TsPiece mover = ts_game_get_moved_piece (game, index);
  g_autoptr (TsPosition) before = NULL;
  int dx, dy, steps;

  if (ts_piece_moves_info (ts_game_get_rules (game), mover)->movement.range_jump == 0)
    return FALSE;
  dx = ts_square_x (target) - ts_square_x (m->from);
  dy = ts_square_y (target) - ts_square_y (m->from);
  if ((dx != 0 && dy != 0 && ABS (dx) != ABS (dy)) || (dx == 0 && dy == 0))
    return FALSE;
  steps = MAX (ABS (dx), ABS (dy));
  before = ts_game_position_at (game, index);
  for (int k = 1; k < steps; k++)
    if (before->board[ts_square (ts_square_x (m->from) + k * (dx > 0) - k * (dx < 0),
                                 ts_square_y (m->from) + k * (dy > 0) - k * (dy < 0))] != TS_EMPTY)
      return TRUE;
  return FALSE;
}

/* How the last move of a game that `loser` lost on the board took its
 * last royal. */
static GameEnd
classify_end (TsGame *game, TsColor loser)
{
  guint last = ts_game_get_n_moves (game) - 1;
  const TsMove *m = ts_game_get_move (game, last);
  TsPiece captured[TS_MAX_CAPTURES], burnt[TS_MAX_BURNS];
  TsBurns burns;
  guint n;

  if (ts_game_get_end_reason (game) == TS_END_NO_MOVES)
    return END_NO_MOVES;
  ts_game_get_burns (game, last, &burns, burnt);
  for (guint k = 0; k < burns.n; k++)
    if (ts_piece_is_royal (burnt[k]) && TS_PIECE_COLOR (burnt[k]) == loser)
      return burns.mover_burnt ? END_SUICIDE : END_BURN;
  n = ts_game_get_captured (game, last, captured);
  for (guint k = 0; k < n; k++)
    if (ts_piece_is_royal (captured[k]) && capture_jumped (game, last, m->captures[k]))
      return END_RANGE_JUMP;
  return END_HUNT;
}

/* Plays one game from the opening in `game`; the engine has
 * `engine_color`.  FALSE on an error; a game the opponent stopped is
 * TRUE, with report->stopped. */
static gboolean
play_game (Players *pl, TsGame *game, TsColor engine_color, GameReport *report, GError **error)
{
  TsRules rules = ts_game_get_rules (game);
  /* the emperor's figures mean something where there are emperors */
  gboolean emperors = ts_rules_has_type (rules, TS_PIECE_EMPEROR);
  TsMove prev = { 0 };
  TsPiece prev_mover = TS_EMPTY;
  int black_balance_prev = 0;
  PendingTrade trade = { FALSE };
  g_autoptr (GError) local = NULL;

  memset (report, 0, sizeof *report);
  report->plies = ts_game_get_n_moves (game);
  if (emperors)
    note_emperors_taken_before (report, game, engine_color);
  ts_search_clear (pl->search);
  if (pl->opponent_search != NULL)
    ts_search_clear (pl->opponent_search);
  if (pl->kind == OPPONENT_CECP && !cecp_new_game (pl->cecp, game, opt_match_movetime, &local))
    goto stopped;
  for (report->plies = ts_game_get_n_moves (game); report->plies < (guint) opt_max_plies; report->plies++)
    {
      TsPosition *pos = ts_game_get_position (game);
      gboolean engine_to_move = pos->side == engine_color;
      int black_balance = material_balance (pos, TS_BLACK);
      TsMove move;

      if (ts_generate_legal (pos, pl->list) == 0)
        {
          TsColor winner = ts_game_get_result (game) == TS_RESULT_BLACK_WINS ? TS_BLACK : TS_WHITE;

          report->outcome = winner == engine_color ? GAME_WIN : GAME_LOSS;
          report->end = classify_end (game, TS_OTHER (winner));
          settle_trade (&trade, report, pos, TRUE, trade.trader == winner);
          return TRUE;
        }
      settle_trade (&trade, report, pos, FALSE, FALSE);
      if (emperors)
        note_emperors (report, pos, engine_color);
      if (!choose_move (pl, pos, engine_to_move, &move, &local))
        {
          if (local->domain != MATCH_ERROR)
            {
              g_propagate_error (error, g_steal_pointer (&local));
              return FALSE;
            }
          if (local->code == MATCH_ERROR_RESIGNED)
            {
              report->outcome = GAME_WIN;
              report->end = END_RESIGNED;
              return TRUE;
            }
          goto stopped;
        }
      if (!trade.open && recaptures_emperor (prev_mover, &prev, &move))
        trade = (PendingTrade) { TRUE, TS_OTHER (pos->side), !engine_to_move,
                                 pos->side == TS_WHITE ? black_balance_prev : -black_balance_prev,
                                 report->plies + 2 };
      prev = move;
      prev_mover = pos->board[move.from];
      black_balance_prev = black_balance;
      if (!ts_game_play (game, &move, error))
        return FALSE;
      /* the engine hears our move, and says at once if it refuses it */
      if (pl->kind == OPPONENT_CECP && engine_to_move && ts_game_get_result (game) == TS_RESULT_NONE
          && (!cecp_tell (pl->cecp, rules, &move, &local) || !cecp_sync (pl->cecp, TRUE, &local)))
        goto stopped;
    }

  report->end = END_PLY_CAP;
  /* the game stops here: an open trade is judged on the material now */
  trade.settle_at = 0;
  settle_trade (&trade, report, ts_game_get_position (game), FALSE, FALSE);
  {
    int balance = material_balance (ts_game_get_position (game), engine_color);
    report->outcome = balance >= TS_EVAL_PAWN ? GAME_WIN : balance <= -TS_EVAL_PAWN ? GAME_LOSS : GAME_DRAW;
  }
  return TRUE;

stopped:
  report->stopped = TRUE;
  report->outcome = GAME_DRAW;
  report->stop_reason = g_strdup (local->message);
  /* an engine that failed is started again for the next game */
  if (local->code == MATCH_ERROR_OPPONENT_FAILED)
    g_clear_pointer (&pl->cecp, cecp_free);
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
  if (report->stopped)
    {
      g_autofree char *why = g_strdup_printf ("stopped: %s", report->stop_reason);
      ts_game_set_tag (game, "Termination", why);
    }
  else if (report->end == END_RESIGNED)
    ts_game_set_tag (game, "Termination", "the opponent resigned");
  else if (report->end == END_PLY_CAP)
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
  gboolean emperors;     /* the variant has emperors: their figures are printed */
  guint counts[3];
  guint on_board[3];
  guint n_adjudicated;
  guint n_stopped;
  guint ends[N_ENDS];
  guint emperor_trades[2];
  GArray *scores;        /* double, a game counted */
  GArray *lengths;       /* guint, the games decided on the board */
  GArray *hunt_starts;   /* guint, the ply the opponent's emperor fell, a game where it did */
  GArray *hunt_lengths;  /* guint, plies from then to a win on the board */
} Tally;

static void
tally_add (Tally *t, const GameReport *r)
{
  double score = r->outcome == GAME_WIN ? 1.0 : r->outcome == GAME_DRAW ? 0.5 : 0.0;

  if (r->stopped)
    {
      t->n_stopped++;
      return;
    }
  t->counts[r->outcome]++;
  t->ends[r->end]++;
  if (r->end == END_PLY_CAP)
    t->n_adjudicated++;
  else if (r->end != END_RESIGNED)
    {
      t->on_board[r->outcome]++;
      g_array_append_val (t->lengths, r->plies);
    }
  t->emperor_trades[0] += r->emperor_trades[0];
  t->emperor_trades[1] += r->emperor_trades[1];
  if (r->emperor_lost_at[1] != 0)
    {
      g_array_append_val (t->hunt_starts, r->emperor_lost_at[1]);
      if (r->end != END_PLY_CAP && r->end != END_RESIGNED && r->outcome == GAME_WIN)
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
  wilson_interval (mean, MAX (n, 1), &low, &high);

  printf ("engine vs %s, %u games, %" G_GINT64_FORMAT " ms a move: %u wins, %u draws, %u losses, "
          "%.1f%% of the points\n",
          opponent, n, opt_match_movetime, t->counts[GAME_WIN], t->counts[GAME_DRAW], t->counts[GAME_LOSS],
          100.0 * mean);
  printf ("decided on the board (a royal captured or no move left): %u (%u wins, %u losses, %.0f%% of the games), "
          "median length %u plies; adjudicated at %d plies: %u\n",
          t->lengths->len, t->on_board[GAME_WIN], t->on_board[GAME_LOSS], n > 0 ? 100.0 * t->lengths->len / n : 0.0,
          median_of (t->lengths), opt_max_plies, t->n_adjudicated);
  printf ("how the games ended:");
  for (int e = 0; e < N_ENDS; e++)
    printf ("%s %s %u", e == 0 ? "" : ",", end_names[e], t->ends[e]);
  printf ("\n");
  if (t->n_stopped > 0)
    printf ("stopped by the opponent (its rules differ, or it failed), not counted: %u\n", t->n_stopped);
  if (n > 0)
    printf ("Elo difference %+.0f, 95%% interval %+.0f .. %+.0f\n", elo_of (mean), elo_of (low), elo_of (high));
  if (!t->emperors)
    return;
  printf ("emperor trades (the emperor captures, is captured at once, and its side is down in material after its next move): "
          "engine %u, opponent %u\n", t->emperor_trades[0], t->emperor_trades[1]);
  printf ("the opponent's emperor fell in %u games, at ply %u (median); of those the engine won %u on the board, "
          "%u plies later (median)\n",
          t->hunt_starts->len, median_of (t->hunt_starts), t->hunt_lengths->len, median_of (t->hunt_lengths));
}

/* ---- the games, side by side ---- */

typedef struct {
  GMutex lock;
  int next;                  /* the next game to start */
  gboolean failed;           /* an error of ours: no new game starts */
  int status;
  TsGame *opening;
  const char *opponent_name;
  gboolean emperors;
  GameReport *reports;       /* one a game, filled as each ends */
  gboolean *played;
} MatchRun;

static const char *outcome_names[] = { "engine wins", "draw", "engine loses" };

static void
print_game_line (const MatchRun *run, int g, TsColor engine_color, const GameReport *report)
{
  printf ("game %d: engine plays %s: ", g + 1, engine_color == TS_BLACK ? "Black" : "White");
  if (report->stopped)
    printf ("stopped after %u plies, not counted: %s", report->plies, report->stop_reason);
  else
    {
      printf ("%s after %u plies", outcome_names[report->outcome], report->plies);
      if (report->end == END_PLY_CAP)
        printf (" (adjudicated on material)");
      else
        printf (" (%s)", end_names[report->end]);
    }
  if (run->emperors && report->emperor_trades[0] > 0)
    printf (" (engine traded its emperor)");
  if (run->emperors && report->emperor_lost_at[1] != 0)
    printf (" (the opponent's emperor fell at ply %u)", report->emperor_lost_at[1]);
  printf ("\n");
  fflush (stdout);
}

static void
players_init (Players *pl)
{
  pl->search = ts_search_new ((gsize) opt_hash);
  ts_search_set_threads (pl->search, (guint) opt_threads);
  pl->list = g_new (TsMoveList, 1);
  if (pl->kind == OPPONENT_SELF)
    {
      pl->opponent_search = ts_search_new ((gsize) opt_hash);
      ts_search_set_threads (pl->opponent_search, (guint) opt_threads);
    }
}

static void
players_clear (Players *pl)
{
  g_clear_pointer (&pl->cecp, cecp_free);
  g_clear_pointer (&pl->search, ts_search_free);
  g_clear_pointer (&pl->opponent_search, ts_search_free);
  g_clear_pointer (&pl->rand, g_rand_free);
  g_clear_pointer (&pl->list, g_free);
}

/* One job: takes the next game until none is left. */
static gpointer
match_job (gpointer data)
{
  MatchRun *run = data;
  Players pl = { 0 };
  g_autoptr (GError) error = NULL;

  pl.kind = OPPONENT_GREEDY;
  if (opt_opponent != NULL && g_str_equal (opt_opponent, "random"))
    pl.kind = OPPONENT_RANDOM;
  else if (opt_opponent != NULL && g_str_equal (opt_opponent, "self"))
    pl.kind = OPPONENT_SELF;
  else if (opt_opponent != NULL && g_str_has_prefix (opt_opponent, "cecp:"))
    {
      pl.kind = OPPONENT_CECP;
      pl.cecp_command = opt_opponent + strlen ("cecp:");
    }
  players_init (&pl);
  for (;;)
    {
      g_autoptr (TsGame) game = ts_game_new ();
      TsColor engine_color;
      GameReport report;
      int g;

      g_mutex_lock (&run->lock);
      g = run->failed ? opt_games : run->next++;
      g_mutex_unlock (&run->lock);
      if (g >= opt_games)
        break;
      /* a pair of games shares its opening; the engine plays Black first */
      engine_color = g % 2 == 0 ? TS_BLACK : TS_WHITE;
      if (run->opening != NULL)
        ts_game_assign (game, run->opening);
      else
        ts_game_reset_with_rules (game, cli_rules);
      play_opening (game, (guint32) opt_seed * 7919u + (guint32) (g / 2), opt_opening_plies, pl.list);
      /* the random choices of each game its own, whichever job plays it */
      g_clear_pointer (&pl.rand, g_rand_free);
      pl.rand = g_rand_new_with_seed ((guint32) opt_seed * 104729u + (guint32) g);
      if (pl.kind == OPPONENT_CECP && pl.cecp == NULL && (pl.cecp = cecp_start (pl.cecp_command, &error)) == NULL)
        {
          g_prefix_error (&error, "the opponent engine: ");
          goto failed;
        }
      if (!play_game (&pl, game, engine_color, &report, &error))
        {
          g_prefix_error (&error, "game %d: ", g + 1);
          goto failed;
        }
      g_mutex_lock (&run->lock);
      run->reports[g] = report;
      run->played[g] = TRUE;
      print_game_line (run, g, engine_color, &report);
      if (opt_records != NULL && !write_record (game, g + 1, engine_color, run->opponent_name, &report, &error))
        {
          g_mutex_unlock (&run->lock);
          goto failed;
        }
      g_mutex_unlock (&run->lock);
    }
  players_clear (&pl);
  return NULL;

failed:
  g_mutex_lock (&run->lock);
  if (!run->failed)
    run->status = cli_fail ("match: %s", error->message);
  run->failed = TRUE;
  g_mutex_unlock (&run->lock);
  players_clear (&pl);
  return NULL;
}

/* ---- the command ---- */

static gboolean
check_opponent (const char **name, GError **error)
{
  if (opt_opponent != NULL && !g_str_equal (opt_opponent, "greedy") && !g_str_equal (opt_opponent, "random")
      && !g_str_equal (opt_opponent, "self") && !g_str_has_prefix (opt_opponent, "cecp:"))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--opponent is 'random', 'greedy', 'self' or 'cecp:COMMAND', not '%s'", opt_opponent);
      return FALSE;
    }
  *name = opt_opponent != NULL ? opt_opponent : "greedy";
  return TRUE;
}

int
cli_match (int argc, char **argv)
{
  g_autoptr (TsGame) opening = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) scores = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) hunt_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) hunt_lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) jobs = g_ptr_array_new ();
  Tally tally = { .scores = scores, .lengths = lengths, .hunt_starts = hunt_starts, .hunt_lengths = hunt_lengths };
  MatchRun run = { 0 };
  const char *opponent_name = NULL;

  if (!cli_parse_options ("match", match_entries, &argc, &argv))
    return EXIT_FAILURE;
  if (argc > 1)
    return cli_fail ("match: unexpected argument '%s'", argv[1]);
  if (opt_games < 1 || opt_match_movetime < 1 || opt_max_plies < 1 || opt_threads < 1 || opt_hash < 1 || opt_jobs < 1)
    return cli_fail ("match: --games, --movetime, --max-plies, --threads, --hash and --jobs take numbers of 1 or more");
  if (opt_opening_plies < 0)
    return cli_fail ("match: --opening-plies takes a number of 0 or more");
  if (opt_cecp_notation != NULL && !g_str_equal (opt_cecp_notation, "xboard")
      && !g_str_equal (opt_cecp_notation, "canonical"))
    return cli_fail ("match: --cecp-notation is 'xboard' or 'canonical', not '%s'", opt_cecp_notation);
  if (!check_opponent (&opponent_name, &error))
    return cli_fail ("match: %s", error->message);

  if (opt_opening != NULL && (opening = cli_read_record (opt_opening, &error)) == NULL)
    return cli_fail ("match: %s", error->message);
  if (opening != NULL && ts_game_get_n_moves (opening) >= (guint) opt_max_plies)
    return cli_fail ("match: --max-plies %d leaves no ply to play after the opening's %u", opt_max_plies,
                     ts_game_get_n_moves (opening));
  /* an opponent engine that dies must not take the match with it */
  signal (SIGPIPE, SIG_IGN);

  g_mutex_init (&run.lock);
  run.opening = opening;
  run.opponent_name = opponent_name;
  run.emperors = ts_rules_has_type (opening != NULL ? ts_game_get_rules (opening) : cli_rules, TS_PIECE_EMPEROR);
  run.reports = g_new0 (GameReport, opt_games);
  run.played = g_new0 (gboolean, opt_games);
  run.status = EXIT_SUCCESS;
  for (int j = 1; j < MIN (opt_jobs, opt_games); j++)
    g_ptr_array_add (jobs, g_thread_new ("match-job", match_job, &run));
  match_job (&run);
  for (guint j = 0; j < jobs->len; j++)
    g_thread_join (g_ptr_array_index (jobs, j));

  tally.emperors = run.emperors;
  for (int g = 0; g < opt_games; g++)
    if (run.played[g])
      {
        tally_add (&tally, &run.reports[g]);
        g_free (run.reports[g].stop_reason);
      }
  if (tally.scores->len > 0 || tally.n_stopped > 0)
    print_summary (&tally, opponent_name);
  g_free (run.reports);
  g_free (run.played);
  g_mutex_clear (&run.lock);
  return run.status;
}
