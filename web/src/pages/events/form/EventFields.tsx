import { useId } from 'react';
import {
  Checkbox,
  Field,
  FieldError,
  FieldHint,
  Input,
  Section,
  Select,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { MapPicker } from '../../../components/MapPicker';
import { VISIBILITY_OPTIONS, visibilityOption } from '../../../../../common/visibility';
import { GALLERY_MODE_OPTIONS, REVEAL_HINT } from '../../../../../common/gallery-modes';
import { DEFAULT_MAX_VIDEO_SECONDS, durationText } from '../../../../../common/upload-limits';
import { PIN_HINT, randomPin } from '../pin';
import { EVENT_MAX_LENGTH, type Visibility } from './eventFormRules';
import type { EventFieldsState } from './useEventForm';

// The fields Create event and the Settings tab both show, written once: same labels, limits,
// placeholders and hints in both (the date, time and zone: EventWhenFields.tsx).

type Props = { form: EventFieldsState };

/** The form's text fields as the shared components write them: values, errors and a setter by name. */
type TextFieldsState<N extends string> = {
  values: Record<N, string>;
  errors: Partial<Record<N, string>>;
  update: (name: N, value: string) => void;
};

type TextFieldSpec = {
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
};

const TEXT_FIELDS = {
  title: {
    label: 'Event Title',
    required: true,
    maxLength: EVENT_MAX_LENGTH.title,
    autoComplete: 'off',
    placeholder: "Ayla & Can's Wedding",
  },
  coupleNames: {
    label: 'Couple Names',
    maxLength: EVENT_MAX_LENGTH.coupleNames,
    autoComplete: 'off',
    placeholder: 'Ayla & Can',
  },
  venueName: {
    label: 'Venue Name',
    maxLength: EVENT_MAX_LENGTH.venueName,
    autoComplete: 'off',
    placeholder: 'Çırağan Palace',
  },
  address: {
    label: 'Address',
    maxLength: EVENT_MAX_LENGTH.address,
    autoComplete: 'street-address',
    placeholder: 'Street, city',
  },
  // The event's contact for guests (Settings), not the host's own details: no autofill.
  contactName: { label: 'Contact Name', maxLength: EVENT_MAX_LENGTH.contactName, autoComplete: 'off' },
  contactEmail: {
    label: 'Contact Email',
    type: 'email',
    maxLength: EVENT_MAX_LENGTH.contactEmail,
    autoComplete: 'off',
  },
  contactPhone: { label: 'Contact Phone', type: 'tel', maxLength: EVENT_MAX_LENGTH.contactPhone, autoComplete: 'off' },
} satisfies Record<string, TextFieldSpec>;

type EventTextFieldName = keyof typeof TEXT_FIELDS;

/** One of the event's text fields, with its label, limit, placeholder and keyboard. */
export function EventTextField<N extends EventTextFieldName>({ name, form }: { name: N; form: TextFieldsState<N> }) {
  const { label, required = false, type = 'text', ...rest }: TextFieldSpec = TEXT_FIELDS[name];
  return (
    <TextField
      {...rest}
      label={label}
      required={required}
      optional={!required}
      type={type}
      name={name}
      error={form.errors[name]}
      value={form.values[name]}
      onValueChange={(value) => form.update(name, value)}
    />
  );
}

export function DescriptionField({ form }: Props) {
  return (
    <TextAreaField
      label="Description"
      optional
      name="description"
      maxLength={EVENT_MAX_LENGTH.description}
      placeholder="A few words for your guests"
      error={form.errors.description}
      value={form.values.description}
      onValueChange={(value) => form.update('description', value)}
    />
  );
}

/** Venue, address and the map (which may fill the address from its place search). */
export function LocationSection({ form }: Props) {
  return (
    <Section title="Location">
      <EventTextField name="venueName" form={form} />
      <EventTextField name="address" form={form} />
      <MapPicker
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        address={form.values.address}
        venueName={form.values.venueName}
        onChange={form.onMapChange}
        errors={{ latitude: form.errors.latitude, longitude: form.errors.longitude }}
      />
    </Section>
  );
}

/** Require PIN, the PIN (only while required, SPEC §2) and visibility (LINK by default). */
export function PrivacySection({ form }: Props) {
  const pinHintId = useId();
  const { values, errors, update } = form;
  return (
    <Section title="Privacy">
      <Checkbox
        label="Require PIN"
        name="isPinRequired"
        hint="Guests enter the PIN before they can see the event page, RSVP or upload photos."
        error={errors.isPinRequired}
        checked={values.isPinRequired}
        onCheckedChange={(checked) => update('isPinRequired', checked)}
      />
      {values.isPinRequired && (
        <Field label="PIN Code" error={errors.pinCode}>
          <Input
            name="pinCode"
            type="text"
            required
            inputMode="numeric"
            autoComplete="off"
            pattern="\d{4,8}"
            maxLength={8}
            placeholder="1234"
            className="sm:max-w-48"
            aria-describedby={pinHintId}
            value={values.pinCode}
            // A numeric keyboard still lets a pasted PIN bring spaces or dashes.
            onValueChange={(value) => update('pinCode', value.replace(/\D/g, ''))}
          />
          <button type="button" className="btn-secondary mt-2" onClick={() => update('pinCode', randomPin())}>
            Generate a 6-digit PIN
          </button>
          <FieldHint id={pinHintId}>{PIN_HINT}</FieldHint>
        </Field>
      )}
      <Field label="Visibility" error={errors.visibility} hint={visibilityOption(values.visibility).explanation}>
        <Select
          name="visibility"
          value={values.visibility}
          options={VISIBILITY_OPTIONS}
          onValueChange={(value) => update('visibility', asVisibility(value))}
        />
      </Field>
    </Section>
  );
}

/**
 * Who sees the photos (issue 31, decision 052): the three modes with one sentence each, and for a shared
 * gallery an optional reveal time, on the clock of the event's place like its date.
 */
export function GalleryModeFields({ form }: Props) {
  const errorId = useId();
  const { values, errors, update } = form;
  return (
    <>
      <fieldset aria-describedby={errors.galleryMode ? errorId : undefined}>
        <legend className="field-label">Who sees the photos</legend>
        <div className="grid gap-2">
          {GALLERY_MODE_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 has-checked:border-rose-600 has-checked:bg-rose-50 has-focus-visible:ring-2 has-focus-visible:ring-rose-300"
            >
              <input
                type="radio"
                name="galleryMode"
                value={option.value}
                checked={values.galleryMode === option.value}
                className="mt-1 size-4 shrink-0 accent-rose-600"
                onChange={() => update('galleryMode', option.value)}
              />
              <span>
                <span className="block text-sm font-medium text-stone-900">{option.label}</span>
                <span className="block text-sm text-stone-600">{option.explanation}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={errors.galleryMode} />
      </fieldset>
      {values.galleryMode === 'SHARED' && (
        <TextField
          label="Reveal the gallery at"
          optional
          type="datetime-local"
          name="revealAt"
          className="sm:max-w-72"
          error={errors.revealAt}
          hint={`${REVEAL_HINT} The time at the event's place.`}
          value={values.revealAt}
          onValueChange={(value) => update('revealAt', value)}
        />
      )}
    </>
  );
}

/** Whether guests may share videos (issue 30): on by default, one line on what it means. */
export function AllowVideosField({ form }: Props) {
  return (
    <Checkbox
      label="Allow videos"
      name="allowVideos"
      hint={`Guests can share video clips of up to ${durationText(DEFAULT_MAX_VIDEO_SECONDS)} as well as photos.`}
      error={form.errors.allowVideos}
      checked={form.values.allowVideos}
      onCheckedChange={(checked) => form.update('allowVideos', checked)}
    />
  );
}

export function asVisibility(value: string | null | undefined): Visibility {
  return value === 'PUBLIC' ? 'PUBLIC' : 'LINK';
}
