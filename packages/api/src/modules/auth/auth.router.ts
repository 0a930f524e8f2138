import {
  authProvidersSchema,
  currentUserSchema,
  loginPasswordInput,
  okSchema,
  otpSentSchema,
  registerInput,
  requestOtpInput,
  resetRequestInput,
  resetSubmitInput,
  verifyOtpInput,
} from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { loginPassword, register, requestOtp, resetRequest, resetSubmit, verifyOtp } from './auth.service.ts';

/** Signing up and in. Every input is the contracts schema the forms validate with too. */
export const authRouter = router({
  /** Which sign-in providers are configured (the Google button shows only when true). */
  providers: publicProcedure.output(authProvidersSchema).query(({ ctx }) => ({ google: ctx.config.google !== null })),
  register: publicProcedure.input(registerInput).output(otpSentSchema).mutation(({ ctx, input }) => register(ctx, input)),
  loginPassword: publicProcedure.input(loginPasswordInput).output(currentUserSchema).mutation(({ ctx, input }) => loginPassword(ctx, input)),
  requestOtp: publicProcedure.input(requestOtpInput).output(otpSentSchema).mutation(({ ctx, input }) => requestOtp(ctx, input)),
  verifyOtp: publicProcedure.input(verifyOtpInput).output(currentUserSchema).mutation(({ ctx, input }) => verifyOtp(ctx, input)),
  resetRequest: publicProcedure.input(resetRequestInput).output(okSchema).mutation(({ ctx, input }) => resetRequest(ctx, input)),
  resetSubmit: publicProcedure.input(resetSubmitInput).output(currentUserSchema).mutation(({ ctx, input }) => resetSubmit(ctx, input)),
});
