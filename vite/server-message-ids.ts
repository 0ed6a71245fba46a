import type { Plugin } from 'vite';

/** src/contract/messages.ts and the files by subject it joins (messages-sign-in.ts, …). */
const MESSAGES_MODULE = /\/src\/contract\/messages(-[a-z-]+)?\.ts$/;
const ENGLISH_TEXT = /(\bmessage:\s*)('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g;

/**
 * The app's build keeps only the ids of the server messages (src/contract/messages.ts), as the
 * Lingui macro keeps only the id of msg`…` in production: the app shows them from the compiled
 * catalogs, which hold their English too, and their texts stay out of what a first visit of
 * /login loads (docs/ARCHITECTURE.md, "The app", i18n). The service worker's build, which formats
 * them in English (src/lib/pwa/worker-replay.ts), and the server keep the texts.
 */
export function serverMessageIds(): Plugin {
  return {
    name: 'bo-portal:server-message-ids',
    apply: 'build',
    transform(code, id) {
      if (!MESSAGES_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: code.replace(ENGLISH_TEXT, "$1''"), map: null };
    },
  };
}
