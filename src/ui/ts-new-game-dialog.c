/* ts-new-game-dialog.c — see ts-new-game-dialog.h. */
#include "ts-new-game-dialog.h"

#include <glib/gi18n.h>

#include "ts-ui.h"
#include "ts-variant.h"

/* The rows of the two player combo rows. */
enum {
  ROW_HUMAN,
  ROW_COMPUTER,
};

/* The rows of the "Start from" row. */
enum {
  ROW_STARTING_SETUP,
  ROW_POSITION,
};

struct _TsNewGameDialog {
  AdwWindow parent_instance;

  AdwComboRow *black_row;
  AdwComboRow *white_row;
  AdwComboRow *black_level_row;
  AdwComboRow *white_level_row;
  AdwComboRow *variant_row;  /* TsVariantId order */
  AdwComboRow *rules_row;
  AdwComboRow *start_row;
  AdwComboRow *clock_row;     /* TsClockMode order */
  AdwActionRow *minutes_row;
  AdwActionRow *seconds_row;
  GtkSpinButton *minutes_spin;
  GtkSpinButton *seconds_spin;
  AdwWindowTitle *window_title;
  AdwPreferencesGroup *game_group;
  AdwPreferencesGroup *computer_group;
  GtkButton *start_button;

  GSettings *settings;
  /* a position to start from (TSFEN) and its rule set, offered beside
   * the starting setup or given as the only choice; NULL: none */
  char *tsfen;
  TsRules position_rules;
  gboolean position_given;
  /* the rule sets the rules row lists: the chosen variant's */
  TsRules row_rules[TS_N_RULES];
  guint n_row_rules;
};

G_DEFINE_FINAL_TYPE (TsNewGameDialog, ts_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static AdwComboRow *
row_for (TsNewGameDialog *self, TsColor color)
{
  return color == TS_BLACK ? self->black_row : self->white_row;
}

static AdwComboRow *
level_row_for (TsNewGameDialog *self, TsColor color)
{
  return color == TS_BLACK ? self->black_level_row : self->white_level_row;
}

static gboolean
is_computer (TsNewGameDialog *self, TsColor color)
{
  return adw_combo_row_get_selected (row_for (self, color)) == ROW_COMPUTER;
}

static void
on_players_changed (TsNewGameDialog *self)
{
  /* each computer side has its own strength; a human's has none */
  gtk_widget_set_visible (GTK_WIDGET (self->black_level_row), is_computer (self, TS_BLACK));
  gtk_widget_set_visible (GTK_WIDGET (self->white_level_row), is_computer (self, TS_WHITE));
  gtk_widget_set_visible (GTK_WIDGET (self->computer_group), is_computer (self, TS_BLACK) || is_computer (self, TS_WHITE));
}

static void
describe_level (AdwComboRow *row)
{
  guint level = adw_combo_row_get_selected (row);

  if (level < TS_N_LEVELS)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ts_level_get_description (level));
}

static void
on_level_changed (TsNewGameDialog *self)
{
  describe_level (self->black_level_row);
  describe_level (self->white_level_row);
}

TsPlayer
ts_new_game_dialog_get_player (TsNewGameDialog *self, TsColor color)
{
  guint level;

  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), TS_PLAYER_HUMAN);
  if (!is_computer (self, color))
    return TS_PLAYER_HUMAN;
  level = adw_combo_row_get_selected (level_row_for (self, color));
  return TS_PLAYER_COMPUTER (level < TS_N_LEVELS ? (TsLevel) level : TS_LEVEL_DEFAULT);
}

void
ts_new_game_dialog_set_player (TsNewGameDialog *self, TsColor color, const TsPlayer *player)
{
  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (row_for (self, color), player->computer ? ROW_COMPUTER : ROW_HUMAN);
  if (player->computer)
    adw_combo_row_set_selected (level_row_for (self, color), player->level);
}

/* ---- the clock ---- */

/* The settings' names of the modes, in TsClockMode order. */
static const char *const clock_names[] = { "off", "sudden-death", "increment", "byoyomi" };

void
ts_new_game_dialog_get_time_control (TsNewGameDialog *self, TsTimeControl *tc)
{
  guint mode;

  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  mode = adw_combo_row_get_selected (self->clock_row);
  *tc = (TsTimeControl) {
    mode < G_N_ELEMENTS (clock_names) ? (TsClockMode) mode : TS_CLOCK_OFF,
    (gint64) gtk_spin_button_get_value_as_int (self->minutes_spin) * 60000,
    mode == TS_CLOCK_SUDDEN_DEATH ? 0 : (gint64) gtk_spin_button_get_value_as_int (self->seconds_spin) * 1000,
  };
  /* no time at all is no clock */
  if (tc->main_ms == 0 && tc->extra_ms == 0)
    tc->mode = TS_CLOCK_OFF;
}

void
ts_new_game_dialog_set_time_control (TsNewGameDialog *self, const TsTimeControl *tc)
{
  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (self->clock_row, tc->mode);
  if (tc->mode == TS_CLOCK_OFF)
    return;
  gtk_spin_button_set_value (self->minutes_spin, (double) (tc->main_ms / 60000));
  if (tc->mode != TS_CLOCK_SUDDEN_DEATH)
    gtk_spin_button_set_value (self->seconds_spin, (double) (tc->extra_ms / 1000));
}

/* The rows a mode needs, and the time control in words under it. */
static void
on_clock_changed (TsNewGameDialog *self)
{
  TsTimeControl tc;
  g_autofree char *words = NULL;
  guint mode = adw_combo_row_get_selected (self->clock_row);

  if (self->settings == NULL) /* while the template is built */
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->minutes_row), mode != TS_CLOCK_OFF);
  gtk_widget_set_visible (GTK_WIDGET (self->seconds_row), mode == TS_CLOCK_INCREMENT || mode == TS_CLOCK_BYOYOMI);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seconds_row),
                                 mode == TS_CLOCK_BYOYOMI ? _("Byo-yomi (seconds a move)")
                                                          : _("Increment (seconds a move)"));
  ts_new_game_dialog_get_time_control (self, &tc);
  words = ts_time_control_describe (&tc);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->clock_row), mode != TS_CLOCK_OFF ? words : _("Off: take your time"));
}

static void
save_clock (TsNewGameDialog *self)
{
  guint mode = adw_combo_row_get_selected (self->clock_row);

  g_settings_set_string (self->settings, "clock", clock_names[mode < G_N_ELEMENTS (clock_names) ? mode : 0]);
  g_settings_set_int (self->settings, "clock-minutes", gtk_spin_button_get_value_as_int (self->minutes_spin));
  g_settings_set_int (self->settings, "clock-seconds", gtk_spin_button_get_value_as_int (self->seconds_spin));
}

static void
load_clock (TsNewGameDialog *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "clock");
  guint mode = 0;

  for (guint i = 0; i < G_N_ELEMENTS (clock_names); i++)
    if (g_str_equal (name, clock_names[i]))
      mode = i;
  gtk_spin_button_set_value (self->minutes_spin, g_settings_get_int (self->settings, "clock-minutes"));
  gtk_spin_button_set_value (self->seconds_spin, g_settings_get_int (self->settings, "clock-seconds"));
  adw_combo_row_set_selected (self->clock_row, mode);
  on_clock_changed (self);
}

/* ---- the variant and its rule sets ---- */

static const TsVariant *
chosen_variant (TsNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->variant_row);

  return ts_variant_get (selected < TS_N_VARIANTS ? (TsVariantId) selected : TS_VARIANT_TAI);
}

/* The rules row lists `variant`'s rule sets, `rules` chosen where it is
 * one of them, else the variant's default. */
static void
list_rule_sets (TsNewGameDialog *self, const TsVariant *variant, TsRules rules)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint chosen = 0;

  self->n_row_rules = 0;
  for (TsRules r = 0; r < TS_N_RULES; r++)
    if (ts_rules_variant_id (r) == variant->id)
      {
        if (r == rules || (r == variant->default_rules && ts_rules_variant_id (rules) != variant->id))
          chosen = self->n_row_rules;
        self->row_rules[self->n_row_rules++] = r;
        gtk_string_list_append (names, ts_rules_display_name (r));
      }
  adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->rules_row, chosen);
  /* one rule set is no choice */
  gtk_widget_set_sensitive (GTK_WIDGET (self->rules_row),
                            self->n_row_rules > 1 && ts_new_game_dialog_get_tsfen (self) == NULL);
}

/* The rule set of the last new game of `variant`: tai's two are
 * remembered apart from the variant, so that a tenjiku game between
 * leaves tai's choice as it was. */
static TsRules
remembered_rules (TsNewGameDialog *self, const TsVariant *variant)
{
  g_autofree char *name = g_settings_get_string (self->settings, "rules");
  TsRules rules;

  if (!ts_variant_rules_from_name (variant, name, &rules, NULL))
    rules = variant->default_rules;
  return rules;
}

static void
on_variant_changed (TsNewGameDialog *self)
{
  const TsVariant *variant;

  if (self->settings == NULL) /* while the template is built */
    return;
  variant = chosen_variant (self);
  list_rule_sets (self, variant, ts_new_game_dialog_get_tsfen (self) != NULL ? self->position_rules
                                                                              : remembered_rules (self, variant));
}

TsRules
ts_new_game_dialog_get_rules (TsNewGameDialog *self)
{
  guint selected;

  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), TS_RULES_STANDARD);
  if (ts_new_game_dialog_get_tsfen (self) != NULL)
    return self->position_rules;
  selected = adw_combo_row_get_selected (self->rules_row);
  return selected < self->n_row_rules ? self->row_rules[selected] : chosen_variant (self)->default_rules;
}

/* Chooses the rule set and so its variant. */
void
ts_new_game_dialog_set_rules (TsNewGameDialog *self, TsRules rules)
{
  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (rules < TS_N_RULES);
  adw_combo_row_set_selected (self->variant_row, ts_rules_variant_id (rules));
  list_rule_sets (self, ts_rules_variant (rules), rules);
}

TsVariantId
ts_new_game_dialog_get_variant (TsNewGameDialog *self)
{
  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), TS_VARIANT_TAI);
  return ts_rules_variant_id (ts_new_game_dialog_get_rules (self));
}

const char *
ts_new_game_dialog_get_tsfen (TsNewGameDialog *self)
{
  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), NULL);
  if (self->position_given || adw_combo_row_get_selected (self->start_row) == ROW_POSITION)
    return self->tsfen;
  return NULL;
}


/* The variant and rule set last chosen, remembered across runs. */
static TsRules
remembered_choice (TsNewGameDialog *self)
{
  g_autofree char *variant_name = g_settings_get_string (self->settings, "variant");
  /* the schema allows only names the core knows */
  const TsVariant *variant = ts_variant_from_name (variant_name, NULL);

  return remembered_rules (self, variant != NULL ? variant : ts_variant_get (TS_VARIANT_TAI));
}

/* A position's variant and rule set are its own: the rows show them and
 * cannot change them. */
static void
on_start_changed (TsNewGameDialog *self)
{
  gboolean from_position = ts_new_game_dialog_get_tsfen (self) != NULL;

  if (self->settings == NULL) /* while the template is built */
    return;
  ts_new_game_dialog_set_rules (self, from_position ? self->position_rules : remembered_choice (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->variant_row), !from_position);
}

/* The game a rule set plays, as the main window's subtitle names it:
 * "Tenjiku Shogi", "Tai Shogi · Japanese Wikipedia rules". */
static char *
describe_game (TsRules rules)
{
  const TsVariant *variant = ts_rules_variant (rules);

  if (rules == variant->default_rules)
    return g_strdup (_(variant->display_name));
  return g_strdup_printf (_("%s · %s rules"), _(variant->display_name), ts_rules_display_name (rules));
}

/* Keeps the position, offered beside the starting setup or `given` as
 * the only start. */
static void
set_position (TsNewGameDialog *self, TsRules rules, const char *tsfen, gboolean given)
{
  const char *title = given ? _("Play This Position") : _("New Game");
  g_autofree char *game = given ? describe_game (rules) : NULL;

  g_free (self->tsfen);
  self->tsfen = g_strdup (tsfen);
  self->position_rules = rules;
  self->position_given = given;
  gtk_widget_set_visible (GTK_WIDGET (self->start_row), !given);
  /* given, only the players are left to choose; the title names the
   * game the hidden rows would have shown */
  gtk_widget_set_visible (GTK_WIDGET (self->game_group), !given);
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, game != NULL ? game : "");
  gtk_button_set_label (self->start_button, given ? _("_Play") : _("_Start"));
  on_start_changed (self);
}

void
ts_new_game_dialog_offer_position (TsNewGameDialog *self, TsRules rules, const char *tsfen)
{
  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (tsfen != NULL);
  set_position (self, rules, tsfen, FALSE);
}

void
ts_new_game_dialog_set_from_position (TsNewGameDialog *self, gboolean from_position)
{
  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (self->start_row, from_position ? ROW_POSITION : ROW_STARTING_SETUP);
}

void
ts_new_game_dialog_set_position (TsNewGameDialog *self, TsRules rules, const char *tsfen)
{
  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (tsfen != NULL);
  set_position (self, rules, tsfen, TRUE);
}

/* A word on where the rules come from, under the choice. */
static const char *
describe_rules (TsRules rules)
{
  switch (rules)
    {
    case TS_RULES_JW:
      return _("Most pieces promote, many to gold; the emperor takes only unprotected pieces.");
    case TS_RULES_TENJIKU:
      return _("Fire demons burn, generals jump; a piece may promote on entering the far five ranks.");
    case TS_RULES_STANDARD:
    case TS_N_RULES:
    default:
      return _("The English-language sources: most pieces keep their face.");
    }
}

static void
on_rules_changed (TsNewGameDialog *self)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rules_row), describe_rules (ts_new_game_dialog_get_rules (self)));
}

void
ts_new_game_dialog_start (TsNewGameDialog *self)
{
  TsPlayer black, white;

  g_return_if_fail (TS_IS_NEW_GAME_DIALOG (self));
  black = ts_new_game_dialog_get_player (self, TS_BLACK);
  white = ts_new_game_dialog_get_player (self, TS_WHITE);
  g_settings_set_string (self->settings, "black-player", black.computer ? "computer" : "human");
  g_settings_set_string (self->settings, "white-player", white.computer ? "computer" : "human");
  g_settings_set_int (self->settings, "black-level", (int) adw_combo_row_get_selected (self->black_level_row));
  g_settings_set_int (self->settings, "white-level", (int) adw_combo_row_get_selected (self->white_level_row));
  save_clock (self);
  /* a position's rule set is not a choice for the next new game; a
   * variant's only rule set is no choice to remember */
  if (ts_new_game_dialog_get_tsfen (self) == NULL)
    {
      TsRules rules = ts_new_game_dialog_get_rules (self);

      g_settings_set_string (self->settings, "variant", ts_rules_variant (rules)->name);
      if (self->n_row_rules > 1)
        g_settings_set_string (self->settings, "rules", ts_rules_name (rules));
    }

  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
on_start_clicked (TsNewGameDialog *self)
{
  ts_new_game_dialog_start (self);
}

static void
load_settings (TsNewGameDialog *self)
{
  g_autofree char *black = g_settings_get_string (self->settings, "black-player");
  g_autofree char *white = g_settings_get_string (self->settings, "white-player");

  adw_combo_row_set_selected (self->black_level_row, (guint) g_settings_get_int (self->settings, "black-level"));
  adw_combo_row_set_selected (self->white_level_row, (guint) g_settings_get_int (self->settings, "white-level"));
  adw_combo_row_set_selected (self->black_row, g_str_equal (black, "computer") ? ROW_COMPUTER : ROW_HUMAN);
  adw_combo_row_set_selected (self->white_row, g_str_equal (white, "computer") ? ROW_COMPUTER : ROW_HUMAN);
  ts_new_game_dialog_set_rules (self, remembered_choice (self));
  load_clock (self);
}

static void
ts_new_game_dialog_dispose (GObject *object)
{
  TsNewGameDialog *self = TS_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->tsfen, g_free);
  G_OBJECT_CLASS (ts_new_game_dialog_parent_class)->dispose (object);
}

static void
ts_new_game_dialog_class_init (TsNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_new_game_dialog_dispose;

  /**
   * TsNewGameDialog::start:
   *
   * The user chose Start; the dialog closes right after.
   */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 0);

  ts_ui_init ();
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, black_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, white_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, black_level_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, white_level_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, start_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, computer_group);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, clock_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, minutes_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, seconds_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, seconds_spin);
  gtk_widget_class_bind_template_callback (widget_class, on_clock_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_players_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_level_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_variant_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_rules_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_start_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
}

static void
ts_new_game_dialog_init (TsNewGameDialog *self)
{
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) variants = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < TS_N_LEVELS; i++)
    gtk_string_list_append (levels, ts_level_get_name (i));
  adw_combo_row_set_model (self->black_level_row, G_LIST_MODEL (levels));
  adw_combo_row_set_model (self->white_level_row, G_LIST_MODEL (levels));
  for (TsVariantId v = 0; v < TS_N_VARIANTS; v++)
    gtk_string_list_append (variants, _(ts_variant_get (v)->display_name));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  self->settings = ts_ui_settings_new ();
  load_settings (self);
  on_players_changed (self);
  on_level_changed (self);
  on_rules_changed (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  /* Enter starts at once; Escape cancels */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
}

TsNewGameDialog *
ts_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (TS_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
}
