/** GET /api/health as the server answers it (200 when healthy, 503 with the same body when not). */
export interface Health {
  status: 'ok' | 'degraded';
  env: string;
  node: string;
  uptimeSec: number;
  latencyMs: number;
  timestamp: string;
  db: { status: 'up' | 'down'; latencyMs: number | null; error: string | null };
}

export interface HealthCheck {
  health: Health;
  /** The browser's round trip, in ms. */
  roundTripMs: number;
}

/** Asks the server how it is; rejects only when it cannot be reached or answers something else. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthCheck> {
  const started = performance.now();
  const response = await fetch('/api/health', { cache: 'no-store', signal: signal ?? null });
  const roundTripMs = Math.round(performance.now() - started);
  if (response.status !== 200 && response.status !== 503) throw new Error(`health answered ${response.status}`);
  return { health: (await response.json()) as Health, roundTripMs };
}
