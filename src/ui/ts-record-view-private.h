/* ts-record-view-private.h — what tests ask of the record view and
 * the interface need not. */
#pragma once

#include "ts-record-view.h"

G_BEGIN_DECLS

TsRecordModel *ts_record_view_get_model (TsRecordView *self);
TsEvaluationGraph *ts_record_view_get_evaluation_graph (TsRecordView *self);
/* "Evaluated 12 of 40 positions" */
const char *ts_record_view_get_evaluation_text (TsRecordView *self);

/* Material: the sum of values on the board, emperor not counted; and the
 * pieces a side has lost, for the position shown. */
guint ts_record_view_get_material (TsRecordView *self, TsColor side);
guint ts_record_view_get_n_lost (TsRecordView *self, TsColor side);

G_END_DECLS
