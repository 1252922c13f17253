/* cli-cecp.c — the engine behind the XBoard / CECP protocol, version 2
 * (https://www.gnu.org/software/xboard/engine-intf.html).
 *
 * Moves are canonical move strings (RULES.md section 7), except in the
 * variants XBoard can show (tenjiku): there moves and positions are in
 * XBoard's own notation, converted here at the boundary
 * (cli-cecp-notation.c, docs/xboard.md).  In CECP terms the side that
 * moves first is "white"; in shogi that is Black (sente), so "1-0" means
 * that Black won.
 *
 * Rule sets (RULESETS.md): "variant taishogi" is the standard set,
 * "variant tai-jw" the Japanese-Wikipedia one; "new" goes back to the set
 * of the options (the command line's --rules).
 *
 * Three threads take part, so that nothing the interface says waits for
 * a search:
 *   - the feeder (the caller of cli_cecp_feed) cuts the input into lines
 *     and queues them, refusing an over-long line whole;
 *   - the controller takes the queue's events one at a time, and alone
 *     reads or changes the game;
 *   - each search runs in a thread of its own and says by an event of
 *     the same queue that it has ended; the controller plays its move.
 * While a search runs, "?" (move now), "." (where the analysis is) and
 * "quit" act at once, and so do the commands that do not touch the game
 * ("post", "time"...).  A command that needs the search's end ("ping",
 * "st", "memory"...) is deferred, and so is every command after it: they
 * run in the order they came once the move has been sent, so a "ping"
 * sent during a search is answered after the move, as CECP asks.  A
 * command that changes the game ("new", "usermove", "force"...) stops
 * the search, its move thrown away, and runs in its turn; unless a
 * command before it waits for the move, or "?" has asked for it: then
 * it comes after the move.  An analysis
 * has no end of its own: any command that needs its end stops it, and
 * the analysis starts again afterwards.
 */
#include "cli-cecp.h"

#include <stdarg.h>
#include <string.h>
#include <unistd.h>

#include "cli-cecp-notation.h"
#include "ts-time-manager.h"

#define DEFAULT_TT_MEGABYTES 64
#define DEFAULT_MOVETIME_MS 1000
/* Times past which a setting is refused: some 115 days, so that no sum
 * of milliseconds can overflow. */
#define MAX_SECONDS 10000000
#define MAX_CENTISECONDS ((gint64) MAX_SECONDS * 100)
#define MAX_MOVES_PER_SESSION 100000
/* The start of a refused line that its error shows. */
#define REFUSED_LINE_SHOWN 40

typedef enum {
  EVENT_LINE,           /* a line of input */
  EVENT_REFUSED,        /* a line refused as it was read: the error to reply */
  EVENT_SEARCH_ENDED,
  EVENT_IDLE,           /* cli_cecp_wait_idle() waits for the answer */
  EVENT_QUIT,
} EventKind;

typedef struct {
  EventKind kind;
  char *text;
} Event;

struct _CliCecp {
  CliCecpOptions options;
  CliCecpReplyFunc reply;
  gpointer reply_data;
  GMutex reply_lock;

  /* the feeder's */
  GString *partial;      /* the line being read */
  gboolean too_long;     /* it is too long: the rest of it is thrown away */
  gboolean quit_read;
  GAsyncQueue *events;   /* Event */
  GAsyncQueue *idle;     /* a token for each EVENT_IDLE answered */
  GThread *controller;

  /* the controller's */
  TsPosition *pos;
  TsSearch *search;
  TsMoveList *list;
  TsColor engine_color;
  gboolean force;
  gboolean game_over;
  gboolean analyzing;
  gint64 st_ms;          /* "st": fixed time a move; 0: use the clock */
  gint64 clock_ms;       /* "time": the engine's clock; -1: unknown */
  gint64 inc_ms;
  int mps;               /* "level" moves per session; 0: the whole game */
  int engine_moves;
  int sd;                /* "sd": depth limit; 0: none */
  GQueue deferred;       /* command lines waiting for the search's end */
  guint idle_waiters;
  const char *command;   /* the command line running, for its errors */
  TsSquare lifted;       /* "lift": the square of the piece the user holds; 0: none */
  TsSquare put;          /* "put": where its first leg went; 0: none */

  /* the search, started and joined by the controller; while it runs,
   * nothing changes the position or the settings it reads */
  GThread *thinker;
  TsSearchLimits limits;
  gboolean found;        /* its result, read once it has ended */
  TsMove best;
  gint stop;             /* atomic: ends the running search */
  gboolean move_now;     /* "?" came: its move is played, whatever comes next */
  gboolean discard;      /* its move is not played */
  gint post;             /* atomic: read by the search thread */
  GMutex status_lock;
  char *status;          /* the running search's "stat01" line, written by its thread */
};

static void
push_event (CliCecp *c, EventKind kind, char *text)
{
  Event *e = g_new (Event, 1);

  e->kind = kind;
  e->text = text;
  g_async_queue_push (c->events, e);
}

static void
event_free (gpointer data)
{
  Event *e = data;

  g_free (e->text);
  g_free (e);
}

static void reply (CliCecp *c, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

/* One line to the interface; the controller and the search both reply,
 * a line at a time.  A control character (from input that an error
 * echoes) becomes '?', so that a reply stays one line. */
static void
reply (CliCecp *c, const char *fmt, ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, fmt);
  line = g_strdup_vprintf (fmt, args);
  va_end (args);
  for (char *p = line; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      *p = '?';
  g_mutex_lock (&c->reply_lock);
  c->reply (line, c->reply_data);
  g_mutex_unlock (&c->reply_lock);
}

/* Tells the interface why the running command is refused, in CECP's
 * "Error (REASON): COMMAND"; TRUE when there is a reason. */
static gboolean
refuse (CliCecp *c, const char *reason)
{
  if (reason != NULL)
    reply (c, "Error (%s): %s", reason, c->command);
  return reason != NULL;
}

/* ---- numbers, read strictly: NULL, or why not ---- */

/* A whole decimal integer from `min` to `max`. */
static const char *
parse_integer (const char *text, gint64 min, gint64 max, gint64 *value)
{
  g_autoptr (GError) error = NULL;

  if (g_ascii_string_to_signed (text, 10, min, max, value, &error))
    return NULL;
  return g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS) ? "out of range"
                                                                                               : "not a number";
}

/* Seconds as CECP gives them ("30", "0.5"), up to `max`, in
 * milliseconds: digits and at most one point; no sign, exponent, "inf"
 * or blank, which strtod would take. */
static const char *
parse_seconds (const char *text, gint64 max, gint64 *ms)
{
  const char *p = text;
  int digits = 0;
  double seconds;

  for (; g_ascii_isdigit (*p); p++)
    digits++;
  if (*p == '.')
    for (p++; g_ascii_isdigit (*p); p++)
      digits++;
  if (*p != '\0' || digits == 0)
    return "not a number";
  seconds = g_ascii_strtod (text, NULL);
  if (seconds > max)
    return "out of range";
  *ms = (gint64) (seconds * 1000 + 0.5);
  return NULL;
}

/* A "level" BASE: minutes, or minutes:seconds. */
static const char *
parse_base (const char *text, gint64 *ms)
{
  g_auto (GStrv) parts = g_strsplit (text, ":", 3);
  gint64 minutes, seconds = 0;
  const char *why;

  if (g_strv_length (parts) > 2)
    return "not a time";
  if ((why = parse_integer (parts[0], 0, MAX_SECONDS / 60, &minutes)) != NULL
      || (parts[1] != NULL && (why = parse_integer (parts[1], 0, 59, &seconds)) != NULL))
    return why;
  *ms = (minutes * 60 + seconds) * 1000;
  return NULL;
}

/* ---- the game ---- */

static const char *const color_names[2] = { [TS_BLACK] = "Black", [TS_WHITE] = "White" };

char *
cli_cecp_game_end (const TsPosition *pos, TsMoveList *list, const char **score)
{
  const char *why = "has no royal piece left";
  TsColor loser;

  if (!ts_position_has_royal (pos, TS_BLACK) && !ts_position_has_royal (pos, TS_WHITE))
    {
      /* only a set-up position has none: both sides have lost */
      *score = "1/2-1/2";
      return g_strdup ("neither side has a royal piece left");
    }
  if (!ts_position_has_royal (pos, TS_BLACK))
    loser = TS_BLACK;
  else if (!ts_position_has_royal (pos, TS_WHITE))
    loser = TS_WHITE;
  else if (ts_generate_legal (pos, list) == 0)
    {
      loser = pos->side;
      why = "has no legal move";
    }
  else
    return NULL;
  *score = loser == TS_WHITE ? "1-0" : "0-1";
  return g_strdup_printf ("%s wins: %s %s", color_names[TS_OTHER (loser)], color_names[loser], why);
}

/* Says so when the game has ended, and stops playing. */
static gboolean
check_game_over (CliCecp *c)
{
  const char *score;
  g_autofree char *end = cli_cecp_game_end (c->pos, c->list, &score);

  if (end == NULL)
    return FALSE;
  c->game_over = TRUE;
  reply (c, "%s {%s}", score, end);
  return TRUE;
}

/* ---- moves in the interface's notation ---- */

/* The move as the interface reads it: XBoard's notation where it
 * speaks the variant, else the canonical string. */
static void
format_move (const CliCecp *c, const TsMove *move, char buf[CLI_XB_MOVE_MAX])
{
  TsRules rules = c->pos->rules;

  G_STATIC_ASSERT (CLI_XB_MOVE_MAX >= TS_MOVE_STRING_MAX);
  if (cli_xb_speaks (rules))
    cli_xb_format_move (rules, c->options.rank_offset, move, buf);
  else
    ts_move_format (rules, move, buf);
}

/* "move MOVE": XBoard takes a multi-leg move a leg a line, each but the
 * last ending in a comma. */
static void
reply_move (CliCecp *c, const TsMove *move)
{
  char buf[CLI_XB_MOVE_MAX];
  g_auto (GStrv) legs = NULL;

  format_move (c, move, buf);
  legs = g_strsplit (buf, ",", -1);
  for (guint i = 0; legs[i] != NULL; i++)
    reply (c, "move %s%s", legs[i], legs[i + 1] != NULL ? "," : "");
}

/* A move the interface sent, as a legal move of the game. */
static gboolean
parse_move (CliCecp *c, const char *text, TsMove *move)
{
  if (!cli_xb_speaks (c->pos->rules))
    return ts_position_parse_move (c->pos, text, move, NULL);
  ts_generate_legal (c->pos, c->list);
  return cli_xb_parse_move (c->pos, c->options.rank_offset, c->list, text, move);
}

/* ---- the search ---- */

/* The answer to ".": "stat01: TIME NODES PLY MOVES-LEFT MOVES MOVE",
 * the iteration and the root move under way. */
static char *
status_line (const CliCecp *c, const TsSearchInfo *info)
{
  char move[CLI_XB_MOVE_MAX];

  format_move (c, &info->searching, move);
  return g_strdup_printf ("stat01: %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT " %d %u %u %s", info->time_ms / 10,
                          info->nodes, info->depth_searching, info->n_root_moves - info->root_move,
                          info->n_root_moves, move);
}

static void
set_status (CliCecp *c, char *line)
{
  g_mutex_lock (&c->status_lock);
  g_free (c->status);
  c->status = line;
  g_mutex_unlock (&c->status_lock);
}

/* The principal variation in the interface's notation. */
static char *
pv_line (const CliCecp *c, const TsSearchInfo *info)
{
  GString *line;

  if (!cli_xb_speaks (c->pos->rules))
    return g_strdup (info->pv_text);
  line = g_string_new (NULL);
  for (guint i = 0; i < info->n_pv; i++)
    {
      char move[CLI_XB_MOVE_MAX];

      format_move (c, &info->pv[i], move);
      g_string_append_printf (line, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (line, FALSE);
}

/* In the search thread. */
static void
post_iteration (const TsSearchInfo *info, gpointer user_data)
{
  CliCecp *c = user_data;
  int score = info->score;

  set_status (c, status_line (c, info));
  /* a post line stands for an iteration */
  if (info->partial)
    return;
  /* CECP reports mates as 100000 + moves */
  if (score > TS_SCORE_MATE_BOUND)
    score = 100000 + (TS_SCORE_MATE - score + 1) / 2;
  else if (score < -TS_SCORE_MATE_BOUND)
    score = -100000 - (TS_SCORE_MATE + score) / 2;
  if (g_atomic_int_get (&c->post) || c->analyzing)
    {
      g_autofree char *pv = pv_line (c, info);

      reply (c, "%d %d %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT " %s", info->depth, score, info->time_ms / 10,
             info->nodes, pv);
    }
}

/* The limits of the engine's move: "st", else the clock of "time" and
 * "level", else a second; "sd" bounds the depth. */
static void
think_limits (const CliCecp *c, TsSearchLimits *limits)
{
  memset (limits, 0, sizeof *limits);
  limits->depth = c->sd;
  if (c->st_ms > 0)
    limits->movetime_ms = c->st_ms;
  else if (c->clock_ms >= 0)
    ts_time_clock_limits (c->clock_ms, c->inc_ms, c->mps > 0 ? c->mps - c->engine_moves % c->mps : 0, limits);
  else
    limits->movetime_ms = DEFAULT_MOVETIME_MS;
}

/* A limit kept within `cap` (0 is no limit, for both). */
#define WITHIN_CAP(value, cap) ((cap) > 0 && ((value) == 0 || (value) > (cap)) ? (cap) : (value))

static void
cap_limits (const TsSearchLimits *cap, TsSearchLimits *limits)
{
  limits->depth = WITHIN_CAP (limits->depth, cap->depth);
  limits->nodes = WITHIN_CAP (limits->nodes, cap->nodes);
  limits->movetime_ms = WITHIN_CAP (limits->movetime_ms, cap->movetime_ms);
  limits->maximum_ms = WITHIN_CAP (limits->maximum_ms, cap->maximum_ms);
}

/* The search thread: its result is taken by the controller. */
static gpointer
think (gpointer data)
{
  CliCecp *c = data;

  c->found = ts_search_run (c->search, c->pos, &c->limits, &c->stop, post_iteration, c, &c->best, NULL);
  push_event (c, EVENT_SEARCH_ENDED, NULL);
  return NULL;
}

/* Thinks on the engine's move, or analyzes until stopped. */
static void
start_thinking (CliCecp *c)
{
  if (c->analyzing)
    memset (&c->limits, 0, sizeof c->limits);
  else
    think_limits (c, &c->limits);
  cap_limits (&c->options.cap, &c->limits);
  set_status (c, NULL);
  g_atomic_int_set (&c->stop, 0);
  c->move_now = FALSE;
  c->discard = FALSE;
  c->thinker = g_thread_new ("tai-shogi-cecp-search", think, c);
}

/* Tells the running search to end now (its end comes as an event);
 * `play` says whether its move is played.  Once "?" has asked for the
 * move, the commands after it come after the move, and cannot throw it
 * away; once thrown away, it stays thrown away. */
static void
halt_thinking (CliCecp *c, gboolean play)
{
  if (c->thinker == NULL)
    return;
  if (play)
    c->move_now = !c->discard;
  else if (!c->move_now)
    c->discard = TRUE;
  g_atomic_int_set (&c->stop, 1);
}

static void
engine_move (CliCecp *c)
{
  if (c->game_over || check_game_over (c))
    return;
  start_thinking (c);
}

static void
maybe_engine_move (CliCecp *c)
{
  if (!c->force && !c->game_over && !c->analyzing && c->pos->side == c->engine_color)
    engine_move (c);
}

/* In analyze mode: a new analysis of the position as it now stands. */
static void
maybe_analyze (CliCecp *c)
{
  if (c->analyzing && c->thinker == NULL && !c->game_over && ts_generate_legal (c->pos, c->list) > 0)
    start_thinking (c);
}

/* ---- commands: each gets the rest of its line ---- */

static void
cmd_protover (CliCecp *c, const char *arg)
{
  /* debug=1: the lines that start with '#' are comments */
  reply (c, "feature myname=\"Tai Shogi\" variants=\"taishogi,tai-jw,tenjiku\" usermove=1 setboard=1 ping=1 colors=0 highlight=1 "
            "sigint=0 analyze=1 memory=1 smp=1 debug=1 done=1");
}

/* The CECP variant names of the rule sets. */
static const char *const variant_names[TS_N_RULES] = {
  [TS_RULES_STANDARD] = "taishogi",
  [TS_RULES_JW] = "tai-jw",
  [TS_RULES_TENJIKU] = "tenjiku",
};

const char *
cli_cecp_variant_name (TsRules rules)
{
  return variant_names[rules];
}

static void
cmd_variant (CliCecp *c, const char *arg)
{
  for (int r = 0; r < TS_N_RULES; r++)
    if (g_str_equal (arg, variant_names[r]))
      {
        ts_position_set_rules (c->pos, (TsRules) r);
        ts_position_set_start (c->pos);
        ts_search_clear (c->search);
        c->game_over = FALSE;
        /* XBoard learns the board, the pieces and the start from us */
        if (cli_xb_speaks ((TsRules) r))
          {
            g_autofree char *setup = cli_xb_setup_command ((TsRules) r);

            reply (c, "%s", setup);
          }
        return;
      }
  refuse (c, "unknown variant");
}

static void
cmd_new (CliCecp *c, const char *arg)
{
  ts_position_set_rules (c->pos, c->options.rules);
  ts_position_set_start (c->pos);
  ts_search_clear (c->search);
  c->engine_color = TS_WHITE;  /* CECP: the engine plays the second player */
  c->force = FALSE;
  c->game_over = FALSE;
  c->engine_moves = 0;
  c->sd = 0;
  c->st_ms = 0;
}

static void
cmd_setboard (CliCecp *c, const char *arg)
{
  g_autoptr (GError) error = NULL;

  gboolean set = cli_xb_speaks (c->pos->rules) ? cli_xb_set_fen (c->pos, arg, &error)
                                               : ts_position_set_tsfen (c->pos, arg, &error);

  if (!set)
    {
      reply (c, "tellusererror Illegal position: %s", error->message);
      return;
    }
  c->game_over = FALSE;
}

static void
cmd_usermove (CliCecp *c, const char *arg)
{
  TsMove move;
  TsUndo undo;

  if (*arg == '\0')
    {
      refuse (c, "no move");
      return;
    }
  if (c->game_over || !parse_move (c, arg, &move))
    {
      reply (c, "Illegal move: %s", arg);
      return;
    }
  ts_position_make (c->pos, &move, &undo);
  if (!check_game_over (c))
    maybe_engine_move (c);
}

static void
cmd_go (CliCecp *c, const char *arg)
{
  c->force = FALSE;
  c->engine_color = c->pos->side;
  maybe_engine_move (c);
}

static void
cmd_force (CliCecp *c, const char *arg)
{
  c->force = TRUE;
}

static void
cmd_playother (CliCecp *c, const char *arg)
{
  c->force = FALSE;
  c->engine_color = TS_OTHER (c->pos->side);
}

static void
cmd_ping (CliCecp *c, const char *arg)
{
  gint64 n;

  if (!refuse (c, parse_integer (arg, G_MININT64, G_MAXINT64, &n)))
    reply (c, "pong %s", arg);
}

/* "level MPS BASE INC": BASE is minutes or minutes:seconds, INC seconds;
 * nothing changes unless all three are right. */
static void
cmd_level (CliCecp *c, const char *arg)
{
  g_auto (GStrv) words = cli_cecp_words (arg);
  gint64 mps, base_ms, inc_ms;

  if (refuse (c, g_strv_length (words) != 3 ? "give MPS BASE INC" : NULL)
      || refuse (c, parse_integer (words[0], 0, MAX_MOVES_PER_SESSION, &mps))
      || refuse (c, parse_base (words[1], &base_ms))
      || refuse (c, parse_seconds (words[2], MAX_SECONDS, &inc_ms)))
    return;
  c->mps = (int) mps;
  c->clock_ms = base_ms;
  c->inc_ms = inc_ms;
  c->st_ms = 0;
}

static void
cmd_st (CliCecp *c, const char *arg)
{
  gint64 ms;

  if (!refuse (c, parse_seconds (arg, MAX_SECONDS, &ms)))
    c->st_ms = ms;
}

static void
cmd_sd (CliCecp *c, const char *arg)
{
  gint64 depth;

  if (!refuse (c, parse_integer (arg, 1, G_MAXINT, &depth)))
    c->sd = (int) depth;
}

/* "time N": the engine's clock, in centiseconds; below zero when it has
 * run out and the game goes on. */
static void
cmd_time (CliCecp *c, const char *arg)
{
  gint64 cs;

  if (!refuse (c, parse_integer (arg, -MAX_CENTISECONDS, MAX_CENTISECONDS, &cs)))
    c->clock_ms = MAX (cs, 0) * 10;
}

/* "otim N": the opponent's clock, which the engine does not use. */
static void
cmd_otim (CliCecp *c, const char *arg)
{
  gint64 cs;

  refuse (c, parse_integer (arg, -MAX_CENTISECONDS, MAX_CENTISECONDS, &cs));
}

static void
cmd_post (CliCecp *c, const char *arg)
{
  g_atomic_int_set (&c->post, TRUE);
}

static void
cmd_nopost (CliCecp *c, const char *arg)
{
  g_atomic_int_set (&c->post, FALSE);
}

static void
cmd_analyze (CliCecp *c, const char *arg)
{
  /* the engine plays no side while it analyzes, nor after "exit" */
  c->analyzing = TRUE;
  c->force = TRUE;
}

static void
cmd_exit (CliCecp *c, const char *arg)
{
  c->analyzing = FALSE;
}

/* The most "memory" gets, in megabytes: the options' bound, else
 * CLI_CECP_MAX_MEMORY_MB and half the machine's memory, so that a
 * request (or a slip of the finger) cannot take what the system needs. */
static gsize
memory_ceiling (const CliCecp *c)
{
  guint64 most = CLI_CECP_MAX_MEMORY_MB;

  if (c->options.max_hash_megabytes > 0)
    return c->options.max_hash_megabytes;
#ifdef _SC_PHYS_PAGES
  {
    long pages = sysconf (_SC_PHYS_PAGES);
    long page_size = sysconf (_SC_PAGESIZE);

    if (pages > 0 && page_size > 0)
      most = MIN (most, (guint64) pages / 2 * (guint64) page_size >> 20);
  }
#endif
  return (gsize) MAX (most, 1);
}

/* "memory N": megabytes for the transposition table.  The interface
 * hears the size the table has, and why it is less than asked when it
 * is: past the ceiling, or the memory could not be had. */
static void
cmd_memory (CliCecp *c, const char *arg)
{
  gint64 asked;
  gsize most = memory_ceiling (c);
  gsize megabytes, got;

  if (refuse (c, parse_integer (arg, 1, G_MAXINT64, &asked)))
    return;
  megabytes = (guint64) asked > most ? most : (gsize) asked;
  got = ts_search_set_hash_size (c->search, megabytes) >> 20;
  if ((guint64) megabytes < (guint64) asked)
    reply (c, "# memory %s: the table has %" G_GSIZE_FORMAT " MB, the most this engine takes here (no more than %d MB, "
              "nor half the machine's memory)", arg, got, CLI_CECP_MAX_MEMORY_MB);
  /* a table is a power of two, more than half of what it may take */
  else if (got <= megabytes / 2)
    reply (c, "# memory %s: the table has only %" G_GSIZE_FORMAT " MB, all the memory that could be had", arg, got);
  else
    reply (c, "# memory %s: the table has %" G_GSIZE_FORMAT " MB", arg, got);
}

/* "cores N": search threads. */
static void
cmd_cores (CliCecp *c, const char *arg)
{
  guint most = c->options.max_threads > 0 ? c->options.max_threads : TS_SEARCH_MAX_THREADS;
  gint64 n;

  if (refuse (c, parse_integer (arg, 1, G_MAXINT64, &n)))
    return;
  if (n > most)
    reply (c, "# cores %s: %u threads, the most this engine takes", arg, most);
  ts_search_set_threads (c->search, (guint) MIN (n, most));
}

static void
cmd_ignore (CliCecp *c, const char *arg)
{
}

/* "lift SQUARE" (feature highlight=1): the user has picked up a piece,
 * or, right after a "put" on a square we marked cyan, goes on from
 * there with it.  The reply marks where it may go (cli_xb_highlight()),
 * so that XBoard, which knows no tenjiku, lets the user make every
 * legal move: legs, promotion and passes included. */
static void
cmd_lift (CliCecp *c, const char *arg)
{
  g_autofree char *marks = NULL;
  TsSquare sq;

  if (!cli_xb_speaks (c->pos->rules) || !cli_xb_read_square (c->pos->rules, c->options.rank_offset, arg, &sq))
    return;
  ts_generate_legal (c->pos, c->list);
  marks = cli_xb_highlight (c->pos, c->list, sq, sq);
  if (marks != NULL)
    c->lifted = sq;
  else if (c->lifted != 0 && sq == c->put)
    marks = cli_xb_highlight (c->pos, c->list, c->lifted, sq);
  c->put = 0;
  if (marks != NULL)
    reply (c, "highlight %s", marks);
}

/* "put SQUARE": where the user has set the piece down. */
static void
cmd_put (CliCecp *c, const char *arg)
{
  TsSquare sq;

  if (cli_xb_speaks (c->pos->rules) && cli_xb_read_square (c->pos->rules, c->options.rank_offset, arg, &sq))
    c->put = sq;
}

/* ".": where the analysis is, once it has something to say. */
static void
cmd_status (CliCecp *c)
{
  g_mutex_lock (&c->status_lock);
  if (c->analyzing && c->status != NULL)
    reply (c, "%s", c->status);
  g_mutex_unlock (&c->status_lock);
}

/* What a command needs from a running search first. */
typedef enum {
  WHILE_THINKING_GO_ON,    /* nothing: it does not touch the game */
  WHILE_THINKING_WAIT,     /* its end (the move is played first) */
  WHILE_THINKING_STOP,     /* to stop, its result thrown away */
} WhileThinking;

typedef struct {
  const char *name;
  void (*run) (CliCecp *c, const char *arg);
  WhileThinking while_thinking;
} CecpCommand;

static const CecpCommand cecp_commands[] = {
  { "protover", cmd_protover, WHILE_THINKING_GO_ON }, { "new", cmd_new, WHILE_THINKING_STOP },
  { "setboard", cmd_setboard, WHILE_THINKING_STOP }, { "usermove", cmd_usermove, WHILE_THINKING_STOP },
  { "go", cmd_go, WHILE_THINKING_STOP }, { "force", cmd_force, WHILE_THINKING_STOP },
  { "playother", cmd_playother, WHILE_THINKING_STOP }, { "ping", cmd_ping, WHILE_THINKING_WAIT },
  { "level", cmd_level, WHILE_THINKING_WAIT }, { "st", cmd_st, WHILE_THINKING_WAIT },
  { "sd", cmd_sd, WHILE_THINKING_WAIT }, { "time", cmd_time, WHILE_THINKING_GO_ON },
  { "otim", cmd_otim, WHILE_THINKING_GO_ON }, { "post", cmd_post, WHILE_THINKING_GO_ON },
  { "nopost", cmd_nopost, WHILE_THINKING_GO_ON }, { "analyze", cmd_analyze, WHILE_THINKING_STOP },
  { "exit", cmd_exit, WHILE_THINKING_STOP }, { "memory", cmd_memory, WHILE_THINKING_WAIT },
  { "cores", cmd_cores, WHILE_THINKING_WAIT }, { "variant", cmd_variant, WHILE_THINKING_STOP },
  { "result", cmd_ignore, WHILE_THINKING_STOP },
  /* accepted, nothing to do */
  { "xboard", cmd_ignore, WHILE_THINKING_GO_ON }, { "accepted", cmd_ignore, WHILE_THINKING_GO_ON },
  { "rejected", cmd_ignore, WHILE_THINKING_GO_ON }, { "random", cmd_ignore, WHILE_THINKING_GO_ON },
  { "hard", cmd_ignore, WHILE_THINKING_GO_ON }, { "easy", cmd_ignore, WHILE_THINKING_GO_ON },
  { "computer", cmd_ignore, WHILE_THINKING_GO_ON }, { "name", cmd_ignore, WHILE_THINKING_GO_ON },
  { "rating", cmd_ignore, WHILE_THINKING_GO_ON }, { "hover", cmd_ignore, WHILE_THINKING_GO_ON },
  { "lift", cmd_lift, WHILE_THINKING_GO_ON }, { "put", cmd_put, WHILE_THINKING_GO_ON },
};

/* The command a line starts with; NULL for none. */
static const CecpCommand *
find_command (const char *line)
{
  gsize length = strcspn (line, " ");

  for (guint i = 0; i < G_N_ELEMENTS (cecp_commands); i++)
    if (strlen (cecp_commands[i].name) == length && strncmp (line, cecp_commands[i].name, length) == 0)
      return &cecp_commands[i];
  return NULL;
}

/* What a line needs from a running search; an unknown command, whose
 * error touches nothing, needs nothing. */
static WhileThinking
while_thinking (const char *line)
{
  const CecpCommand *command = find_command (line);

  return command != NULL ? command->while_thinking : WHILE_THINKING_GO_ON;
}

/* Whether a line must wait for the running search's end. */
static gboolean
must_wait (const CliCecp *c, const char *line)
{
  return c->thinker != NULL && while_thinking (line) != WHILE_THINKING_GO_ON;
}

/* Whether a line ends the running search, its move thrown away: it
 * changes the game, or it waits for the end of an analysis, which has
 * none of its own. */
static gboolean
stops_search (const CliCecp *c, const char *line)
{
  WhileThinking what = while_thinking (line);

  return what == WHILE_THINKING_STOP || (c->analyzing && what == WHILE_THINKING_WAIT);
}

/* Runs a command line, no search running or none it touches. */
static void
execute (CliCecp *c, const char *line)
{
  const CecpCommand *command = find_command (line);
  const char *arg = line + strcspn (line, " ");

  while (*arg == ' ')
    arg++;
  c->command = line;
  if (command != NULL)
    command->run (c, arg);
  else
    refuse (c, "unknown command");
  c->command = NULL;
  maybe_analyze (c);
}

/* Stops the running search, its move thrown away, when the first
 * deferred line changes the game.  A first line that waits for the move
 * instead ("ping") lets the search end by itself: the lines behind it
 * come after the move.  (The first deferred line always needs the
 * search: one that does not is deferred only behind another.) */
static void
stop_for_deferred (CliCecp *c)
{
  const char *first = g_queue_peek_head (&c->deferred);

  if (first != NULL && stops_search (c, first))
    halt_thinking (c, FALSE);
}

/* Runs the deferred lines that need not wait any more, in order, until
 * one waits for a search that another of them started. */
static void
run_deferred (CliCecp *c)
{
  char *line;

  while ((line = g_queue_peek_head (&c->deferred)) != NULL && !must_wait (c, line))
    {
      g_queue_pop_head (&c->deferred);
      execute (c, line);
      g_free (line);
    }
  stop_for_deferred (c);
}

/* A line of input: run now, or deferred behind the search and the lines
 * deferred before it. */
static void
input_line (CliCecp *c, char *line)
{
  g_strstrip (line);
  if (*line == '\0')
    return;
  /* move now: the search stops and plays its best move so far */
  if (g_str_equal (line, "?"))
    {
      if (!c->analyzing)
        halt_thinking (c, TRUE);
      return;
    }
  if (g_str_equal (line, "."))
    {
      cmd_status (c);
      return;
    }
  if (g_queue_is_empty (&c->deferred) && !must_wait (c, line))
    {
      execute (c, line);
      return;
    }
  g_queue_push_tail (&c->deferred, g_strdup (line));
  stop_for_deferred (c);
}

/* The search has ended: its move, if it is to be played, then what
 * waited for it. */
static void
search_ended (CliCecp *c)
{
  TsUndo undo;

  g_thread_join (g_steal_pointer (&c->thinker));
  if (c->found && !c->analyzing && !c->discard)
    {
      /* written in the position it is played in */
      reply_move (c, &c->best);
      ts_position_make (c->pos, &c->best, &undo);
      c->engine_moves++;
      check_game_over (c);
    }
  run_deferred (c);
}

/* "quit", or the end of the input: a search in progress is stopped,
 * its move not played, and what waited for it is dropped. */
static void
quit (CliCecp *c)
{
  halt_thinking (c, FALSE);
  if (c->thinker != NULL)
    g_thread_join (g_steal_pointer (&c->thinker));
  g_queue_clear_full (&c->deferred, g_free);
}

/* Answers the idle waits once nothing runs or waits (or all has ended). */
static void
answer_idle (CliCecp *c, gboolean ended)
{
  if (!ended && (c->thinker != NULL || !g_queue_is_empty (&c->deferred)))
    return;
  for (; c->idle_waiters > 0; c->idle_waiters--)
    g_async_queue_push (c->idle, GINT_TO_POINTER (1));
}

/* The controller thread: the events, one at a time, until "quit". */
static gpointer
control (gpointer data)
{
  CliCecp *c = data;
  gboolean ended = FALSE;

  while (!ended)
    {
      Event *e = g_async_queue_pop (c->events);

      switch (e->kind)
        {
        case EVENT_LINE: input_line (c, e->text); break;
        case EVENT_REFUSED: reply (c, "%s", e->text); break;
        case EVENT_SEARCH_ENDED: search_ended (c); break;
        case EVENT_IDLE: c->idle_waiters++; break;
        case EVENT_QUIT: quit (c); ended = TRUE; break;
        }
      event_free (e);
      answer_idle (c, ended);
    }
  return NULL;
}

/* ---- input ---- */

CliCecp *
cli_cecp_new (const CliCecpOptions *options, CliCecpReplyFunc reply_func, gpointer user_data)
{
  CliCecp *c = g_new0 (CliCecp, 1);

  c->options = *options;
  if (c->options.max_line == 0)
    c->options.max_line = CLI_CECP_MAX_LINE;
  c->reply = reply_func;
  c->reply_data = user_data;
  g_mutex_init (&c->reply_lock);
  g_mutex_init (&c->status_lock);
  c->partial = g_string_new (NULL);
  c->events = g_async_queue_new_full (event_free);
  c->idle = g_async_queue_new ();
  c->pos = ts_position_new_start_with_rules (options->rules);
  c->search = ts_search_new (options->hash_megabytes > 0 ? options->hash_megabytes : DEFAULT_TT_MEGABYTES);
  c->list = g_new (TsMoveList, 1);
  c->engine_color = TS_WHITE;
  c->clock_ms = -1;
  g_queue_init (&c->deferred);
  c->controller = g_thread_new ("tai-shogi-cecp", control, c);
  return c;
}

void
cli_cecp_free (CliCecp *c)
{
  if (c == NULL)
    return;
  if (!c->quit_read)
    push_event (c, EVENT_QUIT, NULL);
  g_thread_join (c->controller);
  g_async_queue_unref (c->events);
  g_async_queue_unref (c->idle);
  g_string_free (c->partial, TRUE);
  ts_search_free (c->search);
  ts_position_free (c->pos);
  g_free (c->list);
  g_free (c->status);
  g_mutex_clear (&c->reply_lock);
  g_mutex_clear (&c->status_lock);
  g_free (c);
}

/* Adds a piece of the line being read.  Past the longest line, the rest
 * of the line is thrown away, its start kept for the error. */
static void
take (CliCecp *c, const char *piece, gsize length)
{
  if (c->too_long)
    return;
  if (length <= c->options.max_line - MIN (c->partial->len, c->options.max_line))
    {
      g_string_append_len (c->partial, piece, length);
      return;
    }
  g_string_append_len (c->partial, piece, MIN (length, REFUSED_LINE_SHOWN));
  g_string_truncate (c->partial, REFUSED_LINE_SHOWN);
  c->too_long = TRUE;
}

static gboolean
is_quit (const char *line)
{
  g_autofree char *word = g_strstrip (g_strdup (line));

  return g_str_equal (word, "quit");
}

/* A whole line has been read: queued, or refused whole. */
static void
end_line (CliCecp *c)
{
  const char *line = c->partial->str;

  if (c->too_long)
    push_event (c, EVENT_REFUSED, g_strdup_printf ("Error (line too long): %s...", line));
  /* a NUL would cut the line short */
  else if (strlen (line) < c->partial->len)
    push_event (c, EVENT_REFUSED, g_strdup_printf ("Error (NUL character in line): %s", line));
  else if (is_quit (line))
    {
      c->quit_read = TRUE;
      push_event (c, EVENT_QUIT, NULL);
    }
  else
    push_event (c, EVENT_LINE, g_strdup (line));
  g_string_truncate (c->partial, 0);
  c->too_long = FALSE;
}

gboolean
cli_cecp_feed (CliCecp *c, const char *data, gsize length)
{
  const char *end = data + length;

  while (data < end && !c->quit_read)
    {
      const char *newline = memchr (data, '\n', end - data);

      take (c, data, (newline != NULL ? newline : end) - data);
      if (newline == NULL)
        break;
      end_line (c);
      data = newline + 1;
    }
  return !c->quit_read;
}

void
cli_cecp_wait_idle (CliCecp *c)
{
  /* after "quit" the controller ends, and waits for nothing */
  if (c->quit_read)
    return;
  push_event (c, EVENT_IDLE, NULL);
  g_async_queue_pop (c->idle);
}
