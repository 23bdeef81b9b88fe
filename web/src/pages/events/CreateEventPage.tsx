import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageTitle } from '../../brand';
import { ErrorScreen } from '../../components/ErrorScreen';
import { MapPicker, type MapPickerValue } from '../../components/MapPicker';
import { coordinatePairErrors, coordinateValue } from '../../components/map/coordinates';
import { paths } from '../../paths';
import { useCreateEventMutation, type CreateEventInput, type FieldError } from './CreateEventMutation';
import { SLUG_MAX_LENGTH, normalizeSlug, slugFromTitle, slugProblem } from './slug';
import { useSlugAvailability, type SlugAvailability } from './useSlugAvailability';
import { PIN_HINT, randomPin } from './pin';

type Visibility = 'LINK' | 'PUBLIC';

type FormValues = {
  title: string;
  slug: string;
  dateTime: string;
  venueName: string;
  address: string;
  description: string;
  coupleNames: string;
  latitude: string;
  longitude: string;
  isPinRequired: boolean;
  pinCode: string;
  visibility: Visibility;
};

type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

/** SPEC §3: empty strings, no PIN, link-only visibility. */
const INITIAL_VALUES: FormValues = {
  title: '',
  slug: '',
  dateTime: '',
  venueName: '',
  address: '',
  description: '',
  coupleNames: '',
  latitude: '',
  longitude: '',
  isPinRequired: false,
  pinCode: '',
  visibility: 'LINK',
};

// The server's limits (api/src/modules/events/event-input.ts), so the browser stops typing there.
const MAX_LENGTH = { title: 200, venueName: 200, address: 500, description: 5000, coupleNames: 200 } as const;
const PIN_PATTERN = /^\d{4,8}$/;

function isFieldName(field: string): field is FieldName {
  return field in INITIAL_VALUES;
}

/** The checks the server makes too, so most mistakes are caught before the round trip. */
function validate(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > MAX_LENGTH.title) errors.title = `Title must be at most ${MAX_LENGTH.title} characters`;
  const slugError = slugProblem(values.slug);
  if (slugError) errors.slug = slugError;
  if (!values.dateTime) errors.dateTime = 'Date and time is required';
  else if (Number.isNaN(new Date(values.dateTime).getTime())) errors.dateTime = 'Please enter a valid date and time';
  Object.assign(errors, coordinatePairErrors(values.latitude, values.longitude));
  if (values.isPinRequired) {
    const pin = values.pinCode.trim();
    if (!pin) errors.pinCode = 'Please enter a PIN of 4 to 8 digits, or turn off Require PIN';
    else if (!PIN_PATTERN.test(pin)) errors.pinCode = 'PIN must be 4 to 8 digits';
  }
  return errors;
}

function toInput(values: FormValues): CreateEventInput {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    slug: normalizeSlug(values.slug),
    // datetime-local holds local time without a zone; the API takes an ISO timestamp.
    dateTime: new Date(values.dateTime).toISOString(),
    venueName: optional(values.venueName),
    address: optional(values.address),
    latitude: coordinateValue(values.latitude),
    longitude: coordinateValue(values.longitude),
    description: optional(values.description),
    coupleNames: optional(values.coupleNames),
    isPinRequired: values.isPinRequired,
    pinCode: values.isPinRequired ? values.pinCode.trim() : null,
    visibility: values.visibility,
  };
}

function errorsFrom(fieldErrors: ReadonlyArray<FieldError>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fieldErrors) {
    if (isFieldName(field)) errors[field] ??= message;
  }
  return errors;
}

function CreateEventPage() {
  const navigate = useNavigate();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [createEvent, isInFlight] = useCreateEventMutation();
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { availability, recheck } = useSlugAvailability(values.slug);

  // After a refused submit, the first field with a problem takes the focus (the map's fields included).
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const idOf = (name: FieldName) => `${formId}-${name}`;
  const errorIdOf = (name: FieldName) => `${idOf(name)}-error`;

  const update = <K extends FieldName>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onMapChange = (value: MapPickerValue) => {
    setValues((current) => ({
      ...current,
      latitude: value.latitude,
      longitude: value.longitude,
      address: value.address ?? current.address,
    }));
    setErrors((current) => {
      const { latitude: _latitude, longitude: _longitude, ...rest } = current;
      if (value.address !== undefined) delete rest.address;
      return rest;
    });
  };

  const generateSlug = () => update('slug', slugFromTitle(values.title));

  /** The props every input of the form shares: id, name, and its error for assistive technology. */
  const inputProps = (name: FieldName, ...describedBy: string[]) => {
    const ids = [...describedBy, ...(errors[name] ? [errorIdOf(name)] : [])];
    return {
      id: idOf(name),
      name,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const problems = validate(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(null);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    const result = await createEvent(toInput(values));
    switch (result.kind) {
      case 'success':
        await navigate(paths.manageEvent.href(result.databaseId), { replace: true });
        return;
      case 'rejected': {
        const fieldErrors = errorsFrom(result.fieldErrors);
        setErrors(fieldErrors);
        setFormError(result.message);
        if (fieldErrors.slug) recheck();
        setFocusRequest((count) => count + 1);
        return;
      }
      case 'failed':
        setFormError('Failed to create event');
        return;
    }
  };

  const slugPreview = normalizeSlug(values.slug);
  const slugUnavailable = availability.status === 'unavailable';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{pageTitle('Create New Event')}</title>
      <Link to={paths.dashboard.href()} className="text-link inline-flex items-center gap-1.5 text-sm">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        Create New Event
      </h1>
      <p className="mt-2 text-stone-600">
        Set up the page your guests open to RSVP and share their photos. You can change everything but the link later.
      </p>

      <form ref={formRef} noValidate className="mt-8 space-y-6" onSubmit={(event) => void onSubmit(event)}>
        <div
          role="alert"
          className={
            formError ? 'rounded-lg border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm text-rose-800' : 'sr-only'
          }
        >
          {formError}
        </div>

        <Section title="Event details">
          <Field label="Event Title" htmlFor={idOf('title')} errorId={errorIdOf('title')} error={errors.title}>
            <input
              {...inputProps('title')}
              type="text"
              required
              maxLength={MAX_LENGTH.title}
              autoComplete="off"
              placeholder="Ayla & Can's Wedding"
              className="field-input"
              value={values.title}
              onChange={(event) => update('title', event.target.value)}
            />
          </Field>

          <Field label="Event Link" htmlFor={idOf('slug')} errorId={errorIdOf('slug')} error={errors.slug}>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                {...inputProps('slug', `${idOf('slug')}-preview`, `${idOf('slug')}-availability`)}
                type="text"
                required
                maxLength={SLUG_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder="ayla-and-can"
                className="field-input"
                value={values.slug}
                onChange={(event) => update('slug', event.target.value)}
              />
              <button
                type="button"
                className="btn-secondary shrink-0"
                disabled={!values.title.trim()}
                onClick={generateSlug}
              >
                Generate from title
              </button>
            </div>
            <p id={`${idOf('slug')}-preview`} className="mt-1.5 text-xs text-stone-500">
              Guests will open{' '}
              <span className="font-medium break-all text-stone-700">
                {window.location.origin}/e/{slugPreview || <span className="text-stone-400">your-event-link</span>}
              </span>
              . Lowercase letters, numbers and hyphens; the link cannot be changed later.
            </p>
            <SlugStatus
              id={`${idOf('slug')}-availability`}
              availability={availability}
              // The server's reason is shown once: as the field's error when the submit was refused for it.
              showReason={availability.status === 'unavailable' && availability.message !== errors.slug}
            />
          </Field>

          <Field label="Date & Time" htmlFor={idOf('dateTime')} errorId={errorIdOf('dateTime')} error={errors.dateTime}>
            <input
              {...inputProps('dateTime')}
              type="datetime-local"
              required
              className="field-input"
              value={values.dateTime}
              onChange={(event) => update('dateTime', event.target.value)}
            />
          </Field>
        </Section>

        <Section title="Location">
          <Field
            label="Venue Name"
            optional
            htmlFor={idOf('venueName')}
            errorId={errorIdOf('venueName')}
            error={errors.venueName}
          >
            <input
              {...inputProps('venueName')}
              type="text"
              maxLength={MAX_LENGTH.venueName}
              autoComplete="off"
              placeholder="Çırağan Palace"
              className="field-input"
              value={values.venueName}
              onChange={(event) => update('venueName', event.target.value)}
            />
          </Field>
          <Field
            label="Address"
            optional
            htmlFor={idOf('address')}
            errorId={errorIdOf('address')}
            error={errors.address}
          >
            <input
              {...inputProps('address')}
              type="text"
              maxLength={MAX_LENGTH.address}
              autoComplete="street-address"
              placeholder="Street, city"
              className="field-input"
              value={values.address}
              onChange={(event) => update('address', event.target.value)}
            />
          </Field>
          <MapPicker
            latitude={values.latitude}
            longitude={values.longitude}
            address={values.address}
            onChange={onMapChange}
            errors={{ latitude: errors.latitude, longitude: errors.longitude }}
          />
        </Section>

        <Section title="About the celebration">
          <Field
            label="Description"
            optional
            htmlFor={idOf('description')}
            errorId={errorIdOf('description')}
            error={errors.description}
          >
            <textarea
              {...inputProps('description')}
              rows={4}
              maxLength={MAX_LENGTH.description}
              placeholder="A few words for your guests"
              className="field-input"
              value={values.description}
              onChange={(event) => update('description', event.target.value)}
            />
          </Field>
          <Field
            label="Couple Names"
            optional
            htmlFor={idOf('coupleNames')}
            errorId={errorIdOf('coupleNames')}
            error={errors.coupleNames}
          >
            <input
              {...inputProps('coupleNames')}
              type="text"
              maxLength={MAX_LENGTH.coupleNames}
              autoComplete="off"
              placeholder="Ayla & Can"
              className="field-input"
              value={values.coupleNames}
              onChange={(event) => update('coupleNames', event.target.value)}
            />
          </Field>
        </Section>

        <Section title="Privacy">
          <div>
            <div className="flex items-start gap-3">
              <input
                {...inputProps('isPinRequired', `${idOf('isPinRequired')}-hint`)}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-rose-600"
                checked={values.isPinRequired}
                onChange={(event) => update('isPinRequired', event.target.checked)}
              />
              <div>
                <label htmlFor={idOf('isPinRequired')} className="text-sm font-medium text-stone-700">
                  Require PIN
                </label>
                <p id={`${idOf('isPinRequired')}-hint`} className="text-xs text-stone-500">
                  Guests enter the PIN before they can see the event page.
                </p>
              </div>
            </div>
            {errors.isPinRequired && (
              <p id={errorIdOf('isPinRequired')} className="mt-1.5 text-sm text-rose-700">
                {errors.isPinRequired}
              </p>
            )}
          </div>
          {values.isPinRequired && (
            <Field label="PIN Code" htmlFor={idOf('pinCode')} errorId={errorIdOf('pinCode')} error={errors.pinCode}>
              <input
                {...inputProps('pinCode', `${idOf('pinCode')}-hint`)}
                type="text"
                required
                inputMode="numeric"
                autoComplete="off"
                pattern="\d{4,8}"
                maxLength={8}
                placeholder="1234"
                className="field-input sm:max-w-48"
                value={values.pinCode}
                onChange={(event) => update('pinCode', event.target.value)}
              />
              <button type="button" className="btn-secondary mt-2" onClick={() => update('pinCode', randomPin())}>
                Generate a 6-digit PIN
              </button>
              <p id={`${idOf('pinCode')}-hint`} className="mt-1.5 text-xs text-stone-500">
                {PIN_HINT}
              </p>
            </Field>
          )}
          <Field
            label="Visibility"
            htmlFor={idOf('visibility')}
            errorId={errorIdOf('visibility')}
            error={errors.visibility}
          >
            <select
              {...inputProps('visibility', `${idOf('visibility')}-hint`)}
              className="field-input"
              value={values.visibility}
              onChange={(event) => update('visibility', event.target.value === 'PUBLIC' ? 'PUBLIC' : 'LINK')}
            >
              <option value="LINK">Private (link only)</option>
              <option value="PUBLIC">Public</option>
            </select>
            <p id={`${idOf('visibility')}-hint`} className="mt-1.5 text-xs text-stone-500">
              {values.visibility === 'LINK'
                ? 'Only people with the link can open the event.'
                : 'Search engines may list and find the event page (never while a PIN is required).'}
            </p>
          </Field>
        </Section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.dashboard.href()} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={isInFlight || slugUnavailable}>
            {isInFlight ? 'Creating...' : 'Create Event'}
          </button>
        </div>
      </form>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 className="font-display text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

type FieldProps = {
  label: string;
  htmlFor: string;
  errorId: string;
  error: string | undefined;
  optional?: boolean;
  children: ReactNode;
};

/** A label, the input (with any hints) as children, and the field's error under it. */
function Field({ label, htmlFor, errorId, error, optional = false, children }: FieldProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={htmlFor} className="field-label">
          {label}
        </label>
        {optional && (
          <span aria-hidden="true" className="text-xs text-stone-500">
            Optional
          </span>
        )}
      </div>
      {children}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Checking...', 'Available' or 'Not available' with the server's reason (SPEC §2, §5). */
function SlugStatus({
  id,
  availability,
  showReason,
}: {
  id: string;
  availability: SlugAvailability;
  showReason: boolean;
}) {
  return (
    <p id={id} role="status" className="mt-1.5 min-h-5 text-sm">
      {availability.status === 'checking' && <span className="text-stone-500">Checking...</span>}
      {availability.status === 'available' && (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <span aria-hidden="true">✓</span>
          <span>Available</span>
        </span>
      )}
      {availability.status === 'unavailable' && (
        <>
          <span className="inline-flex items-center gap-1 font-medium text-rose-700">
            <span aria-hidden="true">✕</span>
            <span>Not available</span>
          </span>
          {showReason && availability.message && <span className="text-rose-700"> · {availability.message}</span>}
        </>
      )}
      {availability.status === 'unknown' && (
        <span className="text-stone-500">
          Could not check the link right now; it is checked again when you create the event.
        </span>
      )}
    </p>
  );
}

/** A render failure of this page (SPEC §2): Reload Page and Go Back. */
export function ErrorBoundary() {
  return (
    <ErrorScreen
      message="The event form could not be displayed. Reload the page to try again, or go back."
      fallbackHref={paths.dashboard.href()}
    />
  );
}

export { CreateEventPage as Component };
