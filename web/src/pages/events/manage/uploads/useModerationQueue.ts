import { useMemo, useRef, useEffect } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useModerationQueueSubscription } from '../../../../__generated__/useModerationQueueSubscription.graphql';
import { addPhotos, removePhotos } from './connectionEdges';
import { refreshUploadCounts } from './refreshUploadCounts';
import { arrivalPosition, matchesFilters, type UploadFilters } from './uploadFilters';

const subscription = graphql`
  subscription useModerationQueueSubscription($eventId: ID!) {
    moderationQueue(eventId: $eventId) {
      kind
      removedIds
      startOver
      photos {
        id
        status
        mediaType
        originalFilename
        uploaderName
        rsvp {
          id
        }
        table {
          id
        }
        album {
          id
        }
        isFavourite
        ...PhotoCard_photo
        ...PhotoViewer_photos
      }
    }
  }
`;

/** The list on screen, read by the live updates when they arrive (not a reason to subscribe again). */
export type ShownList = { connectionId: string; filters: UploadFilters };

/**
 * Live moderation queue: photos guests send appear in the list when they match its filters, photos a
 * co-host decided on leave a status-filtered list, and the counts follow. Status changes of photos
 * already shown need nothing, nor do their processing placeholders turning into thumbnails: Photo is a Node.
 * A change of thousands of photos (another screen approved them all) comes without them, `startOver`:
 * `reload` loads the list again (issue 35). Any other change but a processed copy may move the filters'
 * choices (a new guest, a count beside a name): `choicesMoved` is told.
 */
export function useModerationQueue(
  eventId: string,
  shown: ShownList,
  reload: () => void,
  choicesMoved: () => void,
): void {
  const environment = useRelayEnvironment();
  const current = useRef(shown);
  const startOver = useRef(reload);
  const onChoicesMoved = useRef(choicesMoved);
  useEffect(() => {
    current.current = shown;
    startOver.current = reload;
    onChoicesMoved.current = choicesMoved;
  });

  const config = useMemo<GraphQLSubscriptionConfig<useModerationQueueSubscription>>(
    () => ({
      subscription,
      variables: { eventId },
      updater: (store, data) => {
        const update = data?.moderationQueue;
        // Too many photos to send: the list loads again instead (onNext).
        if (!update || update.startOver) return;
        const { connectionId, filters } = current.current;
        if (update.kind === 'REMOVED') {
          // A guest deleted their own photo: it leaves every list at once.
          removePhotos(store, connectionId, [...update.removedIds]);
          return;
        }
        const records = store
          .getRootField('moderationQueue')
          ?.getLinkedRecords('photos')
          ?.filter((record) => record != null);
        if (!records) return;
        const matching = new Set(update.photos.filter((photo) => matchesFilters(photo, filters)).map((p) => p.id));
        if (update.kind === 'ADDED') {
          addPhotos(
            store,
            connectionId,
            records.filter((record) => matching.has(record.getDataID())),
            arrivalPosition(filters.order),
          );
        } else if (update.kind === 'PROCESSED') {
          // A thumbnail made, or a failure: Photo is a Node, the card shows it by itself.
          return;
        } else if (filters.status !== 'ALL') {
          removePhotos(
            store,
            connectionId,
            update.photos.filter((photo) => photo.status !== filters.status).map((photo) => photo.id),
          );
        }
      },
      onNext: (data) => {
        const update = data?.moderationQueue;
        if (update?.startOver) startOver.current();
        else if (update && update.kind !== 'PROCESSED') onChoicesMoved.current();
        refreshUploadCounts(environment, eventId);
      },
      // The page works without live updates (the socket may be blocked): nothing to tell the host.
      onError: () => undefined,
    }),
    [environment, eventId],
  );
  useSubscription(config);
}
