/* test-window-files.c — the window's files: a game resumed with its
 * title, Open Recent and a damaged record, copying and pasting a
 * position, a resumed game that kills the application, records opened
 * from outside.  (The document itself, without a window, is
 * tests/session/test-document.c.) */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "ts-application.h"
#include "ts-document-private.h"
#include "ts-board-geometry.h"
#include "ts-players.h"
#include "ts-random-game.h"
#include "ts-record.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

static const char *test_binary;

static char *
temp_dir (void)
{
  return test_make_tmp_dir ("tai-shogi-doc-XXXXXX");
}

/* ---- in the window ---- */

static TsApplication *app;

/* Activates an action and waits for the files it reads or writes. */
static void
activate (TsWindow *window, const char *name, GVariant *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), name, parameter);
  ui_test_wait_for_files (window);
}

/* A window closed mid-game comes back with the game as it was; the title
 * carries the file name and the unsaved mark. */
static void
test_window_resumes_and_titles (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "title.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *expected = NULL;

  test_play_notation (game, "P-13r");
  test_play_notation (game, "P-13h");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*Unsaved Game — Tai Shogi");
  g_assert_true (ts_document_save (ts_window_get_document (window), file, NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "title — Tai Shogi");
  test_play_notation (game, "LD-13q");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*title — Tai Shogi");
  expected = test_game_tsfen (game);
  gtk_window_destroy (GTK_WINDOW (window));

  window = ui_test_open_window (GTK_APPLICATION (app));
  game = ts_window_get_game (window);
  {
    g_autofree char *now = test_game_tsfen (game);
    g_assert_cmpstr (now, ==, expected);
  }
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*title — Tai Shogi");
  ui_test_close_window (window);
}

/* Opening a damaged record through the window's action shows an error
 * and leaves the game on screen alone; a good one replaces it. */
static void
test_window_open_recent (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  g_autofree char *dir = temp_dir ();
  g_autofree char *bad = g_build_filename (dir, "bad.tsr", NULL);
  g_autofree char *good = g_build_filename (dir, "good.tsr", NULL);
  g_autofree char *bad_uri = g_filename_to_uri (bad, NULL, NULL);
  g_autofree char *good_uri = g_filename_to_uri (good, NULL, NULL);

  g_assert_true (g_file_set_contents (bad, "1. P-13r P-99z *", -1, NULL));
  g_assert_true (g_file_set_contents (good, "[Event \"good\"]\n\n1. P-12r P-12h *\n", -1, NULL));
  /* listed in Open Recent (say it opened before it was damaged) */
  GtkRecentData listed = { .mime_type = (char *) "application/x-tai-shogi-record",
                           .app_name = (char *) g_get_application_name (), .app_exec = (char *) "tai-shogi %u" };

  g_assert_true (gtk_recent_manager_add_full (gtk_recent_manager_get_default (), bad_uri, &listed));
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), bad_uri));
  activate (window, "open-recent", g_variant_new_string (bad_uri));
  ui_test_respond_to_dialog (GTK_WINDOW (window), "close");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
  /* a file that failed to open is no longer offered */
  g_assert_false (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), bad_uri));

  activate (window, "open-recent", g_variant_new_string (good_uri));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 2);
  g_assert_cmpstr (ts_game_get_tag (game, "Event"), ==, "good");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "good — Tai Shogi");

  /* with unsaved moves, opening asks first; cancelling keeps the game */
  test_play_notation (game, "P-11r");
  activate (window, "open-recent", g_variant_new_string (good_uri));
  ui_test_respond_to_dialog (GTK_WINDOW (window), "cancel");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 3);

  ui_test_close_window (window);
}

/* The error a reader gives for `text`. */
static char *
record_error (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) game = ts_record_read (text, strlen (text), &error);

  g_assert_null (game);
  return g_strdup (error->message);
}

/* A record that fails after 600 good moves, opened from Open Recent and
 * from the command line: the error with its line and column, and the
 * 600 moves offered.  Cancel keeps the game on screen; accepting opens
 * exactly those moves as an unsaved game of no file (Save asks for a
 * name), and the damaged file stays byte for byte as it was.  A record
 * damaged before its first move gets the plain error. */
static void
test_window_open_damaged (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "cut.tsr", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GFile *files[] = { file };
  g_autoptr (TsGame) full = NULL;
  g_autofree char *cut = test_cut_record (600, 7, &full);
  g_autofree char *problem = record_error (cut);
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, cut, -1, NULL));
  g_assert_true (g_str_has_prefix (problem, "line "));
  g_assert_nonnull (strstr (problem, ", column "));
  activate (window, "open-recent", g_variant_new_string (uri));
  text = ui_test_dialog_text (GTK_WINDOW (window));
  g_assert_nonnull (strstr (text, "“cut.tsr” could not be opened"));
  g_assert_nonnull (strstr (text, problem));
  g_assert_nonnull (strstr (text, "The first 600 moves can be read"));
  g_assert_cmpstr (ui_test_dialog_response_label (GTK_WINDOW (window), "open-readable"), ==,
                   "_Open the First 600 Moves");
  ui_test_respond_to_dialog (GTK_WINDOW (window), "cancel");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);

  g_application_open (G_APPLICATION (app), files, 1, "");
  ui_test_wait_for_files (window);
  ui_test_respond_to_dialog (GTK_WINDOW (window), "open-readable");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 600);
  for (guint i = 0; i < 600; i++)
    g_assert_true (ts_move_equal (ts_game_get_move (game, i), ts_game_get_move (full, i)));
  g_assert_null (ts_document_get_file (ts_window_get_document (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*Unsaved Game — Tai Shogi");
  /* playing on autosaves the game, never into the damaged file */
  g_assert_true (ts_game_play (game, ts_game_get_move (full, 600), NULL));
  ui_test_spin (50);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, cut);

  /* nothing good to offer: the plain error */
  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n1. P-99z *\n", -1, NULL));
  g_application_open (G_APPLICATION (app), files, 1, "");
  ui_test_respond_to_dialog (GTK_WINDOW (window), "discard");
  ui_test_wait_for_files (window);
  g_assert_null (ui_test_dialog_response_label (GTK_WINDOW (window), "open-readable"));
  g_assert_nonnull (ui_test_dialog_response_label (GTK_WINDOW (window), "close"));
  ui_test_respond_to_dialog (GTK_WINDOW (window), "close");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 601);
  ui_test_close_window (window);
}

/* The board's squares are fitted to 16 files and ranks. */
static void
assert_fits_tenjiku (TsBoardView *board)
{
  GtkWidget *w = GTK_WIDGET (board);

  g_assert_cmpint (ts_board_view_get_square_size (board), ==,
                   ts_board_fit_square (16, gtk_widget_get_width (w), gtk_widget_get_height (w)));
}

/* A tenjiku record opens as tenjiku on the 16 x 16 board, named in the
 * subtitle; the window closed mid-game resumes it as tenjiku. */
static void
test_window_opens_tenjiku (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "tenjiku.tsr", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr (TsGame) source = ts_random_game_new_with_rules (TS_RULES_TENJIKU, 80, 3);
  g_autofree char *record = ts_record_write (source);
  g_autofree char *expected = NULL;
  TsBoardView *board = ts_window_get_board_view (window);

  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  activate (window, "open-recent", g_variant_new_string (uri));
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_TENJIKU);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, ts_game_get_n_moves (source));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "tenjiku — Tai Shogi");
  ui_test_spin (50);
  assert_fits_tenjiku (board);
  g_assert_true (ts_game_undo (game));
  expected = test_game_tsfen (game);
  gtk_window_destroy (GTK_WINDOW (window));

  window = ui_test_open_window (GTK_APPLICATION (app));
  game = ts_window_get_game (window);
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_TENJIKU);
  {
    g_autofree char *now = test_game_tsfen (game);
    g_assert_cmpstr (now, ==, expected);
  }
  ui_test_spin (50);
  assert_fits_tenjiku (ts_window_get_board_view (window));
  ui_test_close_window (window);
}

typedef struct {
  char *text;
  gboolean done;
} ClipboardRead;

static void
on_text_read (GObject *source, GAsyncResult *result, gpointer data)
{
  ClipboardRead *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
read_done (gpointer data)
{
  return ((ClipboardRead *) data)->done;
}

static gboolean
moves_made (gpointer data)
{
  return ts_game_get_start_tsfen (data) != NULL;
}

/* Copy the position as TSFEN; paste a TSFEN to start a game from it. */
static void
test_window_copy_paste_position (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  ClipboardRead read = { NULL, FALSE };
  g_autofree char *expected = NULL;
  const char *sparse = "24,e/25/25/25/25/25/25/25/25/25/25/25/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/E,24 w 9";

  test_play_notation (game, "P-13r");
  expected = test_game_tsfen (game);
  activate (window, "copy-position", NULL);
  gdk_clipboard_read_text_async (clipboard, NULL, on_text_read, &read);
  g_assert_true (ui_test_spin_until (read_done, &read, 2000));
  g_assert_cmpstr (read.text, ==, expected);
  g_free (read.text);

  /* garbage in the clipboard: an error, the game stays */
  gdk_clipboard_set_text (clipboard, "not a position");
  activate (window, "paste-position", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (window), "close");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);

  /* a position: asks who plays it, and about the unsaved move, then
   * starts from it */
  gdk_clipboard_set_text (clipboard, sparse);
  activate (window, "paste-position", NULL);
  ui_test_start_new_game (GTK_WINDOW (window), FALSE, FALSE, 0);
  ui_test_respond_to_dialog (GTK_WINDOW (window), "discard");
  g_assert_true (ui_test_spin_until (moves_made, game, 2000));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ts_game_get_position (game)->side, ==, TS_WHITE);
  g_assert_cmpuint (ts_game_get_position (game)->move_number, ==, 9);

  /* a tenjiku position, pasted over a tai game: a tenjiku game */
  gdk_clipboard_set_text (clipboard, "15,k/16/16/16/16/8,P,7/16/16/16/16/16/16/16/16/16/7,K,8 b 1");
  activate (window, "paste-position", NULL);
  ui_test_start_new_game (GTK_WINDOW (window), FALSE, FALSE, 0);
  g_assert_true (ui_test_spin_until (moves_made, game, 2000));
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_TENJIKU);
  g_assert_cmpuint (ts_game_get_position (game)->board[test_sq (8, 'f')], ==,
                    TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK));

  ui_test_close_window (window);
}

/* `tai-shogi FILE.tsr` and the file manager open a record through the
 * application's "open": the window shows it. */
static void
test_application_opens_file (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "opened.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GFile *files[] = { file };
  GtkWindow *window;

  g_assert_true (g_application_get_flags (G_APPLICATION (app)) & G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_file_set_contents (path, "[Event \"opened\"]\n\n1. P-12r P-12h 2. P-11r *\n", -1, NULL));
  g_application_open (G_APPLICATION (app), files, 1, "");
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (TS_IS_WINDOW (window));
  ui_test_wait_for_files (TS_WINDOW (window));
  g_assert_cmpuint (ts_game_get_n_moves (ts_window_get_game (TS_WINDOW (window))), ==, 3);
  g_assert_cmpstr (gtk_window_get_title (window), ==, "opened — Tai Shogi");
  ui_test_close_window (TS_WINDOW (window));
}

/* Ctrl+S on a slow disk, then the window is closed at once: closing
 * waits for the save, so the record is whole (with the last move) when
 * the window is gone, and the save's late answer finds no window. */
static void
test_window_close_during_save (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  g_autoptr (GtkWindow) alive = g_object_ref (GTK_WINDOW (window));
  TsGame *game = ts_window_get_game (window);
  TsDocument *doc = ts_window_get_document (window);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "slow.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  TsFileFaults slow = { .scope = dir, .slow_ms = 300 };
  g_autoptr (TsGame) saved = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *on_disk = NULL;

  test_play_notation (game, "P-13r");
  g_assert_true (ts_document_save (doc, file, NULL));
  test_play_notation (game, "P-13h");
  expected = test_game_tsfen (game);
  ts_document_set_faults (doc, &slow);
  g_action_group_activate_action (G_ACTION_GROUP (window), "save", NULL);
  g_assert_true (ts_document_is_busy (doc));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (alive)));
  saved = ts_record_read_file (path, &error);
  g_assert_no_error (error);
  on_disk = test_game_tsfen (saved);
  g_assert_cmpstr (on_disk, ==, expected);
  ui_test_spin (50);
  /* the next window resumes the game, saved in its file */
  g_clear_object (&alive);
  window = ui_test_open_window (GTK_APPLICATION (app));
  g_assert_cmpuint (ts_game_get_n_moves (ts_window_get_game (window)), ==, 2);
  ui_test_close_window (window);
}

/* ---- a resumed game that kills the application ---- */

#define CRASH_CHILD_MOVES 2

/* In a child process sharing the parent's data folder: open the window,
 * which resumes the parent's game, play on, and die. */
static int
crash_child (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);

  if (ts_game_get_n_moves (game) != CRASH_CHILD_MOVES)
    return 2;
  test_play_notation (game, "P-11r");
  /* dies once the move is on disk: the autosave is written by a thread
   * (at once, for a move after a pause) */
  ui_test_wait_for_files (window);
  kill (getpid (), SIGKILL);
  return 3;
}

static gboolean
action_enabled (TsWindow *window, const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* The files in the autosave's "interrupted" folder. */
static GPtrArray *
interrupted_copies (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "tai-shogi", "interrupted", NULL);
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
  return paths;
}

static void
run_crash_child (void)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr (GSubprocess) child = NULL;
  g_autoptr (GError) error = NULL;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "TS_TEST_SHARED_DATA_HOME", "1", TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, test_binary, "--crash-child", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  /* it resumed the game (else it exits with 2) and died */
  g_assert_true (g_subprocess_get_if_signaled (child));
  g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);
}

/* A run that dies while playing a resumed game must not take the next
 * start down with it: the next window starts afresh and offers the game,
 * kept in a copy nothing overwrites; Try Again brings it back. */
static void
test_window_after_crash (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  g_autoptr (GPtrArray) copies = NULL;
  g_autofree char *autosaved = NULL, *copied = NULL;

  test_play_notation (game, "P-13r");
  test_play_notation (game, "P-13h");
  g_assert_false (action_enabled (window, "restore-interrupted"));
  gtk_window_destroy (GTK_WINDOW (window)); /* a clean end: the autosave stays */

  run_crash_child ();
  g_assert_true (g_file_get_contents (g_build_filename (g_get_user_data_dir (), "tai-shogi", "autosave.tsr", NULL),
                                      &autosaved, NULL, NULL));
  g_assert_nonnull (strstr (autosaved, "P-11r"));

  window = ui_test_open_window (GTK_APPLICATION (app));
  game = ts_window_get_game (window);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
  g_assert_true (action_enabled (window, "restore-interrupted"));
  copies = interrupted_copies ();
  g_assert_cmpuint (copies->len, ==, 1);
  g_assert_true (g_file_get_contents (copies->pdata[0], &copied, NULL, NULL));
  g_assert_cmpstr (copied, ==, autosaved);

  /* a move in the fresh game overwrites the autosave, not the copy */
  test_play_notation (game, "P-12r");
  g_action_group_activate_action (G_ACTION_GROUP (window), "restore-interrupted", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (window), "discard");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, CRASH_CHILD_MOVES + 1);
  g_assert_false (action_enabled (window, "restore-interrupted"));
  g_assert_true (g_file_test (copies->pdata[0], G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (window));

  /* after a clean end the next start resumes without asking */
  window = ui_test_open_window (GTK_APPLICATION (app));
  g_assert_cmpuint (ts_game_get_n_moves (ts_window_get_game (window)), ==, CRASH_CHILD_MOVES + 1);
  g_assert_false (action_enabled (window, "restore-interrupted"));

  /* dying again, then choosing a new game: the copy stays */
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_close_window (ui_test_open_window (GTK_APPLICATION (app)));
  window = ui_test_open_window (GTK_APPLICATION (app));
  test_play_notation (ts_window_get_game (window), "P-13r");
  test_play_notation (ts_window_get_game (window), "P-13h");
  gtk_window_destroy (GTK_WINDOW (window));
  run_crash_child ();
  window = ui_test_open_window (GTK_APPLICATION (app));
  g_assert_true (action_enabled (window, "restore-interrupted"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "dismiss-interrupted", NULL);
  g_assert_false (action_enabled (window, "restore-interrupted"));
  g_assert_cmpuint (ts_game_get_n_moves (ts_window_get_game (window)), ==, 0);
  g_ptr_array_unref (copies);
  copies = interrupted_copies ();
  /* the same game died twice: it is kept once */
  g_assert_cmpuint (copies->len, ==, 1);
  ui_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  test_binary = argv[0];
  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  if (argc == 2 && g_str_equal (argv[1], "--crash-child"))
    return crash_child ();

  g_test_add_func ("/window-files/resumes-and-titles", test_window_resumes_and_titles);
  g_test_add_func ("/window-files/open-recent", test_window_open_recent);
  g_test_add_func ("/window-files/open-damaged", test_window_open_damaged);
  g_test_add_func ("/window-files/opens-tenjiku", test_window_opens_tenjiku);
  g_test_add_func ("/window-files/copy-paste-position", test_window_copy_paste_position);
  g_test_add_func ("/window-files/after-crash", test_window_after_crash);
  g_test_add_func ("/window-files/application-opens-file", test_application_opens_file);
  g_test_add_func ("/window-files/close-during-save", test_window_close_during_save);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
