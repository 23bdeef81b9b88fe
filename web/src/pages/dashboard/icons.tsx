// Small decorative icons for the dashboard cards (hidden from assistive technology).
import type { ReactNode } from 'react';
import { CalendarIcon as Calendar, Icon as Frame, MapPinIcon, type IconProps } from '../../components/icons';

// Dashboard icons are small and never shrink in a flex row.
function Icon({ className = 'size-4', children }: IconProps & { children: ReactNode }) {
  return <Frame className={`shrink-0 ${className}`}>{children}</Frame>;
}

export function CalendarIcon({ className = 'size-4' }: IconProps) {
  return <Calendar className={`shrink-0 ${className}`} />;
}

export function PinIcon({ className = 'size-4' }: IconProps) {
  return <MapPinIcon className={`shrink-0 ${className}`} />;
}

export function CameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h3l1.6-2.4h6.8L17 8h3v11H4Z" />
      <circle cx="12" cy="13" r="3.3" />
    </Icon>
  );
}

export function GuestsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M16 5.8a3 3 0 0 1 0 5.6M17.5 14.2A5.5 5.5 0 0 1 20.5 19" />
    </Icon>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8M5 12.5V20h14v-7.5" />
    </Icon>
  );
}

export function HeartsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
    </Icon>
  );
}
