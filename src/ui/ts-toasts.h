/* ts-toasts.h — showing toasts that libadwaita 1.2 cannot crash on.
 *
 * libadwaita 1.2's AdwToastOverlay frees a toast's bookkeeping when the
 * toast has finished hiding (300 ms), but the toast's showing animation
 * (300 ms, 500 ms when it replaces another) goes on and, when it ends,
 * writes into the freed memory: a toast dismissed, or pushed aside by a
 * toast of high priority and then dismissed, less than 200 ms after it
 * showed crashes the program later, at random.  Any dismissal does it:
 * the program's, the toast's close button, the overlay's Escape key.
 * (Fixed upstream after 1.2; Debian 12 ships 1.2.2.)
 *
 * Every toast goes through ts_toasts_add (), which holds back a dismissal
 * while a showing animation the overlay may have started can still run,
 * and lets it through after.  The animations run on the overlay's frame
 * clock, so the wait is counted in its frames, not in wall-clock time:
 * a main loop slowed by load delays frames and timers differently. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void ts_toasts_add (AdwToastOverlay *overlay, AdwToast *toast);

G_END_DECLS
