/**
 * A merchant's top-ups as outbox ops (docs/ARCHITECTURE.md, Files). A top-up is one op
 * that carries its bank-in slip: the optimistic row, the op and the slip's Blob are written in one
 * transaction, so a top-up made with no signal survives a reload and is sent, once, when the
 * connection returns. The row shows Pending at once; its slip stays null until the server's answer
 * (or the next pull) brings what the server stored.
 *
 * The `…Change` builders are pure (tested against the outbox); the exported actions queue them.
 */
import type { SessionUser, TopUp, TopUpCreate } from '../../contract';
import { CREDIT_CURRENCY } from '../../contract';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { enqueue, type NewChange } from '../../lib/sync';

export const TOP_UP_PATHS = { create: '/Credit/topUp', cancel: '/Credit/cancel' } as const;

/** The multipart part that carries the slip (TopUpCreateSchema's `slip`). */
export const SLIP_FIELD = 'slip';

/** Who submits, as the row names them. */
export type TopUpSubmitter = Pick<SessionUser, 'userID' | 'firstName' | 'lastName' | 'merchantId'>;

const withoutMerchant = ({ merchantId: _chosen, ...fields }: TopUpCreate) => fields;

/**
 * A new top-up under the client's uuid (`body.id`). `merchantId` is the merchant's own (from the
 * session) or the one staff chose; the body names it only for staff, as the server expects.
 */
export function topUpChange(
  body: TopUpCreate,
  merchantId: string,
  slip: PreparedFile,
  submitter: TopUpSubmitter,
  now = new Date(),
): NewChange {
  const stamp = now.toISOString();
  const row: Omit<TopUp, 'version'> = {
    id: body.id,
    merchantId,
    amountSen: body.amountSen,
    currency: CREDIT_CURRENCY,
    methodCode: body.methodCode,
    bankName: body.bankName,
    accountNumber: body.accountNumber,
    referenceNumber: body.referenceNumber,
    bankInAt: body.bankInAt,
    remark: body.remark,
    slip: null,
    duplicateOfId: null,
    duplicateOfAt: null,
    status: 'Pending',
    submittedBy: submitter.userID,
    submittedByName: `${submitter.firstName} ${submitter.lastName}`.trim(),
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    decisionReason: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const sendMerchant = submitter.merchantId === null;
  const fields = withoutMerchant(body);
  return {
    entity: 'topUps',
    entityId: body.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: {
      method: 'POST',
      path: TOP_UP_PATHS.create,
      body: sendMerchant ? { ...fields, merchantId } : fields,
    },
    files: [
      {
        field: SLIP_FIELD,
        name: slip.name,
        type: slip.type,
        size: slip.size,
        blob: slip.blob,
        thumbnail: slip.thumbnail,
      },
    ],
  };
}

/** A merchant cancels their Pending top-up, with a reason (the server writes "cancelled payment"). */
export function cancelTopUpChange(
  topUp: Pick<TopUp, 'id' | 'version'>,
  reason: string,
  now = new Date(),
): NewChange {
  return {
    entity: 'topUps',
    entityId: topUp.id,
    baseVersion: topUp.version,
    patch: { status: 'Cancelled', decisionReason: reason, updatedAt: now.toISOString() },
    request: { method: 'POST', path: TOP_UP_PATHS.cancel, body: { id: topUp.id, reason } },
  };
}

export const submitTopUp = (
  body: TopUpCreate,
  merchantId: string,
  slip: PreparedFile,
  submitter: TopUpSubmitter,
) => enqueue(topUpChange(body, merchantId, slip, submitter));

export const cancelTopUp = (topUp: Pick<TopUp, 'id' | 'version'>, reason: string) =>
  enqueue(cancelTopUpChange(topUp, reason));
