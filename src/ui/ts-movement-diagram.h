/* ts-movement-diagram.h — a piece's movement drawn as in seed 000's
 * diagrams: the piece in the centre of a grid, each square it can reach
 * marked with the symbol and colour of the kind of move that reaches it.
 *
 * The cells are worked out from the piece table's TsMovement, the data
 * the move generator reads, never drawn by hand per piece.  Black's view:
 * forward is up.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-piece-textures.h"

G_BEGIN_DECLS

typedef enum {
  TS_CELL_EMPTY,      /* the piece cannot go there */
  TS_CELL_PIECE,      /* the centre */
  TS_CELL_STEP,       /* ○ blue: a step or a limited range */
  TS_CELL_JUMP,       /* ☆ yellow: a jump over anything between */
  TS_CELL_IGUI,       /* ! green: a lion step, with igui */
  TS_CELL_LION,       /* ☆ green: a lion jump or double step */
  TS_CELL_RANGE,      /* │ ─ ╲ ╱ pink: any number of free squares */
  TS_CELL_HOOK_TURN,  /* ╳ ┼ pink: a hook move may turn here */
  TS_CELL_HOOK_REACH, /* pink: reached after the hook's turn */
  TS_CELL_RANGE_JUMP, /* │ ─ ╲ ╱ orange: a range that captures by jumping (tenjiku) */
  TS_CELL_AREA,       /* ◇ teal: an area move's king steps (tenjiku) */
  TS_CELL_ANYWHERE,   /* ∞ black: the emperor's universal leap */
} TsCellKind;

typedef struct {
  TsCellKind kind;
  const char *symbol; /* static; NULL for no symbol */
} TsDiagramCell;

/* Direction d as one step: squares to the right and forward. */
void ts_dir_offset (TsDir d, int *right, int *forward);

/* The cell `right` squares to the piece's right and `forward` ahead.
 * Cells off the diagram (beyond the radius) read as unlimited ranges
 * continue: the kind does not depend on the radius. */
TsDiagramCell ts_movement_diagram_cell (TsRules rules, TsPieceType type, int right, int forward);

/* Half the side of the grid drawn for a type, in squares (the centre
 * excluded): room for every finite move and one square more, at least 3. */
int ts_movement_diagram_radius (TsRules rules, TsPieceType type);

/* Background colour of a kind, as in seed 000 (#d0d0f0 steps, ...). */
void ts_cell_kind_colour (TsCellKind kind, gboolean dark, GdkRGBA *rgba);

#define TS_TYPE_MOVEMENT_DIAGRAM (ts_movement_diagram_get_type ())
G_DECLARE_FINAL_TYPE (TsMovementDiagram, ts_movement_diagram, TS, MOVEMENT_DIAGRAM, GtkWidget)

GtkWidget *ts_movement_diagram_new (void);

void ts_movement_diagram_set_piece_type (TsMovementDiagram *self, TsPieceType type);
TsPieceType ts_movement_diagram_get_piece_type (TsMovementDiagram *self);

void ts_movement_diagram_set_label_style (TsMovementDiagram *self, TsLabelStyle style);
/* The rule set whose movement it draws (standard until set). */
void ts_movement_diagram_set_rules (TsMovementDiagram *self, TsRules rules);
TsRules ts_movement_diagram_get_rules (TsMovementDiagram *self);

/* Where the cell (right, forward) is drawn, in widget coordinates; FALSE
 * if the grid has no such cell or the widget has no size yet. */
gboolean ts_movement_diagram_cell_bounds (TsMovementDiagram *self, int right, int forward, graphene_rect_t *bounds);

G_END_DECLS
