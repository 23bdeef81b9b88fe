import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { addPhotos, removePhotos } from './connectionEdges';
import { leavesList } from './reviewActions';
import { useModerateUploadsMutation } from './ModerateUploadsMutation';
import { useModerateMatchingUploadsMutation } from './ModerateMatchingUploadsMutation';
import { refreshUploadCounts } from './refreshUploadCounts';
import { connectionVariables, type PhotoStatus, type StatusFilter, type UploadFilters } from './uploadFilters';
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

export type MatchingModerationResult = { ok: true; count: number; remaining: number } | { ok: false; message: string };

/**
 * "Select all N matching": sets the status of every photo the tab's filter matches (the server finds them,
 * at most MAX_MODERATION_BATCH at a time), then loads the list (`reload`) and the event's counts again.
 */
export function useModerateMatchingUploads(
  eventId: string,
  reload: () => void,
): [moderate: (filters: UploadFilters, action: PhotoStatus) => Promise<MatchingModerationResult>, busy: boolean] {
  const environment = useRelayEnvironment();
  const [commit, busy] = useModerateMatchingUploadsMutation();
  const moderate = useCallback(
    async (filters: UploadFilters, action: PhotoStatus): Promise<MatchingModerationResult> => {
      const { orderBy: _order, ...filter } = connectionVariables(filters);
      const outcome = await commit({ variables: { eventId, filter, action } });
      const moderation = outcome.ok ? outcome.payload.moderation : null;
      if (!moderation) return { ok: false, message: messageOf(outcome, translate('uploadsTab.moderateFailed')) };
      reload();
      refreshUploadCounts(environment, eventId);
      return { ok: true, count: moderation.moderatedCount, remaining: moderation.remainingCount };
    },
    [commit, environment, eventId, reload],
  );
  return [moderate, busy];
}
