/* test-match.c — `tai-shogi-cli match`: against a built-in opponent and
 * against a CECP engine (the same CLI in xboard mode), short games with
 * the ply cap, records written, the summary's figures present; and
 * `tactics` on a suite of one position. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

/* Runs the CLI with `args` (NULL-terminated); returns its standard
 * output, asserting that it succeeded. */
static char *
run_cli (const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  char *out = NULL;

  g_ptr_array_add (argv, (gpointer) TS_CLI_PATH);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (proc));
  return out;
}

static guint
count_files (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* Removes a temporary folder and the files in it. */
static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
check_summary (const char *out, guint games)
{
  g_autofree char *played = g_strdup_printf (", %u games, ", games);

  g_assert_nonnull (strstr (out, played));
  g_assert_nonnull (strstr (out, "% of the points"));
  g_assert_nonnull (strstr (out, "decided on the board"));
  g_assert_nonnull (strstr (out, "adjudicated at 12 plies"));
  g_assert_nonnull (strstr (out, "Elo difference"));
  g_assert_nonnull (strstr (out, "95% interval"));
  g_assert_nonnull (strstr (out, "emperor trades"));
  g_assert_nonnull (strstr (out, "the opponent's emperor fell in "));
}

static void
test_match_greedy (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tai-shogi-match-XXXXXX", NULL);
  const char *args[] = { "match", "--games", "2", "--movetime", "20", "--max-plies", "12",
                         "--opponent", "greedy", "--records", dir, NULL };
  g_autofree char *out = run_cli (args);

  check_summary (out, 2);
  g_assert_nonnull (strstr (out, "game 1: engine plays Black"));
  g_assert_nonnull (strstr (out, "game 2: engine plays White"));
  g_assert_cmpuint (count_files (dir), ==, 2);
  remove_dir (dir);
}

static void
test_match_cecp (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tai-shogi-match-XXXXXX", NULL);
  g_autofree char *opponent = g_strdup_printf ("cecp:'%s' xboard", TS_CLI_PATH);
  const char *args[] = { "match", "--games", "2", "--movetime", "20", "--max-plies", "12",
                         "--opponent", opponent, "--records", dir, NULL };
  g_autofree char *out = run_cli (args);
  g_autofree char *record = NULL;
  g_autofree char *path = g_build_filename (dir, "game-001.tsr", NULL);

  check_summary (out, 2);
  g_assert_cmpuint (count_files (dir), ==, 2);
  /* the record names both players and says why it ended */
  g_assert_true (g_file_get_contents (path, &record, NULL, NULL));
  g_assert_nonnull (strstr (record, "[Black \"tai-shogi-cli\"]"));
  g_assert_nonnull (strstr (record, "[White \"cecp:"));
  g_assert_nonnull (strstr (record, "[Termination \"ply cap"));
  remove_dir (dir);
}

static void
test_tactics_command (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tai-shogi-tactics-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "suite.txt", NULL);
  /* Black's rook takes White's last royal up the open file */
  const char *suite = "# one position\n"
                      "rook;wins;25/25/20,cp,4/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/20,R,4/"
                      "25/25/12,CP,12 b 1;the rook takes the prince\n";
  const char *args[] = { "tactics", path, "--depth", "1", "--movetime", "0", NULL };
  g_autofree char *out = NULL;

  g_assert_true (g_file_set_contents (path, suite, -1, NULL));
  out = run_cli (args);
  g_assert_nonnull (strstr (out, "solved 1 of 1"));
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/match/greedy", test_match_greedy);
  g_test_add_func ("/engine/match/cecp", test_match_cecp);
  g_test_add_func ("/engine/match/tactics-command", test_tactics_command);
  return g_test_run ();
}
