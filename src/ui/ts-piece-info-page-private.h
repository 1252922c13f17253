/* ts-piece-info-page-private.h — what tests ask of the piece info page and
 * the interface need not. */
#pragma once

#include "ts-piece-info-page.h"

G_BEGIN_DECLS

/* The text shown below the diagram. */
const char *ts_piece_info_page_get_description (TsPieceInfoPage *self);

G_END_DECLS
