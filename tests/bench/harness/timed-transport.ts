/**
 * The app's own batch transport, timed: what a drain spent waiting for the server and in how many
 * requests. The rest of a drain is the device's own work (IndexedDB).
 */
import { sendBatchWithApi, type BatchTransport } from '../../../src/lib/sync/transport';

export function timedBatchTransport() {
  const timing = { serverMs: 0, requests: 0 };
  const batchTransport: BatchTransport = async (ops) => {
    const sent = performance.now();
    try {
      return await sendBatchWithApi(ops);
    } finally {
      timing.serverMs += performance.now() - sent;
      timing.requests += 1;
    }
  };
  return { batchTransport, timing };
}
