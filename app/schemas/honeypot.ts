import { z } from "./zod";

/**
 * A field people never see or fill. Forms send it empty; a bot that fills it gets
 * a normal success reply, and the server keeps the submission marked as spam.
 */
export const honeypotField = "website";
export const honeypotSchema = z.string().max(500).optional();
