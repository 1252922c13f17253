/* ts-value-table.c — see ts-value-table.h.
 *
 * Models: the shared list of piece items, filtered by the search
 * (GtkFilterListModel + GtkStringFilter on every name a piece has),
 * sorted by the column view's own sorter (GtkSortListModel), selected
 * through a GtkSingleSelection that may be empty.
 */
#include "ts-value-table.h"
#include "ts-value-table-private.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ts-movement-diagram.h"
#include "ts-piece-icon.h"
#include "ts-piece-search.h"
#include "ts-piece-item.h"
#include "ts-ui.h"

struct _TsValueTable {
  GtkWidget parent_instance;

  GtkSearchEntry *search_entry;
  GtkLabel *count_label;
  GtkColumnView *column_view;
  GtkColumnViewColumn *name_column;
  GtkColumnViewColumn *value_column;
  GtkColumnViewColumn *promotion_column;
  GtkColumnViewColumn *promoted_value_column;
  GtkWidget *preview;
  TsMovementDiagram *preview_diagram;
  GtkLabel *preview_title;
  GtkLabel *preview_hint;

  GtkStringFilter *filter;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  guint scroll_source;        /* to the top, after a new order */
  TsRules rules;
  GtkSingleSelection *selection;
  TsPieceType selected;
};

G_DEFINE_FINAL_TYPE (TsValueTable, ts_value_table, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED_TYPE,
  N_PROPS
};

enum {
  SIGNAL_SHOW_DETAILS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* "101 piece types (93 at the start, 8 only by promotion)": more types
 * than the starting position's 93 needs saying. */
/* Marks the types that stand in the starting position of the rule set's
 * variant: tai's 93, tenjiku's 36 (where the soaring eagle, say, starts
 * on the board rather than only by promotion). */
static void
types_at_start (TsRules rules, gboolean at_start[TS_N_PIECE_TYPES])
{
  g_autoptr (TsPosition) start = ts_position_new_start_with_rules (rules);

  memset (at_start, 0, TS_N_PIECE_TYPES * sizeof at_start[0]);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    if (start->board[sq] != TS_EMPTY && start->board[sq] != TS_OFFBOARD)
      at_start[TS_PIECE_TYPE (start->board[sq])] = TRUE;
}

static void
update_count (TsValueTable *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sorted)), promoted_only = 0;
  gboolean at_start[TS_N_PIECE_TYPES], estimates = FALSE;
  g_autofree char *text = NULL;

  types_at_start (self->rules, at_start);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TsPieceItem) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), i);
      TsPieceType type = ts_piece_item_get_piece_type (item);

      promoted_only += !at_start[type];
    }
  /* the note belongs to the rule set, whatever the search shows */
  for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
    estimates |= ts_rules_has_type (self->rules, t) && ts_rules_piece_info (self->rules, t)->value_is_estimate;
  /* TRANSLATORS: %u is a number of piece types */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u piece type", "%u piece types", n), n);
  if (promoted_only > 0)
    {
      /* TRANSLATORS: after the count of piece types: how many of them stand
       * in the starting position, how many appear only by promotion */
      char *split = g_strdup_printf (_("%s (%u at the start, %u only by promotion)"), text, n - promoted_only,
                                     promoted_only);
      g_free (text);
      text = split;
    }
  if (estimates)
    {
      /* TRANSLATORS: after the count of piece types; ≈ marks the values no source gives */
      char *noted = g_strdup_printf (_("%s · ≈ estimated from the movement"), text);
      g_free (text);
      text = noted;
    }
  gtk_label_set_text (self->count_label, text);
}

static void
update_preview (TsValueTable *self)
{
  const TsPieceInfo *info;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (self->preview, self->selected != TS_PIECE_NONE);
  if (self->selected == TS_PIECE_NONE)
    return;
  info = ts_piece_info (self->selected);
  /* TRANSLATORS: a piece's English name and kanji */
  title = g_strdup_printf (_("%s %s"), ts_piece_display_name (self->selected), info->kanji);
  gtk_label_set_text (self->preview_title, title);
  gtk_label_set_text (self->preview_hint, _("Pieces of this type are ringed on the board."));
  ts_movement_diagram_set_rules (self->preview_diagram, self->rules);
  ts_movement_diagram_set_piece_type (self->preview_diagram, self->selected);
}

static void
on_selection_changed (TsValueTable *self)
{
  TsPieceItem *item = gtk_single_selection_get_selected_item (self->selection);
  TsPieceType type = item != NULL ? ts_piece_item_get_piece_type (item) : TS_PIECE_NONE;

  if (type == self->selected)
    return;
  self->selected = type;
  update_preview (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TYPE]);
}

static void
on_search_changed (TsValueTable *self)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
on_details_clicked (TsValueTable *self)
{
  if (self->selected != TS_PIECE_NONE)
    g_signal_emit (self, signals[SIGNAL_SHOW_DETAILS], 0, (guint) self->selected);
}

static void
on_activate (GtkColumnView *view, guint position, TsValueTable *self)
{
  g_autoptr (TsPieceItem) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);

  if (item != NULL)
    g_signal_emit (self, signals[SIGNAL_SHOW_DETAILS], 0, (guint) ts_piece_item_get_piece_type (item));
}

TsPieceType
ts_value_table_get_selected_type (TsValueTable *self)
{
  g_return_val_if_fail (TS_IS_VALUE_TABLE (self), TS_PIECE_NONE);
  return self->selected;
}

void
ts_value_table_select_type (TsValueTable *self, TsPieceType type)
{
  GListModel *rows;

  g_return_if_fail (TS_IS_VALUE_TABLE (self));
  rows = G_LIST_MODEL (self->sorted);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (TsPieceItem) item = g_list_model_get_item (rows, i);

      if (ts_piece_item_get_piece_type (item) == type)
        {
          gtk_single_selection_set_selected (self->selection, i);
          return;
        }
    }
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}

GListModel *
ts_value_table_get_rows (TsValueTable *self)
{
  g_return_val_if_fail (TS_IS_VALUE_TABLE (self), NULL);
  return G_LIST_MODEL (self->sorted);
}

void
ts_value_table_set_search (TsValueTable *self, const char *text)
{
  g_return_if_fail (TS_IS_VALUE_TABLE (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  /* The entry reports changes after a delay; tests want them now. */
  on_search_changed (self);
}

void
ts_value_table_sort_by (TsValueTable *self, const char *column, GtkSortType order)
{
  GtkColumnViewColumn *col = NULL;

  g_return_if_fail (TS_IS_VALUE_TABLE (self));
  if (g_str_equal (column, "name"))
    col = self->name_column;
  else if (g_str_equal (column, "value"))
    col = self->value_column;
  else if (g_str_equal (column, "promotion"))
    col = self->promotion_column;
  else if (g_str_equal (column, "promoted-value"))
    col = self->promoted_value_column;
  g_return_if_fail (col != NULL);
  gtk_column_view_sort_by_column (self->column_view, col, order);
}

void
ts_value_table_set_rules (TsValueTable *self, TsRules rules)
{
  g_autoptr (GListModel) pieces = NULL;
  TsPieceType selected;

  g_return_if_fail (TS_IS_VALUE_TABLE (self));
  if (self->rules == rules)
    return;
  selected = self->selected;
  self->rules = rules;
  pieces = ts_piece_item_list (rules);
  gtk_filter_list_model_set_model (self->filtered, pieces);
  /* the same type stays selected where the new rule set has it */
  ts_value_table_select_type (self, selected);
  update_preview (self);
  update_count (self);
}

static gboolean
scroll_to_top (gpointer data)
{
  TsValueTable *self = data;
  GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->column_view));

  self->scroll_source = 0;
  if (adj != NULL)
    gtk_adjustment_set_value (adj, gtk_adjustment_get_lower (adj));
  return G_SOURCE_REMOVE;
}

/* A new order starts at its top: the column view would otherwise keep
 * its focused row in view, which an ascending sort of the values (the
 * emperor's row at the top) sends to the bottom end.  After the view has
 * taken the new order in. */
static void
scroll_to_top_later (TsValueTable *self)
{
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, scroll_to_top, self, NULL);
}

static void
set_up_models (TsValueTable *self)
{
  GListModel *pieces = ts_piece_item_list (self->rules);
  GtkFilterListModel *filtered;
  GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);

  self->filter = ts_piece_search_filter_new (TS_TYPE_PIECE_ITEM);
  filtered = gtk_filter_list_model_new (pieces, g_object_ref (GTK_FILTER (self->filter)));
  self->filtered = filtered;
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (filtered), g_object_ref (sorter));
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->sorted)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  /* the table answers "which pieces are worth most": that order first */
  gtk_column_view_sort_by_column (self->column_view, self->value_column, GTK_SORT_DESCENDING);
  g_signal_connect_swapped (sorter, "changed", G_CALLBACK (scroll_to_top_later), self);

  g_signal_connect_swapped (self->selection, "notify::selected-item", G_CALLBACK (on_selection_changed), self);
  g_signal_connect_swapped (self->sorted, "items-changed", G_CALLBACK (update_count), self);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (on_activate), self);
  update_count (self);
  update_preview (self);
}

static void
ts_value_table_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SELECTED_TYPE:
      g_value_set_uint (value, TS_VALUE_TABLE (object)->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_value_table_dispose (GObject *object)
{
  TsValueTable *self = TS_VALUE_TABLE (object);

  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  if (self->sorted != NULL)
    g_signal_handlers_disconnect_by_data (self->sorted, self);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->column_view != NULL && gtk_column_view_get_sorter (self->column_view) != NULL)
    g_signal_handlers_disconnect_by_data (gtk_column_view_get_sorter (self->column_view), self);
  ts_ui_dispose_children (GTK_WIDGET (object), TS_TYPE_VALUE_TABLE);
  g_clear_object (&self->selection);
  g_clear_object (&self->sorted);
  g_clear_object (&self->filter);
  G_OBJECT_CLASS (ts_value_table_parent_class)->dispose (object);
}

static void
ts_value_table_class_init (TsValueTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_value_table_get_property;
  object_class->dispose = ts_value_table_dispose;

  properties[PROP_SELECTED_TYPE] = g_param_spec_uint ("selected-type", NULL, NULL, 0, TS_N_PIECE_TYPES - 1, 0,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                        | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_SHOW_DETAILS] = g_signal_new ("show-details", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                               NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  ts_ui_init ();
  g_type_ensure (TS_TYPE_PIECE_ITEM);
  g_type_ensure (TS_TYPE_PIECE_ICON);
  g_type_ensure (TS_TYPE_MOVEMENT_DIAGRAM);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-value-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, count_label);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, column_view);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, name_column);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, value_column);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, promotion_column);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, promoted_value_column);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, preview);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, preview_diagram);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, preview_title);
  gtk_widget_class_bind_template_child (widget_class, TsValueTable, preview_hint);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_details_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ts_value_table_init (TsValueTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  set_up_models (self);
}

