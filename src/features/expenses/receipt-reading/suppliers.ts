import type { ExpenseType } from '../../../../contract/expenses';

/** Australian brands a driver's receipts come from, and what they sell. */
export const KNOWN_SUPPLIERS: ReadonlyArray<{ pattern: RegExp; type: ExpenseType }> = [
  {
    pattern:
      /\b(AMPOL|CALTEX|SHELL|BP|MOBIL|7-ELEVEN|7 ELEVEN|UNITED PETROLEUM|PUMA ENERGY|LIBERTY|METRO PETROLEUM|COLES EXPRESS|REDDY EXPRESS|EG AUSTRALIA|SPEEDWAY|ON THE RUN|OTR|VIVA ENERGY|ASTRON|FREEDOM FUELS|ENHANCE|U-GO|BURK)\b/,
    type: 'Fuel',
  },
  {
    pattern:
      /\b(BOB JANE|BEAUREPAIRES|TYREPOWER|JAX TYRES|GOODYEAR|BRIDGESTONE|TEMPE TYRES|TYRES4U|MARCEL TYRES|TYREPLUS|TYRELAND)\b/,
    type: 'Tyres',
  },
  {
    pattern:
      /\b(ULTRA TUNE|MIDAS|MYCAR|KMART TYRE|PEDDERS|REPCO|SUPERCHEAP|AUTOBARN|MEINEKE|MR MUFFLER|LUBE MOBILE)\b/,
    type: 'Servicing',
  },
  {
    pattern:
      /\b(SERVICE NSW|VICROADS|TRANSPORT FOR NSW|DEPARTMENT OF TRANSPORT|TRANSPORT AND MAIN ROADS|SERVICE SA|ACCESS CANBERRA|SERVICE TASMANIA)\b/,
    type: 'Registration',
  },
  {
    pattern:
      /\b(AAMI|ALLIANZ|BUDGET DIRECT|YOUI|QBE|SUNCORP|GIO|BINGLE|REAL INSURANCE|SHANNONS|CGU)\b/,
    type: 'Insurance',
  },
  { pattern: /\b(NRMA|RACV|RACQ|RAA|RAC WA|RACT|AANT)\b/, type: 'Roadside Assistance' },
  {
    pattern:
      /\b(WILSON PARKING|SECURE PARKING|CARE PARK|CAREPARK|PARKING AUSTRALIA|EASYPARK|CELLOPARK|PAYSTAY)\b/,
    type: 'Parking',
  },
  { pattern: /\b(LINKT|E-TOLL|ETOLL|TRANSURBAN|EASTLINK|CITYLINK|GO VIA|GOVIA)\b/, type: 'Tolls' },
  {
    pattern: /\b(IMAGE CAR WASH|SPLASH CAR WASH|CAR WASH|HAND CAR WASH|AUTO SPA|WAXIT|CARWASH)\b/,
    type: 'Car Wash',
  },
];
