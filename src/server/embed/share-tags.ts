/**
 * The sharing tags of a game page (/g/{id}): Open Graph and Twitter card tags with a title
 * naming the creator ("Anna invites you to Pazaak"), a description and the game's preview
 * image, plus the oEmbed discovery link. Only public facts of the spectator table go in: the
 * seat tokens and invitations live in the address's fragment, which never reaches the server.
 * The games' titles are their engines' (`findGame(id).title`).
 */
import { findGame, games } from "../../engine";
import type { Table } from "../../protocol";
import { cardTags, names } from "./card-tags";
import { previewImageUrl, previewLabels, previewOf, previewSentence } from "./live-preview";
import { fillSentence } from "../../sentence-names";

/** An English sentence with names said as every sentence says them ("the computer"). */
const say = (text: string, params: Record<string, string>) => fillSentence("en", text, params);

export { escapeHtml } from "./card-tags";

/** A game's display title, as its engine names it (the id of a game there is none of). */
export function gameTitle(game: string): string {
  return findGame(game)?.title ?? game;
}

/** The title and description a shared link shows, from the spectator table. */
export function shareText(table: Table): { title: string; description: string } {
  const game = gameTitle(table.game);
  const creator = table.players[table.creator]?.name ?? "A friend";
  const open = table.players.filter((p) => !p.joined && !p.computer).length;
  const seated = table.players.filter((p) => p.name).map((p) => p.name as string);
  if (table.outcome)
    return {
      title: say("{names}: a game of {game}", { names: names(seated), game }),
      description: `A finished game of ${game} on Tavolo. Watch how it went, or start your own.`,
    };
  if (open > 0)
    return {
      title: `${creator} invites you to ${game}`,
      description: `Join ${creator} at the table: ${game} on Tavolo, in your browser, no account needed.`,
    };
  return {
    title: say("{names} play {game}", { names: names(seated), game }),
    description: say("Watch {names} play {game} live on Tavolo.", { names: names(seated), game }),
  };
}

/** The home page's title and description in a shared link (English: crawlers send no language). */
export const HOME_TEXT = {
  title: "Tavolo: card games with friends, by sending a link",
  // Every registered game by its engine title: "Pazaak, Mazzo, Mattazza and MazzelTof".
  description: `${names(Object.values(games).map((g) => g.title))} in your browser: no accounts, no app. Play live in five minutes, or one move a day for weeks.`,
};

/** A small number in English words ("four"), as the home page's image says how many games. */
function countWord(n: number): string {
  return (
    ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][n] ?? `${n}`
  );
}

/** The `<head>` tags of the home page (`/`), the site's own preview. */
export function homeTags(origin: string): string {
  return cardTags({
    ...HOME_TEXT,
    url: `${origin}/`,
    image: `${origin}/og/tavolo.png`,
    imageAlt: `Tavolo: ${countWord(Object.keys(games).length)} card games to play by link`,
  });
}

/**
 * The `<head>` tags for a game page at `pageUrl` (no fragment: it holds no secret), live: the
 * description and the label/data pairs say whose turn it is and the score, and the image is the
 * table at this move (preview-route.ts). Only the spectator table's preview goes in.
 */
export function shareTags(table: Table, origin: string, pageUrl: string): string {
  const preview = previewOf(table);
  const text = shareText(table);
  const live = previewSentence(preview);
  return cardTags({
    title: text.title,
    description: live ? `${live} ${text.description}` : text.description,
    url: pageUrl,
    image: previewImageUrl(origin, table.id, table.seq),
    imageAlt: `${gameTitle(table.game)} on Tavolo: ${live || text.title}`,
    oembedOrigin: origin,
    labels: previewLabels(preview),
  });
}
