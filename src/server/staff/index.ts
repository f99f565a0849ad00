// The staff domain's only door: what other domains and the pages use of it.
export { changeRole, listStaff, resetTotp, setDisabled, staffTotpEnabled, unlockSignIn } from './accounts';
export type { AuditCtx } from './accounts';
export { ensureDemoOwner } from './demo-owner';
export { currentStaff, requireStaff, signInRedirect, staffForPage } from './guard';
export type { StaffMember } from './guard';
export { inviteLinkShown } from './invite-link';
export { acceptInvite, inviteFor, inviteStaff, listPendingInvites, resendInvite, revokeInvite } from './invites';
export { changeOwnPassword } from './password-change';
export { createPasswordReset, passwordResetFor, usePasswordReset } from './password-resets';
export { ROLE_NAMES, can } from './permissions';
export type { Permission, RoutePermission } from './permissions';
export { resetLinkShown } from './reset-link';
export { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';
export { createStaffSession, signOut } from './sessions';
export { signInPage } from './sign-in-page';
export { signIn } from './sign-in';
export { confirmTotp, startTotp } from './totp-enrol';
