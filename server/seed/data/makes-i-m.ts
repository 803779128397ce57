import type { MakeCatalogue } from './types';

// Combined-cycle figures as published for the variant's usual (mostly automatic) transmission.
// See README.md in this folder for the sources and the rounding rules.
export const makesIToM: MakeCatalogue = {
  Isuzu: [
    {
      model: 'D-Max',
      body: 'Ute',
      variants: [
        ['SX 4x4', '3.0L 4cyl turbo diesel', 'diesel', 9.1, 'light-truck', 2010, 2011],
        ['SX 4x4', '3.0L 4cyl turbo diesel', 'diesel', 8.1, 'light-truck', 2012, 2019],
        ['SX 4x4', '3.0L 4cyl turbo diesel', 'diesel', 8.0, 'light-truck', 2020],
        ['SX 4x2', '1.9L 4cyl turbo diesel', 'diesel', 7.0, 'light-truck', 2022],
      ],
    },
    {
      model: 'MU-X',
      body: 'SUV',
      variants: [
        ['LS-M', '3.0L 4cyl turbo diesel', 'diesel', 8.4, 'light-truck', 2013, 2020],
        ['LS-M', '3.0L 4cyl turbo diesel', 'diesel', 8.3, 'light-truck', 2021],
      ],
    },
  ],

  Jeep: [
    {
      model: 'Grand Cherokee',
      body: 'SUV',
      variants: [
        ['Laredo', '3.6L V6 petrol', 'petrol', 10.1, 'large', 2011, 2021],
        ['Laredo CRD', '3.0L V6 turbo diesel', 'diesel', 7.5, 'large', 2011, 2021],
        ['Limited', '3.6L V6 petrol', 'petrol', 10.7, 'premium', 2022],
      ],
    },
    {
      model: 'Wrangler',
      body: 'SUV',
      variants: [
        ['Sport', '3.8L V6 petrol', 'petrol', 11.6, 'light-truck', 2010, 2011],
        ['Sport', '3.6L V6 petrol', 'petrol', 11.0, 'light-truck', 2012, 2018],
        ['Rubicon', '3.6L V6 petrol', 'petrol', 9.6, 'light-truck', 2018],
      ],
    },
    {
      model: 'Compass',
      body: 'SUV',
      variants: [
        ['Sport', '2.0L 4cyl petrol', 'petrol', 8.4, 'medium', 2012, 2016],
        ['Sport', '2.4L 4cyl petrol', 'petrol', 9.7, 'large', 2017, 2021],
        ['Night Eagle', '2.4L 4cyl petrol', 'petrol', 7.6, 'large', 2022],
      ],
    },
    {
      model: 'Cherokee',
      body: 'SUV',
      variants: [
        ['Sport', '2.4L 4cyl petrol', 'petrol', 9.2, 'medium', 2014, 2021],
        ['Longitude', '3.2L V6 petrol', 'petrol', 10.0, 'large', 2014, 2021],
      ],
    },
  ],

  Kia: [
    {
      model: 'Picanto',
      body: 'Hatch',
      variants: [['S', '1.2L 4cyl petrol', 'petrol', 5.8, 'small', 2011]],
    },
    {
      model: 'Rio',
      body: 'Hatch',
      variants: [
        ['S', '1.4L 4cyl petrol', 'petrol', 6.2, 'small', 2011, 2023],
        ['GT-Line', '1.0L 3cyl turbo petrol', 'petrol', 5.4, 'medium', 2020, 2023],
      ],
    },
    {
      model: 'Cerato',
      body: 'Hatch',
      variants: [
        ['S', '2.0L 4cyl petrol', 'petrol', 7.9, 'medium', 2010, 2013],
        ['S', '1.8L 4cyl petrol', 'petrol', 7.1, 'medium', 2013, 2018],
        ['S', '2.0L 4cyl petrol', 'petrol', 7.4, 'medium', 2018, 2024],
        ['GT', '1.6L 4cyl turbo petrol', 'petrol', 6.8, 'large', 2019, 2024],
      ],
    },
    {
      model: 'Sportage',
      body: 'SUV',
      variants: [
        ['SLi', '2.0L 4cyl petrol', 'petrol', 8.8, 'medium', 2010, 2015],
        ['Si', '2.0L 4cyl petrol', 'petrol', 7.9, 'medium', 2016, 2021],
        ['S', '2.0L 4cyl petrol', 'petrol', 8.1, 'medium', 2022],
        ['GT-Line CRDi', '2.0L 4cyl turbo diesel', 'diesel', 6.3, 'premium', 2022],
      ],
    },
    {
      model: 'Seltos',
      body: 'SUV',
      variants: [
        ['S', '2.0L 4cyl petrol', 'petrol', 6.8, 'medium', 2019],
        ['GT-Line AWD', '1.6L 4cyl turbo petrol', 'petrol', 7.6, 'large', 2019],
      ],
    },
    {
      model: 'Stonic',
      body: 'SUV',
      variants: [['GT-Line', '1.0L 3cyl turbo petrol', 'petrol', 5.4, 'medium', 2021]],
    },
    {
      model: 'Sorento',
      body: 'SUV',
      variants: [
        ['SLi CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.4, 'large', 2010, 2014],
        ['Si CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.8, 'large', 2015, 2020],
        ['Sport', '3.5L V6 petrol', 'petrol', 9.7, 'large', 2020],
        ['Sport+ CRDi', '2.2L 4cyl turbo diesel', 'diesel', 6.1, 'large', 2020],
        ['GT-Line PHEV', '1.6L 4cyl turbo petrol plug-in hybrid', 'hybrid', 1.6, 'premium', 2021],
      ],
    },
    {
      model: 'Carnival',
      body: 'People mover',
      variants: [
        ['Grand Carnival', '3.5L V6 petrol', 'petrol', 11.7, 'medium', 2010, 2014],
        ['S', '3.3L V6 petrol', 'petrol', 11.6, 'large', 2015, 2020],
        ['S CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.7, 'large', 2015, 2020],
        ['S', '3.5L V6 petrol', 'petrol', 9.6, 'large', 2021],
        ['S CRDi', '2.2L 4cyl turbo diesel', 'diesel', 6.5, 'large', 2021],
      ],
    },
    {
      model: 'Niro',
      body: 'SUV',
      variants: [
        ['EV S', 'Electric single motor', 'electric', 16.2, 'medium', 2022],
        ['Hybrid S', '1.6L 4cyl petrol hybrid', 'hybrid', 4.0, 'medium', 2022],
      ],
    },
    {
      model: 'EV6',
      body: 'SUV',
      variants: [
        ['Air RWD', 'Electric single motor', 'electric', 16.5, 'large', 2022],
        ['GT-Line AWD', 'Electric dual motor', 'electric', 18.2, 'premium', 2022],
      ],
    },
  ],

  'Land Rover': [
    {
      model: 'Range Rover Evoque',
      body: 'SUV',
      variants: [
        ['Si4', '2.0L 4cyl turbo petrol', 'petrol', 8.7, 'large', 2012, 2018],
        ['TD4', '2.2L 4cyl turbo diesel', 'diesel', 5.8, 'large', 2012, 2018],
        ['P200', '2.0L 4cyl turbo petrol', 'petrol', 8.1, 'premium', 2019],
      ],
    },
    {
      model: 'Discovery Sport',
      body: 'SUV',
      variants: [
        ['TD4 150', '2.0L 4cyl turbo diesel', 'diesel', 5.3, 'large', 2015],
        ['P250', '2.0L 4cyl turbo petrol', 'petrol', 8.1, 'large', 2020],
      ],
    },
    {
      model: 'Discovery',
      body: 'SUV',
      variants: [
        ['TDV6', '3.0L V6 turbo diesel', 'diesel', 9.3, 'light-truck', 2010, 2016],
        ['Td6', '3.0L V6 turbo diesel', 'diesel', 7.2, 'premium', 2017],
      ],
    },
    {
      model: 'Range Rover Sport',
      body: 'SUV',
      variants: [
        ['TDV6', '3.0L V6 turbo diesel', 'diesel', 9.2, 'premium', 2010, 2013],
        ['SDV6', '3.0L V6 turbo diesel', 'diesel', 7.3, 'premium', 2014, 2022],
        ['D300', '3.0L 6cyl turbo diesel mild hybrid', 'diesel', 7.7, 'premium', 2023],
      ],
    },
    {
      model: 'Defender',
      body: 'SUV',
      variants: [
        ['D250', '3.0L 6cyl turbo diesel mild hybrid', 'diesel', 7.6, 'light-truck', 2020],
        ['P300', '2.0L 4cyl turbo petrol', 'petrol', 9.9, 'light-truck', 2020],
      ],
    },
  ],

  LDV: [
    {
      model: 'T60',
      body: 'Ute',
      variants: [['Pro 4x4', '2.8L 4cyl turbo diesel', 'diesel', 8.9, 'light-truck', 2017]],
    },
    {
      model: 'D90',
      body: 'SUV',
      variants: [['Executive', '2.0L 4cyl turbo petrol', 'petrol', 10.9, 'large', 2017, 2023]],
    },
    {
      model: 'Deliver 9',
      body: 'Van',
      variants: [['LWB Mid Roof', '2.0L 4cyl turbo diesel', 'diesel', 8.4, 'light-truck', 2020]],
    },
    {
      model: 'G10',
      body: 'Van',
      variants: [['G10', '2.4L 4cyl petrol', 'petrol', 10.8, 'light-truck', 2015]],
    },
  ],

  Lexus: [
    {
      model: 'IS',
      body: 'Sedan',
      variants: [
        ['IS 250', '2.5L V6 petrol', 'petrol', 9.1, 'large', 2010, 2015],
        ['IS 300h', '2.5L 4cyl petrol hybrid', 'hybrid', 4.9, 'large', 2014],
        ['IS 300', '2.0L 4cyl turbo petrol', 'petrol', 7.5, 'large', 2016],
      ],
    },
    {
      model: 'ES',
      body: 'Sedan',
      variants: [['ES 300h', '2.5L 4cyl petrol hybrid', 'hybrid', 4.8, 'large', 2015]],
    },
    {
      model: 'UX',
      body: 'SUV',
      variants: [
        ['UX 200', '2.0L 4cyl petrol', 'petrol', 5.8, 'large', 2019],
        ['UX 250h', '2.0L 4cyl petrol hybrid', 'hybrid', 4.5, 'large', 2019],
      ],
    },
    {
      model: 'NX',
      body: 'SUV',
      variants: [
        ['NX 200t', '2.0L 4cyl turbo petrol', 'petrol', 7.9, 'large', 2015, 2017],
        ['NX 300h', '2.5L 4cyl petrol hybrid', 'hybrid', 5.7, 'large', 2015, 2021],
        ['NX 300', '2.0L 4cyl turbo petrol', 'petrol', 7.9, 'large', 2018, 2021],
        ['NX 250', '2.5L 4cyl petrol', 'petrol', 7.3, 'large', 2022],
        ['NX 350h', '2.5L 4cyl petrol hybrid', 'hybrid', 5.0, 'premium', 2022],
      ],
    },
    {
      model: 'RX',
      body: 'SUV',
      variants: [
        ['RX 350', '3.5L V6 petrol', 'petrol', 10.3, 'large', 2010, 2015],
        ['RX 350', '3.5L V6 petrol', 'petrol', 9.6, 'premium', 2016, 2022],
        ['RX 450h', '3.5L V6 petrol hybrid', 'hybrid', 5.7, 'premium', 2016, 2022],
        ['RX 350h', '2.5L 4cyl petrol hybrid', 'hybrid', 5.4, 'premium', 2023],
      ],
    },
  ],

  Mazda: [
    {
      model: 'Mazda2',
      body: 'Hatch',
      variants: [
        ['Neo', '1.5L 4cyl petrol', 'petrol', 6.4, 'small', 2010, 2014],
        ['G15 Pure', '1.5L 4cyl petrol', 'petrol', 5.3, 'small', 2015],
      ],
    },
    {
      model: 'Mazda3',
      body: 'Hatch',
      variants: [
        ['Neo', '2.0L 4cyl petrol', 'petrol', 8.0, 'medium', 2010, 2013],
        ['Maxx', '2.0L 4cyl petrol', 'petrol', 5.7, 'medium', 2014, 2018],
        ['G20 Pure', '2.0L 4cyl petrol', 'petrol', 6.2, 'medium', 2019],
        ['G25 GT', '2.5L 4cyl petrol', 'petrol', 6.6, 'large', 2019],
      ],
    },
    {
      model: 'Mazda6',
      body: 'Sedan',
      variants: [
        ['Classic', '2.5L 4cyl petrol', 'petrol', 8.4, 'medium', 2010, 2012],
        ['Sport', '2.5L 4cyl petrol', 'petrol', 6.6, 'medium', 2013, 2024],
        ['GT', '2.2L 4cyl turbo diesel', 'diesel', 5.4, 'large', 2013, 2018],
      ],
    },
    {
      model: 'CX-3',
      body: 'SUV',
      variants: [
        ['Maxx', '2.0L 4cyl petrol', 'petrol', 6.1, 'medium', 2015],
        ['sTouring AWD', '2.0L 4cyl petrol', 'petrol', 6.7, 'medium', 2015],
        ['Maxx Diesel', '1.5L 4cyl turbo diesel', 'diesel', 5.1, 'medium', 2015, 2018],
      ],
    },
    {
      model: 'CX-30',
      body: 'SUV',
      variants: [
        ['G20 Pure', '2.0L 4cyl petrol', 'petrol', 6.4, 'large', 2019],
        ['G25 Astina AWD', '2.5L 4cyl petrol', 'petrol', 6.8, 'large', 2019],
      ],
    },
    {
      model: 'CX-5',
      body: 'SUV',
      variants: [
        ['Maxx', '2.0L 4cyl petrol', 'petrol', 6.9, 'medium', 2012],
        ['Maxx Sport AWD', '2.5L 4cyl petrol', 'petrol', 7.4, 'large', 2012],
        ['GT Diesel', '2.2L 4cyl turbo diesel', 'diesel', 5.7, 'large', 2012, 2022],
      ],
    },
    {
      model: 'CX-9',
      body: 'SUV',
      variants: [
        ['Classic', '3.7L V6 petrol', 'petrol', 11.3, 'large', 2010, 2015],
        ['Sport', '2.5L 4cyl turbo petrol', 'petrol', 8.4, 'large', 2016, 2023],
      ],
    },
    {
      model: 'CX-60',
      body: 'SUV',
      variants: [
        ['D50e Evolve', '3.3L 6cyl turbo diesel mild hybrid', 'diesel', 4.9, 'premium', 2023],
        ['P50e GT', '2.5L 4cyl petrol plug-in hybrid', 'hybrid', 2.1, 'premium', 2023],
      ],
    },
    {
      model: 'BT-50',
      body: 'Ute',
      variants: [
        ['XTR 4x4', '3.2L 5cyl turbo diesel', 'diesel', 9.2, 'light-truck', 2011, 2020],
        ['XT 4x4', '3.0L 4cyl turbo diesel', 'diesel', 8.0, 'light-truck', 2020],
      ],
    },
    {
      model: 'MX-5',
      body: 'Convertible',
      variants: [
        ['Roadster', '2.0L 4cyl petrol', 'petrol', 8.1, 'medium', 2010, 2015],
        ['Roadster', '1.5L 4cyl petrol', 'petrol', 6.1, 'medium', 2015],
      ],
    },
    {
      model: 'MX-30',
      body: 'SUV',
      variants: [['E35 Astina', 'Electric single motor', 'electric', 17.6, 'large', 2021]],
    },
  ],

  'Mercedes-Benz': [
    {
      model: 'A-Class',
      body: 'Hatch',
      variants: [
        ['A 180', '1.6L 4cyl turbo petrol', 'petrol', 5.8, 'medium', 2013, 2018],
        ['A 180', '1.3L 4cyl turbo petrol', 'petrol', 5.7, 'medium', 2018],
        ['A 250', '2.0L 4cyl turbo petrol', 'petrol', 6.6, 'large', 2018],
      ],
    },
    {
      model: 'C-Class',
      body: 'Sedan',
      variants: [
        ['C 200', '1.8L 4cyl turbo petrol', 'petrol', 7.2, 'medium', 2010, 2014],
        ['C 250 CDI', '2.1L 4cyl turbo diesel', 'diesel', 5.3, 'medium', 2011, 2014],
        ['C 200', '2.0L 4cyl turbo petrol', 'petrol', 6.0, 'large', 2014, 2021],
        ['C 200', '1.5L 4cyl turbo petrol mild hybrid', 'petrol', 6.9, 'large', 2022],
      ],
    },
    {
      model: 'E-Class',
      body: 'Sedan',
      variants: [
        ['E 250', '1.8L 4cyl turbo petrol', 'petrol', 7.8, 'large', 2010, 2016],
        ['E 200', '2.0L 4cyl turbo petrol', 'petrol', 6.9, 'large', 2016],
      ],
    },
    {
      model: 'GLA',
      body: 'SUV',
      variants: [
        ['GLA 200', '1.6L 4cyl turbo petrol', 'petrol', 6.0, 'large', 2014, 2019],
        ['GLA 200', '1.3L 4cyl turbo petrol', 'petrol', 6.3, 'large', 2020],
      ],
    },
    {
      model: 'GLC',
      body: 'SUV',
      variants: [
        ['GLC 250 4MATIC', '2.0L 4cyl turbo petrol', 'petrol', 7.4, 'premium', 2016, 2019],
        ['GLC 220 d 4MATIC', '2.1L 4cyl turbo diesel', 'diesel', 5.5, 'premium', 2016, 2019],
        ['GLC 300 4MATIC', '2.0L 4cyl turbo petrol', 'petrol', 8.0, 'premium', 2020],
      ],
    },
    {
      model: 'GLE',
      body: 'SUV',
      variants: [
        ['GLE 350 d 4MATIC', '3.0L V6 turbo diesel', 'diesel', 6.9, 'premium', 2016, 2018],
        ['GLE 300 d 4MATIC', '2.0L 4cyl turbo diesel', 'diesel', 6.4, 'premium', 2019],
      ],
    },
    {
      model: 'EQA',
      body: 'SUV',
      variants: [['EQA 250', 'Electric single motor', 'electric', 17.4, 'large', 2021]],
    },
    {
      model: 'Sprinter',
      body: 'Van',
      variants: [['316 CDI', '2.1L 4cyl turbo diesel', 'diesel', 8.9, 'light-truck', 2010]],
    },
  ],

  MG: [
    {
      model: 'MG3',
      body: 'Hatch',
      variants: [
        ['Core', '1.5L 4cyl petrol', 'petrol', 6.7, 'small', 2013, 2024],
        ['Hybrid+ Excite', '1.5L 4cyl petrol hybrid', 'hybrid', 4.2, 'medium', 2024],
      ],
    },
    {
      model: 'MG5',
      body: 'Sedan',
      variants: [['Vibe', '1.5L 4cyl petrol', 'petrol', 6.7, 'medium', 2021, 2023]],
    },
    {
      model: 'ZS',
      body: 'SUV',
      variants: [
        ['Excite', '1.5L 4cyl petrol', 'petrol', 6.9, 'medium', 2017],
        ['Essence', '1.3L 3cyl turbo petrol', 'petrol', 6.2, 'large', 2017, 2024],
        ['ZS EV', 'Electric single motor', 'electric', 17.8, 'medium', 2019],
      ],
    },
    {
      model: 'HS',
      body: 'SUV',
      variants: [
        ['Vibe', '1.5L 4cyl turbo petrol', 'petrol', 7.3, 'large', 2019],
        ['PHEV Essence', '1.5L 4cyl turbo petrol plug-in hybrid', 'hybrid', 1.7, 'large', 2021],
      ],
    },
    {
      model: 'MG4',
      body: 'Hatch',
      variants: [['Excite 51', 'Electric single motor', 'electric', 14.9, 'medium', 2023]],
    },
    {
      model: 'Extender',
      body: 'Ute',
      variants: [['Extender 4x4', '2.0L 4cyl bi-turbo diesel', 'diesel', 8.7, 'light-truck', 2021]],
    },
  ],

  Mini: [
    {
      model: 'Cooper',
      body: 'Hatch',
      variants: [
        ['Cooper', '1.6L 4cyl petrol', 'petrol', 5.8, 'medium', 2010, 2013],
        ['Cooper', '1.5L 3cyl turbo petrol', 'petrol', 5.1, 'medium', 2014],
        ['Cooper S', '2.0L 4cyl turbo petrol', 'petrol', 5.9, 'large', 2014],
      ],
    },
    {
      model: 'Countryman',
      body: 'SUV',
      variants: [
        ['Cooper', '1.6L 4cyl petrol', 'petrol', 6.5, 'medium', 2011, 2016],
        ['Cooper', '1.5L 3cyl turbo petrol', 'petrol', 6.0, 'large', 2017],
      ],
    },
  ],

  Mitsubishi: [
    {
      model: 'Mirage',
      body: 'Hatch',
      variants: [['ES', '1.2L 3cyl petrol', 'petrol', 4.9, 'small', 2012, 2023]],
    },
    {
      model: 'Lancer',
      body: 'Sedan',
      variants: [['ES', '2.0L 4cyl petrol', 'petrol', 7.7, 'medium', 2010, 2017]],
    },
    {
      model: 'ASX',
      body: 'SUV',
      variants: [
        ['LS', '2.0L 4cyl petrol', 'petrol', 7.7, 'medium', 2010],
        ['LS Diesel', '2.2L 4cyl turbo diesel', 'diesel', 5.8, 'large', 2012, 2019],
      ],
    },
    {
      model: 'Eclipse Cross',
      body: 'SUV',
      variants: [
        ['ES', '1.5L 4cyl turbo petrol', 'petrol', 7.3, 'large', 2018],
        ['PHEV ES', '2.4L 4cyl petrol plug-in hybrid', 'hybrid', 1.9, 'large', 2021],
      ],
    },
    {
      model: 'Outlander',
      body: 'SUV',
      variants: [
        ['LS', '2.4L 4cyl petrol', 'petrol', 9.3, 'medium', 2010, 2012],
        ['ES', '2.0L 4cyl petrol', 'petrol', 7.0, 'medium', 2013, 2021],
        ['PHEV', '2.0L 4cyl petrol plug-in hybrid', 'hybrid', 1.9, 'large', 2014, 2021],
        ['ES', '2.5L 4cyl petrol', 'petrol', 7.2, 'large', 2022],
        ['PHEV ES', '2.4L 4cyl petrol plug-in hybrid', 'hybrid', 1.5, 'large', 2022],
      ],
    },
    {
      model: 'Pajero',
      body: 'SUV',
      variants: [['GLX', '3.2L 4cyl turbo diesel', 'diesel', 9.2, 'light-truck', 2010, 2021]],
    },
    {
      model: 'Pajero Sport',
      body: 'SUV',
      variants: [['GLX', '2.4L 4cyl turbo diesel', 'diesel', 8.0, 'light-truck', 2015]],
    },
    {
      model: 'Triton',
      body: 'Ute',
      variants: [
        ['GLX 4x4', '2.5L 4cyl turbo diesel', 'diesel', 8.3, 'light-truck', 2010, 2015],
        ['GLX 4x4', '2.4L 4cyl turbo diesel', 'diesel', 8.6, 'light-truck', 2015, 2024],
        ['GLX 4x4', '2.4L 4cyl bi-turbo diesel', 'diesel', 7.7, 'light-truck', 2024],
      ],
    },
  ],
};
