/** The build's id, compiled in by vite/build-info.ts (absent in unit tests and the dev server). */
declare const __BUILD_ID__: string;
