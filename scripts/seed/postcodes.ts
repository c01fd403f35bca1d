/**
 * Postcodes of the suburbs the curated sample gyms are in (the part of `address` after the comma),
 * for the gym page and its JSON-LD. Every curated gym's suburb must be here (scripts/seed/seed.test.ts).
 */
export const SUBURB_POSTCODES: Record<string, string> = {
  // New Zealand
  "Te Aro": "6011",
  "Wellington Central": "6011",
  Pipitea: "6011",
  Newtown: "6021",
  Kelburn: "6012",
  Ponsonby: "1011",
  "Auckland Central": "1010",
  Newmarket: "1023",
  "Grey Lynn": "1021",
  Parnell: "1052",
  "Christchurch Central": "8011",
  Riccarton: "8041",
  Queenstown: "9300",
  "Dunedin Central": "9016",
  "North Dunedin": "9016",
  "Hamilton Central": "3204",
  "Hamilton Lake": "3204",
  "Mount Maunganui": "3116",
  "Tauranga South": "3112",
  // Australia
  "Surry Hills": "2010",
  "Bondi Beach": "2026",
  Pyrmont: "2009",
  Darlinghurst: "2010",
  Fitzroy: "3065",
  "South Yarra": "3141",
  Melbourne: "3000",
  Richmond: "3121",
  Collingwood: "3066",
  "Fortitude Valley": "4006",
  "West End": "4101",
  Paddington: "4064",
  Northbridge: "6003",
  Subiaco: "6008",
  Leederville: "6007",
  "Surfers Paradise": "4217",
  Broadbeach: "4218",
  Adelaide: "5000",
  Norwood: "5067",
};

/** The postcode of a curated address ("301 King Street, Newtown"), by its suburb and country. */
export function postcodeOf(address: string, country: string): string {
  const suburb = address.split(",").at(-1)?.trim() ?? "";
  // Newtown is in Wellington (6021) and in Sydney (2042).
  if (suburb === "Newtown" && country === "Australia") return "2042";
  const code = SUBURB_POSTCODES[suburb];
  if (!code) throw new Error(`No postcode for the suburb "${suburb}" (${address})`);
  return code;
}
