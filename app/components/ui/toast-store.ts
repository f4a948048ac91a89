import { useSyncExternalStore } from "react";
import { toastRequestedEvent } from "./toast-requested";

/** docs/product.md's toast rules: one visible at a time; a dismissed toast is removed after 1,000,000 ms. */
export const toastLimit = 1;
export const toastRemoveDelayMs = 1_000_000;
export const toastDurationMs = 5000;

export type ToastVariant = "default" | "destructive";
export type ToastMessage = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

let toasts: Array<ToastMessage> = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: Array<ToastMessage>): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, toastRemoveDelayMs),
  );
}

export function dismissToast(id?: string): void {
  publish(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Shows a toast; the newest replaces whatever was visible. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish(
    [
      { id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true },
      ...toasts,
    ].slice(0, toastLimit),
  );
  // The page's toast region loads the toaster when it hears this; the toaster then reads the store.
  window.dispatchEvent(new Event(toastRequestedEvent));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: Array<ToastMessage> = [];

export function useToasts(): Array<ToastMessage> {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
