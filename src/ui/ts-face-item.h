/* ts-face-item.h — one face a piece can show, as a GObject for the
 * position editor's palette.
 *
 * A face is what a TSFEN token names: a type, unpromoted or promoted
 * (+HM, the hook mover promoted to a gold general, is another face than
 * the gold general G).  The palette shows each face in the colour chosen
 * for placing; the items carry that colour so icons follow it.
 */
#pragma once

#include <gio/gio.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_TYPE_FACE_ITEM (ts_face_item_get_type ())
G_DECLARE_FINAL_TYPE (TsFaceItem, ts_face_item, TS, FACE_ITEM, GObject)

/* `face` is Black's; the item shows it in `color`. */
TsFaceItem *ts_face_item_new (TsRules rules, TsPiece face, TsColor color);

/* The face in the item's colour: what a click on the board places. */
TsPiece ts_face_item_get_piece (TsFaceItem *self);
void ts_face_item_set_color (TsFaceItem *self, TsColor color);

/* The faces of a rule set (ts_position_editor_list_faces()) as items. */
GListStore *ts_face_item_list_new (TsRules rules, TsColor color);

G_END_DECLS
