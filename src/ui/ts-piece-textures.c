/* ts-piece-textures.c — see ts-piece-textures.h. */
#include "ts-piece-textures.h"

typedef struct {
  GHashTable *textures; /* texture_key () -> GdkTexture at px, of generation */
  int px;
  guint generation;
} TextureCache;

static void
texture_cache_free (gpointer data)
{
  TextureCache *cache = data;

  g_hash_table_unref (cache->textures);
  g_free (cache);
}

static TextureCache *
cache_of (TsPiecePainter *painter)
{
  static GQuark quark;
  TextureCache *cache;

  if (quark == 0)
    quark = g_quark_from_static_string ("ts-piece-textures");
  cache = g_object_get_qdata (G_OBJECT (painter), quark);
  if (cache == NULL)
    {
      cache = g_new0 (TextureCache, 1);
      cache->textures = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_object_unref);
      g_object_set_qdata_full (G_OBJECT (painter), quark, cache, texture_cache_free);
    }
  return cache;
}

GdkTexture *
ts_texture_new_for_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GBytes) bytes = NULL;

  /* Cairo's ARGB32 is premultiplied native-endian BGRA, GDK's default. */
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface), (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static GdkTexture *
render_texture (TsPiecePainter *painter, TsPiece pc, gboolean pointing_down, int px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);

  ts_piece_painter_draw_pointing (painter, cr, pc, pointing_down, px);
  cairo_destroy (cr);
  return ts_texture_new_for_surface (surface);
}

/* The real piece and the way it points: the face follows the one, the
 * turn the other. */
static gpointer
texture_key (TsPiece pc, gboolean pointing_down)
{
  G_STATIC_ASSERT (sizeof (TsPiece) <= 2);
  return GUINT_TO_POINTER ((guint) pc | (pointing_down ? 1u << 16 : 0u));
}

GdkTexture *
ts_piece_painter_get_texture (TsPiecePainter *self, TsPiece pc, int px)
{
  return ts_piece_painter_get_texture_pointing (self, pc, TS_PIECE_COLOR (pc) == TS_WHITE, px);
}

GdkTexture *
ts_piece_painter_get_texture_pointing (TsPiecePainter *self, TsPiece pc, gboolean pointing_down, int px)
{
  TextureCache *cache;
  GdkTexture *texture;
  gpointer key;

  g_return_val_if_fail (TS_IS_PIECE_PAINTER (self), NULL);
  g_return_val_if_fail (px > 0, NULL);

  cache = cache_of (self);
  if (px != cache->px || ts_piece_painter_get_generation (self) != cache->generation)
    {
      g_hash_table_remove_all (cache->textures);
      cache->px = px;
      cache->generation = ts_piece_painter_get_generation (self);
    }
  key = texture_key (pc, !!pointing_down);
  texture = g_hash_table_lookup (cache->textures, key);
  if (texture == NULL)
    {
      texture = render_texture (self, pc, !!pointing_down, px);
      g_hash_table_insert (cache->textures, key, texture);
    }
  return texture;
}
