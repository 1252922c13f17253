/* ts-move-input.h — turns clicks on squares into one of the legal moves.
 *
 * Plain C on the rules core, no GTK, so the click logic is testable alone.
 * A move is entered as the squares it captures on, in order, then its final
 * square unless it ends on its last capture: "12mx11l-10k" is clicked as
 * 11l, 10k; igui "12mx11l-12m" as 11l, 12m; a plain move as its
 * destination.  When a click captures and longer moves go on from there
 * (a lion capturing on 11l may stop there, come back or go on), the input
 * waits: clicking that square again stops there.  The pass is clicked as
 * the piece's own square twice, so that no single click passes by
 * accident.  Every square the next click may go to has a kind that says
 * what the click does there, for the board to mark and to put in words.
 * A move that may promote (tenjiku) is two moves with the same clicks,
 * promoted and not: its last click asks which (TS_INPUT_CHOOSE), and the
 * input waits for the answer (ts_move_input_choose()).
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"
#include "ts-position.h"

G_BEGIN_DECLS

#define TS_MAX_CLICKS (TS_MAX_CAPTURES + 1)

typedef enum {
  TS_INPUT_NONE,      /* the click matches nothing */
  TS_INPUT_CONTINUE,  /* the click began longer moves: more clicks wanted */
  TS_INPUT_MOVE,      /* one move is chosen */
  TS_INPUT_CHOOSE,    /* a move that may promote: promote or not? */
} TsInputResult;

typedef struct {
  TsSquare from;                  /* 0: no piece selected */
  TsSquare path[TS_MAX_CLICKS];   /* squares clicked since selecting */
  guint n_path;
  GArray *moves;                  /* TsMove: the legal moves of `from` */
  /* the clicks ended a move that may promote: [0] promoted, [1] not */
  gboolean choosing;
  TsMove choice[2];
} TsMoveInput;

/* What a click on a target square does. */
typedef enum {
  TS_TARGET_MOVE,     /* ends the move there, on an empty square (a step on) */
  TS_TARGET_CAPTURE,  /* captures there and ends the move */
  TS_TARGET_GO_ON,    /* captures there; the move may then stop, come back or go on */
  TS_TARGET_STOP,     /* the square just captured on, again: stop there */
  TS_TARGET_RETURN,   /* back to the start square after capturing (igui) */
  TS_TARGET_PASS,     /* the piece's own square: pass (a first click arms it) */
} TsTargetKind;

/* A target square to highlight: where the next click may go. */
typedef struct {
  TsSquare square;
  TsTargetKind kind;
} TsInputTarget;

void ts_move_input_init (TsMoveInput *input);
void ts_move_input_clear (TsMoveInput *input);

/* The squares a move is clicked as; returns how many. */
guint ts_move_clicks (const TsMove *m, TsSquare clicks[TS_MAX_CLICKS]);

/* Selects the piece on `from` among the legal moves `legal`; FALSE (and
 * nothing selected) if it has none. */
gboolean ts_move_input_select (TsMoveInput *input, TsSquare from, const TsMoveList *legal);
void ts_move_input_deselect (TsMoveInput *input);

static inline gboolean
ts_move_input_has_selection (const TsMoveInput *input)
{
  return input->from != 0;
}

/* A click on `sq`.  TS_INPUT_MOVE: `chosen` (may be NULL) is filled with
 * the move; after TS_INPUT_CONTINUE, with the moves still open; after
 * TS_INPUT_CHOOSE, with the two (promoted first), and the input waits
 * for ts_move_input_choose().  While it waits, every click is
 * TS_INPUT_NONE. */
TsInputResult ts_move_input_click (TsMoveInput *input, TsSquare sq, GArray *chosen);

/* The answer to TS_INPUT_CHOOSE: the move promoted or not; NULL when no
 * choice is open. */
const TsMove *ts_move_input_choose (const TsMoveInput *input, gboolean promote);

/* The moves that a click on `sq` now completes or continues, appended to
 * `moves` (for tooltips and descriptions); nothing changes. */
void ts_move_input_moves_via (const TsMoveInput *input, TsSquare sq, GArray *moves);
/* Of those, the moves that a click on `sq` ends (one, or a promotion
 * taken or not), appended to `moves`: what the board previews there. */
void ts_move_input_moves_ending (const TsMoveInput *input, TsSquare sq, GArray *moves);

/* Whether the selected piece has a pass among its moves, and whether the
 * first click on its square has armed it. */
gboolean ts_move_input_can_pass (const TsMoveInput *input);
gboolean ts_move_input_pass_armed (const TsMoveInput *input);

/* The squares the next click may go to.  Fills `targets` (TsInputTarget). */
void ts_move_input_targets (const TsMoveInput *input, GArray *targets);

/* Whether promoting `piece` (unpromoted) to `promoted` loses nothing:
 * every way the piece moves now, the promoted face moves too, so that
 * "Always promote" may take the promotion without asking.  Decided from
 * the piece table's movements, not from a list of names:
 *  - each step or range along a direction is covered by a range at least
 *    as long from the same first square, a line-lion move or area move
 *    at least as long, or full lion power within two squares;
 *  - each jump by the same jump, or full lion power within two squares;
 *  - hook, lion and igui directions, line-lion reach and area steps by at
 *    least as much (lion power gives igui too);
 *  - range jumps along the same lines by a general of at least the same
 *    rank (it jumps whatever the lower one jumped);
 *  - lion power, royalty and burning are kept.
 * In tenjiku this lets the pawn, lance, bishop, rook, dragons, queen,
 * lion, kirin, drunk elephant, blind tiger, reverse chariot, the
 * soldiers, dog, water buffalo and the two generals promote unasked;
 * the gold, silver, copper and iron generals, ferocious leopard,
 * knight, phoenix, vertical and side movers, eagles and chariot soldier
 * still ask. */
gboolean ts_promotion_loses_nothing (TsRules rules, TsPiece piece, TsPiece promoted);

G_END_DECLS
