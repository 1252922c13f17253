/* ts-editor-panel.h — the position editor's tools beside the board.
 *
 * The palette of every face of the rule set (searchable by name in both
 * languages, kanji, rōmaji and abbreviation), the colour to place, the
 * tools, the side to move, and what keeps the position from being played.
 * Its buttons are the window's win.edit-* actions; the palette and the
 * colour talk to the editor directly.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-position-editor.h"

G_BEGIN_DECLS

#define TS_TYPE_EDITOR_PANEL (ts_editor_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsEditorPanel, ts_editor_panel, TS, EDITOR_PANEL, GtkWidget)

/* The editor the palette chooses faces for (NULL: none). */
void ts_editor_panel_set_editor (TsEditorPanel *self, TsPositionEditor *editor);

/* Shows only the faces whose names match `text` (as the search entry). */
void ts_editor_panel_search (TsEditorPanel *self, const char *text);
/* Chooses the position-th face shown, as a click on it does. */
void ts_editor_panel_choose (TsEditorPanel *self, guint position);

G_END_DECLS
