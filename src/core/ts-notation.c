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

static gboolean
notation_matches (const TsPosition *pos, const Notation *n, const TsMove *m)
{
  if (TS_PIECE_FACE (pos->board[m->from]) != n->face)
    return FALSE;
  if (n->has_origin && m->from != n->origin)
    return FALSE;
  if (m->n_captures != n->n_captures
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

gboolean
ts_notation_parse_among (TsPosition *pos, const TsMoveList *list, const char *text, TsMove *move, GError **error)
{
  Notation n;
  const TsMove *found = NULL;
  guint n_found = 0;

  if (g_ascii_isdigit (*text))
    return ts_position_parse_move (pos, text, move, error);
  if (!read_notation (pos->rules, text, &n, error))
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

  if (g_ascii_isdigit (*text))
    return ts_position_parse_move (pos, text, move, error);
  list = g_new (TsMoveList, 1);
  ts_generate_legal (pos, list);
  return ts_notation_parse_among (pos, list, text, move, error);
}
