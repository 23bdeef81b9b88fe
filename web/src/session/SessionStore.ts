import { fetchGraphQL, graphql } from '../api/graphqlClient';
import type { SessionStoreQuery } from '../__generated__/SessionStoreQuery.graphql';
import { showAccountLanguage } from '../i18n/accountLanguage';

// Who is signed in, read outside React (route guards, the navbar, login and signup share it) and by
// components through `useSession` (useSyncExternalStore). It uses the plain GraphQL client, not Relay:
// the public pages show the navbar without loading the Relay runtime (docs/decisions/021). The host
// app's Relay store listens through `onSignedOut` to drop what it cached for the person leaving.

// The session viewer's fields, in one place: this query and the login and signup answers spread them.
// Spread unmasked (`@relay(mask: false)`), so the plain client and the mutations' payloads carry them as data.
export const sessionViewerFields = graphql`
  fragment SessionStore_viewer on User {
    id
    email
    displayName
    isAdmin
    language
  }
`;

const sessionQuery = graphql`
  query SessionStoreQuery {
    viewer {
      ...SessionStore_viewer @relay(mask: false)
    }
  }
`;

export type Viewer = NonNullable<SessionStoreQuery['response']['viewer']>;

export type Session =
  { readonly status: 'loading'; readonly viewer: null } | { readonly status: 'ready'; readonly viewer: Viewer | null };

let session: Session = { status: 'loading', viewer: null };
/** Bumped by every change, so an older answer of `refreshSession` never overwrites a newer state. */
let version = 0;
const listeners = new Set<() => void>();
const signedOutListeners = new Set<() => void>();

function sameViewer(a: Viewer | null, b: Viewer | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.id === b.id &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.isAdmin === b.isAdmin &&
    a.language === b.language
  );
}

function publish(viewer: Viewer | null) {
  version += 1;
  if (session.status === 'ready' && sameViewer(session.viewer, viewer)) return;
  session = { status: 'ready', viewer: viewer && { ...viewer } };
  listeners.forEach((listener) => listener());
  // The account's language, once the session knows it (issue 34).
  if (viewer?.language) showAccountLanguage(viewer.language);
}

/** Asks the server who is signed in. A failed call means signed out (SPEC §4). */
export function refreshSession(): void {
  const asked = version;
  fetchGraphQL<SessionStoreQuery>(sessionQuery, {}).then(
    (data) => {
      if (asked === version) publish(data.viewer ?? null);
    },
    () => {
      if (asked === version) publish(null);
    },
  );
}

/** Makes the viewer returned by `login`/`signup` the session viewer, so the navbar and guards switch at once. */
export function adoptViewer(viewer: Viewer): void {
  publish(viewer);
}

/** Forgets the viewer locally; whoever cached data for them drops it (`onSignedOut`). */
export function clearSession(): void {
  publish(null);
  signedOutListeners.forEach((listener) => listener());
}

/** Called whenever the session is cleared: a different person may sign in next. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
