import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { aliasTarget } from "@rules/collections";

export function loader({ request }: Route.LoaderArgs) {
  // The words shoppers type for a collection ("/shoes", "/watches") lead to it, for good (301).
  const target = aliasTarget(new URL(request.url).pathname);
  if (target) throw redirect(target, 301);
  throw data(null, { status: 404 });
}

// Rendered by the root ErrorBoundary, which knows the 404 face.
export default function NotFound() {
  return null;
}
