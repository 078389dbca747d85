// The words the demo data is made of: people's names, specialties and degrees, cities, venue kinds
// and program formats. The demo seed (the areas' `seed.ts`) and the bench seed (tests/bench/seed.ts)
// both draw from them; the demo's rows depend on their order and length, so lists only grow by a
// copy that appends (as the bench does).

export const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Kara',
  'Liam',
  'Maya',
  'Nikhil',
  'Olga',
  'Priya',
  'Quinn',
  'Rafael',
  'Sara',
  'Tomas',
] as const;

export const LAST_NAMES = [
  'Abbott',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Meyer',
  'Novak',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Weber',
] as const;

export const SPECIALTIES = ['Cardiology', 'Oncology', 'Neurology', 'Endocrinology', 'Rheumatology', 'Dermatology', 'Pulmonology'] as const;
export const DEGREES = ['MD', 'DO', 'PharmD', 'NP'] as const;

/** City, state and ZIP code. */
export const CITIES: readonly (readonly [city: string, state: string, zip: string])[] = [
  ['Chicago', 'IL', '60601'],
  ['Boston', 'MA', '02108'],
  ['Austin', 'TX', '73301'],
  ['Denver', 'CO', '80202'],
  ['Seattle', 'WA', '98101'],
  ['Miami', 'FL', '33101'],
  ['Phoenix', 'AZ', '85001'],
  ['Atlanta', 'GA', '30301'],
];

/** A venue's name is its city, one of these and a number. */
export const VENUE_KINDS = ['Grand Hotel', 'Conference Center', 'Steakhouse', 'Bistro', 'Medical Club'] as const;

/** An event's title is its topic and one of these. */
export const PROGRAM_FORMATS = ['Dinner Program', 'Webinar', 'Roundtable', 'Lunch & Learn', 'Symposium'] as const;
