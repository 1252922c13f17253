/* ts-board-marks.h — what is shown on each square of the board.
 *
 * One byte a square of TsSquareMarks flags, each kind set afresh from
 * what it shows: the last move, the hovered piece's moves, the selected
 * piece and the squares the next click may go to, a piece type, the
 * threat view's marks (TsThreatFlags of ts-threats.h).  The
 * board scene keeps one and updates the kind that changed; the drawing
 * only reads it.  Plain C on the rules core, no GTK.
 */
#pragma once

#include <glib.h>

#include "ts-move-input.h"

G_BEGIN_DECLS

typedef enum {
  TS_MARK_LAST_MOVE      = 1 << 0,  /* the last move's start and end */
  TS_MARK_SELECTED       = 1 << 1,  /* the piece about to move */
  TS_MARK_TARGET         = 1 << 2,  /* a click there ends the move on an empty square */
  TS_MARK_TARGET_CAPTURE = 1 << 3,  /* a click there captures and ends the move */
  TS_MARK_PATH           = 1 << 4,  /* clicked already as part of the move */
  TS_MARK_HOVER_MOVE     = 1 << 5,  /* the hovered piece could move there */
  TS_MARK_HOVER_CAPTURE  = 1 << 6,  /* ... or capture there */
  TS_MARK_TYPE           = 1 << 7,  /* a piece of the marked type stands there */
  TS_MARK_LAST_CAPTURE   = 1 << 8,  /* the last move captured a piece there */
  TS_MARK_LAST_STAY      = 1 << 9,  /* the last move ended where it began (igui, pass) */
  TS_MARK_TARGET_GO_ON   = 1 << 10, /* a click there captures, and the move may go on */
  TS_MARK_TARGET_STOP    = 1 << 11, /* a click there ends the move where the piece is now */
  TS_MARK_TARGET_RETURN  = 1 << 12, /* a click there comes back to the start (igui) */
  TS_MARK_TARGET_PASS    = 1 << 13, /* the selected piece's own square: its pass */
  TS_MARK_HOVER_LION     = 1 << 14, /* the hovered piece reaches there by lion power */
  TS_MARK_CURSOR         = 1 << 15, /* the keyboard cursor */
  TS_MARK_REFUSED        = 1 << 16, /* a click there was refused just now */
  TS_MARK_LAST_BURNT     = 1 << 17, /* the last move burnt the piece there (tenjiku) */
  TS_MARK_BURN           = 1 << 18, /* the move under the pointer would burn the piece there */
  TS_MARK_BURN_SELF      = 1 << 19, /* ... would end there and burn its own mover */
  /* bits 20 to 27 belong to the threat view: TS_MARK_THREATS */
} TsSquareMarks;

/* The threat view's marks: the TsThreatFlags (ts-threats.h) worth showing
 * on the square, shifted up by TS_MARK_THREAT_SHIFT. */
#define TS_MARK_THREAT_SHIFT 20
#define TS_MARK_THREATS (0xffu << TS_MARK_THREAT_SHIFT)

/* Every mark of a square that a click on it may follow. */
#define TS_MARK_ANY_TARGET                                                                                     \
  (TS_MARK_TARGET | TS_MARK_TARGET_CAPTURE | TS_MARK_TARGET_GO_ON | TS_MARK_TARGET_STOP | TS_MARK_TARGET_RETURN \
   | TS_MARK_TARGET_PASS)

typedef struct {
  guint32 squares[TS_CELLS];
  TsMoveList *hover_moves;         /* room for the hovered piece's moves */
} TsBoardMarks;

void ts_board_marks_init (TsBoardMarks *marks);
void ts_board_marks_clear (TsBoardMarks *marks);

/* `move`'s start, captures and end (NULL: none), and the squares it
 * burnt (`burns` may be NULL: none). */
void ts_board_marks_show_last_move (TsBoardMarks *marks, const TsMove *move, const TsBurns *burns);
/* Where the piece on `sq` (0 or an empty square: none) could move or
 * capture in `pos`, whichever side it is; `pos` is looked at, not
 * changed. */
void ts_board_marks_show_hover (TsBoardMarks *marks, TsPosition *pos, TsSquare sq);
/* The selected piece, the squares clicked so far and where the next
 * click may go. */
void ts_board_marks_show_input (TsBoardMarks *marks, const TsMoveInput *input);
/* Every square of `pos` where a piece moving as `type` stands
 * (TS_PIECE_NONE: none). */
void ts_board_marks_show_type (TsBoardMarks *marks, const TsPosition *pos, TsPieceType type);

/* What the move under the pointer would burn (NULL: nothing): its
 * burnt squares, or the mover's final square when it burns itself. */
void ts_board_marks_show_burns (TsBoardMarks *marks, const TsBurns *burns);

/* The threats of `pos` as ts_threats_marks() filters them, or none when
 * not `shown`. */
void ts_board_marks_show_threats (TsBoardMarks *marks, const TsPosition *pos, gboolean shown,
                                  gboolean emperor_only_too);

G_END_DECLS
