import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';

/**
 * The organization plugin's access control for farms (decision 015). Only the owner
 * ('Proprietário') manages the farm, its team and its API keys; 'Gerente' and 'Campo' manage
 * nothing of the farm itself. What each role may do with records is the app's rule
 * (src/domain/farms.ts), checked by the farm middleware on every route.
 */
const statements = {
  ...defaultStatements,
  apiKey: ['create', 'read', 'update', 'delete'],
} as const;

export const farmAccessControl = createAccessControl(statements);

export const farmRoles = {
  owner: farmAccessControl.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    apiKey: ['create', 'read', 'update', 'delete'],
  }),
  manager: farmAccessControl.newRole({ organization: [], member: [], invitation: [], apiKey: [] }),
  field: farmAccessControl.newRole({ organization: [], member: [], invitation: [], apiKey: [] }),
};
