import { data, redirect, type AppLoadContext } from "react-router";
import { loginPath } from "@rules/account";

/**
 * The staff pages' guard, for loaders and actions: signed out goes to /login (and back here after
 * signing in); a signed-in shopper who is not staff gets the 403 page.
 */
export function requireAdminPage(request: Request, context: AppLoadContext) {
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (user.role !== "admin") throw data(null, { status: 403 });
  return user;
}
