import { expect, signUp, test, uniqueEmail } from './fixtures.ts';

test('a couple signs up, sees the dashboard greeting, signs out and signs in again', async ({ page }) => {
  const user = { email: uniqueEmail(), name: 'Ayla Demir', password: 'our-big-day-2026' };
  await signUp(page, user);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ayla Demir!' })).toBeVisible();

  // The session survives a reload (cookie).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ayla Demir!' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Guarded pages now send visitors to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ayla Demir!' })).toBeVisible();
});

test('signup explains what is wrong before and after submitting', async ({ page }) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Full Name').fill('Sam');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await expect(submit).toBeDisabled();

  await page.getByRole('checkbox').check();
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill('short');
  await submit.click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('an email can hold only one account', async ({ page }) => {
  const user = { email: uniqueEmail(), name: 'First', password: 'password-one' };
  await signUp(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signUp(page, { ...user, email: user.email.toUpperCase(), name: 'Second' });
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

test('the admin link shows only for admins, and /wbadmin refuses others', async ({ page }) => {
  await signUp(page, { email: uniqueEmail(), name: 'Host', password: 'password-host' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/wbadmin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@e2e.test');
  await page.getByLabel('Password').fill('admin-password-e2e');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/wbadmin$/);
});
