import { describe, expect, it } from "vitest";
import { CLOSED_DATE_MESSAGE, checkBookingDate, hoursOn, startTimeSlots } from "~/domain/booking";
import { type ListingFacts, listingState, missingSteps } from "~/domain/listing";
import { checkPhoto, checkVariant, isPhotoKey, photoKey, photoSources, readImageInfo } from "~/domain/photo";
import { ONBOARDING_PLACEHOLDER } from "~/domain/schemas/gym-application";

const complete: ListingFacts = {
  address: "12 Wharf Road, Ponsonby",
  latitude: -36.85,
  longitude: 174.75,
  photoCount: 1,
  capacityConfirmed: true,
  openDays: 6,
};

describe("the listing rule", () => {
  it("lists a complete gym and says nothing is missing", () => {
    expect(missingSteps(complete)).toEqual([]);
    expect(listingState(complete, false)).toBe("listed");
    expect(listingState(complete, true)).toBe("paused");
  });

  it("names every missing step, in the checklist's order", () => {
    const fresh: ListingFacts = {
      address: "",
      latitude: null,
      longitude: null,
      photoCount: 0,
      capacityConfirmed: false,
      openDays: 0,
    };
    expect(missingSteps(fresh)).toEqual(["address", "pin", "photo", "capacity", "hours"]);
    expect(listingState(fresh, false)).toBe("incomplete");
    // Paused or not, an incomplete listing is not listed.
    expect(listingState(fresh, true)).toBe("incomplete");
  });

  it("does not take the application's placeholder for an address", () => {
    expect(missingSteps({ ...complete, address: ONBOARDING_PLACEHOLDER })).toEqual(["address"]);
    expect(missingSteps({ ...complete, address: `  ${ONBOARDING_PLACEHOLDER.toUpperCase()} ` })).toEqual([
      "address",
    ]);
  });

  it("needs both coordinates, in range", () => {
    expect(missingSteps({ ...complete, longitude: null })).toEqual(["pin"]);
    expect(missingSteps({ ...complete, latitude: 91 })).toEqual(["pin"]);
    expect(missingSteps({ ...complete, latitude: Number.NaN })).toEqual(["pin"]);
  });

  it("needs a photo, a confirmed capacity and hours", () => {
    expect(missingSteps({ ...complete, photoCount: 0 })).toEqual(["photo"]);
    expect(missingSteps({ ...complete, capacityConfirmed: false })).toEqual(["capacity"]);
    expect(missingSteps({ ...complete, openDays: 0 })).toEqual(["hours"]);
  });
});

describe("per-day hours and closed dates in the booking rules", () => {
  const gym = {
    openTime: "06:00",
    closeTime: "22:00",
    is24Hours: false,
    operatingDays: [1, 2, 3, 4, 5, 6],
    // Saturday 08:00-12:00.
    dayHours: { 6: { openTime: "08:00", closeTime: "12:00" } },
    closedDates: ["2030-12-25"],
  };
  const now = Date.UTC(2030, 0, 1);

  it("takes a weekday's own hours for that date", () => {
    // 2030-01-05 is a Saturday, 2030-01-07 a Monday.
    expect(hoursOn(gym, "2030-01-05")).toMatchObject({ openTime: "08:00", closeTime: "12:00" });
    expect(hoursOn(gym, "2030-01-07")).toMatchObject({ openTime: "06:00", closeTime: "22:00" });
    const saturday = startTimeSlots(hoursOn(gym, "2030-01-05"), "hourly", 2);
    expect(saturday[0]).toBe("08:00");
    expect(saturday.at(-1)).toBe("10:00");
    expect(saturday).not.toContain("13:00");
  });

  it("refuses a closed date with its own problem", () => {
    expect(checkBookingDate(gym, "2030-12-25", "Pacific/Auckland", now)).toBe("holiday");
    expect(checkBookingDate(gym, "2030-12-24", "Pacific/Auckland", now)).toBeUndefined();
    expect(CLOSED_DATE_MESSAGE).toMatch(/closed on that date/);
  });
});

/** A minimal file header of each kind, with a width and height. */
function png(width: number, height: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}
function webpX(width: number, height: number) {
  const b = new Uint8Array(40);
  const text = (at: number, s: string) =>
    b.set(
      [...s].map((c) => c.charCodeAt(0)),
      at,
    );
  text(0, "RIFF");
  text(8, "WEBP");
  text(12, "VP8X");
  const w = width - 1;
  const h = height - 1;
  b.set([w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255], 24);
  return b;
}
function jpeg(width: number, height: number) {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    4,
    0,
    0,
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    0,
    0,
    0,
  ]);
}

describe("photo files", () => {
  it("reads the type and size from the bytes", () => {
    expect(readImageInfo(png(1200, 800))).toEqual({ type: "png", width: 1200, height: 800 });
    expect(readImageInfo(webpX(1600, 1067))).toEqual({ type: "webp", width: 1600, height: 1067 });
    expect(readImageInfo(jpeg(640, 480))).toEqual({ type: "jpeg", width: 640, height: 480 });
    expect(
      readImageInfo(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>")),
    ).toBeUndefined();
  });

  it("refuses other types, empty files and out-of-range sizes", () => {
    expect(checkPhoto(new Uint8Array(0))).toMatchObject({ ok: false });
    expect(checkPhoto(new TextEncoder().encode("GIF89a............"))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/JPEG, PNG or WebP/),
    });
    expect(checkPhoto(png(5000, 3000))).toMatchObject({ ok: false, message: expect.stringMatching(/4096/) });
    expect(checkPhoto(png(100, 100))).toMatchObject({ ok: false });
    expect(checkPhoto(png(1600, 1000))).toMatchObject({ ok: true });
  });

  it("accepts a resized copy only as WebP no wider than its size", () => {
    expect(checkVariant(webpX(800, 533), 800)).toMatchObject({ ok: true });
    expect(checkVariant(webpX(801, 533), 800)).toMatchObject({ ok: false });
    expect(checkVariant(png(400, 300), 400)).toMatchObject({ ok: false });
  });

  it("makes and recognises keys, and a srcset from the stored widths", () => {
    const key = photoKey(12, "0b3c4d5e-aaaa-bbbb-cccc-1234567890ab", 800, "webp");
    expect(key).toBe("gyms/12/0b3c4d5e-aaaa-bbbb-cccc-1234567890ab-800.webp");
    expect(isPhotoKey(key)).toBe(true);
    expect(isPhotoKey("gyms/12/../secrets-800.webp")).toBe(false);
    expect(isPhotoKey("other/file.webp")).toBe(false);
    expect(photoSources(`/photos/${key}`, [400, 800, 1600]).srcSet).toBe(
      `/photos/${key.replace("-800", "-400")} 400w, /photos/${key} 800w, /photos/${key.replace("-800", "-1600")} 1600w`,
    );
    expect(photoSources("/images/gyms/one.jpg", null)).toEqual({ src: "/images/gyms/one.jpg" });
  });
});
