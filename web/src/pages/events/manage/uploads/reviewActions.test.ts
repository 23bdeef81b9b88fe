import { describe, expect, it } from 'vitest';
import { actionsFor, isTyping, leavesList, nextInReview, REVIEW_ACTIONS, shortcutAction } from './reviewActions';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('actionsFor', () => {
  it('offers what fits the status', () => {
    expect(actionsFor('PENDING')).toEqual(['approve', 'reject']);
    expect(actionsFor('APPROVED')).toEqual(['hide']);
    expect(actionsFor('REJECTED')).toEqual(['approve']);
    expect(actionsFor('SOMETHING_NEW')).toEqual([]);
  });

  it('hides an approved photo as a decision (REJECTED), not by sending it back to the queue', () => {
    expect(REVIEW_ACTIONS.hide.status).toBe('REJECTED');
  });
});

describe('shortcutAction', () => {
  it('maps A, R and H to the actions that fit', () => {
    expect(shortcutAction(press('a'), 'PENDING')).toBe('approve');
    expect(shortcutAction(press('r'), 'PENDING')).toBe('reject');
    expect(shortcutAction(press('h'), 'APPROVED')).toBe('hide');
    expect(shortcutAction(press('a'), 'REJECTED')).toBe('approve');
  });

  it('ignores keys that do not fit the status, other keys and modified presses', () => {
    expect(shortcutAction(press('h'), 'PENDING')).toBeNull();
    expect(shortcutAction(press('a'), 'APPROVED')).toBeNull();
    expect(shortcutAction(press('x'), 'PENDING')).toBeNull();
    expect(shortcutAction(press('a', { ctrlKey: true }), 'PENDING')).toBeNull();
    expect(shortcutAction(press('r', { metaKey: true }), 'PENDING')).toBeNull();
    expect(shortcutAction(press('A', { shiftKey: true }), 'PENDING')).toBeNull();
  });
});

describe('isTyping', () => {
  it('is true in fields and editable text only', () => {
    expect(isTyping({ tagName: 'INPUT' })).toBe(true);
    expect(isTyping({ tagName: 'textarea' })).toBe(true);
    expect(isTyping({ tagName: 'SELECT' })).toBe(true);
    expect(isTyping({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTyping({ tagName: 'BUTTON', isContentEditable: false })).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('nextInReview', () => {
  const ids = ['p1', 'p2', 'p3'];
  it('moves on to the photo after the current one', () => {
    expect(nextInReview(ids, 'p1', false)).toBe('p2');
    expect(nextInReview(ids, 'p2', true)).toBe('p3');
  });

  it('wraps to the first at the end of a list loaded to its end, and not while more is to load', () => {
    expect(nextInReview(ids, 'p3', false)).toBe('p1');
    expect(nextInReview(ids, 'p3', true)).toBeNull();
  });

  it('has none after the last photo of a review, or for a photo not in the list', () => {
    expect(nextInReview(['p1'], 'p1', false)).toBeNull();
    expect(nextInReview(ids, 'gone', false)).toBeNull();
  });
});

describe('leavesList', () => {
  it('drops a decided photo from a Pending queue and keeps it in the full list', () => {
    expect(leavesList('PENDING', 'APPROVED')).toBe(true);
    expect(leavesList('PENDING', 'PENDING')).toBe(false);
    expect(leavesList('ALL', 'REJECTED')).toBe(false);
  });
});
