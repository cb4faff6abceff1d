// Example spec: sign-up form validation and accessibility.
const { test, expect } = require("@playwright/test");
const { default: AxeBuilder } = require("@axe-core/playwright");

test.describe("sign-up form", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("happy path shows confirmation", async ({ page }) => {
    const email = `qa+${Date.now()}@example.test`;
    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Tr0ub4dor&3-long");
    await page.getByLabel("Confirm password").fill("Tr0ub4dor&3-long");
    const resp = page.waitForResponse((r) => r.url().endsWith("/api/signup"));
    await page.getByRole("button", { name: "Create account" }).click();
    expect((await resp).status()).toBe(201);
    await expect(page.getByRole("heading", { name: /check your inbox/i })).toBeVisible();
  });

  test("required fields", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto("/signup");
    const results = await new AxeBuilder({ page }).include("form").analyze();
    const serious = results.violations.filter((v) => ["serious", "critical"].includes(v.impact));
    expect(serious, JSON.stringify(serious.map((v) => v.id))).toEqual([]);
  });
});
