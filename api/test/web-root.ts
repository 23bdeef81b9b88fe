import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web app's folder as the server serves it: the app shell (index.html) and the guest page's own
 * HTML (guest.html), which /e/{slug} fills in. The caller removes it when done.
 */
export async function webRootWithGuestPage(prefix: string, guestHtml: string): Promise<string> {
  const webRoot = await mkdtemp(join(tmpdir(), prefix));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>App shell</title><div id="root"></div>');
  await writeFile(join(webRoot, 'guest.html'), guestHtml);
  return webRoot;
}
