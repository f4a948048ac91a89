export { loader as outboxPageLoader } from "./desk/outbox";
