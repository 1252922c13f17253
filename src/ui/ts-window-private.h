/* ts-window-private.h — what the window's three files share: the
 * window's fields and the functions each offers the others.
 *
 *   ts-window.c          the template, the bindings to the session, what
 *                        the status bar and the title say, life cycle
 *   ts-window-actions.c  every action, and the one function that sets
 *                        which actions can be used now
 *   ts-window-files.c    open, save, the autosave, Open Recent and the
 *                        game an earlier run died with
 *   ts-window-images.c   board images (export, copy) and the threat
 *                        view's settings and legend
 */
#pragma once

#include <adwaita.h>

#include "ts-browse-banner.h"
#include "ts-clock-view.h"
#include "ts-editor-panel.h"
#include "ts-new-game-dialog.h"
#include "ts-session.h"
#include "ts-side-panel.h"
#include "ts-window.h"

G_BEGIN_DECLS

struct _TsWindow {
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  TsClockView *black_clock;
  TsClockView *white_clock;
  AdwToastOverlay *toast_overlay;
  GtkScrolledWindow *scrolled;
  TsBrowseBanner *browse_banner;
  TsBoardView *board_view;
  TsSidePanel *side_panel;
  AdwFlap *flap;
  GtkLabel *status_label;
  GtkLabel *threat_legend;
  GtkLabel *turn_label;
  GtkLabel *zoom_label;
  GtkSpinner *thinking_spinner;
  GtkRevealer *analysis_revealer;
  GtkLabel *analysis_label;
  GtkInfoBar *interrupted_bar;  /* a game kept aside, offered */
  GtkLabel *interrupted_label;
  GtkButton *restore_button;    /* Try Again, or Open the First N Moves */
  GtkInfoBar *autosave_bar;     /* the game cannot be autosaved */
  GtkLabel *autosave_label;
  GtkRevealer *editor_revealer;
  TsEditorPanel *editor_panel;

  TsSession *session;
  TsGame *game;          /* the session's, for short */
  TsDocument *document;  /* the session's */
  TsBoardScene *scene;   /* the session's: what the board shows, the move browsed */
  /* The window's handlers on the session's objects, one group each: they
   * all drop at once when the window starts going away, before the
   * session's last words (a search stopped, the autosave ended) could
   * reach widgets already disposed. */
  GSignalGroup *game_signals;
  GSignalGroup *document_signals;
  GSignalGroup *scene_signals;
  GSignalGroup *engine_signals;
  GSignalGroup *editor_signals;  /* on the position editor while there is one */
  GtkFileChooserNative *chooser;  /* the open or save dialog while shown */
  GMenu *recent_menu;
  GSettings *settings;
  AdwToast *result_toast;  /* while the result is shown */
  TsEnginePlayer *engine;  /* the session's */
  TsNewGameDialog *new_game_dialog;  /* while shown */
  gboolean autosave_bar_dismissed;  /* until the autosave works again */
  gboolean close_confirmed;  /* closing though the game is not safe */
  TsPositionEditor *editor;  /* while a position is set up */
  guint clock_source;        /* looks at the running clock */
};

/* ts-window.c */
/* What the status bar and the title say, afresh. */
void ts_window_update_texts (TsWindow *self);
void ts_window_show_toast (TsWindow *self, const char *text);
void ts_window_show_error (TsWindow *self, const char *heading, const char *body);

/* ts-window-actions.c */
void ts_window_add_actions (TsWindow *self);
/* Enables exactly the actions that can be used now; called whenever
 * something they depend on changes. */
void ts_window_update_actions (TsWindow *self);
/* Asks who plays a game from this position (TSFEN) of `rules`, then
 * starts it (asking first about unsaved changes): the editor's Play, a
 * pasted position. */
void ts_window_choose_players (TsWindow *self, TsRules rules, const char *tsfen);

/* ts-window-editor.c */
/* The window's handlers on a position editor, for each one it makes. */
void ts_window_editor_init (TsWindow *self);
/* Starts setting up a position from the one shown, or stops (the game
 * is left as it was). */
void ts_window_set_editing (TsWindow *self, gboolean editing);
/* Starts a game from the position set up, or says why it cannot. */
void ts_window_play_edited (TsWindow *self);

/* ts-window-files.c */
/* Connects the document and the recent files to the window, then resumes
 * the autosaved game (or offers the one an earlier run died with). */
void ts_window_files_init (TsWindow *self);
/* What to do once unsaved changes are dealt with. */
typedef void (*TsWindowContinue) (TsWindow *self, gpointer data);
/* Runs `func` now if nothing unsaved would be lost, or after the user
 * chose to save or to discard the changes. */
void ts_window_confirm_discard (TsWindow *self, TsWindowContinue func, gpointer data, GDestroyNotify destroy);
void ts_window_choose_file_to_open (TsWindow *self);
void ts_window_save (TsWindow *self);
void ts_window_save_as (TsWindow *self);
void ts_window_restore_interrupted (TsWindow *self);
void ts_window_save_interrupted (TsWindow *self);
void ts_window_dismiss_interrupted (TsWindow *self);
/* The games kept aside, in a dialog: restore one, or save a copy. */
void ts_window_show_kept_games (TsWindow *self);
void ts_window_restore_kept (TsWindow *self, GFile *file);
void ts_window_save_copy_of (TsWindow *self, GFile *file);
/* Whether the window may close now; if not, it asks (the game is not
 * autosaved) and closes itself once the player says so. */
gboolean ts_window_confirm_close (TsWindow *self);

/* ts-window-images.c */
/* Binds the threat view to the settings and shows its legend; its
 * handler joins self->scene_signals, so it comes before the window binds
 * that group to the scene. */
void ts_window_images_init (TsWindow *self);
void ts_window_export_board_image (TsWindow *self);
void ts_window_copy_board_image (TsWindow *self);

/* For tests: the session's parts, and what the window says. */
TsDocument *ts_window_get_document (TsWindow *self);
/* The computer player of the window's game. */
TsEnginePlayer *ts_window_get_engine_player (TsWindow *self);
TsSession *ts_window_get_session (TsWindow *self);
/* The status line's text, for tests. */
const char *ts_window_get_status (TsWindow *self);

G_END_DECLS
