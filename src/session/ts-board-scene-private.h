/* ts-board-scene-private.h — the board scene's insides, shared by its
 * two source files: ts-board-scene.c (the game, the position shown,
 * browsing, marks, properties and signals) and ts-board-scene-input.c
 * (clicks, hovering, the choices and the hint: what input means). */
#pragma once

#include "ts-board-scene.h"
#include "ts-move-input.h"

G_BEGIN_DECLS

struct _TsBoardScene {
  GObject parent_instance;

  TsGame *game;
  gulong changed_id;
  TsPosition *pos;             /* a copy: movegen may touch it while looking */

  TsMoveInput input;
  GArray *found;               /* TsMove: what the last click matched */
  GArray *choices;             /* TsMove: the moves the user must pick among */
  TsSquare choice_square;
  char *hint;
  gboolean input_disabled;     /* the computer is to move: clicks play nothing */
  gboolean has_hint_move;
  TsMove hint_move;            /* the engine's suggestion */

  TsBoardMarks marks;
  TsSquare hover;
  int browse_ply;              /* -1: the game's current position */
  guint shown_ply;
  TsPieceType marked_type;
  gboolean show_threats;
  gboolean show_emperor_threats;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_SHOWN_PLY,
  PROP_BROWSE_PLY,
  PROP_HOVER_SQUARE,
  PROP_HINT,
  PROP_INPUT_ENABLED,
  PROP_MARKED_TYPE,
  PROP_SHOW_THREATS,
  PROP_SHOW_EMPEROR_THREATS,
  TS_BOARD_SCENE_N_PROPS
};

extern GParamSpec *ts_board_scene_properties[TS_BOARD_SCENE_N_PROPS];

enum {
  SIGNAL_POSITION_CHANGED,
  SIGNAL_MARKS_CHANGED,
  SIGNAL_CHOICES_CHANGED,
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_PIECE_HOVERED,
  SIGNAL_PIECE_SELECTED,
  TS_BOARD_SCENE_N_SIGNALS
};

extern guint ts_board_scene_signals[TS_BOARD_SCENE_N_SIGNALS];

/* ts-board-scene.c */
void ts_board_scene_marks_changed (TsBoardScene *self);

/* ts-board-scene-input.c */
/* The marks of the move being entered, and the hint that goes with them. */
void ts_board_scene_update_input_marks (TsBoardScene *self);
void ts_board_scene_update_hover_marks (TsBoardScene *self);
/* Offers `moves` (NULL: none) as the choices of a click on `sq`. */
void ts_board_scene_set_choices (TsBoardScene *self, const GArray *moves, TsSquare sq);

G_END_DECLS
