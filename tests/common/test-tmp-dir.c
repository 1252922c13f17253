/* test-tmp-dir.c — see test-tmp-dir.h. */
#include "test-tmp-dir.h"

#include <gio/gio.h>
#include <stdlib.h>

static GPtrArray *tmp_dirs;

/* Removes a folder and everything in it; GIO deletes only empty ones. */
static void
remove_tree (GFile *dir)
{
  g_autoptr (GFileEnumerator) children =
    g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  GFileInfo *info;
  GFile *child;

  while (children != NULL && g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
    if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
      remove_tree (child);
    else
      g_file_delete (child, NULL, NULL);
  g_file_delete (dir, NULL, NULL);
}

static void
remove_tmp_dirs (void)
{
  for (guint i = 0; i < tmp_dirs->len; i++)
    {
      g_autoptr (GFile) dir = g_file_new_for_path (tmp_dirs->pdata[i]);

      remove_tree (dir);
    }
  g_ptr_array_unref (tmp_dirs);
}

char *
test_make_tmp_dir (const char *tmpl)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  if (tmp_dirs == NULL)
    {
      tmp_dirs = g_ptr_array_new_with_free_func (g_free);
      atexit (remove_tmp_dirs);
    }
  g_ptr_array_add (tmp_dirs, g_strdup (dir));
  return dir;
}
