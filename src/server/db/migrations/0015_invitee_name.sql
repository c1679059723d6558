-- The name the owner typed when inviting ('Nome (opcional)'), kept to fill the invitee's sign-up
-- form. Nullable: older invitations and invitations without a name have none.
ALTER TABLE "farm_invitations" ADD COLUMN "invitee_name" text;
