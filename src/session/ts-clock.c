/* ts-clock.c — see ts-clock.h.
 *
 * The state is small: each side's main time left at the start of the
 * current turn (from the last move's comment that side made, or the
 * time control's), and the time the side to move has spent on this
 * turn: what it spent before a pause, plus since `run_start_us` while it
 * runs.  Any change of the game but a move played (undo, redo, a new or
 * opened game) reads it again from the game, so that the comments are
 * the one truth.
 */
#include "ts-clock.h"
#include "ts-clock-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ts-record.h"

struct _TsClock {
  GObject parent_instance;

  TsGame *game;
  TsTimeControl tc;
  TsClockTimeFunc time_func;
  gpointer time_data;
  gboolean paused;

  gint64 left_ms[2];      /* main time at the start of the turn */
  gint64 spent_us;        /* the side to move's turn, before run_start_us */
  gboolean running;
  gint64 run_start_us;
  gboolean ending;        /* between "resigned" and its "changed" */
};

G_DEFINE_FINAL_TYPE (TsClock, ts_clock, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PAUSED,
  PROP_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_TICK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- time controls ---- */

gboolean
ts_time_control_parse (const char *text, TsTimeControl *tc)
{
  char *end;
  guint64 main_s, extra_s = 0;
  TsClockMode mode = TS_CLOCK_SUDDEN_DEATH;

  *tc = (TsTimeControl) { TS_CLOCK_OFF, 0, 0 };
  if (text == NULL || !g_ascii_isdigit (*text))
    return FALSE;
  main_s = g_ascii_strtoull (text, &end, 10);
  if (*end == '+' || *end == 'b')
    {
      const char *extra = end + 1;

      mode = *end == '+' ? TS_CLOCK_INCREMENT : TS_CLOCK_BYOYOMI;
      if (!g_ascii_isdigit (*extra))
        return FALSE;
      extra_s = g_ascii_strtoull (extra, &end, 10);
    }
  /* a week is more than any game on the clock */
  if (*end != '\0' || main_s > 7 * 24 * 3600 || extra_s > 24 * 3600 || (main_s == 0 && extra_s == 0))
    return FALSE;
  *tc = (TsTimeControl) { mode, (gint64) main_s * 1000, (gint64) extra_s * 1000 };
  return TRUE;
}

char *
ts_time_control_to_string (const TsTimeControl *tc)
{
  gint64 main_s = tc->main_ms / 1000, extra_s = tc->extra_ms / 1000;

  switch (tc->mode)
    {
    case TS_CLOCK_SUDDEN_DEATH: return g_strdup_printf ("%" G_GINT64_FORMAT, main_s);
    case TS_CLOCK_INCREMENT: return g_strdup_printf ("%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT, main_s, extra_s);
    case TS_CLOCK_BYOYOMI: return g_strdup_printf ("%" G_GINT64_FORMAT "b%" G_GINT64_FORMAT, main_s, extra_s);
    case TS_CLOCK_OFF:
    default: return NULL;
    }
}

/* "10 min", "90 s", "1 h 30 min". */
static char *
describe_span (gint64 ms)
{
  gint64 s = ms / 1000;

  if (s % 60 != 0 || s < 60)
    /* TRANSLATORS: a time in seconds */
    return g_strdup_printf (_("%d s"), (int) s);
  if (s < 3600 || s % 3600 != 0)
    /* TRANSLATORS: a time in minutes */
    return g_strdup_printf (_("%d min"), (int) (s / 60));
  /* TRANSLATORS: a time in hours */
  return g_strdup_printf (_("%d h"), (int) (s / 3600));
}

char *
ts_time_control_describe (const TsTimeControl *tc)
{
  g_autofree char *main_time = describe_span (tc->main_ms);
  g_autofree char *extra = describe_span (tc->extra_ms);

  switch (tc->mode)
    {
    case TS_CLOCK_SUDDEN_DEATH:
      /* TRANSLATORS: sudden death, e.g. "10 min for the game" */
      return g_strdup_printf (_("%s for the game"), main_time);
    case TS_CLOCK_INCREMENT:
      /* TRANSLATORS: Fischer increment, e.g. "10 min + 10 s a move" */
      return g_strdup_printf (_("%s + %s a move"), main_time, extra);
    case TS_CLOCK_BYOYOMI:
      /* TRANSLATORS: byo-yomi, e.g. "10 min, then 30 s a move" */
      return g_strdup_printf (_("%s, then %s a move"), main_time, extra);
    case TS_CLOCK_OFF:
    default:
      return g_strdup (_("No clock"));
    }
}

char *
ts_clock_format_time (gint64 ms)
{
  gint64 s;

  ms = MAX (ms, 0);
  if (ms < 10000)
    return g_strdup_printf ("%d.%d", (int) (ms / 1000), (int) (ms / 100 % 10));
  /* a clock shows the seconds begun, as a player counts them */
  s = (ms + 999) / 1000;
  if (s >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
  return g_strdup_printf ("%d:%02d", (int) (s / 60), (int) (s % 60));
}

/* ---- the clock ---- */

static gint64
now_us (TsClock *self)
{
  return self->time_func != NULL ? self->time_func (self->time_data) : g_get_monotonic_time ();
}

static TsColor
side_to_move (TsClock *self)
{
  return ts_game_get_position (self->game)->side;
}

/* The side to move's time spent on this turn, in ms. */
static gint64
spent_ms (TsClock *self)
{
  gint64 us = self->spent_us + (self->running ? now_us (self) - self->run_start_us : 0);

  return us / 1000;
}

/* The side to move's main time left now; below zero in byo-yomi, and
 * all of it gone once its flag fell. */
static gint64
main_left_now (TsClock *self, TsColor side)
{
  if (side != side_to_move (self))
    return self->left_ms[side];
  if (ts_game_get_end_reason (self->game) == TS_END_TIME)
    return -self->tc.extra_ms;
  return self->left_ms[side] - spent_ms (self);
}

static gboolean
should_run (TsClock *self)
{
  return self->tc.mode != TS_CLOCK_OFF && !self->paused && ts_game_get_result (self->game) == TS_RESULT_NONE;
}

/* Starts or stops the side to move's clock as the state asks. */
static void
update_running (TsClock *self)
{
  gboolean run = should_run (self);

  if (run == self->running)
    return;
  if (run)
    self->run_start_us = now_us (self);
  else
    self->spent_us += now_us (self) - self->run_start_us;
  self->running = run;
}

/* The turn's time noted when the window closed, taken up once. */
static void
take_noted_turn (TsClock *self)
{
  const char *noted = ts_game_get_tag (self->game, TS_CLOCK_TURN_TAG);
  guint64 ms;

  if (noted == NULL)
    return;
  if (self->tc.mode != TS_CLOCK_OFF && g_ascii_string_to_unsigned (noted, 10, 0, G_MAXINT32, &ms, NULL))
    self->spent_us = (gint64) ms * 1000;
  ts_game_set_tag (self->game, TS_CLOCK_TURN_TAG, NULL);
}

char *
ts_clock_dup_turn_spent (TsClock *self)
{
  g_return_val_if_fail (TS_IS_CLOCK (self), NULL);
  if (self->tc.mode == TS_CLOCK_OFF || !(self->running || self->spent_us > 0))
    return NULL;
  return g_strdup_printf ("%" G_GINT64_FORMAT, spent_ms (self));
}

/* Reads the time control and each side's time after its last move. */
void
ts_clock_reload (TsClock *self)
{
  gboolean was_enabled;
  guint n;

  g_return_if_fail (TS_IS_CLOCK (self));
  was_enabled = self->tc.mode != TS_CLOCK_OFF;
  ts_time_control_parse (ts_game_get_tag (self->game, TS_CLOCK_TAG), &self->tc);
  self->left_ms[TS_BLACK] = self->left_ms[TS_WHITE] = self->tc.main_ms;
  n = ts_game_get_n_moves (self->game);
  /* the movers alternate: the last move is the side not to move's */
  for (guint found = 0, i = n; i > 0 && found < 2; i--, found++)
    {
      TsColor mover = (n - i) % 2 == 0 ? TS_OTHER (side_to_move (self)) : side_to_move (self);
      gint64 ms;

      if (ts_record_comment_get_time (ts_game_get_move_comment (self->game, i - 1), TS_RECORD_CLOCK, &ms))
        self->left_ms[mover] = ms;
    }
  self->spent_us = 0;
  take_noted_turn (self);
  self->running = FALSE;
  update_running (self);
  if (was_enabled != (self->tc.mode != TS_CLOCK_OFF))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
  g_signal_emit (self, signals[SIGNAL_TICK], 0);
}

/* A move was played: the mover's time goes in its comment. */
static void
on_played (TsGame *game, guint index, TsClock *self)
{
  TsColor mover = TS_OTHER (side_to_move (self));
  gint64 spent, left;
  g_autofree char *with_elapsed = NULL;
  g_autofree char *comment = NULL;

  if (self->tc.mode == TS_CLOCK_OFF)
    return;
  /* the time up to the move, with the clock's side as it was */
  if (self->running)
    self->spent_us += now_us (self) - self->run_start_us;
  self->running = FALSE;
  spent = self->spent_us / 1000;
  left = self->left_ms[mover] - spent;
  if (self->tc.mode == TS_CLOCK_INCREMENT)
    left += self->tc.extra_ms;
  /* a move in time is in time: a flag not yet seen has not fallen */
  left = MAX (left, 0);
  with_elapsed = ts_record_comment_set_time (ts_game_get_move_comment (game, index), TS_RECORD_ELAPSED, spent);
  comment = ts_record_comment_set_time (with_elapsed, TS_RECORD_CLOCK, left);
  ts_game_set_move_comment (game, index, comment);
  /* "changed" follows and reads the new state from the comments */
}

/* A resignation or a flag fall: the clock stops where it stood. */
static void
on_resigned (TsGame *game, int color, TsClock *self)
{
  self->ending = TRUE;
}

static void
on_changed (TsGame *game, TsClock *self)
{
  if (self->ending)
    {
      self->ending = FALSE;
      update_running (self);
      g_signal_emit (self, signals[SIGNAL_TICK], 0);
      return;
    }
  ts_clock_reload (self);
}

void
ts_clock_poll (TsClock *self)
{
  TsColor side;
  gboolean byoyomi;

  g_return_if_fail (TS_IS_CLOCK (self));
  if (self->running)
    {
      side = side_to_move (self);
      if (ts_clock_get_left (self, side, &byoyomi) <= 0)
        {
          /* "changed" follows: the clock stops */
          ts_game_lose_on_time (self->game);
          return;
        }
    }
  g_signal_emit (self, signals[SIGNAL_TICK], 0);
}

gint64
ts_clock_get_left (TsClock *self, TsColor side, gboolean *in_byoyomi)
{
  gint64 left;

  g_return_val_if_fail (TS_IS_CLOCK (self), 0);
  left = main_left_now (self, side);
  if (in_byoyomi != NULL)
    *in_byoyomi = FALSE;
  if (self->tc.mode != TS_CLOCK_BYOYOMI || left > 0)
    return MAX (left, 0);
  if (in_byoyomi != NULL)
    *in_byoyomi = TRUE;
  /* the main time overrun is the period's time used */
  return MAX (self->tc.extra_ms + left, 0);
}

gint64
ts_clock_get_main_left (TsClock *self, TsColor side)
{
  g_return_val_if_fail (TS_IS_CLOCK (self), 0);
  return MAX (main_left_now (self, side), 0);
}

int
ts_clock_get_running_side (TsClock *self)
{
  g_return_val_if_fail (TS_IS_CLOCK (self), -1);
  return self->running ? (int) side_to_move (self) : -1;
}

gboolean
ts_clock_get_enabled (TsClock *self)
{
  g_return_val_if_fail (TS_IS_CLOCK (self), FALSE);
  return self->tc.mode != TS_CLOCK_OFF;
}

const TsTimeControl *
ts_clock_get_time_control (TsClock *self)
{
  g_return_val_if_fail (TS_IS_CLOCK (self), NULL);
  return &self->tc;
}

void
ts_clock_set_paused (TsClock *self, gboolean paused)
{
  g_return_if_fail (TS_IS_CLOCK (self));
  paused = !!paused;
  if (paused == self->paused)
    return;
  self->paused = paused;
  update_running (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  g_signal_emit (self, signals[SIGNAL_TICK], 0);
}

gboolean
ts_clock_get_paused (TsClock *self)
{
  g_return_val_if_fail (TS_IS_CLOCK (self), FALSE);
  return self->paused;
}

void
ts_clock_set_time_func (TsClock *self, TsClockTimeFunc func, gpointer user_data)
{
  g_return_if_fail (TS_IS_CLOCK (self));
  self->time_func = func;
  self->time_data = user_data;
  ts_clock_reload (self);
}

static void
ts_clock_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsClock *self = TS_CLOCK (object);

  switch (prop_id)
    {
    case PROP_PAUSED: g_value_set_boolean (value, self->paused); break;
    case PROP_ENABLED: g_value_set_boolean (value, ts_clock_get_enabled (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_clock_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsClock *self = TS_CLOCK (object);

  switch (prop_id)
    {
    case PROP_PAUSED: ts_clock_set_paused (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_clock_dispose (GObject *object)
{
  TsClock *self = TS_CLOCK (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (ts_clock_parent_class)->dispose (object);
}

static void
ts_clock_class_init (TsClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_clock_dispose;
  object_class->get_property = ts_clock_get_property;
  object_class->set_property = ts_clock_set_property;
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENABLED] = g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* The times changed: after ts_clock_poll(), a move, a pause. */
  signals[SIGNAL_TICK] = g_signal_new ("tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 0);
}

static void
ts_clock_init (TsClock *self)
{
}

TsClock *
ts_clock_new (TsGame *game)
{
  TsClock *self;

  g_return_val_if_fail (TS_IS_GAME (game), NULL);
  self = g_object_new (TS_TYPE_CLOCK, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_object (game, "played", G_CALLBACK (on_played), self, 0);
  g_signal_connect_object (game, "resigned", G_CALLBACK (on_resigned), self, 0);
  g_signal_connect_object (game, "changed", G_CALLBACK (on_changed), self, 0);
  ts_clock_reload (self);
  return self;
}
