import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from "react";
import { useNavigate } from "react-router";
import type { SizeRule } from "@rules/collections";
import { sizeNeededForBuy, type CartFormProduct } from "@rules/cart-rules";
import { useToast } from "~/components/toast";

export interface PurchaseDialogProps {
  open: boolean;
  items?: PurchaseItem[];
  onConfirm: () => void;
  onCancel: () => void;
}

export interface PurchaseItem {
  name: string;
  /** Unit price in whole rupees, as shown. */
  price: number;
  quantity: number;
  /** The colour's name ("" or none for a product of one unnamed colour). */
  colour?: string;
  size?: string | null;
}

/**
 * The "Confirm Purchase" dialog (PurchaseDialog.tsx), used by every Buy Now and by Proceed to Buy. Its script is
 * not part of the page's first load: it is asked for once the page has hydrated, and the dialog is drawn from
 * the first time it opens, then kept (closing it returns focus where it was).
 */
export function ConfirmPurchaseDialog(props: PurchaseDialogProps) {
  const [drawn, setDrawn] = useState(props.open);
  if (props.open && !drawn) setDrawn(true);
  useEffect(() => {
    void loadDialog().catch(() => {});
  }, []);
  return drawn ? (
    <Suspense fallback={null}>
      <PurchaseDialog {...props} />
    </Suspense>
  ) : null;
}

const loadDialog = () => import("./PurchaseDialog");
const PurchaseDialog = lazy(() => loadDialog().then((module) => ({ default: module.PurchaseDialog })));

export interface BuyNowInput {
  product: CartFormProduct & { price: number };
  /** The colour chosen (its name as shown, its slug for the checkout's link); the default one when left out. */
  colour?: { name: string; slug: string };
  size?: string | null;
  quantity?: number;
  /** The collection's size rule (docs/product.md section 5): `forBuy` is the message when no size is chosen. */
  sizeRule?: SizeRule;
}

/**
 * Buy Now: checks the size rule first (an error popup with docs/product.md's message), then asks "Confirm
 * Purchase" for that one item; Yes goes to /customer-details with the product, quantity, colour and size.
 * Render the returned `dialog` once in the component.
 */
export function useBuyNow(): { buyNow: (input: BuyNowInput) => boolean; dialog: ReactElement } {
  const [pending, setPending] = useState<BuyNowInput | null>(null);
  const { show } = useToast();
  const navigate = useNavigate();

  const buyNow = useCallback(
    (input: BuyNowInput) => {
      const needed = sizeNeededForBuy(input.product, input.size, input.sizeRule);
      if (needed) {
        show(needed, "error");
        return false;
      }
      if (input.product.inStock === false) {
        show(`${input.product.name} is out of stock`, "error");
        return false;
      }
      setPending(input);
      return true;
    },
    [show],
  );

  const quantity = Math.max(1, Math.floor(pending?.quantity ?? 1));
  const dialog = (
    <ConfirmPurchaseDialog
      open={pending !== null}
      items={
        pending
          ? [
              {
                name: pending.product.name,
                price: pending.product.price,
                quantity,
                colour: pending.colour?.name,
                size: pending.size ?? null,
              },
            ]
          : []
      }
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        const params = new URLSearchParams({ product: String(pending.product.id), quantity: String(quantity) });
        if (pending.colour?.slug) params.set("color", pending.colour.slug);
        if (pending.size) params.set("size", pending.size);
        setPending(null);
        void navigate(`/customer-details?${params}`);
      }}
    />
  );
  return { buyNow, dialog };
}
