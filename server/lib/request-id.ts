import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

const HEADER = 'X-Request-Id';
// A caller's id is reused (so logs correlate across a proxy) only if it is short and plain.
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestId = createMiddleware<AppBindings>(async (c, next) => {
  const incoming = c.req.header(HEADER);
  const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  c.header(HEADER, id);
  await next();
});
