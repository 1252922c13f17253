/* ts-side-panel.c — see ts-side-panel.h.
 *
 * The panel is the glue between its pages and the board: hovering or
 * picking a piece shows its diagram, the value table's selection rings
 * that type on the board while the table is in view, and the record
 * view browses the board's game.  All of it goes through the board
 * scene (the window's session's), which holds the move shown.
 */
#include "ts-side-panel.h"
#include "ts-side-panel-private.h"

#include <glib/gi18n.h>

#include "ts-ui.h"

struct _TsSidePanel {
  GtkWidget parent_instance;

  AdwViewStack *stack;
  TsPieceInfoPage *info_page;
  TsValueTable *value_table;
  TsRecordView *record_view;

  TsBoardScene *scene;        /* the board's model: pieces hovered, marks */
  GSignalGroup *scene_signals;
  TsLabelStyle label_style;
};

G_DEFINE_FINAL_TYPE (TsSidePanel, ts_side_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENE,
  PROP_LABEL_STYLE,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_piece_on_board (TsSidePanel *self, guint piece)
{
  ts_piece_info_page_set_piece_type (self->info_page,
                                     ts_piece_moves_as (ts_board_scene_get_position (self->scene)->rules, (TsPiece) piece));
}

/* The ring marks the table's selection only while the table is seen. */
static void
update_marked_type (TsSidePanel *self)
{
  TsPieceType type = ts_value_table_get_selected_type (self->value_table);
  gboolean values_shown = g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "values") == 0;

  if (self->scene != NULL)
    ts_board_scene_set_marked_type (self->scene, values_shown && gtk_widget_get_visible (GTK_WIDGET (self))
                                                  ? type : TS_PIECE_NONE);
}

static void
on_table_selection (TsSidePanel *self)
{
  TsPieceType type = ts_value_table_get_selected_type (self->value_table);

  if (type != TS_PIECE_NONE)
    ts_piece_info_page_set_piece_type (self->info_page, type);
  update_marked_type (self);
}

static void
on_show_details (TsSidePanel *self, guint type)
{
  ts_piece_info_page_set_piece_type (self->info_page, type);
  ts_side_panel_set_page (self, "piece");
}

void
ts_side_panel_set_scene (TsSidePanel *self, TsBoardScene *scene)
{
  g_return_if_fail (TS_IS_SIDE_PANEL (self));
  g_return_if_fail (scene == NULL || TS_IS_BOARD_SCENE (scene));

  /* the ring of the table's selection is left on no board */
  if (self->scene != NULL && self->scene != scene)
    ts_board_scene_set_marked_type (self->scene, TS_PIECE_NONE);
  if (!g_set_object (&self->scene, scene))
    return;
  g_signal_group_set_target (self->scene_signals, scene);
  ts_record_view_set_scene (self->record_view, scene);
  update_marked_type (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENE]);
}

static void
set_label_style (TsSidePanel *self, TsLabelStyle style)
{
  self->label_style = style;
  ts_piece_info_page_set_label_style (self->info_page, style);
}

void
ts_side_panel_set_page (TsSidePanel *self, const char *name)
{
  g_return_if_fail (TS_IS_SIDE_PANEL (self));
  adw_view_stack_set_visible_child_name (self->stack, name);
}

const char *
ts_side_panel_get_page (TsSidePanel *self)
{
  g_return_val_if_fail (TS_IS_SIDE_PANEL (self), NULL);
  return adw_view_stack_get_visible_child_name (self->stack);
}

void
ts_side_panel_set_rules (TsSidePanel *self, TsRules rules)
{
  g_return_if_fail (TS_IS_SIDE_PANEL (self));
  ts_piece_info_page_set_rules (self->info_page, rules);
  ts_value_table_set_rules (self->value_table, rules);
}

TsPieceInfoPage *
ts_side_panel_get_info_page (TsSidePanel *self)
{
  g_return_val_if_fail (TS_IS_SIDE_PANEL (self), NULL);
  return self->info_page;
}

TsValueTable *
ts_side_panel_get_value_table (TsSidePanel *self)
{
  g_return_val_if_fail (TS_IS_SIDE_PANEL (self), NULL);
  return self->value_table;
}

TsRecordView *
ts_side_panel_get_record_view (TsSidePanel *self)
{
  g_return_val_if_fail (TS_IS_SIDE_PANEL (self), NULL);
  return self->record_view;
}

static void
ts_side_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsSidePanel *self = TS_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      g_value_set_object (value, self->scene);
      break;
    case PROP_LABEL_STYLE:
      g_value_set_enum (value, self->label_style);
      break;
    case PROP_PAGE:
      g_value_set_string (value, ts_side_panel_get_page (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_side_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsSidePanel *self = TS_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      ts_side_panel_set_scene (self, g_value_get_object (value));
      break;
    case PROP_LABEL_STYLE:
      set_label_style (self, g_value_get_enum (value));
      break;
    case PROP_PAGE:
      ts_side_panel_set_page (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
notify_page (TsSidePanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

static void
ts_side_panel_dispose (GObject *object)
{
  ts_side_panel_set_scene (TS_SIDE_PANEL (object), NULL);
  g_clear_object (&TS_SIDE_PANEL (object)->scene_signals);
  ts_ui_dispose_children (GTK_WIDGET (object), TS_TYPE_SIDE_PANEL);
  G_OBJECT_CLASS (ts_side_panel_parent_class)->dispose (object);
}

static void
ts_side_panel_class_init (TsSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_side_panel_get_property;
  object_class->set_property = ts_side_panel_set_property;
  object_class->dispose = ts_side_panel_dispose;

  properties[PROP_SCENE] = g_param_spec_object ("scene", NULL, NULL, TS_TYPE_BOARD_SCENE,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LABEL_STYLE] = g_param_spec_enum ("label-style", NULL, NULL, TS_TYPE_LABEL_STYLE, TS_LABEL_KANJI,
                                                    G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* The page shown ("piece", "values", "record"), for remembering it. */
  properties[PROP_PAGE] = g_param_spec_string ("page", NULL, NULL, "piece",
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  ts_ui_init ();
  g_type_ensure (TS_TYPE_PIECE_INFO_PAGE);
  g_type_ensure (TS_TYPE_VALUE_TABLE);
  g_type_ensure (TS_TYPE_RECORD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsSidePanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TsSidePanel, info_page);
  gtk_widget_class_bind_template_child (widget_class, TsSidePanel, value_table);
  gtk_widget_class_bind_template_child (widget_class, TsSidePanel, record_view);
  gtk_widget_class_bind_template_callback (widget_class, on_show_details);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-side-panel");
}

static void
ts_side_panel_init (TsSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->scene_signals = g_signal_group_new (TS_TYPE_BOARD_SCENE);
  g_signal_group_connect_swapped (self->scene_signals, "piece-hovered", G_CALLBACK (on_piece_on_board), self);
  g_signal_group_connect_swapped (self->scene_signals, "piece-selected", G_CALLBACK (on_piece_on_board), self);
  g_signal_connect_swapped (self->value_table, "notify::selected-type", G_CALLBACK (on_table_selection), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (update_marked_type), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (notify_page), self);
  g_signal_connect_swapped (self, "notify::visible", G_CALLBACK (update_marked_type), self);
}

GtkWidget *
ts_side_panel_new (void)
{
  return g_object_new (TS_TYPE_SIDE_PANEL, NULL);
}
