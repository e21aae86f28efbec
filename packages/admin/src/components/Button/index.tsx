import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import './index.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Defaults to `secondary`. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Defaults to `md`. */
  size?: 'sm' | 'md';
  icon?: ReactNode;
};

/** The admin's one button. `type` defaults to `button` so a button never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', icon, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`btn btn--${variant} btn--${size}${icon && !children ? ' btn--icon' : ''}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
});
