import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';

/**
 * A link e-mailed to the person that no longer works (used, expired, voided), under the title of
 * the page it opened: the way on is a new link from 'Esqueci minha senha'.
 */
export function BadLink({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-stone-900">{title}</h1>
      <Alert tone="error" role="alert">
        <p>Link inválido ou expirado. Peça um novo link em “Esqueci minha senha”.</p>
      </Alert>
      <Link to="/auth?forgot=1" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Pedir um novo link
      </Link>
    </div>
  );
}
