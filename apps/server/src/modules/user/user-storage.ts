import { LocalDiskStorage, type Storage } from '../../platform/storage';

/** Where uploads go: the app's storage when one is decorated (S3 …), else local disk under DATA_DIR. */
export function storageOf(app: { hasDecorator(name: string): boolean; config: { dataDir: string } }): Storage {
  return app.hasDecorator('storage') ? (app as unknown as { storage: Storage }).storage : new LocalDiskStorage(app.config.dataDir);
}
