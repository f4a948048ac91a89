import { CheckCircle2, Info, TriangleAlert } from "lucide-react";

const looks = {
  refused: "bg-red-50 text-red-800 ring-red-200",
  asking: "bg-brand-50 text-brand-900 ring-brand-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

/**
 * A sentence our server wrote: what the last action did (from the signed flash cookie), why the
 * form on this page changed nothing (`refused`), or what is still to do (`asking`).
 */
export function FlashSentence({
  message,
  refused = false,
  asking = false,
}: {
  message: string;
  refused?: boolean;
  asking?: boolean;
}) {
  const look = refused ? "refused" : asking ? "asking" : "done";
  const Icon = { refused: TriangleAlert, asking: Info, done: CheckCircle2 }[look];
  return (
    <div
      role={refused ? "alert" : "status"}
      className={`mb-6 flex items-start gap-3 rounded-lg px-4 py-3 text-sm ring-1 ${looks[look]}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
