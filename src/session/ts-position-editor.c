/* ts-position-editor.c — see ts-position-editor.h.
 *
 * Undo keeps whole positions (a board is under 2 kB, and an editing
 * session makes hundreds of edits, not millions): each edit pushes the
 * position before it, so undo and redo are a swap of positions, whatever
 * the edit was.
 */
#include "ts-position-editor.h"

#include <glib/gi18n.h>

#include "ts-movegen.h"
#include "ts-variant.h"

struct _TsPositionEditor {
  GObject parent_instance;

  TsPosition *pos;
  TsEditTool tool;
  TsPiece face;
  TsSquare selected;
  GPtrArray *undo; /* TsPosition: before each edit, oldest first */
  GPtrArray *redo; /* TsPosition: after each undone edit, latest undone last */
};

G_DEFINE_FINAL_TYPE (TsPositionEditor, ts_position_editor, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-position-editor-error-quark, ts_position_editor_error)

enum {
  PROP_0,
  PROP_TOOL,
  PROP_FACE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_POSITION_EDITED,
  SIGNAL_SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- faces ---- */

GArray *
ts_position_editor_list_faces (TsRules rules)
{
  GArray *faces = g_array_new (FALSE, FALSE, sizeof (TsPiece));

  g_return_val_if_fail (rules < TS_N_RULES, faces);
  for (int promoted = 0; promoted <= 1; promoted++)
    for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
      {
        TsPiece face = TS_MAKE_PIECE (t, promoted, TS_BLACK);

        if (!ts_rules_has_type (rules, t) || ts_rules_type_is_promoted_only (rules, t))
          continue;
        if (promoted && ts_rules_piece_info (rules, t)->promotes_to == TS_PIECE_NONE)
          continue;
        g_array_append_val (faces, face);
      }
  return faces;
}

/* ---- reading ---- */

const TsPosition *
ts_position_editor_get_position (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), NULL);
  return self->pos;
}

TsRules
ts_position_editor_get_rules (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), TS_RULES_STANDARD);
  return self->pos->rules;
}

char *
ts_position_editor_to_tsfen (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), NULL);
  return ts_position_to_tsfen (self->pos);
}

TsColor
ts_position_editor_get_side (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), TS_BLACK);
  return self->pos->side;
}

TsSquare
ts_position_editor_get_selected (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), 0);
  return self->selected;
}

/* A square of the board being set up (its variant's). */
static gboolean
on_board (TsPositionEditor *self, TsSquare sq)
{
  return sq > 0 && ts_variant_has_square (ts_rules_variant (self->pos->rules), sq);
}

/* ---- selection and tools ---- */

static void
select_square (TsPositionEditor *self, TsSquare sq)
{
  if (self->selected == sq)
    return;
  self->selected = sq;
  g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
}

void
ts_position_editor_deselect (TsPositionEditor *self)
{
  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  select_square (self, 0);
}

void
ts_position_editor_set_tool (TsPositionEditor *self, TsEditTool tool)
{
  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  g_return_if_fail (tool <= TS_EDIT_TOOL_ERASE);

  select_square (self, 0);
  if (self->tool == tool)
    return;
  self->tool = tool;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
}

TsEditTool
ts_position_editor_get_tool (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), TS_EDIT_TOOL_MOVE);
  return self->tool;
}

void
ts_position_editor_set_face (TsPositionEditor *self, TsPiece face)
{
  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  g_return_if_fail (face != TS_EMPTY && face != TS_OFFBOARD);

  if (self->face != face)
    {
      self->face = face;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE]);
    }
  ts_position_editor_set_tool (self, TS_EDIT_TOOL_PLACE);
}

TsPiece
ts_position_editor_get_face (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), TS_EMPTY);
  return self->face;
}

/* ---- undo ---- */

static void
notify_undo_state (TsPositionEditor *self, gboolean could_undo, gboolean could_redo)
{
  if (could_undo != ts_position_editor_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != ts_position_editor_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Every edit starts here: the position before it becomes one undo step,
 * and what was undone can no longer be redone. */
static void
begin_edit (TsPositionEditor *self)
{
  gboolean could_undo = ts_position_editor_can_undo (self), could_redo = ts_position_editor_can_redo (self);

  g_ptr_array_add (self->undo, ts_position_copy (self->pos));
  g_ptr_array_set_size (self->redo, 0);
  notify_undo_state (self, could_undo, could_redo);
}

static void
edited (TsPositionEditor *self)
{
  g_signal_emit (self, signals[SIGNAL_POSITION_EDITED], 0);
}

/* Takes the last position of `from`, keeping the current one on `to`. */
static gboolean
swap_with_last (TsPositionEditor *self, GPtrArray *from, GPtrArray *to)
{
  gboolean could_undo = ts_position_editor_can_undo (self), could_redo = ts_position_editor_can_redo (self);

  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, self->pos);
  self->pos = g_ptr_array_steal_index (from, from->len - 1);
  select_square (self, 0);
  notify_undo_state (self, could_undo, could_redo);
  edited (self);
  return TRUE;
}

gboolean
ts_position_editor_can_undo (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), FALSE);
  return self->undo->len > 0;
}

gboolean
ts_position_editor_can_redo (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), FALSE);
  return self->redo->len > 0;
}

gboolean
ts_position_editor_undo (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), FALSE);
  return swap_with_last (self, self->undo, self->redo);
}

gboolean
ts_position_editor_redo (TsPositionEditor *self)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), FALSE);
  return swap_with_last (self, self->redo, self->undo);
}

/* ---- edits ---- */

void
ts_position_editor_put (TsPositionEditor *self, TsSquare sq, TsPiece pc)
{
  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  g_return_if_fail (on_board (self, sq));
  g_return_if_fail (pc != TS_OFFBOARD);

  if (self->pos->board[sq] == pc)
    return;
  begin_edit (self);
  ts_position_put (self->pos, sq, pc);
  if (sq == self->selected)
    select_square (self, 0);
  edited (self);
}

void
ts_position_editor_remove (TsPositionEditor *self, TsSquare sq)
{
  ts_position_editor_put (self, sq, TS_EMPTY);
}

gboolean
ts_position_editor_move (TsPositionEditor *self, TsSquare from, TsSquare to)
{
  TsPiece pc;

  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (on_board (self, from) && on_board (self, to), FALSE);

  pc = self->pos->board[from];
  if (pc == TS_EMPTY || from == to)
    return FALSE;
  begin_edit (self);
  ts_position_put (self->pos, from, TS_EMPTY);
  ts_position_put (self->pos, to, pc);
  select_square (self, 0);
  edited (self);
  return TRUE;
}

/* The move tool: the first click picks a piece up, the second puts it
 * down (on its own square: puts it back). */
static void
click_to_move (TsPositionEditor *self, TsSquare sq)
{
  if (self->selected == 0)
    select_square (self, self->pos->board[sq] != TS_EMPTY ? sq : 0);
  else if (!ts_position_editor_move (self, self->selected, sq))
    select_square (self, 0);
}

void
ts_position_editor_click_square (TsPositionEditor *self, TsSquare sq)
{
  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  if (!on_board (self, sq))
    return;

  switch (self->tool)
    {
    case TS_EDIT_TOOL_PLACE:
      /* The same face again takes it off: a misplaced piece needs no
       * change of tool. */
      ts_position_editor_put (self, sq, self->pos->board[sq] == self->face ? TS_EMPTY : self->face);
      break;
    case TS_EDIT_TOOL_ERASE:
      ts_position_editor_remove (self, sq);
      break;
    case TS_EDIT_TOOL_MOVE:
    default:
      click_to_move (self, sq);
      break;
    }
}

static gboolean
board_is_empty (const TsPosition *pos)
{
  for (int w = 0; w < TS_OCC_WORDS; w++)
    if (pos->occupied[TS_BLACK][w] != 0 || pos->occupied[TS_WHITE][w] != 0)
      return FALSE;
  return TRUE;
}

void
ts_position_editor_clear (TsPositionEditor *self)
{
  TsColor side;

  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  if (board_is_empty (self->pos))
    return;
  side = self->pos->side;
  begin_edit (self);
  ts_position_clear (self->pos);
  ts_position_set_side (self->pos, side);
  select_square (self, 0);
  edited (self);
}

void
ts_position_editor_restore_start (TsPositionEditor *self)
{
  g_autoptr (TsPosition) start = NULL;

  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  start = ts_position_new_start_with_rules (self->pos->rules);
  if (start->hash == self->pos->hash)
    return;
  begin_edit (self);
  ts_position_set_start (self->pos);
  select_square (self, 0);
  edited (self);
}

void
ts_position_editor_set_side (TsPositionEditor *self, TsColor side)
{
  g_return_if_fail (TS_IS_POSITION_EDITOR (self));
  g_return_if_fail (side == TS_BLACK || side == TS_WHITE);

  if (self->pos->side == side)
    return;
  begin_edit (self);
  ts_position_set_side (self->pos, side);
  edited (self);
}

/* ---- can it be played? ---- */

/* The royals named are the variant's (RULES.md section 5, TENJIKU.md
 * section 5). */
static const char *
no_royal_message (TsRules rules, TsColor color)
{
  if (ts_rules_variant_id (rules) == TS_VARIANT_TENJIKU)
    return color == TS_BLACK ? _("Black has no royal piece (a king, or a prince promoted from a drunk elephant)")
                             : _("White has no royal piece (a king, or a prince promoted from a drunk elephant)");
  return color == TS_BLACK ? _("Black has no royal piece (an emperor, a prince or a promoted drunken elephant)")
                           : _("White has no royal piece (an emperor, a prince or a promoted drunken elephant)");
}

gboolean
ts_position_editor_check (TsPositionEditor *self, GError **error)
{
  g_return_val_if_fail (TS_IS_POSITION_EDITOR (self), FALSE);
  return ts_position_check_playable (self->pos, error);
}

gboolean
ts_position_check_playable (const TsPosition *pos, GError **error)
{
  g_autoptr (TsPosition) copy = NULL;
  g_autoptr (GError) local = NULL;
  TsMoveList *moves;
  guint n;

  /* A side without a royal has lost (RULES.md section 5, TENJIKU.md
   * section 5): nothing to play. */
  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    if (!ts_position_has_royal (pos, c))
      {
        g_set_error_literal (error, TS_POSITION_EDITOR_ERROR, TS_POSITION_EDITOR_ERROR_NO_ROYAL,
                             no_royal_message (pos->rules, c));
        return FALSE;
      }

  /* The moves of such a position would not fit in a move list. */
  if (!ts_position_check_move_bound (pos, &local))
    {
      /* the words a TSFEN of it gets, as a sentence */
      const char *rest = g_utf8_next_char (local->message);
      g_autofree char *first = g_utf8_strup (local->message, rest - local->message);

      g_set_error (error, TS_POSITION_EDITOR_ERROR, TS_POSITION_EDITOR_ERROR_TOO_MANY_MOVES, "%s%s", first, rest);
      return FALSE;
    }

  /* Nor can a side to move with no legal move play: it has lost. */
  copy = ts_position_copy (pos);
  ts_position_clear_history (copy);
  moves = g_new (TsMoveList, 1);
  n = ts_generate_legal (copy, moves);
  g_free (moves);
  if (n == 0)
    {
      g_set_error_literal (error, TS_POSITION_EDITOR_ERROR, TS_POSITION_EDITOR_ERROR_NO_MOVES,
                           copy->side == TS_BLACK ? _("Black is to move and has no legal move")
                                                  : _("White is to move and has no legal move"));
      return FALSE;
    }
  return TRUE;
}

/* ---- life cycle ---- */

static void
ts_position_editor_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsPositionEditor *self = TS_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_int (value, self->tool);
      break;
    case PROP_FACE:
      g_value_set_uint (value, self->face);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ts_position_editor_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ts_position_editor_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_position_editor_finalize (GObject *object)
{
  TsPositionEditor *self = TS_POSITION_EDITOR (object);

  g_clear_pointer (&self->pos, ts_position_free);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (ts_position_editor_parent_class)->finalize (object);
}

static void
ts_position_editor_class_init (TsPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags readable = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = ts_position_editor_get_property;
  object_class->finalize = ts_position_editor_finalize;

  properties[PROP_TOOL] = g_param_spec_int ("tool", NULL, NULL, TS_EDIT_TOOL_MOVE, TS_EDIT_TOOL_ERASE,
                                            TS_EDIT_TOOL_MOVE, readable);
  properties[PROP_FACE] = g_param_spec_uint ("face", NULL, NULL, 0, G_MAXUINT16, 0, readable);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, readable);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, readable);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_POSITION_EDITED] = g_signal_new ("position-edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_position_editor_init (TsPositionEditor *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_position_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_position_free);
  self->tool = TS_EDIT_TOOL_MOVE;
  self->face = TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK);
}

TsPositionEditor *
ts_position_editor_new (const TsPosition *pos)
{
  TsPositionEditor *self;

  g_return_val_if_fail (pos != NULL, NULL);
  self = g_object_new (TS_TYPE_POSITION_EDITOR, NULL);
  self->pos = ts_position_copy (pos);
  ts_position_clear_history (self->pos);
  return self;
}
