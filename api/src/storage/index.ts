import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { GCSStore } from '@tus/gcs-store';
import type { DataStore } from '@tus/server';
import type { DiskSpaceGuard } from './disk-space.ts';
import { GcsStorage } from './gcs.ts';
import { LocalStorage } from './local.ts';
import type { StorageDriver } from './storage.ts';
import { UploadTokenSigner } from './upload-tokens.ts';

export type { StorageDriver, StoredObject } from './storage.ts';
export { registerLocalUploadRoute } from './upload-route.ts';
export { UploadTokenSigner, type UploadGrant } from './upload-tokens.ts';
export { assertValidKey, contentTypeFromKey } from './keys.ts';

export { LOCAL_TEMP_DIRECTORY } from './local.ts';

/** Where the local driver keeps stored files: `<dataDir>/files` (backups copy this folder). */
export function localFilesDirectory(dataDir: string): string {
  return join(dataDir, 'files');
}

export interface CreateStorageOptions {
  driver: 'local' | 'gcs';
  /** Local files go to `<dataDir>/files`. */
  dataDir: string;
  /** Signs local upload links (a subkey is derived from it). */
  secret: string;
  gcs: {
    bucket?: string;
    projectId?: string;
    keyFilename?: string;
    emulatorHost?: string;
    /** Files are answered by a redirect to a signed bucket URL (decision 063); off: streamed through us. */
    signedReads?: boolean;
  };
  /** Local writes wait on it (a full disk refuses them); GCS needs none. */
  diskSpace?: DiskSpaceGuard;
}

/**
 * The configured driver, plus the signer the local upload route needs (register that route only for 'local'),
 * and the tus store resumable uploads write to, in the same place and by the same keys (decision 029).
 */
export function createStorage(options: CreateStorageOptions): {
  storage: StorageDriver;
  uploadSigner: UploadTokenSigner;
  resumableStore: DataStore;
} {
  const uploadSigner = new UploadTokenSigner(options.secret);
  switch (options.driver) {
    case 'local': {
      const root = localFilesDirectory(options.dataDir);
      return {
        storage: new LocalStorage(root, uploadSigner, options.diskSpace),
        uploadSigner,
        // Ids are storage keys (file-keys.ts), so its files sit where the driver's would.
        resumableStore: new FileStore({ directory: root }),
      };
    }
    case 'gcs': {
      const { bucket, projectId, keyFilename, emulatorHost, signedReads } = options.gcs;
      if (!bucket) throw new Error('GCS_BUCKET is required when STORAGE_DRIVER=gcs.');
      const storage = new GcsStorage({ bucket, projectId, keyFilename, apiEndpoint: emulatorHost, signedReads });
      return { storage, uploadSigner, resumableStore: new GCSStore({ bucket: storage.bucket }) };
    }
  }
}
