/* ts-window-images.c — the window's board images and threat view:
 * Export Board Image… (PNG or SVG by the name, a size chosen in the
 * dialog), Copy Board Image, and the threat view's legend. */
#include "ts-window-private.h"

#include <glib/gi18n.h>

#include "ts-board-export.h"
#include "ts-board-style.h"
#include "ts-variant.h"

/* The sizes offered in the export dialog, in pixels. */
static const char *const image_sizes[] = { "600", "900", "1200", "1800", "2400", "3600", NULL };

static int
image_size (TsWindow *self)
{
  return g_settings_get_int (self->settings, "board-image-size");
}

/* The name with ".png" added when it asks for no format we write. */
static GFile *
with_image_extension (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *png = NULL;
  TsBoardImageFormat format;

  if (path == NULL || ts_board_image_format_for_path (path, &format))
    return g_object_ref (file);
  png = g_strconcat (path, ".png", NULL);
  return g_file_new_for_path (png);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  g_autoptr (GFile) chosen = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  const char *size_choice = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "size");

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (chosen != NULL && size_choice != NULL)
    g_settings_set_int (self->settings, "board-image-size", (int) g_ascii_strtoll (size_choice, NULL, 10));
  g_clear_object (&self->chooser);
  if (chosen == NULL)
    return;
  file = with_image_extension (chosen);
  if (!ts_board_export_save (self->board_view, image_size (self), file, &error))
    ts_window_show_error (self, _("The board image could not be saved"), error->message);
  else
    ts_window_show_toast (self, _("Board image saved"));
}

static void
add_image_filters (GtkFileChooser *chooser)
{
  g_autoptr (GtkFileFilter) png = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) svg = gtk_file_filter_new ();

  gtk_file_filter_set_name (png, _("PNG Images"));
  gtk_file_filter_add_suffix (png, "png");
  gtk_file_filter_set_name (svg, _("SVG Drawings"));
  gtk_file_filter_add_suffix (svg, "svg");
  gtk_file_chooser_add_filter (chooser, png);
  gtk_file_chooser_add_filter (chooser, svg);
}

/* The sizes to offer, the one chosen last first: GTK 4.8's
 * gtk_file_chooser_set_choice() leaves a choice of options at its first
 * option, so the first must be the one to preselect. */
static void
size_options (TsWindow *self, GPtrArray *options, GPtrArray *labels)
{
  g_autofree char *last = g_strdup_printf ("%d", image_size (self));

  g_ptr_array_add (options, g_strdup (last));
  for (guint i = 0; image_sizes[i] != NULL; i++)
    if (!g_str_equal (image_sizes[i], last))
      g_ptr_array_add (options, g_strdup (image_sizes[i]));
  for (guint i = 0; i < options->len; i++)
    /* TRANSLATORS: an image's side in pixels, e.g. "1200 px" */
    g_ptr_array_add (labels, g_strdup_printf (_("%s px"), (const char *) options->pdata[i]));
  g_ptr_array_add (options, NULL);
  g_ptr_array_add (labels, NULL);
}

void
ts_window_export_board_image (TsWindow *self)
{
  g_autoptr (GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  size_options (self, options, labels);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Export Board Image"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  add_image_filters (GTK_FILE_CHOOSER (self->chooser));
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (self->chooser), "size", _("Size"), (const char **) options->pdata,
                               (const char **) labels->pdata);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), _("position.png"));
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
ts_window_copy_board_image (TsWindow *self)
{
  g_autoptr (GdkTexture) texture = ts_board_export_texture (self->board_view, image_size (self));

  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (self)), texture);
  ts_window_show_toast (self, _("Board image copied"));
}

/* ---- the threat view's legend ---- */

static char *
legend_item (const TsBoardColour *c, const char *symbol, const char *meaning)
{
  g_autofree char *escaped = g_markup_escape_text (meaning, -1);

  return g_strdup_printf ("<span foreground=\"#%02x%02x%02x\" weight=\"bold\">%s</span> %s", (int) (c->r * 255),
                          (int) (c->g * 255), (int) (c->b * 255), symbol, escaped);
}

/* The marks' shapes, as ts_board_paint_threat_mark draws them. */
static void
update_threat_legend (TsWindow *self)
{
  g_autofree char *undefended = legend_item (&ts_board_undefended, "◥", _("undefended"));
  g_autofree char *defended = legend_item (&ts_board_defended, "○", _("defended"));
  g_autofree char *cheaper = legend_item (&ts_board_cheaper, "◆", _("attacked by a cheaper piece"));
  g_autofree char *royal = legend_item (&ts_board_royal_threat, "▢", _("royal in danger"));
  g_autofree char *attacker = legend_item (&ts_board_royal_threat, "⬚", _("its attacker"));
  g_autofree char *legend = g_strjoin ("  ", undefended, defended, cheaper, royal, attacker, NULL);

  /* tenjiku's burns and range jumps, only where they can happen */
  if (ts_rules_variant (ts_board_scene_get_position (self->scene)->rules)->mechanics & TS_MECHANIC_BURNING)
    {
      g_autofree char *burnable = legend_item (&ts_board_burn_threat, "▲", _("can be burnt"));
      g_autofree char *jump = legend_item (&ts_board_range_jump, "⌒", _("a general can jump to it"));
      g_autofree char *all = g_strjoin ("  ", legend, burnable, jump, NULL);

      g_free (legend);
      legend = g_steal_pointer (&all);
    }

  gtk_label_set_markup (self->threat_legend, legend);
  gtk_widget_set_visible (GTK_WIDGET (self->threat_legend), g_settings_get_boolean (self->settings, "show-threats"));
}

void
ts_window_images_init (TsWindow *self)
{
  g_settings_bind (self->settings, "show-threats", self->scene, "show-threats", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-emperor-threats", self->scene, "show-emperor-threats", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "always-promote", self->scene, "always-promote", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::show-threats", G_CALLBACK (update_threat_legend), self,
                           G_CONNECT_SWAPPED);
  /* a game of another variant may bring tenjiku's marks */
  g_signal_group_connect_swapped (self->scene_signals, "position-changed", G_CALLBACK (update_threat_legend), self);
  update_threat_legend (self);
}
