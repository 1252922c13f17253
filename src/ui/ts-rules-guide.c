/* ts-rules-guide.c — see ts-rules-guide.h.
 *
 * The window is a template (a sidebar and a stack); its pages are built
 * from the table of ts-rules-guide-pages.c: a title, paragraphs as
 * wrapping labels, and a row of movement diagrams (TsMovementDiagram,
 * the piece pages' own widget, in the page's rule set) with each piece's
 * name and kanji.  A chapter is shown by hiding the other chapter's
 * pages, which the sidebar then leaves out.
 */
#include "ts-rules-guide.h"
#include "ts-rules-guide-private.h"

#include <glib/gi18n.h>

#include "ts-movement-diagram.h"
#include "ts-rules-guide-pages.h"
#include "ts-ui.h"

#define DIAGRAM_SIZE 200

struct _TsRulesGuide {
  AdwWindow parent_instance;

  GtkStack *stack;
  GtkToggleButton *tai_button;
  GtkToggleButton *tenjiku_button;
  AdwWindowTitle *window_title;
  TsVariantId chapter;
};

G_DEFINE_FINAL_TYPE (TsRulesGuide, ts_rules_guide, ADW_TYPE_WINDOW)

static GtkWidget *
wrapping_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A piece's movement diagram above its name and kanji. */
static GtkWidget *
figure (TsRules rules, TsPieceType type)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *diagram = ts_movement_diagram_new ();
  const char *name = ts_piece_display_name (type), *kanji = ts_piece_info (type)->kanji;
  /* in Japanese the name is the kanji already */
  g_autofree char *caption = g_str_equal (name, kanji) ? g_strdup (name) : g_strdup_printf ("%s %s", name, kanji);

  ts_movement_diagram_set_rules (TS_MOVEMENT_DIAGRAM (diagram), rules);
  ts_movement_diagram_set_piece_type (TS_MOVEMENT_DIAGRAM (diagram), type);
  g_object_set (diagram, "natural-size", DIAGRAM_SIZE, NULL);
  gtk_widget_set_size_request (diagram, DIAGRAM_SIZE, -1);
  gtk_widget_set_halign (diagram, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), diagram);
  gtk_box_append (GTK_BOX (box), wrapping_label (caption, "caption-heading"));
  gtk_widget_set_halign (gtk_widget_get_last_child (box), GTK_ALIGN_CENTER);
  return box;
}

static GtkWidget *
figures (const TsGuidePage *page)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), TS_GUIDE_MAX_FIGURES);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  for (guint i = 0; i < TS_GUIDE_MAX_FIGURES && page->figures[i] != TS_PIECE_NONE; i++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), figure (page->rules, page->figures[i]));
  return flow;
}

static GtkWidget *
build_page (const TsGuidePage *page)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 14);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_box_append (GTK_BOX (box), wrapping_label (_(page->title), "title-1"));
  for (guint i = 0; i < TS_GUIDE_MAX_PARAGRAPHS && page->paragraphs[i] != NULL; i++)
    gtk_box_append (GTK_BOX (box), wrapping_label (_(page->paragraphs[i]), "body"));
  gtk_box_append (GTK_BOX (box), figures (page));
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static TsVariantId
page_chapter (const TsGuidePage *page)
{
  return ts_rules_variant_id (page->rules);
}

/* The page of the table that a stack child was built from. */
static const TsGuidePage *
page_named (const char *id)
{
  guint n;
  const TsGuidePage *pages = ts_guide_pages (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (pages[i].id, id) == 0)
      return &pages[i];
  return NULL;
}

/* Through the stack's page, which the sidebar watches (the child's own
 * visibility does not reach it). */
static void
set_page_visible (TsRulesGuide *self, const char *id, gboolean visible)
{
  gtk_stack_page_set_visible (gtk_stack_get_page (self->stack, gtk_stack_get_child_by_name (self->stack, id)), visible);
}

void
ts_rules_guide_show_chapter (TsRulesGuide *self, TsVariantId variant)
{
  guint n;
  const TsGuidePage *pages = ts_guide_pages (&n);
  const TsGuidePage *shown;
  const char *first = NULL;

  g_return_if_fail (TS_IS_RULES_GUIDE (self));
  g_return_if_fail (variant < TS_N_VARIANTS);

  self->chapter = variant;
  for (guint i = 0; i < n; i++)
    {
      gboolean in_chapter = page_chapter (&pages[i]) == variant;

      if (in_chapter && first == NULL)
        first = pages[i].id;
      /* the chapter's pages shown before the others are hidden, so that
       * the stack never falls back on a page about to be hidden */
      if (in_chapter)
        set_page_visible (self, pages[i].id, TRUE);
    }
  shown = page_named (gtk_stack_get_visible_child_name (self->stack));
  if (shown == NULL || page_chapter (shown) != variant)
    gtk_stack_set_visible_child_name (self->stack, first);
  for (guint i = 0; i < n; i++)
    if (page_chapter (&pages[i]) != variant)
      set_page_visible (self, pages[i].id, FALSE);

  gtk_toggle_button_set_active (variant == TS_VARIANT_TENJIKU ? self->tenjiku_button : self->tai_button, TRUE);
  adw_window_title_set_subtitle (self->window_title, variant == TS_VARIANT_TENJIKU ? _("How tenjiku shogi is played")
                                                                                    : _("How tai shogi is played"));
}

TsVariantId
ts_rules_guide_get_chapter (TsRulesGuide *self)
{
  g_return_val_if_fail (TS_IS_RULES_GUIDE (self), TS_VARIANT_TAI);
  return self->chapter;
}

/* The header's buttons; each toggles, the one turned on decides. */
static void
on_chapter_toggled (TsRulesGuide *self, GtkToggleButton *button)
{
  TsVariantId variant = button == self->tenjiku_button ? TS_VARIANT_TENJIKU : TS_VARIANT_TAI;

  if (gtk_toggle_button_get_active (button) && self->chapter != variant)
    ts_rules_guide_show_chapter (self, variant);
}

static void
ts_rules_guide_class_init (TsRulesGuideClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  ts_ui_init ();
  gtk_widget_class_set_template_from_resource (widget_class, TS_RESOURCE_PATH "/ui/ts-rules-guide.ui");
  gtk_widget_class_bind_template_child (widget_class, TsRulesGuide, stack);
  gtk_widget_class_bind_template_child (widget_class, TsRulesGuide, tai_button);
  gtk_widget_class_bind_template_child (widget_class, TsRulesGuide, tenjiku_button);
  gtk_widget_class_bind_template_child (widget_class, TsRulesGuide, window_title);
  gtk_widget_class_bind_template_callback (widget_class, on_chapter_toggled);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_rules_guide_init (TsRulesGuide *self)
{
  guint n;
  const TsGuidePage *pages = ts_guide_pages (&n);

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < n; i++)
    gtk_stack_add_titled (self->stack, build_page (&pages[i]), pages[i].id, _(pages[i].title));
  self->chapter = TS_N_VARIANTS;
  ts_rules_guide_show_chapter (self, TS_VARIANT_TAI);
}

TsRulesGuide *
ts_rules_guide_new (GtkWindow *parent)
{
  return g_object_new (TS_TYPE_RULES_GUIDE, "transient-for", parent, "destroy-with-parent", TRUE, NULL);
}

GtkStack *
ts_rules_guide_get_stack (TsRulesGuide *self)
{
  g_return_val_if_fail (TS_IS_RULES_GUIDE (self), NULL);
  return self->stack;
}

void
ts_rules_guide_show_page (TsRulesGuide *self, const char *id)
{
  const TsGuidePage *page;

  g_return_if_fail (TS_IS_RULES_GUIDE (self));
  page = page_named (id);
  g_return_if_fail (page != NULL);
  /* the chapter first: a stack does not show a hidden page */
  ts_rules_guide_show_chapter (self, page_chapter (page));
  gtk_stack_set_visible_child_name (self->stack, id);
}
