/* test-xboard.c — `tai-shogi-cli xboard` in a scripted session over
 * pipes: protover 2, new, usermove, go, ping, force, setboard, quit; the
 * search in its own thread: ?, analyze, . (stat01), exit, memory, cores. */
#include <gio/gio.h>
#include <string.h>

#include "ts-movegen.h"

typedef struct {
  GSubprocess *proc;
  GOutputStream *in;
  GDataInputStream *out;
} Session;

static void
session_start (Session *s)
{
  g_autoptr (GError) error = NULL;

  s->proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                              TS_CLI_PATH, "xboard", NULL);
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

  session_start (&s);
  send (&s, "xboard");
  send (&s, "protover 2");
  line = expect_line (&s);
  g_assert_true (g_str_has_prefix (line, "feature "));
  g_assert_nonnull (strstr (line, "myname=\"Tai Shogi\""));
  g_assert_nonnull (strstr (line, "variants=\"taishogi,tai-jw\""));
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
    g_assert_cmpstr (line, ==, "Error (unknown variant): fairy");
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

  session_start (&s);
  send (&s, "xboard");
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/xboard/session", test_session);
  g_test_add_func ("/engine/xboard/search-thread", test_search_thread);
  return g_test_run ();
}
