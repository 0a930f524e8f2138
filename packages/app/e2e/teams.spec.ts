import { test, expect, logInAsDemoOwner } from './fixtures.ts';
import { codeIn, linkIn, nextMail } from './mailbox.ts';

test('an owner creates a team, invites a member who registers and joins, then deletes them', async ({ browser, app, api }) => {
  const owner = await (await browser.newContext()).newPage();
  await logInAsDemoOwner(owner, app);

  // Create a team: the link follows the name, the country and currency default to SA / SAR.
  const stamp = Date.now().toString(36);
  const teamName = `Jeddah Physio ${stamp}`;
  await owner.getByRole('link', { name: 'Create a team' }).first().click();
  await expect(owner).toHaveURL(`${app}/en/dashboard/team/new`);
  await owner.getByLabel('Team name').fill(teamName);
  await expect(owner.getByLabel('Team link')).toHaveValue(`jeddah-physio-${stamp}`);
  await expect(owner.getByText('This link is available.')).toBeVisible();
  await owner.getByRole('button', { name: 'Create team' }).click();
  await expect(owner).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  const teamUrl = owner.url();
  await expect(owner.getByRole('heading', { level: 1, name: teamName })).toBeVisible();

  // The same link again is refused as taken.
  await owner.goto(`${app}/en/dashboard/team/new`);
  await owner.getByLabel('Team name').fill('Another team');
  await owner.getByLabel('Team link').fill(`jeddah-physio-${stamp}`);
  await expect(owner.getByText('This link is already taken.').or(owner.getByText(/already taken/)).first()).toBeVisible();

  // Two calendars: the team home lists both for the owner. (Calendar links are unique across Waqt:
  // the names carry the stamp so the test can run again on the same database.)
  const drSara = `Dr Sara ${stamp}`;
  const xRay = `X-ray room ${stamp}`;
  for (const name of [drSara, xRay]) {
    await owner.goto(`${teamUrl}/calendars/new`);
    await owner.getByLabel('Calendar name').fill(name);
    await expect(owner.getByLabel('Calendar link')).toHaveValue(name.toLowerCase().replace(/\s+/g, '-'));
    await owner.getByRole('button', { name: 'Create calendar' }).click();
    // A new calendar opens on its own home page.
    await expect(owner).toHaveURL(new RegExp(`^${teamUrl}/calendars/[0-9a-f-]{36}$`));
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await owner.goto(teamUrl);
  // The team home's calendar cards (the side navigation names the calendars too).
  const home = owner.locator('#main');
  const xRayHref = await home.getByRole('link', { name: xRay }).getAttribute('href');
  await expect(home.getByRole('link', { name: drSara })).toBeVisible();
  await expect(home.getByRole('link', { name: xRay })).toBeVisible();

  // Invite a member by email from the members page, choosing the calendar she will serve (issue 36, item 8).
  await owner.goto(`${teamUrl}/members`);
  const invitee = `lina.${stamp}@example.com`;
  await owner.getByRole('button', { name: 'Invite member' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Email').fill(invitee);
  const choice = dialog.getByRole('group', { name: 'Calendars they will serve' });
  await choice.getByText(drSara, { exact: true }).click();
  await expect(choice.getByRole('checkbox', { name: drSara })).toBeChecked();
  await expect(choice.getByRole('checkbox', { name: xRay })).not.toBeChecked();
  // The invitee's language starts as the inviter's own.
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByText('Invite sent').first()).toBeVisible();
  const row = owner.getByRole('row', { name: new RegExp(invitee.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(drSara); // "Calendars: Dr Sara …" (the name isolated)
  await expect(row.getByRole('button', { name: `Copy invite link for ${invitee}` })).toBeVisible();
  // Resending at once is refused (once a minute at most), and says so.
  await row.getByRole('button', { name: `Actions for the invite to ${invitee}` }).click();
  await owner.getByRole('menuitem', { name: 'Resend' }).click();
  await expect(owner.getByRole('alert').filter({ hasText: 'This invite was sent a moment ago' })).toBeVisible();
  const inviteMail = await nextMail(api, invitee, 0);
  const inviteLink = linkIn(inviteMail, app);
  expect(inviteLink).toMatch(/\/en\/invite\//);

  // The invitee opens the link signed out, creates an account (the invited address already filled in),
  // verifies it with the mailed code and comes back to join.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(inviteLink);
  await expect(guest.getByText(`You are invited to join ${teamName} on Waqt.`)).toBeVisible();
  await guest.getByRole('link', { name: 'Create an account' }).click();
  await guest.getByLabel('Full name').fill('Lina Al-Otaibi');
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await guest.getByLabel('Password').fill('lina-password-2026');
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest).toHaveURL(/\/en\/auth\/otp\?/);
  const verify = await nextMail(api, invitee, 1);
  await guest.getByLabel('6-digit code').fill(codeIn(verify));
  await guest.getByRole('button', { name: 'Verify' }).click();
  await expect(guest).toHaveURL(inviteLink);
  await guest.getByRole('button', { name: `Join ${teamName}` }).click();
  await expect(guest.getByText('Joined the team successfully.').first()).toBeVisible();
  await expect(guest).toHaveURL(teamUrl);

  // The assistant sees the calendar chosen in the invite at once, and only that one.
  await expect(guest.getByRole('heading', { level: 2, name: 'Your calendars' })).toBeVisible();
  await expect(guest.locator('#main').getByRole('link', { name: drSara })).toBeVisible();
  // Neither the team home nor the side navigation names the other one.
  await expect(guest.getByRole('link', { name: xRay })).toHaveCount(0);
  // No way is offered to the owners' pages: no members, billing or settings, in the navigation or the quick links.
  const guestNav = guest.getByRole('navigation', { name: 'Main navigation' });
  await expect(guestNav.getByRole('link', { name: 'Customers' })).toBeVisible();
  for (const name of ['Members', 'Billing', 'Settings']) await expect(guestNav.getByRole('link', { name })).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Manage', exact: true })).toHaveCount(0);
  // …and the other calendar's own address answers "not found" to them, not its contents.
  await guest.goto(`${app}${xRayHref}`);
  await expect(guest.getByRole('alert')).toContainText('We could not find what you were looking for.');
  await expect(guest.getByRole('heading', { level: 1, name: xRay })).toHaveCount(0);

  // The owner's members page shows the assignment the invite made.
  await owner.goto(`${teamUrl}/members`);
  await expect(owner.getByRole('row', { name: /Lina Al-Otaibi/ })).toContainText(drSara);
  await owner.getByRole('button', { name: 'Actions for Lina Al-Otaibi' }).click();
  await owner.getByRole('menuitem', { name: 'Choose calendars' }).click();
  const assign = owner.getByRole('dialog');
  await expect(assign.getByRole('checkbox', { name: drSara })).toBeChecked();
  await expect(assign.getByRole('checkbox', { name: xRay })).not.toBeChecked();
  await assign.getByRole('button', { name: 'Done' }).click();

  // An assistant sees the team but not its owner-only settings.
  await guest.goto(`${teamUrl}/settings`);
  await expect(guest.getByRole('alert')).toContainText('Only team owners can use this.');
  await expect(guest.getByRole('button', { name: 'Save details' })).toHaveCount(0);

  // The owner deletes the member; they move to the Deleted tab and lose access.
  await owner.goto(`${teamUrl}/members`);
  await owner.getByRole('button', { name: 'Actions for Lina Al-Otaibi' }).click();
  await owner.getByRole('menuitem', { name: 'Delete' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete member' }).click();
  await expect(owner.getByText('Team member deleted').first()).toBeVisible();
  await owner.getByRole('tab', { name: 'Deleted' }).click();
  await expect(owner.getByRole('row', { name: 'Lina Al-Otaibi' })).toBeVisible();

  await guest.goto(teamUrl);
  await expect(guest.getByRole('heading', { level: 1, name: teamName })).toHaveCount(0);
  await expect(guest.getByText('We could not load this team.')).toBeVisible();
});
