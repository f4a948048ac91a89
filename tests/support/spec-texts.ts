/**
 * Texts of the specification that more than one test checks the site against. Written out here on
 * purpose, not read from app/content: a test comparing with them says what the visitor must see.
 */

/** The six talent specializations of the home page, in docs/product.md's order. */
export const specializationTitles = [
  "Machine Learning Engineers",
  "Data Scientists",
  "Computer Vision Engineers",
  "NLP Engineers",
  "MLOps Engineers",
  "AI Solution Architects",
];
