/* ts-record.c — writing and reading game records. */
#include "ts-record.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-file.h"
#include "ts-notation.h"
#include "ts-variant.h"

G_DEFINE_QUARK (ts-record-error-quark, ts_record_error)

/* Tags written first, in this order (PGN's roster, then ours). */
static const char *const leading_tags[] = {
  "Event", "Site", "Date", "Round", "Black", "White", "Result", "Variant", "Rules", "SetUp", "TSFEN", NULL,
};

/* A comment before the first move is kept under this tag name and written
 * in braces before the moves. */
#define GAME_COMMENT_TAG "Comment"

/* ---- writing ---- */

static const char *
result_token (TsGame *game)
{
  switch (ts_game_get_result (game))
    {
    case TS_RESULT_BLACK_WINS: return "1-0";
    case TS_RESULT_WHITE_WINS: return "0-1";
    case TS_RESULT_NONE:
    default: return "*";
    }
}

static void
write_tag (GString *out, const char *name, const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *c = value; *c; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *c == '\n' ? ' ' : *c);
    }
  g_string_append (out, "\"]\n");
}

/* The value a tag is written with: the game's own, or one derived from the
 * game (Result, Variant, SetUp, TSFEN). */
static const char *
tag_value (TsGame *game, const char *name)
{
  const char *start = ts_game_get_start_tsfen (game);

  if (g_str_equal (name, "Result"))
    return result_token (game);
  if (g_str_equal (name, "Variant"))
    return ts_rules_variant (ts_game_get_rules (game))->name;
  if (g_str_equal (name, "Rules"))
    return ts_rules_name (ts_game_get_rules (game));
  if (g_str_equal (name, "SetUp"))
    return start != NULL ? "1" : NULL;
  if (g_str_equal (name, "TSFEN"))
    return start;
  return ts_game_get_tag (game, name);
}

/* The value of `name` in `extra` (name, value, name, value …, NULL), or NULL. */
static const char *
extra_value (const char *const *extra, const char *name)
{
  for (guint i = 0; extra != NULL && extra[i] != NULL && extra[i + 1] != NULL; i += 2)
    if (g_str_equal (extra[i], name))
      return extra[i + 1];
  return NULL;
}

/* The game's tags, then those of `extra` it does not have: a leading
 * one in its place, the others last. */
static void
write_tags (GString *out, TsGame *game, const char *const *extra)
{
  g_auto (GStrv) names = ts_game_get_tag_names (game);

  for (guint i = 0; leading_tags[i] != NULL; i++)
    {
      const char *value = tag_value (game, leading_tags[i]);

      if (value == NULL)
        value = extra_value (extra, leading_tags[i]);
      if (value != NULL)
        write_tag (out, leading_tags[i], value);
    }
  for (guint i = 0; names[i] != NULL; i++)
    if (!g_strv_contains (leading_tags, names[i]) && !g_str_equal (names[i], GAME_COMMENT_TAG))
      write_tag (out, names[i], ts_game_get_tag (game, names[i]));
  for (guint i = 0; extra != NULL && extra[i] != NULL && extra[i + 1] != NULL; i += 2)
    if (!g_strv_contains (leading_tags, extra[i]) && ts_game_get_tag (game, extra[i]) == NULL)
      write_tag (out, extra[i], extra[i + 1]);
}

/* Appends a word to the movetext, wrapping lines near 80 columns. */
static void
append_word (GString *out, gsize *line_start, const char *word)
{
  if (out->len > *line_start && out->len - *line_start + 1 + strlen (word) > 79)
    {
      g_string_append_c (out, '\n');
      *line_start = out->len;
    }
  else if (out->len > *line_start)
    g_string_append_c (out, ' ');
  g_string_append (out, word);
}

static void
append_comment (GString *out, gsize *line_start, const char *comment)
{
  g_autofree char *clean = g_strdup (comment);

  /* a closing brace would end the comment early */
  g_strdelimit (clean, "}", ')');
  g_strdelimit (clean, "\n\r", ' ');
  g_autofree char *word = g_strdup_printf ("{%s}", clean);
  append_word (out, line_start, word);
}

char *
ts_record_write (TsGame *game)
{
  return ts_record_write_in (game, TS_NOTATION_STANDARD);
}

char *
ts_record_write_in (TsGame *game, TsNotationStyle style)
{
  return ts_record_write_with (game, style, NULL);
}

char *
ts_record_write_with (TsGame *game, TsNotationStyle style, const char *const *extra_tags)
{
  g_autoptr (TsPosition) pos = ts_game_position_at (game, 0);
  GString *out = g_string_new (NULL);
  guint n = ts_game_get_n_moves (game);
  gboolean need_number = TRUE;
  gsize line_start;
  const char *game_comment = ts_game_get_tag (game, GAME_COMMENT_TAG);

  g_return_val_if_fail (TS_IS_GAME (game), NULL);
  write_tags (out, game, extra_tags);
  g_string_append_c (out, '\n');
  line_start = out->len;
  if (game_comment != NULL)
    append_comment (out, &line_start, game_comment);

  for (guint i = 0; i < n; i++)
    {
      const char *comment = ts_game_get_move_comment (game, i);
      TsUndo undo;

      if (pos->side == TS_BLACK || need_number)
        {
          g_autofree char *number = g_strdup_printf ("%u.%s", pos->move_number,
                                                     pos->side == TS_BLACK ? "" : "..");
          append_word (out, &line_start, number);
        }
      if (style == TS_NOTATION_STANDARD)
        append_word (out, &line_start, ts_game_get_move_notation (game, i));
      else
        {
          g_autofree char *word = ts_notation_restyle (ts_game_get_rules (game), ts_game_get_move_notation (game, i),
                                                       ts_game_get_move (game, i), style);

          append_word (out, &line_start, word);
        }
      need_number = comment != NULL;
      if (comment != NULL)
        append_comment (out, &line_start, comment);
      ts_position_make (pos, ts_game_get_move (game, i), &undo);
    }
  append_word (out, &line_start, result_token (game));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

/* ---- reading ---- */

typedef struct {
  const char *text;
  const char *p;
  const char *end;
  guint line;
  const char *line_start;
  TsGame *game;
  gboolean moves_started;
  /* Until the moves start: the tags read (name, value, name, value …)
   * and the TSFEN tag, applied together by begin_moves(), since setting
   * the start position starts the game afresh. */
  GPtrArray *tags;
  char *tsfen;
  const char *tsfen_at;
  guint tsfen_line;
  const char *tsfen_line_start;
  const TsVariant *variant;  /* the Variant tag; tai without one */
  char *rules_name;          /* the Rules tag; the variant's default without one */
  TsRules rules;
  char *resigned;            /* the Resigned tag: applied after the moves */
  gboolean time_forfeit;     /* [Termination "time forfeit"]: likewise */
  /* The comments after the last move read, joined as they come (a
   * record may hold thousands of comments after one move: set on the
   * move each time, the joined text would be copied as often), set on
   * it by keep_comment() before the next move and at the end. */
  GString *comment;
  const char *move_end;      /* where the last move read ends */
} Reader;

static void
reader_clear (Reader *r)
{
  g_clear_pointer (&r->tags, g_ptr_array_unref);
  g_clear_pointer (&r->tsfen, g_free);
  g_clear_pointer (&r->rules_name, g_free);
  g_clear_pointer (&r->resigned, g_free);
  if (r->comment != NULL)
    g_string_free (g_steal_pointer (&r->comment), TRUE);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Reader, reader_clear)

static guint
column_of (Reader *r, const char *at)
{
  return (guint) g_utf8_strlen (r->line_start, at - r->line_start) + 1;
}

static gboolean
fail_at (Reader *r, const char *at, GError **error, TsRecordError code, const char *fmt, ...)
  G_GNUC_PRINTF (5, 6);

static gboolean
fail_at (Reader *r, const char *at, GError **error, TsRecordError code, const char *fmt, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, fmt);
  what = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_set_error (error, TS_RECORD_ERROR, code, _("line %u, column %u: %s"), r->line, column_of (r, at), what);
  return FALSE;
}

static void
skip_space (Reader *r)
{
  while (r->p < r->end && g_ascii_isspace (*r->p))
    {
      if (*r->p == '\n')
        {
          r->line++;
          r->line_start = r->p + 1;
        }
      r->p++;
    }
}

/* The variant a Variant tag names: "tai", "tenjiku", also written with
 * "shogi" after it. */
static const TsVariant *
variant_of_tag (const char *value)
{
  for (int v = 0; v < TS_N_VARIANTS; v++)
    {
      const TsVariant *variant = ts_variant_get ((TsVariantId) v);
      g_autofree char *long_name = g_strconcat (variant->name, "shogi", NULL);
      g_autofree char *spaced = g_strconcat (variant->name, " shogi", NULL);

      if (g_ascii_strcasecmp (value, variant->name) == 0 || g_ascii_strcasecmp (value, long_name) == 0
          || g_ascii_strcasecmp (value, spaced) == 0)
        return variant;
    }
  return NULL;
}

static gboolean
read_tag (Reader *r, GError **error)
{
  const char *open = r->p++;
  const char *name_start = r->p;
  g_autofree char *name = NULL;
  GString *value = g_string_new (NULL);
  g_autofree char *value_str = NULL;

  while (r->p < r->end && (g_ascii_isalnum (*r->p) || *r->p == '_'))
    r->p++;
  if (r->p == name_start)
    {
      g_string_free (value, TRUE);
      return fail_at (r, r->p, error, TS_RECORD_ERROR_SYNTAX, _("a tag name is missing after '['"));
    }
  name = g_strndup (name_start, r->p - name_start);
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t'))
    r->p++;
  if (r->p >= r->end || *r->p != '"')
    {
      g_string_free (value, TRUE);
      return fail_at (r, r->p, error, TS_RECORD_ERROR_SYNTAX, _("the tag %s has no quoted value"), name);
    }
  for (r->p++; r->p < r->end && *r->p != '"' && *r->p != '\n'; r->p++)
    {
      if (*r->p == '\\' && r->p + 1 < r->end)
        r->p++;
      g_string_append_c (value, *r->p);
    }
  value_str = g_string_free (value, FALSE);
  if (r->p >= r->end || *r->p != '"')
    return fail_at (r, open, error, TS_RECORD_ERROR_SYNTAX, _("the value of tag %s is not closed with '\"'"), name);
  r->p++;
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t'))
    r->p++;
  if (r->p >= r->end || *r->p != ']')
    return fail_at (r, open, error, TS_RECORD_ERROR_SYNTAX, _("the tag %s is not closed with ']'"), name);
  r->p++;

  if (g_str_equal (name, "Variant") || g_str_equal (name, "Rules"))
    {
      g_autoptr (GError) local = NULL;

      /* the game keeps them as its rule set, not as tags; either may
       * come first */
      if (g_str_equal (name, "Variant"))
        {
          r->variant = variant_of_tag (value_str);
          if (r->variant == NULL)
            return fail_at (r, open, error, TS_RECORD_ERROR_SYNTAX,
                            _("this is a record of '%s', and this program plays tai shogi and tenjiku shogi"),
                            value_str);
        }
      else
        {
          g_free (r->rules_name);
          r->rules_name = g_strdup (value_str);
        }
      r->rules = r->variant->default_rules;
      if (r->rules_name != NULL && !ts_variant_rules_from_name (r->variant, r->rules_name, &r->rules, &local))
        return fail_at (r, open, error, TS_RECORD_ERROR_SYNTAX, _("the Rules tag: %s"), local->message);
      return TRUE;
    }
  if (g_str_equal (name, "TSFEN"))
    {
      /* the game keeps it as its start position, not as a tag */
      g_free (r->tsfen);
      r->tsfen = g_steal_pointer (&value_str);
      r->tsfen_at = open;
      r->tsfen_line = r->line;
      r->tsfen_line_start = r->line_start;
      return TRUE;
    }
  if (g_str_equal (name, "SetUp") || g_str_equal (name, "Result"))
    return TRUE; /* derived from the game when written */
  if (g_str_equal (name, TS_GAME_TAG_RESIGNED))
    {
      /* a resignation ends the game: it comes after the moves */
      g_free (r->resigned);
      r->resigned = g_steal_pointer (&value_str);
      return TRUE;
    }
  if (g_str_equal (name, TS_GAME_TAG_TERMINATION) && g_str_equal (value_str, TS_GAME_TIME_FORFEIT))
    {
      /* a loss on time ends the game: it comes after the moves */
      r->time_forfeit = TRUE;
      return TRUE;
    }
  g_ptr_array_add (r->tags, g_steal_pointer (&name));
  g_ptr_array_add (r->tags, g_steal_pointer (&value_str));
  return TRUE;
}

/* Sets the start position and the tags read so far. */
static gboolean
begin_moves (Reader *r, GError **error)
{
  if (r->moves_started)
    return TRUE;
  ts_game_reset_with_rules (r->game, r->rules);
  if (r->tsfen != NULL)
    {
      g_autoptr (GError) local = NULL;
      if (!ts_game_reset_to_tsfen_with_rules (r->game, r->rules, r->tsfen, &local))
        {
          r->line = r->tsfen_line;
          r->line_start = r->tsfen_line_start;
          return fail_at (r, r->tsfen_at, error, TS_RECORD_ERROR_POSITION, _("the TSFEN tag: %s"),
                          local->message);
        }
    }
  for (guint i = 0; i + 1 < r->tags->len; i += 2)
    ts_game_set_tag (r->game, r->tags->pdata[i], r->tags->pdata[i + 1]);
  r->moves_started = TRUE;
  return TRUE;
}

static gboolean
read_comment (Reader *r, GError **error)
{
  const char *open = r->p++;
  const char *start = r->p;
  guint n = ts_game_get_n_moves (r->game);
  g_autofree char *text = NULL;

  while (r->p < r->end && *r->p != '}')
    {
      if (*r->p == '\n')
        {
          r->line++;
          r->line_start = r->p + 1;
        }
      r->p++;
    }
  if (r->p >= r->end)
    return fail_at (r, open, error, TS_RECORD_ERROR_SYNTAX, _("a comment opened with '{' is never closed"));
  text = g_strstrip (g_strndup (start, r->p - start));
  r->p++;
  if (!r->moves_started)
    {
      g_ptr_array_add (r->tags, g_strdup (GAME_COMMENT_TAG));
      g_ptr_array_add (r->tags, g_steal_pointer (&text));
    }
  else if (n == 0)
    ts_game_set_tag (r->game, GAME_COMMENT_TAG, text);
  else if (r->comment == NULL)
    r->comment = g_string_new (text);
  else
    {
      /* the comments after one move are one, separated by spaces */
      g_string_append_c (r->comment, ' ');
      g_string_append (r->comment, text);
    }
  return TRUE;
}

/* Sets the comments read after the last move on it. */
static void
keep_comment (Reader *r)
{
  guint n = ts_game_get_n_moves (r->game);

  if (r->comment == NULL)
    return;
  ts_game_set_move_comment (r->game, n - 1, r->comment->str);
  g_string_free (g_steal_pointer (&r->comment), TRUE);
}

static const char *
side_name (TsColor side)
{
  return side == TS_BLACK ? _("Black") : _("White");
}

/* "12." or "12..." (also "12.." and "12 ..."): checks it against the
 * position's move number and side to move. */
static gboolean
read_move_number (Reader *r, GError **error)
{
  const char *start = r->p;
  TsPosition *pos = ts_game_get_position (r->game);
  guint64 number = 0;
  guint dots = 0;

  while (r->p < r->end && g_ascii_isdigit (*r->p))
    {
      number = number * 10 + (guint64) (*r->p - '0');
      if (number > G_MAXUINT32)
        return fail_at (r, start, error, TS_RECORD_ERROR_SYNTAX, _("the move number is too large"));
      r->p++;
    }
  while (r->p < r->end && *r->p == '.')
    {
      dots++;
      r->p++;
    }
  if (number != pos->move_number)
    return fail_at (r, start, error, TS_RECORD_ERROR_SYNTAX,
                    _("move number %llu where move %u was expected"),
                    (unsigned long long) number, pos->move_number);
  if ((dots >= 2) != (pos->side == TS_WHITE))
    return fail_at (r, start, error, TS_RECORD_ERROR_SYNTAX,
                    _("the record has %s to move at move %u, but in the position %s is to move"),
                    side_name (dots >= 2 ? TS_WHITE : TS_BLACK), pos->move_number, side_name (pos->side));
  return TRUE;
}

static gboolean
is_result_token (const char *word)
{
  return g_str_equal (word, "1-0") || g_str_equal (word, "0-1") || g_str_equal (word, "1/2-1/2")
         || g_str_equal (word, "*");
}

static gboolean
read_move_or_result (Reader *r, gboolean *finished, GError **error)
{
  const char *start = r->p;
  g_autofree char *word = NULL;
  g_autoptr (GError) local = NULL;
  TsPosition *pos = ts_game_get_position (r->game);
  guint number = pos->move_number;
  TsColor side = pos->side;

  while (r->p < r->end && !g_ascii_isspace (*r->p) && *r->p != '{' && *r->p != '}' && *r->p != ';')
    r->p++;
  word = g_strndup (start, r->p - start);
  if (is_result_token (word))
    {
      *finished = TRUE;
      return TRUE;
    }
  keep_comment (r);
  if (!ts_game_play_notation (r->game, word, &local))
    return fail_at (r, start, error, TS_RECORD_ERROR_ILLEGAL_MOVE, _("move %u (%s) %s"), number,
                    side_name (side), local->message);
  r->move_end = r->p;
  return TRUE;
}

static gboolean
check_text (const char *text, gsize length, GError **error)
{
  const char *bad;
  guint line = 1;

  if (length > TS_RECORD_MAX_SIZE)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                   _("the file is %.1f MB; a game record is at most %d MB"), length / 1e6,
                   TS_RECORD_MAX_SIZE / (1024 * 1024));
      return FALSE;
    }
  if (g_utf8_validate_len (text, length, &bad))
    return TRUE;
  for (const char *c = text; c < bad; c++)
    line += *c == '\n';
  g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENCODING,
               /* TRANSLATORS: a line number, then a byte offset in the file */
               _("line %u: this is not a text file (byte %lu is not UTF-8 text)"), line,
               (unsigned long) (bad - text) + 1);
  return FALSE;
}

/* Whether the text at p starts a move number: digits, then a dot. */
static gboolean
at_move_number (const Reader *r)
{
  const char *q = r->p;

  while (q < r->end && g_ascii_isdigit (*q))
    q++;
  return q > r->p && q < r->end && *q == '.';
}

/* Reads the tags and the moves into r->game; FALSE at the first error. */
static gboolean
read_record (Reader *r, GError **error)
{
  gboolean finished = FALSE;

  for (skip_space (r); r->p < r->end && !finished; skip_space (r))
    {
      gboolean ok;

      if (*r->p == '[')
        ok = r->moves_started
               ? fail_at (r, r->p, error, TS_RECORD_ERROR_SYNTAX, _("a tag after the moves"))
               : read_tag (r, error);
      else if (*r->p == '{')
        ok = read_comment (r, error);
      else if (*r->p == ';')
        {
          while (r->p < r->end && *r->p != '\n')
            r->p++;
          ok = TRUE;
        }
      else if (at_move_number (r))
        ok = begin_moves (r, error) && read_move_number (r, error);
      else
        ok = begin_moves (r, error) && read_move_or_result (r, &finished, error);
      if (!ok)
        return FALSE;
    }
  keep_comment (r);

  skip_space (r);
  if (r->p < r->end)
    return fail_at (r, r->p, error, TS_RECORD_ERROR_SYNTAX, _("text after the result"));
  /* the writer always ends with the result: a record without one has lost
   * its end */
  if (!finished)
    {
      fail_at (r, r->p, error, TS_RECORD_ERROR_SYNTAX,
               _("the record ends before its result ('*', '1-0' or '0-1'): is the file cut short?"));
      /* what the moves read make is kept, but for a last move whose word
       * the end of the text cut (LNx11l for LNx11lx10k) */
      if (r->move_end == r->end)
        ts_game_truncate (r->game, ts_game_get_n_moves (r->game) - 1);
      begin_moves (r, NULL);
      return FALSE;
    }
  return begin_moves (r, error);
}

TsGame *
ts_record_read_partial (const char *text, gsize length, TsGame **partial, GError **error)
{
  g_autoptr (TsGame) game = ts_game_new ();
  g_auto (Reader) r = { text, text, text + length, 1, text, game, FALSE, NULL, NULL, NULL, 0, NULL,
                        ts_variant_get (TS_VARIANT_TAI), NULL, TS_RULES_STANDARD, NULL, FALSE };

  if (partial != NULL)
    *partial = NULL;
  if (!check_text (text, length, error))
    return NULL;
  r.tags = g_ptr_array_new_with_free_func (g_free);
  /* a byte-order mark is not part of the record */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    r.p += 3;

  if (!read_record (&r, error))
    {
      if (partial != NULL && r.moves_started)
        {
          keep_comment (&r);
          *partial = g_steal_pointer (&game);
        }
      return NULL;
    }
  if (r.resigned != NULL)
    ts_game_resign (game, g_str_equal (r.resigned, "white") ? TS_WHITE : TS_BLACK);
  else if (r.time_forfeit)
    ts_game_lose_on_time (game);
  return g_steal_pointer (&game);
}

TsGame *
ts_record_read (const char *text, gsize length, GError **error)
{
  return ts_record_read_partial (text, length, NULL, error);
}

TsGame *
ts_record_read_file_partial (const char *path, TsGame **partial, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (partial != NULL)
    *partial = NULL;
  if (ts_file_read (path, TS_RECORD_MAX_SIZE, &text, &length, &local))
    return ts_record_read_partial (text, length, partial, error);
  if (g_error_matches (local, G_FILE_ERROR, TS_FILE_ERROR_TOO_LARGE))
    g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                 _("the file is larger than %d MB, the most a game record can be"),
                 TS_RECORD_MAX_SIZE / (1024 * 1024));
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

TsGame *
ts_record_read_file (const char *path, GError **error)
{
  return ts_record_read_file_partial (path, NULL, error);
}

/* ---- clock commands in comments ---- */

/* "[%clk 0:09:52.3]": finds the command's value in `comment`; the
 * position of its '[' and of the character after its ']' go in *start and
 * *end. */
static gboolean
find_command (const char *comment, const char *command, const char **start, const char **end, const char **value)
{
  g_autofree char *opening = g_strdup_printf ("[%%%s ", command);

  for (const char *p = comment != NULL ? strstr (comment, opening) : NULL; p != NULL; p = strstr (p + 1, opening))
    {
      const char *close = strchr (p, ']');

      if (close == NULL)
        return FALSE;
      *start = p;
      *end = close + 1;
      *value = p + strlen (opening);
      return TRUE;
    }
  return FALSE;
}

gboolean
ts_record_comment_get_time (const char *comment, const char *command, gint64 *ms)
{
  const char *start, *end, *value;
  guint64 h, m;
  double sec;
  char *rest;

  if (!find_command (comment, command, &start, &end, &value))
    return FALSE;
  h = g_ascii_strtoull (value, &rest, 10);
  if (rest == value || *rest != ':')
    return FALSE;
  value = rest + 1;
  m = g_ascii_strtoull (value, &rest, 10);
  if (rest == value || *rest != ':' || m >= 60 || h > 9999)
    return FALSE;
  value = rest + 1;
  sec = g_ascii_strtod (value, &rest);
  if (rest == value || *rest != ']' || sec < 0 || sec >= 60)
    return FALSE;
  *ms = (gint64) ((h * 3600 + m * 60) * 1000) + (gint64) (sec * 1000 + 0.5);
  return TRUE;
}

char *
ts_record_format_time (gint64 ms)
{
  gint64 tenths = MAX (ms, 0) / 100;

  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d.%d", tenths / 36000, (int) (tenths / 600 % 60),
                          (int) (tenths / 10 % 60), (int) (tenths % 10));
}

char *
ts_record_comment_set_time (const char *comment, const char *command, gint64 ms)
{
  g_autofree char *time = ts_record_format_time (ms);
  g_autofree char *word = g_strdup_printf ("[%%%s %s]", command, time);
  const char *start, *end, *value;

  if (find_command (comment, command, &start, &end, &value))
    return g_strdup_printf ("%.*s%s%s", (int) (start - comment), comment, word, end);
  if (comment == NULL || *comment == '\0')
    return g_steal_pointer (&word);
  /* after the commands that lead the comment, before its words */
  for (const char *p = comment, *close; p[0] == '[' && p[1] == '%' && (close = strchr (p, ']')) != NULL;)
    {
      start = close + 1;
      p = start + strspn (start, " ");
      if (p[0] != '[')
        return g_strdup_printf ("%.*s %s%s%s", (int) (start - comment), comment, word, *p ? " " : "", p);
    }
  return g_strconcat (word, " ", comment, NULL);
}
