/**
 * Organization registration (docs/product.md, Account flows: Register, Verify Email, organization approval
 * and rejection): a merchant registers its organization with a Merchant Admin account, verifies the email
 * from a mailed link, and staff approve or reject it. No password is asked here: the approval mails the
 * first-time login link, which sets it (with the security question, the secret phrase and the terms), exactly
 * as for a user an administrator creates. No username either: the server derives it from the email and mails
 * it with that link, so the form cannot be used to learn which usernames or emails exist.
 */
import * as v from 'valibot';
import { MOBILE_PATTERN } from './account';

const text = (max: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.tooLong'),
  );

/** A company registration number as printed (SSM: 202301012345, 1234567-X, LLP0012345-LGN). */
export const REGISTRATION_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,29}$/;

export const RegisterOrganizationSchema = v.object({
  companyName: v.pipe(text(120), v.minLength(2, 'validation.minLength')),
  registrationNumber: v.pipe(
    text(30),
    v.toUpperCase(),
    v.regex(REGISTRATION_NUMBER_PATTERN, 'validation.registrationNumber'),
  ),
  firstName: text(60),
  lastName: text(60),
  email: v.pipe(text(200), v.email('validation.email')),
  mobileNumber: v.pipe(text(20), v.regex(MOBILE_PATTERN, 'validation.phone')),
});
export type RegisterOrganization = v.InferOutput<typeof RegisterOrganizationSchema>;

/** Answer of verify-email: a second click on the same link is not an error. */
export const VerifyEmailResultSchema = v.object({ isAlreadyVerified: v.boolean() });
export type VerifyEmailResult = v.InferOutput<typeof VerifyEmailResultSchema>;

/** An open registration on the staff approval screen. */
export const OrganizationRegistrationSchema = v.object({
  merchantId: v.string(),
  companyName: v.string(),
  registrationNumber: v.string(),
  contactName: v.string(),
  username: v.string(),
  email: v.string(),
  mobileNumber: v.string(),
  registeredAt: v.string(),
  /** Approval waits for this; rejection does not (spam can be cleared). */
  isEmailVerified: v.boolean(),
  /** Another merchant (not a rejected one) already has this registration number. */
  isRegistrationNumberInUse: v.boolean(),
});
export type OrganizationRegistration = v.InferOutput<typeof OrganizationRegistrationSchema>;
export const OrganizationRegistrationListSchema = v.array(OrganizationRegistrationSchema);

const merchantId = v.pipe(v.string('validation.required'), v.uuid('validation.invalid'));
export const REJECTION_REASON_MAX = 500;

export const ApproveOrganizationSchema = v.object({ merchantId });
export const RejectOrganizationSchema = v.object({
  merchantId,
  reason: v.pipe(text(REJECTION_REASON_MAX), v.minLength(5, 'validation.minLength')),
});
export type RejectOrganization = v.InferOutput<typeof RejectOrganizationSchema>;
