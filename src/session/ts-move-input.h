/* ts-move-input.h — turns clicks on squares into one of the legal moves.
 *
 * Plain C on the rules core, no GTK, so the click logic is testable alone.
 * A move is entered as the squares it captures on, in order, then its final
 * square unless it ends on its last capture: "12mx11l-10k" is clicked as
 * 11l, 10k; igui "12mx11l-12m" as 11l, 12m; a plain move as its
 * destination.  When a click completes one move but also begins longer
 * ones (a lion capturing on 11l may stop there or go on), the input waits:
 * clicking that square again stops there, another square goes on.
 */
#pragma once

#include <glib.h>

#include "ts-movegen.h"

G_BEGIN_DECLS

#define TS_MAX_CLICKS (TS_MAX_CAPTURES + 1)

typedef enum {
  TS_INPUT_NONE,      /* the click matches nothing */
  TS_INPUT_CONTINUE,  /* the click began longer moves: more clicks wanted */
  TS_INPUT_MOVE,      /* one move is chosen */
  TS_INPUT_CHOOSE,    /* several moves remain: the user must pick one */
} TsInputResult;

typedef struct {
  TsSquare from;                  /* 0: no piece selected */
  TsSquare path[TS_MAX_CLICKS];   /* squares clicked since selecting */
  guint n_path;
  GArray *moves;                  /* TsMove: the legal moves of `from` */
} TsMoveInput;

/* A target square to highlight: where the next click may go. */
typedef struct {
  TsSquare square;
  gboolean capture;   /* the click captures there (or stops on a capture) */
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

/* A click on `sq`.  TS_INPUT_MOVE: `chosen` (may hold several for
 * TS_INPUT_CHOOSE, or the moves still open after TS_INPUT_CONTINUE) is
 * filled with the matching moves; it may be NULL.  Clicking the selected
 * piece's own square first offers its pass, if it has one, as
 * TS_INPUT_CHOOSE: a single click there must not pass by accident. */
TsInputResult ts_move_input_click (TsMoveInput *input, TsSquare sq, GArray *chosen);

/* The squares the next click may go to.  Fills `targets` (TsInputTarget). */
void ts_move_input_targets (const TsMoveInput *input, GArray *targets);

G_END_DECLS
