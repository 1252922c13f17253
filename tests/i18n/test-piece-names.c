/* test-piece-names.c — piece names reach the user in the user's language.
 *
 * Reads the catalogue meson builds in the build tree (TS_LOCALE_DIR, the
 * po/ build directory with ja/LC_MESSAGES/tai-shogi.mo).  Japanese is
 * chosen with ja_JP.UTF-8 when the C library has it, else with
 * LANGUAGE=ja on top of C.UTF-8 (glibc honours LANGUAGE for any locale
 * but plain "C"). */
#include <glib.h>
#include <libintl.h>
#include <locale.h>

#include "ts-piece.h"

static void
use_locale (const char *language)
{
  if (language == NULL)
    {
      g_unsetenv ("LANGUAGE");
      /* through "C": setting the same locale again keeps gettext's cache */
      g_assert_nonnull (setlocale (LC_ALL, "C"));
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
      return;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  /* a change of locale also tells gettext to forget its cached lookups */
  g_assert_nonnull (setlocale (LC_ALL, "C"));
  if (setlocale (LC_ALL, "ja_JP.UTF-8") == NULL)
    g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
}

static void
test_english (void)
{
  use_locale (NULL);
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_LION), ==, "Lion");
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_EMPEROR), ==, "Emperor");
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_DRUNKEN_ELEPHANT), ==, "Drunken elephant");
  /* the table itself stays English: notation and records read it */
  g_assert_cmpstr (ts_piece_info (TS_PIECE_LION)->name, ==, "Lion");
}

static void
test_japanese (void)
{
  use_locale ("ja");
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_LION), ==, "獅子");
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_EMPEROR), ==, "天王");
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_DRUNKEN_ELEPHANT), ==, "醉象");
  g_assert_cmpstr (ts_piece_info (TS_PIECE_LION)->name, ==, "Lion");
  /* every name is translated, to the kanji of its own row (or their
   * common-character fallback) */
  for (TsPieceType t = TS_PIECE_NONE + 1; t < TS_N_PIECE_TYPES; t++)
    {
      const TsPieceInfo *info = ts_piece_info (t);
      const char *shown = ts_piece_display_name (t);

      if (g_strcmp0 (shown, info->kanji) != 0 && g_strcmp0 (shown, info->kanji_fallback) != 0)
        g_error ("%s is shown as “%s”, not as its kanji %s", info->name, shown, info->kanji);
    }
  use_locale (NULL);
  g_assert_cmpstr (ts_piece_display_name (TS_PIECE_LION), ==, "Lion");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, TS_LOCALE_DIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_add_func ("/i18n/piece-names/english", test_english);
  g_test_add_func ("/i18n/piece-names/japanese", test_japanese);
  return g_test_run ();
}
