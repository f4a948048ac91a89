import type { ComponentProps } from "react";

/**
 * The spam trap every lead form carries: people never see it (off-screen, hidden from
 * assistive technology, out of the tab order), bots that fill every input do.
 */
export function HoneypotField({
  id,
  ...props
}: Omit<ComponentProps<"input">, "type" | "tabIndex" | "autoComplete"> & { id: string }) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input {...props} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
