/* test-side-panel.c — the value table (rows, figures, sorting, search,
 * ringing a type on the board), the game record (rows following the
 * game, browsing, undo), material and lost pieces. */
#include "ts-browse-banner.h"
#include "ts-browse-banner-private.h"
#include "ts-movegen.h"
#include "ts-piece-icon.h"
#include "ts-piece-item.h"
#include "ts-random-game.h"
#include "ts-side-panel.h"
#include "ts-side-panel-private.h"
#include "ts-piece-info-page-private.h"
#include "ts-record-view-private.h"
#include "ts-value-table-private.h"
#include "ui-test-util.h"

#include <math.h>

typedef struct {
  GtkWindow *window;
  TsBoardView *board;
  TsBoardScene *scene;  /* the board's */
  TsSidePanel *panel;
  TsBrowseBanner *banner;
  TsGame *game;
} Fixture;

static gboolean
ready (gpointer data)
{
  Fixture *f = data;
  return ts_board_view_get_square_size (f->board) > 0 && gtk_widget_get_mapped (GTK_WIDGET (f->panel));
}

/* The window's arrangement: banner and board beside the panel. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  f->window = GTK_WINDOW (gtk_window_new ());
  f->board = TS_BOARD_VIEW (ts_board_view_new ());
  f->scene = ts_board_view_get_scene (f->board);
  f->panel = TS_SIDE_PANEL (ts_side_panel_new ());
  f->banner = TS_BROWSE_BANNER (ts_browse_banner_new ());
  f->game = ts_game_new ();
  ts_board_scene_set_game (f->scene, f->game);
  /* the panel and the banner read the scene the board draws */
  ts_side_panel_set_scene (f->panel, f->scene);
  ts_browse_banner_set_scene (f->banner, f->scene);

  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (f->board));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->banner));
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_paned_set_start_child (GTK_PANED (paned), box);
  gtk_paned_set_end_child (GTK_PANED (paned), GTK_WIDGET (f->panel));
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_window_set_child (f->window, paned);
  gtk_window_set_default_size (f->window, 1300, 900);
  gtk_window_present (f->window);
  g_assert_true (ui_test_spin_until (ready, f, 5000));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  g_object_unref (f->game);
}

/* ---- value table ---- */

static TsPieceType
row_type (GListModel *rows, guint i)
{
  g_autoptr (TsPieceItem) item = g_list_model_get_item (rows, i);
  return ts_piece_item_get_piece_type (item);
}

static guint
row_value (GListModel *rows, guint i, const char *property)
{
  g_autoptr (TsPieceItem) item = g_list_model_get_item (rows, i);
  guint value;

  g_object_get (item, property, &value, NULL);
  return value;
}

static gboolean
rows_contain (GListModel *rows, TsPieceType type)
{
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    if (row_type (rows, i) == type)
      return TRUE;
  return FALSE;
}

/* Figures of seed 000's "Piece values" table: value, promotion, and the
 * promotion's value (0: none). */
static const struct {
  TsPieceType type;
  const char *name;
  guint value;
  const char *promoted;
  guint promoted_value;
} seed_values[] = {
  { TS_PIECE_EMPEROR, "Emperor", TS_VALUE_INFINITE, "", 0 },
  { TS_PIECE_HOOK_MOVER, "Hook mover", 98, "Gold general", 3 },
  { TS_PIECE_LONG_NOSED_GOBLIN, "Long-nosed goblin", 89, "", 0 },
  { TS_PIECE_CAPRICORN, "Capricorn", 88, "Gold general", 3 },
  { TS_PIECE_LION, "Lion", 22, "Furious fiend", 24 },
  { TS_PIECE_RUSHING_BIRD, "Rushing bird", 20, "Free demon", 18 },
  { TS_PIECE_DRUNKEN_ELEPHANT, "Drunken elephant", 3, "Prince", 4 },
  { TS_PIECE_PAWN, "Pawn", 1, "", 0 },
  { TS_PIECE_TEACHING_KING, "Teaching king", 29, "", 0 },
};

static void
test_value_rows (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);

  /* 93 types in the starting position and 8 promoted-only ones. */
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 101);
  for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
    g_assert_cmpint (rows_contain (rows, t), ==, ts_rules_has_type (TS_RULES_STANDARD, t));

  for (guint i = 0; i < G_N_ELEMENTS (seed_values); i++)
    for (guint r = 0; r < g_list_model_get_n_items (rows); r++)
      {
        g_autoptr (TsPieceItem) item = g_list_model_get_item (rows, r);
        g_autofree char *name = NULL, *promoted = NULL;
        guint value, promoted_value;

        if (ts_piece_item_get_piece_type (item) != seed_values[i].type)
          continue;
        g_object_get (item, "name", &name, "value", &value, "promoted-name", &promoted, "promoted-value",
                      &promoted_value, NULL);
        g_assert_cmpstr (name, ==, seed_values[i].name);
        g_assert_cmpuint (value, ==, seed_values[i].value);
        g_assert_cmpstr (promoted, ==, seed_values[i].promoted);
        g_assert_cmpuint (promoted_value, ==, seed_values[i].promoted_value);
      }
}

/* The jw rule set: its 23 promoted-only types, its promotions, the
 * bat's source value and the estimates, marked "≈". */
static void
test_value_rows_jw (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);

  ts_side_panel_set_rules (f->panel, TS_RULES_JW);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 93 + 23);
  g_assert_true (rows_contain (rows, TS_PIECE_BAT));
  g_assert_true (rows_contain (rows, TS_PIECE_FREE_GOLD));
  g_assert_false (rows_contain (rows, TS_PIECE_GREAT_ELEPHANT));
  for (guint r = 0; r < g_list_model_get_n_items (rows); r++)
    {
      g_autoptr (TsPieceItem) item = g_list_model_get_item (rows, r);
      g_autofree char *value_text = NULL, *promoted = NULL;
      TsPieceType type = ts_piece_item_get_piece_type (item);

      g_object_get (item, "value-text", &value_text, "promoted-name", &promoted, NULL);
      if (type == TS_PIECE_BAT)
        g_assert_cmpstr (value_text, ==, "15");
      if (type == TS_PIECE_FREE_GOLD || type == TS_PIECE_FIERCE_EAGLE)
        g_assert_true (g_str_has_prefix (value_text, "≈"));
      if (type == TS_PIECE_PAWN || type == TS_PIECE_LION_DOG)
        g_assert_cmpstr (promoted, ==, "Gold general");
      if (type == TS_PIECE_OLD_RAT)
        g_assert_cmpstr (promoted, ==, "Bat");
    }
  /* the info page lists and explains jw's pieces too */
  ts_piece_info_page_set_piece_type (ts_side_panel_get_info_page (f->panel), TS_PIECE_BAT);
  g_assert_nonnull (strstr (ts_piece_info_page_get_description (ts_side_panel_get_info_page (f->panel)),
                            "Exists only as a promoted Old rat."));
  /* back to standard: the bat gives way to the lion */
  ts_side_panel_set_rules (f->panel, TS_RULES_STANDARD);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 101);
  g_assert_cmpint (ts_piece_info_page_get_piece_type (ts_side_panel_get_info_page (f->panel)), ==, TS_PIECE_LION);
}

static void
test_value_sorting (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);
  guint n = g_list_model_get_n_items (rows);

  ts_value_table_sort_by (table, "value", GTK_SORT_DESCENDING);
  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_EMPEROR);
  g_assert_cmpint (row_type (rows, 1), ==, TS_PIECE_HOOK_MOVER);
  g_assert_cmpint (row_type (rows, 2), ==, TS_PIECE_LONG_NOSED_GOBLIN);
  for (guint i = 1; i < n; i++)
    g_assert_cmpuint (row_value (rows, i - 1, "value"), >=, row_value (rows, i, "value"));

  ts_value_table_sort_by (table, "value", GTK_SORT_ASCENDING);
  g_assert_cmpint (row_type (rows, n - 1), ==, TS_PIECE_EMPEROR);
  for (guint i = 1; i < n; i++)
    g_assert_cmpuint (row_value (rows, i - 1, "value"), <=, row_value (rows, i, "value"));

  ts_value_table_sort_by (table, "promoted-value", GTK_SORT_DESCENDING);
  /* The poisonous snake becomes a hook mover (98), the old kite a
   * long-nosed goblin (89), the dark spirit a Buddhist spirit (35). */
  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_POISONOUS_SNAKE);
  g_assert_cmpint (row_type (rows, 1), ==, TS_PIECE_OLD_KITE);
  g_assert_cmpint (row_type (rows, 2), ==, TS_PIECE_DARK_SPIRIT);
  for (guint i = 1; i < n; i++)
    g_assert_cmpuint (row_value (rows, i - 1, "promoted-value"), >=, row_value (rows, i, "promoted-value"));

  ts_value_table_sort_by (table, "name", GTK_SORT_ASCENDING);
  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_ANGRY_BOAR);
  g_assert_cmpint (row_type (rows, n - 1), ==, TS_PIECE_WRESTLER);
}

/* The label under the search: "101 piece types (…)". */
static const char *
count_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), "piece type") != NULL)
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      const char *found = count_text (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
table_scrolled (gpointer data)
{
  GtkAdjustment *adj = data;
  return gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj);
}

static gboolean
table_at_top (gpointer data)
{
  GtkAdjustment *adj = data;
  return gtk_adjustment_get_value (adj) == gtk_adjustment_get_lower (adj);
}

/* Tenjiku's table: its 36 starting types and 8 that appear only by
 * promotion (the soaring eagle starts on its board), with the values of
 * its sources, none estimated. */
static void
test_value_rows_tenjiku (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);

  ts_side_panel_set_rules (f->panel, TS_RULES_TENJIKU);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 36 + 8);
  g_assert_true (rows_contain (rows, TS_PIECE_FIRE_DEMON));
  g_assert_true (rows_contain (rows, TS_PIECE_HEAVENLY_TETRARCH));
  g_assert_false (rows_contain (rows, TS_PIECE_EMPEROR));
  g_assert_cmpstr (count_text (GTK_WIDGET (table)), ==, "44 piece types (36 at the start, 8 only by promotion)");
  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_FIRE_DEMON);
}

static void
collect_icons (GtkWidget *widget, GPtrArray *icons)
{
  if (TS_IS_PIECE_ICON (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (icons, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_icons (c, icons);
}

static gboolean
table_icons_shown (gpointer table)
{
  g_autoptr (GPtrArray) icons = g_ptr_array_new ();

  collect_icons (GTK_WIDGET (table), icons);
  return icons->len > 5;
}

/* Tenjiku's table draws its pieces in tenjiku's rule set: its promoted
 * vertical mover (the flying ox's row) moves and reads as a flying ox,
 * where tai's is a gold general. */
static void
test_value_icons_tenjiku (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  g_autoptr (GPtrArray) icons = g_ptr_array_new ();

  ts_side_panel_set_rules (f->panel, TS_RULES_TENJIKU);
  ts_side_panel_set_page (f->panel, "values");
  g_assert_true (ui_test_spin_until (table_icons_shown, table, 3000));
  collect_icons (GTK_WIDGET (table), icons);
  for (guint i = 0; i < icons->len; i++)
    g_assert_cmpint (ts_piece_icon_get_rules (g_ptr_array_index (icons, i)), ==, TS_RULES_TENJIKU);
}

/* The table opens ordered by value, the most valuable first, and says
 * why it has more types than the starting position's 93; a new order is
 * shown from its top (an ascending sort of the values used to show the
 * bottom end, where the emperor went). */
static void
test_value_order_and_count (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);
  GtkWidget *view = ui_test_find_widget (GTK_WIDGET (table), GTK_TYPE_COLUMN_VIEW);
  GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));

  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_EMPEROR);
  g_assert_cmpint (row_type (rows, 1), ==, TS_PIECE_HOOK_MOVER);
  g_assert_cmpstr (count_text (GTK_WIDGET (table)), ==, "101 piece types (93 at the start, 8 only by promotion)");
  /* no promoted-only type among those found: no split */
  ts_value_table_set_search (table, "pawn");
  g_assert_null (strstr (count_text (GTK_WIDGET (table)), "promotion"));
  ts_value_table_set_search (table, "");

  ts_side_panel_set_page (f->panel, "values");
  g_assert_true (ui_test_spin_until (table_scrolled, adj, 2000));
  /* wherever the view was */
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  ui_test_spin (100);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, gtk_adjustment_get_lower (adj));
  ts_value_table_sort_by (table, "value", GTK_SORT_ASCENDING);
  g_assert_cmpint (row_type (rows, g_list_model_get_n_items (rows) - 1), ==, TS_PIECE_EMPEROR);
  /* the view goes to the top when the new order is laid out (later in a
   * sanitizer build), and stays there */
  g_assert_true (ui_test_spin_until (table_at_top, adj, 5000));
  ui_test_spin (300);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, gtk_adjustment_get_lower (adj));
}

static void
test_value_search (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);

  ts_value_table_set_search (table, "lion");
  g_assert_true (rows_contain (rows, TS_PIECE_LION));
  g_assert_true (rows_contain (rows, TS_PIECE_LION_DOG));
  g_assert_false (rows_contain (rows, TS_PIECE_PAWN));
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, 10);

  /* by kanji, by rōmaji */
  ts_value_table_set_search (table, "獅子");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 1);
  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_LION);
  ts_value_table_set_search (table, "komainu");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 1);
  g_assert_cmpint (row_type (rows, 0), ==, TS_PIECE_LION_DOG);

  ts_value_table_set_search (table, "no such piece");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  ts_value_table_set_search (table, "");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 101);
}

static guint
count_marked (Fixture *f)
{
  guint n = 0;

  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (ts_board_scene_get_piece (f->scene, sq) != TS_OFFBOARD && (ts_board_scene_get_marks (f->scene, sq) & TS_MARK_TYPE))
      {
        g_assert_cmpint (ts_piece_moves_as (ts_board_scene_get_position (f->scene)->rules, ts_board_scene_get_piece (f->scene, sq)), ==, TS_PIECE_LION);
        n++;
      }
  return n;
}

static void
test_value_selection_marks_board (Fixture *f, gconstpointer data)
{
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);

  ts_side_panel_set_page (f->panel, "values");
  ts_value_table_select_type (table, TS_PIECE_LION);
  g_assert_cmpint (ts_value_table_get_selected_type (table), ==, TS_PIECE_LION);
  /* The diagram page follows; each side's lion is ringed. */
  g_assert_cmpint (ts_piece_info_page_get_piece_type (ts_side_panel_get_info_page (f->panel)), ==, TS_PIECE_LION);
  g_assert_cmpint (ts_board_scene_get_marked_type (f->scene), ==, TS_PIECE_LION);
  g_assert_cmpuint (count_marked (f), ==, 2);

  /* The ring is drawn: a purple pixel near the corner of 12u's square, where
   * Black's lion stands (RULES setup). */
  {
    TsSquare lion_sq = 0;
    g_autoptr (UiImage) image = NULL;
    double x, y;
    int s = ts_board_view_get_square_size (f->board), rgb[3];

    for (TsSquare sq = 0; sq < TS_CELLS; sq++)
      if (ts_board_scene_get_piece (f->scene, sq) == TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_BLACK))
        lion_sq = sq;
    g_assert_cmpuint (lion_sq, !=, 0);
    ts_board_view_square_center (f->board, lion_sq, &x, &y);
    image = ui_image_render (GTK_WIDGET (f->board));
    /* the middle of the ring's width (9% of the square, inset half that) */
    ui_image_rgb (image, (int) round (x - s / 2.0 + MAX (2.0, s * 0.09)), (int) y, rgb);
    g_assert_cmpint (rgb[0], >, rgb[1] + 40);
    g_assert_cmpint (rgb[2], >, rgb[1] + 40);
  }

  /* Leaving the table takes the rings away. */
  ts_side_panel_set_page (f->panel, "record");
  g_assert_cmpint (ts_board_scene_get_marked_type (f->scene), ==, TS_PIECE_NONE);
  g_assert_cmpuint (count_marked (f), ==, 0);
}

static void
test_hover_shows_diagram (Fixture *f, gconstpointer data)
{
  TsPieceInfoPage *page = ts_side_panel_get_info_page (f->panel);

  /* Black's kirin and the board's status of hovering */
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (ts_board_scene_get_piece (f->scene, sq) == TS_MAKE_PIECE (TS_PIECE_KIRIN, FALSE, TS_BLACK))
      ts_board_scene_hover_square (f->scene, sq);
  g_assert_cmpint (ts_piece_info_page_get_piece_type (page), ==, TS_PIECE_KIRIN);
  g_assert_nonnull (strstr (ts_piece_info_page_get_description (page), "Great dragon"));
  g_assert_true (ts_piece_info_page_show_promotion (page));
  g_assert_cmpint (ts_piece_info_page_get_piece_type (page), ==, TS_PIECE_GREAT_DRAGON);

  /* Picking a piece to move shows it too. */
  ts_board_scene_click_square (f->scene, test_sq (13, 's'));
  g_assert_cmpint (ts_piece_info_page_get_piece_type (page), ==, TS_PIECE_PAWN);
}

/* ---- game record ---- */

static void
play (Fixture *f, const char *from, const char *to)
{
  ts_board_scene_click_square (f->scene, test_sq (atoi (from), from[strlen (from) - 1]));
  ts_board_scene_click_square (f->scene, test_sq (atoi (to), to[strlen (to) - 1]));
}

static void
assert_cell (TsRecordModel *model, guint row, TsColor side, const char *notation, gboolean redo)
{
  g_autoptr (TsRecordRow) r = g_list_model_get_item (G_LIST_MODEL (model), row);
  TsRecordCell cell;

  g_assert_nonnull (r);
  ts_record_row_get_cell (r, side, &cell);
  g_assert_cmpstr (cell.notation, ==, notation);
  if (notation != NULL)
    g_assert_cmpint (cell.redo, ==, redo);
}

/* The button of a move in the record list, found among the widgets the
 * list has made. */
static GtkWidget *
find_move_button (GtkWidget *widget, guint ply)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "ts-record-move")
      && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ply")) == ply)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_move_button (c, ply);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_record_follows_game (Fixture *f, gconstpointer data)
{
  TsRecordModel *model = ts_record_view_get_model (ts_side_panel_get_record_view (f->panel));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  play (f, "13s", "13r");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 1);
  assert_cell (model, 0, TS_BLACK, ts_game_get_move_notation (f->game, 0), FALSE);
  assert_cell (model, 0, TS_WHITE, NULL, FALSE);

  play (f, "13g", "13h");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 1);
  assert_cell (model, 0, TS_WHITE, ts_game_get_move_notation (f->game, 1), FALSE);
  play (f, "12s", "12r");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 2);
  {
    g_autoptr (TsRecordRow) row = g_list_model_get_item (G_LIST_MODEL (model), 1);
    g_assert_cmpuint (ts_record_row_get_number (row), ==, 2);
  }

  /* Undo keeps the move, dimmed, for redo; a new move replaces it. */
  g_assert_true (ts_game_undo (f->game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 2);
  assert_cell (model, 1, TS_BLACK, ts_game_get_move_notation (f->game, 2), TRUE);
  g_assert_true (ts_game_redo (f->game));
  assert_cell (model, 1, TS_BLACK, ts_game_get_move_notation (f->game, 2), FALSE);
  g_assert_true (ts_game_undo (f->game));
  g_assert_true (ts_game_undo (f->game));
  assert_cell (model, 0, TS_WHITE, ts_game_get_move_notation (f->game, 1), TRUE);
  play (f, "12g", "12h");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 1);
  assert_cell (model, 0, TS_WHITE, ts_game_get_move_notation (f->game, 1), FALSE);
  g_assert_true (g_str_has_suffix (ts_game_get_move_notation (f->game, 1), "12h"));

  ts_game_reset (f->game);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
}

static void
test_record_browsing (Fixture *f, gconstpointer data)
{
  TsPiece black_pawn = TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK);
  GtkWidget *button;

  play (f, "13s", "13r");
  play (f, "13g", "13h");
  play (f, "12s", "12r");
  ts_side_panel_set_page (f->panel, "record");
  ui_test_spin (100);

  /* Clicking Black's first move shows the position after it. */
  button = find_move_button (GTK_WIDGET (f->panel), 1);
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_has_css_class (button, "ts-record-shown"));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, 1);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'r')), ==, black_pawn);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'h')), ==, TS_EMPTY);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (12, 's')), ==, black_pawn);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (12, 'r')), ==, TS_EMPTY);
  g_assert_true (gtk_widget_has_css_class (button, "ts-record-shown"));
  g_assert_true (ts_browse_banner_get_revealed (f->banner));
  g_assert_nonnull (strstr (ts_browse_banner_get_text (f->banner), "move 1"));

  /* No move can be made there: White is to move in that position, and a
   * click on White's pawn selects nothing. */
  ts_board_scene_click_square (f->scene, test_sq (12, 'g'));
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  ts_board_scene_click_square (f->scene, test_sq (12, 'h'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 3);

  /* Escape goes back to the game. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.cancel", NULL);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
  g_assert_false (ts_browse_banner_get_revealed (f->banner));
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (12, 'r')), ==, black_pawn);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'h')), !=, TS_EMPTY);

  /* The start position, then back by clicking the last move; moves can
   * be made again. */
  ts_record_view_show_ply (ts_side_panel_get_record_view (f->panel), 0);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, 0);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 's')), ==, black_pawn);
  g_signal_emit_by_name (find_move_button (GTK_WIDGET (f->panel), 3), "clicked");
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
  play (f, "12g", "12h");
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 4);
}

/* The highest ply among the record's move buttons that are drawn inside
 * the list's visible area. */
static guint
last_visible_ply (GtkWidget *widget, GtkWidget *viewport)
{
  guint best = 0;
  graphene_rect_t bounds;

  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "ts-record-move")
      && gtk_widget_get_mapped (widget) && gtk_widget_compute_bounds (widget, viewport, &bounds)
      && bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (viewport))
    best = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ply"));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    best = MAX (best, last_visible_ply (c, viewport));
  return best;
}

static GtkWidget *
find_column_view (GtkWidget *widget)
{
  if (GTK_IS_COLUMN_VIEW (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_column_view (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The scrolled window of the record's list. */
static GtkWidget *
record_list_viewport (Fixture *f)
{
  GtkWidget *list = find_column_view (GTK_WIDGET (ts_side_panel_get_record_view (f->panel)));

  g_assert_nonnull (list);
  return gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
}

static gboolean
last_move_visible (gpointer data)
{
  Fixture *f = data;
  GtkWidget *viewport = record_list_viewport (f);

  return last_visible_ply (viewport, viewport) == ts_game_get_n_moves (f->game);
}

/* A long record put on screen at once (as opening a file does) shows
 * its last move, and the list follows the game as moves are added. */
static void
test_record_scrolls_to_shown_move (Fixture *f, gconstpointer data)
{
  g_autoptr (TsGame) record = ts_random_game_new (200, 7);
  GtkWidget *viewport;

  ts_side_panel_set_page (f->panel, "record");
  ui_test_spin (50);
  ts_game_assign (f->game, record);
  g_assert_true (ui_test_spin_until (last_move_visible, f, 2000));
  viewport = record_list_viewport (f);
  /* and stays there */
  ui_test_spin (100);
  g_assert_cmpuint (last_visible_ply (viewport, viewport), ==, 200);

  /* the game goes on: each new move is in view */
  for (guint i = 0; i < 20; i++)
    {
      g_autofree TsMoveList *moves = g_new0 (TsMoveList, 1);

      g_assert_cmpuint (ts_game_legal_moves (f->game, moves), >, 0);
      g_assert_true (ts_game_play (f->game, &moves->moves[i % moves->n], NULL));
      g_assert_true (ui_test_spin_until (last_move_visible, f, 1000));
    }

  /* browsing back to the start brings the first row back */
  ts_record_view_show_ply (ts_side_panel_get_record_view (f->panel), 2);
  ui_test_spin (100);
  g_assert_nonnull (find_move_button (GTK_WIDGET (f->panel), 2));
  g_assert_cmpuint (last_visible_ply (viewport, viewport), <, 120);
}

static void
test_material_and_lost (Fixture *f, gconstpointer data)
{
  TsRecordView *record = ts_side_panel_get_record_view (f->panel);
  g_autoptr (GString) tsfen = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  TsMove move;
  guint start_black;

  /* Start: both sides equal, every piece but the emperor counted. */
  start_black = ts_record_view_get_material (record, TS_BLACK);
  g_assert_cmpuint (start_black, ==, ts_record_view_get_material (record, TS_WHITE));
  g_assert_cmpuint (start_black, >, 1000);
  g_assert_cmpuint (start_black, <, TS_VALUE_INFINITE + 1000);

  /* A lion takes a pawn and becomes a furious fiend (24). */
  for (int rank = 0; rank < TS_MAX_SIZE; rank++)
    g_string_append_printf (tsfen, "%s%s", rank > 0 ? "/" : "",
                            rank == 0 ? "24,e" : rank == 11 ? "13,p,11" : rank == 12 ? "13,LN,11"
                                                 : rank == 24 ? "E,24" : "25");
  g_string_append (tsfen, " b");
  g_assert_true (ts_game_reset_to_tsfen (f->game, tsfen->str, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_BLACK), ==, 22);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_WHITE), ==, 1);
  g_assert_true (ts_position_parse_move (ts_game_get_position (f->game), "12mx12l=+LN", &move, &error));
  g_assert_no_error (error);
  g_assert_true (ts_game_play (f->game, &move, &error));
  g_assert_cmpuint (ts_record_view_get_material (record, TS_BLACK), ==, 24);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_WHITE), ==, 0);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 1);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_BLACK), ==, 0);

  /* Browsing back shows the material of that moment. */
  ts_record_view_show_ply (record, 0);
  g_assert_cmpuint (ts_record_view_get_n_lost (record, TS_WHITE), ==, 0);
  g_assert_cmpuint (ts_record_view_get_material (record, TS_BLACK), ==, 22);
}

/* ---- keyboard focus on the Pieces page ---- */

/* A widget Tab stops on that offers nothing to do: a legend chip (a flow
 * box child) or the dimmed names under the title. */
static GtkWidget *
idle_tab_stop (GtkWidget *widget)
{
  if (gtk_widget_get_focusable (widget) && gtk_widget_get_visible (widget)
      && (GTK_IS_FLOW_BOX_CHILD (widget) || (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "dim-label"))))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = idle_tab_stop (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Tab goes from the chooser to what can be used, past the legend's chips
 * and the piece's other names. */
static void
test_piece_page_focus (Fixture *f, gconstpointer data)
{
  TsPieceInfoPage *page = ts_side_panel_get_info_page (f->panel);
  static const TsPieceType types[] = { TS_PIECE_LION, TS_PIECE_HOOK_MOVER, TS_PIECE_PAWN, TS_PIECE_SOARING_EAGLE };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      ts_piece_info_page_set_piece_type (page, types[i]);
      ui_test_spin (20);
      g_assert_null (idle_tab_stop (GTK_WIDGET (page)));
    }
}

/* ---- the piece chooser's search ---- */

/* The types the chooser's list shows for a search typed in its own
 * search field, in a set (bit per type). */
static void
chooser_search (Fixture *f, const char *text, gboolean found[TS_N_PIECE_TYPES])
{
  GtkWidget *page = GTK_WIDGET (ts_side_panel_get_info_page (f->panel));
  GtkWidget *chooser = ui_test_find_widget (page, GTK_TYPE_DROP_DOWN);
  GtkWidget *entry = ui_test_find_widget (chooser, GTK_TYPE_SEARCH_ENTRY);
  GtkListView *list = GTK_LIST_VIEW (ui_test_find_widget (chooser, GTK_TYPE_LIST_VIEW));
  GListModel *shown;

  g_assert_nonnull (entry);
  g_assert_nonnull (list);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* the search entry reports its text after a short delay */
  g_signal_emit_by_name (entry, "search-changed");
  ui_test_spin (50);
  shown = G_LIST_MODEL (gtk_list_view_get_model (list));
  memset (found, 0, sizeof (gboolean) * TS_N_PIECE_TYPES);
  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    found[row_type (shown, i)] = TRUE;
}

/* The chooser finds a piece by any word of any of its names, as the value
 * table does: one matcher for both. */
static void
test_chooser_search (Fixture *f, gconstpointer data)
{
  static const char *const searches[] = { "eagle", "EAGLE", "dog", "獅", "shishi", "general", "lion" };
  TsValueTable *table = ts_side_panel_get_value_table (f->panel);
  GListModel *rows = ts_value_table_get_rows (table);
  gboolean found[TS_N_PIECE_TYPES];

  chooser_search (f, "eagle", found);
  g_assert_true (found[TS_PIECE_SOARING_EAGLE]);
  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    {
      guint n = 0;

      chooser_search (f, searches[i], found);
      ts_value_table_set_search (table, searches[i]);
      for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
        n += found[t];
      g_assert_cmpuint (n, ==, g_list_model_get_n_items (rows));
      for (guint r = 0; r < g_list_model_get_n_items (rows); r++)
        g_assert_true (found[row_type (rows, r)]);
    }
  ts_value_table_set_search (table, "");

  /* still so with another rule set's list */
  ts_side_panel_set_rules (f->panel, TS_RULES_JW);
  chooser_search (f, "eagle", found);
  g_assert_true (found[TS_PIECE_SOARING_EAGLE]);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/side-panel/values/rows", test_value_rows);
  ADD ("/side-panel/chooser-search", test_chooser_search);
  ADD ("/side-panel/piece-page-focus", test_piece_page_focus);
  ADD ("/side-panel/values/rows-jw", test_value_rows_jw);
  ADD ("/side-panel/values/rows-tenjiku", test_value_rows_tenjiku);
  ADD ("/side-panel/values/icons-tenjiku", test_value_icons_tenjiku);
  ADD ("/side-panel/values/sorting", test_value_sorting);
  ADD ("/side-panel/values/order-and-count", test_value_order_and_count);
  ADD ("/side-panel/values/search", test_value_search);
  ADD ("/side-panel/values/marks-board", test_value_selection_marks_board);
  ADD ("/side-panel/diagram/hover", test_hover_shows_diagram);
  ADD ("/side-panel/record/follows-game", test_record_follows_game);
  ADD ("/side-panel/record/browsing", test_record_browsing);
  ADD ("/side-panel/record/material", test_material_and_lost);
  ADD ("/side-panel/record/scrolls-to-shown-move", test_record_scrolls_to_shown_move);
  return g_test_run ();
}
