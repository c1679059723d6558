import { FARM_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/domain/farms';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/**
 * 'O que cada papel faz': each role and what it does, in the words the invitation says (issue 39
 * item 8: one text per role, in src/domain/farms.ts).
 */
export function RoleGuide() {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="roles-title">O que cada papel faz</CardTitle>
      </CardHeader>
      <CardContent>
        <dl aria-labelledby="roles-title" className="flex flex-col gap-3">
          {FARM_ROLES.map((role) => (
            <div key={role} className="flex flex-col gap-0.5">
              <dt className="font-semibold text-stone-900">{ROLE_LABELS[role]}</dt>
              <dd className="text-sm text-stone-700">{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
