/* ts-piece-search.h — the one way a list of pieces is searched: the
 * value table, the position editor's palette and the piece chooser.
 *
 * The words typed are looked for anywhere in any of an item's names (its
 * "search-text" property: English name, kanji, rōmaji, abbreviation),
 * case ignored: "eagle" finds the soaring eagle as "Soaring" does.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A filter on items of `item_type`, which have a "search-text". */
GtkStringFilter *ts_piece_search_filter_new (GType item_type);

/* Makes a drop-down's own search (GTK 4.8's matches only the start of
 * its expression's text) the one above.  The drop-down makes its filter
 * anew with each model: call it after gtk_drop_down_set_model().  FALSE
 * if the drop-down's list could not be found. */
gboolean ts_piece_search_drop_down (GtkDropDown *drop_down, GType item_type);

G_END_DECLS
