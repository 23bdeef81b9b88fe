// Coordinates as the forms hold them: strings with 6 decimals (SPEC §9), empty when not set.

export type LatLng = { lat: number; lng: number };

/** Around Istanbul, where the map opens when no place is chosen yet (SPEC §9). */
export const DEFAULT_CENTER: LatLng = { lat: 41.0082, lng: 28.9784 };
export const DEFAULT_ZOOM = 13;
/** After a place search the map zooms in closer. */
export const PLACE_ZOOM = 15;

const LIMITS = { latitude: 90, longitude: 180 } as const;
const LABELS = { latitude: 'Latitude', longitude: 'Longitude' } as const;
export type Axis = keyof typeof LIMITS;

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

function parse(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The server's message for a coordinate it would refuse; null when empty or in range. */
export function coordinateError(axis: Axis, value: string): string | null {
  const number = parse(value);
  if (number === null) return null;
  const limit = LIMITS[axis];
  return Number.isNaN(number) || Math.abs(number) > limit
    ? `${LABELS[axis]} must be a number between -${limit} and ${limit}`
    : null;
}

/** Range problems of both fields, and a missing half of the pair (one coordinate alone places nothing). */
export function coordinatePairErrors(latitude: string, longitude: string): { latitude?: string; longitude?: string } {
  const errors: { latitude?: string; longitude?: string } = {};
  const latitudeError = coordinateError('latitude', latitude);
  const longitudeError = coordinateError('longitude', longitude);
  if (latitudeError) errors.latitude = latitudeError;
  if (longitudeError) errors.longitude = longitudeError;
  const hasLatitude = latitude.trim() !== '';
  const hasLongitude = longitude.trim() !== '';
  if (hasLatitude && !hasLongitude) errors.longitude = 'Please enter a longitude too, or clear the latitude';
  if (hasLongitude && !hasLatitude) errors.latitude = 'Please enter a latitude too, or clear the longitude';
  return errors;
}

/** The point the strings describe, or null unless both are valid. */
export function toLatLng(latitude: string, longitude: string): LatLng | null {
  const lat = parse(latitude);
  const lng = parse(longitude);
  if (lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng)) return null;
  if (Math.abs(lat) > LIMITS.latitude || Math.abs(lng) > LIMITS.longitude) return null;
  return { lat, lng };
}

/** A coordinate string as the API takes it: a number, or null when empty. */
export function coordinateValue(value: string): number | null {
  const number = parse(value);
  return number === null || Number.isNaN(number) ? null : number;
}
