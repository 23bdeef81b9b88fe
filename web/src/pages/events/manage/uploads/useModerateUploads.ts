import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { addPhotos, removePhotos } from './connectionEdges';
import { leavesList } from './reviewActions';
import { useModerateUploadsMutation } from './ModerateUploadsMutation';
import { refreshUploadCounts } from './refreshUploadCounts';
import type { PhotoStatus, StatusFilter } from './uploadFilters';
import { messageOf } from '../../../../relay/resultMessage';
import { translate } from '../../../../i18n/i18n';

export type ModerationResult = { ok: true; count: number } | { ok: false; message: string };

/**
 * Sets the status of photos. Photos that no longer match the status filter leave the list shown
 * (`connectionId`); photos that match it again (an Undo in a Pending queue) come back at its top. The
 * event's counts are asked for again.
 */
export function useModerateUploads(
  eventId: string,
  connectionId: string,
  statusFilter: StatusFilter,
): [moderate: (photoIds: readonly string[], action: PhotoStatus) => Promise<ModerationResult>, busy: boolean] {
  const environment = useRelayEnvironment();
  const [commit, busy] = useModerateUploadsMutation();
  const moderate = useCallback(
    async (photoIds: readonly string[], action: PhotoStatus): Promise<ModerationResult> => {
      const outcome = await commit({
        variables: { ids: [...photoIds], action },
        updater: (store, data) => {
          const uploads = data?.moderateUploads.uploads;
          if (statusFilter === 'ALL' || !uploads) return;
          if (leavesList(statusFilter, action)) {
            removePhotos(
              store,
              connectionId,
              uploads.map((upload) => upload.id),
            );
            return;
          }
          const records = store
            .getRootField('moderateUploads')
            ?.getLinkedRecords('uploads')
            ?.filter((record) => record != null);
          if (records) addPhotos(store, connectionId, records, 'start');
        },
      });
      const uploads = outcome.ok ? outcome.payload.uploads : null;
      if (!uploads) return { ok: false, message: messageOf(outcome, translate('uploadsTab.moderateFailed')) };
      refreshUploadCounts(environment, eventId);
      return { ok: true, count: uploads.length };
    },
    [commit, environment, eventId, connectionId, statusFilter],
  );
  return [moderate, busy];
}
