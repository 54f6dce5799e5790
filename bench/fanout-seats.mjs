// The seats' side of bench/fanout.mjs, in a worker thread of its own: the seats' sockets are
// read on an event loop that the thousands of spectator sockets of the main thread do not
// queue. It answers the absolute time (ms since the epoch, sub-millisecond) of each seat's next
// message after every "arm".
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { url, tokens } = workerData;
const now = () => performance.timeOrigin + performance.now();
const seats = await Promise.all(
  tokens.map(
    (token) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url);
        const s = { ws, at: null };
        let first = true;
        ws.on("open", () => ws.send(JSON.stringify({ type: "hello", token })));
        ws.on("message", () => {
          if (first) {
            first = false;
            return resolve(s);
          }
          s.at?.(now());
        });
        ws.on("error", reject);
      }),
  ),
);
parentPort.postMessage({ type: "ready" });
parentPort.on("message", async (m) => {
  if (m.type === "close") {
    for (const s of seats) s.ws.close();
    parentPort.close();
    return;
  }
  const times = seats.map(
    (s) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          s.at = null;
          resolve(null);
        }, 15_000);
        s.at = (t) => {
          s.at = null;
          clearTimeout(timer);
          resolve(t);
        };
      }),
  );
  parentPort.postMessage({ type: "armed" });
  parentPort.postMessage({ type: "got", times: await Promise.all(times) });
});
