import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately no tailwind-merge (7 KB on every page):
 * callers never pass utilities that conflict with a component's own.
 */
export function cn(...inputs: Array<ClassValue>): string {
  return clsx(inputs);
}
