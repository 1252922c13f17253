/* ts-piece-info-page.h — the side panel's first page: any piece's
 * movement diagram, names, value, promotion and movement in words. */
#pragma once

#include <adwaita.h>

#include "ts-piece-painter.h"

G_BEGIN_DECLS

#define TS_TYPE_PIECE_INFO_PAGE (ts_piece_info_page_get_type ())
G_DECLARE_FINAL_TYPE (TsPieceInfoPage, ts_piece_info_page, TS, PIECE_INFO_PAGE, GtkWidget)

/* The piece type shown ("piece-type" property). */
void ts_piece_info_page_set_piece_type (TsPieceInfoPage *self, TsPieceType type);
TsPieceType ts_piece_info_page_get_piece_type (TsPieceInfoPage *self);

void ts_piece_info_page_set_label_style (TsPieceInfoPage *self, TsLabelStyle style);

/* The rule set whose pieces it lists and explains (standard until set);
 * a type the new set lacks gives way to the lion. */
void ts_piece_info_page_set_rules (TsPieceInfoPage *self, TsRules rules);
TsRules ts_piece_info_page_get_rules (TsPieceInfoPage *self);

/* Shows the promoted side, as its button does; FALSE if there is none. */
gboolean ts_piece_info_page_show_promotion (TsPieceInfoPage *self);

G_END_DECLS
