/**
 * Chromium's virtual authenticator for a page (the DevTools protocol's WebAuthn domain): a
 * platform authenticator that keeps discoverable credentials and verifies the user at once, so
 * passkeys are registered and used without hardware (docs/security.md, Passkeys).
 */
import type { Page } from '@playwright/test';

export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}
