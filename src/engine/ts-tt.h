/* ts-tt.h — the transposition table: search results keyed by the
 * position's Zobrist hash.
 *
 * The key does not include the history, so a stored result may ignore
 * that repetition forbids some move here; the search accepts that (as
 * chess engines accept it for the fifty-move rule), and a stored move is
 * only used after it has been found among the legal moves.
 *
 * Search threads share one table without locks: an entry stores its key
 * XORed with a checksum of its contents, so that an entry torn by two
 * threads writing at once no longer matches any key and reads as empty.
 */
#pragma once

#include <glib.h>

#include "ts-move.h"

G_BEGIN_DECLS

typedef enum {
  TS_TT_NONE = 0,
  TS_TT_UPPER,  /* score <= stored: every move failed low */
  TS_TT_LOWER,  /* score >= stored: a move failed high */
  TS_TT_EXACT,
} TsTtBound;

typedef struct {
  guint64 key;
  TsMove move;       /* from == 0: no move */
  gint32 score;
  gint8 depth;
  guint8 bound;      /* TsTtBound */
  guint8 age;
} TsTtEntry;

typedef struct _TsTt TsTt;

/* A table of at most `megabytes` (at least one); a smaller one, down to
 * a megabyte, when that much memory cannot be had. */
TsTt *ts_tt_new (gsize megabytes);
/* The table's size, as it came out. */
gsize ts_tt_get_bytes (const TsTt *tt);
void ts_tt_free (TsTt *tt);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsTt, ts_tt_free)

void ts_tt_clear (TsTt *tt);
/* A new search: older entries become the first to be replaced. */
void ts_tt_new_search (TsTt *tt);

/* Copies the entry for `key` into `entry`; FALSE when there is none. */
gboolean ts_tt_probe (const TsTt *tt, guint64 key, TsTtEntry *entry);

/* Stores a result; `move` may be NULL.  Mate scores must already be made
 * relative to the node (see ts-search.c). */
void ts_tt_store (TsTt *tt, guint64 key, const TsMove *move, int score, int depth, TsTtBound bound);

G_END_DECLS
