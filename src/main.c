/* main.c — tai-shogi, the GTK application. */
#include <glib/gi18n.h>
#include <locale.h>

#include "ts-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (TsApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ts_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
