import { data } from "react-router";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { seoMeta } from "#app/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return seoMeta(
    {
      path: "/404",
      title: "Page Not Found",
      description: "The page you are looking for does not exist or has been moved.",
    },
    { noindex: true },
  );
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
