/**
 * The access policy (src/contract/access-policy.ts) applied to SQL: which columns a caller reads
 * and which rows. The list and get calls and the pull all shape their select lists and conditions
 * here, so the rows and fields a caller may see are the same through every door
 * (docs/security.md, "One policy").
 */
import { entityAccess } from '../../../src/contract';
import type { EntityAccess, SessionUser } from '../../../src/contract';
import { recipientCondition, scopeMatch } from '../entity-list/resource';
import type { Resource } from '../entity-list/resource';
import { selectItems } from '../entity-list/select-items';
import { isUuid, merchantScope } from '../scope';

const masked = new WeakMap<Resource, Map<string, string>>();

/**
 * The resource's select list with each hidden field read as NULL (its alias kept, so a row keeps
 * its shape). Memoised per resource and set of hidden fields: the text is also the prepared
 * statement's, so it must not change between calls.
 */
export function columnsFor(resource: Resource, hiddenFields: readonly string[]): string {
  if (hiddenFields.length === 0) return resource.columns;
  const key = hiddenFields.join(',');
  let byKey = masked.get(resource);
  if (!byKey) masked.set(resource, (byKey = new Map()));
  let columns = byKey.get(key);
  if (columns === undefined) {
    const items = selectItems(resource.entity, resource.columns);
    for (const field of hiddenFields) {
      if (!items.some((item) => item.name === field)) {
        throw new Error(`${resource.entity}: the access policy hides ${field}, which it does not select`);
      }
    }
    columns = items
      .map((item) => (hiddenFields.includes(item.name) ? `NULL AS "${item.name}"` : item.sql))
      .join(', ');
    byKey.set(key, columns);
  }
  return columns;
}

/** The resource as this caller reads it: hidden fields as NULL. */
export function resourceFor<R extends Resource>(resource: R, user: SessionUser): R {
  const { hiddenFields } = entityAccess(user.permissions, resource.entity);
  return hiddenFields.length === 0 ? resource : { ...resource, columns: columnsFor(resource, hiddenFields) };
}

/** A SQL condition (` AND …`) and its parameters, numbered from `firstParam`. */
export type Condition = { sql: string; params: unknown[] };

/**
 * The rows of `resource` this caller receives: the merchant scope, then the policy's rows rule.
 * Only roles have partial rules today; notifications go to their recipient alone; an entity the caller may not read at all is never asked.
 */
export function rowCondition(
  resource: Resource,
  user: SessionUser,
  access: EntityAccess,
  firstParam: number,
): Condition {
  const merchantId = merchantScope(user);
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  if (merchantId !== null && resource.scope !== null) {
    parts.push(scopeMatch(resource, firstParam));
    params.push(merchantId);
  }
  switch (access.rows) {
    case 'all':
      break;
    case 'none':
      parts.push('false');
      break;
    case 'recipient': {
      const mine = recipientCondition(resource, user.userID, firstParam + params.length);
      if (!mine) throw new Error(`${resource.entity}: the policy names a recipient the resource lacks`);
      params.push(...mine.params);
      parts.push(mine.sql);
      break;
    }
    case 'own-role':
    case 'assignable-roles': {
      if (resource.entity !== 'roles')
        throw new Error(`${resource.entity}: ${access.rows} is a rule of roles`);
      // A merchant's user may give merchant roles only (UAC/getroledropdown's rule); staff any.
      if (access.rows === 'assignable-roles' && user.userType === 'staff') break;
      const own = isUuid(user.roleId) ? `${resource.id} = ${param(user.roleId)}::uuid` : 'false';
      parts.push(access.rows === 'own-role' ? own : `(r.scope = 'merchant' OR ${own})`);
      break;
    }
  }
  return { sql: parts.map((part) => ` AND ${part}`).join(''), params };
}
