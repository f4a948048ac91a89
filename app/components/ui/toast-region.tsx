import { lazy, Suspense, useState } from "react";
import { useToasts } from "./toast-store";

// Radix Toast is fetched with the first toast, keeping it out of every page's first load.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function ToastRegion() {
  const toasts = useToasts();
  // Once a toast has been shown the region stays, so later toasts animate in and out.
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
