import type { ItemToken, WinkMethods } from "wink-nlp";

/** What the summary and keyword code read from wink-nlp for each token. */
export type Token = {
  value: string;
  normal: string;
  lemma: string;
  pos: string;
  type: string;
  stopWord: boolean;
};

export type AnalysedText = {
  sentences: Array<{ text: string; importance: number; tokens: Array<Token> }>;
};

let loading: Promise<WinkMethods> | null = null;

/**
 * wink-nlp with its bundled English model, loaded on first use: the model is a few megabytes
 * of JavaScript that a server only answering suggestions never needs.
 */
function loadNlp(): Promise<WinkMethods> {
  loading ??= Promise.all([import("wink-nlp"), import("wink-eng-lite-web-model")]).then(([wink, model]) =>
    wink.default(model.default),
  );
  return loading;
}

/** Sentences (whitespace collapsed), their importance (0-1) and their tokens. */
export async function analyse(text: string): Promise<AnalysedText> {
  const nlp = await loadNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text.replace(/\s+/g, " ").trim());
  const importance = new Map<number, number>();
  for (const entry of doc.out(its.sentenceWiseImportance) as unknown as Array<{ index: number; importance: number }>) {
    importance.set(entry.index, entry.importance);
  }
  const sentences: AnalysedText["sentences"] = [];
  doc.sentences().each((sentence, index) => {
    const tokens: Array<Token> = [];
    sentence.tokens().each((token: ItemToken) => {
      tokens.push({
        value: token.out(its.value),
        normal: token.out(its.normal),
        // The typings give the lemma helper an add-on signature `out` does not accept; it works the same.
        lemma: token.out(its.lemma as unknown as typeof its.normal),
        pos: token.out(its.pos),
        type: token.out(its.type),
        stopWord: token.out(its.stopWordFlag) as unknown as boolean,
      });
    });
    sentences.push({ text: sentence.out().trim(), importance: importance.get(index) ?? 0, tokens });
  });
  return { sentences };
}

/** Starts loading the model in the background (so the first request does not wait for it). */
export function warmUpNlp(): void {
  void loadNlp().catch(() => undefined);
}
