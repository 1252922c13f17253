/* test-movement-diagram.c — movement diagrams against the move generator
 * and as drawn; the movement described in words. */
#include <adwaita.h>

#include "ts-movegen.h"
#include "ts-movement-diagram.h"
#include "ts-piece-item.h"
#include "ts-piece-text.h"
#include "ts-variant.h"
#include "ui-test-util.h"

/* ---- cells without pixels ---- */

typedef struct {
  TsPieceType type;
  int right, forward;
  TsCellKind kind;
  const char *symbol; /* NULL: not checked */
} CellCase;

/* One or more of each kind of mover, with squares it reaches and squares
 * it does not, written down from seed 000's diagrams. */
static const CellCase cell_cases[] = {
  /* step piece: the pawn */
  { TS_PIECE_PAWN, 0, 1, TS_CELL_STEP, "○" },
  { TS_PIECE_PAWN, 0, -1, TS_CELL_EMPTY, NULL },
  { TS_PIECE_PAWN, 1, 1, TS_CELL_EMPTY, NULL },
  { TS_PIECE_PAWN, 0, 2, TS_CELL_EMPTY, NULL },
  /* limited range: the violent ox (R2) */
  { TS_PIECE_VIOLENT_OX, 0, 2, TS_CELL_STEP, "○" },
  { TS_PIECE_VIOLENT_OX, -2, 0, TS_CELL_STEP, "○" },
  { TS_PIECE_VIOLENT_OX, 0, 3, TS_CELL_EMPTY, NULL },
  { TS_PIECE_VIOLENT_OX, 1, 1, TS_CELL_EMPTY, NULL },
  /* unlimited range: rook and bishop, each line its symbol */
  { TS_PIECE_ROOK, 0, 3, TS_CELL_RANGE, "│" },
  { TS_PIECE_ROOK, -3, 0, TS_CELL_RANGE, "─" },
  { TS_PIECE_ROOK, 1, 1, TS_CELL_EMPTY, NULL },
  { TS_PIECE_BISHOP, 2, 2, TS_CELL_RANGE, "╱" },
  { TS_PIECE_BISHOP, -2, 2, TS_CELL_RANGE, "╲" },
  { TS_PIECE_BISHOP, 0, 1, TS_CELL_EMPTY, NULL },
  /* jumpers: the knight's two forward jumps; the kirin's F and D */
  { TS_PIECE_KNIGHT, 1, 2, TS_CELL_JUMP, "☆" },
  { TS_PIECE_KNIGHT, -1, 2, TS_CELL_JUMP, "☆" },
  { TS_PIECE_KNIGHT, 2, 1, TS_CELL_EMPTY, NULL },
  { TS_PIECE_KNIGHT, 0, 1, TS_CELL_EMPTY, NULL },
  { TS_PIECE_KIRIN, 0, 2, TS_CELL_JUMP, "☆" },
  { TS_PIECE_KIRIN, -2, 0, TS_CELL_JUMP, "☆" },
  { TS_PIECE_KIRIN, 1, -1, TS_CELL_STEP, "○" },
  { TS_PIECE_KIRIN, 0, 1, TS_CELL_EMPTY, NULL },
  /* hook mover: turning points on its lines, the second leg beyond */
  { TS_PIECE_HOOK_MOVER, 0, 2, TS_CELL_HOOK_TURN, "┼" },
  { TS_PIECE_HOOK_MOVER, -3, 0, TS_CELL_HOOK_TURN, "┼" },
  { TS_PIECE_HOOK_MOVER, 1, 3, TS_CELL_HOOK_REACH, "─" },
  { TS_PIECE_HOOK_MOVER, 3, 1, TS_CELL_HOOK_REACH, "│" },
  { TS_PIECE_HOOK_MOVER, 2, 2, TS_CELL_HOOK_REACH, NULL },
  /* capricorn: the diagonal hook; orthogonal squares are out of reach */
  { TS_PIECE_CAPRICORN, 1, 1, TS_CELL_HOOK_TURN, "╳" },
  { TS_PIECE_CAPRICORN, 0, 2, TS_CELL_HOOK_REACH, NULL },
  { TS_PIECE_CAPRICORN, 0, 1, TS_CELL_EMPTY, NULL },
  /* lion: igui squares around it, lion jumps two away */
  { TS_PIECE_LION, 1, 0, TS_CELL_IGUI, "!" },
  { TS_PIECE_LION, -1, -1, TS_CELL_IGUI, "!" },
  { TS_PIECE_LION, 2, 1, TS_CELL_LION, "☆" },
  { TS_PIECE_LION, -2, -2, TS_CELL_LION, "☆" },
  { TS_PIECE_LION, 3, 0, TS_CELL_EMPTY, NULL },
  /* lion dog: three steps along each line, nothing between lines */
  { TS_PIECE_LION_DOG, 0, 1, TS_CELL_IGUI, "!" },
  { TS_PIECE_LION_DOG, -3, 3, TS_CELL_LION, "☆" },
  { TS_PIECE_LION_DOG, 1, 2, TS_CELL_EMPTY, NULL },
  { TS_PIECE_LION_DOG, 0, 4, TS_CELL_EMPTY, NULL },
  /* soaring eagle: lion power diagonally forward, ranges elsewhere */
  { TS_PIECE_SOARING_EAGLE, 1, 1, TS_CELL_IGUI, "!" },
  { TS_PIECE_SOARING_EAGLE, -2, 2, TS_CELL_LION, "☆" },
  { TS_PIECE_SOARING_EAGLE, 3, 3, TS_CELL_EMPTY, NULL },
  { TS_PIECE_SOARING_EAGLE, 0, 3, TS_CELL_RANGE, "│" },
  { TS_PIECE_SOARING_EAGLE, -2, -2, TS_CELL_RANGE, "╱" },
  /* emperor: anywhere */
  { TS_PIECE_EMPEROR, 1, 0, TS_CELL_ANYWHERE, "∞" },
  { TS_PIECE_EMPEROR, -3, 2, TS_CELL_ANYWHERE, "∞" },
  /* a promoted-only piece: the great elephant */
  { TS_PIECE_GREAT_ELEPHANT, 1, 1, TS_CELL_STEP, "○" },
  { TS_PIECE_GREAT_ELEPHANT, 0, -2, TS_CELL_LION, "☆" },
  { TS_PIECE_GREAT_ELEPHANT, 0, 4, TS_CELL_RANGE, "│" },
};

static void
test_cells (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cell_cases); i++)
    {
      const CellCase *c = &cell_cases[i];
      TsDiagramCell cell = ts_movement_diagram_cell (TS_RULES_STANDARD, c->type, c->right, c->forward);

      if (cell.kind != c->kind)
        g_error ("%s at (%d, %d): kind %d, expected %d", ts_piece_info (c->type)->name, c->right, c->forward,
                 cell.kind, c->kind);
      if (c->symbol != NULL || c->kind == TS_CELL_HOOK_REACH)
        g_assert_cmpstr (cell.symbol, ==, c->symbol);
    }
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_STANDARD, TS_PIECE_LION, 0, 0).kind, ==, TS_CELL_PIECE);
  /* sizes: 7 x 7 like the seed's, 9 x 9 for the lion dog's three steps */
  g_assert_cmpint (ts_movement_diagram_radius (TS_RULES_STANDARD, TS_PIECE_PAWN), ==, 3);
  g_assert_cmpint (ts_movement_diagram_radius (TS_RULES_STANDARD, TS_PIECE_LION), ==, 3);
  g_assert_cmpint (ts_movement_diagram_radius (TS_RULES_STANDARD, TS_PIECE_LION_DOG), ==, 4);
  g_assert_cmpint (ts_movement_diagram_radius (TS_RULES_STANDARD, TS_PIECE_SHE_DEVIL), ==, 6);
  /* jw: the great dragon's jumps to the third square sideways, the bat */
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_JW, TS_PIECE_GREAT_DRAGON, 3, 0).kind, ==, TS_CELL_JUMP);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_STANDARD, TS_PIECE_GREAT_DRAGON, 3, 0).kind, ==, TS_CELL_RANGE);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_JW, TS_PIECE_BAT, 0, 5).kind, ==, TS_CELL_RANGE);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_JW, TS_PIECE_BAT, 1, 1).kind, ==, TS_CELL_EMPTY);

  /* tenjiku: the fire demon's area move beside its ranges, the great
   * general's range jumps, the tetrarch's igui and skipped neighbours */
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON, 0, 1).kind, ==, TS_CELL_AREA);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON, 1, 3).kind, ==, TS_CELL_AREA);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON, 0, 4).kind, ==, TS_CELL_EMPTY);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON, 2, 0).kind, ==, TS_CELL_RANGE);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_GREAT_GENERAL, 0, 2).kind, ==,
                   TS_CELL_RANGE_JUMP);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_HEAVENLY_TETRARCH, 0, 1).kind, ==,
                   TS_CELL_IGUI);
  g_assert_cmpint (ts_movement_diagram_cell (TS_RULES_TENJIKU, TS_PIECE_HEAVENLY_TETRARCH, 0, 2).kind, ==,
                   TS_CELL_RANGE);
  g_assert_cmpint (ts_movement_diagram_radius (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON), ==, 4);
}

/* Every type of every rule set: the squares the diagram marks are exactly
 * those the move generator reaches from the centre of an empty board
 * (within the diagram).  The two read the same table by different code. */
static void
test_cells_match_movegen (void)
{
  g_autofree TsMoveList *list = g_new0 (TsMoveList, 1);

  for (TsRules rules = 0; rules < TS_N_RULES; rules++)
  for (TsPieceType type = 1; type < TS_N_PIECE_TYPES; type++)
    {
      const TsVariant *v = ts_rules_variant (rules);
      TsSquare centre = ts_variant_square (v, v->width / 2, v->height / 2);
      const TsMovement *m = &ts_rules_piece_info (rules, type)->movement;
      g_autoptr (TsPosition) pos = ts_position_new (rules);
      gboolean reached[TS_CELLS] = { FALSE };
      int radius = ts_movement_diagram_radius (rules, type);

      if (!ts_rules_has_type (rules, type))
        continue;
      ts_position_put (pos, centre, ts_piece_for_type (rules, type));
      ts_move_list_clear (list);
      ts_generate_piece_moves (pos, centre, list);
      for (guint i = 0; i < list->n; i++)
        reached[list->moves[i].to] = TRUE;

      for (int f = -radius; f <= radius; f++)
        for (int r = -radius; r <= radius; r++)
          {
            /* Black's forward is up the board (towards rank a), right is
             * towards file 1. */
            TsSquare sq = ts_square (ts_square_x (centre) + r, ts_square_y (centre) - f);
            TsCellKind kind = ts_movement_diagram_cell (rules, type, r, f).kind;

            if (r == 0 && f == 0)
              continue;
            /* the tetrarch's igui takes an enemy neighbour: on an empty
             * board it has none to take */
            if (kind == TS_CELL_IGUI && !(m->flags & TS_MOVE_FLAG_LION) && m->igui_dirs != 0)
              continue;
            if ((kind != TS_CELL_EMPTY) != reached[sq])
              g_error ("%s at (%d, %d): diagram %d, move generator %s", ts_piece_info (type)->name, r, f, kind,
                       reached[sq] ? "reaches it" : "does not");
          }
    }
}

/* ---- pixels ---- */

typedef struct {
  TsPieceType type;
  int right, forward;
  guint32 rgb; /* the seed's colour, written out */
} PixelCase;

static const PixelCase pixel_cases[] = {
  { TS_PIECE_PAWN, 0, 1, 0xd0d0f0 },           /* step: blue */
  { TS_PIECE_PAWN, 0, -1, 0xf8f9fa },          /* cannot go: blank */
  { TS_PIECE_PAWN, 1, 1, 0xf8f9fa },
  { TS_PIECE_VIOLENT_OX, 0, 2, 0xd0d0f0 },     /* limited range: blue */
  { TS_PIECE_VIOLENT_OX, 0, 3, 0xf8f9fa },
  { TS_PIECE_ROOK, 0, 3, 0xf0d0d0 },           /* range: pink, to the edge */
  { TS_PIECE_ROOK, 3, 0, 0xf0d0d0 },
  { TS_PIECE_ROOK, 2, 2, 0xf8f9fa },
  { TS_PIECE_KNIGHT, 1, 2, 0xf0f0b0 },         /* jump: yellow */
  { TS_PIECE_KNIGHT, 0, 1, 0xf8f9fa },
  { TS_PIECE_KIRIN, 0, -2, 0xf0f0b0 },
  { TS_PIECE_KIRIN, 1, 1, 0xd0d0f0 },
  { TS_PIECE_HOOK_MOVER, 0, -3, 0xe6b0b0 },    /* hook: deeper pink where it may turn */
  { TS_PIECE_HOOK_MOVER, 2, 1, 0xfbe3cc },     /* ... peach after the turn */
  { TS_PIECE_LION, 1, 1, 0xd0f0d0 },           /* lion: green */
  { TS_PIECE_LION, -2, 1, 0xd0f0d0 },
  { TS_PIECE_LION, 3, 3, 0xf8f9fa },
  { TS_PIECE_LION_DOG, 0, 3, 0xd0f0d0 },
  { TS_PIECE_LION_DOG, 1, 2, 0xf8f9fa },
  { TS_PIECE_SOARING_EAGLE, 2, 2, 0xd0f0d0 },
  { TS_PIECE_SOARING_EAGLE, -3, 0, 0xf0d0d0 },
  { TS_PIECE_SOARING_EAGLE, 3, 3, 0xf8f9fa },
  { TS_PIECE_EMPEROR, 2, -1, 0xddd0f2 },       /* emperor: lavender, the symbol readable */
  { TS_PIECE_EMPEROR, 0, 0, 0xe0e0e0 },        /* the piece's own square */
};

static gboolean
has_size (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

static void
assert_rgb_near (const UiImage *image, int x, int y, guint32 rgb, const char *what)
{
  int got[3];

  ui_image_rgb (image, x, y, got);
  for (int i = 0; i < 3; i++)
    if (ABS (got[i] - (int) ((rgb >> (16 - 8 * i)) & 0xff)) > 6)
      g_error ("%s: pixel (%d, %d) is #%02x%02x%02x, expected #%06x", what, x, y, got[0], got[1], got[2], rgb);
}

static void
test_pixels (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *diagram = ts_movement_diagram_new ();

  gtk_window_set_default_size (window, 400, 400);
  gtk_window_set_child (window, diagram);
  ts_movement_diagram_set_piece_type (TS_MOVEMENT_DIAGRAM (diagram), TS_PIECE_PAWN);
  gtk_window_present (window);
  g_assert_true (ui_test_spin_until (has_size, diagram, 5000));

  for (guint i = 0; i < G_N_ELEMENTS (pixel_cases); i++)
    {
      const PixelCase *c = &pixel_cases[i];
      g_autoptr (UiImage) image = NULL;
      graphene_rect_t r;
      g_autofree char *what = g_strdup_printf ("%s at (%d, %d)", ts_piece_info (c->type)->name, c->right,
                                               c->forward);

      ts_movement_diagram_set_piece_type (TS_MOVEMENT_DIAGRAM (diagram), c->type);
      ui_test_spin (20);
      image = ui_image_render (diagram);
      g_assert_true (ts_movement_diagram_cell_bounds (TS_MOVEMENT_DIAGRAM (diagram), c->right, c->forward, &r));
      g_assert_cmpfloat (r.size.width, >=, 20);
      /* The fill, inside the grid lines, away from the symbol. */
      assert_rgb_near (image, (int) r.origin.x + 3, (int) r.origin.y + 3, c->rgb, what);
      assert_rgb_near (image, (int) (r.origin.x + r.size.width) - 4, (int) (r.origin.y + r.size.height) - 4, c->rgb,
                       what);
      if (g_getenv ("TS_TEST_SAVE_RENDERS") != NULL)
        {
          g_autofree char *path = g_strdup_printf ("diagram-%02u.png", i);
          ui_image_save_png (image, path);
        }
    }

  /* A symbol is drawn: the centre of a step cell has dark ink in it. */
  {
    g_autoptr (UiImage) image = NULL;
    graphene_rect_t r;
    gboolean ink = FALSE;

    ts_movement_diagram_set_piece_type (TS_MOVEMENT_DIAGRAM (diagram), TS_PIECE_PAWN);
    ui_test_spin (20);
    image = ui_image_render (diagram);
    ts_movement_diagram_cell_bounds (TS_MOVEMENT_DIAGRAM (diagram), 0, 1, &r);
    for (int y = (int) r.origin.y + 4; y < (int) (r.origin.y + r.size.height) - 4; y++)
      for (int x = (int) r.origin.x + 4; x < (int) (r.origin.x + r.size.width) - 4; x++)
        {
          int rgb[3];

          ui_image_rgb (image, x, y, rgb);
          ink |= rgb[0] + rgb[1] + rgb[2] < 200;
        }
    g_assert_true (ink);
  }
  gtk_window_destroy (window);
}

/* ---- words ---- */

static void
assert_describes_in (TsRules rules, TsPieceType type, const char *part)
{
  g_autofree char *text = ts_piece_describe (rules, type);

  if (strstr (text, part) == NULL)
    g_error ("%s (%s): \"%s\" does not say \"%s\"", ts_piece_info (type)->name, ts_rules_name (rules), text, part);
}

static void
assert_describes (TsPieceType type, const char *part)
{
  assert_describes_in (TS_RULES_STANDARD, type, part);
}

static void
test_description (void)
{
  assert_describes (TS_PIECE_PAWN, "Moves one square straight forward.");
  assert_describes (TS_PIECE_PAWN, "Does not promote.");
  assert_describes (TS_PIECE_REVERSE_CHARIOT, "any number of squares forward or backward");
  assert_describes (TS_PIECE_SIDE_MOVER, "any number of squares sideways; one square forward or backward");
  assert_describes (TS_PIECE_SIDE_MOVER, "Promotes to Gold general when it captures.");
  assert_describes (TS_PIECE_VIOLENT_OX, "up to 2 squares orthogonally");
  assert_describes (TS_PIECE_DRUNKEN_ELEPHANT, "one square in any direction except straight backward");
  assert_describes (TS_PIECE_KNIGHT, "knight’s move ahead");
  assert_describes (TS_PIECE_KIRIN, "Jumps to the second square orthogonally");
  assert_describes (TS_PIECE_HOOK_MOVER, "hook move");
  assert_describes (TS_PIECE_LION, "lion power");
  assert_describes (TS_PIECE_LION_DOG, "up to 3 steps along one line");
  assert_describes (TS_PIECE_EMPEROR, "any empty square");
  assert_describes (TS_PIECE_EMPEROR, "Royal");
  assert_describes (TS_PIECE_WIZARD_STORK, "Exists only as a promoted Old rat or Chinese cock.");
  assert_describes (TS_PIECE_DEVA, "becomes a Teaching king");
  /* jw: promotions, its own pieces, its emperor */
  assert_describes_in (TS_RULES_JW, TS_PIECE_PAWN, "Promotes to Gold general when it captures.");
  assert_describes_in (TS_RULES_JW, TS_PIECE_GOLD_GENERAL, "Promotes to Free gold when it captures.");
  assert_describes_in (TS_RULES_JW, TS_PIECE_BAT, "Exists only as a promoted Old rat.");
  assert_describes_in (TS_RULES_JW, TS_PIECE_WIZARD_STORK, "Exists only as a promoted Chinese cock.");
  assert_describes_in (TS_RULES_JW, TS_PIECE_DEVA, "becomes a Teaching king");
  assert_describes_in (TS_RULES_JW, TS_PIECE_EMPEROR, "only when no other piece protects it");
  assert_describes_in (TS_RULES_JW, TS_PIECE_EASTERN_BARBARIAN, "Promotes to Lion");
  /* tenjiku: promotion in the zone, area moves, burning, range jumps */
  assert_describes_in (TS_RULES_TENJIKU, TS_PIECE_PAWN, "May promote to Gold general on a move that enters");
  assert_describes_in (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON, "area move: up to 3 king steps");
  assert_describes_in (TS_RULES_TENJIKU, TS_PIECE_FIRE_DEMON, "Burns:");
  assert_describes_in (TS_RULES_TENJIKU, TS_PIECE_GREAT_GENERAL, "by a range jump");
  assert_describes_in (TS_RULES_TENJIKU, TS_PIECE_HEAVENLY_TETRARCH, "(igui)");
}

/* In the dark style the diagram is dark too, and light again after. */
static void
test_dark_style (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *diagram = ts_movement_diagram_new ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  static const struct {
    AdwColorScheme scheme;
    guint32 step, empty;
  } looks[] = { { ADW_COLOR_SCHEME_FORCE_DARK, 0x3a3a6e, 0x303034 }, { ADW_COLOR_SCHEME_FORCE_LIGHT, 0xd0d0f0, 0xf8f9fa } };

  gtk_window_set_default_size (window, 400, 400);
  gtk_window_set_child (window, diagram);
  ts_movement_diagram_set_piece_type (TS_MOVEMENT_DIAGRAM (diagram), TS_PIECE_PAWN);
  gtk_window_present (window);
  g_assert_true (ui_test_spin_until (has_size, diagram, 5000));
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autoptr (UiImage) image = NULL;
      graphene_rect_t step, empty;

      adw_style_manager_set_color_scheme (style, looks[i].scheme);
      ui_test_spin (50);
      image = ui_image_render (diagram);
      g_assert_true (ts_movement_diagram_cell_bounds (TS_MOVEMENT_DIAGRAM (diagram), 0, 1, &step));
      g_assert_true (ts_movement_diagram_cell_bounds (TS_MOVEMENT_DIAGRAM (diagram), 0, -1, &empty));
      assert_rgb_near (image, (int) step.origin.x + 3, (int) step.origin.y + 3, looks[i].step, "pawn's step");
      assert_rgb_near (image, (int) empty.origin.x + 3, (int) empty.origin.y + 3, looks[i].empty, "empty cell");
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (window);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/movement-diagram/cells", test_cells);
  g_test_add_func ("/movement-diagram/cells-match-movegen", test_cells_match_movegen);
  g_test_add_func ("/movement-diagram/pixels", test_pixels);
  g_test_add_func ("/movement-diagram/dark-style", test_dark_style);
  g_test_add_func ("/movement-diagram/description", test_description);
  return g_test_run ();
}
