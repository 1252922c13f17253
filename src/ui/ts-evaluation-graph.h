/* ts-evaluation-graph.h — the record page's evaluation graph: one point
 * per position of the game (the start, then after each move), its score
 * for Black (clamped and squashed; Black's advantage up, White's down), filled in as
 * a TsGameEvaluation finds them; the position shown is marked.  A click
 * emits "ply-activated" with the nearest point's ply. */
#pragma once

#include <gtk/gtk.h>

#include "ts-game-evaluation.h"

G_BEGIN_DECLS

/* Scores beyond this many centipawns either way are drawn at the edge;
 * a lead of about HALF reaches half the height. */
#define TS_EVALUATION_GRAPH_CLAMP 10000
#define TS_EVALUATION_GRAPH_HALF 800

#define TS_TYPE_EVALUATION_GRAPH (ts_evaluation_graph_get_type ())
G_DECLARE_FINAL_TYPE (TsEvaluationGraph, ts_evaluation_graph, TS, EVALUATION_GRAPH, GtkWidget)

void ts_evaluation_graph_set_evaluation (TsEvaluationGraph *self, TsGameEvaluation *evaluation);

/* The ply of the position on the board, marked on the graph. */
void ts_evaluation_graph_set_shown_ply (TsEvaluationGraph *self, guint ply);

/* The ply of the point nearest to `x` (widget coordinates), and the x of
 * a ply's point: what a click means. */
guint ts_evaluation_graph_ply_at (TsEvaluationGraph *self, double x);
double ts_evaluation_graph_x_of (TsEvaluationGraph *self, guint ply);

/* The tooltip of the point after `ply` moves: "After move 276…: Black
 * +0.35"; NULL while it has no score. */
char *ts_evaluation_graph_describe_point (TsEvaluationGraph *self, guint ply);

/* What a primary click at `x` does: "ply-activated" with the nearest
 * point's ply. */
void ts_evaluation_graph_click_at (TsEvaluationGraph *self, double x);

G_END_DECLS
