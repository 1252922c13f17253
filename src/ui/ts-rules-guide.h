/* ts-rules-guide.h — the rules guide: a window of pages (the board, each
 * kind of movement, promotion and contagion, royals, repetition,
 * notation), each in words and movement diagrams of the pieces it speaks
 * of, in two chapters: tai shogi's and tenjiku shogi's, one shown at a
 * time (the header's buttons choose).  Opened by app.help (F1) and the
 * main menu, at the chapter of the game in the window it is opened from. */
#pragma once

#include <adwaita.h>

#include "ts-variant.h"

G_BEGIN_DECLS

#define TS_TYPE_RULES_GUIDE (ts_rules_guide_get_type ())
G_DECLARE_FINAL_TYPE (TsRulesGuide, ts_rules_guide, TS, RULES_GUIDE, AdwWindow)

TsRulesGuide *ts_rules_guide_new (GtkWindow *parent);

/* Shows a page, and its chapter. */
void ts_rules_guide_show_page (TsRulesGuide *self, const char *id);

/* Shows a variant's chapter, at its first page unless one of its pages
 * is shown already. */
void ts_rules_guide_show_chapter (TsRulesGuide *self, TsVariantId variant);

G_END_DECLS
