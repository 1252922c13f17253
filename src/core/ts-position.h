/* ts-position.h — a position of a variant: board, side to move, hash,
 * history.
 *
 * The board is a 29x29 mailbox: room for the largest board of any variant
 * (tai's 25x25) with a border of two off-board cells, so that every step
 * and every jump of at most two squares from a real square lands inside
 * the array.  Squares are indices into it.  A smaller board (tenjiku's
 * 16x16) takes the mailbox's top-right corner, where file 1 and rank a
 * are in every variant (ts-variant.h); the rest are off-board cells.
 * The size of the mailbox is fixed on purpose: the move generators'
 * loops and the engine's tables are specialized for it.
 */
#pragma once

#include <glib.h>

#include "ts-piece.h"

G_BEGIN_DECLS

/* The largest board of any variant, in files and in ranks. */
#define TS_MAX_SIZE 25
#define TS_PAD 2
#define TS_STRIDE (TS_MAX_SIZE + 2 * TS_PAD)
#define TS_CELLS (TS_STRIDE * TS_STRIDE)
#define TS_OCC_WORDS ((TS_CELLS + 63) / 64)
#define TS_N_LINES (2 * TS_MAX_SIZE - 1) /* the lines of one direction, at most (diagonals) */

typedef guint16 TsSquare;

typedef enum {
  TS_BLACK = 0,
  TS_WHITE = 1
} TsColor;

#define TS_OTHER(c) ((TsColor) ((c) ^ 1))

/* A piece on the board: type in bits 0-7, promoted in bit 8, White in bit 9.
 * 0 is an empty square, TS_OFFBOARD a border cell. */
typedef guint16 TsPiece;

#define TS_EMPTY 0
#define TS_OFFBOARD 0xffff
#define TS_PIECE_PROMOTED 0x100
#define TS_PIECE_WHITE 0x200

#define TS_PIECE_TYPE(pc) ((TsPieceType) ((pc) & 0xff))
#define TS_PIECE_IS_PROMOTED(pc) (((pc) & TS_PIECE_PROMOTED) != 0)
#define TS_PIECE_COLOR(pc) ((TsColor) (((pc) >> 9) & 1))
#define TS_PIECE_FACE(pc) ((pc) & 0x1ff) /* type and promotion, without colour */
/* Faces are 1 .. TS_N_FACES - 1: tables indexed by face have this many. */
#define TS_N_FACES 512
#define TS_MAKE_PIECE(type, promoted, color) \
  ((TsPiece) ((type) | ((promoted) ? TS_PIECE_PROMOTED : 0) | ((color) == TS_WHITE ? TS_PIECE_WHITE : 0)))

/* The board step of each direction (TsDir) for each colour's pieces:
 * Black's forward is towards rank a (y − 1), its right towards file 1
 * (x + 1); White's are the opposite ones: Black's is
 * ts_dir_right[d] − ts_dir_forward[d] × TS_STRIDE (ts-piece.h).
 * Constants in the header, so that the move generators' loops can fold
 * them. */
static const int ts_dir_step[2][TS_N_DIRS] G_GNUC_UNUSED = {
  { -TS_STRIDE, -TS_STRIDE + 1, 1, TS_STRIDE + 1, TS_STRIDE, TS_STRIDE - 1, -1, -TS_STRIDE - 1 },
  { TS_STRIDE, TS_STRIDE - 1, -1, -TS_STRIDE - 1, -TS_STRIDE, -TS_STRIDE + 1, 1, TS_STRIDE + 1 },
};

/* Whether a face (a piece's type and promotion, TS_PIECE_FACE()) is one
 * the rule set's tables describe: a type, promoted only when it has a
 * promotion.  Tables indexed by face leave the others out. */
gboolean ts_rules_face_exists (TsRules rules, guint face);

/* x counts the mailbox's columns from Black's left (file 25 is x = 0),
 * y its rows from rank a; a square's file is TS_MAX_SIZE - x in every
 * variant (ts-variant.h for a board's own columns). */
static inline TsSquare
ts_square (int x, int y)
{
  return (TsSquare) ((y + TS_PAD) * TS_STRIDE + x + TS_PAD);
}
static inline int ts_square_x (TsSquare sq) { return sq % TS_STRIDE - TS_PAD; }
static inline int ts_square_y (TsSquare sq) { return sq / TS_STRIDE - TS_PAD; }
static inline int ts_square_file (TsSquare sq) { return TS_MAX_SIZE - ts_square_x (sq); }
static inline TsSquare
ts_square_from_file_rank (int file, int rank)
{
  return ts_square (TS_MAX_SIZE - file, rank);
}

/* The piece type whose movement a piece on the board uses in a rule set
 * (+LD: a great elephant in standard, a gold general in jw). */
TsPieceType ts_piece_moves_as (TsRules rules, TsPiece pc);
const TsPieceInfo *ts_piece_moves_info (TsRules rules, TsPiece pc);
/* Whether the piece's moves may burn actively (TENJIKU.md 3.9): it is a
 * fire demon, or promotes to one on a move (the water buffalo). */
gboolean ts_piece_may_burn (TsRules rules, TsPiece pc);
/* The kanji on a piece's face, by its real colour: the face's type's
 * (ts_piece_moves_as), but White's where the sides differ (tenjiku's
 * king: 玉将 for Black, 王将 for White; TENJIKU.md section 2.3).  The
 * colour is the piece's own, never the side it is drawn as on a flipped
 * board.  Owned by the table. */
const char *ts_piece_kanji_for (TsRules rules, TsPiece pc);
/* The emperor, the prince and a promoted drunken elephant: the same in
 * every rule set (RULESETS.md section 2). */
gboolean ts_piece_is_royal (TsPiece pc);

typedef struct _TsPosition TsPosition;

struct _TsPosition {
  TsRules rules;                     /* how its pieces move and promote */
  /* its variant's fire demons burn (TsMechanics): a copy of the
   * variant's word, read by every make.  (Here, beside the rule set:
   * further down it moves the board's alignment, and tai's perft runs
   * 3 % slower.) */
  gboolean burns;
  TsPiece board[TS_CELLS];
  guint64 occupied[2][TS_OCC_WORDS]; /* one bit a square, per colour */
  /* For each board direction d (ts_dir_step[TS_BLACK][d]) and each line
   * of squares along it, a bit for each square holding a piece of either
   * colour, counted along d (ts_line_places()): the first piece along a
   * ray is found without walking to it (ts_ray_pieces()).  Each line is
   * kept twice, once each way. */
  guint32 lines[TS_N_DIRS][TS_N_LINES];
  /* Each colour's pieces rank by rank: the occupancy again, a word a
   * row of the mailbox, bit sq % TS_STRIDE of word sq / TS_STRIDE, so
   * that a run of a rank is one shift (ts_rank_run()). */
  guint32 rows[2][TS_STRIDE];
  guint64 hash;
  TsColor side;
  guint16 n_royals[2];
  guint32 move_number;               /* grows after each White move */
  /* Hashes of the positions before each move made, oldest first; entries
   * before index `reversible_from` lie before the last capture and can
   * never recur. */
  guint64 *history;
  guint n_history;
  guint history_capacity;
  guint reversible_from;
  /* With ts_position_index_history(): history[reversible_from ..] as a
   * set (hash -> count), so that the repetition test of a game of
   * thousands of quiet moves is one look-up, not a scan.  NULL by
   * default, and in copies: the search's positions scan their short
   * history rather than keep a set at every move. */
  GHashTable *seen;
};

/* Positions of the standard rule set, and of a given one. */
TsPosition *ts_position_new_empty (void);
TsPosition *ts_position_new_start (void);
TsPosition *ts_position_new (TsRules rules);
TsPosition *ts_position_new_start_with_rules (TsRules rules);

/* Reads the pieces on the board by another rule set (for a position
 * being set up; the hash does not depend on the rule set). */
void ts_position_set_rules (TsPosition *pos, TsRules rules);
TsPosition *ts_position_copy (const TsPosition *pos);
void ts_position_free (TsPosition *pos);
/* How many positions ts_position_copy() made on the calling thread: a
 * position is large, and tests count the copies a search costs. */
guint ts_position_get_n_copies (void);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsPosition, ts_position_free)

/* Clears the board (history included); the side to move becomes Black. */
void ts_position_clear (TsPosition *pos);
void ts_position_set_start (TsPosition *pos);

/* Puts a piece (or TS_EMPTY) on a square, keeping hash, occupancy and
 * royal counts right.  For setting up positions, not for playing moves. */
void ts_position_put (TsPosition *pos, TsSquare sq, TsPiece pc);
void ts_position_set_side (TsPosition *pos, TsColor side);

/* Forgets the move history (the position itself is unchanged). */
void ts_position_clear_history (TsPosition *pos);

/* Keeps the position's repeatable history indexed from now on (a game's
 * position; see TsPosition.seen). */
void ts_position_index_history (TsPosition *pos);
/* Whether a position with this hash has occurred since the last capture. */
gboolean ts_position_history_contains (const TsPosition *pos, guint64 hash);
/* For make and unmake (ts-movegen.c): the index follows the history. */
void ts_position_index_after_make (TsPosition *pos);
void ts_position_index_after_unmake (TsPosition *pos, guint64 popped, gboolean was_capture);

static inline gboolean
ts_position_has_royal (const TsPosition *pos, TsColor c)
{
  return pos->n_royals[c] > 0;
}

/* Zobrist key of a piece on a square; the side key is XORed in for White. */
guint64 ts_zobrist_piece (TsPiece pc, TsSquare sq);
#define TS_ZOBRIST_WHITE_TO_MOVE G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

/* Key of the rule set, in every hash: the same board is another position
 * in another rule set (a search's table must not mix them).  0 for
 * standard, so standard hashes are as they always were. */
guint64 ts_zobrist_rules (TsRules rules);

/* Recomputes the hash from scratch (tests compare it with the kept one). */
guint64 ts_position_compute_hash (const TsPosition *pos);

/* ---- occupancy, lines ---- */

/* Marks `sq` taken by a piece of `c`, or no longer, in the occupancy and
 * the rows (not the lines, which do not tell colours apart). */
static inline void
ts_position_occupy (TsPosition *pos, TsSquare sq, TsColor c, gboolean on)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (sq % 64);
  guint32 row_bit = 1u << (sq % TS_STRIDE);

  if (on)
    {
      pos->occupied[c][sq / 64] |= bit;
      pos->rows[c][sq / TS_STRIDE] |= row_bit;
    }
  else
    {
      pos->occupied[c][sq / 64] &= ~bit;
      pos->rows[c][sq / TS_STRIDE] &= ~row_bit;
    }
}

/* The squares of `color`'s pieces among the `n` of rank `y` from file
 * `x` on (x + n at most TS_MAX_SIZE), the first lowest. */
static inline guint32
ts_rank_run (const TsPosition *pos, TsColor color, int x, int y, guint n)
{
  return (pos->rows[color][y + TS_PAD] >> (x + TS_PAD)) & ((1u << n) - 1);
}

/* Where a square lies on the lines through it, one a board direction
 * (ts_dir_step[TS_BLACK][d]): the line (an index into
 * TsPosition.lines[d]) and the square's bit on it, counted along d.
 * Files, ranks, and the diagonals by x + y and by x - y; walking against
 * x or y counts from the far end. */
typedef struct {
  guint8 line[TS_N_DIRS];
  guint8 bit[TS_N_DIRS];
} TsLinePlaces;

static inline void
ts_line_places (TsSquare sq, TsLinePlaces *p)
{
  guint x = (guint) ts_square_x (sq), y = (guint) ts_square_y (sq);
  guint up = TS_MAX_SIZE - 1 - y, left = TS_MAX_SIZE - 1 - x, diagonal = x + TS_MAX_SIZE - 1 - y;

  /* each line twice, once each way */
  p->line[0] = p->line[4] = (guint8) x;
  p->line[2] = p->line[6] = (guint8) y;
  p->line[1] = p->line[5] = (guint8) (x + y);
  p->line[3] = p->line[7] = (guint8) diagonal;
  p->bit[0] = p->bit[1] = p->bit[7] = (guint8) up;
  p->bit[3] = p->bit[4] = p->bit[5] = (guint8) y;
  p->bit[2] = (guint8) x;
  p->bit[6] = (guint8) left;
}

/* Adds or removes a piece on `sq` in the lines (a square that becomes
 * empty, or stops being so). */
static inline void
ts_position_flip_lines (TsPosition *pos, TsSquare sq)
{
  TsLinePlaces p;

  ts_line_places (sq, &p);
  for (int d = 0; d < TS_N_DIRS; d++)
    pos->lines[d][p.line[d]] ^= 1u << p.bit[d];
}

/* The pieces along each board direction from `sq`, the square itself
 * left out: bit k - 1 of rays[d] when one stands k squares away. */
static inline void
ts_ray_pieces (const TsPosition *pos, TsSquare sq, guint32 rays[TS_N_DIRS])
{
  TsLinePlaces p;

  ts_line_places (sq, &p);
  for (int d = 0; d < TS_N_DIRS; d++)
    rays[d] = pos->lines[d][p.line[d]] >> (p.bit[d] + 1);
}

/* Whether the lines and the rows are those of the board (tests compare
 * them after every move). */
gboolean ts_position_lines_match_board (const TsPosition *pos);

/* ---- TSFEN (RULES.md section 6) ---- */

#define TS_POSITION_ERROR (ts_position_error_quark ())
GQuark ts_position_error_quark (void);

typedef enum {
  TS_POSITION_ERROR_SYNTAX,
  TS_POSITION_ERROR_TOO_MANY_MOVES, /* ts_position_check_move_bound() */
} TsPositionError;

/* Reads a TSFEN in the position's rule set: a token that names no piece
 * of that rule set ("+G" in standard) is an error, and so is a position
 * with too many far-moving pieces (ts_position_check_move_bound()).  On
 * an error the position is left as it was. */
gboolean ts_position_set_tsfen (TsPosition *pos, const char *tsfen, GError **error);
TsPosition *ts_position_new_from_tsfen (const char *tsfen, GError **error);
TsPosition *ts_position_new_from_tsfen_with_rules (TsRules rules, const char *tsfen, GError **error);
char *ts_position_to_tsfen (const TsPosition *pos);

/* A piece's TSFEN token ("LN", "+or"); upper case for Black.  Tokens
 * belong to a variant (tenjiku's FD is a fire demon, tai's a flying
 * dragon); ts_piece_to_token() is tai's. */
char *ts_rules_piece_to_token (TsRules rules, TsPiece pc);
char *ts_piece_to_token (TsPiece pc);
/* Parses one token; returns TS_EMPTY if it is not a piece of the rule set
 * (ts_piece_from_token: of the standard one). */
TsPiece ts_rules_piece_from_token (TsRules rules, const char *token, gsize len);
TsPiece ts_piece_from_token (const char *token, gsize len);

/* A square's name ("13m") into buf (at least 4 bytes). */
void ts_square_name (TsSquare sq, char buf[4]);
/* Parses a square name at *p, advancing it; FALSE if there is none. */
gboolean ts_square_parse (const char **p, TsSquare *sq);

G_END_DECLS
