/** Spec 9: a screen that has not loaded after 120 s shows an error with a retry button. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

const RELOAD_KEY_PREFIX = 'boguan:chunk-reload:';
/** A second failure of the same route within this window shows the error instead of reloading again. */
const RELOAD_GUARD_MS = 60_000;

export class ScreenTimeoutError extends Error {
  constructor() {
    super('screen load timed out');
    this.name = 'ScreenTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The messages browsers give when a dynamic import cannot be fetched or evaluated. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|module script|Failed to fetch/i.test(error.message)
  );
}

/**
 * Spec 8: a screen whose chunk fails to load reloads the route — once. sessionStorage remembers the
 * reload per path so a chunk that is really gone shows the error instead of reloading forever.
 */
export function claimChunkReload(pathname: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  const key = RELOAD_KEY_PREFIX + pathname.toLowerCase();
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
