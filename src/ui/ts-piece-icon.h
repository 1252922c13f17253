/* ts-piece-icon.h — a small picture of one piece (its wedge and label),
 * for lists: the value table, the piece chooser, captured pieces. */
#pragma once

#include <gtk/gtk.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_TYPE_PIECE_ICON (ts_piece_icon_get_type ())
G_DECLARE_FINAL_TYPE (TsPieceIcon, ts_piece_icon, TS, PIECE_ICON, GtkWidget)

GtkWidget *ts_piece_icon_new (TsPiece piece, int size);
/* The rule set that says what a promoted piece is; standard until set. */
void ts_piece_icon_set_rules (TsPieceIcon *self, TsRules rules);
TsRules ts_piece_icon_get_rules (TsPieceIcon *self);

void ts_piece_icon_set_piece (TsPieceIcon *self, TsPiece piece);

G_END_DECLS
