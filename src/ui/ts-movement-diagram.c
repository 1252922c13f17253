/* ts-movement-diagram.c — see ts-movement-diagram.h.
 *
 * A cell's kind is decided in the order that tells the most: the
 * emperor's leap, lion power, jumps, hook lines, ranges, then squares
 * reached after a hook's turn.  Where two kinds of move reach one square
 * (the soaring eagle's forward A jump is also its second lion step) the
 * first wins, as in the seed's pictures.
 */
#include "ts-movement-diagram.h"

#include "ts-movegen.h"

#include <adwaita.h>
#include <math.h>

#include "ts-piece-item.h"
#include "ts-variant.h"

/* Direction d as (right, forward) steps. */

void
ts_dir_offset (TsDir d, int *right, int *forward)
{
  *right = ts_dir_right[d];
  *forward = ts_dir_forward[d];
}

/* The seed's line symbols, for a line seen with forward up. */
static const char *
line_symbol (TsDir d)
{
  switch (d % 4)
    {
    case TS_DIR_F: return "│";
    case TS_DIR_FR: return "╱";
    case TS_DIR_R: return "─";
    default: return "╲";
    }
}

/* If (right, forward) lies on a line from the piece, its direction and
 * distance. */
static gboolean
on_line (int right, int forward, TsDir *dir, int *dist)
{
  int k = MAX (ABS (right), ABS (forward));

  if (k == 0 || (right != 0 && forward != 0 && ABS (right) != ABS (forward)))
    return FALSE;
  for (int d = 0; d < TS_N_DIRS; d++)
    if (ts_dir_right[d] * k == right && ts_dir_forward[d] * k == forward)
      {
        *dir = d;
        *dist = k;
        return TRUE;
      }
  return FALSE;
}

static gboolean
is_jump (const TsMovement *m, int right, int forward)
{
  for (guint i = 0; i < m->n_jumps; i++)
    if (m->jumps[i].right == right && m->jumps[i].forward == forward)
      return TRUE;
  return FALSE;
}

/* A square off the hook's lines: reached by a first leg of `a` squares
 * along a hook direction and `b` along a perpendicular one.  The symbol
 * is the second leg's line when the longest first leg decides it, none
 * when two equally long routes end along different lines (as the seed
 * leaves the hook mover's diagonal squares blank). */
static gboolean
hook_reach (const TsMovement *m, int right, int forward, const char **symbol)
{
  TsHookRoute routes[TS_MAX_HOOK_ROUTES];
  guint n = ts_hook_routes (m->hook_start, right, forward, routes);
  int best_a = 0;

  *symbol = NULL;
  for (guint i = 0; i < n; i++)
    {
      const char *line = line_symbol (routes[i].d2);

      if (routes[i].a > best_a)
        {
          best_a = routes[i].a;
          *symbol = line;
        }
      else if (routes[i].a == best_a && *symbol != NULL && *symbol != line)
        *symbol = NULL;
    }
  return best_a > 0;
}

/* Whether the piece, in the middle of an empty board, can end a move
 * `right` squares to its right and `forward` ahead (as Black: forward is
 * up).  The last type asked about is kept: a diagram asks cell by cell. */
static gboolean
reached_from_centre (TsRules rules, TsPieceType type, int right, int forward)
{
  static gboolean reach[TS_CELLS];
  static TsRules reach_rules = TS_N_RULES;
  static TsPieceType reach_type = TS_PIECE_NONE;
  const TsVariant *v = ts_rules_variant (rules);
  /* the middle of the variant's board */
  TsSquare centre = ts_variant_square (v, v->width / 2, v->height / 2);
  int x = ts_square_x (centre) + right, y = ts_square_y (centre) - forward;

  if (x < 0 || y < 0 || x >= TS_MAX_SIZE || y >= TS_MAX_SIZE || !ts_variant_has_square (v, ts_square (x, y)))
    return TRUE; /* off the board: ranges go on */
  if (rules != reach_rules || type != reach_type)
    {
      ts_movement_reach (rules, TS_MAKE_PIECE (type, FALSE, TS_BLACK), centre, NULL, reach);
      reach_rules = rules;
      reach_type = type;
    }
  return reach[ts_square (x, y)];
}

static TsDiagramCell
cell (TsCellKind kind, const char *symbol)
{
  return (TsDiagramCell) { kind, symbol };
}

TsDiagramCell
ts_movement_diagram_cell (TsRules rules, TsPieceType type, int right, int forward)
{
  const TsMovement *m;
  const char *symbol;
  TsDir d = TS_DIR_F;
  int k = 0;
  gboolean line;

  g_return_val_if_fail (type > TS_PIECE_NONE && type < TS_N_PIECE_TYPES, cell (TS_CELL_EMPTY, NULL));
  m = &ts_rules_piece_info (rules, type)->movement;
  if (right == 0 && forward == 0)
    return cell (TS_CELL_PIECE, NULL);
  if (m->flags & TS_MOVE_FLAG_EMPEROR)
    return cell (TS_CELL_ANYWHERE, "∞");

  /* whether the square is reached is the core's answer; how, the
   * movement's parts tell */
  line = on_line (right, forward, &d, &k);
  /* the heavenly tetrarch: igui on its neighbours (no move reaches them
   * on an empty board), its lines starting beyond them */
  if (line && k == 1 && (m->igui_dirs & (1u << d)) && !(m->flags & TS_MOVE_FLAG_LION))
    return cell (TS_CELL_IGUI, "!");
  if (!reached_from_centre (rules, type, right, forward))
    return cell (TS_CELL_EMPTY, NULL);
  if (line && k < m->range_start[d] && m->line_lion[d] < k && !(m->flags & TS_MOVE_FLAG_LION))
    return cell (TS_CELL_EMPTY, NULL);
  if ((m->flags & TS_MOVE_FLAG_LION) && MAX (ABS (right), ABS (forward)) <= 2)
    return MAX (ABS (right), ABS (forward)) == 1 ? cell (TS_CELL_IGUI, "!") : cell (TS_CELL_LION, "☆");
  if (line && k <= m->line_lion[d])
    return k == 1 ? cell (TS_CELL_IGUI, "!") : cell (TS_CELL_LION, "☆");
  if (is_jump (m, right, forward))
    return cell (TS_CELL_JUMP, "☆");
  if (line && (m->hook_start & (1u << d)))
    return cell (TS_CELL_HOOK_TURN, TS_DIR_IS_DIAGONAL (d) ? "╳" : "┼");
  if (line && m->range[d] >= TS_UNLIMITED)
    return cell ((m->range_jump & (1u << d)) ? TS_CELL_RANGE_JUMP : TS_CELL_RANGE, line_symbol (d));
  if (line && k <= m->range[d])
    return cell (TS_CELL_STEP, "○");
  if (hook_reach (m, right, forward, &symbol))
    return cell (TS_CELL_HOOK_REACH, symbol);
  if (MAX (ABS (right), ABS (forward)) <= m->area_steps)
    return cell (TS_CELL_AREA, "◇");
  return cell (TS_CELL_EMPTY, NULL);
}

int
ts_movement_diagram_radius (TsRules rules, TsPieceType type)
{
  const TsMovement *m = &ts_rules_piece_info (rules, type)->movement;
  int extent = MAX ((m->flags & TS_MOVE_FLAG_LION) ? 2 : 0, m->area_steps);

  for (int d = 0; d < TS_N_DIRS; d++)
    {
      if (m->range[d] < TS_UNLIMITED)
        extent = MAX (extent, m->range[d]);
      extent = MAX (extent, m->line_lion[d]);
    }
  for (guint i = 0; i < m->n_jumps; i++)
    extent = MAX (extent, MAX (ABS (m->jumps[i].right), ABS (m->jumps[i].forward)));
  /* One square beyond the furthest finite move shows where it stops. */
  return MAX (3, extent + 1);
}

/* The wikitable colours of the seeds' diagrams, and darker ones of the
 * same hues for the dark style (style-dark.css has the legend's).  The
 * hook's two legs differ in colour, not only in their line symbols. */
void
ts_cell_kind_colour (TsCellKind kind, gboolean dark, GdkRGBA *rgba)
{
  static const char *light_colours[] = {
    [TS_CELL_EMPTY] = "#f8f9fa",
    [TS_CELL_PIECE] = "#e0e0e0",
    [TS_CELL_STEP] = "#d0d0f0",
    [TS_CELL_JUMP] = "#f0f0b0",
    [TS_CELL_IGUI] = "#d0f0d0",
    [TS_CELL_LION] = "#d0f0d0",
    [TS_CELL_RANGE] = "#f0d0d0",
    [TS_CELL_HOOK_TURN] = "#e6b0b0",
    [TS_CELL_HOOK_REACH] = "#fbe3cc",
    [TS_CELL_RANGE_JUMP] = "#f5c08a",
    [TS_CELL_AREA] = "#c8ecec",
    [TS_CELL_ANYWHERE] = "#ddd0f2",
  };
  static const char *dark_colours[] = {
    [TS_CELL_EMPTY] = "#303034",
    [TS_CELL_PIECE] = "#48484e",
    [TS_CELL_STEP] = "#3a3a6e",
    [TS_CELL_JUMP] = "#5c5a24",
    [TS_CELL_IGUI] = "#2e5a33",
    [TS_CELL_LION] = "#2e5a33",
    [TS_CELL_RANGE] = "#6b3434",
    [TS_CELL_HOOK_TURN] = "#853a3a",
    [TS_CELL_HOOK_REACH] = "#6b4a2a",
    [TS_CELL_RANGE_JUMP] = "#7a4a1a",
    [TS_CELL_AREA] = "#2a5a5a",
    [TS_CELL_ANYWHERE] = "#4b3b6e",
  };

  gdk_rgba_parse (rgba, (dark ? dark_colours : light_colours)[kind]);
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* ---- the widget ---- */

#define MIN_CELL 14
#define DEFAULT_NATURAL_SIZE 308

struct _TsMovementDiagram {
  GtkWidget parent_instance;

  TsPieceType type;
  TsRules rules;
  int natural_size;
  TsPiecePainter *painter;
  /* Symbol layouts for `layout_cell` pixels, keyed by the symbol. */
  GHashTable *layouts;
  int layout_cell;
};

G_DEFINE_FINAL_TYPE (TsMovementDiagram, ts_movement_diagram, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PIECE_TYPE,
  PROP_NATURAL_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  int radius;
  int cell;        /* side of a cell, logical pixels */
  double x0, y0;   /* top-left corner of the grid */
} Grid;

static gboolean
get_grid (TsMovementDiagram *self, Grid *g)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  int n;

  if (self->type == TS_PIECE_NONE)
    return FALSE;
  g->radius = ts_movement_diagram_radius (self->rules, self->type);
  n = 2 * g->radius + 1;
  g->cell = MIN (w, h) / n;
  if (g->cell <= 0)
    return FALSE;
  g->x0 = floor ((w - n * g->cell) / 2.0);
  g->y0 = floor ((h - n * g->cell) / 2.0);
  return TRUE;
}

gboolean
ts_movement_diagram_cell_bounds (TsMovementDiagram *self, int right, int forward, graphene_rect_t *bounds)
{
  Grid g;

  g_return_val_if_fail (TS_IS_MOVEMENT_DIAGRAM (self), FALSE);
  if (!get_grid (self, &g) || ABS (right) > g.radius || ABS (forward) > g.radius)
    return FALSE;
  graphene_rect_init (bounds, g.x0 + (g.radius + right) * g.cell, g.y0 + (g.radius - forward) * g.cell, g.cell,
                      g.cell);
  return TRUE;
}

static PangoLayout *
symbol_layout (TsMovementDiagram *self, const char *symbol, int cell)
{
  PangoLayout *layout;

  if (cell != self->layout_cell)
    {
      g_hash_table_remove_all (self->layouts);
      self->layout_cell = cell;
    }
  layout = g_hash_table_lookup (self->layouts, symbol);
  if (layout == NULL)
    {
      g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), symbol);
      pango_font_description_set_absolute_size (font, 0.58 * cell * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      g_hash_table_insert (self->layouts, (gpointer) symbol, layout);
    }
  return layout;
}

/* The symbol centred on its ink: box-drawing lines must meet the cell's
 * middle whatever the font's metrics. */
static void
draw_symbol (TsMovementDiagram *self, GtkSnapshot *snapshot, const graphene_rect_t *r, const char *symbol,
             gboolean dark)
{
  PangoLayout *layout = symbol_layout (self, symbol, (int) r->size.width);
  PangoRectangle ink;
  GdkRGBA colour = dark ? (GdkRGBA) { 0.93, 0.93, 0.93, 1 } : (GdkRGBA) { 0.13, 0.13, 0.13, 1 };

  pango_layout_get_pixel_extents (layout, &ink, NULL);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (round (r->origin.x + r->size.width / 2 - ink.x - ink.width / 2.0),
                                                round (r->origin.y + r->size.height / 2 - ink.y - ink.height / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, &colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_piece (TsMovementDiagram *self, GtkSnapshot *snapshot, const graphene_rect_t *r)
{
  int px = (int) ceil (r->size.width * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  gtk_snapshot_append_texture (snapshot,
                               ts_piece_painter_get_texture (self->painter, ts_piece_for_type (self->rules, self->type), px), r);
}

/* The grid lines of a wikitable, over the cell fills. */
static void
draw_lines (GtkSnapshot *snapshot, const Grid *g, gboolean dark)
{
  GdkRGBA line = dark ? (GdkRGBA) { 0.37, 0.37, 0.40, 1 } : (GdkRGBA) { 0.64, 0.66, 0.69, 1 };
  int n = 2 * g->radius + 1;
  double len = n * g->cell;

  for (int i = 0; i <= n; i++)
    {
      gtk_snapshot_append_color (snapshot, &line, &GRAPHENE_RECT_INIT (g->x0 + i * g->cell - 0.5, g->y0, 1, len));
      gtk_snapshot_append_color (snapshot, &line, &GRAPHENE_RECT_INIT (g->x0, g->y0 + i * g->cell - 0.5, len, 1));
    }
}

static void
ts_movement_diagram_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TsMovementDiagram *self = TS_MOVEMENT_DIAGRAM (widget);
  gboolean dark = is_dark ();
  Grid g;

  if (!get_grid (self, &g))
    return;
  for (int forward = g.radius; forward >= -g.radius; forward--)
    for (int right = -g.radius; right <= g.radius; right++)
      {
        TsDiagramCell c = ts_movement_diagram_cell (self->rules, self->type, right, forward);
        graphene_rect_t r;
        GdkRGBA fill;

        ts_movement_diagram_cell_bounds (self, right, forward, &r);
        ts_cell_kind_colour (c.kind, dark, &fill);
        gtk_snapshot_append_color (snapshot, &fill, &r);
        if (c.kind == TS_CELL_PIECE)
          draw_piece (self, snapshot, &r);
        else if (c.symbol != NULL)
          draw_symbol (self, snapshot, &r, c.symbol, dark);
      }
  draw_lines (snapshot, &g, dark);
}

/* Square: as tall as it is wide. */
static GtkSizeRequestMode
ts_movement_diagram_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_movement_diagram_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                             int *natural, int *minimum_baseline, int *natural_baseline)
{
  TsMovementDiagram *self = TS_MOVEMENT_DIAGRAM (widget);
  int n = 2 * (self->type != TS_PIECE_NONE ? ts_movement_diagram_radius (self->rules, self->type) : 3) + 1;

  *minimum = n * MIN_CELL + 1;
  *natural = MAX (*minimum, self->natural_size);
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    *minimum = *natural = MAX (*minimum, MIN (for_size, *natural));
}

void
ts_movement_diagram_set_piece_type (TsMovementDiagram *self, TsPieceType type)
{
  g_return_if_fail (TS_IS_MOVEMENT_DIAGRAM (self));
  g_return_if_fail (type < TS_N_PIECE_TYPES);

  if (self->type == type)
    return;
  self->type = type;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_TYPE]);
}

TsPieceType
ts_movement_diagram_get_piece_type (TsMovementDiagram *self)
{
  g_return_val_if_fail (TS_IS_MOVEMENT_DIAGRAM (self), TS_PIECE_NONE);
  return self->type;
}

void
ts_movement_diagram_set_rules (TsMovementDiagram *self, TsRules rules)
{
  g_return_if_fail (TS_IS_MOVEMENT_DIAGRAM (self));
  g_return_if_fail (rules < TS_N_RULES);

  if (self->rules == rules)
    return;
  self->rules = rules;
  ts_piece_painter_set_rules (self->painter, rules);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

TsRules
ts_movement_diagram_get_rules (TsMovementDiagram *self)
{
  g_return_val_if_fail (TS_IS_MOVEMENT_DIAGRAM (self), TS_RULES_STANDARD);
  return self->rules;
}

void
ts_movement_diagram_set_label_style (TsMovementDiagram *self, TsLabelStyle style)
{
  g_return_if_fail (TS_IS_MOVEMENT_DIAGRAM (self));
  ts_piece_painter_set_label_style (self->painter, style);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ts_movement_diagram_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PIECE_TYPE:
      g_value_set_uint (value, TS_MOVEMENT_DIAGRAM (object)->type);
      break;
    case PROP_NATURAL_SIZE:
      g_value_set_int (value, TS_MOVEMENT_DIAGRAM (object)->natural_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_movement_diagram_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PIECE_TYPE:
      ts_movement_diagram_set_piece_type (TS_MOVEMENT_DIAGRAM (object), g_value_get_uint (value));
      break;
    case PROP_NATURAL_SIZE:
      TS_MOVEMENT_DIAGRAM (object)->natural_size = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (object));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_movement_diagram_dispose (GObject *object)
{
  TsMovementDiagram *self = TS_MOVEMENT_DIAGRAM (object);

  g_clear_object (&self->painter);
  g_clear_pointer (&self->layouts, g_hash_table_unref);
  G_OBJECT_CLASS (ts_movement_diagram_parent_class)->dispose (object);
}

static void
ts_movement_diagram_class_init (TsMovementDiagramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_movement_diagram_get_property;
  object_class->set_property = ts_movement_diagram_set_property;
  object_class->dispose = ts_movement_diagram_dispose;
  widget_class->snapshot = ts_movement_diagram_snapshot;
  widget_class->measure = ts_movement_diagram_measure;
  widget_class->get_request_mode = ts_movement_diagram_get_request_mode;

  properties[PROP_PIECE_TYPE] = g_param_spec_uint ("piece-type", NULL, NULL, 0, TS_N_PIECE_TYPES - 1, 0,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                     | G_PARAM_EXPLICIT_NOTIFY);
  /* The side it asks for when there is room (smaller in previews). */
  properties[PROP_NATURAL_SIZE] = g_param_spec_int ("natural-size", NULL, NULL, 64, 2048, DEFAULT_NATURAL_SIZE,
                                                    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "ts-movement-diagram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ts_movement_diagram_init (TsMovementDiagram *self)
{
  self->natural_size = DEFAULT_NATURAL_SIZE;
  self->painter = ts_piece_painter_new ();
  self->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  /* the colours follow the light or dark style */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
ts_movement_diagram_new (void)
{
  return g_object_new (TS_TYPE_MOVEMENT_DIAGRAM, NULL);
}
