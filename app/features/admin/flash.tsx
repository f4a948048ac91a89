import { CheckCircle2, TriangleAlert } from "lucide-react";
import { errorText, noticeText } from "#app/lib/admin/notices";

/** The sentence a form's redirect asked for (`?notice=` / `?error=`), from the fixed catalogue only. */
export function Flash({ notice, error }: { notice: string | null; error: string | null }) {
  const good = noticeText(notice);
  const bad = errorText(error);
  if (!good && !bad) return null;
  return (
    <div
      role={bad ? "alert" : "status"}
      className={
        bad
          ? "mb-6 flex items-start gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
          : "mb-6 flex items-start gap-3 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800 ring-1 ring-emerald-200"
      }
    >
      {bad ? (
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
      )}
      <p>{bad ?? good}</p>
    </div>
  );
}

export function flashOf(url: URL): { notice: string | null; error: string | null } {
  return { notice: url.searchParams.get("notice"), error: url.searchParams.get("error") };
}
