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
import { translate } from '../../i18n/i18n';
import { say } from '../../i18n/words';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

type FormValues = EventFormValues & { slug: string };

/** A new event happens where the host is, until they say otherwise: their device's zone. */
const initialValues = (): FormValues => ({ ...EMPTY_EVENT_VALUES, timeZone: deviceTimeZone(), slug: '' });

/** The new event's own rule: a valid link (its availability is asked of the server as one types). */
function checkSlug(values: FormValues): FieldErrors<FormValues> {
  const problem = slugProblem(values.slug);
  return problem ? { slug: say(problem) } : {};
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
    ? translate('createEvent.zoneHintDevice')
    : translate('createEvent.zoneHintOther', { zone: device });
}

/** The event exists but its cover did not make it: the host is told, and goes on to the event. */
type CoverFailure = { databaseId: number; message: string };

function CreateEventPage() {
  const t = useT();
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
            () => ({ ok: false, message: t('createEvent.uploadFailed') }) as const,
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
        setFormError(t('createEvent.failed'));
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
      <title>{pageTitle(t('createEvent.title'))}</title>
      <Link to={paths.dashboard.href()} className="text-link inline-flex items-center gap-1.5 text-sm">
        <span aria-hidden="true">←</span> {t('createEvent.back')}
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t('createEvent.title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('createEvent.intro')}</p>

      <form ref={formRef} noValidate className="mt-8 space-y-6" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={formError} />

        <Section title={t('createEvent.details')}>
          <EventTextField name="title" form={titleFollowingFields} />

          <Field label={t('createEvent.link')} error={errors.slug}>
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
                placeholder={t('createEvent.slugPlaceholder')}
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
                {t('createEvent.generate')}
              </button>
            </div>
            <FieldHint id={slugPreviewId}>
              {slugPreview ? (
                <T
                  id="createEvent.linkHint"
                  values={{ origin: window.location.origin, slug: slugPreview }}
                  components={{ 0: <span className="font-medium break-all text-stone-700" /> }}
                />
              ) : (
                <T
                  id="createEvent.linkHintEmpty"
                  values={{ origin: window.location.origin }}
                  components={{
                    0: <span className="font-medium break-all text-stone-700" />,
                    1: <span className="text-stone-500" />,
                  }}
                />
              )}
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

        <Section title={t('createEvent.about')}>
          <DescriptionField form={fields} />
          <EventTextField name="coupleNames" form={fields} />
        </Section>

        <PrivacySection form={fields} />

        <Section title={t('createEvent.photosAndVideos')}>
          <GalleryModeFields form={fields} />
          <AllowVideosField form={fields} />
        </Section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.dashboard.href()} className="btn-secondary">
            {t('createEvent.cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy || slugUnavailable}>
            {coverProgress !== null
              ? t('createEvent.addingCover')
              : isInFlight
                ? t('createEvent.creating')
                : t('createEvent.create')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingPastDate}
        title={t('createEvent.pastTitle')}
        confirmLabel={t('createEvent.create')}
        onCancel={() => setConfirmingPastDate(false)}
        onConfirm={() => {
          setConfirmingPastDate(false);
          void create();
        }}
      >
        <p>{t('createEvent.pastText')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** After the event was made: its cover could not be added, said plainly, with the way on to the event. */
function CoverFailed({ failure, title }: { failure: CoverFailure; title: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{pageTitle(t('createEvent.createdTitle'))}</title>
      <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-stone-900 outline-none sm:text-3xl"
        >
          {t('createEvent.coverFailedHeading')}
        </h1>
        <p className="mt-3 text-stone-700">{t('createEvent.coverFailedText', { title, reason: failure.message })}</p>
        <p className="mt-2 text-stone-700">{t('createEvent.coverLater')}</p>
        <Link to={paths.manageEvent.href(failure.databaseId)} replace className="btn-primary mt-6">
          {t('createEvent.goToEvent')}
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
  const t = useT();
  return (
    <p id={id} role="status" className="mt-1.5 min-h-5 text-sm">
      {availability.status === 'checking' && <span className="text-stone-500">{t('createEvent.checking')}</span>}
      {availability.status === 'available' && (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <span aria-hidden="true">✓</span>
          <span>{t('createEvent.available')}</span>
        </span>
      )}
      {availability.status === 'unavailable' && (
        <>
          <span className="inline-flex items-center gap-1 font-medium text-rose-700">
            <span aria-hidden="true">✕</span>
            <span>{t('createEvent.notAvailable')}</span>
          </span>
          {showReason && availability.message && <span className="text-rose-700"> · {availability.message}</span>}
        </>
      )}
      {availability.status === 'unknown' && <span className="text-stone-500">{t('createEvent.unknown')}</span>}
    </p>
  );
}

/** A render failure of this page (SPEC §2): Reload Page and Go Back. */
export function ErrorBoundary() {
  const t = useT();
  return <ErrorScreen message={t('createEvent.renderError')} fallbackHref={paths.dashboard.href()} />;
}

export { CreateEventPage as Component };
