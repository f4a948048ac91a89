import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
// React Router's default client entry, plus the early-click hand-over (app/lib/early-click.ts):
// from here on React queues the clicks itself, so the inline recorder stops.
(window as Window & { __hydrating?: boolean }).__hydrating = true;
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
