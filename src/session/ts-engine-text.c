/* ts-engine-text.c — see ts-engine-text.h. */
#include "ts-engine-text.h"

#include <glib/gi18n.h>

#include "ts-notation.h"
#include "ts-search.h"

/* Below this many centipawns neither side is ahead. */
#define EVEN_MARGIN 5

/* Moves to mate, counted in the mating side's moves. */
static int
moves_to_mate (int magnitude)
{
  return (TS_SCORE_MATE - magnitude + 1) / 2;
}

char *
ts_engine_text_score (int score, TsColor side)
{
  /* from Black's side: the number is what the side ahead is ahead by */
  int black = side == TS_BLACK ? score : -score;
  TsColor ahead = black >= 0 ? TS_BLACK : TS_WHITE;
  int magnitude = ABS (black);

  if (magnitude > TS_SCORE_MATE_BOUND)
    /* TRANSLATORS: "Black mates in 3"; %d counts moves of the mating side */
    return g_strdup_printf (ahead == TS_BLACK ? _("Black mates in %d") : _("White mates in %d"),
                            moves_to_mate (magnitude));
  if (magnitude < EVEN_MARGIN)
    /* TRANSLATORS: the evaluation of a balanced position */
    return g_strdup (_("Even"));
  /* TRANSLATORS: the evaluation: the side ahead and by how many pawns, e.g. "Black +0.35" */
  return g_strdup_printf (ahead == TS_BLACK ? _("Black +%.2f") : _("White +%.2f"), magnitude / 100.0);
}

char *
ts_engine_text_score_for_mover (int score)
{
  if (score > TS_SCORE_MATE_BOUND)
    /* TRANSLATORS: the side to move mates in %d of its moves */
    return g_strdup_printf (_("Mate in %d"), moves_to_mate (score));
  if (score < -TS_SCORE_MATE_BOUND)
    /* TRANSLATORS: the side to move is mated in %d of the other side's moves */
    return g_strdup_printf (_("Mated in %d"), moves_to_mate (-score));
  if (ABS (score) < EVEN_MARGIN)
    return g_strdup ("0.00");
  /* a real minus sign, as wide as the plus */
  return g_strdup_printf ("%s%.2f", score > 0 ? "+" : "−", ABS (score) / 100.0);
}

char *
ts_engine_text_count (guint64 n)
{
  if (n >= 1000000)
    return g_strdup_printf ("%.1f M", n / 1e6);
  if (n >= 1000)
    return g_strdup_printf ("%.0f k", n / 1e3);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, n);
}

char *
ts_engine_text_line (const TsPosition *pos, const TsMove *moves, guint n_moves, guint max_shown)
{
  g_autoptr (TsPosition) copy = ts_position_copy (pos);
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *notation = NULL;
      TsUndo undo;

      if (i == max_shown)
        {
          g_string_append (text, " …");
          break;
        }
      notation = ts_notation_format (copy, &moves[i]);
      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", notation);
      ts_position_make (copy, &moves[i], &undo);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
