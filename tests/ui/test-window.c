/* test-window.c — the application window: actions, accelerators, status
 * line, the announcement of the result. */
#include <math.h>
#include "ts-application.h"
#include "ts-board-drawing.h"
#include "ts-board-export.h"
#include "ts-board-view-private.h"
#include "ts-board-geometry.h"
#include "ts-browse-banner.h"
#include "ts-browse-banner-private.h"
#include "ts-record-view.h"
#include "ts-record-view-private.h"
#include "ts-side-panel.h"
#include "ts-side-panel-private.h"
#include "ts-ui.h"
#include "ts-window.h"
#include "ts-window-private.h"
#include "ts-value-table-private.h"
#include "ui-test-util.h"

static TsApplication *app;

/* The main window, its board and game. */
typedef UiWindow Fixture;

static gboolean
action_enabled (Fixture *f, const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), name);
}

static void
activate (Fixture *f, const char *name, GVariant *parameter)
{
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (f->window), name));
  g_action_group_activate_action (G_ACTION_GROUP (f->window), name, parameter);
}

static void
test_accels (Fixture *f, gconstpointer data)
{
  static const char *actions[] = {
    "app.quit", "win.new-game", "win.undo", "win.redo", "win.zoom-in",
    "win.zoom-out", "win.zoom-reset", "win.flip", "win.toggle-labels",
  };
  g_auto (GStrv) undo = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
  g_auto (GStrv) flip = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.flip");

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);
      const char *name = strchr (actions[i], '.') + 1;
      GActionGroup *group = g_str_has_prefix (actions[i], "app.") ? G_ACTION_GROUP (app)
                                                                   : G_ACTION_GROUP (f->window);

      g_assert_nonnull (accels[0]);
      g_assert_true (g_action_group_has_action (group, name));
    }
  g_assert_true (g_strv_contains ((const char *const *) undo, "<Control>z"));
  g_assert_true (g_strv_contains ((const char *const *) flip, "F2"));
}

static void
test_game_actions (Fixture *f, gconstpointer data)
{
  g_assert_false (action_enabled (f, "undo"));
  g_assert_false (action_enabled (f, "redo"));

  ts_board_scene_click_square (f->scene, test_sq (13, 's'));
  ts_board_scene_click_square (f->scene, test_sq (13, 'r'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (action_enabled (f, "undo"));

  activate (f, "undo", NULL);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_true (action_enabled (f, "redo"));
  activate (f, "redo", NULL);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);

  /* the move is not saved in a file: New Game asks first */
  activate (f, "new-game", NULL);
  ui_test_start_new_game (GTK_WINDOW (f->window), FALSE, FALSE, 0);
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 1);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "discard");
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 0);
  g_assert_false (action_enabled (f, "undo"));
}

static void
test_view_actions (Fixture *f, gconstpointer data)
{
  g_assert_false (action_enabled (f, "zoom-out"));
  activate (f, "zoom-in", NULL);
  g_assert_cmpfloat (ts_board_view_get_zoom (f->board), >, 1.0);
  g_assert_true (action_enabled (f, "zoom-out"));
  activate (f, "zoom-reset", NULL);
  g_assert_cmpfloat (ts_board_view_get_zoom (f->board), ==, 1.0);

  activate (f, "flip", NULL);
  g_assert_true (ts_board_view_get_flipped (f->board));
  activate (f, "flip", NULL);
  g_assert_false (ts_board_view_get_flipped (f->board));

  /* The label style is a setting, shown at once. */
  activate (f, "label-style", g_variant_new_string ("abbreviation"));
  g_assert_cmpint (ts_board_view_get_label_style (f->board), ==, TS_LABEL_ABBREVIATION);
  activate (f, "toggle-labels", NULL);
  g_assert_cmpint (ts_board_view_get_label_style (f->board), ==, TS_LABEL_KANJI);
}

static void
test_status_names_hovered_piece (Fixture *f, gconstpointer data)
{
  /* The lion of each side, by its English name, kanji and rōmaji. */
  for (guint i = 0; i < TS_CELLS; i++)
    {
      TsPiece pc = ts_game_get_position (f->game)->board[i];

      if (pc == TS_OFFBOARD || TS_PIECE_TYPE (pc) != TS_PIECE_LION)
        continue;
      ts_board_scene_hover_square (f->scene, i);
      g_assert_nonnull (strstr (ts_window_get_status (f->window), "Lion"));
      g_assert_nonnull (strstr (ts_window_get_status (f->window), "獅子"));
      g_assert_nonnull (strstr (ts_window_get_status (f->window), "shishi"));
      g_assert_nonnull (strstr (ts_window_get_status (f->window),
                                TS_PIECE_COLOR (pc) == TS_BLACK ? "Black" : "White"));
    }
}

/* A toast showing `text` somewhere in the widget's tree. */
static gboolean
shows_toast (GtkWidget *widget, const char *text, gboolean in_toast)
{
  in_toast = in_toast || g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget");
  if (in_toast && GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_toast (c, text, in_toast))
      return TRUE;
  return FALSE;
}

static gboolean
result_toast_shown (gpointer window)
{
  return shows_toast (GTK_WIDGET (window), "Black wins", FALSE);
}

static gboolean
result_toast_gone (gpointer window)
{
  return !result_toast_shown (window);
}

static guint
count_marks (TsBoardView *board, TsSquareMarks which)
{
  guint n = 0;

  for (int file = 1; file <= TS_MAX_SIZE; file++)
    for (char rank = 'a'; rank < 'a' + TS_MAX_SIZE; rank++)
      n += (ts_board_scene_get_marks (ts_board_view_get_scene (board), test_sq (file, rank)) & which) != 0;
  return n;
}

static void
test_result_announced (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) tsfen = g_string_new (NULL);

  /* Black's lion on 12m next to White's only royal, the emperor on 11l. */
  for (int rank = 0; rank < TS_MAX_SIZE; rank++)
    g_string_append_printf (tsfen, "%s%s", rank > 0 ? "/" : "",
                            rank == 11 ? "14,e,10" : rank == 12 ? "13,LN,11" : rank == 24 ? "E,24" : "25");
  g_string_append (tsfen, " b");
  g_assert_true (ts_game_reset_to_tsfen (f->game, tsfen->str, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (TS_PIECE_TYPE (ts_game_get_position (f->game)->board[test_sq (11, 'l')]), ==, TS_PIECE_EMPEROR);

  ts_board_scene_click_square (f->scene, test_sq (12, 'm'));
  ts_board_scene_click_square (f->scene, test_sq (11, 'l'));
  if (ts_game_get_n_moves (f->game) == 0)
    ts_board_scene_click_square (f->scene, test_sq (11, 'l'));
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_BLACK_WINS);
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "Black wins"));
  g_assert_true (ui_test_spin_until (result_toast_shown, f->window, 2000));

  /* nothing moves in the final position: hovering shows no moves */
  ts_board_scene_hover_square (f->scene, test_sq (11, 'l'));
  g_assert_cmpuint (count_marks (f->board, TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE), ==, 0);

  /* undone out of the game's end: the toast goes, hovering shows moves */
  activate (f, "undo", NULL);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  g_assert_true (ui_test_spin_until (result_toast_gone, f->window, 2000));
  ts_board_scene_hover_square (f->scene, 0);
  ts_board_scene_hover_square (f->scene, test_sq (12, 'm'));
  g_assert_cmpuint (count_marks (f->board, TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE), >, 0);
}

static void
reset_to (Fixture *f, const char *const ranks[TS_MAX_SIZE], const char *side)
{
  g_autoptr (GString) tsfen = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  for (int rank = 0; rank < TS_MAX_SIZE; rank++)
    g_string_append_printf (tsfen, "%s%s", rank > 0 ? "/" : "", ranks[rank] != NULL ? ranks[rank] : "25");
  g_string_append_printf (tsfen, " %s", side);
  g_assert_true (ts_game_reset_to_tsfen (f->game, tsfen->str, &error));
  g_assert_no_error (error);
}

/* A lion's move by clicks: its square, then each square it steps on; a
 * second click on the last square ends the move there. */
static void
click_lion (Fixture *f, TsSquare from, TsSquare to)
{
  guint before = ts_game_get_n_moves (f->game);

  ts_board_scene_click_square (f->scene, from);
  ts_board_scene_click_square (f->scene, to);
  if (ts_game_get_n_moves (f->game) == before)
    ts_board_scene_click_square (f->scene, to);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, before + 1);
}

static TsRecordView *
find_record_view (GtkWidget *widget)
{
  if (TS_IS_RECORD_VIEW (widget))
    return TS_RECORD_VIEW (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      TsRecordView *found = find_record_view (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The crash of version 0.1: a side that has lost two kinds of piece
 * (the lost pieces are sorted by value).  Played by clicks in the real
 * window, with the lion's single and double captures. */
static void
test_loses_several_kinds (Fixture *f, gconstpointer data)
{
  const char *ranks[TS_MAX_SIZE] = { [0] = "24,e", [10] = "11,c,13", [11] = "12,p,g,11", [12] = "13,LN,11",
                                 [24] = "E,24" };
  TsRecordView *record = find_record_view (GTK_WIDGET (f->window));

  g_assert_nonnull (record);
  reset_to (f, ranks, "b");
  click_lion (f, test_sq (12, 'm'), test_sq (12, 'l'));           /* takes the gold */
  click_lion (f, test_sq (1, 'a'), test_sq (1, 'b'));             /* White's emperor steps */
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 1);
  click_lion (f, test_sq (12, 'l'), test_sq (13, 'l'));           /* takes the pawn: two kinds */
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 2);
  click_lion (f, test_sq (1, 'b'), test_sq (1, 'c'));
  /* the copper too, in a double capture's first step and back */
  ts_board_scene_click_square (f->scene, test_sq (13, 'l'));
  ts_board_scene_click_square (f->scene, test_sq (14, 'k'));
  ts_board_scene_click_square (f->scene, test_sq (13, 'l'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 5);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 3);
  ui_test_spin (50);
  /* undo and redo through all of it */
  for (int i = 0; i < 5; i++)
    activate (f, "undo", NULL);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 0);
  for (int i = 0; i < 5; i++)
    activate (f, "redo", NULL);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 3);
}

/* Burnt pieces are lost pieces (tenjiku): the fire demon's area move of
 * TENJIKU.md 3.8, clicked in the window, burns a gold and a pawn; the
 * material follows, and undo gives them back. */
static void
test_tenjiku_burns_lost (Fixture *f, gconstpointer data)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, "k 1a, g 6g, p 5g, FD 8i, fd 3j, K 16p",
                                                          TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  TsRecordView *record = find_record_view (GTK_WIDGET (f->window));
  guint material;

  g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, TS_RULES_TENJIKU, tsfen, NULL));
  ui_test_spin (20);
  material = ts_record_view_get_material (record, TS_WHITE);
  ts_board_scene_click_square (f->scene, test_sq (8, 'i'));
  ts_board_scene_click_square (f->scene, test_sq (6, 'h'));
  g_assert_cmpstr (ts_game_get_move_notation (f->game, 0), ==, "FD-6h!6g!5g");
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 2);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_WHITE), <, material);
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (6, 'g')) & TS_MARK_LAST_BURNT);
  activate (f, "undo", NULL);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 0);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_WHITE), ==, material);
}

/* One value everywhere (RULES.md section 9): a lone hook mover is worth
 * 98 in the material balance, not the seed's printed 232. */
static void
test_hook_mover_material (Fixture *f, gconstpointer data)
{
  const char *ranks[TS_MAX_SIZE] = { [0] = "24,e", [12] = "12,HM,12", [24] = "E,24" };
  TsRecordView *record = find_record_view (GTK_WIDGET (f->window));

  reset_to (f, ranks, "b");
  g_assert_cmpuint (ts_record_view_get_material (record, TS_BLACK), ==, 98);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_WHITE), ==, 0);
}

/* New Game offers the rule set and remembers it; the subtitle names a
 * rule set other than standard; the side panel follows the game's. */
static void
test_rule_set (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  AdwWindowTitle *title = ADW_WINDOW_TITLE (ui_test_find_widget (GTK_WIDGET (f->window), ADW_TYPE_WINDOW_TITLE));
  TsSidePanel *panel = TS_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_SIDE_PANEL));
  g_autofree char *remembered = NULL;

  activate (f, "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (f->window), TS_RULES_JW);
  g_assert_cmpint (ts_game_get_rules (f->game), ==, TS_RULES_JW);
  remembered = g_settings_get_string (settings, "rules");
  g_assert_cmpstr (remembered, ==, "jw");
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "Japanese Wikipedia"));
  g_assert_cmpint (ts_piece_info_page_get_rules (ts_side_panel_get_info_page (panel)), ==, TS_RULES_JW);
  /* 93 starting types and jw's 23 promoted-only ones */
  g_assert_cmpuint (g_list_model_get_n_items (ts_value_table_get_rows (ts_side_panel_get_value_table (panel))), ==,
                    93 + 23);

  activate (f, "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (f->window), TS_RULES_STANDARD);
  g_assert_cmpint (ts_game_get_rules (f->game), ==, TS_RULES_STANDARD);
  g_assert_null (strstr (adw_window_title_get_subtitle (title), "Japanese Wikipedia"));
  g_assert_cmpuint (g_list_model_get_n_items (ts_value_table_get_rows (ts_side_panel_get_value_table (panel))), ==,
                    93 + 8);
}

/* New Game offers tenjiku beside tai: the game, the board at 16 x 16,
 * the subtitle that names it, and the choice remembered, tai's rule set
 * kept apart for the next tai game. */
static void
test_variant (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  AdwWindowTitle *title = ADW_WINDOW_TITLE (ui_test_find_widget (GTK_WIDGET (f->window), ADW_TYPE_WINDOW_TITLE));
  GtkWidget *board = GTK_WIDGET (f->board);
  g_autofree char *variant = NULL;
  g_autofree char *rules = NULL;
  TsNewGameDialog *dialog;

  activate (f, "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (f->window), TS_RULES_JW);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "show-emperor-threats"));
  activate (f, "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (f->window), TS_RULES_TENJIKU);
  g_assert_cmpint (ts_game_get_rules (f->game), ==, TS_RULES_TENJIKU);
  /* tenjiku has no emperor: its threats are not offered */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "show-emperor-threats"));
  variant = g_settings_get_string (settings, "variant");
  rules = g_settings_get_string (settings, "rules");
  g_assert_cmpstr (variant, ==, "tenjiku");
  g_assert_cmpstr (rules, ==, "jw");
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "Tenjiku Shogi"));
  g_assert_null (strstr (adw_window_title_get_subtitle (title), "rules"));
  ui_test_spin (50);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==,
                   ts_board_fit_square (16, gtk_widget_get_width (board), gtk_widget_get_height (board)));

  /* a tenjiku pawn moves by clicks */
  ts_board_scene_click_square (f->scene, test_sq (13, 'l'));
  ts_board_scene_click_square (f->scene, test_sq (13, 'k'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);

  /* the dialog opens on tenjiku; tai comes back with its jw rules */
  activate (f, "new-game", NULL);
  ui_test_spin (50);
  dialog = ui_test_find_new_game_dialog (GTK_WINDOW (f->window));
  g_assert_nonnull (dialog);
  g_assert_cmpint (ts_new_game_dialog_get_variant (dialog), ==, TS_VARIANT_TENJIKU);
  g_assert_cmpint (ts_new_game_dialog_get_rules (dialog), ==, TS_RULES_TENJIKU);
  ts_new_game_dialog_set_rules (dialog, TS_RULES_STANDARD);
  ts_new_game_dialog_start (dialog);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "discard");
  g_assert_cmpint (ts_game_get_rules (f->game), ==, TS_RULES_STANDARD);
  g_clear_pointer (&variant, g_free);
  variant = g_settings_get_string (settings, "variant");
  g_assert_cmpstr (variant, ==, "tai");
  g_assert_null (strstr (adw_window_title_get_subtitle (title), "Tenjiku"));
  ui_test_spin (50);
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==,
                   ts_board_fit_square (25, gtk_widget_get_width (board), gtk_widget_get_height (board)));
}

/* Resign asks, then ends the game; undo takes it back with the move. */
static void
test_resign (Fixture *f, gconstpointer data)
{
  g_assert_true (ts_game_play_notation (f->game, "P-13r", NULL));
  ui_test_spin (20);
  g_assert_true (action_enabled (f, "resign"));
  activate (f, "resign", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "cancel");
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
  activate (f, "resign", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "resign");
  /* White was to move: White resigned */
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_BLACK_WINS);
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "White resigned"));
  g_assert_false (action_enabled (f, "resign"));
  activate (f, "undo", NULL);
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_NONE);
}

/* While browsing: Continue from Here asks, then plays on from there. */
static void
test_continue_from_here (Fixture *f, gconstpointer data)
{
  g_assert_true (ts_game_play_notation (f->game, "P-13r", NULL));
  g_assert_true (ts_game_play_notation (f->game, "p-13h", NULL));
  g_assert_true (ts_game_play_notation (f->game, "P-12r", NULL));
  g_assert_false (action_enabled (f, "continue-from-here"));
  ts_board_scene_browse (f->scene, 1);
  ui_test_spin (20);
  g_assert_true (action_enabled (f, "continue-from-here"));
  g_assert_nonnull (strstr (ts_window_get_status (f->window), "after move 1:"));
  activate (f, "continue-from-here", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "cancel");
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 3);
  activate (f, "continue-from-here", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "continue");
  g_assert_cmpuint (ts_game_get_n_moves_total (f->game), ==, 1);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
  g_assert_true (ts_board_scene_get_input_enabled (f->scene));
}

/* ---- one way of counting moves ---- */

static const char *
turn_text (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_find_widget_with_class (GTK_WIDGET (f->window), "ts-turn")));
}

static const char *
subtitle (Fixture *f)
{
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (ui_test_find_widget (GTK_WIDGET (f->window),
                                                                               ADW_TYPE_WINDOW_TITLE)));
}

static void
assert_contains (const char *text, const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* No label or tooltip the player reads says "ply". */
static void
assert_no_ply (GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (GTK_IS_LABEL (widget))
    g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (widget)), "ply"));
  g_assert_true (tooltip == NULL || (strstr (tooltip, "ply") == NULL && strstr (tooltip, "plies") == NULL));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    assert_no_ply (c);
}

/* A move is one side's turn, named by its number in the record ("1" for
 * Black's, "1…" for White's reply): the banner, the status, the turn and
 * the title say the same of the position browsed, and the Continue
 * dialog counts turns. */
static void
test_move_wording (Fixture *f, gconstpointer data)
{
  TsBrowseBanner *banner = TS_BROWSE_BANNER (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_BROWSE_BANNER));
  g_autofree char *dialog = NULL;

  g_assert_true (ts_game_play_notation (f->game, "P-13r", NULL));
  g_assert_true (ts_game_play_notation (f->game, "p-13h", NULL));
  g_assert_true (ts_game_play_notation (f->game, "P-12r", NULL));
  ui_test_spin (20);
  /* White's move 2… is to be made */
  assert_contains (subtitle (f), "Move 2…");
  g_assert_cmpstr (turn_text (f), ==, "☖ White to move");

  /* after Black's first move: White to move there */
  ts_board_scene_browse (f->scene, 1);
  ui_test_spin (20);
  assert_contains (ts_browse_banner_get_text (banner), "Viewing move 1 (☗ P-13r)");
  assert_contains (ts_window_get_status (f->window), "after move 1:");
  g_assert_cmpstr (turn_text (f), ==, "☖ White to move");

  /* after White's reply: Black to move there */
  ts_board_scene_browse (f->scene, 2);
  ui_test_spin (20);
  assert_contains (ts_browse_banner_get_text (banner), "Viewing move 1… (☖ P-13h)");
  assert_contains (ts_window_get_status (f->window), "after move 1…:");
  g_assert_cmpstr (turn_text (f), ==, "☗ Black to move");
  activate (f, "continue-from-here", NULL);
  dialog = ui_test_dialog_text (GTK_WINDOW (f->window));
  assert_contains (dialog, "the 1 move after it is discarded");
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "cancel");

  ts_board_scene_browse (f->scene, 0);
  ui_test_spin (20);
  assert_contains (ts_browse_banner_get_text (banner), "Viewing the start position");
  assert_contains (ts_window_get_status (f->window), "Showing the start position");
  g_assert_cmpstr (turn_text (f), ==, "☗ Black to move");
  assert_no_ply (GTK_WIDGET (f->window));
  ts_board_scene_stop_browsing (f->scene);
  ui_test_spin (20);
  g_assert_cmpstr (turn_text (f), ==, "☖ White to move");
}

/* A game from a position with White to move starts half-way through its
 * move number: its first move is White's "9…". */
static void
test_move_wording_white_start (Fixture *f, gconstpointer data)
{
  TsBrowseBanner *banner = TS_BROWSE_BANNER (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_BROWSE_BANNER));
  const char *tsfen = "24,e/25/25/25/25/25/25/25/25/25/25/25/12,LN,12/25/25/25/25/25/25/25/25/25/25/25/E,24 w 9";

  g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, TS_RULES_STANDARD, tsfen, NULL));
  ui_test_spin (20);
  assert_contains (subtitle (f), "Move 9…");
  g_assert_true (ts_game_play_notation (f->game, "e-2b", NULL));
  g_assert_true (ts_game_play_notation (f->game, "E-24x", NULL));
  ts_board_scene_browse (f->scene, 1);
  ui_test_spin (20);
  assert_contains (ts_browse_banner_get_text (banner), "Viewing move 9… (☖ E-2b)");
  assert_contains (ts_window_get_status (f->window), "after move 9…:");
  g_assert_cmpstr (turn_text (f), ==, "☗ Black to move");
  ts_board_scene_stop_browsing (f->scene);
  ui_test_spin (20);
  assert_contains (subtitle (f), "Move 10…");
}

/* The window's board, banner, side panel and analysis read the session's
 * scene: browsing it shows the banner and pauses nothing it should not;
 * a piece hovered on it shows on the Pieces page; the label style
 * reaches the panel from the settings, as it reaches the board. */
static void
test_session_scene (Fixture *f, gconstpointer data)
{
  TsBoardScene *scene = ts_session_get_scene (ts_window_get_session (f->window));
  TsBrowseBanner *banner = TS_BROWSE_BANNER (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_BROWSE_BANNER));
  TsSidePanel *panel = TS_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_SIDE_PANEL));
  TsLabelStyle style;

  g_assert_true (ts_board_view_get_scene (f->board) == scene);
  g_assert_true (ts_board_scene_get_game (scene) == f->game);

  g_assert_true (ts_game_play_notation (f->game, "P-13r", NULL));
  ts_board_scene_browse (scene, 0);
  ui_test_spin (20);
  g_assert_true (ts_browse_banner_get_revealed (banner));
  g_assert_true (ts_engine_player_get_paused (ts_window_get_engine_player (f->window)));
  ts_board_scene_stop_browsing (scene);
  ui_test_spin (20);
  g_assert_false (ts_browse_banner_get_revealed (banner));
  g_assert_false (ts_engine_player_get_paused (ts_window_get_engine_player (f->window)));

  g_assert_cmpint (ts_piece_info_page_get_piece_type (ts_side_panel_get_info_page (panel)), !=, TS_PIECE_PAWN);
  ts_board_scene_hover_square (scene, test_sq (12, 's'));
  g_assert_cmpint (ts_piece_info_page_get_piece_type (ts_side_panel_get_info_page (panel)), ==, TS_PIECE_PAWN);

  activate (f, "label-style", g_variant_new_string ("abbreviation"));
  g_object_get (panel, "label-style", &style, NULL);
  g_assert_cmpint (style, ==, TS_LABEL_ABBREVIATION);
  activate (f, "label-style", g_variant_new_string ("kanji"));
  g_object_get (panel, "label-style", &style, NULL);
  g_assert_cmpint (style, ==, TS_LABEL_KANJI);
}

/* The first zoom step out of "fit", in the real window's scrolled view,
 * keeps the point under the pointer where it was, also along the axis
 * where the board still fits (it moves off centre instead of jumping;
 * near an edge as far as the board stays whole in view). */
static void
test_zoom_keeps_the_pointer (Fixture *f, gconstpointer data)
{
  double bx0, by0, bx1, by1, x, y;
  int s;

  ui_test_spin (50);
  /* off the middle, where the zoomed board can stay whole in view */
  x = gtk_widget_get_width (GTK_WIDGET (f->board)) / 2.0 + 60;
  y = gtk_widget_get_height (GTK_WIDGET (f->board)) / 2.0 - 50;
  g_assert_cmpfloat (ts_board_view_get_zoom (f->board), ==, 1.0);
  ts_board_view_board_point (f->board, x, y, &bx0, &by0);
  ts_board_view_zoom_at (f->board, 1.25, x, y);
  /* after the scrolled window has laid the view out again */
  ui_test_spin (100);
  s = ts_board_view_get_square_size (f->board);
  ts_board_view_board_point (f->board, x, y, &bx1, &by1);
  g_assert_cmpfloat (fabs (bx1 - bx0), <=, 1.01 / s);
  g_assert_cmpfloat (fabs (by1 - by0), <=, 1.01 / s);
}

static gboolean
about_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (w))
        {
          *(GtkWindow **) data = w;
          return TRUE;
        }
    }
  return FALSE;
}

/* About leads nowhere it should not: no placeholder address; it names
 * both games. */
static void
test_about_links (Fixture *f, gconstpointer data)
{
  GtkWindow *about = NULL;
  const char *website, *issues;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_assert_true (ui_test_spin_until (about_shown, &about, 2000));
  website = adw_about_window_get_website (ADW_ABOUT_WINDOW (about));
  issues = adw_about_window_get_issue_url (ADW_ABOUT_WINDOW (about));
  g_assert_true (website == NULL || *website == '\0' || strstr (website, "example.com") == NULL);
  g_assert_true (issues == NULL || *issues == '\0' || strstr (issues, "example.com") == NULL);
  /* and it says that the program plays both games */
  g_assert_nonnull (strstr (adw_about_window_get_comments (ADW_ABOUT_WINDOW (about)), "Tai shogi"));
  g_assert_nonnull (strstr (adw_about_window_get_comments (ADW_ABOUT_WINDOW (about)), "Tenjiku shogi"));
  gtk_window_destroy (about);
}

/* ---- the side panel folded over the board ---- */

typedef struct {
  int width, height;
} Size;

static const Size laptop = { 800, 600 };
static const Size half_screen = { 960, 1000 };
static const Size laptop_hd = { 1366, 768 };
static const Size full_hd = { 1920, 1080 };

static gboolean
allocated_at (gpointer data)
{
  Fixture *f = data;
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (f->window), &width, &height);
  /* the window's own frame (client-side shadows) may take a few pixels */
  return ABS (gtk_widget_get_width (GTK_WIDGET (f->window)) - width) <= 12
         && ABS (gtk_widget_get_height (GTK_WIDGET (f->window)) - height) <= 12;
}

static gboolean
flap_shown (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) >= 1.0;
}

/* Renders the widget as GTK draws it in the window, its CSS background
 * included (a widget's snapshot function alone leaves that out). */
static GdkTexture *
render_as_drawn (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GdkTexture *texture;

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_renderer_unrealize (renderer);
  return texture;
}

/* Whether the widget picked at the window's point is `ancestor` or lies in it. */
static gboolean
picks_into (Fixture *f, double x, double y, GtkWidget *ancestor)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (f->window), x, y, GTK_PICK_DEFAULT);

  return picked != NULL && (picked == ancestor || gtk_widget_is_ancestor (picked, ancestor));
}

/* The window of a test whose data is a screen size, not the application. */
static void
sized_set_up (Fixture *f, gconstpointer size)
{
  ui_window_fixture_set_up (f, app);
}

static void
sized_tear_down (Fixture *f, gconstpointer size)
{
  ui_window_fixture_tear_down (f, app);
}

/* Below the fold width (a laptop's 800x600, half of a 1080p screen) the
 * panel lies over the board: it must hide the pieces under it (an opaque
 * background) and take the clicks on it, while the board still takes
 * those on the part of it left in view. */
static void
test_folded_panel (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  AdwFlap *flap = ADW_FLAP (ui_test_find_widget (GTK_WIDGET (f->window), ADW_TYPE_FLAP));
  GtkWidget *panel = ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_SIDE_PANEL);
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  int w, h;

  gtk_window_set_default_size (GTK_WINDOW (f->window), size->width, size->height);
  g_assert_true (ui_test_spin_until (allocated_at, f, 5000));
  ui_test_spin (50);
  g_assert_true (adw_flap_get_folded (flap));
  adw_flap_set_reveal_flap (flap, TRUE);
  g_assert_true (ui_test_spin_until (flap_shown, flap, 5000));
  ui_test_spin (50);

  /* every pixel of the panel is opaque: nothing of the board shows through */
  texture = render_as_drawn (panel);
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (texture, pixels, (gsize) w * 4);
  for (int y = 0; y < h; y += 7)
    for (int x = 0; x < w; x += 7)
      if (pixels[(gsize) y * w * 4 + (gsize) x * 4 + 3] != 255)
        g_error ("the folded panel is see-through at (%d, %d) at %dx%d", x, y, size->width, size->height);

  /* it lies over the board, and takes the clicks there */
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (f->window), &bounds));
  g_assert_cmpfloat (bounds.origin.x, <, gtk_widget_get_width (GTK_WIDGET (f->window)) - 100);
  for (double fy = 0.2; fy < 1.0; fy += 0.3)
    g_assert_true (picks_into (f, bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height * fy,
                               panel));
  /* the board left of it is still in play */
  g_assert_true (picks_into (f, bounds.origin.x - 40, bounds.origin.y + bounds.size.height / 2,
                             GTK_WIDGET (f->board)));
}

/* On a 1366x768 laptop the panel stands beside the board; browsing the
 * record (the banner above the board, with its long sentence and two
 * buttons) must not widen the board's column and fold the panel away. */
static void
test_banner_keeps_panel (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  AdwFlap *flap = ADW_FLAP (ui_test_find_widget (GTK_WIDGET (f->window), ADW_TYPE_FLAP));

  gtk_window_set_default_size (GTK_WINDOW (f->window), size->width, size->height);
  g_assert_true (ui_test_spin_until (allocated_at, f, 5000));
  ui_test_spin (50);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (ts_game_play_notation (f->game, "P-13r", NULL));
  g_assert_true (ts_game_play_notation (f->game, "p-13h", NULL));
  ts_board_scene_browse (f->scene, 1);
  ui_test_spin (300);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));
}

static GtkEventController *
board_motion (Fixture *f)
{
  return ui_test_find_controller (GTK_WIDGET (f->board), GTK_TYPE_EVENT_CONTROLLER_MOTION);
}

/* Hovers each piece of the start position: whether the loupe came up
 * for any. */
static gboolean
loupe_on_some_piece (Fixture *f)
{
  gboolean shown = FALSE;
  const TsPosition *pos = ts_game_get_position (f->game);

  for (TsSquare sq = 0; sq < G_N_ELEMENTS (pos->board); sq++)
    {
      double x, y;

      if (pos->board[sq] == TS_EMPTY || pos->board[sq] == TS_OFFBOARD)
        continue;
      ts_board_view_square_center (f->board, sq, &x, &y);
      g_signal_emit_by_name (board_motion (f), "motion", x, y);
      shown |= ts_board_view_get_loupe_square (f->board) == sq;
    }
  g_signal_emit_by_name (board_motion (f), "leave");
  return shown;
}

/* At first start on a 1366x768 laptop tenjiku's 16 x 16 board is read
 * without the loupe (its squares large enough for the labels), while
 * tai's 25 x 25 one still brings it up. */
static void
test_laptop_loupe (Fixture *f, gconstpointer data)
{
  const Size *size = data;

  gtk_window_set_default_size (GTK_WINDOW (f->window), size->width, size->height);
  g_assert_true (ui_test_spin_until (allocated_at, f, 5000));
  ui_test_spin (50);
  g_test_message ("tai: squares of %d px", ts_board_view_get_square_size (f->board));
  g_assert_cmpint (ts_board_view_get_square_size (f->board), <, TS_BOARD_READABLE_SQUARE);
  g_assert_true (loupe_on_some_piece (f));

  ts_game_reset_with_rules (f->game, TS_RULES_TENJIKU);
  ui_test_spin (50);
  g_test_message ("tenjiku: squares of %d px", ts_board_view_get_square_size (f->board));
  g_assert_false (loupe_on_some_piece (f));
}

/* The session may outlive its window (a test, a late reference): once the
 * window is gone, nothing its objects say reaches the window's handlers,
 * which would touch disposed widgets (a critical, fatal here, or a crash). */
static void
test_session_outlives_window (void)
{
  TsWindow *window = ui_test_open_window (GTK_APPLICATION (app));
  g_autoptr (TsSession) session = g_object_ref (ts_window_get_session (window));
  TsGame *game = ts_session_get_game (session);
  TsBoardScene *scene = ts_session_get_scene (session);
  TsPlayer computer = TS_PLAYER_COMPUTER (TS_LEVEL_BEGINNER);

  ui_test_close_window (window);
  ui_test_spin (20);
  g_assert_true (ts_game_play_notation (game, "P-13r", NULL));
  ts_board_scene_browse (scene, 0);
  ts_board_scene_stop_browsing (scene);
  ts_game_set_player (game, TS_WHITE, &computer);
  ts_engine_player_stop (ts_session_get_engine_player (session));
  ts_game_reset (game);
  ui_test_spin (20);
}

/* The toast widget shown in the window, mapped; NULL if none. */
static GtkWidget *
find_toast_widget (GtkWidget *window)
{
  GType type = g_type_from_name ("AdwToastWidget"); /* libadwaita's own */
  GtkWidget *toast = type != 0 ? ui_test_find_widget (window, type) : NULL;

  return toast != NULL && gtk_widget_get_mapped (toast) ? toast : NULL;
}

static gboolean
toast_widget_shown (gpointer window)
{
  return find_toast_widget (GTK_WIDGET (window)) != NULL;
}

/* The board's squares as drawn, in the board view's coordinates: the
 * union of all of them. */
static void
squares_area (Fixture *f, graphene_rect_t *area)
{
  const TsPosition *pos = ts_game_get_position (f->game);
  double s = ts_board_view_get_square_size (f->board);
  double top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE, left = G_MAXDOUBLE, right = -G_MAXDOUBLE;

  for (TsSquare sq = 0; sq < G_N_ELEMENTS (pos->board); sq++)
    {
      double x, y;

      if (pos->board[sq] == TS_OFFBOARD)
        continue;
      ts_board_view_square_center (f->board, sq, &x, &y);
      top = MIN (top, y);
      bottom = MAX (bottom, y);
      left = MIN (left, x);
      right = MAX (right, x);
    }
  graphene_rect_init (area, left - s / 2, top - s / 2, right - left + s, bottom - top + s);
}

/* Issue 36: a toast hides none of the board's squares, and the board
 * neither moves nor changes its size for it. */
static void
test_toast_clears_board (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  GtkWidget *toast;
  graphene_rect_t squares, bounds, board_before, board_during;
  int square;

  gtk_window_set_default_size (GTK_WINDOW (f->window), size->width, size->height);
  g_assert_true (ui_test_spin_until (allocated_at, f, 5000));
  ui_test_spin (500); /* the window settled at its size */
  square = ts_board_view_get_square_size (f->board);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window), &board_before));

  ui_window_activate (f, "copy-position", NULL);
  g_assert_true (ui_test_spin_until (toast_widget_shown, f->window, 2000));
  ui_test_spin (600); /* the toast's showing animation */
  toast = find_toast_widget (GTK_WIDGET (f->window));
  g_assert_nonnull (toast);

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window), &board_during));
  g_assert_true (graphene_rect_equal (&board_before, &board_during));
  g_assert_cmpint (ts_board_view_get_square_size (f->board), ==, square);

  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (f->board), &bounds));
  squares_area (f, &squares);
  g_test_message ("toast %g,%g %gx%g; squares %g,%g %gx%g", bounds.origin.x, bounds.origin.y, bounds.size.width,
                  bounds.size.height, squares.origin.x, squares.origin.y, squares.size.width, squares.size.height);
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_false (graphene_rect_intersection (&bounds, &squares, NULL));
}

/* The lines a label takes at its natural width. */
static int
natural_lines (GtkWidget *label)
{
  g_autoptr (GtkWidget) line = g_object_ref_sink (gtk_label_new (gtk_label_get_text (GTK_LABEL (label))));
  int width, height, line_height;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_widget_measure (line, GTK_ORIENTATION_VERTICAL, -1, NULL, &line_height, NULL, NULL);
  return (height + line_height / 2) / line_height;
}

/* Issue 36: a short Japanese tooltip reads in one line (GTK 4.8 wrapped
 * "メインメニュー" after four characters); a long one still wraps, and
 * tooltips in Latin letters are left to GTK. */
static void
test_wide_tooltips (void)
{
  g_autoptr (GtkWidget) button = g_object_ref_sink (gtk_button_new ());
  g_autoptr (GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  g_autoptr (GString) long_text = g_string_new (NULL);
  gboolean shown = FALSE;
  GtkWidget *label;

  g_assert_cmpint (ts_ui_text_width_chars ("メインメニュー"), ==, 14);
  g_assert_cmpint (ts_ui_text_width_chars ("Main Menu"), ==, 9);

  gtk_widget_set_tooltip_text (button, "Main Menu");
  g_signal_emit_by_name (button, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  g_assert_true (shown);
  g_assert_null (ts_ui_tooltip_label (tooltip));

  gtk_widget_set_tooltip_text (button, "メインメニュー");
  shown = FALSE;
  g_signal_emit_by_name (button, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  g_assert_true (shown);
  label = ts_ui_tooltip_label (tooltip);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "メインメニュー");
  g_assert_cmpint (natural_lines (label), ==, 1);

  for (int i = 0; i < 40; i++) /* 80 widths */
    g_string_append (long_text, "駒");
  gtk_widget_set_tooltip_text (button, long_text->str);
  g_signal_emit_by_name (button, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  g_assert_cmpint (natural_lines (label), >, 1);
}

/* Issue 36: with the Japanese record notation the board's coordinates
 * read as the record writes squares (１３十八), on the board as drawn and
 * in its exported image; back to the standard notation, 13 and r. */
static void
test_coordinates_follow_notation (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();
  TsBoardLabels *labels = &((struct _TsBoardView *) f->board)->labels;
  TsBoardPicture picture;
  int files;

  g_settings_set_string (settings, "record-notation", "japanese");
  g_assert_cmpint (ts_board_view_get_coordinate_style (f->board), ==, TS_NOTATION_JAPANESE);
  ui_test_spin (300); /* drawn */
  files = ts_rules_variant (ts_board_scene_get_position (ts_board_view_get_scene (f->board))->rules)->width;
  g_assert_cmpint (files, ==, 25);
  g_assert_cmpstr (pango_layout_get_text (labels->layouts[TS_BOARD_FILE_LABEL_KEY (0)]), ==, "２５");
  g_assert_cmpstr (pango_layout_get_text (labels->layouts[TS_BOARD_FILE_LABEL_KEY (files - 13)]), ==, "１３");
  g_assert_cmpstr (pango_layout_get_text (labels->layouts[TS_BOARD_RANK_LABEL_KEY (17)]), ==, "十八");
  g_assert_cmpstr (pango_layout_get_text (labels->layouts[TS_BOARD_RANK_LABEL_KEY (24)]), ==, "二十五");
  ts_board_export_picture (f->board, &picture);
  g_assert_cmpint (picture.coordinates, ==, TS_NOTATION_JAPANESE);

  g_settings_set_string (settings, "record-notation", "standard");
  g_assert_cmpint (ts_board_view_get_coordinate_style (f->board), ==, TS_NOTATION_STANDARD);
  ui_test_spin (300); /* drawn */
  g_assert_cmpstr (pango_layout_get_text (labels->layouts[TS_BOARD_FILE_LABEL_KEY (files - 13)]), ==, "13");
  g_assert_cmpstr (pango_layout_get_text (labels->layouts[TS_BOARD_RANK_LABEL_KEY (17)]), ==, "r");
  ts_board_export_picture (f->board, &picture);
  g_assert_cmpint (picture.coordinates, ==, TS_NOTATION_STANDARD);
}

/* How many of the rows shown under `widget` lie wholly within `window`. */
static void
count_rows_in_view (GtkWidget *widget, GtkWidget *window, int *rows, int *in_view)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_visible (widget))
    return;
  if (ADW_IS_ACTION_ROW (widget))
    {
      (*rows)++;
      if (gtk_widget_compute_bounds (widget, window, &bounds) && bounds.origin.y >= 0
          && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (window))
        (*in_view)++;
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    count_rows_in_view (c, window, rows, in_view);
}

/* Issue 36: New Game with both players the computer and a clock, its
 * fullest, fits an 800x600 screen whole: nothing to scroll, Start in
 * view. */
static void
test_new_game_fits (Fixture *f, gconstpointer data)
{
  const Size *screen = data;
  const TsPlayer computer = { .computer = TRUE, .level = TS_LEVEL_MASTER };
  const TsTimeControl clock = { TS_CLOCK_BYOYOMI, 30 * 60000, 30000 };
  TsNewGameDialog *dialog;
  GtkWidget *content;
  int width, height, min_height, rows = 0, in_view = 0;

  ui_window_activate (f, "new-game", NULL);
  ui_test_spin (50);
  dialog = ui_test_find_new_game_dialog (GTK_WINDOW (f->window));
  g_assert_nonnull (dialog);
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &computer);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &computer);
  ts_new_game_dialog_set_time_control (dialog, &clock);
  ui_test_spin (300); /* laid out again */

  width = gtk_widget_get_width (GTK_WIDGET (dialog));
  height = gtk_widget_get_height (GTK_WIDGET (dialog));
  g_test_message ("New Game: %dx%d", width, height);
  g_assert_cmpint (width, <=, screen->width);
  g_assert_cmpint (height, <=, screen->height);
  /* the rows have all the height they ask for: none cut */
  content = adw_window_get_content (ADW_WINDOW (dialog));
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (content), &min_height, NULL, NULL,
                      NULL);
  g_test_message ("rows %d high, at least %d", gtk_widget_get_height (content), min_height);
  g_assert_cmpint (gtk_widget_get_height (content), >=, min_height);
  /* and in view (before, the rows scrolled at 800x600 and 1366x768) */
  count_rows_in_view (content, GTK_WIDGET (dialog), &rows, &in_view);
  g_test_message ("%d of %d rows in view", in_view, rows);
  g_assert_cmpint (rows, ==, 10);
  g_assert_cmpint (in_view, ==, rows);
  gtk_window_close (GTK_WINDOW (dialog));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();

#define ADD(path, fn) g_test_add (path, Fixture, app, ui_window_fixture_set_up, fn, ui_window_fixture_tear_down)
  g_test_add_func ("/window/session-outlives-window", test_session_outlives_window);
  ADD ("/window/accels", test_accels);
  ADD ("/window/game-actions", test_game_actions);
  ADD ("/window/view-actions", test_view_actions);
  ADD ("/window/status-names-hovered-piece", test_status_names_hovered_piece);
  ADD ("/window/result-announced", test_result_announced);
  ADD ("/window/loses-several-kinds", test_loses_several_kinds);
  ADD ("/window/hook-mover-material", test_hook_mover_material);
  ADD ("/window/tenjiku-burns-lost", test_tenjiku_burns_lost);
  ADD ("/window/rule-set", test_rule_set);
  ADD ("/window/variant", test_variant);
  ADD ("/window/resign", test_resign);
  ADD ("/window/continue-from-here", test_continue_from_here);
  ADD ("/window/session-scene", test_session_scene);
  ADD ("/window/move-wording", test_move_wording);
  ADD ("/window/about-links", test_about_links);
  ADD ("/window/move-wording-white-start", test_move_wording_white_start);
  ADD ("/window/zoom-keeps-the-pointer", test_zoom_keeps_the_pointer);
  ADD ("/window/coordinates-follow-notation", test_coordinates_follow_notation);
#undef ADD
  g_test_add ("/window/folded-panel/800x600", Fixture, &laptop, sized_set_up, test_folded_panel, sized_tear_down);
  g_test_add ("/window/folded-panel/960x1000", Fixture, &half_screen, sized_set_up, test_folded_panel,
              sized_tear_down);
  g_test_add ("/window/laptop-loupe/1366x768", Fixture, &laptop_hd, sized_set_up, test_laptop_loupe, sized_tear_down);
  g_test_add ("/window/banner-keeps-panel/1366x768", Fixture, &laptop_hd, sized_set_up, test_banner_keeps_panel,
              sized_tear_down);
  g_test_add ("/window/toast-clears-board/800x600", Fixture, &laptop, sized_set_up, test_toast_clears_board,
              sized_tear_down);
  g_test_add ("/window/toast-clears-board/1366x768", Fixture, &laptop_hd, sized_set_up, test_toast_clears_board,
              sized_tear_down);
  g_test_add ("/window/toast-clears-board/960x1000", Fixture, &half_screen, sized_set_up, test_toast_clears_board,
              sized_tear_down);
  g_test_add ("/window/toast-clears-board/1920x1080", Fixture, &full_hd, sized_set_up, test_toast_clears_board,
              sized_tear_down);
  g_test_add_func ("/window/wide-tooltips", test_wide_tooltips);
  g_test_add ("/window/new-game-fits/800x600", Fixture, &laptop, sized_set_up, test_new_game_fits, sized_tear_down);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
