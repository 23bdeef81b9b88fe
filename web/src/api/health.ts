/** What GET /api/health tells every caller (200 when healthy, 503 when not). */
export interface PublicHealth {
  status: 'ok' | 'degraded';
}

/** The details a signed-in super-admin (or the metrics scraper) also reads; anonymous callers get none. */
export interface Health extends PublicHealth {
  env: string;
  node: string;
  uptimeSec: number;
  latencyMs: number;
  timestamp: string;
  db: { status: 'up' | 'down'; latencyMs: number | null; error: string | null };
}

export interface HealthCheck {
  health: PublicHealth | Health;
  /** The browser's round trip, in ms. */
  roundTripMs: number;
}

/** Whether the answer carries the details (the visitor is a super-admin). */
export function hasHealthDetails(health: PublicHealth | Health): health is Health {
  return 'db' in health;
}

/** Asks the server how it is; rejects only when it cannot be reached or answers something else. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthCheck> {
  const started = performance.now();
  const response = await fetch('/api/health', { cache: 'no-store', signal: signal ?? null });
  const roundTripMs = Math.round(performance.now() - started);
  if (response.status !== 200 && response.status !== 503) throw new Error(`health answered ${response.status}`);
  return { health: (await response.json()) as PublicHealth | Health, roundTripMs };
}
