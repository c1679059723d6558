import type { AdminUserRow } from '@/domain/admin/admin';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ChangeSubscription, ExtendTrial, ResendConfirmation } from './support-dialogs';

/** A user's actions: reset the password, and the support actions. */
export function UserActions({ user }: { user: AdminUserRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ResetPasswordDialog user={user} />
      {!user.emailVerified && <ResendConfirmation user={user} />}
      <ExtendTrial user={user} />
      <ChangeSubscription user={user} />
    </div>
  );
}
