/* cli-xboard.c — `tai-shogi-cli xboard`: the engine behind the XBoard /
 * CECP protocol, version 2 (https://www.gnu.org/software/xboard/engine-intf.html).
 *
 * Moves are canonical move strings (RULES.md section 7).  In CECP terms
 * the side that moves first is "white"; in tai shogi that is Black
 * (sente), so "1-0" means that Black won.
 *
 * The search runs in a thread of its own, so that input is read while
 * the engine thinks: "?" moves now, "exit" leaves analyze mode, "quit"
 * ends, "." (in analyze mode) asks where the search is ("stat01").
 * While a search runs, only the thread that started it may touch
 * the position: the main thread waits for the search to end (or stops
 * it, throwing its result away) before any command that reads or
 * changes the game.
 *
 * Rule sets (RULESETS.md): "variant taishogi" is the standard set,
 * "variant tai-jw" the Japanese-Wikipedia one; "new" goes back to the set
 * of the command line's --rules (standard by default).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "ts-movegen.h"
#include "ts-search.h"
#include "ts-time-manager.h"

#define XB_TT_MEGABYTES 64
#define XB_DEFAULT_MOVETIME_MS 1000

typedef struct {
  TsPosition *pos;
  TsSearch *search;
  TsMoveList *list;
  TsColor engine_color;
  gboolean force;
  gint post;             /* atomic: read by the search thread */
  gboolean game_over;
  gboolean analyzing;
  GThread *thinker;      /* the running search, if any */
  gint stop;             /* atomic: ends the running search */
  gint discard;          /* atomic: the running search's move is not played */
  gint64 st_ms;          /* "st": fixed time a move; 0: use the clock */
  gint64 clock_ms;       /* "time": the engine's clock; -1: unknown */
  gint64 inc_ms;
  int mps;               /* "level" moves per session; 0: the whole game */
  int engine_moves;
  int sd;                /* "sd": depth limit; 0: none */
  GMutex status_lock;
  char *status;          /* the running search's "stat01" line, written by its thread */
} Xboard;

static void
reply (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

/* One line to the interface; both threads write, a line at a time. */
static void
reply (const char *fmt, ...)
{
  static GMutex lock;
  va_list args;

  g_mutex_lock (&lock);
  va_start (args, fmt);
  vprintf (fmt, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
  g_mutex_unlock (&lock);
}

/* Says so when the side to move has no move left (its royals gone, or
 * no legal move), and stops playing. */
static gboolean
check_game_over (Xboard *xb)
{
  TsColor loser = xb->pos->side;

  if (ts_generate_legal (xb->pos, xb->list) > 0)
    return FALSE;
  xb->game_over = TRUE;
  reply ("%s {%s wins: %s}", loser == TS_WHITE ? "1-0" : "0-1", loser == TS_WHITE ? "Black" : "White",
         ts_position_has_royal (xb->pos, loser) ? "no legal move left" : "no royal piece left");
  return TRUE;
}

/* The answer to ".": "stat01: TIME NODES PLY MOVES-LEFT MOVES MOVE",
 * the iteration and the root move under way. */
static char *
status_line (const TsSearchInfo *info)
{
  char move[TS_MOVE_STRING_MAX];

  ts_move_format (&info->searching, move);
  return g_strdup_printf ("stat01: %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT " %d %u %u %s", info->time_ms / 10,
                          info->nodes, info->depth_searching, info->n_root_moves - info->root_move,
                          info->n_root_moves, move);
}

static void
set_status (Xboard *xb, char *line)
{
  g_mutex_lock (&xb->status_lock);
  g_free (xb->status);
  xb->status = line;
  g_mutex_unlock (&xb->status_lock);
}

static void
post_iteration (const TsSearchInfo *info, gpointer user_data)
{
  Xboard *xb = user_data;
  int score = info->score;

  set_status (xb, status_line (info));
  /* a post line stands for an iteration */
  if (info->partial)
    return;
  /* CECP reports mates as 100000 + moves */
  if (score > TS_SCORE_MATE_BOUND)
    score = 100000 + (TS_SCORE_MATE - score + 1) / 2;
  else if (score < -TS_SCORE_MATE_BOUND)
    score = -100000 - (TS_SCORE_MATE + score) / 2;
  if (g_atomic_int_get (&xb->post) || xb->analyzing)
    reply ("%d %d %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT " %s", info->depth, score,
           info->time_ms / 10, info->nodes, info->pv_text);
}

static void
think_limits (const Xboard *xb, TsSearchLimits *limits)
{
  memset (limits, 0, sizeof *limits);
  limits->depth = xb->sd;
  if (xb->st_ms > 0)
    limits->movetime_ms = xb->st_ms;
  else if (xb->clock_ms >= 0)
    ts_time_clock_limits (xb->clock_ms, xb->inc_ms,
                            xb->mps > 0 ? xb->mps - xb->engine_moves % xb->mps : 0, limits);
  else
    limits->movetime_ms = XB_DEFAULT_MOVETIME_MS;
}

/* The search thread: thinks on the engine's move (and plays it, unless
 * told to throw it away), or analyzes until stopped. */
static gpointer
think (gpointer data)
{
  Xboard *xb = data;
  TsSearchLimits limits;
  char buf[TS_MOVE_STRING_MAX];
  TsMove best;
  TsUndo undo;

  if (xb->analyzing)
    memset (&limits, 0, sizeof limits);
  else
    think_limits (xb, &limits);
  if (!ts_search_run (xb->search, xb->pos, &limits, &xb->stop, post_iteration, xb, &best, NULL)
      || xb->analyzing || g_atomic_int_get (&xb->discard))
    return NULL;
  ts_position_make (xb->pos, &best, &undo);
  xb->engine_moves++;
  ts_move_format (&best, buf);
  reply ("move %s", buf);
  check_game_over (xb);
  return NULL;
}

static void
start_thinking (Xboard *xb)
{
  set_status (xb, NULL);
  g_atomic_int_set (&xb->stop, 0);
  g_atomic_int_set (&xb->discard, 0);
  xb->thinker = g_thread_new ("tai-shogi-xboard", think, xb);
}

/* Waits for the running search to end by itself. */
static void
wait_thinking (Xboard *xb)
{
  if (xb->thinker != NULL)
    g_thread_join (g_steal_pointer (&xb->thinker));
}

/* Ends the running search now; `play` says whether its move is played. */
static void
stop_thinking (Xboard *xb, gboolean play)
{
  if (xb->thinker == NULL)
    return;
  g_atomic_int_set (&xb->discard, !play);
  g_atomic_int_set (&xb->stop, 1);
  wait_thinking (xb);
}

static void
engine_move (Xboard *xb)
{
  if (xb->game_over || check_game_over (xb))
    return;
  start_thinking (xb);
}

static void
maybe_engine_move (Xboard *xb)
{
  if (!xb->force && !xb->game_over && !xb->analyzing && xb->pos->side == xb->engine_color)
    engine_move (xb);
}

/* In analyze mode: a new analysis of the position as it now stands. */
static void
maybe_analyze (Xboard *xb)
{
  if (xb->analyzing && xb->thinker == NULL && !xb->game_over
      && ts_generate_legal (xb->pos, xb->list) > 0)
    start_thinking (xb);
}

/* ---- commands: each gets the rest of the line ---- */

static void
cmd_protover (Xboard *xb, const char *arg)
{
  reply ("feature myname=\"Tai Shogi\" variants=\"taishogi,tai-jw\" usermove=1 setboard=1 ping=1 "
         "sigint=0 analyze=1 memory=1 smp=1 done=1");
}

/* The CECP variant names of the rule sets. */
static const char *const variant_names[TS_N_RULES] = {
  [TS_RULES_STANDARD] = "taishogi",
  [TS_RULES_JW] = "tai-jw",
};

const char *
cli_cecp_variant_name (TsRules rules)
{
  return variant_names[rules];
}

static void
cmd_variant (Xboard *xb, const char *arg)
{
  for (int r = 0; r < TS_N_RULES; r++)
    if (g_str_equal (arg, variant_names[r]))
      {
        ts_position_set_rules (xb->pos, (TsRules) r);
        ts_position_set_start (xb->pos);
        ts_search_clear (xb->search);
        xb->game_over = FALSE;
        return;
      }
  reply ("Error (unknown variant): %s", arg);
}

static void
cmd_new (Xboard *xb, const char *arg)
{
  ts_position_set_rules (xb->pos, cli_rules);
  ts_position_set_start (xb->pos);
  ts_search_clear (xb->search);
  xb->engine_color = TS_WHITE;  /* CECP: the engine plays the second player */
  xb->force = FALSE;
  xb->game_over = FALSE;
  xb->engine_moves = 0;
  xb->sd = 0;
  xb->st_ms = 0;
}

static void
cmd_setboard (Xboard *xb, const char *arg)
{
  g_autoptr (GError) error = NULL;

  if (!ts_position_set_tsfen (xb->pos, arg, &error))
    {
      reply ("tellusererror Illegal position: %s", error->message);
      return;
    }
  xb->game_over = FALSE;
}

static void
cmd_usermove (Xboard *xb, const char *arg)
{
  g_autoptr (GError) error = NULL;
  TsMove move;
  TsUndo undo;

  if (xb->game_over || !ts_position_parse_move (xb->pos, arg, &move, &error))
    {
      reply ("Illegal move: %s", arg);
      return;
    }
  ts_position_make (xb->pos, &move, &undo);
  if (!check_game_over (xb))
    maybe_engine_move (xb);
}

static void
cmd_go (Xboard *xb, const char *arg)
{
  xb->force = FALSE;
  xb->engine_color = xb->pos->side;
  maybe_engine_move (xb);
}

static void
cmd_force (Xboard *xb, const char *arg)
{
  xb->force = TRUE;
}

static void
cmd_playother (Xboard *xb, const char *arg)
{
  xb->force = FALSE;
  xb->engine_color = TS_OTHER (xb->pos->side);
}

static void
cmd_ping (Xboard *xb, const char *arg)
{
  reply ("pong %s", arg);
}

/* "level MPS BASE INC": BASE is minutes or minutes:seconds. */
static void
cmd_level (Xboard *xb, const char *arg)
{
  int mps = 0, minutes = 0, seconds = 0;
  double inc = 0;

  if (sscanf (arg, "%d %d:%d %lf", &mps, &minutes, &seconds, &inc) != 4
      && sscanf (arg, "%d %d %lf", &mps, &minutes, &inc) != 3)
    {
      reply ("Error (bad level): %s", arg);
      return;
    }
  xb->mps = MAX (mps, 0);
  xb->inc_ms = (gint64) (inc * 1000);
  xb->clock_ms = (minutes * 60 + seconds) * (gint64) 1000;
  xb->st_ms = 0;
}

static void
cmd_st (Xboard *xb, const char *arg)
{
  xb->st_ms = (gint64) (g_ascii_strtod (arg, NULL) * 1000);
}

static void
cmd_sd (Xboard *xb, const char *arg)
{
  xb->sd = (int) g_ascii_strtoll (arg, NULL, 10);
}

/* "time N": the engine's clock, in centiseconds. */
static void
cmd_time (Xboard *xb, const char *arg)
{
  xb->clock_ms = g_ascii_strtoll (arg, NULL, 10) * 10;
}

static void
cmd_post (Xboard *xb, const char *arg)
{
  g_atomic_int_set (&xb->post, TRUE);
}

static void
cmd_nopost (Xboard *xb, const char *arg)
{
  g_atomic_int_set (&xb->post, FALSE);
}

static void
cmd_analyze (Xboard *xb, const char *arg)
{
  /* the engine plays no side while it analyzes, nor after "exit" */
  xb->analyzing = TRUE;
  xb->force = TRUE;
}

static void
cmd_exit (Xboard *xb, const char *arg)
{
  xb->analyzing = FALSE;
}

/* A count of 1 or more, else 0 (with an error told to the interface). */
static gint64
positive_count (const char *arg, const char *what)
{
  gint64 n = g_ascii_strtoll (arg, NULL, 10);

  if (n < 1)
    reply ("Error (bad %s): %s", what, arg);
  return MAX (n, 0);
}

/* "memory N": megabytes for the transposition table. */
static void
cmd_memory (Xboard *xb, const char *arg)
{
  gint64 mb = positive_count (arg, "memory size");

  if (mb > 0)
    ts_search_set_hash_size (xb->search, (gsize) mb);
}

/* "cores N": search threads. */
static void
cmd_cores (Xboard *xb, const char *arg)
{
  gint64 n = positive_count (arg, "number of cores");

  if (n > 0)
    ts_search_set_threads (xb->search, (guint) MIN (n, TS_SEARCH_MAX_THREADS));
}

static void
cmd_ignore (Xboard *xb, const char *arg)
{
}

/* ".": where the analysis is, once it has something to say. */
static void
cmd_status (Xboard *xb, const char *arg)
{
  g_mutex_lock (&xb->status_lock);
  if (xb->analyzing && xb->status != NULL)
    reply ("%s", xb->status);
  g_mutex_unlock (&xb->status_lock);
}

/* What a command needs from a running search first. */
typedef enum {
  WHILE_THINKING_GO_ON,    /* nothing: it does not touch the game */
  WHILE_THINKING_WAIT,     /* its end (the move is played first) */
  WHILE_THINKING_STOP,     /* to stop, its result thrown away */
} WhileThinking;

typedef struct {
  const char *name;
  void (*run) (Xboard *xb, const char *arg);
  WhileThinking while_thinking;
} XbCommand;

static const XbCommand xb_commands[] = {
  { "protover", cmd_protover, WHILE_THINKING_GO_ON }, { "new", cmd_new, WHILE_THINKING_STOP },
  { "setboard", cmd_setboard, WHILE_THINKING_STOP }, { "usermove", cmd_usermove, WHILE_THINKING_STOP },
  { "go", cmd_go, WHILE_THINKING_STOP }, { "force", cmd_force, WHILE_THINKING_STOP },
  { "playother", cmd_playother, WHILE_THINKING_STOP }, { "ping", cmd_ping, WHILE_THINKING_WAIT },
  { "level", cmd_level, WHILE_THINKING_WAIT }, { "st", cmd_st, WHILE_THINKING_WAIT },
  { "sd", cmd_sd, WHILE_THINKING_WAIT }, { "time", cmd_time, WHILE_THINKING_GO_ON },
  { "post", cmd_post, WHILE_THINKING_GO_ON }, { "nopost", cmd_nopost, WHILE_THINKING_GO_ON },
  { "analyze", cmd_analyze, WHILE_THINKING_STOP }, { "exit", cmd_exit, WHILE_THINKING_STOP },
  { "memory", cmd_memory, WHILE_THINKING_WAIT }, { "cores", cmd_cores, WHILE_THINKING_WAIT },
  /* accepted, nothing to do */
  { "xboard", cmd_ignore, WHILE_THINKING_GO_ON }, { "otim", cmd_ignore, WHILE_THINKING_GO_ON },
  { "accepted", cmd_ignore, WHILE_THINKING_GO_ON }, { "rejected", cmd_ignore, WHILE_THINKING_GO_ON },
  { "variant", cmd_variant, WHILE_THINKING_STOP }, { "random", cmd_ignore, WHILE_THINKING_GO_ON },
  { "hard", cmd_ignore, WHILE_THINKING_GO_ON }, { "easy", cmd_ignore, WHILE_THINKING_GO_ON },
  { "computer", cmd_ignore, WHILE_THINKING_GO_ON }, { "name", cmd_ignore, WHILE_THINKING_GO_ON },
  { "rating", cmd_ignore, WHILE_THINKING_GO_ON }, { "result", cmd_ignore, WHILE_THINKING_STOP },
  { ".", cmd_status, WHILE_THINKING_GO_ON },
};

/* Makes way for a command: in analyze mode every command but the
 * harmless ones ends the analysis (it starts again afterwards). */
static void
make_way (Xboard *xb, WhileThinking what)
{
  if (xb->thinker == NULL || what == WHILE_THINKING_GO_ON)
    return;
  if (what == WHILE_THINKING_STOP || xb->analyzing)
    stop_thinking (xb, FALSE);
  else
    wait_thinking (xb);
}

/* Runs one line; FALSE on "quit". */
static gboolean
xboard_line (Xboard *xb, char *line)
{
  char *arg;

  g_strstrip (line);
  if (*line == '\0')
    return TRUE;
  if (g_str_equal (line, "quit"))
    {
      stop_thinking (xb, FALSE);
      return FALSE;
    }
  /* move now: the search stops and plays its best move so far */
  if (g_str_equal (line, "?"))
    {
      if (!xb->analyzing)
        stop_thinking (xb, TRUE);
      return TRUE;
    }
  arg = strchr (line, ' ');
  if (arg != NULL)
    *arg++ = '\0';
  else
    arg = line + strlen (line);
  for (guint i = 0; i < G_N_ELEMENTS (xb_commands); i++)
    if (g_str_equal (line, xb_commands[i].name))
      {
        make_way (xb, xb_commands[i].while_thinking);
        xb_commands[i].run (xb, arg);
        maybe_analyze (xb);
        return TRUE;
      }
  reply ("Error (unknown command): %s", line);
  return TRUE;
}

int
cli_xboard (int argc, char **argv)
{
  g_autoptr (TsPosition) pos = NULL;
  g_autoptr (TsSearch) search = ts_search_new (XB_TT_MEGABYTES);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  Xboard xb = { .pos = pos, .search = search, .list = list, .engine_color = TS_WHITE, .clock_ms = -1 };
  char line[4096];

  if (!cli_parse_options ("xboard", NULL, &argc, &argv))
    return EXIT_FAILURE;
  pos = ts_position_new_start_with_rules (cli_rules);
  xb.pos = pos;
  setvbuf (stdout, NULL, _IOLBF, 0);
  while (fgets (line, sizeof line, stdin) != NULL)
    if (!xboard_line (&xb, line))
      break;
  stop_thinking (&xb, FALSE);
  g_free (xb.status);
  return EXIT_SUCCESS;
}
