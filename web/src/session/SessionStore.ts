import { graphql, readInlineData } from 'react-relay/hooks';
import {
  commitLocalUpdate,
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  type RecordSourceSelectorProxy,
  type Snapshot,
  type Subscription,
} from 'relay-runtime';
import type { SessionStore_viewer$data, SessionStore_viewer$key } from '../__generated__/SessionStore_viewer.graphql';
import type { SessionStoreQuery$data } from '../__generated__/SessionStoreQuery.graphql';
import { environment } from '../relay/environment';

// The session is the `viewer` root field of the Relay store. It is read outside React (route guards,
// navbar, mutation updaters share it), so this module keeps a store subscription and exposes it to
// components through `useSession` (useSyncExternalStore).

const sessionQuery = graphql`
  query SessionStoreQuery {
    viewer {
      ...SessionStore_viewer
    }
  }
`;

const viewerFragment = graphql`
  fragment SessionStore_viewer on User @inline {
    id
    email
    displayName
    isAdmin
  }
`;

export type Viewer = Omit<SessionStore_viewer$data, ' $fragmentType'>;

export type Session =
  { readonly status: 'loading'; readonly viewer: null } | { readonly status: 'ready'; readonly viewer: Viewer | null };

const operation = createOperationDescriptor(getRequest(sessionQuery), {});
// Held for the page's lifetime so garbage collection never drops the viewer.
environment.retain(operation);

let status: Session['status'] = 'loading';
let snapshot: Snapshot = environment.lookup(operation.fragment);
let session: Session = { status: 'loading', viewer: null };
let inflight: Subscription | null = null;
const listeners = new Set<() => void>();

function readViewer(): Viewer | null {
  const data = snapshot.data as SessionStoreQuery$data | null | undefined;
  if (!data?.viewer) return null;
  const { id, email, displayName, isAdmin } = readInlineData<SessionStore_viewer$key>(viewerFragment, data.viewer);
  return { id, email, displayName, isAdmin };
}

function sameViewer(a: Viewer | null, b: Viewer | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.email === b.email && a.displayName === b.displayName && a.isAdmin === b.isAdmin;
}

function publish() {
  const viewer = status === 'ready' ? readViewer() : null;
  if (session.status === status && sameViewer(session.viewer, viewer)) return;
  session = status === 'loading' ? { status, viewer: null } : { status, viewer };
  listeners.forEach((listener) => listener());
}

environment.subscribe(snapshot, (next) => {
  snapshot = next;
  publish();
});

function settle() {
  inflight?.unsubscribe();
  inflight = null;
  status = 'ready';
}

function setSignedOut(invalidate: boolean) {
  commitLocalUpdate(environment, (store) => {
    // A different person may sign in next: nothing cached for this one may be shown to them.
    if (invalidate) store.invalidateStore();
    store.getRoot().setValue(null, 'viewer');
  });
}

/** Asks the server who is signed in. A failed call means signed out (SPEC §4). */
export function refreshSession(): void {
  inflight?.unsubscribe();
  inflight = fetchQuery(environment, sessionQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
    complete: () => {
      inflight = null;
      status = 'ready';
      publish();
    },
    error: () => {
      inflight = null;
      status = 'ready';
      setSignedOut(false);
      publish();
    },
  });
}

/**
 * Mutation updater helper: makes the `viewer` returned by `login`/`signup` the session viewer, so
 * the navbar and guards switch without another request.
 */
export function adoptViewerFromPayload(store: RecordSourceSelectorProxy, rootField: 'login' | 'signup'): void {
  const viewer = store.getRootField(rootField)?.getLinkedRecord('viewer');
  if (!viewer) return;
  settle();
  store.getRoot().setLinkedRecord(viewer, 'viewer');
}

/** Forgets the viewer locally and drops everything cached for them. */
export function clearSession(): void {
  settle();
  setSignedOut(true);
  publish();
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
