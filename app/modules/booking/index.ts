export { appointmentSchema, notProvided } from "./schemas/appointment";
