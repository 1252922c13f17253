/* test-engine-play.c — the computer as a player in a real window: its
 * moves, its pace, cancellation, hints, the players' tags, the New Game
 * dialog, and a window that never freezes while the engine thinks. */
#include <adwaita.h>

#include "ts-application.h"
#include "ts-new-game-dialog.h"
#include "ts-players.h"
#include "ts-record.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ts-engine-player-private.h"
#include "ui-test-util.h"

static TsApplication *app;

/* The main window, its board, game and computer player. */
typedef UiWindow Fixture;

static void
activate (Fixture *f, const char *name)
{
  ui_window_activate (f, name, NULL);
}

/* New Game through the dialog, answering "discard" if it asks. */
static void
new_game (Fixture *f, gboolean black_computer, gboolean white_computer, TsLevel level)
{
  gboolean unsaved = ts_game_get_n_moves_total (f->game) > 0;

  activate (f, "new-game");
  ui_test_start_new_game (GTK_WINDOW (f->window), black_computer, white_computer, level);
  if (unsaved)
    ui_test_respond_to_dialog (GTK_WINDOW (f->window), "discard");
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 0);
}

typedef struct {
  Fixture *f;
  guint n;
} MoveCount;

static gboolean
has_moves (gpointer data)
{
  MoveCount *c = data;
  return ts_game_get_n_moves (c->f->game) >= c->n;
}

static gboolean
wait_for_moves (Fixture *f, guint n, guint timeout_ms)
{
  MoveCount c = { f, n };
  return ui_test_spin_until (has_moves, &c, timeout_ms);
}

/* The index-th move of the game was legal where it was played, and
 * played by the side to move there. */
static void
assert_move_legal (TsGame *game, guint index)
{
  g_autoptr (TsPosition) before = ts_game_position_at (game, index);
  g_autoptr (TsGame) replay = NULL;
  g_autofree char *tsfen = ts_position_to_tsfen (before);
  const TsMove *m = ts_game_get_move (game, index);
  TsPiece mover = before->board[m->from];

  g_assert_true (mover != TS_EMPTY && mover != TS_OFFBOARD);
  g_assert_cmpint (TS_PIECE_COLOR (mover), ==, before->side);
  g_assert_cmpint (before->side, ==, index % 2 == 0 ? TS_BLACK : TS_WHITE);
  replay = ts_game_new ();
  g_assert_true (ts_game_reset_to_tsfen_with_rules (replay, ts_game_get_rules (game), tsfen, NULL));
  g_assert_true (ts_game_is_legal (replay, m));
}

/* ---- the players' tags ---- */

static void
test_player_tags (void)
{
  static const struct { const char *text; gboolean ok; gboolean computer; int level; } cases[] = {
    { "human", TRUE, FALSE, 0 },
    { "computer", TRUE, TRUE, TS_LEVEL_DEFAULT },
    { "computer:0", TRUE, TRUE, 0 },
    { "computer:3", TRUE, TRUE, 3 },
    { "computer:4", FALSE, FALSE, 0 },
    { "computer:-1", FALSE, FALSE, 0 },
    { "computer:2x", FALSE, FALSE, 0 },
    { "Computer", FALSE, FALSE, 0 },
    { "", FALSE, FALSE, 0 },
  };
  g_autoptr (TsGame) game = ts_game_new ();
  TsPlayer player = TS_PLAYER_COMPUTER (TS_LEVEL_STRONG);
  TsSearchLimits limits;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsPlayer p;
      gboolean ok = ts_player_parse (cases[i].text, &p);

      g_assert_cmpint (ok, ==, cases[i].ok);
      g_assert_cmpint (p.computer, ==, cases[i].computer);
      if (p.computer)
        {
          g_autofree char *back = ts_player_to_string (&p);
          g_assert_cmpint (p.level, ==, cases[i].level);
          g_assert_true (ts_player_parse (back, &p));
          g_assert_cmpint (p.level, ==, cases[i].level);
        }
    }

  /* a game without tags is two humans */
  g_assert_false (ts_game_get_player (game, TS_BLACK).computer);
  g_assert_null (ts_game_describe_players (game));
  g_assert_false (ts_game_has_computer (game));
  ts_game_set_player (game, TS_WHITE, &player);
  g_assert_cmpstr (ts_game_get_tag (game, TS_PLAYER_TAG_WHITE), ==, "computer:2");
  g_assert_true (ts_game_get_player (game, TS_WHITE).computer);
  g_assert_true (ts_game_has_computer (game));
  g_assert_false (ts_game_computer_to_move (game));

  /* every level searches within a time, the weakest briefly */
  for (guint l = 0; l < TS_N_LEVELS; l++)
    {
      ts_level_get_limits (l, &limits);
      g_assert_cmpint (limits.movetime_ms, >, 0);
      g_assert_cmpstr (ts_level_get_name (l), !=, "");
    }
  ts_level_get_limits (TS_LEVEL_BEGINNER, &limits);
  g_assert_cmpint (limits.movetime_ms, <=, 500);
}

/* ---- computer against computer: moves, pace, responsiveness ---- */

typedef struct {
  Fixture *f;
  GtkWidget *spinner;         /* the header's */
  GtkRevealer *analysis;      /* the line below the board */
  gint64 last_tick_us;
  gint64 max_gap_us;          /* the longest stall of the main loop */
  gint64 last_frame_us;
  gint64 max_frame_gap_us;    /* the longest time between two frames */
  guint n_ticks;
  guint n_frames;
  guint n_thinking_ticks;     /* ticks with a search running ... */
  guint n_spinner_ticks;      /* ... and the spinner visible and spinning */
  guint n_one_sign_ticks;     /* ... and either it or the analysis line */
  gint64 move_us[64];
  guint n_moves;
} Watch;

static gboolean
on_tick (gpointer data)
{
  Watch *w = data;
  gint64 now = g_get_monotonic_time ();

  if (w->last_tick_us > 0)
    w->max_gap_us = MAX (w->max_gap_us, now - w->last_tick_us);
  w->last_tick_us = now;
  w->n_ticks++;
  if (ts_engine_player_get_thinking (w->f->engine))
    {
      gboolean spinning = gtk_widget_get_visible (w->spinner) && gtk_spinner_get_spinning (GTK_SPINNER (w->spinner));
      gboolean line = gtk_revealer_get_reveal_child (w->analysis);

      w->n_thinking_ticks++;
      w->n_spinner_ticks += spinning;
      w->n_one_sign_ticks += spinning != line;
    }
  return G_SOURCE_CONTINUE;
}

/* While the spinner turns, the frame clock paints every frame: the
 * longest time between two paints then is the longest visible freeze. */
static void
on_after_paint (GdkFrameClock *clock, Watch *w)
{
  gint64 now = g_get_monotonic_time ();
  gboolean thinking = ts_engine_player_get_thinking (w->f->engine);

  if (thinking && w->last_frame_us > 0)
    w->max_frame_gap_us = MAX (w->max_frame_gap_us, now - w->last_frame_us);
  w->last_frame_us = thinking ? now : 0;
  w->n_frames++;
}

static void
on_move (TsGame *game, Watch *w)
{
  guint n = ts_game_get_n_moves (game);

  if (n > 0 && n == w->n_moves + 1 && n <= G_N_ELEMENTS (w->move_us))
    w->move_us[w->n_moves++] = g_get_monotonic_time ();
}

/* The signs of thinking counted from now on. */
static void
watch_reset_signs (Watch *w)
{
  w->n_thinking_ticks = w->n_spinner_ticks = w->n_one_sign_ticks = 0;
}

static void
test_computer_vs_computer (Fixture *f, gconstpointer data)
{
  const guint n_moves = 6;
  Watch w = { .f = f };
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->window));
  GtkWidget *bar = ui_test_find_widget_with_class (GTK_WIDGET (f->window), "ts-analysis-bar");
  guint tick;
  gulong frame;
  gulong changed;
  gint64 min_interval_us = G_MAXINT64;

  w.spinner = ui_test_find_widget (GTK_WIDGET (f->window), GTK_TYPE_SPINNER);
  g_assert_nonnull (w.spinner);
  g_assert_nonnull (bar);
  w.analysis = GTK_REVEALER (gtk_widget_get_parent (bar));
  g_assert_false (gtk_widget_get_visible (w.spinner));

  changed = g_signal_connect (f->game, "changed", G_CALLBACK (on_move), &w);
  tick = g_timeout_add (5, on_tick, &w);
  frame = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &w);

  new_game (f, TRUE, TRUE, TS_LEVEL_BEGINNER);
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  /* Black's computer moves without a click; the board takes none */
  g_assert_false (ts_board_scene_get_input_enabled (f->scene));
  g_assert_true (wait_for_moves (f, n_moves, 30000));

  /* One sign of the thinking at a time: the analysis line, whose figures
   * change as the search goes on.  A spinner as well would repaint the
   * window every frame, for nothing. */
  g_assert_cmpuint (w.n_thinking_ticks, >=, 2 * n_moves);
  g_assert_cmpuint (w.n_one_sign_ticks, ==, w.n_thinking_ticks);
  g_assert_cmpuint (w.n_spinner_ticks, ==, 0);
  g_assert_nonnull (ts_engine_player_get_analysis (f->engine));
  g_assert_nonnull (strstr (ts_engine_player_get_analysis (f->engine), "Depth"));

  /* without the line, the spinner turns whenever the engine thinks */
  activate (f, "show-analysis");
  watch_reset_signs (&w);
  w.max_frame_gap_us = 0;
  g_assert_true (wait_for_moves (f, n_moves + 4, 30000));
  g_assert_false (gtk_revealer_get_reveal_child (w.analysis));
  g_assert_cmpuint (w.n_thinking_ticks, >, 0);
  g_assert_cmpuint (w.n_spinner_ticks, ==, w.n_thinking_ticks);
  g_assert_cmpuint (w.n_one_sign_ticks, ==, w.n_thinking_ticks);
  activate (f, "show-analysis");
  g_assert_true (gtk_revealer_get_reveal_child (w.analysis));

  g_source_remove (tick);
  g_signal_handler_disconnect (clock, frame);
  g_signal_handler_disconnect (f->game, changed);

  for (guint i = 0; i < ts_game_get_n_moves (f->game); i++)
    assert_move_legal (f->game, i);
  for (guint i = 1; i < w.n_moves; i++)
    min_interval_us = MIN (min_interval_us, w.move_us[i] - w.move_us[i - 1]);
  g_test_message ("%u moves; shortest interval between moves %.0f ms", w.n_moves, min_interval_us / 1000.0);
  g_test_message ("longest main-loop stall (5 ms timer) while the engine played: %.1f ms over %u ticks",
                  w.max_gap_us / 1000.0, w.n_ticks);
  g_test_message ("longest gap between frames while the spinner turned: %.1f ms over %u frames",
                  w.max_frame_gap_us / 1000.0, w.n_frames);
  /* a visible pace: the computers wait for each other */
  g_assert_cmpint (min_interval_us, >=, 400 * 1000);
  /* frames were painted while the spinner turned.  (Whether the window
   * answers during the searches themselves is
   * /engine-play/window-answers-while-searching: "thinking" also covers
   * the wait before a found move is played, when the main loop runs
   * whatever thread the search took.) */
  g_assert_cmpuint (w.n_frames, >, 10);

  /* two humans from now on: the thinking stops at once */
  new_game (f, FALSE, FALSE, TS_LEVEL_BEGINNER);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  ui_test_spin (50);
  g_assert_false (gtk_widget_get_visible (w.spinner));
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (w.spinner)));
  g_assert_true (ts_board_scene_get_input_enabled (f->scene));
  ui_test_spin (800);
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 0);
}

/* The computer plays tenjiku against itself from the window: a game
 * started from New Game, legal moves at the pace of the window, each
 * side's move in turn; then a tai game between humans again. */
static void
test_tenjiku_computer_vs_computer (Fixture *f, gconstpointer data)
{
  const guint n_moves = 6;
  TsPlayer computer = TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER);
  TsNewGameDialog *dialog;

  activate (f, "new-game");
  ui_test_spin (50);
  dialog = ui_test_find_new_game_dialog (GTK_WINDOW (f->window));
  g_assert_nonnull (dialog);
  ts_new_game_dialog_set_rules (dialog, TS_RULES_TENJIKU);
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &computer);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &computer);
  ts_new_game_dialog_start (dialog);
  g_assert_cmpint (ts_game_get_rules (f->game), ==, TS_RULES_TENJIKU);
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  g_assert_false (ts_board_scene_get_input_enabled (f->scene));
  g_assert_true (wait_for_moves (f, n_moves, 60000));
  for (guint i = 0; i < ts_game_get_n_moves (f->game); i++)
    assert_move_legal (f->game, i);
  g_test_message ("tenjiku, computer against computer: %s ...", ts_game_get_move_notation (f->game, 0));

  activate (f, "new-game");
  ui_test_start_new_game_with_rules (GTK_WINDOW (f->window), TS_RULES_STANDARD);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "discard");
  g_assert_cmpint (ts_game_get_rules (f->game), ==, TS_RULES_STANDARD);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
}

/* The window never freezes: the main loop runs during every search the
 * computer makes, at a second a move (Casual), and never stalls for half
 * of one.  A search made on the main thread fails both: no tick of the
 * loop sees it running, and the loop stands still for its whole length.
 * One search thread, and no wait between the moves, so that the searches
 * follow each other and a core is left to the main loop. */
static void
test_window_answers_while_searching (Fixture *f, gconstpointer data)
{
  const guint n_moves = 3;
  TsSearchLimits casual;
  UiSearchWatch watch;

  ts_level_get_limits (TS_LEVEL_CASUAL, &casual);
  ts_engine_player_set_min_interval (f->engine, 0);
  ts_engine_player_set_threads (f->engine, 1);
  ui_search_watch_start (&watch, f->engine);
  new_game (f, TRUE, TRUE, TS_LEVEL_CASUAL);
  g_assert_true (wait_for_moves (f, n_moves, 30000));
  ui_search_watch_stop (&watch);
  new_game (f, FALSE, FALSE, TS_LEVEL_BEGINNER);

  ui_search_watch_assert (&watch, n_moves, casual.movetime_ms / 2);
}

/* ---- a human against the computer ---- */

static void
human_plays_pawn (Fixture *f, int file, char from, char to)
{
  guint n = ts_game_get_n_moves (f->game);

  g_assert_true (ts_board_scene_get_input_enabled (f->scene));
  ts_board_scene_click_square (f->scene, test_sq (file, from));
  ts_board_scene_click_square (f->scene, test_sq (file, to));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, n + 1);
}

typedef struct {
  TsEnginePlayer *engine;
  guint n0;
} SearchWait;

static gboolean
search_started (gpointer data)
{
  SearchWait *s = data;
  return ts_engine_player_get_n_searches (s->engine) > s->n0;
}

static void
test_human_vs_computer (Fixture *f, gconstpointer data)
{
  TsSquare white_pawn = test_sq (13, 'g');

  new_game (f, FALSE, TRUE, TS_LEVEL_BEGINNER);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  human_plays_pawn (f, 13, 's', 'r');

  /* White's turn is the computer's: the board refuses the human */
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  g_assert_false (ts_board_scene_get_input_enabled (f->scene));
  ts_board_scene_click_square (f->scene, white_pawn);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "computer"));

  /* the computer answers */
  g_assert_true (wait_for_moves (f, 2, 10000));
  assert_move_legal (f->game, 1);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  g_assert_true (ts_board_scene_get_input_enabled (f->scene));

  /* undo goes back to the human's turn, redo forward to it again */
  activate (f, "undo");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  activate (f, "redo");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 2);
  g_assert_false (ts_engine_player_get_thinking (f->engine));

  /* browsing an earlier position pauses the computer */
  human_plays_pawn (f, 12, 's', 'r');
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  ts_board_scene_browse (f->scene, 1);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  ui_test_spin (1000);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 3);
  ts_board_scene_stop_browsing (f->scene);
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  g_assert_true (wait_for_moves (f, 4, 10000));
  assert_move_legal (f->game, 3);
}

/* The board keeps its place while a game against the computer goes on:
 * the analysis line below it does not come and go with each search
 * (which moved the board by the line's height under the pointer). */
static void
test_board_holds_still (Fixture *f, gconstpointer data)
{
  GtkWidget *board = GTK_WIDGET (f->board);
  int height;

  new_game (f, FALSE, TRUE, TS_LEVEL_BEGINNER);
  ui_test_spin (400);
  height = gtk_widget_get_height (board);
  g_assert_cmpint (height, >, 0);

  human_plays_pawn (f, 13, 's', 'r');
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  ui_test_spin (400);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  g_assert_true (wait_for_moves (f, 2, 10000));
  ui_test_spin (400);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);

  /* the human's move clears the last search's line; the place stays */
  human_plays_pawn (f, 12, 's', 'r');
  ui_test_spin (400);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  g_assert_true (wait_for_moves (f, 4, 10000));
  ui_test_spin (400);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);

  /* two humans: no computer to speak of, and the line goes */
  new_game (f, FALSE, FALSE, TS_LEVEL_BEGINNER);
  ui_test_spin (400);
  g_assert_cmpint (gtk_widget_get_height (board), >, height);
}

/* Undo and New Game while the computer thinks: nothing is played after. */
static void
test_cancel (Fixture *f, gconstpointer data)
{
  SearchWait s = { f->engine, 0 };
  gint64 t0;

  new_game (f, FALSE, TRUE, TS_LEVEL_BEGINNER);
  human_plays_pawn (f, 13, 's', 'r');
  s.n0 = ts_engine_player_get_n_searches (f->engine);
  g_assert_true (ui_test_spin_until (search_started, &s, 2000));

  t0 = g_get_monotonic_time ();
  activate (f, "undo");
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  g_test_message ("undo while thinking took %.1f ms", (g_get_monotonic_time () - t0) / 1000.0);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  /* a Beginner's search and the pace would have played by now */
  ui_test_spin (1500);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 1);

  /* again, cancelled by a new game this time */
  activate (f, "redo");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  s.n0 = ts_engine_player_get_n_searches (f->engine);
  g_assert_true (ui_test_spin_until (search_started, &s, 2000));
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  new_game (f, FALSE, FALSE, TS_LEVEL_BEGINNER);
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  ui_test_spin (1500);
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 0);
}

/* ---- hints ---- */

static gboolean
hint_shown (gpointer data)
{
  return ts_board_scene_get_hint_move (ts_board_view_get_scene (data)) != NULL;
}

static void
test_hint (Fixture *f, gconstpointer data)
{
  const TsMove *hint;
  TsPosition *pos;
  TsPiece mover;

  /* White to move in a game of two humans */
  human_plays_pawn (f, 13, 's', 'r');
  activate (f, "hint");
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  g_assert_true (ui_test_spin_until (hint_shown, f->board, 10000));
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  hint = ts_board_scene_get_hint_move (f->scene);
  pos = ts_game_get_position (f->game);
  mover = pos->board[hint->from];
  g_assert_true (ts_game_is_legal (f->game, hint));
  g_assert_cmpint (TS_PIECE_COLOR (mover), ==, TS_WHITE);
  g_assert_nonnull (strstr (ts_engine_player_get_analysis (f->engine), "Depth"));
  g_test_message ("hint search: %s", ts_engine_player_get_analysis (f->engine));
  /* nothing was played for the human */
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);

  /* the arrow and the analysis line go with the position they were for */
  activate (f, "undo");
  g_assert_null (ts_board_scene_get_hint_move (f->scene));
  g_assert_null (ts_engine_player_get_analysis (f->engine));

  /* so after a new game */
  human_plays_pawn (f, 13, 's', 'r');
  activate (f, "hint");
  g_assert_true (ui_test_spin_until (hint_shown, f->board, 10000));
  g_assert_nonnull (ts_engine_player_get_analysis (f->engine));
  new_game (f, FALSE, FALSE, TS_LEVEL_BEGINNER);
  g_assert_null (ts_engine_player_get_analysis (f->engine));

  /* no hints on the computer's turn */
  new_game (f, TRUE, FALSE, TS_LEVEL_BEGINNER);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "hint"));
}

/* ---- the players survive a restart ---- */

static void
test_players_survive_restart (Fixture *f, gconstpointer data)
{
  TsPlayer black, white;

  new_game (f, FALSE, TRUE, TS_LEVEL_STRONG);
  human_plays_pawn (f, 13, 's', 'r');
  g_assert_true (ts_engine_player_get_thinking (f->engine));

  /* closed while the computer thinks; opened again from the autosave */
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_spin (50);
  ui_window_open (f, app);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  black = ts_game_get_player (f->game, TS_BLACK);
  white = ts_game_get_player (f->game, TS_WHITE);
  g_assert_false (black.computer);
  g_assert_true (white.computer);
  g_assert_cmpint (white.level, ==, TS_LEVEL_STRONG);
  /* and the computer takes up its turn */
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  g_assert_false (ts_board_scene_get_input_enabled (f->scene));
}

/* ---- the New Game dialog ---- */

static TsNewGameDialog *
shown_dialog (TsWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (TS_IS_NEW_GAME_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (parent))
        return TS_NEW_GAME_DIALOG (w);
    }
  return NULL;
}

static void
test_new_game_dialog (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.TaiShogi");
  TsNewGameDialog *dialog;
  TsPlayer computer = TS_PLAYER_COMPUTER (TS_LEVEL_MASTER);
  TsPlayer player;
  GtkWidget *start;
  AdwWindowTitle *title;

  /* it opens with the last choice */
  g_settings_set_string (settings, "black-player", "human");
  g_settings_set_string (settings, "white-player", "human");
  g_settings_set_int (settings, "white-level", TS_LEVEL_BEGINNER);
  activate (f, "new-game");
  ui_test_spin (100);
  dialog = shown_dialog (f->window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_false (ts_new_game_dialog_get_player (dialog, TS_WHITE).computer);

  /* Computer for White, Master; Start is the default button */
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &computer);
  start = gtk_window_get_default_widget (GTK_WINDOW (dialog));
  g_assert_nonnull (start);
  /* a button activated from the keyboard clicks after a short flash */
  gtk_widget_activate (start);
  ui_test_spin (400);
  g_assert_null (shown_dialog (f->window));

  player = ts_game_get_player (f->game, TS_WHITE);
  g_assert_true (player.computer);
  g_assert_cmpint (player.level, ==, TS_LEVEL_MASTER);
  g_assert_false (ts_game_get_player (f->game, TS_BLACK).computer);
  title = ADW_WINDOW_TITLE (ui_test_find_widget (GTK_WIDGET (f->window), ADW_TYPE_WINDOW_TITLE));
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "Computer (Master)"));
  /* Black is the human's: the board takes clicks */
  g_assert_true (ts_board_scene_get_input_enabled (f->scene));
  g_assert_false (ts_engine_player_get_thinking (f->engine));

  /* remembered for next time */
  {
    g_autofree char *white = g_settings_get_string (settings, "white-player");
    g_assert_cmpstr (white, ==, "computer");
    g_assert_cmpint (g_settings_get_int (settings, "white-level"), ==, TS_LEVEL_MASTER);
  }

  /* Escape-like cancel: closing the dialog starts nothing */
  human_plays_pawn (f, 13, 's', 'r');
  activate (f, "new-game");
  ui_test_spin (50);
  dialog = shown_dialog (f->window);
  g_assert_nonnull (dialog);
  gtk_window_close (GTK_WINDOW (dialog));
  ui_test_spin (50);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
}

/* ---- any position against the computer ---- */

/* The record's tags name the players and the position started from. */
static void
assert_recorded (Fixture *f, const char *black, const char *white)
{
  g_autofree char *record = ts_record_write (f->game);

  g_assert_cmpstr (ts_game_get_tag (f->game, TS_PLAYER_TAG_BLACK), ==, black);
  g_assert_cmpstr (ts_game_get_tag (f->game, TS_PLAYER_TAG_WHITE), ==, white);
  g_assert_nonnull (strstr (record, "[SetUp \"1\"]"));
  g_assert_nonnull (strstr (record, "[TSFEN \""));
}

/* A position set up in the editor, played against the computer: Play
 * asks who plays each side (remembering the choice), the human moves and
 * the computer replies. */
static void
test_set_up_position_vs_computer (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.TaiShogi");
  TsPositionEditor *editor;
  TsPlayer black, white;
  TsNewGameDialog *dialog;

  activate (f, "edit-position");
  editor = ts_board_scene_get_editor (f->scene);
  g_assert_nonnull (editor);
  /* an emperor and a pawn each, and a lion for Black */
  ts_position_editor_clear (editor);
  ts_position_editor_put (editor, test_sq (13, 'y'), TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_BLACK));
  ts_position_editor_put (editor, test_sq (13, 'a'), TS_MAKE_PIECE (TS_PIECE_EMPEROR, FALSE, TS_WHITE));
  ts_position_editor_put (editor, test_sq (5, 's'), TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK));
  ts_position_editor_put (editor, test_sq (5, 'g'), TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_WHITE));
  ts_position_editor_put (editor, test_sq (20, 'm'), TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_BLACK));

  activate (f, "edit-play");
  ui_test_spin (50);
  dialog = shown_dialog (f->window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Play This Position");
  g_assert_nonnull (ts_new_game_dialog_get_tsfen (dialog));
  ui_test_start_new_game (GTK_WINDOW (f->window), FALSE, TRUE, TS_LEVEL_BEGINNER);
  g_assert_null (ts_board_scene_get_editor (f->scene));
  assert_recorded (f, "human", "computer:0");
  g_assert_cmpuint (ts_game_get_position (f->game)->board[test_sq (20, 'm')], ==,
                    TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_BLACK));

  human_plays_pawn (f, 5, 's', 'r');
  g_assert_true (ts_engine_player_get_thinking (f->engine));
  g_assert_true (wait_for_moves (f, 2, 10000));
  assert_move_legal (f->game, 1);

  /* the next Play opens with that choice */
  activate (f, "edit-position");
  activate (f, "edit-restore-start");
  activate (f, "edit-play");
  ui_test_spin (50);
  dialog = shown_dialog (f->window);
  g_assert_nonnull (dialog);
  black = ts_new_game_dialog_get_player (dialog, TS_BLACK);
  white = ts_new_game_dialog_get_player (dialog, TS_WHITE);
  g_assert_false (black.computer);
  g_assert_true (white.computer);
  g_assert_cmpint (white.level, ==, TS_LEVEL_BEGINNER);
  gtk_window_close (GTK_WINDOW (dialog));
  ui_test_spin (50);
  g_assert_nonnull (ts_board_scene_get_editor (f->scene));
  activate (f, "edit-position");
}

/* A pasted position, White to move, played by the computer as White: it
 * replies at once. */
static void
test_pasted_position_vs_computer (Fixture *f, gconstpointer data)
{
  const char *tsfen = "24,e/25/25/25/25/25/25/25/25/25/25/25/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/E,24 w 9";
  g_autoptr (TsGame) pasted = NULL;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), tsfen);
  activate (f, "paste-position");
  ui_test_start_new_game (GTK_WINDOW (f->window), FALSE, TRUE, TS_LEVEL_BEGINNER);
  assert_recorded (f, "human", "computer:0");
  g_assert_cmpint (ts_game_get_position (f->game)->side, ==, TS_WHITE);
  g_assert_cmpuint (ts_game_get_position (f->game)->move_number, ==, 9);
  g_assert_true (wait_for_moves (f, 1, 10000));
  pasted = ts_game_new_from_tsfen (tsfen, NULL);
  g_assert_true (ts_game_is_legal (pasted, ts_game_get_move (f->game, 0)));
  g_assert_cmpint (ts_game_get_position (f->game)->side, ==, TS_BLACK);
}

/* New Game offers the position on the board beside the starting setup;
 * the rule set is then the position's. */
static void
test_new_game_from_board_position (Fixture *f, gconstpointer data)
{
  TsNewGameDialog *dialog;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  human_plays_pawn (f, 13, 's', 'r');
  before = ts_position_to_tsfen (ts_game_get_position (f->game));
  activate (f, "new-game");
  ui_test_spin (50);
  dialog = shown_dialog (f->window);
  g_assert_nonnull (dialog);
  g_assert_null (ts_new_game_dialog_get_tsfen (dialog));
  ts_new_game_dialog_set_from_position (dialog, TRUE);
  g_assert_cmpstr (ts_new_game_dialog_get_tsfen (dialog), ==, before);
  ui_test_start_new_game (GTK_WINDOW (f->window), TRUE, FALSE, TS_LEVEL_BEGINNER);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "discard");

  after = ts_position_to_tsfen (ts_game_get_position (f->game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 0);
  assert_recorded (f, "computer:0", "human");
  /* White to move: the human's turn */
  g_assert_false (ts_engine_player_get_thinking (f->engine));
  g_assert_true (ts_board_scene_get_input_enabled (f->scene));
}

int
main (int argc, char *argv[])
{
  int status;

  /* Frames drawn by the CPU either way under Xvfb: GL there is llvmpipe,
   * whose full-window frames (some 35 ms on two cores) would be measured
   * rather than the engine.  An explicit GSK_RENDERER wins. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  ui_test_init (&argc, &argv);
  /* a computer's move refused by the game (one searched for a position
   * that is gone) is a warning of this program's own: fatal here */
  g_log_set_fatal_mask (G_LOG_DOMAIN, G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  app = ui_test_application_new ();

  g_test_add_func ("/engine-play/player-tags", test_player_tags);
#define ADD(path, fn) g_test_add (path, Fixture, app, ui_window_fixture_set_up, fn, ui_window_fixture_tear_down)
  ADD ("/engine-play/computer-vs-computer", test_computer_vs_computer);
  ADD ("/engine-play/tenjiku-computer-vs-computer", test_tenjiku_computer_vs_computer);
  ADD ("/engine-play/window-answers-while-searching", test_window_answers_while_searching);
  ADD ("/engine-play/human-vs-computer", test_human_vs_computer);
  ADD ("/engine-play/board-holds-still", test_board_holds_still);
  ADD ("/engine-play/cancel", test_cancel);
  ADD ("/engine-play/hint", test_hint);
  ADD ("/engine-play/players-survive-restart", test_players_survive_restart);
  ADD ("/engine-play/new-game-dialog", test_new_game_dialog);
  ADD ("/engine-play/set-up-position-vs-computer", test_set_up_position_vs_computer);
  ADD ("/engine-play/pasted-position-vs-computer", test_pasted_position_vs_computer);
  ADD ("/engine-play/new-game-from-board-position", test_new_game_from_board_position);
#undef ADD
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
