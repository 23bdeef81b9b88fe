import type { Upload } from '../../generated/prisma/client.ts';

/** A gallery photo as the API hands it out; the original's key only to the event's hosts. */
export function galleryPhotoJson(upload: Upload, isMember: boolean) {
  return {
    id: upload.id,
    originalFilename: upload.originalFilename,
    status: upload.status,
    url: `/api/uploads/${upload.storagePath}`,
    thumbnailUrl: `/api/uploads/${upload.thumbnailKey}`,
    storagePath: upload.storagePath,
    width: upload.width,
    height: upload.height,
    bytes: upload.bytes,
    uploaderName: upload.uploaderName,
    takenAt: upload.takenAt,
    uploadedAt: upload.uploadedAt,
    ...(isMember ? { storageKey: upload.storageKey, originalUrl: `/api/uploads/${upload.storageKey}` } : {}),
  };
}
