/* test-xboard.c — `tai-shogi-cli xboard` in a scripted session over
 * pipes: protover 2, new, usermove, go, ping, force, setboard, quit; the
 * search in its own thread: ?, analyze, . (stat01), exit, memory, cores;
 * input never blocked by a search (?, quit, a deferred ping), lines of
 * any length, numbers read strictly, memory within bounds. */
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-movegen.h"

typedef struct {
  GSubprocess *proc;
  GOutputStream *in;
  GDataInputStream *out;
} Session;

/* `tai-shogi-cli xboard`, with `option` and its value if not NULL. */
static void
session_start_with (Session *s, const char *option, const char *value)
{
  g_autoptr (GSubprocessLauncher) launcher
    = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GError) error = NULL;

  /* meson's MALLOC_PERTURB_ makes calloc write every byte: a table of
   * gigabytes ("memory 100000") would be touched whole, for nothing */
  g_subprocess_launcher_unsetenv (launcher, "MALLOC_PERTURB_");
  s->proc = g_subprocess_launcher_spawn (launcher, &error, TS_CLI_PATH, "xboard", option, value, NULL);
  g_assert_no_error (error);
  s->in = g_subprocess_get_stdin_pipe (s->proc);
  s->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (s->proc));
}

static void
send (Session *s, const char *line)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (s->in, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (s->in, NULL, &error);
  g_assert_no_error (error);
}

static void
session_start (Session *s)
{
  session_start_with (s, NULL, NULL);
}

/* Sends "quit", checks that the engine ends well, and lets it go. */
static void
session_quit (Session *s)
{
  g_autoptr (GError) error = NULL;

  send (s, "quit");
  g_subprocess_wait_check (s->proc, NULL, &error);
  g_assert_no_error (error);
  g_object_unref (s->out);
  g_object_unref (s->proc);
}

/* The next line, whatever it is. */
static char *
next_line (Session *s)
{
  g_autoptr (GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (s->out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

/* Asserts that the very next line is `expected`. */
static void
expect_exactly (Session *s, const char *expected)
{
  g_autofree char *line = next_line (s);

  g_assert_cmpstr (line, ==, expected);
}

/* "ping N", answered at once: all sent before it has run, and said
 * nothing more. */
static void
expect_pong (Session *s, int n)
{
  g_autofree char *ping = g_strdup_printf ("ping %d", n);
  g_autofree char *pong = g_strdup_printf ("pong %d", n);

  send (s, ping);
  expect_exactly (s, pong);
}

/* A session past its first command, "xboard". */
static void
session_open (Session *s)
{
  session_start (s);
  send (s, "xboard");
}

/* Whether a line is thinking output: "DEPTH SCORE TIME NODES PV". */
static gboolean
is_thinking (const char *line)
{
  while (g_ascii_isdigit (*line))
    line++;
  return *line == ' ';
}

/* The next line that is not thinking output or a comment. */
static char *
expect_line (Session *s)
{
  for (;;)
    {
      g_autoptr (GError) error = NULL;
      char *line = g_data_input_stream_read_line_utf8 (s->out, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if (line[0] != '#' && !is_thinking (line))
        return line;
      g_free (line);
    }
}

/* Reads the engine's "move M", checks M is legal in `pos`, plays it. */
static void
expect_move (Session *s, TsPosition *pos)
{
  g_autofree char *line = expect_line (s);
  g_autoptr (GError) error = NULL;
  TsMove move;
  TsUndo undo;

  g_assert_true (g_str_has_prefix (line, "move "));
  g_assert_true (ts_position_parse_move (pos, line + 5, &move, &error));
  g_assert_no_error (error);
  ts_position_make (pos, &move, &undo);
}

static void
play (Session *s, TsPosition *pos, const char *text)
{
  g_autofree char *line = g_strconcat ("usermove ", text, NULL);
  TsMove move;
  TsUndo undo;

  g_assert_true (ts_position_parse_move (pos, text, &move, NULL));
  ts_position_make (pos, &move, &undo);
  send (s, line);
}

/* A "stat01: TIME NODES PLY MOVES-LEFT MOVES MOVE" line, within an
 * iteration or between two (then all the MOVES are left). */
static void
assert_status (const char *line)
{
  g_auto (GStrv) f = g_strsplit (line, " ", -1);

  g_test_message ("%s", line);
  g_assert_cmpstr (f[0], ==, "stat01:");
  g_assert_cmpuint (g_strv_length (f), ==, 7);
  g_assert_cmpint (g_ascii_strtoll (f[1], NULL, 10), >, 0);
  g_assert_cmpint (g_ascii_strtoll (f[2], NULL, 10), >, 0);
  g_assert_cmpint (g_ascii_strtoll (f[3], NULL, 10), >=, 2);
  g_assert_cmpint (g_ascii_strtoll (f[4], NULL, 10), <=, g_ascii_strtoll (f[5], NULL, 10));
  g_assert_cmpint (g_ascii_strtoll (f[5], NULL, 10), >, 100);
  g_assert_cmpstr (f[6], !=, "");
}

static void
test_session (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (GError) error = NULL;
  Session s;
  char *line;

  session_open (&s);
  send (&s, "protover 2");
  line = expect_line (&s);
  g_assert_true (g_str_has_prefix (line, "feature "));
  g_assert_nonnull (strstr (line, "myname=\"Tai Shogi\""));
  g_assert_nonnull (strstr (line, "variants=\"taishogi,tai-jw,tenjiku\""));
  g_assert_nonnull (strstr (line, "usermove=1"));
  g_assert_nonnull (strstr (line, "setboard=1"));
  g_assert_nonnull (strstr (line, "ping=1"));
  g_assert_nonnull (strstr (line, "analyze=1"));
  g_assert_nonnull (strstr (line, "memory=1"));
  g_assert_nonnull (strstr (line, "smp=1"));
  g_assert_true (g_str_has_suffix (line, "done=1"));
  g_free (line);

  /* the engine plays White (the second player) after "new" */
  send (&s, "new");
  send (&s, "sd 2");
  send (&s, "post");
  play (&s, pos, "13s-13r");
  expect_move (&s, pos);

  send (&s, "ping 7");
  line = expect_line (&s);
  g_assert_cmpstr (line, ==, "pong 7");
  g_free (line);

  send (&s, "usermove 13s-13z");
  line = expect_line (&s);
  g_assert_cmpstr (line, ==, "Illegal move: 13s-13z");
  g_free (line);

  /* force: moves are only recorded; go: the engine plays the side to move */
  send (&s, "force");
  play (&s, pos, "12s-12r");
  send (&s, "go");
  expect_move (&s, pos);
  send (&s, "ping 8");
  line = expect_line (&s);
  g_assert_cmpstr (line, ==, "pong 8");
  g_free (line);

  /* setboard: a position where Black takes White's unprotected last royal */
  send (&s, "force");
  send (&s, "setboard 25/25/22,cp,2/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/12,E,12 b");
  send (&s, "go");
  line = expect_line (&s);
  g_assert_cmpstr (line, ==, "move 13yx3c");
  g_free (line);
  line = expect_line (&s);
  g_assert_true (g_str_has_prefix (line, "1-0 {Black wins"));
  g_free (line);

  /* variant tai-jw: the jw rule set, in which +G is a free gold and the
   * emperor takes only unprotected pieces */
  {
    g_autoptr (TsPosition) jw = ts_position_new_from_tsfen_with_rules (
      TS_RULES_JW, "25/25/25/25/25/25/25/25/25/25/25/25/12,+G,12/25/25/25/25/25/25/25/25/25/25/cp,24/24,CP b", NULL);

    send (&s, "new");
    send (&s, "variant tai-jw");
    send (&s, "force");
    send (&s, "setboard 25/25/25/25/25/25/25/25/25/25/25/25/12,+G,12/25/25/25/25/25/25/25/25/25/25/cp,24/24,CP b");
    send (&s, "go");
    expect_move (&s, jw);
    send (&s, "variant fairy");
    line = expect_line (&s);
    g_assert_cmpstr (line, ==, "Error (unknown variant): variant fairy");
    g_free (line);
  }

  send (&s, "quit");
  g_subprocess_wait_check (s.proc, NULL, &error);
  g_assert_no_error (error);
  g_object_unref (s.out);
  g_object_unref (s.proc);
}

/* Reads lines until one is "pong N"; returns how many thinking lines
 * ("DEPTH SCORE TIME NODES PV") came before it. */
static guint
thinking_lines_before (Session *s, const char *start, char **found)
{
  guint n = 0;

  for (;;)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *line = g_data_input_stream_read_line_utf8 (s->out, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if (g_str_has_prefix (line, start))
        {
          if (found != NULL)
            *found = g_steal_pointer (&line);
          return n;
        }
      g_assert_false (g_str_has_prefix (line, "move "));
      n += is_thinking (line);
    }
}

static guint
thinking_lines_before_pong (Session *s, const char *pong)
{
  return thinking_lines_before (s, pong, NULL);
}

/* The search runs in its own thread: "?" makes the engine move at once
 * (here out of a 100-second think), "analyze" posts its thinking until
 * "exit" without ever moving and answers "." with where it is, "memory"
 * and "cores" are taken, and "quit" ends a search in progress. */
static void
test_search_thread (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  g_autoptr (GError) error = NULL;
  gint64 start;
  guint n_thinking;
  Session s;
  char *line;

  session_open (&s);
  send (&s, "protover 2");
  g_free (expect_line (&s));
  send (&s, "memory 8");
  send (&s, "cores 2");
  send (&s, "new");
  send (&s, "st 100");
  start = g_get_monotonic_time ();
  play (&s, pos, "13s-13r");
  g_usleep (300 * 1000);
  send (&s, "?");
  expect_move (&s, pos);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);

  send (&s, "analyze");
  g_usleep (1200 * 1000);
  /* where the analysis is, by now at its second ply or deeper */
  send (&s, ".");
  n_thinking = thinking_lines_before (&s, "stat01:", &line);
  assert_status (line);
  g_free (line);
  send (&s, "exit");
  send (&s, "ping 3");
  g_assert_cmpuint (n_thinking + thinking_lines_before_pong (&s, "pong 3"), >, 0);
  /* analyzing a move made in analyze mode, and again after it */
  send (&s, "analyze");
  play (&s, pos, "13r-13q");
  g_usleep (300 * 1000);
  send (&s, "exit");
  send (&s, "ping 4");
  g_assert_cmpuint (thinking_lines_before_pong (&s, "pong 4"), >, 0);

  /* back in force mode: White to move, and the engine does not move */
  send (&s, "ping 5");
  line = expect_line (&s);
  g_assert_cmpstr (line, ==, "pong 5");
  g_free (line);

  send (&s, "go");
  g_usleep (200 * 1000);
  send (&s, "quit");
  g_subprocess_wait_check (s.proc, NULL, &error);
  g_assert_no_error (error);
  g_object_unref (s.out);
  g_object_unref (s.proc);
}

/* "memory" past what the machine can give is capped, with a comment
 * that says so: never the abort of a 64 GB allocation (100000 MB), nor
 * the endless sizing loop of the largest number; the table is then put
 * back to a small one ("new" would clear gigabytes). */
static void
test_memory_bounds (void)
{
  Session s;
  char *line;

  session_open (&s);
  send (&s, "memory 100000");
  line = next_line (&s);
  g_assert_true (g_str_has_prefix (line, "# memory 100000: the table has "));
  g_assert_nonnull (strstr (line, "the most this engine takes here"));
  g_free (line);
  send (&s, "memory 9223372036854775807");
  line = next_line (&s);
  g_assert_true (g_str_has_prefix (line, "# memory 9223372036854775807: the table has "));
  g_free (line);
  send (&s, "memory 8");
  expect_exactly (&s, "# memory 8: the table has 8 MB");
  expect_pong (&s, 1);
  session_quit (&s);
}

/* Every number is read whole and range-checked: a bad one is answered
 * "Error (REASON): COMMAND" and the setting stays as it was. */
static void
test_bad_numbers (void)
{
  static const char *const refused[] = {
    "Error (not a number): st abc",       "Error (not a number): st 1e3",
    "Error (not a number): st -1",        "Error (not a number): sd 3x",
    "Error (out of range): sd 0",         "Error (not a number): time 12.5",
    "Error (not a number): otim x",       "Error (out of range): cores 0",
    "Error (not a number): ping seven",   "Error (out of range): level 40 5:60 0",
    "Error (not a number): level 40 x 0", "Error (give MPS BASE INC): level 40 5",
    "Error (not a number): memory 1e9",   "Error (out of range): memory 0",
  };
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  gint64 start;
  Session s;

  session_open (&s);
  send (&s, "new");
  /* taken: no answer */
  send (&s, "level 40 5:30 0");
  send (&s, "level 0 2 0.5");
  send (&s, "time 30000");
  send (&s, "otim 30000");
  send (&s, "memory 8");
  expect_exactly (&s, "# memory 8: the table has 8 MB");
  send (&s, "st 30");
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      send (&s, strchr (refused[i], ':') + 2);
      expect_exactly (&s, refused[i]);
    }
  /* nothing between the error and the pong: the table was not rebuilt */
  expect_pong (&s, 1);

  /* "st 30" stands: no move by itself within 2.5 s ("st abc" read as 0
   * would have given the clock's or a second's worth), then one on "?" */
  start = g_get_monotonic_time ();
  send (&s, "go");
  g_usleep (2500 * 1000);
  send (&s, "?");
  expect_move (&s, pos);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 2500 * 1000);
  session_quit (&s);
}

/* While the engine thinks, a "ping" waits for its move (and is answered
 * after it), and so does a setting, which counts from the next search;
 * "?" behind them still moves at once.  A command that changes the game
 * stops a search, but not one whose move "?" or a ping before it waits
 * for. */
static void
test_ping_while_thinking (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();
  gint64 start;
  Session s;

  session_open (&s);
  send (&s, "new");
  send (&s, "st 60");
  start = g_get_monotonic_time ();
  send (&s, "go");
  send (&s, "ping 7");
  send (&s, "st 1");
  g_usleep (500 * 1000);
  send (&s, "?");
  expect_move (&s, pos);
  expect_exactly (&s, "pong 7");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  /* the next move thinks for "st 1", not 60 s */
  start = g_get_monotonic_time ();
  send (&s, "go");
  expect_move (&s, pos);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  /* "force" right behind "?" comes after the move "?" asked for: it
   * does not throw it away */
  send (&s, "st 60");
  send (&s, "go");
  g_usleep (300 * 1000);
  send (&s, "?\nforce\nping 4");
  expect_move (&s, pos);
  expect_exactly (&s, "pong 4");
  /* nor does it behind a ping that waits for the move */
  send (&s, "st 1");
  send (&s, "go\nping 5\nforce\nping 6");
  expect_move (&s, pos);
  expect_exactly (&s, "pong 5");
  expect_exactly (&s, "pong 6");
  session_quit (&s);
}

/* "quit" during a search, even behind a command that waits for it,
 * ends the engine at once. */
static void
test_quit_while_thinking (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL;
  gint64 start;
  Session s;

  session_open (&s);
  send (&s, "new");
  send (&s, "st 60");
  send (&s, "go");
  send (&s, "ping 3");
  g_usleep (300 * 1000);
  start = g_get_monotonic_time ();
  send (&s, "quit");
  /* the end of its output: it has ended */
  do
    {
      g_free (line);
      line = g_data_input_stream_read_line_utf8 (s.out, NULL, NULL, &error);
      g_assert_no_error (error);
    }
  while (line != NULL);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_subprocess_wait_check (s.proc, NULL, &error);
  g_assert_no_error (error);
  g_object_unref (s.out);
  g_object_unref (s.proc);
}

/* A long line is one line: 10,000 bytes are not cut into commands (a
 * 4,095-byte cut would run "ping 98 ..." from its middle), and a line
 * past the bound is refused whole, none of it run. */
static void
test_long_lines (void)
{
  g_autoptr (GString) line = g_string_new (NULL);
  g_autoptr (GString) huge = g_string_new (NULL);
  g_autofree char *reply = NULL;
  Session s;

  while (line->len < 4095)
    g_string_append_c (line, 'x');
  while (line->len < 10000)
    g_string_append (line, "ping 98 ");
  g_string_truncate (line, 10000);
  while (huge->len < 1536 * 1024)
    g_string_append (huge, "ping 5 ");

  session_open (&s);
  send (&s, line->str);
  reply = next_line (&s);
  g_assert_true (g_str_has_prefix (reply, "Error (unknown command): "));
  g_assert_cmpuint (strlen (reply), ==, strlen ("Error (unknown command): ") + 10000);
  send (&s, huge->str);
  expect_exactly (&s, "Error (line too long): ping 5 ping 5 ping 5 ping 5 ping 5 ping ...");
  expect_pong (&s, 1);
  session_quit (&s);
}

/* The result names the real winner: a side with no royal piece has
 * lost, whether or not it is to move.  A refused position leaves the
 * engine running. */
static void
test_game_over (void)
{
  static const struct {
    const char *tsfen;
    const char *result;
  } cases[] = {
    /* White, not to move, has no royal piece */
    { "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/12,E,12 b",
      "1-0 {Black wins: White has no royal piece left}" },
    /* White, to move, has none */
    { "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/12,E,12 w",
      "1-0 {Black wins: White has no royal piece left}" },
    /* Black, not to move, has none */
    { "12,e,12/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 w",
      "0-1 {White wins: Black has no royal piece left}" },
  };
  g_autofree char *line = NULL;
  Session s;

  session_open (&s);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *setboard = g_strconcat ("setboard ", cases[i].tsfen, NULL);

      send (&s, "new");
      send (&s, "force");
      send (&s, setboard);
      send (&s, "go");
      expect_exactly (&s, cases[i].result);
    }
  /* a position refused is said so, and the engine goes on */
  send (&s, "setboard 25/25 b");
  line = next_line (&s);
  g_assert_true (g_str_has_prefix (line, "tellusererror Illegal position: "));
  expect_pong (&s, 1);
  session_quit (&s);
}

/* ---- tenjiku, driven as XBoard drives it ---- */

/* XBoard's name of a tenjiku square given by its file (1-16) and rank
 * letter: files a-p from Black's left (file 16), ranks 1-16 from
 * Black's back rank (p).  Written apart from the engine's converter,
 * from the canonical string. */
static void
append_xb_square (GString *out, int file, char rank)
{
  g_string_append_printf (out, "%c%d", 'a' + 16 - file, 16 - (rank - 'a'));
}

/* A canonical tenjiku move string ("8hx8g-8h", "8g-8e=+WB") as XBoard
 * writes it: the squares it visits joined by legs, "+" if it promotes,
 * "@@@@" for a pass. */
static char *
xb_from_canonical (const char *canonical)
{
  GString *out = g_string_new (NULL);
  int files[8], n = 0;
  char ranks[8];
  const char *p = canonical;

  while (*p != '\0' && *p != '=')
    {
      char *end;

      if (*p == 'x' || *p == '-')
        p++;
      files[n] = (int) strtol (p, &end, 10);
      ranks[n++] = *end;
      p = end + 1;
    }
  /* "-" back to the start with no capture: a pass */
  if (n == 2 && files[0] == files[1] && ranks[0] == ranks[1] && strchr (canonical, 'x') == NULL)
    {
      g_string_free (out, TRUE);
      return g_strdup ("@@@@");
    }
  for (int i = 0; i + 1 < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_xb_square (out, files[i], ranks[i]);
      append_xb_square (out, files[i + 1], ranks[i + 1]);
    }
  if (*p == '=')
    g_string_append_c (out, '+');
  return g_string_free (out, FALSE);
}

/* The legal move of `pos` that XBoard writes `xb`. */
static gboolean
find_xb_move (const TsPosition *pos, const char *xb, TsMove *move)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      char canonical[TS_MOVE_STRING_MAX];
      g_autofree char *text = NULL;

      ts_move_format (pos->rules, &list->moves[i], canonical);
      text = xb_from_canonical (canonical);
      if (g_str_equal (text, xb))
        {
          *move = list->moves[i];
          return TRUE;
        }
    }
  return FALSE;
}

/* The engine's move, its legs gathered from one "move" line each
 * ("move i10i9," then "move i9i8"); NULL if a result comes instead
 * (then in *result). */
static char *
expect_xb_move (Session *s, char **result)
{
  g_autoptr (GString) legs = g_string_new (NULL);

  for (;;)
    {
      g_autofree char *line = expect_line (s);

      if (!g_str_has_prefix (line, "move "))
        {
          g_assert_cmpuint (legs->len, ==, 0);
          g_assert_true (g_str_has_prefix (line, "1-0 {") || g_str_has_prefix (line, "0-1 {"));
          *result = g_steal_pointer (&line);
          return NULL;
        }
      g_string_append (legs, line + 5);
      if (!g_str_has_suffix (line, ","))
        return g_strdup (legs->str);
    }
}

/* The engine's move, legal in `pos`, played there. */
static void
expect_xb_move_in (Session *s, TsPosition *pos, guint *n_multi)
{
  g_autofree char *result = NULL;
  g_autofree char *xb = expect_xb_move (s, &result);
  TsMove move;
  TsUndo undo;

  g_assert_null (result);
  g_test_message ("engine: %s", xb);
  g_assert_true (find_xb_move (pos, xb, &move));
  *n_multi += strchr (xb, ',') != NULL;
  ts_position_make (pos, &move, &undo);
}

static void
play_xb (Session *s, TsPosition *pos, const TsMove *move)
{
  char canonical[TS_MOVE_STRING_MAX];
  g_autofree char *xb = NULL;
  g_autofree char *line = NULL;
  TsUndo undo;

  ts_move_format (pos->rules, move, canonical);
  xb = xb_from_canonical (canonical);
  line = g_strconcat ("usermove ", xb, NULL);
  ts_position_make (pos, move, &undo);
  send (s, line);
}

static void
expect_result (Session *s, const char *start)
{
  g_autofree char *line = expect_line (s);

  g_assert_true (g_str_has_prefix (line, start));
}

/* The start XBoard is told, in the letters of the setup's piece table. */
#define XB_TENJIKU_START                                                                                       \
  "ljficsgekgscifjl/a1c'c'1txqnot1c'c'1a/m'v!bhdwf'q'n'f'wdhbv!m'/mvrh's'b'r'v'g'r'b's'h'rvm/pppppppppppppppp/" \
  "4u6u4/16/16/16/16/4U6U4/PPPPPPPPPPPPPPPP/MVRH'S'B'R'G'V'R'B'S'H'RVM/M'V!BHDWF'N'Q'F'WDHBV!M'/"          \
  "A1C'C'1TONQXT1C'C'1A/LJFICSGKEGSCIFJL w - - 0 1"

/* What XBoard 4.9 does with an engine for tenjiku: protover 2, new,
 * variant tenjiku (the engine answers with the board, its pieces and
 * the start), then moves in XBoard's coordinates both ways along a game
 * of random moves against the engine; setboard in XBoard's FEN; moves
 * of several legs as XBoard sends them (igui, a lion's double capture),
 * promotion as '+' and '=', a pass as "@@@@"; the engine's own
 * promotions and multi-leg moves, a leg a line. */
static void
test_tenjiku_session (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (GRand) rand = g_rand_new_with_seed (39);
  g_autofree char *result = NULL;
  guint n_multi = 0, n_engine = 0;
  Session s;
  char *line;

  session_open (&s);
  send (&s, "protover 2");
  line = expect_line (&s);
  g_assert_nonnull (strstr (line, "tenjiku"));
  g_assert_nonnull (strstr (line, "colors=0"));
  g_free (line);
  send (&s, "new");
  send (&s, "variant tenjiku");
  line = expect_line (&s);
  g_assert_true (g_str_has_prefix (line, "setup (PJBRQSEXOG"));
  g_assert_true (g_str_has_suffix (line, ") 16x16+0_chu " XB_TENJIKU_START));
  g_free (line);

  /* a game: random moves for Black, the engine's for White */
  send (&s, "sd 2");
  for (guint ply = 0; ply < 60 && result == NULL; ply += 2)
    {
      g_autofree char *xb = NULL;
      TsMove move;
      TsUndo undo;

      ts_generate_legal (pos, list);
      play_xb (&s, pos, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)]);
      xb = expect_xb_move (&s, &result);
      if (xb == NULL)
        break;
      g_assert_true (find_xb_move (pos, xb, &move));
      n_multi += strchr (xb, ',') != NULL;
      n_engine++;
      ts_position_make (pos, &move, &undo);
      /* the engine's move ended the game: it says so */
      if (ts_generate_legal (pos, list) == 0)
        result = expect_line (&s);
    }
  g_test_message ("%u engine moves, %u of several legs%s%s", n_engine, n_multi, result != NULL ? ", then " : "",
                  result != NULL ? result : "");
  g_assert_cmpuint (n_engine, >=, 3);
  /* a canonical string is not XBoard's */
  send (&s, "force");
  send (&s, "usermove 1l-1k");
  expect_exactly (&s, "Illegal move: 1l-1k");

  /* setboard in XBoard's FEN, Black (XBoard's white) to move: the water
   * buffalo on 8g enters the zone on 8e; promoted it is a fire demon
   * and burns White's only royal, the prince on 8d */
  send (&s, "setboard 16/16/16/7gp7/9+e6/7j3f'4/8W7/16/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "usermove i10i12");
  expect_pong (&s, 1);
  send (&s, "setboard 16/16/16/7gp7/9+e6/7j3f'4/8W7/16/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "usermove i10i12=");
  expect_pong (&s, 2);
  send (&s, "setboard 16/16/16/7gp7/9+e6/7j3f'4/8W7/16/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "usermove i10i12+");
  expect_result (&s, "1-0 {Black wins: White has no royal piece left}");
  /* legs: the lion hawk takes the pawn on 8g and the king on 8f */
  send (&s, "setboard 16/16/16/16/16/8k7/8p7/8N'7/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "usermove i9i10,i10i11");
  expect_result (&s, "1-0 {Black wins");
  /* igui: it takes the king on 8g and stays */
  send (&s, "setboard 16/16/16/16/16/16/8k7/8N'7/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "usermove i9i10,i10i9");
  expect_result (&s, "1-0 {Black wins");
  /* a pass, then the engine moves for White in the position it leaves */
  {
    g_autoptr (TsPosition) passed = ts_position_new_from_tsfen_with_rules (
      TS_RULES_TENJIKU, "15,k/16/16/16/16/16/16/8,LN,7/16/16/16/16/16/16/16/K,15 b 1", NULL);
    TsMove pass;
    TsUndo undo;

    send (&s, "setboard 15k/16/16/16/16/16/16/8N7/16/16/16/16/16/16/16/K15 w - - 0 1");
    send (&s, "usermove @@@@");
    expect_pong (&s, 3);
    g_assert_true (find_xb_move (passed, "@@@@", &pass));
    ts_position_make (passed, &pass, &undo);
    send (&s, "st 0.1");
    send (&s, "go");
    expect_xb_move_in (&s, passed, &n_multi);
    /* a second pass in a row would repeat the position: White's move
     * changed it, so Black may pass again */
    send (&s, "force");
    send (&s, "usermove @@@@");
    expect_pong (&s, 4);
  }

  /* highlights for XBoard's user (feature highlight=1): a lifted lion
   * marks its empty neighbours and the pawn it may take and go on from
   * cyan (a pass goes out and back), the ring two away yellow; once its
   * first leg is put on the pawn, where the second may end: back home
   * (igui), on the pawn (stop there, red), or a step on */
  send (&s, "setboard 15k/16/16/16/16/16/8p7/8N7/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "lift i9");
  expect_exactly (&s, "highlight 16/16/16/16/16/6YYYYY5/6YCCCY5/6YC1CY5/6YCCCY5/6YYYYY5/16/16/16/16/16/16");
  send (&s, "put i10");
  send (&s, "lift i10");
  expect_exactly (&s, "highlight 16/16/16/16/16/7YYY6/7YRY6/7YYY6/16/16/16/16/16/16/16/16");
  /* a square with no piece of the side to move: nothing to mark */
  send (&s, "lift b1");
  send (&s, "hover c3");
  expect_pong (&s, 5);
  /* where the water buffalo may promote: magenta, XBoard then asks */
  send (&s, "setboard 16/16/16/7gp7/9+e6/7j3f'4/8W7/16/16/16/16/16/16/16/16/K15 w - - 0 1");
  send (&s, "lift i10");
  expect_exactly (&s, "highlight 14M1/13M2/12M3/11M4/8M1M5/7RYY6/YYYYYYYY1YYYYYYY/7YYY6/6Y1Y1Y5/5Y5Y4/4Y7Y3/"
                      "3Y9Y2/2Y11Y1/1Y13Y/Y15/16");

  /* the engine (White) wins only by promoting its water buffalo next to
   * Black's king, which it burns: "+" */
  send (&s, "setboard 15k/16/16/16/16/16/16/16/16/16/8w7/16/16/8K7/16/16 b - - 0 1");
  send (&s, "go");
  expect_exactly (&s, "move i6i4+");
  expect_result (&s, "0-1 {White wins: Black has no royal piece left}");
  /* and only by taking Black's king and prince with one double
   * capture: two legs, a line each */
  send (&s, "setboard 15k/16/16/16/16/16/8n'7/8K7/8+E7/16/16/16/16/16/16/16 b - - 0 1");
  send (&s, "go");
  expect_exactly (&s, "move i10i9,");
  expect_exactly (&s, "move i9i8");
  expect_result (&s, "0-1 {White wins");
  session_quit (&s);
}

/* Two engines in one game, as XBoard's "two machines" relays it: each
 * move of one, its legs joined by commas, is the other's usermove; every
 * move is legal in the referee's own position, and the game goes on to
 * its end or 80 plies. */
static void
test_tenjiku_two_machines (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (TS_RULES_TENJIKU);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autofree char *result = NULL;
  Session engines[2];
  guint ply = 0, n_multi = 0;

  for (int e = 0; e < 2; e++)
    {
      g_autofree char *setup = NULL;

      session_open (&engines[e]);
      send (&engines[e], "protover 2");
      g_free (expect_line (&engines[e]));
      send (&engines[e], "new");
      send (&engines[e], "variant tenjiku");
      setup = expect_line (&engines[e]);
      g_assert_true (g_str_has_prefix (setup, "setup ("));
      send (&engines[e], "sd 2");
    }
  /* the first plays Black, the first player */
  send (&engines[0], "go");
  for (; ply < 80; ply++)
    {
      Session *mover = &engines[ply % 2];
      g_autofree char *xb = expect_xb_move (mover, &result);
      g_autofree char *line = NULL;
      TsMove move;
      TsUndo undo;

      g_assert_nonnull (xb);
      g_assert_true (find_xb_move (pos, xb, &move));
      n_multi += strchr (xb, ',') != NULL;
      ts_position_make (pos, &move, &undo);
      if (ts_generate_legal (pos, list) == 0)
        {
          result = expect_line (mover);
          break;
        }
      line = g_strconcat ("usermove ", xb, NULL);
      send (&engines[(ply + 1) % 2], line);
    }
  g_test_message ("%u plies, %u of several legs%s%s", ply, n_multi, result != NULL ? ", then " : "",
                  result != NULL ? result : "");
  g_assert_cmpuint (ply, >=, 10);
  for (int e = 0; e < 2; e++)
    session_quit (&engines[e]);
}

/* --rank-offset 1, for xboard -rankOffset 1: XBoard 4.9 takes a move
 * from a rank written "16" for a drop ("i16j15" becomes "I@j15"), so
 * with it the ranks are 0-15 both ways. */
static void
test_tenjiku_rank_offset (void)
{
  g_autofree char *result = NULL;
  g_autofree char *xb = NULL;
  Session s;

  session_start_with (&s, "--rank-offset", "1");
  send (&s, "xboard");
  send (&s, "new");
  send (&s, "variant tenjiku");
  g_free (expect_line (&s));
  send (&s, "force");
  /* White's king on 1a steps to 2b: p15 to o14 */
  send (&s, "setboard 15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 b - - 0 1");
  send (&s, "usermove p16o15");
  expect_exactly (&s, "Illegal move: p16o15");
  send (&s, "usermove p15o14");
  expect_pong (&s, 1);
  /* and Black's king, on 16p, is a0 */
  send (&s, "sd 1");
  send (&s, "go");
  xb = expect_xb_move (&s, &result);
  g_assert_nonnull (xb);
  g_assert_true (g_str_has_prefix (xb, "a0") && !g_str_has_suffix (xb, "16"));
  session_quit (&s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/xboard/session", test_session);
  g_test_add_func ("/engine/xboard/search-thread", test_search_thread);
  g_test_add_func ("/engine/xboard/memory-bounds", test_memory_bounds);
  g_test_add_func ("/engine/xboard/bad-numbers", test_bad_numbers);
  g_test_add_func ("/engine/xboard/ping-while-thinking", test_ping_while_thinking);
  g_test_add_func ("/engine/xboard/quit-while-thinking", test_quit_while_thinking);
  g_test_add_func ("/engine/xboard/long-lines", test_long_lines);
  g_test_add_func ("/engine/xboard/game-over", test_game_over);
  g_test_add_func ("/engine/xboard/tenjiku", test_tenjiku_session);
  g_test_add_func ("/engine/xboard/tenjiku-two-machines", test_tenjiku_two_machines);
  g_test_add_func ("/engine/xboard/tenjiku-rank-offset", test_tenjiku_rank_offset);
  return g_test_run ();
}
