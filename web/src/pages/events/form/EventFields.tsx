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
import { DEFAULT_MAX_VIDEO_SECONDS } from '../../../../../common/upload-limits';
import { formatDurationWords } from '../../../format';
import type { MessageId } from '../../../i18n/i18n';
import { GALLERY_MODE_CHOICES, VISIBILITY_CHOICES, visibilityChoice } from '../../../eventChoices';
import { useT } from '../../../i18n/useT';
import { randomPin } from '../pin';
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
  label: MessageId;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  placeholder?: MessageId;
};

const TEXT_FIELDS = {
  title: {
    label: 'eventForm.titleLabel',
    required: true,
    maxLength: EVENT_MAX_LENGTH.title,
    autoComplete: 'off',
    placeholder: 'eventForm.titlePlaceholder',
  },
  coupleNames: {
    label: 'eventForm.coupleNamesLabel',
    maxLength: EVENT_MAX_LENGTH.coupleNames,
    autoComplete: 'off',
    placeholder: 'eventForm.coupleNamesPlaceholder',
  },
  venueName: {
    label: 'eventForm.venueNameLabel',
    maxLength: EVENT_MAX_LENGTH.venueName,
    autoComplete: 'off',
    placeholder: 'eventForm.venueNamePlaceholder',
  },
  address: {
    label: 'eventForm.addressLabel',
    maxLength: EVENT_MAX_LENGTH.address,
    autoComplete: 'street-address',
    placeholder: 'eventForm.addressPlaceholder',
  },
  // The event's contact for guests (Settings), not the host's own details: no autofill.
  contactName: { label: 'eventForm.contactNameLabel', maxLength: EVENT_MAX_LENGTH.contactName, autoComplete: 'off' },
  contactEmail: {
    label: 'eventForm.contactEmailLabel',
    type: 'email',
    maxLength: EVENT_MAX_LENGTH.contactEmail,
    autoComplete: 'off',
  },
  contactPhone: {
    label: 'eventForm.contactPhoneLabel',
    type: 'tel',
    maxLength: EVENT_MAX_LENGTH.contactPhone,
    autoComplete: 'off',
  },
} satisfies Record<string, TextFieldSpec>;

type EventTextFieldName = keyof typeof TEXT_FIELDS;

/** One of the event's text fields, with its label, limit, placeholder and keyboard. */
export function EventTextField<N extends EventTextFieldName>({ name, form }: { name: N; form: TextFieldsState<N> }) {
  const t = useT();
  const { label, required = false, type = 'text', placeholder, ...rest }: TextFieldSpec = TEXT_FIELDS[name];
  return (
    <TextField
      {...rest}
      placeholder={placeholder ? t(placeholder) : undefined}
      label={t(label)}
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
  const t = useT();
  return (
    <TextAreaField
      label={t('eventForm.descriptionLabel')}
      optional
      name="description"
      maxLength={EVENT_MAX_LENGTH.description}
      placeholder={t('eventForm.descriptionPlaceholder')}
      error={form.errors.description}
      value={form.values.description}
      onValueChange={(value) => form.update('description', value)}
    />
  );
}

/** Venue, address and the map (which may fill the address from its place search). */
export function LocationSection({ form }: Props) {
  const t = useT();
  return (
    <Section title={t('eventForm.location')}>
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
  const t = useT();
  const pinHintId = useId();
  const { values, errors, update } = form;
  const visibilityOptions = VISIBILITY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  const visibility = visibilityChoice(values.visibility);
  return (
    <Section title={t('eventForm.privacy')}>
      <Checkbox
        label={t('eventForm.requirePin')}
        name="isPinRequired"
        hint={t('eventForm.requirePinHint')}
        error={errors.isPinRequired}
        checked={values.isPinRequired}
        onCheckedChange={(checked) => update('isPinRequired', checked)}
      />
      {values.isPinRequired && (
        <Field label={t('eventForm.pinCode')} error={errors.pinCode}>
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
            {t('eventForm.generatePin')}
          </button>
          <FieldHint id={pinHintId}>{t('eventForm.pinHint')}</FieldHint>
        </Field>
      )}
      <Field label={t('eventForm.visibility')} error={errors.visibility} hint={visibility && t(visibility.explanation)}>
        <Select
          name="visibility"
          value={values.visibility}
          options={visibilityOptions}
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
  const t = useT();
  const errorId = useId();
  const { values, errors, update } = form;
  return (
    <>
      <fieldset aria-describedby={errors.galleryMode ? errorId : undefined}>
        <legend className="field-label">{t('eventForm.whoSees')}</legend>
        <div className="grid gap-2">
          {GALLERY_MODE_CHOICES.map((option) => (
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
                <span className="block text-sm font-medium text-stone-900">{t(option.label)}</span>
                <span className="block text-sm text-stone-600">{t(option.explanation)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={errors.galleryMode} />
      </fieldset>
      {values.galleryMode === 'SHARED' && (
        <TextField
          label={t('eventForm.revealAt')}
          optional
          type="datetime-local"
          name="revealAt"
          className="sm:max-w-72"
          error={errors.revealAt}
          hint={t('eventForm.revealHint')}
          value={values.revealAt}
          onValueChange={(value) => update('revealAt', value)}
        />
      )}
    </>
  );
}

/** Whether guests may share videos (issue 30): on by default, one line on what it means. */
export function AllowVideosField({ form }: Props) {
  const t = useT();
  return (
    <Checkbox
      label={t('eventForm.allowVideos')}
      name="allowVideos"
      hint={t('eventForm.allowVideosHint', { duration: formatDurationWords(DEFAULT_MAX_VIDEO_SECONDS) })}
      error={form.errors.allowVideos}
      checked={form.values.allowVideos}
      onCheckedChange={(checked) => form.update('allowVideos', checked)}
    />
  );
}

export function asVisibility(value: string | null | undefined): Visibility {
  return value === 'PUBLIC' ? 'PUBLIC' : 'LINK';
}
