/**
 * The sign-in and sign-up forms' schemas (and zod with them): a chunk of their own, fetched when one of
 * the forms is first edited (useForm's LazySchema), so that the landing page and the sign-up page load
 * no zod before anyone types.
 */
export { loginPasswordInput, registerInput } from '@waqt/contracts';
