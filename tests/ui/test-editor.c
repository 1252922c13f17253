/* test-editor.c — the position editor in the real window: a small
 * position built through the window's actions, the palette and clicks on
 * the board, refused while it cannot be played, then played: the new
 * game starts from it and its record says so. */
#include <string.h>

#include "ts-editor-panel.h"
#include "ts-face-item.h"
#include "ts-record.h"
#include "ts-window.h"
#include "ui-test-util.h"

static TsApplication *app;

typedef struct {
  TsWindow *window;
  TsBoardView *board;
  TsBoardScene *scene;  /* the board's */
  TsEditorPanel *panel;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = ui_test_open_window (GTK_APPLICATION (app));
  f->board = ts_window_get_board_view (f->window);
  f->scene = ts_board_view_get_scene (f->board);
  f->panel = TS_EDITOR_PANEL (ui_test_find_widget (GTK_WIDGET (f->window), TS_TYPE_EDITOR_PANEL));
  g_assert_nonnull (f->panel);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_test_close_window (f->window);
}

static void
activate (Fixture *f, const char *name, GVariant *parameter)
{
  if (!g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), name))
    g_error ("%s is disabled", name);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), name, parameter);
}

static TsPositionEditor *
editor (Fixture *f)
{
  return ts_board_scene_get_editor (f->scene);
}

static TsPiece
piece_on (Fixture *f, int file, char rank)
{
  return ts_board_scene_get_piece (f->scene, test_sq (file, rank));
}

static TsPiece
token (const char *text)
{
  return ts_piece_from_token (text, strlen (text));
}

/* Searches the palette and picks the face with this token among the
 * faces found, as a click on it does. */
static void
choose_face (Fixture *f, const char *search, const char *wanted)
{
  GListModel *faces;
  guint n;

  ts_editor_panel_search (f->panel, search);
  faces = ts_editor_panel_get_faces (f->panel);
  n = g_list_model_get_n_items (faces);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TsFaceItem) item = g_list_model_get_item (faces, i);

      if (TS_PIECE_FACE (ts_face_item_get_piece (item)) == TS_PIECE_FACE (token (wanted)))
        {
          ts_editor_panel_choose (f->panel, i);
          g_assert_cmpuint (ts_position_editor_get_face (editor (f)), ==, ts_face_item_get_piece (item));
          return;
        }
    }
  g_error ("searching '%s' did not find %s", search, wanted);
}

static guint
palette_selected (Fixture *f)
{
  GtkGridView *palette = GTK_GRID_VIEW (ui_test_find_widget (GTK_WIDGET (f->panel), GTK_TYPE_GRID_VIEW));

  return gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (gtk_grid_view_get_model (palette)));
}

static void
click (Fixture *f, int file, char rank)
{
  ts_board_scene_click_square (f->scene, test_sq (file, rank));
}

static void
test_palette (Fixture *f, gconstpointer data)
{
  activate (f, "edit-position", NULL);
  ts_editor_panel_search (f->panel, "");
  /* every TSFEN face of the standard rule set */
  g_assert_cmpuint (g_list_model_get_n_items (ts_editor_panel_get_faces (f->panel)), ==, 129);
  /* by English name, kanji, rōmaji, abbreviation, promoted token */
  choose_face (f, "lion dog", "LD");
  choose_face (f, "獅子", "LN");
  choose_face (f, "shishi", "LN");
  choose_face (f, "+DV", "+DV");
  choose_face (f, "teaching", "+DV");
  choose_face (f, "Buddhist spirit", "+DS");
  choose_face (f, "wizard stork", "+OR");
  /* the palette marks the face being placed, and none for other tools */
  g_assert_cmpuint (palette_selected (f), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "edit-tool", g_variant_new_string ("move"));
  g_assert_cmpuint (palette_selected (f), ==, GTK_INVALID_LIST_POSITION);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "edit-tool", g_variant_new_string ("place"));
  g_assert_cmpuint (palette_selected (f), ==, 0);
  ts_editor_panel_search (f->panel, "no such piece at all");
  g_assert_cmpuint (g_list_model_get_n_items (ts_editor_panel_get_faces (f->panel)), ==, 0);
  /* the colour placed follows the choice */
  ts_editor_panel_set_color (f->panel, TS_WHITE);
  choose_face (f, "pawn", "p");
  g_assert_cmpint (TS_PIECE_COLOR (ts_position_editor_get_face (editor (f))), ==, TS_WHITE);
  ts_editor_panel_set_color (f->panel, TS_BLACK);
  g_assert_cmpint (TS_PIECE_COLOR (ts_position_editor_get_face (editor (f))), ==, TS_BLACK);
}

static void
test_build_and_play (Fixture *f, gconstpointer data)
{
  TsGame *game = ts_window_get_game (f->window);
  g_autoptr (GVariant) state = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *started = NULL;
  g_autofree char *record = NULL;

  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "edit-play"));
  activate (f, "edit-position", NULL);
  state = g_action_group_get_action_state (G_ACTION_GROUP (f->window), "edit-position");
  g_assert_true (g_variant_get_boolean (state));
  g_assert_nonnull (editor (f));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "undo"));

  /* an empty board is refused, plainly */
  activate (f, "edit-clear", NULL);
  g_assert_cmpuint (piece_on (f, 13, 'y'), ==, TS_EMPTY);
  g_assert_cmpstr (ts_editor_panel_get_problem (f->panel), ==,
                   "Black has no royal piece (an emperor, a prince or a promoted drunken elephant)");
  activate (f, "edit-play", NULL);
  ui_test_respond_to_dialog (GTK_WINDOW (f->window), "close");
  g_assert_nonnull (editor (f));

  /* a prince each, placed from the palette */
  choose_face (f, "太子", "CP");
  click (f, 13, 'y');
  ts_editor_panel_set_color (f->panel, TS_WHITE);
  choose_face (f, "prince", "cp");
  click (f, 13, 'a');
  g_assert_cmpuint (piece_on (f, 13, 'y'), ==, token ("CP"));
  g_assert_cmpuint (piece_on (f, 13, 'a'), ==, token ("cp"));
  g_assert_null (ts_editor_panel_get_problem (f->panel));

  /* a lion, placed twice by mistake (the second click takes it off) */
  ts_editor_panel_set_color (f->panel, TS_BLACK);
  choose_face (f, "lion", "LN");
  click (f, 10, 'm');
  click (f, 10, 'm');
  g_assert_cmpuint (piece_on (f, 10, 'm'), ==, TS_EMPTY);
  click (f, 10, 'm');
  /* a contagion face and a promoted one */
  choose_face (f, "+DS", "+DS");
  click (f, 5, 'e');
  ts_editor_panel_set_color (f->panel, TS_WHITE);
  choose_face (f, "furious", "+ln");
  click (f, 20, 'f');

  /* moved by click-click */
  activate (f, "edit-tool", g_variant_new_string ("move"));
  click (f, 10, 'm');
  click (f, 10, 'k');
  g_assert_cmpuint (piece_on (f, 10, 'm'), ==, TS_EMPTY);
  g_assert_cmpuint (piece_on (f, 10, 'k'), ==, token ("LN"));

  /* Delete takes off the piece pointed at; undo brings it back */
  ts_board_scene_hover_square (f->scene, test_sq (5, 'e'));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.erase", NULL));
  g_assert_cmpuint (piece_on (f, 5, 'e'), ==, TS_EMPTY);
  activate (f, "undo", NULL);
  g_assert_cmpuint (piece_on (f, 5, 'e'), ==, token ("+DS"));
  activate (f, "redo", NULL);
  g_assert_cmpuint (piece_on (f, 5, 'e'), ==, TS_EMPTY);
  activate (f, "undo", NULL);

  /* a right click takes a piece off too */
  ts_board_scene_secondary_click (f->scene, test_sq (20, 'f'));
  g_assert_cmpuint (piece_on (f, 20, 'f'), ==, TS_EMPTY);
  activate (f, "undo", NULL);

  activate (f, "edit-side", g_variant_new_string ("w"));
  g_assert_cmpint (ts_position_editor_get_side (editor (f)), ==, TS_WHITE);
  /* the game is untouched until Play */
  g_assert_null (ts_game_get_start_tsfen (game));

  edited = ts_position_editor_to_tsfen (editor (f));
  activate (f, "edit-play", NULL);
  /* Play asks who plays each side first */
  g_assert_nonnull (editor (f));
  ui_test_start_new_game (GTK_WINDOW (f->window), FALSE, FALSE, 0);
  g_assert_null (editor (f));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "edit-play"));
  started = ts_position_to_tsfen (ts_game_get_position (game));
  g_assert_cmpstr (started, ==, edited);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ts_game_get_position (game)->side, ==, TS_WHITE);
  g_assert_cmpuint (piece_on (f, 10, 'k'), ==, token ("LN"));
  g_assert_cmpuint (piece_on (f, 5, 'e'), ==, token ("+DS"));
  g_assert_cmpuint (piece_on (f, 20, 'f'), ==, token ("+ln"));
  record = ts_record_write (game);
  g_assert_nonnull (strstr (record, "[SetUp \"1\"]"));
  g_assert_nonnull (strstr (record, "[TSFEN \""));
}

/* Cancel leaves the game as it was; undo is the game's again. */
static void
test_cancel (Fixture *f, gconstpointer data)
{
  TsGame *game = ts_window_get_game (f->window);
  g_autofree char *before = ts_position_to_tsfen (ts_game_get_position (game));
  g_autofree char *after = NULL;

  ts_board_scene_click_square (f->scene, test_sq (13, 's'));
  ts_board_scene_click_square (f->scene, test_sq (13, 'r'));
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 1);
  g_free (before);
  before = ts_position_to_tsfen (ts_game_get_position (game));

  activate (f, "edit-position", NULL);
  /* editing starts from the position shown */
  g_assert_cmpuint (piece_on (f, 13, 'r'), ==, token ("P"));
  activate (f, "edit-clear", NULL);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "undo"));
  activate (f, "edit-position", NULL);
  g_assert_null (editor (f));
  after = ts_position_to_tsfen (ts_game_get_position (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (piece_on (f, 13, 'r'), ==, token ("P"));
  activate (f, "undo", NULL);
  g_assert_cmpuint (ts_game_get_n_moves (game), ==, 0);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  app = ui_test_application_new ();
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/editor/palette", test_palette);
  ADD ("/editor/build-and-play", test_build_and_play);
  ADD ("/editor/cancel", test_cancel);
#undef ADD
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
