/* ts-rules-guide-pages.h — what the rules guide says, page by page: the
 * text (marked for translation) and the pieces that illustrate it.  The
 * pages come in chapters, one a variant: tai shogi's, then tenjiku's. */
#pragma once

#include "ts-piece.h"

G_BEGIN_DECLS

#define TS_GUIDE_MAX_PARAGRAPHS 5
#define TS_GUIDE_MAX_FIGURES 4

typedef struct {
  const char *id;                                    /* the page's name in the stack */
  const char *title;                                 /* N_() */
  const char *paragraphs[TS_GUIDE_MAX_PARAGRAPHS];   /* N_(); NULL-terminated if fewer */
  TsPieceType figures[TS_GUIDE_MAX_FIGURES];         /* movement diagrams; TS_PIECE_NONE ends */
  TsRules rules; /* whose movement the diagrams draw; its variant is the page's chapter */
} TsGuidePage;

const TsGuidePage *ts_guide_pages (guint *n_pages);

G_END_DECLS
