import { describe, expect, it } from 'vitest';
import { mergeMessages, type GuestbookMessage } from './guestbookMessages';

const message = (id: string, createdAt: string, text = `Message ${id}`): GuestbookMessage => ({
  id,
  name: 'Ece',
  message: text,
  createdAt,
  status: 'APPROVED',
  mine: false,
});

describe('mergeMessages', () => {
  it('puts live messages in newest first, whatever order they arrive in', () => {
    const shown = [message('2', '2026-06-12T15:00:00Z'), message('1', '2026-06-12T14:00:00Z')];
    const merged = mergeMessages(shown, [message('3', '2026-06-12T16:00:00Z'), message('0', '2026-06-12T13:00:00Z')]);
    expect(merged.map((m) => m.id)).toEqual(['3', '2', '1', '0']);
  });

  it('shows a message once when a page and the live update both bring it, in its newer copy', () => {
    const shown = [message('1', '2026-06-12T14:00:00Z', 'old')];
    const merged = mergeMessages(shown, [message('1', '2026-06-12T14:00:00Z', 'new')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.message).toBe('new');
  });

  it('takes down the messages the hosts hid or deleted', () => {
    const shown = [message('2', '2026-06-12T15:00:00Z'), message('1', '2026-06-12T14:00:00Z')];
    expect(mergeMessages(shown, [], ['2']).map((m) => m.id)).toEqual(['1']);
  });
});
