/* ts-game-evaluation.c — see ts-game-evaluation.h.
 *
 * The game's position hashes, ply by ply, follow the game: a move played
 * or redone appends the new position's, undo drops the last, another
 * game replays it from the start; a score is found by its ply and hash.  One search at a
 * time runs in a TsEngineWorker of its own, with a small table; its
 * result is stored under the position it searched, whatever the game
 * became meanwhile.
 */
#include "ts-game-evaluation.h"
#include "ts-game-evaluation-private.h"

#include "ts-engine-worker.h"

/* Positions searched one after another share much: a small table does. */
#define EVALUATION_TT_MEGABYTES 16

/* What identifies a position of the game. */
typedef struct {
  guint ply;
  guint64 hash;
} PointKey;

struct _TsGameEvaluation {
  GObject parent_instance;

  TsGame *game;
  TsEngineWorker *worker;
  guint movetime_ms;
  gboolean active;

  GArray *hashes;            /* guint64 per ply of the game, 0..n_moves */
  GHashTable *scores;        /* PointKey * → score for Black */
  guint n_scored;            /* of the game's points */
  guint n_computed;

  GCancellable *cancellable; /* while a search runs */
  PointKey searched;         /* and the position it searches */
  TsColor searched_side;
};

G_DEFINE_FINAL_TYPE (TsGameEvaluation, ts_game_evaluation, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MOVETIME,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_SCORE_ADDED,
  SIGNAL_POINTS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
point_key_hash (gconstpointer key)
{
  const PointKey *k = key;

  return (guint) (k->hash ^ (k->hash >> 32)) ^ (k->ply * 0x9E3779B1u);
}

static gboolean
point_key_equal (gconstpointer a, gconstpointer b)
{
  const PointKey *x = a, *y = b;

  return x->ply == y->ply && x->hash == y->hash;
}

static PointKey
point_at (TsGameEvaluation *self, guint ply)
{
  return (PointKey) { ply, g_array_index (self->hashes, guint64, ply) };
}

static gboolean
lookup_score (TsGameEvaluation *self, PointKey key, int *score)
{
  gpointer value;

  if (!g_hash_table_lookup_extended (self->scores, &key, NULL, &value))
    return FALSE;
  if (score != NULL)
    *score = GPOINTER_TO_INT (value);
  return TRUE;
}

/* ---- following the game ---- */

static void
count_scored (TsGameEvaluation *self)
{
  self->n_scored = 0;
  for (guint ply = 0; ply < self->hashes->len; ply++)
    self->n_scored += lookup_score (self, point_at (self, ply), NULL);
}

static void
read_game (TsGameEvaluation *self)
{
  g_autoptr (TsPosition) pos = ts_game_position_at (self->game, 0);
  guint n = ts_game_get_n_moves (self->game);

  g_array_set_size (self->hashes, 0);
  g_array_append_val (self->hashes, pos->hash);
  for (guint i = 0; i < n; i++)
    {
      TsUndo undo;

      ts_position_make (pos, ts_game_get_move (self->game, i), &undo);
      g_array_append_val (self->hashes, pos->hash);
    }
}

/* The move of this index was played or redone: the position after it
 * is the game's current one. */
static void
on_move_made (TsGameEvaluation *self, guint index)
{
  guint64 hash = ts_game_get_position (self->game)->hash;

  g_array_set_size (self->hashes, index + 1);
  g_array_append_val (self->hashes, hash);
}

static void
on_move_undone (TsGameEvaluation *self, guint index)
{
  g_array_set_size (self->hashes, index + 1);
}

static void
cancel_search (TsGameEvaluation *self)
{
  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

/* ---- the pass ---- */

static void search_next (TsGameEvaluation *self);

static void
store_score (TsGameEvaluation *self, PointKey key, int black_score)
{
  g_hash_table_insert (self->scores, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (black_score));
  self->n_computed++;
  /* the game may have moved on: the point counts only if still in it */
  if (key.ply < self->hashes->len && key.hash == point_at (self, key.ply).hash)
    {
      self->n_scored++;
      g_signal_emit (self, signals[SIGNAL_SCORE_ADDED], 0, key.ply);
    }
}

static void
on_searched (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GCancellable) cancellable = user_data;
  g_autoptr (GError) error = NULL;
  TsGameEvaluation *self;
  TsSearchInfo info;
  TsMove best;
  int score;
  gboolean found = ts_engine_worker_search_finish_info (TS_ENGINE_WORKER (source), result, &best, &info, &error);

  /* cancelled: the model may be gone */
  if (g_cancellable_is_cancelled (cancellable))
    return;
  self = g_object_get_data (G_OBJECT (cancellable), "evaluation");
  g_clear_object (&self->cancellable);
  /* no move: the side to move has lost */
  score = found ? info.score : -TS_SCORE_MATE;
  store_score (self, self->searched, self->searched_side == TS_BLACK ? score : -score);
  search_next (self);
}

/* Starts the search of the first position of the game without a score,
 * unless one runs or none is left. */
static void
search_next (TsGameEvaluation *self)
{
  g_autoptr (GCancellable) cancellable = NULL;
  g_autoptr (TsPosition) pos = NULL;
  TsSearchLimits limits = { .movetime_ms = self->movetime_ms };
  guint ply;

  if (!self->active || self->cancellable != NULL)
    return;
  for (ply = 0; ply < self->hashes->len; ply++)
    if (!lookup_score (self, point_at (self, ply), NULL))
      break;
  if (ply == self->hashes->len)
    return;

  pos = ts_game_position_at (self->game, ply);
  cancellable = g_cancellable_new ();
  g_object_set_data (G_OBJECT (cancellable), "evaluation", self);
  self->searched = point_at (self, ply);
  self->searched_side = pos->side;
  self->cancellable = g_object_ref (cancellable);
  ts_engine_worker_search_take_async (self->worker, g_steal_pointer (&pos), &limits, cancellable, on_searched,
                                      g_steal_pointer (&cancellable));
}

static void
on_game_changed (TsGameEvaluation *self)
{
  count_scored (self);
  g_signal_emit (self, signals[SIGNAL_POINTS_CHANGED], 0);
  search_next (self);
}

/* Another game: the old one's search is of no use. */
static void
on_game_reset (TsGameEvaluation *self)
{
  cancel_search (self);
  read_game (self);
}

void
ts_game_evaluation_start (TsGameEvaluation *self)
{
  g_return_if_fail (TS_IS_GAME_EVALUATION (self));

  if (self->active)
    return;
  self->active = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  search_next (self);
}

void
ts_game_evaluation_stop (TsGameEvaluation *self)
{
  g_return_if_fail (TS_IS_GAME_EVALUATION (self));

  if (!self->active)
    return;
  self->active = FALSE;
  cancel_search (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

gboolean
ts_game_evaluation_get_active (TsGameEvaluation *self)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), FALSE);
  return self->active;
}

void
ts_game_evaluation_set_movetime (TsGameEvaluation *self, guint ms)
{
  g_return_if_fail (TS_IS_GAME_EVALUATION (self));

  ms = MAX (ms, 1);
  if (self->movetime_ms == ms)
    return;
  self->movetime_ms = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVETIME]);
}

guint
ts_game_evaluation_get_movetime (TsGameEvaluation *self)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), 0);
  return self->movetime_ms;
}

/* ---- the points ---- */

TsGame *
ts_game_evaluation_get_game (TsGameEvaluation *self)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), NULL);
  return self->game;
}

guint
ts_game_evaluation_get_n_points (TsGameEvaluation *self)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), 0);
  return self->hashes->len;
}

guint
ts_game_evaluation_get_n_scored (TsGameEvaluation *self)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), 0);
  return self->n_scored;
}

gboolean
ts_game_evaluation_get_score (TsGameEvaluation *self, guint ply, int *black_score)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), FALSE);

  return ply < self->hashes->len && lookup_score (self, point_at (self, ply), black_score);
}

guint
ts_game_evaluation_get_n_computed (TsGameEvaluation *self)
{
  g_return_val_if_fail (TS_IS_GAME_EVALUATION (self), 0);
  return self->n_computed;
}

/* ---- life cycle ---- */

static void
ts_game_evaluation_dispose (GObject *object)
{
  TsGameEvaluation *self = TS_GAME_EVALUATION (object);

  cancel_search (self);
  g_clear_object (&self->game);
  g_clear_object (&self->worker);
  G_OBJECT_CLASS (ts_game_evaluation_parent_class)->dispose (object);
}

static void
ts_game_evaluation_finalize (GObject *object)
{
  TsGameEvaluation *self = TS_GAME_EVALUATION (object);

  g_array_unref (self->hashes);
  g_hash_table_unref (self->scores);
  G_OBJECT_CLASS (ts_game_evaluation_parent_class)->finalize (object);
}

static void
ts_game_evaluation_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsGameEvaluation *self = TS_GAME_EVALUATION (object);

  switch (prop_id)
    {
    case PROP_MOVETIME: g_value_set_uint (value, self->movetime_ms); break;
    case PROP_ACTIVE: g_value_set_boolean (value, self->active); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_game_evaluation_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsGameEvaluation *self = TS_GAME_EVALUATION (object);

  switch (prop_id)
    {
    case PROP_MOVETIME: ts_game_evaluation_set_movetime (self, g_value_get_uint (value)); break;
    case PROP_ACTIVE:
      if (g_value_get_boolean (value))
        ts_game_evaluation_start (self);
      else
        ts_game_evaluation_stop (self);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_game_evaluation_class_init (TsGameEvaluationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_game_evaluation_dispose;
  object_class->finalize = ts_game_evaluation_finalize;
  object_class->get_property = ts_game_evaluation_get_property;
  object_class->set_property = ts_game_evaluation_set_property;

  properties[PROP_MOVETIME] = g_param_spec_uint ("movetime", NULL, NULL, 1, 60000,
                                                 TS_GAME_EVALUATION_DEFAULT_MOVETIME_MS,
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A point of the game got its score; its ply. */
  signals[SIGNAL_SCORE_ADDED] = g_signal_new ("score-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                              NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The game's positions changed (a move, undo, another game). */
  signals[SIGNAL_POINTS_CHANGED] = g_signal_new ("points-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_game_evaluation_init (TsGameEvaluation *self)
{
  self->movetime_ms = TS_GAME_EVALUATION_DEFAULT_MOVETIME_MS;
  self->hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->scores = g_hash_table_new_full (point_key_hash, point_key_equal, g_free, NULL);
  self->worker = ts_engine_worker_new_sized (EVALUATION_TT_MEGABYTES);
}

TsGameEvaluation *
ts_game_evaluation_new (TsGame *game)
{
  TsGameEvaluation *self = g_object_new (TS_TYPE_GAME_EVALUATION, NULL);

  g_return_val_if_fail (TS_IS_GAME (game), self);
  self->game = g_object_ref (game);
  /* "reset" comes before "changed": the old search is cancelled first */
  g_signal_connect_object (game, "reset", G_CALLBACK (on_game_reset), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "played", G_CALLBACK (on_move_made), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "redone", G_CALLBACK (on_move_made), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "undone", G_CALLBACK (on_move_undone), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
  read_game (self);
  return self;
}
