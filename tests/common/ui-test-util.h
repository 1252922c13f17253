/* ui-test-util.h — helpers for the UI tests: a window to put widgets in,
 * the main window and its parts (UiWindow), a main loop to spin,
 * rendering a widget to pixels.  Squares and positions are test-common.h's,
 * as in the tests of every layer. */
#pragma once

#include <gtk/gtk.h>

#include "ts-board-view.h"
#include "ts-engine-player-private.h"
#include "ts-application.h"
#include "ts-new-game-dialog.h"
#include "ts-window.h"
#include "test-common.h"

G_BEGIN_DECLS

/* g_test_init + gtk_init + libadwaita + resources. */
void ui_test_init (int *argc, char ***argv);

/* Iterates the main context until cond(data) or `timeout_ms` pass;
 * returns cond's last answer. */
gboolean ui_test_spin_until (gboolean (*cond) (gpointer data), gpointer data, guint timeout_ms);
/* Iterates the main context for `ms` milliseconds. */
void ui_test_spin (guint ms);

/* A presented, allocated window of `width` x `height` holding a board
 * view (in a scrolled window).  Destroy it with gtk_window_destroy(). */
GtkWindow *ui_test_board_window (int width, int height, TsBoardView **board);

typedef struct {
  int width, height;
  gsize stride;
  guchar *data;   /* B8G8R8A8 premultiplied, as gdk_texture_download() */
} UiImage;

/* Renders the widget's snapshot as it is now with the Cairo renderer. */
UiImage *ui_image_render (GtkWidget *widget);
void ui_image_free (UiImage *image);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (UiImage, ui_image_free)
/* Red, green, blue (0..255) of the pixel at (x, y). */
void ui_image_rgb (const UiImage *image, int x, int y, int rgb[3]);
gboolean ui_image_save_png (const UiImage *image, const char *path);

/* The application, registered and not unique, so that tests run side by
 * side. */
TsApplication *ui_test_application_new (void);

/* A presented main window of `app`, its board allocated and mapped. */
TsWindow *ui_test_open_window (GtkApplication *app);
/* Closes the window, deletes its autosave and resets the view settings,
 * so that the next window starts afresh rather than resuming this game
 * and this view. */
void ui_test_close_window (TsWindow *window);
/* Runs the main loop until the window's document has read and written
 * what it was asked to (opening, saving and the autosave are done by
 * threads). */
void ui_test_wait_for_files (TsWindow *window);

/* The main window and the parts most UI tests drive, for a test's
 * fixture: opened in its set-up, closed (as ui_test_close_window()) in
 * its tear-down. */
typedef struct {
  TsWindow *window;
  TsBoardView *board;
  TsBoardScene *scene;  /* the board's */
  TsGame *game;
  TsEnginePlayer *engine;
} UiWindow;

void ui_window_open (UiWindow *w, TsApplication *app);
void ui_window_close (UiWindow *w);
/* The same as g_test_add()'s set-up and tear-down, the application as
 * the test's data: g_test_add (path, UiWindow, app,
 * ui_window_fixture_set_up, test, ui_window_fixture_tear_down). */
void ui_window_fixture_set_up (UiWindow *w, gconstpointer app);
void ui_window_fixture_tear_down (UiWindow *w, gconstpointer app);
/* Activates the window's action `name` ("new-game"), which must be
 * enabled. */
void ui_window_activate (UiWindow *w, const char *name, GVariant *parameter);

/* Answers the message dialog shown over `parent` with `response` (and
 * fails the test if there is none). */
void ui_test_respond_to_dialog (GtkWindow *parent, const char *response);
/* The heading and body of the message dialog shown over `parent` (which
 * stays shown), joined by a newline; fails the test if there is none. */
char *ui_test_dialog_text (GtkWindow *parent);
/* The label of the dialog's `response` (with its mnemonic), or NULL if
 * the dialog shown over `parent` has no such response. */
const char *ui_test_dialog_response_label (GtkWindow *parent, const char *response);
/* Whether the window shows a label whose text is `text`, in a shown bar
 * (a GtkInfoBar, revealed) when `in_bar`. */
gboolean ui_test_shows_label (GtkWidget *window, const char *text, gboolean in_bar);

/* Chooses the players in the New Game dialog shown over `parent` (and
 * fails the test if there is none), then presses Start. */
void ui_test_start_new_game (GtkWindow *parent, gboolean black_computer, gboolean white_computer, int level);
/* The first widget of `type` under `widget`, depth first (a window's
 * header bar spinner, its title); NULL if there is none. */
GtkWidget *ui_test_find_widget (GtkWidget *widget, GType type);
/* The first widget in `widget`'s tree (itself included) with the CSS class. */
GtkWidget *ui_test_find_widget_with_class (GtkWidget *widget, const char *css_class);

/* The same between two humans, by a rule set. */
void ui_test_start_new_game_with_rules (GtkWindow *parent, TsRules rules);
/* The first controller of `type` on `widget` (which keeps it alive); it
 * must have one. */
GtkEventController *ui_test_find_controller (GtkWidget *widget, GType type);
/* Answers the board's promotion chooser, which must be shown: a click on
 * the face wanted, or (`by_key`) its key, + to promote or = not to. */
void ui_test_answer_promotion (TsBoardView *board, gboolean promote, gboolean by_key);
/* The New Game dialog shown over `parent`; NULL if none. */
TsNewGameDialog *ui_test_find_new_game_dialog (GtkWindow *parent);


/* Drags the piece on `from` to `to` as the board's drag gesture does it
 * (press, `steps` motions, release), scrolled into view first. */
void ui_test_drag_square (TsBoardView *board, TsSquare from, TsSquare to, int steps);
/* Moves the keyboard cursor to `sq` with the arrow keys' action (showing
 * it first if hidden); the caller presses Enter. */
void ui_test_move_cursor_to (TsBoardView *board, TsSquare sq);

/* ---- the main loop while the computer searches ---- */

/* Ticks every millisecond from the main loop and notes, for each search
 * of the computer player (ts_engine_player_get_searching(), which leaves
 * out the wait before a found move is played), whether the main loop ran
 * while it went on, and the longest the loop stood still before a tick
 * that saw a search.  A search on the main thread is seen by one tick
 * only, after it (its result is delivered from an idle), and that tick
 * waited for its whole length. */
typedef struct {
  TsEnginePlayer *engine;
  guint source;
  guint current;          /* the number of the search the last tick saw; 0: none */
  gboolean current_seen;  /* two ticks in a row saw it */
  gint64 last_tick_us;
  guint n_seen;           /* searches two ticks in a row saw running */
  guint n_ticks;          /* ticks that saw a search */
  gint64 longest_gap_us;  /* before such a tick */
} UiSearchWatch;

void ui_search_watch_start (UiSearchWatch *watch, TsEnginePlayer *engine);
void ui_search_watch_stop (UiSearchWatch *watch);
/* Prints the figures, then asserts that the main loop ran during at
 * least `n_searches` searches (one for each move the computer played:
 * a search the loop never saw froze the window for its whole length) and
 * never stood still for `max_gap_ms` or more before a tick that saw a
 * search. */
void ui_search_watch_assert (const UiSearchWatch *watch, guint n_searches, guint max_gap_ms);

G_END_DECLS
