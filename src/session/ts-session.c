/* ts-session.c — see ts-session.h. */
#include "ts-session.h"

#include "ts-position-editor.h"

struct _TsSession {
  GObject parent_instance;

  TsGame *game;
  TsDocument *document;
  TsEnginePlayer *engine;
  TsBoardScene *scene;
  TsAnalysis *analysis;
  TsGameEvaluation *evaluation;
  TsClock *clock;
  guint clock_holds;
  TsTimeControl time_control;  /* of new games */
};

G_DEFINE_FINAL_TYPE (TsSession, ts_session, G_TYPE_OBJECT)

static void
ts_session_dispose (GObject *object)
{
  TsSession *self = TS_SESSION (object);

  /* a search in flight stops at once; its late result goes nowhere */
  if (self->engine != NULL)
    ts_engine_player_stop (self->engine);
  g_clear_object (&self->engine);
  g_clear_object (&self->analysis);
  g_clear_object (&self->evaluation);
  g_clear_object (&self->clock);
  g_clear_object (&self->document);
  /* last: the session's handlers on them go when the session's dispose
   * chains up (g_signal_connect_object) */
  g_clear_object (&self->scene);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ts_session_parent_class)->dispose (object);
}

static void
ts_session_class_init (TsSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_session_dispose;
}

static void
ts_session_init (TsSession *self)
{
}

/* The human enters moves on the board only on a human's turn; clicks
 * while the computer is to move select nothing. */
static void
update_input_enabled (TsSession *self)
{
  ts_board_scene_set_input_enabled (self->scene, !ts_game_computer_to_move (self->game));
}

/* The clocks stop while a position of the past is shown (the game waits
 * for the player to come back to it) and while something holds them. */
static void
update_clock_paused (TsSession *self)
{
  ts_clock_set_paused (self->clock, ts_board_scene_get_browse_ply (self->scene) >= 0 || self->clock_holds > 0);
}

/* While a position of the past is shown, the computer waits. */
static void
on_browse_ply_changed (TsSession *self)
{
  ts_engine_player_set_paused (self->engine, ts_board_scene_get_browse_ply (self->scene) >= 0);
  update_clock_paused (self);
}

TsSession *
ts_session_new (const char *autosave_dir)
{
  TsSession *self = g_object_new (TS_TYPE_SESSION, NULL);

  self->game = ts_game_new ();
  /* the clock writes a move's time into its comment on "played", which
   * the game emits before "changed", on which the document autosaves:
   * the order these are made in does not matter */
  self->clock = ts_clock_new (self->game);
  self->document = ts_document_new (self->game, autosave_dir);
  self->engine = ts_engine_player_new (self->game);
  ts_engine_player_set_clock (self->engine, self->clock);
  self->scene = ts_board_scene_new ();
  ts_board_scene_set_game (self->scene, self->game);
  self->analysis = ts_analysis_new ();
  ts_analysis_set_scene (self->analysis, self->scene);
  self->evaluation = ts_game_evaluation_new (self->game);
  /* after every ordinary handler of the change, whatever the order they
   * were connected in: the scene's may stop browsing first */
  g_signal_connect_object (self->game, "changed", G_CALLBACK (update_input_enabled), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->scene, "notify::browse-ply", G_CALLBACK (on_browse_ply_changed), self,
                           G_CONNECT_SWAPPED);
  update_input_enabled (self);
  return self;
}

TsGame *
ts_session_get_game (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->game;
}

TsDocument *
ts_session_get_document (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->document;
}

TsEnginePlayer *
ts_session_get_engine_player (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->engine;
}

TsBoardScene *
ts_session_get_scene (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->scene;
}

TsClock *
ts_session_get_clock (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->clock;
}

void
ts_session_hold_clock (TsSession *self)
{
  g_return_if_fail (TS_IS_SESSION (self));
  self->clock_holds++;
  update_clock_paused (self);
}

void
ts_session_release_clock (TsSession *self)
{
  g_return_if_fail (TS_IS_SESSION (self));
  g_return_if_fail (self->clock_holds > 0);
  self->clock_holds--;
  update_clock_paused (self);
}

void
ts_session_keep_clock (TsSession *self)
{
  g_autofree char *spent = NULL;
  const char *tags[] = { TS_CLOCK_TURN_TAG, NULL, NULL };

  g_return_if_fail (TS_IS_SESSION (self));
  if (!ts_clock_get_enabled (self->clock) || ts_clock_get_running_side (self->clock) < 0)
    return;
  spent = ts_clock_dup_turn_spent (self->clock);
  tags[1] = spent; /* NULL: no such tag */
  /* in the autosave's text alone: no record saved later has it, and
   * saving never changes the game (what runs meanwhile sees the game as
   * it is) */
  ts_document_update_autosave (self->document, tags);
}

void
ts_session_set_time_control (TsSession *self, const TsTimeControl *tc)
{
  g_return_if_fail (TS_IS_SESSION (self));
  self->time_control = *tc;
}

TsAnalysis *
ts_session_get_analysis (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->analysis;
}

TsGameEvaluation *
ts_session_get_evaluation (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), NULL);
  return self->evaluation;
}

/* The players and the time control go in the game's record tags, so
 * that a saved or resumed game goes on with them. */
static void
start_with_players (TsSession *self, TsGame *game, const TsPlayer players[2])
{
  g_autofree char *time_control = ts_time_control_to_string (&self->time_control);

  ts_game_set_player (game, TS_BLACK, &players[TS_BLACK]);
  ts_game_set_player (game, TS_WHITE, &players[TS_WHITE]);
  ts_game_set_tag (game, TS_CLOCK_TAG, time_control);
  ts_document_new_game_from_game (self->document, game);
}

void
ts_session_new_game (TsSession *self, TsRules rules, const TsPlayer players[2])
{
  g_autoptr (TsGame) game = ts_game_new ();

  g_return_if_fail (TS_IS_SESSION (self));
  ts_game_reset_with_rules (game, rules);
  start_with_players (self, game, players);
}

gboolean
ts_session_new_game_from_tsfen (TsSession *self, TsRules rules, const char *tsfen, const TsPlayer players[2],
                                GError **error)
{
  g_autoptr (TsGame) game = ts_game_new ();

  g_return_val_if_fail (TS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (tsfen != NULL, FALSE);
  if (!ts_game_reset_to_tsfen_with_rules (game, rules, tsfen, error)
      || !ts_position_check_playable (ts_game_get_position (game), error))
    return FALSE;
  start_with_players (self, game, players);
  return TRUE;
}

gboolean
ts_session_human_playing (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), TRUE);
  return !ts_game_get_player (self->game, TS_BLACK).computer || !ts_game_get_player (self->game, TS_WHITE).computer;
}

int
ts_session_resigning_side (TsSession *self)
{
  TsColor to_move;

  g_return_val_if_fail (TS_IS_SESSION (self), -1);
  if (ts_game_get_result (self->game) != TS_RESULT_NONE
      || ts_game_get_n_moves (self->game) != ts_game_get_n_moves_total (self->game))
    return -1;
  to_move = ts_game_get_position (self->game)->side;
  if (!ts_game_get_player (self->game, to_move).computer)
    return to_move;
  if (!ts_game_get_player (self->game, TS_OTHER (to_move)).computer)
    return TS_OTHER (to_move);
  return -1;
}

gboolean
ts_session_resign (TsSession *self)
{
  int side = ts_session_resigning_side (self);

  return side >= 0 && ts_game_resign (self->game, (TsColor) side);
}

void
ts_session_continue_from (TsSession *self, guint ply)
{
  g_return_if_fail (TS_IS_SESSION (self));
  ts_game_truncate (self->game, MIN (ply, ts_game_get_n_moves_total (self->game)));
}

/* Steps with `step` once, then on through the computer's turns while a
 * human plays: the computer's moves alone are never taken back or
 * replayed. */
static gboolean
step_to_human_turn (TsSession *self, gboolean (*step) (TsGame *game))
{
  if (!step (self->game))
    return FALSE;
  while (ts_session_human_playing (self) && ts_game_computer_to_move (self->game) && step (self->game))
    ;
  return TRUE;
}

gboolean
ts_session_undo (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), FALSE);
  return step_to_human_turn (self, ts_game_undo);
}

gboolean
ts_session_redo (TsSession *self)
{
  g_return_val_if_fail (TS_IS_SESSION (self), FALSE);
  return step_to_human_turn (self, ts_game_redo);
}
