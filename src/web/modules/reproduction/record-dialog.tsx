import type { FormEvent, ReactNode } from 'react';
import { FormDialog } from '../../components/ui/form-dialog';

/**
 * A reproduction record's dialog, mounted while open: its title is its button's name unless
 * `submitLabel` says otherwise ('Registrar inseminação'); closing it (saved, 'Cancelar', Escape)
 * calls `onClose`.
 */
export function RecordDialog({
  formId,
  title,
  description,
  submitLabel = title,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  title: string;
  description?: ReactNode;
  submitLabel?: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      id={formId}
      title={title}
      description={description}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={onSubmit}
    >
      {children}
    </FormDialog>
  );
}
