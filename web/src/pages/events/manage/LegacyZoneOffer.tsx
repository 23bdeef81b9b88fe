import { DEFAULT_TIME_ZONE } from '../../../../../common/time-zone';
import { toZonedInputValue, zoneOffsetMs } from '../../../../../common/zoned-time';
import { formatEventDate } from '../../../format';
import { deviceTimeZone, eventInstant } from '../form/eventFormRules';
import { useT } from '../../../i18n/useT';

// Events made before events kept a time zone got UTC (decision 047): the instant their host picked is
// right, but it now reads on UTC's clock. Changing the zone in the form keeps the typed time (the rule
// for a zone chosen by mistake), which would move such an event; this offer switches to the host's own
// zone keeping the moment instead, the fix those events need.

type When = { dateTime: string; timeZone: string; rsvpDeadline: string };

type Props = {
  /** The zone the event has now (saved). */
  savedZone: string;
  values: When;
  onSwitch: (name: keyof When, value: string) => void;
};

export function LegacyZoneOffer({ savedZone, values, onSwitch }: Props) {
  const t = useT();
  const device = deviceTimeZone();
  const instant = eventInstant(values.dateTime, DEFAULT_TIME_ZONE);
  const untouched = savedZone === DEFAULT_TIME_ZONE && values.timeZone === DEFAULT_TIME_ZONE;
  if (!untouched || instant === null || zoneOffsetMs(new Date(instant), device) === 0) return null;

  const there = toZonedInputValue(instant, device);
  const switchZone = () => {
    const deadline = eventInstant(values.rsvpDeadline, DEFAULT_TIME_ZONE);
    onSwitch('timeZone', device);
    onSwitch('dateTime', there);
    if (deadline) onSwitch('rsvpDeadline', toZonedInputValue(deadline, device));
  };

  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-stone-800">
      <p>{t('manage.legacyZone.body', { zone: device, when: formatEventDate(instant, device) })}</p>
      <button type="button" className="btn-secondary mt-3" onClick={switchZone}>
        {t('manage.legacyZone.use', { zone: device })}
      </button>
    </div>
  );
}
