import type { ElementType, ReactElement, ReactNode } from 'react';
import { loadedReact } from './ink';

// The compiled CLI's JSX runtime (scripts/build.ts aliases react/jsx-runtime to this file): an
// element is only made inside a view, which runs after loadInk() has loaded React, so React is
// not loaded at all for JSON output. Development and tests use React's own runtime.

export const Fragment = Symbol.for('react.fragment');

export function jsx(type: ElementType, props: Record<string, unknown>, key?: string | number): ReactElement {
  // createElement keeps props.children when no children arguments follow.
  return loadedReact().createElement(type, key === undefined ? props : { ...props, key });
}

/** Static children (written out in the JSX, not an array from the code) go in as arguments, as
 * React's own runtime treats them: no key is asked of them. */
export function jsxs(type: ElementType, props: Record<string, unknown>, key?: string | number): ReactElement {
  const { children, ...rest } = props;
  return loadedReact().createElement(type, key === undefined ? rest : { ...rest, key }, ...(children as ReactNode[]));
}
