import type { MakeCatalogue } from './types';

// Combined-cycle figures as published for the variant's usual (mostly automatic) transmission.
// See README.md in this folder for the sources and the rounding rules.
export const makesTToZ: MakeCatalogue = {
  Tesla: [
    {
      model: 'Model 3',
      body: 'Sedan',
      variants: [
        ['Rear-Wheel Drive', 'Electric single motor', 'electric', 13.2, 'large', 2019],
        ['Long Range AWD', 'Electric dual motor', 'electric', 14.9, 'large', 2019],
        ['Performance', 'Electric dual motor', 'electric', 15.5, 'premium', 2019],
      ],
    },
    {
      model: 'Model Y',
      body: 'SUV',
      variants: [
        ['Rear-Wheel Drive', 'Electric single motor', 'electric', 14.7, 'premium', 2022],
        ['Long Range AWD', 'Electric dual motor', 'electric', 15.9, 'premium', 2022],
      ],
    },
    {
      model: 'Model S',
      body: 'Hatch',
      variants: [['Long Range', 'Electric dual motor', 'electric', 18.0, 'premium', 2014]],
    },
    {
      model: 'Model X',
      body: 'SUV',
      variants: [['Long Range', 'Electric dual motor', 'electric', 20.8, 'premium', 2016]],
    },
  ],

  Toyota: [
    {
      model: 'Yaris',
      body: 'Hatch',
      variants: [
        ['YR', '1.3L 4cyl petrol', 'petrol', 6.2, 'small', 2010, 2010],
        ['YR', '1.3L 4cyl petrol', 'petrol', 5.8, 'small', 2011, 2020],
        ['Ascent', '1.5L 3cyl petrol', 'petrol', 4.9, 'small', 2020],
        ['SX Hybrid', '1.5L 3cyl petrol hybrid', 'hybrid', 3.3, 'medium', 2020],
      ],
    },
    {
      model: 'Yaris Cross',
      body: 'SUV',
      variants: [
        ['GX', '1.5L 3cyl petrol', 'petrol', 5.4, 'medium', 2020],
        ['GX Hybrid', '1.5L 3cyl petrol hybrid', 'hybrid', 3.8, 'medium', 2020],
      ],
    },
    {
      model: 'Corolla',
      body: 'Hatch',
      variants: [
        ['Ascent', '1.8L 4cyl petrol', 'petrol', 7.4, 'small', 2010, 2012],
        ['Ascent Sport', '1.8L 4cyl petrol', 'petrol', 6.1, 'medium', 2013, 2018],
        ['Ascent Sport', '2.0L 4cyl petrol', 'petrol', 6.0, 'medium', 2018],
        ['Ascent Sport Hybrid', '1.8L 4cyl petrol hybrid', 'hybrid', 4.2, 'medium', 2018],
        ['SX Hybrid', '1.8L 4cyl petrol hybrid', 'hybrid', 4.0, 'large', 2019],
      ],
    },
    {
      model: 'Corolla Cross',
      body: 'SUV',
      variants: [
        ['GX', '2.0L 4cyl petrol', 'petrol', 6.0, 'large', 2022],
        ['Atmos Hybrid AWD', '2.0L 4cyl petrol hybrid', 'hybrid', 4.3, 'large', 2022],
      ],
    },
    {
      model: 'Prius',
      body: 'Hatch',
      variants: [['Prius', '1.8L 4cyl petrol hybrid', 'hybrid', 3.9, 'medium', 2010, 2022]],
    },
    {
      model: 'Camry',
      body: 'Sedan',
      variants: [
        ['Altise', '2.4L 4cyl petrol', 'petrol', 9.2, 'medium', 2010, 2011],
        ['Hybrid', '2.4L 4cyl petrol hybrid', 'hybrid', 6.0, 'medium', 2010, 2011],
        ['Altise', '2.5L 4cyl petrol', 'petrol', 7.8, 'medium', 2012, 2017],
        ['Atara H', '2.5L 4cyl petrol hybrid', 'hybrid', 5.2, 'medium', 2012, 2017],
        ['Ascent', '2.5L 4cyl petrol', 'petrol', 6.8, 'medium', 2018, 2024],
        ['Ascent Hybrid', '2.5L 4cyl petrol hybrid', 'hybrid', 4.2, 'medium', 2018, 2024],
        ['SL V6', '3.5L V6 petrol', 'petrol', 8.7, 'large', 2018, 2021],
        ['Ascent Hybrid', '2.5L 4cyl petrol hybrid', 'hybrid', 4.0, 'medium', 2025],
      ],
    },
    {
      model: 'Aurion',
      body: 'Sedan',
      variants: [['AT-X', '3.5L V6 petrol', 'petrol', 9.9, 'medium', 2010, 2017]],
    },
    {
      model: '86',
      body: 'Coupe',
      variants: [['GT', '2.0L flat-4 petrol', 'petrol', 8.4, 'medium', 2012, 2021]],
    },
    {
      model: 'GR86',
      body: 'Coupe',
      variants: [['GT', '2.4L flat-4 petrol', 'petrol', 9.5, 'large', 2022]],
    },
    {
      model: 'C-HR',
      body: 'SUV',
      variants: [
        ['C-HR', '1.2L 4cyl turbo petrol', 'petrol', 6.4, 'large', 2017, 2023],
        ['Koba Hybrid', '1.8L 4cyl petrol hybrid', 'hybrid', 4.3, 'large', 2020, 2023],
        ['GXL Hybrid', '2.0L 4cyl petrol hybrid', 'hybrid', 4.1, 'large', 2024],
      ],
    },
    {
      model: 'RAV4',
      body: 'SUV',
      variants: [
        ['CV', '2.4L 4cyl petrol', 'petrol', 9.1, 'medium', 2010, 2012],
        ['GX', '2.0L 4cyl petrol', 'petrol', 7.4, 'medium', 2013, 2018],
        ['GX Diesel', '2.2L 4cyl turbo diesel', 'diesel', 6.5, 'medium', 2013, 2018],
        ['GX', '2.0L 4cyl petrol', 'petrol', 6.5, 'medium', 2019],
        ['GX Hybrid', '2.5L 4cyl petrol hybrid', 'hybrid', 4.7, 'medium', 2019],
        ['Cruiser Hybrid AWD', '2.5L 4cyl petrol hybrid', 'hybrid', 4.8, 'large', 2019],
      ],
    },
    {
      model: 'Kluger',
      body: 'SUV',
      variants: [
        ['KX-R', '3.5L V6 petrol', 'petrol', 10.6, 'large', 2010, 2013],
        ['GX', '3.5L V6 petrol', 'petrol', 10.2, 'large', 2014, 2021],
        ['GX Hybrid AWD', '2.5L 4cyl petrol hybrid', 'hybrid', 5.6, 'large', 2021],
      ],
    },
    {
      model: 'Fortuner',
      body: 'SUV',
      variants: [['GX', '2.8L 4cyl turbo diesel', 'diesel', 8.6, 'light-truck', 2015, 2024]],
    },
    {
      model: 'LandCruiser Prado',
      body: 'SUV',
      variants: [
        ['GXL', '3.0L 4cyl turbo diesel', 'diesel', 8.5, 'light-truck', 2010, 2015],
        ['Kakadu', '4.0L V6 petrol', 'petrol', 11.6, 'light-truck', 2010, 2017],
        ['GXL', '2.8L 4cyl turbo diesel', 'diesel', 8.0, 'light-truck', 2016, 2024],
        ['GXL', '2.8L 4cyl turbo diesel mild hybrid', 'diesel', 7.9, 'light-truck', 2025],
      ],
    },
    {
      model: 'LandCruiser',
      body: 'SUV',
      variants: [
        ['GXL', '4.5L V8 twin-turbo diesel', 'diesel', 10.3, 'light-truck', 2010, 2021],
        ['GXL', '3.3L V6 twin-turbo diesel', 'diesel', 8.9, 'light-truck', 2022],
      ],
    },
    {
      model: 'HiLux',
      body: 'Ute',
      variants: [
        ['Workmate 4x2', '2.7L 4cyl petrol', 'petrol', 11.0, 'light-truck', 2010],
        ['SR 4x4', '3.0L 4cyl turbo diesel', 'diesel', 9.3, 'light-truck', 2010, 2015],
        ['SR5 4x4', '2.8L 4cyl turbo diesel', 'diesel', 8.5, 'light-truck', 2015],
      ],
    },
    {
      model: 'HiAce',
      body: 'Van',
      variants: [
        ['LWB', '3.0L 4cyl turbo diesel', 'diesel', 8.9, 'light-truck', 2010, 2018],
        ['LWB', '2.8L 4cyl turbo diesel', 'diesel', 8.4, 'light-truck', 2019],
      ],
    },
    {
      model: 'Tarago',
      body: 'People mover',
      variants: [['GLi', '2.4L 4cyl petrol', 'petrol', 9.8, 'medium', 2010, 2019]],
    },
    {
      model: 'bZ4X',
      body: 'SUV',
      variants: [['FWD', 'Electric single motor', 'electric', 15.0, 'large', 2022]],
    },
  ],

  Volkswagen: [
    {
      model: 'Polo',
      body: 'Hatch',
      variants: [
        ['Trendline', '1.6L 4cyl petrol', 'petrol', 7.0, 'small', 2010, 2014],
        ['81TSI Comfortline', '1.2L 4cyl turbo petrol', 'petrol', 4.8, 'medium', 2014, 2017],
        ['85TSI Comfortline', '1.0L 3cyl turbo petrol', 'petrol', 5.4, 'medium', 2018],
        ['GTI', '2.0L 4cyl turbo petrol', 'petrol', 6.1, 'large', 2018],
      ],
    },
    {
      model: 'Golf',
      body: 'Hatch',
      variants: [
        ['90TSI Trendline', '1.4L 4cyl turbo petrol', 'petrol', 6.2, 'medium', 2010, 2012],
        ['TDI', '2.0L 4cyl turbo diesel', 'diesel', 4.9, 'medium', 2010, 2016],
        ['110TSI Comfortline', '1.4L 4cyl turbo petrol', 'petrol', 5.4, 'medium', 2013, 2020],
        ['GTI', '2.0L 4cyl turbo petrol', 'petrol', 6.4, 'large', 2013, 2020],
        ['110TSI Life', '1.4L 4cyl turbo petrol', 'petrol', 5.8, 'medium', 2021],
        ['GTI', '2.0L 4cyl turbo petrol', 'petrol', 7.0, 'large', 2021],
      ],
    },
    {
      model: 'Passat',
      body: 'Wagon',
      variants: [
        ['118TSI', '1.8L 4cyl turbo petrol', 'petrol', 7.7, 'medium', 2010, 2015],
        ['132TSI', '2.0L 4cyl turbo petrol', 'petrol', 6.8, 'large', 2016, 2023],
      ],
    },
    {
      model: 'T-Cross',
      body: 'SUV',
      variants: [['85TSI Life', '1.0L 3cyl turbo petrol', 'petrol', 5.4, 'medium', 2020]],
    },
    {
      model: 'T-Roc',
      body: 'SUV',
      variants: [['110TSI Style', '1.4L 4cyl turbo petrol', 'petrol', 6.4, 'large', 2020]],
    },
    {
      model: 'Tiguan',
      body: 'SUV',
      variants: [
        ['118TSI', '1.4L 4cyl twincharger petrol', 'petrol', 7.4, 'medium', 2010, 2015],
        ['132TSI', '2.0L 4cyl turbo petrol', 'petrol', 8.6, 'medium', 2010, 2015],
        ['110TSI', '1.4L 4cyl turbo petrol', 'petrol', 6.3, 'large', 2016, 2024],
        ['110TDI', '2.0L 4cyl turbo diesel', 'diesel', 5.9, 'large', 2016, 2024],
        ['110TSI Life', '1.5L 4cyl turbo petrol mild hybrid', 'petrol', 6.3, 'large', 2025],
      ],
    },
    {
      model: 'Touareg',
      body: 'SUV',
      variants: [
        ['V6 TDI', '3.0L V6 turbo diesel', 'diesel', 7.4, 'premium', 2010, 2018],
        ['190TDI', '3.0L V6 turbo diesel', 'diesel', 7.4, 'premium', 2019],
      ],
    },
    {
      model: 'Amarok',
      body: 'Ute',
      variants: [
        ['TDI400', '2.0L 4cyl bi-turbo diesel', 'diesel', 8.3, 'light-truck', 2011, 2022],
        ['TDI550 V6', '3.0L V6 turbo diesel', 'diesel', 8.4, 'light-truck', 2017, 2022],
        ['Style', '2.0L 4cyl bi-turbo diesel', 'diesel', 8.1, 'light-truck', 2023],
        ['Aventura V6', '3.0L V6 turbo diesel', 'diesel', 9.3, 'light-truck', 2023],
      ],
    },
  ],

  Volvo: [
    {
      model: 'V40',
      body: 'Hatch',
      variants: [['T4', '1.6L 4cyl turbo petrol', 'petrol', 5.9, 'medium', 2013, 2019]],
    },
    {
      model: 'XC40',
      body: 'SUV',
      variants: [
        ['T4', '2.0L 4cyl turbo petrol', 'petrol', 7.2, 'large', 2018],
        ['Recharge Pure Electric', 'Electric single motor', 'electric', 18.0, 'premium', 2022],
      ],
    },
    {
      model: 'XC60',
      body: 'SUV',
      variants: [
        ['D4', '2.0L 4cyl turbo diesel', 'diesel', 5.5, 'large', 2010, 2020],
        ['T5', '2.0L 4cyl turbo petrol', 'petrol', 7.3, 'large', 2010, 2020],
        ['B5', '2.0L 4cyl turbo petrol mild hybrid', 'petrol', 7.2, 'premium', 2021],
      ],
    },
    {
      model: 'XC90',
      body: 'SUV',
      variants: [
        ['D5', '2.4L 5cyl turbo diesel', 'diesel', 8.3, 'large', 2010, 2014],
        ['D5', '2.0L 4cyl twin-turbo diesel', 'diesel', 5.7, 'premium', 2015, 2020],
        ['B6', '2.0L 4cyl turbo petrol mild hybrid', 'petrol', 8.3, 'premium', 2021],
      ],
    },
  ],
};
