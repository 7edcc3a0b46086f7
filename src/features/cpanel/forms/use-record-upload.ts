import { useState } from 'react';
import { useUploads } from '@/features/cpanel/uploads/upload-queue';
import type { Upload } from '@/features/cpanel/uploads/upload-types';

/**
 * A form's record in the upload queue: its save on its way (this form's, or one started before
 * the admin came back), or the one the draft on offer (`offered`, that draft's record id) was
 * typed for.
 */
export function useRecordUpload(recordId: string, offered: string | undefined) {
  const uploads = useUploads();
  const found: Upload | undefined = uploads.find(
    (each) => each.key === recordId || (offered !== undefined && each.key === offered),
  );
  // This form says itself why its own save failed.
  const [ranHere, setRanHere] = useState(false);
  return {
    upload: found?.status === 'failed' && ranHere ? undefined : found,
    /**
     * A draft whose record is being saved, or was saved, is not offered again: restoring it
     * would only save the same record once more. After a failure or a reload it is.
     */
    draftSaving:
      found !== undefined &&
      offered === found.key &&
      (found.status === 'uploading' || found.status === 'saving' || found.status === 'done'),
    /** This form has sent its record: a failure is the form's to say, not the tray's. */
    sentHere: () => setRanHere(true),
  };
}
