import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  PLACE_ZOOM,
  coordinateError,
  formatCoordinate,
  toLatLng,
  type Axis,
  type LatLng,
} from './map/coordinates';
import {
  MapsScriptError,
  loadGoogleMaps,
  onMapsAuthFailure,
  type AdvancedMarker,
  type GoogleMap,
  type GoogleMapsLibraries,
  type PlaceSelectEvent,
} from './map/googleMaps';
import { loadMapsApiKey } from './map/mapsConfig';
import { Spinner } from './Spinner';

/** Coordinates as strings with 6 decimals ('' when not set); `address` only when a place search set it. */
export type MapPickerValue = { latitude: string; longitude: string; address?: string };

export type MapPickerProps = {
  latitude: string;
  longitude: string;
  /** The address field of the form: shown in the search box of the map to start from. */
  address?: string;
  onChange: (value: MapPickerValue) => void;
  /** Problems the form or the server found with the coordinates, shown under them. */
  errors?: { latitude?: string; longitude?: string };
};

// SPEC §8 map messages.
const NO_KEY = 'Google Maps API key not configured';
const LOAD_FAILED = 'Failed to load Google Maps';
const SCRIPT_FAILED = 'Error loading Google Maps script';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; libraries: GoogleMapsLibraries }
  | { status: 'unavailable'; reason: string };

/**
 * Where the event takes place: a Google map with a place search and a draggable pin when the server
 * has a Maps key, otherwise (or when Google cannot be reached) plain latitude and longitude fields.
 */
export function MapPicker({ latitude, longitude, address, onChange, errors }: MapPickerProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const fail = (reason: string) => {
      if (active) setState({ status: 'unavailable', reason });
    };
    loadMapsApiKey()
      .then((apiKey) => {
        if (!apiKey) return fail(NO_KEY);
        return loadGoogleMaps(apiKey).then((libraries) => {
          if (active) setState({ status: 'ready', libraries });
        });
      })
      .catch((error: unknown) => fail(error instanceof MapsScriptError ? SCRIPT_FAILED : LOAD_FAILED));
    const stopListening = onMapsAuthFailure(() => fail(LOAD_FAILED));
    return () => {
      active = false;
      stopListening();
    };
  }, []);

  return (
    <fieldset className="min-w-0">
      <legend className="field-label">Map Location</legend>
      {state.status === 'loading' && (
        <div className="rounded-xl border border-stone-200 bg-stone-50">
          <Spinner label="Loading map" />
        </div>
      )}
      {state.status === 'ready' && (
        <GoogleMapPicker
          libraries={state.libraries}
          latitude={latitude}
          longitude={longitude}
          address={address}
          onChange={onChange}
          errors={errors}
          onFailure={() => setState({ status: 'unavailable', reason: LOAD_FAILED })}
        />
      )}
      {state.status === 'unavailable' && (
        <MapFallback
          reason={state.reason}
          latitude={latitude}
          longitude={longitude}
          onChange={onChange}
          errors={errors}
        />
      )}
    </fieldset>
  );
}

function pointOf(latLng: { lat(): number; lng(): number }): LatLng {
  return { lat: latLng.lat(), lng: latLng.lng() };
}

function valueOf(point: LatLng, address?: string): MapPickerValue {
  const value: MapPickerValue = { latitude: formatCoordinate(point.lat), longitude: formatCoordinate(point.lng) };
  if (address) value.address = address;
  return value;
}

function ErrorText({ id, message }: { id: string; message: string | undefined | null }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm text-rose-700">
      {message}
    </p>
  ) : null;
}

type GoogleMapPickerProps = Omit<MapPickerProps, 'address'> & {
  address: string | undefined;
  libraries: GoogleMapsLibraries;
  onFailure: () => void;
};

function GoogleMapPicker({
  libraries,
  latitude,
  longitude,
  address,
  onChange,
  errors,
  onFailure,
}: GoogleMapPickerProps) {
  const id = useId();
  const mapElement = useRef<HTMLDivElement>(null);
  const searchSlot = useRef<HTMLDivElement>(null);
  const legacySearchInput = useRef<HTMLInputElement>(null);
  const mapRef = useRef<GoogleMap | null>(null);
  const markerRef = useRef<AdvancedMarker | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);

  const usesPlaceElement = Boolean(libraries.places.PlaceAutocompleteElement);
  const point = toLatLng(latitude, longitude);
  const pointLat = point?.lat;
  const pointLng = point?.lng;

  const pick = useEffectEvent((picked: LatLng, pickedAddress?: string) => onChange(valueOf(picked, pickedAddress)));
  const startingPoint = useEffectEvent(() => toLatLng(latitude, longitude));
  const reportFailure = useEffectEvent(() => onFailure());

  // The map and its pin, made once; the pin follows the coordinates in the effect below.
  useEffect(() => {
    const element = mapElement.current;
    if (!element) return;
    const start = startingPoint();
    let map: GoogleMap;
    let marker: AdvancedMarker;
    try {
      map = new libraries.maps.Map(element, {
        center: start ?? DEFAULT_CENTER,
        zoom: DEFAULT_ZOOM,
        // Advanced markers need a map id; Google's demo id gives the default style.
        mapId: 'DEMO_MAP_ID',
        clickableIcons: false,
        streetViewControl: false,
        mapTypeControl: false,
        fullscreenControl: false,
        gestureHandling: 'cooperative',
      });
      marker = new libraries.marker.AdvancedMarkerElement({
        map: start ? map : null,
        position: start,
        gmpDraggable: true,
        title: 'Event location',
      });
    } catch {
      reportFailure();
      return;
    }
    mapRef.current = map;
    markerRef.current = marker;
    const listeners = [
      map.addListener('click', (event) => {
        if (event.latLng) pick(pointOf(event.latLng));
      }),
      marker.addListener('dragend', (event) => {
        if (event.latLng) pick(pointOf(event.latLng));
      }),
    ];
    return () => {
      listeners.forEach((listener) => listener.remove());
      marker.map = null;
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [libraries]);

  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    if (pointLat === undefined || pointLng === undefined) {
      marker.map = null;
      return;
    }
    marker.position = { lat: pointLat, lng: pointLng };
    marker.map = map;
  }, [pointLat, pointLng]);

  // The place search: it moves the map, and sets the address and the coordinates.
  useEffect(() => {
    const showPlace = (location: LatLng, placeAddress?: string) => {
      setSearchError(null);
      mapRef.current?.panTo(location);
      mapRef.current?.setZoom(PLACE_ZOOM);
      pick(location, placeAddress);
    };

    const { PlaceAutocompleteElement, Autocomplete } = libraries.places;
    const slot = searchSlot.current;
    if (PlaceAutocompleteElement && slot) {
      const search = new PlaceAutocompleteElement({});
      search.setAttribute('aria-label', 'Search for a place');
      search.style.width = '100%';
      const onSelect = (event: PlaceSelectEvent) => {
        const place = event.placePrediction.toPlace();
        place
          .fetchFields({ fields: ['displayName', 'formattedAddress', 'location'] })
          .then(() => {
            if (place.location) showPlace(pointOf(place.location), place.formattedAddress ?? place.displayName ?? '');
            else setSearchError('That place has no location on the map');
          })
          .catch(() => setSearchError('Could not look up that place. Please try again.'));
      };
      search.addEventListener('gmp-select', onSelect);
      slot.append(search);
      return () => {
        search.removeEventListener('gmp-select', onSelect);
        search.remove();
      };
    }

    const input = legacySearchInput.current;
    if (Autocomplete && input) {
      const autocomplete = new Autocomplete(input, { fields: ['formatted_address', 'geometry', 'name'] });
      const listener = autocomplete.addListener('place_changed', () => {
        const place = autocomplete.getPlace();
        const location = place.geometry?.location;
        if (location) showPlace(pointOf(location), place.formatted_address ?? place.name ?? '');
        else setSearchError('Choose a place from the list');
      });
      return () => listener.remove();
    }
  }, [libraries]);

  // Enter picks a suggestion in the search box; it must not submit the form around the map.
  const keepEnterInSearch = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  const errorId = `${id}-error`;
  const coordinatesError = errors?.latitude ?? errors?.longitude;

  return (
    <div className="space-y-3">
      {usesPlaceElement ? (
        <div>
          <p className="mb-1.5 text-sm text-stone-600">Search for a place</p>
          <div ref={searchSlot} />
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm text-stone-600">
            Search for a place
          </label>
          <input
            ref={legacySearchInput}
            id={`${id}-search`}
            type="text"
            className="field-input"
            placeholder="Venue name or address"
            defaultValue={address}
            onKeyDown={keepEnterInSearch}
          />
        </div>
      )}
      <ErrorText id={`${id}-search-error`} message={searchError} />
      <div
        ref={mapElement}
        role="region"
        aria-label="Map: click to place the event pin"
        className="h-72 w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:h-80"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">
          {point
            ? `Pin: ${formatCoordinate(point.lat)}, ${formatCoordinate(point.lng)}`
            : 'Search for the venue or click the map to place a pin. Drag the pin to adjust it.'}
        </p>
        {point && (
          <button type="button" className="text-link" onClick={() => onChange({ latitude: '', longitude: '' })}>
            Remove pin
          </button>
        )}
      </div>
      <ErrorText id={errorId} message={coordinatesError} />
    </div>
  );
}

type MapFallbackProps = Omit<MapPickerProps, 'address'> & { reason: string };

/** Without Google: the coordinates typed in, or taken from the device's location. */
function MapFallback({ reason, latitude, longitude, onChange, errors }: MapFallbackProps) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const values = { latitude, longitude };
  const problems = {
    latitude: errors?.latitude ?? coordinateError('latitude', latitude),
    longitude: errors?.longitude ?? coordinateError('longitude', longitude),
  };

  const update = (axis: Axis, value: string) => onChange({ ...values, [axis]: value });

  // A valid number is written the way the map would write it, with 6 decimals.
  const tidy = (axis: Axis) => {
    const value = values[axis].trim();
    if (value === '' || coordinateError(axis, value)) return;
    const formatted = formatCoordinate(Number(value));
    if (formatted !== values[axis]) update(axis, formatted);
  };

  const locate = () => {
    setLocating(true);
    setLocationError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(valueOf({ lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      (error) => {
        setLocating(false);
        setLocationError(
          error.code === error.PERMISSION_DENIED
            ? 'Location access was denied. You can type the coordinates instead.'
            : 'Could not get your current location. You can type the coordinates instead.',
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const field = (axis: Axis, label: string, placeholder: string) => {
    const inputId = `${id}-${axis}`;
    const problem = problems[axis];
    return (
      <div>
        <label htmlFor={inputId} className="field-label">
          {label}
        </label>
        <input
          id={inputId}
          name={axis}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field-input"
          placeholder={placeholder}
          value={values[axis]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => update(axis, event.target.value)}
          onBlur={() => tidy(axis)}
        />
        <ErrorText id={`${inputId}-error`} message={problem} />
      </div>
    );
  };

  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
      <h3 className="text-sm font-semibold text-stone-900">Map unavailable</h3>
      <p className="mt-1 text-sm text-stone-600">{reason}</p>
      <p className="mt-1 text-sm text-stone-600">
        You can enter the coordinates of the venue instead, or leave them empty.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('latitude', 'Latitude', formatCoordinate(DEFAULT_CENTER.lat))}
        {field('longitude', 'Longitude', formatCoordinate(DEFAULT_CENTER.lng))}
      </div>
      {canLocate && (
        <div className="mt-4">
          <button type="button" className="btn-secondary" disabled={locating} onClick={locate}>
            {locating ? 'Locating...' : 'Use my current location'}
          </button>
          <ErrorText id={`${id}-location-error`} message={locationError} />
        </div>
      )}
      <p className="mt-4 text-xs text-stone-500">
        When no coordinates are set, the map on the guest page shows the address above.
      </p>
    </div>
  );
}
