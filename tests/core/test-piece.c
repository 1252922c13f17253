/* test-piece.c — the piece table against seeds 000 and 002.
 *
 * The seeds themselves stand outside the repository; what these tests
 * read of them is kept in fixtures/seeds/ (extract.py there writes it,
 * and the seed-facts test says when it no longer matches the seeds), so
 * that no clone has to skip them. */
#include <string.h>

#include "ts-position.h"

/* A file of fixtures/seeds/; a missing one fails the test. */
static char *
read_seed_facts (const char *name)
{
  g_autofree char *path = g_build_filename (TS_SEED_FACTS_DIR, name, NULL);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  return text;
}

/* Whether `betza` is one of the seed's parenthesised words, which the
 * facts file lists one a line. */
static gboolean
seed_has_betza (const char *words, const char *betza)
{
  g_autofree char *line = g_strdup_printf ("\n%s\n", betza);
  g_autofree char *all = g_strconcat ("\n", words, NULL);

  return strstr (all, line) != NULL;
}

/* Lower case, without spaces, hyphens and apostrophes; the value table's
 * spellings of a few names mapped to the piece table's. */
static char *
normalize_name (const char *name)
{
  static const char *const aliases[][2] = {
    { "drunkelephant", "drunkenelephant" },
    { "neighbouringking", "neighboringking" },
  };
  GString *s = g_string_new (NULL);

  for (const char *c = name; *c; c++)
    if (g_ascii_isalpha (*c))
      g_string_append_c (s, g_ascii_tolower (*c));
  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (s->str, aliases[i][0]))
      g_string_assign (s, aliases[i][1]);
  return g_string_free (s, FALSE);
}

static TsPieceType
type_by_name (const char *name)
{
  g_autofree char *wanted = normalize_name (name);

  for (int t = 1; t < TS_N_PIECE_TYPES; t++)
    {
      g_autofree char *n = normalize_name (ts_piece_info (t)->name);
      if (g_str_equal (n, wanted))
        return (TsPieceType) t;
    }
  return TS_PIECE_NONE;
}

static void
test_starting_set (void)
{
  guint total = 0;

  for (int t = 1; t <= TS_N_STARTING_TYPES; t++)
    {
      const TsPieceInfo *info = ts_piece_info (t);
      g_assert_nonnull (info->abbrev);
      g_assert_cmpuint (g_utf8_strlen (info->kanji, -1), ==, 2);
      g_assert_cmpuint (info->count, >=, 1);
      g_assert_false (ts_piece_type_is_promoted_only (t));
      g_assert_cmpint (ts_piece_type_from_abbrev (info->abbrev, strlen (info->abbrev)), ==, t);
      total += info->count;
    }
  g_assert_cmpuint (total, ==, 177);
  /* 8 promoted-only types of the standard set, 17 more of jw, then
   * tenjiku's 15 own types */
  g_assert_cmpint (TS_N_PIECE_TYPES - 1 - TS_N_STARTING_TYPES, ==, 8 + 17 + 15);
  for (int t = TS_N_STARTING_TYPES + 1; t <= TS_PIECE_BAT; t++)
    {
      g_assert_true (ts_piece_type_is_promoted_only (t));
      g_assert_cmpuint (ts_piece_info (t)->count, ==, 0);
    }
}

/* Every promoted-only type of a rule set is the promotion of some starting
 * type, and only those are in play: 8 in standard, 23 in jw. */
static void
test_promotions_reach_promoted_only_types (void)
{
  static const guint n_promoted_only[TS_N_RULES] = { 8, 23 };

  /* tai's rule sets; tenjiku's pieces are checked in test-tenjiku.c */
  for (int r = 0; r <= TS_RULES_JW; r++)
    {
      guint n = 0;
      for (int t = 1; t <= TS_N_STARTING_TYPES; t++)
        g_assert_true (ts_rules_has_type (r, t));
      for (int t = TS_N_STARTING_TYPES + 1; t < TS_N_PIECE_TYPES; t++)
        {
          gboolean reached = FALSE;
          for (int s = 1; s <= TS_N_STARTING_TYPES; s++)
            reached |= ts_rules_piece_info (r, s)->promotes_to == (TsPieceType) t;
          g_assert_cmpint (reached, ==, ts_rules_has_type (r, t));
          n += reached;
        }
      g_assert_cmpuint (n, ==, n_promoted_only[r]);
    }
  g_assert_false (ts_rules_has_type (TS_RULES_JW, TS_PIECE_GREAT_ELEPHANT));
  g_assert_false (ts_rules_has_type (TS_RULES_JW, TS_PIECE_FRAGRANT_ELEPHANT));
  g_assert_false (ts_rules_has_type (TS_RULES_STANDARD, TS_PIECE_BAT));
  g_assert_true (ts_rules_has_type (TS_RULES_JW, TS_PIECE_BAT));
  g_assert_cmpint (ts_piece_info (TS_PIECE_PRINCE)->promotes_to, ==, TS_PIECE_NONE);
  g_assert_cmpint (ts_piece_info (TS_PIECE_DRUNKEN_ELEPHANT)->promotes_to, ==, TS_PIECE_PRINCE);
}

/* Each Betza string stands in seed 000, in parentheses, as written. */
static void
test_betza_strings_from_seed (void)
{
  g_autofree char *words = read_seed_facts ("seed-000-betza.txt");

  for (int t = 1; t < TS_N_PIECE_TYPES; t++)
    {
      if (t == TS_PIECE_GREAT_ELEPHANT)
        continue; /* the seed describes it in words only */
      if (!ts_rules_has_type (TS_RULES_STANDARD, t))
        continue; /* jw's own pieces: seed 002, test_jw_betza_from_seed */
      if (!seed_has_betza (words, ts_piece_betza (t)))
        g_error ("%s: (%s) is not in seed 000", ts_piece_info (t)->name, ts_piece_betza (t));
    }
}

/* Values and promotions against seed 000's "Piece values" table. */
static void
test_values_from_seed (void)
{
  g_autofree char *seed = read_seed_facts ("seed-000-values.txt");
  g_auto (GStrv) lines = NULL;
  const char *table;
  guint rows = 0;

  table = strstr (seed, "=Piece values=");
  g_assert_nonnull (table);
  lines = g_strsplit (table, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *cells[3];
      guint n = 0;
      TsPieceType type;

      if (lines[i][0] == '\0' || lines[i][0] == '|' || lines[i][0] == '!' || strchr (lines[i], ' ') == lines[i])
        continue;
      type = type_by_name (lines[i]);
      if (type == TS_PIECE_NONE)
        {
          if (rows > 0)
            break; /* the prose after the table */
          continue;
        }
      for (guint j = i + 1; lines[j] != NULL && n < 3; j++)
        if (lines[j][0] == '|')
          cells[n++] = lines[j] + 1;
      g_assert_cmpuint (n, ==, 3);
      rows++;

      /* "{{sort|05|5}}" or "17": the number shown is the last one */
      {
        const char *digits = cells[0] + strcspn (cells[0], "0123456789");
        const char *last = strrchr (cells[0], '|');
        guint64 value;
        g_autofree char *number = NULL;
        if (last != NULL && last > digits)
          digits = last + 1;
        if (strstr (cells[0], "∞"))
          g_assert_cmpuint (ts_piece_info (type)->value, ==, TS_VALUE_INFINITE);
        else
          {
            /* RULES.md section 9: the hook mover's "{{sort|98|232}}" is
             * read by its sort key, 98, not the printed 232 */
            if (type == TS_PIECE_HOOK_MOVER)
              digits = cells[0] + strcspn (cells[0], "0123456789");
            number = g_strndup (digits, strspn (digits, "0123456789"));
            g_assert_true (g_ascii_string_to_unsigned (number, 10, 0, 1000, &value, NULL));
            if (ts_piece_info (type)->value != value)
              g_error ("%s: value %u, seed %" G_GUINT64_FORMAT, ts_piece_info (type)->name,
                       ts_piece_info (type)->value, value);
          }
      }
      /* the promotion column; the prince's "Emperor" is the German
       * association's, which RULES.md section 4 sets aside */
      if (type != TS_PIECE_PRINCE)
        {
          TsPieceType promo = type_by_name (cells[1]);
          g_assert_cmpint (ts_piece_info (type)->promotes_to, ==, promo);
        }
    }
  g_assert_cmpuint (rows, ==, TS_N_STARTING_TYPES);
}

static void
assert_range (TsPieceType t, const guint8 expected[TS_N_DIRS])
{
  const TsMovement *m = &ts_piece_info (t)->movement;

  for (int d = 0; d < TS_N_DIRS; d++)
    if (m->range[d] != expected[d])
      g_error ("%s: direction %d range %u, expected %u", ts_piece_info (t)->name, d, m->range[d], expected[d]);
}

#define U TS_UNLIMITED

/* Betza strings read by hand, direction by direction (f fr r br b bl l fl). */
static void
test_betza_reading (void)
{
  static const guint8 evil_wolf[] = { 1, 1, 1, 0, 0, 0, 1, 1 };
  static const guint8 deva[] = { 0, 1, 0, 1, 0, 0, 1, 1 };
  static const guint8 dark_spirit[] = { 0, 1, 1, 0, 0, 1, 0, 1 };
  static const guint8 white_tiger[] = { U, 1, 2, 0, U, 0, 2, U };
  static const guint8 blue_dragon[] = { 2, U, U, 0, 2, 0, U, 1 };
  static const guint8 left_chariot[] = { U, 0, 0, U, 1, 0, 0, U };
  static const guint8 vermillion_sparrow[] = { 1, U, 0, 2, U, 2, 0, U };
  static const guint8 free_dream_eater[] = { U, U, 5, U, U, U, 5, U };
  static const guint8 peacock[] = { 0, U, 0, 2, 0, 2, 0, U };
  static const guint8 great_elephant[] = { U, 2, U, U, U, U, U, 2 };
  static const guint8 standard_bearer[] = { U, U, 2, 2, 2, 2, 2, U };
  const TsMovement *m;

  assert_range (TS_PIECE_EVIL_WOLF, evil_wolf);
  assert_range (TS_PIECE_DEVA, deva);
  assert_range (TS_PIECE_DARK_SPIRIT, dark_spirit);
  assert_range (TS_PIECE_WHITE_TIGER, white_tiger);
  assert_range (TS_PIECE_BLUE_DRAGON, blue_dragon);
  assert_range (TS_PIECE_LEFT_CHARIOT, left_chariot);
  assert_range (TS_PIECE_VERMILLION_SPARROW, vermillion_sparrow);
  assert_range (TS_PIECE_FREE_DREAM_EATER, free_dream_eater);
  assert_range (TS_PIECE_PEACOCK, peacock);
  assert_range (TS_PIECE_GREAT_ELEPHANT, great_elephant);
  assert_range (TS_PIECE_STANDARD_BEARER, standard_bearer);

  m = &ts_piece_info (TS_PIECE_KNIGHT)->movement;
  g_assert_cmpuint (m->n_jumps, ==, 2);
  for (guint i = 0; i < m->n_jumps; i++)
    {
      g_assert_cmpint (m->jumps[i].forward, ==, 2);
      g_assert_cmpint (ABS (m->jumps[i].right), ==, 1);
    }
  m = &ts_piece_info (TS_PIECE_POISONOUS_SNAKE)->movement;
  g_assert_cmpuint (m->n_jumps, ==, 3); /* fD and both bA */
  g_assert_cmpuint (m->range[TS_DIR_R], ==, 1);
  g_assert_cmpuint (m->range[TS_DIR_F], ==, 0);

  g_assert_cmpuint (ts_piece_info (TS_PIECE_HOOK_MOVER)->movement.hook_start, ==, 0x55);
  g_assert_cmpuint (ts_piece_info (TS_PIECE_CAPRICORN)->movement.hook_start, ==, 0xaa);
  g_assert_cmpuint (ts_piece_info (TS_PIECE_LONG_NOSED_GOBLIN)->movement.hook_start, ==, 0xaa);
  g_assert_cmpuint (ts_piece_info (TS_PIECE_PEACOCK)->movement.hook_start, ==,
                    (1u << TS_DIR_FR) | (1u << TS_DIR_FL));

  g_assert_true (ts_piece_info (TS_PIECE_LION)->movement.flags & TS_MOVE_FLAG_LION);
  g_assert_true (ts_piece_info (TS_PIECE_BUDDHIST_SPIRIT)->movement.flags & TS_MOVE_FLAG_LION);
  g_assert_true (ts_piece_info (TS_PIECE_FURIOUS_FIEND)->movement.flags & TS_MOVE_FLAG_LION);
  g_assert_true (ts_piece_info (TS_PIECE_EMPEROR)->movement.flags & TS_MOVE_FLAG_EMPEROR);
  g_assert_true (ts_piece_info (TS_PIECE_PRINCE)->movement.flags & TS_MOVE_FLAG_ROYAL);
  g_assert_false (ts_piece_info (TS_PIECE_DRUNKEN_ELEPHANT)->movement.flags & TS_MOVE_FLAG_ROYAL);

  for (int d = 0; d < TS_N_DIRS; d++)
    {
      gboolean forward_diagonal = d == TS_DIR_FR || d == TS_DIR_FL;
      g_assert_cmpuint (ts_piece_info (TS_PIECE_LION_DOG)->movement.line_lion[d], ==, 3);
      g_assert_cmpuint (ts_piece_info (TS_PIECE_TEACHING_KING)->movement.line_lion[d], ==, 3);
      g_assert_cmpuint (ts_piece_info (TS_PIECE_FURIOUS_FIEND)->movement.line_lion[d], ==, 3);
      g_assert_cmpuint (ts_piece_info (TS_PIECE_GREAT_ELEPHANT)->movement.line_lion[d], ==,
                        forward_diagonal ? 0 : 3);
      g_assert_cmpuint (ts_piece_info (TS_PIECE_SOARING_EAGLE)->movement.line_lion[d], ==,
                        forward_diagonal ? 2 : 0);
      g_assert_cmpuint (ts_piece_info (TS_PIECE_HORNED_FALCON)->movement.line_lion[d], ==,
                        d == TS_DIR_F ? 2 : 0);
    }
}

/* RULESETS.md section 4's counts, and its cells worked out by hand. */
static void
test_jw_promotions (void)
{
  static const struct { TsPieceType type, jw; } cells[] = {
    { TS_PIECE_PAWN, TS_PIECE_GOLD_GENERAL },
    { TS_PIECE_GOLD_GENERAL, TS_PIECE_FREE_GOLD },
    { TS_PIECE_WOOD_GENERAL, TS_PIECE_GOLD_GENERAL },
    { TS_PIECE_LION_DOG, TS_PIECE_GOLD_GENERAL },
    { TS_PIECE_NORTHERN_BARBARIAN, TS_PIECE_GOLD_GENERAL },
    { TS_PIECE_SOUTHERN_BARBARIAN, TS_PIECE_WHITE_ELEPHANT },
    { TS_PIECE_BLIND_MONKEY, TS_PIECE_GOLD_GENERAL },
    { TS_PIECE_OLD_MONKEY, TS_PIECE_MOUNTAIN_WITCH },
    { TS_PIECE_OLD_RAT, TS_PIECE_BAT },
    { TS_PIECE_CHINESE_COCK, TS_PIECE_WIZARD_STORK },
    { TS_PIECE_RUSHING_BIRD, TS_PIECE_FREE_DEMON },
    { TS_PIECE_WESTERN_BARBARIAN, TS_PIECE_LION_DOG },
    { TS_PIECE_BLIND_BEAR, TS_PIECE_FREE_BEAR },
    { TS_PIECE_ANGRY_BOAR, TS_PIECE_FREE_BOAR },
    { TS_PIECE_GO_BETWEEN, TS_PIECE_FREE_GO_BETWEEN },
    { TS_PIECE_EARTH_GENERAL, TS_PIECE_FREE_EARTH },
    { TS_PIECE_PRINCE, TS_PIECE_NONE },
    { TS_PIECE_QUEEN, TS_PIECE_NONE },
    { TS_PIECE_DRAGON_KING, TS_PIECE_NONE },
    { TS_PIECE_DRAGON_HORSE, TS_PIECE_NONE },
    { TS_PIECE_EMPEROR, TS_PIECE_NONE },
  };
  guint promoting = 0, to_gold = 0, different = 0, standard_promoting = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    g_assert_cmpint (ts_rules_piece_info (TS_RULES_JW, cells[i].type)->promotes_to, ==, cells[i].jw);
  for (int t = 1; t <= TS_N_STARTING_TYPES; t++)
    {
      TsPieceType jw = ts_rules_piece_info (TS_RULES_JW, t)->promotes_to;
      TsPieceType standard = ts_rules_piece_info (TS_RULES_STANDARD, t)->promotes_to;
      promoting += jw != TS_PIECE_NONE;
      to_gold += jw == TS_PIECE_GOLD_GENERAL;
      different += jw != standard;
      standard_promoting += standard != TS_PIECE_NONE;
      /* every type standard promotes also promotes in jw */
      if (standard != TS_PIECE_NONE)
        g_assert_cmpint (jw, !=, TS_PIECE_NONE);
    }
  g_assert_cmpuint (promoting, ==, 88);
  g_assert_cmpuint (to_gold, ==, 52);
  g_assert_cmpuint (different, ==, 56);
  g_assert_cmpuint (standard_promoting, ==, 36);
}

/* Every jw Betza string that differs from standard stands in seed 002 as
 * written (RULESETS.md sections 3 and 5). */
static void
test_jw_betza_from_seed (void)
{
  g_autofree char *words = read_seed_facts ("seed-002-betza.txt");
  guint n_moves_changed = 0;

  for (int t = 1; t < TS_N_PIECE_TYPES; t++)
    {
      const char *jw = ts_rules_piece_betza (TS_RULES_JW, t);

      if (!ts_rules_has_type (TS_RULES_JW, t))
        continue;
      if (ts_rules_has_type (TS_RULES_STANDARD, t) && g_str_equal (jw, ts_piece_betza (t)))
        continue;
      n_moves_changed += t <= TS_N_STARTING_TYPES;
      if (!seed_has_betza (words, jw))
        g_error ("%s: (%s) is not in seed 002", ts_piece_info (t)->name, jw);
    }
  g_assert_cmpuint (n_moves_changed, ==, 9);
}

/* jw movements read by hand (f fr r br b bl l fl), and the great
 * dragon's jumps. */
static void
test_jw_betza_reading (void)
{
  static const struct { TsPieceType type; guint8 range[TS_N_DIRS]; } cases[] = {
    { TS_PIECE_FIERCE_EAGLE, { 1, 1, 2, 2, 0, 2, 2, 1 } },
    { TS_PIECE_VERMILLION_SPARROW, { 1, U, 1, 1, 1, U, 1, 0 } },
    { TS_PIECE_TURTLE_SNAKE, { 1, U, 1, 0, 1, U, 1, 0 } },
    { TS_PIECE_FREE_DEMON, { 5, U, U, 0, 5, 0, U, U } },
    { TS_PIECE_FREE_DREAM_EATER, { U, U, 5, 0, U, 0, 5, U } },
    { TS_PIECE_GREAT_DRAGON, { 2, 0, U, 3, 2, 3, U, 0 } },
    { TS_PIECE_GUARDIAN_OF_THE_GODS, { 3, 1, 3, 1, 3, 1, 3, 1 } },
    { TS_PIECE_POISONOUS_SNAKE, { 2, 1, 2, 0, 1, 0, 2, 1 } },
    { TS_PIECE_EASTERN_BARBARIAN, { 2, 0, 1, 0, 2, 0, 0, 0 } },
    { TS_PIECE_BAT, { U, 0, 0, U, 0, U, 0, 0 } },
    { TS_PIECE_FREE_BOAR, { 0, U, U, U, 0, U, U, U } },
    { TS_PIECE_FREE_TIGER, { 0, U, U, U, U, U, U, U } },
    { TS_PIECE_FREE_GOLD, { U, U, U, 0, U, 0, U, U } },
    { TS_PIECE_FREE_STONE, { 0, U, 0, 0, 0, 0, 0, U } },
    { TS_PIECE_MOUNTAIN_WITCH, { 1, U, 0, U, U, U, 0, U } },
  };
  const TsMovement *m;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      m = &ts_rules_piece_info (TS_RULES_JW, cases[i].type)->movement;
      for (int d = 0; d < TS_N_DIRS; d++)
        if (m->range[d] != cases[i].range[d])
          g_error ("jw %s: direction %d range %u, expected %u", ts_piece_info (cases[i].type)->name, d,
                   m->range[d], cases[i].range[d]);
    }
  m = &ts_rules_piece_info (TS_RULES_JW, TS_PIECE_GREAT_DRAGON)->movement;
  g_assert_cmpuint (m->n_jumps, ==, 4); /* 2 and 3 squares left and right */
  for (guint i = 0; i < m->n_jumps; i++)
    {
      g_assert_cmpint (m->jumps[i].forward, ==, 0);
      g_assert_true (ABS (m->jumps[i].right) == 2 || ABS (m->jumps[i].right) == 3);
    }
  g_assert_cmpuint (ts_rules_piece_info (TS_RULES_JW, TS_PIECE_POISONOUS_SNAKE)->movement.n_jumps, ==, 0);
  g_assert_cmpuint (ts_rules_piece_info (TS_RULES_JW, TS_PIECE_FREE_BEAR)->movement.n_jumps, ==, 2);
  /* the standard set keeps seed 000's moves */
  g_assert_cmpstr (ts_rules_piece_betza (TS_RULES_STANDARD, TS_PIECE_GREAT_DRAGON), ==, "rlRB3fbR2");
}

/* Values: the table's where a source gives one; estimated from the
 * movement, and marked, for every movement no source values. */
static void
test_rule_set_values (void)
{
  /* tai's rule sets: every tenjiku value is the seed's (test-tenjiku.c) */
  for (int r = 0; r <= TS_RULES_JW; r++)
    for (int t = 1; t < TS_N_PIECE_TYPES; t++)
      {
        const TsPieceInfo *info = ts_rules_piece_info (r, t);
        gboolean moves_as_standard = g_str_equal (ts_rules_piece_betza (r, t), ts_piece_betza (t));

        if (!ts_rules_has_type (r, t))
          continue;
        g_assert_cmpuint (info->value, >=, 1);
        if (t != TS_PIECE_BAT)
          g_assert_cmpint (info->value_is_estimate, ==, !moves_as_standard || ts_piece_info (t)->value_is_estimate);
        if (info->value_is_estimate)
          g_assert_cmpuint (info->value, ==, ts_piece_estimate_value (&info->movement));
      }
  /* the bat: 15 in seed 002's values (l.972) */
  g_assert_cmpuint (ts_rules_piece_info (TS_RULES_JW, TS_PIECE_BAT)->value, ==, 15);
  g_assert_false (ts_rules_piece_info (TS_RULES_JW, TS_PIECE_BAT)->value_is_estimate);
  /* the estimate grows with the movement: a free piece is worth more than
   * its base piece, and a free cat is close to the bishop it moves like */
  g_assert_cmpuint (ts_rules_piece_info (TS_RULES_JW, TS_PIECE_FREE_GOLD)->value, >,
                    ts_piece_info (TS_PIECE_GOLD_GENERAL)->value);
  g_assert_cmpuint (ts_rules_piece_info (TS_RULES_JW, TS_PIECE_FREE_TIGER)->value, >,
                    ts_rules_piece_info (TS_RULES_JW, TS_PIECE_FREE_CAT)->value);
  g_assert_cmpint (ABS ((int) ts_rules_piece_info (TS_RULES_JW, TS_PIECE_FREE_CAT)->value
                        - (int) ts_piece_info (TS_PIECE_BISHOP)->value), <=, 3);
  /* royalty is the same in every rule set, for every face */
  for (int face = 1; face < TS_N_FACES; face++)
    {
      TsPieceType type = TS_PIECE_TYPE (face);
      if (type >= TS_N_PIECE_TYPES)
        continue;
      for (int r = 0; r < TS_N_RULES; r++)
        if (ts_rules_face_exists (r, face))
          g_assert_cmpint (!!(ts_piece_moves_info (r, (TsPiece) face)->movement.flags & TS_MOVE_FLAG_ROYAL), ==,
                           ts_piece_is_royal ((TsPiece) face));
    }
}

static void
test_rule_set_names (void)
{
  g_autoptr (GError) error = NULL;
  TsRules rules = TS_RULES_STANDARD;

  g_assert_true (ts_rules_from_name ("jw", &rules, NULL));
  g_assert_cmpint (rules, ==, TS_RULES_JW);
  g_assert_true (ts_rules_from_name ("standard", &rules, NULL));
  g_assert_cmpint (rules, ==, TS_RULES_STANDARD);
  g_assert_false (ts_rules_from_name ("evans", &rules, &error));
  g_assert_error (error, TS_RULES_ERROR, TS_RULES_ERROR_UNKNOWN);
  g_assert_nonnull (strstr (error->message, "evans"));
  g_assert_cmpint (ts_rules_emperor_capture_rule (TS_RULES_JW), ==, TS_EMPEROR_TAKES_UNPROTECTED);
  g_assert_cmpint (ts_rules_emperor_capture_rule (TS_RULES_STANDARD), ==, TS_EMPEROR_TAKES_UNPROTECTED_ROYALS);
}

/* The traits a movement cannot say are in the table: the three royals
 * (tenjiku's king too), the two pieces whose capture is contagious
 * (RULES.md sections 4, 5) and the fire demon that burns (TENJIKU.md
 * 3.9); the movement of a royal says it is royal. */
static void
test_traits (void)
{
  for (TsPieceType type = 1; type < TS_N_PIECE_TYPES; type++)
    {
      const TsPieceInfo *info = ts_piece_info (type);
      gboolean royal = type == TS_PIECE_EMPEROR || type == TS_PIECE_PRINCE || type == TS_PIECE_KING;
      gboolean contagious = type == TS_PIECE_DEVA || type == TS_PIECE_DARK_SPIRIT;
      gboolean burns = type == TS_PIECE_FIRE_DEMON;

      if (info->name == NULL)
        continue;
      g_assert_cmpint (!!(info->traits & TS_TRAIT_ROYAL), ==, royal);
      g_assert_cmpint (!!(info->traits & TS_TRAIT_CONTAGIOUS), ==, contagious);
      g_assert_cmpint (!!(info->movement.flags & TS_MOVE_FLAG_ROYAL), ==, royal);
      g_assert_cmpint (!!(info->traits & TS_TRAIT_BURNS), ==, burns);
    }
}

/* The board steps are the direction table's, kept as constants in
 * ts-position.h for the move generators' loops: Black's right is +x, its
 * forward -y, White's the opposite. */
static void
test_direction_steps (void)
{
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int black = ts_dir_right[d] - ts_dir_forward[d] * TS_STRIDE;

      g_assert_cmpint (ts_dir_step[TS_BLACK][d], ==, black);
      g_assert_cmpint (ts_dir_step[TS_WHITE][d], ==, -black);
      /* clockwise from forward, a diagonal between two orthogonals */
      g_assert_cmpint (ABS (ts_dir_right[d]) + ABS (ts_dir_forward[d]), ==, TS_DIR_IS_DIAGONAL (d) ? 2 : 1);
    }
}

/* Every hook route to every square within a board's reach is a first leg
 * along a start direction, a turn of 90 degrees and a second leg, both at
 * least one square: counted by trying every pair of legs. */
static void
test_hook_routes (void)
{
  static const guint8 starts[] = { 0x55, 0xaa, 0xff, 0x01 | 0x04, 0x02 };

  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    for (int right = -TS_MAX_SIZE + 1; right < TS_MAX_SIZE; right++)
      for (int forward = -TS_MAX_SIZE + 1; forward < TS_MAX_SIZE; forward++)
        {
          TsHookRoute routes[TS_MAX_HOOK_ROUTES];
          guint n = ts_hook_routes (starts[i], right, forward, routes), expected = 0;

          for (guint r = 0; r < n; r++)
            {
              g_assert_true (starts[i] & (1u << routes[r].d1));
              g_assert_cmpint ((routes[r].d2 - routes[r].d1 + TS_N_DIRS) % 4, ==, 2);
              g_assert_cmpint (routes[r].a, >=, 1);
              g_assert_cmpint (routes[r].b, >=, 1);
              g_assert_cmpint (routes[r].a * ts_dir_right[routes[r].d1] + routes[r].b * ts_dir_right[routes[r].d2], ==,
                               right);
              g_assert_cmpint (routes[r].a * ts_dir_forward[routes[r].d1]
                                   + routes[r].b * ts_dir_forward[routes[r].d2], ==, forward);
            }
          for (int d1 = 0; d1 < TS_N_DIRS; d1++)
            for (int turn = 2; turn <= 6 && (starts[i] & (1u << d1)); turn += 4)
              for (int a = 1; a < TS_MAX_SIZE; a++)
                for (int b = 1; b < TS_MAX_SIZE; b++)
                  {
                    int d2 = (d1 + turn) % TS_N_DIRS;

                    expected += a * ts_dir_right[d1] + b * ts_dir_right[d2] == right
                                && a * ts_dir_forward[d1] + b * ts_dir_forward[d2] == forward;
                  }
          g_assert_cmpuint (n, ==, expected);
        }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/piece/starting-set", test_starting_set);
  g_test_add_func ("/piece/promotions", test_promotions_reach_promoted_only_types);
  g_test_add_func ("/piece/betza-from-seed", test_betza_strings_from_seed);
  g_test_add_func ("/piece/values-from-seed", test_values_from_seed);
  g_test_add_func ("/piece/traits", test_traits);
  g_test_add_func ("/piece/direction-steps", test_direction_steps);
  g_test_add_func ("/piece/hook-routes", test_hook_routes);
  g_test_add_func ("/piece/betza-reading", test_betza_reading);
  g_test_add_func ("/piece/jw-promotions", test_jw_promotions);
  g_test_add_func ("/piece/jw-betza-from-seed", test_jw_betza_from_seed);
  g_test_add_func ("/piece/jw-betza-reading", test_jw_betza_reading);
  g_test_add_func ("/piece/rule-set-values", test_rule_set_values);
  g_test_add_func ("/piece/rule-set-names", test_rule_set_names);
  return g_test_run ();
}
