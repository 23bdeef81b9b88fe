import type { MessageId } from '../../../../i18n/i18n';
import type { PhotoStatus, StatusFilter } from './uploadFilters';

/** What a host can do to one photo from its card or the viewer. */
export type ReviewAction = 'approve' | 'reject' | 'hide';

type ActionRule = {
  /** The status the photo gets. */
  status: PhotoStatus;
  /** The button's words (a message id). */
  label: MessageId;
  /** Its accessible name on a card, with the photo's file name: 'Approve cake.jpg'. */
  named: MessageId;
  /** The key that does it in the viewer (lower case; Shift, Ctrl, Alt and Meta left to the browser). */
  key: string;
  /** The toast said after it, with Undo. */
  done: MessageId;
};

export const REVIEW_ACTIONS: Record<ReviewAction, ActionRule> = {
  approve: {
    status: 'APPROVED',
    label: 'uploadsTab.action.approve',
    named: 'uploadsTab.action.approveNamed',
    key: 'a',
    done: 'uploadsTab.done.approve',
  },
  reject: {
    status: 'REJECTED',
    label: 'uploadsTab.action.reject',
    named: 'uploadsTab.action.rejectNamed',
    key: 'r',
    done: 'uploadsTab.done.reject',
  },
  // Hiding an approved photo is a decision, not a return to the queue: REJECTED means "hidden from guests;
  // hosts still see it and may approve it later" (UploadStatus), while PENDING means "not reviewed yet" and
  // would put the photo back among the ones the host still has to look at.
  hide: {
    status: 'REJECTED',
    label: 'uploadsTab.action.hide',
    named: 'uploadsTab.action.hideNamed',
    key: 'h',
    done: 'uploadsTab.done.hide',
  },
};

/** The actions that fit a photo's status: pending is decided, approved can be hidden, rejected approved. */
export function actionsFor(status: string): ReviewAction[] {
  if (status === 'PENDING') return ['approve', 'reject'];
  if (status === 'APPROVED') return ['hide'];
  if (status === 'REJECTED') return ['approve'];
  return [];
}

/** The action a key press asks for on a photo with this status, or null (another key, or not fitting). */
export function shortcutAction(
  press: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  status: string,
): ReviewAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.shiftKey) return null;
  const key = press.key.toLowerCase();
  return actionsFor(status).find((action) => REVIEW_ACTIONS[action].key === key) ?? null;
}

/** A key pressed here is someone typing (a field, a list box, editable text): no shortcut fires. */
export function isTyping(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true;
}

/**
 * The photo the review moves on to after acting on `current`: the one after it, or (at the end of a list
 * loaded to its end) the first. Null when there is none other: the host has just gone through the last one.
 */
export function nextInReview(ids: readonly string[], current: string, hasMore: boolean): string | null {
  const at = ids.indexOf(current);
  if (at < 0) return null;
  const next = at + 1 < ids.length ? ids[at + 1] : hasMore ? null : ids[0];
  return next === undefined || next === current ? null : next;
}

/** The photo leaves the list on screen after getting `status` (a Pending queue drops what was decided). */
export function leavesList(filter: StatusFilter, status: PhotoStatus): boolean {
  return filter !== 'ALL' && filter !== status;
}
