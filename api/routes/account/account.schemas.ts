import { z } from 'zod';
import {
  isPersonName,
  isPlaceName,
  profileRuleTexts,
} from '../../../machines/shared/profile-rules.ts';
import { envelope, errorResponses, text } from '../shared.schemas.ts';

export const user = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  fullName: z.string(),
  role: z.enum(['borrower', 'lender', 'admin']),
  isPersonal: z.boolean(),
  referralCode: z.string().nullable(),
  emailSubscribed: z.boolean(),
  phoneVerified: z.boolean(),
});

const email = text({ min: 1, max: 254, trim: true }).email('The e-mail address is not valid');
/** Indonesian mobile numbers: +62 or 0, then 8 and 7–11 more digits. */
const phone = text({ min: 1, max: 20, trim: true })
  .regex(/^(\+62|62|0)8\d{7,11}$/, 'The phone number is not valid (e.g. 081234567890)')
  .transform((value) => value.replace(/^(\+62|62)/, '0'));

export const registerBody = z
  .object({
    email,
    phone,
    fullName: text({ trim: true })
      .min(6, 'Full name needs 6 to 50 characters')
      .max(50, 'Full name needs 6 to 50 characters'),
    password: text({ min: 1, max: 128 }),
    confirmPassword: text({ min: 1, max: 128 }),
    role: z.enum(['borrower', 'lender']),
    isPersonal: z.boolean(),
    termsAccepted: z.literal(true, 'required'),
    referralCode: text({ max: 20, trim: true }).optional(),
  })
  // The name a person registers with is the one her ID card prints (the profile's rule); a
  // company's holds a letter. It is the name on agreements and e-mails.
  .superRefine((body, context) => {
    const name = body.fullName.trim();
    if (body.isPersonal ? isPersonName(name) : isPlaceName(name)) return;
    context.addIssue({
      code: 'custom',
      path: ['fullName'],
      message: profileRuleTexts.NAME_CHARACTERS.en,
    });
  });

export const activateBody = z.object({
  email,
  code: text({ max: 20, trim: true }).regex(/^\d{6}$/, 'The code has 6 digits'),
});

export const loginBody = z.object({
  email: text({ min: 1, max: 254, trim: true }),
  password: text({ min: 1, max: 1000 }),
});

export const forgotBody = z.object({ email });

export const resetBody = z.object({
  token: text({ max: 200 }).min(20, 'required'),
  new_password: text({ min: 1, max: 128 }),
  confirm_password: text({ max: 128 }).optional(),
});

export const changePasswordBody = z.object({
  old_password: text({ min: 1, max: 1000 }),
  new_password: text({ min: 1, max: 128 }),
  confirm_password: text({ max: 128 }).optional(),
});

export const unsubscribeBody = z.object({ email, password: text({ min: 1, max: 1000 }) });

export const loginResponse = {
  200: envelope(z.object({ token: z.string(), expiresAt: z.string(), user })),
  ...errorResponses,
};
export const logoutResponse = {
  200: envelope(z.object({ loggedOut: z.literal(true) })),
  ...errorResponses,
};

/** How long a caller may keep the key set before asking again. */
export const JWKS_MAX_AGE_SECONDS = 300;
export const jwksResponse = {
  200: z.object({
    keys: z.array(
      z.object({
        kty: z.literal('OKP'),
        crv: z.literal('Ed25519'),
        x: z.string(),
        kid: z.string(),
        alg: z.literal('EdDSA'),
        use: z.literal('sig'),
      }),
    ),
  }),
};
export const meResponse = { 200: envelope(user), ...errorResponses };
export const registeredResponse = {
  201: envelope(z.object({ user, activationSentTo: z.string() })),
  ...errorResponses,
};
export const okResponse = { 200: envelope(z.object({ message: z.string() })), ...errorResponses };
export const passwordAgeResponse = {
  200: envelope(
    z.object({
      passwordChangedAt: z.string(),
      ageDays: z.number().int(),
      mustChange: z.boolean().describe('The password is six months (180 days) old or more'),
    }),
  ),
  ...errorResponses,
};
export const subscriptionResponse = {
  200: envelope(z.object({ subscribed: z.boolean() })),
  ...errorResponses,
};
export const outboxResponse = {
  200: envelope(
    z.object({
      data: z.array(
        z.object({
          id: z.number().int(),
          channel: z.enum(['email', 'sms']),
          recipient: z.string(),
          subject: z.string(),
          body: z.string(),
          createdAt: z.string(),
          deliveredAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  ...errorResponses,
};

export const otpRequestBody = z.object({
  channel: z
    .enum(['sms', 'email'])
    .describe('Where the 6-digit code goes: the phone (SMS) or the e-mail'),
});
export const otpVerifyBody = z.object({
  code: text({ max: 20, trim: true }).describe('The 6-digit code received'),
});
export const otpConfirmBody = z.object({
  otpToken: text({ max: 200 }).min(20, 'required').describe('The token verify-otp returned'),
});
export const otpRequestResponse = {
  200: envelope(
    z.object({
      channel: z.enum(['sms', 'email']),
      expiresAt: z.string().describe('The code is valid for 5 minutes'),
      resendAfterSeconds: z
        .number()
        .int()
        .describe('Another code may be asked for after this cool-down'),
    }),
  ),
  410: errorResponses[400],
  ...errorResponses,
};
export const otpVerifyResponse = {
  200: envelope(z.object({ otpToken: z.string(), channel: z.enum(['sms', 'email']).nullable() })),
  410: errorResponses[400],
  ...errorResponses,
};
export const otpConfirmResponse = {
  200: envelope(z.object({ confirmed: z.boolean(), channel: z.enum(['sms', 'email']) })),
  ...errorResponses,
};
