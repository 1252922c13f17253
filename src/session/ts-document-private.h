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

/* Where the autosave goes (the window's slot). */
GFile *ts_document_get_autosave_file (TsDocument *self);

G_END_DECLS
