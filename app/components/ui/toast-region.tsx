import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

// Radix Toast is fetched with the first toast, keeping it out of every page's first load.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function ToastRegion() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
