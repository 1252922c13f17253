/* test-common.c — see test-common.h. */
#include "test-common.h"

#include "ts-notation.h"
#include "ts-random-game.h"
#include "ts-record.h"

#include <string.h>

TsSquare
test_sq (int file, char rank)
{
  return ts_square_from_file_rank (file, rank - 'a');
}

/* Puts one "TOKEN SQUARE" item; fails the test on a word it cannot read. */
static void
put_piece (TsPosition *pos, TsRules rules, const char *item)
{
  g_auto (GStrv) w = g_strsplit (item, " ", 2);
  const char *name = w[1];
  TsPiece pc = ts_rules_piece_from_token (rules, w[0], strlen (w[0]));
  TsSquare sq;

  if (pc == TS_EMPTY)
    g_error ("'%s': not a piece of the rule set", item);
  if (name == NULL || !ts_square_parse (&name, &sq) || *name != '\0')
    g_error ("'%s': not a square", item);
  ts_position_put (pos, sq, pc);
}

TsPosition *
test_position_from_pieces (TsRules rules, const char *pieces, TsColor side)
{
  g_autoptr (TsPosition) pos = ts_position_new (rules);
  g_auto (GStrv) items = g_strsplit (pieces, ",", -1);
  g_autoptr (GError) error = NULL;
  g_autofree char *tsfen = NULL;
  TsPosition *back;

  for (guint i = 0; items[i] != NULL; i++)
    if (*g_strstrip (items[i]) != '\0')
      put_piece (pos, rules, items[i]);
  ts_position_set_side (pos, side);
  tsfen = ts_position_to_tsfen (pos);
  back = ts_position_new_from_tsfen_with_rules (rules, tsfen, &error);
  g_assert_no_error (error);
  return back;
}

TsPosition *
test_position_from_tsfen (const char *tsfen)
{
  return test_position_from_tsfen_in (TS_RULES_STANDARD, tsfen);
}

TsPosition *
test_position_from_tsfen_in (TsRules rules, const char *tsfen)
{
  g_autoptr (GError) error = NULL;
  TsPosition *pos = ts_position_new_from_tsfen_with_rules (rules, tsfen, &error);

  g_assert_no_error (error);
  return pos;
}

char *
test_game_tsfen (TsGame *game)
{
  return ts_position_to_tsfen (ts_game_get_position (game));
}

void
test_game_load_pieces (TsGame *game, const char *pieces)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);
  g_autoptr (GError) error = NULL;

  /* standard rules whatever the game was, a tenjiku game too */
  g_assert_true (ts_game_reset_to_tsfen_with_rules (game, TS_RULES_STANDARD, tsfen, &error));
  g_assert_no_error (error);
}

void
test_play_notation (TsGame *game, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!ts_game_play_notation (game, text, &error))
    g_error ("%s: %s", text, error->message);
}

char *
test_japanese_round_trip (TsPosition *pos, const TsMove *m)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ts_notation_format (pos, m);
  char *japanese = ts_notation_restyle (pos->rules, text, m, TS_NOTATION_JAPANESE);
  TsMove back;

  if (japanese == NULL)
    g_error ("%s: not rewritten in Japanese", text);
  if (!ts_notation_parse (pos, japanese, &back, &error))
    g_error ("%s (%s): %s", japanese, text, error->message);
  if (!ts_move_equal (&back, m))
    g_error ("%s (%s) reads as another move", japanese, text);
  return japanese;
}

char *
test_cut_record (guint n_good, guint32 seed, TsGame **full)
{
  g_autoptr (TsGame) game = ts_random_game_new (n_good + 40, seed);
  g_autofree char *text = ts_record_write (game);
  g_autofree char *number = g_strdup_printf ("%u.", n_good / 2 + 1);
  const char *move = text;

  g_assert_true (n_good % 2 == 0);
  g_assert_cmpuint (ts_game_get_n_moves (game), >, n_good + 1);
  /* the move number, a word of its own (lines break anywhere) */
  do
    move = strstr (move + 1, number);
  while (move != NULL && (!g_ascii_isspace (move[-1]) || !g_ascii_isspace (move[strlen (number)])));
  g_assert_nonnull (move);
  move += strlen (number);
  while (g_ascii_isspace (*move))
    move++;
  if (full != NULL)
    *full = g_object_ref (game);
  /* two letters into the move's word: no move of its own */
  return g_strndup (text, (gsize) (move - text) + 2);
}
