/* ts-rules-guide.h — the rules guide: a window of pages (the board, each
 * kind of movement, promotion and contagion, royals, repetition,
 * notation), each in words and movement diagrams of the pieces it speaks
 * of.  Opened by app.help (F1) and the main menu. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_RULES_GUIDE (ts_rules_guide_get_type ())
G_DECLARE_FINAL_TYPE (TsRulesGuide, ts_rules_guide, TS, RULES_GUIDE, AdwWindow)

TsRulesGuide *ts_rules_guide_new (GtkWindow *parent);

/* The pages, named as in ts-rules-guide-pages.c ("lion", "emperor"). */
GtkStack *ts_rules_guide_get_stack (TsRulesGuide *self);
void ts_rules_guide_show_page (TsRulesGuide *self, const char *id);

G_END_DECLS
