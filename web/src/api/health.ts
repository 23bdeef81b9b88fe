import { languageHeaders } from './language';

/** Each part people rely on, in plain words: up or down. */
export interface ServicesHealth {
  database: 'up' | 'down';
  storage: 'up' | 'down';
  liveUpdates: 'up' | 'down';
}

/**
 * What GET /api/health tells every caller (200 while the database answers, 503 when not): 'degraded' when any
 * part is down. Super-admins also get the environment and versions, which the status page leaves to the
 * admin's System tab.
 */
export interface PublicHealth {
  status: 'ok' | 'degraded';
  /** Missing from a server older than issue 36. */
  services?: ServicesHealth;
}

export interface HealthCheck {
  health: PublicHealth;
  /** The browser's round trip, in ms. */
  roundTripMs: number;
}

/** Asks the server how it is; rejects only when it cannot be reached or answers something else. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthCheck> {
  const started = performance.now();
  const response = await fetch('/api/health', {
    cache: 'no-store',
    signal: signal ?? null,
    headers: languageHeaders(),
  });
  const roundTripMs = Math.round(performance.now() - started);
  if (response.status !== 200 && response.status !== 503) throw new Error(`health answered ${response.status}`);
  return { health: (await response.json()) as PublicHealth, roundTripMs };
}
