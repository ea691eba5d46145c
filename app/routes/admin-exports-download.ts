import { data } from "react-router";
import { NOT_YOUR_AREA, mayWork } from "@rules/staff-roles";
import type { Route } from "./+types/admin-exports-download";
import { requireStaffPage } from "~/.server/staff-guard";
import { redirectWithFlash } from "~/lib/flash";
import { staffFailure } from "~/lib/staff-failure";

/**
 * The staff's downloads, from the exports page's forms (plain GET forms: they work without JavaScript).
 * `kind` picks the file; a refused choice (a bad date) goes back to the page with why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaffPage(request, context, "/admin/exports/download");
  const params = new URL(request.url).searchParams;
  // The catalogue's file is the catalogue staff's too; the orders' and GST files are the owner's.
  if (!mayWork(user.role, params.get("kind") === "catalogue" ? "catalogue" : "salesExports")) {
    throw data({ message: NOT_YOUR_AREA }, { status: 403 });
  }
  const query = Object.fromEntries(params);
  const { exports } = context.services.staff;
  try {
    const file =
      params.get("kind") === "gstr1"
        ? await exports.gstr1File(query)
        : params.get("kind") === "catalogue"
          ? await exports.catalogueFile()
          : await exports.ordersFile(query);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    const { message } = staffFailure(error);
    const back = new URLSearchParams(params);
    back.delete("kind");
    return redirectWithFlash(context, `/admin/exports?${back}`, message, "error");
  }
}
