import { useId, type ReactNode } from 'react';
import { formatLongDayAndTime } from '../../format';
import { CalendarIcon, MailIcon, MapPinIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { cardClass, headingClass } from './styles';
import type { GuestEvent } from './guestEvent';
import { useT } from '../../i18n/useT';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm font-medium text-stone-600">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-rose-50 text-rose-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** SPEC §2: date and time, venue, address and the contact person, each shown when given. */
export function EventDetails({
  event: data,
}: {
  event: Pick<
    GuestEvent,
    'dateTime' | 'timeZone' | 'venueName' | 'address' | 'contactName' | 'contactEmail' | 'contactPhone'
  >;
}) {
  const t = useT();
  const headingId = useId();
  const hasContact = data.contactName || data.contactEmail || data.contactPhone;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        {t('event.details')}
      </h2>
      <dl className="mt-5 space-y-4">
        <Detail icon={<CalendarIcon />} label={t('event.dateAndTime')}>
          <time dateTime={data.dateTime}>{formatLongDayAndTime(data.dateTime, data.timeZone)}</time>
        </Detail>
        {data.venueName && (
          <Detail icon={<MapPinIcon />} label={t('event.venue')}>
            {data.venueName}
          </Detail>
        )}
        {data.address && (
          <Detail icon={<MapPinIcon />} label={t('event.address')}>
            <span className="whitespace-pre-line">{data.address}</span>
          </Detail>
        )}
        {hasContact && (
          <Detail icon={<UserIcon />} label={t('event.contact')}>
            {data.contactName && <span className="block">{data.contactName}</span>}
            {data.contactEmail && (
              <a href={`mailto:${data.contactEmail}`} className="text-link mt-1 flex items-center gap-1.5 break-all">
                <MailIcon className="size-4 shrink-0" />
                {data.contactEmail}
              </a>
            )}
            {data.contactPhone && (
              <a
                href={`tel:${data.contactPhone.replace(/[^\d+]/g, '')}`}
                className="text-link mt-1 flex items-center gap-1.5"
              >
                <PhoneIcon className="size-4 shrink-0" />
                {data.contactPhone}
              </a>
            )}
          </Detail>
        )}
      </dl>
    </section>
  );
}
