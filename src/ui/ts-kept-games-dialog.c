/* ts-kept-games-dialog.c — see ts-kept-games-dialog.h. */
#include "ts-kept-games-dialog.h"
#include "ts-kept-games-dialog-private.h"

#include <glib/gi18n.h>

struct _TsKeptGamesDialog {
  AdwWindow parent_instance;

  AdwPreferencesGroup *group;
  guint n_games;
};

G_DEFINE_FINAL_TYPE (TsKeptGamesDialog, ts_kept_games_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_RESTORE,
  SIGNAL_SAVE_COPY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define FILE_KEY "ts-kept-game"

static void
on_restore_clicked (GtkButton *button, TsKeptGamesDialog *self)
{
  GFile *file = g_object_get_data (G_OBJECT (button), FILE_KEY);

  g_signal_emit (self, signals[SIGNAL_RESTORE], 0, file);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_save_copy_clicked (GtkButton *button, TsKeptGamesDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_SAVE_COPY], 0, g_object_get_data (G_OBJECT (button), FILE_KEY));
}

static GtkWidget *
row_button (TsKeptGamesDialog *self, GFile *file, const char *label, const char *icon, const char *tooltip,
            GCallback clicked)
{
  GtkWidget *button = label != NULL ? gtk_button_new_with_mnemonic (label) : gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data_full (G_OBJECT (button), FILE_KEY, g_object_ref (file), g_object_unref);
  g_signal_connect_object (button, "clicked", clicked, self, 0);
  return button;
}

static void
add_row (TsKeptGamesDialog *self, GFile *file)
{
  g_autoptr (GDateTime) kept_at = NULL;
  g_autofree char *what = ts_document_describe_kept_game (file, &kept_at);
  /* TRANSLATORS: when a game was kept aside, as strftime() writes it */
  g_autofree char *when = kept_at != NULL ? g_date_time_format (kept_at, _("%e %B %Y, %H:%M")) : NULL;
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), when != NULL ? g_strstrip (when) : _("Unknown date"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), what);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button (self, file, NULL, "document-save-as-symbolic", _("Save a Copy…"),
                                         G_CALLBACK (on_save_copy_clicked)));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button (self, file, _("_Restore"), NULL, _("Put this game on the board"),
                                         G_CALLBACK (on_restore_clicked)));
  adw_preferences_group_add (self->group, row);
  self->n_games++;
}

static void
ts_kept_games_dialog_class_init (TsKeptGamesDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/TaiShogi/ui/ts-kept-games-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TsKeptGamesDialog, group);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[SIGNAL_RESTORE] = g_signal_new ("restore", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
  signals[SIGNAL_SAVE_COPY] = g_signal_new ("save-copy", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                            NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
}

static void
ts_kept_games_dialog_init (TsKeptGamesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TsKeptGamesDialog *
ts_kept_games_dialog_new (GtkWindow *parent, TsDocument *document)
{
  TsKeptGamesDialog *self = g_object_new (TS_TYPE_KEPT_GAMES_DIALOG, "transient-for", parent, NULL);
  g_autoptr (GPtrArray) games = ts_document_list_kept_games (document);

  for (guint i = 0; i < games->len; i++)
    add_row (self, games->pdata[i]);
  if (games->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No games were set aside"));
      adw_preferences_group_add (self->group, row);
    }
  return self;
}

guint
ts_kept_games_dialog_get_n_games (TsKeptGamesDialog *self)
{
  g_return_val_if_fail (TS_IS_KEPT_GAMES_DIALOG (self), 0);
  return self->n_games;
}
