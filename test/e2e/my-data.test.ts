/**
 * "Forget me" from the email panel, end to end through the development mailbox: Bruno's
 * confirmed address shows the two requests; asking sends a link and changes nothing on the
 * table; the link's button forgets the address, and his table offers the empty address form.
 * Screenshots of the panel at 390 and 1280 px.
 */
import { describe, expect, it } from "vitest";
import { giveAddress, people, screenshot, openMore } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

describe("my data and forget me", () => {
  for (const width of [390, 1280])
    it(`asks from the panel, and the link mailed to the address forgets it (${width} px)`, async () => {
      const { id, tokens } = await pazaakForTwo("Bruno");
      const address = `bruno.${width}.${id.toLowerCase()}@example.org`;
      const bruno = await person({ viewport: { width, height: 900 } });
      const b = bruno.page;

      await giveAddress(b, id, tokens[1]!, address);
      // Nothing to ask for before the address is confirmed.
      expect(await b.getByTestId("my-data").count()).toBe(0);
      await b.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
      await b.getByRole("link", { name: /confirm your address/ }).click();
      await b.getByTestId("mail-text").getByRole("link").first().click();
      await b.getByTestId("mail-confirm").click();
      await b.getByTestId("mail-confirmed").waitFor();

      await b.goto(`/g/${id}#seat=${tokens[1]}`);
      await openMore(b);
      await b.getByTestId("my-data").waitFor();
      await b.getByTestId("my-data-forget").click();
      await b.getByTestId("my-data-sent").waitFor();
      await b.getByTestId("my-data").scrollIntoViewIfNeeded();
      await screenshot(b, "my-data-asked");
      // Asking changed nothing: the address is still the seat's.
      expect(await b.getByTestId("mail-state").textContent()).toContain("email");

      await b.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
      await b.getByRole("link", { name: /forget this address/ }).click();
      await b.getByTestId("mail-text").getByRole("link").first().click();
      await b.getByTestId("mail-confirm").click();
      await b.getByTestId("mail-my-data").waitFor();
      expect(await b.locator("[data-done]").getAttribute("data-done")).toBe("forgotten");
      await screenshot(b, "my-data-forgotten");

      await b.goto(`/g/${id}#seat=${tokens[1]}`);
      await openMore(b);
      await b.getByLabel("Your email address for this game").waitFor();
      expect(await b.getByTestId("mail-status").count()).toBe(0);
      expect(bruno.errors).toEqual([]);
    });
});
