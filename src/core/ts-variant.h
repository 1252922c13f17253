/* ts-variant.h — a game of the large shogi family as data: its board,
 * its pieces, its setup, how its pieces promote and what else happens
 * on its board.
 *
 * The program plays two variants: tai shogi (25 × 25, RULES.md) with its
 * two rule sets, and tenjiku shogi (16 × 16, TENJIKU.md).  A rule set
 * (TsRules) belongs to one variant; a position carries its rule set and
 * so its variant, and everything above the core asks the variant for
 * sizes, pieces and rules.
 *
 * Squares: every variant's board lies in the same mailbox (ts-position.h),
 * anchored at its top-right corner seen from Black, file 1 rank a, where
 * every variant's numbering starts.  A square's name ("13m") is thus the
 * same in every variant, and only the columns a board has differ: a
 * 16-file board has the mailbox's 16 rightmost columns.
 */
#pragma once

#include <glib.h>

#include "ts-position.h"

G_BEGIN_DECLS

typedef enum {
  TS_VARIANT_TAI,
  TS_VARIANT_TENJIKU,
  TS_N_VARIANTS
} TsVariantId;

/* How promotion happens. */
typedef enum {
  /* tai: at the end of every move that captures, compulsorily */
  TS_PROMOTION_ON_CAPTURE,
  /* tenjiku: optionally, on a move that enters the zone, or that
   * captures and starts in it (TENJIKU.md section 4) */
  TS_PROMOTION_IN_ZONE,
} TsPromotionRule;

/* What happens on a board beyond moving and capturing. */
typedef enum {
  TS_MECHANIC_CONTAGION = 1 << 0, /* tai: capturing a deva or dark spirit */
  TS_MECHANIC_BURNING   = 1 << 1, /* tenjiku: fire demons burn their neighbours */
} TsMechanics;

typedef struct {
  TsVariantId id;
  const char *name;          /* the record's Variant tag and --variant: "tai" */
  const char *display_name;  /* "Tai Shogi", to translate */
  int width, height;         /* files and ranks */
  int zone_depth;            /* ranks of a side's promotion zone; 0: none */
  TsPromotionRule promotion;
  guint mechanics;           /* TsMechanics */
  TsRules default_rules;     /* the rule set a game of it gets by default */
  const char *start_tsfen;
  /* TSFEN read strictly: counts and move numbers without leading zeros,
   * fields split by one space (TENJIKU.md 6.1); tai's reader is lenient */
  gboolean strict_tsfen;
  /* The result of a game won by taking the loser's last royal, by the
   * winner's colour, to translate: its royals are tai's emperor and
   * prince, tenjiku's king and prince. */
  const char *royals_taken[2];
} TsVariant;

const TsVariant *ts_variant_get (TsVariantId id);
/* The variant a rule set belongs to. */
const TsVariant *ts_rules_variant (TsRules rules);

/* Looks a variant up by its name ("tai", "tenjiku"); the error lists
 * the variants there are. */
const TsVariant *ts_variant_from_name (const char *name, GError **error);
/* Its rule set of that name ("standard"; tai also has "jw"). */
gboolean ts_variant_rules_from_name (const TsVariant *variant, const char *name, TsRules *rules, GError **error);
/* The names of its rule sets, for messages: "'standard' and 'jw'". */
char *ts_variant_list_rules (const TsVariant *variant);

/* ---- its board ---- */

/* The mailbox column of its leftmost file (seen from Black). */
static inline int
ts_variant_first_x (const TsVariant *v)
{
  return TS_MAX_SIZE - v->width;
}

gboolean ts_variant_has_square (const TsVariant *variant, TsSquare sq);
/* The square of a column counted from Black's left (0 .. width - 1) and
 * a row from the top (0 .. height - 1): for drawing and setting up. */
TsSquare ts_variant_square (const TsVariant *variant, int col, int row);
int ts_variant_col (const TsVariant *variant, TsSquare sq);
int ts_variant_row (const TsVariant *variant, TsSquare sq);
/* Whether a square is in `color`'s promotion zone. */
gboolean ts_variant_in_zone (const TsVariant *variant, TsColor color, TsSquare sq);

G_END_DECLS
