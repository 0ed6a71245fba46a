/// <reference lib="webworker" />
/**
 * The import's Worker: the whole per-file work off the main thread (docs/ARCHITECTURE.md, Import),
 * its answer posted in slices (`answerMessages`).
 */
import { answerMessages, type ImportRequest, runImportJob } from './import-job';

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  for (const message of answerMessages(runImportJob(event.data))) self.postMessage(message);
};
