/* ts-board-scene-private.h — the board scene's insides, shared by its
 * source files: ts-board-scene.c (the game, the position shown,
 * browsing, marks, properties and signals), ts-board-scene-input.c
 * (clicks, the keyboard cursor, hovering: what input means),
 * ts-board-scene-words.c (the hint, what a square holds and what a click
 * there would do, why a click was refused: input put in words) and
 * ts-board-scene-edit.c (clicks and drags while a position is set up). */
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
  gboolean choosing;           /* "choosing-promotion" as last notified */
  GArray *found;               /* TsMove: what the last click matched */
  char *hint;
  TsSquare cursor;             /* the keyboard cursor, 0: not shown */
  TsSquare refused;            /* a click refused just now, 0: none */
  gboolean input_disabled;     /* the computer is to move: clicks play nothing */
  gboolean has_hint_move;
  TsMove hint_move;            /* the engine's suggestion */

  TsBoardMarks marks;
  TsSquare hover;
  int browse_ply;              /* -1: the game's current position */
  guint shown_ply;
  TsPieceType marked_type;

  TsPositionEditor *editor;    /* while a position is set up: shown instead */
  gulong edited_id, edit_selection_id;
  gboolean show_threats;
  gboolean show_emperor_threats;
  gboolean always_promote;     /* a promotion that loses nothing is not asked */
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
  PROP_CURSOR,
  PROP_EDITOR,
  PROP_SHOW_THREATS,
  PROP_SHOW_EMPEROR_THREATS,
  PROP_CHOOSING_PROMOTION,
  PROP_ALWAYS_PROMOTE,
  TS_BOARD_SCENE_N_PROPS
};

extern GParamSpec *ts_board_scene_properties[TS_BOARD_SCENE_N_PROPS];

enum {
  SIGNAL_POSITION_CHANGED,
  SIGNAL_MARKS_CHANGED,
  SIGNAL_MOVE_REFUSED,
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_PIECE_HOVERED,
  SIGNAL_PIECE_SELECTED,
  TS_BOARD_SCENE_N_SIGNALS
};

extern guint ts_board_scene_signals[TS_BOARD_SCENE_N_SIGNALS];

/* ts-board-scene.c */
void ts_board_scene_marks_changed (TsBoardScene *self);
/* Shows `pos` afresh: a new position drops any half-entered move. */
void ts_board_scene_show_position (TsBoardScene *self, const TsPosition *pos);
/* Shows the game's current or browsed position again. */
void ts_board_scene_show_game (TsBoardScene *self);

/* ts-board-scene-edit.c */
/* Marks the square the editor picked up. */
void ts_board_scene_update_edit_marks (TsBoardScene *self);
void ts_board_scene_drop_editor (TsBoardScene *self);

/* ts-board-scene-input.c */
/* What a move about to be played would burn (tenjiku): shown on the
 * board and said in words before the click. */
typedef struct {
  TsBurns burns;
  TsPiece mover;          /* the piece that would move */
  gboolean if_promoted;   /* only the move promoted burns so (a water
                           * buffalo becoming a fire demon) */
} TsBurnPreview;
/* The burns of the move that a click on `sq` would end, or of the choice
 * of promotion waiting; FALSE when such a move burns nothing (or there
 * is none). */
gboolean ts_board_scene_preview_burns (TsBoardScene *self, TsSquare sq, TsBurnPreview *preview);
/* Whether "Always promote" takes this promotion without asking. */
gboolean ts_board_scene_promotes_unasked (TsBoardScene *self, const TsMove *promoted);
/* Marks what the move under the pointer or the cursor would burn. */
void ts_board_scene_update_burn_marks (TsBoardScene *self);
/* The marks of the move being entered, and the hint that goes with them. */
void ts_board_scene_update_input_marks (TsBoardScene *self);
void ts_board_scene_update_hover_marks (TsBoardScene *self);
/* Forgets a refused click (its mark and its message). */
void ts_board_scene_forget_refusal (TsBoardScene *self);
void ts_board_scene_set_hint (TsBoardScene *self, char *hint);
void ts_board_scene_update_hint (TsBoardScene *self, TsSquare sq);
gboolean ts_board_scene_is_own_piece (TsBoardScene *self, TsSquare sq);
/* Whether clicks may play now: a game going on, its current position
 * shown, input on. */
gboolean ts_board_scene_accepts_clicks (TsBoardScene *self);

/* ts-board-scene-words.c */
/* What the move being entered waits for, in words (NULL: nothing). */
char *ts_board_scene_input_hint (TsBoardScene *self);
/* Why a click on `sq` plays nothing, in words (NULL: it needs none, such
 * as a click on an empty square with no piece selected). */
char *ts_board_scene_refusal (TsBoardScene *self, TsSquare sq);

/* For tests: the square of the click refused last (0: none), until the
 * next input or until cleared. */
TsSquare ts_board_scene_get_refused (TsBoardScene *self);

G_END_DECLS
