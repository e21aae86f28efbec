import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminUser } from './users.ts';

/**
 * Every Content-Security-Policy violation the page reports, from the `securitypolicyviolation` event and from
 * the console (where Chromium also reports what it blocked).
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportViolation', (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test('the admin runs under its Content-Security-Policy without a violation: sign-in, list, edit with rich text', async ({
  page,
  adminURL,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto(`${adminURL}/collections/posts`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');

  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(adminUser.email);
  await page.getByLabel('Password').fill(adminUser.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('main table tbody tr[data-row-id]').first()).toBeVisible();

  await page.locator('main table tbody tr[data-row-id] td a').first().click();
  await expect(page.locator('[data-form-state="ready"] [contenteditable="true"]').first()).toBeVisible();
  const editor = page.locator('[data-form-state="ready"] [contenteditable="true"]').first();
  await editor.click();
  await page.keyboard.type(' styled');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(editor.locator('strong, b, .rt-bold, [class*="bold"]').first()).toBeVisible();

  expect(violations).toEqual([]);

  // The policy is enforced: an injected inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
});
