/**
 * Every message goes out on the in-process queue of work done after answers (lib/deferred.ts),
 * so no answer waits for a mail server. A failed delivery is tried again after a pause, up to
 * three attempts; a permanent refusal (an SMTP 5xx, nodemailer's `permanent`) is not retried.
 * A message that still failed is logged and dropped: the person asks again (a new link or code),
 * and nothing a request did is undone by its mail. Mail queued when the process dies is lost
 * the same way.
 */
import type { Deferred } from '../deferred';
import type { MailMessage, MailTransport } from './mailer';

/** Pauses before the 2nd and 3rd attempt. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000];

export type MailQueue = {
  /** `origin` names who sent it in the log (a request id). */
  send(message: MailMessage, origin?: string): void;
};

const isPermanent = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function deliverWithRetry(
  transport: MailTransport,
  message: MailMessage,
  label: string,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<void> {
  const attempts = retryDelaysMs.length + 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await transport.deliver(message);
      return;
    } catch (error) {
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined || isPermanent(error)) {
        throw new Error(`not sent after ${attempt} attempt${attempt === 1 ? '' : 's'}`, { cause: error });
      }
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(
        `${label}: attempt ${attempt} of ${attempts} failed (${reason}); trying again in ${delay} ms`,
      );
      await pause(delay);
    }
  }
}

export function createMailQueue(
  transport: MailTransport,
  deferred: Deferred,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): MailQueue {
  return {
    send(message, origin = '[mail]') {
      // The recipient stays out of the log; the origin's request id finds it if needed.
      const label = `${origin} ${message.kind} mail`;
      deferred.defer(label, () => deliverWithRetry(transport, message, label, retryDelaysMs));
    },
  };
}
