import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

/**
 * Lets go of a route's previous query when the next one starts: its data may be collected later (the store's
 * release buffer keeps it a while), but its request goes on. Disposing it would also cancel the request, and
 * the old page stays on screen during the navigation and may render again meanwhile (the admin panel remounts
 * the tab left behind): a query cancelled before its answer came then rendered with its data missing, as no
 * request was left to wait for ("Cannot read properties of null", e2e/admin.spec.ts). Its answer is on its
 * way anyway: the request is a fetch that unsubscribing does not abort.
 */
export function releasePrevious(reference: PreloadedQuery<OperationType> | null | undefined): void {
  if (!reference) return;
  // react-relay's loadQuery returns releaseQuery (the retain alone) beside dispose (retain and request);
  // @types/react-relay leaves it out. releasePrevious.test.ts fails if a new version drops it.
  const releasable = reference as { releaseQuery?: () => void };
  if (releasable.releaseQuery) releasable.releaseQuery();
  else reference.dispose();
}
