/* ts-analysis-view.h — the Analyse mode's panel: the engine's best lines
 * for the position shown, each with its score for the side to move, and
 * the depth and nodes, as a TsAnalysis finds them.  Clicking a line shows
 * its first move on the board as the hint arrow. */
#pragma once

#include <gtk/gtk.h>

#include "ts-analysis.h"
#include "ts-board-scene.h"

G_BEGIN_DECLS

#define TS_TYPE_ANALYSIS_VIEW (ts_analysis_view_get_type ())
G_DECLARE_FINAL_TYPE (TsAnalysisView, ts_analysis_view, TS, ANALYSIS_VIEW, GtkWidget)

/* The analysis shown, and the board scene its lines' first moves are
 * shown on (as the hint arrow). */
void ts_analysis_view_set_analysis (TsAnalysisView *self, TsAnalysis *analysis);
void ts_analysis_view_set_scene (TsAnalysisView *self, TsBoardScene *scene);

/* What a click on a line does. */
void ts_analysis_view_activate_line (TsAnalysisView *self, guint index);

G_END_DECLS
