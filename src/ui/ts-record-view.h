/* ts-record-view.h — the side panel's game record page: the moves,
 * numbered, in the record's notation; each side's material and the
 * pieces it has lost.  Clicking a move shows the position after it on
 * the board (browsing); undone moves are shown dimmed until replaced. */
#pragma once

#include <gtk/gtk.h>

#include "ts-analysis-view.h"
#include "ts-board-scene.h"
#include "ts-evaluation-graph.h"
#include "ts-record-model.h"

G_BEGIN_DECLS

#define TS_TYPE_RECORD_VIEW (ts_record_view_get_type ())
G_DECLARE_FINAL_TYPE (TsRecordView, ts_record_view, TS, RECORD_VIEW, GtkWidget)

/* The board scene whose game is listed and which holds the move shown:
 * clicking a move browses it there. */
void ts_record_view_set_scene (TsRecordView *self, TsBoardScene *scene);

/* What a click on a move does: shows the position after `ply` moves
 * (the current one stops browsing). */
void ts_record_view_show_ply (TsRecordView *self, guint ply);

/* The evaluation graph's scores (its start and stop button is the
 * window's "evaluate-game" action), and the live analysis, whose panel is
 * revealed below the moves while it is enabled. */
void ts_record_view_set_evaluation (TsRecordView *self, TsGameEvaluation *evaluation);
void ts_record_view_set_analysis (TsRecordView *self, TsAnalysis *analysis);
TsAnalysisView *ts_record_view_get_analysis_view (TsRecordView *self);

G_END_DECLS
