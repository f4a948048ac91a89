export { AppointmentDialogProvider } from "./components/appointment-dialog-provider";
export { useAppointmentDialog } from "./lib/appointment-dialog";
