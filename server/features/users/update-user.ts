/**
 * POST /User/update { id, baseVersion, ...changed fields }: like Merchant/update, only the changed
 * fields on the version they were made on; a stale version is 409 sync.conflict with the current
 * row, so the app merges field by field. A new role or merchant is checked as on creation.
 *
 * Four eyes (docs/security.md, Four-eyes changes): nobody changes their own role, level, email or
 * mobile number here (403 user.ownAccountField); a staff user's level or role and anyone's email
 * wait on the row for another staff Checker (user-proposal.ts) while the other fields of the same
 * edit apply at once. The answer is then `user.changeProposed`.
 */
import type { Context } from 'hono';
import { OWN_ACCOUNT_FIELDS, proposedFieldsOf, UpdateUserSchema, USER_FIELDS } from '../../../src/contract';
import type { UserField } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { findUserRow } from './find-user-row';
import { nextProposal } from './user-proposal';
import { checkAssignment, isStaffRole, lockManagedUser } from './user-rules';
import { sameValue, valueChanges, writeUser, type PendingWrite, type UserFieldValues } from './user-write';

const FIELDS = Object.keys(USER_FIELDS) as UserField[];

export function updateUser() {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const input = inputOf(c, UpdateUserSchema);
    const db = c.get('db');
    await lockManagedUser(db, caller, input.id);
    const current = await findUserRow(db, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    let changes: UserFieldValues = {};
    for (const field of FIELDS) {
      const value = input[field];
      if (value !== undefined && !sameValue(value, current[field])) changes[field] = value;
    }
    if ('roleId' in changes || 'merchantId' in changes) {
      const merchantId = await checkAssignment(
        db,
        caller,
        input.roleId ?? current.roleId,
        input.merchantId === undefined ? current.merchantId : input.merchantId,
      );
      changes = Object.fromEntries(Object.entries(changes).filter(([field]) => field !== 'merchantId'));
      if (!sameValue(merchantId, current.merchantId)) changes.merchantId = merchantId;
    }
    const changed = Object.keys(changes) as UserField[];
    if (input.id === caller.userID && changed.some((field) => OWN_ACCOUNT_FIELDS.includes(field))) {
      throw new ApiError(403, 'user.ownAccountField');
    }
    const isStaffSubject =
      (await isStaffRole(db, current.roleId)) ||
      (typeof changes.roleId === 'string' && (await isStaffRole(db, changes.roleId)));
    const proposedNames = proposedFieldsOf(changed, isStaffSubject);
    const pick = (isProposed: boolean): UserFieldValues =>
      Object.fromEntries(
        changed
          .filter((field) => proposedNames.includes(field) === isProposed)
          .map((field) => [field, changes[field]]),
      );
    const applied = pick(false);
    const pending: PendingWrite =
      proposedNames.length > 0 ? await nextProposal(db, caller, current, pick(true)) : { kind: 'keep' };
    if (Object.keys(applied).length > 0 || pending.kind !== 'keep') {
      await writeUser(db, input.id, applied, pending);
      await recordAudit(db, c, {
        userId: caller.userID,
        action: 'user.update',
        entity: 'user',
        entityId: input.id,
        details: {
          fields: Object.keys(applied),
          // Old and new values of every field applied now, and of the change left waiting.
          changes: valueChanges(current, applied),
          ...(pending.kind === 'set' ? { proposed: valueChanges(current, pending.fields) } : {}),
        },
      });
    }
    const updated = await findUserRow(db, input.id);
    if (!updated) throw new ApiError(404, 'error.notFound');
    return ok(c, updated, pending.kind === 'set' ? 'user.changeProposed' : 'user.updated');
  };
}
