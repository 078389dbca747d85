type ValueOf<T> = T[keyof T];

/** How precisely a geocoded point matches the address. */
export const GeoPrecisionValues = {
  ADDRESS: 'address',
  ZIP: 'zip',
  CITY: 'city',
} as const;
export type GeoPrecisionValue = ValueOf<typeof GeoPrecisionValues>;

/** The geocode area's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the geocode area). */
export const geocodeEnumValues = { GeoPrecision: GeoPrecisionValues } as const;
