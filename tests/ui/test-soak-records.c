/* test-soak-records.c — fifty records of random games opened one after
 * another in one real window, by each of the window's ways in: the Open
 * dialog, Open Recent, and a file handed to the application.  Each opened
 * game must be the record's game; its record is browsed and the side
 * panel's pages switched; now and then a move is clicked first, so that
 * opening the next record has to ask before discarding it.  Then twenty
 * tenjiku records the same way, tai and tenjiku taking turns with the
 * window; some are played on and saved by the window, and the saved file
 * opened again must be the game as played. */

#include "soak-util.h"
#include "ts-random-game.h"
#include "ts-record.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

#define N_RECORDS 50
#define MAX_PLIES 1000
#define RECORDS_SEED 10
#define N_TENJIKU_RECORDS 20
#define MAX_TENJIKU_PLIES 800
#define TENJIKU_SEED 11

typedef enum {
  OPEN_BY_DIALOG,
  OPEN_RECENT,
  OPEN_FROM_OUTSIDE,
  N_OPEN_WAYS
} OpenWay;

static const char *const way_names[N_OPEN_WAYS] = { "the Open dialog", "Open Recent", "a file given to the app" };

/* A random game's record in `folder`; returns its file and the game. */
static GFile *
write_record (const char *folder, guint index, GRand *rand, TsRules rules, TsGame **game)
{
  guint max_plies = ts_rules_variant_id (rules) == TS_VARIANT_TENJIKU ? MAX_TENJIKU_PLIES : MAX_PLIES;
  guint plies = g_rand_int_range (rand, 0, max_plies + 1);
  g_autofree char *name = g_strdup_printf ("record-%s-%02u" TS_RECORD_EXTENSION, ts_rules_variant (rules)->name, index);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  *game = ts_random_game_new_with_rules (rules, plies, g_rand_int (rand));
  text = ts_record_write (*game);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Picks the file in the Open dialog and presses Open. */
static void
open_by_dialog (Soak *soak, GFile *file)
{
  g_assert_true (soak_activate (soak, "win.open"));
  soak_choose_file (GTK_FILE_CHOOSER_DIALOG (soak_wait_dialog (soak, GTK_TYPE_FILE_CHOOSER_DIALOG)), file);
}

static void
open_record (Soak *soak, GFile *file, OpenWay way)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *detailed = g_strdup_printf ("win.open-recent('%s')", uri);
  gboolean modified = ts_document_get_modified (ts_window_get_document (soak->window))
                      && ts_game_get_n_moves_total (soak->game) > 0;

  switch (way)
    {
    case OPEN_BY_DIALOG:
      open_by_dialog (soak, file);
      break;
    case OPEN_RECENT:
      g_assert_true (soak_activate (soak, detailed));
      break;
    case OPEN_FROM_OUTSIDE:
    default:
      ts_window_open_file (soak->window, file);
      break;
    }
  if (modified)
    ui_test_respond_to_dialog (GTK_WINDOW (soak->window), "discard");
  /* the record is read by a thread */
  ui_test_wait_for_files (soak->window);
  soak_pump ();
}

/* The window shows the record's game, under the record's name, unmodified,
 * and asks nothing. */
static void
assert_opened (Soak *soak, GFile *file, TsGame *expected)
{
  TsDocument *document = ts_window_get_document (soak->window);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *title = ts_document_dup_title (document);
  guint n = ts_game_get_n_moves (expected);

  g_assert_cmpuint (soak_count_dialogs (soak), ==, 0);
  g_assert_nonnull (ts_document_get_file (document));
  g_assert_true (g_file_equal (ts_document_get_file (document), file));
  g_assert_false (ts_document_get_modified (document));
  /* the title is the file's name, less the app's own extension */
  g_assert_true (g_str_has_prefix (name, title));
  g_assert_cmpint (ts_game_get_rules (soak->game), ==, ts_game_get_rules (expected));
  g_assert_cmpuint (ts_game_get_n_moves (soak->game), ==, n);
  g_assert_cmpuint (ts_game_get_position (soak->game)->hash, ==, ts_game_get_position (expected)->hash);
  for (guint i = 0; i < n; i++)
    g_assert_true (ts_move_equal (ts_game_get_move (soak->game, i), ts_game_get_move (expected, i)));
}

/* What a user looks at in an opened game. */
static void
look_around (Soak *soak)
{
  soak_switch_page (soak);
  soak_browse_record (soak);
  ts_side_panel_set_page (soak->panel, "record");
  soak_wait_frame (soak);
}

/* A move of the opened game, clicked: the next opening must ask. */
static void
play_a_move (Soak *soak)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  if (ts_game_legal_moves (soak->game, list) == 0)
    return;
  soak_play_by_clicks (soak, soak_pick_move (ts_game_get_position (soak->game), list, soak->rand, 0,
                                             SOAK_PHASE_PLAY));
  g_assert_true (ts_document_get_modified (ts_window_get_document (soak->window)));
}

static void
test_fifty_records (void)
{
  g_autofree char *folder = test_make_tmp_dir ("soak-records-XXXXXX");
  guint opened[N_OPEN_WAYS] = { 0 }, plies = 0, asked = 0;
  Soak soak;

  g_test_timer_start ();
  soak_open (&soak, RECORDS_SEED);
  for (guint i = 0; i < N_RECORDS; i++)
    {
      g_autoptr (TsGame) expected = NULL;
      g_autoptr (GFile) file = write_record (folder, i, soak.rand, TS_RULES_STANDARD, &expected);
      /* the dialog is the slowest way in: one record in five */
      OpenWay way = i % 5 == 0 ? OPEN_BY_DIALOG : i % 2 ? OPEN_RECENT : OPEN_FROM_OUTSIDE;

      asked += ts_document_get_modified (ts_window_get_document (soak.window))
               && ts_game_get_n_moves_total (soak.game) > 0;
      open_record (&soak, file, way);
      assert_opened (&soak, file, expected);
      opened[way]++;
      plies += ts_game_get_n_moves (expected);
      look_around (&soak);
      if (g_rand_int_range (soak.rand, 0, 4) == 0)
        play_a_move (&soak);
      g_file_delete (file, NULL, NULL);
    }
  g_test_message ("%u records opened (%u plies in all): %u by %s, %u by %s, %u by %s; %u asked to discard "
                  "a move first; %.1f s",
                  N_RECORDS, plies, opened[OPEN_BY_DIALOG], way_names[OPEN_BY_DIALOG], opened[OPEN_RECENT],
                  way_names[OPEN_RECENT], opened[OPEN_FROM_OUTSIDE], way_names[OPEN_FROM_OUTSIDE], asked,
                  g_test_timer_elapsed ());
  soak_close (&soak);
}

/* The kinds of move a game used (a bit per SoakKind). */
static guint
game_kinds (TsGame *game)
{
  guint kinds = 0;

  for (guint i = 0; i < ts_game_get_n_moves (game); i++)
    {
      g_autoptr (TsPosition) pos = ts_game_position_at (game, i);

      kinds |= soak_move_kinds (pos, ts_game_get_move (game, i));
    }
  return kinds;
}

/* Saves the game shown through win.save (it has its file: no dialog),
 * and the file read back is that game. */
static void
save_and_compare (Soak *soak, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) saved = NULL;
  guint n = ts_game_get_n_moves (soak->game);

  g_assert_true (soak_activate (soak, "win.save"));
  /* written by the document's writer thread */
  ui_test_wait_for_files (soak->window);
  soak_pump ();
  g_assert_cmpuint (soak_count_dialogs (soak), ==, 0);
  g_assert_false (ts_document_get_modified (ts_window_get_document (soak->window)));
  saved = ts_record_read_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_rules (saved), ==, TS_RULES_TENJIKU);
  g_assert_cmpuint (ts_game_get_n_moves (saved), ==, n);
  g_assert_cmpuint (ts_game_get_position (saved)->hash, ==, ts_game_get_position (soak->game)->hash);
  for (guint i = 0; i < n; i++)
    g_assert_true (ts_move_equal (ts_game_get_move (saved, i), ts_game_get_move (soak->game, i)));
}

/* Tenjiku records, each opened in a window that last showed a tai game
 * or a tenjiku one: the variant comes from the record alone.  Every
 * third is played on by clicks, saved, and opened again. */
static void
test_tenjiku_records (void)
{
  g_autofree char *folder = test_make_tmp_dir ("soak-records-tenjiku-XXXXXX");
  guint opened[N_OPEN_WAYS] = { 0 }, plies = 0, n_saved = 0, kinds = 0;
  g_autofree char *seen = NULL;
  Soak soak;

  g_test_timer_start ();
  soak_open (&soak, TENJIKU_SEED);
  for (guint i = 0; i < N_TENJIKU_RECORDS; i++)
    {
      /* a tai record between tenjiku ones, now and then */
      TsRules rules = i % 4 == 3 ? TS_RULES_STANDARD : TS_RULES_TENJIKU;
      g_autoptr (TsGame) expected = NULL;
      g_autoptr (GFile) file = write_record (folder, i, soak.rand, rules, &expected);
      OpenWay way = i % 5 == 0 ? OPEN_BY_DIALOG : i % 2 ? OPEN_RECENT : OPEN_FROM_OUTSIDE;

      open_record (&soak, file, way);
      assert_opened (&soak, file, expected);
      opened[way]++;
      look_around (&soak);
      if (rules != TS_RULES_TENJIKU)
        continue;
      plies += ts_game_get_n_moves (expected);
      kinds |= game_kinds (expected);
      if (i % 3 == 0 && ts_game_get_result (soak.game) == TS_RESULT_NONE)
        {
          g_autoptr (TsGame) played = NULL;

          play_a_move (&soak);
          save_and_compare (&soak, file);
          played = ts_record_read_file (g_file_peek_path (file), NULL);
          /* away and back: opened again, it is the game as played */
          ts_window_open_file (soak.window, file);
          soak_pump ();
          assert_opened (&soak, file, played);
          n_saved++;
        }
    }
  seen = soak_describe_kinds (kinds);
  g_test_message ("%u tenjiku records opened among %u (%u plies in all): %u by %s, %u by %s, %u by %s; "
                  "%u played on, saved and opened again; kinds in them: %s; %.1f s",
                  N_TENJIKU_RECORDS - N_TENJIKU_RECORDS / 4, N_TENJIKU_RECORDS, plies, opened[OPEN_BY_DIALOG],
                  way_names[OPEN_BY_DIALOG], opened[OPEN_RECENT], way_names[OPEN_RECENT], opened[OPEN_FROM_OUTSIDE],
                  way_names[OPEN_FROM_OUTSIDE], n_saved, seen, g_test_timer_elapsed ());
  g_assert_cmpuint (n_saved, >, 0);
  soak_close (&soak);
}

int
main (int argc, char *argv[])
{
  soak_init (&argc, &argv);
  g_test_add_func ("/soak/records/fifty", test_fifty_records);
  g_test_add_func ("/soak/records/tenjiku", test_tenjiku_records);
  return g_test_run ();
}
