import { useId, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { PageAnswer, primaryButton, secondaryButton } from "~/components/staff/StaffList";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { formatCount } from "@rules/money";
import { percent } from "@rules/reviews";

// The catalogue import's form on /admin/exports. Without JavaScript it posts to the page's action, as any
// form. With it, the file goes to the JSON API by XMLHttpRequest, whose upload reports its progress: a large
// file shows "Uploading 40%", then "Checking 10,000 rows…" while the server plans it, in a live region.

export interface ImportProblem {
  line: number;
  sku?: string;
  message: string;
}

export interface ImportReportView {
  rows: number;
  problems: ImportProblem[];
  changes: { products: number; colours: number; variants: number; newProducts: number };
}

export interface ImportAnswerView {
  ok: boolean;
  message: string;
  problems: ImportProblem[];
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** What the staff are told of a checked or applied file. */
export function importMessage(report: ImportReportView, apply: boolean): string {
  const { changes } = report;
  const changed = `${formatCount(changes.products)} products, ${formatCount(changes.colours)} colours' prices and ${formatCount(changes.variants)} sizes' stock`;
  const made = plural(changes.newProducts, "new product", "new products");
  if (report.problems.length) {
    return `${formatCount(report.rows)} rows checked: ${plural(report.problems.length, "problem", "problems")} to fix before it can be applied`;
  }
  return apply
    ? `Applied: ${made} made, ${changed} changed`
    : `${formatCount(report.rows)} rows checked, no problems: applying it makes ${made} and changes ${changed}`;
}

/** The rows of a CSV file, roughly (a quoted line break counts twice): for the progress text only. */
const roughRows = (text: string) => Math.max(0, text.split(/\r?\n/).filter((line) => line.trim() !== "").length - 1);

type Progress = { phase: "uploading"; percent: number } | { phase: "checking"; rows: number; apply: boolean };

/** Sends the form's file to the JSON API, reporting the upload's progress; answers what the page shows. */
function sendWithProgress(
  form: HTMLFormElement,
  apply: boolean,
  onProgress: (percent: number) => void,
  onUploaded: () => void,
): Promise<ImportAnswerView> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/catalogue/import${apply ? "?apply=true" : ""}`);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, percent(event.loaded, event.total)));
    };
    request.upload.onload = onUploaded;
    request.onload = () => {
      const body = (request.response ?? {}) as {
        report?: ImportReportView;
        message?: string;
        errors?: unknown;
      };
      if (request.status === 200 && body.report) {
        const report = body.report;
        return resolve({
          ok: !report.problems.length,
          message: importMessage(report, apply),
          problems: report.problems,
        });
      }
      const problems = Array.isArray(body.errors)
        ? (body.errors as ImportProblem[]).filter((p) => typeof p?.line === "number")
        : [];
      resolve({ ok: false, message: body.message ?? "The file could not be imported: try again", problems });
    };
    request.onerror = () =>
      resolve({ ok: false, message: "The file could not be sent: check the connection and try again", problems: [] });
    const data = new FormData(form);
    data.delete("intent");
    request.send(data);
  });
}

export function CatalogueImportForm({
  answer,
  className,
}: {
  answer: ImportAnswerView | undefined;
  className: string;
}) {
  const navigation = useNavigation();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [sent, setSent] = useState<ImportAnswerView | null>(null);
  const statusId = useId();
  const busy = navigation.state === "submitting" || progress !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    // No file: the form's own post answers why, as without JavaScript.
    if (!file || typeof XMLHttpRequest === "undefined") return;
    event.preventDefault();
    const apply = submitter?.value === "apply";
    setSent(null);
    setProgress({ phase: "uploading", percent: 0 });
    const rows = roughRows(await file.text());
    const result = await sendWithProgress(
      form,
      apply,
      (percent) => setProgress({ phase: "uploading", percent }),
      () => setProgress({ phase: "checking", rows, apply }),
    );
    setProgress(null);
    setSent(result);
  }

  const statusText = !progress
    ? navigation.state === "submitting"
      ? "Reading the file…"
      : ""
    : progress.phase === "uploading"
      ? `Uploading ${progress.percent}%`
      : `${progress.apply ? "Checking and applying" : "Checking"} ${plural(progress.rows, "row", "rows")}…`;
  const shown = sent ?? (navigation.state === "idle" ? answer : undefined);

  return (
    <>
      <Form method="post" encType="multipart/form-data" className={className} onSubmit={submit}>
        <Field id="exports-import-file" label="Products CSV to import">
          {(control) => (
            <input {...control} type="file" name="file" accept=".csv,text/csv" required className={staffInput} />
          )}
        </Field>
        <button type="submit" name="intent" value="check" disabled={busy} className={secondaryButton}>
          Check file
        </button>
        <button type="submit" name="intent" value="apply" disabled={busy} className={primaryButton}>
          Apply changes
        </button>
      </Form>
      <div className="flex flex-col gap-2" data-testid="import-progress">
        <p id={statusId} role="status" aria-live="polite" className="text-sm text-muted">
          {statusText}
        </p>
        {progress ? (
          <progress
            aria-labelledby={statusId}
            max={100}
            {...(progress.phase === "uploading" && { value: progress.percent })}
            className="h-2 w-full max-w-md accent-current"
          />
        ) : null}
      </div>
      {shown ? <ImportAnswer answer={shown} /> : null}
    </>
  );
}

function ImportAnswer({ answer }: { answer: ImportAnswerView }) {
  return (
    <div className="flex flex-col gap-3" data-testid="import-answer">
      <PageAnswer answer={answer}>{answer.message}</PageAnswer>
      {answer.problems.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="import-problems">
            <caption className="sr-only">Problems in the file, by line</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Line
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  SKU
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.problems.slice(0, 500).map((problem, index) => (
                <tr key={index} className="border-b border-line align-top">
                  <td className="py-2 pr-3 tabular-nums">{problem.line}</td>
                  <td className="py-2 pr-3 break-all">{problem.sku ?? ""}</td>
                  <td className="py-2">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.problems.length > 500 ? (
            <p className="mt-2 text-sm text-muted">The first 500 are shown: fix them and check the file again.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
