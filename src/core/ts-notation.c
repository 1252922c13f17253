/* ts-notation.c — writing and reading record notation.
 *
 * Both directions work on the structure of a move (the moving piece's face,
 * its captures, its final square) rather than on strings, so that reading
 * a long record costs one move generation a move. */
#include "ts-notation.h"

#include <string.h>

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

static char *
move_notation (const TsPosition *pos, const TsMove *m, gboolean with_origin)
{
  GString *out = g_string_sized_new (24);
  g_autofree char *token = ts_piece_to_token (pos->board[m->from] & ~TS_PIECE_WHITE);

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
  if (m->becomes != TS_EMPTY)
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
  if (*p == '+')
    p++;
  if (*p != '\0')
    return notation_error (error, text, "unexpected characters at the end");
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
