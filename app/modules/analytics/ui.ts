export { isSecretAddress, secretAddressHandle } from "./lib/secret-address";
export { startTracking, trackPageView } from "./lib/tracker";
