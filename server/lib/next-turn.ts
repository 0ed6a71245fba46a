/**
 * Resolves on the event loop's next turn (after pending I/O), not as a microtask: long work on
 * PGlite, whose queries never yield, calls it between steps so other requests are read meanwhile.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
