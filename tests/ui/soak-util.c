/* soak-util.c — see soak-util.h. */
#include "soak-util.h"

#include <adwaita.h>
#include <execinfo.h>
#include <signal.h>
#include <unistd.h>

#include "ts-new-game-dialog.h"
#include "ts-move-input.h"
#include "ts-piece.h"
#include "ts-ui.h"
#include "ui-test-util.h"

/* ---- the window under test ---- */

#define SOAK_WINDOW_WIDTH 1000
#define SOAK_WINDOW_HEIGHT 720

#ifndef __SANITIZE_ADDRESS__
/* A crash in a soak run depends on timing and may not come back when its
 * seed is replayed: the crashing thread's stack goes to the log at once
 * (`addr2line -e BINARY OFFSET` names the lines), then the signal kills
 * the test as before.  The sanitizer build has its own report. */
static void
print_crash (int signum)
{
  void *frames[64];
  static const char head[] = "\nsoak: crashed; the crashing thread's stack:\n";

  write (STDERR_FILENO, head, sizeof head - 1);
  backtrace_symbols_fd (frames, backtrace (frames, G_N_ELEMENTS (frames)), STDERR_FILENO);
  signal (signum, SIG_DFL);
  raise (signum);
}
#endif

void
soak_init (int *argc, char ***argv)
{
#ifndef __SANITIZE_ADDRESS__
  signal (SIGSEGV, print_crash);
  signal (SIGBUS, print_crash);
#endif
  /* The window autosaves after every move, with an fsync: on a disk that
   * is most of a move's time, and not what these tests are about. */
  if (g_getenv ("TMPDIR") == NULL && g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && access ("/dev/shm", W_OK) == 0)
    g_setenv ("TMPDIR", "/dev/shm", TRUE);
  ui_test_init (argc, argv);
}

void
soak_open (Soak *soak, guint32 seed)
{
  g_autoptr (GSettings) settings = ts_ui_settings_new ();

  memset (soak, 0, sizeof *soak);
  /* a small laptop's window: painting costs by the pixel */
  g_settings_set_int (settings, "window-width", SOAK_WINDOW_WIDTH);
  g_settings_set_int (settings, "window-height", SOAK_WINDOW_HEIGHT);
  soak->app = ui_test_application_new ();
  soak_reopen (soak);
  soak->rand = g_rand_new_with_seed (seed);
}

void
soak_reopen (Soak *soak)
{
  soak->window = ui_test_open_window (GTK_APPLICATION (soak->app));
  soak->board = ts_window_get_board_view (soak->window);
  soak->game = ts_window_get_game (soak->window);
  soak->panel = TS_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (soak->window), TS_TYPE_SIDE_PANEL));
  g_assert_nonnull (soak->panel);
}

void
soak_close (Soak *soak)
{
  soak_dismiss_dialogs (soak, NULL);
  ui_test_close_window (soak->window);
  soak_pump ();
  g_clear_object (&soak->app);
  g_clear_pointer (&soak->rand, g_rand_free);
}

void
soak_pump (void)
{
  /* bounded: a source that re-arms itself at once must not hold us */
  for (guint i = 0; i < 200 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static void
on_after_paint (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

void
soak_wait_frame (Soak *soak)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (soak->window));
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (soak->board));
  /* a window that stops painting is a hung window */
  g_assert_true (ui_test_spin_until (is_true, &painted, 10000));
  g_signal_handler_disconnect (clock, id);
}

guint32
soak_seed_from_env (const char *name)
{
  const char *text = g_getenv (name);

  if (text != NULL && *text != '\0')
    return (guint32) g_ascii_strtoull (text, NULL, 10);
  return g_random_int ();
}

gboolean
soak_activate (Soak *soak, const char *detailed_name)
{
  g_autofree char *full = NULL;
  g_autoptr (GVariant) target = NULL;
  g_autoptr (GError) error = NULL;
  GActionGroup *group;
  const GVariantType *type;
  const char *name;

  if (!g_action_parse_detailed_name (detailed_name, &full, &target, &error))
    g_error ("%s: %s", detailed_name, error->message);
  if (g_str_has_prefix (full, "app."))
    group = G_ACTION_GROUP (soak->app);
  else if (g_str_has_prefix (full, "win."))
    group = G_ACTION_GROUP (soak->window);
  else
    return FALSE;
  name = full + 4;
  if (!g_action_group_has_action (group, name) || !g_action_group_get_action_enabled (group, name))
    return FALSE;
  type = g_action_group_get_action_parameter_type (group, name);
  if ((type == NULL) != (target == NULL) || (target != NULL && !g_variant_is_of_type (target, type)))
    return FALSE;
  g_action_group_activate_action (group, name, target);
  return TRUE;
}

/* ---- input, by widget coordinates ---- */

static GtkEventController *
motion_controller (TsBoardView *board)
{
  return ui_test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION);
}

void
soak_hover_point (Soak *soak, double x, double y)
{
  g_signal_emit_by_name (motion_controller (soak->board), "motion", x, y);
}

void
soak_hover_leave (Soak *soak)
{
  g_signal_emit_by_name (motion_controller (soak->board), "leave");
}

void
soak_click_point (Soak *soak, double x, double y)
{
  TsSquare sq;

  /* What the click gesture's "released" handler does with a primary
   * button: GTK 4 offers no way to synthesize the event itself. */
  gtk_widget_grab_focus (GTK_WIDGET (soak->board));
  if (ts_board_view_square_at (soak->board, x, y, &sq))
    ts_board_scene_click_square (ts_board_view_get_scene (soak->board), sq);
}

void
soak_random_point (Soak *soak, double *x, double *y)
{
  *x = g_rand_double_range (soak->rand, 0, gtk_widget_get_width (GTK_WIDGET (soak->board)));
  *y = g_rand_double_range (soak->rand, 0, gtk_widget_get_height (GTK_WIDGET (soak->board)));
}

static gboolean
in_view (Soak *soak, double x, double y)
{
  double margin = ts_board_view_get_square_size (soak->board) / 2.0;

  return x >= margin && y >= margin && x <= gtk_widget_get_width (GTK_WIDGET (soak->board)) - margin
         && y <= gtk_widget_get_height (GTK_WIDGET (soak->board)) - margin;
}

/* Pans, as a drag does, to bring (x, y) to the middle of the view. */
static void
pan_to (Soak *soak, double x, double y)
{
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (soak->board));
  GtkAdjustment *v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (soak->board));

  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + x - gtk_widget_get_width (GTK_WIDGET (soak->board)) / 2.0);
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) + y - gtk_widget_get_height (GTK_WIDGET (soak->board)) / 2.0);
}

void
soak_click_square (Soak *soak, TsSquare sq)
{
  TsSquare under;
  double x, y;

  ts_board_view_square_center (soak->board, sq, &x, &y);
  if (!in_view (soak, x, y))
    {
      pan_to (soak, x, y);
      ts_board_view_square_center (soak->board, sq, &x, &y);
    }
  g_assert_true (ts_board_view_square_at (soak->board, x, y, &under));
  g_assert_cmpuint (under, ==, sq);
  soak_hover_point (soak, x, y);
  soak_click_point (soak, x, y);
}

/* The arrow keys from the cursor to `sq`, then Enter. */
static void
key_to_square (Soak *soak, TsSquare sq)
{
  ui_test_move_cursor_to (soak->board, sq);
  gtk_widget_activate_action (GTK_WIDGET (soak->board), "board.activate", NULL);
}

static void
input_square (Soak *soak, TsSquare sq, SoakInput input)
{
  if (input == SOAK_INPUT_KEYS)
    key_to_square (soak, sq);
  else
    soak_click_square (soak, sq);
}

static gboolean
choosing (Soak *soak)
{
  return ts_board_scene_get_promotion_choice (ts_board_view_get_scene (soak->board), NULL, NULL);
}

void
soak_play_by (Soak *soak, const TsMove *m, SoakInput input)
{
  TsSquare clicks[TS_MAX_CLICKS];
  guint n_clicks = ts_move_clicks (m, clicks);
  guint n_before = ts_game_get_n_moves (soak->game);
  TsMove move = *m; /* `m` may point into a list the move replaces */

  g_assert_cmpint (ts_board_scene_get_browse_ply (ts_board_view_get_scene (soak->board)), ==, -1);
  g_assert_true (ts_board_scene_get_input_enabled (ts_board_view_get_scene (soak->board)));
  /* a drag puts the piece on its first square; clicks do the rest */
  if (input == SOAK_INPUT_DRAG && !ts_move_is_pass (&move))
    ui_test_drag_square (soak->board, move.from, clicks[0], 4);
  else
    {
      input_square (soak, move.from, input);
      g_assert_cmpuint (ts_board_scene_get_selected (ts_board_view_get_scene (soak->board)), ==, move.from);
      input_square (soak, clicks[0], input);
    }
  for (guint i = 1; i < n_clicks && ts_game_get_n_moves (soak->game) == n_before && !choosing (soak); i++)
    input_square (soak, clicks[i], input);
  if (ts_game_get_n_moves (soak->game) == n_before && !choosing (soak))
    /* longer moves go on from the last square (or the pass is armed):
     * clicking it again stops there */
    input_square (soak, clicks[n_clicks - 1], input);
  /* whether it promotes, if it asks: the chooser on the board answers */
  if (choosing (soak))
    ui_test_answer_promotion (soak->board, move.becomes != TS_EMPTY, input == SOAK_INPUT_KEYS);
  g_assert_cmpuint (ts_game_get_n_moves (soak->game), ==, n_before + 1);
  g_assert_true (ts_move_equal (ts_game_get_move (soak->game, n_before), &move));
  if (input == SOAK_INPUT_KEYS)
    ts_board_scene_set_cursor (ts_board_view_get_scene (soak->board), 0);
}

void
soak_play_by_clicks (Soak *soak, const TsMove *m)
{
  soak_play_by (soak, m, SOAK_INPUT_CLICKS);
}

/* ---- the side panel and the record ---- */

void
soak_switch_page (Soak *soak)
{
  static const char *const pages[] = { "piece", "values", "record" };
  g_autoptr (GVariant) shown = g_action_group_get_action_state (G_ACTION_GROUP (soak->window), "show-panel");

  if (!g_variant_get_boolean (shown))
    g_assert_true (soak_activate (soak, "win.show-panel"));
  ts_side_panel_set_page (soak->panel, pages[g_rand_int_range (soak->rand, 0, G_N_ELEMENTS (pages))]);
}

void
soak_browse_record (Soak *soak)
{
  TsRecordView *record = ts_side_panel_get_record_view (soak->panel);
  guint n = ts_game_get_n_moves (soak->game);
  guint ply;

  if (n == 0)
    return;
  ply = g_rand_int_range (soak->rand, 0, n);
  ts_record_view_show_ply (record, ply);
  g_assert_cmpint (ts_board_scene_get_browse_ply (ts_board_view_get_scene (soak->board)), ==, ply);
  /* the browse buttons: a step back, a step on */
  if (ply > 0)
    ts_record_view_show_ply (record, ply - 1);
  ts_record_view_show_ply (record, ply + 1);
  ts_record_view_show_ply (record, n);
  g_assert_cmpint (ts_board_scene_get_browse_ply (ts_board_view_get_scene (soak->board)), ==, -1);
}

/* ---- dialogs ---- */

static GPtrArray *
shown_dialogs (Soak *soak)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray *dialogs = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (w != GTK_WINDOW (soak->window) && gtk_widget_get_visible (GTK_WIDGET (w)))
        g_ptr_array_add (dialogs, g_steal_pointer (&w));
    }
  return dialogs;
}

typedef struct {
  Soak *soak;
  GType type;
  GtkWindow *found;
} DialogSearch;

static gboolean
dialog_of_type_shown (gpointer data)
{
  DialogSearch *search = data;
  g_autoptr (GPtrArray) dialogs = shown_dialogs (search->soak);

  for (guint i = 0; i < dialogs->len; i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (dialogs->pdata[i], search->type))
      search->found = dialogs->pdata[i];
  return search->found != NULL;
}

GtkWindow *
soak_wait_dialog (Soak *soak, GType type)
{
  DialogSearch search = { soak, type, NULL };

  g_assert_true (ui_test_spin_until (dialog_of_type_shown, &search, 10000));
  return search.found; /* the toplevel list keeps it alive */
}

guint
soak_count_dialogs (Soak *soak)
{
  g_autoptr (GPtrArray) dialogs = shown_dialogs (soak);

  return dialogs->len;
}

static void
answer_message (Soak *soak, AdwMessageDialog *dialog)
{
  static const char *const responses[] = { "cancel", "discard", "save", "close" };
  const char *offered[G_N_ELEMENTS (responses)];
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (responses); i++)
    if (adw_message_dialog_has_response (dialog, responses[i]))
      offered[n++] = responses[i];
  g_assert_cmpuint (n, >, 0);
  adw_message_dialog_response (dialog, offered[g_rand_int_range (soak->rand, 0, n)]);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static char *
any_record_in (const char *folder)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, TS_RECORD_EXTENSION))
      return g_build_filename (folder, name, NULL);
  return NULL;
}

typedef struct {
  GtkFileChooser *chooser;
  GFile *file;
} Selection;

static gboolean
file_selected (gpointer data)
{
  Selection *selection = data;
  g_autoptr (GFile) selected = gtk_file_chooser_get_file (selection->chooser);

  return selected != NULL && g_file_equal (selected, selection->file);
}

static gboolean
window_hidden (gpointer data)
{
  return !gtk_widget_get_visible (data);
}

void
soak_choose_file (GtkFileChooserDialog *dialog, GFile *file)
{
  Selection selection = { GTK_FILE_CHOOSER (dialog), file };
  g_autoptr (GError) error = NULL;

  g_object_ref (dialog);
  if (file != NULL)
    {
      if (gtk_file_chooser_get_action (selection.chooser) == GTK_FILE_CHOOSER_ACTION_SAVE)
        {
          /* a new file: typed into the name field of its folder */
          g_autoptr (GFile) folder = g_file_get_parent (file);
          g_autofree char *name = g_file_get_basename (file);

          g_assert_true (gtk_file_chooser_set_current_folder (selection.chooser, folder, &error));
          gtk_file_chooser_set_current_name (selection.chooser, name);
        }
      else
        g_assert_true (gtk_file_chooser_set_file (selection.chooser, file, &error));
      g_assert_no_error (error);
      /* the dialog reads its folder first */
      g_assert_true (ui_test_spin_until (file_selected, &selection, 10000));
    }
  gtk_dialog_response (GTK_DIALOG (dialog), file != NULL ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
  g_assert_true (ui_test_spin_until (window_hidden, dialog, 10000));
  g_object_unref (dialog);
}

/* Accepts with a new file (saving) or a record of `folder` (opening), or
 * cancels. */
static void
answer_file_chooser (Soak *soak, GtkFileChooserDialog *dialog, const char *folder)
{
  static guint n_saved;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;

  if (folder != NULL && g_rand_boolean (soak->rand))
    {
      if (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE)
        path = g_strdup_printf ("%s/soak-%u" TS_RECORD_EXTENSION, folder, ++n_saved);
      else
        path = any_record_in (folder);
    }
  if (path != NULL)
    file = g_file_new_for_path (path);
  soak_choose_file (dialog, file);
}

static void
answer_new_game (Soak *soak, TsNewGameDialog *dialog)
{
  TsPlayer human = TS_PLAYER_HUMAN;

  if (g_rand_boolean (soak->rand))
    {
      gtk_window_close (GTK_WINDOW (dialog));
      return;
    }
  /* humans both: the computer would take over the soak's board */
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &human);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &human);
  ts_new_game_dialog_start (dialog);
}

gboolean
soak_start_game (Soak *soak, TsRules rules)
{
  TsNewGameDialog *dialog;
  TsPlayer human = TS_PLAYER_HUMAN;

  if (!soak_activate (soak, "win.new-game"))
    return FALSE;
  dialog = TS_NEW_GAME_DIALOG (soak_wait_dialog (soak, TS_TYPE_NEW_GAME_DIALOG));
  ts_new_game_dialog_set_rules (dialog, rules);
  ts_new_game_dialog_set_player (dialog, TS_BLACK, &human);
  ts_new_game_dialog_set_player (dialog, TS_WHITE, &human);
  ts_new_game_dialog_start (dialog);
  soak_pump ();
  /* a move played and not saved is asked about first */
  if (soak_count_dialogs (soak) > 0)
    soak_dismiss_dialogs (soak, NULL);
  return ts_game_get_rules (soak->game) == rules;
}

static void
answer (Soak *soak, GtkWindow *dialog, const char *folder, gboolean stubborn)
{
  if (stubborn)
    /* it did not go away when answered: the last resort of a user is
     * the window manager's close button */
    gtk_window_close (dialog);
  else if (ADW_IS_MESSAGE_DIALOG (dialog))
    answer_message (soak, ADW_MESSAGE_DIALOG (dialog));
  else if (GTK_IS_FILE_CHOOSER_DIALOG (dialog))
    answer_file_chooser (soak, GTK_FILE_CHOOSER_DIALOG (dialog), folder);
  else if (TS_IS_NEW_GAME_DIALOG (dialog))
    answer_new_game (soak, TS_NEW_GAME_DIALOG (dialog));
  else
    gtk_window_close (dialog);
}

void
soak_dismiss_dialogs (Soak *soak, const char *folder)
{
  g_autoptr (GPtrArray) seen = g_ptr_array_new ();

  for (guint round = 0; round < 20; round++)
    {
      g_autoptr (GPtrArray) dialogs = shown_dialogs (soak);

      if (dialogs->len == 0)
        return;
      for (guint i = 0; i < dialogs->len; i++)
        {
          GtkWindow *dialog = dialogs->pdata[i];
          gboolean stubborn = g_ptr_array_find (seen, dialog, NULL);

          if (!stubborn)
            g_ptr_array_add (seen, dialog);
          answer (soak, dialog, folder, stubborn);
          soak_pump ();
        }
    }
  g_assert_cmpuint (soak_count_dialogs (soak), ==, 0);
}

/* ---- kinds of move ---- */

static const char *const kind_names[SOAK_N_KINDS] = {
  [SOAK_KIND_PLAIN] = "plain",
  [SOAK_KIND_CAPTURE] = "capture",
  [SOAK_KIND_IGUI] = "igui",
  [SOAK_KIND_PASS] = "pass",
  [SOAK_KIND_DOUBLE] = "double-capture",
  [SOAK_KIND_TRIPLE] = "triple-capture",
  [SOAK_KIND_PROMOTION] = "promotion",
  [SOAK_KIND_CONTAGION] = "contagion",
  [SOAK_KIND_ROYAL] = "royal-captured",
  [SOAK_KIND_BURN] = "burn",
  [SOAK_KIND_SUICIDE] = "suicide",
  [SOAK_KIND_DECLINED] = "promotion-declined",
  [SOAK_KIND_RANGE_JUMP] = "range-jump",
  [SOAK_KIND_TETRARCH_IGUI] = "tetrarch-igui",
  [SOAK_KIND_LION_HAWK_DOUBLE] = "lion-hawk-double-capture",
};

guint
soak_kinds_required (TsRules rules)
{
  return ts_rules_variant_id (rules) == TS_VARIANT_TENJIKU ? SOAK_TENJIKU_KINDS_REQUIRED : SOAK_KINDS_REQUIRED;
}

/* A capture by a range-jumping piece (tenjiku's generals) at the end of
 * a straight line longer than a lion's leap, with a piece between. */
static gboolean
is_range_jump (const TsPosition *pos, const TsMove *m)
{
  int dx = ts_square_x (m->to) - ts_square_x (m->from), dy = ts_square_y (m->to) - ts_square_y (m->from);
  int n = MAX (ABS (dx), ABS (dy));

  if (ts_piece_moves_info (pos->rules, pos->board[m->from])->movement.range_jump == 0)
    return FALSE;
  if (m->n_captures != 1 || m->captures[0] != m->to || n <= 2 || (dx != 0 && dy != 0 && ABS (dx) != ABS (dy)))
    return FALSE;
  for (int i = 1; i < n; i++)
    if (pos->board[ts_square (ts_square_x (m->from) + dx / n * i, ts_square_y (m->from) + dy / n * i)] != TS_EMPTY)
      return TRUE;
  return FALSE;
}

/* The royals each side loses by `m`: captured, or burnt (the mover's
 * own, when it burns itself). */
static void
royals_lost (const TsPosition *pos, const TsMove *m, guint lost[2])
{
  TsBurns burns;

  lost[TS_BLACK] = lost[TS_WHITE] = 0;
  for (guint i = 0; i < m->n_captures; i++)
    if (ts_piece_is_royal (pos->board[m->captures[i]]))
      lost[TS_PIECE_COLOR (pos->board[m->captures[i]])]++;
  ts_position_burns (pos, m, &burns);
  for (guint i = 0; i < burns.n; i++)
    {
      TsPiece pc = burns.mover_burnt ? pos->board[m->from] : pos->board[burns.squares[i]];

      if (ts_piece_is_royal (pc))
        lost[TS_PIECE_COLOR (pc)]++;
    }
}

guint
soak_move_kinds (const TsPosition *pos, const TsMove *m)
{
  TsPiece mover = pos->board[m->from];
  guint kinds = 0;

  TsBurns burns;
  guint lost[2];

  ts_position_burns (pos, m, &burns);
  if (burns.n > 0)
    kinds |= SOAK_KIND_BIT (burns.mover_burnt ? SOAK_KIND_SUICIDE : SOAK_KIND_BURN);
  royals_lost (pos, m, lost);
  if (lost[TS_BLACK] + lost[TS_WHITE] > 0)
    kinds |= SOAK_KIND_BIT (SOAK_KIND_ROYAL);
  if (ts_move_is_pass (m))
    return kinds | SOAK_KIND_BIT (SOAK_KIND_PASS);
  kinds |= SOAK_KIND_BIT (m->n_captures == 0 ? SOAK_KIND_PLAIN : SOAK_KIND_CAPTURE);
  if (is_range_jump (pos, m))
    kinds |= SOAK_KIND_BIT (SOAK_KIND_RANGE_JUMP);
  if (m->becomes == TS_EMPTY && ts_move_may_promote (pos, m))
    kinds |= SOAK_KIND_BIT (SOAK_KIND_DECLINED);
  if (m->n_captures > 0 && m->to == m->from)
    kinds |= SOAK_KIND_BIT (SOAK_KIND_IGUI);
  if (m->n_captures > 0 && m->to == m->from && ts_piece_moves_as (pos->rules, mover) == TS_PIECE_HEAVENLY_TETRARCH)
    kinds |= SOAK_KIND_BIT (SOAK_KIND_TETRARCH_IGUI);
  if (m->n_captures == 2)
    kinds |= SOAK_KIND_BIT (SOAK_KIND_DOUBLE);
  if (m->n_captures == 2 && ts_piece_moves_as (pos->rules, mover) == TS_PIECE_LION_HAWK)
    kinds |= SOAK_KIND_BIT (SOAK_KIND_LION_HAWK_DOUBLE);
  if (m->n_captures == 3)
    kinds |= SOAK_KIND_BIT (SOAK_KIND_TRIPLE);
  /* promotion keeps the piece's type and turns it over; contagion makes
   * it the deva or dark spirit it captured */
  if (m->becomes != TS_EMPTY)
    kinds |= SOAK_KIND_BIT (TS_PIECE_TYPE (m->becomes) == TS_PIECE_TYPE (mover) ? SOAK_KIND_PROMOTION
                                                                               : SOAK_KIND_CONTAGION);
  return kinds;
}

char *
soak_describe_kinds (guint kinds)
{
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < SOAK_N_KINDS; k++)
    if (kinds & SOAK_KIND_BIT (k))
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", kind_names[k]);
  return g_string_free (text, FALSE);
}

static gboolean
ends_game (const TsPosition *pos, const TsMove *m)
{
  guint lost[2];

  royals_lost (pos, m, lost);
  return (lost[TS_BLACK] > 0 && lost[TS_BLACK] >= pos->n_royals[TS_BLACK])
         || (lost[TS_WHITE] > 0 && lost[TS_WHITE] >= pos->n_royals[TS_WHITE]);
}

static gboolean
is_emperor (const TsPosition *pos, const TsMove *m)
{
  return (ts_piece_moves_info (pos->rules, pos->board[m->from])->movement.flags & TS_MOVE_FLAG_EMPEROR) != 0;
}

static double
move_weight (const TsPosition *pos, const TsMove *m, guint seen, SoakPhase phase)
{
  guint kinds = soak_move_kinds (pos, m);
  double w = 1;

  if (kinds & SOAK_KIND_BIT (SOAK_KIND_CAPTURE))
    w = 8;
  if (kinds & (SOAK_KIND_BIT (SOAK_KIND_IGUI) | SOAK_KIND_BIT (SOAK_KIND_DOUBLE)
               | SOAK_KIND_BIT (SOAK_KIND_PROMOTION)))
    w = 30;
  if (kinds & (SOAK_KIND_BIT (SOAK_KIND_TRIPLE) | SOAK_KIND_BIT (SOAK_KIND_CONTAGION)
               | SOAK_KIND_BIT (SOAK_KIND_BURN) | SOAK_KIND_BIT (SOAK_KIND_RANGE_JUMP)))
    w = 100;
  /* the emperor's jumps anywhere are most of the moves: make them rare */
  if (is_emperor (pos, m) && m->n_captures == 0)
    w = 0.01;
  if (kinds & soak_kinds_required (pos->rules) & ~seen)
    w *= 1000;
  if (phase == SOAK_PHASE_PLAY && ends_game (pos, m))
    return 0;
  if (phase == SOAK_PHASE_FINISH && (kinds & SOAK_KIND_BIT (SOAK_KIND_ROYAL)))
    w *= 1e6;
  else if (phase == SOAK_PHASE_FINISH && (kinds & SOAK_KIND_BIT (SOAK_KIND_CAPTURE)))
    w *= 20;
  return w;
}

const TsMove *
soak_pick_move (const TsPosition *pos, const TsMoveList *list, GRand *rand, guint seen, SoakPhase phase)
{
  g_autofree double *weights = g_new (double, list->n);
  double total = 0, pick;

  g_assert_cmpuint (list->n, >, 0);
  for (guint i = 0; i < list->n; i++)
    total += weights[i] = move_weight (pos, &list->moves[i], seen, phase);
  if (total <= 0)
    return &list->moves[g_rand_int_range (rand, 0, list->n)];
  pick = g_rand_double (rand) * total;
  for (guint i = 0; i < list->n; i++)
    {
      if (pick < weights[i])
        return &list->moves[i];
      pick -= weights[i];
    }
  return &list->moves[list->n - 1];
}

/* ---- main-loop stalls ---- */

static gboolean
stall_tick (gpointer data)
{
  SoakStallMeter *meter = data;
  gint64 now = g_get_monotonic_time ();

  meter->longest_gap = MAX (meter->longest_gap, now - meter->last_tick);
  meter->last_tick = now;
  return G_SOURCE_CONTINUE;
}

void
soak_stall_meter_start (SoakStallMeter *meter)
{
  meter->last_tick = g_get_monotonic_time ();
  meter->longest_gap = 0;
  meter->source = g_timeout_add (1, stall_tick, meter);
}

void
soak_stall_meter_stop (SoakStallMeter *meter)
{
  g_clear_handle_id (&meter->source, g_source_remove);
}
