import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { adminHref, isCurrentPath, isSameAddress } from './paths.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute admin path, with a query string if need be: `/collections/posts?page=2`. */
  to: string;
};

/**
 * A link to an admin address, for where a screen shows many (list rows, page numbers, the sidebar). A plain left
 * click navigates through the router, so the unsaved-changes guard still sees it; a click with a modifier key,
 * another button or a target other than this tab is the browser's. React Router's `Link` does the same and also
 * resolves relative paths against the current route on every render, which a screen of forty links pays for in its
 * first render. Only absolute paths are taken, so the address a new tab opens is the one a plain click goes to.
 */
export function AppLink({ to, onClick, ...props }: Props) {
  const navigate = useNavigate();
  const href = adminHref(useConfig().routes.admin, to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (props.target && props.target !== '_self') return;
    event.preventDefault();
    // Following a link to the address already shown replaces it, as React Router's links do.
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(to, { replace: isSameAddress(current, href) });
  };
  return <a {...props} href={href} onClick={handleClick} />;
}

/** An `AppLink` marked `aria-current="page"` while its address (or, unless `end`, one below it) is shown. */
export function AppNavLink({ end = false, ...props }: Props & { end?: boolean }) {
  const { pathname } = useLocation();
  return <AppLink {...props} aria-current={isCurrentPath(pathname, props.to, end) ? 'page' : undefined} />;
}
