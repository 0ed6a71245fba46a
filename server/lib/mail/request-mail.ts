/**
 * The mail a request sends (`c.get('mailer')`) is held until its answer and queued only when that
 * answer is 2xx. By then the `mutation` transaction that wrote the link or code has committed, so
 * a mail never points at a change that was rolled back, and a failed mail never undoes a change.
 * Each op of a Sync/push batch passes through here as its own request.
 */
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../context';
import type { MailQueue } from './mail-queue';
import type { MailMessage } from './mailer';

export function mailAfterAnswer(queue: MailQueue) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const held: MailMessage[] = [];
    c.set('mailer', { send: (message) => void held.push(message) });
    await next();
    if (c.res.status < 200 || c.res.status > 299) return;
    for (const message of held) queue.send(message, `[${c.get('requestId')}]`);
  });
}
