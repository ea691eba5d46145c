// Order arithmetic shared by the cart, the checkout and the pages. Amounts are integer paise.

export interface ShippingSettings {
  freeShippingThresholdPaise: number;
  shippingFeePaise: number;
}

/** Free at or above the threshold; the fee below it; nothing for an empty order. */
export function shippingFor(subtotalPaise: number, settings: ShippingSettings): number {
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise >= settings.freeShippingThresholdPaise ? 0 : settings.shippingFeePaise;
}

export interface OrderTotals {
  itemCount: number;
  subtotalPaise: number;
  shippingPaise: number;
  totalPaise: number;
}

export function orderTotals(
  lines: { unitPricePaise: number; quantity: number }[],
  settings: ShippingSettings,
): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const shippingPaise = shippingFor(subtotalPaise, settings);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalPaise,
    shippingPaise,
    totalPaise: subtotalPaise + shippingPaise,
  };
}
