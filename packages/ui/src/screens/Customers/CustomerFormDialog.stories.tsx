import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { expectPending, storyParameters } from '../../fixtures/teams.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { CustomerFormDialog, type SaveCustomerRequest } from './CustomerFormDialog.tsx';
import { layla, omar } from '../../fixtures/customers.ts';

const body = () => within(document.body);
const dialogOf = async (titleKey: string) => within(await body().findByRole('dialog', { name: storyTr()(titleKey) }));
const fields = (dialog: ReturnType<typeof within>) => {
  const t = storyTr();
  return {
    name: dialog.getByRole('textbox', { name: containing(t('customers.form.name')) }),
    email: dialog.getByRole('textbox', { name: containing(t('customers.form.email')) }),
    phone: dialog.getByRole('textbox', { name: containing(t('customers.form.phone')) }),
  };
};

const meta = {
  title: 'Screens/Customers/CustomerFormDialog',
  component: CustomerFormDialog,
  parameters: storyParameters,
  args: {
    target: {},
    onClose: fn(),
    onSave: fn(async (_r: SaveCustomerRequest): Promise<ActionOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof CustomerFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Adding: empty and malformed fields are caught here, as the booking page does, with the same messages;
 * then the cleaned values go out — the email in lower case, a Saudi 05… mobile as +9665….
 */
export const AddWithClientErrors: Story = {
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await expect(f.name).toHaveFocus();
    await expect(f.phone).toHaveAttribute('placeholder', t('customers.form.phonePlaceholder'));
    await expect(f.phone).toHaveAccessibleDescription(t('customers.form.phoneHelp'));
    await userEvent.type(f.phone, '12345');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await expect(f.name).toHaveAccessibleDescription(t('validation.required'));
    await expect(f.email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await expect(f.phone).toHaveAccessibleDescription(containing(t('validation.phone_invalid')));
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(f.name, '  Sara Al-Qahtani ');
    await userEvent.type(f.email, 'Sara@Example.com');
    await userEvent.clear(f.phone);
    await userEvent.type(f.phone, '055 123 4567');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Sara Al-Qahtani', email: 'sara@example.com', phone: '+966551234567' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A refused save puts the focus on the first field it refused (useForm): here the email, not the name nor the button. */
export const FocusOnFirstInvalid: Story = {
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await userEvent.type(f.name, 'Sara Al-Qahtani');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await waitFor(() => expect(f.email).toHaveFocus());
    await expect(f.email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The email belongs to another customer (CUSTOMER_EMAIL_TAKEN): said under the email field, not as a banner. */
export const AddEmailTaken: Story = {
  args: { onSave: fn(async (_r: SaveCustomerRequest): Promise<ActionOutcome> => ({ ok: false, error: 'CUSTOMER_EMAIL_TAKEN' })) },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await userEvent.type(f.name, 'Omar H.');
    await userEvent.type(f.email, omar.email);
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await waitFor(() => expect(f.email).toHaveAccessibleDescription(t('errors.CUSTOMER_EMAIL_TAKEN')));
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
    // Typing another email clears the message.
    await userEvent.type(f.email, 'x');
    await expect(f.email).not.toHaveAttribute('aria-invalid');
  },
};

/** The API's own phone check (libphonenumber) refused the number: its message under the phone field. */
export const AddServerPhoneInvalid: Story = {
  args: {
    onSave: fn(async (_r: SaveCustomerRequest): Promise<ActionOutcome> => ({ ok: false, error: 'INVALID_REQUEST', fields: { phone: { issue: 'phone_invalid' } } })),
  },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await userEvent.type(f.name, 'Badr');
    await userEvent.type(f.email, 'badr@example.com');
    await userEvent.type(f.phone, '+966 10 000 0000');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Badr', email: 'badr@example.com', phone: '+966100000000' });
    await waitFor(() => expect(f.phone).toHaveAccessibleDescription(containing(t('validation.phone_invalid'))));
    // The field says what is wrong: no vague "invalid request" banner on top.
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Any other failure shows above the fields, translated. */
export const SaveFailure: Story = {
  args: { onSave: fn(async (_r: SaveCustomerRequest): Promise<ActionOutcome> => ({ ok: false, error: 'UNEXPECTED' })) },
  play: async () => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await userEvent.type(f.name, 'Badr');
    await userEvent.type(f.email, 'badr@example.com');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.UNEXPECTED'));
  },
};

/** While the save is on its way the button waits (no second customer from a double press). */
export const Pending: Story = {
  args: { onSave: fn((_r: SaveCustomerRequest) => new Promise<ActionOutcome>(() => {})) },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await userEvent.type(f.name, 'Badr');
    await userEvent.type(f.email, 'badr@example.com');
    const submit = dialog.getByRole('button', { name: containing(t('customers.form.add')) });
    await userEvent.click(submit);
    await expectPending(submit);
    await expect(dialog.getByRole('button', { name: t('common.cancel') })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Editing: the saved values filled in, the Saudi number as it is dialled at home; saving sends the id. */
export const EditPrefilled: Story = {
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  args: { target: { customer: omar } },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.editTitle');
    const f = fields(dialog);
    await expect(f.name).toHaveValue(omar.name);
    await expect(f.email).toHaveValue(omar.email);
    await expect(f.phone).toHaveValue('055 123 4567');
    await userEvent.clear(f.name);
    await userEvent.type(f.name, 'Omar Al-Haddad');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ customerId: omar.id, name: 'Omar Al-Haddad', email: omar.email, phone: omar.phone });
  },
};

/** Emptying the phone of a customer removes it (sent without one); a foreign number is shown internationally. */
export const EditClearPhone: Story = {
  args: { target: { customer: layla } },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.editTitle');
    const f = fields(dialog);
    await expect(f.phone).toHaveValue('+44 20 7946 0958');
    await userEvent.clear(f.phone);
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ customerId: layla.id, name: layla.name, email: layla.email });
  },
};

/**
 * An assistant editing: the saved email is read-only, with the reason (an owner changes it — a "taken"
 * answer would tell an assistant whether the team has an address); name and phone save as usual.
 */
export const EditEmailLocked: Story = {
  args: { target: { customer: omar }, isEmailLocked: true },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await dialogOf('customers.form.editTitle');
    const f = fields(dialog);
    await expect(f.email).toHaveAttribute('readonly');
    await expect(f.email).toHaveAccessibleDescription(t('customers.form.emailLocked'));
    await userEvent.type(f.email, 'x');
    await expect(f.email).toHaveValue(omar.email);
    await userEvent.clear(f.name);
    await userEvent.type(f.name, 'Omar Al-Haddad');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ customerId: omar.id, name: 'Omar Al-Haddad', email: omar.email, phone: omar.phone });
  },
};

/** Adding is the same for everyone: the email is typed freely even where edits keep it. */
export const AddWithEmailLocked: Story = {
  args: { isEmailLocked: true },
  play: async () => {
    const dialog = await dialogOf('customers.form.addTitle');
    const f = fields(dialog);
    await expect(f.email).not.toHaveAttribute('readonly');
    await userEvent.type(f.email, 'new@example.com');
    await expect(f.email).toHaveValue('new@example.com');
  },
};
