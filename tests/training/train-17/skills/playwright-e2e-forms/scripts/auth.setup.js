// Logs in with the dedicated staging test account and saves the session for other tests.
const { test: setup, expect } = require("@playwright/test");

const user = process.env.E2E_USER;
const password = process.env.E2E_PASSWORD;

setup("authenticate test account", async ({ page, baseURL }) => {
  if (!user || !password) {
    throw new Error("E2E_USER and E2E_PASSWORD must be set for the staging test account");
  }
  const allowed = new Set([new URL(baseURL).host]);
  await page.route("**/*", (route) => {
    const host = new URL(route.request().url()).host;
    return allowed.has(host) ? route.continue() : route.abort("blockedbyclient");
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill(user);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page.getByRole("navigation")).toContainText(/account/i);
  await page.context().storageState({ path: "e2e/.auth/state.json" });
});
