import { useMemo, useId, type ReactNode } from 'react';
import { Field, Input, TextField } from '../../../components/form';
import { canonicalTimeZone, TIME_ZONE_MAX_LENGTH, timeZoneNames } from '../../../../../common/time-zone';
import { fromZonedInputValue } from '../../../../../common/zoned-time';
import { formatZoneName } from '../../../format';
import { useT } from '../../../i18n/useT';
import type { EventFieldsState } from './useEventForm';

// When the event is, for Create event and the Settings tab alike: the date and time as the clock of the
// event's place reads them, and that place's time zone (decision 047). A host in London planning a
// wedding in Istanbul types 16:00 with Europe/Istanbul beside it, and guests see 16:00 there.

type Props = {
  form: EventFieldsState;
  /** A line under the zone: how the form filled it in, or what changing it does. */
  zoneHint: ReactNode;
  /** Shown under both fields (the Settings tab's offer for events made before zones were kept). */
  children?: ReactNode;
};

/** The zone's name as saved with its short name now, when that says more: 'Europe/Istanbul (GMT+3)'. */
function zoneWithShortName(zone: string, at: Date): string {
  const short = formatZoneName(zone, at);
  return short && short !== zone ? `${zone} (${short})` : zone;
}

export function EventWhenFields({ form, zoneHint, children }: Props) {
  const t = useT();
  const listId = useId();
  const { values, errors, update } = form;
  // The native list is searchable as one types, and costs a phone nothing until the field is used.
  const names = useMemo(() => timeZoneNames(), []);
  const zone = canonicalTimeZone(values.timeZone);
  const read = zone && values.dateTime ? fromZonedInputValue(values.dateTime, zone) : null;
  const at = read?.kind === 'instant' ? read.instant : new Date();

  let dateHint: ReactNode = t('eventForm.dateHint');
  if (zone && read?.kind === 'instant' && read.repeated) {
    dateHint = t('eventForm.dateHintRepeated', { time: values.dateTime.slice(11, 16), zone });
  } else if (zone) {
    dateHint = t('eventForm.dateHintZone', { zone: zoneWithShortName(zone, at) });
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('eventForm.dateTime')}
          required
          type="datetime-local"
          name="dateTime"
          error={errors.dateTime}
          hint={dateHint}
          value={values.dateTime}
          onValueChange={(value) => update('dateTime', value)}
        />
        <Field label={t('eventForm.timeZone')} error={errors.timeZone} hint={zoneHint}>
          <Input
            name="timeZone"
            type="text"
            required
            list={listId}
            maxLength={TIME_ZONE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            // not-text: a time zone's IANA name, the same in every language
            placeholder="Europe/Istanbul"
            value={values.timeZone}
            onValueChange={(value) => update('timeZone', value)}
            // 'europe/istanbul' or 'US/Eastern' are that zone: written as it is saved once the host moves on.
            onBlur={() => {
              if (zone && zone !== values.timeZone) update('timeZone', zone);
            }}
          />
          <datalist id={listId}>
            {names.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Field>
      </div>
      {children}
    </div>
  );
}
