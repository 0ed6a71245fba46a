/// <reference lib="webworker" />
/** The import's Worker: the whole per-file work off the main thread (docs/ARCHITECTURE.md, Import). */
import { type ImportRequest, runImportJob } from './import-job';

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  self.postMessage(runImportJob(event.data));
};
