/// <reference lib="webworker" />
/**
 * The import's Worker: the whole per-file work off the main thread (docs/ARCHITECTURE.md, Import),
 * the device's records taken and its answer posted in slices (`requestMessages`, `answerMessages`).
 */
import { answerMessages, type ImportRequestMessage, requestCollector, runImportJob } from './import-job';

const collect = requestCollector();
self.onmessage = (event: MessageEvent<ImportRequestMessage>) => {
  const request = collect(event.data);
  if (!request) return;
  for (const message of answerMessages(runImportJob(request))) self.postMessage(message);
};
