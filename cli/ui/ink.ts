import { createElement, type ReactElement } from 'react';
import type { BoxProps, TextProps } from 'ink';

// Ink takes ~400 ms to load (yoga's WebAssembly layout engine), longer than the rest of a command.
// JSON output never needs it, so the views reach it through these components, and main() loads it
// only when the output is for a person (a terminal, no --json).
let ink: typeof import('ink') | null = null;

export async function loadInk(): Promise<typeof import('ink')> {
  ink ??= await import('ink');
  return ink;
}

export function loadedInk(): typeof import('ink') {
  if (!ink) throw new Error('Ink is not loaded: call loadInk() before rendering');
  return ink;
}

export const Box = (props: BoxProps & { children?: React.ReactNode }): ReactElement => createElement(loadedInk().Box, props);
export const Text = (props: TextProps): ReactElement => createElement(loadedInk().Text, props);
