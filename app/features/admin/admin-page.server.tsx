import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import { adminDocument } from "./admin-document.server";
import { AdminShell } from "./admin-shell";
import { adminOf } from "./admin-context";
import { FlashSentence } from "./flash";
import { StageNamesProvider } from "./stage-names";

type PageArgs = { context: AppLoadContext; request: Request };

/**
 * The signed-in staff member and the desk's services and functions for a page's loader, and `render()` to answer
 * with the page inside the admin shell.
 */
export async function adminPageFor({ context, request }: PageArgs) {
  const { staff, desk } = adminOf(context, request);
  // A sentence the last action left (docs/admin.md#what-a-form-answers): shown on this page once, then cleared.
  const flash = request.method === "GET" ? desk.flash.read(request) : null;
  const clearFlash = request.method === "GET" && desk.flash.present(request);
  const url = new URL(request.url);
  const path = url.pathname;
  // A lead's page belongs to its kind's list; the inbox narrowed to a kind is that list.
  const currentKind =
    path === "/admin" ? url.searchParams.get("kind") : (/^\/admin\/leads\/([^/]+)/.exec(path)?.[1] ?? null);
  async function render(title: string, body: ReactNode, status = 200): Promise<Response> {
    const nav = await desk.nav(desk.services, staff);
    const response = adminDocument({
      title,
      status,
      body: (
        <StageNamesProvider names={nav.stageNames}>
          <AdminShell
            email={nav.email}
            newByType={nav.newByType}
            failed={nav.failed}
            currentPath={path}
            currentKind={currentKind}
          >
            {flash ? <FlashSentence message={flash} /> : null}
            {body}
          </AdminShell>
        </StageNamesProvider>
      ),
    });
    if (clearFlash) response.headers.append("Set-Cookie", desk.flash.cleared());
    return response;
  }
  function notFound(): Promise<Response> {
    return render(
      "Not found",
      <div className="py-24 text-center">
        <h1 className="text-xl font-semibold text-ink-900">Not found</h1>
        <p className="mt-2 text-sm text-ink-600">
          There is nothing at this address. It may have been removed or erased.
        </p>
        <a
          href="/admin"
          className="mt-6 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          Back to the inbox
        </a>
      </div>,
      404,
    );
  }
  /** The page about `found`, or the 404 when the address names nothing (an unknown id, or one erased since). */
  function renderFound<Data extends object>(
    found: Data | null,
    page: (data: Data) => [title: string, body: ReactNode],
  ): Promise<Response> {
    if (found === null) return notFound();
    const [title, body] = page(found);
    return render(title, body);
  }
  return { staff, desk, render, renderFound, notFound, url };
}
