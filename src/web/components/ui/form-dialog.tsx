import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from './button';
import { isOpenPicker } from './combobox';
import { useDiscardGuard } from './discard-changes';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's id: its fields' ids start with it. */
  id: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  /** A wider dialog for forms of many fields. */
  wide?: boolean;
  /** 'Descartar' chosen: the form starts over (a dialog kept mounted while closed). */
  onDiscard?: () => void;
  children: ReactNode;
  /**
   * The form's name, when the title holds a field's label ('Mover para pasto' and its 'Pasto'):
   * a field found by its label must be the only thing that label names.
   */
  formLabel?: string;
}

/**
 * A dialog holding a form (Radix: the focus stays inside, Escape and 'Cancelar' close it): its
 * title, what it does, the fields, 'Cancelar' and the submit. Scrolls inside on a small phone.
 * Closing it after the person changed something — Escape, 'Cancelar', a click outside — asks
 * 'Descartar as alterações?' first; Escape in an open picker closes the list only (issue 39).
 */
export function FormDialog({
  open,
  onOpenChange,
  id,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  wide = false,
  onDiscard,
  formLabel = title,
  children,
}: FormDialogProps) {
  const guard = useDiscardGuard(() => {
    onDiscard?.();
    onOpenChange(false);
  });
  const { settle } = guard;
  // Opened afresh, the form holds nothing the person changed.
  useEffect(() => {
    if (open) settle();
  }, [open, settle]);
  // Opened by a plain button (no Dialog.Trigger), Radix would leave the focus on the page's body
  // when the dialog closes: it goes back to the element that opened it, when still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.leave())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onEscapeKeyDown={(event) => {
            // Radix hears Escape before the field: an open list is the field's to close.
            if (isOpenPicker(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-4 shadow-lg sm:w-[calc(100%-2rem)] sm:p-6',
            wide ? 'max-w-2xl' : 'max-w-md',
          )}
        >
          <Dialog.Title className="text-lg font-semibold break-words text-stone-900">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="break-words text-stone-700">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <form
            id={id}
            aria-label={formLabel}
            noValidate
            onSubmit={onSubmit}
            onChange={guard.onChange}
            className="flex min-w-0 flex-col gap-4"
          >
            {children}
            <FormDialogActions submitLabel={submitLabel} pending={pending} />
          </form>
          {guard.prompt}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog form's buttons: 'Cancelar' (closes the dialog) and the submit, disabled while
 * `pending` and, unless `spinner` is false, turning then.
 */
export function FormDialogActions({
  submitLabel,
  pending,
  spinner = true,
}: {
  submitLabel: string;
  pending: boolean;
  spinner?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close className={buttonClasses({ variant: 'outline' })}>Cancelar</Dialog.Close>
      <Button type="submit" disabled={pending}>
        {spinner && pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </div>
  );
}
