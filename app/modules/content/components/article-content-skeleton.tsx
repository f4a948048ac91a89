/** Roughly the body's shape while its chunk loads after a client-side navigation. */
export function ArticleContentSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
      <span className="sr-only">Loading the article</span>
      <div className="grid max-w-3xl gap-4">
        {Array.from({ length: 8 }, (_, index) => (
          <span
            key={index}
            className="h-5 animate-pulse rounded bg-ink-100"
            style={{ width: `${92 - (index % 3) * 9}%` }}
          />
        ))}
      </div>
    </div>
  );
}
