import { describe, expect, it } from 'vitest';
import { messageOf } from './resultMessage';
import { outcomeOf } from './useUnionMutation';

describe('outcomeOf', () => {
  it('hands back the success member', () => {
    const payload = { __typename: 'DeleteEventSuccess', deletedEventId: 'e1' };
    expect(outcomeOf(payload, 'DeleteEventSuccess')).toEqual({ ok: true, payload });
  });

  it("keeps an Error member's message and field errors", () => {
    const fieldErrors = [{ field: 'email', message: 'Invalid email' }];
    const outcome = outcomeOf({ __typename: 'ValidationError', message: 'Check the form', fieldErrors }, 'X');
    expect(outcome).toEqual({ ok: false, message: 'Check the form', fieldErrors, typename: 'ValidationError' });
    expect(messageOf(outcome, 'Failed')).toBe('Check the form');
  });

  it('leaves the fallback to the screen when the server says nothing', () => {
    const outcome = outcomeOf({ __typename: '%other', message: '' }, 'X');
    expect(outcome).toEqual({ ok: false, message: null, fieldErrors: [], typename: '%other' });
    expect(messageOf(outcome, 'Failed to update status')).toBe('Failed to update status');
  });
});
