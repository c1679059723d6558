import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button';

/** 'Voltar ao painel', the way back at the top of every signed-in screen. */
export function BackToDashboard({ className = '-ml-3' }: { className?: string }) {
  return (
    <Link to="/dashboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className })}>
      <ArrowLeft aria-hidden="true" />
      Voltar ao painel
    </Link>
  );
}
