/** The parts of the untyped `zipcodes` package (offline US/Canada postal code centroids) used here. */
declare module 'zipcodes' {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string): ZipCode | undefined;
    lookupByName(city: string, state: string): ZipCode[];
  };
  export default zipcodes;
}
