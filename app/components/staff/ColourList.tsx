import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { ColourForm, EMPTY_COLOUR, colourValues, type ColourAnswer } from "./ColourForm";
import { formatRupees } from "@rules/money";
import { colourLabel, type StaffColourStock, type StaffProductView } from "@rules/staff";

/** The form the page is sending, if any: its intent and colour. */
export interface Pending {
  intent: string;
  colourId: number | null;
}

const small =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-line bg-white px-2 text-sm font-semibold hover:border-ink disabled:cursor-not-allowed disabled:opacity-40";

/**
 * What a colour costs, in the staff's words: its own price (before the markup), or the product's; then the
 * sizes that cost otherwise ("XXL ₹1,199").
 */
function priceWords(colour: StaffColourStock, first: boolean, product: StaffProductView) {
  const own = Object.entries(colour.sizePrices).map(([size, price]) => `size ${size} ${formatRupees(price)}`);
  const sizes = own.length ? `; ${own.join(", ")}` : "";
  if (first || colour.price === null) return `Product's price, ${formatRupees(product.basePrice)}${sizes}`;
  const was = colour.oldPrice === null ? "" : `, was ${formatRupees(colour.oldPrice)}`;
  return `${formatRupees(colour.price)}${was}${sizes}`;
}

/** One button in a form of its own: a move or a removal, posted to the page's action. */
function RowButton({
  intent,
  colour,
  position,
  label,
  disabled,
  move,
  children,
}: {
  intent: "moveColour" | "removeColour";
  colour: StaffColourStock;
  position?: number;
  label: string;
  disabled?: boolean;
  move?: "up" | "down";
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="colourId" value={colour.id} />
      {position === undefined ? null : <input type="hidden" name="position" value={position} />}
      <button type="submit" className={small} aria-label={label} disabled={disabled} data-move={move}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The product's colours, in order (the first is what lists show): each with its main photo, SKU, stock
 * and price, buttons to move it earlier or later or remove it, and its form; then the form for a new one.
 * Every button and form posts to the page's action, with or without the page's script.
 */
export function ColourList({
  product,
  answer,
  pending,
}: {
  product: StaffProductView;
  answer: ColourAnswer | undefined;
  pending: Pending | null;
}) {
  const { colours } = product;
  const about = (colourId: number | null, ...intents: string[]) =>
    answer && answer.colourId === colourId && intents.includes(answer.intent) ? answer : undefined;
  const rowAnswer = answer && (answer.intent === "moveColour" || answer.intent === "removeColour") ? answer : undefined;
  const busy = (intent: string, colourId: number | null = null) =>
    pending?.intent === intent && pending.colourId === colourId;

  // A moved colour's row is put back in the page, which takes the focus from its button: the keyboard
  // goes back to it (or to the other one at an end), once the list is in its new order.
  const order = colours.map((colour) => colour.id).join();
  useEffect(() => {
    if (answer?.intent !== "moveColour" || !answer.ok || answer.colourId === null) return;
    const row = document.getElementById(`colour-${answer.colourId}`);
    const [up, down] = [...(row?.querySelectorAll<HTMLButtonElement>("button[data-move]") ?? [])];
    (up && !up.disabled ? up : down)?.focus();
  }, [answer, order]);

  return (
    <section
      aria-labelledby="colours-title"
      className="flex max-w-3xl flex-col gap-4 rounded-lg border border-line bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="colours-title" className="text-lg font-bold">
          Colours
        </h2>
        <p className="mt-1 text-sm text-muted">
          The first colour is the one lists and cards show. A new colour starts with no stock: count it in the stock
          grid above.
        </p>
      </div>
      {/* Every change said here: a form's own details may have closed when the page came back. */}
      <p role="status" className="text-sm font-semibold text-ink empty:hidden">
        {answer?.ok ? answer.message : ""}
      </p>
      <p role="alert" className="text-sm font-semibold text-accent-dark empty:hidden">
        {rowAnswer && !rowAnswer.ok ? rowAnswer.message : ""}
      </p>
      <ol className="flex flex-col gap-3" data-testid="colour-list">
        {colours.map((colour, i) => {
          const label = colourLabel(colour);
          const edit = about(colour.id, "editColour");
          return (
            <li key={colour.id} id={`colour-${colour.id}`} className="rounded-md border border-line bg-canvas p-3">
              <div className="flex flex-wrap items-start gap-3">
                <img src={colour.image} alt="" className="h-16 w-14 shrink-0 rounded bg-white object-cover" />
                {/* On a phone the buttons go under the words rather than squeeze them. */}
                <div className="min-w-[11rem] flex-1 text-sm">
                  <p className="font-semibold break-words">
                    <span data-testid="colour-name">{label}</span>
                    {i === 0 ? (
                      <span className="ml-2 inline-block rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap">
                        First: in lists
                      </span>
                    ) : null}
                  </p>
                  <p className="text-muted break-all">
                    {colour.sku} · {colour.stock} in stock
                  </p>
                  <p className="text-muted">{priceWords(colour, i === 0, product)}</p>
                </div>
                <div className="ml-auto flex shrink-0 gap-1">
                  <RowButton
                    intent="moveColour"
                    colour={colour}
                    position={i}
                    label={`Move ${label} earlier`}
                    disabled={i === 0}
                    move="up"
                  >
                    <ArrowUp aria-hidden="true" size={16} />
                  </RowButton>
                  <RowButton
                    intent="moveColour"
                    colour={colour}
                    position={i + 2}
                    label={`Move ${label} later`}
                    disabled={i === colours.length - 1}
                    move="down"
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </RowButton>
                  {colours.length > 1 ? (
                    <RowButton intent="removeColour" colour={colour} label={`Remove ${label}`}>
                      <Trash2 aria-hidden="true" size={16} />
                    </RowButton>
                  ) : null}
                </div>
              </div>
              <details className="mt-2" open={edit !== undefined && !edit.ok}>
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent underline">
                  {`Edit ${label}`}
                </summary>
                <div className="mt-2">
                  <ColourForm
                    // A saved colour's values start its form afresh.
                    key={JSON.stringify(colourValues(colour))}
                    idPrefix={`colour-${colour.id}`}
                    intent="editColour"
                    colour={colour}
                    first={i === 0}
                    initial={colourValues(colour)}
                    answer={edit}
                    product={product}
                    busy={busy("editColour", colour.id)}
                    submit={`Save ${label}`}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      {colours.length === 1 ? (
        <p className="text-sm text-muted">A product keeps at least one colour: this one cannot be removed.</p>
      ) : null}
      <details className="rounded-md border border-line p-3" open={about(null, "addColour")?.ok === false}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
          <Plus aria-hidden="true" size={16} />
          Add a colour
        </summary>
        <div className="mt-3">
          <ColourForm
            // After a colour is added, the form starts empty.
            key={colours.length}
            idPrefix="new-colour"
            intent="addColour"
            first={false}
            initial={EMPTY_COLOUR}
            answer={about(null, "addColour")}
            product={product}
            busy={busy("addColour")}
            submit="Add colour"
          />
        </div>
      </details>
    </section>
  );
}
