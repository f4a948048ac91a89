import { lazy, Suspense, useEffect, useState } from "react";
import { toastRequestedEvent } from "./toast-requested";

// Radix Toast and the toast store are fetched with the first toast, keeping them out of every
// page's first load; the region only listens for the store's announcement.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function ToastRegion() {
  // Once a toast has been shown the region stays, so later toasts animate in and out.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const show = () => setNeeded(true);
    window.addEventListener(toastRequestedEvent, show, { once: true });
    return () => window.removeEventListener(toastRequestedEvent, show);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
