/* ts-move.h — a move, lists of moves, and the canonical move string
 * (RULES.md section 7). */
#pragma once

#include <glib.h>

#include "ts-position.h"

G_BEGIN_DECLS

#define TS_MAX_CAPTURES 3

/* A move is its start square, the squares it captures on in order, and its
 * final square; `becomes` is the moving piece after the move when it is a
 * different piece (promotion or contagion), else TS_EMPTY. */
typedef struct {
  TsSquare from;
  TsSquare to;
  TsSquare captures[TS_MAX_CAPTURES];
  guint8 n_captures;
  TsPiece becomes;
} TsMove;

static inline gboolean
ts_move_is_pass (const TsMove *m)
{
  return m->from == m->to && m->n_captures == 0;
}

static inline gboolean
ts_move_is_capture (const TsMove *m)
{
  return m->n_captures > 0;
}

/* Inline: the search compares moves (hash move, killers) at every node. */
static inline gboolean
ts_move_equal (const TsMove *a, const TsMove *b)
{
  if (a->from != b->from || a->to != b->to || a->n_captures != b->n_captures || a->becomes != b->becomes)
    return FALSE;
  for (guint i = 0; i < a->n_captures; i++)
    if (a->captures[i] != b->captures[i])
      return FALSE;
  return TRUE;
}

/* Room for the moves of a position.  The emperor alone can have 624,
 * and the hook mover as many, so a position with many of them has more
 * moves than any list could hold for every board: positions are read
 * (TSFEN, the position editor) only when ts_position_move_bound()
 * proves that neither side can ever have more than this, in them or in
 * any position that follows (ts-movegen.c says why): 10,668 for the
 * standard start.  Lists are always on the heap (460 kB each). */
#define TS_MAX_MOVES 32768

typedef struct {
  guint n;
  TsMove moves[TS_MAX_MOVES];
} TsMoveList;

static inline void
ts_move_list_clear (TsMoveList *list)
{
  list->n = 0;
}

/* The canonical string ("12mx11l-10k", "9px9o=+LN") into a new string. */
/* The rule set gives the token of a promoted piece (=+TOKEN). */
char *ts_move_to_string (TsRules rules, const TsMove *m);
/* Writes the canonical string into buf (at least TS_MOVE_STRING_MAX bytes). */
#define TS_MOVE_STRING_MAX 32
void ts_move_format (TsRules rules, const TsMove *m, char buf[TS_MOVE_STRING_MAX]);

G_END_DECLS
