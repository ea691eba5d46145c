import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { logIn, newAccount, signUp, type TestAccount as Account } from "./support/accounts";
import { fillCheckoutDetails, printedAddress, type TestAddress } from "./support/address";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { hydrated } from "./support/shop";

const SHOPPER = {
  name: "Asha Verma",
  contact: "9876543210",
  address: {
    pin: "560038",
    line1: "12 MG Road",
    locality: "Indiranagar",
    city: "Bengaluru",
    state: "Karnataka",
  } as TestAddress,
};

const MESSAGES = {
  fillRequired: "Please fill in all required fields",
  signupDone: "Signup successful! Please login.",
  saved: "Profile updated successfully!",
  saveFailed: "Failed to update profile.",
  expired: "Unauthorized or token expired. Please login again.",
  notFound: "We could not find an order with that number and e-mail",
};

/** The page's own messages (the toaster's live regions sit outside <main>). */
const main = (page: Page) => page.getByRole("main");
const form = (page: Page, name: "Login" | "Sign up") => page.getByRole("form", { name });
const accountLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Account/ });

/** Fills the Sign up form with the account and sends it. */
async function signUpViaUi(page: Page, account: Account) {
  const signup = form(page, "Sign up");
  await signup.getByLabel("Username").fill(account.username);
  await signup.getByLabel("E-mail").fill(account.email);
  await signup.getByLabel("Password", { exact: true }).fill(account.password);
  await signup.getByRole("button", { name: "Sign up" }).click();
}

async function logInViaUi(page: Page, account: Account) {
  const login = form(page, "Login");
  await login.getByLabel("E-mail").fill(account.email);
  await login.getByLabel("Password", { exact: true }).fill(account.password);
  await login.getByRole("button", { name: "Login" }).click();
}

/** Checks out the perfume with cash on delivery; answers the order number from the thank-you page. */
async function buyPerfume(page: Page, email: string, quantity: number): Promise<string> {
  await page.goto(`/customer-details?product=${PERFUME.id}&quantity=${quantity}`);
  const place = page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
  await expect(place).toBeDisabled(); // hydrated: the form checks itself from here on
  await fillCheckoutDetails(page, { ...SHOPPER, email });
  await place.click();
  await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}

test.describe("/login", () => {
  test("one form toggles between Login and Signup, and toggling clears it", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    await expect(page).toHaveTitle("Login | StyleHub");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await expect(form(page, "Login").getByLabel("Username")).toHaveCount(0);
    await form(page, "Login").getByLabel("E-mail").fill("someone@example.com");
    await form(page, "Login").getByLabel("Password", { exact: true }).fill("typed-password");

    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
    await expect(page.getByText("Already have an account?")).toBeVisible();
    const signup = form(page, "Sign up");
    await expect(signup.getByLabel("Username")).toHaveValue("");
    await expect(signup.getByLabel("E-mail")).toHaveValue("");
    await expect(signup.getByLabel("Password", { exact: true })).toHaveValue("");
    await signup.getByLabel("Username").fill("someone");

    await page.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(form(page, "Login").getByLabel("E-mail")).toHaveValue("");
    await expect(form(page, "Login").getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test('missing fields: "Please fill in all required fields" in both modes', async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    await form(page, "Login").getByLabel("E-mail").fill("someone@example.com");
    await form(page, "Login").getByRole("button", { name: "Login" }).click();
    await expect(main(page).getByRole("alert")).toHaveText(MESSAGES.fillRequired);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(main(page).getByRole("alert")).toHaveCount(0);
    const signup = form(page, "Sign up");
    await signup.getByLabel("E-mail").fill("someone@example.com");
    await signup.getByLabel("Password", { exact: true }).fill("Mango-Lantern-1");
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(main(page).getByRole("alert")).toHaveText(MESSAGES.fillRequired);
  });

  test("signup, then login, then /account with the profile; the header shows the signed-in shopper", async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto("/login?mode=signup");
    await hydrated(page);
    await expect(accountLink(page)).toHaveAttribute("aria-label", "Account");
    await signUpViaUi(page, account);

    await expect(main(page).getByRole("status")).toHaveText(MESSAGES.signupDone);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(form(page, "Login").getByLabel("E-mail")).toHaveValue("");
    await expect(form(page, "Login").getByLabel("Password", { exact: true })).toHaveValue("");

    await logInViaUi(page, account);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    // Inside the category sidebar layout.
    await expect(page.getByRole("navigation", { name: "Category" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
    const profile = page.getByRole("form", { name: "Profile" });
    await expect(profile.getByLabel("E-mail")).toHaveValue(account.email);
    await expect(profile.getByLabel("Username")).toHaveValue(account.username);
    await expect(accountLink(page)).toHaveAttribute("aria-label", `Account (signed in as ${account.username})`);
    await expect(page.getByTestId("account-initial")).toHaveText("e");
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expect(page.getByText("You have not placed any orders yet.")).toBeVisible();

    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    await expect(main(page).getByRole("status")).toHaveText("You have been logged out.");
    await expect(accountLink(page)).toHaveAttribute("aria-label", "Account");
    // Signed out, the header's link (a client-side navigation) lands on /login too.
    await accountLink(page).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  });

  test("failures show the server's message", async ({ page }) => {
    const account = await signUp(page.request);
    await page.goto("/login?mode=signup");
    await hydrated(page);
    const signup = form(page, "Sign up");
    await signup.getByLabel("Username").fill(`${account.username}2`);
    await signup.getByLabel("E-mail").fill(account.email.toUpperCase());
    await signup.getByLabel("Password", { exact: true }).fill(account.password);
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("User already exists");
    // What was typed stays (except the password).
    await expect(signup.getByLabel("Username")).toHaveValue(`${account.username}2`);

    await signup.getByLabel("E-mail").fill(`new.${account.email}`);
    await signup.getByLabel("Password", { exact: true }).fill("password123");
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(main(page).getByRole("alert")).toHaveText(
      "Password is too common and easy to guess: choose a less common one",
    );

    await page.getByRole("link", { name: "Login", exact: true }).click();
    await logInViaUi(page, { ...account, password: "Not-The-Password-1" });
    await expect(main(page).getByRole("alert")).toHaveText("Invalid e-mail or password");
    await expect(form(page, "Login").getByLabel("E-mail")).toHaveValue(account.email);
    await expect(form(page, "Login").getByLabel("Password", { exact: true })).toHaveValue("");

    // The login gets no answer (the connection drops): SPEC's fallback.
    await page.route(
      (url) => url.pathname === "/login.data",
      (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()),
    );
    await logInViaUi(page, account);
    await expect(main(page).getByRole("alert")).toHaveText("Login failed");
  });

  test("after login, a same-site redirectTo is followed and another site's is not", async ({ page }) => {
    const account = await signUp(page.request);
    await page.goto("/login?redirectTo=%2Fcart");
    await logInViaUi(page, account);
    await expect(page).toHaveURL(/\/cart$/);
    await accountLink(page).click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);

    for (const evil of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(evil)}`);
      await logInViaUi(page, account);
      await expect(page).toHaveURL(/\/account$/);
      await page.getByRole("button", { name: "Log out" }).click();
      await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    }
  });
});

test.describe("forgotten password", () => {
  const SENT =
    "If an account uses that e-mail, we have sent it a link to reset the password. The link works once, for one hour.";

  test('"Forgot password?" on /login asks for the e-mail and answers the same for any address', async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    for (const email of [account.email, `nobody.${Date.now()}@example.com`]) {
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(SENT);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("a reset link that is unknown or used up says so and offers a new one", async ({ page }) => {
    await page.goto(`/reset-password?token=${"x".repeat(43)}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This link has expired or was already used. Ask for a new one.",
    );
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("the password field can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Mango-Lantern-1");
    await expect(password).toHaveAttribute("type", "password");
    const toggle = page.getByRole("button", { name: "Show password" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the request form works as a plain form", async ({ page }) => {
      await page.goto("/forgot-password");
      await page.getByLabel("E-mail").fill("someone@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(SENT);
    });
  });
});

test.describe("/account", () => {
  test("signed out, it goes to /login and comes back after login", async ({ page }) => {
    const account = await signUp(page.request);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await expect(main(page).getByRole("alert")).toHaveCount(0);
    await logInViaUi(page, account);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  });

  test("an ended session: the message, then /login", async ({ page, request }) => {
    const account = await signUp(page.request);
    const token = await logIn(page.request, account);
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    // The session ends elsewhere (a separate client), while this browser still holds its cookie.
    const ended = await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount&expired=1$/);
    await expect(main(page).getByRole("alert")).toHaveText(MESSAGES.expired);
    // The stale cookie is gone: another visit is simply signed out.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  });

  test("the profile's mobile numbers take a pasted +91 or 0 prefix and keep the 10 digits", async ({ page }) => {
    const account = await signUp(page.request);
    await logIn(page.request, account);
    await page.goto("/account");
    const profile = page.getByRole("form", { name: "Profile" });
    const mobile = profile.getByLabel("Mobile number", { exact: true });
    await expect(mobile).toHaveAttribute("inputmode", "tel");
    await mobile.fill("");
    await mobile.focus();
    await page.keyboard.insertText("+91 98765 43210"); // as a paste: not cut at 10 characters
    await expect(mobile).toHaveValue("+91 98765 43210");
    await profile.getByLabel("Alternate mobile number").fill("09123456780");
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(main(page).getByRole("status")).toHaveText(MESSAGES.saved);
    await page.reload();
    await expect(mobile).toHaveValue("9876543210");
    await expect(profile.getByLabel("Alternate mobile number")).toHaveValue("9123456780");
  });

  test("editing the profile: saved, then refused with the field's message", async ({ page }) => {
    const other = await signUp(page.request);
    const account = await signUp(page.request);
    await logIn(page.request, account);
    await page.goto("/account");
    const profile = page.getByRole("form", { name: "Profile" });
    await profile.getByLabel("Full name").fill("Asha Verma");
    await profile.getByLabel("Mobile number", { exact: true }).fill("9876543210");
    await profile.getByLabel("Alternate mobile number").fill("9123456780");
    await profile.getByLabel("Gender").selectOption({ label: "Female" });
    await profile.getByLabel("Location").fill("Bengaluru, Karnataka");
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(main(page).getByRole("status")).toHaveText(MESSAGES.saved);

    await page.reload();
    await expect(profile.getByLabel("Full name")).toHaveValue("Asha Verma");
    await expect(profile.getByLabel("Mobile number", { exact: true })).toHaveValue("9876543210");
    await expect(profile.getByLabel("Alternate mobile number")).toHaveValue("9123456780");
    await expect(profile.getByLabel("Gender")).toHaveValue("female");
    await expect(profile.getByLabel("Location")).toHaveValue("Bengaluru, Karnataka");

    await profile.getByLabel("Mobile number", { exact: true }).fill("12345");
    await profile.getByRole("button", { name: "Save" }).click();
    const alert = main(page).getByRole("alert");
    await expect(alert).toContainText(MESSAGES.saveFailed);
    await expect(alert).toContainText("Mobile number must be exactly 10 digits");
    await expect(profile.getByLabel("Mobile number", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(profile.getByLabel("Mobile number", { exact: true })).toHaveValue("12345");

    await profile.getByLabel("Mobile number", { exact: true }).fill("9876543210");
    await profile.getByLabel("E-mail").fill(other.email);
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(alert).toContainText(MESSAGES.saveFailed);
    await expect(alert).toContainText("That e-mail is already used by another account");

    // No answer at all (offline) reads "Failed to update profile." too, and keeps what was typed.
    await page.route(
      (url) => url.pathname === "/account.data",
      (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
    );
    await profile.getByLabel("E-mail").fill(account.email);
    await profile.getByLabel("Full name").fill("Asha V.");
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(alert).toContainText(MESSAGES.saveFailed);
    await expect(alert).toContainText("Please check your connection and try again.");
    await expect(profile.getByLabel("Full name")).toHaveValue("Asha V.");
  });

  test("My Orders lists an order placed while signed in, and opens to its details", async ({ page }) => {
    const account = await signUp(page.request);
    await logIn(page.request, account);
    const number = await buyPerfume(page, account.email, 2);

    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Account/ })
      .click();
    await expect(page).toHaveURL(/\/account$/);
    const order = page.getByTestId("order").filter({ hasText: number });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText("Order placed");
    await expect(order).toContainText("2 items");
    await expect(order.getByText(PERFUME.name)).toBeHidden();
    await order.locator("summary").first().click();
    await expect(order.getByText(PERFUME.name)).toBeVisible();
    await expect(order).toContainText("Qty 2");
    await expect(order).toContainText("Delivery details");
    await expect(order).toContainText(printedAddress(SHOPPER.address));
    await expect(order).toContainText("Cash on delivery");
    await expect(order.locator("img")).toHaveCount(1);
  });
});

test.describe("/orders/lookup", () => {
  test("a guest finds an order by its number and e-mail, from the thank-you page", async ({ page }) => {
    const email = `guest.${Date.now()}@example.com`;
    const number = await buyPerfume(page, email, 1);

    // Another browser (no cookies), from the link the thank-you page gives.
    const href = await page.getByRole("link", { name: "Track your order" }).first().getAttribute("href");
    expect(href).toBe(`/orders/lookup?order=${number}`);
    const other = await page.context().browser()!.newPage();
    await other.goto(new URL(href!, page.url()).toString());
    await expect(other.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
    await expect(other.getByLabel("Order number")).toHaveValue(number);

    await other.getByLabel("E-mail").fill("someone.else@example.com");
    await other.getByRole("button", { name: "Find order" }).click();
    await expect(main(other).getByRole("alert")).toHaveText(MESSAGES.notFound);

    await other.getByLabel("E-mail").fill(email.toUpperCase());
    await other.getByRole("button", { name: "Find order" }).click();
    const found = other.getByTestId("found-order");
    await expect(found.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(found).toContainText(PERFUME.name);
    await expect(found).toContainText("Order placed");
    // The contact number is masked for a lookup.
    await expect(found).toContainText("Contact: ••••••3210");
    await other.close();
  });

  test("the footer links to it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Track your order" }).click();
    await expect(page).toHaveURL(/\/orders\/lookup$/);
  });
});

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signup, login, profile save and log out all work as plain forms", async ({ page }) => {
    const account = newAccount();
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await signUpViaUi(page, account);
    await expect(main(page).getByRole("status")).toHaveText(MESSAGES.signupDone);

    await logInViaUi(page, account);
    await expect(page).toHaveURL(/\/account$/);
    const profile = page.getByRole("form", { name: "Profile" });
    await profile.getByLabel("Full name").fill("Ravi Kumar");
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(main(page).getByRole("status")).toHaveText(MESSAGES.saved);
    await expect(profile.getByLabel("Full name")).toHaveValue("Ravi Kumar");

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(main(page).getByRole("status")).toHaveText("You have been logged out.");
  });
});

test.describe("the store's admin", () => {
  test("made at start from ADMIN_EMAIL/ADMIN_PASSWORD, signs in as an admin", async ({ page }) => {
    const email = process.env.E2E_ADMIN_EMAIL;
    const password = process.env.E2E_ADMIN_PASSWORD;
    test.skip(!email || !password, "npm test sets E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD");
    const res = await page.request.post("/api/auth/login", { data: { email, password } });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe("admin");

    // The account page leads staff to their pages; customers never see them.
    await page.goto("/account");
    const staff = page.getByRole("navigation", { name: "Staff" });
    await staff.getByRole("link", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/AddProduct$/);
    await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
  });
});
