/* soak-util.h — what the whole-game soak tests share: a real main window
 * to drive, input that takes the path a mouse takes (widget coordinates
 * to a square, then the board's click and hover handling), the kinds of
 * move a game used, random moves biased towards the rare kinds, dialogs
 * dismissed the way a user would, and a meter of main-loop stalls.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-application.h"
#include "ts-side-panel.h"
#include "ts-window.h"

G_BEGIN_DECLS

/* ---- the window under test ---- */

/* ui_test_init(), with the test's files (the autosave) in memory when
 * the machine has a tmpfs at /dev/shm. */
void soak_init (int *argc, char ***argv);

typedef struct {
  TsApplication *app;
  TsWindow *window;
  TsBoardView *board;
  TsGame *game;
  TsSidePanel *panel;
  GRand *rand;
} Soak;

/* A registered application and a presented main window, driven by a
 * random source seeded with `seed`. */
void soak_open (Soak *soak, guint32 seed);
/* Answers every dialog, then closes the window (deleting its autosave). */
void soak_close (Soak *soak);
/* A new main window of the same application, after the last one was
 * closed (by Quit): it resumes the autosaved game, as the next start
 * would. */
void soak_reopen (Soak *soak);

/* Starts a new game of `rules` as a user does (New Game, the rule set
 * and so the variant chosen, two humans); FALSE if New Game cannot be
 * used now (a position is being set up). */
gboolean soak_start_game (Soak *soak, TsRules rules);

/* Dispatches what is pending in the main context without waiting (and
 * without letting an endless stream of sources keep it there). */
void soak_pump (void);
/* Waits until the window has painted a frame: what the user would see. */
void soak_wait_frame (Soak *soak);

/* The seed in the environment variable `name`, else a random one. */
guint32 soak_seed_from_env (const char *name);

/* Activates a detailed action name ("win.undo", "win.label-style::kanji")
 * on the window or the application, if it exists and is enabled; returns
 * whether it did. */
gboolean soak_activate (Soak *soak, const char *detailed_name);

/* ---- input, by widget coordinates ---- */

/* Scrolls the board (as a drag pans it) so that `sq` is in view, then
 * gives the click at the square's centre to the board's click handling. */
void soak_click_square (Soak *soak, TsSquare sq);
/* A primary click at (x, y) in the board widget: the square under it, if
 * any, is clicked, as the click gesture's handler does. */
void soak_click_point (Soak *soak, double x, double y);
/* Moves the pointer to (x, y) through the board's motion controller. */
void soak_hover_point (Soak *soak, double x, double y);
/* The pointer leaves the board. */
void soak_hover_leave (Soak *soak);
/* A random point in the board widget (sometimes just outside the grid). */
void soak_random_point (Soak *soak, double *x, double *y);

typedef enum {
  SOAK_INPUT_CLICKS,  /* the piece clicked, then its squares */
  SOAK_INPUT_DRAG,    /* the piece dragged to its first square, clicks after */
  SOAK_INPUT_KEYS,    /* the arrow keys and Enter alone */
  SOAK_N_INPUTS
} SoakInput;

/* Plays `m`, a legal move of the game's current position, the given way
 * (clicking its squares again where the move waits to know whether it
 * stops there), and asserts that the game played exactly that move. */
void soak_play_by (Soak *soak, const TsMove *m, SoakInput input);
void soak_play_by_clicks (Soak *soak, const TsMove *m);

/* ---- the side panel and the record ---- */

/* Shows another of the side panel's pages. */
void soak_switch_page (Soak *soak);
/* Shows a random earlier position through the record view, as clicking
 * a move in the list does; sometimes steps with the browse buttons'
 * logic; returns to the current position. */
void soak_browse_record (Soak *soak);

/* ---- dialogs ---- */

/* Waits for a window of `type` besides the main window, and fails the
 * test if none comes. */
GtkWindow *soak_wait_dialog (Soak *soak, GType type);
/* Picks `file` in a file chooser, once it has read its folder, and
 * accepts; NULL cancels.  Waits until the dialog is gone. */
void soak_choose_file (GtkFileChooserDialog *dialog, GFile *file);
/* The windows shown besides the main window. */
guint soak_count_dialogs (Soak *soak);
/* Answers or closes each dialog as a user might: a message dialog gets a
 * random one of its responses, a file chooser is cancelled (or, when
 * `folder` is set, sometimes given a file in it), the New Game dialog is
 * closed or started, the rest are closed.  Repeats until none is left
 * (an answer may open the next one, "Save" a file chooser). */
void soak_dismiss_dialogs (Soak *soak, const char *folder);

/* ---- kinds of move ---- */

typedef enum {
  SOAK_KIND_PLAIN,
  SOAK_KIND_CAPTURE,
  SOAK_KIND_IGUI,
  SOAK_KIND_PASS,
  SOAK_KIND_DOUBLE,
  SOAK_KIND_TRIPLE,
  SOAK_KIND_PROMOTION,
  SOAK_KIND_CONTAGION,
  SOAK_KIND_ROYAL,
  /* tenjiku's */
  SOAK_KIND_BURN,          /* a fire demon burnt pieces */
  SOAK_KIND_SUICIDE,       /* the mover burnt itself */
  SOAK_KIND_DECLINED,      /* a promotion that could be taken was not */
  SOAK_KIND_RANGE_JUMP,    /* a capture that jumped pieces on its line */
  /* which piece made it, where that is the point: finer kinds of igui
   * and double capture, for the figures (no weight of their own) */
  SOAK_KIND_TETRARCH_IGUI,    /* igui by a heavenly tetrarch */
  SOAK_KIND_LION_HAWK_DOUBLE, /* two captures by a lion hawk */
  SOAK_N_KINDS
} SoakKind;

#define SOAK_KIND_BIT(k) (1u << (k))
/* The kinds every set of soak games must use between them. */
#define SOAK_KINDS_REQUIRED                                                                     \
  (SOAK_KIND_BIT (SOAK_KIND_IGUI) | SOAK_KIND_BIT (SOAK_KIND_PASS) | SOAK_KIND_BIT (SOAK_KIND_DOUBLE) \
   | SOAK_KIND_BIT (SOAK_KIND_TRIPLE) | SOAK_KIND_BIT (SOAK_KIND_PROMOTION)                      \
   | SOAK_KIND_BIT (SOAK_KIND_CONTAGION) | SOAK_KIND_BIT (SOAK_KIND_ROYAL))

/* The kinds every set of tenjiku soak games must use between them.  Not
 * the double capture: random play seldom leaves two enemies in a lion
 * hawk's reach (test-move-kinds.c plays one by clicks, drag and keys). */
#define SOAK_TENJIKU_KINDS_REQUIRED                                                                 \
  (SOAK_KIND_BIT (SOAK_KIND_IGUI) | SOAK_KIND_BIT (SOAK_KIND_PASS)                                 \
   | SOAK_KIND_BIT (SOAK_KIND_PROMOTION) | SOAK_KIND_BIT (SOAK_KIND_DECLINED)                       \
   | SOAK_KIND_BIT (SOAK_KIND_BURN) | SOAK_KIND_BIT (SOAK_KIND_SUICIDE)                             \
   | SOAK_KIND_BIT (SOAK_KIND_RANGE_JUMP) | SOAK_KIND_BIT (SOAK_KIND_ROYAL))

/* The kinds a game of `rules` must use between them. */
guint soak_kinds_required (TsRules rules);

/* The kinds `m` is, played in `pos` (a bit per SoakKind). */
guint soak_move_kinds (const TsPosition *pos, const TsMove *m);
/* "igui pass double ..." for a set of kinds. */
char *soak_describe_kinds (guint kinds);

typedef enum {
  SOAK_PHASE_PLAY,     /* keep the game going: no move that ends it */
  SOAK_PHASE_FINISH,   /* end it: royals first, captures next */
} SoakPhase;

/* A random legal move of `list` (not empty), drawn with weights that
 * favour the kinds not in `seen`, then captures and promotions. */
const TsMove *soak_pick_move (const TsPosition *pos, const TsMoveList *list, GRand *rand, guint seen,
                              SoakPhase phase);

/* ---- main-loop stalls ---- */

typedef struct {
  guint source;
  gint64 last_tick;
  gint64 longest_gap;   /* microseconds */
} SoakStallMeter;

/* Ticks every millisecond from the main loop and keeps the longest time
 * between two ticks: how long the window could not respond. */
void soak_stall_meter_start (SoakStallMeter *meter);
void soak_stall_meter_stop (SoakStallMeter *meter);

G_END_DECLS
