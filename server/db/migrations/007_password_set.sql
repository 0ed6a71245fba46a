-- When the user last set their own password (first-time login, password reset), NULL for one who
-- never did. Activating a disabled user who never set one makes them new (N) again, so their
-- first-time login can still be sent (src/contract/user-status.ts). It stays off the
-- wire: nothing that lists or mirrors users selects it.
ALTER TABLE users ADD COLUMN password_set_at timestamptz;

-- Existing users: everyone past first-time login with a real password hash has set one (users
-- made by User/sign-up or registration start with an unusable '!' hash until they do). The
-- column is not in the mirrored row, so the sync triggers (new version, change log) stay off.
ALTER TABLE users DISABLE TRIGGER USER;
UPDATE users SET password_set_at = updated_at WHERE status <> 'N' AND password_hash NOT LIKE '!%';
ALTER TABLE users ENABLE TRIGGER USER;
