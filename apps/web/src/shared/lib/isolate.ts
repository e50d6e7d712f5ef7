/**
 * Wraps text a person wrote (a reviewer's reason, a name) in Unicode first-strong isolates
 * (U+2068 … U+2069), so it keeps its own direction inside a translated sentence: an English
 * reason in an Arabic sentence otherwise has its final full stop moved to its start.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
