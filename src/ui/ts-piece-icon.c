/* ts-piece-icon.c — see ts-piece-icon.h.
 *
 * A painter keeps textures of one size only, so icons share one painter
 * per device size: a list of a hundred icons renders each face once.
 */
#include "ts-piece-icon.h"

#include <math.h>

#include "ts-piece-textures.h"

#define DEFAULT_SIZE 24

struct _TsPieceIcon {
  GtkWidget parent_instance;
  TsPiece piece;
  int size;
  TsRules rules;
};

G_DEFINE_FINAL_TYPE (TsPieceIcon, ts_piece_icon, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PIECE,
  PROP_SIZE,
  PROP_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TsPiecePainter *
painter_for (int px, TsRules rules)
{
  static GHashTable *painters = NULL;
  gpointer key = GINT_TO_POINTER (px * TS_N_RULES + (int) rules);
  TsPiecePainter *painter;

  if (painters == NULL)
    painters = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_object_unref);
  painter = g_hash_table_lookup (painters, key);
  if (painter == NULL)
    {
      painter = ts_piece_painter_new ();
      ts_piece_painter_set_rules (painter, rules);
      g_hash_table_insert (painters, key, painter);
    }
  return painter;
}

static void
ts_piece_icon_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TsPieceIcon *self = TS_PIECE_ICON (widget);
  int side = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  int px = (int) ceil (side * gtk_widget_get_scale_factor (widget));

  if (self->piece == TS_EMPTY || self->piece == TS_OFFBOARD || px <= 0)
    return;
  gtk_snapshot_append_texture (snapshot, ts_piece_painter_get_texture (painter_for (px, self->rules), self->piece, px),
                               &GRAPHENE_RECT_INIT ((gtk_widget_get_width (widget) - side) / 2.0,
                                                    (gtk_widget_get_height (widget) - side) / 2.0, side, side));
}

static void
ts_piece_icon_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                       int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = TS_PIECE_ICON (widget)->size;
}

void
ts_piece_icon_set_piece (TsPieceIcon *self, TsPiece piece)
{
  g_return_if_fail (TS_IS_PIECE_ICON (self));
  if (self->piece == piece)
    return;
  self->piece = piece;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE]);
}

static void
ts_piece_icon_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsPieceIcon *self = TS_PIECE_ICON (object);

  switch (prop_id)
    {
    case PROP_PIECE:
      g_value_set_uint (value, self->piece);
      break;
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    case PROP_RULES:
      g_value_set_uint (value, self->rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_piece_icon_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsPieceIcon *self = TS_PIECE_ICON (object);

  switch (prop_id)
    {
    case PROP_PIECE:
      ts_piece_icon_set_piece (self, g_value_get_uint (value));
      break;
    case PROP_SIZE:
      self->size = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_RULES:
      ts_piece_icon_set_rules (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_piece_icon_class_init (TsPieceIconClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_piece_icon_get_property;
  object_class->set_property = ts_piece_icon_set_property;
  widget_class->snapshot = ts_piece_icon_snapshot;
  widget_class->measure = ts_piece_icon_measure;

  properties[PROP_PIECE] = g_param_spec_uint ("piece", NULL, NULL, 0, G_MAXUINT16, 0,
                                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SIZE] = g_param_spec_int ("size", NULL, NULL, 8, 256, DEFAULT_SIZE,
                                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* a TsRules: what a promoted face is drawn as (+LN: a lion hawk in
   * tenjiku, a furious fiend in tai) */
  properties[PROP_RULES] = g_param_spec_uint ("rules", NULL, NULL, 0, TS_N_RULES - 1, 0,
                                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "ts-piece-icon");
}

static void
ts_piece_icon_init (TsPieceIcon *self)
{
  self->size = DEFAULT_SIZE;
}

GtkWidget *
ts_piece_icon_new (TsPiece piece, int size)
{
  return g_object_new (TS_TYPE_PIECE_ICON, "piece", (guint) piece, "size", size, NULL);
}

void
ts_piece_icon_set_rules (TsPieceIcon *self, TsRules rules)
{
  g_return_if_fail (TS_IS_PIECE_ICON (self));
  g_return_if_fail (rules < TS_N_RULES);
  if (self->rules == rules)
    return;
  self->rules = rules;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

TsRules
ts_piece_icon_get_rules (TsPieceIcon *self)
{
  g_return_val_if_fail (TS_IS_PIECE_ICON (self), TS_RULES_STANDARD);
  return self->rules;
}
