import { data, type AppLoadContext } from "react-router";
import { staffFailure } from "~/lib/staff-failure";
import {
  SIZE_PRICE_FIELD,
  type ColourAnswer,
  type ColourIntent,
  type ColourValues,
} from "~/components/staff/ColourForm";
import { STAFF_MESSAGES, colourLabel, suggestedSku } from "@rules/staff";

type Staff = AppLoadContext["services"]["staff"];

const FIELDS = ["name", "sku", "price", "oldPrice", "description"] as const;

/** The field a refusal is about, from the domain's details (zod's issues, or one of the same shape). */
function fieldErrors(error: unknown): ColourAnswer["errors"] {
  const details = (error as { details?: unknown } | null)?.details;
  const errors: ColourAnswer["errors"] = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details as { path?: unknown[]; message?: unknown }[]) {
    const field = issue.path?.[0];
    if (typeof field !== "string" || typeof issue.message !== "string") continue;
    if ([...FIELDS, "images", "sizePrices"].includes(field)) errors[field as keyof ColourValues] ??= issue.message;
  }
  return errors;
}

/**
 * The staff page's colour forms (docs/decisions/036-staff-manage-colours.md): add, edit, move or remove a
 * colour through the same services as the JSON API. A refusal answers its message, each field's message
 * and what was typed, with the refusal's status.
 */
export async function colourAction(
  staff: Staff,
  productId: number,
  intent: ColourIntent,
  form: FormData,
  /** The member of staff making the change (the audit log's entry). */
  actor: { id: number; email: string },
) {
  const rawId = form.get("colourId");
  const colourId = typeof rawId === "string" && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const values: ColourValues = {
    ...(Object.fromEntries(FIELDS.map((field) => [field, text(field)])) as Omit<ColourValues, "images" | "sizePrices">),
    // An address typed before the page's script ran posts as one more photo; an empty one is no photo.
    images: form.getAll("images").filter((src): src is string => typeof src === "string" && src.trim() !== ""),
    sizePrices: Object.fromEntries(
      [...form.keys()]
        .filter((key) => key.startsWith(SIZE_PRICE_FIELD))
        .map((key) => [key.slice(SIZE_PRICE_FIELD.length), text(key)]),
    ),
  };
  const answer = (ok: boolean, message: string, errors: ColourAnswer["errors"] = {}): ColourAnswer => ({
    intent,
    colourId: intent === "addColour" ? null : colourId,
    ok,
    message,
    errors,
    values: ok ? null : values,
  });

  const product = await staff.getProduct(productId);
  if (!product) throw data(null, { status: 404 });
  const colour = product.colours.find((c) => c.id === colourId);
  if (intent !== "addColour" && (!colour || colourId === null)) {
    return data(answer(false, STAFF_MESSAGES.colourNotFound), { status: 404 });
  }
  const label = colour ? colourLabel(colour) : "";
  try {
    switch (intent) {
      case "addColour": {
        // Without the page's script no SKU was suggested as the name was typed: suggest one now.
        if (values.sku.trim() === "" && values.name.trim() !== "") {
          values.sku = suggestedSku(product.sku, values.name);
          const message = `${STAFF_MESSAGES.sku}. Suggested: ${values.sku}; add the colour again to use it.`;
          return data(answer(false, message, { sku: message }), { status: 400 });
        }
        await staff.addColour(productId, values, actor);
        return answer(true, `${values.name.replace(/\s+/g, " ").trim()} added: count its stock in the grid above.`);
      }
      case "editColour": {
        // The first colour's photos, prices and description are the product's: its form has only these.
        const first = product.colours[0]!.id === colourId;
        const { sizePrices } = values;
        await staff.updateColour(
          productId,
          colourId!,
          first ? { name: values.name, sku: values.sku, sizePrices } : values,
          actor,
        );
        return answer(true, `${values.name.replace(/\s+/g, " ").trim() || label} saved ✅`);
      }
      case "moveColour": {
        const position = Number(text("position"));
        await staff.updateColour(productId, colourId!, { position: text("position") }, actor);
        return answer(true, `${label} is now colour ${position} of ${product.colours.length}.`);
      }
      case "removeColour":
        await staff.removeColour(productId, colourId!, actor);
        return answer(true, `${label} removed.`);
    }
  } catch (error) {
    const failure = staffFailure(error);
    return data(answer(false, failure.message, fieldErrors(error)), { status: failure.status });
  }
}
