/** JSON output in Prettier's style, so the committed file passes `prettier --check`. */

const PRINT_WIDTH = 120; // matches .prettierrc.json

// ---------------------------------------------------------------------------
// JSON output (2-space indent; short arrays inline, matching Prettier's JSON style)
// ---------------------------------------------------------------------------

export function toJson(value: unknown, indent = 0, prefixLen = 0): string {
  const pad = " ".repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((v) => toJson(v, indent + 2, 0));
    const inline = `[${items.join(", ")}]`;
    const simple = value.every((v) => typeof v !== "object" || v === null);
    if (simple && !inline.includes("\n") && indent + prefixLen + inline.length + 1 <= PRINT_WIDTH) return inline;
    return `[\n${items.map((s) => `${pad}  ${s}`).join(",\n")}\n${pad}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return `${pad}  ${key}${toJson(v, indent + 2, key.length)}`;
    });
    return `{\n${lines.join(",\n")}\n${pad}}`;
  }
  return JSON.stringify(value);
}
