/** Entry point: styles, theme and language on the document, then the app. */
import { render } from "preact";
import { App } from "./app";
import { applyTheme } from "./components/Header";
import { setFavicon } from "./favicon";
import { lang } from "./i18n";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/cards.css";
import "./styles/pazaak.css";
import "./styles/parts.css";

applyTheme();
document.documentElement.lang = lang.value;
setFavicon(false);
const root = document.getElementById("app");
if (root) render(<App />, root);
