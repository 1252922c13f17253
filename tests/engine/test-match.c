/* test-match.c — `tai-shogi-cli match`: against a built-in opponent and
 * against a CECP engine (the same CLI in xboard mode), short games with
 * the ply cap, records written, the summary's figures present, games
 * from a record's position (--opening); `tactics` on a suite of one
 * position; and the records tools/conversion-bench plays on from. */
#include <gio/gio.h>
#include <string.h>

#include "test-tmp-dir.h"

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
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
  const char *args[] = { "match", "--games", "2", "--movetime", "20", "--max-plies", "12",
                         "--opponent", "greedy", "--records", dir, NULL };
  g_autofree char *out = run_cli (args);

  check_summary (out, 2);
  g_assert_nonnull (strstr (out, "game 1: engine plays Black"));
  g_assert_nonnull (strstr (out, "game 2: engine plays White"));
  g_assert_cmpuint (count_files (dir), ==, 2);
}

static void
test_match_cecp (void)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
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
}

/* The moves of a record, whitespace collapsed, without its tags and
 * result: "1. P-22r P-12h 2. ...". */
static char *
record_moves (const char *path)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) words = NULL;
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  const char *body;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  body = strstr (text, "\n\n");
  g_assert_nonnull (body);
  words = g_strsplit_set (body, " \n", -1);
  for (guint i = 0; words[i] != NULL && !g_str_equal (words[i], "*"); i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (moves, words[i]);
  g_ptr_array_add (moves, NULL);
  return g_strjoinv (" ", (GStrv) moves->pdata);
}

/* By the Japanese-Wikipedia rules the CECP opponent is told the
 * variant: by the standard rules it would find some of the moves
 * illegal, and the match fail. */
static void
test_match_cecp_jw (void)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
  g_autofree char *opponent = g_strdup_printf ("cecp:'%s' xboard", TS_CLI_PATH);
  g_autofree char *path = g_build_filename (dir, "game-001.tsr", NULL);
  const char *args[] = { "match", "--rules", "jw", "--games", "2", "--movetime", "20", "--max-plies", "40",
                         "--seed", "5", "--opponent", opponent, "--records", dir, NULL };
  g_autofree char *out = run_cli (args);
  g_autofree char *record = NULL;

  g_assert_nonnull (strstr (out, ", 2 games, "));
  g_assert_true (g_file_get_contents (path, &record, NULL, NULL));
  g_assert_nonnull (strstr (record, "[Rules \"jw\"]"));
}

/* Six random plies from the start, as a record in `dir`. */
static char *
write_random_opening (const char *dir)
{
  char *opening = g_build_filename (dir, "opening.tsr", NULL);
  const char *make[] = { "random-game", "--plies", "6", "--seed", "3", "-o", opening, NULL };
  g_autofree char *made = run_cli (make);

  return opening;
}

/* Plays two games from `opening` against the same CLI as a CECP engine
 * (so that the opponent is told the opening too), the ply cap at 12;
 * returns the records' paths. */
static GStrv
play_from_opening (const char *dir, const char *opening)
{
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *opponent = g_strdup_printf ("cecp:'%s' xboard", TS_CLI_PATH);
  const char *args[] = { "match", "--games", "2", "--movetime", "20", "--max-plies", "12", "--opening-plies", "0",
                         "--opening", opening, "--opponent", opponent, "--records", games, NULL };
  g_autofree char *out = run_cli (args);
  GStrv records = g_new0 (char *, 3);

  check_summary (out, 2);
  g_assert_cmpuint (count_files (games), ==, 2);
  records[0] = g_build_filename (games, "game-001.tsr", NULL);
  records[1] = g_build_filename (games, "game-002.tsr", NULL);
  return records;
}

/* Both games go on from a record's moves, which the records keep. */
static void
test_match_opening_moves (void)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
  g_autofree char *opening = write_random_opening (dir);
  g_autofree char *opening_moves = record_moves (opening);
  g_auto (GStrv) records = play_from_opening (dir, opening);

  for (guint g = 0; records[g] != NULL; g++)
    {
      g_autofree char *moves = record_moves (records[g]);
      g_auto (GStrv) plies = g_strsplit (moves, " ", -1);

      /* the opening's six plies, then six of the match's: twelve and six move numbers */
      g_assert_true (g_str_has_prefix (moves, opening_moves));
      g_assert_cmpint (strlen (moves), >, strlen (opening_moves));
      g_assert_cmpuint (g_strv_length (plies), ==, 12 + 6);
    }
}

/* A record from a set-up position: the games start there (the CECP
 * opponent gets it with setboard) and their records say so. */
static void
test_match_opening_setup (void)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
  g_autofree char *opening = write_random_opening (dir);
  const char *replay[] = { "replay", opening, NULL };
  /* six plies from the start: were the opponent not told, it would
   * find the engine's first move illegal and the match would fail */
  g_autofree char *tsfen = g_strstrip (run_cli (replay));
  g_autofree char *setup = g_strdup_printf ("[Event \"opening\"]\n[SetUp \"1\"]\n[TSFEN \"%s\"]\n\n*\n", tsfen);
  g_auto (GStrv) records = NULL;

  g_assert_true (g_file_set_contents (opening, setup, -1, NULL));
  records = play_from_opening (dir, opening);
  for (guint g = 0; records[g] != NULL; g++)
    {
      g_autofree char *record = NULL;

      g_assert_true (g_file_get_contents (records[g], &record, NULL, NULL));
      g_assert_nonnull (strstr (record, "[SetUp \"1\"]"));
      g_assert_nonnull (strstr (record, tsfen));
    }
}

/* The opponent's emperor fell within the opening's moves: the summary
 * gives that ply, not the first one played. */
static void
test_match_opening_emperor_taken (void)
{
  g_autofree char *opening = g_build_filename (TS_CONVERSION_DIR, "vs-85d34d3-seed11-game3.tsr", NULL);
  const char *args[] = { "match", "--games", "1", "--movetime", "20", "--max-plies", "302", "--opening-plies", "0",
                         "--opening", opening, "--opponent", "greedy", NULL };
  g_autofree char *out = run_cli (args);

  g_assert_nonnull (strstr (out, "game 1: engine plays Black: "));
  /* White's emperor took on 13n (17. ... Ex13n), and Black's capricorn
   * took it there on the 35th ply (18. CAx13n+) */
  g_assert_nonnull (strstr (out, "(the opponent's emperor fell at ply 35)"));
}

/* A ply cap the opening has reached leaves nothing to play: refused. */
static void
test_match_opening_past_cap (void)
{
  g_autofree char *opening = g_build_filename (TS_CONVERSION_DIR, "vs-85d34d3-seed11-game3.tsr", NULL);
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;

  proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error, TS_CLI_PATH,
                           "match", "--opening", opening, "--max-plies", "300", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_false (g_subprocess_get_successful (proc));
  g_assert_nonnull (strstr (err, "--max-plies 300 leaves no ply to play after the opening's 300"));
}

/* tools/conversion-bench's records: each replays, and in its last
 * position Black (this engine) is to move, with its emperor against
 * none, the hunt the bench measures. */
static void
test_conversion_records (void)
{
  g_autoptr (GDir) dir = g_dir_open (TS_CONVERSION_DIR, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (TS_CONVERSION_DIR, name, NULL);
      const char *args[] = { "replay", path, NULL };
      g_autofree char *tsfen = NULL;
      g_auto (GStrv) fields = NULL;
      g_auto (GStrv) pieces = NULL;
      gboolean black_emperor = FALSE, white_emperor = FALSE;

      if (!g_str_has_suffix (name, ".tsr"))
        continue;
      tsfen = g_strstrip (run_cli (args));
      fields = g_strsplit (tsfen, " ", -1);
      g_assert_cmpuint (g_strv_length (fields), >=, 2);
      g_assert_cmpstr (fields[1], ==, "b");
      g_strdelimit (fields[0], "/", ',');
      pieces = g_strsplit (fields[0], ",", -1);
      for (guint i = 0; pieces[i] != NULL; i++)
        {
          black_emperor |= g_str_equal (pieces[i], "E");
          white_emperor |= g_str_equal (pieces[i], "e");
        }
      g_assert_true (black_emperor);
      g_assert_false (white_emperor);
      n++;
    }
  g_assert_cmpuint (n, >=, 8);
}

static void
test_tactics_command (void)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-tactics-XXXXXX");
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
}

/* ---- tenjiku ---- */

/* A tenjiku match's summary: how the games ended, and none of the
 * emperor's figures (tenjiku has no emperor). */
static void
check_tenjiku_summary (const char *out, guint games)
{
  g_autofree char *played = g_strdup_printf (", %u games, ", games);

  g_assert_nonnull (strstr (out, played));
  g_assert_nonnull (strstr (out, "how the games ended: hunt (an ordinary capture) "));
  g_assert_nonnull (strstr (out, ", range jump "));
  g_assert_nonnull (strstr (out, ", burn "));
  g_assert_null (strstr (out, "emperor"));
  g_assert_null (strstr (out, "stopped"));
}

/* Against each built-in opponent, a few plies from tenjiku's start. */
static void
test_match_tenjiku_builtin (void)
{
  const char *opponents[] = { "random", "greedy", "self" };

  for (guint i = 0; i < G_N_ELEMENTS (opponents); i++)
    {
      g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
      g_autofree char *path = g_build_filename (dir, "game-002.tsr", NULL);
      g_autofree char *record = NULL;
      const char *args[] = { "match", "--variant", "tenjiku", "--games", "2", "--movetime", "20", "--max-plies", "12",
                             "--opponent", opponents[i], "--records", dir, NULL };
      g_autofree char *out = run_cli (args);

      check_tenjiku_summary (out, 2);
      g_assert_nonnull (strstr (out, "game 2: engine plays White"));
      g_assert_true (g_file_get_contents (path, &record, NULL, NULL));
      g_assert_nonnull (strstr (record, "[Variant \"tenjiku\"]"));
    }
}

/* Against the same CLI as a CECP engine, two games at once. */
static void
test_match_tenjiku_cecp (void)
{
  g_autofree char *opponent = g_strdup_printf ("cecp:'%s' xboard", TS_CLI_PATH);
  const char *args[] = { "match", "--variant", "tenjiku", "--games", "4", "--jobs", "2", "--movetime", "20",
                         "--max-plies", "12", "--opponent", opponent, NULL };
  g_autofree char *out = run_cli (args);

  check_tenjiku_summary (out, 4);
  for (guint g = 1; g <= 4; g++)
    {
      g_autofree char *line = g_strdup_printf ("game %u: engine plays %s", g, g % 2 == 1 ? "Black" : "White");
      g_assert_nonnull (strstr (out, line));
    }
}

/* Games from a tenjiku position one move from the end, as a set-up
 * record; returns the match's output. */
static char *
play_tenjiku_ending (const char *tsfen, const char *games, const char *opponent)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
  g_autofree char *opening = g_build_filename (dir, "opening.tsr", NULL);
  g_autofree char *setup = g_strdup_printf ("[Variant \"tenjiku\"]\n[SetUp \"1\"]\n[TSFEN \"%s\"]\n\n*\n", tsfen);
  const char *args[] = { "match", "--variant", "tenjiku", "--games", games, "--movetime", "20", "--opening-plies", "0",
                         "--opening", opening, "--opponent", opponent, NULL };

  g_assert_true (g_file_set_contents (opening, setup, -1, NULL));
  return run_cli (args);
}

/* How a game ended, as each line and the summary say. */
static void
test_match_tenjiku_endings (void)
{
  /* the great general jumps three pieces onto the king */
  g_autofree char *jump = play_tenjiku_ending ("7,k,8/16/7,p,8/16/16/7,vg,8/16/16/16/16/16/7,P,8/7,GG,8/16/16/K,15 b 1",
                                               "1", "greedy");
  /* the fire demon takes the pawn beside the king and burns it */
  g_autofree char *burn = play_tenjiku_ending ("14,g,k/14,p,s/16/16/11,FD,4/16/16/16/16/16/16/16/16/16/16/K,15 b 1",
                                               "1", "greedy");
  /* the tetrarch takes the king two squares ahead: an ordinary capture */
  g_autofree char *hunt = play_tenjiku_ending ("16/16/16/16/16/7,g,k,g,6/8,p,7/8,+CS,7/16/16/16/16/16/16/16/K,15 b 1",
                                               "1", "greedy");
  /* White's king has three steps, each next to a fire demon of Black's:
   * the opponent (game 1) or the engine (game 2) burns its own king */
  g_autofree char *suicide = play_tenjiku_ending ("13,FD,1,k/16/15,FD/16/16/16/16/16/16/16/16/16/16/16/16/K,15 w 1",
                                                  "2", "random");

  g_assert_nonnull (strstr (jump, "game 1: engine plays Black: engine wins after 1 plies (range jump)"));
  g_assert_nonnull (strstr (jump, "range jump 1,"));
  g_assert_nonnull (strstr (burn, "game 1: engine plays Black: engine wins after 1 plies (burn)"));
  g_assert_nonnull (strstr (burn, "burn 1,"));
  g_assert_nonnull (strstr (hunt, "game 1: engine plays Black: engine wins after 1 plies (hunt (an ordinary capture))"));
  g_assert_nonnull (strstr (suicide, "game 1: engine plays Black: engine wins after 1 plies (suicide (own royal burnt))"));
  g_assert_nonnull (strstr (suicide, "game 2: engine plays White: engine loses after 1 plies (suicide (own royal burnt))"));
  g_assert_nonnull (strstr (suicide, "suicide (own royal burnt) 2,"));
}

/* A CECP engine written for the test as a shell script: it answers
 * pings, and `on_go` / `on_usermove` are its other replies (shell
 * commands). */
static char *
write_fake_engine (const char *dir, const char *name, const char *on_usermove, const char *on_go)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *script = g_strdup_printf ("while read cmd arg; do\n"
                                             "  case \"$cmd\" in\n"
                                             "    ping) echo \"pong $arg\";;\n"
                                             "    usermove) %s;;\n"
                                             "    go) %s;;\n"
                                             "    quit) exit 0;;\n"
                                             "  esac\n"
                                             "done\n",
                                             on_usermove, on_go);

  g_assert_true (g_file_set_contents (path, script, -1, NULL));
  return path;
}

static char *
play_fake_engine (const char *engine)
{
  g_autofree char *opponent = g_strdup_printf ("cecp:sh '%s'", engine);
  const char *args[] = { "match", "--variant", "tenjiku", "--games", "2", "--movetime", "20", "--max-plies", "40",
                         "--opponent", opponent, NULL };

  return run_cli (args);
}

/* An engine whose rules differ stops the game where they part, and the
 * game counts for neither side; one that dies is started again. */
static void
test_match_tenjiku_rules_differ (void)
{
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-match-XXXXXX");
  g_autofree char *illegal = write_fake_engine (dir, "illegal.sh", ":", "echo 'move 16p-16a'");
  g_autofree char *refusing = write_fake_engine (dir, "refusing.sh", "echo \"Illegal move: $arg\"", "echo 'move 16p-16a'");
  g_autofree char *dying = write_fake_engine (dir, "dying.sh", ":", "exit 1");
  g_autofree char *claiming = write_fake_engine (dir, "claiming.sh", ":", "echo '1-0 {Black mates}'");
  g_autofree char *out_illegal = play_fake_engine (illegal);
  g_autofree char *out_refusing = play_fake_engine (refusing);
  g_autofree char *out_dying = play_fake_engine (dying);
  g_autofree char *out_claiming = play_fake_engine (claiming);

  g_assert_nonnull (strstr (out_illegal, "game 1: engine plays Black: stopped after 7 plies, not counted: "
                                         "the opponent played '16p-16a', which our rules refuse"));
  g_assert_nonnull (strstr (out_illegal, ", 0 games, "));
  g_assert_nonnull (strstr (out_illegal, "not counted: 2\n"));
  g_assert_null (strstr (out_illegal, "Elo"));
  g_assert_nonnull (strstr (out_refusing, "not counted: the opponent says 'Illegal move: "));
  g_assert_nonnull (strstr (out_refusing, "not counted: 2\n"));
  g_assert_nonnull (strstr (out_dying, "game 1: engine plays Black: stopped after 7 plies, not counted: the opponent engine failed"));
  g_assert_nonnull (strstr (out_dying, "game 2: engine plays White: stopped after 6 plies, not counted: the opponent engine failed"));
  g_assert_nonnull (strstr (out_claiming, "not counted: the opponent says '1-0 {Black mates}'"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/match/greedy", test_match_greedy);
  g_test_add_func ("/engine/match/cecp", test_match_cecp);
  g_test_add_func ("/engine/match/cecp-jw", test_match_cecp_jw);
  g_test_add_func ("/engine/match/opening-moves", test_match_opening_moves);
  g_test_add_func ("/engine/match/opening-setup", test_match_opening_setup);
  g_test_add_func ("/engine/match/opening-emperor-taken", test_match_opening_emperor_taken);
  g_test_add_func ("/engine/match/opening-past-cap", test_match_opening_past_cap);
  g_test_add_func ("/engine/match/conversion-records", test_conversion_records);
  g_test_add_func ("/engine/match/tactics-command", test_tactics_command);
  g_test_add_func ("/engine/match/tenjiku/builtin", test_match_tenjiku_builtin);
  g_test_add_func ("/engine/match/tenjiku/cecp", test_match_tenjiku_cecp);
  g_test_add_func ("/engine/match/tenjiku/endings", test_match_tenjiku_endings);
  g_test_add_func ("/engine/match/tenjiku/rules-differ", test_match_tenjiku_rules_differ);
  return g_test_run ();
}
