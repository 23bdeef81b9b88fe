import { describe, expect, it } from 'vitest';
import { withChanges } from './useListParams';

const address = (query: string) => new URLSearchParams(query);

describe('withChanges', () => {
  it('sets a filter and goes back to the first page', () => {
    expect(withChanges(address('tab=users&status=ACTIVE&page=3'), [['search', 'ayla']]).toString()).toBe(
      'tab=users&status=ACTIVE&search=ayla',
    );
  });

  it('drops a filter set to empty or null', () => {
    expect(withChanges(address('status=ACTIVE&search=ayla'), [['status', '']]).toString()).toBe('search=ayla');
    expect(withChanges(address('eventId=12&status=PENDING'), [['eventId', null]]).toString()).toBe('status=PENDING');
  });

  it('keeps the filters when only the page changes, and leaves page 1 out of the address', () => {
    expect(withChanges(address('status=ACTIVE'), [['page', 2]]).toString()).toBe('status=ACTIVE&page=2');
    expect(withChanges(address('status=ACTIVE&page=2'), [['page', 1]]).toString()).toBe('status=ACTIVE');
  });
});
