/* ts-record-model.c — see ts-record-model.h.
 *
 * Rows are kept and updated in place rather than rebuilt, so the list
 * view keeps its scroll position and focus while a game goes on; only
 * the rows added or removed at the end are announced with items-changed.
 */
#include "ts-record-model.h"

struct _TsRecordModel {
  GObject parent_instance;

  TsGame *game;
  GSignalGroup *game_signals;
  GPtrArray *rows;       /* TsRecordRow */
  guint shown_ply;
  /* The start position's side to move and move number: a game set up
   * with White to move starts its first row with White's move. */
  guint offset;
  guint first_number;
  TsNotationStyle notation;
};

static void ts_record_model_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsRecordModel, ts_record_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, ts_record_model_list_init))

static GType
ts_record_model_get_item_type (GListModel *list)
{
  return TS_TYPE_RECORD_ROW;
}

static guint
ts_record_model_get_n_items (GListModel *list)
{
  return TS_RECORD_MODEL (list)->rows->len;
}

static gpointer
ts_record_model_get_item (GListModel *list, guint position)
{
  TsRecordModel *self = TS_RECORD_MODEL (list);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
ts_record_model_list_init (GListModelInterface *iface)
{
  iface->get_item_type = ts_record_model_get_item_type;
  iface->get_n_items = ts_record_model_get_n_items;
  iface->get_item = ts_record_model_get_item;
}

/* Reads the start position's side and number; TRUE if they changed, in
 * which case every row must be rebuilt. */
static gboolean
update_start (TsRecordModel *self)
{
  g_autoptr (TsPosition) start = ts_game_position_at (self->game, 0);
  guint offset = start->side == TS_WHITE ? 1 : 0;
  guint number = MAX (start->move_number, 1);
  gboolean changed = offset != self->offset || number != self->first_number;

  self->offset = offset;
  self->first_number = number;
  return changed;
}

static void
fill_row (TsRecordModel *self, TsRecordRow *row, guint index, guint n_played, guint n_total)
{
  for (int side = TS_BLACK; side <= TS_WHITE; side++)
    {
      guint slot = 2 * index + side;
      TsRecordCell cell = { NULL, 0, FALSE, FALSE };
      g_autofree char *restyled = NULL;

      /* A game set up with White to move: Black's place in the first row
       * is marked as skipped, as in printed records. */
      if (slot < self->offset)
        cell.notation = "…";
      else if (slot - self->offset < n_total)
        {
          guint move = slot - self->offset;

          cell.notation = ts_game_get_move_notation (self->game, move);
          if (self->notation != TS_NOTATION_STANDARD)
            {
              /* the game keeps the standard notation; the row, this one */
              restyled = ts_notation_restyle (ts_game_get_rules (self->game), cell.notation,
                                              ts_game_get_move (self->game, move), self->notation);
              if (restyled != NULL)
                cell.notation = restyled;
            }
          cell.ply = move + 1;
          cell.redo = move >= n_played;
          cell.shown = cell.ply == self->shown_ply;
        }
      ts_record_row_set_cell (row, side, &cell);
    }
}

static guint
row_of (TsRecordModel *self, guint ply)
{
  return (ply - 1 + self->offset) / 2;
}

/* Brings the rows to the game's moves, filling again only the rows from
 * `first_row` on: a move played, undone or redone touches one row (and
 * drops those after it), so a long game costs the same per move as a
 * short one. */
static void
refresh_from (TsRecordModel *self, guint first_row)
{
  guint n_played = self->game != NULL ? ts_game_get_n_moves (self->game) : 0;
  guint n_total = self->game != NULL ? ts_game_get_n_moves_total (self->game) : 0;
  guint old_len = self->rows->len, n_rows, keep;

  n_rows = n_total > 0 ? (n_total + self->offset + 1) / 2 : 0;
  /* rows refilled in place change their cells, not the list */
  keep = MIN (old_len, n_rows);
  if (n_rows < self->rows->len)
    g_ptr_array_set_size (self->rows, n_rows);
  while (self->rows->len < n_rows)
    g_ptr_array_add (self->rows, ts_record_row_new (self->first_number + self->rows->len));
  for (guint i = first_row; i < n_rows; i++)
    fill_row (self, g_ptr_array_index (self->rows, i), i, n_played, n_total);
  if (old_len != keep || n_rows != keep)
    g_list_model_items_changed (G_LIST_MODEL (self), keep, old_len - keep, n_rows - keep);
}

/* Everything afresh: a new game, or another one. */
static void
refresh (TsRecordModel *self)
{
  guint old_len = self->rows->len;

  if (self->game != NULL)
    update_start (self);
  g_ptr_array_set_size (self->rows, 0);
  if (old_len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, 0);
  refresh_from (self, 0);
}

/* A move of this index was played, undone or redone. */
static void
on_move (TsGame *game, guint index, TsRecordModel *self)
{
  refresh_from (self, row_of (self, index + 1));
}

static void
on_reset (TsGame *game, TsRecordModel *self)
{
  refresh (self);
}

static void
follow_game (TsRecordModel *self, TsGame *game)
{
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
}

void
ts_record_model_set_game (TsRecordModel *self, TsGame *game)
{
  g_return_if_fail (TS_IS_RECORD_MODEL (self));
  g_return_if_fail (game == NULL || TS_IS_GAME (game));

  if (self->game == game)
    return;
  follow_game (self, game);
  refresh (self);
}

/* Fills one row again, in place. */
static void
refresh_from_row_only (TsRecordModel *self, guint row)
{
  if (self->game != NULL && row < self->rows->len)
    fill_row (self, g_ptr_array_index (self->rows, row), row, ts_game_get_n_moves (self->game),
              ts_game_get_n_moves_total (self->game));
}

void
ts_record_model_set_shown_ply (TsRecordModel *self, guint ply)
{
  guint old;

  g_return_if_fail (TS_IS_RECORD_MODEL (self));
  if (self->shown_ply == ply)
    return;
  old = self->shown_ply;
  self->shown_ply = ply;
  /* the rows of the moves shown before and now */
  if (old > 0)
    refresh_from_row_only (self, row_of (self, old));
  if (ply > 0)
    refresh_from_row_only (self, row_of (self, ply));
}

void
ts_record_model_set_notation (TsRecordModel *self, TsNotationStyle style)
{
  g_return_if_fail (TS_IS_RECORD_MODEL (self));
  if (self->notation == style)
    return;
  self->notation = style;
  /* the rows change their cells in place */
  refresh_from (self, 0);
}

guint
ts_record_model_row_of_ply (TsRecordModel *self, guint ply)
{
  g_return_val_if_fail (TS_IS_RECORD_MODEL (self), 0);
  g_return_val_if_fail (ply > 0, 0);
  return row_of (self, ply);
}

static void
ts_record_model_dispose (GObject *object)
{
  TsRecordModel *self = TS_RECORD_MODEL (object);

  follow_game (self, NULL);
  g_clear_object (&self->game_signals);
  G_OBJECT_CLASS (ts_record_model_parent_class)->dispose (object);
}

static void
ts_record_model_finalize (GObject *object)
{
  g_ptr_array_unref (TS_RECORD_MODEL (object)->rows);
  G_OBJECT_CLASS (ts_record_model_parent_class)->finalize (object);
}

static void
ts_record_model_class_init (TsRecordModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_record_model_dispose;
  object_class->finalize = ts_record_model_finalize;
}

static void
ts_record_model_init (TsRecordModel *self)
{
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->first_number = 1;
  self->game_signals = g_signal_group_new (TS_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "played", G_CALLBACK (on_move), self);
  g_signal_group_connect (self->game_signals, "undone", G_CALLBACK (on_move), self);
  g_signal_group_connect (self->game_signals, "redone", G_CALLBACK (on_move), self);
  g_signal_group_connect (self->game_signals, "reset", G_CALLBACK (on_reset), self);
}

TsRecordModel *
ts_record_model_new (TsGame *game)
{
  TsRecordModel *self = g_object_new (TS_TYPE_RECORD_MODEL, NULL);

  ts_record_model_set_game (self, game);
  return self;
}
