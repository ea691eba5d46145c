import { expect, test } from "@playwright/test";
import { CROC_LOAFERS as LOAFERS } from "./support/catalog";

// Every path of docs/product.md's route table that the catalogue serves, with the title its page carries.
// (The cart, checkout and account paths are covered by their own suites.)
const routes: [path: string, title: string][] = [
  ["/", "Fashion and accessories online in India"],
  ["/products", "Your Online Style Hub"],
  ["/product-detail", "Product Details"],
  ["/product-list", "All Products"],
  ["/new-arrivals", "New Arrivals"],
  ["/flipflops", "Flipflops Collection"],
  ["/girls-watch", "Girls Watches Collection"],
  ["/handbags", "Luxury Handbags Collection"],
  ["/loafers", "Loafers Collection"],
  ["/luxury-watch", "Luxury Collection"],
  ["/sunglasses", "Sunglasses Collection"],
  ["/trousers", "Trousers Collection"],
  ["/tshirts", "Premium T-Shirts & Shirts"],
  ["/perfume", "Perfume Collection"],
  ["/perfumes", "Perfume Collection"],
  ["/menshoes", "Shoes Collection"],
  [`/product/${LOAFERS.id}`, LOAFERS.name],
  ["/tracksuit", "Tracksuit Collection"],
  ["/category", "Shop by Category"],
  ["/about", "About Us"],
  ["/support", "Customer Care"],
  ["/privacy", "Privacy Policy"],
  ["/returns", "Returns and Refunds"],
  ["/terms", "Terms & Conditions"],
  // Inside the category sidebar layout (both spellings where the older client had two).
  ["/shirts", "Shirts & T-Shirts Collection"],
  ["/loafers-page", "Loafers Collection"],
  ["/shoes-page", "Shoes Collection"],
  ["/Luxury-page", "Luxury Collection"],
  ["/luxury-page", "Luxury Collection"],
  ["/jeans-page", "Jeans, Trousers & Trackpants Collection"],
  ["/handbag-page", "Handbag Collection"],
  ["/perfume-page", "Perfume Collection"],
  ["/sunglasse-page", "Sunglasses Collection"],
  ["/cordset-page", "Tracksuit Collection"],
  ["/Sandals-page", "Girls Sandals Collection"],
  ["/sandals-page", "Girls Sandals Collection"],
];

test.describe("the route table", () => {
  for (const [path, title] of routes) {
    test(`${path} answers 200 titled "${title}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | StyleHub`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the sidebar paths sit inside the category layout", async ({ page }) => {
    await page.goto("/jeans-page");
    await expect(page.getByRole("heading", { name: "Category" })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/");
  });
});

test.describe("paths shoppers guess", () => {
  test("lead to their collection for good (301), and the page there answers", async ({ request }) => {
    const guesses: [string, string][] = [
      ["/sandals", "/sandals-page"],
      ["/shoes", "/menshoes"],
      ["/Shoes/", "/menshoes"],
      ["/watches", "/products?q=watches"],
      ["/jeans", "/jeans-page"],
      ["/flip-flops", "/flipflops"],
    ];
    for (const [path, target] of guesses) {
      const moved = await request.get(path, { maxRedirects: 0 });
      expect([path, moved.status(), moved.headers()["location"]]).toEqual([path, 301, target]);
      expect((await request.get(target)).status()).toBe(200);
    }
    expect((await request.get("/kurtas", { maxRedirects: 0 })).status()).toBe(404);
  });
});
