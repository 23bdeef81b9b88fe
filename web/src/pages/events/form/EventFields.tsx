import { useId } from 'react';
import { Checkbox, Field, FieldHint, Input, Select, TextArea } from '../../../components/form';
import { MapPicker } from '../../../components/MapPicker';
import { PIN_HINT, randomPin } from '../pin';
import { EVENT_MAX_LENGTH, type Visibility } from './eventFormRules';
import type { EventFieldsState } from './useEventForm';

// The fields Create event and the Settings tab both show, written once: same labels, limits,
// placeholders and hints in both.

type Props = { form: EventFieldsState };

export function TitleField({ form }: Props) {
  return (
    <Field label="Event Title" error={form.errors.title}>
      <Input
        name="title"
        type="text"
        required
        maxLength={EVENT_MAX_LENGTH.title}
        autoComplete="off"
        placeholder="Ayla & Can's Wedding"
        value={form.values.title}
        onValueChange={(value) => form.update('title', value)}
      />
    </Field>
  );
}

export function DateTimeField({ form }: Props) {
  return (
    <Field label="Date & Time" error={form.errors.dateTime}>
      <Input
        name="dateTime"
        type="datetime-local"
        required
        value={form.values.dateTime}
        onValueChange={(value) => form.update('dateTime', value)}
      />
    </Field>
  );
}

export function CoupleNamesField({ form }: Props) {
  return (
    <Field label="Couple Names" optional error={form.errors.coupleNames}>
      <Input
        name="coupleNames"
        type="text"
        maxLength={EVENT_MAX_LENGTH.coupleNames}
        autoComplete="off"
        placeholder="Ayla & Can"
        value={form.values.coupleNames}
        onValueChange={(value) => form.update('coupleNames', value)}
      />
    </Field>
  );
}

export function DescriptionField({ form }: Props) {
  return (
    <Field label="Description" optional error={form.errors.description}>
      <TextArea
        name="description"
        maxLength={EVENT_MAX_LENGTH.description}
        placeholder="A few words for your guests"
        value={form.values.description}
        onValueChange={(value) => form.update('description', value)}
      />
    </Field>
  );
}

/** Venue, address and the map (which may fill the address from its place search). */
export function LocationFields({ form }: Props) {
  return (
    <>
      <Field label="Venue Name" optional error={form.errors.venueName}>
        <Input
          name="venueName"
          type="text"
          maxLength={EVENT_MAX_LENGTH.venueName}
          autoComplete="off"
          placeholder="Çırağan Palace"
          value={form.values.venueName}
          onValueChange={(value) => form.update('venueName', value)}
        />
      </Field>
      <Field label="Address" optional error={form.errors.address}>
        <Input
          name="address"
          type="text"
          maxLength={EVENT_MAX_LENGTH.address}
          autoComplete="street-address"
          placeholder="Street, city"
          value={form.values.address}
          onValueChange={(value) => form.update('address', value)}
        />
      </Field>
      <MapPicker
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        address={form.values.address}
        onChange={form.onMapChange}
        errors={{ latitude: form.errors.latitude, longitude: form.errors.longitude }}
      />
    </>
  );
}

/** Require PIN, the PIN (only while required, SPEC §2) and visibility (LINK by default). */
export function PrivacyFields({ form }: Props) {
  const pinHintId = useId();
  const { values, errors, update } = form;
  return (
    <>
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
      <Field
        label="Visibility"
        error={errors.visibility}
        hint={
          values.visibility === 'LINK'
            ? 'Only people with the link can open the event.'
            : 'Search engines may list and find the event page (never while a PIN is required).'
        }
      >
        <Select
          name="visibility"
          value={values.visibility}
          options={VISIBILITY_OPTIONS}
          onValueChange={(value) => update('visibility', asVisibility(value))}
        />
      </Field>
    </>
  );
}

const VISIBILITY_OPTIONS = [
  { value: 'LINK', label: 'Private (link only)' },
  { value: 'PUBLIC', label: 'Public' },
] as const;

export function asVisibility(value: string | null | undefined): Visibility {
  return value === 'PUBLIC' ? 'PUBLIC' : 'LINK';
}
