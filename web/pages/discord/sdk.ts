/**
 * Discord's Embedded App SDK, only in the /discord page's chunk: inside Discord (the launch
 * parameters carry `frame_id`) the real SDK and its handshake with Discord's client; anywhere
 * else its mock, as Discord's own samples do, so the page boots in a plain browser (and in the
 * browser tests). The mock proves nothing: who the user is, the server learns only from the
 * request Discord's proxy signed. The activity's instance is the SDK's (the mock's is fixed, so
 * a test may name one with `instance_id`, where Discord puts it too).
 */
import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

/** What the page needs of the SDK. */
export interface ActivityStart {
  instanceId: string;
  /** True under the mock: outside Discord. */
  mock: boolean;
}

/** Starts the SDK for application `clientId` and answers the activity's instance. */
export async function startSdk(clientId: string): Promise<ActivityStart> {
  const params = new URLSearchParams(location.search);
  if (params.has("frame_id")) {
    // Its console override would send the app's logs to Discord's client: not wanted.
    const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
    await sdk.ready();
    return { instanceId: sdk.instanceId, mock: false };
  }
  const mock = new DiscordSDKMock(clientId, null, null, null);
  await mock.ready();
  return { instanceId: params.get("instance_id") ?? mock.instanceId, mock: true };
}
