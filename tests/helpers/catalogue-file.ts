/** Posts a catalogue CSV to the staff's import as the API takes it: checked, or applied with `apply`. */
export async function postCatalogueFile(url: string, token: string, csv: string, apply = false) {
  const res = await fetch(`${url}/api/admin/catalogue/import${apply ? "?apply=true" : ""}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as Record<string, never> };
}
