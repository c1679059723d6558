import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { FormDialogActions } from '../../components/ui/form-dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog holding a small form: title, what it does, its fields, 'Cancelar' and the submit. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold break-words text-stone-900">
            {title}
          </Dialog.Title>
          <Dialog.Description className="break-words text-stone-700">
            {description}
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {children}
            <FormDialogActions submitLabel={submitLabel} pending={pending} spinner={false} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
