/** Whether dist/<file> exists and no file in src/, cli/ or workflows/ under root is newer. */
export function builtIsCurrent(root: string, file?: string): boolean;
