/* test-tmp-dir.h — temporary folders for tests of every layer (GLib and
 * GIO only). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A new folder in the temporary folder (g_dir_make_tmp()), removed with
 * everything in it when the test process exits. */
char *test_make_tmp_dir (const char *tmpl);

G_END_DECLS
