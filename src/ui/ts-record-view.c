/* ts-record-view.c — see ts-record-view.h.
 *
 * The moves are a GtkColumnView over a TsRecordModel; each move is a flat
 * button, so a click (or Enter on a focused move) shows the position after
 * it.  Which move is shown is the board scene's (the board view's
 * model): the view browses through it and follows its "browse-ply".
 * Material and lost pieces are worked out again from the game on
 * every change: replaying even a long game is far cheaper than a frame.
 */
#include "ts-record-view.h"
#include "ts-record-view-private.h"

#include <glib/gi18n.h>

#include "ts-movegen.h"
#include "ts-piece-icon.h"
#include "ts-ui.h"

#define LOST_ICON_SIZE 26

struct _TsRecordView {
  GtkWidget parent_instance;

  GtkLabel *balance_label;
  GtkLabel *black_material_label;
  GtkLabel *white_material_label;
  GtkFlowBox *black_lost;
  GtkFlowBox *white_lost;
  GtkStack *record_stack;
  GtkScrolledWindow *scrolled;
  int scroll_row;        /* the row to bring into view at the next frame; -1: none */
  guint scroll_tick;
  GtkColumnView *column_view;
  GtkColumnViewColumn *number_column;
  GtkColumnViewColumn *black_column;
  GtkColumnViewColumn *white_column;
  GtkWidget *first_button;
  GtkWidget *previous_button;
  GtkWidget *next_button;
  GtkWidget *last_button;
  GtkLabel *evaluation_label;
  GtkButton *evaluate_button;
  TsEvaluationGraph *evaluation_graph;
  GtkRevealer *analysis_revealer;
  TsAnalysisView *analysis_view;
  TsGameEvaluation *evaluation;
  GSignalGroup *evaluation_signals;
  TsAnalysis *analysis;
  GSignalGroup *analysis_signals;

  TsBoardScene *scene;       /* holds which move is shown */
  GSignalGroup *scene_signals;
  TsGame *game;
  GSignalGroup *game_signals;
  TsRecordModel *model;
  GSettings *settings;       /* the record's notation */
  guint material[2];
  guint n_lost[2];
  GHashTable *shown_lost[2];  /* what each side's flow box lists; NULL: nothing yet */
  TsRules shown_rules[2];     /* and under which rules (names and faces differ) */
};

G_DEFINE_FINAL_TYPE (TsRecordView, ts_record_view, GTK_TYPE_WIDGET)

/* ---- the position shown ---- */

static guint
shown_ply (TsRecordView *self)
{
  return self->scene != NULL && self->game != NULL ? ts_board_scene_get_shown_ply (self->scene) : 0;
}

void
ts_record_view_show_ply (TsRecordView *self, guint ply)
{
  g_return_if_fail (TS_IS_RECORD_VIEW (self));
  if (self->scene != NULL)
    ts_board_scene_browse (self->scene, ply);
}

static void
on_first_clicked (TsRecordView *self)
{
  ts_record_view_show_ply (self, 0);
}

static void
on_previous_clicked (TsRecordView *self)
{
  guint ply = shown_ply (self);

  if (ply > 0)
    ts_record_view_show_ply (self, ply - 1);
}

static void
on_next_clicked (TsRecordView *self)
{
  ts_record_view_show_ply (self, shown_ply (self) + 1);
}

/* A click on the graph browses as a click on a move does. */
static void
on_graph_ply_activated (TsRecordView *self, guint ply)
{
  ts_record_view_show_ply (self, ply);
}

static void
on_last_clicked (TsRecordView *self)
{
  if (self->scene != NULL)
    ts_board_scene_stop_browsing (self->scene);
}

/* ---- material and lost pieces ---- */

/* A piece's worth in the balance: the emperor's "infinite" value would
 * swamp every other figure, so it counts nothing. */
static guint
material_value (TsRules rules, TsPiece pc)
{
  guint value = ts_piece_moves_info (rules, pc)->value;

  return value < TS_VALUE_INFINITE ? value : 0;
}

static void
count_material (TsRecordView *self, const TsPosition *pos)
{
  self->material[TS_BLACK] = self->material[TS_WHITE] = 0;
  for (TsSquare sq = 0; sq < TS_CELLS; sq++)
    {
      TsPiece pc = pos->board[sq];

      /* the mailbox's squares beyond a smaller variant's board are off it */
      if (pc != TS_EMPTY && pc != TS_OFFBOARD)
        self->material[TS_PIECE_COLOR (pc)] += material_value (pos->rules, pc);
    }
}

static void
count_lost (GHashTable *lost, TsPiece pc)
{
  gpointer key = GUINT_TO_POINTER (pc);

  g_hash_table_insert (lost, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (lost, key)) + 1));
}

/* The material after the first `ply` moves and the pieces each side lost
 * in them (by face, counted), from the start position and what the game
 * kept of each move: no replay. */
static void
follow_material (TsRecordView *self, guint ply, GHashTable *lost[2])
{
  g_autoptr (TsPosition) start = ts_game_position_at (self->game, 0);
  TsRules rules = start->rules;

  count_material (self, start);
  self->n_lost[TS_BLACK] = self->n_lost[TS_WHITE] = 0;
  for (guint i = 0; i < ply; i++)
    {
      const TsMove *m = ts_game_get_move (self->game, i);
      TsPiece captured[TS_MAX_CAPTURES], burnt[TS_MAX_BURNS];
      guint n = ts_game_get_captured (self->game, i, captured);
      TsBurns burns;

      for (guint c = 0; c < n; c++)
        {
          TsColor side = TS_PIECE_COLOR (captured[c]);

          self->material[side] -= material_value (rules, captured[c]);
          count_lost (lost[side], captured[c]);
          self->n_lost[side]++;
        }
      if (m->becomes != TS_EMPTY)
        {
          TsPiece moved = ts_game_get_moved_piece (self->game, i);
          int change = (int) material_value (rules, m->becomes) - (int) material_value (rules, moved);

          self->material[TS_PIECE_COLOR (moved)] = (guint) ((int) self->material[TS_PIECE_COLOR (moved)] + change);
        }
      /* burnt pieces are lost as captured ones are (tenjiku), the mover
       * too, as it ended its move */
      ts_game_get_burns (self->game, i, &burns, burnt);
      for (guint b = 0; b < burns.n; b++)
        {
          TsColor side = TS_PIECE_COLOR (burnt[b]);

          self->material[side] -= material_value (rules, burnt[b]);
          count_lost (lost[side], burnt[b]);
          self->n_lost[side]++;
        }
    }
}

static int
compare_by_value (gconstpointer a, gconstpointer b, gpointer rules_ptr)
{
  /* g_list_sort_with_data() passes the elements' data: the pieces themselves. */
  TsRules rules = GPOINTER_TO_UINT (rules_ptr);
  TsPiece pa = GPOINTER_TO_UINT (a), pb = GPOINTER_TO_UINT (b);
  int va = ts_piece_moves_info (rules, pa)->value, vb = ts_piece_moves_info (rules, pb)->value;

  return va != vb ? vb - va : (int) pa - (int) pb;
}

/* The name is looked up when the tooltip is due: setting a tooltip's text
 * asks the display server where the pointer is, a round trip per lost
 * piece on every move. */
static gboolean
on_lost_query_tooltip (GtkWidget *entry, int x, int y, gboolean keyboard, GtkTooltip *tooltip, const char *name)
{
  gtk_tooltip_set_text (tooltip, name);
  return TRUE;
}

static void
free_name (gpointer name, GClosure *closure)
{
  g_free (name);
}

static GtkWidget *
lost_entry (TsRules rules, TsPiece pc, guint count)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
  GtkWidget *icon = ts_piece_icon_new (pc, LOST_ICON_SIZE);

  ts_piece_icon_set_rules (TS_PIECE_ICON (icon), rules);
  gtk_box_append (GTK_BOX (box), icon);
  if (count > 1)
    {
      g_autofree char *text = g_strdup_printf ("×%u", count);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_has_tooltip (box, TRUE);
  g_signal_connect_data (box, "query-tooltip", G_CALLBACK (on_lost_query_tooltip),
                         g_strdup (ts_piece_display_name (ts_piece_moves_as (rules, pc))), free_name, 0);
  return box;
}

static void
fill_lost (GtkFlowBox *box, TsRules rules, GHashTable *lost)
{
  g_autoptr (GList) pieces = g_hash_table_get_keys (lost);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
  pieces = g_list_sort_with_data (pieces, compare_by_value, GUINT_TO_POINTER (rules));
  for (GList *l = pieces; l != NULL; l = l->next)
    gtk_flow_box_append (box, lost_entry (rules, GPOINTER_TO_UINT (l->data),
                                          GPOINTER_TO_UINT (g_hash_table_lookup (lost, l->data))));
  if (pieces == NULL)
    {
      GtkWidget *none = gtk_label_new (_("No pieces lost"));

      gtk_widget_add_css_class (none, "dim-label");
      gtk_flow_box_append (box, none);
    }
}

static gboolean
same_counts (GHashTable *shown, GHashTable *lost)
{
  GHashTableIter iter;
  gpointer piece, count;

  if (shown == NULL || g_hash_table_size (shown) != g_hash_table_size (lost))
    return FALSE;
  g_hash_table_iter_init (&iter, lost);
  while (g_hash_table_iter_next (&iter, &piece, &count))
    if (g_hash_table_lookup (shown, piece) != count)
      return FALSE;
  return TRUE;
}

/* Rebuilds a side's list only when its losses changed: most moves capture
 * nothing of that side, and rebuilding dozens of entries on every move
 * was most of a move's cost in a long game. */
static void
show_lost (TsRecordView *self, TsColor side, GHashTable *lost)
{
  TsRules rules = ts_game_get_rules (self->game);

  if (rules == self->shown_rules[side] && same_counts (self->shown_lost[side], lost))
    return;
  fill_lost (side == TS_BLACK ? self->black_lost : self->white_lost, rules, lost);
  self->shown_rules[side] = rules;
  g_clear_pointer (&self->shown_lost[side], g_hash_table_unref);
  self->shown_lost[side] = g_hash_table_ref (lost);
}

static void
update_material (TsRecordView *self, guint ply)
{
  g_autoptr (GHashTable) black = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) white = g_hash_table_new (g_direct_hash, g_direct_equal);
  GHashTable *lost[2] = { black, white };
  g_autofree char *black_text = NULL, *white_text = NULL, *balance = NULL;
  int diff;

  follow_material (self, ply, lost);
  show_lost (self, TS_BLACK, black);
  show_lost (self, TS_WHITE, white);

  black_text = g_strdup_printf ("%u", self->material[TS_BLACK]);
  white_text = g_strdup_printf ("%u", self->material[TS_WHITE]);
  gtk_label_set_text (self->black_material_label, black_text);
  gtk_label_set_text (self->white_material_label, white_text);
  diff = (int) self->material[TS_BLACK] - (int) self->material[TS_WHITE];
  if (diff == 0)
    balance = g_strdup (_("Even"));
  else
    /* TRANSLATORS: "Black +12": the side ahead in material and by how much */
    balance = g_strdup_printf (_("%s +%d"), diff > 0 ? _("Black") : _("White"), ABS (diff));
  gtk_label_set_text (self->balance_label, balance);
}

/* ---- scrolling the shown move into view ---- */

/* The list inside the column view: it owns the scrolling. */
static GtkWidget *
rows_list (TsRecordView *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

/* The list scrolls itself, with the rows it has measured: setting the
 * adjustment from an estimate of the rows' height instead left it drawing
 * the first rows with its scrollbar at the bottom.  It is asked between
 * frames, once it has a size (a list that was just shown has none yet):
 * asked while it lays itself out, it forgets. */
static void
scroll_if_laid_out (TsRecordView *self)
{
  GtkWidget *list = rows_list (self);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scrolled);
  guint row = (guint) self->scroll_row;

  if (self->scroll_row < 0 || list == NULL || gtk_adjustment_get_page_size (adj) <= 0)
    return;
  self->scroll_row = -1;
  if (row < g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", row);
}

static gboolean
scroll_on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TsRecordView *self = TS_RECORD_VIEW (widget);

  self->scroll_tick = 0;
  scroll_if_laid_out (self);
  return G_SOURCE_REMOVE;
}

static void
scroll_at_next_frame (TsRecordView *self)
{
  if (self->scroll_row >= 0 && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_on_tick, NULL, NULL);
}

static void
scroll_to_row (TsRecordView *self, guint row)
{
  self->scroll_row = (int) row;
  scroll_at_next_frame (self);
}

/* ---- following the game ---- */

static void
refresh (TsRecordView *self)
{
  guint ply, n_played, n_total;

  if (self->game == NULL)
    return;
  ply = shown_ply (self);
  n_played = ts_game_get_n_moves (self->game);
  n_total = ts_game_get_n_moves_total (self->game);
  ts_record_model_set_shown_ply (self->model, ply);
  update_material (self, ply);

  gtk_stack_set_visible_child_name (self->record_stack, n_total > 0 ? "moves" : "empty");
  gtk_widget_set_sensitive (self->first_button, ply > 0);
  gtk_widget_set_sensitive (self->previous_button, ply > 0);
  gtk_widget_set_sensitive (self->next_button, ply < n_played);
  gtk_widget_set_sensitive (self->last_button, ply < n_played);

  scroll_to_row (self, ply > 0 ? ts_record_model_row_of_ply (self->model, ply) : 0);
  ts_evaluation_graph_set_shown_ply (self->evaluation_graph, ply);
}

static void
set_game (TsRecordView *self, TsGame *game)
{
  if (!g_set_object (&self->game, game))
    return;
  ts_record_model_set_game (self->model, game);
  g_signal_group_set_target (self->game_signals, game);
  refresh (self);
}

static void
on_scene_game (TsRecordView *self)
{
  set_game (self, ts_board_scene_get_game (self->scene));
}

void
ts_record_view_set_scene (TsRecordView *self, TsBoardScene *scene)
{
  g_return_if_fail (TS_IS_RECORD_VIEW (self));
  g_return_if_fail (scene == NULL || TS_IS_BOARD_SCENE (scene));

  if (!g_set_object (&self->scene, scene))
    return;
  g_signal_group_set_target (self->scene_signals, scene);
  set_game (self, scene != NULL ? ts_board_scene_get_game (scene) : NULL);
}

/* ---- evaluation and analysis ---- */

static void
update_evaluation_label (TsRecordView *self)
{
  g_autofree char *text = NULL;

  if (self->evaluation != NULL)
    /* TRANSLATORS: the evaluation graph's progress, e.g. "Evaluated 12 of 40 positions" */
    text = g_strdup_printf (_("Evaluated %u of %u positions"), ts_game_evaluation_get_n_scored (self->evaluation),
                            ts_game_evaluation_get_n_points (self->evaluation));
  gtk_label_set_text (self->evaluation_label, text != NULL ? text : "");
}

/* The button says what pressing it would do. */
static void
update_evaluate_button (TsRecordView *self)
{
  gboolean active = self->evaluation != NULL && ts_game_evaluation_get_active (self->evaluation);

  gtk_button_set_icon_name (self->evaluate_button, active ? "media-playback-stop-symbolic"
                                                           : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->evaluate_button),
                               active ? _("Stop Evaluating") : _("Evaluate Every Position"));
}

void
ts_record_view_set_evaluation (TsRecordView *self, TsGameEvaluation *evaluation)
{
  g_return_if_fail (TS_IS_RECORD_VIEW (self));

  if (!g_set_object (&self->evaluation, evaluation))
    return;
  g_signal_group_set_target (self->evaluation_signals, evaluation);
  ts_evaluation_graph_set_evaluation (self->evaluation_graph, evaluation);
  update_evaluation_label (self);
  update_evaluate_button (self);
}

static void
update_analysis_revealed (TsRecordView *self)
{
  gtk_revealer_set_reveal_child (self->analysis_revealer,
                                 self->analysis != NULL && ts_analysis_get_enabled (self->analysis));
}

void
ts_record_view_set_analysis (TsRecordView *self, TsAnalysis *analysis)
{
  g_return_if_fail (TS_IS_RECORD_VIEW (self));

  if (!g_set_object (&self->analysis, analysis))
    return;
  g_signal_group_set_target (self->analysis_signals, analysis);
  ts_analysis_view_set_analysis (self->analysis_view, analysis);
  update_analysis_revealed (self);
}

TsEvaluationGraph *
ts_record_view_get_evaluation_graph (TsRecordView *self)
{
  g_return_val_if_fail (TS_IS_RECORD_VIEW (self), NULL);
  return self->evaluation_graph;
}

TsAnalysisView *
ts_record_view_get_analysis_view (TsRecordView *self)
{
  g_return_val_if_fail (TS_IS_RECORD_VIEW (self), NULL);
  return self->analysis_view;
}

const char *
ts_record_view_get_evaluation_text (TsRecordView *self)
{
  g_return_val_if_fail (TS_IS_RECORD_VIEW (self), NULL);
  return gtk_label_get_text (self->evaluation_label);
}

TsRecordModel *
ts_record_view_get_model (TsRecordView *self)
{
  g_return_val_if_fail (TS_IS_RECORD_VIEW (self), NULL);
  return self->model;
}

guint
ts_record_view_get_material (TsRecordView *self, TsColor side)
{
  g_return_val_if_fail (TS_IS_RECORD_VIEW (self), 0);
  return self->material[side];
}

guint
ts_record_view_get_n_lost (TsRecordView *self, TsColor side)
{
  g_return_val_if_fail (TS_IS_RECORD_VIEW (self), 0);
  return self->n_lost[side];
}

/* ---- the cells ---- */

static void
setup_number (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_list_item_set_child (item, label);
  gtk_list_item_set_activatable (item, FALSE);
}

static void
bind_number (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  g_autofree char *text = g_strdup_printf ("%u.", ts_record_row_get_number (gtk_list_item_get_item (item)));

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
update_move_button (GtkWidget *button, TsRecordRow *row)
{
  TsColor side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  TsRecordCell cell;

  ts_record_row_get_cell (row, side, &cell);
  gtk_label_set_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))),
                      cell.notation != NULL ? cell.notation : "");
  gtk_widget_set_sensitive (button, cell.ply > 0);
  gtk_widget_set_visible (button, cell.notation != NULL);
  g_object_set_data (G_OBJECT (button), "ply", GUINT_TO_POINTER (cell.ply));
  if (cell.redo)
    gtk_widget_add_css_class (button, "ts-record-redo");
  else
    gtk_widget_remove_css_class (button, "ts-record-redo");
  if (cell.shown)
    gtk_widget_add_css_class (button, "ts-record-shown");
  else
    gtk_widget_remove_css_class (button, "ts-record-shown");
}

static void
on_row_notify (TsRecordRow *row, GParamSpec *pspec, GtkWidget *button)
{
  update_move_button (button, row);
}

static void
on_move_clicked (GtkButton *button, TsRecordView *self)
{
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));

  if (ply > 0)
    ts_record_view_show_ply (self, ply);
}

static void
setup_move (GtkSignalListItemFactory *factory, GtkListItem *item, TsRecordView *self)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  /* Moves line up on the left, as in a printed record. */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "ts-record-move");
  g_object_set_data (G_OBJECT (button), "side", g_object_get_data (G_OBJECT (factory), "side"));
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked), self);
  gtk_list_item_set_child (item, button);
  gtk_list_item_set_activatable (item, FALSE);
}

static void
bind_move (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *button = gtk_list_item_get_child (item);
  TsRecordRow *row = gtk_list_item_get_item (item);

  update_move_button (button, row);
  g_signal_connect (row, "notify", G_CALLBACK (on_row_notify), button);
}

static void
unbind_move (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), on_row_notify, gtk_list_item_get_child (item));
}

static void
set_up_column (TsRecordView *self, GtkColumnViewColumn *column, TsColor side)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_object_set_data (G_OBJECT (factory), "side", GINT_TO_POINTER (side));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_move), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_move), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_move), NULL);
  gtk_column_view_column_set_factory (column, factory);
}

static void
set_up_columns (TsRecordView *self)
{
  g_autoptr (GtkListItemFactory) numbers = gtk_signal_list_item_factory_new ();
  GtkNoSelection *selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->model)));

  g_signal_connect (numbers, "setup", G_CALLBACK (setup_number), NULL);
  g_signal_connect (numbers, "bind", G_CALLBACK (bind_number), NULL);
  gtk_column_view_column_set_factory (self->number_column, numbers);
  set_up_column (self, self->black_column, TS_BLACK);
  set_up_column (self, self->white_column, TS_WHITE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (self->scrolled), "changed",
                            G_CALLBACK (scroll_at_next_frame), self);
}

/* ---- life cycle ---- */

static void
ts_record_view_dispose (GObject *object)
{
  TsRecordView *self = TS_RECORD_VIEW (object);

  ts_record_view_set_scene (self, NULL);
  ts_record_view_set_evaluation (self, NULL);
  ts_record_view_set_analysis (self, NULL);
  g_clear_object (&self->scene_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->evaluation_signals);
  g_clear_object (&self->analysis_signals);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  ts_ui_dispose_children (GTK_WIDGET (object), TS_TYPE_RECORD_VIEW);
  g_clear_object (&self->settings);
  g_clear_object (&self->model);
  g_clear_pointer (&self->shown_lost[TS_BLACK], g_hash_table_unref);
  g_clear_pointer (&self->shown_lost[TS_WHITE], g_hash_table_unref);
  G_OBJECT_CLASS (ts_record_view_parent_class)->dispose (object);
}

static void
ts_record_view_class_init (TsRecordViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_record_view_dispose;

  ts_ui_init ();
  g_type_ensure (TS_TYPE_ANALYSIS_VIEW);
  g_type_ensure (TS_TYPE_EVALUATION_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-record-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, balance_label);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, black_material_label);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, white_material_label);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, black_lost);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, white_lost);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, record_stack);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, column_view);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, number_column);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, black_column);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, white_column);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, first_button);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, previous_button);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, next_button);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, last_button);
  gtk_widget_class_bind_template_callback (widget_class, on_first_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_previous_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, evaluation_label);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, evaluate_button);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, evaluation_graph);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, analysis_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsRecordView, analysis_view);
  gtk_widget_class_bind_template_callback (widget_class, on_last_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_graph_ply_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* The view follows a scene, its game, an evaluation and an analysis,
 * any of which may be replaced or NULL: each has a signal group that
 * moves its handlers to the new one. */
static void
connect_followed (TsRecordView *self)
{
  self->scene_signals = g_signal_group_new (TS_TYPE_BOARD_SCENE);
  g_signal_group_connect_swapped (self->scene_signals, "notify::game", G_CALLBACK (on_scene_game), self);
  g_signal_group_connect_swapped (self->scene_signals, "notify::browse-ply", G_CALLBACK (refresh), self);
  self->game_signals = g_signal_group_new (TS_TYPE_GAME);
  /* After every ordinary handler of the change, whatever the order they
   * were connected in: the scene's decides whether browsing goes on.  (The
   * model has its rows already: it follows "played", "undone", "redone"
   * and "reset", which come before "changed".) */
  g_signal_group_connect_data (self->game_signals, "changed", G_CALLBACK (refresh), self, NULL,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  self->evaluation_signals = g_signal_group_new (TS_TYPE_GAME_EVALUATION);
  g_signal_group_connect_swapped (self->evaluation_signals, "score-added", G_CALLBACK (update_evaluation_label),
                                  self);
  g_signal_group_connect_swapped (self->evaluation_signals, "points-changed", G_CALLBACK (update_evaluation_label),
                                  self);
  g_signal_group_connect_swapped (self->evaluation_signals, "notify::active", G_CALLBACK (update_evaluate_button),
                                  self);
  self->analysis_signals = g_signal_group_new (TS_TYPE_ANALYSIS);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::enabled", G_CALLBACK (update_analysis_revealed),
                                  self);
}

/* The moves in the notation the preferences choose. */
static void
on_notation_changed (TsRecordView *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "record-notation");

  ts_record_model_set_notation (self->model, g_str_equal (name, "japanese") ? TS_NOTATION_JAPANESE
                                                                            : TS_NOTATION_STANDARD);
}

static void
ts_record_view_init (TsRecordView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->scroll_row = -1;
  self->model = ts_record_model_new (NULL);
  self->settings = ts_ui_settings_new ();
  g_signal_connect_object (self->settings, "changed::record-notation", G_CALLBACK (on_notation_changed), self,
                           G_CONNECT_SWAPPED);
  connect_followed (self);
  on_notation_changed (self);
  set_up_columns (self);
  refresh (self);
}

