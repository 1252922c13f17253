/* ts-piece-item.h — one piece type as a GObject, for list models.
 *
 * The value table and the piece chooser list every type of the piece
 * table; GTK's list widgets want objects with properties to sort, filter
 * and bind, so each type is wrapped once in a TsPieceItem.
 */
#pragma once

#include <gio/gio.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_TYPE_PIECE_ITEM (ts_piece_item_get_type ())
G_DECLARE_FINAL_TYPE (TsPieceItem, ts_piece_item, TS, PIECE_ITEM, GObject)

TsPieceItem *ts_piece_item_new (TsPieceType type);

TsPieceType ts_piece_item_get_piece_type (TsPieceItem *self);
/* The piece to draw for the type: Black's, unpromoted, or for a type that
 * exists only as a promotion the promoted piece it comes from. */
TsPiece ts_piece_item_get_piece (TsPieceItem *self);

/* A piece to draw for any type (see above). */
TsPiece ts_piece_for_type (TsPieceType type);
/* The first type that promotes to `type`, or TS_PIECE_NONE. */
TsPieceType ts_piece_type_promoted_from (TsPieceType type);

/* "∞" for the emperor, else the number. */
char *ts_piece_value_text (guint value);

/* Every type of the table (starting ones first, then the promoted-only
 * ones), as a GListModel of TsPieceItem.  A new reference to one shared
 * store: the items never change. */
GListModel *ts_piece_item_list (void);

G_END_DECLS
