import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, decideBrowser } from './find-browser.mjs';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine with nothing installed, no rights and apt; each test says what differs. */
const machine = ({ files = [], ...facts } = {}) => ({
  chromiumPathEnv: undefined,
  exists: (path) => files.includes(path),
  playwrightPath: PLAYWRIGHT,
  isRoot: false,
  hasSudo: false,
  hasApt: true,
  tried: new Set(),
  ...facts,
});

describe('decideBrowser', () => {
  it('uses CHROMIUM_PATH first, and stops at once when it names no file', () => {
    const chosen = machine({ chromiumPathEnv: '/opt/chrome', files: ['/opt/chrome', DEBIAN_CHROMIUM] });
    expect(decideBrowser(chosen)).toEqual({ action: 'use', path: '/opt/chrome' });
    const wrong = decideBrowser(machine({ chromiumPathEnv: '/opt/none', files: [DEBIAN_CHROMIUM] }));
    expect(wrong).toMatchObject({ action: 'stop' });
    expect(wrong.message).toContain('/opt/none');
  });

  it("uses Debian's chromium, else Playwright's own", () => {
    expect(decideBrowser(machine({ files: [DEBIAN_CHROMIUM, PLAYWRIGHT] }))).toEqual({
      action: 'use',
      path: DEBIAN_CHROMIUM,
    });
    expect(decideBrowser(machine({ files: [PLAYWRIGHT] }))).toEqual({ action: 'use', path: PLAYWRIGHT });
  });

  it("installs Debian's chromium as root, or through sudo without a password", () => {
    const asRoot = decideBrowser(machine({ isRoot: true }));
    expect(asRoot).toMatchObject({ action: 'install', via: 'apt' });
    expect(asRoot.command[0]).toBe('sh');
    expect(asRoot.command.join(' ')).toContain('apt-get install -y -qq chromium');
    expect(decideBrowser(machine({ hasSudo: true })).command.slice(0, 2)).toEqual(['sudo', '-n']);
  });

  it("downloads Playwright's own where apt cannot be used, or after apt failed", () => {
    const playwright = {
      action: 'install',
      via: 'playwright',
      command: ['npx', 'playwright', 'install', 'chromium'],
    };
    expect(decideBrowser(machine())).toEqual(playwright);
    expect(decideBrowser(machine({ hasApt: false, isRoot: true }))).toEqual(playwright);
    expect(decideBrowser(machine({ isRoot: true, tried: new Set(['apt']) }))).toEqual(playwright);
  });

  it('stops naming the one command to run once every way failed', () => {
    const tried = new Set(['apt', 'playwright']);
    const debian = decideBrowser(machine({ tried }));
    expect(debian.action).toBe('stop');
    expect(debian.message).toContain('Run: sudo apt-get install -y chromium');
    const other = decideBrowser(machine({ hasApt: false, tried: new Set(['playwright']) }));
    expect(other.message).toContain('Run: npx playwright install chromium');
  });

  it('finds a browser an install just put in place', () => {
    expect(decideBrowser(machine({ files: [PLAYWRIGHT], tried: new Set(['playwright']) }))).toEqual({
      action: 'use',
      path: PLAYWRIGHT,
    });
  });
});
