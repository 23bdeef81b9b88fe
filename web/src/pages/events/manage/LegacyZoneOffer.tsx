import { DEFAULT_TIME_ZONE } from '../../../../../common/time-zone';
import { toZonedInputValue, zoneOffsetMs } from '../../../../../common/zoned-time';
import { formatEventDate } from '../../../format';
import { deviceTimeZone, eventInstant } from '../form/eventFormRules';

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
      <p>
        This event&apos;s date and time are shown in UTC: it was made before events kept their time zone. If it takes
        place in {device}, use that zone: the moment stays the same, {formatEventDate(instant, device)} there.
      </p>
      <button type="button" className="btn-secondary mt-3" onClick={switchZone}>
        Use {device}
      </button>
    </div>
  );
}
