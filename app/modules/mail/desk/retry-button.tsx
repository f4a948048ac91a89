import { RotateCcw } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { IntentButton } from "#app/features/admin/intent-button";

/** Sends a failed email or webhook delivery again, from the page it is on. */
export function RetryButton({
  intent,
  id,
  size,
  primary = false,
}: {
  intent: "retry-email" | "retry-delivery";
  id: string;
  size: "sm" | "md";
  primary?: boolean;
}) {
  return (
    <IntentButton intent={intent} fields={{ id }} className={buttonClasses(primary ? "primary" : "secondary", size)}>
      <RotateCcw aria-hidden className="size-3.5" /> Retry
    </IntentButton>
  );
}
