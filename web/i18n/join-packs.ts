/**
 * Two word packs loaded as one: a table page's words and its seat's (web/{game}/parts.ts, a try
 * page's entry), which a replay embed keeps apart so a reader who never sits down never
 * downloads the seat's. Types only from i18n/index.ts: the manifests' parts load in Node too.
 */
import type { Lang, WordPack } from "./index";

/** `a` and `b` as one pack: each language's words of both, downloaded at once. */
export function joinPacks(a: WordPack, b: WordPack): WordPack {
  const both = (l: Lang) => () => Promise.all([a[l](), b[l]()]).then(([x, y]) => ({ ...x, ...y }));
  return { en: both("en"), it: both("it"), nl: both("nl") };
}
