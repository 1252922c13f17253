/* ts-record-model.h — a game's moves as a GListModel of TsRecordRow, one
 * row a move number ("12. black-move white-move"), following the game's
 * "changed" signal: new moves append or fill rows, undone moves stay as
 * rows marked for redo until a different move replaces them. */
#pragma once

#include <gio/gio.h>

#include "ts-game.h"
#include "ts-notation.h"
#include "ts-record-row.h"

G_BEGIN_DECLS

#define TS_TYPE_RECORD_MODEL (ts_record_model_get_type ())
G_DECLARE_FINAL_TYPE (TsRecordModel, ts_record_model, TS, RECORD_MODEL, GObject)

TsRecordModel *ts_record_model_new (TsGame *game);

void ts_record_model_set_game (TsRecordModel *self, TsGame *game);

/* The notation the cells show the moves in (standard at first). */
void ts_record_model_set_notation (TsRecordModel *self, TsNotationStyle style);

/* Marks the move that led to the position after `ply` moves as shown
 * (0: none, the start position). */
void ts_record_model_set_shown_ply (TsRecordModel *self, guint ply);

/* The row holding the move that leads to `ply` (1 or more). */
guint ts_record_model_row_of_ply (TsRecordModel *self, guint ply);

G_END_DECLS
