import { adminApi, fail, type AdminApi } from './api';
import { confirmIn, expectAccessible, logIn, shot } from './helpers';
import { expect, test } from './test';

// The OpenID Connect provider the tests sign in with (Spring Authorization Server, started by
// UiBrowserIT, or by hand: see the README's "Single sign-on with OpenID Connect"), with its user
// alice (password alice-pw) in the group mdm-stewards.
const ISSUER = process.env.OIDC_ISSUER ?? 'http://localhost:9000';
const PROVIDER = 'company';
const ROLE = 'sso_stewards';
const CLIENT = { clientId: 'platform-mdm', clientSecret: 'platform-mdm-secret' };

async function settings(api: AdminApi, value: 'on' | 'off') {
  const answer = await api.core.PUT('/api/v2/core/system-parameters', {
    body: {
      parameters: [
        { name: 'SSO_BUTTON_ENABLED', value: value === 'on' ? 'true' : null },
        { name: 'ssoType', value: value === 'on' ? 'oauth2' : null },
      ],
    },
  });
  if (!answer.data) fail('set the single sign-on settings', answer);
}

/** The provider anew (alice's source stays oauth2:company), its group mapped to a role. */
async function connectProvider(api: AdminApi) {
  await api.oauth2.DELETE('/api/v1/oauth2/provider/{registrationId}', {
    params: { path: { registrationId: PROVIDER } },
  });
  const role = await api.core.GET('/api/v2/core/roles/{name}', {
    params: { path: { name: ROLE } },
  });
  if (!role.data) {
    const made = await api.core.POST('/api/v2/core/roles', {
      body: { name: ROLE, displayName: 'Stewards (single sign-on)', rights: [] },
    });
    if (!made.data) fail('make the role', made);
  }
  const created = await api.oauth2.POST('/api/v1/oauth2/provider/{registrationId}', {
    params: { path: { registrationId: PROVIDER } },
    body: {
      displayName: 'Company sign-in',
      providerId: 'spring',
      issuerUri: ISSUER,
      ...CLIENT,
      claimRoles: [{ value: 'mdm-stewards', roles: [ROLE] }],
    },
  });
  if (!created.data) fail('connect the identity provider', created);
}

test('a user signs in through the identity provider from the login page', async ({ page }) => {
  const api = await adminApi();
  await connectProvider(api);
  await settings(api, 'on');
  try {
    await page.goto('/ui/');
    await shot(page, 'sso-login-page');
    await page.getByRole('button', { name: 'Log in with Company sign-in' }).click();

    // The provider's own page: its form, then back to the UI, signed in.
    await expect(page).toHaveURL(new RegExp(`^${ISSUER}/login`));
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('alice-pw');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).not.toHaveURL(/sso-token/);
    await expect(page.getByText('Alice Moreau')).toBeVisible();
    await shot(page, 'sso-signed-in');

    // An external user whose role its group gives.
    const alice = await api.core.GET('/api/v2/core/users/{userName}', {
      params: { path: { userName: 'alice' } },
    });
    expect(alice.data?.user?.source).toBe(`oauth2:${PROVIDER}`);
    expect(alice.data?.user?.roles).toEqual([ROLE]);

    // Logged out, a made-up answer comes back to the login page, refused.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/api/v2/core/authentication/login?source=oauth2&state=made-up&code=x');
    await expect(page.getByRole('alert')).toContainText('did not come back to a sign-in started');
    await expect(page).not.toHaveURL(/sso-error/);
    // A link with someone's token (here admin's) is not taken: this tab started no sign-in.
    await page.goto(`/ui/#sso-token=${api.token}&expiresAt=2099-01-01T00:00:00Z&ui=guess`);
    await expect(page.getByRole('alert')).toContainText('did not come back to a sign-in started');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expectAccessible(page);
    await shot(page, 'sso-refused');
  } finally {
    await settings(api, 'off');
  }
});

test('an administrator connects an identity provider, tries it out and changes it', async ({
  page,
}) => {
  const api = await adminApi();
  await connectProvider(api);
  await logIn(page);
  const id = `idp_${Date.now().toString(36)}`;
  await page.goto('/ui/security/providers');
  await page.getByRole('button', { name: 'New identity provider' }).click();
  const form = page.getByRole('dialog', { name: 'New identity provider' });

  // Refused with each problem at its field; nothing is kept.
  await form.getByLabel('Registration id').fill(id);
  await form.getByLabel('Issuer').fill('not an address');
  await form.getByLabel('Scopes').fill('profile');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/is not an issuer/).first()).toBeVisible();
  await expect(form.getByLabel('Issuer')).toHaveAccessibleDescription(/is not an issuer/);
  await expect(form.getByLabel('Scopes')).toHaveAccessibleDescription(/must include openid/);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await shot(page, 'providers-refused');

  await form.getByLabel('Issuer').fill(ISSUER);
  await form.getByLabel('Client id').fill(CLIENT.clientId);
  await form.getByLabel('Client secret').fill(CLIENT.clientSecret);
  await form.getByLabel('Scopes').fill('openid profile email');
  await form.getByRole('button', { name: 'Add a group' }).click();
  await form.getByRole('textbox', { name: 'Group 1', exact: true }).fill('mdm-stewards');
  await form.getByRole('combobox', { name: 'Roles of group 1' }).fill(ROLE);
  await page.getByRole('option', { name: ROLE, exact: true }).click();
  await expectAccessible(page);
  await shot(page, 'providers-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = page.locator(`tr[data-provider="${id}"]`);
  await expect(row).toContainText(ISSUER);
  await expect(row).toContainText(`mdm-stewards → ${ROLE}`);
  await expect(row).toContainText('encrypted');
  await row.getByRole('button', { name: `Test the identity provider ${id}` }).click();
  await expect(
    page.getByRole('status', { name: `Test the identity provider ${id}` }),
  ).toContainText('discovery document was read');
  await shot(page, 'providers-list');

  // Changed without typing the secret again: the stored one is kept.
  await row.getByRole('button', { name: `Edit the identity provider ${id}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the identity provider ${id}` });
  await expect(edit.getByLabel('Client secret')).toHaveValue('');
  await edit.getByLabel('Display name').fill('Second sign-in');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Second sign-in');
  await expect(row).toContainText('encrypted');

  await row.getByRole('button', { name: `Delete the identity provider ${id}` }).click();
  await confirmIn(page, `Delete the identity provider ${id}?`, 'Delete');
  await expect(row).toHaveCount(0);
});
