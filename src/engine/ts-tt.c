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

TsTt *
ts_tt_new (gsize megabytes)
{
  TsTt *tt = g_new0 (TsTt, 1);
  gsize buckets = 1;

  while (buckets * 2 * WAYS * sizeof (TsTtEntry) <= MAX (megabytes, 1) * 1024 * 1024)
    buckets *= 2;
  tt->entries = g_new0 (TsTtEntry, buckets * WAYS);
  tt->mask = buckets - 1;
  return tt;
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

const TsTtEntry *
ts_tt_probe (const TsTt *tt, guint64 key)
{
  TsTtEntry *b = bucket (tt, key);

  for (int i = 0; i < WAYS; i++)
    if (b[i].key == key && b[i].bound != TS_TT_NONE)
      return &b[i];
  return NULL;
}

void
ts_tt_store (TsTt *tt, guint64 key, const TsMove *move, int score, int depth, TsTtBound bound)
{
  TsTtEntry *b = bucket (tt, key);
  TsTtEntry *e;

  /* the same position: overwrite it; else the deep slot if this result
   * is as deep or the slot is stale; else the always-replace slot */
  if (b[0].key == key)
    e = &b[0];
  else if (b[1].key == key)
    e = &b[1];
  else if (depth >= b[0].depth || b[0].age != tt->age)
    e = &b[0];
  else
    e = &b[1];

  /* keep a known best move when this result has none */
  if (move != NULL)
    e->move = *move;
  else if (e->key != key)
    e->move.from = 0;
  e->key = key;
  e->score = score;
  e->depth = (gint8) CLAMP (depth, -128, 127);
  e->bound = (guint8) bound;
  e->age = tt->age;
}
