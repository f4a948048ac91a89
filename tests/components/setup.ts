import "#app/app.css";
import { cleanup } from "./render";
import { afterEach } from "vitest";

afterEach(() => cleanup());
