-- Earlier first starts gave the thousand generated people of the demo data the demo accounts'
-- password (Demo@12345), which anyone who has read the repository knows, and a start with
-- SEED_DEMO=0 created them too. Those rows all share one stored hash (argon2 salts are random, so
-- two passwords set by people never do): give them a password nobody has. The four demo accounts
-- keep theirs (docs/security.md, "Demo and production starts").
UPDATE users SET password_hash = '!seeded-' || gen_random_uuid()
WHERE username NOT IN ('admin', 'maker', 'merchant.admin', 'merchant.user')
  AND password_hash IN (SELECT password_hash FROM users GROUP BY password_hash HAVING count(*) > 1);
