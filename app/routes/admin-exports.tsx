import { data } from "react-router";
import type { Route } from "./+types/admin-exports";
import { StaffPage } from "~/components/staff/StaffNav";
import { choices, PageAnswer, primaryButton, secondaryButton } from "~/components/staff/StaffList";
import { CatalogueImportForm, importMessage, type ImportProblem } from "~/components/staff/CatalogueImportForm";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@rules/order-status";
import { istDayOf } from "@rules/coupon-schema";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { noticeFrom } from "~/lib/flash";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";
import { NOT_YOUR_AREA, mayWork } from "@rules/staff-roles";

/** The largest catalogue file the page takes (as the API). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaffPage(request, context, "/admin/exports");
  const params = new URL(request.url).searchParams;
  const today = istDayOf(new Date());
  const [year, month] = today.split("-").map(Number) as [number, number];
  const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
  return {
    from: params.get("from") ?? `${today.slice(0, 8)}01`,
    to: params.get("to") ?? today,
    status: params.get("status") ?? "",
    month: params.get("month") ?? lastMonth,
    file: params.get("file") ?? "gstr1.json",
    ...noticeFrom(context),
    /** Which of the page's parts this member of staff's role reaches. */
    sales: mayWork(user.role, "salesExports"),
    catalogue: mayWork(user.role, "catalogue"),
  };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Exports", "The staff's exports: orders, GSTR-1 and the catalogue, and its import.");

/** A catalogue file posted (multipart): checked ("check"), or applied ("apply") in one go. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/exports");
  if (!mayWork(user.role, "catalogue")) throw data({ message: NOT_YOUR_AREA }, { status: 403 });
  const form = await readForm(request);
  const apply = form.get("intent") === "apply";
  const file = form.get("file");
  const refuse = (message: string, problems: ImportProblem[] = []) =>
    data({ ok: false as const, apply, message, problems, report: null }, { status: 400 });
  if (!(file instanceof File) || file.size === 0) return refuse("Choose the CSV file to import");
  if (file.size > MAX_FILE_BYTES) return refuse("The file is larger than 10 MB");
  try {
    const report = await context.services.staff.exports.importCatalogue(await file.text(), apply, user);
    const message = importMessage(report, apply);
    return { ok: report.problems.length === 0, apply, message, problems: report.problems, report };
  } catch (error) {
    const failure = staffFailure(error);
    const details = (error as { details?: unknown }).details;
    return refuse(failure.message, Array.isArray(details) ? (details as ImportProblem[]) : []);
  }
}

const STATUS_CHOICES: [string, string][] = [
  ["", "All statuses"],
  ...ORDER_STATUSES.map((s): [string, string] => [s, ORDER_STATUS_LABELS[s]]),
];

const GSTR1_CHOICES: [string, string][] = [
  ["gstr1.json", "JSON for the GST offline tool"],
  ["b2cs.csv", "B2CS (small, by state and rate) CSV"],
  ["b2cl.csv", "B2CL (large inter-state invoices) CSV"],
  ["cdnur.csv", "CDNUR (credit notes of B2CL) CSV"],
  ["hsn.csv", "HSN summary CSV"],
];

const section = "flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-6";
const row = "flex flex-wrap items-end gap-3";

export default function AdminExports({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Exports</h1>
        <p className="mt-1 text-sm text-muted">Files for the accounts and the GST return, and the catalogue in bulk.</p>
      </header>
      {loaderData.notice ? (
        <PageAnswer answer={{ ok: !loaderData.noticeIsError }} testId="exports-notice">
          {loaderData.notice}
        </PageAnswer>
      ) : null}

      {loaderData.sales ? (
        <>
          <section className={section} aria-labelledby="exports-orders">
            <div>
              <h2 id="exports-orders" className="text-lg font-semibold">
                Orders
              </h2>
              <p className="text-sm text-muted">
                One row per item (and delivery charge) with its taxable value, GST rate, CGST, SGST or IGST and
                discount. Days are India&apos;s, both included.
              </p>
            </div>
            {/* A plain form: the browser downloads the file, with or without JavaScript. */}
            <form method="get" action="/admin/exports/download" className={row}>
              <input type="hidden" name="kind" value="orders" />
              <Field id="exports-from" label="From">
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    name="from"
                    required
                    defaultValue={loaderData.from}
                    className={staffInput}
                  />
                )}
              </Field>
              <Field id="exports-to" label="To">
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    name="to"
                    required
                    defaultValue={loaderData.to}
                    className={staffInput}
                  />
                )}
              </Field>
              <Field id="exports-status" label="Status">
                {(control) => (
                  <select {...control} name="status" defaultValue={loaderData.status} className={staffInput}>
                    {choices(STATUS_CHOICES)}
                  </select>
                )}
              </Field>
              <button type="submit" className={primaryButton}>
                Download orders CSV
              </button>
            </form>
          </section>

          <section className={section} aria-labelledby="exports-gstr1">
            <div>
              <h2 id="exports-gstr1" className="text-lg font-semibold">
                GSTR-1
              </h2>
              <p className="text-sm text-muted">
                A month&apos;s invoices less its credit notes: B2CS by place of supply and rate, B2CL invoices above 1
                lakh rupees with their credit notes (CDNUR), and the HSN summary.
              </p>
            </div>
            <form method="get" action="/admin/exports/download" className={row}>
              <input type="hidden" name="kind" value="gstr1" />
              <Field id="exports-month" label="Month" hint="YYYY-MM">
                {(control) => (
                  <input
                    {...control}
                    type="month"
                    name="month"
                    required
                    pattern="\d{4}-\d{2}"
                    defaultValue={loaderData.month}
                    className={staffInput}
                  />
                )}
              </Field>
              <Field id="exports-file" label="File">
                {(control) => (
                  <select {...control} name="file" defaultValue={loaderData.file} className={staffInput}>
                    {choices(GSTR1_CHOICES)}
                  </select>
                )}
              </Field>
              <button type="submit" className={primaryButton}>
                Download GSTR-1 file
              </button>
            </form>
          </section>
        </>
      ) : null}

      {loaderData.catalogue ? (
        <section className={section} aria-labelledby="exports-catalogue">
          <div>
            <h2 id="exports-catalogue" className="text-lg font-semibold">
              Catalogue
            </h2>
            <p className="text-sm text-muted">
              Shopify&apos;s product CSV, one row per colour and size. Edit titles, descriptions, Published, prices
              (what shoppers pay) and stock, then import it: rows are matched by Variant SKU, and nothing changes until
              a file has no problems. A handle and SKUs the store does not have make a new product (a file exported from
              Shopify): its first row needs a Title and an Image Src, every row a Variant Price, and its Type is one of
              the store&apos;s categories.
            </p>
          </div>
          <form method="get" action="/admin/exports/download" className={row}>
            <input type="hidden" name="kind" value="catalogue" />
            <button type="submit" className={secondaryButton}>
              Download products CSV
            </button>
          </form>
          <CatalogueImportForm answer={actionData} className={row} />
        </section>
      ) : null}
    </StaffPage>
  );
}
