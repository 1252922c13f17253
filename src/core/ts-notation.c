/* ts-notation.c — writing and reading record notation.
 *
 * Both directions work on the structure of a move (the moving piece's face,
 * its captures, its final square) rather than on strings, so that reading
 * a long record costs one move generation a move. */
#include "ts-notation.h"

#include <string.h>

#include "ts-variant.h"

static inline gboolean
is_igui (const TsMove *m)
{
  return m->n_captures == 1 && m->to == m->from;
}

/* Whether two moves read the same without their start squares. */
static gboolean
same_without_origin (const TsPosition *pos, const TsMove *a, const TsMove *b)
{
  if (TS_PIECE_FACE (pos->board[a->from]) != TS_PIECE_FACE (pos->board[b->from]))
    return FALSE;
  if (a->n_captures != b->n_captures
      || memcmp (a->captures, b->captures, a->n_captures * sizeof (TsSquare)) != 0)
    return FALSE;
  if (is_igui (a) || is_igui (b))
    return is_igui (a) && is_igui (b);
  return a->to == b->to;
}

static void
append_square (GString *out, char sep, TsSquare sq)
{
  char name[4];

  ts_square_name (sq, name);
  if (sep)
    g_string_append_c (out, sep);
  g_string_append (out, name);
}

/* Tenjiku's marks after a move (TENJIKU.md section 7): `+` or `=` where
 * the piece could choose to promote, each square burnt as `!SQ` in TSFEN
 * order, and `*` when the mover itself burns. */
static void
append_tenjiku_marks (GString *out, const TsPosition *pos, const TsMove *m)
{
  TsBurns burns;

  if (ts_move_may_promote (pos, m))
    g_string_append_c (out, m->becomes != TS_EMPTY ? '+' : '=');
  ts_position_burns (pos, m, &burns);
  if (burns.mover_burnt)
    g_string_append_c (out, '*');
  else
    for (guint i = 0; i < burns.n; i++)
      append_square (out, '!', burns.squares[i]);
}

static gboolean
promotion_is_chosen (TsRules rules)
{
  return ts_rules_variant (rules)->promotion == TS_PROMOTION_IN_ZONE;
}

static char *
move_notation (const TsPosition *pos, const TsMove *m, gboolean with_origin)
{
  GString *out = g_string_sized_new (24);
  g_autofree char *token = ts_rules_piece_to_token (pos->rules, pos->board[m->from] & ~TS_PIECE_WHITE);

  g_string_append (out, token);
  if (with_origin)
    append_square (out, 0, m->from);
  if (is_igui (m))
    append_square (out, '!', m->captures[0]);
  else
    {
      for (guint i = 0; i < m->n_captures; i++)
        append_square (out, 'x', m->captures[i]);
      if (m->n_captures == 0 || m->captures[m->n_captures - 1] != m->to)
        append_square (out, '-', m->to);
    }
  if (promotion_is_chosen (pos->rules))
    append_tenjiku_marks (out, pos, m);
  else if (m->becomes != TS_EMPTY)
    g_string_append_c (out, '+');
  return g_string_free (out, FALSE);
}

char *
ts_notation_format_among (TsPosition *pos, const TsMoveList *legal, const TsMove *m)
{
  for (guint i = 0; i < legal->n; i++)
    if (legal->moves[i].from != m->from && same_without_origin (pos, m, &legal->moves[i]))
      return move_notation (pos, m, TRUE);
  return move_notation (pos, m, FALSE);
}

char *
ts_notation_format (TsPosition *pos, const TsMove *m)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  ts_generate_legal (pos, list);
  return ts_notation_format_among (pos, list, m);
}

/* ---- reading ---- */

typedef struct {
  TsPiece face;          /* without colour */
  gboolean has_origin;
  TsSquare origin;
  TsSquare captures[TS_MAX_CAPTURES];
  guint n_captures;
  gboolean igui;
  gboolean has_final;
  TsSquare final;
  char promotion;        /* '+', '=' or 0: the mark after the move */
  /* tenjiku: the burns written, and whether `*` was */
  TsSquare burns[TS_MAX_BURNS];
  guint n_burns;
  gboolean suicide;
  /* Japanese: a capture on the final square is not written; a pass is */
  gboolean japanese;
  gboolean pass;
} Notation;

static gboolean
notation_error (GError **error, const char *text, const char *why)
{
  g_set_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX, "'%s': %s", text, why);
  return FALSE;
}

static gboolean
read_notation (TsRules rules, const char *text, Notation *n, GError **error)
{
  const char *p = text;
  const char *start;

  memset (n, 0, sizeof *n);
  start = p;
  if (*p == '+')
    p++;
  /* White's pieces are written in upper case too; accept lower case.
   * No abbreviation has an x, the capture mark. */
  while (g_ascii_isalpha (*p) && *p != 'x')
    p++;
  if (promotion_is_chosen (rules))
    {
      /* tenjiku's tokens are unique ignoring case: the seed's Ln, Kr */
      g_autofree char *upper = g_ascii_strup (start, p - start);
      n->face = TS_PIECE_FACE (ts_rules_piece_from_token (rules, upper, strlen (upper)));
    }
  else
    n->face = TS_PIECE_FACE (ts_rules_piece_from_token (rules, start, (gsize) (p - start)));
  if (n->face == TS_EMPTY)
    return notation_error (error, text, "no piece abbreviation at the start");
  if (g_ascii_isdigit (*p))
    {
      if (!ts_square_parse (&p, &n->origin))
        return notation_error (error, text, "the start square is not a square");
      n->has_origin = TRUE;
    }
  if (*p == '!')
    {
      p++;
      if (!ts_square_parse (&p, &n->captures[0]))
        return notation_error (error, text, "'!' is not followed by a square");
      n->n_captures = 1;
      n->igui = TRUE;
    }
  else
    {
      while (*p == 'x')
        {
          p++;
          if (n->n_captures == TS_MAX_CAPTURES)
            return notation_error (error, text, "more than three captures");
          if (!ts_square_parse (&p, &n->captures[n->n_captures]))
            return notation_error (error, text, "'x' is not followed by a square");
          n->n_captures++;
        }
      if (*p == '-')
        {
          p++;
          if (!ts_square_parse (&p, &n->final))
            return notation_error (error, text, "'-' is not followed by a square");
          n->has_final = TRUE;
        }
      else if (n->n_captures > 0)
        {
          n->final = n->captures[n->n_captures - 1];
          n->has_final = TRUE;
        }
      else
        return notation_error (error, text, "no destination square");
    }
  if (*p == '+' || (*p == '=' && promotion_is_chosen (rules)))
    n->promotion = *p++;
  if (promotion_is_chosen (rules))
    {
      while (*p == '!')
        {
          p++;
          if (n->n_burns == TS_MAX_BURNS || !ts_square_parse (&p, &n->burns[n->n_burns]))
            return notation_error (error, text, "'!' after the move is not followed by a square burnt");
          n->n_burns++;
        }
      if (*p == '*')
        {
          p++;
          n->suicide = TRUE;
        }
    }
  if (*p != '\0')
    return notation_error (error, text, "unexpected characters at the end");
  return TRUE;
}

/* ---- Japanese notation ---- */

static const char *const kanji_digits[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };

#define JA_PROMOTED "成"
#define JA_DECLINED "不成"
#define JA_IGUI "居食い"
#define JA_PASS "じっと"
#define JA_VIA "×"
#define JA_BURN "焼"
#define JA_SELF_BURN "自焼"

/* A rank (1 ..) in kanji numerals: 十八, 二十五. */
static void
append_kanji_number (GString *out, int n)
{
  if (n >= 20)
    g_string_append (out, kanji_digits[n / 10]);
  if (n >= 10)
    g_string_append (out, "十");
  g_string_append (out, kanji_digits[n % 10]);
}

/* A file number in full-width digits: １３. */
static void
append_full_width_number (GString *out, int n)
{
  g_autofree char *digits = g_strdup_printf ("%d", n);

  for (const char *d = digits; *d; d++)
    g_string_append_unichar (out, 0xff10 + (gunichar) (*d - '0'));
}

/* A square: the file in full-width digits, the rank (a = 1) in kanji. */
static void
append_japanese_square (GString *out, TsSquare sq)
{
  append_full_width_number (out, ts_square_file (sq));
  append_kanji_number (out, ts_square_y (sq) + 1);
}

char *
ts_notation_file_label (int file, TsNotationStyle style)
{
  GString *out = g_string_new (NULL);

  if (style == TS_NOTATION_JAPANESE)
    append_full_width_number (out, file);
  else
    g_string_append_printf (out, "%d", file);
  return g_string_free (out, FALSE);
}

char *
ts_notation_rank_label (int rank, TsNotationStyle style)
{
  GString *out = g_string_new (NULL);

  if (style == TS_NOTATION_JAPANESE)
    append_kanji_number (out, rank + 1);
  else
    g_string_append_c (out, (char) ('a' + rank));
  return g_string_free (out, FALSE);
}

/* A piece: its kanji, after 成 when promoted. */
static void
append_japanese_piece (GString *out, TsPiece face)
{
  if (TS_PIECE_IS_PROMOTED (face))
    g_string_append (out, JA_PROMOTED);
  g_string_append (out, ts_piece_info (TS_PIECE_TYPE (face))->kanji);
}

static char *
write_japanese (const Notation *n)
{
  GString *out = g_string_sized_new (48);
  guint k = n->n_captures;

  if (n->pass)
    {
      append_japanese_square (out, n->final);
      append_japanese_piece (out, n->face);
      g_string_append (out, JA_PASS);
      return g_string_free (out, FALSE);
    }
  append_japanese_square (out, n->igui ? n->captures[0] : n->final);
  append_japanese_piece (out, n->face);
  if (n->has_origin)
    {
      g_string_append (out, "(");
      append_japanese_square (out, n->origin);
      g_string_append (out, ")");
    }
  if (n->igui)
    g_string_append (out, JA_IGUI);
  else
    {
      if (k > 0 && n->captures[k - 1] == n->final)
        k--;
      for (guint i = 0; i < k; i++)
        {
          g_string_append (out, JA_VIA);
          append_japanese_square (out, n->captures[i]);
        }
    }
  if (n->promotion == '+')
    g_string_append (out, JA_PROMOTED);
  else if (n->promotion == '=')
    g_string_append (out, JA_DECLINED);
  for (guint i = 0; i < n->n_burns; i++)
    {
      g_string_append (out, JA_BURN);
      append_japanese_square (out, n->burns[i]);
    }
  if (n->suicide)
    g_string_append (out, JA_SELF_BURN);
  return g_string_free (out, FALSE);
}

char *
ts_notation_restyle (TsRules rules, const char *notation, const TsMove *move, TsNotationStyle style)
{
  Notation n;

  g_return_val_if_fail (notation != NULL, NULL);
  if (style == TS_NOTATION_STANDARD || (guchar) *notation >= 0x80)
    return g_strdup (notation);
  if (!read_notation (rules, notation, &n, NULL))
    return NULL;
  n.pass = move != NULL && ts_move_is_pass (move);
  if (n.pass && n.has_origin)
    n.final = n.origin;
  return write_japanese (&n);
}

static gboolean
skip_word (const char **p, const char *word)
{
  gsize len = strlen (word);

  if (strncmp (*p, word, len) != 0)
    return FALSE;
  *p += len;
  return TRUE;
}

/* The full-width (or ASCII) digits of a file. */
static gboolean
read_japanese_file (const char **p, int *file)
{
  const char *q = *p;

  *file = 0;
  for (;;)
    {
      gunichar c = g_utf8_get_char (q);
      int digit = c >= 0xff10 && c <= 0xff19 ? (int) (c - 0xff10) : g_ascii_isdigit (c) ? (int) (c - '0') : -1;

      if (digit < 0 || *file > 10)
        break;
      *file = *file * 10 + digit;
      q = g_utf8_next_char (q);
    }
  if (q == *p || *file < 1 || *file > TS_MAX_SIZE)
    return FALSE;
  *p = q;
  return TRUE;
}

/* The ranks a kanji numeral at p can be read as, longest first: 二十四
 * may be 24, or 20 followed by a piece whose name starts with 四. */
static guint
kanji_rank_choices (const char *p, int ranks[3], gsize lengths[3])
{
  guint n = 0;

  for (int r = TS_MAX_SIZE; r >= 1 && n < 3; r--)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      append_kanji_number (text, r);
      if (strncmp (p, text->str, text->len) == 0)
        {
          gboolean longer_seen = FALSE;

          for (guint i = 0; i < n; i++)
            longer_seen |= lengths[i] == text->len;
          if (longer_seen)
            continue;
          ranks[n] = r;
          lengths[n++] = text->len;
        }
    }
  /* longest first */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && lengths[j] > lengths[j - 1]; j--)
      {
        int r = ranks[j];
        gsize l = lengths[j];

        ranks[j] = ranks[j - 1];
        lengths[j] = lengths[j - 1];
        ranks[j - 1] = r;
        lengths[j - 1] = l;
      }
  return n;
}

static TsSquare
square_of (int file, int rank)
{
  return ts_square_from_file_rank (file, rank - 1);
}

/* A square not followed by a piece: the longest rank. */
static gboolean
read_japanese_square (const char **p, TsSquare *sq)
{
  int file, ranks[3];
  gsize lengths[3];

  if (!read_japanese_file (p, &file) || kanji_rank_choices (*p, ranks, lengths) == 0)
    return FALSE;
  *sq = square_of (file, ranks[0]);
  *p += lengths[0];
  return TRUE;
}

/* A piece of the rule set by its kanji (after 成 when promoted). */
static gboolean
read_japanese_piece (TsRules rules, const char **p, TsPiece *face)
{
  gboolean promoted = FALSE;
  const char *start = *p;

  for (int attempt = 0; attempt < 2; attempt++)
    {
      gsize best = 0;

      for (int t = 1; t < TS_N_PIECE_TYPES; t++)
        {
          const TsPieceInfo *info = ts_piece_info ((TsPieceType) t);
          TsPiece candidate = TS_MAKE_PIECE (t, promoted, TS_BLACK);

          if (!ts_rules_face_exists (rules, candidate) || ts_rules_type_is_promoted_only (rules, (TsPieceType) t))
            continue;
          /* White's own kanji where the sides' differ (王将) is read too */
          for (const char *const *kanji = (const char *const[]) { info->kanji, info->kanji_white, NULL }; *kanji; kanji++)
            if (strlen (*kanji) > best && strncmp (*p, *kanji, strlen (*kanji)) == 0)
              {
                best = strlen (*kanji);
                *face = candidate;
              }
        }
      if (best > 0)
        {
          *p += best;
          return TRUE;
        }
      /* 成銀将: a promoted piece, unless 成 begins a piece's own name */
      *p = start;
      if (!skip_word (p, JA_PROMOTED))
        return FALSE;
      promoted = TRUE;
    }
  *p = start;
  return FALSE;
}

/* What follows the piece. */
static gboolean
read_japanese_rest (TsRules rules, const char *p, Notation *n, const char *text, GError **error)
{
  if (*p == '(')
    {
      p++;
      if (!read_japanese_square (&p, &n->origin) || *p != ')')
        return notation_error (error, text, "the start square in brackets is not a square");
      p++;
      n->has_origin = TRUE;
    }
  if (skip_word (&p, JA_PASS))
    n->pass = TRUE;
  else if (skip_word (&p, JA_IGUI))
    {
      n->igui = TRUE;
      n->captures[0] = n->final;
      n->n_captures = 1;
    }
  else
    while (skip_word (&p, JA_VIA))
      {
        if (n->n_captures == TS_MAX_CAPTURES || !read_japanese_square (&p, &n->captures[n->n_captures]))
          return notation_error (error, text, "'×' is not followed by a square");
        n->n_captures++;
      }
  if (skip_word (&p, JA_DECLINED))
    n->promotion = '=';
  else if (skip_word (&p, JA_PROMOTED))
    n->promotion = '+';
  while (skip_word (&p, JA_BURN))
    if (n->n_burns == TS_MAX_BURNS || !read_japanese_square (&p, &n->burns[n->n_burns++]))
      return notation_error (error, text, "'焼' is not followed by a square burnt");
  if (skip_word (&p, JA_SELF_BURN))
    n->suicide = TRUE;
  if (*p != '\0')
    return notation_error (error, text, "unexpected characters at the end");
  if (n->promotion == '=' && !promotion_is_chosen (rules))
    return notation_error (error, text, "unexpected characters at the end");
  return TRUE;
}

static gboolean
read_japanese (TsRules rules, const char *text, Notation *n, GError **error)
{
  const char *p = text;
  int file, ranks[3];
  gsize lengths[3];
  guint n_choices;

  memset (n, 0, sizeof *n);
  n->japanese = TRUE;
  if (!read_japanese_file (&p, &file))
    return notation_error (error, text, "no square at the start");
  n_choices = kanji_rank_choices (p, ranks, lengths);
  if (n_choices == 0)
    return notation_error (error, text, "the square's rank is not a kanji numeral");
  /* the rank that leaves a piece's name after it */
  for (guint i = 0; i < n_choices; i++)
    {
      const char *q = p + lengths[i];

      if (read_japanese_piece (rules, &q, &n->face))
        {
          n->final = square_of (file, ranks[i]);
          n->has_final = TRUE;
          return read_japanese_rest (rules, q, n, text, error);
        }
    }
  return notation_error (error, text, "no piece's kanji after the square");
}

/* Tenjiku: what a record writes after a move must be what it does; the
 * marks may be left out (TENJIKU.md section 7). */
static gboolean
marks_match (const TsPosition *pos, const Notation *n, const TsMove *m, const char *text, GError **error)
{
  TsBurns burns;

  if (n->promotion == '=' && !ts_move_may_promote (pos, m))
    return notation_error (error, text, "'=' marks a move that could promote, and this one cannot");
  ts_position_burns (pos, m, &burns);
  if (n->suicide && !burns.mover_burnt)
    return notation_error (error, text, "'*' marks a piece that burns, and this one does not");
  if (n->n_burns == 0)
    return TRUE;
  if (burns.mover_burnt || n->n_burns != burns.n)
    return notation_error (error, text, "the squares written as burnt are not those the move burns");
  for (guint i = 0; i < n->n_burns; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < burns.n; j++)
        found |= burns.squares[j] == n->burns[i];
      if (!found)
        return notation_error (error, text, "the squares written as burnt are not those the move burns");
    }
  return TRUE;
}

/* Japanese leaves out the capture on the final square (what stands there
 * is taken), and says a pass in words. */
static gboolean
japanese_captures_match (const Notation *n, const TsMove *m)
{
  guint k = m->n_captures;

  if (n->pass || ts_move_is_pass (m))
    return n->pass && ts_move_is_pass (m) && m->from == n->final;
  if (n->igui)
    return m->n_captures == 1 && m->captures[0] == n->captures[0];
  if (k > 0 && m->captures[k - 1] == m->to)
    k--;
  return k == n->n_captures && memcmp (m->captures, n->captures, k * sizeof (TsSquare)) == 0;
}

static gboolean
notation_matches (const TsPosition *pos, const Notation *n, const TsMove *m)
{
  if (TS_PIECE_FACE (pos->board[m->from]) != n->face)
    return FALSE;
  if (n->has_origin && m->from != n->origin)
    return FALSE;
  if (n->japanese ? !japanese_captures_match (n, m)
                  : m->n_captures != n->n_captures
                      || memcmp (m->captures, n->captures, n->n_captures * sizeof (TsSquare)) != 0)
    return FALSE;
  /* in tenjiku the mark chooses between the two moves; in tai it only
   * repeats what the captures imply */
  if (promotion_is_chosen (pos->rules) && (m->becomes != TS_EMPTY) != (n->promotion == '+'))
    return FALSE;
  if (n->igui)
    return m->to == m->from;
  return m->to == n->final;
}

/* Japanese notation is the one with other than ASCII characters. */
static gboolean
is_japanese (const char *text)
{
  for (const char *c = text; *c; c++)
    if ((guchar) *c >= 0x80)
      return TRUE;
  return FALSE;
}

/* The canonical move string starts with its square's file. */
static gboolean
is_canonical (const char *text)
{
  return g_ascii_isdigit (*text) && !is_japanese (text);
}

gboolean
ts_notation_parse_among (TsPosition *pos, const TsMoveList *list, const char *text, TsMove *move, GError **error)
{
  Notation n;
  const TsMove *found = NULL;
  guint n_found = 0;

  if (is_canonical (text))
    return ts_position_parse_move (pos, text, move, error);
  if (!(is_japanese (text) ? read_japanese (pos->rules, text, &n, error) : read_notation (pos->rules, text, &n, error)))
    return FALSE;

  for (guint i = 0; i < list->n; i++)
    if (notation_matches (pos, &n, &list->moves[i]))
      {
        found = &list->moves[i];
        n_found++;
      }
  if (n_found == 1)
    {
      if (promotion_is_chosen (pos->rules) && !marks_match (pos, &n, found, text, error))
        return FALSE;
      *move = *found;
      return TRUE;
    }
  if (n_found > 1)
    return notation_error (error, text, "ambiguous: more than one piece can make this move; add the start square");
  return notation_error (error, text, "not a legal move in this position");
}

gboolean
ts_notation_parse (TsPosition *pos, const char *text, TsMove *move, GError **error)
{
  g_autofree TsMoveList *list = NULL;

  if (is_canonical (text))
    return ts_position_parse_move (pos, text, move, error);
  list = g_new (TsMoveList, 1);
  ts_generate_legal (pos, list);
  return ts_notation_parse_among (pos, list, text, move, error);
}
