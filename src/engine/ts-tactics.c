/* ts-tactics.c — reading and checking tactical test positions. */
#include "ts-tactics.h"

#include <string.h>

#include "ts-file.h"

void
ts_tactic_free (TsTactic *tactic)
{
  if (tactic == NULL)
    return;
  g_free (tactic->id);
  g_free (tactic->check);
  g_free (tactic->comment);
  ts_position_free (tactic->pos);
  g_free (tactic);
}

TsTactic *
ts_tactic_parse (const char *line, GError **error)
{
  return ts_tactic_parse_with_rules (TS_RULES_STANDARD, line, error);
}

TsTactic *
ts_tactic_parse_with_rules (TsRules rules, const char *line, GError **error)
{
  g_auto (GStrv) fields = NULL;
  g_autoptr (TsTactic) t = NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (line));

  if (trimmed[0] == '\0' || trimmed[0] == '#')
    return NULL;
  fields = g_strsplit (trimmed, ";", 4);
  if (g_strv_length (fields) < 3)
    {
      g_set_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX,
                   "'%s': expected ID;CHECK;TSFEN;COMMENT", trimmed);
      return NULL;
    }
  t = g_new0 (TsTactic, 1);
  t->id = g_strdup (fields[0]);
  t->check = g_strdup (fields[1]);
  t->comment = g_strdup (fields[3] != NULL ? fields[3] : "");
  t->pos = ts_position_new_from_tsfen_with_rules (rules, fields[2], error);
  if (t->pos == NULL)
    return NULL;
  if (!g_str_equal (t->check, "wins") && !g_str_equal (t->check, "save")
      && !g_str_has_prefix (t->check, "best:") && !g_str_has_prefix (t->check, "avoid:"))
    {
      g_set_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX, "%s: unknown check '%s'", t->id, t->check);
      return NULL;
    }
  return g_steal_pointer (&t);
}

GPtrArray *
ts_tactics_load (const char *path, GError **error)
{
  return ts_tactics_load_with_rules (TS_RULES_STANDARD, path, error);
}

GPtrArray *
ts_tactics_load_with_rules (TsRules rules, const char *path, GError **error)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_tactic_free);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  if (!ts_file_read (path, TS_TACTICS_MAX_SIZE, &text, NULL, error))
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      GError *local = NULL;
      TsTactic *t = ts_tactic_parse_with_rules (rules, lines[i], &local);

      if (local != NULL)
        {
          g_propagate_prefixed_error (error, local, "%s:%u: ", path, i + 1);
          return NULL;
        }
      if (t != NULL)
        g_ptr_array_add (all, t);
    }
  return g_steal_pointer (&all);
}

/* Whether the side not to move could take the last royal of the side to
 * move now (it has just moved). */
static gboolean
opponent_takes_last_royal (TsPosition *pos)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  TsColor mover = TS_OTHER (pos->side);
  gboolean taken = FALSE;

  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n && !taken; i++)
    {
      TsUndo undo;
      ts_position_make (pos, &list->moves[i], &undo);
      taken = !ts_position_has_royal (pos, mover);
      ts_position_unmake (pos, &undo);
    }
  return taken;
}

static gboolean
move_listed (TsRules rules, const char *list, const TsMove *move)
{
  g_auto (GStrv) names = g_strsplit (list, ",", -1);
  char buf[TS_MOVE_STRING_MAX];

  ts_move_format (rules, move, buf);
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (g_strstrip (names[i]), buf))
      return TRUE;
  return FALSE;
}

gboolean
ts_tactic_solved (const TsTactic *tactic, const TsMove *move)
{
  g_autoptr (TsPosition) pos = ts_position_copy (tactic->pos);
  TsColor them = TS_OTHER (pos->side);
  TsUndo undo;

  if (g_str_has_prefix (tactic->check, "best:"))
    return move_listed (tactic->pos->rules, tactic->check + strlen ("best:"), move);
  if (g_str_has_prefix (tactic->check, "avoid:"))
    return !move_listed (tactic->pos->rules, tactic->check + strlen ("avoid:"), move);
  ts_position_make (pos, move, &undo);
  if (g_str_equal (tactic->check, "wins"))
    return !ts_position_has_royal (pos, them);
  return !opponent_takes_last_royal (pos);
}
