import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type * as FieldCheckModule from "./field-check";

type FieldCheck = typeof FieldCheckModule;

let loaded: FieldCheck | undefined;
// Only the browser asks for it (the server's action imports it as any module).
const load = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error("not on the server"))
    : import("./field-check").then((module) => (loaded = module));

/**
 * The checkout's field check (field-check.ts: the order's zod schema, a fifth of the page's script), fetched
 * once the page has hydrated instead of with its first load. `check` is undefined until it has come, and so
 * in the server's render and the browser's first alike (nothing asks for it before the page has hydrated),
 * which then show the same: the server's messages for what it was sent. `ready` resolves once the check is
 * in use: a submit before then waits for it.
 */
export function useFieldCheck(): { check: FieldCheck | undefined; ready: () => Promise<void> } {
  const [check, setCheck] = useState(() => loaded);
  useEffect(() => {
    // Should the script not come, the server still checks what is sent.
    if (!check) load().then(setCheck, () => {});
  }, [check]);
  const ready = useCallback(() => load().then((module) => flushSync(() => setCheck(module))), []);
  return { check, ready };
}
