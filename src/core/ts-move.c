/* ts-move.c — writing the canonical move string. */
#include "ts-move.h"

void
ts_move_format (TsRules rules, const TsMove *m, char buf[TS_MOVE_STRING_MAX])
{
  char sq[4];
  char *p = buf;

  ts_square_name (m->from, sq);
  p = g_stpcpy (p, sq);
  for (guint i = 0; i < m->n_captures; i++)
    {
      ts_square_name (m->captures[i], sq);
      *p++ = 'x';
      p = g_stpcpy (p, sq);
    }
  if (m->n_captures == 0 || m->captures[m->n_captures - 1] != m->to)
    {
      ts_square_name (m->to, sq);
      *p++ = '-';
      p = g_stpcpy (p, sq);
    }
  if (m->becomes != TS_EMPTY)
    {
      /* the new piece's token in upper case, whatever its colour */
      g_autofree char *token = ts_rules_piece_to_token (rules, m->becomes & ~TS_PIECE_WHITE);
      *p++ = '=';
      p = g_stpcpy (p, token);
    }
  *p = '\0';
}

char *
ts_move_to_string (TsRules rules, const TsMove *m)
{
  char buf[TS_MOVE_STRING_MAX];

  ts_move_format (rules, m, buf);
  return g_strdup (buf);
}
