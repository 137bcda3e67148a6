import { describe, expect, it } from "vitest";
import { webPasswordErrorMessage } from "@/lib/contact-pw/error-message";
import { MissingUpdateKeyError, passwordFormErrors, requireUpdateKey } from "@/lib/contact-pw/password-form";
import { WEB_FLAGS, webFlags } from "@/lib/contact-pw/web-flags";
import { ApiClientError } from "@/lib/api-client/api-fetch";

describe("passwordFormErrors (spec 2 section 5)", () => {
  it("asks for every field", () => {
    expect(passwordFormErrors({ userId: " ", contactId: "", password: "" })).toEqual({
      userId: "This field is required",
      contactId: "This field is required",
      password: "This field is required",
    });
  });

  it("needs a password of at least 8 characters", () => {
    expect(passwordFormErrors({ userId: "U", contactId: "1", password: "1234567" })).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(passwordFormErrors({ userId: "U", contactId: "1", password: "12345678" })).toEqual({});
  });
});

describe("requireUpdateKey", () => {
  it("takes the settings' update key, or fails with the spec's message", () => {
    expect(requireUpdateKey({ updateKey: "K1" })).toBe("K1");
    expect(() => requireUpdateKey({ updateKey: "" })).toThrow(MissingUpdateKeyError);
    expect(() => requireUpdateKey({})).toThrow("Update key not found in contact record");
  });
});

describe("webPasswordErrorMessage (spec 2 section 8)", () => {
  it("a contact the ERP does not have: said in words, not as Error 404 (issue 37)", () => {
    expect(webPasswordErrorMessage(new ApiClientError(404, "Contact 999999 was not found"), "999999")).toBe(
      "There is no contact 999999 in the ERP. Check the ERP contact ID.",
    );
    expect(
      webPasswordErrorMessage(new ApiClientError(400, "Records were not found", { code: "NOT_FOUND_IN_ERP" }), "12"),
    ).toBe("There is no contact 12 in the ERP. Check the ERP contact ID.");
  });

  it("an answer with a status: Error {status}: {message}", () => {
    expect(webPasswordErrorMessage(new ApiClientError(400, "Web user id X is already in use"))).toBe(
      "Error 400: Web user id X is already in use",
    );
  });

  it("no answer: the network message", () => {
    expect(webPasswordErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "No response from server. Check network or endpoint.",
    );
    expect(webPasswordErrorMessage(new ApiClientError(502, "The ERP is not answering"))).toBe(
      "Error 502: The ERP is not answering",
    );
  });

  it("anything else: a request setup error; the update-key rule keeps its own words", () => {
    expect(webPasswordErrorMessage(new Error("bad id"))).toBe("Request setup error: bad id");
    expect(webPasswordErrorMessage(new MissingUpdateKeyError())).toBe("Update key not found in contact record");
    // Its words on another error are just another setup error: the kind decides, never the text.
    expect(webPasswordErrorMessage(new Error("Update key not found in contact record"))).toBe(
      "Request setup error: Update key not found in contact record",
    );
  });
});

describe("webFlags", () => {
  it("reads the nine flags, absent as off", () => {
    const flags = webFlags({ superuser: true, bidViewOnly: "yes" });
    expect(Object.keys(flags)).toEqual(WEB_FLAGS.map((f) => f.key));
    expect(flags.superuser).toBe(true);
    expect(flags.bidViewOnly).toBe(false);
  });
});
