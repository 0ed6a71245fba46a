/**
 * The messages of the sign-in pages. The production build replaces this module by the part of the
 * catalog those pages use (vite/first-visit-catalog.ts); elsewhere (dev server, tests, the service
 * worker's build) it is the whole catalog.
 */
export { messages } from '../../../locales/ms/messages.po';
