/* cli-xboard.c — `tai-shogi-cli xboard`: the engine behind the XBoard /
 * CECP protocol, version 2 (https://www.gnu.org/software/xboard/engine-intf.html).
 *
 * Moves are canonical move strings (RULES.md section 7).  In CECP terms
 * the side that moves first is "white"; in tai shogi that is Black
 * (sente), so "1-0" means that Black won.  The search runs in this
 * thread: the engine reads no input while it thinks (sigint=0, no "?").
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

#define XB_TT_MEGABYTES 64
#define XB_DEFAULT_MOVETIME_MS 1000

typedef struct {
  TsPosition *pos;
  TsSearch *search;
  TsMoveList *list;
  TsColor engine_color;
  gboolean force;
  gboolean post;
  gboolean game_over;
  gint64 st_ms;          /* "st": fixed time a move; 0: use the clock */
  gint64 clock_ms;       /* "time": the engine's clock; -1: unknown */
  gint64 inc_ms;
  int mps;               /* "level" moves per session; 0: the whole game */
  int engine_moves;
  int sd;                /* "sd": depth limit; 0: none */
} Xboard;

static void
reply (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

static void
reply (const char *fmt, ...)
{
  va_list args;

  va_start (args, fmt);
  vprintf (fmt, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
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

static void
post_iteration (const TsSearchInfo *info, gpointer user_data)
{
  Xboard *xb = user_data;
  int score = info->score;

  /* CECP reports mates as 100000 + moves */
  if (score > TS_SCORE_MATE_BOUND)
    score = 100000 + (TS_SCORE_MATE - score + 1) / 2;
  else if (score < -TS_SCORE_MATE_BOUND)
    score = -100000 - (TS_SCORE_MATE + score) / 2;
  if (xb->post)
    reply ("%d %d %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT " %s", info->depth, score,
           info->time_ms / 10, info->nodes, info->pv_text);
}

static gint64
think_time (const Xboard *xb)
{
  if (xb->st_ms > 0)
    return xb->st_ms;
  if (xb->clock_ms >= 0)
    return ts_search_time_for_move (xb->clock_ms, xb->inc_ms,
                                    xb->mps > 0 ? xb->mps - xb->engine_moves % xb->mps : 0);
  return XB_DEFAULT_MOVETIME_MS;
}

static void
engine_move (Xboard *xb)
{
  TsSearchLimits limits = { .movetime_ms = think_time (xb), .depth = xb->sd };
  char buf[TS_MOVE_STRING_MAX];
  TsMove best;
  TsUndo undo;

  if (xb->game_over || check_game_over (xb))
    return;
  if (!ts_search_run (xb->search, xb->pos, &limits, NULL, post_iteration, xb, &best, NULL))
    return;
  ts_position_make (xb->pos, &best, &undo);
  xb->engine_moves++;
  ts_move_format (&best, buf);
  reply ("move %s", buf);
  check_game_over (xb);
}

static void
maybe_engine_move (Xboard *xb)
{
  if (!xb->force && !xb->game_over && xb->pos->side == xb->engine_color)
    engine_move (xb);
}

/* ---- commands: each gets the rest of the line ---- */

static void
cmd_protover (Xboard *xb, const char *arg)
{
  reply ("feature myname=\"Tai Shogi\" variants=\"taishogi,tai-jw\" usermove=1 setboard=1 ping=1 "
         "sigint=0 done=1");
}

/* The CECP variant names of the rule sets. */
static const char *const variant_names[TS_N_RULES] = {
  [TS_RULES_STANDARD] = "taishogi",
  [TS_RULES_JW] = "tai-jw",
};

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
  xb->post = TRUE;
}

static void
cmd_nopost (Xboard *xb, const char *arg)
{
  xb->post = FALSE;
}

static void
cmd_ignore (Xboard *xb, const char *arg)
{
}

typedef struct {
  const char *name;
  void (*run) (Xboard *xb, const char *arg);
} XbCommand;

static const XbCommand xb_commands[] = {
  { "protover", cmd_protover }, { "new", cmd_new }, { "setboard", cmd_setboard },
  { "usermove", cmd_usermove }, { "go", cmd_go }, { "force", cmd_force },
  { "playother", cmd_playother }, { "ping", cmd_ping }, { "level", cmd_level },
  { "st", cmd_st }, { "sd", cmd_sd }, { "time", cmd_time }, { "post", cmd_post },
  { "nopost", cmd_nopost },
  /* accepted, nothing to do */
  { "xboard", cmd_ignore }, { "otim", cmd_ignore }, { "accepted", cmd_ignore },
  { "rejected", cmd_ignore }, { "variant", cmd_variant }, { "random", cmd_ignore },
  { "hard", cmd_ignore }, { "easy", cmd_ignore }, { "computer", cmd_ignore },
  { "name", cmd_ignore }, { "rating", cmd_ignore }, { "result", cmd_ignore },
};

/* Runs one line; FALSE on "quit". */
static gboolean
xboard_line (Xboard *xb, char *line)
{
  char *arg;

  g_strstrip (line);
  if (*line == '\0')
    return TRUE;
  if (g_str_equal (line, "quit"))
    return FALSE;
  arg = strchr (line, ' ');
  if (arg != NULL)
    *arg++ = '\0';
  else
    arg = line + strlen (line);
  for (guint i = 0; i < G_N_ELEMENTS (xb_commands); i++)
    if (g_str_equal (line, xb_commands[i].name))
      {
        xb_commands[i].run (xb, arg);
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
  Xboard xb = { pos, search, list, TS_WHITE, FALSE, FALSE, FALSE, 0, -1, 0, 0, 0, 0 };
  char line[4096];

  if (!cli_parse_options ("xboard", NULL, &argc, &argv))
    return EXIT_FAILURE;
  pos = ts_position_new_start_with_rules (cli_rules);
  xb.pos = pos;
  setvbuf (stdout, NULL, _IOLBF, 0);
  while (fgets (line, sizeof line, stdin) != NULL)
    if (!xboard_line (&xb, line))
      break;
  return EXIT_SUCCESS;
}
