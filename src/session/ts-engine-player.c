/* ts-engine-player.c — see ts-engine-player.h.
 *
 * Every "changed" of the game is a new position (a move, undo, redo, a
 * new or opened game): it cancels whatever was being searched and looks
 * afresh whether the computer is to move.  The search starts from an idle
 * callback, so that a burst of changes (undo twice) starts nothing in
 * between.
 */
#include "ts-engine-player-private.h"

#include <glib/gi18n.h>

#include "ts-engine-text.h"
#include "ts-engine-worker.h"
#include "ts-notation.h"
#include "ts-players.h"
#include "ts-time-manager.h"

#define DEFAULT_MIN_INTERVAL_MS 500
/* Moves of the best line shown; the rest is an ellipsis. */
#define MAX_PV_SHOWN 8

struct _TsEnginePlayer {
  GObject parent_instance;

  TsGame *game;
  TsClock *clock;
  TsEngineWorker *worker;
  guint threads;                    /* search threads */
  gboolean paused;
  guint min_interval_ms;

  /* The computer's turn: from its start to the move played. */
  gboolean working;
  gboolean playing_own_move;  /* while the game plays the computer's move */
  gint64 turn_start_us;
  guint start_source;
  GCancellable *move_cancellable;   /* while its search runs */
  guint play_source;                /* the found move waits for its time */
  TsMove pending;

  GCancellable *hint_cancellable;   /* while a hint's search runs */

  gboolean thinking;
  char *analysis;
  guint n_searches;
};

G_DEFINE_FINAL_TYPE (TsEnginePlayer, ts_engine_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PAUSED,
  PROP_THINKING,
  PROP_ANALYSIS,
  PROP_THREADS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_HINT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* One search on its way; holds the player until its callback. */
typedef struct {
  TsEnginePlayer *self;
  GCancellable *cancellable;
} SearchCall;

static void
search_call_free (SearchCall *call)
{
  g_object_unref (call->self);
  g_object_unref (call->cancellable);
  g_free (call);
}

static void
update_thinking (TsEnginePlayer *self)
{
  gboolean thinking = self->working || self->hint_cancellable != NULL;

  if (thinking == self->thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
set_analysis (TsEnginePlayer *self, char *text)
{
  if (g_strcmp0 (text, self->analysis) == 0)
    {
      g_free (text);
      return;
    }
  g_free (self->analysis);
  self->analysis = text;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
}

/* ---- the analysis line ---- */

/* After each iteration, and within a long one: the figures so far keep
 * changing, so the line shows the search going on. */
static void
on_progress (TsEngineWorker *worker, const TsSearchInfo *info, TsEnginePlayer *self)
{
  g_autofree char *score_text = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *speed = NULL;
  g_autofree char *figures = NULL;
  g_autofree char *line = NULL;
  g_autofree char *depth_text = NULL;

  /* every change of the game cancels the search, and a cancelled
   * search's figures never come: the live one is of the game's position */
  const TsPosition *searched = ts_game_get_position (self->game);

  if (self->move_cancellable == NULL && self->hint_cancellable == NULL)
    return;
  score_text = ts_engine_text_score (info->score, searched->side);
  nodes = ts_engine_text_count (info->nodes);
  speed = ts_engine_text_count (info->nps);
  /* TRANSLATORS: the positions searched so far and the search's speed, e.g. "3.1 M nodes, 520 k/s" */
  figures = g_strdup_printf (_("%s nodes, %s/s"), nodes, speed);
  line = ts_engine_text_line (searched, info->pv, info->n_pv, MAX_PV_SHOWN);
  /* TRANSLATORS: the search depth reached, in plies */
  depth_text = g_strdup_printf (_("Depth %d"), info->depth);
  set_analysis (self, g_strdup_printf ("%s  ·  %s  ·  %s  ·  %s", depth_text, score_text, figures, line));
}

/* ---- the computer's move ---- */

static void
cancel_move (TsEnginePlayer *self)
{
  g_clear_handle_id (&self->start_source, g_source_remove);
  g_clear_handle_id (&self->play_source, g_source_remove);
  if (self->move_cancellable != NULL)
    {
      g_cancellable_cancel (self->move_cancellable);
      g_clear_object (&self->move_cancellable);
    }
  self->working = FALSE;
}

static void
cancel_hint (TsEnginePlayer *self)
{
  if (self->hint_cancellable != NULL)
    {
      g_cancellable_cancel (self->hint_cancellable);
      g_clear_object (&self->hint_cancellable);
    }
}

static void
play_move (TsEnginePlayer *self, const TsMove *move)
{
  g_autoptr (GError) error = NULL;
  TsMove m = *move;
  gint64 t0 = g_get_monotonic_time ();
  gboolean played;

  self->working = FALSE;
  /* the "changed" handler takes up the next turn, and the thinking state */
  self->playing_own_move = TRUE;
  played = ts_game_play (self->game, &m, &error);
  self->playing_own_move = FALSE;
  if (!played)
    {
      g_warning ("The computer's move was refused: %s", error->message);
      update_thinking (self);
      return;
    }
  g_debug ("computer's move played in %.1f ms, the window's updates included",
           (g_get_monotonic_time () - t0) / 1000.0);
}

static gboolean
play_pending (gpointer user_data)
{
  TsEnginePlayer *self = user_data;

  self->play_source = 0;
  play_move (self, &self->pending);
  return G_SOURCE_REMOVE;
}

static void
on_move_found (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SearchCall *call = user_data;
  TsEnginePlayer *self = call->self;
  g_autoptr (GError) error = NULL;
  gint64 elapsed_ms;
  TsMove move;
  TsSearchInfo info;
  gboolean found = ts_engine_worker_search_finish_info (TS_ENGINE_WORKER (source), result, &move, &info, &error);

  if (g_cancellable_is_cancelled (call->cancellable))
    {
      search_call_free (call);
      return;
    }
  g_clear_object (&self->move_cancellable);
  search_call_free (call);
  if (!found)
    {
      /* the game's result says so already */
      g_debug ("no move for the computer: %s", error->message);
      self->working = FALSE;
      update_thinking (self);
      return;
    }
  g_debug ("computer's search: depth %d, %" G_GUINT64_FORMAT " nodes in %" G_GINT64_FORMAT " ms, %" G_GUINT64_FORMAT " nodes/s",
           info.depth, info.nodes, info.time_ms, info.nps);
  elapsed_ms = (g_get_monotonic_time () - self->turn_start_us) / 1000;
  if (elapsed_ms >= self->min_interval_ms)
    {
      play_move (self, &move);
      return;
    }
  self->pending = move;
  self->play_source = g_timeout_add ((guint) (self->min_interval_ms - elapsed_ms), play_pending, self);
  g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->play_source),
                            "[tai-shogi] computer move");
}

static void
start_search (TsEnginePlayer *self, GCancellable *cancellable, const TsSearchLimits *limits,
              GAsyncReadyCallback callback)
{
  SearchCall *call = g_new0 (SearchCall, 1);

  call->self = g_object_ref (self);
  call->cancellable = g_object_ref (cancellable);
  self->n_searches++;
  ts_engine_worker_set_threads (self->worker, self->threads);
  /* the one copy of the position, handed over to the search */
  ts_engine_worker_search_take_async (self->worker, ts_position_copy (ts_game_get_position (self->game)), limits,
                                      cancellable, callback, call);
}

/* The time the computer has for this move on the clock: the main time
 * left, with the increment, or with the byo-yomi period as a reserve
 * that comes back every move; once in byo-yomi, the period less the
 * time between the move's finding and its playing. */
static void
clock_limits (TsEnginePlayer *self, TsColor side, TsSearchLimits *limits)
{
  const TsTimeControl *tc = ts_clock_get_time_control (self->clock);
  gint64 main_left = ts_clock_get_main_left (self->clock, side);
  gint64 margin = self->min_interval_ms + 100;
  gboolean byoyomi;

  if (tc->mode == TS_CLOCK_BYOYOMI && main_left == 0)
    {
      gint64 period = MAX (ts_clock_get_left (self->clock, side, &byoyomi) - margin, 10);

      *limits = (TsSearchLimits) { .movetime_ms = period * 3 / 4, .maximum_ms = period };
      return;
    }
  ts_time_clock_limits (MAX (main_left - margin, 10), tc->mode == TS_CLOCK_SUDDEN_DEATH ? 0 : tc->extra_ms, 0, limits);
}

void
ts_engine_player_get_move_limits (TsEnginePlayer *self, TsSearchLimits *limits)
{
  TsColor side = ts_game_get_position (self->game)->side;
  TsPlayer player = ts_game_get_player (self->game, side);
  TsSearchLimits clock;

  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));
  ts_level_get_limits (player.level, limits);
  if (self->clock == NULL || !ts_clock_get_enabled (self->clock))
    return;
  /* the level says how long the computer likes to think; the clock how
   * long it can */
  clock_limits (self, side, &clock);
  if (limits->movetime_ms == 0 || clock.movetime_ms < limits->movetime_ms)
    {
      limits->movetime_ms = clock.movetime_ms;
      limits->maximum_ms = clock.maximum_ms;
    }
}

void
ts_engine_player_set_clock (TsEnginePlayer *self, TsClock *clock)
{
  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));
  g_set_object (&self->clock, clock);
}

static gboolean
start_move_search (gpointer user_data)
{
  TsEnginePlayer *self = user_data;
  TsSearchLimits limits;

  self->start_source = 0;
  ts_engine_player_get_move_limits (self, &limits);
  self->move_cancellable = g_cancellable_new ();
  start_search (self, self->move_cancellable, &limits, on_move_found);
  return G_SOURCE_REMOVE;
}

/* Cancels what was going on and takes up the computer's turn if it is
 * one. */
static void
reconsider (TsEnginePlayer *self)
{
  cancel_move (self);
  cancel_hint (self);
  if (!self->paused && ts_game_computer_to_move (self->game))
    {
      self->working = TRUE;
      self->turn_start_us = g_get_monotonic_time ();
      /* not at idle priority: redraws at 60 frames a second would starve it */
      self->start_source = g_idle_add_full (G_PRIORITY_DEFAULT, start_move_search, self, NULL);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->start_source),
                                "[tai-shogi] computer turn");
    }
  update_thinking (self);
}

/* Another game: what the table learnt of the old one is of no use. */
static void
on_game_reset (TsGame *game, TsEnginePlayer *self)
{
  ts_engine_worker_clear (self->worker);
}

static void
on_game_changed (TsGame *game, TsEnginePlayer *self)
{
  /* The line of the search that chose the move just played stays, dimmed,
   * beside it; after any other change (undo, a new game, a pasted
   * position, the human's move) it speaks of a position no longer shown. */
  if (!self->playing_own_move)
    set_analysis (self, NULL);
  reconsider (self);
}

void
ts_engine_player_update (TsEnginePlayer *self)
{
  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));
  reconsider (self);
}

void
ts_engine_player_stop (TsEnginePlayer *self)
{
  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));
  cancel_move (self);
  cancel_hint (self);
  update_thinking (self);
}

/* ---- hints ---- */

static void
on_hint_found (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SearchCall *call = user_data;
  TsEnginePlayer *self = call->self;
  g_autoptr (GError) error = NULL;
  g_autofree char *notation = NULL;
  TsMove move;
  gboolean found = ts_engine_worker_search_finish (TS_ENGINE_WORKER (source), result, &move, &error);

  if (g_cancellable_is_cancelled (call->cancellable))
    {
      search_call_free (call);
      return;
    }
  g_clear_object (&self->hint_cancellable);
  search_call_free (call);
  update_thinking (self);
  if (found)
    {
      notation = ts_notation_format (ts_game_get_position (self->game), &move);
      g_signal_emit (self, signals[SIGNAL_HINT], 0, &move, notation);
    }
}

gboolean
ts_engine_player_request_hint (TsEnginePlayer *self)
{
  TsSearchLimits limits;

  g_return_val_if_fail (TS_IS_ENGINE_PLAYER (self), FALSE);
  if (self->paused || ts_game_get_result (self->game) != TS_RESULT_NONE || ts_game_computer_to_move (self->game))
    return FALSE;
  cancel_hint (self);
  ts_hint_get_limits (&limits);
  self->hint_cancellable = g_cancellable_new ();
  start_search (self, self->hint_cancellable, &limits, on_hint_found);
  update_thinking (self);
  return TRUE;
}

/* ---- properties ---- */

void
ts_engine_player_set_paused (TsEnginePlayer *self, gboolean paused)
{
  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));
  paused = !!paused;
  if (paused == self->paused)
    return;
  self->paused = paused;
  reconsider (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
ts_engine_player_get_paused (TsEnginePlayer *self)
{
  g_return_val_if_fail (TS_IS_ENGINE_PLAYER (self), FALSE);
  return self->paused;
}

void
ts_engine_player_set_min_interval (TsEnginePlayer *self, guint ms)
{
  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));
  self->min_interval_ms = ms;
}

gboolean
ts_engine_player_get_thinking (TsEnginePlayer *self)
{
  g_return_val_if_fail (TS_IS_ENGINE_PLAYER (self), FALSE);
  return self->thinking;
}

gboolean
ts_engine_player_get_searching (TsEnginePlayer *self)
{
  g_return_val_if_fail (TS_IS_ENGINE_PLAYER (self), FALSE);
  return self->move_cancellable != NULL || self->hint_cancellable != NULL;
}

const char *
ts_engine_player_get_analysis (TsEnginePlayer *self)
{
  g_return_val_if_fail (TS_IS_ENGINE_PLAYER (self), NULL);
  return self->analysis;
}

void
ts_engine_player_set_threads (TsEnginePlayer *self, guint threads)
{
  g_return_if_fail (TS_IS_ENGINE_PLAYER (self));

  threads = CLAMP (threads, 1, TS_SEARCH_MAX_THREADS);
  if (threads == self->threads)
    return;
  self->threads = threads;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREADS]);
}

guint
ts_engine_player_get_n_searches (TsEnginePlayer *self)
{
  g_return_val_if_fail (TS_IS_ENGINE_PLAYER (self), 0);
  return self->n_searches;
}

static void
ts_engine_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsEnginePlayer *self = TS_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_PAUSED: g_value_set_boolean (value, self->paused); break;
    case PROP_THINKING: g_value_set_boolean (value, self->thinking); break;
    case PROP_ANALYSIS: g_value_set_string (value, self->analysis); break;
    case PROP_THREADS: g_value_set_uint (value, self->threads); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_engine_player_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsEnginePlayer *self = TS_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_PAUSED: ts_engine_player_set_paused (self, g_value_get_boolean (value)); break;
    case PROP_THREADS: ts_engine_player_set_threads (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_engine_player_dispose (GObject *object)
{
  TsEnginePlayer *self = TS_ENGINE_PLAYER (object);

  cancel_move (self);
  cancel_hint (self);
  g_clear_object (&self->game);
  g_clear_object (&self->clock);
  g_clear_object (&self->worker);
  G_OBJECT_CLASS (ts_engine_player_parent_class)->dispose (object);
}

static void
ts_engine_player_finalize (GObject *object)
{
  TsEnginePlayer *self = TS_ENGINE_PLAYER (object);

  g_free (self->analysis);
  G_OBJECT_CLASS (ts_engine_player_parent_class)->finalize (object);
}

static void
ts_engine_player_class_init (TsEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ts_engine_player_get_property;
  object_class->set_property = ts_engine_player_set_property;
  object_class->dispose = ts_engine_player_dispose;
  object_class->finalize = ts_engine_player_finalize;

  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS] = g_param_spec_string ("analysis", NULL, NULL, NULL,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_THREADS] = g_param_spec_uint ("threads", NULL, NULL, 1, TS_SEARCH_MAX_THREADS, 1,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                  | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsEnginePlayer::hint:
   * @move: (type gpointer): the suggested TsMove
   * @notation: the move in record notation
   */
  signals[SIGNAL_HINT] = g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_STRING);
}

static void
ts_engine_player_init (TsEnginePlayer *self)
{
  self->min_interval_ms = DEFAULT_MIN_INTERVAL_MS;
  self->threads = 1;
}

TsEnginePlayer *
ts_engine_player_new (TsGame *game)
{
  TsEnginePlayer *self;

  g_return_val_if_fail (TS_IS_GAME (game), NULL);
  self = g_object_new (TS_TYPE_ENGINE_PLAYER, NULL);
  self->game = g_object_ref (game);
  self->worker = ts_engine_worker_new ();
  /* the handlers go with the player's dispose: a game it leaves, or a
   * search's late progress, reaches it no more */
  g_signal_connect_object (game, "reset", G_CALLBACK (on_game_reset), self, 0);
  g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self, 0);
  g_signal_connect_object (self->worker, "progress", G_CALLBACK (on_progress), self, 0);
  g_signal_connect_object (self->worker, "nodes-searched", G_CALLBACK (on_progress), self, 0);
  reconsider (self);
  return self;
}
