/** Stands in for the cards while their chunk loads (only after a client-side navigation). */
export function SpecializationsSkeleton() {
  return (
    <div aria-busy="true" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading the specializations</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-[25rem] animate-pulse rounded-2xl bg-ink-100" />
      ))}
    </div>
  );
}
