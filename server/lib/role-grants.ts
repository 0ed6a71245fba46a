/**
 * SQL of a role's grants, as the select lists of the session user and of role rows use them:
 * `menu_keys` (UAC) and `functions` (FAC, `<menuKey>:<action>`), both sorted so a row's content
 * only changes when its grants do. `json` sends each as a JSON array, which the drivers read with
 * JSON.parse rather than node-postgres's array parser in JS, a character at a time (the caller of
 * every authenticated request reads ~100 grants: 4 % of a worker's time under load).
 */
export const ROLE_GRANTS = (
  roleId: string,
  names = { menus: 'menu_keys', functions: 'functions' },
  as: 'array' | 'json' = 'array',
) => {
  const wrap = (list: string) => (as === 'json' ? `array_to_json(${list})` : list);
  return `
  ${wrap(`ARRAY(SELECT gm.key FROM role_menus grm JOIN menus gm ON gm.id = grm.menu_id
        WHERE grm.role_id = ${roleId} ORDER BY gm.key)`)} AS "${names.menus}",
  ${wrap(`ARRAY(SELECT fm.key || ':' || rf.action FROM role_functions rf JOIN menus fm ON fm.id = rf.menu_id
        WHERE rf.role_id = ${roleId} ORDER BY 1)`)} AS "${names.functions}"`;
};
