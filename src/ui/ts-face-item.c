/* ts-face-item.c — see ts-face-item.h.  The names and the search text
 * come from the piece table: a promoted face is named by what it has
 * become, and found by what it came from too. */
#include "ts-face-item.h"

#include <glib/gi18n.h>

#include "ts-piece-item.h"
#include "ts-position-editor.h"

struct _TsFaceItem {
  GObject parent_instance;
  TsPiece face;
  TsRules rules;
  TsColor color;
  char *name;
  char *token;
  char *search_text;
};

G_DEFINE_FINAL_TYPE (TsFaceItem, ts_face_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PIECE,
  PROP_RULES,
  PROP_NAME,
  PROP_TOKEN,
  PROP_SEARCH_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ts_face_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsFaceItem *self = TS_FACE_ITEM (object);

  switch (prop_id)
    {
    case PROP_PIECE:
      g_value_set_uint (value, ts_face_item_get_piece (self));
      break;
    case PROP_RULES:
      g_value_set_uint (value, self->rules);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_TOKEN:
      g_value_set_string (value, self->token);
      break;
    case PROP_SEARCH_TEXT:
      g_value_set_string (value, self->search_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_face_item_finalize (GObject *object)
{
  TsFaceItem *self = TS_FACE_ITEM (object);

  g_free (self->name);
  g_free (self->token);
  g_free (self->search_text);
  G_OBJECT_CLASS (ts_face_item_parent_class)->finalize (object);
}

static void
ts_face_item_class_init (TsFaceItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags readable = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = ts_face_item_get_property;
  object_class->finalize = ts_face_item_finalize;
  properties[PROP_PIECE] = g_param_spec_uint ("piece", NULL, NULL, 0, G_MAXUINT16, 0, readable);
  /* the TsRules it is a face of: what its icon draws a promoted face as */
  properties[PROP_RULES] = g_param_spec_uint ("rules", NULL, NULL, 0, TS_N_RULES - 1, 0, readable);
  /* what the face is: "Gold general" for +HM */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, readable);
  /* its TSFEN token in Black's case: "+HM" */
  properties[PROP_TOKEN] = g_param_spec_string ("token", NULL, NULL, NULL, readable);
  /* names in both languages, kanji, rōmaji and abbreviation, of the face
   * and of the piece it promoted from */
  properties[PROP_SEARCH_TEXT] = g_param_spec_string ("search-text", NULL, NULL, NULL, readable);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_face_item_init (TsFaceItem *self)
{
}

TsFaceItem *
ts_face_item_new (TsRules rules, TsPiece face, TsColor color)
{
  TsFaceItem *self = g_object_new (TS_TYPE_FACE_ITEM, NULL);
  TsPieceType type = TS_PIECE_TYPE (face);
  TsPieceType shown = TS_PIECE_IS_PROMOTED (face) ? ts_rules_piece_info (rules, type)->promotes_to : type;
  g_autofree char *shown_text = ts_piece_type_search_text (shown);
  g_autofree char *from_text = ts_piece_type_search_text (type);

  self->face = TS_PIECE_FACE (face);
  self->rules = rules;
  self->color = color;
  /* the rule set's token: tenjiku's fire demon is FD, tai's flying dragon */
  self->token = ts_rules_piece_to_token (rules, self->face);
  if (TS_PIECE_IS_PROMOTED (face))
    /* TRANSLATORS: a promoted piece in the position editor's palette, e.g.
     * "Gold general (promoted Hook mover)" */
    self->name = g_strdup_printf (_("%s (promoted %s)"), ts_piece_display_name (shown), ts_piece_display_name (type));
  else
    self->name = g_strdup (ts_piece_display_name (type));
  self->search_text = g_strjoin (" ", self->name, self->token, shown_text, from_text, NULL);
  return self;
}

TsPiece
ts_face_item_get_piece (TsFaceItem *self)
{
  g_return_val_if_fail (TS_IS_FACE_ITEM (self), TS_EMPTY);
  return self->color == TS_WHITE ? self->face | TS_PIECE_WHITE : self->face;
}

void
ts_face_item_set_color (TsFaceItem *self, TsColor color)
{
  g_return_if_fail (TS_IS_FACE_ITEM (self));
  if (self->color == color)
    return;
  self->color = color;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE]);
}

GListStore *
ts_face_item_list_new (TsRules rules, TsColor color)
{
  GListStore *store = g_list_store_new (TS_TYPE_FACE_ITEM);
  g_autoptr (GArray) faces = ts_position_editor_list_faces (rules);

  for (guint i = 0; i < faces->len; i++)
    {
      g_autoptr (TsFaceItem) item = ts_face_item_new (rules, g_array_index (faces, TsPiece, i), color);
      g_list_store_append (store, item);
    }
  return store;
}
