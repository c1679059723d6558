import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './ui/alert';
import { buttonClasses } from './ui/button';

/** Why something is blocked below Master (several farms, team, integrations), with the plans. */
export function MasterPlanNote({ children }: { children: ReactNode }) {
  return (
    <Alert tone="info" title="Recurso do plano Master">
      <p>{children}</p>
      <div>
        <Link to="/pricing?plan=MASTER" className={buttonClasses({ size: 'sm' })}>
          Ver planos
        </Link>
      </div>
    </Alert>
  );
}

/** A page of the farm's owner opened by another member: what it is and whom to ask. */
export function OwnerOnlyNote({ children }: { children: ReactNode }) {
  return (
    <Alert tone="warning" title="Só o proprietário da fazenda">
      <p>{children}</p>
    </Alert>
  );
}
