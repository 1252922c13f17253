/* ts-record-row.c — see ts-record-row.h.  Each side's fields are also
 * properties, so row widgets can follow changes with notify. */
#include "ts-record-row.h"

struct _TsRecordRow {
  GObject parent_instance;
  guint number;
  char *notation[2];
  guint ply[2];
  gboolean redo[2];
  gboolean shown[2];
};

G_DEFINE_FINAL_TYPE (TsRecordRow, ts_record_row, G_TYPE_OBJECT)

/* Per side: notation, ply, redo, shown; Black's block first. */
enum {
  PROP_0,
  PROP_NUMBER,
  PROP_BLACK_NOTATION,
  PROP_BLACK_PLY,
  PROP_BLACK_REDO,
  PROP_BLACK_SHOWN,
  PROP_WHITE_NOTATION,
  PROP_WHITE_PLY,
  PROP_WHITE_REDO,
  PROP_WHITE_SHOWN,
  N_PROPS
};

#define SIDE_FIELDS 4
#define SIDE_PROP(side, field) (PROP_BLACK_NOTATION + (side) * SIDE_FIELDS + (field))

static GParamSpec *properties[N_PROPS];

static void
ts_record_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsRecordRow *self = TS_RECORD_ROW (object);
  int side, field;

  if (prop_id == PROP_NUMBER)
    {
      g_value_set_uint (value, self->number);
      return;
    }
  if (prop_id < PROP_BLACK_NOTATION || prop_id >= N_PROPS)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  side = (prop_id - PROP_BLACK_NOTATION) / SIDE_FIELDS;
  field = (prop_id - PROP_BLACK_NOTATION) % SIDE_FIELDS;
  switch (field)
    {
    case 0: g_value_set_string (value, self->notation[side]); break;
    case 1: g_value_set_uint (value, self->ply[side]); break;
    case 2: g_value_set_boolean (value, self->redo[side]); break;
    default: g_value_set_boolean (value, self->shown[side]); break;
    }
}

static void
ts_record_row_finalize (GObject *object)
{
  TsRecordRow *self = TS_RECORD_ROW (object);

  g_free (self->notation[0]);
  g_free (self->notation[1]);
  G_OBJECT_CLASS (ts_record_row_parent_class)->finalize (object);
}

static void
install_side (GObjectClass *klass, TsColor side, const char *prefix)
{
  g_autofree char *notation = g_strconcat (prefix, "-notation", NULL);
  g_autofree char *ply = g_strconcat (prefix, "-ply", NULL);
  g_autofree char *redo = g_strconcat (prefix, "-redo", NULL);
  g_autofree char *shown = g_strconcat (prefix, "-shown", NULL);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_NICK | G_PARAM_STATIC_BLURB;

  properties[SIDE_PROP (side, 0)] = g_param_spec_string (g_intern_string (notation), NULL, NULL, NULL, flags);
  properties[SIDE_PROP (side, 1)] = g_param_spec_uint (g_intern_string (ply), NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[SIDE_PROP (side, 2)] = g_param_spec_boolean (g_intern_string (redo), NULL, NULL, FALSE, flags);
  properties[SIDE_PROP (side, 3)] = g_param_spec_boolean (g_intern_string (shown), NULL, NULL, FALSE, flags);
}

static void
ts_record_row_class_init (TsRecordRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ts_record_row_get_property;
  object_class->finalize = ts_record_row_finalize;
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  install_side (object_class, TS_BLACK, "black");
  install_side (object_class, TS_WHITE, "white");
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_record_row_init (TsRecordRow *self)
{
}

TsRecordRow *
ts_record_row_new (guint number)
{
  TsRecordRow *self = g_object_new (TS_TYPE_RECORD_ROW, NULL);

  self->number = number;
  return self;
}

guint
ts_record_row_get_number (TsRecordRow *self)
{
  g_return_val_if_fail (TS_IS_RECORD_ROW (self), 0);
  return self->number;
}

void
ts_record_row_get_cell (TsRecordRow *self, TsColor side, TsRecordCell *cell)
{
  g_return_if_fail (TS_IS_RECORD_ROW (self));
  cell->notation = self->notation[side];
  cell->ply = self->ply[side];
  cell->redo = self->redo[side];
  cell->shown = self->shown[side];
}

void
ts_record_row_set_cell (TsRecordRow *self, TsColor side, const TsRecordCell *cell)
{
  g_return_if_fail (TS_IS_RECORD_ROW (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (g_strcmp0 (self->notation[side], cell->notation) != 0)
    {
      g_free (self->notation[side]);
      self->notation[side] = g_strdup (cell->notation);
      g_object_notify_by_pspec (G_OBJECT (self), properties[SIDE_PROP (side, 0)]);
    }
  if (self->ply[side] != cell->ply)
    {
      self->ply[side] = cell->ply;
      g_object_notify_by_pspec (G_OBJECT (self), properties[SIDE_PROP (side, 1)]);
    }
  if (self->redo[side] != !!cell->redo)
    {
      self->redo[side] = !!cell->redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[SIDE_PROP (side, 2)]);
    }
  if (self->shown[side] != !!cell->shown)
    {
      self->shown[side] = !!cell->shown;
      g_object_notify_by_pspec (G_OBJECT (self), properties[SIDE_PROP (side, 3)]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
