import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** The fallback for any error thrown while rendering or loading a route. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Unhandled route error:', error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-amber-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-stone-900">Algo deu errado</h1>
        <p className="text-stone-600">
          Ocorreu um erro inesperado. Recarregue a página para tentar novamente.
        </p>
        <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
      </div>
    </main>
  );
}
