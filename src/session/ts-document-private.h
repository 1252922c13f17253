/* ts-document-private.h — what tests reach in a document: the seam for
 * file-system faults and the autosave's files. */
#pragma once

#include "ts-autosave.h"
#include "ts-document.h"
#include "ts-file.h"

G_BEGIN_DECLS

/* Every file the document writes (autosave, lock, records) goes through
 * `faults` from now on; NULL: none.  The caller keeps it alive. */
void ts_document_set_faults (TsDocument *self, TsFileFaults *faults);
TsAutosave *ts_document_get_autosave (TsDocument *self);

/* The autosave's delay after a change (TS_DOCUMENT_AUTOSAVE_DELAY ms
 * at first); 0: written at once after every change, on this thread —
 * for tests that look at every write. */
void ts_document_set_autosave_delay (TsDocument *self, guint ms);
/* Whether an autosave waits for its delay, or a write or a read is out
 * (tests run the main loop until it is not). */
gboolean ts_document_is_busy (TsDocument *self);

/* Where the autosave goes (the window's slot). */
GFile *ts_document_get_autosave_file (TsDocument *self);

G_END_DECLS
