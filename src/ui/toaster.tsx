import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The app's toasts. The toast machinery (Ark UI + zag) loads with the first toast, not with the
 * app: the sign-in page shows none until sign-in succeeds, and its first load stays small. Toasts
 * raised before the region is ready wait in a queue and show as soon as it is.
 */
export type ToastOptions = { title: ReactNode; description?: ReactNode; type?: 'success' | 'error' | 'info' };
type Sink = (toast: ToastOptions) => void;

let sink: Sink | null = null;
let isRequested = false;
const waiting: ToastOptions[] = [];
const listeners = new Set<() => void>();

export const toaster = {
  create(toast: ToastOptions) {
    if (sink) return sink(toast);
    waiting.push(toast);
    if (!isRequested) {
      isRequested = true;
      for (const listener of listeners) listener();
    }
  },
};

/** Called by the region once mounted; answers how to disconnect. */
export function connectToastSink(next: Sink): () => void {
  sink = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (sink === next) sink = null;
  };
}

const ToastRegion = lazy(() => import('./toast-region'));

export function AppToaster() {
  const isNeeded = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isRequested,
  );
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
