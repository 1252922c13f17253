/* test-cli.c — tai-shogi-cli as a user meets it: the commands' output,
 * and one clear line on standard error with a non-zero exit for bad
 * input, never a crash. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run *r, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) TS_CLI_PATH);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &r->out, &r->err, &error);
  g_assert_no_error (error);
  /* a crash is a signal, not an exit status */
  g_assert_true (g_subprocess_get_if_exited (proc));
  r->status = g_subprocess_get_exit_status (proc);
}

static void
test_start_and_moves (void)
{
  g_auto (Run) start = { 0 };
  g_auto (Run) moves = { 0 };
  g_auto (Run) perft = { 0 };
  g_auto (GStrv) lines = NULL;

  run_cli (&start, (const char *[]) { "start", NULL });
  g_assert_cmpint (start.status, ==, 0);
  g_assert_true (g_str_has_suffix (start.out, " b 1\n"));

  run_cli (&moves, (const char *[]) { "moves", "--fen", g_strstrip (start.out), NULL });
  g_assert_cmpint (moves.status, ==, 0);
  lines = g_strsplit (g_strstrip (moves.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 479);
  g_assert_true (g_strv_contains ((const char *const *) lines, "13s-13r"));
  g_assert_true (g_strv_contains ((const char *const *) lines, "13t-13q"));

  run_cli (&perft, (const char *[]) { "perft", "2", "--divide", NULL });
  g_assert_cmpint (perft.status, ==, 0);
  g_assert_true (strstr (perft.out, "perft(2) = 230777\n") != NULL);
  g_assert_true (strstr (perft.out, "\n13s-13r 479\n") != NULL || g_str_has_prefix (perft.out, "13s-13r"));
}

static void
test_bad_input (void)
{
  const char *const *cases[] = {
    (const char *[]) { NULL },
    (const char *[]) { "frobnicate", NULL },
    (const char *[]) { "moves", "--fen", "nonsense", NULL },
    (const char *[]) { "moves", "--fen", "", NULL },
    (const char *[]) { "moves", "--fen", "25/25 b", NULL },
    (const char *[]) { "moves", "--fen", "\xff\xfe garbage \x01", NULL },
    (const char *[]) { "moves", "--bogus", NULL },
    (const char *[]) { "moves", "extra", NULL },
    (const char *[]) { "moves", "--fen", NULL },
    (const char *[]) { "perft", NULL },
    (const char *[]) { "perft", "x", NULL },
    (const char *[]) { "perft", "0", NULL },
    (const char *[]) { "perft", "99", NULL },
    (const char *[]) { "perft", "1", "--fen", "L b", NULL },
    (const char *[]) { "start", "junk", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };
      run_cli (&r, cases[i]);
      g_assert_cmpint (r.status, !=, 0);
      g_assert_true (g_str_has_prefix (r.err, "tai-shogi-cli: ") || g_str_has_prefix (r.err, "usage:"));
      if (g_str_has_prefix (r.err, "tai-shogi-cli: "))
        g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, (int) strlen (r.err) - 1);
    }
}

/* --rules on the commands (parsed once, in cli_parse_options) */
static void
test_rules_option (void)
{
  static const char *free_gold =
    "25/25/25/25/25/25/25/25/25/25/25/25/12,+G,12/25/25/25/25/25/25/25/25/25/25/cp,24/24,CP b";
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-cli-jw.tsr", NULL);
  g_auto (Run) perft = { 0 };
  g_auto (Run) moves = { 0 };
  g_auto (Run) refused = { 0 };
  g_auto (Run) unknown = { 0 };
  g_auto (Run) game = { 0 };
  g_auto (Run) replay = { 0 };
  g_auto (Run) wrong = { 0 };
  g_auto (Run) best = { 0 };

  run_cli (&perft, (const char *[]) { "perft", "2", "--rules", "jw", NULL });
  g_assert_cmpint (perft.status, ==, 0);
  g_assert_nonnull (strstr (perft.out, "perft(2) = 92662\n"));

  /* a free gold (RfB) on 13m: any distance orthogonally and diagonally
   * forward, nothing diagonally backward */
  run_cli (&moves, (const char *[]) { "moves", "--rules", "jw", "--fen", free_gold, NULL });
  g_assert_cmpint (moves.status, ==, 0);
  g_assert_nonnull (strstr (moves.out, "13m-13a\n"));
  g_assert_null (strstr (moves.out, "13m-12n\n"));

  run_cli (&refused, (const char *[]) { "moves", "--fen", free_gold, NULL });
  g_assert_cmpint (refused.status, !=, 0);
  g_assert_nonnull (strstr (refused.err, "'+G'"));
  g_assert_nonnull (strstr (refused.err, "standard"));

  run_cli (&unknown, (const char *[]) { "perft", "1", "--rules", "evans", NULL });
  g_assert_cmpint (unknown.status, !=, 0);
  g_assert_true (g_str_has_prefix (unknown.err, "tai-shogi-cli: "));
  g_assert_nonnull (strstr (unknown.err, "evans"));

  run_cli (&game, (const char *[]) { "random-game", "--rules", "jw", "--plies", "80", "-o", path, NULL });
  g_assert_cmpint (game.status, ==, 0);
  run_cli (&replay, (const char *[]) { "replay", path, NULL });
  g_assert_cmpint (replay.status, ==, 0);
  run_cli (&wrong, (const char *[]) { "replay", "--rules", "standard", path, NULL });
  g_assert_cmpint (wrong.status, !=, 0);
  g_assert_nonnull (strstr (wrong.err, "jw"));
  g_unlink (path);

  run_cli (&best, (const char *[]) { "bestmove", "--rules", "jw", "--fen", free_gold, "--depth", "1", NULL });
  g_assert_cmpint (best.status, ==, 0);
  g_assert_true (g_str_has_prefix (best.out, "13m-"));
}

/* A hand-built position: a rook and a lance attack each other on file 13,
 * a pawn defends the rook. */
#define THREATS_FEN "24,cp/25/25/25/25/25/25/12,l,12/25/25/25/25/25/25/25/12,R,12/12,P,12/25/25/25/25/25/25/25/CP,24 b 1"

static void
test_threats (void)
{
  g_auto (Run) known = { 0 };
  g_auto (Run) start = { 0 };
  g_auto (Run) start_jw = { 0 };
  g_auto (Run) bad = { 0 };
  g_auto (GStrv) lines = NULL;

  run_cli (&known, (const char *[]) { "threats", "--fen", THREATS_FEN, NULL });
  g_assert_cmpint (known.status, ==, 0);
  g_assert_cmpstr (known.out, ==, "13h white undefended\n13p black defended\n");

  /* the start position: the standard emperor may take any non-royal, so
   * nearly every piece of both sides is attacked (and defended by its own
   * emperor); lines are sorted in byte order */
  run_cli (&start, (const char *[]) { "threats", NULL });
  g_assert_cmpint (start.status, ==, 0);
  lines = g_strsplit (g_strstrip (start.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >, 300);
  for (guint i = 1; lines[i] != NULL; i++)
    g_assert_cmpint (strcmp (lines[i - 1], lines[i]), <, 0);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_true (g_regex_match_simple ("^[0-9]+[a-y] (black|white) (defended|undefended)$", lines[i], 0, 0));
  g_assert_true (g_strv_contains ((const char *const *) lines, "1y black defended"));
  g_assert_false (g_strv_contains ((const char *const *) lines, "13y black defended"));

  /* (13y is the emperor: a protected royal no emperor may take) */

  /* under jw the emperor takes only unprotected pieces: none at the start */
  run_cli (&start_jw, (const char *[]) { "threats", "--rules", "jw", NULL });
  g_assert_cmpint (start_jw.status, ==, 0);
  g_assert_cmpstr (start_jw.out, ==, "");

  run_cli (&bad, (const char *[]) { "threats", "--fen", "25/25 b", NULL });
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad.err, "tai-shogi-cli: "));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/start-and-moves", test_start_and_moves);
  g_test_add_func ("/cli/rules-option", test_rules_option);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/threats", test_threats);
  return g_test_run ();
}
