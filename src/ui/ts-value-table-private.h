/* ts-value-table-private.h — what tests ask of the value table and
 * the interface need not. */
#pragma once

#include "ts-value-table.h"

G_BEGIN_DECLS

GListModel *ts_value_table_get_rows (TsValueTable *self);
/* For tests: the rows as shown (sorted, filtered), the search, sorting. */
void ts_value_table_set_search (TsValueTable *self, const char *text);
/* Sorts by "name", "value", "promotion" or "promoted-value". */
void ts_value_table_sort_by (TsValueTable *self, const char *column, GtkSortType order);

G_END_DECLS
