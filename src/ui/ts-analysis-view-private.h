/* ts-analysis-view-private.h — what tests ask of the analysis view and
 * the interface need not. */
#pragma once

#include "ts-analysis-view.h"

G_BEGIN_DECLS

char *ts_analysis_view_dup_line_text (TsAnalysisView *self, guint index);
/* The lines shown now, as the user reads them ("+0.35  P-12o P-14k …"). */
guint ts_analysis_view_get_n_shown (TsAnalysisView *self);
/* The figures above the lines ("Depth 7 · 120 k nodes"). */
const char *ts_analysis_view_get_status (TsAnalysisView *self);

G_END_DECLS
