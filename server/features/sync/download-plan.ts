/**
 * What one caller downloads (docs/security.md, "What each role downloads"): the entities the
 * access policy lets them read, in bootstrap order, each with the select list and row condition
 * of their grants. The plan's tag binds a pull cursor to it: when the caller's merchant, role or
 * grants change what they may see, their next pull answers `reset` and the device copy is built
 * again, so nothing they may no longer see stays on the device.
 */
import { createHash } from 'node:crypto';
import { entityAccess } from '../../../src/contract';
import type { EntityAccess, SessionUser } from '../../../src/contract';
import { columnsFor, rowCondition } from '../../lib/access/caller-access';
import type { Condition } from '../../lib/access/caller-access';
import { merchantScope } from '../../lib/scope';
import { ENTITY_SOURCES } from './sync-entities';
import type { EntitySource } from './sync-entities';

/** An entity as this caller downloads it; `where(n)` is its row condition from parameter n. */
export type PlannedSource = EntitySource & { access: EntityAccess; where: (firstParam: number) => Condition };

export type DownloadPlan = {
  /** The merchant whose rows the caller sees, or null for every merchant (staff). */
  merchantId: string | null;
  sources: readonly PlannedSource[];
  /** Binds a cursor to this plan (at most 40 characters, cursor-safe). */
  tag: string;
};

export function downloadPlan(user: SessionUser): DownloadPlan {
  const sources: PlannedSource[] = [];
  for (const source of ENTITY_SOURCES) {
    const access = entityAccess(user.permissions, source.entity);
    if (access.rows === 'none') continue;
    sources.push({
      ...source,
      columns: columnsFor(source, access.hiddenFields),
      access,
      where: (firstParam) => rowCondition(source, user, access, firstParam),
    });
  }
  const merchantId = merchantScope(user);
  const shape = sources.map(
    ({ entity, access }) =>
      `${entity}:${access.rows === 'all' ? 'all' : `${access.rows}=${user.roleId}`}:${access.hiddenFields.join('+')}`,
  );
  const tag = createHash('sha256')
    .update(JSON.stringify([merchantId, shape]))
    .digest('base64url')
    .slice(0, 32);
  return { merchantId, sources, tag };
}

export const plannedSource = (plan: DownloadPlan, entity: string) =>
  plan.sources.find((source) => source.entity === entity);
