/* ts-game.c — a game of tai shogi. */
#include "ts-game.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-notation.h"
#include "ts-variant.h"

typedef struct {
  TsMove move;
  TsUndo undo;
  char *notation;            /* NULL until first asked for */
  char *comment;
} PlayedMove;

struct _TsGame {
  GObject parent_instance;

  char *start_tsfen;         /* NULL: the standard start */
  TsPosition *position;
  GArray *moves;             /* PlayedMove, including redo moves */
  guint current;             /* moves[0 .. current) are on the board */
  TsMoveList *legal;         /* the current position's legal moves, once known */
  gboolean legal_known;
  GPtrArray *tag_names;      /* record tags, in the order they were set */
  GHashTable *tags;
  TsEndReason end_reason;    /* of the current position, while known */
  gboolean end_reason_known;
};

G_DEFINE_TYPE (TsGame, ts_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-game-error-quark, ts_game_error)

enum {
  PROP_0,
  PROP_N_MOVES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_RESULT,
  PROP_BLACK_PLAYER,
  PROP_WHITE_PLAYER,
  N_PROPS
};

enum {
  SIGNAL_PLAYED,
  SIGNAL_UNDONE,
  SIGNAL_REDONE,
  SIGNAL_RESET,
  SIGNAL_RESIGNED,
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
played_move_clear (gpointer data)
{
  PlayedMove *pm = data;

  g_clear_pointer (&pm->notation, g_free);
  g_clear_pointer (&pm->comment, g_free);
}

/* What is known of the current position is forgotten when it changes. */
static void
forget_position (TsGame *self)
{
  self->end_reason_known = FALSE;
  self->legal_known = FALSE;
}

/* Tells listeners what happened (a move played, undone or redone: its
 * index; a reset: none), then that something changed.  The players
 * change only with a reset (a new game, a record read) or
 * ts_game_set_player(), so a move does not notify them. */
static void
announce (TsGame *self, guint signal, guint index)
{
  forget_position (self);
  for (int p = PROP_N_MOVES; p <= PROP_RESULT; p++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[p]);
  if (signal == SIGNAL_RESET)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_PLAYER]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHITE_PLAYER]);
    }
  if (signal == SIGNAL_RESET)
    g_signal_emit (self, signals[SIGNAL_RESET], 0);
  else if (signal == SIGNAL_RESIGNED)
    g_signal_emit (self, signals[SIGNAL_RESIGNED], 0, (int) index);
  else
    g_signal_emit (self, signals[signal], 0, index);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The current position's legal moves, generated once per position. */
static const TsMoveList *
current_legal (TsGame *self)
{
  if (!self->legal_known)
    {
      ts_generate_legal (self->position, self->legal);
      self->legal_known = TRUE;
    }
  return self->legal;
}

static void
ts_game_finalize (GObject *object)
{
  TsGame *self = TS_GAME (object);

  g_clear_pointer (&self->start_tsfen, g_free);
  g_clear_pointer (&self->position, ts_position_free);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->legal, g_free);
  g_clear_pointer (&self->tag_names, g_ptr_array_unref);
  g_clear_pointer (&self->tags, g_hash_table_unref);
  G_OBJECT_CLASS (ts_game_parent_class)->finalize (object);
}

static void
ts_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TsGame *self = TS_GAME (object);

  switch (prop_id)
    {
    case PROP_N_MOVES: g_value_set_uint (value, self->current); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, ts_game_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, ts_game_can_redo (self)); break;
    case PROP_RESULT: g_value_set_int (value, ts_game_get_result (self)); break;
    case PROP_BLACK_PLAYER: g_value_set_string (value, ts_game_get_tag (self, TS_PLAYER_TAG_BLACK)); break;
    case PROP_WHITE_PLAYER: g_value_set_string (value, ts_game_get_tag (self, TS_PLAYER_TAG_WHITE)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_game_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TsGame *self = TS_GAME (object);
  TsPlayer player;

  switch (prop_id)
    {
    case PROP_BLACK_PLAYER:
    case PROP_WHITE_PLAYER:
      ts_player_parse (g_value_get_string (value), &player);
      ts_game_set_player (self, prop_id == PROP_BLACK_PLAYER ? TS_BLACK : TS_WHITE, &player);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_game_class_init (TsGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ts_game_finalize;
  object_class->get_property = ts_game_get_property;
  object_class->set_property = ts_game_set_property;

  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] = g_param_spec_int ("result", NULL, NULL, TS_RESULT_NONE, TS_RESULT_WHITE_WINS,
                                              TS_RESULT_NONE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLACK_PLAYER] = g_param_spec_string ("black-player", NULL, NULL, NULL,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  properties[PROP_WHITE_PLAYER] = g_param_spec_string ("white-player", NULL, NULL, NULL,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A move was played; its index (the number of moves before it). */
  signals[SIGNAL_PLAYED] = g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The move of this index was taken back; it stays for redo. */
  signals[SIGNAL_UNDONE] = g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The move of this index was played again. */
  signals[SIGNAL_REDONE] = g_signal_new ("redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The whole game was replaced: a new start, or a copy of another game. */
  signals[SIGNAL_RESET] = g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 0);
  /* A side (its TsColor) resigned. */
  signals[SIGNAL_RESIGNED] = g_signal_new ("resigned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* After each of the above: for those who only redraw. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_game_init (TsGame *self)
{
  self->position = ts_position_new_start ();
  /* a game may have thousands of quiet moves: repetition by look-up */
  ts_position_index_history (self->position);
  self->moves = g_array_new (FALSE, FALSE, sizeof (PlayedMove));
  g_array_set_clear_func (self->moves, played_move_clear);
  self->legal = g_new (TsMoveList, 1);
  self->tag_names = g_ptr_array_new_with_free_func (g_free);
  self->tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

TsGame *
ts_game_new (void)
{
  return g_object_new (TS_TYPE_GAME, NULL);
}

TsGame *
ts_game_new_from_tsfen (const char *tsfen, GError **error)
{
  g_autoptr (TsGame) game = ts_game_new ();

  if (tsfen != NULL && !ts_game_reset_to_tsfen (game, tsfen, error))
    return NULL;
  return g_steal_pointer (&game);
}

static void
clear_moves_and_tags (TsGame *self)
{
  g_array_set_size (self->moves, 0);
  self->current = 0;
  g_ptr_array_set_size (self->tag_names, 0);
  g_hash_table_remove_all (self->tags);
}

void
ts_game_reset (TsGame *self)
{
  g_return_if_fail (TS_IS_GAME (self));
  ts_game_reset_with_rules (self, self->position->rules);
}

void
ts_game_reset_with_rules (TsGame *self, TsRules rules)
{
  g_return_if_fail (TS_IS_GAME (self));
  ts_position_set_rules (self->position, rules);
  ts_position_set_start (self->position);
  g_clear_pointer (&self->start_tsfen, g_free);
  clear_moves_and_tags (self);
  announce (self, SIGNAL_RESET, 0);
}

gboolean
ts_game_reset_to_tsfen (TsGame *self, const char *tsfen, GError **error)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  return ts_game_reset_to_tsfen_with_rules (self, self->position->rules, tsfen, error);
}

gboolean
ts_game_reset_to_tsfen_with_rules (TsGame *self, TsRules rules, const char *tsfen, GError **error)
{
  g_autoptr (TsPosition) read = ts_position_new (rules);

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  /* read aside first: a bad TSFEN leaves the game as it was */
  if (!ts_position_set_tsfen (read, tsfen, error))
    return FALSE;
  ts_position_set_rules (self->position, rules);
  ts_position_set_tsfen (self->position, tsfen, NULL);
  g_free (self->start_tsfen);
  self->start_tsfen = ts_position_to_tsfen (self->position);
  clear_moves_and_tags (self);
  announce (self, SIGNAL_RESET, 0);
  return TRUE;
}

TsRules
ts_game_get_rules (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), TS_RULES_STANDARD);
  return self->position->rules;
}

const char *
ts_game_get_start_tsfen (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return self->start_tsfen;
}

TsPosition *
ts_game_get_position (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return self->position;
}

guint
ts_game_get_n_moves (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), 0);
  return self->current;
}

guint
ts_game_get_n_moves_total (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), 0);
  return self->moves->len;
}

const TsMove *
ts_game_get_move (TsGame *self, guint index)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return &g_array_index (self->moves, PlayedMove, index).move;
}

guint
ts_game_get_captured (TsGame *self, guint index, TsPiece *captured)
{
  const PlayedMove *pm;

  g_return_val_if_fail (TS_IS_GAME (self), 0);
  g_return_val_if_fail (index < self->moves->len, 0);
  pm = &g_array_index (self->moves, PlayedMove, index);
  for (guint c = 0; c < pm->move.n_captures; c++)
    captured[c] = pm->undo.captured[c];
  return pm->move.n_captures;
}

void
ts_game_get_burns (TsGame *self, guint index, TsBurns *burns, TsPiece *burnt)
{
  const PlayedMove *pm;

  g_return_if_fail (TS_IS_GAME (self));
  g_return_if_fail (index < self->moves->len);
  pm = &g_array_index (self->moves, PlayedMove, index);
  *burns = pm->undo.burns;
  for (guint i = 0; burnt != NULL && i < burns->n; i++)
    burnt[i] = pm->undo.burnt[i];
}

TsPiece
ts_game_get_moved_piece (TsGame *self, guint index)
{
  g_return_val_if_fail (TS_IS_GAME (self), TS_EMPTY);
  g_return_val_if_fail (index < self->moves->len, TS_EMPTY);
  return g_array_index (self->moves, PlayedMove, index).undo.moved;
}

/* Writes the notation of every move that has none yet, replaying the game
 * once from the start: a record read from a file costs one generation a
 * move here, and none when nobody asks. */
static void
fill_notations (TsGame *self)
{
  g_autoptr (TsPosition) pos = ts_game_position_at (self, 0);

  for (guint i = 0; i < self->moves->len; i++)
    {
      PlayedMove *pm = &g_array_index (self->moves, PlayedMove, i);
      TsUndo undo;

      if (pm->notation == NULL)
        pm->notation = ts_notation_format (pos, &pm->move);
      ts_position_make (pos, &pm->move, &undo);
    }
}

const char *
ts_game_get_move_notation (TsGame *self, guint index)
{
  PlayedMove *pm;

  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  pm = &g_array_index (self->moves, PlayedMove, index);
  if (pm->notation == NULL)
    fill_notations (self);
  return pm->notation;
}

const char *
ts_game_get_move_comment (TsGame *self, guint index)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return g_array_index (self->moves, PlayedMove, index).comment;
}

void
ts_game_set_move_comment (TsGame *self, guint index, const char *comment)
{
  PlayedMove *pm;

  g_return_if_fail (TS_IS_GAME (self));
  g_return_if_fail (index < self->moves->len);
  pm = &g_array_index (self->moves, PlayedMove, index);
  g_free (pm->comment);
  pm->comment = g_strdup (comment);
}

void
ts_game_assign (TsGame *self, TsGame *source)
{
  g_auto (GStrv) names = NULL;

  g_return_if_fail (TS_IS_GAME (self));
  g_return_if_fail (TS_IS_GAME (source));
  ts_position_set_rules (self->position, source->position->rules);
  if (source->start_tsfen != NULL)
    ts_position_set_tsfen (self->position, source->start_tsfen, NULL);
  else
    ts_position_set_start (self->position);
  g_free (self->start_tsfen);
  self->start_tsfen = g_strdup (source->start_tsfen);
  clear_moves_and_tags (self);

  for (guint i = 0; i < source->moves->len; i++)
    {
      const PlayedMove *from = &g_array_index (source->moves, PlayedMove, i);
      PlayedMove pm = { from->move, { { 0 } }, g_strdup (from->notation), g_strdup (from->comment) };

      ts_position_make (self->position, &pm.move, &pm.undo);
      g_array_append_val (self->moves, pm);
    }
  self->current = self->moves->len;
  /* moves the source could redo are kept for redo here too */
  while (self->current > source->current)
    {
      self->current--;
      ts_position_unmake (self->position, &g_array_index (self->moves, PlayedMove, self->current).undo);
    }

  names = ts_game_get_tag_names (source);
  for (guint i = 0; names[i] != NULL; i++)
    ts_game_set_tag (self, names[i], ts_game_get_tag (source, names[i]));
  announce (self, SIGNAL_RESET, 0);
}

/* ---- record tags ---- */

void
ts_game_set_tag (TsGame *self, const char *name, const char *value)
{
  g_return_if_fail (TS_IS_GAME (self));
  g_return_if_fail (name != NULL);
  if (value == NULL)
    {
      if (g_hash_table_remove (self->tags, name))
        for (guint i = 0; i < self->tag_names->len; i++)
          if (g_str_equal (self->tag_names->pdata[i], name))
            g_ptr_array_remove_index (self->tag_names, i);
      return;
    }
  if (!g_hash_table_contains (self->tags, name))
    g_ptr_array_add (self->tag_names, g_strdup (name));
  g_hash_table_insert (self->tags, g_strdup (name), g_strdup (value));
}

const char *
ts_game_get_tag (TsGame *self, const char *name)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return g_hash_table_lookup (self->tags, name);
}

GStrv
ts_game_get_tag_names (TsGame *self)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  for (guint i = 0; i < self->tag_names->len; i++)
    g_strv_builder_add (b, self->tag_names->pdata[i]);
  return g_strv_builder_end (b);
}

TsPosition *
ts_game_position_at (TsGame *self, guint ply)
{
  TsPosition *pos;

  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (ply <= self->moves->len, NULL);
  pos = ts_position_new (self->position->rules);
  if (self->start_tsfen != NULL)
    ts_position_set_tsfen (pos, self->start_tsfen, NULL);
  else
    ts_position_set_start (pos);
  /* its moves are listed (notation, browsing) as the game's are */
  ts_position_index_history (pos);
  for (guint i = 0; i < ply; i++)
    {
      TsUndo undo;
      ts_position_make (pos, &g_array_index (self->moves, PlayedMove, i).move, &undo);
    }
  return pos;
}

const TsMoveList *
ts_game_get_legal_moves (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return current_legal (self);
}

guint
ts_game_legal_moves (TsGame *self, TsMoveList *list)
{
  const TsMoveList *legal;

  g_return_val_if_fail (TS_IS_GAME (self), 0);
  legal = current_legal (self);
  list->n = legal->n;
  memcpy (list->moves, legal->moves, legal->n * sizeof (TsMove));
  return list->n;
}

gboolean
ts_game_is_legal (TsGame *self, const TsMove *move)
{
  const TsMoveList *legal;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  legal = current_legal (self);
  for (guint i = 0; i < legal->n; i++)
    if (ts_move_equal (&legal->moves[i], move))
      return TRUE;
  return FALSE;
}

/* A resignation or a loss on time belongs to the end of the moves it
 * followed: a new last move drops it. */
static void
forget_ending (TsGame *self)
{
  ts_game_set_tag (self, TS_GAME_TAG_RESIGNED, NULL);
  if (g_strcmp0 (ts_game_get_tag (self, TS_GAME_TAG_TERMINATION), TS_GAME_TIME_FORFEIT) == 0)
    ts_game_set_tag (self, TS_GAME_TAG_TERMINATION, NULL);
}

/* Plays a move known to be legal, with its notation if already known. */
static void
play_unchecked (TsGame *self, const TsMove *move, char *notation)
{
  PlayedMove pm = { *move, { { 0 } }, notation, NULL };

  g_array_set_size (self->moves, self->current);
  forget_ending (self);
  ts_position_make (self->position, move, &pm.undo);
  g_array_append_val (self->moves, pm);
  self->current++;
  announce (self, SIGNAL_PLAYED, self->current - 1);
}

gboolean
ts_game_play (TsGame *self, const TsMove *move, GError **error)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  if (ts_game_get_result (self) != TS_RESULT_NONE)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_OVER, _("The game is over."));
      return FALSE;
    }
  if (!ts_game_is_legal (self, move))
    {
      g_autofree char *text = ts_move_to_string (ts_game_get_rules (self), move);
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL, _("%s is not a legal move."), text);
      return FALSE;
    }
  play_unchecked (self, move, ts_notation_format_among (self->position, current_legal (self), move));
  return TRUE;
}

gboolean
ts_game_play_notation (TsGame *self, const char *text, GError **error)
{
  TsMove move;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  /* a finished game has no legal move (or a resignation ended it): say
   * why in words */
  if (ts_game_get_result (self) != TS_RESULT_NONE)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_OVER, _("'%s': the game is over."), text);
      return FALSE;
    }
  if (!ts_notation_parse_among (self->position, current_legal (self), text, &move, error))
    return FALSE;
  play_unchecked (self, &move, NULL);
  return TRUE;
}

void
ts_game_truncate (TsGame *self, guint ply)
{
  g_return_if_fail (TS_IS_GAME (self));
  g_return_if_fail (ply <= self->moves->len);

  while (self->current > ply)
    {
      self->current--;
      ts_position_unmake (self->position, &g_array_index (self->moves, PlayedMove, self->current).undo);
    }
  g_array_set_size (self->moves, ply);
  forget_ending (self);
  announce (self, SIGNAL_RESET, 0);
}

gboolean
ts_game_resign (TsGame *self, TsColor color)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  if (ts_game_get_result (self) != TS_RESULT_NONE || self->current != self->moves->len)
    return FALSE;
  ts_game_set_tag (self, TS_GAME_TAG_RESIGNED, color == TS_WHITE ? "white" : "black");
  announce (self, SIGNAL_RESIGNED, color);
  return TRUE;
}

gboolean
ts_game_lose_on_time (TsGame *self)
{
  TsColor side;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  if (ts_game_get_result (self) != TS_RESULT_NONE || self->current != self->moves->len)
    return FALSE;
  side = self->position->side;
  ts_game_set_tag (self, TS_GAME_TAG_TERMINATION, TS_GAME_TIME_FORFEIT);
  announce (self, SIGNAL_RESIGNED, side);
  return TRUE;
}

gboolean
ts_game_can_undo (TsGame *self)
{
  return self->current > 0;
}

gboolean
ts_game_can_redo (TsGame *self)
{
  return self->current < self->moves->len;
}

gboolean
ts_game_undo (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  if (!ts_game_can_undo (self))
    return FALSE;
  self->current--;
  ts_position_unmake (self->position, &g_array_index (self->moves, PlayedMove, self->current).undo);
  announce (self, SIGNAL_UNDONE, self->current);
  return TRUE;
}

gboolean
ts_game_redo (TsGame *self)
{
  PlayedMove *pm;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  if (!ts_game_can_redo (self))
    return FALSE;
  pm = &g_array_index (self->moves, PlayedMove, self->current);
  ts_position_make (self->position, &pm->move, &pm->undo);
  self->current++;
  announce (self, SIGNAL_REDONE, self->current - 1);
  return TRUE;
}

/* The colour that resigned at the end of the moves, or -1. */
static int
resigned_color (TsGame *self)
{
  const char *who = ts_game_get_tag (self, TS_GAME_TAG_RESIGNED);

  if (who == NULL || self->current != self->moves->len)
    return -1;
  return g_str_equal (who, "white") ? TS_WHITE : TS_BLACK;
}

/* Whether the side to move lost on time at the end of the moves. */
static gboolean
lost_on_time (TsGame *self)
{
  return self->current == self->moves->len
         && g_strcmp0 (ts_game_get_tag (self, TS_GAME_TAG_TERMINATION), TS_GAME_TIME_FORFEIT) == 0;
}

static TsEndReason
compute_end_reason (TsGame *self)
{
  TsPosition *pos = self->position;

  if (!ts_position_has_royal (pos, TS_BLACK) || !ts_position_has_royal (pos, TS_WHITE))
    return TS_END_ROYALS_CAPTURED;
  if (resigned_color (self) >= 0)
    return TS_END_RESIGNED;
  if (lost_on_time (self))
    return TS_END_TIME;
  if (current_legal (self)->n == 0)
    return TS_END_NO_MOVES;
  return TS_END_NONE;
}

TsEndReason
ts_game_get_end_reason (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), TS_END_NONE);
  if (!self->end_reason_known)
    {
      self->end_reason = compute_end_reason (self);
      self->end_reason_known = TRUE;
    }
  return self->end_reason;
}

TsResult
ts_game_get_result (TsGame *self)
{
  TsPosition *pos;

  g_return_val_if_fail (TS_IS_GAME (self), TS_RESULT_NONE);
  pos = self->position;
  switch (ts_game_get_end_reason (self))
    {
    case TS_END_ROYALS_CAPTURED:
      /* the side to move without a royal has lost; else the other side,
       * whose own move burnt its last royal (TENJIKU.md section 5) */
      if (!ts_position_has_royal (pos, pos->side))
        return pos->side == TS_BLACK ? TS_RESULT_WHITE_WINS : TS_RESULT_BLACK_WINS;
      return pos->side == TS_BLACK ? TS_RESULT_BLACK_WINS : TS_RESULT_WHITE_WINS;
    case TS_END_NO_MOVES:
      return pos->side == TS_BLACK ? TS_RESULT_WHITE_WINS : TS_RESULT_BLACK_WINS;
    case TS_END_RESIGNED:
      return resigned_color (self) == TS_BLACK ? TS_RESULT_WHITE_WINS : TS_RESULT_BLACK_WINS;
    case TS_END_TIME:
      return pos->side == TS_BLACK ? TS_RESULT_WHITE_WINS : TS_RESULT_BLACK_WINS;
    case TS_END_NONE:
    default:
      return TS_RESULT_NONE;
    }
}

char *
ts_game_describe_result (TsGame *self)
{
  TsResult result = ts_game_get_result (self);
  gboolean black_won = result == TS_RESULT_BLACK_WINS;

  switch (ts_game_get_end_reason (self))
    {
    case TS_END_ROYALS_CAPTURED:
      /* the royals are the variant's */
      return g_strdup (_(ts_rules_variant (ts_game_get_rules (self))->royals_taken[black_won ? TS_BLACK : TS_WHITE]));
    case TS_END_NO_MOVES:
      return g_strdup (black_won ? _("Black wins: White has no legal move.")
                                 : _("White wins: Black has no legal move."));
    case TS_END_RESIGNED:
      return g_strdup (black_won ? _("Black wins: White resigned.") : _("White wins: Black resigned."));
    case TS_END_TIME:
      return g_strdup (black_won ? _("Black wins on time: White’s clock ran out.")
                                 : _("White wins on time: Black’s clock ran out."));
    case TS_END_NONE:
    default:
      return NULL;
    }
}

/* ---- players ---- */

static const char *
player_tag (TsColor color)
{
  return color == TS_BLACK ? TS_PLAYER_TAG_BLACK : TS_PLAYER_TAG_WHITE;
}

TsPlayer
ts_game_get_player (TsGame *self, TsColor color)
{
  TsPlayer player;

  g_return_val_if_fail (TS_IS_GAME (self), TS_PLAYER_HUMAN);
  ts_player_parse (ts_game_get_tag (self, player_tag (color)), &player);
  return player;
}

void
ts_game_set_player (TsGame *self, TsColor color, const TsPlayer *player)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TS_IS_GAME (self));
  text = ts_player_to_string (player);
  if (g_strcmp0 (text, ts_game_get_tag (self, player_tag (color))) == 0)
    return;
  ts_game_set_tag (self, player_tag (color), text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[color == TS_BLACK ? PROP_BLACK_PLAYER : PROP_WHITE_PLAYER]);
}

gboolean
ts_game_has_computer (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  return ts_game_get_player (self, TS_BLACK).computer || ts_game_get_player (self, TS_WHITE).computer;
}

gboolean
ts_game_computer_to_move (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  if (ts_game_get_result (self) != TS_RESULT_NONE)
    return FALSE;
  return ts_game_get_player (self, self->position->side).computer;
}
