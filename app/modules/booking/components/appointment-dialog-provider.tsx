import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { AppointmentDialogContext } from "#app/modules/booking/lib/appointment-dialog";

// The dialog (and its calendar) is fetched the first time someone asks for it,
// so no page pays for it in its first-load JavaScript.
const AppointmentDialog = lazy(() => import("./appointment-dialog").then((m) => ({ default: m.AppointmentDialog })));

/** Gives every page `useAppointmentDialog()` (app/modules/booking/lib/appointment-dialog.ts) and renders the dialog once asked. */
export function AppointmentDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openAppointmentDialog = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openAppointmentDialog }), [openAppointmentDialog]);
  return (
    <AppointmentDialogContext.Provider value={controls}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <AppointmentDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </AppointmentDialogContext.Provider>
  );
}
