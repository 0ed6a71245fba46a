-- Service requests add two FAC actions, `assign` (staff give a case to someone) and
-- `reply` (write on a case's thread), beside the first seven (src/contract/permissions.ts
-- FUNCTION_ACTIONS). The areas' own migrations grant them.
ALTER TABLE role_functions DROP CONSTRAINT role_functions_action_check;
ALTER TABLE role_functions ADD CONSTRAINT role_functions_action_check
  CHECK (action IN ('view', 'create', 'update', 'status', 'approve', 'delete', 'export', 'assign', 'reply'));
