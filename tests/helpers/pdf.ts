import { PDFParse } from "pdf-parse";

/** The text of a PDF (an invoice or a credit note), as a reader would copy it out. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** How a document is asked for: with a Bearer token (a shopper's or the staff's), or as a plain form posts it. */
export interface DocumentRequest {
  token?: string;
  form?: Record<string, string>;
}

/** A GET of `path` on `base` (a POST of the form where one is given); answers the response and its bytes. */
export async function fetchDocument(base: string, path: string, init: DocumentRequest = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.form ? "POST" : "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
