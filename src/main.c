/* main.c — tai-shogi, the GTK application. */
#include <glib/gi18n.h>
#include <locale.h>

#include "ts-application.h"

/* The installed catalogues, or, when the program runs from its build tree
 * before it was ever installed, the ones the build made: tools/run then
 * speaks the user's language too. */
static const char *
locale_dir (void)
{
  g_autofree char *installed = g_build_filename (LOCALEDIR, "ja", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *built = g_build_filename (TS_LOCALE_BUILD_DIR, "ja", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (installed, G_FILE_TEST_EXISTS) && g_file_test (built, G_FILE_TEST_EXISTS))
    return TS_LOCALE_BUILD_DIR;
  return LOCALEDIR;
}

int
main (int argc, char *argv[])
{
  g_autoptr (TsApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ts_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
