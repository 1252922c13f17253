/* ts-window.c — connects the game, the board view and the window's
 * actions, and tells the user what is going on. */
#include "ts-window.h"

#include <glib/gi18n.h>

#include "ts-browse-banner.h"
#include "ts-side-panel.h"
#include "ts-new-game-dialog.h"
#include "ts-players.h"
#include "ts-session.h"
#include "ts-ui.h"

struct _TsWindow {
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkScrolledWindow *scrolled;
  TsBoardView *board_view;
  TsSidePanel *side_panel;
  GtkLabel *status_label;
  GtkLabel *turn_label;
  GtkLabel *zoom_label;
  GtkSpinner *thinking_spinner;
  GtkRevealer *analysis_revealer;
  GtkLabel *analysis_label;
  GtkInfoBar *interrupted_bar;

  TsSession *session;
  TsGame *game;          /* the session's, for short */
  TsDocument *document;  /* the session's */
  GtkFileChooserNative *chooser;  /* the open or save dialog while shown */
  GMenu *recent_menu;
  GSettings *settings;
  AdwToast *result_toast;  /* while the result is shown */
  gint64 result_shown_us;
  TsEnginePlayer *engine;  /* the session's */
  TsNewGameDialog *new_game_dialog;  /* while shown */
  GFile *interrupted;  /* the copy of a game an earlier run died with, while offered */
};

G_DEFINE_FINAL_TYPE (TsWindow, ts_window, ADW_TYPE_APPLICATION_WINDOW)

static void
enable_action (TsWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* ---- status ---- */

static const char *
color_name (TsColor color)
{
  return color == TS_BLACK ? _("Black") : _("White");
}

/* "Lion 獅子 (shishi), Black, on 12m"; a promoted piece also names what it
 * was, since its face no longer shows it. */
static char *
describe_piece (TsRules rules, TsPiece pc, TsSquare sq)
{
  TsPieceType type = ts_piece_moves_as (rules, pc);
  const TsPieceInfo *info = ts_piece_info (type);
  const TsPieceInfo *base = ts_piece_info (TS_PIECE_TYPE (pc));
  char square[4];

  ts_square_name (sq, square);
  if (TS_PIECE_IS_PROMOTED (pc) && base != info)
    /* TRANSLATORS: piece name, kanji, rōmaji, former piece, side, square */
    return g_strdup_printf (_("%s %s (%s), promoted %s — %s, on %s"),
                            ts_piece_display_name (type), info->kanji, info->romaji,
                            ts_piece_display_name (TS_PIECE_TYPE (pc)), color_name (TS_PIECE_COLOR (pc)), square);
  /* TRANSLATORS: piece name, kanji, rōmaji, side, square */
  return g_strdup_printf (_("%s %s (%s) — %s, on %s"), ts_piece_display_name (type), info->kanji, info->romaji,
                          color_name (TS_PIECE_COLOR (pc)), square);
}

static void
update_status (TsWindow *self)
{
  TsSquare sq = ts_board_view_get_hover_square (self->board_view);
  TsPiece pc = sq != 0 ? ts_board_view_get_piece (self->board_view, sq) : TS_EMPTY;
  const char *hint = ts_board_view_get_hint (self->board_view);
  g_autofree char *text = NULL;

  if (hint != NULL)
    text = g_strdup (hint);
  else if (pc != TS_EMPTY && pc != TS_OFFBOARD)
    text = describe_piece (ts_game_get_rules (self->game), pc, sq);
  else if (ts_game_get_result (self->game) != TS_RESULT_NONE)
    text = ts_game_describe_result (self->game);
  else if (ts_game_computer_to_move (self->game))
    text = g_strdup (_("The computer is thinking about its move…"));
  else
    text = g_strdup (_("Click a piece to move it; hover over any piece to see where it can go."));
  gtk_label_set_text (self->status_label, text);
}

static void
update_turn (TsWindow *self)
{
  TsPosition *pos = ts_game_get_position (self->game);
  g_autofree char *subtitle = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *players = ts_game_describe_players (self->game);

  if (ts_game_get_result (self->game) != TS_RESULT_NONE)
    {
      subtitle = g_strdup (ts_game_get_result (self->game) == TS_RESULT_BLACK_WINS ? _("Black wins")
                                                                                     : _("White wins"));
      turn = g_strdup (_("Game over"));
    }
  else
    {
      /* TRANSLATORS: %u is the move number */
      subtitle = g_strdup_printf (_("Move %u"), pos->move_number);
      turn = g_strdup (pos->side == TS_BLACK ? _("☗ Black to move") : _("☖ White to move"));
    }
  if (ts_game_get_rules (self->game) != TS_RULES_STANDARD)
    {
      /* TRANSLATORS: the move number or result, then the rule set ("Move 3 · Japanese Wikipedia rules") */
      char *with_rules = g_strdup_printf (_("%s · %s rules"), subtitle, ts_rules_display_name (ts_game_get_rules (self->game)));

      g_free (subtitle);
      subtitle = with_rules;
    }
  if (players != NULL)
    {
      /* TRANSLATORS: the move number, then who plays ("Move 3 · ☗ Human vs ☖ Computer (Casual)") */
      char *both = g_strdup_printf (_("%s · %s"), subtitle, players);

      g_free (subtitle);
      subtitle = both;
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_label_set_text (self->turn_label, turn);
}

/* libadwaita 1.2 crashes when a toast is dismissed while its showing
 * animation (300 ms, 500 ms replacing another) still runs: a toast shown
 * more recently than this is dismissed once it has passed. */
#define TOAST_SHOW_MS 600

static gboolean
dismiss_toast_later (gpointer toast)
{
  adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

static void
dismiss_result (TsWindow *self)
{
  AdwToast *toast = self->result_toast;
  gint64 shown_ms = (g_get_monotonic_time () - self->result_shown_us) / 1000;

  if (toast == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (toast), (gpointer *) &self->result_toast);
  self->result_toast = NULL;
  if (shown_ms >= TOAST_SHOW_MS)
    adw_toast_dismiss (toast);
  else
    g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) (TOAST_SHOW_MS - shown_ms), dismiss_toast_later,
                        g_object_ref (toast), g_object_unref);
}

/* The result stays up in a toast until dismissed, or until the game is no
 * longer over (undone, or a new one). */
static void
announce_result (TsWindow *self)
{
  gboolean over = ts_game_get_result (self->game) != TS_RESULT_NONE;

  if (over && self->result_toast == NULL)
    {
      g_autofree char *text = ts_game_describe_result (self->game);

      self->result_toast = adw_toast_new (text);
      self->result_shown_us = g_get_monotonic_time ();
      g_object_add_weak_pointer (G_OBJECT (self->result_toast), (gpointer *) &self->result_toast);
      adw_toast_set_timeout (self->result_toast, 0); /* stays until dismissed */
      adw_toast_set_priority (self->result_toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_overlay_add_toast (self->toast_overlay, self->result_toast);
    }
  else if (!over)
    dismiss_result (self);
}

/* ---- the computer ---- */

static void
update_engine_state (TsWindow *self)
{
  gboolean computer = ts_game_computer_to_move (self->game);
  gboolean browsing = ts_board_view_get_browse_ply (self->board_view) >= 0;

  ts_board_view_set_input_enabled (self->board_view, !computer);
  enable_action (self, "hint", !computer && !browsing && ts_game_get_result (self->game) == TS_RESULT_NONE);
}

static void
on_game_changed (TsGame *game, TsWindow *self)
{
  update_engine_state (self);
  enable_action (self, "undo", ts_game_can_undo (game));
  enable_action (self, "redo", ts_game_can_redo (game));
  update_turn (self);
  update_status (self);
  announce_result (self);
  ts_side_panel_set_rules (self->side_panel, ts_game_get_rules (game));
}

static void
on_zoom_changed (TsWindow *self)
{
  double zoom = ts_board_view_get_zoom (self->board_view);
  g_autofree char *text = g_strdup_printf ("%.0f%%", zoom * 100);

  gtk_label_set_text (self->zoom_label, text);
  enable_action (self, "zoom-in", zoom < ts_board_view_get_max_zoom (self->board_view) - 1e-6);
  enable_action (self, "zoom-out", zoom > 1 + 1e-6);
  enable_action (self, "zoom-reset", zoom > 1 + 1e-6);
}

/* ---- documents: open, save, autosave ---- */

static void
show_toast (TsWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static void
show_error (TsWindow *self, const char *heading, const char *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

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

  show_toast (self, text);
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

/* What to do once unsaved changes are dealt with. */
typedef void (*ContinueFunc) (TsWindow *self, gpointer data);

typedef struct {
  TsWindow *self;
  ContinueFunc func;
  gpointer data;
  GDestroyNotify destroy;
} Pending;

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

static void save_as (TsWindow *self, Pending *then);

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
          show_error (p->self, _("The game could not be saved"), error->message);
          pending_free (p);
        }
    }
  else
    pending_free (p);
}

/* Runs `func` now if nothing unsaved would be lost, or after the user
 * chose to save or to discard the changes. */
static void
confirm_discard (TsWindow *self, ContinueFunc func, gpointer data, GDestroyNotify destroy)
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

      show_error (self, heading, error->message);
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
    confirm_discard (self, open_file_now, g_steal_pointer (&file), g_object_unref);
}

static void
open_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"), _("_Cancel"));
  add_record_filters (GTK_FILE_CHOOSER (self->chooser));
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
open_recent_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  GFile *file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  confirm_discard (self, open_file_now, file, g_object_unref);
}

static gboolean
save_to (TsWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;

  if (!ts_document_save (self->document, file, &error))
    {
      show_error (self, _("The game could not be saved"), error->message);
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

static void
save_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  GFile *file = ts_document_get_file (self->document);

  if (file != NULL)
    save_to (self, file);
  else
    save_as (self, pending_nothing (self));
}

static void
save_as_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  save_as (self, pending_nothing (self));
}

static void
copy_position_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  g_autofree char *tsfen = ts_position_to_tsfen (ts_game_get_position (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), tsfen);
  show_toast (self, _("Position copied as TSFEN"));
}

/* A pasted position is read in the rule set of the game on screen. */
static void
start_from_tsfen_now (TsWindow *self, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!ts_document_new_game_from_tsfen (self->document, ts_game_get_rules (self->game), data, &error))
    show_error (self, _("The clipboard does not hold a position"), error->message);
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TsWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_autoptr (TsGame) check = NULL;

  if (text == NULL)
    {
      show_toast (self, _("The clipboard holds no text"));
      return;
    }
  /* refuse a bad position before asking about unsaved changes */
  check = ts_game_new ();
  if (!ts_game_reset_to_tsfen_with_rules (check, ts_game_get_rules (self->game), g_strstrip (text), &error))
    {
      show_error (self, _("The clipboard does not hold a position"), error->message);
      return;
    }
  confirm_discard (self, start_from_tsfen_now, g_steal_pointer (&text), g_free);
}

static void
paste_position_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL, on_clipboard_text,
                                 g_object_ref (self));
}

/* What the New Game dialog chose. */
typedef struct {
  TsPlayer players[2];
  TsRules rules;
} NewGameChoice;

/* A fresh game of the chosen rule set between the chosen players, kept
 * as the game's tags. */
static void
new_game_now (TsWindow *self, gpointer data)
{
  const NewGameChoice *choice = data;

  ts_session_new_game (self->session, choice->rules, choice->players);
}

static void
on_new_game_start (TsNewGameDialog *dialog, TsWindow *self)
{
  NewGameChoice choice = { { ts_new_game_dialog_get_player (dialog, TS_BLACK),
                             ts_new_game_dialog_get_player (dialog, TS_WHITE) },
                           ts_new_game_dialog_get_rules (dialog) };

  confirm_discard (self, new_game_now, g_memdup2 (&choice, sizeof choice), g_free);
}

static void
on_new_game_dialog_destroy (TsWindow *self)
{
  self->new_game_dialog = NULL;
}

/* Offers, in a bar above the board, the game an earlier run died with,
 * instead of resuming it (which might kill this run too). */
static void
offer_interrupted_game (TsWindow *self, GFile *copy)
{
  g_set_object (&self->interrupted, copy);
  gtk_info_bar_set_revealed (self->interrupted_bar, copy != NULL);
  enable_action (self, "restore-interrupted", copy != NULL);
  enable_action (self, "save-interrupted", copy != NULL);
  enable_action (self, "dismiss-interrupted", copy != NULL);
}

static void
resume_autosaved_game (TsWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) interrupted = ts_document_begin_session (self->document, &error);

  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The autosaved game could not be checked: %s"), error->message);
      show_toast (self, text);
    }
  else if (interrupted != NULL)
    offer_interrupted_game (self, interrupted);
  else if (ts_document_resume (self->document, &error))
    show_toast (self, _("Your game is back where you left it"));
  else if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The autosaved game could not be read: %s"), error->message);
      show_toast (self, text);
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
      show_error (self, _("The last game could not be restored"), error->message);
      return;
    }
  offer_interrupted_game (self, NULL);
  show_toast (self, _("Your game is back where you left it"));
}

static void
restore_interrupted_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  confirm_discard (TS_WINDOW (user_data), restore_interrupted_now, NULL, NULL);
}

static void
dismiss_interrupted_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  offer_interrupted_game (TS_WINDOW (user_data), NULL);
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
    show_error (self, _("The game could not be saved"), error->message);
}

static void
save_interrupted_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
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

/* ---- the engine's thinking, analysis and hints ---- */

static void
update_analysis (TsWindow *self)
{
  const char *text = ts_engine_player_get_analysis (self->engine);
  gboolean thinking = ts_engine_player_get_thinking (self->engine);

  gtk_label_set_text (self->analysis_label, text != NULL ? text : "");
  /* the last search's figures stay, dimmed, until the next search */
  if (thinking)
    gtk_widget_remove_css_class (GTK_WIDGET (self->analysis_label), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->analysis_label), "dim-label");
  gtk_revealer_set_reveal_child (self->analysis_revealer,
                                 text != NULL && g_settings_get_boolean (self->settings, "show-analysis"));
}

static void
on_thinking_changed (TsWindow *self)
{
  gboolean thinking = ts_engine_player_get_thinking (self->engine);

  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
  update_analysis (self);
}

static void
on_hint (TsEnginePlayer *engine, const TsMove *move, const char *notation, TsWindow *self)
{
  /* TRANSLATORS: %s is the suggested move in record notation, e.g. P-6r */
  g_autofree char *text = g_strdup_printf (_("Hint: %s"), notation);
  AdwToast *toast = adw_toast_new (text);

  ts_board_view_set_hint_move (self->board_view, move);
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* While an earlier position is shown, the computer waits. */
static void
on_browse_changed (TsWindow *self)
{
  ts_engine_player_set_paused (self->engine, ts_board_view_get_browse_ply (self->board_view) >= 0);
  update_engine_state (self);
}

/* ---- actions ---- */

/* Opens the New Game dialog; its Start goes through confirm_discard(). */
static void
new_game_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (self->new_game_dialog == NULL)
    {
      self->new_game_dialog = ts_new_game_dialog_new (GTK_WINDOW (self));
      g_signal_connect_object (self->new_game_dialog, "start", G_CALLBACK (on_new_game_start), self, 0);
      g_signal_connect_object (self->new_game_dialog, "destroy", G_CALLBACK (on_new_game_dialog_destroy), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->new_game_dialog));
}

static void
undo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_session_undo (TS_WINDOW (user_data)->session);
}

static void
redo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_session_redo (TS_WINDOW (user_data)->session);
}

static void
hint_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  ts_board_view_set_hint_move (self->board_view, NULL);
  if (!ts_engine_player_request_hint (self->engine))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
zoom_in_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_board_view_zoom_step (TS_WINDOW (user_data)->board_view, 1);
}

static void
zoom_out_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_board_view_zoom_step (TS_WINDOW (user_data)->board_view, -1);
}

static void
zoom_reset_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ts_board_view_set_zoom (TS_WINDOW (user_data)->board_view, 1.0);
}

static void
toggle_labels_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsWindow *self = TS_WINDOW (user_data);
  TsLabelStyle style = g_settings_get_enum (self->settings, "label-style");

  g_settings_set_enum (self->settings, "label-style",
                       style == TS_LABEL_KANJI ? TS_LABEL_ABBREVIATION : TS_LABEL_KANJI);
}

static const GActionEntry win_actions[] = {
  { "new-game", new_game_activated, NULL, NULL, NULL, { 0 } },
  { "undo", undo_activated, NULL, NULL, NULL, { 0 } },
  { "redo", redo_activated, NULL, NULL, NULL, { 0 } },
  { "zoom-in", zoom_in_activated, NULL, NULL, NULL, { 0 } },
  { "zoom-out", zoom_out_activated, NULL, NULL, NULL, { 0 } },
  { "zoom-reset", zoom_reset_activated, NULL, NULL, NULL, { 0 } },
  { "toggle-labels", toggle_labels_activated, NULL, NULL, NULL, { 0 } },
  { "open", open_activated, NULL, NULL, NULL, { 0 } },
  { "open-recent", open_recent_activated, "s", NULL, NULL, { 0 } },
  { "save", save_activated, NULL, NULL, NULL, { 0 } },
  { "save-as", save_as_activated, NULL, NULL, NULL, { 0 } },
  { "copy-position", copy_position_activated, NULL, NULL, NULL, { 0 } },
  { "paste-position", paste_position_activated, NULL, NULL, NULL, { 0 } },
  { "hint", hint_activated, NULL, NULL, NULL, { 0 } },
  { "restore-interrupted", restore_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "save-interrupted", save_interrupted_activated, NULL, NULL, NULL, { 0 } },
  { "dismiss-interrupted", dismiss_interrupted_activated, NULL, NULL, NULL, { 0 } },
};

static void
add_actions (TsWindow *self)
{
  g_autoptr (GAction) flip = G_ACTION (g_property_action_new ("flip", self->board_view, "flipped"));
  g_autoptr (GAction) labels = g_settings_create_action (self->settings, "label-style");
  g_autoptr (GAction) analysis = g_settings_create_action (self->settings, "show-analysis");
  g_autoptr (GAction) panel = G_ACTION (g_property_action_new ("show-panel", self->side_panel, "visible"));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  g_action_map_add_action (G_ACTION_MAP (self), flip);
  g_action_map_add_action (G_ACTION_MAP (self), labels);
  g_action_map_add_action (G_ACTION_MAP (self), analysis);
  g_action_map_add_action (G_ACTION_MAP (self), panel);
}

/* ---- life cycle ---- */

/* Quitting stops the computer's search at once, as closing does. */
static void
on_application_changed (TsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL)
    return;
  g_signal_connect_object (app, "shutdown", G_CALLBACK (ts_engine_player_stop), self->engine, G_CONNECT_SWAPPED);
  /* a clean end: the next start resumes the game without asking */
  g_signal_connect_object (app, "shutdown", G_CALLBACK (ts_document_end_session), self->document,
                           G_CONNECT_SWAPPED);
}

static gboolean
ts_window_close_request (GtkWindow *window)
{
  TsWindow *self = TS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  ts_engine_player_stop (self->engine);
  return GTK_WINDOW_CLASS (ts_window_parent_class)->close_request (window);
}

static void
ts_window_dispose (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  /* the settings must not drive widgets of a window that is going away */
  if (self->board_view != NULL)
    {
      g_settings_unbind (self->board_view, "flipped");
      g_settings_unbind (self->board_view, "zoom");
    }
  if (self->side_panel != NULL)
    {
      g_settings_unbind (self->side_panel, "visible");
      g_settings_unbind (self->side_panel, "page");
    }

  /* a search in flight stops at once; its late result goes nowhere */
  if (self->engine != NULL)
    {
      ts_engine_player_stop (self->engine);
      g_signal_handlers_disconnect_by_data (self->engine, self);
      self->engine = NULL;
    }
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->new_game_dialog));
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->result_toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->result_toast), (gpointer *) &self->result_toast);
  self->result_toast = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_WINDOW);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_signal_handlers_disconnect_by_data (gtk_recent_manager_get_default (), self);
  g_clear_object (&self->chooser);
  g_clear_object (&self->interrupted);
  if (self->document != NULL)
    ts_document_end_session (self->document);
  self->document = NULL;
  g_clear_object (&self->recent_menu);
  self->game = NULL;
  g_clear_object (&self->session);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ts_window_parent_class)->dispose (object);
}

static void
ts_window_class_init (TsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = ts_window_close_request;

  ts_ui_init ();
  g_type_ensure (TS_TYPE_BOARD_VIEW);
  g_type_ensure (TS_TYPE_BROWSE_BANNER);
  g_type_ensure (TS_TYPE_SIDE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, analysis_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, interrupted_bar);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, recent_menu);
}

static void
restore_size (TsWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
ts_window_init (TsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = ts_ui_settings_new ();
  self->session = ts_session_new (NULL);
  self->game = ts_session_get_game (self->session);
  self->document = ts_session_get_document (self->session);
  self->engine = ts_session_get_engine_player (self->session);
  g_object_ref (self->recent_menu);
  restore_size (self);
  add_actions (self);
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_connect (self->document, "autosave-failed", G_CALLBACK (on_autosave_failed), self);
  g_signal_connect_swapped (gtk_recent_manager_get_default (), "changed", G_CALLBACK (update_recent_menu), self);

  g_settings_bind (self->settings, "label-style", self->board_view, "label-style", G_SETTINGS_BIND_GET);
  /* the view is remembered across runs */
  g_settings_bind (self->settings, "flipped", self->board_view, "flipped", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "zoom", self->board_view, "zoom", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "side-panel-visible", self->side_panel, "visible", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "side-panel-page", self->side_panel, "page", G_SETTINGS_BIND_DEFAULT);
  ts_board_view_set_game (self->board_view, self->game);
  g_signal_connect (self->game, "changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (self->board_view, "notify::hover-square", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (self->board_view, "notify::hint", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (self->board_view, "notify::zoom", G_CALLBACK (on_zoom_changed), self);
  g_signal_connect_swapped (self->board_view, "notify::browse-ply", G_CALLBACK (on_browse_changed), self);
  g_signal_connect_swapped (self->engine, "notify::thinking", G_CALLBACK (on_thinking_changed), self);
  g_signal_connect_swapped (self->engine, "notify::analysis", G_CALLBACK (update_analysis), self);
  g_signal_connect (self->engine, "hint", G_CALLBACK (on_hint), self);
  g_signal_connect (self, "notify::application", G_CALLBACK (on_application_changed), NULL);
  g_signal_connect_swapped (self->settings, "changed::show-analysis", G_CALLBACK (update_analysis), self);

  offer_interrupted_game (self, NULL);
  resume_autosaved_game (self);
  update_title (self);
  update_recent_menu (self);
  on_game_changed (self->game, self);
  on_zoom_changed (self);
  on_thinking_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

TsWindow *
ts_window_new (GtkApplication *application)
{
  return g_object_new (TS_TYPE_WINDOW, "application", application, NULL);
}

TsGame *
ts_window_get_game (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->game;
}

TsBoardView *
ts_window_get_board_view (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->board_view;
}

const char *
ts_window_get_status (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

TsEnginePlayer *
ts_window_get_engine_player (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->engine;
}

void
ts_window_open_file (TsWindow *self, GFile *file)
{
  g_return_if_fail (TS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  confirm_discard (self, open_file_now, g_object_ref (file), g_object_unref);
}

TsSession *
ts_window_get_session (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->session;
}

TsDocument *
ts_window_get_document (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->document;
}
