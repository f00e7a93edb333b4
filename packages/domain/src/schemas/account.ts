import { z } from 'zod';

import { NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants.ts';
import { LANGUAGES } from '../language.ts';
import { BD_PHONE_PATTERN } from '../phone.ts';
import { plainText } from '../plain-text.ts';

/** Validation rules of spec section 5, with their exact messages, for the forms and the routes alike. */

/**
 * Refused before anything is hashed. No longer password can be set; an account given one before
 * this rule signs in again after a reset.
 */
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export const LoginSchema = z.object({
  identifier: z.string().trim().min(1, 'Email or phone is required'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type Login = z.infer<typeof LoginSchema>;

const NameSchema = z
  .string()
  .overwrite(plainText)
  .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`);
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
export const PhoneSchema = z.string().trim().regex(BD_PHONE_PATTERN, 'Invalid phone number');

export const RegisterEmailSchema = z
  .object({
    name: NameSchema,
    email: z.string().trim().toLowerCase().pipe(z.email('Invalid email')),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterEmail = z.infer<typeof RegisterEmailSchema>;

export const RegisterPhoneSchema = z
  .object({
    name: NameSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterPhone = z.infer<typeof RegisterPhoneSchema>;

export const ForgotPasswordSchema = z.object({
  identifier: z.string().trim().min(1, 'Email or phone is required'),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    newPassword: PasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The one-time code is all digits of the configured length (4 by default: the spec's four boxes). */
export function otpCodeSchema(length: number) {
  return z.string().regex(new RegExp(`^\\d{${length}}$`), 'Invalid OTP or session expired');
}

export const LanguageSchema = z.enum(LANGUAGES, { message: 'Language must be en or bn' });

/** Every profile field is optional (spec section 5); a filled one must still be well formed. */
export const ProfileFormSchema = z.object({
  name: z
    .string()
    .overwrite(plainText)
    .max(100, 'Name is too long')
    .refine((v) => v === '' || v.length >= NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
    .optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email')
    .optional(),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || BD_PHONE_PATTERN.test(v), 'Invalid phone number')
    .optional(),
  address: z.string().overwrite(plainText).max(500, 'Address is too long').optional(),
  /** The language the shop writes to the person in (e-mails, SMS, invoices); kept when the shopper switches. */
  language: LanguageSchema.optional(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** The user as every account answer shows it (spec section 3, User). Never carries secrets. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  isEmailVerified: z.boolean(),
  /** The user's photo, or the default avatar's address when they have none (decision 021). */
  profileImg: z.string(),
  address: z.string().nullable(),
  googleId: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The language the shop writes to them in; every answer carries it (a user a page kept from an
   * older answer may lack it).
   */
  language: z.enum(LANGUAGES).optional(),
});
export type User = z.infer<typeof UserSchema>;

/** What sign-in, Google sign-in and e-mail verification answer with: the session's start. */
export const SessionSchema = z.object({ user: UserSchema, accessToken: z.string() });
export type Session = z.infer<typeof SessionSchema>;

/** POST /user/register: the form's fields plus the method; the server reads only these. */
export const RegisterRequestSchema = z.discriminatedUnion('method', [
  RegisterEmailSchema.safeExtend({ method: z.literal('email') }),
  RegisterPhoneSchema.safeExtend({ method: z.literal('phone') }),
]);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * A phone given at checkout, confirmed by SMS code before a large first cash-on-delivery order
 * (decision 041): the code is sent to it, then typed back with it.
 */
export const PhoneConfirmationRequestSchema = z.object({ phone: PhoneSchema });
export type PhoneConfirmationRequest = z.infer<typeof PhoneConfirmationRequestSchema>;
export const PhoneConfirmationSchema = z.object({
  phone: PhoneSchema,
  code: z.string().trim().min(1, 'Please enter the code'),
});
export type PhoneConfirmation = z.infer<typeof PhoneConfirmationSchema>;
export const ConfirmedPhoneSchema = z.object({ phone: z.string(), verified: z.boolean() });
