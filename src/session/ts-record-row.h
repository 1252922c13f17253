/* ts-record-row.h — one numbered line of the game record: a move number,
 * Black's move and White's move, as the record view shows them. */
#pragma once

#include <glib-object.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_TYPE_RECORD_ROW (ts_record_row_get_type ())
G_DECLARE_FINAL_TYPE (TsRecordRow, ts_record_row, TS, RECORD_ROW, GObject)

/* The state of one side's move in a row. */
typedef struct {
  const char *notation; /* NULL: no move (before a game's first White move, or not played yet) */
  guint ply;            /* moves played after it: the position it leads to */
  gboolean redo;        /* undone, can be redone */
  gboolean shown;       /* the board shows the position after it */
} TsRecordCell;

TsRecordRow *ts_record_row_new (guint number);

guint ts_record_row_get_number (TsRecordRow *self);
/* The cell of a side; the strings belong to the row. */
void ts_record_row_get_cell (TsRecordRow *self, TsColor side, TsRecordCell *cell);
/* Changes a cell, notifying only what changed ("black-notation",
 * "white-redo", ...). */
void ts_record_row_set_cell (TsRecordRow *self, TsColor side, const TsRecordCell *cell);

G_END_DECLS
