import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button';

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-6xl font-bold text-green-800">404</h1>
        <p className="text-xl text-stone-600">Oops! Page not found</p>
        <Link to="/" className={buttonClasses()}>
          Voltar para o início
        </Link>
      </div>
    </main>
  );
}
