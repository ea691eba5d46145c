import type { Page } from "@playwright/test";

/** A delivery address as checkout's fields take it. */
export interface TestAddress {
  pin: string;
  line1: string;
  locality?: string;
  city: string;
  state: string;
}

/** How orders print it ("House and street\nLocality\nCity, State PIN"), on one line as page text reads. */
export const printedAddress = (address: TestAddress) =>
  [address.line1, address.locality, `${address.city}, ${address.state} ${address.pin}`].filter(Boolean).join(" ");

/** Fills checkout's delivery address fields (the city and state are typed, whatever the PIN code filled in). */
export async function fillAddress(page: Page, address: TestAddress) {
  await page.getByLabel("PIN code").fill(address.pin);
  await page.getByLabel("House/flat and street").fill(address.line1);
  await page.getByLabel(/^Locality or landmark/).fill(address.locality ?? "");
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel("State").selectOption(address.state);
}

/** Who orders, as checkout's fields take it; the address where the test fills one in. */
export interface TestShopper {
  name: string;
  email: string;
  contact: string;
  address?: TestAddress;
}

/** Fills checkout's Name, E-mail and Contact number, then the shopper's address where there is one. */
export async function fillCheckoutDetails(page: Page, shopper: TestShopper) {
  await page.getByLabel("Name").fill(shopper.name);
  await page.getByLabel("E-mail").fill(shopper.email);
  await page.getByLabel("Contact number").fill(shopper.contact);
  if (shopper.address) await fillAddress(page, shopper.address);
}
