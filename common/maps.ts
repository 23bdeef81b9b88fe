// Links to a public map for an event's place: the guest page's Location card and, without a Maps key,
// the event forms' "Open in maps". No key is needed for either. Imports nothing (common/).

export type MapPlace = {
  venueName?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** What Google Maps should look up: the coordinates when set, else the venue and address; null for neither. */
export function mapQuery(place: MapPlace): string | null {
  if (
    place.latitude != null &&
    place.longitude != null &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude)
  ) {
    return `${place.latitude},${place.longitude}`;
  }
  const text = [place.venueName, place.address]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return text || null;
}

/** Coordinates keep their comma readable: q=41.0082,28.9784. */
function encodeQuery(query: string): string {
  return encodeURIComponent(query).replace(/%2C/g, ',');
}

/** Google Maps' search page for the query (opens the app on a phone). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeQuery(query)}`;
}

/** The embeddable map of the query (the CSP allows frames from www.google.com). */
export function mapsEmbedUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeQuery(query)}&output=embed`;
}
