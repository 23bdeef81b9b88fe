// GET /api/config: the browser key for Google Maps, or null when the server has none.

let keyPromise: Promise<string | null> | null = null;

async function fetchMapsApiKey(): Promise<string | null> {
  const response = await fetch('/api/config', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as { googleMapsApiKey?: unknown };
  return typeof body.googleMapsApiKey === 'string' && body.googleMapsApiKey !== '' ? body.googleMapsApiKey : null;
}

/** Asked once per page load; a failed request is asked again by the next map. */
export function loadMapsApiKey(): Promise<string | null> {
  keyPromise ??= fetchMapsApiKey().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}
