import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/** The staff forms' fields, shared by the console's islands and the admin API. */
export const StaffRoleSchema = z.enum(['owner', 'manager', 'fulfilment', 'support'], { message: 'Choose a role: owner, manager, fulfilment or support.' });

export const StaffEmailSchema = z
  .string()
  .trim()
  .max(200, 'Use an email address under 200 characters.')
  .pipe(z.email({ message: 'Enter an email address like name@example.com.' }));

export const StaffPasswordSchema = z
  .string()
  .min(12, 'Use a password of at least 12 characters.')
  .max(200, 'Use a password under 200 characters.');

export const StaffNameSchema = z.string().trim().min(2, 'Enter a name of at least 2 letters.').max(80, 'Use a name under 80 characters.');

export const TotpCodeSchema = z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

export const SignInSchema = z.object({
  email: labelled('Email', z.string().trim().min(3, 'Enter your email address.').max(200, 'Use an email address under 200 characters.')),
  password: labelled('Password', z.string().min(1, 'Enter your password.').max(200, 'Use a password under 200 characters.')),
  code: labelled('Authenticator code', TotpCodeSchema.optional()),
});

export const InviteSchema = z.object({ email: labelled('Email', StaffEmailSchema), role: labelled('Role', StaffRoleSchema) });

export const AcceptInviteSchema = z.object({
  token: labelled('Invite link', z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invite link is incomplete. Open the whole link you were sent.')),
  name: labelled('Name', StaffNameSchema),
  password: labelled('Password', StaffPasswordSchema),
});

export const StaffChangeSchema = z
  .object({
    role: labelled('Role', StaffRoleSchema.optional()),
    disabled: labelled('Disabled', z.boolean({ error: 'Disabled must be on or off' }).optional()),
    resetTotp: labelled('Reset two-step sign-in', z.literal(true, { error: 'Reset two-step sign-in can only be asked for' }).optional()),
    unlock: labelled('Unlock', z.literal(true, { error: 'Unlock can only be asked for' }).optional()),
  })
  .strict()
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.resetTotp !== undefined || v.unlock !== undefined, {
    message: 'Say what to change: the role, disable or enable, reset two-step sign-in, or unlock.',
  });

export const PasswordChangeSchema = z.object({
  currentPassword: labelled('Current password', z.string().min(1, 'Enter your current password.').max(200, 'Use a password under 200 characters.')),
  newPassword: labelled('New password', StaffPasswordSchema),
});

const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is incomplete. Open the whole link you were given.');

export const PasswordResetSchema = z.object({ token: labelled('Reset link', TokenSchema), password: labelled('New password', StaffPasswordSchema) });

export const CustomerNoteSchema = z.object({ body: labelled('Note', z.string().trim().min(1, 'Write the note first.').max(2000, 'Keep a note under 2,000 characters.')) });
