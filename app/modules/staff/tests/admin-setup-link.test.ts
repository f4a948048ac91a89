import { expect, test } from "vitest";
import { createStaffAccount } from "#app/modules/staff/server/staff-accounts";
import {
  createFirstAccount,
  issueSetupLink,
  SetupLinkUnusable,
  setupLinkLifetimeMs,
  setupLinkUsable,
} from "#app/modules/staff/server/setup-link";
import { createApiHarness } from "#tests/support/api-app";

const account = { email: "first@northwind.example", password: "Copper-lantern-58-harbour" };

test("a setup link works once, within the hour, and only while there is no staff account", async () => {
  const h = await createApiHarness();
  try {
    const db = h.database.db;
    const now = new Date();
    const token = (await issueSetupLink(db, now)) ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await setupLinkUsable(db, token, now)).toBe(true);
    expect(await setupLinkUsable(db, token, new Date(now.getTime() + setupLinkLifetimeMs + 1000))).toBe(false);
    expect(await setupLinkUsable(db, "not-the-token-but-long-enough", now)).toBe(false);

    // A weak password leaves the link usable; a good one uses it up.
    await expect(createFirstAccount(db, token, { ...account, password: "short" }, now)).rejects.toThrow(/too weak/);
    expect(await setupLinkUsable(db, token, now)).toBe(true);
    await createFirstAccount(db, token, account, now);
    expect(await setupLinkUsable(db, token, now)).toBe(false);
    await expect(createFirstAccount(db, token, { ...account, email: "second@northwind.example" }, now)).rejects.toThrow(
      SetupLinkUnusable,
    );
    // With an account, no new link is issued.
    expect(await issueSetupLink(db, now)).toBeNull();
  } finally {
    await h.close();
  }
});

test("a link dies once any account exists, however it was made", async () => {
  const h = await createApiHarness();
  try {
    const now = new Date();
    const token = (await issueSetupLink(h.database.db, now)) ?? "";
    await createStaffAccount(h.database.db, "script@northwind.example", account.password);
    expect(await setupLinkUsable(h.database.db, token, now)).toBe(false);
    await expect(createFirstAccount(h.database.db, token, account, now)).rejects.toThrow(SetupLinkUnusable);
  } finally {
    await h.close();
  }
});
