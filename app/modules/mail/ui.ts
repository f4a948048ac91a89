export { loader } from "./desk/outbox";
