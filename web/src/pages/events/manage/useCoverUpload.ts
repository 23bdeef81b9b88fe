import { useCallback } from 'react';
import { putFile } from '../../../api/putFile';
import { MAX_IMAGE_BYTES, tooLargeMessage } from '../../../../../common/upload-limits';
import { messageOf } from '../../../relay/resultMessage';
import { translate } from '../../../i18n/i18n';
import { say } from '../../../i18n/words';
import { useCompleteCoverUploadMutation } from './CompleteCoverUploadMutation';
import { usePrepareCoverUploadMutation } from './PrepareCoverUploadMutation';

// A cover picture sent straight to storage (presign → PUT → complete), written once for the Settings tab
// and for Create event (which sends the chosen file once the event exists).

/** The types the server takes for a cover (covers.service.ts), as a file input's `accept`. */
export const COVER_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Why this file cannot be a cover, before anything is sent; null when it can. */
export function coverFileProblem(file: File): string | null {
  if (!COVER_ACCEPT.split(',').includes(file.type)) {
    return translate('settings.cover.badType', { name: file.name });
  }
  if (file.size > MAX_IMAGE_BYTES) return say(tooLargeMessage(file.name));
  return null;
}

export type CoverUploadResult = { ok: true; coverImageUrl: string } | { ok: false; message: string };

/** Uploads `file` as the cover of the event `eventId` (its global id), reporting progress from 0 to 1. */
export function useCoverUpload(): (
  eventId: string,
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<CoverUploadResult> {
  const [prepare] = usePrepareCoverUploadMutation();
  const [complete] = useCompleteCoverUploadMutation();
  return useCallback(
    async (eventId, file, onProgress) => {
      const problem = coverFileProblem(file);
      if (problem) return { ok: false, message: problem };
      const prepared = await prepare({ variables: { eventId, mimeType: file.type, originalFilename: file.name } });
      const ticket = prepared.ok ? prepared.payload.ticket : null;
      if (!ticket) return { ok: false, message: messageOf(prepared, translate('settings.cover.prepareFailed')) };
      try {
        await putFile(ticket.uploadUrl, file, ticket.uploadHeaders, onProgress);
      } catch (failure) {
        return {
          ok: false,
          message: failure instanceof Error ? failure.message : translate('settings.cover.uploadFailed'),
        };
      }
      const completed = await complete({ variables: { eventId, storageKey: ticket.storageKey } });
      const cover = completed.ok ? completed.payload.event : null;
      if (!cover) return { ok: false, message: messageOf(completed, translate('settings.cover.setFailed')) };
      return { ok: true, coverImageUrl: cover.coverImageUrl ?? '' };
    },
    [prepare, complete],
  );
}
