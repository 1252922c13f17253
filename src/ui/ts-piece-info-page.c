/* ts-piece-info-page.c — see ts-piece-info-page.h.  Everything shown is
 * read from the piece table: the diagram from its movement, the words
 * from ts_piece_describe(), names and values from its row. */
#include "ts-piece-info-page.h"
#include "ts-piece-info-page-private.h"

#include <glib/gi18n.h>

#include "ts-movement-diagram.h"
#include "ts-piece-icon.h"
#include "ts-piece-search.h"
#include "ts-piece-item.h"
#include "ts-piece-text.h"
#include "ts-ui.h"

struct _TsPieceInfoPage {
  GtkWidget parent_instance;

  GtkDropDown *chooser;
  GtkLabel *name_label;
  GtkLabel *names_label;
  TsMovementDiagram *diagram;
  GtkFlowBox *legend;
  GtkLabel *description_label;
  GtkLabel *value_label;
  AdwActionRow *promotion_row;
  AdwActionRow *origin_row;
  AdwActionRow *betza_row;

  TsPieceType type;
  TsRules rules;
  gboolean swapping_list;    /* the chooser's list is being replaced */
};

G_DEFINE_FINAL_TYPE (TsPieceInfoPage, ts_piece_info_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PIECE_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the legend: the kinds of cell this diagram uses ---- */

static const char *
kind_caption (TsCellKind kind)
{
  switch (kind)
    {
    case TS_CELL_STEP: return _("step");
    case TS_CELL_JUMP: return _("jump");
    case TS_CELL_IGUI: return _("lion step, igui");
    case TS_CELL_LION: return _("lion jump or double step");
    case TS_CELL_RANGE: return _("any distance");
    case TS_CELL_HOOK_TURN: return _("may turn 90°");
    case TS_CELL_HOOK_REACH: return _("after the turn");
    case TS_CELL_RANGE_JUMP: return _("any distance, capturing by jumping lower-ranked pieces");
    case TS_CELL_AREA: return _("area move: up to three king steps");
    case TS_CELL_ANYWHERE: return _("anywhere on the board");
    default: return NULL;
    }
}

static const char *
kind_css_class (TsCellKind kind)
{
  switch (kind)
    {
    case TS_CELL_STEP: return "ts-cell-step";
    case TS_CELL_JUMP: return "ts-cell-jump";
    case TS_CELL_IGUI: case TS_CELL_LION: return "ts-cell-lion";
    case TS_CELL_ANYWHERE: return "ts-cell-anywhere";
    case TS_CELL_HOOK_TURN: return "ts-cell-hook-turn";
    case TS_CELL_HOOK_REACH: return "ts-cell-hook-reach";
    case TS_CELL_RANGE_JUMP: return "ts-cell-range-jump";
    case TS_CELL_AREA: return "ts-cell-area";
    default: return "ts-cell-range";
    }
}

static GtkWidget *
legend_entry (TsCellKind kind, const char *symbol)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *chip = gtk_label_new (symbol != NULL ? symbol : " ");
  GtkWidget *caption = gtk_label_new (kind_caption (kind));

  gtk_widget_add_css_class (chip, "ts-legend-chip");
  gtk_widget_add_css_class (chip, kind_css_class (kind));
  gtk_widget_add_css_class (caption, "caption");
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_box_append (GTK_BOX (box), chip);
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static void
update_legend (TsPieceInfoPage *self)
{
  int radius = ts_movement_diagram_radius (self->rules, self->type);
  const char *symbols[TS_CELL_ANYWHERE + 1] = { NULL };
  gboolean seen[TS_CELL_ANYWHERE + 1] = { FALSE };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->legend))) != NULL)
    gtk_flow_box_remove (self->legend, child);
  for (int f = radius; f >= -radius; f--)
    for (int r = -radius; r <= radius; r++)
      {
        TsDiagramCell c = ts_movement_diagram_cell (self->rules, self->type, r, f);

        if (!seen[c.kind] || symbols[c.kind] == NULL)
          symbols[c.kind] = c.symbol;
        seen[c.kind] = TRUE;
      }
  for (TsCellKind k = TS_CELL_STEP; k <= TS_CELL_ANYWHERE; k++)
    if (seen[k])
      {
        GtkWidget *entry = legend_entry (k, symbols[k]);

        gtk_flow_box_append (self->legend, entry);
        /* a legend to read, not to act on: Tab passes it by */
        gtk_widget_set_focusable (gtk_widget_get_parent (entry), FALSE);
      }
}

/* ---- the piece ---- */

static char *
origins_text (TsRules rules, TsPieceType type, TsPieceType *first)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  *first = TS_PIECE_NONE;
  for (TsPieceType t = 1; t < TS_N_PIECE_TYPES; t++)
    if (ts_rules_piece_info (rules, t)->promotes_to == type)
      {
        if (*first == TS_PIECE_NONE)
          *first = t;
        g_ptr_array_add (names, (gpointer) ts_piece_display_name (t));
      }
  g_ptr_array_add (names, NULL);
  return g_strjoinv (", ", (char **) names->pdata);
}

static void
update_promotion_rows (TsPieceInfoPage *self)
{
  const TsPieceInfo *info = ts_rules_piece_info (self->rules, self->type);
  TsPieceType first;
  g_autofree char *origins = origins_text (self->rules, self->type, &first);

  gtk_widget_set_visible (GTK_WIDGET (self->promotion_row), info->promotes_to != TS_PIECE_NONE);
  if (info->promotes_to != TS_PIECE_NONE)
    {
      const TsPieceInfo *promo = ts_rules_piece_info (self->rules, info->promotes_to);
      g_autofree char *value = ts_piece_value_text (promo);
      /* TRANSLATORS: a piece name and its value: "Furious fiend, value 24" */
      g_autofree char *text = g_strdup_printf (_("%s, value %s"), ts_piece_display_name (info->promotes_to), value);

      adw_action_row_set_subtitle (self->promotion_row, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->origin_row), first != TS_PIECE_NONE);
  adw_action_row_set_subtitle (self->origin_row, origins);
}

static void
select_in_chooser (TsPieceInfoPage *self)
{
  GListModel *pieces = gtk_drop_down_get_model (self->chooser);

  /* The list holds the rule set's types in table order. */
  for (guint i = 0; i < g_list_model_get_n_items (pieces); i++)
    {
      g_autoptr (TsPieceItem) item = g_list_model_get_item (pieces, i);

      if (ts_piece_item_get_piece_type (item) == self->type)
        {
          if (gtk_drop_down_get_selected (self->chooser) != i)
            gtk_drop_down_set_selected (self->chooser, i);
          return;
        }
    }
}

/* Shows the page's type afresh. */
static void
show_type (TsPieceInfoPage *self)
{
  TsPieceType type = self->type;
  const TsPieceInfo *info = ts_rules_piece_info (self->rules, type);
  g_autofree char *names = NULL;
  g_autofree char *value = NULL;
  g_autofree char *description = NULL;

  /* In Japanese the heading is the kanji already: it is not said twice. */
  if (g_str_equal (ts_piece_display_name (type), info->kanji))
    names = info->abbrev != NULL ? g_strdup_printf ("%s · %s", info->romaji, info->abbrev) : g_strdup (info->romaji);
  /* TRANSLATORS: kanji and rōmaji, then the setup abbreviation if any */
  else if (info->abbrev != NULL)
    names = g_strdup_printf (_("%s · %s · %s"), info->kanji, info->romaji, info->abbrev);
  else
    names = g_strdup_printf ("%s · %s", info->kanji, info->romaji);
  value = ts_piece_value_text (info);
  description = ts_piece_describe (self->rules, type);

  gtk_label_set_text (self->name_label, ts_piece_display_name (type));
  gtk_label_set_text (self->names_label, names);
  gtk_label_set_text (self->value_label, value);
  gtk_label_set_text (self->description_label, description);
  adw_action_row_set_subtitle (self->betza_row, ts_rules_piece_betza (self->rules, type));
  ts_movement_diagram_set_rules (self->diagram, self->rules);
  ts_movement_diagram_set_piece_type (self->diagram, type);
  update_promotion_rows (self);
  update_legend (self);
  select_in_chooser (self);
}

void
ts_piece_info_page_set_piece_type (TsPieceInfoPage *self, TsPieceType type)
{
  g_return_if_fail (TS_IS_PIECE_INFO_PAGE (self));
  g_return_if_fail (type > TS_PIECE_NONE && type < TS_N_PIECE_TYPES);

  if (self->type == type)
    return;
  self->type = type;
  show_type (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_TYPE]);
}

void
ts_piece_info_page_set_rules (TsPieceInfoPage *self, TsRules rules)
{
  g_autoptr (GListModel) pieces = NULL;

  g_return_if_fail (TS_IS_PIECE_INFO_PAGE (self));
  g_return_if_fail (rules < TS_N_RULES);
  if (self->rules == rules)
    return;
  self->rules = rules;
  pieces = ts_piece_item_list (rules);
  /* the new list selects its first row: that is not the user's choice */
  self->swapping_list = TRUE;
  gtk_drop_down_set_model (self->chooser, pieces);
  ts_piece_search_drop_down (self->chooser, TS_TYPE_PIECE_ITEM);
  self->swapping_list = FALSE;
  if (!ts_rules_has_type (rules, self->type))
    ts_piece_info_page_set_piece_type (self, TS_PIECE_LION);
  else
    show_type (self);
}

TsRules
ts_piece_info_page_get_rules (TsPieceInfoPage *self)
{
  g_return_val_if_fail (TS_IS_PIECE_INFO_PAGE (self), TS_RULES_STANDARD);
  return self->rules;
}

TsPieceType
ts_piece_info_page_get_piece_type (TsPieceInfoPage *self)
{
  g_return_val_if_fail (TS_IS_PIECE_INFO_PAGE (self), TS_PIECE_NONE);
  return self->type;
}

void
ts_piece_info_page_set_label_style (TsPieceInfoPage *self, TsLabelStyle style)
{
  g_return_if_fail (TS_IS_PIECE_INFO_PAGE (self));
  ts_movement_diagram_set_label_style (self->diagram, style);
}

const char *
ts_piece_info_page_get_description (TsPieceInfoPage *self)
{
  g_return_val_if_fail (TS_IS_PIECE_INFO_PAGE (self), NULL);
  return gtk_label_get_text (self->description_label);
}

gboolean
ts_piece_info_page_show_promotion (TsPieceInfoPage *self)
{
  TsPieceType promo;

  g_return_val_if_fail (TS_IS_PIECE_INFO_PAGE (self), FALSE);
  promo = ts_rules_piece_info (self->rules, self->type)->promotes_to;
  if (promo == TS_PIECE_NONE)
    return FALSE;
  ts_piece_info_page_set_piece_type (self, promo);
  return TRUE;
}

static void
on_promotion_clicked (TsPieceInfoPage *self)
{
  ts_piece_info_page_show_promotion (self);
}

static void
on_origin_clicked (TsPieceInfoPage *self)
{
  TsPieceType first = ts_piece_type_promoted_from (self->rules, self->type);

  if (first != TS_PIECE_NONE)
    ts_piece_info_page_set_piece_type (self, first);
}

static void
on_chooser_selected (TsPieceInfoPage *self)
{
  TsPieceItem *item = gtk_drop_down_get_selected_item (self->chooser);

  if (item != NULL && !self->swapping_list)
    ts_piece_info_page_set_piece_type (self, ts_piece_item_get_piece_type (item));
}

/* ---- the chooser's rows: wedge, name, kanji ---- */

static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *kanji = gtk_label_new (NULL);

  gtk_box_append (GTK_BOX (box), ts_piece_icon_new (TS_EMPTY, 24));
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_widget_add_css_class (kanji, "dim-label");
  gtk_box_append (GTK_BOX (box), kanji);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *list_item, TsPieceInfoPage *self)
{
  TsPieceItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *icon = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));
  GtkWidget *name = gtk_widget_get_next_sibling (icon);
  TsPieceType type = ts_piece_item_get_piece_type (item);

  ts_piece_icon_set_rules (TS_PIECE_ICON (icon), self->rules);
  ts_piece_icon_set_piece (TS_PIECE_ICON (icon), ts_piece_item_get_piece (item));
  gtk_label_set_text (GTK_LABEL (name), ts_piece_display_name (type));
  /* the kanji beside the name, unless the name is the kanji (Japanese) */
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (name)),
                      g_str_equal (ts_piece_display_name (type), ts_piece_info (type)->kanji) ? ""
                                                                                              : ts_piece_info (type)->kanji);
}

static void
set_up_chooser (TsPieceInfoPage *self)
{
  g_autoptr (GListModel) pieces = ts_piece_item_list (self->rules);
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice), self);
  gtk_drop_down_set_factory (self->chooser, factory);
  gtk_drop_down_set_model (self->chooser, pieces);
  /* names are found by any word, as in the value table */
  ts_piece_search_drop_down (self->chooser, TS_TYPE_PIECE_ITEM);
  g_signal_connect_swapped (self->chooser, "notify::selected", G_CALLBACK (on_chooser_selected), self);
}

/* ---- life cycle ---- */

static void
ts_piece_info_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PIECE_TYPE:
      g_value_set_uint (value, TS_PIECE_INFO_PAGE (object)->type);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_piece_info_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PIECE_TYPE:
      ts_piece_info_page_set_piece_type (TS_PIECE_INFO_PAGE (object), g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_piece_info_page_dispose (GObject *object)
{
  ts_ui_dispose_children (GTK_WIDGET (object), TS_TYPE_PIECE_INFO_PAGE);
  G_OBJECT_CLASS (ts_piece_info_page_parent_class)->dispose (object);
}

static void
ts_piece_info_page_class_init (TsPieceInfoPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_piece_info_page_get_property;
  object_class->set_property = ts_piece_info_page_set_property;
  object_class->dispose = ts_piece_info_page_dispose;

  properties[PROP_PIECE_TYPE] = g_param_spec_uint ("piece-type", NULL, NULL, 1, TS_N_PIECE_TYPES - 1, 1,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                     | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  ts_ui_init ();
  g_type_ensure (TS_TYPE_MOVEMENT_DIAGRAM);
  g_type_ensure (TS_TYPE_PIECE_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-piece-info-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, chooser);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, names_label);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, diagram);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, legend);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, description_label);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, value_label);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, promotion_row);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, origin_row);
  gtk_widget_class_bind_template_child (widget_class, TsPieceInfoPage, betza_row);
  gtk_widget_class_bind_template_callback (widget_class, on_promotion_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_origin_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ts_piece_info_page_init (TsPieceInfoPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  set_up_chooser (self);
  ts_piece_info_page_set_piece_type (self, TS_PIECE_LION);
}

