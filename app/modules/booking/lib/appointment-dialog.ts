import { createContext, useContext } from "react";

/**
 * Any control on any page can open the appointment dialog. The dialog itself lives in
 * features/booking (its provider wraps every page in root.tsx); what lower layers such as the header
 * need is only this handle, so they do not depend on the booking feature.
 */
export type AppointmentDialogControls = { openAppointmentDialog: () => void };

export const AppointmentDialogContext = createContext<AppointmentDialogControls | null>(null);

export function useAppointmentDialog(): AppointmentDialogControls {
  const controls = useContext(AppointmentDialogContext);
  if (!controls) throw new Error("useAppointmentDialog must be used inside AppointmentDialogProvider");
  return controls;
}
