/* ts-eval.h — static evaluation for the search.
 *
 * Scores are centipawns.  Material and piece-square values are kept
 * incrementally by the search (ts_eval_move_delta() before each make);
 * royal safety and the tempo are added by ts_evaluate() at the leaves.
 */
#pragma once

#include <glib.h>

#include "ts-attacks.h"

G_BEGIN_DECLS

#define TS_EVAL_PAWN 100

/* The material lead from which a side hunts the enemy royals: the hunt's
 * terms (ts_eval_features()) count from here, and only in the hunter's
 * favour, so that no side gains by falling this far behind. */
#define TS_EVAL_HUNT_LEAD (20 * TS_EVAL_PAWN)

/* The worth of a piece wherever it stands in a rule set: its value,
 * promotion potential included. */
int ts_eval_piece_value (TsRules rules, TsPiece pc);

/* The same for every face (TS_PIECE_FACE()), for loops over many pieces. */
const gint32 *ts_eval_piece_values (TsRules rules);

/* Value plus piece-square bonus of `pc` on `sq`, from Black's point of
 * view (negative for a White piece). */
int ts_eval_signed_psq (TsRules rules, TsPiece pc, TsSquare sq);

/* The material and piece-square sum of a whole position, Black's view. */
int ts_eval_material (const TsPosition *pos);

/* How a move (generated for `pos`, not yet made) changes that sum. */
int ts_eval_move_delta (const TsPosition *pos, const TsMove *m);

/* Whether a piece is the emperor: the only piece that moves as the
 * universal leaper, as nothing promotes to it. */
static inline gboolean
ts_eval_is_emperor (TsPiece pc)
{
  return TS_PIECE_TYPE (pc) == TS_PIECE_EMPEROR;
}

/* The emperor taking a piece that is not royal (`m` generated for
 * `pos`): the commonest capture of all, as it can take any such piece
 * anywhere, and one that loses exactly when the emperor can be taken on
 * the square (ts_see_emperor_grab_loses()), as whatever it took is worth
 * less. */
static inline gboolean
ts_eval_is_emperor_grab (const TsPosition *pos, const TsMove *m)
{
  return ts_move_is_capture (m) && ts_eval_is_emperor (pos->board[m->from]) && !ts_engine_is_royal (pos->board[m->to]);
}

/* The terms of the evaluation beyond material, as counts from Black's
 * point of view (Black's minus White's); the evaluation is the material
 * plus their sum weighted.  Kept apart so that `tai-shogi-cli tune` can
 * fit the weights to game results. */
typedef enum {
  TS_FEATURE_SPARE_ROYAL,            /* a second royal: losing one is not losing */
  TS_FEATURE_ROYAL_ENEMY_NEAR,       /* enemy pieces within two squares of a royal */
  TS_FEATURE_ROYAL_GUARDS,           /* own pieces next to a royal, up to 5 */
  TS_FEATURE_LAST_ROYAL_UNDEFENDED,  /* the enemy emperor may take it */
  TS_FEATURE_LAST_ROYAL_ONE_DEFENDER,
  TS_FEATURE_SPARE_ROYAL_UNDEFENDED,
  TS_FEATURE_ROYAL_DEFENDERS,        /* before an enemy emperor: pieces protecting a royal, up to 6 */
  TS_FEATURE_HUNT_NEAR,              /* far ahead: own pieces near an enemy royal */
  TS_FEATURE_HUNT_CAGE,              /* far ahead: squares round it it cannot step to */
  TS_FEATURE_HUNT_ATTACKERS,         /* far ahead: own pieces attacking an enemy royal, up to 3 */
  TS_FEATURE_HUNT_APPROACH,          /* far ahead: own pieces (by value) closing in on the enemy royals, scaled by the lead */
  TS_FEATURE_SIMPLIFY,               /* far ahead: the lead in pawns times the pieces traded, /100 */
  TS_FEATURE_SIEGE,                  /* own emperor against none: the protectors of the enemy's royals (negative) */
  TS_FEATURE_FREE_EMPEROR,           /* own emperor against none: the ranks it stands out, which the home pull would cost */
  TS_FEATURE_TEMPO,                  /* the side to move */
  /* tenjiku's own (ts_engine_specialized() false; 0 in tai) */
  TS_FEATURE_DEMON_ATTACKED,         /* own fire demons an enemy piece attacks */
  TS_FEATURE_BURN_THREAT,            /* the enemies (pawns' worth) one move of a fire demon would burn, the best */
  TS_FEATURE_GENERAL_TARGETS,        /* enemy pieces the range-jumping generals can take, up to 4 each */
  TS_FEATURE_KING_OPEN_LINES,        /* lines from a royal an enemy general could take it along, jumping all on them */
  TS_FEATURE_BUFFALO_ADVANCE,        /* an unpromoted water buffalo's ranks towards the zone, its fire demon to be */
  TS_FEATURE_KING_LINE_THREATS,      /* squares an enemy general reaches in one move from which it would take the last royal, up to 6 */
  TS_EVAL_N_FEATURES
} TsEvalFeature;

void ts_eval_features (TsPosition *pos, const TsTracked *t, int material, int *features);
int ts_eval_combine (const int *features, const int *weights);
const int *ts_eval_default_weights (void);

/* The weights a rule set's evaluation uses (tai's rule sets share
 * ts_eval_default_weights(); tenjiku has its own). */
const int *ts_eval_weights (TsRules rules);

/* The full evaluation from the side to move's point of view, given the
 * incrementally kept material sum and the tracked pieces. */
int ts_evaluate (TsPosition *pos, const TsTracked *t, int material);

G_END_DECLS
