import { describe, expect, it } from "vitest";
import { setUpTestServer } from "../helpers/harness";
import { builtPages } from "../helpers/app";
import { PIN_MESSAGE } from "@rules/address";
import { pinNotFound } from "@rules/delivery";

const shop = setUpTestServer(async () => ({ pages: await builtPages() }));

/** "Check delivery" as the page's fetcher posts it (React Router's data request, with the script's mark). */
const pagePost = (pin: string) =>
  fetch(`${shop.url}/delivery.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: shop.url },
    body: new URLSearchParams({ pin, js: "1", redirectTo: "/" }).toString(),
  });

describe("Check delivery's two transports", () => {
  it("answer one shape with one status: the estimate, or the PIN code with why not", async () => {
    for (const [pin, status, says] of [
      ["560038", 200, "Karnataka"],
      ["999999", 404, pinNotFound("999999")],
      ["012345", 400, PIN_MESSAGE],
    ] as const) {
      const api = await fetch(`${shop.url}/api/delivery/${pin}`);
      expect(api.status).toBe(status);
      const body = (await api.json()) as Record<string, unknown>;
      expect(body.pin).toBe(pin);
      expect(Object.values(body)).toContain(says);

      const page = await pagePost(pin);
      expect(page.status).toBe(status);
      // The data request's encoding (turbo-stream) carries the same keys and values.
      const text = await page.text();
      for (const key of Object.keys(body)) expect(text).toContain(`"${key}"`);
      expect(text).toContain(JSON.stringify(says));
      expect(text).not.toContain('"estimate"');
      expect(text).not.toContain('"error"');
    }
  });
});
