/**
 * The sign-in, sign-up, code and reset forms' schemas (and zod with them): a chunk of their own, fetched
 * when a form is first edited (useForm's LazySchema) or submitted, so that the landing page, the sign-up
 * and the other auth pages load no zod before anyone types.
 */
export { emailSchema, loginPasswordInput, otpCodeSchema, passwordSchema, registerInput } from '@waqt/contracts';
