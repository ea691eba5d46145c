import { data, redirect, type AppLoadContext } from "react-router";
import { loginPath } from "@rules/account";
import { NOT_YOUR_AREA, isStaffRole, mayOpenPage, type StaffPagePath } from "@rules/staff-roles";

/**
 * The staff pages' guard, for loaders and actions: signed out goes to /login (and back here after
 * signing in); a signed-in shopper who is not staff, or a member of staff whose role does not reach this
 * page (rules/staff-roles.ts), gets the 403 page with why.
 */
export function requireStaffPage(request: Request, context: AppLoadContext, page: StaffPagePath) {
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (!isStaffRole(user.role)) throw data(null, { status: 403 });
  if (!mayOpenPage(user.role, page)) throw data({ message: NOT_YOUR_AREA }, { status: 403 });
  return user;
}
