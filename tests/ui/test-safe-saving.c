/* test-safe-saving.c — what the window does so that nothing a user
 * played is lost: it says once, in words, that the game cannot be
 * autosaved, asks before closing such a game, shows why Save failed,
 * offers the games it set aside; and the real program ends cleanly on
 * SIGTERM, SIGINT and SIGHUP and runs twice beside itself.
 *
 * Faults reach the window's document through ts_document_set_faults()
 * (a file system full, or read-only, in one folder).  The program's own
 * runs are real processes of `tai-shogi` (its path comes as --app),
 * signalled as a desktop session would. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "ts-application.h"
#include "ts-document-private.h"
#include "ts-kept-games-dialog.h"
#include "ts-kept-games-dialog-private.h"
#include "ts-random-game.h"
#include "ts-record.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ui-test-util.h"

static TsApplication *app;
static const char *app_path;

static void
play_notation (TsGame *game, const char *text)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_play_notation (game, text, &error));
  g_assert_no_error (error);
}

static gboolean
action_enabled (TsWindow *window, const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

static char *
window_data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tai-shogi", NULL);
}

/* ---- the autosave's problem, said once ---- */

static void
test_autosave_problem_bar (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  TsDocument *doc = ts_window_get_document (window);
  g_autofree char *data = window_data_dir ();
  TsFileFaults faults = { .scope = data, .full = TRUE };
  const char *problem;
  g_autofree char *shown = NULL;

  play_notation (game, "P-13r");
  ui_test_wait_for_files (window);
  g_assert_null (ts_document_get_autosave_problem (doc));
  ts_document_set_faults (doc, &faults);
  play_notation (game, "P-13h");
  ui_test_wait_for_files (window);
  problem = ts_document_get_autosave_problem (doc);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, "The disk is full"));
  g_assert_nonnull (strstr (problem, "safe while Tai Shogi stays open"));
  shown = g_strdup (problem);
  g_assert_true (ui_test_shows_label (GTK_WIDGET (window), shown, TRUE));
  /* dismissed, it stays away while the problem lasts */
  {
    GtkWidget *bar = NULL;

    for (GtkWidget *w = ui_test_find_widget (GTK_WIDGET (window), GTK_TYPE_INFO_BAR); w != NULL;
         w = gtk_widget_get_next_sibling (w))
      if (GTK_IS_INFO_BAR (w) && gtk_info_bar_get_revealed (GTK_INFO_BAR (w)))
        bar = w;
    g_assert_nonnull (bar);
    gtk_info_bar_response (GTK_INFO_BAR (bar), GTK_RESPONSE_CLOSE);
  }
  g_assert_false (ui_test_shows_label (GTK_WIDGET (window), shown, TRUE));
  play_notation (game, "P-12r");
  ui_test_wait_for_files (window);
  g_assert_false (ui_test_shows_label (GTK_WIDGET (window), shown, TRUE));
  /* room again: autosaved, the problem is gone */
  faults.full = FALSE;
  play_notation (game, "P-12h");
  ui_test_wait_for_files (window);
  g_assert_null (ts_document_get_autosave_problem (doc));
  ts_document_set_faults (doc, NULL);
  ui_test_close_window (window);
}

/* A game in neither the autosave nor a file: closing asks first;
 * "Cancel" keeps the window, "Close Without Saving" closes it. */
static void
test_close_asks_when_not_safe (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsDocument *doc = ts_window_get_document (window);
  g_autofree char *data = window_data_dir ();
  TsFileFaults faults = { .scope = data, .read_only = TRUE };
  g_autofree char *text = NULL;
  g_autoptr (GtkWindow) alive = g_object_ref (GTK_WINDOW (window));

  ts_document_set_faults (doc, &faults);
  play_notation (ts_window_get_game (window), "P-13r");
  ui_test_wait_for_files (window);
  g_assert_false (ts_document_is_safe (doc));
  gtk_window_close (GTK_WINDOW (window));
  text = ui_test_dialog_text (GTK_WINDOW (window));
  g_assert_nonnull (strstr (text, "Close Without Saving?"));
  g_assert_nonnull (strstr (text, "cannot be written to"));
  ui_test_respond_to_dialog (GTK_WINDOW (window), "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  /* app.quit closes windows the same way: it asks too */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (window), "close");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (alive)));
  ts_document_set_faults (doc, NULL);
}

/* Save on a full disk: the dialog says what happened and what to do;
 * the record on disk is as it was. */
static void
test_save_error_in_words (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  TsDocument *doc = ts_window_get_document (window);
  g_autofree char *dir = test_make_tmp_dir ("tai-shogi-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.tsr", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  const char *old = "[Event \"old\"]\n\n1. P-12r P-12h *\n";
  TsFileFaults faults = { .scope = dir, .full = TRUE, .space_left = 20 };
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  g_assert_true (ts_document_load (doc, file, NULL));
  play_notation (game, "P-11r");
  ts_document_set_faults (doc, &faults);
  g_action_group_activate_action (G_ACTION_GROUP (window), "save", NULL);
  ui_test_wait_for_files (window);
  text = ui_test_dialog_text (GTK_WINDOW (window));
  g_assert_nonnull (strstr (text, "The Game Could Not Be Saved"));
  g_assert_nonnull (strstr (text, "The disk is full. Your game is safe in memory"));
  ui_test_respond_to_dialog (GTK_WINDOW (window), "close");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, old);
  g_assert_true (ts_document_get_modified (doc));
  ts_document_set_faults (doc, NULL);
  ui_test_close_window (window);
}

/* ---- games set aside ---- */

/* An autosave that cannot be read: the bar says why; Earlier Games
 * lists it with its date; Restore brings back what can be read. */
static void
test_unreadable_autosave_offered (void)
{
  g_autofree char *data = window_data_dir ();
  g_autofree char *autosave = g_build_filename (data, "autosave.tsr", NULL);
  const char *damaged = "[Event \"damaged\"]\n\n1. P-13r P-13h 2. P-99z *\n";
  TsWindow *window;
  TsDocument *doc;
  TsKeptGamesDialog *dialog = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_assert_cmpint (g_mkdir_with_parents (data, 0700), ==, 0);
  g_assert_true (g_file_set_contents (autosave, damaged, -1, NULL));
  window = ui_test_open_window (GTK_APPLICATION (app));
  doc = ts_window_get_document (window);
  g_assert_cmpint (ts_document_get_offered_reason (doc), ==, TS_OFFERED_UNREADABLE);
  g_assert_true (action_enabled (window, "restore-interrupted"));
  {
    g_autofree char *expected = g_strdup_printf ("The autosaved game could not be read (%s). It is kept as it was.",
                                                 ts_document_get_offered_problem (doc));

    g_assert_true (ui_test_shows_label (GTK_WIDGET (window), expected, TRUE));
  }
  g_assert_cmpuint (ts_game_get_n_moves (ts_window_get_game (window)), ==, 0);
  /* its good part, two moves, can be opened */
  g_assert_cmpuint (ts_document_get_offered_n_readable (doc), ==, 2);
  g_assert_true (ui_test_shows_label (GTK_WIDGET (window), "Open the First 2 Moves", FALSE));
  g_action_group_activate_action (G_ACTION_GROUP (window), "kept-games", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (TS_IS_KEPT_GAMES_DIALOG (w))
        dialog = TS_KEPT_GAMES_DIALOG (w);
    }
  g_assert_nonnull (dialog);
  g_assert_cmpuint (ts_kept_games_dialog_get_n_games (dialog), ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_action_group_activate_action (G_ACTION_GROUP (window), "dismiss-interrupted", NULL);
  g_assert_false (action_enabled (window, "restore-interrupted"));
  ui_test_close_window (window);
}

/* A pasted position where a side has no royal has lost already: it is
 * refused, and the game stays. */
static void
test_paste_without_royal_refused (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  TsGame *game = ts_window_get_game (window);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = NULL;

  play_notation (game, "P-13r");
  gdk_clipboard_set_text (clipboard, "25/25/25/25/25/25/25/25/25/25/25/25/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/25 b");
  g_action_group_activate_action (G_ACTION_GROUP (window), "paste-position", NULL);
  text = ui_test_dialog_text (GTK_WINDOW (window));
  g_assert_nonnull (strstr (text, "has no royal piece"));
  ui_test_respond_to_dialog (GTK_WINDOW (window), "close");
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (ts_game_get_result (game), ==, TS_RESULT_NONE);
  ui_test_close_window (window);
}

/* ---- the real program, signalled ---- */

typedef struct {
  char *home;        /* its XDG_DATA_HOME */
  char *data;        /* home/tai-shogi */
} Home;

static void
home_init (Home *h)
{
  h->home = test_make_tmp_dir ("tai-shogi-app-XXXXXX");
  h->data = g_build_filename (h->home, "tai-shogi", NULL);
  g_assert_cmpint (g_mkdir_with_parents (h->data, 0700), ==, 0);
}

static void
home_clear (Home *h)
{
  g_free (h->home);
  g_free (h->data);
}

static GSubprocess *
spawn_app (Home *h)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autofree char *no_bus = g_strdup_printf ("unix:path=%s/no-bus", h->home);
  g_autoptr (GError) error = NULL;
  GSubprocess *child;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", h->home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  /* no session bus: each run is its own instance, as in two desktop
   * sessions */
  g_subprocess_launcher_setenv (launcher, "DBUS_SESSION_BUS_ADDRESS", no_bus, TRUE);
  g_subprocess_launcher_setenv (launcher, "NO_AT_BRIDGE", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_setenv (launcher, "GSK_RENDERER", "cairo", TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, app_path, NULL);
  g_assert_no_error (error);
  return child;
}

typedef struct {
  const char *lock;
  char *text;     /* what the lock says once the child holds it: its pid */
} LockWait;

static gboolean
lock_held (gpointer data)
{
  LockWait *w = data;
  g_autofree char *text = NULL;

  return g_file_get_contents (w->lock, &text, NULL, NULL) && g_strcmp0 (text, w->text) == 0;
}

/* Waits until the child has taken the lock: up and running its window. */
static void
wait_for_lock (GSubprocess *child, const char *lock)
{
  LockWait w = { lock, g_strdup_printf ("%s\n", g_subprocess_get_identifier (child)) };

  g_assert_true (ui_test_spin_until (lock_held, &w, 30000));
  g_free (w.text);
}

static void
signal_and_wait (GSubprocess *child, int signum)
{
  g_autoptr (GError) error = NULL;

  g_subprocess_send_signal (child, signum);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  g_assert_no_error (error);
}

static guint
count_files (const char *folder)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static gboolean
one_file_in (gpointer folder)
{
  return count_files (folder) == 1;
}

/* SIGTERM (a logout), SIGINT and SIGHUP end the program as Quit does:
 * exit status 0, the lock removed, the game kept; the next start
 * resumes it without the crash bar.  SIGKILL, for contrast, is a crash. */
static void
test_signals_end_cleanly (void)
{
  static const int signals[] = { SIGTERM, SIGINT, SIGHUP };
  Home h;
  g_autofree char *autosave = NULL;
  g_autofree char *lock = NULL;
  g_autofree char *interrupted = NULL;
  g_autoptr (TsGame) game = ts_random_game_new (400, 31);
  g_autofree char *record = ts_record_write (game);

  home_init (&h);
  autosave = g_build_filename (h.data, "autosave.tsr", NULL);
  lock = g_build_filename (h.data, "session.lock", NULL);
  interrupted = g_build_filename (h.data, "interrupted", NULL);
  g_assert_true (g_file_set_contents (autosave, record, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    {
      g_autoptr (GSubprocess) child = spawn_app (&h);
      g_autoptr (TsGame) kept = NULL;

      wait_for_lock (child, lock);
      signal_and_wait (child, signals[i]);
      g_assert_true (g_subprocess_get_if_exited (child));
      g_assert_cmpint (g_subprocess_get_exit_status (child), ==, 0);
      g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_files (interrupted), ==, 0);
      kept = ts_record_read_file (autosave, NULL);
      g_assert_nonnull (kept);
      g_assert_cmpuint (ts_game_get_n_moves (kept), ==, 400);
    }
  {
    g_autoptr (GSubprocess) child = spawn_app (&h);

    wait_for_lock (child, lock);
    signal_and_wait (child, SIGKILL);
    g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));
  }
  {
    g_autoptr (GSubprocess) child = spawn_app (&h);

    wait_for_lock (child, lock);
    /* the crash is seen: the game is set aside, not resumed */
    g_assert_true (ui_test_spin_until (one_file_in, interrupted, 30000));
    signal_and_wait (child, SIGTERM);
  }
  home_clear (&h);
}

/* Two runs with one data folder (two desktop sessions): each has its
 * own autosave; the first to end leaves the other's lock. */
/* Whether a game of `n_moves` moves is in `autosave` or among the games
 * set aside in `data`'s "interrupted" folder. */
static gboolean
game_kept (const char *autosave, const char *data, guint n_moves)
{
  g_autofree char *folder = g_build_filename (data, "interrupted", NULL);
  g_autoptr (GDir) dir = NULL;
  const char *name;

  {
    g_autoptr (TsGame) kept = ts_record_read_file (autosave, NULL);

    if (kept != NULL && ts_game_get_n_moves (kept) == n_moves)
      return TRUE;
  }
  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr (TsGame) kept = ts_record_read_file (path, NULL);

      if (kept != NULL && ts_game_get_n_moves (kept) == n_moves)
        return TRUE;
    }
  return FALSE;
}

static void
test_two_instances (void)
{
  Home h;
  g_autofree char *autosave = NULL;
  g_autofree char *lock = NULL;
  g_autofree char *lock2 = NULL;
  g_autoptr (TsGame) game = ts_random_game_new (50, 32);
  g_autofree char *record = ts_record_write (game);
  g_autoptr (GSubprocess) first = NULL;
  g_autoptr (GSubprocess) second = NULL;

  home_init (&h);
  autosave = g_build_filename (h.data, "autosave.tsr", NULL);
  lock = g_build_filename (h.data, "session.lock", NULL);
  lock2 = g_build_filename (h.data, "session-2.lock", NULL);
  g_assert_true (g_file_set_contents (autosave, record, -1, NULL));
  first = spawn_app (&h);
  wait_for_lock (first, lock);
  second = spawn_app (&h);
  wait_for_lock (second, lock2);
  signal_and_wait (first, SIGTERM);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (lock2, G_FILE_TEST_EXISTS));
  signal_and_wait (second, SIGTERM);
  g_assert_false (g_file_test (lock2, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_subprocess_get_exit_status (first), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (second), ==, 0);
  /* the first window's game is kept: in its slot, or set aside by the
   * second window if that one was still starting when the first had
   * already ended (another window's game is then kept and offered) */
  g_assert_true (game_kept (autosave, h.data, 50));
  home_clear (&h);
}

int
main (int argc, char *argv[])
{
  int status;

  /* --app PATH (the built program), taken out before GLib reads the rest */
  for (int i = 1; i + 1 < argc; i++)
    if (g_str_equal (argv[i], "--app"))
      {
        app_path = argv[i + 1];
        memmove (&argv[i], &argv[i + 2], (argc - i - 1) * sizeof *argv);
        argc -= 2;
        break;
      }
  if (app_path == NULL)
    g_error ("usage: %s --app PATH-OF-tai-shogi [GTEST-OPTIONS]", argv[0]);
  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  g_test_add_func ("/safe-saving/autosave-problem-bar", test_autosave_problem_bar);
  g_test_add_func ("/safe-saving/close-asks-when-not-safe", test_close_asks_when_not_safe);
  g_test_add_func ("/safe-saving/save-error-in-words", test_save_error_in_words);
  g_test_add_func ("/safe-saving/unreadable-autosave-offered", test_unreadable_autosave_offered);
  g_test_add_func ("/safe-saving/paste-without-royal-refused", test_paste_without_royal_refused);
  g_test_add_func ("/safe-saving/signals-end-cleanly", test_signals_end_cleanly);
  g_test_add_func ("/safe-saving/two-instances", test_two_instances);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
