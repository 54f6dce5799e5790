/**
 * The home page's loader of "my games on any device" (GamesKey.tsx, a chunk with its word
 * pack): the import of a key in the fragment, the key of a device that has games, and "send me
 * links". A first visit without games loads none of it.
 */
import { loadPack } from "../../i18n";
import { useLazy } from "../../lazy";

/** One part of "my games on any device". */
export function LazyGamesKey(
  props: { part: "share" | "links" } | { part: "import"; value: string; onMerged: () => void },
) {
  const mod = useLazy(() =>
    Promise.all([
      import("./GamesKey"),
      import("./words").then((w) => loadPack(w.correspWords)),
    ]).then(([m]) => m),
  );
  if (!mod) return null;
  if (props.part === "import")
    return <mod.ImportGames value={props.value} onMerged={props.onMerged} />;
  return props.part === "share" ? <mod.ShareGames /> : <mod.SendLinks />;
}
