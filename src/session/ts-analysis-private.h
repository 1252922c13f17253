/* ts-analysis-private.h — what tests ask of the analysis and
 * the interface need not. */
#pragma once

#include "ts-analysis.h"

G_BEGIN_DECLS

guint ts_analysis_get_n_running (TsAnalysis *self);
/* Counts the searches started, and those still in their threads (a
 * cancelled one until it has stopped), for tests. */
guint ts_analysis_get_n_searches (TsAnalysis *self);

G_END_DECLS
