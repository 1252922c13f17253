/* ts-position-editor.h — a position being set up by hand.
 *
 * The model of the position editor, without GTK: the position being
 * built, the tool (move pieces, place the chosen face, erase), the square
 * picked up for a click-click move, its own undo and redo, and the check
 * that the rules can play what was built.  A square holds at most one
 * piece by construction (placing replaces); the faces offered are the
 * TSFEN tokens of the rule set (ts_position_editor_list_faces()), so every
 * position built has a TSFEN, and every TSFEN can be built.
 *
 * Signals:
 *   "position-edited" ()   the board or the side to move changed
 *   "selection-changed" () the square picked up changed
 * and notify:: for "tool", "face", "can-undo" and "can-redo".
 */
#pragma once

#include <glib-object.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_TYPE_POSITION_EDITOR (ts_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (TsPositionEditor, ts_position_editor, TS, POSITION_EDITOR, GObject)

typedef enum {
  TS_EDIT_TOOL_MOVE,  /* click a piece, then where it goes */
  TS_EDIT_TOOL_PLACE, /* a click puts the chosen face there */
  TS_EDIT_TOOL_ERASE, /* a click empties the square */
} TsEditTool;

#define TS_POSITION_EDITOR_ERROR (ts_position_editor_error_quark ())
GQuark ts_position_editor_error_quark (void);

/* Why the rules cannot play a position (RULES.md section 5). */
typedef enum {
  TS_POSITION_EDITOR_ERROR_NO_ROYAL, /* a side has lost already */
  TS_POSITION_EDITOR_ERROR_NO_MOVES, /* the side to move has lost already */
  TS_POSITION_EDITOR_ERROR_TOO_MANY_MOVES, /* ts_position_check_move_bound() */
} TsPositionEditorError;

/* An editor starting from a copy of `pos` (its history dropped). */
TsPositionEditor *ts_position_editor_new (const TsPosition *pos);

/* Every face a TSFEN token of the rule set can name, Black's, in the
 * piece table's order: each type that stands in the start position, then
 * the promoted faces (+HM, +LN, the contagion faces +DV and +DS, ...). */
GArray *ts_position_editor_list_faces (TsRules rules);

const TsPosition *ts_position_editor_get_position (TsPositionEditor *self);
TsRules ts_position_editor_get_rules (TsPositionEditor *self);
char *ts_position_editor_to_tsfen (TsPositionEditor *self);

/* ---- tools ---- */

void ts_position_editor_set_tool (TsPositionEditor *self, TsEditTool tool);
TsEditTool ts_position_editor_get_tool (TsPositionEditor *self);
/* Chooses the face (with its colour) to place, and the place tool. */
void ts_position_editor_set_face (TsPositionEditor *self, TsPiece face);
TsPiece ts_position_editor_get_face (TsPositionEditor *self);

/* ---- edits (each one step of undo) ---- */

/* What a click on `sq` means with the current tool. */
void ts_position_editor_click_square (TsPositionEditor *self, TsSquare sq);
/* Puts `pc` on `sq` (TS_EMPTY: removes what stands there). */
void ts_position_editor_put (TsPositionEditor *self, TsSquare sq, TsPiece pc);
void ts_position_editor_remove (TsPositionEditor *self, TsSquare sq);
/* Moves the piece on `from` to `to`, replacing what stood there; FALSE
 * if `from` is empty or the squares are one. */
gboolean ts_position_editor_move (TsPositionEditor *self, TsSquare from, TsSquare to);
void ts_position_editor_clear (TsPositionEditor *self);
void ts_position_editor_restore_start (TsPositionEditor *self);
void ts_position_editor_set_side (TsPositionEditor *self, TsColor side);
TsColor ts_position_editor_get_side (TsPositionEditor *self);

/* The square picked up by the move tool (0: none). */
TsSquare ts_position_editor_get_selected (TsPositionEditor *self);
void ts_position_editor_deselect (TsPositionEditor *self);

/* ---- undo ---- */

gboolean ts_position_editor_can_undo (TsPositionEditor *self);
gboolean ts_position_editor_can_redo (TsPositionEditor *self);
gboolean ts_position_editor_undo (TsPositionEditor *self);
gboolean ts_position_editor_redo (TsPositionEditor *self);

/* ---- can it be played? ---- */

/* TRUE if a game can start from the position; else FALSE with an error
 * saying plainly what is wrong ("White has no royal piece"; too many
 * far-moving pieces, in the words a TSFEN gets). */
gboolean ts_position_editor_check (TsPositionEditor *self, GError **error);
/* The same for any position (a pasted one): both sides have a royal and
 * the side to move a legal move. */
gboolean ts_position_check_playable (const TsPosition *pos, GError **error);

G_END_DECLS
