/**
 * Obviously fake, realistically formatted values for the secret gym columns. Tests import
 * SEED_SECRET_VALUES (and SEED_SECRET_MARKER) and assert that none ever reaches a page or an API
 * response.
 */
import type { Country } from "../../app/domain/catalog.ts";
import { cityByName } from "./cities.ts";
import { CURATED_GYMS } from "./gyms.ts";

/** Every generated API key, account id, widget code and URL contains this marker. */
export const SEED_SECRET_MARKER = "SEEDSECRET";

export const SEED_BSB = "062-000";
export const SEED_AU_ACCOUNT_NUMBER = "12345678";
export const SEED_NZ_ACCOUNT_NUMBER = "12-3456-0123456-00";
export const SEED_IRD_NUMBER = "123-456-789";
export const SEED_ABN = "51 824 753 556";

export interface GymSecrets {
  paymentAccountId: string;
  businessName: string;
  businessType: string;
  abn: string | null;
  irdNumber: string | null;
  accountHolderName: string;
  bsb: string | null;
  accountNumber: string;
  bookingSystemType: string | null;
  bookingSystemApiKey: string | null;
  bookingSystemUrl: string | null;
  bookingWidgetCode: string | null;
}

const pad = (n: number) => String(n).padStart(4, "0");

/** Secrets for curated gym number `gymId` (1-based). Every third gym has a booking integration. */
export function gymSecrets(gymId: number, gymName: string, country: Country): GymSecrets {
  const nz = country === "New Zealand";
  const integrated = gymId % 3 === 1;
  const businessName = `${gymName.replace(/[.&]/g, "").replace(/\s+/g, " ").trim()} Holdings Ltd`;
  return {
    paymentAccountId: `acct_${SEED_SECRET_MARKER}${pad(gymId)}`,
    businessName,
    businessType: gymId % 4 === 0 ? "Sole trader" : "Company",
    abn: nz ? null : SEED_ABN,
    irdNumber: nz ? SEED_IRD_NUMBER : null,
    accountHolderName: businessName,
    bsb: nz ? null : SEED_BSB,
    accountNumber: nz ? SEED_NZ_ACCOUNT_NUMBER : SEED_AU_ACCOUNT_NUMBER,
    bookingSystemType: integrated ? (gymId % 2 === 0 ? "mindbody" : "glofox") : null,
    bookingSystemApiKey: integrated ? `sk_live_${SEED_SECRET_MARKER}_${pad(gymId)}_9f8e7d6c5b4a` : null,
    bookingSystemUrl: integrated
      ? `https://bookings.example.com/${SEED_SECRET_MARKER}/gym-${pad(gymId)}`
      : null,
    bookingWidgetCode: integrated
      ? `<script src="https://widget.example.com/embed.js" data-key="wk_${SEED_SECRET_MARKER}_${pad(gymId)}"></script>`
      : null,
  };
}

/**
 * Distinctive secret values present in the curated seed data: the fixed bank and tax numbers and
 * every value carrying the marker. Business names are left out on purpose: they contain gym names.
 */
export const SEED_SECRET_VALUES: readonly string[] = (() => {
  const values = new Set<string>([
    SEED_BSB,
    SEED_AU_ACCOUNT_NUMBER,
    SEED_NZ_ACCOUNT_NUMBER,
    SEED_IRD_NUMBER,
    SEED_ABN,
  ]);
  CURATED_GYMS.forEach((gym, index) => {
    const s = gymSecrets(index + 1, gym.name, cityByName(gym.city).country);
    for (const v of [s.paymentAccountId, s.bookingSystemApiKey, s.bookingSystemUrl, s.bookingWidgetCode]) {
      if (v) values.add(v);
    }
  });
  return [...values];
})();
