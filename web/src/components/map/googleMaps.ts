// The few parts of the Google Maps JavaScript API the map picker uses, typed by hand (the project
// does not depend on @types/google.maps), and a loader that adds Google's script once per page.

import type { LatLng } from './coordinates';

export type MapsEventListener = { remove(): void };

type GoogleLatLng = { lat(): number; lng(): number };

export type MapMouseEvent = { latLng: GoogleLatLng | null };

export type GoogleMap = {
  panTo(position: LatLng): void;
  setZoom(zoom: number): void;
  addListener(event: 'click', handler: (event: MapMouseEvent) => void): MapsEventListener;
};

type MapOptions = {
  center: LatLng;
  zoom: number;
  mapId: string;
  clickableIcons: boolean;
  streetViewControl: boolean;
  mapTypeControl: boolean;
  fullscreenControl: boolean;
  gestureHandling: 'cooperative' | 'greedy' | 'auto';
};

export type AdvancedMarker = {
  position: LatLng | GoogleLatLng | null | undefined;
  map: GoogleMap | null;
  addListener(event: 'dragend', handler: (event: MapMouseEvent) => void): MapsEventListener;
};

type MarkerOptions = { map: GoogleMap | null; position: LatLng | null; gmpDraggable: boolean; title: string };

/** The new Places widget: a custom element that emits 'gmp-select' with a place prediction. */
export type PlaceAutocompleteElement = HTMLElement & {
  addEventListener(type: 'gmp-select', listener: (event: PlaceSelectEvent) => void): void;
  removeEventListener(type: 'gmp-select', listener: (event: PlaceSelectEvent) => void): void;
};

export type PlaceSelectEvent = Event & {
  placePrediction: {
    toPlace(): {
      fetchFields(request: { fields: string[] }): Promise<unknown>;
      location?: GoogleLatLng | null;
      formattedAddress?: string | null;
      displayName?: string | null;
    };
  };
};

/** The legacy Places widget, bound to an input of ours (for keys that only have the old Places API). */
export type LegacyAutocomplete = {
  addListener(event: 'place_changed', handler: () => void): MapsEventListener;
  getPlace(): { geometry?: { location?: GoogleLatLng }; formatted_address?: string; name?: string };
};

export type MapsLibrary = { Map: new (element: HTMLElement, options: MapOptions) => GoogleMap };
export type MarkerLibrary = { AdvancedMarkerElement: new (options: MarkerOptions) => AdvancedMarker };
export type PlacesLibrary = {
  PlaceAutocompleteElement?: new (options: Record<string, never>) => PlaceAutocompleteElement;
  Autocomplete?: new (input: HTMLInputElement, options: { fields: string[] }) => LegacyAutocomplete;
};

export type GoogleMapsApi = {
  importLibrary(name: 'maps'): Promise<MapsLibrary>;
  importLibrary(name: 'marker'): Promise<MarkerLibrary>;
  importLibrary(name: 'places'): Promise<PlacesLibrary>;
};

export type GoogleMapsLibraries = { maps: MapsLibrary; marker: MarkerLibrary; places: PlacesLibrary };

declare global {
  interface Window {
    google?: { maps?: Partial<GoogleMapsApi> };
    /** Google calls this when the key is refused (wrong key, API not enabled, referrer not allowed). */
    gm_authFailure?: () => void;
  }
}

/** The script itself could not be fetched (offline, blocked, CSP). */
export class MapsScriptError extends Error {
  constructor() {
    super('Error loading Google Maps script');
    this.name = 'MapsScriptError';
  }
}

const CALLBACK_NAME = '__weddingPhotosMapsReady';
let scriptPromise: Promise<GoogleMapsApi> | null = null;
let librariesPromise: Promise<GoogleMapsLibraries> | null = null;
const authFailureListeners = new Set<() => void>();

function loadScript(apiKey: string): Promise<GoogleMapsApi> {
  scriptPromise ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const callbacks = window as unknown as Record<string, (() => void) | undefined>;
    callbacks[CALLBACK_NAME] = () => {
      delete callbacks[CALLBACK_NAME];
      const api = window.google?.maps;
      if (api?.importLibrary) resolve(api as GoogleMapsApi);
      else reject(new Error('Google Maps did not start'));
    };
    window.gm_authFailure = () => authFailureListeners.forEach((listener) => listener());

    const params = new URLSearchParams({
      key: apiKey,
      libraries: 'places,marker',
      loading: 'async',
      callback: CALLBACK_NAME,
    });
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      delete callbacks[CALLBACK_NAME];
      scriptPromise = null; // a later map may try again
      reject(new MapsScriptError());
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/** Google's script and the three libraries the picker needs, loaded once per page. */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsLibraries> {
  librariesPromise ??= loadScript(apiKey)
    .then(async (api) => {
      const [maps, marker, places] = await Promise.all([
        api.importLibrary('maps'),
        api.importLibrary('marker'),
        api.importLibrary('places'),
      ]);
      return { maps, marker, places };
    })
    .catch((error: unknown) => {
      librariesPromise = null;
      throw error;
    });
  return librariesPromise;
}

/** Google refused the key after the script loaded: the map shows an error of its own, we show ours. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}
