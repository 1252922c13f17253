/* ts-square-marks.h — what a square of the board may be marked with.
 *
 * The vocabulary shared by the board scene (src/session), which sets the
 * marks from the game and the user's input, and the board painter
 * (src/render), which draws them for the window and for board images
 * alike: the two layers know nothing of each other, so the one
 * definition lives below both.  Plain flags, no behaviour.
 */
#pragma once

#include <glib.h>

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

G_END_DECLS
