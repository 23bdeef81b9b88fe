import { useRef, useState } from 'react';
import type { ToggleReactionMutation } from '../../../__generated__/ToggleReactionMutation.graphql';
import { fetchGraphQL } from '../../../api/graphqlClient';
import { useToast } from '../../../components/Toast';
import { heartOf, heartStamp, tapped, type Heart, type LiveCount, type OwnHeart } from './heartState';
import { toggleReactionMutation } from './ToggleReactionMutation';
import { translate } from '../../../i18n/i18n';

/** A gallery photo as the server sent it, with its heart. */
export type HeartedPhoto = { id: string; reactionCount: number; viewerReacted: boolean };

export type Hearts = {
  /** The heart to show on a photo. */
  of: (photo: HeartedPhoto) => Heart;
  /** A tap: the heart changes at once, then follows the server's answer (or goes back, with a message). */
  toggle: (photo: HeartedPhoto) => void;
};

/** What a refused tap tells the guest. */
function refusalText(typename: string, message: string | undefined): string {
  if (typename === 'RateLimitError') return translate('hearts.rateLimited');
  if (typename === 'NotFoundError') return translate('hearts.gone');
  return message || translate('hearts.failed');
}

/**
 * This browser's hearts on the gallery (issue 33): taps shown optimistically and reconciled with the
 * server's `{reacted, count}`, live counts from the gallery feed, the newest winning. Kept by the gallery
 * section, so a tab change keeps them (the first pages are cached from before the taps).
 */
export function useHearts(slug: string, pin: string | null, liveCounts: ReadonlyMap<string, LiveCount>): Hearts {
  const [own, setOwn] = useState<ReadonlyMap<string, OwnHeart>>(() => new Map());
  // One tap at a time per photo: the server toggles, so two in flight could land in either order.
  const inFlight = useRef(new Set<string>());
  const showToast = useToast();

  const put = (id: string, heart: OwnHeart | undefined) =>
    setOwn((current) => {
      const next = new Map(current);
      if (heart) next.set(id, heart);
      else next.delete(id);
      return next;
    });

  const of = (photo: HeartedPhoto): Heart =>
    heartOf({ count: photo.reactionCount, reacted: photo.viewerReacted }, liveCounts.get(photo.id), own.get(photo.id));

  const toggle = (photo: HeartedPhoto) => {
    if (inFlight.current.has(photo.id)) return;
    inFlight.current.add(photo.id);
    const before = own.get(photo.id);
    put(photo.id, { ...tapped(of(photo)), stamp: heartStamp() });
    fetchGraphQL<ToggleReactionMutation>(toggleReactionMutation, { slug, pin, photoId: photo.id })
      .then(
        ({ toggleReaction: result }) => {
          if (result.__typename === 'ToggleReactionSuccess' && result.reaction) {
            const { reacted, count } = result.reaction;
            put(photo.id, { reacted, count, stamp: heartStamp() });
          } else {
            put(photo.id, before);
            showToast({ text: refusalText(result.__typename, 'message' in result ? result.message : undefined) });
          }
        },
        () => {
          put(photo.id, before);
          showToast({ text: translate('hearts.offline') });
        },
      )
      .finally(() => inFlight.current.delete(photo.id));
  };

  return { of, toggle };
}
