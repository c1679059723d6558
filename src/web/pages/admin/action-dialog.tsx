import { useState, type ChangeEvent, type ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { toastActionError } from './admin-api';
import { FormDialog } from './form-dialog';

type ActionDialogProps = Omit<ComponentProps<typeof FormDialog>, 'trigger'> & {
  icon: LucideIcon;
  /** The text of the outline button that opens the dialog. */
  label: string;
};

/** A support action's dialog, opened by a small outline button with its icon. */
export function ActionDialog({ icon: Icon, label, ...dialog }: ActionDialogProps) {
  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button variant="outline" size="sm">
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );
}

/**
 * A dialog with one typed field: whether it is open, the field's value and message. Closing
 * puts the value back and clears the message; editing the field clears the message.
 */
export function useDialogField(initial: string) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValue(initial);
      setError(undefined);
    }
  };
  const field = {
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      setError(undefined);
    },
  };
  return { open, changeOpen, value, setError, field };
}

/** A dialog's action outcome: the success notice, then the dialog closes; a failure's toast. */
export function closeOnSuccess(
  notice: { title: string; description: string },
  failureTitle: string,
  close: () => void,
) {
  return {
    onSuccess: () => {
      toast.success(notice.title, { description: notice.description });
      close();
    },
    onError: (failure: unknown) => toastActionError(failureTitle, failure),
  };
}
