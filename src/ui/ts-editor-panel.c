/* ts-editor-panel.c — see ts-editor-panel.h.
 *
 * Models: the faces of the editor's rule set (TsFaceItem), filtered by
 * the search (GtkFilterListModel + GtkStringFilter on the search text),
 * selected through a GtkSingleSelection that is empty unless a face is
 * being placed.
 */
#include "ts-editor-panel.h"
#include "ts-editor-panel-private.h"

#include "ts-face-item.h"
#include "ts-piece-icon.h"
#include "ts-piece-search.h"
#include "ts-ui.h"

struct _TsEditorPanel {
  GtkWidget parent_instance;

  GtkToggleButton *black_button;
  GtkToggleButton *white_button;
  GtkSearchEntry *search_entry;
  GtkGridView *palette;
  GtkLabel *problem_label;

  TsPositionEditor *editor;
  GSignalGroup *editor_signals;
  GListStore *faces;
  GtkStringFilter *filter;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  char *problem;
};

G_DEFINE_FINAL_TYPE (TsEditorPanel, ts_editor_panel, GTK_TYPE_WIDGET)

static TsColor
chosen_color (TsEditorPanel *self)
{
  return gtk_toggle_button_get_active (self->white_button) ? TS_WHITE : TS_BLACK;
}

/* The problem under the palette follows every edit. */
static void
update_problem (TsEditorPanel *self)
{
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&self->problem, g_free);
  if (self->editor != NULL && !ts_position_editor_check (self->editor, &error))
    self->problem = g_strdup (error->message);
  gtk_label_set_text (self->problem_label, self->problem != NULL ? self->problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), self->problem != NULL);
}

/* Where the face being placed is among the faces shown, if it is. */
static guint
position_of_face (TsEditorPanel *self, TsPiece face)
{
  GListModel *shown = G_LIST_MODEL (self->filtered);

  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr (TsFaceItem) item = g_list_model_get_item (shown, i);

      if (ts_face_item_get_piece (item) == face)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* Only the place tool has a face chosen in the palette: the one it
 * places, however the tool was chosen. */
static void
on_tool_changed (TsEditorPanel *self)
{
  guint selected = GTK_INVALID_LIST_POSITION;

  if (ts_position_editor_get_tool (self->editor) == TS_EDIT_TOOL_PLACE)
    selected = position_of_face (self, ts_position_editor_get_face (self->editor));
  gtk_single_selection_set_selected (self->selection, selected);
}

static void
disconnect_editor (TsEditorPanel *self)
{
  if (self->editor == NULL)
    return;
  g_signal_group_set_target (self->editor_signals, NULL);
  g_clear_object (&self->editor);
}

void
ts_editor_panel_set_editor (TsEditorPanel *self, TsPositionEditor *editor)
{
  g_return_if_fail (TS_IS_EDITOR_PANEL (self));
  g_return_if_fail (editor == NULL || TS_IS_POSITION_EDITOR (editor));

  if (self->editor == editor)
    return;
  disconnect_editor (self);
  if (editor != NULL)
    {
      g_autoptr (GListStore) faces = ts_face_item_list_new (ts_position_editor_get_rules (editor),
                                                            chosen_color (self));

      self->editor = g_object_ref (editor);
      g_signal_group_set_target (self->editor_signals, editor);
      g_set_object (&self->faces, faces);
      gtk_filter_list_model_set_model (self->filtered, G_LIST_MODEL (faces));
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
    }
  update_problem (self);
}

void
ts_editor_panel_search (TsEditorPanel *self, const char *text)
{
  g_return_if_fail (TS_IS_EDITOR_PANEL (self));
  gtk_string_filter_set_search (self->filter, text);
}

static void
on_search_changed (TsEditorPanel *self)
{
  ts_editor_panel_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

GListModel *
ts_editor_panel_get_faces (TsEditorPanel *self)
{
  g_return_val_if_fail (TS_IS_EDITOR_PANEL (self), NULL);
  return G_LIST_MODEL (self->filtered);
}

void
ts_editor_panel_choose (TsEditorPanel *self, guint position)
{
  g_autoptr (TsFaceItem) item = NULL;

  g_return_if_fail (TS_IS_EDITOR_PANEL (self));
  item = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);
  if (item == NULL || self->editor == NULL)
    return;
  ts_position_editor_set_face (self->editor, ts_face_item_get_piece (item));
  gtk_single_selection_set_selected (self->selection, position);
}

static void
on_palette_activate (TsEditorPanel *self, guint position)
{
  ts_editor_panel_choose (self, position);
}

/* The palette shows the faces in the colour placed, and the face being
 * placed changes colour with it.  Connected to the White button: it
 * toggles after the group has changed, the Black one before. */
static void
on_color_toggled (TsEditorPanel *self)
{
  TsColor color = chosen_color (self);
  guint n = self->faces != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->faces)) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TsFaceItem) item = g_list_model_get_item (G_LIST_MODEL (self->faces), i);
      ts_face_item_set_color (item, color);
    }
  if (self->editor != NULL && ts_position_editor_get_tool (self->editor) == TS_EDIT_TOOL_PLACE)
    {
      TsPiece face = ts_position_editor_get_face (self->editor) & ~TS_PIECE_WHITE;
      ts_position_editor_set_face (self->editor, color == TS_WHITE ? face | TS_PIECE_WHITE : face);
    }
}

void
ts_editor_panel_set_color (TsEditorPanel *self, TsColor color)
{
  g_return_if_fail (TS_IS_EDITOR_PANEL (self));
  gtk_toggle_button_set_active (color == TS_WHITE ? self->white_button : self->black_button, TRUE);
}

const char *
ts_editor_panel_get_problem (TsEditorPanel *self)
{
  g_return_val_if_fail (TS_IS_EDITOR_PANEL (self), NULL);
  return self->problem;
}

static void
ts_editor_panel_dispose (GObject *object)
{
  TsEditorPanel *self = TS_EDITOR_PANEL (object);

  disconnect_editor (self);
  g_clear_object (&self->editor_signals);
  ts_ui_dispose_children (GTK_WIDGET (self), TS_TYPE_EDITOR_PANEL);
  g_clear_object (&self->selection);
  g_clear_object (&self->faces);
  G_OBJECT_CLASS (ts_editor_panel_parent_class)->dispose (object);
}

static void
ts_editor_panel_finalize (GObject *object)
{
  g_free (TS_EDITOR_PANEL (object)->problem);
  G_OBJECT_CLASS (ts_editor_panel_parent_class)->finalize (object);
}

static void
ts_editor_panel_class_init (TsEditorPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_editor_panel_dispose;
  object_class->finalize = ts_editor_panel_finalize;

  ts_ui_init ();
  g_type_ensure (TS_TYPE_FACE_ITEM);
  g_type_ensure (TS_TYPE_PIECE_ICON);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-editor-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsEditorPanel, black_button);
  gtk_widget_class_bind_template_child (widget_class, TsEditorPanel, white_button);
  gtk_widget_class_bind_template_child (widget_class, TsEditorPanel, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TsEditorPanel, palette);
  gtk_widget_class_bind_template_child (widget_class, TsEditorPanel, problem_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_palette_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_color_toggled);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-editor-panel");
}

static void
ts_editor_panel_init (TsEditorPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->editor_signals = g_signal_group_new (TS_TYPE_POSITION_EDITOR);
  g_signal_group_connect_swapped (self->editor_signals, "position-edited", G_CALLBACK (update_problem), self);
  g_signal_group_connect_swapped (self->editor_signals, "notify::tool", G_CALLBACK (on_tool_changed), self);
  self->filter = ts_piece_search_filter_new (TS_TYPE_FACE_ITEM);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (self->filter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->filtered));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_grid_view_set_model (self->palette, GTK_SELECTION_MODEL (self->selection));
}
