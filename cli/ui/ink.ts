import type { BoxProps, TextProps } from 'ink';
import type { ReactElement, ReactNode } from 'react';

// Ink takes ~400 ms to load (yoga's WebAssembly layout engine), longer than the rest of a command,
// and React some 25 ms more. JSON output needs neither, so the views reach Ink through these
// components, the compiled CLI creates elements through lazy-jsx-runtime.ts, and main() loads
// both only when the output is for a person (a terminal, no --json).
let ink: typeof import('ink') | null = null;
let react: typeof import('react') | null = null;

export async function loadInk(): Promise<typeof import('ink')> {
  const [inkModule, reactModule] = await Promise.all([import('ink'), import('react')]);
  react ??= ((reactModule as { default?: typeof import('react') }).default ?? reactModule) as typeof import('react');
  ink ??= inkModule;
  return ink;
}

export function loadedInk(): typeof import('ink') {
  if (!ink) throw new Error('Ink is not loaded: call loadInk() before rendering');
  return ink;
}

export function loadedReact(): typeof import('react') {
  if (!react) throw new Error('React is not loaded: call loadInk() before rendering');
  return react;
}

export const Box = (props: BoxProps & { children?: ReactNode }): ReactElement =>
  loadedReact().createElement(loadedInk().Box, props);
export const Text = (props: TextProps & { children?: ReactNode }): ReactElement =>
  loadedReact().createElement(loadedInk().Text, props);
