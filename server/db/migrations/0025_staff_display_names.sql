ALTER TABLE "admin_users" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written:
-- Accounts made before names: a host's name as visitors read it, else the address's local part
-- in words (ana.ruiz@… is Ana Ruiz), as server/services/admin/staff-accounts.ts names new ones.
UPDATE admin_users u SET display_name = coalesce(
  (SELECT nullif(trim(h.display_name), '') FROM hosts h WHERE h.staff_id = u.id),
  nullif(initcap(trim(regexp_replace(split_part(u.email, '@', 1), '[._+-]+', ' ', 'g'))), ''),
  u.email)
WHERE u.display_name = '';
