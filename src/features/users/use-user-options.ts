/**
 * The choices of the user form, from the mirror (so the form works offline): the roles the caller
 * may give (merchant callers: merchant roles; nobody a role holding more than they do, as the
 * server checks) and the merchants matching what the user typed.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import * as v from 'valibot';
import { RoleSchema } from '../../contract';
import type { Permissions, Role, SessionUser } from '../../contract';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';

const holdsAll = (caller: Permissions, role: Role) =>
  role.menuKeys.every((key) => caller.menus.includes(key)) &&
  role.functions.every((key) => caller.functions.includes(key));

export function useRoleOptions(caller: SessionUser, permissions: Permissions): Role[] {
  const rows = useLiveQuery(async () => (await getMirror()?.roles.toArray()) ?? [], []) ?? [];
  return rows
    .flatMap((row) => {
      const parsed = v.safeParse(RoleSchema, row);
      return parsed.success ? [parsed.output] : [];
    })
    .filter(
      (role) => (caller.userType === 'staff' || role.scope === 'merchant') && holdsAll(permissions, role),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type MerchantOption = { id: string; merchantName: string };
const MAX_MERCHANT_OPTIONS = 50;

/** Up to 50 merchants whose name contains `search`, plus the chosen one so it stays listed. */
export function useMerchantOptions(search: string, chosenId: string): MerchantOption[] {
  const cache = useEntityIndex(getMirror(), 'merchants');
  const version = cache?.version;
  return useMemo(() => {
    if (!cache || version === undefined) return [];
    const found = cache.search(search, MAX_MERCHANT_OPTIONS);
    const chosen = chosenId && !found.some((row) => row.id === chosenId) ? cache.get(chosenId) : undefined;
    return [...(chosen ? [chosen] : []), ...found].map(({ id, merchantName }) => ({ id, merchantName }));
  }, [cache, version, search, chosenId]);
}
