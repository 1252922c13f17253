/* test-cli.c — tai-shogi-cli as a user meets it: the commands' output,
 * and one clear line on standard error with a non-zero exit for bad
 * input, never a crash. */
#include <cairo.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

typedef struct {
  GMainLoop *loop;
  Run *run;
  GError *error;
} Waiting;

static void
communicated (GObject *proc, GAsyncResult *result, gpointer data)
{
  Waiting *w = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (proc), result, &w->run->out, &w->run->err, &w->error);
  g_main_loop_quit (w->loop);
}

static gboolean
stop_child (gpointer proc)
{
  g_subprocess_force_exit (proc);
  return G_SOURCE_REMOVE;
}

/* Runs the CLI; with `seconds`, kills it when it has not ended by then
 * (which fails the test: a killed process did not exit). */
static void
run_cli_within (Run *r, const char *const *args, guint seconds)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (context, FALSE);
  g_autoptr (GSource) watchdog = NULL;
  Waiting w = { loop, r, NULL };

  g_ptr_array_add (argv, (gpointer) TS_CLI_PATH);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_main_context_push_thread_default (context);
  if (seconds > 0)
    {
      watchdog = g_timeout_source_new_seconds (seconds);
      g_source_set_callback (watchdog, stop_child, proc, NULL);
      g_source_attach (watchdog, context);
    }
  g_subprocess_communicate_utf8_async (proc, NULL, NULL, communicated, &w);
  g_main_loop_run (loop);
  if (watchdog != NULL)
    g_source_destroy (watchdog);
  g_main_context_pop_thread_default (context);
  g_assert_no_error (w.error);
  g_subprocess_wait (proc, NULL, &error);
  g_assert_no_error (error);
  /* a crash is a signal, not an exit status */
  g_assert_true (g_subprocess_get_if_exited (proc));
  r->status = g_subprocess_get_exit_status (proc);
}

static void
run_cli (Run *r, const char *const *args)
{
  run_cli_within (r, args, 0);
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

/* --variant tenjiku on the commands: its start, moves and perft
 * (TENJIKU.md 2.2), a TSFEN of the other variant's size refused in words,
 * a random game that replays, with and without --variant. */
static void
test_variant_option (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-cli-tenjiku.tsr", NULL);
  g_autofree char *image = g_build_filename (g_get_tmp_dir (), "test-cli-tenjiku.svg", NULL);
  g_auto (Run) start = { 0 };
  g_auto (Run) tai_start = { 0 };
  g_auto (Run) moves = { 0 };
  g_auto (Run) perft = { 0 };
  g_auto (Run) too_small = { 0 };
  g_auto (Run) too_large = { 0 };
  g_auto (Run) unknown = { 0 };
  g_auto (Run) no_jw = { 0 };
  g_auto (Run) game = { 0 };
  g_auto (Run) replay = { 0 };
  g_auto (Run) replay_tagged = { 0 };
  g_auto (Run) wrong = { 0 };
  g_auto (Run) threats = { 0 };
  g_auto (Run) diagram = { 0 };
  g_autofree char *record = NULL;

  run_cli (&start, (const char *[]) { "start", "--variant", "tenjiku", NULL });
  g_assert_cmpint (start.status, ==, 0);
  g_assert_true (g_str_has_prefix (start.out, "l,n,fl,i,c,s,g,de,k,g,s,c,i,fl,n,l/"));
  g_strstrip (start.out);
  run_cli (&moves, (const char *[]) { "moves", "--variant", "tenjiku", "--fen", start.out, NULL });
  g_assert_cmpint (moves.status, ==, 0);
  g_assert_nonnull (strstr (moves.out, "\n9mx9a\n"));
  g_assert_nonnull (strstr (moves.out, "\n10mx10d=+RG\n"));
  run_cli (&perft, (const char *[]) { "perft", "2", "--variant", "tenjiku", NULL });
  g_assert_cmpint (perft.status, ==, 0);
  g_assert_nonnull (strstr (perft.out, "perft(2) = 5550\n"));

  /* each variant refuses the other's board, naming the ranks */
  run_cli (&too_small, (const char *[]) { "moves", "--fen", start.out, NULL });
  g_assert_cmpint (too_small.status, !=, 0);
  g_assert_nonnull (strstr (too_small.err, "16"));
  run_cli (&tai_start, (const char *[]) { "start", NULL });
  g_strstrip (tai_start.out);
  run_cli (&too_large, (const char *[]) { "moves", "--variant", "tenjiku", "--fen", tai_start.out, NULL });
  g_assert_cmpint (too_large.status, !=, 0);
  g_assert_nonnull (strstr (too_large.err, "25"));
  g_assert_true (g_str_has_prefix (too_large.err, "tai-shogi-cli: "));

  run_cli (&unknown, (const char *[]) { "start", "--variant", "chu", NULL });
  g_assert_cmpint (unknown.status, !=, 0);
  g_assert_nonnull (strstr (unknown.err, "tenjiku"));
  run_cli (&no_jw, (const char *[]) { "start", "--rules", "jw", "--variant", "tenjiku", NULL });
  g_assert_cmpint (no_jw.status, !=, 0);
  g_assert_nonnull (strstr (no_jw.err, "standard"));

  run_cli (&game, (const char *[]) { "random-game", "--variant", "tenjiku", "--plies", "300", "--seed", "3", "-o", path,
                                     NULL });
  g_assert_cmpint (game.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &record, NULL, NULL));
  g_assert_nonnull (strstr (record, "[Variant \"tenjiku\"]"));
  run_cli (&replay, (const char *[]) { "replay", "--variant", "tenjiku", path, NULL });
  g_assert_cmpint (replay.status, ==, 0);
  /* the record says its variant itself */
  run_cli (&replay_tagged, (const char *[]) { "replay", path, NULL });
  g_assert_cmpint (replay_tagged.status, ==, 0);
  g_assert_cmpstr (replay.out, ==, replay_tagged.out);
  run_cli (&wrong, (const char *[]) { "replay", "--variant", "tai", path, NULL });
  g_assert_cmpint (wrong.status, !=, 0);
  g_assert_nonnull (strstr (wrong.err, "tenjiku"));
  g_unlink (path);

  run_cli (&threats, (const char *[]) { "threats", "--variant", "tenjiku", NULL });
  g_assert_cmpint (threats.status, ==, 0);
  /* Black's rook general on 10m takes White's on 10d over both pawns */
  g_assert_nonnull (strstr (threats.out, "10d white defended range-jump\n"));

  {
    /* the engine answers with a legal move */
    g_auto (Run) best = { 0 };

    run_cli (&best, (const char *[]) { "bestmove", "--variant", "tenjiku", "--depth", "2", NULL });
    g_assert_cmpint (best.status, ==, 0);
    g_assert_nonnull (strstr (moves.out, strtok (best.out, " \n")));
  }

  run_cli (&diagram, (const char *[]) { "diagram", "--variant", "tenjiku", "-o", image, NULL });
  g_assert_cmpint (diagram.status, ==, 0);
  g_assert_true (g_file_test (image, G_FILE_TEST_EXISTS));
  g_unlink (image);
}

/* Two search threads, as the application searches by default: the
 * report names the depth asked for and the nodes searched, as with one;
 * a thread count below one is refused. */
static void
test_bestmove_threads (void)
{
  g_auto (Run) two = { 0 };
  g_auto (Run) none = { 0 };
  g_auto (GStrv) lines = NULL;

  run_cli (&two, (const char *[]) { "bestmove", "--threads", "2", "--depth", "3", "--movetime", "0", NULL });
  g_assert_cmpint (two.status, ==, 0);
  lines = g_strsplit (two.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 7);
  g_assert_cmpstr (lines[1], ==, "depth 3");
  g_assert_true (g_str_has_prefix (lines[4], "nodes "));
  g_assert_cmpuint (g_ascii_strtoull (lines[4] + 6, NULL, 10), >, 0);

  run_cli (&none, (const char *[]) { "bestmove", "--threads", "0", NULL });
  g_assert_cmpint (none.status, !=, 0);
  g_assert_nonnull (strstr (none.err, "--threads"));
}

/* A position without a move to find says who has won, and why: a side
 * with no royal piece has lost, whether or not it is to move. */
static void
test_bestmove_game_over (void)
{
  /* White (not to move) has no royal piece: Black has won */
  static const char *const white_royal_gone
    = "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/12,E,12 b";
  static const char *const black_royal_gone
    = "12,e,12/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25 b";
  g_auto (Run) white = { 0 };
  g_auto (Run) black = { 0 };

  run_cli (&white, (const char *[]) { "bestmove", "--fen", white_royal_gone, "--depth", "1", NULL });
  g_assert_cmpint (white.status, !=, 0);
  g_assert_nonnull (strstr (white.err, "Black wins: White has no royal piece left"));
  run_cli (&black, (const char *[]) { "bestmove", "--fen", black_royal_gone, "--depth", "1", NULL });
  g_assert_cmpint (black.status, !=, 0);
  g_assert_nonnull (strstr (black.err, "White wins: Black has no royal piece left"));
}

/* `tune` on a few short games: it reports how many positions it fitted
 * and held out, holds out whole games (every fifth: with four games
 * there is none to hold out), prints one weight a feature, and plays
 * the same games for the same seed. */
static void
test_tune (void)
{
  const char *const args[] = { "tune", "--games", "5", "--nodes", "100", "--max-plies", "40", "--passes", "2", NULL };
  g_auto (Run) first = { 0 };
  g_auto (Run) again = { 0 };
  g_auto (Run) four = { 0 };
  g_auto (GStrv) lines = NULL;
  guint positions = 0, fitted = 0, held_out = 0, n_weights = 0;

  run_cli (&first, args);
  g_assert_cmpint (first.status, ==, 0);
  lines = g_strsplit (first.out, "\n", -1);
  g_assert_cmpint (sscanf (lines[0], "%u positions from 5 games at 100 nodes a move (%u to fit, %u held out",
                           &positions, &fitted, &held_out), ==, 3);
  g_assert_cmpuint (fitted, >, 0);
  g_assert_cmpuint (held_out, >, 0);
  g_assert_cmpuint (fitted + held_out, ==, positions);
  g_assert_true (g_str_has_prefix (lines[1], "mean squared error"));
  for (guint i = 2; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      int weight, was;
      char name[64];

      g_assert_cmpint (sscanf (lines[i], "  [TS_FEATURE_%63[A-Z_]] = %d,   /* was %d */", name, &weight, &was), ==, 3);
      n_weights++;
    }
  g_assert_cmpuint (n_weights, >=, 10);

  run_cli (&again, args);
  g_assert_cmpstr (again.out, ==, first.out);

  run_cli (&four, (const char *[]) { "tune", "--games", "4", "--nodes", "100", "--max-plies", "40", NULL });
  g_assert_cmpint (four.status, !=, 0);
  g_assert_nonnull (strstr (four.err, "5 or more"));
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

/* ---- diagram ---- */

static char *
tmp_path (const char *dir, const char *name)
{
  return g_build_filename (dir, name, NULL);
}

/* The pixels of a PNG file, with its size checked. */
static cairo_surface_t *
read_png (const char *path, int size)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, size);
  cairo_surface_flush (image);
  return image;
}

static guint32
pixel_at (cairo_surface_t *image, int x, int y)
{
  return *(const guint32 *) (cairo_image_surface_get_data (image) + y * cairo_image_surface_get_stride (image)
                             + x * 4) & 0xffffff;
}

static void
test_diagram (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-cli-XXXXXX", &error);
  g_autofree char *plain = tmp_path (dir, "plain.png");
  g_autofree char *marked = tmp_path (dir, "marked.png");
  g_autofree char *svg = tmp_path (dir, "board.svg");
  g_autofree char *svg_png = tmp_path (dir, "board-svg.png");
  g_autofree char *svg_text = NULL;
  g_autofree char *rsvg_convert = g_find_program_in_path ("rsvg-convert");
  g_auto (Run) a = { 0 };
  g_auto (Run) b = { 0 };
  g_auto (Run) c = { 0 };
  cairo_surface_t *without, *with;
  /* the lance on 13h: file 13 is column 12, rank h row 7; its top right
   * corner, where the undefended mark goes (squares of 534 / 26.7 = 20) */
  const int s = 20, margin = 17, lx = margin + 12 * s + 17, ly = margin + 7 * s + 2;
  const int rx = margin + 12 * s + 17, ry = margin + 16 * s + 2;

  g_assert_no_error (error);
  run_cli (&a, (const char *[]) { "diagram", "--fen", THREATS_FEN, "-o", plain, "--size", "534", NULL });
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.err, ==, "");
  run_cli (&b, (const char *[]) { "diagram", "--fen", THREATS_FEN, "-o", marked, "--size", "534", "--threats",
                                  "--labels", "abbreviation", NULL });
  g_assert_cmpint (b.status, ==, 0);
  without = read_png (plain, 534);
  with = read_png (marked, 534);
  /* the attacked lance gets a mark; the pawn on 13q, not attacked, none */
  g_assert_cmpuint (pixel_at (without, lx, ly), !=, pixel_at (with, lx, ly));
  g_assert_cmpuint (pixel_at (without, rx, ry + s), ==, pixel_at (with, rx, ry + s));
  g_assert_cmpuint (pixel_at (without, 3, 3), ==, pixel_at (with, 3, 3));
  cairo_surface_destroy (without);
  cairo_surface_destroy (with);

  run_cli (&c, (const char *[]) { "diagram", "-o", svg, "--size", "700", "--rules", "jw", NULL });
  g_assert_cmpint (c.status, ==, 0);
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg_text, "<?xml"));
  g_assert_nonnull (strstr (svg_text, "width=\"700px\" height=\"700px\""));
  if (rsvg_convert != NULL)
    {
      g_autoptr (GSubprocess) proc = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, rsvg_convert, "-o", svg_png,
                                                       svg, NULL);

      g_assert_no_error (error);
      g_assert_true (g_subprocess_wait_check (proc, NULL, &error));
      g_assert_no_error (error);
      cairo_surface_destroy (read_png (svg_png, 700));
    }
  else
    g_test_message ("rsvg-convert not installed (tools/install-deps): the SVG was not rendered");

  g_unlink (plain);
  g_unlink (marked);
  g_unlink (svg);
  g_unlink (svg_png);
  g_rmdir (dir);
}

static void
test_diagram_bad_input (void)
{
  const char *const *cases[] = {
    (const char *[]) { "diagram", NULL },
    (const char *[]) { "diagram", "-o", "board.jpg", NULL },
    (const char *[]) { "diagram", "-o", "/nonexistent-dir/board.png", NULL },
    (const char *[]) { "diagram", "-o", "board.png", "--size", "5", NULL },
    (const char *[]) { "diagram", "-o", "board.png", "--labels", "roman", NULL },
    (const char *[]) { "diagram", "-o", "board.png", "--fen", "25/25 b", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };

      run_cli (&r, cases[i]);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_true (g_str_has_prefix (r.err, "tai-shogi-cli: "));
      g_assert_cmpuint (strchr (r.err, '\n') - r.err + 1, ==, strlen (r.err));
    }
  g_assert_false (g_file_test ("board.png", G_FILE_TEST_EXISTS));
}

/* Files that are not records: a named pipe with no writer (reading it
 * would wait for ever), a link to /dev/zero (it never ends), a file of
 * 33 MB.  replay, match --opening and tactics refuse each at once, in
 * one line that says what the file is. */
static void
test_unreadable_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", NULL);
  g_autofree char *pipe = g_build_filename (dir, "pipe.tsr", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.tsr", NULL);
  g_autofree char *big = g_build_filename (dir, "big.tsr", NULL);
  const struct {
    const char *const *args;
    const char *says;
  } cases[] = {
    { (const char *[]) { "replay", pipe, NULL }, "is a named pipe" },
    { (const char *[]) { "replay", zero, NULL }, "is a device" },
    { (const char *[]) { "replay", big, NULL }, "larger than 32 MB" },
    { (const char *[]) { "match", "--games", "1", "--opening", pipe, NULL }, "is a named pipe" },
    { (const char *[]) { "match", "--games", "1", "--opening", zero, NULL }, "is a device" },
    { (const char *[]) { "tactics", pipe, "--depth", "1", NULL }, "is a named pipe" },
    { (const char *[]) { "tactics", zero, "--depth", "1", NULL }, "is a device" },
    { (const char *[]) { "tactics", big, "--depth", "1", NULL }, "larger than" },
  };
  int fd;

  g_assert_nonnull (dir);
  g_assert_cmpint (mkfifo (pipe, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  fd = g_open (big, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 33 * 1024 * 1024), ==, 0);
  close (fd);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };
      gint64 t0 = g_get_monotonic_time ();

      run_cli_within (&r, cases[i].args, 30);
      g_test_message ("%s %s: %.0f ms: %s", cases[i].args[0], cases[i].says,
                      (g_get_monotonic_time () - t0) / 1000.0, r.err);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_true (g_str_has_prefix (r.err, "tai-shogi-cli: "));
      g_assert_cmpuint (strchr (r.err, '\n') - r.err + 1, ==, strlen (r.err));
      g_assert_nonnull (strstr (r.err, cases[i].says));
      /* at once: not after reading a pipe, a device or 33 MB */
      g_assert_cmpint (g_get_monotonic_time () - t0, <, 10 * G_USEC_PER_SEC);
    }
  g_unlink (pipe);
  g_unlink (zero);
  g_unlink (big);
  g_rmdir (dir);
}

/* White's emperor on 1a; Black's on rank w (`rank_w`) and ranks x, y. */
static char *
emperors_tsfen (const char *rank_w)
{
  const char *full = "E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E,E";
  GString *tsfen = g_string_new ("24,e");

  for (int rank = 1; rank < 22; rank++)
    g_string_append (tsfen, "/25");
  g_string_append_printf (tsfen, "/%s/%s/%s b", rank_w, full, full);
  return g_string_free (tsfen, FALSE);
}

/* A TSFEN of more far-moving pieces than the program plays (53 emperors
 * against one) gets one line saying so; 52 are played. */
static void
test_too_many_moves (void)
{
  g_autofree char *too_many = emperors_tsfen ("E,E,E,22");
  g_autofree char *most = emperors_tsfen ("E,E,23");
  g_auto (Run) refused = { 0 };
  g_auto (Run) moves = { 0 };
  g_auto (GStrv) lines = NULL;

  run_cli (&refused, (const char *[]) { "moves", "--fen", too_many, NULL });
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.err, ==,
                   "tai-shogi-cli: bad TSFEN: this position has too many pieces that move far: Black could come to "
                   "have up to 33072 moves (an emperor or a hook mover has up to 624, a lion 89); the program plays "
                   "positions of at most 32768 possible moves\n");

  run_cli (&moves, (const char *[]) { "moves", "--fen", most, NULL });
  g_assert_cmpint (moves.status, ==, 0);
  lines = g_strsplit (g_strstrip (moves.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 52 * (625 - 53 + 1));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/start-and-moves", test_start_and_moves);
  g_test_add_func ("/cli/rules-option", test_rules_option);
  g_test_add_func ("/cli/variant-option", test_variant_option);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/bestmove-threads", test_bestmove_threads);
  g_test_add_func ("/cli/bestmove-game-over", test_bestmove_game_over);
  g_test_add_func ("/cli/tune", test_tune);
  g_test_add_func ("/cli/threats", test_threats);
  g_test_add_func ("/cli/diagram", test_diagram);
  g_test_add_func ("/cli/diagram-bad-input", test_diagram_bad_input);
  g_test_add_func ("/cli/unreadable-files", test_unreadable_files);
  g_test_add_func ("/cli/too-many-moves", test_too_many_moves);
  return g_test_run ();
}
