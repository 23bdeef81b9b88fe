import { describe, expect, it } from 'vitest';
import { mapQuery, mapsSearchUrl } from './maps.ts';

describe('mapQuery and mapsSearchUrl', () => {
  it('looks up the coordinates when both are set, else the venue and the address', () => {
    expect(mapQuery({ venueName: 'Hall', address: 'Street 1', latitude: 41.0082, longitude: 28.9784 })).toBe(
      '41.0082,28.9784',
    );
    expect(mapQuery({ venueName: ' Çırağan Palace ', address: 'Beşiktaş, İstanbul', latitude: 41 })).toBe(
      'Çırağan Palace, Beşiktaş, İstanbul',
    );
    expect(mapQuery({ venueName: '  ', address: '' })).toBeNull();
  });

  it('builds a Google Maps search link that keeps the comma readable', () => {
    expect(mapsSearchUrl('41.0082,28.9784')).toBe('https://www.google.com/maps/search/?api=1&query=41.0082,28.9784');
    expect(mapsSearchUrl('Hall & Garden, İzmir')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Hall%20%26%20Garden,%20%C4%B0zmir',
    );
  });
});
