import type { FormEvent, ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** A card holding one form, named by its title for screen readers. */
export function FormCard({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          id={id}
          aria-labelledby={`${id}-title`}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
