import type { Route } from "./+types/admin-exports-download";
import { requireAdminPage } from "~/.server/staff-guard";
import { redirectWithFlash } from "~/lib/flash";
import { staffFailure } from "~/lib/staff-failure";

/**
 * The staff's downloads, from the exports page's forms (plain GET forms: they work without JavaScript).
 * `kind` picks the file; a refused choice (a bad date) goes back to the page with why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
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
