/* ts-analysis.h — live analysis: the engine thinks about the position a
 * board scene shows, with no time limit, and keeps its best lines.
 *
 * Enabled, it follows the scene: every "position-changed" (a move, undo,
 * redo, a new game, browsing an earlier position) cancels the search of
 * the old position and starts one of the new, from an idle callback so
 * that a burst of changes starts nothing in between.  It waits while the
 * computer is to move in the game's current position (the computer
 * player has the engine then); a browsed position is analysed whoever is
 * to move.  The lines are those of the last completed iteration, best
 * first, each with its score for the side to move; "lines-changed" says
 * they changed (new figures, or none for a new position), and
 * "nodes-changed" that the count went on within an iteration.  No
 * widgets.
 */
#pragma once

#include <glib-object.h>

#include "ts-board-scene.h"
#include "ts-search.h"

G_BEGIN_DECLS

#define TS_ANALYSIS_DEFAULT_LINES 3

#define TS_TYPE_ANALYSIS (ts_analysis_get_type ())
G_DECLARE_FINAL_TYPE (TsAnalysis, ts_analysis, TS, ANALYSIS, GObject)

TsAnalysis *ts_analysis_new (void);

/* The scene whose shown position is analysed (NULL: none). */
void ts_analysis_set_scene (TsAnalysis *self, TsBoardScene *scene);

/* Property "enabled": the Analyse mode.  Turned off, the search stops at
 * once and the lines are dropped. */
void ts_analysis_set_enabled (TsAnalysis *self, gboolean enabled);
gboolean ts_analysis_get_enabled (TsAnalysis *self);

/* Property "searching": a search runs now. */
gboolean ts_analysis_get_searching (TsAnalysis *self);

/* The position the lines are about (NULL while nothing is analysed), and
 * its ply in the game (the number of moves that led to it). */
const TsPosition *ts_analysis_get_position (TsAnalysis *self);
guint ts_analysis_get_ply (TsAnalysis *self);

/* The last completed iteration's depth and lines, and the nodes searched
 * so far ("nodes-changed" within an iteration). */
int ts_analysis_get_depth (TsAnalysis *self);
guint64 ts_analysis_get_nodes (TsAnalysis *self);
guint ts_analysis_get_n_lines (TsAnalysis *self);
const TsSearchLine *ts_analysis_get_line (TsAnalysis *self, guint index);

/* A line's moves in record notation, up to `max_moves` of them. */
char *ts_analysis_dup_line_text (TsAnalysis *self, guint index, guint max_moves);

G_END_DECLS
