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

/* The type as `rules` has it: its value, its promotion. */
TsPieceItem *ts_piece_item_new (TsRules rules, TsPieceType type);

TsPieceType ts_piece_item_get_piece_type (TsPieceItem *self);
/* The piece to draw for the type: Black's, unpromoted, or for a type that
 * exists only as a promotion the promoted piece it comes from. */
TsPiece ts_piece_item_get_piece (TsPieceItem *self);

/* A piece to draw for any type of a rule set (see above). */
TsPiece ts_piece_for_type (TsRules rules, TsPieceType type);
/* The first type that promotes to `type` in the rule set, or TS_PIECE_NONE. */
TsPieceType ts_piece_type_promoted_from (TsRules rules, TsPieceType type);

/* Every name a search may find the type by: its name in the user's
 * language and in English, kanji, rōmaji and abbreviation. */
char *ts_piece_type_search_text (TsPieceType type);

/* "∞" for the emperor, "≈15" for a value estimated from the movement
 * (TsPieceInfo.value_is_estimate), else the number. */
char *ts_piece_value_text (const TsPieceInfo *info);

/* Every type of a rule set (starting ones first, then the promoted-only
 * ones), as a GListModel of TsPieceItem.  A new reference to one shared
 * store a rule set: the items never change. */
GListModel *ts_piece_item_list (TsRules rules);

G_END_DECLS
