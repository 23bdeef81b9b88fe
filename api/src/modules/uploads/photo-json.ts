import type { Upload } from '../../generated/prisma/client.ts';
import { fileUrl } from '../../storage/file-keys.ts';

/**
 * A gallery photo as the API hands it out; the original's key only to the event's hosts. `sign` adds
 * the file-access token guests of a PIN-protected event need (FileAccessTokens).
 */
export function galleryPhotoJson(upload: Upload, isMember: boolean, sign: (url: string) => string = (url) => url) {
  return {
    id: upload.id,
    originalFilename: upload.originalFilename,
    status: upload.status,
    url: sign(fileUrl(upload.displayKey)),
    thumbnailUrl: sign(fileUrl(upload.thumbnailKey)),
    storagePath: upload.displayKey,
    width: upload.width,
    height: upload.height,
    bytes: upload.bytes,
    uploaderName: upload.uploaderName,
    takenAt: upload.takenAt,
    uploadedAt: upload.uploadedAt,
    ...(isMember
      ? {
          storageKey: upload.storageKey,
          originalUrl: fileUrl(upload.storageKey),
          // Guests only ever get READY photos; hosts see the others as placeholders (decision 020).
          processingState: upload.processingState,
          processingError: upload.processingError,
        }
      : {}),
  };
}

/**
 * A photo in its sender's own list (My photos): any status, its thumbnail once made (signed like the
 * gallery's). Nothing about the browser's key.
 */
export function ownPhotoJson(upload: Upload, sign: (url: string) => string) {
  return {
    id: upload.id,
    status: upload.status,
    processingState: upload.processingState,
    thumbnailUrl: upload.processingState === 'READY' ? sign(fileUrl(upload.thumbnailKey)) : null,
    uploaderName: upload.uploaderName,
    createdAt: upload.uploadedAt,
  };
}
