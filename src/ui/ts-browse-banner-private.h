/* ts-browse-banner-private.h — what tests ask of the browse banner and
 * the interface need not. */
#pragma once

#include "ts-browse-banner.h"

G_BEGIN_DECLS

gboolean ts_browse_banner_get_revealed (TsBrowseBanner *self);
/* For tests: whether it is shown, and its text. */
const char *ts_browse_banner_get_text (TsBrowseBanner *self);

G_END_DECLS
