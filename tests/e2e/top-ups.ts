import { slipPng } from '../../server/db/seed/slip-files';
import { expect, type APIRequestContext } from './fixtures';
import { apiToken } from './helpers';

export type TopUpRow = { id: string; merchantId: string; referenceNumber: string; status: string };
type Upload = { name: string; mimeType: string; buffer: Buffer };

/**
 * A Pending top-up made through the real API, as the app sends it (multipart): by merchant.user
 * for their merchant unless `by` says otherwise, with a PNG slip unless `slip` is given.
 */
export async function submitTopUp(
  request: APIRequestContext,
  reference: string,
  amountSen: number,
  by: { username: string; merchantId?: string } = { username: 'merchant.user' },
  slip: Upload = {
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from(slipPng(reference, 640, 400)),
  },
) {
  const token = await apiToken(request, by.username);
  const body = {
    id: crypto.randomUUID(),
    ...(by.merchantId ? { merchantId: by.merchantId } : {}),
    amountSen,
    methodCode: 'DUITNOW',
    bankName: 'Maybank',
    accountNumber: '514012345678',
    referenceNumber: reference,
    bankInAt: '2026-11-20T10:15',
  };
  const answer = await request.post('/api/v1/bo/Credit/topUp', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    multipart: { json: JSON.stringify(body), slip },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: TopUpRow & { slip: { name: string } } }).data;
}
