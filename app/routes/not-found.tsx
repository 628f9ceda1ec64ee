import { data } from "react-router";

/** Any URL no other route matches: a real 404 page rendered by the root ErrorBoundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
