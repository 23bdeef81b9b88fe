import { beforeAll, describe, expect, it } from 'vitest';
import messages from 'virtual:catalog/guest/en';
import { i18n } from '../../../i18n/i18n';
import { tableLeaderText } from './tableLeaders';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

describe("the slideshow's table moment", () => {
  it('names the leading table and its photos', () => {
    expect(tableLeaderText([{ name: 'Table 7', photoCount: 23 }])).toBe('Table 7 leads with 23 photos');
    expect(tableLeaderText([{ name: 'The Oaks', photoCount: 1 }])).toBe('The Oaks leads with 1 photo');
  });

  it('shares the lead on a tie', () => {
    const tie = [
      { name: 'Table 7', photoCount: 5 },
      { name: 'The Oaks', photoCount: 5 },
    ];
    expect(tableLeaderText(tie)).toBe('Table 7 and The Oaks share the lead with 5 photos each');
    expect(tableLeaderText([...tie, { name: 'Table 2', photoCount: 5 }])).toBe(
      '3 tables share the lead with 5 photos each',
    );
  });

  it('says nothing before a table has a photo', () => {
    expect(tableLeaderText([])).toBeNull();
  });
});
