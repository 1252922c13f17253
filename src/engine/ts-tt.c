/* ts-tt.c — a two-way set-associative transposition table: in each
 * bucket one entry is kept by depth (and age), the other always takes
 * the newest result. */
#include "ts-tt.h"

#include <string.h>

#define WAYS 2

struct _TsTt {
  TsTtEntry *entries;
  gsize mask;  /* number of buckets - 1 */
  guint8 age;
};

/* The smallest table ts_tt_new() falls back to; below it, memory is
 * so short that aborting (as g_new does) is all there is to do. */
#define MIN_BYTES (1024 * 1024)
/* The most it tries for: a tebibyte, more than any machine this runs on
 * has, and little enough that the bytes fit a gsize. */
#define MAX_MEGABYTES MIN ((gsize) 1 << 20, G_MAXSIZE >> 21)

TsTt *
ts_tt_new (gsize megabytes)
{
  TsTt *tt = g_new0 (TsTt, 1);
  const gsize bucket_bytes = WAYS * sizeof (TsTtEntry);
  /* any count is taken, the largest meaning "as much as there is" */
  gsize bytes = CLAMP (megabytes, 1, MAX_MEGABYTES) << 20;
  gsize buckets = 1;

  /* the most buckets, a power of two, that fit; compared by division,
   * so that no product overflows */
  while (buckets <= bytes / bucket_bytes / 2)
    buckets *= 2;
  /* what was asked for may not be there: halve the table until it is,
   * rather than abort */
  while ((tt->entries = g_try_malloc0_n (buckets * WAYS, sizeof (TsTtEntry))) == NULL
         && buckets * bucket_bytes > MIN_BYTES)
    buckets /= 2;
  if (tt->entries == NULL)
    tt->entries = g_new0 (TsTtEntry, buckets * WAYS);
  tt->mask = buckets - 1;
  return tt;
}

gsize
ts_tt_get_bytes (const TsTt *tt)
{
  return (tt->mask + 1) * WAYS * sizeof (TsTtEntry);
}

void
ts_tt_free (TsTt *tt)
{
  if (tt == NULL)
    return;
  g_free (tt->entries);
  g_free (tt);
}

void
ts_tt_clear (TsTt *tt)
{
  memset (tt->entries, 0, (tt->mask + 1) * WAYS * sizeof (TsTtEntry));
  tt->age = 0;
}

void
ts_tt_new_search (TsTt *tt)
{
  tt->age++;
}

static inline TsTtEntry *
bucket (const TsTt *tt, guint64 key)
{
  return &tt->entries[(key & tt->mask) * WAYS];
}

/* A checksum of everything in the entry but its key. */
static guint64
contents_check (const TsTtEntry *e)
{
  guint64 h = (guint64) (guint32) e->score * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  h ^= ((guint64) (guint8) e->depth << 8 | e->bound | (guint64) e->age << 16) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  h ^= ((guint64) e->move.from << 48 | (guint64) e->move.to << 32 | (guint64) e->move.captures[0] << 16
        | e->move.captures[1]) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  h ^= ((guint64) e->move.captures[2] << 32 | (guint64) e->move.n_captures << 16 | e->move.becomes)
       * G_GUINT64_CONSTANT (0xd6e8feb86659fd93);
  return h;
}

/* The key the entry stands for, were it not torn. */
static inline guint64
entry_key (const TsTtEntry *e)
{
  return e->key ^ contents_check (e);
}

gboolean
ts_tt_probe (const TsTt *tt, guint64 key, TsTtEntry *entry)
{
  TsTtEntry *b = bucket (tt, key);

  for (int i = 0; i < WAYS; i++)
    {
      *entry = b[i];
      if (entry->bound != TS_TT_NONE && entry_key (entry) == key)
        {
          entry->key = key;
          return TRUE;
        }
    }
  return FALSE;
}

void
ts_tt_store (TsTt *tt, guint64 key, const TsMove *move, int score, int depth, TsTtBound bound)
{
  TsTtEntry *b = bucket (tt, key);
  TsTtEntry *e;

  TsTtEntry n = { 0 };

  /* the same position: overwrite it; else the deep slot if this result
   * is as deep or the slot is stale; else the always-replace slot */
  if (entry_key (&b[0]) == key)
    e = &b[0];
  else if (entry_key (&b[1]) == key)
    e = &b[1];
  else if (depth >= b[0].depth || b[0].age != tt->age)
    e = &b[0];
  else
    e = &b[1];

  /* keep a known best move when this result has none */
  if (move != NULL)
    n.move = *move;
  else if (entry_key (e) == key)
    n.move = e->move;
  n.score = score;
  n.depth = (gint8) CLAMP (depth, -128, 127);
  n.bound = (guint8) bound;
  n.age = tt->age;
  n.key = key ^ contents_check (&n);
  *e = n;
}
