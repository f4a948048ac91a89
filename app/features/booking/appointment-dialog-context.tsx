import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

// The dialog (and its calendar) is fetched the first time someone asks for it,
// so no page pays for it in its first-load JavaScript.
const AppointmentDialog = lazy(() => import("./appointment-dialog").then((m) => ({ default: m.AppointmentDialog })));

type AppointmentDialogControls = { openAppointmentDialog: () => void };

const AppointmentDialogContext = createContext<AppointmentDialogControls | null>(null);

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

export function useAppointmentDialog(): AppointmentDialogControls {
  const controls = useContext(AppointmentDialogContext);
  if (!controls) throw new Error("useAppointmentDialog must be used inside AppointmentDialogProvider");
  return controls;
}
