/* ts-piece-item.c — see ts-piece-item.h.  Properties mirror the piece
 * table's row so GtkExpressions can read them for sorting and binding. */
#include "ts-piece-item.h"

#include <gio/gio.h>

struct _TsPieceItem {
  GObject parent_instance;
  TsRules rules;
  TsPieceType type;
  char *search_text;
};

G_DEFINE_FINAL_TYPE (TsPieceItem, ts_piece_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PIECE_TYPE,
  PROP_PIECE,
  PROP_NAME,
  PROP_KANJI,
  PROP_ROMAJI,
  PROP_ABBREV,
  PROP_VALUE,
  PROP_VALUE_TEXT,
  PROP_PROMOTED_NAME,
  PROP_PROMOTED_VALUE,
  PROP_PROMOTED_VALUE_TEXT,
  PROP_SEARCH_TEXT,
  PROP_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
ts_piece_type_search_text (TsPieceType type)
{
  const TsPieceInfo *info = ts_piece_info (type);

  /* White's kanji too where they differ (王将 finds tenjiku's king) */
  return g_strjoin (" ", ts_piece_display_name (type), info->name, info->kanji,
                    info->kanji_white != NULL ? info->kanji_white : "", info->romaji,
                    info->abbrev != NULL ? info->abbrev : "", NULL);
}

TsPieceType
ts_piece_type_promoted_from (TsRules rules, TsPieceType type)
{
  for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
    if (ts_rules_piece_info (rules, t)->promotes_to == type)
      return t;
  return TS_PIECE_NONE;
}

TsPiece
ts_piece_for_type (TsRules rules, TsPieceType type)
{
  /* the rule set's: tenjiku's heavenly tetrarch is a promoted chariot
   * soldier, drawn and labelled +CS */
  if (ts_rules_type_is_promoted_only (rules, type))
    return TS_MAKE_PIECE (ts_piece_type_promoted_from (rules, type), TRUE, TS_BLACK);
  return TS_MAKE_PIECE (type, FALSE, TS_BLACK);
}

char *
ts_piece_value_text (const TsPieceInfo *info)
{
  if (info->value >= TS_VALUE_INFINITE)
    return g_strdup ("∞");
  if (info->value_is_estimate)
    return g_strdup_printf ("≈%u", info->value);
  return g_strdup_printf ("%u", info->value);
}

static const TsPieceInfo *
promoted_info (TsPieceItem *self)
{
  TsPieceType promo = ts_rules_piece_info (self->rules, self->type)->promotes_to;
  return promo != TS_PIECE_NONE ? ts_rules_piece_info (self->rules, promo) : NULL;
}

static void
ts_piece_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsPieceItem *self = TS_PIECE_ITEM (object);
  const TsPieceInfo *info = ts_rules_piece_info (self->rules, self->type);
  const TsPieceInfo *promo = promoted_info (self);

  switch (prop_id)
    {
    case PROP_PIECE_TYPE:
      g_value_set_uint (value, self->type);
      break;
    case PROP_PIECE:
      g_value_set_uint (value, ts_piece_for_type (self->rules, self->type));
      break;
    case PROP_NAME:
      g_value_set_string (value, ts_piece_display_name (self->type));
      break;
    case PROP_KANJI:
      g_value_set_string (value, info->kanji);
      break;
    case PROP_ROMAJI:
      g_value_set_string (value, info->romaji);
      break;
    case PROP_ABBREV:
      g_value_set_string (value, info->abbrev != NULL ? info->abbrev : "");
      break;
    case PROP_VALUE:
      g_value_set_uint (value, info->value);
      break;
    case PROP_VALUE_TEXT:
      g_value_take_string (value, ts_piece_value_text (info));
      break;
    case PROP_PROMOTED_NAME:
      g_value_set_string (value, promo != NULL ? ts_piece_display_name (info->promotes_to) : "");
      break;
    case PROP_PROMOTED_VALUE:
      g_value_set_uint (value, promo != NULL ? promo->value : 0);
      break;
    case PROP_PROMOTED_VALUE_TEXT:
      g_value_take_string (value, promo != NULL ? ts_piece_value_text (promo) : g_strdup (""));
      break;
    case PROP_RULES:
      g_value_set_uint (value, self->rules);
      break;
    case PROP_SEARCH_TEXT:
      g_value_set_string (value, self->search_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_piece_item_finalize (GObject *object)
{
  g_free (TS_PIECE_ITEM (object)->search_text);
  G_OBJECT_CLASS (ts_piece_item_parent_class)->finalize (object);
}

static GParamSpec *
string_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
uint_property (const char *name)
{
  return g_param_spec_uint (name, NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static void
ts_piece_item_class_init (TsPieceItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ts_piece_item_get_property;
  object_class->finalize = ts_piece_item_finalize;

  properties[PROP_PIECE_TYPE] = uint_property ("piece-type");
  properties[PROP_PIECE] = uint_property ("piece");
  properties[PROP_NAME] = string_property ("name");
  properties[PROP_KANJI] = string_property ("kanji");
  properties[PROP_ROMAJI] = string_property ("romaji");
  properties[PROP_ABBREV] = string_property ("abbrev");
  properties[PROP_VALUE] = uint_property ("value");
  properties[PROP_VALUE_TEXT] = string_property ("value-text");
  properties[PROP_PROMOTED_NAME] = string_property ("promoted-name");
  /* 0 for a piece that does not promote: such rows sort below the rest. */
  properties[PROP_PROMOTED_VALUE] = uint_property ("promoted-value");
  properties[PROP_PROMOTED_VALUE_TEXT] = string_property ("promoted-value-text");
  /* the rule set its piece is drawn in: tenjiku's promoted vertical
   * mover is a flying ox, tai's a gold general */
  properties[PROP_RULES] = uint_property ("rules");
  /* Everything a search may match: names, kanji, rōmaji, abbreviation. */
  properties[PROP_SEARCH_TEXT] = string_property ("search-text");
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_piece_item_init (TsPieceItem *self)
{
}

TsPieceItem *
ts_piece_item_new (TsRules rules, TsPieceType type)
{
  TsPieceItem *self;

  g_return_val_if_fail (type > TS_PIECE_NONE && type < TS_N_PIECE_TYPES, NULL);
  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  self = g_object_new (TS_TYPE_PIECE_ITEM, NULL);
  self->rules = rules;
  self->type = type;
  self->search_text = ts_piece_type_search_text (type);
  return self;
}

TsPieceType
ts_piece_item_get_piece_type (TsPieceItem *self)
{
  g_return_val_if_fail (TS_IS_PIECE_ITEM (self), TS_PIECE_NONE);
  return self->type;
}

TsPiece
ts_piece_item_get_piece (TsPieceItem *self)
{
  g_return_val_if_fail (TS_IS_PIECE_ITEM (self), TS_EMPTY);
  return ts_piece_for_type (self->rules, self->type);
}

GListModel *
ts_piece_item_list (TsRules rules)
{
  static GListStore *stores[TS_N_RULES];

  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  if (stores[rules] == NULL)
    {
      stores[rules] = g_list_store_new (TS_TYPE_PIECE_ITEM);
      for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
        if (ts_rules_has_type (rules, t))
          {
            g_autoptr (TsPieceItem) item = ts_piece_item_new (rules, t);
            g_list_store_append (stores[rules], item);
          }
    }
  return G_LIST_MODEL (g_object_ref (stores[rules]));
}
