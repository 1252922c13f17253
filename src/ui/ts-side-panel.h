/* ts-side-panel.h — the panel beside the board, with three pages:
 * movement diagrams, piece values, the game record. */
#pragma once

#include <adwaita.h>

#include "ts-board-view.h"
#include "ts-piece-info-page.h"
#include "ts-record-view.h"
#include "ts-value-table.h"

G_BEGIN_DECLS

#define TS_TYPE_SIDE_PANEL (ts_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsSidePanel, ts_side_panel, TS, SIDE_PANEL, GtkWidget)

GtkWidget *ts_side_panel_new (void);

/* The board it explains and browses ("board-view" property): the piece
 * under its pointer or picked on it is shown on the first page; the
 * panel follows its game and its label style. */
void ts_side_panel_set_board_view (TsSidePanel *self, TsBoardView *board);

/* "piece", "values" or "record". */
void ts_side_panel_set_page (TsSidePanel *self, const char *name);
const char *ts_side_panel_get_page (TsSidePanel *self);

/* The rule set of the game shown: the piece pages list, draw and value
 * its pieces. */
void ts_side_panel_set_rules (TsSidePanel *self, TsRules rules);

TsPieceInfoPage *ts_side_panel_get_info_page (TsSidePanel *self);
TsValueTable *ts_side_panel_get_value_table (TsSidePanel *self);
TsRecordView *ts_side_panel_get_record_view (TsSidePanel *self);

G_END_DECLS
