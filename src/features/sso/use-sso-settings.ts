import { useEffect, useState } from 'react';
import type { SsoSettings } from '../../contract';
import { getSsoSettings } from './sso-settings.api';

/**
 * The server's single sign-on settings, or null while unknown: offline, or the call failed. The
 * pages then show nothing of single sign-on (docs/security.md, Single sign-on).
 */
export function useSsoSettings(): SsoSettings | null {
  const [settings, setSettings] = useState<SsoSettings | null>(null);
  useEffect(() => {
    let isCurrent = true;
    getSsoSettings()
      .then((answer) => {
        if (isCurrent) setSettings(answer);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return settings;
}
