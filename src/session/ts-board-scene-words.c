/* ts-board-scene-words.c — the board's input put in words.
 *
 * Part of TsBoardScene (see ts-board-scene-private.h): what the move
 * being entered waits for (the hint, with a legend of the markers on the
 * board), what a square holds and what a click there would do (for the
 * status line, tooltips and screen readers), and why a click was refused.
 * Every text is marked for translation; nothing here changes the scene.
 */
#include "ts-board-scene-private.h"

#include <glib/gi18n.h>

#include "ts-notation.h"
#include "ts-threats.h"

/* A square's moves beyond this many are counted, not listed. */
#define MAX_LISTED_SQUARES 8

static const char *
side_name (TsColor color)
{
  return color == TS_BLACK ? _("Black") : _("White");
}

static const char *
piece_name (TsBoardScene *self, TsPiece pc)
{
  return ts_piece_display_name (ts_piece_moves_as (self->pos->rules, pc));
}

static const char *
square_name (TsSquare sq, char name[4])
{
  ts_square_name (sq, name);
  return name;
}

static guint32
marks_of (TsBoardScene *self, TsSquare sq)
{
  return self->marks.squares[sq];
}

/* ---- burns and jumps (tenjiku) ---- */

/* Two sentences one after the other (Japanese puts no space between). */
static char *
two_sentences (const char *first, const char *second)
{
  /* TRANSLATORS: two sentences of the status line, one after the other */
  return g_strdup_printf (C_ ("sentences", "%s %s"), first, second);
}

/* "Gold General on 6g, Pawn on 5g": the pieces on the burnt squares. */
static char *
list_burnt (TsBoardScene *self, const TsBurns *burns)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (guint i = 0; i < burns->n; i++)
    {
      char at[4];

      if (list->len > 0)
        g_string_append (list, _(", "));
      /* TRANSLATORS: a piece and its square in a list: "Pawn on 5g" */
      g_string_append_printf (list, _("%s on %s"), piece_name (self, self->pos->board[burns->squares[i]]),
                              square_name (burns->squares[i], at));
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* What a move would burn, as a sentence (NULL: nothing): "Burns 2
 * pieces: …", "The King burns itself." */
static char *
burn_sentence (TsBoardScene *self, TsPiece mover, const TsBurns *burns, gboolean if_promoted)
{
  g_autofree char *list = NULL;

  if (burns->n == 0)
    return NULL;
  if (burns->mover_burnt)
    /* TRANSLATORS: a move ending next to an enemy fire demon: "The King burns itself." */
    return g_strdup_printf (_("The %s burns itself."), piece_name (self, mover));
  list = list_burnt (self, burns);
  if (if_promoted)
    /* TRANSLATORS: "If it promotes, it burns 2 pieces: Gold General on 6g, Pawn on 5g." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "If it promotes, it burns %u piece: %s.",
                                         "If it promotes, it burns %u pieces: %s.", burns->n),
                            burns->n, list);
  /* TRANSLATORS: "Burns 2 pieces: Gold General on 6g, Pawn on 5g." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Burns %u piece: %s.", "Burns %u pieces: %s.", burns->n),
                          burns->n, list);
}

/* The burn sentence of the move a click on `sq` would end (or of the
 * choice waiting), or NULL. */
static char *
preview_sentence (TsBoardScene *self, TsSquare sq)
{
  TsBurnPreview preview;

  if (!ts_board_scene_preview_burns (self, sq, &preview))
    return NULL;
  return burn_sentence (self, preview.mover, &preview.burns, preview.if_promoted);
}

/* ---- the hint ---- */

/* Which target marks the board shows now. */
static guint32
target_marks_shown (TsBoardScene *self)
{
  guint32 shown = 0;

  for (guint i = 0; i < TS_CELLS; i++)
    shown |= self->marks.squares[i] & TS_MARK_ANY_TARGET;
  return shown;
}

static void
append_item (GString *text, const char *item)
{
  if (text->len > 0)
    g_string_append (text, _("; "));
  g_string_append (text, item);
}

/* The legend of the first click's markers. */
static char *
selection_hint (TsBoardScene *self, guint32 shown)
{
  g_autoptr (GString) legend = g_string_new (NULL);
  char at[4];
  TsPiece pc = self->pos->board[self->input.from];

  if (shown & TS_MARK_TARGET)
    append_item (legend, _("a dot moves there"));
  if (shown & TS_MARK_TARGET_CAPTURE)
    append_item (legend, _("red captures"));
  if (shown & TS_MARK_TARGET_GO_ON)
    append_item (legend, _("red with a ring captures and goes on"));
  if (shown & TS_MARK_TARGET_PASS)
    append_item (legend, _("the arrow on the piece passes (or press P)"));
  /* TRANSLATORS: "Lion on 12m: a dot moves there; red captures.
   * Escape cancels." */
  return g_strdup_printf (_("%s on %s: %s. Escape cancels."), piece_name (self, pc), square_name (self->input.from, at),
                          legend->str);
}

/* The legend after a capture, when the move may go on. */
static char *
continuation_hint (TsBoardScene *self, guint32 shown)
{
  g_autoptr (GString) legend = g_string_new (NULL);
  g_autofree char *stop = NULL, *back = NULL;
  char at[4], from[4];
  TsSquare last = self->input.path[self->input.n_path - 1];

  if (shown & TS_MARK_TARGET_STOP)
    {
      /* TRANSLATORS: %s is a square such as 11l */
      stop = g_strdup_printf (_("click %s again to stop there"), square_name (last, at));
      append_item (legend, stop);
    }
  if (shown & TS_MARK_TARGET_RETURN)
    {
      /* TRANSLATORS: %s is the square the piece started from */
      back = g_strdup_printf (_("%s to come back (igui)"), square_name (self->input.from, from));
      append_item (legend, back);
    }
  if (shown & (TS_MARK_TARGET_CAPTURE | TS_MARK_TARGET_GO_ON))
    append_item (legend, _("a red square to capture on"));
  if (shown & TS_MARK_TARGET)
    append_item (legend, _("a dot to step on"));
  /* TRANSLATORS: "Captured on 11l: click 11l again to stop there; 12m to
   * come back (igui). Escape cancels." */
  return g_strdup_printf (_("Captured on %s: %s. Escape cancels."), square_name (last, at), legend->str);
}

char *
ts_board_scene_input_hint (TsBoardScene *self)
{
  guint32 shown;
  char at[4];

  if (!ts_move_input_has_selection (&self->input))
    return NULL;
  shown = target_marks_shown (self);
  if (self->input.choosing)
    {
      g_autofree char *burns = preview_sentence (self, 0);
      /* TRANSLATORS: %s is the piece the mover would become, "Promote to Dragon King, or not? ..." */
      g_autofree char *ask = g_strdup_printf (_("Promote to %s, or not? Press + to promote, = not to. Escape cancels."),
                                              piece_name (self, ts_move_input_choose (&self->input, TRUE)->becomes));

      return burns != NULL ? two_sentences (ask, burns) : g_steal_pointer (&ask);
    }
  if (ts_move_input_pass_armed (&self->input))
    /* TRANSLATORS: %s is the square of the piece that would pass */
    return g_strdup_printf (_("Click %s again to pass, or press P. Escape cancels."),
                            square_name (self->input.from, at));
  if (self->input.n_path == 0)
    return selection_hint (self, shown);
  return continuation_hint (self, shown);
}

/* ---- what a square holds, what a click there does ---- */

/* What a click on the target `sq` does, in words, before what the move
 * would also do. */
static char *
describe_action (TsBoardScene *self, TsSquare sq, guint32 marks)
{
  char at[4];
  TsPiece mover = self->pos->board[self->input.from];
  TsPiece victim = self->pos->board[sq];
  guint jumped = (marks & TS_MARK_TARGET_CAPTURE) ? ts_threats_jumped_pieces (self->pos, self->input.from, sq) : 0;

  square_name (sq, at);
  if (marks & TS_MARK_TARGET_PASS)
    return g_strdup (ts_move_input_pass_armed (&self->input) ? _("Pass: click again, or press P")
                                                             : _("Pass (click twice, or press P)"));
  if (marks & TS_MARK_TARGET_STOP)
    /* TRANSLATORS: %s is a square */
    return g_strdup_printf (_("Stop on %s"), at);
  if (marks & TS_MARK_TARGET_RETURN)
    return g_strdup_printf (_("Come back to %s (igui)"), at);
  if (marks & TS_MARK_TARGET_GO_ON)
    /* TRANSLATORS: "Capture Pawn on 11l, then stop, come back or go on" */
    return g_strdup_printf (_("Capture %s on %s, then stop, come back or go on"), piece_name (self, victim), at);
  if (jumped > 0)
    /* TRANSLATORS: a range jump: "Capture Pawn on 9a, jumping 3 pieces" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Capture %s on %s, jumping %u piece",
                                         "Capture %s on %s, jumping %u pieces", jumped),
                            piece_name (self, victim), at, jumped);
  if (marks & TS_MARK_TARGET_CAPTURE)
    /* TRANSLATORS: "Capture Pawn on 11l" */
    return g_strdup_printf (_("Capture %s on %s"), piece_name (self, victim), at);
  /* TRANSLATORS: "Move Lion to 10k" */
  return g_strdup_printf (_("Move %s to %s"), piece_name (self, mover), at);
}

/* What a click on the target `sq` does, then what else the move it ends
 * would do: offer promotion, burn. */
static char *
describe_target (TsBoardScene *self, TsSquare sq, guint32 marks)
{
  g_autofree char *action = describe_action (self, sq, marks);
  g_autofree char *burns = preview_sentence (self, sq);
  g_autofree char *sentence = NULL;
  g_autoptr (GArray) ending = g_array_new (FALSE, FALSE, sizeof (TsMove));

  ts_move_input_moves_ending (&self->input, sq, ending);
  if (ending->len == 2)
    {
      const TsMove *a = &g_array_index (ending, TsMove, 0), *b = &g_array_index (ending, TsMove, 1);
      const TsMove *promoted = a->becomes != TS_EMPTY ? a : b;

      if (ts_board_scene_promotes_unasked (self, promoted))
        /* TRANSLATORS: "Always promote" is on: "Move Pawn to 8e. It promotes to Gold General." */
        sentence = g_strdup_printf (_("%s. It promotes to %s."), action, piece_name (self, promoted->becomes));
      else
        /* TRANSLATORS: "Move Pawn to 8e. It may promote to Gold General." */
        sentence = g_strdup_printf (_("%s. It may promote to %s."), action, piece_name (self, promoted->becomes));
    }
  else if (burns != NULL)
    /* TRANSLATORS: a sentence of the status line: "Move King to 9g." */
    sentence = g_strdup_printf (_("%s."), action);
  else
    return g_steal_pointer (&action);
  return burns != NULL ? two_sentences (sentence, burns) : g_steal_pointer (&sentence);
}

char *
ts_board_scene_describe_promotion (TsBoardScene *self, gboolean promote)
{
  const TsMove *m;
  TsBurns burns;
  g_autofree char *choice = NULL, *burnt = NULL, *sentence = NULL;

  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  if ((m = ts_move_input_choose (&self->input, promote)) == NULL)
    return NULL;
  if (promote)
    /* TRANSLATORS: the promotion chooser, for screen readers: "Promotes to Fire Demon" */
    choice = g_strdup_printf (_("Promotes to %s"), piece_name (self, m->becomes));
  else
    /* TRANSLATORS: the promotion chooser, for screen readers: "Declines promotion, stays Water Buffalo" */
    choice = g_strdup_printf (_("Declines promotion, stays %s"), piece_name (self, self->pos->board[m->from]));
  ts_position_burns (self->pos, m, &burns);
  burnt = burn_sentence (self, self->pos->board[m->from], &burns, FALSE);
  if (burnt == NULL)
    return g_steal_pointer (&choice);
  sentence = g_strdup_printf (_("%s."), choice);
  return two_sentences (sentence, burnt);
}

/* The squares the piece on `sq` could go to (any side's), as a list. */
static char *
list_destinations (TsBoardScene *self, TsSquare sq)
{
  g_autofree TsMoveList *moves = g_new (TsMoveList, 1);
  g_autofree gboolean *seen = g_new0 (gboolean, TS_CELLS);
  g_autoptr (GString) list = g_string_new (NULL);
  guint n = 0;

  moves->n = 0;
  ts_generate_piece_moves (self->pos, sq, moves);
  for (guint i = 0; i < moves->n; i++)
    {
      TsSquare to = moves->moves[i].to;
      char name[4];

      if (to == sq || seen[to])
        continue;
      seen[to] = TRUE;
      if (n++ < MAX_LISTED_SQUARES)
        {
          if (list->len > 0)
            g_string_append (list, _(", "));
          g_string_append (list, square_name (to, name));
        }
    }
  if (n == 0)
    return NULL;
  if (n > MAX_LISTED_SQUARES)
    /* TRANSLATORS: "12m, 11l, … and 16 more" */
    g_string_append_printf (list, _(" and %u more"), n - MAX_LISTED_SQUARES);
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* "Lion 獅子 (shishi)", with the kanji of the piece's own side (White's
 * tenjiku king is 王将); a promoted piece also names what it was, since
 * its face no longer shows it. */
static char *
piece_title (TsBoardScene *self, TsPiece pc)
{
  TsPieceType type = ts_piece_moves_as (self->pos->rules, pc);
  const TsPieceInfo *info = ts_piece_info (type);
  g_autofree char *title = NULL;

  /* TRANSLATORS: piece name, kanji, rōmaji: "Lion 獅子 (shishi)" */
  title = g_strdup_printf (_("%s %s (%s)"), ts_piece_display_name (type), ts_piece_kanji_for (self->pos->rules, pc),
                           info->romaji);
  if (TS_PIECE_IS_PROMOTED (pc) && TS_PIECE_TYPE (pc) != type)
    /* TRANSLATORS: "Gold General 金将 (kinshō), promoted Pawn" */
    return g_strdup_printf (_("%s, promoted %s"), title, ts_piece_display_name (TS_PIECE_TYPE (pc)));
  return g_steal_pointer (&title);
}

static char *
describe_piece (TsBoardScene *self, TsSquare sq)
{
  TsPiece pc = self->pos->board[sq];
  g_autofree char *destinations = list_destinations (self, sq);
  g_autofree char *title = piece_title (self, pc);
  char at[4];

  square_name (sq, at);
  if (destinations == NULL)
    /* TRANSLATORS: "Gold General 金将 (kinshō), Black, 5c; cannot move" */
    return g_strdup_printf (_("%s, %s, %s; cannot move"), title, side_name (TS_PIECE_COLOR (pc)), at);
  /* TRANSLATORS: "Lion 獅子 (shishi), Black, 13m; can move to 12m, 11l and 20 more" */
  return g_strdup_printf (_("%s, %s, %s; can move to %s"), title, side_name (TS_PIECE_COLOR (pc)), at, destinations);
}

char *
ts_board_scene_describe_square (TsBoardScene *self, TsSquare sq)
{
  guint32 marks;
  TsPiece pc;

  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  g_return_val_if_fail (sq < TS_CELLS, NULL);

  if (sq == 0 || self->pos->board[sq] == TS_OFFBOARD)
    return NULL;
  marks = marks_of (self, sq);
  pc = self->pos->board[sq];
  if (ts_move_input_has_selection (&self->input))
    return (marks & TS_MARK_ANY_TARGET) ? describe_target (self, sq, marks) : NULL;
  if (pc != TS_EMPTY)
    return describe_piece (self, sq);
  return NULL;
}

char *
ts_board_scene_describe_square_fully (TsBoardScene *self, TsSquare sq)
{
  char *words;
  char at[4];

  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  g_return_val_if_fail (sq != 0 && sq < TS_CELLS, NULL);

  words = ts_board_scene_describe_square (self, sq);
  if (words != NULL)
    return words;
  if (self->pos->board[sq] != TS_EMPTY)
    return describe_piece (self, sq);
  /* the flame drawn there, for those who cannot see it; a burnt piece
   * (the mover too, when it burnt itself) leaves its square empty */
  if (marks_of (self, sq) & TS_MARK_LAST_BURNT)
    /* TRANSLATORS: a square whose piece the last move burnt (tenjiku), e.g. "6g, empty; burnt by the last move" */
    return g_strdup_printf (_("%s, empty; burnt by the last move"), square_name (sq, at));
  /* TRANSLATORS: a square with nothing on it, e.g. "12m, empty" */
  return g_strdup_printf (_("%s, empty"), square_name (sq, at));
}

char *
ts_board_scene_describe_notation (TsBoardScene *self, TsSquare sq)
{
  g_autoptr (GArray) moves = NULL;
  g_autoptr (GString) text = NULL;

  g_return_val_if_fail (TS_IS_BOARD_SCENE (self), NULL);
  if (!ts_move_input_has_selection (&self->input) || !(marks_of (self, sq) & TS_MARK_ANY_TARGET))
    return NULL;
  moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  ts_move_input_moves_via (&self->input, sq, moves);
  text = g_string_new (NULL);
  for (guint i = 0; i < moves->len && i < MAX_LISTED_SQUARES; i++)
    {
      g_autofree char *notation = ts_notation_format_among (self->pos, ts_game_get_legal_moves (self->game),
                                                            &g_array_index (moves, TsMove, i));
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, notation);
    }
  if (moves->len > MAX_LISTED_SQUARES)
    g_string_append (text, ", …");
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* ---- refused clicks ---- */

/* Whether the selected piece reaches `sq` by its movement, legal or not. */
static gboolean
piece_moves_to (TsBoardScene *self, TsSquare sq)
{
  g_autofree TsMoveList *moves = g_new (TsMoveList, 1);

  moves->n = 0;
  ts_generate_piece_moves (self->pos, self->input.from, moves);
  for (guint i = 0; i < moves->n; i++)
    {
      const TsMove *m = &moves->moves[i];

      if (m->to == sq || (m->n_captures > 0 && m->captures[0] == sq))
        return TRUE;
    }
  return FALSE;
}

static char *
selection_refusal (TsBoardScene *self, TsSquare sq)
{
  TsPiece mover = self->pos->board[self->input.from];
  char at[4], from[4], last[4];

  square_name (sq, at);
  square_name (self->input.from, from);
  if (self->input.n_path > 0 && !ts_move_input_pass_armed (&self->input))
    /* TRANSLATORS: "The Lion cannot go on from 11l to 9c." */
    return g_strdup_printf (_("The %s cannot go on from %s to %s."), piece_name (self, mover),
                            square_name (self->input.path[self->input.n_path - 1], last), at);
  if (piece_moves_to (self, sq))
    /* TRANSLATORS: "Moving the Lion to 9c would repeat an earlier position." */
    return g_strdup_printf (_("Moving the %s to %s would repeat an earlier position."), piece_name (self, mover), at);
  /* TRANSLATORS: "The Lion on 12m cannot reach 9c." */
  return g_strdup_printf (_("The %s on %s cannot reach %s."), piece_name (self, mover), from, at);
}

char *
ts_board_scene_refusal (TsBoardScene *self, TsSquare sq)
{
  TsPiece pc = self->pos->board[sq];
  char at[4];

  if (self->game == NULL)
    return NULL;
  if (ts_game_get_result (self->game) != TS_RESULT_NONE)
    return g_strdup (_("The game is over."));
  if (self->browse_ply >= 0)
    return g_strdup (_("This is an earlier position: press Escape to go back to the game, or Continue from Here."));
  if (self->input_disabled)
    return g_strdup (_("The computer is to move."));
  if (ts_move_input_has_selection (&self->input))
    return selection_refusal (self, sq);
  square_name (sq, at);
  if (pc == TS_EMPTY)
    return NULL;
  if (TS_PIECE_COLOR (pc) != self->pos->side)
    /* TRANSLATORS: "The Pawn on 12k is White's; Black is to move." */
    return g_strdup_printf (_("The %s on %s is %s's; %s is to move."), piece_name (self, pc), at,
                            side_name (TS_PIECE_COLOR (pc)), side_name (self->pos->side));
  /* TRANSLATORS: "The Gold General on 5c has no legal move." */
  return g_strdup_printf (_("The %s on %s has no legal move."), piece_name (self, pc), at);
}
