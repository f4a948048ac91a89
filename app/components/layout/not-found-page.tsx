import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="relative isolate flex min-h-[80vh] items-center justify-center overflow-hidden px-4 pt-24 pb-16">
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-white" />
      <div className="max-w-xl text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">404 Page Not Found</h1>
        <p className="mt-4 text-base leading-7 text-ink-600">
          The page you are looking for does not exist or has been moved.
        </p>
        <Link to="/" className={`${buttonClasses("primary", "lg")} mt-10`}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
