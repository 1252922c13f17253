/* ts-move-picker.h — the order in which the search tries a node's moves.
 *
 * A position has up to a thousand moves, most of them quiet and useless,
 * and the emperor alone can capture almost every enemy piece.  Captures
 * come first only when static exchange evaluation (ts-see.c) says they
 * do not lose material; the others (above all the emperor taking a piece
 * where it is lost, ts_see_emperor_grab_loses()) come after the quiet
 * moves.  Most interior nodes are cut by
 * their first move or two, so their moves are generated only as they are
 * needed, in stages: the hash move, checked to be legal here; then the
 * captures, those that do not lose best first; then the quiet moves
 * (killers first, then the best by history); then the losing captures.
 * Every legal move comes exactly once (the hash move is left out of the
 * later stages), the same set ts_engine_generate_legal() gives.
 *
 * In a variant the engine is not specialized for (tenjiku,
 * ts_engine_specialized()) the stages are the same, on the core's
 * moves: the moves that burn enemies without capturing come with the
 * captures, gains count what burns (the mover too), a capture that
 * only breaks even in the static exchange counts as losing, and a
 * quiet promotion that gains comes before the killers.
 *
 * The picker only orders: what the search does with a move (prune it,
 * reduce it) is the search's business.  It never changes the position
 * for good; ts_see() plays exchanges out and takes them back.
 */
#pragma once

#include <glib.h>

#include "ts-attacks.h"
#include "ts-engine-movegen.h"

G_BEGIN_DECLS

/* What ts_move_picker_capture_gain() adds for taking the enemy's last
 * royal: winning the game outranks any material. */
#define TS_PICK_WIN_BONUS (1 << 16)

typedef enum {
  TS_PICK_HASH,
  TS_PICK_CAPTURES,                   /* those that do not lose, best first */
  TS_PICK_QUIETS,                     /* killers, then by history */
  TS_PICK_LOSING_CAPTURES,
  TS_PICK_QUIESCENCE_CAPTURES,        /* quiescence: the good captures only */
  TS_PICK_EVERY_MOVE,                 /* every legal move, as generated */
  TS_PICK_DONE,
} TsPickStage;

/* The rows of a history table: one for every piece, colour included
 * (TS_PIECE_WHITE is bit 9). */
#define TS_PICK_HISTORY_PIECES (2 * TS_N_FACES)

/* What the picker reads of the search's node. */
typedef struct {
  TsPosition *pos;
  const TsTracked *tracked;           /* the node's royals and hook pieces */
  gint32 (*history)[TS_CELLS];        /* quiet moves' successes, [moving piece][to], TS_PICK_HISTORY_PIECES rows */
  const TsMove *killers;              /* the node's two killer moves */
} TsPickContext;

/* Where a node's captures come from (ts_engine_generate_captures_since()):
 * the captures the node two plies up kept (NULL when it kept none), the
 * moves made since, and where this node keeps its own. */
typedef struct {
  const TsKeptCaptures *earlier;
  TsMove between[2];
  guint n_between;
  TsKeptCaptures *keep;
  /* the same for the box protections the emperor's grabs ask */
  const TsKeptProtection *earlier_protection;
  TsKeptProtection *keep_protection;
} TsCaptureSource;

typedef struct {
  TsPickContext ctx;
  TsCaptureSource source;
  TsPickStage stage;
  TsMoveList list;
  gint32 order[TS_MAX_MOVES];         /* each move's sort key */
  guint n_good;                       /* moves in a class above quiet, first */
  guint end;                          /* losing captures are moved behind it */
  guint cursor;                       /* the next move to hand out */
  gboolean quiets_picked;             /* the best quiet moves brought forward */
  gboolean has_hash_move;
  TsMove hash_move;
  guint n_losing;                     /* losing captures, kept at the list's far end */
} TsMovePicker;

/* Material a capture wins (promotion included), in the evaluation's
 * centipawns, plus TS_PICK_WIN_BONUS for the enemy's last royal. */
int ts_move_picker_capture_gain (const TsPosition *pos, const TsMove *m);

/* Whether a capture the picker handed out as good loses material once
 * the exchange on its square is played out.  The emperor's grabs of
 * pieces that are not royal it hands out keep the emperor, so never
 * lose; they are not asked again. */
gboolean ts_move_picker_capture_loses (const TsPickContext *ctx, const TsMove *m);

/* An interior node's moves, in stages; `hash_move` (NULL for none) first
 * if it is legal, which is checked with `scratch`. */
void ts_move_picker_start (TsMovePicker *mp, const TsPickContext *ctx, const TsCaptureSource *source,
                           const TsMove *hash_move, TsMoveList *scratch);

/* A quiescence node's moves: its captures that are not scored as losing,
 * best first, the emperor's among them only for its `emperor_victims`
 * dearest prey. */
void ts_move_picker_start_quiescence (TsMovePicker *mp, const TsPickContext *ctx, const TsCaptureSource *source,
                                      guint emperor_victims);

/* Every legal move, in the order generated; returns how many. */
guint ts_move_picker_start_every_move (TsMovePicker *mp, const TsPickContext *ctx);

/* The next move, and whether it came before the quiet ones (`good`).
 * With `good_only`, the stages after the captures are not generated: the
 * caller would prune all their moves.  FALSE when there are no more. */
gboolean ts_move_picker_next (TsMovePicker *mp, gboolean good_only, TsMove *m, gboolean *good);

/* Sorts `list` (the root's moves) best first, as an interior node
 * would try them. */
void ts_move_picker_sort (const TsPickContext *ctx, TsMoveList *list);

G_END_DECLS
