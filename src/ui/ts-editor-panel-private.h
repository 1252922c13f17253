/* ts-editor-panel-private.h — what tests ask of the editor panel and
 * the interface need not. */
#pragma once

#include "ts-editor-panel.h"

G_BEGIN_DECLS

/* The faces shown now, as TsFaceItem. */
GListModel *ts_editor_panel_get_faces (TsEditorPanel *self);
/* What keeps the position from being played, or NULL. */
const char *ts_editor_panel_get_problem (TsEditorPanel *self);
/* The colour of the pieces placed. */
void ts_editor_panel_set_color (TsEditorPanel *self, TsColor color);

G_END_DECLS
