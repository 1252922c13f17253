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
#include "ts-square-marks.h"

G_BEGIN_DECLS

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
