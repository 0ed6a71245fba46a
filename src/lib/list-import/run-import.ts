/**
 * The main thread's side of an import (docs/ARCHITECTURE.md, Import): the file's bytes are
 * transferred (not copied) to a Worker, which reads and checks them; the page only waits.
 */
import type { ImportRequest, ImportResponse } from './import-job';

export function runImport(request: ImportRequest, signal?: AbortSignal): Promise<ImportResponse> {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ImportResponse>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Import cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<ImportResponse>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(request, [request.bytes]);
  });
}
