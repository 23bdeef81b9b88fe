// An event's time zone: the IANA name of the place where it happens ('Europe/Istanbul'). The rule for
// which names count and the message for one that does not are the server's (event input) and the
// event forms' alike (docs/decisions/047), so this file imports nothing but a type. Its messages sit
// with the slug's (guest part eventRules), returned as words each side renders.
import type { GuestMessages } from './i18n/messages/guest/index.ts';
import type { Words } from './i18n/words.ts';

/** What an event gets when nobody names a zone: older events (the migration) and API calls without one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Longer than any IANA name (the longest is 30 characters); a bound for input, not a rule of its own. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** The names this engine knows, as it spells them, with UTC (some engines leave it out of the list). */
let known: Set<string> | undefined;

function knownZones(): Set<string> {
  // Browsers before 2022 lack the list: they then take what their Intl resolves (see below).
  known ??= new Set([
    ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    DEFAULT_TIME_ZONE,
  ]);
  return known;
}

/**
 * The zone's name as this engine spells it, or null when it names no IANA zone. Intl decides: case and
 * aliases are forgiven and come back canonical ('europe/istanbul' → 'Europe/Istanbul', 'US/Eastern' →
 * 'America/New_York', 'Etc/UTC' → 'UTC'; V8 keeps old spellings canonical, so 'Europe/Kyiv' comes back
 * as 'Europe/Kiev', the same zone). Offsets such as '+03:00' are refused: they follow no summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > TIME_ZONE_MAX_LENGTH) return null;
  if (knownZones().has(trimmed)) return trimmed;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null; // RangeError: Intl knows no such zone.
  }
  if (knownZones().has(resolved)) return resolved;
  // Without the engine's list (see knownZones), a resolved Area/Location name is trusted.
  return knownZones().size === 1 && /^[A-Za-z_]+\/[A-Za-z0-9_+\-/]+$/.test(resolved) ? resolved : null;
}

/** Why a time zone would be refused, as unrendered words for the form and the API; null when it is one. */
export function timeZoneProblem(name: string): Words<keyof GuestMessages> | null {
  if (name.trim() === '') return { id: 'eventRules.timeZoneRequired' };
  if (canonicalTimeZone(name) !== null) return null;
  const shown = name.trim().slice(0, TIME_ZONE_MAX_LENGTH);
  return { id: 'eventRules.timeZoneUnknown', values: { zone: shown } };
}

/** Every zone name a host may choose, sorted (the forms' list). */
export function timeZoneNames(): string[] {
  return [...knownZones()].sort();
}
