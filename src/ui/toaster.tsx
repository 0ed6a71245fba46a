import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The app's toasts. The toast machinery (Ark UI + zag) loads with the first toast, not with the
 * app: the sign-in page shows none until sign-in succeeds, and its first load stays small. Toasts
 * raised before the region is ready wait in a queue and show as soon as it is.
 */
export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  type?: 'success' | 'error' | 'info';
};
type Message = { id: string; update: boolean; toast: Partial<ToastOptions> };
type Sink = (message: Message) => void;

let sink: Sink | null = null;
let isRequested = false;
const waiting: Message[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function send(message: Message) {
  if (sink) return sink(message);
  waiting.push(message);
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
}

export const toaster = {
  /** Shows a toast; answers its id, for `update`. */
  create(toast: ToastOptions): string {
    lastId += 1;
    const id = `toast-${lastId}`;
    send({ id, update: false, toast });
    return id;
  },
  /** Changes a shown toast's text or type (a queued change the server has now answered). */
  update(id: string, toast: Partial<ToastOptions>) {
    send({ id, update: true, toast });
  },
};

/** Called by the region once mounted; answers how to disconnect. */
export function connectToastSink(next: Sink): () => void {
  sink = next;
  for (const message of waiting.splice(0)) next(message);
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
