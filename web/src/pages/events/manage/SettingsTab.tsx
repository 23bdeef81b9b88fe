import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SettingsTab_event$key } from '../../../__generated__/SettingsTab_event.graphql';
import type { UpdateEventInput, UpdateEventMutation } from '../../../__generated__/UpdateEventMutation.graphql';
import { FlashMessage, useFlashMessage } from '../../../components/FlashMessage';
import { MapPicker } from '../../../components/MapPicker';
import { TextField } from '../../../components/TextField';
import { messageOf } from '../../../relay/resultMessage';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { CoverField } from './CoverField';
import { fromLocalInputValue, toLocalInputValue } from './format';
import { updateEventMutation } from './UpdateEventMutation';
import { PIN_HINT, randomPin } from '../pin';

const fragment = graphql`
  fragment SettingsTab_event on Event {
    id
    slug
    shareUrl
    title
    dateTime
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
    contactName
    contactEmail
    contactPhone
  }
`;

type Form = {
  title: string;
  dateTime: string;
  venueName: string;
  address: string;
  latitude: string;
  longitude: string;
  description: string;
  coverImageUrl: string;
  coupleNames: string;
  isPinRequired: boolean;
  pinCode: string;
  visibility: 'LINK' | 'PUBLIC';
  rsvpEnabled: boolean;
  rsvpDeadline: string;
  autoApprove: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
};

const coordinate = (value: number | null | undefined) => (value == null ? '' : value.toFixed(6));

/** SPEC §7 PATCH fields plus RSVP and contact settings; 'Saved' clears after 2.5 s (SPEC §4). */
export function SettingsTab({ event: eventKey }: { event: SettingsTab_event$key }) {
  const event = useFragment(fragment, eventKey);
  const [form, setForm] = useState<Form>(() => ({
    title: event.title,
    dateTime: toLocalInputValue(event.dateTime),
    venueName: event.venueName ?? '',
    address: event.address ?? '',
    latitude: coordinate(event.latitude),
    longitude: coordinate(event.longitude),
    description: event.description ?? '',
    coverImageUrl: event.coverImageUrl ?? '',
    coupleNames: event.coupleNames ?? '',
    isPinRequired: event.isPinRequired,
    pinCode: event.pinCode ?? '',
    visibility: event.visibility === 'PUBLIC' ? 'PUBLIC' : 'LINK',
    rsvpEnabled: event.rsvpEnabled,
    rsvpDeadline: toLocalInputValue(event.rsvpDeadline),
    autoApprove: event.autoApprove,
    contactName: event.contactName ?? '',
    contactEmail: event.contactEmail ?? '',
    contactPhone: event.contactPhone ?? '',
  }));
  const [flash, setFlash] = useFlashMessage(2500);
  const [save, saving] = usePromiseMutation<UpdateEventMutation>(updateEventMutation);
  const set =
    <K extends keyof Form>(field: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [field]: value }));

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const dateTime = fromLocalInputValue(form.dateTime);
    if (!form.title.trim() || !dateTime) {
      setFlash({ kind: 'error', text: !form.title.trim() ? 'Title is required' : 'Date and time is required' });
      return;
    }
    const input: UpdateEventInput = {
      title: form.title,
      dateTime,
      venueName: form.venueName,
      address: form.address,
      description: form.description,
      coverImageUrl: form.coverImageUrl,
      coupleNames: form.coupleNames,
      isPinRequired: form.isPinRequired,
      visibility: form.visibility,
      rsvpEnabled: form.rsvpEnabled,
      rsvpDeadline: fromLocalInputValue(form.rsvpDeadline),
      autoApprove: form.autoApprove,
      contactName: form.contactName,
      contactEmail: form.contactEmail,
      contactPhone: form.contactPhone,
      // SPEC §5: empty coordinates are omitted; clearing ones that were set removes them.
      ...coordinateInput('latitude', form.latitude, event.latitude),
      ...coordinateInput('longitude', form.longitude, event.longitude),
      // The PIN travels only when one is required (turning it off forgets it on the server).
      ...(form.isPinRequired ? { pinCode: form.pinCode } : {}),
    };
    try {
      const { updateEvent: result } = await save({ variables: { id: event.id, input } });
      if (result.__typename === 'UpdateEventSuccess') setFlash({ kind: 'success', text: 'Saved' });
      else setFlash({ kind: 'error', text: messageOf(result, 'Failed to save') });
    } catch {
      setFlash({ kind: 'error', text: 'Failed to save' });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
      <Section title="Basics">
        <TextField label="Event Title" required maxLength={200} value={form.title} onValueChange={set('title')} />
        <div>
          <p className="field-label">Event Link</p>
          <p className="rounded-lg bg-stone-100 px-3.5 py-2.5 text-sm break-all text-stone-700">{event.shareUrl}</p>
          <p className="mt-1.5 text-xs text-stone-500">
            The link cannot change: printed cards and shared links use it.
          </p>
        </div>
        <TextField
          label="Date & Time"
          type="datetime-local"
          required
          value={form.dateTime}
          onValueChange={set('dateTime')}
        />
        <TextField label="Couple Names" value={form.coupleNames} onValueChange={set('coupleNames')} maxLength={200} />
        <TextArea label="Description" value={form.description} onValueChange={set('description')} />
        <CoverField eventId={event.id} url={form.coverImageUrl} onUrlChange={set('coverImageUrl')} />
      </Section>

      <Section title="Location">
        <TextField label="Venue Name" value={form.venueName} onValueChange={set('venueName')} maxLength={200} />
        <TextField label="Address" value={form.address} onValueChange={set('address')} maxLength={500} />
        <MapPicker
          latitude={form.latitude}
          longitude={form.longitude}
          address={form.address}
          onChange={(value) =>
            setForm((f) => ({
              ...f,
              latitude: value.latitude,
              longitude: value.longitude,
              address: value.address ?? f.address,
            }))
          }
        />
      </Section>

      <Section title="Privacy">
        <Checkbox label="Require PIN" checked={form.isPinRequired} onChange={set('isPinRequired')}>
          Guests enter this PIN before they can see the page, RSVP or upload.
        </Checkbox>
        {form.isPinRequired && (
          <TextField
            label="PIN Code"
            inputMode="numeric"
            pattern="[0-9]{4,8}"
            maxLength={8}
            placeholder="1234"
            autoComplete="off"
            value={form.pinCode}
            onValueChange={(value) => set('pinCode')(value.replace(/\D/g, ''))}
            hint={PIN_HINT}
          />
        )}
        {form.isPinRequired && (
          <button type="button" className="btn-secondary" onClick={() => set('pinCode')(randomPin())}>
            Generate a 6-digit PIN
          </button>
        )}
        <Select
          label="Visibility"
          value={form.visibility}
          onChange={(value) => set('visibility')(value === 'PUBLIC' ? 'PUBLIC' : 'LINK')}
          options={[
            ['LINK', 'Private (link only)'],
            ['PUBLIC', 'Public'],
          ]}
        />
      </Section>

      <Section title="Photos">
        <Checkbox label="Approve photos automatically" checked={form.autoApprove} onChange={set('autoApprove')}>
          Guests&rsquo; photos appear in the gallery without your review.
        </Checkbox>
      </Section>

      <Section title="RSVP and contact">
        <Checkbox label="Accept RSVPs" checked={form.rsvpEnabled} onChange={set('rsvpEnabled')}>
          Guests can answer whether they are coming.
        </Checkbox>
        {form.rsvpEnabled && (
          <TextField
            label="RSVP Deadline"
            type="datetime-local"
            value={form.rsvpDeadline}
            onValueChange={set('rsvpDeadline')}
            hint="Optional. After it, the RSVP form closes."
          />
        )}
        <TextField label="Contact Name" value={form.contactName} onValueChange={set('contactName')} maxLength={100} />
        <TextField label="Contact Email" type="email" value={form.contactEmail} onValueChange={set('contactEmail')} />
        <TextField label="Contact Phone" type="tel" value={form.contactPhone} onValueChange={set('contactPhone')} />
      </Section>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-4 border-t border-stone-200 bg-stone-50/95 px-4 py-4 backdrop-blur">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
        <div aria-live="polite">
          <FlashMessage flash={flash} />
        </div>
      </div>
    </form>
  );
}

function coordinateInput(field: 'latitude' | 'longitude', value: string, saved: number | null | undefined) {
  if (value.trim() === '') return saved == null ? {} : { [field]: null };
  return { [field]: Number(value) };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
      <legend className="px-1 text-lg font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-4 accent-rose-600"
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-medium text-stone-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {children}
        </p>
      </div>
    </div>
  );
}

function TextArea({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={5000}
        className="field-input"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
      />
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
