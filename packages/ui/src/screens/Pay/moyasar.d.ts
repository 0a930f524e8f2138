// Types of the parts of `moyasar-payment-form` (2.2.10) this package uses. The package ships a
// moyasar.d.ts, but its `exports` (import → moyasar.umd.js) hide it from TypeScript, and it names a
// global `MoyasarJS` namespace it never declares. Config fields: PAYMENTS.md §2 and the form's source.
declare module 'moyasar-payment-form' {
  /** What the form hands to `on_completed`: the payment it created at the gateway. */
  export interface MoyasarPayment {
    id: string;
    status: string;
    amount: number;
    currency: string;
    source?: { type?: string; company?: string; name?: string; number?: string; message?: string | null; transaction_url?: string | null };
  }
  export interface MoyasarFormConfig {
    element: string | Element;
    /** Smallest unit (halalas), at least 100. */
    amount: number;
    currency: string;
    description: string;
    publishable_api_key: string;
    callback_url: string;
    base_url?: string;
    language?: 'ar' | 'en';
    metadata?: Record<string, string>;
    supported_networks?: ('mada' | 'visa' | 'mastercard' | 'amex' | 'unionpay')[];
    methods?: ('creditcard' | 'applepay' | 'stcpay' | 'samsungpay')[];
    /** The "Powered by Moyasar" logo under the form (default true): a link whose only content is an unnamed image. */
    show_footer?: boolean;
    fixed_width?: boolean;
    /** Each callback must be an `async` function: the form refuses plain ones. */
    /** Before each payment; must answer `true`/`false` (go on or not) or an object of config changes. */
    on_initiating?: (source: { type: string; bin?: string }) => Promise<boolean | Record<string, unknown>>;
    on_completed?: (payment: MoyasarPayment) => Promise<void>;
    on_failure?: (error: unknown) => Promise<void>;
    /**
     * Replaces the form's own navigation to `callback_url?id&status&message` after a payment ends on the
     * page (paid, authorized or failed; not the 3-D Secure redirect, which always navigates).
     */
    on_redirect?: (url: string) => Promise<void>;
  }
  const Moyasar: {
    init(config: MoyasarFormConfig): void;
    setAmount(amount: number): void;
  };
  export default Moyasar;
}
