/* ts-window-files.c — the window's files: open (with a check for unsaved
 * moves first), save and save as, Open Recent, the title that names the
 * file, and at start the autosaved game — resumed, or, after a run that
 * died with it, offered in a bar. */
#include "ts-window-private.h"

#include <glib/gi18n.h>

#include "ts-kept-games-dialog.h"

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
  GFile *saving; /* the file a save out writes */
} Pending;

static void save_as (TsWindow *self, Pending *then);
static void save_to (TsWindow *self, GFile *file, Pending *then);

static void
pending_free (Pending *p)
{
  if (p->destroy != NULL)
    p->destroy (p->data);
  g_clear_object (&p->saving);
  g_object_unref (p->self);
  g_free (p);
}

/* Whether the window is still open: a save or an open may end after it
 * closed (closing waits for the writes, not for their callbacks). */
static gboolean
still_open (TsWindow *self)
{
  return self->document != NULL;
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
  if (g_str_equal (response, "discard"))
    pending_run (p);
  else if (g_str_equal (response, "save") && ts_document_get_file (p->self->document) == NULL)
    save_as (p->self, p);
  else if (g_str_equal (response, "save"))
    save_to (p->self, ts_document_get_file (p->self->document), p);
  else
    pending_free (p);
}

/* A question before moves are lost: Cancel, the choice that loses them
 * (`lose`, destructive) and saving first (the default). */
static AdwMessageDialog *
save_question (TsWindow *self, const char *heading, const char *body, const char *lose, const char *lose_label,
               const char *save_label)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), lose, lose_label, "save", save_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, lose, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  return dialog;
}

void
ts_window_confirm_discard (TsWindow *self, TsWindowContinue func, gpointer data, GDestroyNotify destroy)
{
  Pending *p = g_new0 (Pending, 1);
  AdwMessageDialog *dialog;
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;

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
  body = g_strdup_printf (_("“%s” has moves that are not saved in a file. Starting another game discards them."),
                          title);
  dialog = save_question (self, _("Save the Current Game?"), body, "discard", _("_Discard"), _("_Save"));
  g_signal_connect (dialog, "response", G_CALLBACK (on_discard_response), p);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Says what came back: all of it, or the moves that could be read. */
static void
toast_restored (TsWindow *self, gboolean whole, const char *all_back)
{
  guint n = ts_game_get_n_moves (self->game);
  g_autofree char *text = NULL;

  if (whole)
    {
      ts_window_show_toast (self, all_back);
      return;
    }
  /* TRANSLATORS: a damaged game's good part was restored */
  text = g_strdup_printf (ngettext ("%u move of the game is back; the rest could not be read",
                                    "%u moves of the game are back; the rest could not be read", n),
                          n);
  ts_window_show_toast (self, text);
}

/* The label of the button that opens what a damaged game's first `n`
 * moves: the same words for a damaged record and a damaged autosave. */
static char *
readable_label (guint n)
{
  return g_strdup_printf (ngettext ("_Open the First Move", "_Open the First %u Moves", n), n);
}

static void
on_readable_response (AdwMessageDialog *dialog, const char *response, TsWindow *self)
{
  TsGame *readable = g_object_get_data (G_OBJECT (dialog), "ts-readable");

  if (!g_str_equal (response, "open-readable") || readable == NULL)
    return;
  ts_document_open_readable (self->document, readable);
  toast_restored (self, FALSE, NULL);
}

/* A record that fails after some good moves: the error, with its line
 * and column, and those moves offered as a new game.  The file is not
 * the game's file then, so nothing is ever written over it. */
static void
offer_readable (TsWindow *self, const char *heading, const char *problem, TsGame *readable)
{
  guint n = ts_game_get_n_moves (readable);
  g_autofree char *label = readable_label (n);
  /* TRANSLATORS: %s is what is wrong with the file ("line 601, column 9: …") */
  g_autofree char *body = g_strdup_printf (ngettext ("%s\n\nThe first move can be read. It can be opened as a "
                                                     "new game; the file stays as it is.",
                                                     "%s\n\nThe first %u moves can be read. They can be opened "
                                                     "as a new game; the file stays as it is.", n),
                                           problem, n);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "open-readable", label, NULL);
  adw_message_dialog_set_response_appearance (dialog, "open-readable", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "open-readable");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ts-readable", g_object_ref (readable), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_readable_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A file being opened. */
typedef struct {
  TsWindow *self;
  GFile *file;
} Opening;

static void
opening_free (Opening *opening)
{
  g_object_unref (opening->self);
  g_object_unref (opening->file);
  g_free (opening);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Opening, opening_free)

static void
on_opened (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (Opening) opening = data;
  TsWindow *self = opening->self;
  GFile *file = opening->file;
  g_autoptr (GError) error = NULL;
  g_autoptr (TsGame) readable = NULL;

  if (!still_open (self))
    return;
  if (!ts_document_load_finish (TS_DOCUMENT (source), result, &readable, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("“%s” could not be opened"), name);
      g_autofree char *uri = g_file_get_uri (file);

      if (readable != NULL)
        offer_readable (self, heading, error->message, readable);
      else
        ts_window_show_error (self, heading, error->message);
      /* Open Recent offers only files that open */
      gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
      return;
    }
  remember_recent (self, file);
}

/* The file is read by a thread; the game appears when it is read. */
static void
open_file_now (TsWindow *self, gpointer data)
{
  Opening *opening = g_new0 (Opening, 1);

  opening->self = g_object_ref (self);
  opening->file = g_object_ref (data);
  ts_document_load_async (self->document, data, NULL, on_opened, opening);
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

static void
on_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  Pending *then = data;
  TsWindow *self = then->self;
  g_autoptr (GError) error = NULL;

  if (!ts_document_save_finish (TS_DOCUMENT (source), result, &error))
    {
      if (still_open (self))
        ts_window_show_error (self, _("The Game Could Not Be Saved"), error->message);
      pending_free (then);
      return;
    }
  remember_recent (self, then->saving);
  if (still_open (self))
    pending_run (then);
  else
    pending_free (then);
}

/* Saves by the document's writer thread, then runs `then` if it saved. */
static void
save_to (TsWindow *self, GFile *file, Pending *then)
{
  then->saving = g_object_ref (file);
  ts_document_save_async (self->document, file, NULL, on_saved, then);
}

static void
on_save_response (GtkNativeDialog *dialog, int response, Pending *then)
{
  TsWindow *self = then->self;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->chooser);
  if (file != NULL)
    save_to (self, file, then);
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
      name = g_strdup_printf ("%s%s",
                              ts_rules_variant_id (ts_game_get_rules (self->game)) == TS_VARIANT_TENJIKU
                                ? _("Tenjiku Shogi Game")
                                : _("Tai Shogi Game"),
                              TS_RECORD_EXTENSION);
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

/* ---- a game kept aside, offered at the start ---- */

static char *
offered_text (TsDocument *document)
{
  switch (ts_document_get_offered_reason (document))
    {
    case TS_OFFERED_INTERRUPTED:
      return g_strdup (_("Tai Shogi closed unexpectedly during the last game, so it was not restored. "
                         "The game is kept."));
    case TS_OFFERED_UNREADABLE:
      return g_strdup_printf (_("The autosaved game could not be read (%s). It is kept as it was."),
                              ts_document_get_offered_problem (document));
    case TS_OFFERED_OTHER_WINDOW:
      return g_strdup (_("Another Tai Shogi window left a game unfinished. The game is kept."));
    case TS_OFFERED_NONE:
    default:
      return g_strdup ("");
    }
}

/* Offers, in a bar above the board, the game the document set aside
 * instead of resuming it (which might kill this run too). */
/* Try Again, or for a game that cannot be read whole, its good part. */
static char *
restore_label (TsDocument *document)
{
  guint n = ts_document_get_offered_n_readable (document);

  if (ts_document_get_offered_reason (document) != TS_OFFERED_UNREADABLE)
    return g_strdup (_("_Try Again"));
  return readable_label (n);
}

static void
update_offered_bar (TsWindow *self)
{
  g_autofree char *text = offered_text (self->document);
  g_autofree char *label = restore_label (self->document);

  gtk_label_set_text (self->interrupted_label, text);
  gtk_button_set_label (self->restore_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->restore_button),
                          ts_document_get_offered_reason (self->document) != TS_OFFERED_UNREADABLE
                            || ts_document_get_offered_n_readable (self->document) > 0);
  gtk_info_bar_set_revealed (self->interrupted_bar, ts_document_get_offered (self->document) != NULL);
  ts_window_update_actions (self);
}

/* ---- the autosave's problems, said once ---- */

static void
update_autosave_bar (TsWindow *self)
{
  const char *problem = ts_document_get_autosave_problem (self->document);
  gboolean shown = gtk_info_bar_get_revealed (self->autosave_bar);

  if (problem == NULL)
    {
      gtk_info_bar_set_revealed (self->autosave_bar, FALSE);
      if (shown)
        ts_window_show_toast (self, _("The game is saved automatically again"));
      self->autosave_bar_dismissed = FALSE;
      return;
    }
  gtk_label_set_text (self->autosave_label, problem);
  if (!self->autosave_bar_dismissed)
    gtk_info_bar_set_revealed (self->autosave_bar, TRUE);
}

static void
on_autosave_bar_response (GtkInfoBar *bar, int response, TsWindow *self)
{
  if (response != GTK_RESPONSE_CLOSE)
    return;
  gtk_info_bar_set_revealed (bar, FALSE);
  self->autosave_bar_dismissed = TRUE;
}

static void
begin_autosave_session (TsWindow *self)
{
  if (ts_document_begin_session (self->document) == TS_DOCUMENT_START_RESUMED)
    ts_window_show_toast (self, _("Your game is back where you left it"));
  update_offered_bar (self);
  update_autosave_bar (self);
}

static void
restore_offered_now (TsWindow *self, gpointer data)
{
  g_autoptr (GError) error = NULL;
  gboolean whole;

  if (ts_document_get_offered (self->document) == NULL)
    return;
  if (!ts_document_restore_offered (self->document, &whole, &error))
    {
      ts_window_show_error (self, _("The Last Game Could Not Be Restored"), error->message);
      return;
    }
  toast_restored (self, whole, _("Your game is back where you left it"));
}

static void
restore_kept_now (TsWindow *self, gpointer data)
{
  GFile *file = data;
  g_autoptr (GError) error = NULL;
  gboolean whole;

  if (!ts_document_restore (self->document, file, &whole, &error))
    {
      ts_window_show_error (self, _("The Game Could Not Be Restored"), error->message);
      return;
    }
  /* the game offered, if this was it, is on screen now */
  if (ts_document_get_offered (self->document) != NULL && g_file_equal (ts_document_get_offered (self->document), file))
    ts_document_dismiss_offered (self->document);
  toast_restored (self, whole, _("The game is back where it was left"));
}

static void
on_copy_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  Pending *then = data;
  g_autoptr (GError) error = NULL;

  if (ts_document_save_copy_of_finish (TS_DOCUMENT (source), result, &error))
    remember_recent (then->self, then->saving);
  else if (still_open (then->self))
    ts_window_show_error (then->self, _("The Game Could Not Be Saved"), error->message);
  pending_free (then);
}

static void
on_save_copy_response (GtkNativeDialog *dialog, int response, TsWindow *self)
{
  g_autoptr (GFile) target = NULL;
  g_autoptr (GFile) source = g_object_steal_data (G_OBJECT (dialog), "ts-source");
  Pending *then;

  if (response == GTK_RESPONSE_ACCEPT)
    target = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->chooser);
  if (target == NULL || source == NULL)
    return;
  then = pending_nothing (self);
  then->saving = g_object_ref (target);
  ts_document_save_copy_of_async (self->document, source, target, NULL, on_copy_saved, then);
}

void
ts_window_save_copy_of (TsWindow *self, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Save a Copy of the Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_record_filters (GTK_FILE_CHOOSER (self->chooser));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_object_set_data_full (G_OBJECT (self->chooser), "ts-source", g_object_ref (file), g_object_unref);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_save_copy_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
ts_window_restore_kept (TsWindow *self, GFile *file)
{
  ts_window_confirm_discard (self, restore_kept_now, g_object_ref (file), g_object_unref);
}

void
ts_window_show_kept_games (TsWindow *self)
{
  TsKeptGamesDialog *dialog = ts_kept_games_dialog_new (GTK_WINDOW (self), self->document);

  g_signal_connect_object (dialog, "restore", G_CALLBACK (ts_window_restore_kept), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "save-copy", G_CALLBACK (ts_window_save_copy_of), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- closing a window whose game is not saved anywhere ---- */

static void
close_now (TsWindow *self, gpointer data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_close_response (AdwMessageDialog *dialog, const char *response, TsWindow *self)
{
  if (g_str_equal (response, "close"))
    close_now (self, NULL);
  else if (g_str_equal (response, "save"))
    {
      Pending *then = pending_nothing (self);

      then->func = close_now;
      save_as (self, then);
    }
}

gboolean
ts_window_confirm_close (TsWindow *self)
{
  const char *problem = ts_document_get_autosave_problem (self->document);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  /* the writes out and a change not yet autosaved reach the disk first */
  ts_document_flush (self->document);
  if (self->close_confirmed || ts_document_is_safe (self->document))
    return TRUE;
  body = g_strdup_printf (_("%s\n\nClosing the window now discards the moves that are not saved."),
                          problem != NULL ? problem : _("The game is not saved."));
  dialog = save_question (self, _("Close Without Saving?"), body, "close", _("_Close Without Saving"),
                          _("Save _As…"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_close_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
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
    save_to (self, file, pending_nothing (self));
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
  ts_window_confirm_discard (self, restore_offered_now, NULL, NULL);
}

void
ts_window_dismiss_interrupted (TsWindow *self)
{
  ts_document_dismiss_offered (self->document);
}

void
ts_window_save_interrupted (TsWindow *self)
{
  GFile *offered = ts_document_get_offered (self->document);

  if (offered != NULL)
    ts_window_save_copy_of (self, offered);
}

void
ts_window_files_init (TsWindow *self)
{
  GSignalGroup *document = g_signal_group_new (TS_TYPE_DOCUMENT);

  g_signal_group_connect_swapped (document, "notify::title", G_CALLBACK (update_title), self);
  g_signal_group_connect_swapped (document, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_group_connect_swapped (document, "notify::offered", G_CALLBACK (update_offered_bar), self);
  g_signal_group_connect_swapped (document, "notify::autosave-problem", G_CALLBACK (update_autosave_bar), self);
  g_signal_group_set_target (document, self->document);
  self->document_signals = document;
  g_signal_connect (self->autosave_bar, "response", G_CALLBACK (on_autosave_bar_response), self);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed", G_CALLBACK (update_recent_menu), self,
                           G_CONNECT_SWAPPED);
  begin_autosave_session (self);
  update_title (self);
  update_recent_menu (self);
}
