import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PLACE_ZOOM, formatCoordinate, toLatLng, type LatLng } from './map/coordinates';
import {
  loadGoogleMaps,
  onMapsAuthFailure,
  type AdvancedMarker,
  type GoogleMap,
  type GoogleMapsLibraries,
  type PlaceSelectEvent,
} from './map/googleMaps';
import { loadMapsApiKey } from './map/mapsConfig';
import { mapQuery, mapsSearchUrl } from '../../../common/maps';
import { Spinner } from './Spinner';
import { translate, type MessageId } from '../i18n/i18n';
import { useT } from '../i18n/useT';

/** Coordinates as strings with 6 decimals ('' when not set); `address` only when a place search set it. */
export type MapPickerValue = { latitude: string; longitude: string; address?: string };

export type MapPickerProps = {
  latitude: string;
  longitude: string;
  /** The address field of the form: shown in the search box of the map to start from. */
  address?: string;
  /** The venue's name: without a map, "Open in maps" looks up the venue and the address. */
  venueName?: string;
  onChange: (value: MapPickerValue) => void;
  /** Problems the form or the server found with the coordinates, shown under them. */
  errors?: { latitude?: string; longitude?: string };
};

// Why there is no map. Couples are not told about keys or scripts (issue 36): without a key the form
// simply has no map; a map that failed to load is said in plain words.
const NO_KEY = null;
const LOAD_FAILED: MessageId = 'components.mapLoadFailed';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; libraries: GoogleMapsLibraries }
  | { status: 'unavailable'; reason: MessageId | null };

/**
 * Where the event takes place: a Google map with a place search and a draggable pin when the server
 * has a Maps key; otherwise (or when Google cannot be reached) the address field above is the place, with
 * an "Open in maps" link to check it: no raw coordinates to type.
 */
export function MapPicker({ latitude, longitude, address, venueName, onChange, errors }: MapPickerProps) {
  const t = useT();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const fail = (reason: MessageId | null) => {
      if (active) setState({ status: 'unavailable', reason });
    };
    loadMapsApiKey()
      .then((apiKey) => {
        if (!apiKey) return fail(NO_KEY);
        return loadGoogleMaps(apiKey).then((libraries) => {
          if (active) setState({ status: 'ready', libraries });
        });
      })
      .catch(() => fail(LOAD_FAILED));
    const stopListening = onMapsAuthFailure(() => fail(LOAD_FAILED));
    return () => {
      active = false;
      stopListening();
    };
  }, []);

  if (state.status === 'unavailable') {
    return (
      <AddressMapLink
        reason={state.reason}
        latitude={latitude}
        longitude={longitude}
        address={address}
        venueName={venueName}
        onChange={onChange}
      />
    );
  }

  return (
    <fieldset className="min-w-0">
      <legend className="field-label">{t('components.mapLocation')}</legend>
      {state.status === 'loading' && (
        <div className="rounded-xl border border-stone-200 bg-stone-50">
          <Spinner label={t('components.mapLoading')} />
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
  const t = useT();
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
        title: translate('components.mapMarker'),
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
      search.setAttribute('aria-label', translate('components.mapSearch'));
      search.style.width = '100%';
      const onSelect = (event: PlaceSelectEvent) => {
        const place = event.placePrediction.toPlace();
        place
          .fetchFields({ fields: ['displayName', 'formattedAddress', 'location'] })
          .then(() => {
            if (place.location) showPlace(pointOf(place.location), place.formattedAddress ?? place.displayName ?? '');
            else setSearchError(translate('components.mapNoLocation'));
          })
          .catch(() => setSearchError(translate('components.mapLookupFailed')));
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
        else setSearchError(translate('components.mapChooseFromList'));
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
          <p className="mb-1.5 text-sm text-stone-600">{t('components.mapSearch')}</p>
          <div ref={searchSlot} />
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm text-stone-600">
            {t('components.mapSearch')}
          </label>
          <input
            ref={legacySearchInput}
            id={`${id}-search`}
            type="text"
            className="field-input"
            placeholder={t('components.mapSearchPlaceholder')}
            defaultValue={address}
            onKeyDown={keepEnterInSearch}
          />
        </div>
      )}
      <ErrorText id={`${id}-search-error`} message={searchError} />
      <div
        ref={mapElement}
        role="region"
        aria-label={t('components.mapRegion')}
        className="h-72 w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:h-80"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">
          {point
            ? t('components.mapPin', { lat: formatCoordinate(point.lat), lng: formatCoordinate(point.lng) })
            : t('components.mapHowTo')}
        </p>
        {point && (
          <button type="button" className="text-link" onClick={() => onChange({ latitude: '', longitude: '' })}>
            {t('components.mapRemovePin')}
          </button>
        )}
      </div>
      <ErrorText id={errorId} message={coordinatesError} />
    </div>
  );
}

type AddressMapLinkProps = Pick<MapPickerProps, 'latitude' | 'longitude' | 'address' | 'venueName' | 'onChange'> & {
  reason: MessageId | null;
};

/**
 * Without a map: the venue and address fields above are the place, and "Open in maps" shows the host what
 * guests will find. A pin set earlier (on a map) is kept and can be removed, never shown as numbers.
 */
function AddressMapLink({ reason, latitude, longitude, address, venueName, onChange }: AddressMapLinkProps) {
  const t = useT();
  const pin = toLatLng(latitude, longitude);
  const query = mapQuery({ venueName, address, latitude: pin?.lat ?? null, longitude: pin?.lng ?? null });
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-600 sm:p-5">
      {reason && <p className="mb-2">{t(reason)}</p>}
      <p>{pin ? t('components.mapGuestsSeePin') : t('components.mapGuestsSeeAddress')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {query ? (
          <a href={mapsSearchUrl(query)} target="_blank" rel="noopener noreferrer" className="text-link font-medium">
            {t('components.mapOpen')}
            <span className="sr-only"> {t('components.newTab')}</span>
          </a>
        ) : (
          <span className="text-stone-500">{t('components.mapOpenLater')}</span>
        )}
        {pin && (
          <button type="button" className="text-link" onClick={() => onChange({ latitude: '', longitude: '' })}>
            {t('components.mapRemovePin')}
          </button>
        )}
      </div>
    </div>
  );
}
