/* ts-position.c — board set-up, hashing and the TSFEN format. */
#include "ts-position.h"

#include <string.h>

#include "ts-movegen.h"
#include "ts-variant.h"

G_DEFINE_QUARK (ts-position-error-quark, ts_position_error)

/* Black's camp as seed 000/002's setup diagram shows it, ranks r to y,
 * each from file 25 to file 1 ("-" is an empty square).  White's camp is
 * the same picture turned 180 degrees. */
static const char *const black_camp[] = {
  "- - - - - - - GB - - - - - - - - - GB - - - - - - -",
  "P P P P P P P P P P P P P P P P P P P P P P P P P",
  "HD FH EN DO FO SM VM VB SB PR AB EW LD EW AB PR SB VB VM SM FO DO EN FH HD",
  "LC BD WO EA SG T I C OR CO RD CA DE HM RD CO OR C I T SG EA WO VS RC",
  "SO WB FL WS EB CC HF OM OK PC GD KR LN PH GO PC RB OM HF CC SU NB FL WB SO",
  "SC WH RS VO CS BB SV GL BM BT BU WR NK GG SD BT BM GL SV BB CS VO RS WH SC",
  "RV SI SE N PS FT B FE WE FR S LG CP RG S FR WE FE B FT PS N SE SI RV",
  "L TS W FD LO D R DH DK Q G DV E DS G Q DK DH R D LO FD W WT L",
};
#define BLACK_CAMP_FIRST_RANK 17 /* r */

TsPieceType
ts_piece_moves_as (TsRules rules, TsPiece pc)
{
  TsPieceType type = TS_PIECE_TYPE (pc);

  if (TS_PIECE_IS_PROMOTED (pc))
    {
      TsPieceType promoted = ts_rules_piece_info (rules, type)->promotes_to;
      /* a piece made a teaching king or Buddhist spirit by contagion is
       * written +DV / +DS; both promote, so this covers it too */
      return promoted != TS_PIECE_NONE ? promoted : type;
    }
  return type;
}

const TsPieceInfo *
ts_piece_moves_info (TsRules rules, TsPiece pc)
{
  return ts_rules_piece_info (rules, ts_piece_moves_as (rules, pc));
}

gboolean
ts_piece_may_burn (TsRules rules, TsPiece pc)
{
  TsPiece promoted = (TsPiece) (pc | TS_PIECE_PROMOTED);

  if (ts_piece_moves_info (rules, pc)->movement.flags & TS_MOVE_FLAG_BURNS)
    return TRUE;
  return !TS_PIECE_IS_PROMOTED (pc) && ts_rules_face_exists (rules, TS_PIECE_FACE (promoted))
         && (ts_piece_moves_info (rules, promoted)->movement.flags & TS_MOVE_FLAG_BURNS);
}

const char *
ts_piece_kanji_for (TsRules rules, TsPiece pc)
{
  const TsPieceInfo *info = ts_piece_info (ts_piece_moves_as (rules, pc));

  if (TS_PIECE_COLOR (pc) == TS_WHITE && info->kanji_white != NULL)
    return info->kanji_white;
  return info->kanji;
}

gboolean
ts_piece_is_royal (TsPiece pc)
{
  /* royalty does not depend on the rule set (a test checks it for every
   * face of every rule set): the standard table answers */
  return (ts_piece_moves_info (TS_RULES_STANDARD, pc)->movement.flags & TS_MOVE_FLAG_ROYAL) != 0;
}

/* splitmix64: a fixed, well-mixed key for every (piece, square) pair, with
 * no table to build or share. */
static inline guint64
mix64 (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

guint64
ts_zobrist_piece (TsPiece pc, TsSquare sq)
{
  return mix64 (((guint64) pc << 16) | sq);
}

guint64
ts_zobrist_rules (TsRules rules)
{
  return rules == TS_RULES_STANDARD ? 0 : mix64 (G_GUINT64_CONSTANT (0x72756c6573) + rules);
}

/* The variant's squares empty, every other cell of the mailbox off the
 * board. */
static void
mark_offboard (TsPosition *pos)
{
  const TsVariant *v = ts_rules_variant (pos->rules);

  for (int i = 0; i < TS_CELLS; i++)
    pos->board[i] = ts_variant_has_square (v, (TsSquare) i) ? TS_EMPTY : TS_OFFBOARD;
}

void
ts_position_clear_history (TsPosition *pos)
{
  pos->n_history = 0;
  pos->reversible_from = 0;
  if (pos->seen != NULL)
    g_hash_table_remove_all (pos->seen);
}

/* ---- the index of the repeatable history ---- */

static void
seen_add (GHashTable *seen, guint64 hash)
{
  gpointer count = g_hash_table_lookup (seen, &hash);

  if (count == NULL)
    g_hash_table_insert (seen, g_memdup2 (&hash, sizeof hash), GUINT_TO_POINTER (1));
  else
    g_hash_table_insert (seen, g_memdup2 (&hash, sizeof hash), GUINT_TO_POINTER (GPOINTER_TO_UINT (count) + 1));
}

static void
seen_remove (GHashTable *seen, guint64 hash)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (seen, &hash));

  if (count <= 1)
    g_hash_table_remove (seen, &hash);
  else
    g_hash_table_insert (seen, g_memdup2 (&hash, sizeof hash), GUINT_TO_POINTER (count - 1));
}

static void
seen_rebuild (TsPosition *pos)
{
  g_hash_table_remove_all (pos->seen);
  for (guint i = pos->reversible_from; i < pos->n_history; i++)
    seen_add (pos->seen, pos->history[i]);
}

void
ts_position_index_history (TsPosition *pos)
{
  if (pos->seen == NULL)
    pos->seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  seen_rebuild (pos);
}

gboolean
ts_position_history_contains (const TsPosition *pos, guint64 hash)
{
  g_return_val_if_fail (pos->seen != NULL, FALSE);
  return g_hash_table_contains (pos->seen, &hash);
}

void
ts_position_index_after_make (TsPosition *pos)
{
  /* a capture: nothing before it can come back */
  if (pos->reversible_from == pos->n_history)
    g_hash_table_remove_all (pos->seen);
  else
    seen_add (pos->seen, pos->history[pos->n_history - 1]);
}

void
ts_position_index_after_unmake (TsPosition *pos, guint64 popped, gboolean was_capture)
{
  if (was_capture)
    seen_rebuild (pos);
  else
    seen_remove (pos->seen, popped);
}

void
ts_position_clear (TsPosition *pos)
{
  mark_offboard (pos);
  memset (pos->occupied, 0, sizeof pos->occupied);
  memset (pos->lines, 0, sizeof pos->lines);
  memset (pos->rows, 0, sizeof pos->rows);
  memset (pos->n_royals, 0, sizeof pos->n_royals);
  pos->hash = ts_zobrist_rules (pos->rules);
  pos->side = TS_BLACK;
  pos->move_number = 1;
  ts_position_clear_history (pos);
}

TsPosition *
ts_position_new (TsRules rules)
{
  TsPosition *pos = g_new0 (TsPosition, 1);

  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  pos->rules = rules;
  pos->burns = (ts_rules_variant (rules)->mechanics & TS_MECHANIC_BURNING) != 0;
  pos->history_capacity = 256;
  pos->history = g_new (guint64, pos->history_capacity);
  ts_position_clear (pos);
  return pos;
}

TsPosition *
ts_position_new_empty (void)
{
  return ts_position_new (TS_RULES_STANDARD);
}

void
ts_position_set_rules (TsPosition *pos, TsRules rules)
{
  gboolean same_variant;

  g_return_if_fail (rules < TS_N_RULES);
  same_variant = ts_rules_variant_id (rules) == ts_rules_variant_id (pos->rules);
  pos->hash ^= ts_zobrist_rules (pos->rules) ^ ts_zobrist_rules (rules);
  pos->rules = rules;
  pos->burns = (ts_rules_variant (rules)->mechanics & TS_MECHANIC_BURNING) != 0;
  /* another variant's board has other squares and other pieces */
  if (!same_variant)
    ts_position_clear (pos);
}

/* per thread, so that a search's own threads do not blur the count */
static _Thread_local guint n_copies;

guint
ts_position_get_n_copies (void)
{
  return n_copies;
}

TsPosition *
ts_position_copy (const TsPosition *pos)
{
  TsPosition *copy = g_memdup2 (pos, sizeof *pos);

  n_copies++;

  copy->history = g_memdup2 (pos->history, sizeof (guint64) * pos->history_capacity);
  copy->seen = NULL;
  return copy;
}

void
ts_position_free (TsPosition *pos)
{
  if (pos == NULL)
    return;
  g_free (pos->history);
  g_clear_pointer (&pos->seen, g_hash_table_unref);
  g_free (pos);
}

void
ts_position_put (TsPosition *pos, TsSquare sq, TsPiece pc)
{
  TsPiece old = pos->board[sq];

  g_return_if_fail (old != TS_OFFBOARD);
  if ((old == TS_EMPTY) != (pc == TS_EMPTY))
    ts_position_flip_lines (pos, sq);
  if (old != TS_EMPTY)
    {
      pos->hash ^= ts_zobrist_piece (old, sq);
      ts_position_occupy (pos, sq, TS_PIECE_COLOR (old), FALSE);
      if (ts_piece_is_royal (old))
        pos->n_royals[TS_PIECE_COLOR (old)]--;
    }
  pos->board[sq] = pc;
  if (pc != TS_EMPTY)
    {
      pos->hash ^= ts_zobrist_piece (pc, sq);
      ts_position_occupy (pos, sq, TS_PIECE_COLOR (pc), TRUE);
      if (ts_piece_is_royal (pc))
        pos->n_royals[TS_PIECE_COLOR (pc)]++;
    }
}

void
ts_position_set_side (TsPosition *pos, TsColor side)
{
  if (pos->side != side)
    pos->hash ^= TS_ZOBRIST_WHITE_TO_MOVE;
  pos->side = side;
}

gboolean
ts_position_lines_match_board (const TsPosition *pos)
{
  guint32 lines[TS_N_DIRS][TS_N_LINES] = { { 0 } };
  guint32 rows[2][TS_STRIDE] = { { 0 } };

  for (int y = 0; y < TS_MAX_SIZE; y++)
    for (int x = 0; x < TS_MAX_SIZE; x++)
      {
        TsSquare sq = ts_square (x, y);
        TsLinePlaces p;

        /* a smaller board's cells outside it are no pieces */
        if (pos->board[sq] == TS_EMPTY || pos->board[sq] == TS_OFFBOARD)
          continue;
        ts_line_places (sq, &p);
        for (int d = 0; d < TS_N_DIRS; d++)
          lines[d][p.line[d]] |= 1u << p.bit[d];
        rows[TS_PIECE_COLOR (pos->board[sq])][sq / TS_STRIDE] |= 1u << (sq % TS_STRIDE);
      }
  return memcmp (lines, pos->lines, sizeof lines) == 0 && memcmp (rows, pos->rows, sizeof rows) == 0;
}

guint64
ts_position_compute_hash (const TsPosition *pos)
{
  guint64 h = (pos->side == TS_WHITE ? TS_ZOBRIST_WHITE_TO_MOVE : 0) ^ ts_zobrist_rules (pos->rules);

  for (int i = 0; i < TS_CELLS; i++)
    if (pos->board[i] != TS_EMPTY && pos->board[i] != TS_OFFBOARD)
      h ^= ts_zobrist_piece (pos->board[i], (TsSquare) i);
  return h;
}

void
ts_position_set_start (TsPosition *pos)
{
  const TsVariant *v = ts_rules_variant (pos->rules);

  ts_position_clear (pos);
  if (v->start_tsfen != NULL)
    {
      if (!ts_position_set_tsfen (pos, v->start_tsfen, NULL))
        g_error ("the %s start position does not read", v->name);
      return;
    }
  for (guint r = 0; r < G_N_ELEMENTS (black_camp); r++)
    {
      g_auto (GStrv) tokens = g_strsplit (black_camp[r], " ", -1);
      int y = BLACK_CAMP_FIRST_RANK + (int) r;

      g_assert (g_strv_length (tokens) == TS_MAX_SIZE);
      for (int x = 0; x < TS_MAX_SIZE; x++)
        {
          TsPieceType type = ts_piece_type_from_abbrev (tokens[x], strlen (tokens[x]));
          if (type == TS_PIECE_NONE)
            continue;
          ts_position_put (pos, ts_square (x, y), TS_MAKE_PIECE (type, FALSE, TS_BLACK));
          ts_position_put (pos, ts_square (TS_MAX_SIZE - 1 - x, TS_MAX_SIZE - 1 - y),
                           TS_MAKE_PIECE (type, FALSE, TS_WHITE));
        }
    }
}

TsPosition *
ts_position_new_start_with_rules (TsRules rules)
{
  TsPosition *pos = ts_position_new (rules);

  ts_position_set_start (pos);
  return pos;
}

TsPosition *
ts_position_new_start (void)
{
  return ts_position_new_start_with_rules (TS_RULES_STANDARD);
}

/* ---- squares ---- */

void
ts_square_name (TsSquare sq, char buf[4])
{
  g_snprintf (buf, 4, "%d%c", ts_square_file (sq), 'a' + ts_square_y (sq));
}

gboolean
ts_square_parse (const char **p, TsSquare *sq)
{
  const char *s = *p;
  int file = 0, digits = 0;

  while (g_ascii_isdigit (*s) && digits < 2)
    {
      file = file * 10 + (*s++ - '0');
      digits++;
    }
  if (digits == 0 || file < 1 || file > TS_MAX_SIZE || *s < 'a' || *s > 'y')
    return FALSE;
  *sq = ts_square_from_file_rank (file, *s - 'a');
  *p = s + 1;
  return TRUE;
}

/* ---- TSFEN ---- */

char *
ts_rules_piece_to_token (TsRules rules, TsPiece pc)
{
  const char *abbrev = ts_rules_piece_info (rules, TS_PIECE_TYPE (pc))->abbrev;
  char *token;

  g_return_val_if_fail (abbrev != NULL, g_strdup ("?"));
  token = g_strdup_printf ("%s%s", TS_PIECE_IS_PROMOTED (pc) ? "+" : "", abbrev);
  if (TS_PIECE_COLOR (pc) == TS_WHITE)
    for (char *c = token; *c; c++)
      *c = g_ascii_tolower (*c);
  return token;
}

char *
ts_piece_to_token (TsPiece pc)
{
  return ts_rules_piece_to_token (TS_RULES_STANDARD, pc);
}

TsPiece
ts_rules_piece_from_token (TsRules rules, const char *token, gsize len)
{
  gboolean promoted = len > 0 && token[0] == '+';
  const char *abbrev = token + (promoted ? 1 : 0);
  gsize n = len - (promoted ? 1 : 0);
  TsPieceType type;
  gboolean upper = TRUE, lower = TRUE;

  if (n == 0 || n > 2)
    return TS_EMPTY;
  for (gsize i = 0; i < n; i++)
    {
      upper &= g_ascii_isupper (abbrev[i]);
      lower &= g_ascii_islower (abbrev[i]);
    }
  if (!upper && !lower)
    return TS_EMPTY;
  type = ts_rules_type_from_token (rules, abbrev, n);
  if (type == TS_PIECE_NONE)
    return TS_EMPTY;
  if (promoted && ts_rules_piece_info (rules, type)->promotes_to == TS_PIECE_NONE)
    return TS_EMPTY;
  return TS_MAKE_PIECE (type, promoted, upper ? TS_BLACK : TS_WHITE);
}

TsPiece
ts_piece_from_token (const char *token, gsize len)
{
  return ts_rules_piece_from_token (TS_RULES_STANDARD, token, len);
}

/* The rule set of the same variant, other than `rules`, in which a token
 * is a piece. */
static gboolean
token_in_other_rules (TsRules rules, const char *token, gsize len, TsRules *other)
{
  for (int r = 0; r < TS_N_RULES; r++)
    if (r != (int) rules && ts_rules_variant_id ((TsRules) r) == ts_rules_variant_id (rules)
        && ts_rules_piece_from_token ((TsRules) r, token, len) != TS_EMPTY)
      {
        *other = (TsRules) r;
        return TRUE;
      }
  return FALSE;
}

static gboolean
syntax_error (GError **error, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static gboolean
syntax_error (GError **error, const char *fmt, ...)
{
  va_list args;

  va_start (args, fmt);
  if (error != NULL)
    *error = g_error_new_valist (TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX, fmt, args);
  va_end (args);
  return FALSE;
}

/* A count of empty squares: 1 to the board's width; without leading
 * zeros where the variant reads strictly (TENJIKU.md section 6.1). */
static gboolean
read_count (const TsVariant *v, const char *t, int *n)
{
  guint64 value;

  if (v->strict_tsfen && t[0] == '0')
    return FALSE;
  if (!g_ascii_string_to_unsigned (t, 10, 1, (guint64) v->width, &value, NULL))
    return FALSE;
  *n = (int) value;
  return TRUE;
}

static gboolean
parse_rank (TsPosition *pos, int y, const char *text, GError **error)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  g_auto (GStrv) tokens = g_strsplit (text, ",", -1);
  int x = 0;

  for (int i = 0; tokens[i] != NULL; i++)
    {
      const char *t = tokens[i];
      gsize len = strlen (t);

      if (len == 0)
        return syntax_error (error, "TSFEN rank %c: empty token", 'a' + y);
      if (g_ascii_isdigit (t[0]))
        {
          int n;
          if (!read_count (v, t, &n))
            return syntax_error (error, "TSFEN rank %c: '%s' is not a count of 1 to %d empty squares", 'a' + y,
                                 t, v->width);
          x += n;
        }
      else
        {
          TsPiece pc = ts_rules_piece_from_token (pos->rules, t, len);
          TsRules other;
          if (pc == TS_EMPTY && token_in_other_rules (pos->rules, t, len, &other))
            return syntax_error (error, "TSFEN rank %c: '%s' is not a piece in the %s rule set (it is one in %s)",
                                 'a' + y, t, ts_rules_name (pos->rules), ts_rules_name (other));
          if (pc == TS_EMPTY)
            return syntax_error (error, "TSFEN rank %c: '%s' is not a piece of %s shogi", 'a' + y, t, v->name);
          if (x >= v->width)
            return syntax_error (error, "TSFEN rank %c has more than %d squares", 'a' + y, v->width);
          ts_position_put (pos, ts_variant_square (v, x, y), pc);
          x++;
        }
      if (x > v->width)
        return syntax_error (error, "TSFEN rank %c has more than %d squares", 'a' + y, v->width);
    }
  if (x != v->width)
    return syntax_error (error, "TSFEN rank %c has %d squares, not %d", 'a' + y, x, v->width);
  return TRUE;
}

/* The white-space separated words of a string. */
static GStrv
split_words (const char *text)
{
  g_auto (GStrv) parts = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr (GStrvBuilder) words = g_strv_builder_new ();

  for (int i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (words, parts[i]);
  return g_strv_builder_end (words);
}

/* The fields of a TSFEN read strictly: separated by one space, nothing
 * before or after them but one final newline. */
static GStrv
split_fields_strictly (const char *text, GError **error)
{
  g_autofree char *copy = g_strdup (text);
  gsize n = strlen (copy);
  g_auto (GStrv) fields = NULL;

  if (n > 0 && copy[n - 1] == '\n')
    copy[n - 1] = '\0';
  fields = g_strsplit (copy, " ", -1);
  for (int i = 0; fields[i] != NULL; i++)
    if (*fields[i] == '\0' || strpbrk (fields[i], "\t\r\n\v\f") != NULL)
      {
        syntax_error (error, "a TSFEN's fields are separated by one space, with nothing before or after them");
        return NULL;
      }
  return g_steal_pointer (&fields);
}

static gboolean
read_move_number (const TsVariant *v, const char *text, guint32 *number, GError **error)
{
  guint64 n;

  if ((v->strict_tsfen && text[0] == '0') || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT32, &n, NULL))
    return syntax_error (error, "'%s' is not a move number", text);
  *number = (guint32) n;
  return TRUE;
}

gboolean
ts_position_set_tsfen (TsPosition *pos, const char *tsfen, GError **error)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  g_autoptr (TsPosition) scratch = ts_position_new (pos->rules);
  g_auto (GStrv) fields = NULL;
  g_auto (GStrv) ranks = NULL;
  guint n_fields;

  g_return_val_if_fail (tsfen != NULL, FALSE);
  fields = v->strict_tsfen ? split_fields_strictly (tsfen, error) : split_words (tsfen);
  if (fields == NULL)
    return FALSE;
  n_fields = g_strv_length (fields);
  if (n_fields < 2 || n_fields > 3)
    return syntax_error (error, "a TSFEN has a board, a side to move and an optional move number");

  ranks = g_strsplit (fields[0], "/", -1);
  if (g_strv_length (ranks) != (guint) v->height)
    return syntax_error (error, "a %s TSFEN board has %d ranks separated by '/', not %u", v->name, v->height,
                         g_strv_length (ranks));
  for (int y = 0; y < v->height; y++)
    if (!parse_rank (scratch, y, ranks[y], error))
      return FALSE;

  if (g_str_equal (fields[1], "b"))
    ts_position_set_side (scratch, TS_BLACK);
  else if (g_str_equal (fields[1], "w"))
    ts_position_set_side (scratch, TS_WHITE);
  else
    return syntax_error (error, "the side to move is 'b' or 'w', not '%s'", fields[1]);

  if (n_fields == 3 && !read_move_number (v, fields[2], &scratch->move_number, error))
    return FALSE;

  if (!ts_position_check_move_bound (scratch, error))
    return FALSE;

  /* all read: only now change the caller's position */
  memcpy (pos->board, scratch->board, sizeof pos->board);
  memcpy (pos->occupied, scratch->occupied, sizeof pos->occupied);
  memcpy (pos->lines, scratch->lines, sizeof pos->lines);
  memcpy (pos->rows, scratch->rows, sizeof pos->rows);
  memcpy (pos->n_royals, scratch->n_royals, sizeof pos->n_royals);
  pos->hash = scratch->hash;
  pos->side = scratch->side;
  pos->move_number = scratch->move_number;
  ts_position_clear_history (pos);
  return TRUE;
}

TsPosition *
ts_position_new_from_tsfen_with_rules (TsRules rules, const char *tsfen, GError **error)
{
  g_autoptr (TsPosition) pos = ts_position_new (rules);

  if (!ts_position_set_tsfen (pos, tsfen, error))
    return NULL;
  return g_steal_pointer (&pos);
}

TsPosition *
ts_position_new_from_tsfen (const char *tsfen, GError **error)
{
  return ts_position_new_from_tsfen_with_rules (TS_RULES_STANDARD, tsfen, error);
}

char *
ts_position_to_tsfen (const TsPosition *pos)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  GString *s = g_string_sized_new (1200);

  for (int y = 0; y < v->height; y++)
    {
      int empty = 0;
      gboolean first = TRUE;

      if (y > 0)
        g_string_append_c (s, '/');
      for (int x = 0; x <= v->width; x++)
        {
          TsPiece pc = x < v->width ? pos->board[ts_variant_square (v, x, y)] : TS_OFFBOARD;
          if (pc == TS_EMPTY)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            {
              g_string_append_printf (s, "%s%d", first ? "" : ",", empty);
              first = FALSE;
              empty = 0;
            }
          if (pc == TS_OFFBOARD)
            break;
          g_autofree char *token = ts_rules_piece_to_token (pos->rules, pc);
          g_string_append_printf (s, "%s%s", first ? "" : ",", token);
          first = FALSE;
        }
    }
  g_string_append_printf (s, " %c %u", pos->side == TS_BLACK ? 'b' : 'w', pos->move_number);
  return g_string_free (s, FALSE);
}

gboolean
ts_rules_face_exists (TsRules rules, guint face)
{
  TsPieceType type = TS_PIECE_TYPE (face);

  if (type >= TS_N_PIECE_TYPES)
    return FALSE;
  return !TS_PIECE_IS_PROMOTED (face) || ts_rules_piece_info (rules, type)->promotes_to != TS_PIECE_NONE;
}
