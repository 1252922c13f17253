/* ts-window-files.c — the window's files: open (with a check for unsaved
 * moves first), save and save as, Open Recent, the title that names the
 * file, and at start the autosaved game — resumed, or, after a run that
 * died with it, offered in a bar. */
#include "ts-window-private.h"

#include <glib/gi18n.h>

static void
update_title (TsWindow *self)
{
  g_autofree char *name = ts_document_dup_title (self->document);
  g_autofree char *title = ts_document_get_modified (self->document) ? g_strdup_printf ("*%s", name)
                                                                     : g_strdup (name);
  /* TRANSLATORS: the window's title for the window list: file name, app name */
  g_autofree char *window_title = g_strdup_printf (_("%s — Tai Shogi"), title);

  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
on_autosave_failed (TsDocument *document, GError *error, TsWindow *self)
{
  g_autofree char *text = g_strdup_printf (_("The game could not be saved automatically: %s"), error->message);

  ts_window_show_toast (self, text);
}

static gboolean
is_record_uri (const char *uri)
{
  return g_str_has_suffix (uri, TS_RECORD_EXTENSION) || g_str_has_suffix (uri, ".pgn");
}

static int
compare_recent_by_age (gconstpointer a, gconstpointer b)
{
  return g_date_time_compare (gtk_recent_info_get_modified ((GtkRecentInfo *) a),
                              gtk_recent_info_get_modified ((GtkRecentInfo *) b));
}

/* The "Open Recent" menu: the record files this application used last. */
static void
update_recent_menu (TsWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  guint shown = 0;

  g_menu_remove_all (self->recent_menu);
  items = g_list_sort (items, compare_recent_by_age);
  for (GList *l = g_list_last (items); l != NULL && shown < 10; l = l->prev)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr (GMenuItem) item = NULL;

      if (!is_record_uri (uri) || !gtk_recent_info_has_application (info, g_get_application_name ()))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", uri);
      g_menu_append_item (self->recent_menu, item);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
remember_recent (TsWindow *self, GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);

  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

typedef struct {
  TsWindow *self;
  TsWindowContinue func;
  gpointer data;
  GDestroyNotify destroy;
} Pending;

static void save_as (TsWindow *self, Pending *then);

static void
pending_free (Pending *p)
{
  if (p->destroy != NULL)
    p->destroy (p->data);
  g_object_unref (p->self);
  g_free (p);
}

static void
pending_run (Pending *p)
{
  p->func (p->self, p->data);
  pending_free (p);
}

static void
on_discard_response (AdwMessageDialog *dialog, const char *response, Pending *p)
{
  g_autoptr (GError) error = NULL;

  if (g_str_equal (response, "discard"))
    pending_run (p);
  else if (g_str_equal (response, "save") && ts_document_get_file (p->self->document) == NULL)
    save_as (p->self, p);
  else if (g_str_equal (response, "save"))
    {
      if (ts_document_save (p->self->document, NULL, &error))
        pending_run (p);
      else
        {
          ts_window_show_error (p->self, _("The game could not be saved"), error->message);
          pending_free (p);
        }
    }
  else
    pending_free (p);
}

void
ts_window_confirm_discard (TsWindow *self, TsWindowContinue func, gpointer data, GDestroyNotify destroy)
{
  Pending *p = g_new0 (Pending, 1);
  AdwMessageDialog *dialog;
  g_autofree char *title = NULL;

  p->self = g_object_ref (self);
  p->func = func;
  p->data = data;
  p->destroy = destroy;
  if (!ts_document_get_modified (self->document) || ts_game_get_n_moves_total (self->game) == 0)
    {
      pending_run (p);
      return;
    }
  title = ts_document_dup_title (self->document);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Save the Current Game?"), NULL));
  adw_message_dialog_format_body (dialog, _("“%s” has moves that are not saved in a file. "
                                            "Starting another game discards them."), title);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_discard_response), p);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_file_now (TsWindow *self, gpointer data)
{
  GFile *file = data;
  g_autoptr (GError) error = NULL;

  if (!ts_document_load (self->document, file, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("“%s” could not be opened"), name);
      g_autofree char *uri = g_file_get_uri (file);

      ts_window_show_error (self, heading, error->message);
      /* Open Recent offers only files that open */
      gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
      return;
    }
  remember_recent (self, file);
}

static void
add_record_filters (GtkFileChooser *chooser)
{
  g_autoptr (GtkFileFilter) records = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (records, _("Tai Shogi Game Records"));
  gtk_file_filter_add_pattern (records, "*" TS_RECORD_EXTENSION);
  gtk_file_filter_add_pattern (records, "*.pgn");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, records);
  gtk_file_chooser_add_filter (chooser, all);
}

static void
on_open_response (GtkNativeDialog *dialog, int response, TsWindow *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->chooser);
  if (file != NULL)
    ts_window_confirm_discard (self, open_file_now, g_steal_pointer (&file), g_object_unref);
}

static gboolean
save_to (TsWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;

  if (!ts_document_save (self->document, file, &error))
    {
      ts_window_show_error (self, _("The game could not be saved"), error->message);
      return FALSE;
    }
  remember_recent (self, ts_document_get_file (self->document));
  return TRUE;
}

static void
on_save_response (GtkNativeDialog *dialog, int response, Pending *then)
{
  TsWindow *self = then->self;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->chooser);
  if (file != NULL && save_to (self, file))
    pending_run (then);
  else
    pending_free (then);
}

static void
nothing_more (TsWindow *self, gpointer data)
{
}

/* Asks for a file name, saves, then runs `then`. */
static void
save_as (TsWindow *self, Pending *then)
{
  g_autofree char *name = NULL;
  GFile *file = ts_document_get_file (self->document);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  add_record_filters (GTK_FILE_CHOOSER (self->chooser));
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (self->chooser), file, NULL);
  else
    {
      /* TRANSLATORS: the file name offered for a new game record */
      name = g_strdup_printf ("%s%s", _("Tai Shogi Game"), TS_RECORD_EXTENSION);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_save_response), then);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static Pending *
pending_nothing (TsWindow *self)
{
  Pending *p = g_new0 (Pending, 1);

  p->self = g_object_ref (self);
  p->func = nothing_more;
  return p;
}

/* Offers, in a bar above the board, the game an earlier run died with,
 * instead of resuming it (which might kill this run too). */
static void
offer_interrupted_game (TsWindow *self, GFile *copy)
{
  g_set_object (&self->interrupted, copy);
  gtk_info_bar_set_revealed (self->interrupted_bar, copy != NULL);
  ts_window_update_actions (self);
}

static void
resume_autosaved_game (TsWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) interrupted = ts_document_begin_session (self->document, &error);

  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The autosaved game could not be checked: %s"), error->message);
      ts_window_show_toast (self, text);
    }
  else if (interrupted != NULL)
    offer_interrupted_game (self, interrupted);
  else if (ts_document_resume (self->document, &error))
    ts_window_show_toast (self, _("Your game is back where you left it"));
  else if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The autosaved game could not be read: %s"), error->message);
      ts_window_show_toast (self, text);
    }
}

static void
restore_interrupted_now (TsWindow *self, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (self->interrupted == NULL)
    return;
  if (!ts_document_restore (self->document, self->interrupted, &error))
    {
      ts_window_show_error (self, _("The last game could not be restored"), error->message);
      return;
    }
  offer_interrupted_game (self, NULL);
  ts_window_show_toast (self, _("Your game is back where you left it"));
}

static void
on_save_copy_response (GtkNativeDialog *dialog, int response, TsWindow *self)
{
  g_autoptr (GFile) target = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    target = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->chooser);
  if (target == NULL || self->interrupted == NULL)
    return;
  if (g_file_copy (self->interrupted, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error))
    remember_recent (self, target);
  else
    ts_window_show_error (self, _("The game could not be saved"), error->message);
}

void
ts_window_open_file (TsWindow *self, GFile *file)
{
  g_return_if_fail (TS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  ts_window_confirm_discard (self, open_file_now, g_object_ref (file), g_object_unref);
}

void
ts_window_choose_file_to_open (TsWindow *self)
{
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"), _("_Cancel"));
  add_record_filters (GTK_FILE_CHOOSER (self->chooser));
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
ts_window_save (TsWindow *self)
{
  GFile *file = ts_document_get_file (self->document);

  if (file != NULL)
    save_to (self, file);
  else
    save_as (self, pending_nothing (self));
}

void
ts_window_save_as (TsWindow *self)
{
  save_as (self, pending_nothing (self));
}

void
ts_window_restore_interrupted (TsWindow *self)
{
  ts_window_confirm_discard (self, restore_interrupted_now, NULL, NULL);
}

void
ts_window_dismiss_interrupted (TsWindow *self)
{
  offer_interrupted_game (self, NULL);
}

void
ts_window_save_interrupted (TsWindow *self)
{
  g_autofree char *name = NULL;

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Save a Copy of the Last Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_record_filters (GTK_FILE_CHOOSER (self->chooser));
  name = g_file_get_basename (self->interrupted);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_save_copy_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
ts_window_files_init (TsWindow *self)
{
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_connect (self->document, "autosave-failed", G_CALLBACK (on_autosave_failed), self);
  g_signal_connect_swapped (gtk_recent_manager_get_default (), "changed", G_CALLBACK (update_recent_menu), self);
  offer_interrupted_game (self, NULL);
  resume_autosaved_game (self);
  update_title (self);
  update_recent_menu (self);
}
