/* ts-side-panel.h — the panel beside the board, with three pages:
 * movement diagrams, piece values, the game record. */
#pragma once

#include <adwaita.h>

#include "ts-board-scene.h"
#include "ts-piece-info-page.h"
#include "ts-record-view.h"
#include "ts-value-table.h"

G_BEGIN_DECLS

#define TS_TYPE_SIDE_PANEL (ts_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsSidePanel, ts_side_panel, TS, SIDE_PANEL, GtkWidget)

GtkWidget *ts_side_panel_new (void);

/* The board scene it explains and browses ("scene" property): the piece
 * under the pointer or picked on the board is shown on the first page;
 * the record follows its game.  The pieces are drawn in the
 * "label-style" property's style (the board's, bound by the window). */
void ts_side_panel_set_scene (TsSidePanel *self, TsBoardScene *scene);

/* "piece", "values" or "record". */
void ts_side_panel_set_page (TsSidePanel *self, const char *name);
const char *ts_side_panel_get_page (TsSidePanel *self);

/* The rule set of the game shown: the piece pages list, draw and value
 * its pieces. */
void ts_side_panel_set_rules (TsSidePanel *self, TsRules rules);

TsRecordView *ts_side_panel_get_record_view (TsSidePanel *self);

G_END_DECLS
