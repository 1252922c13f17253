/* ts-piece-search.c — see ts-piece-search.h. */
#include "ts-piece-search.h"

GtkStringFilter *
ts_piece_search_filter_new (GType item_type)
{
  GtkStringFilter *filter = gtk_string_filter_new (gtk_property_expression_new (item_type, NULL, "search-text"));

  gtk_string_filter_set_match_mode (filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (filter, TRUE);
  return filter;
}

static GtkListView *
find_list_view (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    return GTK_LIST_VIEW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListView *found = find_list_view (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The filter model under a list view's selection. */
static GtkFilterListModel *
find_filter_model (GListModel *model)
{
  while (model != NULL && !GTK_IS_FILTER_LIST_MODEL (model))
    {
      if (GTK_IS_SINGLE_SELECTION (model))
        model = gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model));
      else if (GTK_IS_NO_SELECTION (model))
        model = gtk_no_selection_get_model (GTK_NO_SELECTION (model));
      else
        return NULL;
    }
  return model != NULL ? GTK_FILTER_LIST_MODEL (model) : NULL;
}

gboolean
ts_piece_search_drop_down (GtkDropDown *drop_down, GType item_type)
{
  GtkListView *list;
  GtkFilterListModel *filtered;
  g_autoptr (GtkStringFilter) filter = NULL;

  g_return_val_if_fail (GTK_IS_DROP_DOWN (drop_down), FALSE);
  /* the list in the drop-down's popover shows its filter model; the
   * drop-down's search entry sets the search of whatever string filter
   * that model has */
  list = find_list_view (GTK_WIDGET (drop_down));
  filtered = list != NULL ? find_filter_model (G_LIST_MODEL (gtk_list_view_get_model (list))) : NULL;
  if (filtered == NULL)
    return FALSE;
  filter = ts_piece_search_filter_new (item_type);
  gtk_filter_list_model_set_filter (filtered, GTK_FILTER (filter));
  return TRUE;
}
