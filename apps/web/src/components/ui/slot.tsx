import { cloneElement, type HTMLAttributes, isValidElement, type ReactNode } from 'react';

import { cn } from './cn';

/**
 * Renders its one child element (a Link, an anchor) with the props given here: the child's own props
 * win, except the classes, which join. It is what `asChild` needs of Radix's Slot, without Radix in
 * every page's first download.
 */
export function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<{ className?: string }>(children)) return null;
  return cloneElement(children, { ...props, ...children.props, className: cn(className, children.props.className) });
}
