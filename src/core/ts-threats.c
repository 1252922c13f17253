/* ts-threats.c — attacked, defended and cheaply attacked pieces, and the
 * attackers of royals (the definitions are in ts-threats.h).
 *
 * Attacks come from generating every piece's capturing moves once; each
 * attacked piece's defence is one question to the attack reader with the
 * piece's colour flipped, which is far cheaper than generating the
 * defending side's moves again for every square.
 */
#include "ts-threats.h"

#include <string.h>

#include "ts-movegen.h"
#include "ts-variant.h"

static gboolean
is_emperor (TsRules rules, TsPiece pc)
{
  return (ts_piece_moves_info (rules, pc)->movement.flags & TS_MOVE_FLAG_EMPEROR) != 0;
}

guint
ts_threats_piece_value (TsRules rules, TsPiece pc)
{
  return ts_piece_moves_info (rules, pc)->value;
}

static gboolean
both_sides_have_royals (const TsPosition *pos)
{
  return ts_position_has_royal (pos, TS_BLACK) && ts_position_has_royal (pos, TS_WHITE);
}

/* Whether the piece on `from` range-jumps along the board step `step`
 * (a square's distance to its neighbour on the line). */
static gboolean
range_jumps_along (const TsPosition *pos, TsSquare from, int step)
{
  TsPiece pc = pos->board[from];
  guint8 dirs = ts_piece_moves_info (pos->rules, pc)->movement.range_jump;

  for (int d = 0; d < TS_N_DIRS; d++)
    if ((dirs & (1u << d)) && ts_dir_step[TS_PIECE_COLOR (pc)][d] == step)
      return TRUE;
  return FALSE;
}

guint
ts_threats_jumped_pieces (const TsPosition *pos, TsSquare from, TsSquare target)
{
  const TsVariant *v = ts_rules_variant (pos->rules);
  int col = ts_variant_col (v, from), row = ts_variant_row (v, from);
  int dx = ts_variant_col (v, target) - col, dy = ts_variant_row (v, target) - row;
  int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0), n_steps = MAX (ABS (dx), ABS (dy));
  guint8 rank = ts_piece_moves_info (pos->rules, pos->board[from])->rank;
  guint n = 0;

  if ((dx != 0 && dy != 0 && ABS (dx) != ABS (dy)) || n_steps == 0
      || !range_jumps_along (pos, from, ((int) target - (int) from) / n_steps))
    return 0;
  for (int k = 1; k < n_steps; k++)
    {
      TsPiece pc = pos->board[ts_variant_square (v, col + k * sx, row + k * sy)];

      if (pc == TS_EMPTY)
        continue;
      /* a piece it may not jump: the capture there is not a range jump
       * (a vice general's area move can reach round it) */
      if (ts_piece_moves_info (pos->rules, pc)->rank <= rank)
        return 0;
      n++;
    }
  return n;
}

/* What the attackers of each square have in common, gathered one attacker
 * at a time. */
typedef struct {
  TsSquare last_attacker[TS_CELLS]; /* square 0 is a border cell: none yet */
  guint cheapest[TS_CELLS];
  gboolean non_emperor[TS_CELLS];
} AttackTally;

static void
tally_attack (TsThreats *threats, AttackTally *tally, const TsPosition *pos, TsSquare from, TsSquare target)
{
  TsPiece attacker = pos->board[from];

  if (tally->last_attacker[target] == from)
    return;
  if (!(threats->flags[target] & TS_THREAT_ATTACKED))
    tally->cheapest[target] = G_MAXUINT;
  tally->last_attacker[target] = from;
  threats->flags[target] |= TS_THREAT_ATTACKED;
  if (ts_threats_jumped_pieces (pos, from, target) > 0)
    threats->flags[target] |= TS_THREAT_RANGE_JUMP;
  tally->cheapest[target] = MIN (tally->cheapest[target], ts_threats_piece_value (pos->rules, attacker));
  if (!is_emperor (pos->rules, attacker))
    tally->non_emperor[target] = TRUE;
  if (ts_piece_is_royal (pos->board[target]))
    {
      TsRoyalAttack attack = { target, from };

      threats->flags[target] |= TS_THREAT_ROYAL;
      threats->flags[from] |= TS_THREAT_ROYAL_ATTACKER;
      g_array_append_val (threats->royal_attacks, attack);
    }
}

static void
find_attacks (TsThreats *threats, AttackTally *tally, TsPosition *scratch)
{
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = scratch->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

          list->n = 0;
          ts_generate_piece_captures (scratch, from, list);
          for (guint i = 0; i < list->n; i++)
            for (guint k = 0; k < list->moves[i].n_captures; k++)
              tally_attack (threats, tally, scratch, from, list->moves[i].captures[k]);
        }
}

/* The pieces the active burns of every move of every piece that burns
 * (or would, promoted) could remove. */
static void
find_burns (TsThreats *threats, TsPosition *scratch)
{
  g_autofree TsMoveList *list = NULL;

  if (!scratch->burns)
    return;
  list = g_new (TsMoveList, 1);
  for (TsColor c = TS_BLACK; c <= TS_WHITE; c++)
    for (int w = 0; w < TS_OCC_WORDS; w++)
      for (guint64 bits = scratch->occupied[c][w]; bits != 0; bits &= bits - 1)
        {
          TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

          if (!ts_piece_may_burn (scratch->rules, scratch->board[from]))
            continue;
          list->n = 0;
          ts_generate_piece_moves (scratch, from, list);
          for (guint i = 0; i < list->n; i++)
            {
              TsBurns burns;

              ts_position_burns (scratch, &list->moves[i], &burns);
              for (guint k = 0; k < burns.n && !burns.mover_burnt; k++)
                threats->flags[burns.squares[k]] |= TS_THREAT_BURN;
            }
        }
}

/* Whether the side of the piece on `sq` could capture on it were the piece
 * the enemy's (ts-threats.h); the position is put back as it was. */
static gboolean
is_defended (TsPosition *scratch, TsSquare sq)
{
  TsPiece piece = scratch->board[sq];
  TsColor own = TS_PIECE_COLOR (piece);
  gboolean defended = FALSE;

  ts_position_put (scratch, sq, (TsPiece) (piece ^ TS_PIECE_WHITE));
  if (both_sides_have_royals (scratch))
    {
      defended = ts_square_attacked (scratch, sq, own);
      /* ts_square_attacked leaves the emperors out */
      for (int w = 0; w < TS_OCC_WORDS && !defended; w++)
        for (guint64 bits = scratch->occupied[own][w]; bits != 0 && !defended; bits &= bits - 1)
          {
            TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));

            if (is_emperor (scratch->rules, scratch->board[from]))
              defended = ts_emperor_can_capture (scratch, from, sq);
          }
    }
  ts_position_put (scratch, sq, piece);
  return defended;
}

static int
compare_royal_attacks (gconstpointer a, gconstpointer b)
{
  const TsRoyalAttack *x = a, *y = b;

  if (x->royal != y->royal)
    return x->royal < y->royal ? -1 : 1;
  return (x->attacker > y->attacker) - (x->attacker < y->attacker);
}

TsThreats *
ts_threats_new (const TsPosition *pos)
{
  TsThreats *threats = g_new0 (TsThreats, 1);
  g_autoptr (TsPosition) scratch = NULL;
  g_autofree AttackTally *tally = NULL;

  threats->royal_attacks = g_array_new (FALSE, FALSE, sizeof (TsRoyalAttack));
  /* no legal moves, no captures */
  if (!both_sides_have_royals (pos))
    return threats;

  scratch = ts_position_copy (pos);
  tally = g_new0 (AttackTally, 1);
  find_attacks (threats, tally, scratch);
  find_burns (threats, scratch);

  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      TsPiece pc = scratch->board[sq];

      if (!(threats->flags[sq] & TS_THREAT_ATTACKED))
        continue;
      if (is_defended (scratch, sq))
        threats->flags[sq] |= TS_THREAT_DEFENDED;
      if (tally->cheapest[sq] < ts_threats_piece_value (pos->rules, pc))
        threats->flags[sq] |= TS_THREAT_BY_CHEAPER;
      if (!tally->non_emperor[sq])
        threats->flags[sq] |= TS_THREAT_EMPEROR_ONLY;
    }
  g_array_sort (threats->royal_attacks, compare_royal_attacks);
  return threats;
}

void
ts_threats_free (TsThreats *threats)
{
  if (threats == NULL)
    return;
  g_array_unref (threats->royal_attacks);
  g_free (threats);
}

void
ts_threats_marks (const TsThreats *threats, gboolean emperor_only_too, guint8 marks[TS_CELLS])
{
  const guint8 hidden = TS_THREAT_EMPEROR_ONLY | TS_THREAT_DEFENDED;

  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      guint8 flags = threats->flags[sq];
      gboolean emperor_on_defended = (flags & hidden) == hidden && !(flags & TS_THREAT_ROYAL);

      marks[sq] = emperor_on_defended && !emperor_only_too ? flags & TS_THREAT_ROYAL_ATTACKER : flags;
    }
}

static int
compare_lines (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* A line of ts_threats_to_text(), or NULL for a square with nothing to
 * say.  The burn and range-jump words come only in tenjiku, where those
 * flags are ever set, so a tai shogi line is unchanged. */
static char *
threat_line (const TsThreats *threats, const TsPosition *pos, TsSquare sq)
{
  guint8 flags = threats->flags[sq];
  GString *line;
  char name[4];

  if (!(flags & (TS_THREAT_ATTACKED | TS_THREAT_BURN)))
    return NULL;
  ts_square_name (sq, name);
  line = g_string_new (NULL);
  g_string_printf (line, "%s %s", name, TS_PIECE_COLOR (pos->board[sq]) == TS_BLACK ? "black" : "white");
  if (flags & TS_THREAT_ATTACKED)
    g_string_append (line, (flags & TS_THREAT_DEFENDED) ? " defended" : " undefended");
  if (flags & TS_THREAT_RANGE_JUMP)
    g_string_append (line, " range-jump");
  if (flags & TS_THREAT_BURN)
    g_string_append (line, " burnable");
  return g_string_free (line, FALSE);
}

char *
ts_threats_to_text (const TsThreats *threats, const TsPosition *pos)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  GString *text = g_string_new (NULL);

  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      char *line = threat_line (threats, pos, sq);

      if (line != NULL)
        g_ptr_array_add (lines, line);
    }
  g_ptr_array_sort (lines, compare_lines);
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) lines->pdata[i]);
  return g_string_free (text, FALSE);
}
