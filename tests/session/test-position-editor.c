/* test-position-editor.c — the position editor's model without a display:
 * the faces it offers, TSFEN round trips of random edits, the tools,
 * undo and redo, and the refusals of positions the rules cannot play. */
#include <string.h>

#include "ts-position-editor.h"
#include "ts-variant.h"
#include "test-common.h"

static TsPiece
token_piece (TsRules rules, const char *token)
{
  return ts_rules_piece_from_token (rules, token, strlen (token));
}

/* Every TSFEN token of a rule set names exactly one offered face, and
 * each offered face has one. */
static void
test_faces (void)
{
  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    {
      g_autoptr (GArray) faces = ts_position_editor_list_faces (rules);
      g_autoptr (GHashTable) tokens = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      guint n_promoted = 0;

      for (guint i = 0; i < faces->len; i++)
        {
          TsPiece face = g_array_index (faces, TsPiece, i);
          char *token = ts_rules_piece_to_token (rules, face);

          g_assert_cmpint (TS_PIECE_COLOR (face), ==, TS_BLACK);
          g_assert_cmpuint (token_piece (rules, token), ==, face);
          g_assert_false (g_hash_table_contains (tokens, token));
          g_hash_table_add (tokens, token);
          n_promoted += TS_PIECE_IS_PROMOTED (face);
        }
      if (rules == TS_RULES_TENJIKU)
        {
          /* its 36 starting types and their 30 promotions (TENJIKU.md 6.1) */
          g_assert_cmpuint (faces->len - n_promoted, ==, 36);
          g_assert_cmpuint (n_promoted, ==, 30);
          g_assert_true (g_hash_table_contains (tokens, "+CS"));
          g_assert_true (g_hash_table_contains (tokens, "FD"));
          continue;
        }
      /* the 93 types of the start position, each once unpromoted */
      g_assert_cmpuint (faces->len - n_promoted, ==, TS_N_STARTING_TYPES);
      g_assert_true (g_hash_table_contains (tokens, "+DV"));
      g_assert_true (g_hash_table_contains (tokens, "+DS"));
      g_assert_true (g_hash_table_contains (tokens, "+LN"));
      g_assert_true (g_hash_table_contains (tokens, "+OR"));
    }
  {
    g_autoptr (GArray) standard = ts_position_editor_list_faces (TS_RULES_STANDARD);
    /* 93 + the 36 types that promote in RULES.md's table */
    g_assert_cmpuint (standard->len, ==, 129);
  }
}

/* The position read back from the editor's TSFEN is the edited one, and
 * writes the same TSFEN. */
static void
assert_round_trip (TsPositionEditor *editor)
{
  const TsPosition *pos = ts_position_editor_get_position (editor);
  g_autofree char *tsfen = ts_position_editor_to_tsfen (editor);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) back = ts_position_new_from_tsfen_with_rules (pos->rules, tsfen, &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  g_assert_cmpmem (back->board, sizeof back->board, pos->board, sizeof pos->board);
  g_assert_cmpint (back->side, ==, pos->side);
  g_assert_cmpuint (back->hash, ==, pos->hash);
  g_assert_cmpuint (pos->hash, ==, ts_position_compute_hash (pos));
  again = ts_position_to_tsfen (back);
  g_assert_cmpstr (again, ==, tsfen);
}

/* A square of the board of the editor's variant. */
static TsSquare
random_square_of (GRand *rand, TsPositionEditor *editor)
{
  const TsVariant *v = ts_rules_variant (ts_position_editor_get_rules (editor));

  return ts_variant_square (v, g_rand_int_range (rand, 0, v->width), g_rand_int_range (rand, 0, v->height));
}

static TsPiece
random_piece (GRand *rand, GArray *faces)
{
  TsPiece face = g_array_index (faces, TsPiece, g_rand_int_range (rand, 0, faces->len));
  return g_rand_boolean (rand) ? face | TS_PIECE_WHITE : face;
}

/* One random edit of any kind, through the editor's own calls. */
static void
random_edit (TsPositionEditor *editor, GRand *rand, GArray *faces)
{
  switch (g_rand_int_range (rand, 0, 10))
    {
    case 0:
      ts_position_editor_remove (editor, random_square_of (rand, editor));
      break;
    case 1:
      ts_position_editor_move (editor, random_square_of (rand, editor), random_square_of (rand, editor));
      break;
    case 2:
      ts_position_editor_set_side (editor, g_rand_boolean (rand) ? TS_WHITE : TS_BLACK);
      break;
    case 3:
      ts_position_editor_set_face (editor, random_piece (rand, faces));
      ts_position_editor_click_square (editor, random_square_of (rand, editor));
      break;
    default:
      ts_position_editor_put (editor, random_square_of (rand, editor), random_piece (rand, faces));
      break;
    }
}

static void
test_random_round_trips (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261122);

  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
    for (int run = 0; run < 20; run++)
      {
        g_autoptr (GArray) faces = ts_position_editor_list_faces (rules);
        g_autoptr (TsPosition) start = run % 2 ? ts_position_new_start_with_rules (rules) : ts_position_new (rules);
        g_autoptr (TsPositionEditor) editor = ts_position_editor_new (start);

        for (int i = 0; i < 200; i++)
          {
            random_edit (editor, rand, faces);
            if (i % 20 == 0)
              assert_round_trip (editor);
          }
        assert_round_trip (editor);
      }
}

/* The contagion faces and promoted faces come back as themselves. */
static void
test_contagion_faces (void)
{
  g_autoptr (TsPosition) empty = ts_position_new_empty ();
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (empty);
  const char *tokens[] = { "+DV", "+ds", "+DS", "+dv", "+LN", "+or", "+DE", "+hm" };
  g_autofree char *tsfen = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (tokens); i++)
    ts_position_editor_put (editor, test_sq (1 + i, 'm'), token_piece (TS_RULES_STANDARD, tokens[i]));
  ts_position_editor_set_side (editor, TS_WHITE);
  tsfen = ts_position_editor_to_tsfen (editor);
  g_assert_nonnull (strstr (tsfen, "17,+hm,+DE,+or,+LN,+dv,+DS,+ds,+DV/"));
  g_assert_nonnull (strstr (tsfen, " w"));
  assert_round_trip (editor);
  /* the promoted drunken elephant is a prince: a royal */
  g_assert_true (ts_position_has_royal (ts_position_editor_get_position (editor), TS_BLACK));
}

static void
test_tools (void)
{
  g_autoptr (TsPosition) empty = ts_position_new_empty ();
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (empty);
  const TsPosition *pos;
  TsPiece lion = token_piece (TS_RULES_STANDARD, "ln");

  g_assert_cmpint (ts_position_editor_get_tool (editor), ==, TS_EDIT_TOOL_MOVE);
  ts_position_editor_set_face (editor, lion);
  g_assert_cmpint (ts_position_editor_get_tool (editor), ==, TS_EDIT_TOOL_PLACE);
  ts_position_editor_click_square (editor, test_sq (13, 'm'));
  pos = ts_position_editor_get_position (editor);
  g_assert_cmpuint (pos->board[test_sq (13, 'm')], ==, lion);
  /* the same face again takes it off; another face replaces */
  ts_position_editor_click_square (editor, test_sq (13, 'm'));
  g_assert_cmpuint (pos->board[test_sq (13, 'm')], ==, TS_EMPTY);
  ts_position_editor_click_square (editor, test_sq (13, 'm'));
  ts_position_editor_set_face (editor, token_piece (TS_RULES_STANDARD, "P"));
  ts_position_editor_click_square (editor, test_sq (13, 'm'));
  g_assert_cmpuint (pos->board[test_sq (13, 'm')], ==, token_piece (TS_RULES_STANDARD, "P"));

  /* move: pick up, put down elsewhere; an empty square picks up nothing */
  ts_position_editor_set_tool (editor, TS_EDIT_TOOL_MOVE);
  ts_position_editor_click_square (editor, test_sq (5, 'e'));
  g_assert_cmpuint (ts_position_editor_get_selected (editor), ==, 0);
  ts_position_editor_click_square (editor, test_sq (13, 'm'));
  g_assert_cmpuint (ts_position_editor_get_selected (editor), ==, test_sq (13, 'm'));
  ts_position_editor_click_square (editor, test_sq (4, 'd'));
  pos = ts_position_editor_get_position (editor);
  g_assert_cmpuint (ts_position_editor_get_selected (editor), ==, 0);
  g_assert_cmpuint (pos->board[test_sq (13, 'm')], ==, TS_EMPTY);
  g_assert_cmpuint (pos->board[test_sq (4, 'd')], ==, token_piece (TS_RULES_STANDARD, "P"));
  /* picking up and clicking the same square again puts it back */
  ts_position_editor_click_square (editor, test_sq (4, 'd'));
  ts_position_editor_click_square (editor, test_sq (4, 'd'));
  g_assert_cmpuint (ts_position_editor_get_selected (editor), ==, 0);
  g_assert_cmpuint (pos->board[test_sq (4, 'd')], ==, token_piece (TS_RULES_STANDARD, "P"));

  ts_position_editor_set_tool (editor, TS_EDIT_TOOL_ERASE);
  ts_position_editor_click_square (editor, test_sq (4, 'd'));
  g_assert_cmpuint (pos->board[test_sq (4, 'd')], ==, TS_EMPTY);
  /* an off-board cell is no square */
  ts_position_editor_click_square (editor, 0);
}

static void
count (guint *counter)
{
  (*counter)++;
}

static void
test_undo_redo (void)
{
  g_autoptr (TsPosition) start = ts_position_new_start ();
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (start);
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) faces = ts_position_editor_list_faces (TS_RULES_STANDARD);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint n_edited = 0, n_can_undo = 0;

  g_signal_connect_swapped (editor, "position-edited", G_CALLBACK (count), &n_edited);
  g_signal_connect_swapped (editor, "notify::can-undo", G_CALLBACK (count), &n_can_undo);
  g_assert_false (ts_position_editor_can_undo (editor));
  g_assert_false (ts_position_editor_undo (editor));

  /* edits that change nothing are no undo step */
  ts_position_editor_restore_start (editor);
  ts_position_editor_set_side (editor, TS_BLACK);
  ts_position_editor_remove (editor, test_sq (13, 'm'));
  g_assert_false (ts_position_editor_can_undo (editor));
  g_assert_cmpuint (n_edited, ==, 0);

  g_ptr_array_add (seen, ts_position_editor_to_tsfen (editor));
  ts_position_editor_clear (editor);
  g_assert_cmpuint (n_can_undo, ==, 1);
  g_ptr_array_add (seen, ts_position_editor_to_tsfen (editor));
  for (int i = 0; i < 30; i++)
    {
      g_autofree char *before = ts_position_editor_to_tsfen (editor);
      g_autofree char *after = NULL;

      random_edit (editor, rand, faces);
      after = ts_position_editor_to_tsfen (editor);
      if (g_strcmp0 (before, after) != 0)
        g_ptr_array_add (seen, g_steal_pointer (&after));
    }
  ts_position_editor_restore_start (editor);
  g_ptr_array_add (seen, ts_position_editor_to_tsfen (editor));

  /* back through every position, then forward again */
  for (guint i = seen->len - 1; i > 0; i--)
    {
      g_autofree char *tsfen = NULL;

      g_assert_true (ts_position_editor_undo (editor));
      tsfen = ts_position_editor_to_tsfen (editor);
      g_assert_cmpstr (tsfen, ==, g_ptr_array_index (seen, i - 1));
    }
  g_assert_false (ts_position_editor_can_undo (editor));
  for (guint i = 1; i < seen->len; i++)
    {
      g_autofree char *tsfen = NULL;

      g_assert_true (ts_position_editor_redo (editor));
      tsfen = ts_position_editor_to_tsfen (editor);
      g_assert_cmpstr (tsfen, ==, g_ptr_array_index (seen, i));
    }
  g_assert_false (ts_position_editor_redo (editor));

  /* a new edit after an undo drops what could be redone */
  ts_position_editor_undo (editor);
  ts_position_editor_undo (editor);
  g_assert_true (ts_position_editor_can_redo (editor));
  ts_position_editor_remove (editor, test_sq (13, 'y'));
  ts_position_editor_put (editor, test_sq (13, 'm'), token_piece (TS_RULES_STANDARD, "LN"));
  g_assert_false (ts_position_editor_can_redo (editor));
  g_assert_true (ts_position_editor_undo (editor));
  g_assert_cmpuint (ts_position_editor_get_position (editor)->board[test_sq (13, 'm')], ==, TS_EMPTY);
}

static void
assert_refused (const char *tsfen, int code, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsPosition) pos = ts_position_new_from_tsfen (tsfen, &error);
  g_autoptr (TsPositionEditor) editor = NULL;

  g_assert_no_error (error);
  editor = ts_position_editor_new (pos);
  g_assert_false (ts_position_editor_check (editor, &error));
  g_assert_error (error, TS_POSITION_EDITOR_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

static char *
tsfen_of (const char *pieces, TsColor side)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, pieces, side);

  return ts_position_to_tsfen (pos);
}

static void
test_refusals (void)
{
  static const char kings[] = "CP 13y, e 13a";
  static const char black_alone[] = "E 13y, ln 1a";
  static const char white_alone[] = "cp 13a, P 5s";
  /* Black's prince in the corner behind its own pawns, which cannot go
   * on: no Black move at all */
  static const char boxed[] =
    "CP 1a, P 2a, P 1b, "
    "P 2b, cp 13y";
  g_autofree char *empty = tsfen_of ("", TS_BLACK);
  g_autofree char *no_white = tsfen_of (black_alone, TS_BLACK);
  g_autofree char *no_black = tsfen_of (white_alone, TS_WHITE);
  g_autofree char *stuck = tsfen_of (boxed, TS_BLACK);
  g_autofree char *stuck_other = tsfen_of (boxed, TS_WHITE);
  g_autofree char *fine = tsfen_of (kings, TS_WHITE);
  g_autoptr (TsPosition) start = ts_position_new_start ();
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (start);
  g_autoptr (GError) error = NULL;

  assert_refused (empty, TS_POSITION_EDITOR_ERROR_NO_ROYAL,
                  "Black has no royal piece (an emperor, a prince or a promoted drunken elephant)");
  assert_refused (no_white, TS_POSITION_EDITOR_ERROR_NO_ROYAL,
                  "White has no royal piece (an emperor, a prince or a promoted drunken elephant)");
  assert_refused (no_black, TS_POSITION_EDITOR_ERROR_NO_ROYAL,
                  "Black has no royal piece (an emperor, a prince or a promoted drunken elephant)");
  assert_refused (stuck, TS_POSITION_EDITOR_ERROR_NO_MOVES, "Black is to move and has no legal move");

  /* the same pieces with White to move can be played */
  for (const char *const *t = (const char *const[]) { stuck_other, fine, NULL }; *t != NULL; t++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_from_tsfen (*t, NULL);
      g_autoptr (TsPositionEditor) ok = ts_position_editor_new (pos);

      g_assert_true (ts_position_editor_check (ok, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ts_position_editor_check (editor, &error));
  g_assert_no_error (error);
  /* taking both of Black's royals makes the start unplayable */
  ts_position_editor_remove (editor, test_sq (13, 'y'));
  ts_position_editor_remove (editor, test_sq (13, 'x'));
  g_assert_false (ts_position_editor_check (editor, &error));
  g_assert_error (error, TS_POSITION_EDITOR_ERROR, TS_POSITION_EDITOR_ERROR_NO_ROYAL);
}

/* Emperors placed one by one: the 52nd still leaves a position the
 * program plays, the 53rd is refused before any move is generated, in
 * the words the TSFEN reader uses, and taking one off again is enough. */
static void
test_too_many_moves (void)
{
  g_autoptr (TsPosition) start = ts_position_new_start ();
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (start);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) tsfen_error = NULL;
  g_autoptr (TsPosition) read = NULL;
  g_autofree char *tsfen = NULL;

  ts_position_editor_clear (editor);
  ts_position_editor_put (editor, test_sq (1, 'a'), token_piece (TS_RULES_STANDARD, "e"));
  for (int i = 0; i < 52; i++)
    ts_position_editor_put (editor, ts_square (i % TS_MAX_SIZE, TS_MAX_SIZE - 1 - i / TS_MAX_SIZE),
                            token_piece (TS_RULES_STANDARD, "E"));
  g_assert_true (ts_position_editor_check (editor, &error));
  g_assert_no_error (error);

  ts_position_editor_put (editor, ts_square (52 % TS_MAX_SIZE, TS_MAX_SIZE - 1 - 52 / TS_MAX_SIZE),
                          token_piece (TS_RULES_STANDARD, "E"));
  g_assert_false (ts_position_editor_check (editor, &error));
  g_assert_error (error, TS_POSITION_EDITOR_ERROR, TS_POSITION_EDITOR_ERROR_TOO_MANY_MOVES);
  tsfen = ts_position_editor_to_tsfen (editor);
  read = ts_position_new_from_tsfen (tsfen, &tsfen_error);
  g_assert_null (read);
  g_assert_error (tsfen_error, TS_POSITION_ERROR, TS_POSITION_ERROR_TOO_MANY_MOVES);
  /* the same words, as a sentence */
  g_assert_cmpstr (error->message + 1, ==, tsfen_error->message + 1);
  g_assert_cmpint (error->message[0], ==, 'T');
  g_assert_cmpint (tsfen_error->message[0], ==, 't');
  g_clear_error (&error);

  ts_position_editor_undo (editor);
  g_assert_true (ts_position_editor_check (editor, &error));
}

/* Tenjiku (TENJIKU.md): the editor sets up a 16x16 board, starts from
 * tenjiku's setup, names tenjiku's royals (the king and the prince) when
 * one is missing, and lets through the positions TENJIKU.md 6.1 accepts
 * though play cannot reach them. */
static void
assert_tenjiku_check (const char *pieces, TsColor side, int code, const char *message)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, pieces, side);
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (pos);
  g_autoptr (GError) error = NULL;

  if (message == NULL)
    {
      g_assert_true (ts_position_editor_check (editor, &error));
      g_assert_no_error (error);
      return;
    }
  g_assert_false (ts_position_editor_check (editor, &error));
  g_assert_error (error, TS_POSITION_EDITOR_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_tenjiku (void)
{
  static const char black_no_royal[] = "Black has no royal piece (a king, or a prince promoted from a drunk elephant)";
  static const char white_no_royal[] = "White has no royal piece (a king, or a prince promoted from a drunk elephant)";
  const TsVariant *tenjiku = ts_variant_get (TS_VARIANT_TENJIKU);
  g_autoptr (TsPosition) empty = ts_position_new (TS_RULES_TENJIKU);
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (empty);
  g_autofree char *start = NULL;
  g_autofree char *edited = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (ts_position_editor_get_rules (editor), ==, TS_RULES_TENJIKU);
  ts_position_editor_restore_start (editor);
  start = ts_position_editor_to_tsfen (editor);
  g_assert_cmpstr (start, ==, tenjiku->start_tsfen);
  g_assert_true (ts_position_editor_check (editor, &error));
  g_assert_no_error (error);

  /* its own tokens: FD is the fire demon here, +CS the tetrarch */
  ts_position_editor_clear (editor);
  ts_position_editor_put (editor, test_sq (16, 'p'), token_piece (TS_RULES_TENJIKU, "FD"));
  ts_position_editor_put (editor, test_sq (1, 'a'), token_piece (TS_RULES_TENJIKU, "+cs"));
  /* clicks beyond its 16 files and ranks are no squares */
  ts_position_editor_set_face (editor, token_piece (TS_RULES_TENJIKU, "P"));
  ts_position_editor_click_square (editor, test_sq (17, 'p'));
  ts_position_editor_click_square (editor, test_sq (1, 'q'));
  edited = ts_position_editor_to_tsfen (editor);
  g_assert_cmpstr (edited, ==, "15,+cs/16/16/16/16/16/16/16/16/16/16/16/16/16/16/FD,15 b 1");
  assert_round_trip (editor);
  g_assert_false (ts_position_editor_check (editor, &error));
  g_assert_error (error, TS_POSITION_EDITOR_ERROR, TS_POSITION_EDITOR_ERROR_NO_ROYAL);
  g_assert_cmpstr (error->message, ==, black_no_royal);

  assert_tenjiku_check ("K 9p", TS_BLACK, TS_POSITION_EDITOR_ERROR_NO_ROYAL, white_no_royal);
  assert_tenjiku_check ("k 8a", TS_WHITE, TS_POSITION_EDITOR_ERROR_NO_ROYAL, black_no_royal);
  /* an unpromoted drunk elephant is no royal; the prince is */
  assert_tenjiku_check ("DE 9p, k 8a", TS_BLACK, TS_POSITION_EDITOR_ERROR_NO_ROYAL, black_no_royal);
  assert_tenjiku_check ("+DE 9p, k 8a", TS_BLACK, 0, NULL);
  assert_tenjiku_check ("K 9p, +de 8a", TS_WHITE, 0, NULL);
  /* positions play cannot reach are accepted (TENJIKU.md 6.1): a piece
   * next to an enemy fire demon, two kings a side, a dead pawn */
  assert_tenjiku_check ("K 9p, k 8a, FD 8h, g 8g", TS_WHITE, 0, NULL);
  assert_tenjiku_check ("K 9p, K 1p, k 8a, k 16a, P 4a", TS_BLACK, 0, NULL);
  /* a king walled in by its own dead pawns and knights cannot move */
  assert_tenjiku_check ("K 1a, P 2a, N 1b, N 2b, k 16p", TS_BLACK, TS_POSITION_EDITOR_ERROR_NO_MOVES,
                        "Black is to move and has no legal move");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/position-editor/faces", test_faces);
  g_test_add_func ("/position-editor/random-round-trips", test_random_round_trips);
  g_test_add_func ("/position-editor/contagion-faces", test_contagion_faces);
  g_test_add_func ("/position-editor/tools", test_tools);
  g_test_add_func ("/position-editor/undo-redo", test_undo_redo);
  g_test_add_func ("/position-editor/refusals", test_refusals);
  g_test_add_func ("/position-editor/too-many-moves", test_too_many_moves);
  g_test_add_func ("/position-editor/tenjiku", test_tenjiku);
  return g_test_run ();
}
