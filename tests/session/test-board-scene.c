/* test-board-scene.c — the board scene without any widget or display:
 * click sequences for every kind of move, browsing, hover marks, the last
 * move's marks, disabled input, and the signals that say what happened. */
#include "ts-board-scene.h"
#include "ts-board-scene-private.h"
#include "ts-threats.h"
#include "test-common.h"

typedef struct {
  TsBoardScene *scene;
  TsGame *game;
  guint n_moves_chosen;
  TsMove last_chosen;
  guint n_marks_changed;
  guint n_refused;
  guint last_refused;
  char *last_why;
  guint n_position_changed;
  guint n_shown_ply;
  guint n_browse_ply;
  guint n_hovered;
  guint last_hovered;
  guint n_selected;
  guint last_selected;
} Fixture;

static void
on_move_chosen (TsBoardScene *scene, const TsMove *move, Fixture *f)
{
  f->n_moves_chosen++;
  f->last_chosen = *move;
}

static void
on_hovered (TsBoardScene *scene, guint piece, Fixture *f)
{
  f->n_hovered++;
  f->last_hovered = piece;
}

static void
on_selected (TsBoardScene *scene, guint piece, Fixture *f)
{
  f->n_selected++;
  f->last_selected = piece;
}

static void
on_refused (TsBoardScene *scene, guint square, const char *why, Fixture *f)
{
  f->n_refused++;
  f->last_refused = square;
  g_free (f->last_why);
  f->last_why = g_strdup (why);
}

static void
count (guint *counter)
{
  (*counter)++;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->scene = ts_board_scene_new ();
  f->game = ts_game_new ();
  ts_board_scene_set_game (f->scene, f->game);
  g_signal_connect (f->scene, "move-chosen", G_CALLBACK (on_move_chosen), f);
  g_signal_connect (f->scene, "piece-hovered", G_CALLBACK (on_hovered), f);
  g_signal_connect (f->scene, "piece-selected", G_CALLBACK (on_selected), f);
  g_signal_connect_swapped (f->scene, "marks-changed", G_CALLBACK (count), &f->n_marks_changed);
  g_signal_connect (f->scene, "move-refused", G_CALLBACK (on_refused), f);
  g_signal_connect_swapped (f->scene, "position-changed", G_CALLBACK (count), &f->n_position_changed);
  g_signal_connect_swapped (f->scene, "notify::shown-ply", G_CALLBACK (count), &f->n_shown_ply);
  g_signal_connect_swapped (f->scene, "notify::browse-ply", G_CALLBACK (count), &f->n_browse_ply);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_object_unref (f->scene);
  g_object_unref (f->game);
  g_free (f->last_why);
}

/* A position of `pieces`, Black to move, loaded into the game. */
static void
load_pieces (Fixture *f, const char *pieces)
{
  test_game_load_pieces (f->game, pieces);
}

static TsPiece
game_piece (Fixture *f, int file, char rank)
{
  return ts_game_get_position (f->game)->board[test_sq (file, rank)];
}

static gboolean
marked (Fixture *f, int file, char rank, TsSquareMarks mark)
{
  return (ts_board_scene_get_marks (f->scene, test_sq (file, rank)) & mark) != 0;
}

static void
click (Fixture *f, int file, char rank)
{
  ts_board_scene_click_square (f->scene, test_sq (file, rank));
}

static const char melee[] =
  "E 25y, e 1a, "
  "LN 12m, p 11l, p 12k, P 13n, g 10k, "
  "R 20p, r 20c";

/* ---- moves by clicks ---- */

static void
test_step (Fixture *f, gconstpointer data)
{
  TsPiece pawn = game_piece (f, 13, 's');
  guint marks_before = f->n_marks_changed;

  click (f, 13, 's');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 's'));
  g_assert_cmpuint (f->n_selected, ==, 1);
  g_assert_cmpuint (f->last_selected, ==, pawn);
  g_assert_cmpuint (f->n_marks_changed, >, marks_before);
  g_assert_true (marked (f, 13, 's', TS_MARK_SELECTED));
  g_assert_true (marked (f, 13, 'r', TS_MARK_TARGET));
  g_assert_false (marked (f, 13, 'q', TS_MARK_TARGET));
  g_assert_true (ts_board_scene_is_clickable (f->scene, test_sq (13, 'r')));
  g_assert_false (ts_board_scene_is_clickable (f->scene, test_sq (13, 'q')));

  click (f, 13, 'r');
  g_assert_cmpuint (f->n_moves_chosen, ==, 1);
  g_assert_cmpuint (f->last_chosen.from, ==, test_sq (13, 's'));
  g_assert_cmpuint (f->last_chosen.to, ==, test_sq (13, 'r'));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (game_piece (f, 13, 'r'), ==, pawn);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'r')), ==, pawn);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_cmpuint (ts_board_scene_get_shown_ply (f->scene), ==, 1);
  g_assert_cmpuint (f->n_shown_ply, ==, 1);
  g_assert_cmpuint (f->n_refused, ==, 0);

  /* the last move's marks; undo through the game and the scene follows */
  g_assert_true (marked (f, 13, 's', TS_MARK_LAST_MOVE));
  g_assert_true (marked (f, 13, 'r', TS_MARK_LAST_MOVE));
  g_assert_false (marked (f, 13, 's', TS_MARK_SELECTED | TS_MARK_TARGET));
  g_assert_true (ts_game_undo (f->game));
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 's')), ==, pawn);
  g_assert_false (marked (f, 13, 's', TS_MARK_LAST_MOVE));
  g_assert_cmpuint (ts_board_scene_get_shown_ply (f->scene), ==, 0);
}

/* A click that plays nothing says why, marks the square, and keeps the
 * selection. */
static void
check_refused (Fixture *f, int file, char rank, const char *words)
{
  guint before = f->n_refused;

  click (f, file, rank);
  g_assert_cmpuint (f->n_refused, ==, before + 1);
  g_assert_cmpuint (f->last_refused, ==, test_sq (file, rank));
  g_assert_cmpuint (ts_board_scene_get_refused (f->scene), ==, test_sq (file, rank));
  g_assert_true (marked (f, file, rank, TS_MARK_REFUSED));
  if (strstr (f->last_why, words) == NULL)
    g_error ("refusal \"%s\" does not say \"%s\"", f->last_why, words);
  g_assert_cmpstr (ts_board_scene_get_hint (f->scene), ==, f->last_why);
}

static void
test_illegal_clicks (Fixture *f, gconstpointer data)
{
  /* an empty square says nothing; a White piece on Black's turn and a
   * blocked lance say why */
  click (f, 13, 'm');
  g_assert_cmpuint (f->n_refused, ==, 0);
  check_refused (f, 13, 'g', "Black is to move");
  check_refused (f, 1, 'y', "has no legal move");
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  /* two squares for a pawn: refused, the pawn stays picked up */
  click (f, 13, 's');
  check_refused (f, 13, 'q', "cannot reach 13q");
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 's'));
  ts_board_scene_clear_refused (f->scene);
  g_assert_false (marked (f, 13, 'q', TS_MARK_REFUSED));
  /* onto its own piece: that piece is picked up instead */
  click (f, 13, 't');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 't'));
  ts_board_scene_click_square (f->scene, 0);
  g_assert_cmpuint (f->n_moves_chosen, ==, 0);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
}

static void
test_range_move (Fixture *f, gconstpointer data)
{
  TsPiece rook;

  load_pieces (f, melee);
  rook = game_piece (f, 20, 'p');
  click (f, 20, 'p');
  g_assert_true (marked (f, 20, 'd', TS_MARK_TARGET));
  g_assert_true (marked (f, 20, 'c', TS_MARK_TARGET_CAPTURE));
  click (f, 20, 'd');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (game_piece (f, 20, 'd'), ==, rook);
  g_assert_cmpuint (game_piece (f, 20, 'p'), ==, TS_EMPTY);
  g_assert_true (marked (f, 20, 'p', TS_MARK_LAST_MOVE));
  g_assert_true (marked (f, 20, 'd', TS_MARK_LAST_MOVE));
  g_assert_false (marked (f, 20, 'h', TS_MARK_LAST_MOVE));
}

static void
test_lion_igui (Fixture *f, gconstpointer data)
{
  g_autofree char *words = NULL, *notation = NULL;

  load_pieces (f, melee);
  click (f, 12, 'm');
  /* each first square is marked by what a click there does */
  g_assert_true (marked (f, 11, 'l', TS_MARK_TARGET_GO_ON));
  g_assert_true (marked (f, 10, 'k', TS_MARK_TARGET_CAPTURE));
  g_assert_true (marked (f, 12, 'l', TS_MARK_TARGET));
  g_assert_true (marked (f, 12, 'm', TS_MARK_TARGET_PASS | TS_MARK_SELECTED));
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "red with a ring"));
  words = ts_board_scene_describe_square (f->scene, test_sq (11, 'l'));
  g_assert_nonnull (strstr (words, "then stop, come back or go on"));
  notation = ts_board_scene_describe_notation (f->scene, test_sq (11, 'l'));
  g_assert_nonnull (strstr (notation, "LN!11l"));
  click (f, 11, 'l');

  /* the capture may stop, go on or come back: the next clicks are
   * marked, and the hint says them in words */
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "click 11l again to stop there"));
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "12m to come back"));
  g_assert_true (marked (f, 11, 'l', TS_MARK_PATH | TS_MARK_TARGET_STOP));
  g_assert_true (marked (f, 11, 'l', TS_MARK_TARGET_STOP));
  g_assert_true (marked (f, 12, 'k', TS_MARK_TARGET_CAPTURE));
  g_assert_true (marked (f, 12, 'm', TS_MARK_TARGET_RETURN));
  g_assert_true (marked (f, 11, 'k', TS_MARK_TARGET));
  click (f, 12, 'm');

  /* igui: the lion stays, the pawn is gone, the capture promoted it */
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (f->n_moves_chosen, ==, 1);
  g_assert_cmpuint (game_piece (f, 11, 'l'), ==, TS_EMPTY);
  g_assert_cmpuint (TS_PIECE_TYPE (game_piece (f, 12, 'm')), ==, TS_PIECE_LION);
  g_assert_true (TS_PIECE_IS_PROMOTED (game_piece (f, 12, 'm')));
  g_assert_null (ts_board_scene_get_hint (f->scene));
  /* the last move: its square, what it captured, and that it stayed */
  g_assert_true (marked (f, 11, 'l', TS_MARK_LAST_CAPTURE));
  g_assert_true (marked (f, 12, 'm', TS_MARK_LAST_MOVE));
  g_assert_true (marked (f, 12, 'm', TS_MARK_LAST_STAY));
}

/* The lion on 12m takes the pawn on 11l; the next click, on the given
 * square, ends the move. */
static void
lion_takes_then (Fixture *f, int file, char rank)
{
  load_pieces (f, melee);
  click (f, 12, 'm');
  click (f, 11, 'l');
  click (f, file, rank);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (ts_game_get_move (f->game, 0)->captures[0], ==, test_sq (11, 'l'));
}

static void
test_lion_stop_on_capture (Fixture *f, gconstpointer data)
{
  /* the same square again: stop there */
  lion_takes_then (f, 11, 'l');
  g_assert_cmpuint (ts_game_get_move (f->game, 0)->to, ==, test_sq (11, 'l'));
  g_assert_cmpuint (ts_game_get_move (f->game, 0)->n_captures, ==, 1);
}

static void
test_double_capture (Fixture *f, gconstpointer data)
{
  lion_takes_then (f, 12, 'k');
  g_assert_cmpuint (game_piece (f, 11, 'l'), ==, TS_EMPTY);
  g_assert_cmpuint (TS_PIECE_TYPE (game_piece (f, 12, 'k')), ==, TS_PIECE_LION);
  g_assert_cmpuint (ts_game_get_move (f->game, 0)->n_captures, ==, 2);
  /* both ends and both captures are the last move's */
  g_assert_true (marked (f, 12, 'm', TS_MARK_LAST_MOVE));
  g_assert_true (marked (f, 11, 'l', TS_MARK_LAST_CAPTURE));
  g_assert_true (marked (f, 12, 'k', TS_MARK_LAST_MOVE | TS_MARK_LAST_CAPTURE));
  g_assert_false (marked (f, 12, 'k', TS_MARK_LAST_STAY));
}

static void
test_pass (Fixture *f, gconstpointer data)
{
  load_pieces (f, melee);
  click (f, 12, 'm');
  g_assert_true (ts_board_scene_can_pass (f->scene));
  /* the first click on the piece arms the pass, and says so */
  click (f, 12, 'm');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_true (marked (f, 12, 'm', TS_MARK_TARGET_PASS));
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "again to pass"));

  /* a click elsewhere lets it go: the pawn on 12l... is not there, so the
   * lion simply steps */
  click (f, 12, 'l');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_false (ts_move_is_pass (ts_game_get_move (f->game, 0)));
  g_assert_true (ts_game_undo (f->game));

  /* armed, the second click passes; the last move is marked as one */
  click (f, 12, 'm');
  click (f, 12, 'm');
  click (f, 12, 'm');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (ts_move_is_pass (ts_game_get_move (f->game, 0)));
  g_assert_cmpint (ts_game_get_position (f->game)->side, ==, TS_WHITE);
  g_assert_true (marked (f, 12, 'm', TS_MARK_LAST_MOVE | TS_MARK_LAST_STAY));
  g_assert_true (ts_game_undo (f->game));

  /* the key: one call passes with the selected piece */
  g_assert_false (ts_board_scene_pass (f->scene));
  click (f, 12, 'm');
  g_assert_true (ts_board_scene_pass (f->scene));
  g_assert_true (ts_move_is_pass (ts_game_get_move (f->game, 0)));

  /* a piece without lion power has no pass; its own square lets go */
  g_assert_true (ts_game_undo (f->game));
  click (f, 20, 'p');
  g_assert_false (ts_board_scene_can_pass (f->scene));
  click (f, 20, 'p');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
}

static void
test_cancel (Fixture *f, gconstpointer data)
{
  load_pieces (f, melee);
  click (f, 12, 'm');
  click (f, 11, 'l');
  ts_board_scene_escape (f->scene);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_false (marked (f, 11, 'l', TS_MARK_PATH));
  g_assert_false (marked (f, 12, 'k', TS_MARK_TARGET_CAPTURE));
  g_assert_null (ts_board_scene_get_hint (f->scene));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
}

/* ---- what is shown ---- */

static void
test_browsing (Fixture *f, gconstpointer data)
{
  TsPiece pawn = game_piece (f, 13, 's');

  click (f, 13, 's');
  click (f, 13, 'r');
  click (f, 13, 'g');
  click (f, 13, 'h');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 2);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
  f->n_shown_ply = f->n_browse_ply = 0;

  ts_board_scene_browse (f->scene, 1);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, 1);
  g_assert_cmpuint (ts_board_scene_get_shown_ply (f->scene), ==, 1);
  g_assert_cmpuint (f->n_browse_ply, ==, 1);
  g_assert_cmpuint (f->n_shown_ply, ==, 1);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'r')), ==, pawn);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'h')), ==, TS_EMPTY);
  g_assert_true (marked (f, 13, 'r', TS_MARK_LAST_MOVE));
  g_assert_false (marked (f, 13, 'h', TS_MARK_LAST_MOVE));

  /* the past is for looking at: White's pieces are not selected */
  click (f, 13, 'g');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_false (ts_board_scene_is_clickable (f->scene, test_sq (13, 'g')));

  ts_board_scene_browse (f->scene, 0);
  g_assert_cmpuint (ts_board_scene_get_shown_ply (f->scene), ==, 0);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 's')), ==, pawn);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    g_assert_false (ts_board_scene_get_marks (f->scene, sq) & TS_MARK_LAST_MOVE);

  /* Escape goes back to the game */
  ts_board_scene_escape (f->scene);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
  g_assert_cmpuint (ts_board_scene_get_shown_ply (f->scene), ==, 2);

  /* a ply at or past the current one stops browsing */
  ts_board_scene_browse (f->scene, 1);
  ts_board_scene_browse (f->scene, 7);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);

  /* undoing past the ply browsed stops browsing too */
  ts_board_scene_browse (f->scene, 1);
  g_assert_true (ts_game_undo (f->game));
  g_assert_true (ts_game_undo (f->game));
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
  g_assert_cmpuint (ts_board_scene_get_shown_ply (f->scene), ==, 0);
}

/* The hover marks are exactly the core's moves of the piece on `from`. */
static void
assert_hover_matches_core (Fixture *f, TsSquare from)
{
  g_autoptr (TsPosition) pos = ts_position_copy (ts_game_get_position (f->game));
  g_autofree TsMoveList *list = g_new0 (TsMoveList, 1);
  guint8 expected[TS_CELLS] = { 0 };
  guint n_marked = 0;

  ts_generate_piece_moves (pos, from, list);
  for (guint i = 0; i < list->n; i++)
    {
      const TsMove *m = &list->moves[i];
      for (guint c = 0; c < m->n_captures; c++)
        expected[m->captures[c]] |= TS_MARK_HOVER_CAPTURE;
      if (m->to != m->from && pos->board[m->to] == TS_EMPTY)
        expected[m->to] |= TS_MARK_HOVER_MOVE;
    }

  ts_board_scene_hover_square (f->scene, from);
  g_assert_cmpuint (ts_board_scene_get_hover_square (f->scene), ==, from);
  for (int y = 0; y < TS_MAX_SIZE; y++)
    for (int x = 0; x < TS_MAX_SIZE; x++)
      {
        TsSquare sq = ts_square (x, y);
        guint marks = ts_board_scene_get_marks (f->scene, sq) & (TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE);

        g_assert_cmpuint (marks, ==, expected[sq]);
        n_marked += marks != 0;
      }
  if (list->n > 0)
    g_assert_cmpuint (n_marked, >, 0);
}

static const char hover_melee[] =
  "E 25y, e 1a, "
  "LN 12m, p 11l, p 12k, P 13n, g 10k, "
  "ld 5e, P 5f, P 5h, HM 20p, r 20c";

static void
test_hover (Fixture *f, gconstpointer data)
{
  /* start position: pieces of both sides, whoever is to move */
  assert_hover_matches_core (f, test_sq (13, 's'));   /* Black pawn */
  assert_hover_matches_core (f, test_sq (13, 'g'));   /* White pawn */
  assert_hover_matches_core (f, test_sq (18, 'r'));   /* Black go-between */
  assert_hover_matches_core (f, test_sq (13, 'y'));   /* Black emperor */

  /* captures, lion power, a White lion dog, a hook mover */
  load_pieces (f, hover_melee);
  for (int file = 1; file <= 25; file++)
    for (char rank = 'a'; rank <= 'y'; rank++)
      if (ts_game_get_position (f->game)->board[test_sq (file, rank)] != TS_EMPTY)
        assert_hover_matches_core (f, test_sq (file, rank));
  f->n_hovered = 0;
  ts_board_scene_hover_square (f->scene, test_sq (12, 'm'));
  g_assert_cmpuint (f->n_hovered, ==, 1);
  g_assert_cmpuint (TS_PIECE_TYPE (f->last_hovered), ==, TS_PIECE_LION);
  g_assert_true (marked (f, 11, 'l', TS_MARK_HOVER_CAPTURE));
  g_assert_true (marked (f, 12, 'l', TS_MARK_HOVER_MOVE));

  /* an empty square: no piece hovered, no marks */
  ts_board_scene_hover_square (f->scene, test_sq (13, 'q'));
  g_assert_cmpuint (f->n_hovered, ==, 1);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    g_assert_false (ts_board_scene_get_marks (f->scene, sq) & (TS_MARK_HOVER_MOVE | TS_MARK_HOVER_CAPTURE));
}

static void
test_input_disabled (Fixture *f, gconstpointer data)
{
  guint n_notified = 0;

  g_signal_connect_swapped (f->scene, "notify::input-enabled", G_CALLBACK (count), &n_notified);
  click (f, 13, 's');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), !=, 0);

  /* disabling drops the selection; clicks do nothing */
  ts_board_scene_set_input_enabled (f->scene, FALSE);
  g_assert_false (ts_board_scene_get_input_enabled (f->scene));
  g_assert_cmpuint (n_notified, ==, 1);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_false (marked (f, 13, 'r', TS_MARK_TARGET));
  click (f, 13, 's');
  click (f, 13, 'r');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_false (ts_board_scene_is_clickable (f->scene, test_sq (13, 's')));

  /* hovering still shows moves */
  ts_board_scene_hover_square (f->scene, test_sq (13, 's'));
  g_assert_true (marked (f, 13, 'r', TS_MARK_HOVER_MOVE));

  ts_board_scene_set_input_enabled (f->scene, TRUE);
  g_assert_cmpuint (n_notified, ==, 2);
  click (f, 13, 's');
  click (f, 13, 'r');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
}

static const char last_royal[] = "E 25y, LN 12m, e 11l, P 3s";

static void
test_game_over (Fixture *f, gconstpointer data)
{
  load_pieces (f, last_royal);
  click (f, 12, 'm');
  click (f, 11, 'l');
  if (ts_game_get_n_moves (f->game) == 0)
    click (f, 11, 'l');
  g_assert_cmpint (ts_game_get_result (f->game), ==, TS_RESULT_BLACK_WINS);
  click (f, 3, 's');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  /* nothing moves in the final position, not even in hover */
  ts_board_scene_hover_square (f->scene, test_sq (3, 's'));
  g_assert_false (marked (f, 3, 'r', TS_MARK_HOVER_MOVE));
}

static void
test_marked_type_and_hint_move (Fixture *f, gconstpointer data)
{
  guint n = 0;
  TsMove hint = { 0 };

  load_pieces (f, melee);
  ts_board_scene_set_marked_type (f->scene, TS_PIECE_PAWN);
  g_assert_cmpint (ts_board_scene_get_marked_type (f->scene), ==, TS_PIECE_PAWN);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    n += (ts_board_scene_get_marks (f->scene, sq) & TS_MARK_TYPE) != 0;
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (marked (f, 13, 'n', TS_MARK_TYPE));
  ts_board_scene_set_marked_type (f->scene, TS_PIECE_NONE);
  g_assert_false (marked (f, 13, 'n', TS_MARK_TYPE));

  /* the engine's hint lasts until the position changes */
  hint.from = test_sq (20, 'p');
  hint.to = test_sq (20, 'c');
  ts_board_scene_set_hint_move (f->scene, &hint);
  g_assert_cmpuint (ts_board_scene_get_hint_move (f->scene)->to, ==, test_sq (20, 'c'));
  click (f, 13, 'n');
  click (f, 13, 'm');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_null (ts_board_scene_get_hint_move (f->scene));
}

static void
test_no_game (Fixture *f, gconstpointer data)
{
  ts_board_scene_set_game (f->scene, NULL);
  g_assert_null (ts_board_scene_get_game (f->scene));
  /* the start position, shown and still */
  g_assert_cmpuint (TS_PIECE_TYPE (ts_board_scene_get_piece (f->scene, test_sq (13, 'y'))), ==, TS_PIECE_EMPEROR);
  click (f, 13, 's');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  ts_board_scene_browse (f->scene, 0);
  g_assert_cmpint (ts_board_scene_get_browse_ply (f->scene), ==, -1);
}

/* Keyboard play: the cursor appears, moves, picks up and puts down, and
 * the hint says what it is on. */
static void
test_cursor (Fixture *f, gconstpointer data)
{
  TsPiece pawn = game_piece (f, 13, 's');

  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, 0);
  ts_board_scene_move_cursor (f->scene, 0, 0);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (13, 'm'));
  g_assert_true (marked (f, 13, 'm', TS_MARK_CURSOR));
  ts_board_scene_move_cursor (f->scene, 0, 6);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (13, 's'));
  g_assert_false (marked (f, 13, 'm', TS_MARK_CURSOR));
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "Black, 13s; can move to 13r"));
  /* the cursor's piece shows its moves as a hovered one does */
  g_assert_true (marked (f, 13, 'r', TS_MARK_HOVER_MOVE));

  ts_board_scene_activate_cursor (f->scene);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 's'));
  ts_board_scene_move_cursor (f->scene, 0, -1);
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "13r"));
  ts_board_scene_activate_cursor (f->scene);
  g_assert_cmpuint (game_piece (f, 13, 'r'), ==, pawn);

  /* it stops at the edges */
  ts_board_scene_move_cursor (f->scene, -100, 100);
  g_assert_cmpuint (ts_board_scene_get_cursor (f->scene), ==, test_sq (25, 'y'));
  ts_board_scene_set_cursor (f->scene, 0);
  g_assert_false (marked (f, 25, 'y', TS_MARK_CURSOR));
}

/* Words for screen readers and the status line. */
static void
test_describe (Fixture *f, gconstpointer data)
{
  g_autofree char *empty = ts_board_scene_describe_square_fully (f->scene, test_sq (13, 'm'));
  g_autofree char *lance = ts_board_scene_describe_square_fully (f->scene, test_sq (1, 'y'));
  g_autofree char *nothing = ts_board_scene_describe_square (f->scene, test_sq (13, 'm'));

  g_assert_cmpstr (empty, ==, "13m, empty");
  g_assert_nonnull (strstr (lance, "Black, 1y; cannot move"));
  g_assert_null (nothing);
}

/* Hovering a lion marks what its lion power reaches apart from plain
 * moves; a rook's moves have no such mark. */
static void
test_hover_lion_power (Fixture *f, gconstpointer data)
{
  load_pieces (f, melee);
  ts_board_scene_hover_square (f->scene, test_sq (12, 'm'));
  g_assert_true (marked (f, 10, 'k', TS_MARK_HOVER_LION | TS_MARK_HOVER_CAPTURE));
  g_assert_true (marked (f, 10, 'k', TS_MARK_HOVER_LION));
  g_assert_true (marked (f, 14, 'o', TS_MARK_HOVER_LION));
  g_assert_true (marked (f, 12, 'l', TS_MARK_HOVER_LION));
  ts_board_scene_hover_square (f->scene, test_sq (20, 'p'));
  g_assert_true (marked (f, 20, 'd', TS_MARK_HOVER_MOVE));
  for (guint sq = 0; sq < TS_CELLS; sq++)
    g_assert_false (ts_board_scene_get_marks (f->scene, sq) & TS_MARK_HOVER_LION);
}

/* With an editor set, the scene shows the position being set up and a
 * click, a secondary click or a drag edits it; the game is left alone. */
static void
test_editing (Fixture *f, gconstpointer data)
{
  g_autoptr (TsPositionEditor) editor = ts_position_editor_new (ts_game_get_position (f->game));
  g_autofree char *game_before = ts_position_to_tsfen (ts_game_get_position (f->game));
  g_autofree char *game_after = NULL;
  TsPiece lion = ts_piece_from_token ("LN", 2);
  guint shown;

  click (f, 13, 's');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 's'));
  shown = f->n_position_changed;
  ts_board_scene_set_editor (f->scene, editor);
  g_assert_true (ts_board_scene_get_editor (f->scene) == editor);
  g_assert_cmpuint (f->n_position_changed, ==, shown + 1);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_true (ts_board_scene_is_clickable (f->scene, test_sq (13, 'm')));

  /* place, remove with a secondary click */
  ts_position_editor_set_face (editor, lion);
  click (f, 13, 'm');
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 'm')), ==, lion);
  g_assert_cmpuint (f->n_position_changed, ==, shown + 2);
  ts_board_scene_secondary_click (f->scene, test_sq (13, 's'));
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (13, 's')), ==, TS_EMPTY);

  /* click-click moves with the move tool, marked while picked up */
  ts_position_editor_set_tool (editor, TS_EDIT_TOOL_MOVE);
  click (f, 13, 'm');
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, test_sq (13, 'm'));
  g_assert_true (ts_board_scene_get_marks (f->scene, test_sq (13, 'm')) & TS_MARK_SELECTED);
  click (f, 12, 'l');
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (12, 'l')), ==, lion);
  g_assert_false (ts_board_scene_get_marks (f->scene, test_sq (13, 'm')) & TS_MARK_SELECTED);

  /* drag: only from a piece */
  g_assert_false (ts_board_scene_can_drag (f->scene, test_sq (13, 'm')));
  g_assert_false (ts_board_scene_drop (f->scene, test_sq (13, 'm'), test_sq (12, 'l')));
  g_assert_true (ts_board_scene_can_drag (f->scene, test_sq (12, 'l')));
  g_assert_true (ts_board_scene_drop (f->scene, test_sq (12, 'l'), test_sq (1, 'a')));
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (1, 'a')), ==, lion);
  g_assert_cmpuint (f->n_moves_chosen, ==, 0);

  /* Delete takes off the piece at the keyboard cursor */
  ts_board_scene_set_cursor (f->scene, test_sq (1, 'a'));
  ts_board_scene_erase (f->scene);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (1, 'a')), ==, TS_EMPTY);
  ts_position_editor_undo (editor);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (1, 'a')), ==, lion);

  /* the game did not move; leaving shows it again */
  game_after = ts_position_to_tsfen (ts_game_get_position (f->game));
  g_assert_cmpstr (game_after, ==, game_before);
  ts_board_scene_set_editor (f->scene, NULL);
  g_assert_cmpuint (ts_board_scene_get_piece (f->scene, test_sq (1, 'a')), ==, ts_piece_from_token ("l", 1));
  g_assert_false (ts_board_scene_can_drag (f->scene, test_sq (13, 's')));
  click (f, 13, 's');
  click (f, 13, 'r');
  g_assert_cmpuint (f->n_moves_chosen, ==, 1);
}

/* ---- the threat view ---- */

static guint8
threat_marks (Fixture *f, int file, char rank)
{
  return ts_board_scene_get_threat_marks (f->scene, test_sq (file, rank));
}

static void
test_threat_marks (Fixture *f, gconstpointer data)
{
  /* A rook and a lance face each other, a pawn behind the rook; Black's
   * emperor can take White's unprotected prince and either gold, and the
   * gold beside the prince is defended by it. */
  static const char pieces[] =
    "CP 25y, E 20w, R 13p, P 13q, "
    "cp 1a, g 2b, l 13h, g 6d";
  const guint8 rook = TS_THREAT_ATTACKED | TS_THREAT_DEFENDED | TS_THREAT_BY_CHEAPER;
  TsMove take;
  guint marks_before;

  load_pieces (f, pieces);
  g_assert_cmpuint (threat_marks (f, 13, 'p'), ==, 0);

  marks_before = f->n_marks_changed;
  ts_board_scene_set_show_threats (f->scene, TRUE);
  g_assert_cmpuint (f->n_marks_changed, >, marks_before);
  g_assert_cmpuint (threat_marks (f, 13, 'p'), ==, rook);
  g_assert_cmpuint (threat_marks (f, 13, 'h'), ==, TS_THREAT_ATTACKED);
  g_assert_cmpuint (threat_marks (f, 6, 'd'), ==, TS_THREAT_ATTACKED | TS_THREAT_EMPEROR_ONLY);
  g_assert_cmpuint (threat_marks (f, 1, 'a'), ==, TS_THREAT_ATTACKED | TS_THREAT_EMPEROR_ONLY | TS_THREAT_ROYAL);
  g_assert_cmpuint (threat_marks (f, 20, 'w'), ==, TS_THREAT_ROYAL_ATTACKER);
  g_assert_cmpuint (threat_marks (f, 13, 'q'), ==, 0);
  /* the emperor's attack on a defended gold is shown only on request */
  g_assert_cmpuint (threat_marks (f, 2, 'b'), ==, 0);
  ts_board_scene_set_show_emperor_threats (f->scene, TRUE);
  g_assert_cmpuint (threat_marks (f, 2, 'b'), ==, TS_THREAT_ATTACKED | TS_THREAT_DEFENDED | TS_THREAT_EMPEROR_ONLY);
  ts_board_scene_set_show_emperor_threats (f->scene, FALSE);
  g_assert_cmpuint (threat_marks (f, 2, 'b'), ==, 0);

  /* recomputed on every move and every browse */
  g_assert_true (ts_position_parse_move (ts_game_get_position (f->game), "13px13h", &take, NULL));
  g_assert_true (ts_game_play (f->game, &take, NULL));
  g_assert_cmpuint (threat_marks (f, 13, 'h'), ==, 0);
  g_assert_cmpuint (threat_marks (f, 13, 'p'), ==, 0);
  ts_board_scene_browse (f->scene, 0);
  g_assert_cmpuint (threat_marks (f, 13, 'p'), ==, rook);

  ts_board_scene_set_show_threats (f->scene, FALSE);
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    g_assert_cmpuint (ts_board_scene_get_threat_marks (f->scene, sq), ==, 0);
}

/* ---- tenjiku ---- */

/* A tenjiku position of `pieces`, Black to move, loaded into the game. */
static void
load_tenjiku (Fixture *f, const char *pieces)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_TENJIKU, pieces, TS_BLACK);
  g_autofree char *tsfen = ts_position_to_tsfen (pos);

  g_assert_true (ts_game_reset_to_tsfen_with_rules (f->game, TS_RULES_TENJIKU, tsfen, NULL));
}

static const char *
last_notation (Fixture *f)
{
  return ts_game_get_move_notation (f->game, ts_game_get_n_moves (f->game) - 1);
}

/* A move that may promote asks, and waits: promoted, declined, or
 * dropped by a click elsewhere or Escape; one that may not is played at
 * once.  The record writes + and = accordingly. */
static void
test_tenjiku_promotion_choice (Fixture *f, gconstpointer data)
{
  guint n_choosing = 0;
  TsMove promoted, plain;

  load_tenjiku (f, "K 9p, k 9a, P 8f, P 3d");
  g_signal_connect_swapped (f->scene, "notify::choosing-promotion", G_CALLBACK (count), &n_choosing);
  click (f, 8, 'f');
  click (f, 8, 'e');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (n_choosing, ==, 1);
  g_assert_true (ts_board_scene_get_promotion_choice (f->scene, &promoted, &plain));
  g_assert_cmpuint (promoted.to, ==, test_sq (8, 'e'));
  g_assert_true (TS_PIECE_IS_PROMOTED (promoted.becomes));
  g_assert_cmpuint (plain.becomes, ==, TS_EMPTY);
  g_assert_nonnull (strstr (ts_board_scene_get_hint (f->scene), "Promote"));
  /* the move's squares stay marked, and no target is offered */
  g_assert_true (marked (f, 8, 'f', TS_MARK_SELECTED));
  g_assert_true (marked (f, 8, 'e', TS_MARK_PATH));
  g_assert_false (marked (f, 8, 'e', TS_MARK_ANY_TARGET));
  /* while it waits, a click elsewhere drops it */
  click (f, 5, 'h');
  g_assert_false (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
  g_assert_cmpuint (n_choosing, ==, 2);
  g_assert_cmpuint (ts_board_scene_get_selected (f->scene), ==, 0);
  g_assert_false (ts_board_scene_choose_promotion (f->scene, TRUE));
  /* and Escape */
  click (f, 8, 'f');
  click (f, 8, 'e');
  ts_board_scene_escape (f->scene);
  g_assert_false (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);

  click (f, 8, 'f');
  click (f, 8, 'e');
  g_assert_true (ts_board_scene_choose_promotion (f->scene, TRUE));
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (TS_PIECE_IS_PROMOTED (game_piece (f, 8, 'e')));
  g_assert_true (g_str_has_suffix (last_notation (f), "+"));
  g_assert_false (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
  g_assert_true (ts_game_undo (f->game));

  click (f, 8, 'f');
  click (f, 8, 'e');
  g_assert_true (ts_board_scene_choose_promotion (f->scene, FALSE));
  g_assert_cmpuint (game_piece (f, 8, 'e'), ==, TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK));
  g_assert_true (g_str_has_suffix (last_notation (f), "="));
  g_assert_true (ts_game_undo (f->game));

  /* inside the zone, a quiet move may not promote: no question */
  click (f, 3, 'd');
  click (f, 3, 'c');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (n_choosing, ==, 8);
}

/* "Always promote" plays a promotion that loses nothing at once (a
 * pawn to a gold general), and still asks for one that loses something
 * (a gold general to a rook). */
static void
test_tenjiku_always_promote (Fixture *f, gconstpointer data)
{
  load_tenjiku (f, "K 9p, k 9a, P 8f, G 4f");
  ts_board_scene_set_always_promote (f->scene, TRUE);
  g_assert_true (ts_board_scene_get_always_promote (f->scene));
  click (f, 8, 'f');
  click (f, 8, 'e');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_true (TS_PIECE_IS_PROMOTED (game_piece (f, 8, 'e')));
  g_assert_true (g_str_has_suffix (last_notation (f), "+"));
  g_assert_true (ts_game_undo (f->game));

  click (f, 4, 'f');
  click (f, 4, 'e');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_true (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
  ts_board_scene_cancel (f->scene);

  /* off, the pawn asks again */
  g_object_set (f->scene, "always-promote", FALSE, NULL);
  click (f, 8, 'f');
  click (f, 8, 'e');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  g_assert_true (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
}

/* What a screen reader hears of a square (the keyboard cursor's words). */
static void
assert_words (Fixture *f, int file, char rank, const char *words)
{
  g_autofree char *said = ts_board_scene_describe_square_fully (f->scene, test_sq (file, rank));

  g_assert_cmpstr (said, ==, words);
}

/* A fire demon's area move is clicked as its destination; what it burns
 * is marked as the last move's, and the record says it (!SQ); a move
 * next to an enemy fire demon burns the mover (*). */
static void
test_tenjiku_burns (Fixture *f, gconstpointer data)
{
  /* TENJIKU.md 3.8's example */
  load_tenjiku (f, "k 1a, g 6g, p 5g, FD 8i, fd 3j, K 16p");
  click (f, 8, 'i');
  g_assert_true (marked (f, 6, 'h', TS_MARK_TARGET));
  click (f, 6, 'h');
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpstr (last_notation (f), ==, "FD-6h!6g!5g");
  g_assert_cmpuint (game_piece (f, 6, 'g'), ==, TS_EMPTY);
  g_assert_true (marked (f, 6, 'g', TS_MARK_LAST_BURNT));
  g_assert_true (marked (f, 5, 'g', TS_MARK_LAST_BURNT));
  g_assert_false (marked (f, 6, 'h', TS_MARK_LAST_BURNT));
  g_assert_true (marked (f, 6, 'h', TS_MARK_LAST_MOVE));
  assert_words (f, 6, 'g', "6g, empty; burnt by the last move");
  assert_words (f, 7, 'g', "7g, empty");
  g_assert_true (ts_game_undo (f->game));
  g_assert_false (marked (f, 6, 'g', TS_MARK_LAST_BURNT));

  click (f, 8, 'i');
  click (f, 4, 'i');
  g_assert_cmpstr (last_notation (f), ==, "FD-4i*");
  g_assert_cmpuint (game_piece (f, 4, 'i'), ==, TS_EMPTY);
  g_assert_true (marked (f, 4, 'i', TS_MARK_LAST_BURNT));
  /* the mover burnt itself: its square says so too */
  assert_words (f, 4, 'i', "4i, empty; burnt by the last move");
}

static void
hover (Fixture *f, int file, char rank)
{
  ts_board_scene_hover_square (f->scene, file != 0 ? test_sq (file, rank) : 0);
}

static guint
count_marked (Fixture *f, TsSquareMarks mark)
{
  guint n = 0;

  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    n += (ts_board_scene_get_marks (f->scene, sq) & mark) != 0;
  return n;
}

static void
assert_hint_has (Fixture *f, const char *words)
{
  const char *hint = ts_board_scene_get_hint (f->scene);

  if (hint == NULL || strstr (hint, words) == NULL)
    g_error ("the hint '%s' does not say '%s'", hint, words);
}

/* With a piece selected, the pointer (or the cursor) on a destination
 * marks what the move would burn and says it: a fire demon's neighbours
 * (TENJIKU.md 3.8's example), the mover itself next to an enemy fire
 * demon, whatever piece moves; nothing is played or changed. */
static void
test_tenjiku_burn_preview (Fixture *f, gconstpointer data)
{
  g_autofree char *before = NULL, *after = NULL;

  load_tenjiku (f, "k 1a, g 6g, p 5g, FD 8i, fd 3j, K 16p, G 2l");
  before = ts_position_to_tsfen (ts_game_get_position (f->game));
  /* nothing selected: a destination is no move yet */
  hover (f, 6, 'h');
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 0);

  click (f, 8, 'i');
  hover (f, 6, 'h');
  g_assert_true (marked (f, 6, 'g', TS_MARK_BURN));
  g_assert_true (marked (f, 5, 'g', TS_MARK_BURN));
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN), ==, 2);
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN_SELF), ==, 0);
  assert_hint_has (f, "Move Fire demon to 6h. Burns 2 pieces: Gold general on 6g, Pawn on 5g.");

  /* next to the enemy fire demon: only the mover burns */
  hover (f, 4, 'i');
  g_assert_true (marked (f, 4, 'i', TS_MARK_BURN_SELF));
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 1);
  assert_hint_has (f, "The Fire demon burns itself.");

  /* a quiet square burns nothing, and says nothing of burning */
  hover (f, 8, 'h');
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 0);
  g_assert_cmpstr (ts_board_scene_get_hint (f->scene), ==, "Move Fire demon to 8h");

  /* the keyboard cursor previews as the pointer does */
  ts_board_scene_set_cursor (f->scene, test_sq (6, 'h'));
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN), ==, 2);
  ts_board_scene_set_cursor (f->scene, 0);
  hover (f, 0, 0);
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 0);

  /* any mover next to an enemy fire demon */
  click (f, 2, 'l');
  hover (f, 2, 'k');
  g_assert_true (marked (f, 2, 'k', TS_MARK_BURN_SELF));
  assert_hint_has (f, "The Gold general burns itself.");
  hover (f, 2, 'm');
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 0);

  /* a preview plays nothing and changes nothing */
  ts_board_scene_cancel (f->scene);
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 0);
  g_assert_cmpuint (ts_game_get_n_moves (f->game), ==, 0);
  after = ts_position_to_tsfen (ts_game_get_position (f->game));
  g_assert_cmpstr (before, ==, after);
}

/* A water buffalo entering the zone may promote to a fire demon: only the
 * promoted move burns; the hint, the choice and the chooser's words say
 * so. */
static void
test_tenjiku_burn_if_promoted (Fixture *f, gconstpointer data)
{
  g_autofree char *yes = NULL, *no = NULL;

  load_tenjiku (f, "k 1a, K 16p, WB 8f, p 9d, p 7d");
  g_assert_null (ts_board_scene_describe_promotion (f->scene, TRUE));
  click (f, 8, 'f');
  hover (f, 8, 'e');
  g_assert_true (marked (f, 9, 'd', TS_MARK_BURN));
  g_assert_true (marked (f, 7, 'd', TS_MARK_BURN));
  assert_hint_has (f, "Move Water buffalo to 8e. It may promote to Fire demon.");
  assert_hint_has (f, "If it promotes, it burns 2 pieces: Pawn on 9d, Pawn on 7d.");

  click (f, 8, 'e');
  g_assert_true (ts_board_scene_get_promotion_choice (f->scene, NULL, NULL));
  hover (f, 0, 0);
  g_assert_true (marked (f, 9, 'd', TS_MARK_BURN));
  assert_hint_has (f, "Promote to Fire demon, or not?");
  assert_hint_has (f, "If it promotes, it burns 2 pieces");
  yes = ts_board_scene_describe_promotion (f->scene, TRUE);
  no = ts_board_scene_describe_promotion (f->scene, FALSE);
  g_assert_cmpstr (yes, ==, "Promotes to Fire demon. Burns 2 pieces: Pawn on 9d, Pawn on 7d.");
  g_assert_cmpstr (no, ==, "Declines promotion, stays Water buffalo");

  g_assert_true (ts_board_scene_choose_promotion (f->scene, TRUE));
  g_assert_cmpstr (last_notation (f), ==, "WB-8e+!9d!7d");
  g_assert_true (ts_game_undo (f->game));

  /* "Always promote" takes this promotion unasked: the burns are certain */
  ts_board_scene_set_always_promote (f->scene, TRUE);
  click (f, 8, 'f');
  hover (f, 8, 'e');
  assert_hint_has (f, "Move Water buffalo to 8e. It promotes to Fire demon. "
                      "Burns 2 pieces: Pawn on 9d, Pawn on 7d.");
  click (f, 8, 'e');
  g_assert_cmpstr (last_notation (f), ==, "WB-8e+!9d!7d");
  g_assert_cmpuint (count_marked (f, TS_MARK_BURN | TS_MARK_BURN_SELF), ==, 0);
  g_assert_true (marked (f, 9, 'd', TS_MARK_LAST_BURNT));
}

/* A range-jumping general's captures say how many pieces they jump
 * (TENJIKU.md 3.1's example); a plain capture says none. */
static void
test_tenjiku_range_jump_words (Fixture *f, gconstpointer data)
{
  g_autofree char *one = NULL, *two = NULL, *plain = NULL;

  load_tenjiku (f, "k 1a, K 16p, RG 8m, P 8l, p 8k, bg 8h, p 8f, p 10m, vg 4m");
  click (f, 8, 'm');
  one = ts_board_scene_describe_square (f->scene, test_sq (8, 'k'));
  two = ts_board_scene_describe_square (f->scene, test_sq (8, 'h'));
  plain = ts_board_scene_describe_square (f->scene, test_sq (10, 'm'));
  g_assert_cmpstr (one, ==, "Capture Pawn on 8k, jumping 1 piece");
  g_assert_cmpstr (two, ==, "Capture Bishop general on 8h, jumping 2 pieces");
  g_assert_cmpstr (plain, ==, "Capture Pawn on 10m");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/board-scene/step", test_step);
  ADD ("/board-scene/illegal-clicks", test_illegal_clicks);
  ADD ("/board-scene/range-move", test_range_move);
  ADD ("/board-scene/lion-igui", test_lion_igui);
  ADD ("/board-scene/lion-stop-on-capture", test_lion_stop_on_capture);
  ADD ("/board-scene/double-capture", test_double_capture);
  ADD ("/board-scene/pass", test_pass);
  ADD ("/board-scene/cancel", test_cancel);
  ADD ("/board-scene/browsing", test_browsing);
  ADD ("/board-scene/hover", test_hover);
  ADD ("/board-scene/input-disabled", test_input_disabled);
  ADD ("/board-scene/game-over", test_game_over);
  ADD ("/board-scene/marked-type-and-hint-move", test_marked_type_and_hint_move);
  ADD ("/board-scene/no-game", test_no_game);
  ADD ("/board-scene/cursor", test_cursor);
  ADD ("/board-scene/describe", test_describe);
  ADD ("/board-scene/hover-lion-power", test_hover_lion_power);
  ADD ("/board-scene/editing", test_editing);
  ADD ("/board-scene/threat-marks", test_threat_marks);
  ADD ("/board-scene/tenjiku-promotion-choice", test_tenjiku_promotion_choice);
  ADD ("/board-scene/tenjiku-burns", test_tenjiku_burns);
  ADD ("/board-scene/tenjiku-always-promote", test_tenjiku_always_promote);
  ADD ("/board-scene/tenjiku-burn-preview", test_tenjiku_burn_preview);
  ADD ("/board-scene/tenjiku-burn-if-promoted", test_tenjiku_burn_if_promoted);
  ADD ("/board-scene/tenjiku-range-jump-words", test_tenjiku_range_jump_words);
#undef ADD
  return g_test_run ();
}
