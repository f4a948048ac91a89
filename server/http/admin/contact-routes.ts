import { Hono } from "hono";
import { mergeContact, setContactOwner, unmergeContact } from "#app/modules/desk/server";
import type { AppServices } from "#server/http/app-services";
import { jsonOf, readAdminInput } from "./form-input";

/** Contacts: merge two into one and undo it, and give a person (and their open leads) an owner. */
export function adminContactRoutes(services: AppServices): Hono {
  const routes = new Hono();
  routes.post("/contacts/:id/merge", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await mergeContact(services, c.get("staff"), c.req.param("id"), input.fields));
  });
  routes.post("/contacts/:id/unmerge", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await unmergeContact(services, c.get("staff"), c.req.param("id")));
  });
  routes.post("/contacts/:id/owner", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await setContactOwner(services, c.get("staff"), c.req.param("id"), input.fields));
  });
  return routes;
}
