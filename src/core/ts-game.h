/* ts-game.h — a game: its start position, its moves, undo/redo, result.
 *
 * The user interface holds one TsGame and changes the position only
 * through it.  Moves past the current one are kept for redo until a new
 * move is played.  The game says what happened: "played", "undone" and
 * "redone" (with the move's index), "reset" (a new start, a copy of
 * another game, or its moves cut short) and "resigned" (the colour that
 * resigned), each followed by "changed".
 */
#pragma once

#include <glib-object.h>

#include "ts-movegen.h"
#include "ts-player.h"

G_BEGIN_DECLS

typedef enum {
  TS_RESULT_NONE,          /* the game goes on */
  TS_RESULT_BLACK_WINS,
  TS_RESULT_WHITE_WINS,
} TsResult;

typedef enum {
  TS_END_NONE,
  TS_END_ROYALS_CAPTURED,  /* the loser has no emperor or prince left */
  TS_END_NO_MOVES,         /* the side to move has no legal move */
  TS_END_RESIGNED,         /* a side resigned */
  TS_END_TIME,             /* the side to move ran out of time */
} TsEndReason;

/* The record tag that keeps a resignation ("black" or "white": who
 * resigned).  It belongs to the end of the moves: it counts while the
 * game's last move is the current one, and a new move drops it. */
#define TS_GAME_TAG_RESIGNED "Resigned"

/* The record tag that keeps a loss on time, PGN's Termination with the
 * value TS_GAME_TIME_FORFEIT: the side to move after the last move lost.
 * Like a resignation it belongs to the end of the moves. */
#define TS_GAME_TAG_TERMINATION "Termination"
#define TS_GAME_TIME_FORFEIT "time forfeit"

#define TS_TYPE_GAME (ts_game_get_type ())
G_DECLARE_FINAL_TYPE (TsGame, ts_game, TS, GAME, GObject)

TsGame *ts_game_new (void);
/* A game from a TSFEN position (NULL for the standard start). */
TsGame *ts_game_new_from_tsfen (const char *tsfen, GError **error);

/* Starts over from the start position or from a TSFEN, in the game's rule
 * set or in another one. */
void ts_game_reset (TsGame *self);
gboolean ts_game_reset_to_tsfen (TsGame *self, const char *tsfen, GError **error);
void ts_game_reset_with_rules (TsGame *self, TsRules rules);
gboolean ts_game_reset_to_tsfen_with_rules (TsGame *self, TsRules rules, const char *tsfen, GError **error);

/* The rule set the game is played by (standard unless reset with another). */
TsRules ts_game_get_rules (TsGame *self);

/* Makes this game a copy of `source`: rule set, start position, moves (those that
 * can be redone too), comments and tags.  Emits "changed" once. */
void ts_game_assign (TsGame *self, TsGame *source);

/* The start position's TSFEN, or NULL when it is the standard one. */
const char *ts_game_get_start_tsfen (TsGame *self);

/* The current position.  Do not change it: play moves through the game. */
TsPosition *ts_game_get_position (TsGame *self);

/* Moves up to the current one (redo moves not counted). */
guint ts_game_get_n_moves (TsGame *self);
/* Moves including those that can be redone. */
guint ts_game_get_n_moves_total (TsGame *self);
const TsMove *ts_game_get_move (TsGame *self, guint index);
/* The pieces the move of this index captured, in order (into `captured`,
 * room for TS_MAX_CAPTURES); returns how many.  And the piece that moved,
 * as it was before the move.  Both kept from when it was played. */
guint ts_game_get_captured (TsGame *self, guint index, TsPiece *captured);
TsPiece ts_game_get_moved_piece (TsGame *self, guint index);
/* The squares the move of this index burnt (tenjiku), as played, and the
 * pieces it burnt there (`burnt` may be NULL; room for TS_MAX_BURNS):
 * the mover itself, as it ended the move, when it burnt. */
void ts_game_get_burns (TsGame *self, guint index, TsBurns *burns, TsPiece *burnt);
/* The move's record notation, as it was written when it was played. */
const char *ts_game_get_move_notation (TsGame *self, guint index);

/* A comment attached after a move (record comments in braces). */
const char *ts_game_get_move_comment (TsGame *self, guint index);
void ts_game_set_move_comment (TsGame *self, guint index, const char *comment);

/* Record tags ("Event", "Black", "BlackPlayer", ...), kept in the order
 * they were first set; a NULL value removes the tag. */
void ts_game_set_tag (TsGame *self, const char *name, const char *value);
const char *ts_game_get_tag (TsGame *self, const char *name);
GStrv ts_game_get_tag_names (TsGame *self);

/* A new position after the first `ply` moves (0: the start). */
TsPosition *ts_game_position_at (TsGame *self, guint ply);

/* The current position's legal moves: generated once per position and kept
 * until it changes. */
const TsMoveList *ts_game_get_legal_moves (TsGame *self);
guint ts_game_legal_moves (TsGame *self, TsMoveList *list);
gboolean ts_game_is_legal (TsGame *self, const TsMove *move);

/* Plays a legal move; FALSE with an error if it is not legal or the game
 * is over.  Drops any moves that could have been redone. */
gboolean ts_game_play (TsGame *self, const TsMove *move, GError **error);
gboolean ts_game_play_notation (TsGame *self, const char *text, GError **error);

/* Drops every move after the first `ply` (none left to redo): the game
 * goes on from there.  Emits "reset". */
void ts_game_truncate (TsGame *self, guint ply);

/* The side to move gives up: the other wins.  FALSE if the game is over
 * already or not at its last move. */
gboolean ts_game_resign (TsGame *self, TsColor color);
/* The side to move's clock ran out: it loses on time ("resigned" is
 * emitted with its colour).  FALSE if the game is over already or not
 * at its last move. */
gboolean ts_game_lose_on_time (TsGame *self);

gboolean ts_game_can_undo (TsGame *self);
gboolean ts_game_can_redo (TsGame *self);
gboolean ts_game_undo (TsGame *self);
gboolean ts_game_redo (TsGame *self);

/* The players (properties "black-player" and "white-player", as
 * "human" or "computer:N"; kept in the record tags of ts-player.h). */
TsPlayer ts_game_get_player (TsGame *self, TsColor color);
void ts_game_set_player (TsGame *self, TsColor color, const TsPlayer *player);
/* Whether the side to move is the computer's (and the game goes on). */
gboolean ts_game_computer_to_move (TsGame *self);
/* Whether the computer plays either side. */
gboolean ts_game_has_computer (TsGame *self);

TsResult ts_game_get_result (TsGame *self);
TsEndReason ts_game_get_end_reason (TsGame *self);
/* A sentence for the user ("Black wins: White has no royal piece left."). */
char *ts_game_describe_result (TsGame *self);

#define TS_GAME_ERROR (ts_game_error_quark ())
GQuark ts_game_error_quark (void);

typedef enum {
  TS_GAME_ERROR_ILLEGAL,
  TS_GAME_ERROR_OVER,
} TsGameError;

G_END_DECLS
