/* test-fixtures.c — compares the move generator with move sets worked out
 * by hand from the rules (the .txt files of tests/core/fixtures/movegen).
 *
 * A case:
 *   case: NAME
 *   rules: standard | jw         (optional: the rule set, standard if left out)
 *   side: b | w
 *   pieces: TOKEN SQUARE, TOKEN SQUARE, ...
 *   play: MOVE MOVE ...          (optional: played first, in order)
 *   from: SQUARE [SQUARE ...]    (optional: only moves from these squares)
 *   moves:
 *   MOVE MOVE ...                (the exact set; "none" for no move)
 *   end
 */
#include <string.h>

#include "ts-movegen.h"

typedef struct {
  char *file;
  guint line;
  char *name;
  TsColor side;
  TsRules rules;
  char *pieces;
  char *play;
  char *from;
  GString *moves;
} FixtureCase;

static void
fixture_case_free (FixtureCase *c)
{
  g_free (c->file);
  g_free (c->name);
  g_free (c->pieces);
  g_free (c->play);
  g_free (c->from);
  g_string_free (c->moves, TRUE);
  g_free (c);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FixtureCase, fixture_case_free)

static GPtrArray *
read_cases (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func ((GDestroyNotify) fixture_case_free);
  FixtureCase *cur = NULL;
  gboolean in_moves = FALSE;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s: %s", path, error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);

      if (*line == '#' || *line == '\0')
        continue;
      if (g_str_has_prefix (line, "case:"))
        {
          cur = g_new0 (FixtureCase, 1);
          cur->file = g_path_get_basename (path);
          cur->line = i + 1;
          cur->name = g_strstrip (g_strdup (line + 5));
          cur->moves = g_string_new (NULL);
          in_moves = FALSE;
          g_ptr_array_add (cases, cur);
          continue;
        }
      g_assert_nonnull (cur);
      if (g_str_equal (line, "end"))
        in_moves = FALSE;
      else if (in_moves)
        g_string_append_printf (cur->moves, " %s", line);
      else if (g_str_has_prefix (line, "rules:"))
        {
          g_autofree char *name = g_strstrip (g_strdup (line + 6));
          if (!ts_rules_from_name (name, &cur->rules, NULL))
            g_error ("%s:%u: unknown rule set '%s'", path, i + 1, name);
        }
      else if (g_str_has_prefix (line, "side:"))
        cur->side = strchr (line + 5, 'w') ? TS_WHITE : TS_BLACK;
      else if (g_str_has_prefix (line, "pieces:"))
        cur->pieces = g_strdup (line + 7);
      else if (g_str_has_prefix (line, "play:"))
        cur->play = g_strdup (line + 5);
      else if (g_str_has_prefix (line, "from:"))
        cur->from = g_strdup (line + 5);
      else if (g_str_has_prefix (line, "moves:"))
        {
          in_moves = TRUE;
          g_string_append_printf (cur->moves, " %s", line + 6);
        }
      else
        g_error ("%s:%u: cannot read '%s'", path, i + 1, line);
    }
  return cases;
}

static GStrv
words (const char *text)
{
  g_auto (GStrv) parts = g_strsplit_set (text ? text : "", " \t,", -1);
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  for (guint i = 0; parts[i]; i++)
    if (*parts[i])
      g_strv_builder_add (b, parts[i]);
  return g_strv_builder_end (b);
}

static TsPosition *
build_position (const FixtureCase *c)
{
  TsPosition *pos = ts_position_new (c->rules);
  g_auto (GStrv) w = words (c->pieces);

  for (guint i = 0; w[i] != NULL; i += 2)
    {
      TsPiece pc = ts_rules_piece_from_token (c->rules, w[i], strlen (w[i]));
      const char *p = w[i + 1];
      TsSquare sq;

      if (pc == TS_EMPTY || p == NULL || !ts_square_parse (&p, &sq) || *p)
        g_error ("%s:%u (%s): bad piece '%s %s'", c->file, c->line, c->name, w[i], w[i + 1]);
      if (pos->board[sq] != TS_EMPTY)
        g_error ("%s:%u (%s): two pieces on %s", c->file, c->line, c->name, w[i + 1]);
      ts_position_put (pos, sq, pc);
    }
  ts_position_set_side (pos, c->side);
  return pos;
}

static gboolean
from_wanted (const FixtureCase *c, TsSquare from)
{
  g_auto (GStrv) w = words (c->from);
  char name[4];

  if (w[0] == NULL)
    return TRUE;
  ts_square_name (from, name);
  return g_strv_contains ((const char *const *) w, name);
}

/* Runs one case; returns a description of the differences, or NULL. */
static char *
run_case (const FixtureCase *c)
{
  g_autoptr (TsPosition) pos = build_position (c);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_auto (GStrv) play = words (c->play);
  g_auto (GStrv) expected = words (c->moves->str);
  g_autoptr (GHashTable) want = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) got = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GString *diff = g_string_new (NULL);
  GHashTableIter it;
  gpointer key;

  for (guint i = 0; play[i]; i++)
    {
      g_autoptr (GError) error = NULL;
      TsMove m;
      TsUndo undo;
      if (!ts_position_parse_move (pos, play[i], &m, &error))
        g_error ("%s:%u (%s): cannot play '%s': %s", c->file, c->line, c->name, play[i], error->message);
      ts_position_make (pos, &m, &undo);
    }

  for (guint i = 0; expected[i]; i++)
    if (!g_str_equal (expected[i], "none"))
      g_hash_table_add (want, expected[i]);

  ts_generate_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      char buf[TS_MOVE_STRING_MAX];
      if (!from_wanted (c, list->moves[i].from))
        continue;
      ts_move_format (pos->rules, &list->moves[i], buf);
      if (!g_hash_table_add (got, g_strdup (buf)))
        g_string_append_printf (diff, " duplicate:%s", buf);
    }

  g_hash_table_iter_init (&it, want);
  while (g_hash_table_iter_next (&it, &key, NULL))
    if (!g_hash_table_contains (got, key))
      g_string_append_printf (diff, " missing:%s", (char *) key);
  g_hash_table_iter_init (&it, got);
  while (g_hash_table_iter_next (&it, &key, NULL))
    if (!g_hash_table_contains (want, key))
      g_string_append_printf (diff, " extra:%s", (char *) key);

  if (diff->len == 0)
    {
      g_string_free (diff, TRUE);
      return NULL;
    }
  return g_string_free (diff, FALSE);
}

static void
test_fixture_file (gconstpointer data)
{
  g_autoptr (GPtrArray) cases = read_cases (data);
  guint failures = 0;

  g_assert_cmpuint (cases->len, >, 0);
  for (guint i = 0; i < cases->len; i++)
    {
      FixtureCase *c = cases->pdata[i];
      g_autofree char *diff = run_case (c);
      if (diff != NULL)
        {
          g_printerr ("%s:%u: %s:%s\n", c->file, c->line, c->name, diff);
          failures++;
        }
    }
  g_test_message ("%u cases, %u failed", cases->len, failures);
  g_assert_cmpuint (failures, ==, 0);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  const char *dir = g_getenv ("TS_MOVEGEN_FIXTURES");
  g_autoptr (GDir) d = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);
  if (dir == NULL)
    dir = TS_MOVEGEN_FIXTURES_DIR;
  d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    if (g_str_has_suffix (name, ".txt"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, compare_paths);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (files->pdata[i]);
      g_autofree char *path = g_strdup_printf ("/movegen/fixtures/%s", base);
      g_test_add_data_func (path, files->pdata[i], test_fixture_file);
    }
  return g_test_run ();
}
