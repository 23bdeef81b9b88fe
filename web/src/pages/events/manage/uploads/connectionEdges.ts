import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Removes photos from a loaded list (and from its totalCount); photos not in it are left alone. */
export function removePhotos(store: RecordSourceSelectorProxy, connectionId: string, photoIds: readonly string[]) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const present = new Set(nodeIds(connection));
  const leaving = photoIds.filter((id) => present.has(id));
  for (const id of leaving) ConnectionHandler.deleteNode(connection, id);
  adjustTotal(connection, -leaving.length);
}

/** Adds photos that are not in the list yet, at its start or (when it is loaded to the end) at its end. */
export function addPhotos(
  store: RecordSourceSelectorProxy,
  connectionId: string,
  photos: readonly RecordProxy[],
  position: 'start' | 'end',
) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const present = new Set(nodeIds(connection));
  const arriving = photos.filter((photo) => !present.has(photo.getDataID()));
  // Appending to a list that is not loaded to its end would put the photo in the wrong place.
  if (position === 'end' && connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true) {
    adjustTotal(connection, arriving.length);
    return;
  }
  // Each photo in turn before the others: the newest (first in the update) ends up on top.
  for (const photo of position === 'start' ? [...arriving].reverse() : arriving) {
    const edge = ConnectionHandler.createEdge(store, connection, photo, 'EventPhotoEdge');
    if (position === 'start') ConnectionHandler.insertEdgeBefore(connection, edge);
    else ConnectionHandler.insertEdgeAfter(connection, edge);
  }
  adjustTotal(connection, arriving.length);
}

function nodeIds(connection: RecordProxy): string[] {
  return (connection.getLinkedRecords('edges') ?? []).flatMap((edge) => {
    const id = edge?.getLinkedRecord('node')?.getDataID();
    return id ? [id] : [];
  });
}

function adjustTotal(connection: RecordProxy, change: number) {
  const total: unknown = connection.getValue('totalCount');
  if (typeof total === 'number' && change !== 0) connection.setValue(Math.max(0, total + change), 'totalCount');
}
