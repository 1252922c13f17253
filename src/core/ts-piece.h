/* ts-piece.h — the single table of tai shogi piece data, read through a
 * rule set.
 *
 * Every piece type (the 93 that stand in the starting position and the 25
 * that exist only as promotions in one rule set or the other) is described
 * once, in ts-piece.c.  A rule set (RULESETS.md) is that table with a few
 * rows changed: the "standard" set is RULES.md, the "jw" set (Japanese
 * Wikipedia) changes nine movements, most promotions and the emperor's
 * capture rule.  The move generator, the movement diagrams, the notation
 * and the value table all read the table through the game's rule set;
 * nothing else describes a piece.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Directions relative to the piece, clockwise from straight forward.
 * "Right" is the owner's right: for Black that is towards file 1. */
typedef enum {
  TS_DIR_F,
  TS_DIR_FR,
  TS_DIR_R,
  TS_DIR_BR,
  TS_DIR_B,
  TS_DIR_BL,
  TS_DIR_L,
  TS_DIR_FL,
  TS_N_DIRS
} TsDir;

#define TS_DIR_IS_DIAGONAL(d) (((d) & 1) != 0)

/* The unit step of each direction, relative to the piece: squares to its
 * right and forward.  The one table of directions: for Black on the
 * board, right is +x and forward is -y (ts-position.h). */
static const int ts_dir_right[TS_N_DIRS] G_GNUC_UNUSED = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int ts_dir_forward[TS_N_DIRS] G_GNUC_UNUSED = { 1, 1, 0, -1, -1, -1, 0, 1 };

/* A range limit meaning "any number of free squares": more than any
 * board has. */
#define TS_UNLIMITED 24

#define TS_MAX_JUMPS 8

typedef enum {
  TS_MOVE_FLAG_LION    = 1 << 0, /* lion power: two king steps, NAD jumps */
  TS_MOVE_FLAG_EMPEROR = 1 << 1, /* universal leaper with the protected-royal rule */
  TS_MOVE_FLAG_ROYAL   = 1 << 2, /* losing the last royal piece loses the game */
  TS_MOVE_FLAG_BURNS   = 1 << 3, /* a fire demon: burns its enemy neighbours
                                  * where it stops, and any enemy that stops
                                  * next to it (TENJIKU.md section 3.9) */
} TsMoveFlags;

/* A jump: offsets relative to the piece, in squares to its right and forward. */
typedef struct {
  gint8 right;
  gint8 forward;
} TsJump;

/* How a piece moves, as data.  The kinds of movement of seed 000 (tai)
 * and seed 004 (tenjiku):
 *  - range[d]: steps (1), limited ranges (2, 3, 5) and unlimited ranges
 *    (TS_UNLIMITED) along direction d over empty squares; range_start[d]
 *    is the first square it reaches, 1, or 2 for the heavenly tetrarch,
 *    which skips its neighbours whatever stands there;
 *  - jumps: fixed leaps that ignore what stands between;
 *  - hook_start: directions along which a hook move may start (a range
 *    move over empty squares, one 90-degree turn, a second range move);
 *  - line_lion[d]: line-lion power along d, 2 (soaring eagle, horned
 *    falcon) or 3 steps (lion dog);
 *  - lion_dirs: the king steps of lion power (igui, pass, a capture and
 *    a second step): all eight for the lion, whose flag also gives every
 *    square within two, the diagonals for tenjiku's free eagle;
 *  - range_jump[d]: tenjiku's range-jumping generals capture along d by
 *    jumping pieces of a lower rank (TENJIKU.md section 3.2);
 *  - area_steps: tenjiku's area move, a path of up to so many king steps
 *    over empty squares (vice general, fire demon);
 *  - igui_dirs: capturing a neighbour without moving, without lion
 *    power (the tetrarch);
 *  - flags: full lion power, the emperor's universal leap, royalty,
 *    burning. */
typedef struct {
  guint8 range[TS_N_DIRS];
  guint8 range_start[TS_N_DIRS];
  guint8 line_lion[TS_N_DIRS];
  guint8 hook_start;            /* bit d set: a hook may start along d */
  guint8 lion_dirs;             /* bit d set: lion power steps along d */
  guint8 range_jump;            /* bit d set: range jumps along d */
  guint8 area_steps;
  guint8 igui_dirs;             /* bit d set: igui on the neighbour along d */
  guint8 n_jumps;
  TsJump jumps[TS_MAX_JUMPS];
  guint8 flags;                 /* TsMoveFlags */
} TsMovement;

/* A hook move's route to a square: a first leg of `a` squares along
 * direction `d1`, the turn, a second leg of `b` along the perpendicular
 * `d2` (a, b >= 1). */
typedef struct {
  int d1, a, d2, b;
} TsHookRoute;

/* At most two turns reach a square from each of two first directions. */
#define TS_MAX_HOOK_ROUTES 4

/* The routes by which a hook piece whose first legs may go along
 * `hook_start` (TsMovement) reaches the square `right` squares to its
 * right and `forward` ahead, on an empty board, into `routes`; returns
 * how many.  The one description of a hook's geometry: the move
 * generator's attack question and the movement diagrams read it (the
 * engine's attack tables have their own, faster form, checked against
 * the move generator). */
guint ts_hook_routes (guint8 hook_start, int right, int forward, TsHookRoute routes[TS_MAX_HOOK_ROUTES]);

/* Piece type identifiers: the order of the table in ts-piece.c. */
typedef enum {
  TS_PIECE_NONE = 0,
  TS_PIECE_EMPEROR,
  TS_PIECE_PRINCE,
  TS_PIECE_DRUNKEN_ELEPHANT,
  TS_PIECE_HOOK_MOVER,
  TS_PIECE_LONG_NOSED_GOBLIN,
  TS_PIECE_CAPRICORN,
  TS_PIECE_PEACOCK,
  TS_PIECE_SOARING_EAGLE,
  TS_PIECE_HORNED_FALCON,
  TS_PIECE_QUEEN,
  TS_PIECE_RUSHING_BIRD,
  TS_PIECE_FREE_DEMON,
  TS_PIECE_FREE_DREAM_EATER,
  TS_PIECE_WATER_BUFFALO,
  TS_PIECE_FLYING_OX,
  TS_PIECE_SOLDIER,
  TS_PIECE_DRAGON_KING,
  TS_PIECE_DRAGON_HORSE,
  TS_PIECE_LION,
  TS_PIECE_RACING_CHARIOT,
  TS_PIECE_ROOK,
  TS_PIECE_BISHOP,
  TS_PIECE_WHITE_HORSE,
  TS_PIECE_WHALE,
  TS_PIECE_STANDARD_BEARER,
  TS_PIECE_VERMILLION_SPARROW,
  TS_PIECE_TURTLE_SNAKE,
  TS_PIECE_BLUE_DRAGON,
  TS_PIECE_WHITE_TIGER,
  TS_PIECE_RIGHT_CHARIOT,
  TS_PIECE_LEFT_CHARIOT,
  TS_PIECE_SIDE_DRAGON,
  TS_PIECE_DOVE,
  TS_PIECE_SHE_DEVIL,
  TS_PIECE_GOLDEN_BIRD,
  TS_PIECE_GREAT_DRAGON,
  TS_PIECE_WHITE_ELEPHANT,
  TS_PIECE_LION_DOG,
  TS_PIECE_WRESTLER,
  TS_PIECE_GUARDIAN_OF_THE_GODS,
  TS_PIECE_BUDDHIST_DEVIL,
  TS_PIECE_GOLDEN_DEER,
  TS_PIECE_SILVER_HARE,
  TS_PIECE_FIERCE_EAGLE,
  TS_PIECE_OLD_KITE,
  TS_PIECE_VIOLENT_OX,
  TS_PIECE_FLYING_DRAGON,
  TS_PIECE_OLD_RAT,
  TS_PIECE_ENCHANTED_BADGER,
  TS_PIECE_FLYING_HORSE,
  TS_PIECE_PRANCING_STAG,
  TS_PIECE_VIOLENT_BEAR,
  TS_PIECE_SIDE_MOVER,
  TS_PIECE_VERTICAL_MOVER,
  TS_PIECE_REVERSE_CHARIOT,
  TS_PIECE_PHOENIX,
  TS_PIECE_KIRIN,
  TS_PIECE_POISONOUS_SNAKE,
  TS_PIECE_NORTHERN_BARBARIAN,
  TS_PIECE_SOUTHERN_BARBARIAN,
  TS_PIECE_EASTERN_BARBARIAN,
  TS_PIECE_WESTERN_BARBARIAN,
  TS_PIECE_BLIND_BEAR,
  TS_PIECE_NEIGHBORING_KING,
  TS_PIECE_BLIND_TIGER,
  TS_PIECE_BLIND_MONKEY,
  TS_PIECE_FEROCIOUS_LEOPARD,
  TS_PIECE_RECLINING_DRAGON,
  TS_PIECE_CHINESE_COCK,
  TS_PIECE_OLD_MONKEY,
  TS_PIECE_EVIL_WOLF,
  TS_PIECE_ANGRY_BOAR,
  TS_PIECE_CAT_SWORD,
  TS_PIECE_COILED_SERPENT,
  TS_PIECE_DEVA,
  TS_PIECE_DARK_SPIRIT,
  TS_PIECE_RIGHT_GENERAL,
  TS_PIECE_LEFT_GENERAL,
  TS_PIECE_GOLD_GENERAL,
  TS_PIECE_SILVER_GENERAL,
  TS_PIECE_COPPER_GENERAL,
  TS_PIECE_TILE_GENERAL,
  TS_PIECE_IRON_GENERAL,
  TS_PIECE_WOOD_GENERAL,
  TS_PIECE_STONE_GENERAL,
  TS_PIECE_EARTH_GENERAL,
  TS_PIECE_GO_BETWEEN,
  TS_PIECE_KNIGHT,
  TS_PIECE_HOWLING_DOG,
  TS_PIECE_DONKEY,
  TS_PIECE_RAMS_HEAD_SOLDIER,
  TS_PIECE_LANCE,
  TS_PIECE_PAWN,
  /* Pieces that exist only as promotions. */
  TS_PIECE_FURIOUS_FIEND,
  TS_PIECE_TEACHING_KING,
  TS_PIECE_BUDDHIST_SPIRIT,
  TS_PIECE_GREAT_ELEPHANT,
  TS_PIECE_FRAGRANT_ELEPHANT,
  TS_PIECE_MOUNTAIN_WITCH,
  TS_PIECE_WIZARD_STORK,
  TS_PIECE_SQUARE_MOVER,
  /* Pieces that exist only as promotions in the jw rule set. */
  TS_PIECE_FREE_BEAR,
  TS_PIECE_FREE_BOAR,
  TS_PIECE_FREE_TIGER,
  TS_PIECE_FREE_LEOPARD,
  TS_PIECE_FREE_DRAGON,
  TS_PIECE_FREE_WOLF,
  TS_PIECE_FREE_CAT,
  TS_PIECE_FREE_SERPENT,
  TS_PIECE_FREE_GOLD,
  TS_PIECE_FREE_SILVER,
  TS_PIECE_FREE_COPPER,
  TS_PIECE_FREE_TILE,
  TS_PIECE_FREE_IRON,
  TS_PIECE_FREE_STONE,
  TS_PIECE_FREE_EARTH,
  TS_PIECE_FREE_GO_BETWEEN,
  TS_PIECE_BAT,
  /* Tenjiku shogi's own types (TENJIKU.md section 2.3); it shares the
   * others with tai shogi, with its own tokens, promotions and values. */
  TS_PIECE_KING,
  TS_PIECE_GREAT_GENERAL,
  TS_PIECE_VICE_GENERAL,
  TS_PIECE_ROOK_GENERAL,
  TS_PIECE_BISHOP_GENERAL,
  TS_PIECE_FREE_EAGLE,
  TS_PIECE_CHARIOT_SOLDIER,
  TS_PIECE_FIRE_DEMON,
  TS_PIECE_LION_HAWK,
  TS_PIECE_VERTICAL_SOLDIER,
  TS_PIECE_SIDE_SOLDIER,
  TS_PIECE_DOG,
  TS_PIECE_HEAVENLY_TETRARCH,
  TS_PIECE_MULTI_GENERAL,
  TS_PIECE_FLYING_STAG,
  TS_N_PIECE_TYPES
} TsPieceType;

/* The number of types in tai shogi's starting position
 * (1 .. TS_N_STARTING_TYPES). */
#define TS_N_STARTING_TYPES 93

/* Value of a piece that cannot be exchanged for material (the emperor). */
#define TS_VALUE_INFINITE 999

/* The rule sets of RULESETS.md. */
typedef enum {
  TS_RULES_STANDARD, /* tai, RULES.md: seed 000, the English-language sources */
  TS_RULES_JW,       /* tai, RULESETS.md: Japanese Wikipedia */
  TS_RULES_TENJIKU,  /* tenjiku's one rule set, "standard", TENJIKU.md */
  TS_N_RULES
} TsRules;

/* Whom the emperor may capture (RULES.md section 3, RULESETS.md section 6). */
typedef enum {
  TS_EMPEROR_TAKES_UNPROTECTED_ROYALS, /* any non-royal; royals only unprotected */
  TS_EMPEROR_TAKES_UNPROTECTED,        /* any piece, only if unprotected */
} TsEmperorCaptureRule;

/* The variant a rule set is of (TsVariantId; ts-variant.h). */
guint ts_rules_variant_id (TsRules rules);

/* The name records and the command line use ("standard", "jw"); names
 * are unique within a variant. */
const char *ts_rules_name (TsRules rules);
/* The name shown to the user ("Japanese Wikipedia"), translated. */
const char *ts_rules_display_name (TsRules rules);
/* Parses a tai rule-set name; the error lists the names there are
 * (ts_variant_rules_from_name() for any variant). */
gboolean ts_rules_from_name (const char *name, TsRules *rules, GError **error);
TsEmperorCaptureRule ts_rules_emperor_capture_rule (TsRules rules);

/* Sets tables[r] = build (r) for every rule set, once and thread-safely:
 * for tables derived from the piece table, read-only after.  A reader
 * that finds tables[r] NULL by an atomic read calls it first. */
void ts_rules_build_tables_once (gsize *built, gpointer *tables, gpointer (*build) (TsRules rules));

#define TS_RULES_ERROR (ts_rules_error_quark ())
GQuark ts_rules_error_quark (void);

typedef enum {
  TS_RULES_ERROR_UNKNOWN,
} TsRulesError;

/* What a piece is beyond its movement (seed 000; RULES.md sections 4, 5). */
typedef enum {
  TS_TRAIT_ROYAL      = 1 << 0, /* losing the last royal loses the game */
  TS_TRAIT_CONTAGIOUS = 1 << 1, /* its capturer becomes this piece, promoted */
  TS_TRAIT_BURNS      = 1 << 2, /* a fire demon (tenjiku) */
} TsPieceTraits;

typedef struct {
  const char *name;           /* English name */
  const char *abbrev;         /* seed 000 setup legend; NULL for promoted-only */
  const char *kanji;          /* two characters, as on the piece */
  const char *kanji_fallback; /* kanji with common characters for weak fonts */
  const char *romaji;
  TsPieceType promotes_to;    /* TS_PIECE_NONE: does not promote */
  guint16 value;              /* seed 000 "Piece values", pawn = 1 */
  guint8 count;               /* pieces a side in the starting position */
  guint8 traits;              /* TsPieceTraits */
  TsMovement movement;
  gboolean value_is_estimate; /* no source gives a value for this movement:
                               * estimated from it (ts_piece_estimate_value) */
  guint8 rank;                /* tenjiku's ranking of the range-jumping
                               * generals (1 royals ... 5 the rest); 0 in tai */
  const char *kanji_white;    /* White's kanji where the sides' pieces differ
                               * (tenjiku's king: 王将 to Black's 玉将,
                               * TENJIKU.md section 2.3); NULL elsewhere.
                               * Use ts_piece_kanji_for(). */
} TsPieceInfo;

/* The type as the standard rule set has it.  Names, kanji, abbreviations
 * and counts are the same in every rule set; for movement, promotion and
 * value in a game, use ts_rules_piece_info() with the game's rule set. */
const TsPieceInfo *ts_piece_info (TsPieceType type);

/* The type as a rule set has it: movement, promotion, value. */
const TsPieceInfo *ts_rules_piece_info (TsRules rules, TsPieceType type);

/* Whether the type can stand on the board in a game of this rule set: the
 * starting types, and the promotions that some piece reaches. */
gboolean ts_rules_has_type (TsRules rules, TsPieceType type);

/* The value estimated from a movement, pawn = 1: the piece's average
 * number of moves on an empty board, times the factor that best fits the
 * table's values of the starting types that only step, slide and jump
 * (least squares).  Used for every piece and movement no source values. */
guint16 ts_piece_estimate_value (const TsMovement *movement);

/* The type's name in the user's language (the English name of the table,
 * translated in the "tai-shogi" gettext domain: 獅子 for the lion in
 * Japanese).  Owned by the table or the catalogue; never free it. */
const char *ts_piece_display_name (TsPieceType type);

/* Looks a type up by its setup-legend abbreviation ("LN", "P") in tai;
 * case is ignored. */
TsPieceType ts_piece_type_from_abbrev (const char *abbrev, gsize len);
/* The same in a rule set's variant (its tokens: TENJIKU.md section 2.3). */
TsPieceType ts_rules_type_from_token (TsRules rules, const char *token, gsize len);

/* Whether a type stands on the board only as a promotion (tai's wizard
 * stork, tenjiku's tetrarch): it has no token of its own. */
gboolean ts_piece_type_is_promoted_only (TsPieceType type);
gboolean ts_rules_type_is_promoted_only (TsRules rules, TsPieceType type);

/* The Betza string the type's movement was read from (seed 000's dialect),
 * in the standard rule set, and in a given one. */
const char *ts_piece_betza (TsPieceType type);
const char *ts_rules_piece_betza (TsRules rules, TsPieceType type);

G_END_DECLS
