import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Unknown paths: the 404 page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
