import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5104";
const out = "/tmp/staff-shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const only = process.argv[2];
for (const width of [375, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  await context.request.post("/api/auth/login", { data: { email: "staff-admin@example.com", password: "Staff-Admin-Pass-2026" } });
  const page = await context.newPage();
  for (const [name, path] of [["products", "/admin/products"], ["add-empty", "/AddProduct"], ["edit", "/admin/products/1"], ["orders", "/admin/orders"]]) {
    if (only && only !== name) continue;
    await page.goto(path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
