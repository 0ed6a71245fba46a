import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Names every build (docs/ARCHITECTURE.md, Installable app): `builds/latest.json` (`{ id, timestamp }`, served no-cache) tells a
 * running app that a newer build is deployed; `builds/meta/{id}.json` describes that build. The id
 * is also compiled into the app and the service worker as `__BUILD_ID__` (Vite's `define`, which
 * vite-plugin-pwa hands on to the service worker build), so each build's sw.js differs and the
 * browser installs it. `BUILD_ID` in the environment pins the id (CI: the commit).
 */
export function buildInfo(): Plugin {
  const timestamp = Date.now();
  const id = process.env.BUILD_ID || `${timestamp.toString(36)}-${randomBytes(3).toString('hex')}`;
  const latest = { id, timestamp };
  let isBuild = false;
  return {
    name: 'bo-portal:build-info',
    config: (_config, env) => {
      isBuild = env.command === 'build';
      return { define: { __BUILD_ID__: JSON.stringify(id) } };
    },
    generateBundle() {
      if (!isBuild) return;
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: json(latest) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: json({ ...latest, builtAt: new Date(timestamp).toISOString() }),
      });
    },
  };
}
