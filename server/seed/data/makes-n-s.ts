import type { MakeCatalogue } from './types';

// Combined-cycle figures as published for the variant's usual (mostly automatic) transmission.
// See README.md in this folder for the sources and the rounding rules.
export const makesNToS: MakeCatalogue = {
  Nissan: [
    {
      model: 'Micra',
      body: 'Hatch',
      variants: [['ST', '1.5L 4cyl petrol', 'petrol', 6.5, 'small', 2011, 2017]],
    },
    {
      model: 'Pulsar',
      body: 'Sedan',
      variants: [['ST', '1.8L 4cyl petrol', 'petrol', 6.7, 'medium', 2013, 2017]],
    },
    {
      model: 'Altima',
      body: 'Sedan',
      variants: [['ST', '2.5L 4cyl petrol', 'petrol', 7.5, 'medium', 2013, 2019]],
    },
    {
      model: 'Juke',
      body: 'SUV',
      variants: [
        ['ST', '1.6L 4cyl petrol', 'petrol', 6.3, 'medium', 2013, 2019],
        ['ST', '1.0L 3cyl turbo petrol', 'petrol', 5.8, 'medium', 2020],
      ],
    },
    {
      model: 'Dualis',
      body: 'SUV',
      variants: [['ST', '2.0L 4cyl petrol', 'petrol', 8.3, 'medium', 2010, 2013]],
    },
    {
      model: 'Qashqai',
      body: 'SUV',
      variants: [
        ['ST', '2.0L 4cyl petrol', 'petrol', 6.9, 'medium', 2014, 2021],
        ['ST', '1.3L 4cyl turbo petrol', 'petrol', 6.1, 'large', 2022],
        ['e-Power Ti', '1.5L 3cyl turbo petrol hybrid', 'hybrid', 5.2, 'large', 2023],
      ],
    },
    {
      model: 'X-Trail',
      body: 'SUV',
      variants: [
        ['ST', '2.5L 4cyl petrol', 'petrol', 9.2, 'medium', 2010, 2013],
        ['ST', '2.5L 4cyl petrol', 'petrol', 8.3, 'medium', 2014, 2021],
        ['ST', '2.5L 4cyl petrol', 'petrol', 7.4, 'large', 2022],
        ['e-Power Ti-L', '1.5L 3cyl turbo petrol hybrid', 'hybrid', 6.1, 'premium', 2023],
      ],
    },
    {
      model: 'Pathfinder',
      body: 'SUV',
      variants: [
        ['ST', '2.5L 4cyl turbo diesel', 'diesel', 11.2, 'light-truck', 2010, 2013],
        ['ST', '3.5L V6 petrol', 'petrol', 10.1, 'large', 2013, 2022],
        ['ST', '3.5L V6 petrol', 'petrol', 10.5, 'large', 2023],
      ],
    },
    {
      model: 'Patrol',
      body: 'SUV',
      variants: [
        ['ST', '3.0L 4cyl turbo diesel', 'diesel', 10.9, 'light-truck', 2010, 2016],
        ['Ti', '5.6L V8 petrol', 'petrol', 14.4, 'light-truck', 2013],
      ],
    },
    {
      model: 'Navara',
      body: 'Ute',
      variants: [
        ['RX 4x4', '2.5L 4cyl turbo diesel', 'diesel', 9.2, 'light-truck', 2010, 2015],
        ['ST 4x4', '2.3L 4cyl bi-turbo diesel', 'diesel', 7.0, 'light-truck', 2015],
      ],
    },
    {
      model: 'Leaf',
      body: 'Hatch',
      variants: [
        ['Leaf', 'Electric single motor', 'electric', 17.3, 'medium', 2012, 2014],
        ['Leaf', 'Electric single motor', 'electric', 17.1, 'medium', 2019],
      ],
    },
  ],

  Peugeot: [
    {
      model: '208',
      body: 'Hatch',
      variants: [
        ['Active', '1.2L 3cyl petrol', 'petrol', 4.5, 'small', 2013, 2019],
        ['Allure', '1.2L 3cyl turbo petrol', 'petrol', 5.4, 'medium', 2020],
      ],
    },
    {
      model: '308',
      body: 'Hatch',
      variants: [
        ['Active', '1.6L 4cyl turbo petrol', 'petrol', 7.9, 'medium', 2010, 2014],
        ['Access', '1.2L 3cyl turbo petrol', 'petrol', 5.0, 'medium', 2015, 2021],
        ['GT', '1.2L 3cyl turbo petrol', 'petrol', 5.6, 'large', 2022],
      ],
    },
    {
      model: '2008',
      body: 'SUV',
      variants: [['Active', '1.2L 3cyl turbo petrol', 'petrol', 5.6, 'medium', 2014]],
    },
    {
      model: '3008',
      body: 'SUV',
      variants: [
        ['Active', '1.6L 4cyl turbo petrol', 'petrol', 7.5, 'medium', 2010, 2016],
        ['Active', '1.6L 4cyl turbo petrol', 'petrol', 7.0, 'large', 2017],
      ],
    },
    {
      model: '5008',
      body: 'SUV',
      variants: [['Allure', '1.6L 4cyl turbo petrol', 'petrol', 7.0, 'large', 2018]],
    },
  ],

  Porsche: [
    {
      model: 'Macan',
      body: 'SUV',
      variants: [['Macan', '2.0L 4cyl turbo petrol', 'petrol', 8.0, 'premium', 2014]],
    },
    {
      model: 'Cayenne',
      body: 'SUV',
      variants: [
        ['Cayenne', '3.6L V6 petrol', 'petrol', 9.9, 'premium', 2010, 2017],
        ['Cayenne Diesel', '3.0L V6 turbo diesel', 'diesel', 7.2, 'premium', 2010, 2017],
        ['Cayenne', '3.0L V6 turbo petrol', 'petrol', 9.2, 'premium', 2018],
      ],
    },
  ],

  Ram: [
    {
      model: '1500',
      body: 'Ute',
      variants: [['Express', '5.7L V8 petrol', 'petrol', 12.2, 'light-truck', 2018]],
    },
  ],

  Renault: [
    {
      model: 'Clio',
      body: 'Hatch',
      variants: [['Expression', '0.9L 3cyl turbo petrol', 'petrol', 4.5, 'small', 2013, 2019]],
    },
    {
      model: 'Megane',
      body: 'Hatch',
      variants: [
        ['Expression', '2.0L 4cyl petrol', 'petrol', 7.7, 'medium', 2010, 2016],
        ['Zen', '1.6L 4cyl petrol', 'petrol', 6.9, 'medium', 2017, 2020],
      ],
    },
    {
      model: 'Captur',
      body: 'SUV',
      variants: [
        ['Expression', '1.2L 4cyl turbo petrol', 'petrol', 5.4, 'medium', 2015, 2019],
        ['Zen', '1.3L 4cyl turbo petrol', 'petrol', 6.6, 'large', 2021],
      ],
    },
    {
      model: 'Koleos',
      body: 'SUV',
      variants: [
        ['Expression', '2.5L 4cyl petrol', 'petrol', 9.6, 'medium', 2010, 2016],
        ['Life', '2.5L 4cyl petrol', 'petrol', 8.1, 'large', 2016],
      ],
    },
    {
      model: 'Arkana',
      body: 'SUV',
      variants: [['Zen', '1.3L 4cyl turbo petrol', 'petrol', 6.0, 'large', 2022]],
    },
    {
      model: 'Trafic',
      body: 'Van',
      variants: [['Pro SWB', '1.6L 4cyl twin-turbo diesel', 'diesel', 6.2, 'light-truck', 2015]],
    },
  ],

  Skoda: [
    {
      model: 'Fabia',
      body: 'Hatch',
      variants: [
        ['77TSI', '1.2L 4cyl turbo petrol', 'petrol', 5.2, 'small', 2011, 2015],
        ['81TSI', '1.2L 4cyl turbo petrol', 'petrol', 4.8, 'medium', 2015, 2021],
      ],
    },
    {
      model: 'Octavia',
      body: 'Sedan',
      variants: [
        ['103TSI', '1.4L 4cyl turbo petrol', 'petrol', 6.2, 'medium', 2010, 2013],
        ['103TDI', '2.0L 4cyl turbo diesel', 'diesel', 5.2, 'medium', 2010, 2019],
        ['110TSI', '1.4L 4cyl turbo petrol', 'petrol', 5.3, 'medium', 2013, 2020],
        ['110TSI Style', '1.4L 4cyl turbo petrol', 'petrol', 5.7, 'large', 2021],
      ],
    },
    {
      model: 'Superb',
      body: 'Sedan',
      variants: [
        ['118TSI', '1.8L 4cyl turbo petrol', 'petrol', 7.5, 'large', 2010, 2015],
        ['162TSI', '2.0L 4cyl turbo petrol', 'petrol', 6.6, 'large', 2016],
      ],
    },
    {
      model: 'Kamiq',
      body: 'SUV',
      variants: [['85TSI', '1.0L 3cyl turbo petrol', 'petrol', 5.0, 'medium', 2020]],
    },
    {
      model: 'Karoq',
      body: 'SUV',
      variants: [['110TSI', '1.5L 4cyl turbo petrol', 'petrol', 5.8, 'large', 2018]],
    },
    {
      model: 'Kodiaq',
      body: 'SUV',
      variants: [['132TSI', '2.0L 4cyl turbo petrol', 'petrol', 8.0, 'large', 2017]],
    },
  ],

  Subaru: [
    {
      model: 'Impreza',
      body: 'Hatch',
      variants: [
        ['2.0i', '2.0L flat-4 petrol', 'petrol', 8.4, 'medium', 2010, 2011],
        ['2.0i', '2.0L flat-4 petrol', 'petrol', 6.8, 'medium', 2012, 2016],
        ['2.0i', '2.0L flat-4 petrol', 'petrol', 7.2, 'medium', 2017],
      ],
    },
    {
      model: 'XV',
      body: 'SUV',
      variants: [
        ['2.0i', '2.0L flat-4 petrol', 'petrol', 7.3, 'medium', 2012, 2016],
        ['2.0i', '2.0L flat-4 petrol', 'petrol', 7.0, 'medium', 2017, 2022],
        ['Hybrid L', '2.0L flat-4 petrol hybrid', 'hybrid', 6.5, 'large', 2021, 2022],
      ],
    },
    {
      model: 'Crosstrek',
      body: 'SUV',
      variants: [
        ['2.0R', '2.0L flat-4 petrol', 'petrol', 7.2, 'large', 2023],
        ['Hybrid L', '2.0L flat-4 petrol hybrid', 'hybrid', 6.5, 'large', 2024],
      ],
    },
    {
      model: 'Forester',
      body: 'SUV',
      variants: [
        ['X', '2.5L flat-4 petrol', 'petrol', 9.0, 'medium', 2010, 2012],
        ['2.5i', '2.5L flat-4 petrol', 'petrol', 8.1, 'medium', 2013, 2017],
        ['2.0D', '2.0L flat-4 turbo diesel', 'diesel', 6.4, 'medium', 2013, 2018],
        ['2.5i', '2.5L flat-4 petrol', 'petrol', 7.4, 'large', 2018],
        ['Hybrid L', '2.0L flat-4 petrol hybrid', 'hybrid', 6.7, 'large', 2020],
      ],
    },
    {
      model: 'Outback',
      body: 'Wagon',
      variants: [
        ['2.5i', '2.5L flat-4 petrol', 'petrol', 8.3, 'medium', 2010, 2014],
        ['2.0D', '2.0L flat-4 turbo diesel', 'diesel', 6.3, 'medium', 2010, 2020],
        ['2.5i', '2.5L flat-4 petrol', 'petrol', 7.3, 'large', 2015],
        ['XT', '2.4L flat-4 turbo petrol', 'petrol', 9.0, 'large', 2023],
      ],
    },
    {
      model: 'Liberty',
      body: 'Sedan',
      variants: [
        ['2.5i', '2.5L flat-4 petrol', 'petrol', 8.0, 'medium', 2010, 2014],
        ['2.5i', '2.5L flat-4 petrol', 'petrol', 7.3, 'large', 2015, 2020],
      ],
    },
    {
      model: 'WRX',
      body: 'Sedan',
      variants: [
        ['WRX', '2.5L flat-4 turbo petrol', 'petrol', 10.3, 'large', 2010, 2014],
        ['WRX', '2.0L flat-4 turbo petrol', 'petrol', 8.6, 'large', 2014, 2021],
        ['WRX', '2.4L flat-4 turbo petrol', 'petrol', 8.5, 'premium', 2022],
      ],
    },
    {
      model: 'BRZ',
      body: 'Coupe',
      variants: [
        ['BRZ', '2.0L flat-4 petrol', 'petrol', 8.4, 'medium', 2012, 2021],
        ['BRZ', '2.4L flat-4 petrol', 'petrol', 9.5, 'large', 2022],
      ],
    },
    {
      model: 'Solterra',
      body: 'SUV',
      variants: [['AWD', 'Electric dual motor', 'electric', 16.9, 'large', 2023]],
    },
  ],

  Suzuki: [
    {
      model: 'Swift',
      body: 'Hatch',
      variants: [
        ['GA', '1.5L 4cyl petrol', 'petrol', 6.5, 'small', 2010, 2011],
        ['GL', '1.4L 4cyl petrol', 'petrol', 6.2, 'small', 2011, 2017],
        ['GL Navigator', '1.2L 4cyl petrol', 'petrol', 4.8, 'small', 2017, 2024],
        ['Sport', '1.4L 4cyl turbo petrol', 'petrol', 6.1, 'medium', 2018, 2024],
        ['Hybrid GL', '1.2L 3cyl petrol mild hybrid', 'hybrid', 4.0, 'small', 2024],
      ],
    },
    {
      model: 'Baleno',
      body: 'Hatch',
      variants: [
        ['GL', '1.4L 4cyl petrol', 'petrol', 5.1, 'small', 2016, 2018],
        ['GL', '1.4L 4cyl petrol', 'petrol', 5.4, 'small', 2019, 2022],
      ],
    },
    {
      model: 'Ignis',
      body: 'Hatch',
      variants: [['GL', '1.2L 4cyl petrol', 'petrol', 4.9, 'small', 2017]],
    },
    {
      model: 'Vitara',
      body: 'SUV',
      variants: [
        ['Vitara', '1.6L 4cyl petrol', 'petrol', 6.2, 'medium', 2015],
        ['Turbo', '1.4L 4cyl turbo petrol', 'petrol', 6.2, 'medium', 2016],
      ],
    },
    {
      model: 'Grand Vitara',
      body: 'SUV',
      variants: [['Grand Vitara', '2.4L 4cyl petrol', 'petrol', 9.9, 'medium', 2010, 2016]],
    },
    {
      model: 'S-Cross',
      body: 'SUV',
      variants: [
        ['GL', '1.6L 4cyl petrol', 'petrol', 6.2, 'medium', 2013, 2017],
        ['Turbo', '1.4L 4cyl turbo petrol', 'petrol', 6.2, 'medium', 2018],
      ],
    },
    {
      model: 'Jimny',
      body: 'SUV',
      variants: [
        ['Sierra', '1.3L 4cyl petrol', 'petrol', 7.4, 'light-truck', 2010, 2018],
        ['Jimny', '1.5L 4cyl petrol', 'petrol', 6.9, 'light-truck', 2019],
      ],
    },
  ],
};
