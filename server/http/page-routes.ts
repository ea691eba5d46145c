import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What a page's route module says about itself in its `handle` (app/lib/seo.ts). */
export interface PageHandle {
  /** The page is the same for every visitor without page cookies: shared caches may keep it. */
  shared?: boolean;
}

/**
 * The handle of the page a path shows, found the way React Router will find it (the build's routes, nested
 * as they are declared), so that a decision about a request can be taken before the page is rendered.
 */
export function pageHandleFinder(build: ServerBuild): (pathname: string) => PageHandle {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const nodes = new Map<string, RouteObject>(
    routes.map((route) => [
      route.id,
      { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject,
    ]),
  );
  const top: RouteObject[] = [];
  for (const route of routes) {
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    const siblings = parent ? (parent.children ??= []) : top;
    siblings.push(nodes.get(route.id)!);
  }
  // React Router ranks every route again on each call (0.42 ms here, with a route per collection path), so
  // each path's answer is kept ({} for a route without a handle).
  const known = new LRUCache<string, PageHandle>({ max: 10_000 });
  return (pathname) => {
    let handle = known.get(pathname);
    if (handle === undefined) {
      const leaf = matchRoutes(top, pathname, build.basename)?.at(-1);
      handle = (leaf?.route.id && (build.routes[leaf.route.id]?.module.handle as PageHandle | undefined)) || {};
      known.set(pathname, handle);
    }
    return handle;
  };
}
