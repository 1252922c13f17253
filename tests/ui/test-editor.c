/* test-editor.c — the position editor in the real window: a small
 * position built through the window's actions, the palette and clicks on
 * the board, refused while it cannot be played, then played: the new
 * game starts from it and its record says so. */
#include <string.h>

#include "ts-editor-panel.h"
#include "ts-editor-panel-private.h"
#include "ts-face-item.h"
#include "ts-piece-icon.h"
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

/* A token of the game's variant (tenjiku's FD is its fire demon). */
static TsPiece
rules_token (TsRules rules, const char *text)
{
  return ts_rules_piece_from_token (rules, text, strlen (text));
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

      if (TS_PIECE_FACE (ts_face_item_get_piece (item))
          == TS_PIECE_FACE (rules_token (ts_position_editor_get_rules (editor (f)), wanted)))
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

/* The Play dialog over the window names the game of the position to be
 * played, since it hides the rows that would show it. */
static void
assert_play_names (Fixture *f, const char *game)
{
  TsNewGameDialog *dialog = ui_test_find_new_game_dialog (GTK_WINDOW (f->window));
  AdwWindowTitle *title;

  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Play This Position");
  title = ADW_WINDOW_TITLE (ui_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_WINDOW_TITLE));
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Play This Position");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, game);
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
  assert_play_names (f, "Tai Shogi");
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

/* The palette's name labels shown now, in the order of the faces. */
static void
collect_labels (GtkWidget *widget, GPtrArray *labels)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "caption") && gtk_widget_get_mapped (widget)
      && gtk_widget_get_width (widget) > 0)
    g_ptr_array_add (labels, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, labels);
}

static gboolean
labels_mapped (gpointer data)
{
  Fixture *f = data;
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  collect_labels (GTK_WIDGET (f->panel), labels);
  return labels->len == g_list_model_get_n_items (ts_editor_panel_get_faces (f->panel));
}

/* The faces found by `search` have labels that look different on the
 * screen: the names are told apart where they are shown, not only in
 * the tooltip (two lines, not one ellipsized at the ninth letter). */
static void
assert_labels_differ (Fixture *f, const char *search, guint n_at_least)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autoptr (GPtrArray) images = g_ptr_array_new_with_free_func ((GDestroyNotify) ui_image_free);

  ts_editor_panel_search (f->panel, search);
  g_assert_cmpuint (g_list_model_get_n_items (ts_editor_panel_get_faces (f->panel)), >=, n_at_least);
  g_assert_true (ui_test_spin_until (labels_mapped, f, 3000));
  collect_labels (GTK_WIDGET (f->panel), labels);
  for (guint i = 0; i < labels->len; i++)
    g_ptr_array_add (images, ui_image_render (g_ptr_array_index (labels, i)));
  for (guint i = 0; i < images->len; i++)
    for (guint j = i + 1; j < images->len; j++)
      {
        const UiImage *a = g_ptr_array_index (images, i), *b = g_ptr_array_index (images, j);
        gboolean same = a->width == b->width && a->height == b->height;

        /* the bytes with their alpha: text on a clear background is
         * all in the alpha */
        for (int y = 0; same && y < a->height; y++)
          same = memcmp (a->data + y * a->stride, b->data + y * b->stride, 4 * a->width) == 0;
        if (same)
          g_error ("'%s' and '%s' look the same in the palette", gtk_label_get_text (g_ptr_array_index (labels, i)),
                   gtk_label_get_text (g_ptr_array_index (labels, j)));
      }
}

static void
collect_icons (GtkWidget *widget, GPtrArray *icons)
{
  if (TS_IS_PIECE_ICON (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (icons, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_icons (c, icons);
}

static void
assert_icons_drawn_in (Fixture *f, const char *search, TsRules rules)
{
  g_autoptr (GPtrArray) icons = g_ptr_array_new ();

  ts_editor_panel_search (f->panel, search);
  g_assert_true (ui_test_spin_until (labels_mapped, f, 3000));
  collect_icons (GTK_WIDGET (f->panel), icons);
  g_assert_cmpuint (icons->len, ==, g_list_model_get_n_items (ts_editor_panel_get_faces (f->panel)));
  for (guint i = 0; i < icons->len; i++)
    g_assert_cmpint (ts_piece_icon_get_rules (g_ptr_array_index (icons, i)), ==, rules);
}

static gboolean
has_moves (gpointer game)
{
  return ts_game_get_n_moves (game) > 0;
}

/* A tenjiku game: the palette offers tenjiku's faces under names that
 * differ, the problem names tenjiku's royals, and a position set up on
 * the 16x16 board plays as tenjiku against the computer. */
static void
test_tenjiku (Fixture *f, gconstpointer data)
{
  TsGame *game = ts_window_get_game (f->window);
  GListModel *faces;
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *edited = NULL;
  g_autofree char *record = NULL;

  activate (f, "new-game", NULL);
  ui_test_start_new_game_with_rules (GTK_WINDOW (f->window), TS_RULES_TENJIKU);
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_TENJIKU);
  activate (f, "edit-position", NULL);
  g_assert_cmpint (ts_position_editor_get_rules (editor (f)), ==, TS_RULES_TENJIKU);

  /* 36 starting types and 30 promoted faces, the 8 promoted-only types
   * among them, each under its own name */
  ts_editor_panel_search (f->panel, "");
  faces = ts_editor_panel_get_faces (f->panel);
  g_assert_cmpuint (g_list_model_get_n_items (faces), ==, 66);
  for (guint i = 0; i < g_list_model_get_n_items (faces); i++)
    {
      g_autoptr (TsFaceItem) item = g_list_model_get_item (faces, i);
      g_autofree char *name = NULL;

      g_object_get (item, "name", &name, NULL);
      g_assert_false (g_hash_table_contains (names, name));
      g_hash_table_add (names, (gpointer) g_intern_string (name));
    }
  choose_face (f, "fire demon", "FD");
  choose_face (f, "FD", "FD");
  choose_face (f, "tetrarch", "+CS");
  choose_face (f, "四天王", "+CS");
  choose_face (f, "lion hawk", "LH");
  choose_face (f, "王将", "K");
  choose_face (f, "prince", "+DE");
  choose_face (f, "water buffalo", "WB");
  choose_face (f, "white horse", "+L");
  /* names that start alike look different */
  assert_labels_differ (f, "rook general", 3);  /* RG, +SE, +RG (a great general) */
  assert_labels_differ (f, "vertical", 4);      /* VM, VS, +I, +S, and what they promote to */
  assert_labels_differ (f, "side ", 4);         /* SM, SS, +N, +C, and what they promote to */
  /* the icons draw tenjiku's faces: +LN as a lion hawk, not tai's
   * furious fiend */
  assert_icons_drawn_in (f, "lion hawk", TS_RULES_TENJIKU);

  /* tenjiku's royals are named when one is missing */
  activate (f, "edit-clear", NULL);
  g_assert_cmpuint (piece_on (f, 9, 'p'), ==, TS_EMPTY);
  g_assert_cmpstr (ts_editor_panel_get_problem (f->panel), ==,
                   "Black has no royal piece (a king, or a prince promoted from a drunk elephant)");
  choose_face (f, "king", "K");
  click (f, 9, 'p');
  /* the 16x16 board ends at file 16 and rank p */
  click (f, 17, 'p');
  click (f, 9, 'q');
  g_assert_cmpuint (piece_on (f, 9, 'p'), ==, rules_token (TS_RULES_TENJIKU, "K"));
  ts_editor_panel_set_color (f->panel, TS_WHITE);
  choose_face (f, "drunk", "DE");
  click (f, 8, 'a');
  g_assert_cmpstr (ts_editor_panel_get_problem (f->panel), ==,
                   "White has no royal piece (a king, or a prince promoted from a drunk elephant)");
  choose_face (f, "prince", "+de");
  click (f, 8, 'a');
  g_assert_null (ts_editor_panel_get_problem (f->panel));
  /* a fire demon and a tetrarch for White, a lion hawk for Black */
  choose_face (f, "fire demon", "fd");
  click (f, 8, 'e');
  choose_face (f, "tetrarch", "+cs");
  click (f, 12, 'f');
  ts_editor_panel_set_color (f->panel, TS_BLACK);
  choose_face (f, "lion hawk", "LH");
  click (f, 8, 'j');
  activate (f, "edit-side", g_variant_new_string ("w"));
  edited = ts_position_editor_to_tsfen (editor (f));
  g_assert_cmpstr (edited, ==, "8,+de,7/16/16/16/8,fd,7/4,+cs,11/16/16/16/8,LH,7/16/16/16/16/16/7,K,8 w 1");

  /* Play: Black by hand, White by the computer, which moves at once */
  activate (f, "edit-play", NULL);
  assert_play_names (f, "Tenjiku Shogi");
  ui_test_start_new_game (GTK_WINDOW (f->window), FALSE, TRUE, 0);
  g_assert_null (editor (f));
  g_assert_cmpint (ts_game_get_rules (game), ==, TS_RULES_TENJIKU);
  g_assert_cmpstr (ts_game_get_start_tsfen (game), ==, edited);
  g_assert_true (ui_test_spin_until (has_moves, game, 30000));
  g_assert_cmpint (ts_game_get_position (game)->side, ==, TS_BLACK);
  record = ts_record_write (game);
  g_assert_nonnull (strstr (record, "[Variant \"tenjiku\"]"));
  g_assert_nonnull (strstr (record, "[SetUp \"1\"]"));
  g_assert_nonnull (strstr (record, edited));
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
  ADD ("/editor/tenjiku", test_tenjiku);
#undef ADD
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
