import { describe, expect, it } from 'vitest';
import { contactPriority } from './contact-priority.ts';

describe('contactPriority', () => {
  it('ranks a plain question NORMAL and a plain sales inquiry HIGH', () => {
    expect(contactPriority({ kind: 'general', subject: 'Question about PINs' })).toBe('NORMAL');
    expect(
      contactPriority({ kind: 'sales', subject: 'Premium plan inquiry', eventVolume: '1-10', timeline: 'exploring' }),
    ).toBe('HIGH');
  });

  it('raises a sales inquiry for large volume or a near start, up to URGENT', () => {
    expect(contactPriority({ kind: 'sales', subject: 'Plan inquiry', eventVolume: '100+' })).toBe('URGENT');
    expect(contactPriority({ kind: 'sales', subject: 'Plan inquiry', eventVolume: '26-50', timeline: '1-month' })).toBe(
      'URGENT',
    );
    expect(
      contactPriority({ kind: 'sales', subject: 'Plan inquiry', eventVolume: '51-100', timeline: 'immediately' }),
    ).toBe('URGENT');
    expect(contactPriority({ kind: 'sales', subject: 'Plan inquiry', timeline: '3-months' })).toBe('HIGH');
  });

  it('raises urgent wording in the subject by one level, in any case', () => {
    expect(contactPriority({ kind: 'general', subject: 'URGENT: guests cannot upload' })).toBe('HIGH');
    expect(contactPriority({ kind: 'general', subject: 'Our gallery is down tonight' })).toBe('HIGH');
    expect(contactPriority({ kind: 'general', subject: "Can't upload from my phone" })).toBe('HIGH');
    expect(contactPriority({ kind: 'sales', subject: 'Need this today', timeline: 'immediately' })).toBe('URGENT');
  });

  it('does not read urgency into words that only contain the keywords', () => {
    expect(contactPriority({ kind: 'general', subject: 'Downloading the ZIP' })).toBe('NORMAL');
    expect(contactPriority({ kind: 'general', subject: 'Todays plans' })).toBe('NORMAL');
  });

  it('ranks pure feedback LOW, unless it is urgent too', () => {
    expect(contactPriority({ kind: 'general', subject: 'A suggestion for the slideshow' })).toBe('LOW');
    expect(contactPriority({ kind: 'general', subject: 'Feedback: upload is not working' })).toBe('HIGH');
    expect(contactPriority({ kind: 'sales', subject: 'Feedback on pricing' })).toBe('HIGH');
  });
});
