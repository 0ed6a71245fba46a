import { useSyncExternalStore } from 'react';

/**
 * Installation: Chromium browsers fire `beforeinstallprompt`; we keep the event and offer our own
 * "Install app" action. Safari on iOS never fires it: there the app explains Share → Add to Home
 * Screen. Nothing is offered once the app runs installed (standalone).
 */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallOffer = 'prompt' | 'ios-instructions' | null;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let capturing = false;
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

/** Called once at start-up, before the browser may fire the event. */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    publish();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    publish();
  });
}

/** Safari on iPhone or iPad (iPadOS reports a Mac with touch), not already installed. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isOtherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return isIos && !isOtherBrowser;
}

export function computeInstallOffer(env: {
  hasPrompt: boolean;
  isStandalone: boolean;
  isInstalled: boolean;
  isIosSafari: boolean;
}): InstallOffer {
  if (env.isStandalone || env.isInstalled) return null;
  if (env.hasPrompt) return 'prompt';
  return env.isIosSafari ? 'ios-instructions' : null;
}

function currentOffer(): InstallOffer {
  const nav = navigator as Navigator & { standalone?: boolean };
  return computeInstallOffer({
    hasPrompt: deferred !== null,
    isStandalone: matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    isInstalled: installed,
    isIosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  });
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentOffer,
    () => null,
  );
}

/** Shows the browser's install dialog; true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  publish();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
