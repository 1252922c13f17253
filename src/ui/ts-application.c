/* ts-application.c — application-wide actions, accelerators, windows. */
#include "ts-application.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <signal.h>

#include "ts-preferences-window.h"
#include "ts-rules-guide.h"
#include "ts-ui.h"
#include "ts-window.h"

struct _TsApplication {
  AdwApplication parent_instance;
  gint64 start_time;
  TsRulesGuide *guide;  /* while open */
};

G_DEFINE_FINAL_TYPE (TsApplication, ts_application, ADW_TYPE_APPLICATION)

typedef struct {
  const char *action;
  const char *accels[4];
} Accel;

static const Accel accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "win.new-game", { "<Control>n", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
  { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
  { "win.zoom-reset", { "<Control>0", "<Control>KP_0", NULL } },
  { "win.flip", { "F2", "<Control>f", NULL } },
  { "win.show-panel", { "F9", NULL } },
  { "win.toggle-labels", { "<Control>l", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.copy-position", { "<Control><Shift>c", NULL } },
  { "win.paste-position", { "<Control><Shift>v", NULL } },
  { "win.hint", { "<Control>h", NULL } },
  { "win.resign", { "<Control><Shift>r", NULL } },
  { "win.continue-from-here", { "<Control>Return", NULL } },
  { "win.edit-position", { "<Control>e", NULL } },
  { "win.edit-play", { "<Control><Shift>Return", NULL } },
  { "win.edit-clear", { "<Control><Shift>Delete", NULL } },
  { "win.edit-restore-start", { "<Control><Shift>Home", NULL } },
  { "app.help", { "F1", NULL } },
  /* not a bare letter: application accelerators would take it from the
   * search fields */
  { "win.show-threats", { "<Control>t", NULL } },
  { "win.show-emperor-threats", { "<Control><Shift>t", NULL } },
  { "win.export-board-image", { "<Control><Shift>e", NULL } },
  { "win.copy-board-image", { "<Control><Shift>i", NULL } },
  { "win.analyse", { "<Control><Shift>a", NULL } },
  { "win.evaluate-game", { "<Control><Shift>g", NULL } },
};

/* Quit closes every window as its close button would: a window whose
 * game is in neither the autosave nor a file asks first. */
static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GList *windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (user_data)),
                                     (GCopyFunc) (void (*) (void)) g_object_ref, NULL);

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
}

/* The end of the desktop session (SIGTERM, sent at logout), a closed
 * terminal (SIGHUP) or Ctrl+C (SIGINT): the game is in the autosave
 * already, so the application quits as cleanly as Quit, the lock
 * removed, and the next start resumes the game; nobody is left to ask. */
static gboolean
on_end_signal (gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
  return G_SOURCE_CONTINUE;
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Tai Shogi developers", NULL };
  /* Each entry: a name, then optionally a web address after a space. */
  const char *rules[] = {
    _("Wikipedia: “Tai shogi” https://en.wikipedia.org/wiki/Tai_shogi"),
    _("Wikipedia: “Dai dai shogi” https://en.wikipedia.org/wiki/Dai_dai_shogi"),
    _("Wikipedia: “Maka dai dai shogi” https://en.wikipedia.org/wiki/Maka_dai_dai_shogi"),
    _("The Chess Variant Pages https://www.chessvariants.com/"),
    NULL,
  };
  const char *moves[] = { _("H. G. Muller’s Betza notation"), NULL };
  const char *values[] = { _("Günther Mesching, German Chu Shogi Association"), NULL };
  const char *notation[] = { _("George Hodges"), NULL };
  const char *font[] = { _("Hanazono Mincho, the GlyphWiki project https://glyphwiki.org/"), NULL };
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  gtk_window_set_transient_for (GTK_WINDOW (about), gtk_application_get_active_window (app));
  /* no website or issue link: the project has no public address yet, and
   * a placeholder one would lead nowhere */
  g_object_set (about,
                "application-name", _("Tai Shogi"),
                "application-icon", TS_APP_ID,
                "version", PACKAGE_VERSION,
                "comments", _("Tai shogi: 25 × 25 squares, 177 pieces a side\n"
                              "Tenjiku shogi: 16 × 16 squares, 78 pieces a side"),
                "developers", developers,
                "license-type", GTK_LICENSE_GPL_3_0,
                NULL);
  adw_about_window_add_acknowledgement_section (about, _("Rules"), rules);
  adw_about_window_add_acknowledgement_section (about, _("Piece Moves"), moves);
  adw_about_window_add_acknowledgement_section (about, _("Piece Values"), values);
  adw_about_window_add_acknowledgement_section (about, _("Notation"), notation);
  adw_about_window_add_credit_section (about, _("Piece Font"), font);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  TsPreferencesWindow *prefs = ts_preferences_window_new (parent);

  gtk_window_present (GTK_WINDOW (prefs));
}

/* The rules guide: one for the application, brought forward when open,
 * at the chapter of the game in the window it is asked from. */
static void
help_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  TsApplication *self = TS_APPLICATION (user_data);
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (self->guide == NULL)
    {
      self->guide = ts_rules_guide_new (active);
      g_object_add_weak_pointer (G_OBJECT (self->guide), (gpointer *) &self->guide);
    }
  if (TS_IS_WINDOW (active))
    ts_rules_guide_show_chapter (self->guide,
                                 ts_rules_variant_id (ts_game_get_rules (ts_window_get_game (TS_WINDOW (active)))));
  gtk_window_present (GTK_WINDOW (self->guide));
}

static const GActionEntry app_actions[] = {
  { "help", help_activated, NULL, NULL, NULL, { 0 } },
  { "quit", quit_activated, NULL, NULL, NULL, { 0 } },
  { "about", about_activated, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated, NULL, NULL, NULL, { 0 } },
};

static void
ts_application_startup (GApplication *application)
{
  G_APPLICATION_CLASS (ts_application_parent_class)->startup (application);

  gtk_window_set_default_icon_name (TS_APP_ID);
#ifdef TS_ICON_SOURCE_DIR
  {
    /* Not installed: the icons in the source tree (data/icons). */
    GdkDisplay *display = gdk_display_get_default ();
    GtkIconTheme *theme = display != NULL ? gtk_icon_theme_get_for_display (display) : NULL;

    if (theme != NULL && !gtk_icon_theme_has_icon (theme, TS_APP_ID))
      gtk_icon_theme_add_search_path (theme, TS_ICON_SOURCE_DIR);
  }
#endif
  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions, G_N_ELEMENTS (app_actions),
                                   application);
  g_unix_signal_add (SIGTERM, on_end_signal, application);
  g_unix_signal_add (SIGHUP, on_end_signal, application);
  g_unix_signal_add (SIGINT, on_end_signal, application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application), accels[i].action,
                                           accels[i].accels);
}

/* ---- launch timing ---- */

/* With TS_EXIT_AFTER_FIRST_FRAME set, prints how long the first frame
 * with the board took from the application's creation and quits: for the
 * benchmark. */
static void
on_after_paint (GdkFrameClock *clock, TsWindow *window)
{
  TsApplication *self = TS_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));

  if (self == NULL || ts_board_view_get_square_size (ts_window_get_board_view (window)) <= 0)
    return;
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  g_print ("first-frame-ms: %.1f\n", (g_get_monotonic_time () - self->start_time) / 1000.0);
  g_application_quit (G_APPLICATION (self));
}

static void
on_window_realize (GtkWidget *window)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_after_paint),
                           window, 0);
}

/* The one window, made on first need. */
static GtkWindow *
main_window (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window != NULL)
    return window;
  window = GTK_WINDOW (ts_window_new (GTK_APPLICATION (application)));
  if (g_getenv ("TS_EXIT_AFTER_FIRST_FRAME") != NULL)
    g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), NULL);
  return window;
}

static void
ts_application_activate (GApplication *application)
{
  gtk_window_present (main_window (application));
}

/* `tai-shogi FILE.tsr`, or a record opened from the file manager: the
 * window shows it (asking first if that would discard unsaved moves).
 * One game is shown at a time, so of several files the first is opened. */
static void
ts_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window = main_window (application);

  gtk_window_present (window);
  if (n_files > 0)
    ts_window_open_file (TS_WINDOW (window), files[0]);
}

static void
ts_application_class_init (TsApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = ts_application_startup;
  app_class->activate = ts_application_activate;
  app_class->open = ts_application_open;
  /* Before startup: GtkApplication loads style and shortcuts from here. */
  ts_ui_init ();
}

static void
ts_application_init (TsApplication *self)
{
  self->start_time = g_get_monotonic_time ();
}

TsApplication *
ts_application_new (void)
{
  return g_object_new (TS_TYPE_APPLICATION,
                       "application-id", TS_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       /* the session manager's end is a clean end */
                       "register-session", TRUE,
                       "resource-base-path", TS_RESOURCE_PATH,
                       NULL);
}
