import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageTitle } from '../../../../common/brand';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorScreen } from '../../components/ErrorScreen';
import { Field, FieldHint, FormAlert, Input, Section, fieldErrorsFrom, type FieldErrors } from '../../components/form';
import { coordinateValue } from '../../components/map/coordinates';
import { paths } from '../../../../common/paths';
import { useCreateEventMutation, type CreateEventInput } from './CreateEventMutation';
import {
  AllowVideosField,
  DescriptionField,
  GalleryModeFields,
  EventTextField,
  LocationSection,
  PrivacySection,
} from './form/EventFields';
import { EventWhenFields } from './form/EventWhenFields';
import {
  EMPTY_EVENT_VALUES,
  revealInstant,
  deviceTimeZone,
  eventInstant,
  isPastDateTime,
  type EventFormValues,
} from './form/eventFormRules';
import { NewCoverPicker, type ChosenCover } from './form/NewCoverPicker';
import { useEventForm, type EventFieldsState } from './form/useEventForm';
import { useCoverUpload } from './manage/useCoverUpload';
import { SLUG_MAX_LENGTH, normalizeSlug, slugFromTitle, slugProblem } from '../../../../common/slug';
import { useSlugAvailability, type SlugAvailability } from './useSlugAvailability';

type FormValues = EventFormValues & { slug: string };

/** A new event happens where the host is, until they say otherwise: their device's zone. */
const initialValues = (): FormValues => ({ ...EMPTY_EVENT_VALUES, timeZone: deviceTimeZone(), slug: '' });

/** The new event's own rule: a valid link (its availability is asked of the server as one types). */
function checkSlug(values: FormValues): FieldErrors<FormValues> {
  const problem = slugProblem(values.slug);
  return problem ? { slug: problem } : {};
}

function toInput(values: FormValues): CreateEventInput {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    slug: normalizeSlug(values.slug),
    // datetime-local holds a time without a zone: the one at the event's place, whatever the browser's.
    // (Checked before: a value with no instant never gets here.)
    dateTime: eventInstant(values.dateTime, values.timeZone) ?? '',
    timeZone: values.timeZone.trim(),
    venueName: optional(values.venueName),
    address: optional(values.address),
    latitude: coordinateValue(values.latitude),
    longitude: coordinateValue(values.longitude),
    description: optional(values.description),
    coupleNames: optional(values.coupleNames),
    isPinRequired: values.isPinRequired,
    pinCode: values.isPinRequired ? values.pinCode.trim() : null,
    visibility: values.visibility,
    allowVideos: values.allowVideos,
    galleryMode: values.galleryMode,
    revealAt: revealInstant(values),
  };
}

/** Where the zone came from: the device's own until the host picks another (then the device's is named). */
function newEventZoneHint(chosen: string): string {
  const device = deviceTimeZone();
  return chosen.trim() === device
    ? 'Where the event takes place: filled in from this device. Type a city to find another zone.'
    : `Where the event takes place (this device is on ${device}). Type a city to find another zone.`;
}

/** The event exists but its cover did not make it: the host is told, and goes on to the event. */
type CoverFailure = { databaseId: number; message: string };

function CreateEventPage() {
  const navigate = useNavigate();
  const slugPreviewId = useId();
  const slugStatusId = useId();
  const [createEvent, isInFlight] = useCreateEventMutation();
  const uploadCover = useCoverUpload();
  const { formRef, fields, values, errors, update, check, showErrors } = useEventForm(initialValues, checkSlug);
  const [formError, setFormError] = useState<string | null>(null);
  const { availability, recheck } = useSlugAvailability(values.slug);
  // The link follows the title until the host writes one themselves (SPEC §5's rule, common/slug.ts).
  const [slugEditedByHand, setSlugEditedByHand] = useState(false);
  const [confirmingPastDate, setConfirmingPastDate] = useState(false);
  const [cover, setCover] = useState<ChosenCover | null>(null);
  const [coverProgress, setCoverProgress] = useState<number | null>(null);
  const [coverFailure, setCoverFailure] = useState<CoverFailure | null>(null);
  const busy = isInFlight || coverProgress !== null;

  const titleFollowingFields: EventFieldsState = {
    ...fields,
    update: (name, value) => {
      fields.update(name, value);
      if (name === 'title' && !slugEditedByHand && typeof value === 'string') update('slug', slugFromTitle(value));
    },
  };

  const create = async () => {
    setFormError(null);
    const result = await createEvent(toInput(values));
    switch (result.kind) {
      case 'success': {
        if (cover) {
          setCoverProgress(0);
          const sent = await uploadCover(result.id, cover.file, setCoverProgress).catch(
            () => ({ ok: false, message: 'Upload failed' }) as const,
          );
          setCoverProgress(null);
          if (!sent.ok) {
            setCoverFailure({ databaseId: result.databaseId, message: sent.message });
            return;
          }
        }
        await navigate(paths.manageEvent.href(result.databaseId), { replace: true });
        return;
      }
      case 'rejected': {
        const fieldErrors = fieldErrorsFrom(result.fieldErrors, values);
        showErrors(fieldErrors);
        setFormError(result.message);
        if (fieldErrors.slug) recheck();
        return;
      }
      case 'failed':
        setFormError('Failed to create event');
        return;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (check()) return;
    // A date already gone is usually a slip of the year: asked once, then created as asked.
    if (isPastDateTime(values.dateTime, values.timeZone)) {
      setConfirmingPastDate(true);
      return;
    }
    await create();
  };

  if (coverFailure) return <CoverFailed failure={coverFailure} title={values.title.trim()} />;

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
        <FormAlert message={formError} />

        <Section title="Event details">
          <EventTextField name="title" form={titleFollowingFields} />

          <Field label="Event Link" error={errors.slug}>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                name="slug"
                type="text"
                required
                maxLength={SLUG_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder="ayla-and-can"
                aria-describedby={`${slugPreviewId} ${slugStatusId}`}
                value={values.slug}
                onValueChange={(value) => {
                  update('slug', value);
                  // Emptied, it follows the title again.
                  setSlugEditedByHand(value !== '');
                }}
              />
              <button
                type="button"
                className="btn-secondary shrink-0"
                disabled={!values.title.trim()}
                onClick={() => {
                  update('slug', slugFromTitle(values.title));
                  setSlugEditedByHand(false);
                }}
              >
                Generate from title
              </button>
            </div>
            <FieldHint id={slugPreviewId}>
              Guests will open{' '}
              <span className="font-medium break-all text-stone-700">
                {window.location.origin}/e/{slugPreview || <span className="text-stone-500">your-event-link</span>}
              </span>
              . Made from the title as you type; you can edit it. Lowercase letters, numbers and hyphens; the link
              cannot be changed later.
            </FieldHint>
            <SlugStatus
              id={slugStatusId}
              availability={availability}
              // The server's reason is shown once: as the field's error when the submit was refused for it.
              showReason={availability.status === 'unavailable' && availability.message !== errors.slug}
            />
          </Field>

          <EventWhenFields form={fields} zoneHint={newEventZoneHint(values.timeZone)} />
          <NewCoverPicker cover={cover} onCoverChange={setCover} progress={coverProgress} />
        </Section>

        <LocationSection form={fields} />

        <Section title="About the celebration">
          <DescriptionField form={fields} />
          <EventTextField name="coupleNames" form={fields} />
        </Section>

        <PrivacySection form={fields} />

        <Section title="Photos and videos">
          <GalleryModeFields form={fields} />
          <AllowVideosField form={fields} />
        </Section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.dashboard.href()} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy || slugUnavailable}>
            {coverProgress !== null ? 'Adding cover...' : isInFlight ? 'Creating...' : 'Create Event'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingPastDate}
        title="This date is in the past"
        confirmLabel="Create Event"
        onCancel={() => setConfirmingPastDate(false)}
        onConfirm={() => {
          setConfirmingPastDate(false);
          void create();
        }}
      >
        <p>Create the event anyway? You can change the date later in the event&apos;s Settings tab.</p>
      </ConfirmDialog>
    </div>
  );
}

/** After the event was made: its cover could not be added, said plainly, with the way on to the event. */
function CoverFailed({ failure, title }: { failure: CoverFailure; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{pageTitle('Event created')}</title>
      <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-stone-900 outline-none sm:text-3xl"
        >
          Your event is created, but not its cover
        </h1>
        <p className="mt-3 text-stone-700">
          &ldquo;{title}&rdquo; is ready for your guests. The cover photo could not be uploaded: {failure.message}
        </p>
        <p className="mt-2 text-stone-700">You can add a cover any time in the event&apos;s Settings tab.</p>
        <Link to={paths.manageEvent.href(failure.databaseId)} replace className="btn-primary mt-6">
          Go to your event
        </Link>
      </div>
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
