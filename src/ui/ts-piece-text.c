/* ts-piece-text.c — see ts-piece-text.h.
 *
 * Sentences are built from translated fragments: a direction phrase, a
 * distance, a sentence frame.  The rules for grouping follow how players
 * describe pieces: directions with the same range share a phrase, lion
 * power and hooks get their own sentence.
 */
#include "ts-piece-text.h"

#include "ts-variant.h"
#include <glib/gi18n.h>

#include "ts-movegen.h"
#include "ts-movement-diagram.h"
#include "ts-piece-item.h"
#include "ts-variant.h"

#define BIT(d) (1u << (d))
#define ORTH (BIT (TS_DIR_F) | BIT (TS_DIR_R) | BIT (TS_DIR_B) | BIT (TS_DIR_L))
#define DIAG (BIT (TS_DIR_FR) | BIT (TS_DIR_BR) | BIT (TS_DIR_BL) | BIT (TS_DIR_FL))

static const char *
single_direction (TsDir d)
{
  switch (d)
    {
    case TS_DIR_F: return _("straight forward");
    case TS_DIR_FR: return _("diagonally forward to the right");
    case TS_DIR_R: return _("to the right");
    case TS_DIR_BR: return _("diagonally backward to the right");
    case TS_DIR_B: return _("straight backward");
    case TS_DIR_BL: return _("diagonally backward to the left");
    case TS_DIR_L: return _("to the left");
    case TS_DIR_FL: return _("diagonally forward to the left");
    default: g_return_val_if_reached ("");
    }
}

/* The usual names of direction sets; NULL for the others. */
static const char *
named_set (guint8 dirs)
{
  static const struct {
    guint8 dirs;
    const char *text;
  } names[] = {
    { 0xff, N_("in any direction") },
    { ORTH, N_("orthogonally") },
    { DIAG, N_("diagonally") },
    { BIT (TS_DIR_F) | BIT (TS_DIR_B), N_("forward or backward") },
    { BIT (TS_DIR_L) | BIT (TS_DIR_R), N_("sideways") },
    { BIT (TS_DIR_F) | BIT (TS_DIR_L) | BIT (TS_DIR_R), N_("forward or sideways") },
    { BIT (TS_DIR_B) | BIT (TS_DIR_L) | BIT (TS_DIR_R), N_("backward or sideways") },
    { BIT (TS_DIR_FL) | BIT (TS_DIR_FR), N_("diagonally forward") },
    { BIT (TS_DIR_BL) | BIT (TS_DIR_BR), N_("diagonally backward") },
    { BIT (TS_DIR_FR) | BIT (TS_DIR_BR), N_("diagonally to the right") },
    { BIT (TS_DIR_FL) | BIT (TS_DIR_BL), N_("diagonally to the left") },
    { BIT (TS_DIR_F) | BIT (TS_DIR_FL) | BIT (TS_DIR_FR), N_("straight or diagonally forward") },
    { BIT (TS_DIR_B) | BIT (TS_DIR_BL) | BIT (TS_DIR_BR), N_("straight or diagonally backward") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (names[i].dirs == dirs)
      return _(names[i].text);
  return NULL;
}

/* Joins phrases: "a", "a or b", "a, b or c". */
static char *
join_alternatives (GPtrArray *parts)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between alternatives: "forward, sideways or backward" */
        g_string_append (text, i + 1 == parts->len ? _(" or ") : _(", "));
      g_string_append (text, g_ptr_array_index (parts, i));
    }
  return g_string_free (text, FALSE);
}

/* The orthogonal or diagonal half of a set: a name, else its directions. */
static void
add_half (GPtrArray *parts, guint8 dirs)
{
  const char *name;

  if (dirs == 0)
    return;
  name = named_set (dirs);
  if (name != NULL)
    {
      g_ptr_array_add (parts, (gpointer) name);
      return;
    }
  for (int d = 0; d < TS_N_DIRS; d++)
    if (dirs & BIT (d))
      g_ptr_array_add (parts, (gpointer) single_direction (d));
}

char *
ts_piece_describe_directions (guint8 dirs)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  const char *name = named_set (dirs);

  if (name != NULL)
    return g_strdup (name);
  for (int d = 0; d < TS_N_DIRS; d++)
    if (dirs == (guint8) ~BIT (d))
      /* TRANSLATORS: %s is one direction, e.g. "straight backward" */
      return g_strdup_printf (_("in any direction except %s"), single_direction (d));
  add_half (parts, dirs & ORTH);
  add_half (parts, dirs & DIAG);
  return join_alternatives (parts);
}

static char *
distance_text (guint range)
{
  if (range >= TS_UNLIMITED)
    return g_strdup (_("any number of squares"));
  if (range == 1)
    return g_strdup (_("one square"));
  /* TRANSLATORS: a limited range, %u is 2, 3 or 5 */
  return g_strdup_printf (_("up to %u squares"), range);
}

/* "Moves any number of squares forward or backward; one square sideways."
 * Hook lines and ranges that lion power already covers are left to their
 * own sentences. */
static void
describe_ranges (GString *text, const TsMovement *m)
{
  static const guint8 ranges[] = { TS_UNLIMITED, 5, 3, 2, 1 };
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (ranges); i++)
    {
      guint8 dirs = 0;

      if ((m->flags & TS_MOVE_FLAG_LION) && ranges[i] <= 2)
        continue;
      for (int d = 0; d < TS_N_DIRS; d++)
        if (m->range[d] == ranges[i] && !(m->hook_start & BIT (d)) && m->line_lion[d] < ranges[i])
          dirs |= BIT (d);
      if (dirs != 0)
        {
          g_autofree char *distance = distance_text (ranges[i]);
          g_autofree char *where = ts_piece_describe_directions (dirs);
          /* TRANSLATORS: a distance and directions: "one square sideways" */
          g_ptr_array_add (parts, g_strdup_printf (_("%s %s"), distance, where));
        }
    }
  if (parts->len == 0)
    return;
  g_ptr_array_add (parts, NULL);
  {
    g_autofree char *list = g_strjoinv (_("; "), (char **) parts->pdata);
    /* TRANSLATORS: %s lists distances and directions */
    g_string_append_printf (text, _("Moves %s. "), list);
  }
}

static void
describe_hook (GString *text, const TsMovement *m)
{
  g_autofree char *where = NULL;

  if (m->hook_start == 0)
    return;
  where = ts_piece_describe_directions (m->hook_start);
  /* TRANSLATORS: %s is a set of directions */
  g_string_append_printf (text, _("Moves any number of squares %s and may turn 90° once on the way, "
                                  "going on any number of squares (a hook move); it captures only where it "
                                  "stops. "),
                          where);
}

/* The direction of a jump to the second square of a line (a D or A
 * leap); FALSE for the others (knight's leaps). */
static gboolean
jump_direction (const TsJump *j, TsDir *dir)
{
  for (int d = 0; d < TS_N_DIRS; d++)
    {
      int right, forward;

      ts_dir_offset (d, &right, &forward);
      if (j->right == 2 * right && j->forward == 2 * forward)
        {
          *dir = d;
          return TRUE;
        }
    }
  return FALSE;
}

static void
describe_jumps (GString *text, const TsMovement *m)
{
  guint8 two_away = 0;
  guint knights = 0, knights_ahead = 0;

  for (guint i = 0; i < m->n_jumps; i++)
    {
      TsDir d;

      if (jump_direction (&m->jumps[i], &d))
        two_away |= BIT (d);
      else
        {
          knights++;
          if (m->jumps[i].forward == 2)
            knights_ahead++;
        }
    }
  if (two_away != 0)
    {
      g_autofree char *where = ts_piece_describe_directions (two_away);
      /* TRANSLATORS: %s is a set of directions */
      g_string_append_printf (text, _("Jumps to the second square %s, over any piece between. "), where);
    }
  if (knights == 8)
    g_string_append (text, _("Jumps like a chess knight. "));
  else if (knights > 0 && knights == knights_ahead)
    g_string_append (text, _("Jumps to either square a knight’s move ahead: two forward and one to the side. "));
  else if (knights > 0)
    /* TRANSLATORS: %u is a number of squares below 8 */
    g_string_append_printf (text, _("Jumps to %u of a chess knight’s squares. "), knights);
}

static void
describe_lion (GString *text, const TsMovement *m)
{
  if (m->flags & TS_MOVE_FLAG_LION)
    g_string_append (text, _("Has lion power: two king steps in one turn, capturing on either or both, "
                             "capturing a neighbour without moving (igui) or passing; or a jump to any square "
                             "two steps away. "));
  for (guint steps = 3; steps >= 2; steps--)
    {
      guint8 dirs = 0;

      for (int d = 0; d < TS_N_DIRS; d++)
        if (m->line_lion[d] == steps)
          dirs |= BIT (d);
      if (dirs != 0)
        {
          g_autofree char *where = ts_piece_describe_directions (dirs);
          /* TRANSLATORS: %1$s is a set of directions, %2$u is 2 or 3 */
          g_string_append_printf (text, _("Has lion power %1$s: up to %2$u steps along one line, capturing on "
                                          "each, jumping over pieces or coming back (igui, passing). "),
                                  where, steps);
        }
    }
}

/* Tenjiku's kinds of move: range jumps, the area move, the tetrarch's
 * igui and skipped neighbours, burning. */
static void
describe_tenjiku (GString *text, const TsMovement *m)
{
  guint8 skipped = 0;

  if (m->range_jump != 0)
    {
      g_autofree char *where = ts_piece_describe_directions (m->range_jump);

      /* TRANSLATORS: %s is a set of directions ("forward and backward") */
      g_string_append_printf (text, _("Captures %s by a range jump: it jumps any pieces of a lower rank on its "
                                      "line and takes the first piece it may not jump. "),
                              where);
    }
  if (m->area_steps > 0)
    /* TRANSLATORS: %u is a number of squares (3) */
    g_string_append_printf (text, _("Or makes an area move: up to %u king steps through empty squares, "
                                    "capturing only on the last, or back to its own square (a pass). "),
                            m->area_steps);
  for (int d = 0; d < TS_N_DIRS; d++)
    if (m->range_start[d] > 1)
      skipped |= BIT (d);
  if (skipped != 0)
    g_string_append (text, _("Its lines start beyond the squares next to it, which it skips whatever "
                              "stands there. "));
  if (m->igui_dirs != 0 && !(m->flags & TS_MOVE_FLAG_LION))
    g_string_append (text, _("Captures a neighbouring enemy without moving (igui). "));
  if (m->flags & TS_MOVE_FLAG_BURNS)
    g_string_append (text, _("Burns: after its move, every enemy piece next to where it stops is removed; "
                             "ending next to an enemy fire demon, it is burnt itself. "));
}

static void
describe_emperor (GString *text, TsRules rules, const TsMovement *m)
{
  if (!(m->flags & TS_MOVE_FLAG_EMPEROR))
    return;
  if (ts_rules_emperor_capture_rule (rules) == TS_EMPEROR_TAKES_UNPROTECTED)
    g_string_append (text, _("Jumps to any empty square of the board and captures any enemy piece anywhere, "
                             "but only when no other piece protects it. "));
  else
    g_string_append (text, _("Jumps to any empty square of the board and captures any enemy piece anywhere; "
                             "an emperor or prince only when no other piece protects it. "));
}

static void
describe_royal (GString *text, const TsMovement *m)
{
  if (m->flags & TS_MOVE_FLAG_ROYAL)
    g_string_append (text, _("Royal: a side that has lost all its royal pieces loses the game. "));
}

/* The piece a capture of `type` turns the capturer into, if it is
 * contagious (deva, dark spirit and their promotions); else TS_EMPTY. */
static TsPiece
contagion (TsRules rules, TsPieceType type)
{
  /* a promoted pawn promotes no further: only contagion can change it */
  TsPiece capturer = TS_MAKE_PIECE (TS_PIECE_PAWN, TRUE, TS_BLACK);
  TsPiece victim = ts_piece_for_type (rules, type) | TS_PIECE_WHITE;
  TsPiece after = ts_piece_after_captures (rules, capturer, &victim, 1);

  return after != capturer ? after : TS_EMPTY;
}

static void
describe_promotion (GString *text, TsRules rules, TsPieceType type)
{
  const TsPieceInfo *info = ts_rules_piece_info (rules, type);
  TsPiece contagious = contagion (rules, type);

  if (ts_rules_type_is_promoted_only (rules, type))
    {
      g_autoptr (GPtrArray) origins = g_ptr_array_new ();
      g_autofree char *list = NULL;

      for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
        if (ts_rules_piece_info (rules, t)->promotes_to == type)
          g_ptr_array_add (origins, (gpointer) ts_piece_display_name (t));
      list = join_alternatives (origins);
      /* TRANSLATORS: %s names the pieces it comes from */
      g_string_append_printf (text, _("Exists only as a promoted %s. "), list);
    }
  else if (info->promotes_to != TS_PIECE_NONE && ts_rules_variant (rules)->promotion == TS_PROMOTION_IN_ZONE)
    /* TRANSLATORS: %s is a piece name; tenjiku's promotion */
    g_string_append_printf (text, _("May promote to %s on a move that enters the far five ranks, or that captures from within them. "),
                            ts_piece_display_name (info->promotes_to));
  else if (info->promotes_to != TS_PIECE_NONE)
    /* TRANSLATORS: %s is a piece name */
    g_string_append_printf (text, _("Promotes to %s when it captures. "), ts_piece_display_name (info->promotes_to));
  else
    g_string_append (text, _("Does not promote. "));

  if (contagious != TS_EMPTY)
    /* TRANSLATORS: %s is a piece name */
    g_string_append_printf (text, _("Contagious: a piece that captures it becomes a %s. "),
                            ts_piece_display_name (ts_piece_moves_as (rules, contagious)));
}

char *
ts_piece_describe (TsRules rules, TsPieceType type)
{
  const TsMovement *m;
  GString *text;

  g_return_val_if_fail (type > TS_PIECE_NONE && type < TS_N_PIECE_TYPES, NULL);
  m = &ts_rules_piece_info (rules, type)->movement;
  text = g_string_new (NULL);
  describe_emperor (text, rules, m);
  describe_ranges (text, m);
  describe_hook (text, m);
  describe_jumps (text, m);
  describe_lion (text, m);
  describe_tenjiku (text, m);
  describe_royal (text, m);
  describe_promotion (text, rules, type);
  /* Every sentence ends with a space for the next one. */
  if (text->len > 0 && text->str[text->len - 1] == ' ')
    g_string_truncate (text, text->len - 1);
  return g_string_free (text, FALSE);
}
