import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { AddPaymentMethodContainer } from './AddPaymentMethod.container.tsx';
import { BILLING_HREF, CARDS, TEAM_ID, VERIFICATION_URL, assistantTeam, cardTokenForm, storyParameters, team } from '../../fixtures/billing.ts';

/** The card form against the mocked API and a mocked gateway (its `/v1/tokens`). */
const meta = {
  title: 'Screens/Billing/Containers/AddPaymentMethod',
  component: AddPaymentMethodContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, returnTo: 'billing', backHref: BILLING_HREF, leaveTo: fn() },
} satisfies Meta<typeof AddPaymentMethodContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What left the browser in the running story: Waqt's API calls and the gateway's, with the gateway's headers. */
let sent: { start: unknown[]; gateway: { url: string; authorization: string | null; body: Record<string, unknown> }[]; waqtBodies: string[] } = { start: [], gateway: [], waqtBodies: [] };

function scene(gateway: () => Response) {
  sent = { start: [], gateway: [], waqtBodies: [] };
  return [
    mockQuery('teams.byId', team),
    mockMutation('billing.startAddPaymentMethod', (input) => {
      sent.start.push(input);
      return cardTokenForm;
    }),
    // Every other call to Waqt's API, to show no card number goes there.
    http.all('*/trpc/*', async ({ request }) => {
      sent.waqtBodies.push(`${request.url} ${await request.clone().text()}`);
      return undefined;
    }),
    http.post('*/v1/tokens', async ({ request }) => {
      sent.gateway.push({ url: request.url, authorization: request.headers.get('authorization'), body: (await request.json()) as Record<string, unknown> });
      return gateway();
    }),
  ];
}

const field = (el: HTMLElement, key: string) => within(el).getByRole('textbox', { name: containing(storyTr()(`billing.addCard.${key}`)) });
async function fillAndSubmit(el: HTMLElement, number = CARDS.mada) {
  await userEvent.type(await within(el).findByRole('textbox', { name: containing(storyTr()('billing.addCard.name')) }), 'Sara Al-Qahtani');
  await userEvent.click(field(el, 'number'));
  await userEvent.paste(number);
  await userEvent.type(field(el, 'month'), '01');
  await userEvent.type(field(el, 'year'), '31');
  await userEvent.type(field(el, 'cvc'), '123');
  await userEvent.click(within(el).getByRole('button', { name: storyTr()('billing.addCard.submit') }));
}

/**
 * A mada card: Waqt's API gives the gateway's address and its billing key (and hears no card number);
 * the card goes to `{baseUrl}/v1/tokens` with Basic auth of the publishable key; the browser leaves for 3-D Secure.
 */
export const AddCard: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(() => HttpResponse.json({ id: 'token_9a8b7c', status: 'initiated', verification_url: VERIFICATION_URL, message: null }, { status: 201 })));
  },
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(args.leaveTo).toHaveBeenCalledWith(VERIFICATION_URL));
    await expect(sent.start).toEqual([{ teamId: TEAM_ID, returnTo: 'billing' }]);
    await expect(sent.gateway).toEqual([
      {
        url: 'https://gateway.example/v1/tokens',
        authorization: `Basic ${btoa('pk_test_waqtBilling01:')}`,
        body: { name: 'Sara Al-Qahtani', number: '4201320111111010', cvc: '123', month: 1, year: 2031, callback_url: cardTokenForm.callbackUrl, metadata: cardTokenForm.metadata },
      },
    ]);
    await expect(sent.waqtBodies.join('\n')).not.toContain('4201320111111010');
    await expect(await within(canvasElement).findByText(storyTr()('billing.addCard.redirecting'))).toBeInTheDocument();
  },
};

/** The gateway refuses (4xx `{type, message, errors}`): "Payment Method Add Failed!" and its message; the browser stays. */
export const GatewayRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(() => HttpResponse.json({ type: 'invalid_request_error', message: 'Tokenization is not enabled for this account', errors: null }, { status: 400 })));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await fillAndSubmit(canvasElement, CARDS.visa);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_METHOD_ADD_FAILED'));
    await expect(within(alert).getByText('Tokenization is not enabled for this account')).toBeInTheDocument();
    await expect(args.leaveTo).not.toHaveBeenCalled();
  },
};

/** The gateway cannot be reached: the translated failure, nothing more. */
export const GatewayUnreachable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(() => HttpResponse.error()));
  },
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement, CARDS.visa);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyTr()('errors.PAYMENT_METHOD_ADD_FAILED'));
    await expect(args.leaveTo).not.toHaveBeenCalled();
  },
};

/** Waqt refuses first (ten cards on file): its reason, and the card never goes to the gateway. */
export const TooManyCards: Story = {
  beforeEach: ({ msw }) => {
    sent = { start: [], gateway: [], waqtBodies: [] };
    msw.use(
      mockQuery('teams.byId', team),
      mockError('billing.startAddPaymentMethod', 'PAYMENT_METHODS_LIMIT', 'post'),
      http.post('*/v1/tokens', () => {
        sent.gateway.push({ url: '', authorization: null, body: {} });
        return HttpResponse.json({}, { status: 500 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, CARDS.visa);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyTr()('errors.PAYMENT_METHODS_LIMIT'));
    await expect(sent.gateway).toEqual([]);
  },
};

/** Opened from the subscription: the callback will bring the browser back there. */
export const ForSubscription: Story = {
  args: { returnTo: 'subscribe' },
  beforeEach: ({ msw }) => {
    msw.use(...scene(() => HttpResponse.json({ id: 'token_1', status: 'initiated', verification_url: VERIFICATION_URL }, { status: 201 })));
  },
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement, CARDS.mastercard);
    await waitFor(() => expect(args.leaveTo).toHaveBeenCalledWith(VERIFICATION_URL));
    await expect(sent.start).toEqual([{ teamId: TEAM_ID, returnTo: 'subscribe' }]);
  },
};

/** Assistants: the permission-disabled message, no form. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', assistantTeam));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByText(t('billing.ownersOnly'))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};
