export { action as accountPageAction } from "./desk/account";
