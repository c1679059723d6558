import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: <Info aria-hidden="true" /> },
  success: {
    box: 'border-green-200 bg-green-50 text-green-950',
    icon: <CircleCheck aria-hidden="true" />,
  },
  warning: {
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: <TriangleAlert aria-hidden="true" />,
  },
  error: { box: 'border-red-200 bg-red-50 text-red-950', icon: <CircleAlert aria-hidden="true" /> },
};

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: AlertTone;
  title?: string;
}

/** A boxed message with an icon. Pass role="alert" or role="status" when it appears live. */
export function Alert({ tone = 'info', title, className, children, ...props }: AlertProps) {
  const { box, icon } = tones[tone];
  return (
    <div
      className={cn(
        'flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
        box,
        className,
      )}
      {...props}
    >
      {icon}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
