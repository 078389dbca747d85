type ValueOf<T> = T[keyof T];

/** The statuses an import may give (spec 001 §4) with their REST values. */
export const ImportAttendanceStatusValues = { REGISTERED: 'registered', ATTENDED: 'attended' } as const;
export type ImportAttendanceStatusValue = ValueOf<typeof ImportAttendanceStatusValues>;

/** The import's GraphQL enums with their REST values (`codegen.ts` and the import area's enum resolvers). */
export const importEnumValues = { ImportAttendanceStatus: ImportAttendanceStatusValues } as const;
