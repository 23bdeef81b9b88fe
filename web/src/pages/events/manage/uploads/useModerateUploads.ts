import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { ModerateUploadsMutation } from '../../../../__generated__/ModerateUploadsMutation.graphql';
import { messageOf } from '../../../../relay/resultMessage';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { removePhotos } from './connectionEdges';
import { moderateUploadsMutation } from './ModerateUploadsMutation';
import { refreshUploadCounts } from './refreshUploadCounts';
import type { PhotoStatus, StatusFilter } from './uploadFilters';

export type ModerationResult = { ok: true; count: number } | { ok: false; message: string };

const FAILED = 'Failed to update upload status';

/**
 * Sets the status of photos. Photos that no longer match the status filter leave the list shown
 * (`connectionId`), and the event's counts are asked for again.
 */
export function useModerateUploads(
  eventId: string,
  connectionId: string,
  statusFilter: StatusFilter,
): [moderate: (photoIds: readonly string[], action: PhotoStatus) => Promise<ModerationResult>, busy: boolean] {
  const environment = useRelayEnvironment();
  const [commit, busy] = usePromiseMutation<ModerateUploadsMutation>(moderateUploadsMutation);
  const moderate = useCallback(
    async (photoIds: readonly string[], action: PhotoStatus): Promise<ModerationResult> => {
      try {
        const { moderateUploads: result } = await commit({
          variables: { ids: [...photoIds], action },
          updater: (store, data) => {
            const uploads = data?.moderateUploads.uploads;
            if (statusFilter === 'ALL' || statusFilter === action || !uploads) return;
            removePhotos(
              store,
              connectionId,
              uploads.map((upload) => upload.id),
            );
          },
        });
        if (!result.uploads) return { ok: false, message: messageOf(result, FAILED) };
        refreshUploadCounts(environment, eventId);
        return { ok: true, count: result.uploads.length };
      } catch {
        return { ok: false, message: FAILED };
      }
    },
    [commit, environment, eventId, connectionId, statusFilter],
  );
  return [moderate, busy];
}
