import type { ChangesArea, KeptChanges } from './unsavedChanges.ts';

const databaseName = 'atrium-admin';
const storeName = 'unsaved-changes';

let opened: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    // A later call may find storage available again (a quota freed up).
    opened = undefined;
    throw error;
  });
  return opened;
}

/**
 * Runs one request in its own transaction. Transactions on one store run in the order they are created, and
 * `open` hands the database to its callers in call order, so a delete asked after a put never lands first.
 */
async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode, { durability: 'strict' });
    const request = act(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The browser's IndexedDB as the place unsaved changes are kept: it survives reloads, crashes and restarts. */
export const indexedDBArea: ChangesArea = {
  get: async (key) => {
    if (typeof indexedDB === 'undefined') return undefined;
    const value = (await run('readonly', (store) => store.get(key))) as KeptChanges | undefined;
    return value && typeof value === 'object' && value.data && typeof value.data === 'object' ? value : undefined;
  },
  put: async (key, value) => {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (store) => store.put(value, key));
  },
  delete: async (key) => {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (store) => store.delete(key));
  },
};
