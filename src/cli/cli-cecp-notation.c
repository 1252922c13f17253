/* cli-cecp-notation.c — XBoard's notation for tenjiku at the CECP
 * boundary (cli-cecp-notation.h; docs/xboard.md says what XBoard 4.9
 * makes of it).
 *
 * XBoard 4.9 knows no tenjiku: the engine defines it in answer to
 * "variant tenjiku" with "setup (PIECES) 16x16+0_chu FEN", where PIECES
 * gives each of XBoard's 65 piece types (and the king) a letter, so that
 * XBoard draws, writes and reads FENs in them.  Tenjiku needs all 65:
 * 35 starting types besides the king and 30 promoted ones.  A promoted
 * type is "^X", XBoard's "shown as +X, the promotion of X"; its FEN
 * writes "+X".  The slots follow XBoard's own chu table where the two
 * games share a piece, so that its chu images fit them; the others
 * take the free slots.
 */
#include "cli-cecp-notation.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-piece.h"
#include "ts-variant.h"

/* XBoard's piece types a side, the king's last: WhitePawn .. WhiteKing. */
#define XB_N_SLOTS 66
#define XB_KING_SLOT (XB_N_SLOTS - 1)
#define XB_NO_SLOT (-1)

typedef struct {
  const char *token;  /* the TSFEN token (TENJIKU.md 2.3), upper case */
  const char *id;     /* XBoard's letter, and a suffix ' or ! where needed */
  gint8 slot;         /* its XBoard type */
  gint8 promoted;     /* the type of its promotion; XB_NO_SLOT: none */
} XbPiece;

/* Where tenjiku shares a piece with chu, the letter and slots of
 * XBoard's chu (backend.c, VariantChu); else a letter of the piece's
 * name, with ' or ! where the letter is taken. */
static const XbPiece tenjiku_pieces[] = {
  { "P", "P", 0, 55 },    { "N", "J", 1, 56 },    { "B", "B", 2, 57 },    { "R", "R", 3, 58 },
  { "Q", "Q", 4, 44 },    { "S", "S", 5, 62 },    { "DE", "E", 6, 50 },   { "PH", "X", 7, 51 },
  { "KR", "O", 8, 52 },   { "G", "G", 9, 47 },    { "D", "U", 10, 35 },   { "CS", "C'", 11, 59 },
  { "BG", "B'", 12, 33 }, { "DH", "H", 13, 20 },  { "DK", "D", 14, 17 },  { "GG", "G'", 15, XB_NO_SLOT },
  { "VG", "V'", 16, XB_NO_SLOT }, { "L", "L", 18, 34 }, { "LN", "N", 21, 60 }, { "VM", "V", 22, 64 },
  { "SE", "S'", 23, 45 }, { "HF", "H'", 24, 49 }, { "RG", "R'", 25, 32 }, { "WB", "W", 26, 54 },
  { "FD", "F'", 27, XB_NO_SLOT }, { "LH", "N'", 28, XB_NO_SLOT }, { "FE", "Q'", 30, XB_NO_SLOT },
  { "C", "C", 36, 63 },   { "I", "I", 37, 53 },   { "VS", "V!", 38, 19 }, { "SS", "M'", 39, 29 },
  { "RC", "A", 40, 41 },  { "FL", "F", 42, 46 },  { "BT", "T", 43, 31 },  { "SM", "M", 61, 48 },
  { "K", "K", XB_KING_SLOT, XB_NO_SLOT },
};

typedef struct {
  TsVariantId variant;
  const char *parent;   /* XBoard's variant whose rules it borrows */
  const XbPiece *pieces;
  guint n_pieces;
} XbVariant;

static const XbVariant xb_variants[] = {
  { TS_VARIANT_TENJIKU, "chu", tenjiku_pieces, G_N_ELEMENTS (tenjiku_pieces) },
};

static const XbVariant *
xb_variant (TsRules rules)
{
  TsVariantId id = ts_rules_variant (rules)->id;

  for (guint i = 0; i < G_N_ELEMENTS (xb_variants); i++)
    if (xb_variants[i].variant == id)
      return &xb_variants[i];
  return NULL;
}

gboolean
cli_xb_speaks (TsRules rules)
{
  return xb_variant (rules) != NULL;
}

/* Appends an id in the case of its side: the letter's case is the
 * colour, the suffix has none. */
static void
append_id (GString *out, const char *id, gboolean white)
{
  g_string_append_c (out, white ? g_ascii_tolower (id[0]) : id[0]);
  g_string_append (out, id + 1);
}

GStrv
cli_cecp_words (const char *text)
{
  g_autoptr (GStrvBuilder) words = g_strv_builder_new ();
  g_auto (GStrv) parts = g_strsplit_set (text, " \t", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (words, parts[i]);
  return g_strv_builder_end (words);
}

/* ---- setup ---- */

/* One side's half of XBoard's piece table: the id (or "^id" for a
 * promotion) of each slot, then the king's. */
static void
append_piece_table (GString *out, const XbVariant *xv, gboolean white)
{
  const char *slot_id[XB_N_SLOTS] = { NULL };
  gboolean slot_promoted[XB_N_SLOTS] = { FALSE };

  for (guint i = 0; i < xv->n_pieces; i++)
    {
      const XbPiece *p = &xv->pieces[i];

      slot_id[p->slot] = p->id;
      if (p->promoted != XB_NO_SLOT)
        {
          slot_id[p->promoted] = p->id;
          slot_promoted[p->promoted] = TRUE;
        }
    }
  for (int s = 0; s < XB_N_SLOTS; s++)
    {
      if (slot_id[s] == NULL)
        {
          g_string_append_c (out, '.');
          continue;
        }
      if (slot_promoted[s])
        g_string_append_c (out, '^');
      append_id (out, slot_id[s], white);
    }
}

char *
cli_xb_setup_command (TsRules rules)
{
  const XbVariant *xv = xb_variant (rules);
  const TsVariant *v = ts_rules_variant (rules);
  g_autoptr (TsPosition) start = ts_position_new_start_with_rules (rules);
  g_autofree char *fen = cli_xb_fen (start);
  GString *out = g_string_new ("setup (");

  g_return_val_if_fail (xv != NULL, NULL);
  append_piece_table (out, xv, FALSE);
  append_piece_table (out, xv, TRUE);
  g_string_append_printf (out, ") %dx%d+0_%s %s", v->width, v->height, xv->parent, fen);
  return g_string_free (out, FALSE);
}

/* ---- squares and moves ---- */

/* XBoard numbers the first player's back rank 1 - rank_offset (its
 * -rankOffset option; cli-cecp-notation.h says why it matters). */
static void
append_square (GString *out, const TsVariant *v, int rank_offset, TsSquare sq)
{
  g_string_append_printf (out, "%c%d", 'a' + ts_variant_col (v, sq), v->height - ts_variant_row (v, sq) - rank_offset);
}

/* A square's name at *p, moving past it; FALSE if there is none. */
static gboolean
read_square (const TsVariant *v, int rank_offset, const char **p, TsSquare *sq)
{
  int col = **p - 'a';
  char *end;
  long rank;

  if (col < 0 || col >= v->width || !g_ascii_isdigit ((*p)[1]))
    return FALSE;
  rank = strtol (*p + 1, &end, 10) + rank_offset;
  if (rank < 1 || rank > v->height || ((*p)[1] == '0' && g_ascii_isdigit ((*p)[2])))
    return FALSE;
  *sq = ts_variant_square (v, col, v->height - (int) rank);
  *p = end;
  return TRUE;
}

/* The squares a move visits, as XBoard's legs join them: its start, each
 * square it captures on, its end. */
static guint
move_path (const TsMove *move, TsSquare path[TS_MAX_CAPTURES + 2])
{
  guint n = 0;

  path[n++] = move->from;
  for (guint i = 0; i < move->n_captures; i++)
    path[n++] = move->captures[i];
  if (path[n - 1] != move->to || n == 1)
    path[n++] = move->to;
  return n;
}

void
cli_xb_format_move (TsRules rules, int rank_offset, const TsMove *move, char buf[CLI_XB_MOVE_MAX])
{
  const TsVariant *v = ts_rules_variant (rules);
  g_autoptr (GString) out = g_string_new (NULL);
  TsSquare path[TS_MAX_CAPTURES + 2];
  guint n;

  if (ts_move_is_pass (move))
    {
      g_strlcpy (buf, "@@@@", CLI_XB_MOVE_MAX);
      return;
    }
  n = move_path (move, path);
  for (guint i = 0; i + 1 < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_square (out, v, rank_offset, path[i]);
      append_square (out, v, rank_offset, path[i + 1]);
    }
  if (move->becomes != TS_EMPTY)
    g_string_append_c (out, '+');
  g_strlcpy (buf, out->str, CLI_XB_MOVE_MAX);
}

/* Whether the square holds a piece of `side`'s opponent. */
static gboolean
holds_enemy (const TsPosition *pos, TsSquare sq)
{
  TsPiece pc = pos->board[sq];

  return pc != TS_EMPTY && pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) != pos->side;
}

#define XB_MAX_LEGS (TS_MAX_CAPTURES + 1)

/* Whether XBoard 4.9 sends the two-leg move of `pos`'s side to move
 * through `middle` as it would a castling: when the middle square looks
 * to it like the mover's own, that is empty for its second player
 * ("black") or holding a piece of the mover's colour. */
static gboolean
sent_as_castling (const TsPosition *pos, TsSquare middle)
{
  TsPiece pc = pos->board[middle];

  if (pc == TS_EMPTY)
    return pos->side == TS_WHITE;
  return pc != TS_OFFBOARD && TS_PIECE_COLOR (pc) == pos->side;
}

/* The squares XBoard's legs visit, start first; FALSE if they are not
 * legs.  Each leg starts where the last ended, with one exception:
 * XBoard 4.9 sends a two-leg move START-MIDDLE-END whose middle square
 * is "the mover's own" (sent_as_castling()) as "START END,MIDDLE X",
 * with X beside END: White's pass out to h8 and back comes as
 * "i8i8,h8j8", its stop on h8 as "i8h8,h8i8". */
static gboolean
read_path (const TsPosition *pos, int rank_offset, const char **p, TsSquare path[XB_MAX_LEGS + 1], guint *n)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  TsSquare legs[XB_MAX_LEGS][2];
  guint n_legs = 0;

  do
    {
      if (n_legs == XB_MAX_LEGS || !read_square (v, rank_offset, p, &legs[n_legs][0])
          || !read_square (v, rank_offset, p, &legs[n_legs][1]))
        return FALSE;
      n_legs++;
    }
  while (**p == ',' && (*p)++);
  *n = 0;
  path[(*n)++] = legs[0][0];
  if (n_legs == 2 && sent_as_castling (pos, legs[1][0]))
    {
      path[(*n)++] = legs[1][0];
      path[(*n)++] = legs[0][1];
      return TRUE;
    }
  for (guint i = 0; i < n_legs; i++)
    {
      if (i > 0 && legs[i][0] != legs[i - 1][1])
        return FALSE;
      path[(*n)++] = legs[i][1];
    }
  return TRUE;
}

/* XBoard's legs as a start, the captures in order, an end and a
 * promotion flag: a square the path reaches is a capture when an enemy
 * stands there (else the piece passes it).  A leg that stays where it is
 * ("e5e5": XBoard's click on the square the first leg reached, to stop
 * there) adds nothing. */
static gboolean
read_legs (const TsPosition *pos, int rank_offset, const char *text, TsMove *shape, gboolean *promotes)
{
  const char *p = text;
  TsSquare path[XB_MAX_LEGS + 1];
  guint n;

  memset (shape, 0, sizeof *shape);
  if (!read_path (pos, rank_offset, &p, path, &n))
    return FALSE;
  shape->from = path[0];
  for (guint i = 1; i < n; i++)
    if (path[i] != path[i - 1] && path[i] != shape->from && holds_enemy (pos, path[i]))
      {
        if (shape->n_captures == TS_MAX_CAPTURES)
          return FALSE;
        shape->captures[shape->n_captures++] = path[i];
      }
  shape->to = path[n - 1];
  *promotes = *p == '+';
  if (*p == '+' || *p == '=')
    p++;
  return *p == '\0';
}

gboolean
cli_xb_parse_move (const TsPosition *pos, int rank_offset, const TsMoveList *list, const char *text, TsMove *move)
{
  TsMove shape;
  gboolean promotes;

  /* XBoard's null move: a pass, whichever piece makes it (in a game
   * they all leave the same position) */
  if (g_str_equal (text, "@@@@"))
    {
      for (guint i = 0; i < list->n; i++)
        if (ts_move_is_pass (&list->moves[i]))
          {
            *move = list->moves[i];
            return TRUE;
          }
      return FALSE;
    }
  if (!read_legs (pos, rank_offset, text, &shape, &promotes))
    return FALSE;
  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];

      shape.becomes = m->becomes;
      if ((m->becomes != TS_EMPTY) == promotes && ts_move_equal (m, &shape))
        {
          *move = *m;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
cli_xb_read_square (TsRules rules, int rank_offset, const char *text, TsSquare *sq)
{
  const char *p = text;

  return read_square (ts_rules_variant (rules), rank_offset, &p, sq) && *p == '\0';
}

/* ---- highlights ---- */

typedef struct {
  const TsVariant *variant;
  char marks[TS_MAX_SIZE][TS_MAX_SIZE];  /* by row and column; 0: none */
  guint n;
} Marks;

/* Marks a square; cyan (a leg goes on from there) wins over the rest,
 * magenta (promote or not) over yellow and red. */
static void
mark (Marks *m, TsSquare sq, char color)
{
  char *cell = &m->marks[ts_variant_row (m->variant, sq)][ts_variant_col (m->variant, sq)];

  if (*cell == 'C' || (*cell == 'M' && color != 'C'))
    return;
  *cell = color;
  m->n++;
}

/* Where a move ends: yellow, red for a capture, magenta where it may
 * promote (XBoard then asks). */
static char
end_color (const TsPosition *pos, const TsMoveList *list, const TsMove *move)
{
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i].becomes != TS_EMPTY && list->moves[i].from == move->from && list->moves[i].to == move->to)
      return 'M';
  return holds_enemy (pos, move->to) ? 'R' : 'Y';
}

/* The empty squares next to `sq`: a pass goes out to one and back. */
static void
mark_pass (Marks *m, const TsPosition *pos, TsSquare sq)
{
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      TsSquare next = (TsSquare) (sq + ts_dir_step[TS_BLACK][d]);

      if (ts_variant_has_square (m->variant, next) && pos->board[next] == TS_EMPTY)
        mark (m, next, 'C');
    }
}

char *
cli_xb_highlight (const TsPosition *pos, const TsMoveList *list, TsSquare lifted, TsSquare via)
{
  Marks m = { .variant = ts_rules_variant (pos->rules) };
  GString *fen;

  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *move = &list->moves[i];
      TsSquare path[TS_MAX_CAPTURES + 2];
      guint n = move_path (move, path);

      if (move->from != lifted)
        continue;
      if (via == lifted)
        {
          /* the first leg: where the piece may go, or go on from */
          if (ts_move_is_pass (move))
            mark_pass (&m, pos, lifted);
          else
            mark (&m, path[1], n > 2 ? 'C' : end_color (pos, list, move));
        }
      /* the second leg, from the square the first reached */
      else if (ts_move_is_pass (move))
        {
          if (pos->board[via] == TS_EMPTY)
            mark (&m, lifted, 'Y');
        }
      else if (n == 3 && path[1] == via)
        mark (&m, path[2], end_color (pos, list, move));
      else if (n == 2 && path[1] == via)
        mark (&m, via, end_color (pos, list, move));
    }
  if (m.n == 0)
    return NULL;
  fen = g_string_new (NULL);
  for (int row = 0; row < m.variant->height; row++)
    {
      int run = 0;

      if (row > 0)
        g_string_append_c (fen, '/');
      for (int col = 0; col < m.variant->width; col++)
        {
          char color = m.marks[row][col];

          if (color == 0)
            {
              run++;
              continue;
            }
          if (run > 0)
            g_string_append_printf (fen, "%d", run);
          run = 0;
          g_string_append_c (fen, color);
        }
      if (run > 0)
        g_string_append_printf (fen, "%d", run);
    }
  return g_string_free (fen, FALSE);
}

/* ---- positions ---- */

static const XbPiece *
piece_by_token (const XbVariant *xv, const char *token, gsize length)
{
  for (guint i = 0; i < xv->n_pieces; i++)
    if (strlen (xv->pieces[i].token) == length && g_ascii_strncasecmp (xv->pieces[i].token, token, length) == 0)
      return &xv->pieces[i];
  return NULL;
}

/* The piece whose id starts `text` (letter in either case, then its
 * suffix if it has one): the longest id that fits. */
static const XbPiece *
piece_by_id (const XbVariant *xv, const char *text)
{
  const XbPiece *found = NULL;

  for (guint i = 0; i < xv->n_pieces; i++)
    {
      const char *id = xv->pieces[i].id;

      if (g_ascii_toupper (text[0]) == id[0] && strncmp (text + 1, id + 1, strlen (id + 1)) == 0
          && (found == NULL || strlen (id) > strlen (found->id)))
        found = &xv->pieces[i];
    }
  return found;
}

char *
cli_xb_fen (const TsPosition *pos)
{
  const XbVariant *xv = xb_variant (pos->rules);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  g_auto (GStrv) fields = g_strsplit (tsfen, " ", -1);
  g_auto (GStrv) ranks = g_strsplit (fields[0], "/", -1);
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (xv != NULL, NULL);
  for (guint r = 0; ranks[r] != NULL; r++)
    {
      g_auto (GStrv) tokens = g_strsplit (ranks[r], ",", -1);

      if (r > 0)
        g_string_append_c (out, '/');
      for (guint t = 0; tokens[t] != NULL; t++)
        {
          const char *token = tokens[t];
          gboolean promoted = token[0] == '+';
          const XbPiece *piece;

          if (g_ascii_isdigit (token[0]))
            {
              g_string_append (out, token);
              continue;
            }
          piece = piece_by_token (xv, token + promoted, strlen (token + promoted));
          g_return_val_if_fail (piece != NULL, g_string_free (out, TRUE));
          if (promoted)
            g_string_append_c (out, '+');
          append_id (out, piece->id, g_ascii_islower (token[promoted]));
        }
    }
  /* CECP's white is the first player, the TSFEN's Black; the move
   * number grows after the second player's move in both */
  g_string_append_printf (out, " %c - - 0 %s", g_str_equal (fields[1], "b") ? 'w' : 'b',
                          fields[2] != NULL ? fields[2] : "1");
  return g_string_free (out, FALSE);
}

/* One rank of an XBoard FEN as a rank of a TSFEN. */
static gboolean
rank_to_tsfen (const XbVariant *xv, const char *rank, GString *out, GError **error)
{
  const char *p = rank;
  gboolean first = TRUE;

  while (*p != '\0')
    {
      gboolean promoted = *p == '+';
      const XbPiece *piece;

      if (!first)
        g_string_append_c (out, ',');
      first = FALSE;
      if (g_ascii_isdigit (*p))
        {
          while (g_ascii_isdigit (*p))
            g_string_append_c (out, *p++);
          continue;
        }
      p += promoted;
      piece = g_ascii_isalpha (*p) ? piece_by_id (xv, p) : NULL;
      if (piece == NULL || (promoted && piece->promoted == XB_NO_SLOT))
        {
          g_set_error (error, TS_RULES_ERROR, TS_RULES_ERROR_UNKNOWN, "no tenjiku piece is written '%s%.2s' in rank '%s'",
                       promoted ? "+" : "", p, rank);
          return FALSE;
        }
      if (promoted)
        g_string_append_c (out, '+');
      if (g_ascii_islower (*p))
        {
          g_autofree char *lower = g_ascii_strdown (piece->token, -1);

          g_string_append (out, lower);
        }
      else
        g_string_append (out, piece->token);
      p += strlen (piece->id);
    }
  return TRUE;
}

gboolean
cli_xb_set_fen (TsPosition *pos, const char *fen, GError **error)
{
  const XbVariant *xv = xb_variant (pos->rules);
  g_auto (GStrv) fields = cli_cecp_words (fen);
  g_autoptr (GString) tsfen = g_string_new (NULL);
  g_auto (GStrv) ranks = NULL;
  guint n_fields;
  const char *last;

  g_return_val_if_fail (xv != NULL, FALSE);
  n_fields = g_strv_length (fields);
  if (n_fields < 2 || (!g_str_equal (fields[1], "w") && !g_str_equal (fields[1], "b")))
    {
      g_set_error (error, TS_RULES_ERROR, TS_RULES_ERROR_UNKNOWN, "give the board, then w or b for the side to move");
      return FALSE;
    }
  ranks = g_strsplit (fields[0], "/", -1);
  for (guint r = 0; ranks[r] != NULL; r++)
    {
      if (r > 0)
        g_string_append_c (tsfen, '/');
      if (!rank_to_tsfen (xv, ranks[r], tsfen, error))
        return FALSE;
    }
  g_string_append (tsfen, g_str_equal (fields[1], "w") ? " b" : " w");
  /* XBoard's last field, the move number, when there is one */
  last = fields[n_fields - 1];
  if (n_fields > 2 && last[0] >= '1' && last[0] <= '9' && strspn (last, "0123456789") == strlen (last))
    g_string_append_printf (tsfen, " %s", last);
  return ts_position_set_tsfen (pos, tsfen->str, error);
}

/* ---- piece images ---- */

/* The file names of XBoard's piece types, slot by slot (draw.c,
 * pngPieceNames): slot 29 shares slot 18's, so the two look alike. */
static const char *const xb_image_names[XB_N_SLOTS] = {
  "Pawn", "Knight", "Bishop", "Rook", "Queen", "Advisor", "Elephant", "Archbishop", "Marshall", "Gold", "Commoner",
  "Canon", "Nightrider", "CrownedBishop", "CrownedRook", "Crown", "Chancellor", "Hawk", "Lance", "Cobra", "Unicorn",
  "Lion", "Sword", "Zebra", "Camel", "Tower", "Wolf", "Hat", "Duck", "Lance", "Dragon", "Gnu", "Cub", "LShield",
  "Pegasus", "Wizard", "Copper", "Iron", "Viking", "Flag", "Axe", "Dolphin", "Leopard", "Claw", "Left", "Butterfly",
  "PromoBishop", "PromoRook", "HCrown", "RShield", "Prince", "Phoenix", "Kylin", "Drunk", "Right", "GoldPawn",
  "GoldKnight", "PromoHorse", "PromoDragon", "GoldLance", "GoldSilver", "HSword", "PromoSword", "PromoHSword",
  "Princess", "King",
};

/* A piece as an SVG: the five-sided shape pointing at the opponent, its
 * kanji stacked, a promoted piece's in red; the second player's turned
 * round. */
static char *
piece_svg (const char *kanji, gboolean promoted, gboolean second)
{
  glong n = MAX (g_utf8_strlen (kanji, -1), 1);
  double size = n > 2 ? 26 : 38;
  GString *svg = g_string_new (NULL);
  const char *c = kanji;

  g_string_append_printf (svg,
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" viewBox=\"0 0 100 100\">\n"
                          "<g transform=\"rotate(%d 50 50)\">\n"
                          "<path d=\"M50 3 L83 15 L93 97 L7 97 L17 15 Z\" fill=\"#f3d9a4\" stroke=\"#3a2a10\" "
                          "stroke-width=\"2.5\"/>\n",
                          second ? 180 : 0);
  for (glong i = 0; i < n && *c != '\0'; i++, c = g_utf8_next_char (c))
    g_string_append_printf (svg,
                            "<text x=\"50\" y=\"%.1f\" font-size=\"%.0f\" text-anchor=\"middle\" "
                            "font-family=\"Noto Serif CJK JP, serif\" font-weight=\"bold\" fill=\"%s\">%.*s</text>\n",
                            14 + size * (i + 0.88), size,
                            promoted ? "#c00000" : "#000000", (int) (g_utf8_next_char (c) - c), c);
  g_string_append (svg, "</g>\n</svg>\n");
  return g_string_free (svg, FALSE);
}

/* Whether an earlier slot has the slot's image, which then stays. */
static gboolean
image_taken (int slot)
{
  for (int s = 0; s < slot; s++)
    if (g_str_equal (xb_image_names[s], xb_image_names[slot]))
      return TRUE;
  return FALSE;
}

static gboolean
write_piece (TsRules rules, const char *dir, int slot, TsPieceType type, gboolean promoted, GError **error)
{
  if (image_taken (slot))
    return TRUE;
  for (int side = 0; side < 2; side++)
    {
      /* XBoard's White is the first player, the program's Black */
      TsColor color = side == 0 ? TS_BLACK : TS_WHITE;
      const char *kanji = ts_piece_kanji_for (rules, TS_MAKE_PIECE (type, promoted, color));
      g_autofree char *svg = piece_svg (kanji, promoted, side == 1);
      g_autofree char *name = g_strdup_printf ("%s%s.svg", side == 0 ? "White" : "Black", xb_image_names[slot]);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_set_contents (path, svg, -1, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
cli_xb_write_piece_images (TsRules rules, const char *dir, GError **error)
{
  const XbVariant *xv = xb_variant (rules);

  g_return_val_if_fail (xv != NULL, FALSE);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "cannot make %s: %s", dir, g_strerror (errno));
      return FALSE;
    }
  for (guint i = 0; i < xv->n_pieces; i++)
    {
      const XbPiece *p = &xv->pieces[i];
      TsPieceType type = ts_rules_type_from_token (rules, p->token, strlen (p->token));

      if (!write_piece (rules, dir, p->slot, type, FALSE, error)
          || (p->promoted != XB_NO_SLOT && !write_piece (rules, dir, p->promoted, type, TRUE, error)))
        return FALSE;
    }
  return TRUE;
}
