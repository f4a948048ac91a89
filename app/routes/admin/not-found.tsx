import { data } from "react-router";

/** Any other address under /admin (for signed-in staff): the admin area's own 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
