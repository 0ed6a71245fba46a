/**
 * The main thread's side of an import (docs/ARCHITECTURE.md, Import): the file's bytes are
 * transferred (not copied) to a Worker, which reads and checks them; the page posts the device's
 * records and takes the answer in slices, one short task each, and otherwise only waits.
 */
import { yieldToMain } from '../scheduling/yield-to-main';
import {
  answerCollector,
  requestMessages,
  type ImportMessage,
  type ImportRequest,
  type ImportResponse,
} from './import-job';

export function runImport(request: ImportRequest, signal?: AbortSignal): Promise<ImportResponse> {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ImportResponse>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Import cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    const collect = answerCollector();
    worker.onmessage = (event: MessageEvent<ImportMessage>) => {
      const answer = collect(event.data);
      if (!answer) return;
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(answer);
    };
    worker.onerror = (event) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message));
    };
    void post(worker, request);
  });
}

async function post(worker: Worker, request: ImportRequest) {
  for (const message of requestMessages(request)) {
    if (message.kind === 'request') {
      worker.postMessage(message, [message.request.bytes]);
    } else {
      worker.postMessage(message);
      await yieldToMain();
    }
  }
}
