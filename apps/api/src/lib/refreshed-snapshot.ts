/**
 * Something read from the database as a whole and kept (the listing keys, the search index):
 * read once and shared by every request, read again in the background once older than
 * `refreshMs` while the old one still answers, and dropped at once by `forget`. A read that
 * started before a `forget` never replaces one started after it, and a failed read is not kept:
 * the next request reads again.
 */
export function refreshedSnapshot<T>(load: () => Promise<T>, refreshMs: number, now: () => number = Date.now) {
  let current: Promise<{ value: T; loadedAt: number }> | undefined;
  let refreshing = false;
  /** Bumped by `forget`. */
  let generation = 0;

  const read = async () => {
    const loadedAt = now();
    return { value: await load(), loadedAt };
  };

  function refreshInBackground(): void {
    refreshing = true;
    const since = generation;
    read().then(
      (snapshot) => {
        refreshing = false;
        if (since === generation) current = Promise.resolve(snapshot);
      },
      // The old one answers until a later request tries again.
      () => (refreshing = false),
    );
  }

  return {
    async get(): Promise<T> {
      if (!current) {
        const loading = read();
        current = loading;
        loading.catch(() => {
          if (current === loading) current = undefined;
        });
      }
      const snapshot = await current;
      if (now() - snapshot.loadedAt > refreshMs && !refreshing) refreshInBackground();
      return snapshot.value;
    },

    /** The one kept (perhaps still being read), without reading one. */
    current: (): Promise<T> | undefined => current?.then((snapshot) => snapshot.value),

    /** The source has changed: the next request reads it again and waits for it. */
    forget(): void {
      generation++;
      current = undefined;
    },
  };
}
