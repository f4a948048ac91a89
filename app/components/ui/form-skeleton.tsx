/**
 * Stands in for a form whose code is still loading (only seen after a client-side
 * navigation: server-rendered pages already show the real form). Roughly the same height,
 * so nothing below it jumps when the form arrives.
 */
export function FormSkeleton({ fields, className }: { fields: number; className?: string }) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only">Loading the form</span>
      <div className="grid gap-5">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="grid gap-1.5">
            <span className="h-5 w-28 animate-pulse rounded bg-ink-100" />
            <span className="h-11 animate-pulse rounded-lg bg-ink-100" />
          </div>
        ))}
        <span className="mt-1 h-12 animate-pulse rounded-lg bg-brand-100" />
      </div>
    </div>
  );
}
