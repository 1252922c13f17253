/* ts-rules-guide-private.h — what tests ask of the rules guide and
 * the interface need not. */
#pragma once

#include "ts-rules-guide.h"

G_BEGIN_DECLS

/* The pages, named as in ts-rules-guide-pages.c ("lion", "emperor",
 * "tenjiku-burns"); the stack holds both chapters, the other chapter's
 * pages hidden. */
GtkStack *ts_rules_guide_get_stack (TsRulesGuide *self);
TsVariantId ts_rules_guide_get_chapter (TsRulesGuide *self);

G_END_DECLS
