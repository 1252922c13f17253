/* ts-side-panel-private.h — what tests ask of the side panel and
 * the interface need not. */
#pragma once

#include "ts-side-panel.h"

G_BEGIN_DECLS

/* Its pages, for tests to drive. */
TsPieceInfoPage *ts_side_panel_get_info_page (TsSidePanel *self);
TsValueTable *ts_side_panel_get_value_table (TsSidePanel *self);

G_END_DECLS
