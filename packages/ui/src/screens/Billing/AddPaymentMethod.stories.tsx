import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CARD_VERIFICATION_HALALAS, isLocale, type Locale } from '@waqt/contracts';
import { formatMoney } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { AddPaymentMethod, type AddCardOutcome } from './AddPaymentMethod.tsx';
import type { CardInput } from './card.ts';
import { ADD_CARD_FOR_SUBSCRIBE_HREF, BILLING_HREF, CARDS, NOW, storyParameters } from '../../fixtures/billing.ts';

const meta = {
  title: 'Screens/Billing/AddPaymentMethod',
  component: AddPaymentMethod,
  parameters: storyParameters,
  args: {
    role: 'owner',
    returnTo: 'billing',
    backHref: BILLING_HREF,
    now: NOW,
    onSubmit: fn(async (_card: CardInput): Promise<AddCardOutcome> => ({ ok: true })),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddPaymentMethod>;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
/** Intl puts no-break spaces in amounts; compare collapsed whitespace. */
const norm = (text: string) => text.replace(/\s+/g, ' ');
const field = (el: HTMLElement, key: string) => within(el).getByRole('textbox', { name: containing(storyTr()(`billing.addCard.${key}`)) });
const brand = (b: string) => storyTr()('billing.addCard.brand', { brand: storyTr()(`billing.cards.brands.${b}`) });

/** Fills the form; `number` as printed, with its spaces. */
async function fill(el: HTMLElement, { name = 'Sara Al-Qahtani', number = CARDS.visa, month = '08', year = '29', cvc = '123' } = {}) {
  if (name) await userEvent.type(field(el, 'name'), name);
  if (number) {
    await userEvent.click(field(el, 'number'));
    await userEvent.paste(number);
  }
  if (month) await userEvent.type(field(el, 'month'), month);
  if (year) await userEvent.type(field(el, 'year'), year);
  if (cvc) await userEvent.type(field(el, 'cvc'), cvc);
}
const submit = (el: HTMLElement) => userEvent.click(within(el).getByRole('button', { name: storyTr()('billing.addCard.submit') }));

/** A Visa card: recognised as typed, checked, sent as the gateway takes it; then the bank's check opens. */
export const AddVisa: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('billing.addCard.title') })).toBeInTheDocument();
    // The 1.00 SAR verification hold, said before anything is sent.
    const hold = norm(t('billing.addCard.hold', { amount: formatMoney(CARD_VERIFICATION_HALALAS, locale()) }));
    await expect(c.getByText((_, el) => el?.tagName === 'LI' && norm(el.textContent ?? '') === hold)).toBeInTheDocument();
    await expect(c.getByText(t('billing.addCard.gatewayNote'))).toBeInTheDocument();
    await userEvent.type(field(canvasElement, 'number'), '4111');
    await expect(c.getByRole('status')).toHaveTextContent(brand('visa'));
    await userEvent.clear(field(canvasElement, 'number'));
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Sara Al-Qahtani', number: '4111111111111111', month: 8, year: 2029, cvc: '123' });
    await expect(await c.findByText(t('billing.addCard.redirecting'))).toBeInTheDocument();
    await expect(c.getByRole('button', { name: containing(t('billing.addCard.submit')) })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** mada starts with 4 like Visa: named by its BIN once six digits are known. */
export const Mada: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(field(canvasElement, 'number'), '4201');
    await expect(c.getByRole('status')).toHaveTextContent(brand('visa'));
    await userEvent.type(field(canvasElement, 'number'), ' 32');
    await expect(c.getByRole('status')).toHaveTextContent(brand('mada'));
    await userEvent.type(field(canvasElement, 'number'), '01 1111 1010');
    await expect(field(canvasElement, 'number')).not.toHaveAttribute('aria-invalid');
  },
};

/** Another network (Amex) is refused as soon as its first six digits are known, and never sent. */
export const OtherNetworkRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await fill(canvasElement, { number: CARDS.amex });
    const number = field(canvasElement, 'number');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(containing(t('billing.addCard.brandUnsupported')));
    await submit(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field is checked before anything leaves: required, the gateway's two-word name, Luhn, an expiry not past, 3 digits. */
export const FieldErrors: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await submit(canvasElement);
    for (const key of ['name', 'number', 'month', 'year', 'cvc']) await expect(field(canvasElement, key)).toHaveAccessibleDescription(containing(t('validation.required')));
    await fill(canvasElement, { name: 'Sara', number: '4111 1111 1111 1112', month: '02', year: '26', cvc: '12' });
    await submit(canvasElement);
    await expect(field(canvasElement, 'name')).toHaveAccessibleDescription(containing(t('billing.addCard.nameTwoWords')));
    await expect(field(canvasElement, 'number')).toHaveAccessibleDescription(containing(t('billing.addCard.numberInvalid')));
    await expect(field(canvasElement, 'year')).toHaveAccessibleDescription(containing(t('billing.addCard.expired')));
    await expect(field(canvasElement, 'cvc')).toHaveAccessibleDescription(containing(t('billing.addCard.cvcInvalid')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The gateway refused the card: "Payment Method Add Failed!" with the gateway's message as it came; the form is usable again. */
export const GatewayRefused: Story = {
  args: { onSubmit: fn(async (_card: CardInput): Promise<AddCardOutcome> => ({ ok: false, error: 'PAYMENT_METHOD_ADD_FAILED', gatewayMessage: 'Validation Failed' })) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await fill(canvasElement);
    await submit(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_METHOD_ADD_FAILED'));
    await expect(within(alert).getByText('Validation Failed')).toBeInTheDocument();
    await expect(field(canvasElement, 'name')).toHaveValue('Sara Al-Qahtani');
    await waitFor(() => expect(field(canvasElement, 'name')).toBeEnabled());
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Opened from the subscription: the way back goes there. */
export const FromSubscribe: Story = {
  args: { returnTo: 'subscribe', backHref: ADD_CARD_FOR_SUBSCRIBE_HREF },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: storyTr()('billing.addCard.backToSubscribe') })).toHaveAttribute('href', ADD_CARD_FOR_SUBSCRIBE_HREF);
  },
};

export const Assistant: Story = {
  args: { role: 'assistant' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(storyTr()('errors.PERMISSION_DISABLED'));
    await expect(c.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { role: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the expiry and CVC stack; nothing runs off the side. */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(field(canvasElement, 'cvc').getBoundingClientRect().top).toBeGreaterThan(field(canvasElement, 'month').getBoundingClientRect().bottom);
  },
};
