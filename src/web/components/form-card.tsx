import type { FormEvent, ReactNode } from 'react';
import { NO_NATIVE_SUBMIT } from '../lib/native-submit';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** A card holding one form, named by its title for screen readers. */
export function FormCard({
  id,
  title,
  onSubmit,
  onChange,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** Any change the person makes in the form (useDiscardGuard's). */
  onChange?: () => void;
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
          // Pressed before the page's script (a page the server rendered): submits nowhere.
          method={NO_NATIVE_SUBMIT}
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          className="flex flex-col gap-4"
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
