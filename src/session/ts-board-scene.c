/* ts-board-scene.c — the board's model: see ts-board-scene.h.
 *
 * This file holds the game, which position is shown (browsing), the
 * marks (TsBoardMarks, kept up to date as things happen so that drawing
 * a frame only reads them), the hint move, the marked type, and the
 * properties and signals; what input means is ts-board-scene-input.c's,
 * on the click helper TsMoveInput.
 */
#include "ts-board-scene-private.h"

G_DEFINE_FINAL_TYPE (TsBoardScene, ts_board_scene, G_TYPE_OBJECT)

GParamSpec *ts_board_scene_properties[TS_BOARD_SCENE_N_PROPS];
guint ts_board_scene_signals[TS_BOARD_SCENE_N_SIGNALS];

/* ---- marks ---- */

void
ts_board_scene_marks_changed (TsBoardScene *self)
{
  g_signal_emit (self, ts_board_scene_signals[SIGNAL_MARKS_CHANGED], 0);
}

static guint
current_ply (TsBoardScene *self)
{
  if (self->browse_ply >= 0)
    return self->browse_ply;
  return self->game != NULL ? ts_game_get_n_moves (self->game) : 0;
}

/* ---- the position shown ---- */

/* The move that led to the position shown, and what it burnt. */
static void
show_last_move (TsBoardScene *self)
{
  TsBurns burns;

  if (self->editor != NULL || self->shown_ply == 0)
    {
      ts_board_marks_show_last_move (&self->marks, NULL, NULL);
      return;
    }
  ts_game_get_burns (self->game, self->shown_ply - 1, &burns, NULL);
  ts_board_marks_show_last_move (&self->marks, ts_game_get_move (self->game, self->shown_ply - 1), &burns);
}

void
ts_board_scene_show_position (TsBoardScene *self, const TsPosition *pos)
{
  guint old_ply = self->shown_ply;

  g_clear_pointer (&self->pos, ts_position_free);
  self->pos = ts_position_copy (pos);
  self->has_hint_move = FALSE;
  ts_board_scene_forget_refusal (self);
  ts_move_input_deselect (&self->input);
  self->shown_ply = current_ply (self);
  ts_board_scene_update_input_marks (self);
  show_last_move (self);
  ts_board_scene_update_edit_marks (self);
  ts_board_scene_update_hover_marks (self);
  ts_board_marks_show_type (&self->marks, self->pos, self->marked_type);
  ts_board_marks_show_threats (&self->marks, self->pos, self->show_threats, self->show_emperor_threats);
  g_signal_emit (self, ts_board_scene_signals[SIGNAL_POSITION_CHANGED], 0);
  ts_board_scene_marks_changed (self);
  if (self->shown_ply != old_ply)
    g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_SHOWN_PLY]);
}

/* Shows the game's current position, or the browsed one while it is
 * still in the game's past; the position being set up while editing. */
void
ts_board_scene_show_game (TsBoardScene *self)
{
  gboolean stopped;

  if (self->editor != NULL)
    {
      ts_board_scene_show_position (self, ts_position_editor_get_position (self->editor));
      return;
    }
  if (self->browse_ply >= 0 && (guint) self->browse_ply < ts_game_get_n_moves (self->game))
    {
      g_autoptr (TsPosition) pos = ts_game_position_at (self->game, self->browse_ply);
      ts_board_scene_show_position (self, pos);
      return;
    }
  /* Browsing a ply the game no longer has (undone, a new game) stops,
   * said once the current position is shown. */
  stopped = self->browse_ply >= 0;
  self->browse_ply = -1;
  ts_board_scene_show_position (self, ts_game_get_position (self->game));
  if (stopped)
    g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_BROWSE_PLY]);
}

static void
on_game_changed (TsGame *game, TsBoardScene *self)
{
  ts_board_scene_show_game (self);
}

void
ts_board_scene_set_game (TsBoardScene *self, TsGame *game)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (game == NULL || TS_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
      on_game_changed (game, self);
    }
  else
    {
      g_autoptr (TsPosition) start = ts_position_new_start ();
      ts_board_scene_show_position (self, start);
    }
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_GAME]);
}

TsGame *
ts_board_scene_get_game (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->game;
}

const TsPosition *
ts_board_scene_get_position (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->pos;
}

TsPiece
ts_board_scene_get_piece (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), TS_OFFBOARD);
  g_return_val_if_fail (sq < TS_CELLS, TS_OFFBOARD);
  return self->pos->board[sq];
}

guint
ts_board_scene_get_shown_ply (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  return self->shown_ply;
}

void
ts_board_scene_browse (TsBoardScene *self, guint ply)
{
  int old;

  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->game == NULL)
    return;
  old = self->browse_ply;
  self->browse_ply = ply < ts_game_get_n_moves (self->game) ? (int) ply : -1;
  if (self->browse_ply == old)
    return;
  ts_board_scene_show_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_BROWSE_PLY]);
}

void
ts_board_scene_stop_browsing (TsBoardScene *self)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  if (self->game != NULL)
    ts_board_scene_browse (self, ts_game_get_n_moves (self->game));
}

int
ts_board_scene_get_browse_ply (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), -1);
  return self->browse_ply;
}

/* ---- hint move and marked type ---- */

void
ts_board_scene_set_hint_move (TsBoardScene *self, const TsMove *move)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));

  self->has_hint_move = move != NULL;
  if (move != NULL)
    self->hint_move = *move;
  ts_board_scene_marks_changed (self);
}

const TsMove *
ts_board_scene_get_hint_move (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  return self->has_hint_move ? &self->hint_move : NULL;
}

void
ts_board_scene_set_marked_type (TsBoardScene *self, TsPieceType type)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  g_return_if_fail (type < TS_N_PIECE_TYPES);

  if (self->marked_type == type)
    return;
  self->marked_type = type;
  ts_board_marks_show_type (&self->marks, self->pos, type);
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[PROP_MARKED_TYPE]);
  ts_board_scene_marks_changed (self);
}

TsPieceType
ts_board_scene_get_marked_type (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), TS_PIECE_NONE);
  return self->marked_type;
}

/* ---- the threat view ---- */

/* Sets one of the view's two switches; the marks follow at once. */
static void
set_threat_option (TsBoardScene *self, gboolean *option, gboolean show, guint prop)
{
  if (*option == !!show)
    return;
  *option = !!show;
  ts_board_marks_show_threats (&self->marks, self->pos, self->show_threats, self->show_emperor_threats);
  g_object_notify_by_pspec (G_OBJECT (self), ts_board_scene_properties[prop]);
  ts_board_scene_marks_changed (self);
}

void
ts_board_scene_set_show_threats (TsBoardScene *self, gboolean show)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  set_threat_option (self, &self->show_threats, show, PROP_SHOW_THREATS);
}

gboolean
ts_board_scene_get_show_threats (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return self->show_threats;
}

void
ts_board_scene_set_show_emperor_threats (TsBoardScene *self, gboolean show)
{
  g_return_if_fail (TS_IS_BOARD_SCENE (self));
  set_threat_option (self, &self->show_emperor_threats, show, PROP_SHOW_EMPEROR_THREATS);
}

gboolean
ts_board_scene_get_show_emperor_threats (TsBoardScene *self)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), FALSE);
  return self->show_emperor_threats;
}

guint8
ts_board_scene_get_threat_marks (TsBoardScene *self, TsSquare sq)
{
  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), 0);
  g_return_val_if_fail (sq < TS_CELLS, 0);
  return (self->marks.squares[sq] & TS_MARK_THREATS) >> TS_MARK_THREAT_SHIFT;
}

/* ---- life cycle ---- */

static void
ts_board_scene_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOWN_PLY:
      g_value_set_uint (value, self->shown_ply);
      break;
    case PROP_BROWSE_PLY:
      g_value_set_int (value, self->browse_ply);
      break;
    case PROP_HOVER_SQUARE:
      g_value_set_uint (value, self->hover);
      break;
    case PROP_HINT:
      g_value_set_string (value, self->hint);
      break;
    case PROP_INPUT_ENABLED:
      g_value_set_boolean (value, !self->input_disabled);
      break;
    case PROP_MARKED_TYPE:
      g_value_set_uint (value, self->marked_type);
      break;
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;
    case PROP_SHOW_THREATS:
      g_value_set_boolean (value, self->show_threats);
      break;
    case PROP_SHOW_EMPEROR_THREATS:
      g_value_set_boolean (value, self->show_emperor_threats);
      break;
    case PROP_CHOOSING_PROMOTION:
      g_value_set_boolean (value, self->choosing);
      break;
    case PROP_ALWAYS_PROMOTE:
      g_value_set_boolean (value, self->always_promote);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_scene_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ts_board_scene_set_game (self, g_value_get_object (value));
      break;
    case PROP_INPUT_ENABLED:
      ts_board_scene_set_input_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_MARKED_TYPE:
      ts_board_scene_set_marked_type (self, g_value_get_uint (value));
      break;
    case PROP_CURSOR:
      ts_board_scene_set_cursor (self, g_value_get_uint (value));
      break;
    case PROP_SHOW_THREATS:
      ts_board_scene_set_show_threats (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_EMPEROR_THREATS:
      ts_board_scene_set_show_emperor_threats (self, g_value_get_boolean (value));
      break;
    case PROP_ALWAYS_PROMOTE:
      ts_board_scene_set_always_promote (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_scene_dispose (GObject *object)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  ts_board_scene_drop_editor (self);
  G_OBJECT_CLASS (ts_board_scene_parent_class)->dispose (object);
}

static void
ts_board_scene_finalize (GObject *object)
{
  TsBoardScene *self = TS_BOARD_SCENE (object);

  g_clear_pointer (&self->pos, ts_position_free);
  ts_board_marks_clear (&self->marks);
  g_clear_pointer (&self->found, g_array_unref);
  ts_move_input_clear (&self->input);
  g_free (self->hint);
  G_OBJECT_CLASS (ts_board_scene_parent_class)->finalize (object);
}

static guint
new_signal (GObjectClass *klass, const char *name, guint n_params, GType param)
{
  return g_signal_new (name, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                       n_params, param);
}

static void
ts_board_scene_class_init (TsBoardSceneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags readable = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags writable = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = ts_board_scene_get_property;
  object_class->set_property = ts_board_scene_set_property;
  object_class->dispose = ts_board_scene_dispose;
  object_class->finalize = ts_board_scene_finalize;

  ts_board_scene_properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TS_TYPE_GAME, writable);
  ts_board_scene_properties[PROP_SHOWN_PLY] = g_param_spec_uint ("shown-ply", NULL, NULL, 0, G_MAXUINT, 0, readable);
  ts_board_scene_properties[PROP_BROWSE_PLY] = g_param_spec_int ("browse-ply", NULL, NULL, -1, G_MAXINT, -1, readable);
  ts_board_scene_properties[PROP_HOVER_SQUARE] = g_param_spec_uint ("hover-square", NULL, NULL, 0, TS_CELLS, 0, readable);
  ts_board_scene_properties[PROP_HINT] = g_param_spec_string ("hint", NULL, NULL, NULL, readable);
  ts_board_scene_properties[PROP_INPUT_ENABLED] = g_param_spec_boolean ("input-enabled", NULL, NULL, TRUE, writable);
  ts_board_scene_properties[PROP_MARKED_TYPE] = g_param_spec_uint ("marked-type", NULL, NULL, 0, TS_N_PIECE_TYPES - 1,
                                                    TS_PIECE_NONE, writable);
  ts_board_scene_properties[PROP_EDITOR] = g_param_spec_object ("editor", NULL, NULL, TS_TYPE_POSITION_EDITOR,
                                                                  readable);
  ts_board_scene_properties[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, TS_CELLS - 1, 0, writable);
  ts_board_scene_properties[PROP_SHOW_THREATS] = g_param_spec_boolean ("show-threats", NULL, NULL, FALSE, writable);
  ts_board_scene_properties[PROP_SHOW_EMPEROR_THREATS] = g_param_spec_boolean ("show-emperor-threats", NULL, NULL,
                                                                               FALSE, writable);
  ts_board_scene_properties[PROP_CHOOSING_PROMOTION] = g_param_spec_boolean ("choosing-promotion", NULL, NULL,
                                                                             FALSE, readable);
  ts_board_scene_properties[PROP_ALWAYS_PROMOTE] = g_param_spec_boolean ("always-promote", NULL, NULL, FALSE,
                                                                         writable);
  g_object_class_install_properties (object_class, TS_BOARD_SCENE_N_PROPS, ts_board_scene_properties);

  ts_board_scene_signals[SIGNAL_POSITION_CHANGED] = new_signal (object_class, "position-changed", 0, G_TYPE_NONE);
  ts_board_scene_signals[SIGNAL_MARKS_CHANGED] = new_signal (object_class, "marks-changed", 0, G_TYPE_NONE);
  ts_board_scene_signals[SIGNAL_MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_UINT, G_TYPE_STRING);
  ts_board_scene_signals[SIGNAL_MOVE_CHOSEN] = new_signal (object_class, "move-chosen", 1, G_TYPE_POINTER);
  ts_board_scene_signals[SIGNAL_PIECE_HOVERED] = new_signal (object_class, "piece-hovered", 1, G_TYPE_UINT);
  ts_board_scene_signals[SIGNAL_PIECE_SELECTED] = new_signal (object_class, "piece-selected", 1, G_TYPE_UINT);
}

static void
ts_board_scene_init (TsBoardScene *self)
{
  self->browse_ply = -1;
  self->marked_type = TS_PIECE_NONE;
  ts_board_marks_init (&self->marks);
  self->found = g_array_new (FALSE, FALSE, sizeof (TsMove));
  ts_move_input_init (&self->input);
  self->pos = ts_position_new_start ();
}

TsBoardScene *
ts_board_scene_new (void)
{
  return g_object_new (TS_TYPE_BOARD_SCENE, NULL);
}
