import { CheckCircle2, Info, TriangleAlert } from "lucide-react";
import { errorText, noticeText, type AdminNoticeCode } from "#app/lib/admin/notices";

/** Notices that ask for something still to do, rather than report what was done. */
const asking: ReadonlySet<string> = new Set<AdminNoticeCode>([
  "lost-reason-asked",
  "draft-restored",
  "sign-in-to-save",
  "sign-in-to-redo",
]);

const looks = {
  error: "bg-red-50 text-red-800 ring-red-200",
  ask: "bg-brand-50 text-brand-900 ring-brand-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

/** The sentence a form's redirect asked for (`?notice=` / `?error=`), from the fixed catalogue only. */
export function Flash({ notice, error }: { notice: string | null; error: string | null }) {
  const good = noticeText(notice);
  const bad = errorText(error);
  if (!good && !bad) return null;
  const look = bad ? "error" : asking.has(notice ?? "") ? "ask" : "done";
  const Icon = { error: TriangleAlert, ask: Info, done: CheckCircle2 }[look];
  return (
    <div
      role={bad ? "alert" : "status"}
      className={`mb-6 flex items-start gap-3 rounded-lg px-4 py-3 text-sm ring-1 ${looks[look]}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{bad ?? good}</p>
    </div>
  );
}

/**
 * A sentence our server wrote: what the last action did (from the signed flash cookie), or why the
 * form on this page changed nothing.
 */
export function FlashSentence({ message, refused = false }: { message: string; refused?: boolean }) {
  const Icon = refused ? TriangleAlert : CheckCircle2;
  return (
    <div
      role={refused ? "alert" : "status"}
      className={`mb-6 flex items-start gap-3 rounded-lg px-4 py-3 text-sm ring-1 ${refused ? looks.error : looks.done}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

export function flashOf(url: URL): { notice: string | null; error: string | null } {
  return { notice: url.searchParams.get("notice"), error: url.searchParams.get("error") };
}
