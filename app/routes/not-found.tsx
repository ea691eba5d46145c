import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

// Rendered by the root ErrorBoundary, which knows the 404 face.
export default function NotFound() {
  return null;
}
