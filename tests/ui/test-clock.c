/* test-clock.c — the game clocks in the window: chosen in New Game,
 * shown in the header bar, a flag fall that ends the game on time, and
 * undo that plays on.  The clock's time is the test's, not the wall's. */
#include "ts-application.h"
#include "ts-clock-view.h"
#include "ts-clock-view-private.h"
#include "ts-record.h"
#include "ts-session.h"
#include "ts-ui.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ts-clock-private.h"
#include "ui-test-util.h"

static TsApplication *app;

typedef UiWindow Fixture;

static gint64 fake_us = 1000000;

static gint64
fake_now (gpointer user_data)
{
  return fake_us;
}

static gboolean
game_over (gpointer data)
{
  return ts_game_get_result (data) != TS_RESULT_NONE;
}

/* The header bar's clocks: Black's, then White's. */
static TsClockView *
clock_view (Fixture *f, TsColor side)
{
  GtkWidget *black = ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_CLOCK_VIEW);
  GtkWidget *view = black;

  /* White's is the next clock along the title */
  if (side == TS_WHITE)
    for (view = gtk_widget_get_next_sibling (black); !TS_IS_CLOCK_VIEW (view);)
      view = gtk_widget_get_next_sibling (view);
  return TS_CLOCK_VIEW (view);
}

static void
test_short_clock_ends_on_time (Fixture *f, gconstpointer data)
{
  TsClock *clock = ts_session_get_clock (ts_window_get_session (f->window));
  TsTimeControl tc = { TS_CLOCK_BYOYOMI, 0, 3000 };
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  g_autofree char *record = NULL;
  TsClockView *black, *white;

  ts_clock_set_time_func (clock, fake_now, NULL);
  /* no clock unless one is chosen */
  black = clock_view (f, TS_BLACK);
  white = clock_view (f, TS_WHITE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (black)));

  ui_window_activate (f, "new-game", NULL);
  ui_test_spin (50);
  /* the dialog holds the clocks while it asks */
  g_assert_true (ts_clock_get_paused (clock));
  ts_new_game_dialog_set_time_control (ui_test_find_new_game_dialog (GTK_WINDOW (f->window)), &tc);
  ui_test_start_new_game (GTK_WINDOW (f->window), FALSE, FALSE, 0);
  ui_test_spin (50);
  g_assert_false (ts_clock_get_paused (clock));
  g_assert_cmpstr (ts_game_get_tag (f->game, TS_CLOCK_TAG), ==, "0b3");

  /* both clocks shown, Black's running */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (black)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (white)));
  g_assert_cmpstr (ts_clock_view_get_text (black), ==, "☗ 3.0");
  g_assert_cmpstr (ts_clock_view_get_text (white), ==, "☖ 3.0");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (black), "ts-clock-running"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (white), "ts-clock-running"));

  fake_us += 1000000;
  ts_board_scene_click_square (f->scene, test_sq (13, 's'));
  ts_board_scene_click_square (f->scene, test_sq (13, 'r'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (white), "ts-clock-running"));

  /* White thinks too long: the window's clock sees the flag fall */
  fake_us += 2500000;
  ui_test_spin (250);
  g_assert_cmpstr (ts_clock_view_get_text (white), ==, "☖ 0.5");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (white), "ts-clock-low"));
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  fake_us += 600000;
  g_assert_true (ui_test_spin_until (game_over, f->game, 2000));
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_BLACK_WINS);
  g_assert_cmpint (ts_game_get_end_reason (f->game), ==, TS_END_TIME);
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "on time"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (white), "ts-clock-running"));
  g_assert_cmpstr (ts_clock_view_get_text (white), ==, "☖ 0.0");
  record = ts_record_write (f->game);
  g_assert_nonnull (strstr (record, "[Termination \"time forfeit\"]"));
  g_assert_nonnull (strstr (record, "P-13r {[%emt 0:00:01.0] [%clk 0:00:00.0]}"));

  /* undo plays on: Black to move again, its clock running */
  ui_window_activate (f, "undo", NULL);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  g_assert_cmpint (ts_clock_get_running_side (clock), ==, TS_BLACK);
  g_assert_cmpstr (ts_clock_view_get_text (black), ==, "☗ 3.0");
  ts_board_scene_click_square (f->scene, test_sq (13, 's'));
  ts_board_scene_click_square (f->scene, test_sq (13, 'r'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);

  /* browsing the past stops the clock */
  ts_board_scene_browse (f->scene, 0);
  g_assert_true (ts_clock_get_paused (clock));
  ts_board_scene_stop_browsing (f->scene);
  g_assert_false (ts_clock_get_paused (clock));

  ts_clock_set_time_func (clock, NULL, NULL);
  g_settings_reset (settings, "clock");
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
  g_test_add ("/clock/short-clock-ends-on-time", Fixture, app, ui_window_fixture_set_up,
              test_short_clock_ends_on_time, ui_window_fixture_tear_down);
  return g_test_run ();
}
