export { CookiePolicy } from "./components/legal/policies/cookie-policy";
export { PrivacyPolicy } from "./components/legal/policies/privacy-policy";
