// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getReloadBlockers, holdReload, watchFormEdits } from './reload-blockers';
import { decideReload } from './reload-gate';

describe('decideReload', () => {
  it('reloads when nothing holds it and the guard has passed', () => {
    expect(decideReload([], 0)).toEqual({ action: 'reload' });
  });
  it('waits for unsaved forms and for the replay before anything else', () => {
    expect(decideReload(['replaying', 'unsaved-changes'], 5_000)).toEqual({
      action: 'wait',
      blockers: ['replaying', 'unsaved-changes'],
    });
  });
  it('waits out the guard', () => {
    expect(decideReload([], 4_000)).toEqual({ action: 'guard', retryInMs: 4_000 });
  });
});

describe('reload blockers', () => {
  let stopWatching: (() => void) | null = null;
  afterEach(() => {
    stopWatching?.();
    stopWatching = null;
    document.body.innerHTML = '';
  });

  it('holds while any hold is active, once per reason', () => {
    const releaseA = holdReload('unsaved-changes');
    const releaseB = holdReload('unsaved-changes');
    const releaseC = holdReload('replaying');
    expect(getReloadBlockers()).toEqual(['replaying', 'unsaved-changes']);
    releaseA();
    expect(getReloadBlockers()).toEqual(['replaying', 'unsaved-changes']);
    releaseB();
    releaseC();
    expect(getReloadBlockers()).toEqual([]);
  });

  it('counts a form the user typed into until it is reset or removed', async () => {
    stopWatching = watchFormEdits(document);
    document.body.innerHTML =
      '<form id="f"><input id="i" /></form><form data-reload-safe><input id="s" /></form><input id="loose" />';
    const input = document.getElementById('i') as HTMLInputElement;
    document.getElementById('s')?.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('loose')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(getReloadBlockers()).toEqual([]);

    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(getReloadBlockers()).toEqual(['unsaved-changes']);
    (document.getElementById('f') as HTMLFormElement).reset();
    expect(getReloadBlockers()).toEqual([]);

    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(getReloadBlockers()).toEqual(['unsaved-changes']);
    document.getElementById('f')?.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getReloadBlockers()).toEqual([]);
  });
});
