/* ts-value-table.h — the side panel's piece-value page: every piece type
 * with its value, its promotion and the promoted value, sortable by each
 * column and filtered by a search; the selected type's diagram below. */
#pragma once

#include <gtk/gtk.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_TYPE_VALUE_TABLE (ts_value_table_get_type ())
G_DECLARE_FINAL_TYPE (TsValueTable, ts_value_table, TS, VALUE_TABLE, GtkWidget)

/* The selected type, TS_PIECE_NONE if none ("selected-type" property). */
TsPieceType ts_value_table_get_selected_type (TsValueTable *self);

/* The rule set whose pieces, promotions and values it lists (standard
 * until set); values estimated from the movement are marked "≈". */
void ts_value_table_set_rules (TsValueTable *self, TsRules rules);
void ts_value_table_select_type (TsValueTable *self, TsPieceType type);

/* Signal "show-details" (guint type): the user asked for the full page. */

G_END_DECLS
