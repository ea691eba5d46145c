import type { Request } from "express";

/**
 * The guest's and the session's cookies: SameSite=Lax, Secure over HTTPS; with CROSS_SITE_COOKIES (a
 * storefront on another site, docs/decisions/010), SameSite=None and always Secure, as browsers require.
 */
export interface CookiePolicy {
  sameSite: "lax" | "none";
  secure: boolean;
}

export function cookiePolicy(req: Request): CookiePolicy {
  const crossSite = req.app.locals.crossSiteCookies === true;
  return { sameSite: crossSite ? "none" : "lax", secure: crossSite || req.secure };
}

/** The policy as Set-Cookie attributes: "SameSite=Lax; Secure". */
export const cookieAttributes = (policy: CookiePolicy) =>
  `SameSite=${policy.sameSite === "none" ? "None" : "Lax"}${policy.secure ? "; Secure" : ""}`;
