import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SettingsTab_event$data, SettingsTab_event$key } from '../../../__generated__/SettingsTab_event.graphql';
import type { UpdateEventInput } from '../../../__generated__/UpdateEventMutation.graphql';
import { FlashMessage, useFlashMessage } from '../../../components/FlashMessage';
import { Checkbox, Section, TextField, fieldErrorsFrom } from '../../../components/form';
import { messageOf } from '../../../relay/resultMessage';
import { CoverField } from './CoverField';
import { EventWebhooks } from '../../../components/webhooks/EventWebhooks';
import { useUpdateEventMutation } from './UpdateEventMutation';
import {
  AllowVideosField,
  DescriptionField,
  GalleryModeFields,
  EventTextField,
  LocationSection,
  PrivacySection,
  asVisibility,
} from '../form/EventFields';
import { dateTimeProblem, eventInstant, revealInstant, type EventFormValues } from '../form/eventFormRules';
import { galleryModeChoice } from '../../../eventChoices';
import type { FieldErrors } from '../../../components/form/fieldErrors';
import { EventWhenFields } from '../form/EventWhenFields';
import { useEventForm } from '../form/useEventForm';
import { toZonedInputValue } from '../../../../../common/zoned-time';
import { LegacyZoneOffer } from './LegacyZoneOffer';
import { EventLanguageField } from '../form/EventLanguageField';
import { useT } from '../../../i18n/useT';

const fragment = graphql`
  fragment SettingsTab_event on Event {
    id
    slug
    shareUrl
    title
    dateTime
    timeZone
    venueName
    address
    latitude
    longitude
    description
    coverImageUrl
    coupleNames
    isPinRequired
    pinCode
    visibility
    rsvpEnabled
    rsvpDeadline
    autoApprove
    allowVideos
    requireAlbum
    albums {
      id
    }
    galleryMode
    revealAt
    contactName
    contactEmail
    contactPhone
    ...EventLanguageField_event
  }
`;

type SettingsValues = EventFormValues & {
  coverImageUrl: string;
  rsvpEnabled: boolean;
  rsvpDeadline: string;
  autoApprove: boolean;
  requireAlbum: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
};

type SavedEvent = SettingsTab_event$data;

const coordinate = (value: number | null | undefined) => (value == null ? '' : value.toFixed(6));

function valuesOf(event: SavedEvent): SettingsValues {
  return {
    title: event.title,
    // The date, time and deadline as the clock of the event's place reads them (decision 047).
    dateTime: toZonedInputValue(event.dateTime, event.timeZone),
    timeZone: event.timeZone,
    venueName: event.venueName ?? '',
    address: event.address ?? '',
    latitude: coordinate(event.latitude),
    longitude: coordinate(event.longitude),
    description: event.description ?? '',
    coverImageUrl: event.coverImageUrl ?? '',
    coupleNames: event.coupleNames ?? '',
    isPinRequired: event.isPinRequired,
    pinCode: event.pinCode ?? '',
    visibility: asVisibility(event.visibility),
    allowVideos: event.allowVideos,
    galleryMode: galleryModeChoice(event.galleryMode).value,
    revealAt: toZonedInputValue(event.revealAt, event.timeZone),
    rsvpEnabled: event.rsvpEnabled,
    rsvpDeadline: toZonedInputValue(event.rsvpDeadline, event.timeZone),
    autoApprove: event.autoApprove,
    requireAlbum: event.requireAlbum,
    contactName: event.contactName ?? '',
    contactEmail: event.contactEmail ?? '',
    contactPhone: event.contactPhone ?? '',
  };
}

/** A PATCH: empty text clears a field; coordinates and the PIN follow SPEC §5 (see below). */
function toInput(form: SettingsValues, saved: SavedEvent): UpdateEventInput {
  return {
    title: form.title,
    dateTime: eventInstant(form.dateTime, form.timeZone),
    timeZone: form.timeZone.trim(),
    venueName: form.venueName,
    address: form.address,
    description: form.description,
    coverImageUrl: form.coverImageUrl,
    coupleNames: form.coupleNames,
    isPinRequired: form.isPinRequired,
    visibility: form.visibility,
    rsvpEnabled: form.rsvpEnabled,
    rsvpDeadline: eventInstant(form.rsvpDeadline, form.timeZone),
    autoApprove: form.autoApprove,
    requireAlbum: form.requireAlbum,
    allowVideos: form.allowVideos,
    galleryMode: form.galleryMode,
    revealAt: revealInstant(form),
    contactName: form.contactName,
    contactEmail: form.contactEmail,
    contactPhone: form.contactPhone,
    // SPEC §5: empty coordinates are omitted; clearing ones that were set removes them.
    ...coordinateInput('latitude', form.latitude, saved.latitude),
    ...coordinateInput('longitude', form.longitude, saved.longitude),
    // The PIN travels only when one is required (turning it off forgets it on the server).
    ...(form.isPinRequired ? { pinCode: form.pinCode } : {}),
  };
}

/** The deadline reads on the event's clock too: a time its clocks skip is refused, never dropped. */
function deadlineCheck(values: SettingsValues): FieldErrors<SettingsValues> {
  if (!values.rsvpEnabled || !values.rsvpDeadline) return {};
  const problem = dateTimeProblem(values.rsvpDeadline, values.timeZone);
  return problem ? { rsvpDeadline: problem } : {};
}

/** SPEC §7 PATCH fields plus RSVP and contact settings; 'Saved' clears after 2.5 s (SPEC §4). */
export function SettingsTab({ event: eventKey }: { event: SettingsTab_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const { formRef, fields, values, errors, update, check, showErrors } = useEventForm(
    () => valuesOf(event),
    deadlineCheck,
  );
  const [flash, setFlash] = useFlashMessage(2500);
  const [save, saving] = useUpdateEventMutation();

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const problem = check();
    if (problem) {
      setFlash({ kind: 'error', text: problem });
      return;
    }
    const outcome = await save({ variables: { id: event.id, input: toInput(values, event) } });
    if (outcome.ok) {
      setFlash({ kind: 'success', text: t('settings.saved') });
      return;
    }
    showErrors(fieldErrorsFrom(outcome.fieldErrors, values));
    setFlash({ kind: 'error', text: messageOf(outcome, t('settings.saveFailed')) });
  }

  return (
    <>
      <form ref={formRef} onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
        <Section title={t('settings.basics')}>
          <EventTextField name="title" form={fields} />
          <div>
            <p className="field-label">{t('settings.eventLink')}</p>
            <p className="rounded-lg bg-stone-100 px-3.5 py-2.5 text-sm break-all text-stone-700">{event.shareUrl}</p>
            <p className="mt-1.5 text-xs text-stone-500">{t('settings.linkFixed')}</p>
          </div>
          <EventWhenFields form={fields} zoneHint={t('settings.zoneHint')}>
            <LegacyZoneOffer savedZone={event.timeZone} values={values} onSwitch={update} />
          </EventWhenFields>
          <EventTextField name="coupleNames" form={fields} />
          <DescriptionField form={fields} />
          <CoverField
            eventId={event.id}
            url={values.coverImageUrl}
            error={errors.coverImageUrl}
            onUrlChange={(url) => update('coverImageUrl', url)}
          />
        </Section>

        <LocationSection form={fields} />

        <PrivacySection form={fields} />

        <Section title={t('settings.photosAndVideos')}>
          <Checkbox
            label={t('settings.autoApprove')}
            hint={t('settings.autoApproveHint')}
            checked={values.autoApprove}
            onCheckedChange={(checked) => update('autoApprove', checked)}
          />
          <AllowVideosField form={fields} />
          <Checkbox
            label={t('settings.requireAlbum')}
            hint={event.albums.length === 0 ? t('settings.requireAlbumNoAlbums') : t('settings.requireAlbumHint')}
            checked={values.requireAlbum}
            // Nothing to choose without albums; one left on can still be turned off.
            disabled={event.albums.length === 0 && !values.requireAlbum}
            onCheckedChange={(checked) => update('requireAlbum', checked)}
          />
          <GalleryModeFields form={fields} />
        </Section>

        <Section title={t('settings.rsvpAndContact')}>
          <Checkbox
            label={t('settings.acceptRsvps')}
            hint={t('settings.acceptRsvpsHint')}
            checked={values.rsvpEnabled}
            onCheckedChange={(checked) => update('rsvpEnabled', checked)}
          />
          {values.rsvpEnabled && (
            <TextField
              label={t('settings.rsvpDeadline')}
              optional
              type="datetime-local"
              value={values.rsvpDeadline}
              error={errors.rsvpDeadline}
              onValueChange={(value) => update('rsvpDeadline', value)}
              hint={t('settings.rsvpDeadlineHint', { zone: values.timeZone })}
            />
          )}
          {(['contactName', 'contactEmail', 'contactPhone'] as const).map((name) => (
            <EventTextField key={name} name={name} form={{ values, errors, update }} />
          ))}
        </Section>

        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-4 border-t border-stone-200 bg-stone-50/95 px-4 py-4 backdrop-blur">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
          <div aria-live="polite">
            <FlashMessage flash={flash} />
          </div>
        </div>
      </form>
      <div className="mt-6">
        <EventLanguageField event={event} />
      </div>
      <div className="mt-10">
        <EventWebhooks eventId={event.id} />
      </div>
    </>
  );
}

function coordinateInput(field: 'latitude' | 'longitude', value: string, saved: number | null | undefined) {
  if (value.trim() === '') return saved == null ? {} : { [field]: null };
  return { [field]: Number(value) };
}
