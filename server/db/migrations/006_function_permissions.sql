-- Function permissions (FAC): for each role and menu item, the actions the role may
-- perform. An action is allowed when the menu is granted (role_menus) AND the function is granted
-- here. Saving a role's grants touches its `roles` row, so the new version reaches every client's
-- mirror on its next pull.

ALTER TABLE roles ADD COLUMN description text NOT NULL DEFAULT '';

CREATE TABLE role_functions (
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_id uuid NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  action text NOT NULL
    CHECK (action IN ('view', 'create', 'update', 'status', 'approve', 'delete', 'export')),
  PRIMARY KEY (role_id, menu_id, action)
);

-- A database seeded before this migration gets the defaults of that time (a fresh one is seeded
-- from src/contract/permissions.ts `defaultFunctions`): Super Admin everything, others view what
-- they see, Merchant Admin also manages users.
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, mn.id, a.action
FROM roles r CROSS JOIN menus mn
CROSS JOIN unnest(ARRAY['view', 'create', 'update', 'status', 'approve', 'delete', 'export']) AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system;

INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, 'view'
FROM role_menus rm JOIN roles r ON r.id = rm.role_id
WHERE NOT (r.name = 'Super Admin' AND r.is_system);

INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['create', 'update', 'status', 'delete']) AS a (action)
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key IN ('user.create', 'user.manage');
