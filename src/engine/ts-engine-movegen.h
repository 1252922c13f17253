/* ts-engine-movegen.h — the legal moves for the search: the same moves as
 * ts_generate_legal(), with the emperor's protected-royal rule answered
 * by the target-driven attack questions of ts-attacks.c instead of scans
 * of the whole army. */
#pragma once

#include <glib.h>

#include "ts-attacks.h"

G_BEGIN_DECLS

/* Replaces `list` with the legal moves of the side to move; returns the
 * count.  `t` holds the tracked pieces of `pos`. */
guint ts_engine_generate_legal (TsPosition *pos, const TsTracked *t, TsMoveList *list);

#define TS_ENGINE_MAX_EMPEROR_VICTIMS 32
#define TS_ENGINE_ALL_EMPEROR_VICTIMS G_MAXUINT

/* Appends the captures of the side to move (a capture never repeats a
 * position).  The emperor, which can take almost anything, takes the
 * royals it may and its `emperor_max_victims` dearest other victims (at
 * most TS_ENGINE_MAX_EMPEROR_VICTIMS), or with
 * TS_ENGINE_ALL_EMPEROR_VICTIMS every piece it may. */
void ts_engine_generate_captures (TsPosition *pos, const TsTracked *t, guint emperor_max_victims, TsMoveList *list);

#define TS_KEPT_CAPTURES_MAX 1024

/* The captures generated for a position, kept for the position two
 * plies later, where the same side moves again: only the pieces the two
 * moves between could have changed need generating again.  The captures
 * of the pieces generated every time (the emperor, hook pieces) are not
 * kept. */
typedef struct {
  guint64 key;                        /* the position's hash; 0: nothing kept */
  guint n;
  TsMove moves[TS_KEPT_CAPTURES_MAX]; /* in the order they were generated */
  /* tenjiku: the position's occupancy, whose changes include what burnt */
  guint64 occupied[2][TS_OCC_WORDS];
} TsKeptCaptures;

/* ts_engine_generate_captures(), the same moves in the same order, for a
 * position reached by the moves `between` (none for a null move) from
 * the one whose captures `earlier` keeps (NULL or empty: none kept, all
 * are generated).  Keeps the captures in `keep` unless it is NULL. */
void ts_engine_generate_captures_since (TsPosition *pos, const TsTracked *t, guint emperor_max_victims,
                                        const TsKeptCaptures *earlier, const TsMove *between, guint n_between,
                                        TsKeptCaptures *keep, TsMoveList *list);

/* Appends the legal moves of the side to move that capture nothing:
 * with the captures, the legal moves, for a search that generates them
 * in turn. */
void ts_engine_generate_quiets (TsPosition *pos, TsMoveList *list);

/* The same without the test for repetition, which costs a hash a move:
 * for a search that tries few of them, asking ts_move_repeats() of each
 * before it plays it. */
void ts_engine_generate_quiets_with_repetitions (TsPosition *pos, TsMoveList *list);

/* Whether `m`, a move of `pos` that captures nothing, burns an enemy
 * piece and not its own mover (a fire demon stopping next to enemies,
 * TENJIKU.md section 3.9): material falls as by a capture, so the
 * search treats it as one.  FALSE in a variant without burning. */
gboolean ts_engine_quiet_burns (const TsPosition *pos, const TsMove *m);

/* Appends the moves of the side to move that capture nothing and burn
 * (above).  They never repeat a position: material fell. */
void ts_engine_generate_burning_quiets (const TsPosition *pos, TsMoveList *list);

/* Whether `m` (from the transposition table, maybe from another
 * position) is one of the legal moves of `pos`; `scratch` is room for
 * one piece's moves. */
gboolean ts_engine_move_is_legal (TsPosition *pos, const TsTracked *t, const TsMove *m, TsMoveList *scratch);

G_END_DECLS
