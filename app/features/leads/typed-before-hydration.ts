/**
 * The starting values of a server-rendered form: what the visitor already typed into the
 * prerendered inputs before React took over (react-hook-form would otherwise overwrite
 * those inputs with the empty defaults), or the defaults on the server.
 */
export function typedBeforeHydration<T extends Record<string, string>>(ids: { [K in keyof T]: string }, empty: T): T {
  if (typeof document === "undefined") return empty;
  const values = { ...empty };
  for (const key of Object.keys(ids) as Array<keyof T>) {
    const control = document.getElementById(ids[key]);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      values[key] = control.value as T[keyof T];
    }
  }
  return values;
}
