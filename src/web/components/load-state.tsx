import { RotateCw } from 'lucide-react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { Spinner } from './ui/spinner';

/** A list that could not load: the spec's title and message, and a way to try again. */
export function LoadFailed({
  title,
  description,
  onRetry,
  retrying,
}: {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert tone="error" title={title}>
      <p>{description}</p>
      <div>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    </Alert>
  );
}

/** A card holding a spinner while something loads. */
export function LoadingCard({ label }: { label: string }) {
  return (
    <Card>
      <CardContent>
        <Spinner label={label} />
      </CardContent>
    </Card>
  );
}

/**
 * What a screen shows while its query has no data: the failure with 'Tentar novamente' (`failed`
 * its title and message), else a card with a spinner labelled `loading`.
 */
export function NotLoaded({
  query,
  failed,
  loading,
}: {
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  failed: { title: string; description: string };
  loading: string;
}) {
  return query.isError ? (
    <LoadFailed {...failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  ) : (
    <LoadingCard label={loading} />
  );
}
