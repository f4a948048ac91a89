import "#app/app.css";
import { cleanup } from "./render";
import { afterEach, beforeAll } from "vitest";

// The site's web font is shown only when it is ready at first use (font-display: optional): load it
// before the first render, so sections are laid out as a visitor with the font sees them.
beforeAll(async () => {
  await document.fonts.load('1em "Inter Variable"');
});

afterEach(() => cleanup());
