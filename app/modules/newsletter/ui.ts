export { StayUpdatedSection } from "./components/stay-updated-section";
