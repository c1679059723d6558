import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A dashboard card's link: its title only, stretched over the whole card (the card is `relative`
 * and draws the focus ring while it holds the focus), with the card's line as its description.
 * The name a screen reader says is the visible title, and the card's other text is not part of
 * it: a link named by its title while it showed the line too failed axe's
 * label-content-name-mismatch (issue 39).
 */
export function CardLink({
  to,
  describedBy,
  children,
}: {
  to: string;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-describedby={describedBy}
      className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
    >
      {children}
    </Link>
  );
}
