import type { MakeCatalogue } from './types';

// Combined-cycle figures as published for the variant's usual (mostly automatic) transmission.
// See README.md in this folder for the sources and the rounding rules.
export const makesAToH: MakeCatalogue = {
  Audi: [
    {
      model: 'A1',
      body: 'Hatch',
      variants: [
        ['Sportback 1.4 TFSI', '1.4L 4cyl turbo petrol', 'petrol', 5.3, 'medium', 2011, 2018],
        ['Sportback 30 TFSI', '1.0L 3cyl turbo petrol', 'petrol', 5.4, 'medium', 2019],
      ],
    },
    {
      model: 'A3',
      body: 'Hatch',
      variants: [
        ['Sportback 1.4 TFSI', '1.4L 4cyl turbo petrol', 'petrol', 6.2, 'medium', 2010, 2012],
        ['Sportback 1.4 TFSI', '1.4L 4cyl turbo petrol', 'petrol', 5.0, 'medium', 2013, 2020],
        ['Sportback 35 TFSI', '1.4L 4cyl turbo petrol', 'petrol', 5.8, 'medium', 2021],
      ],
    },
    {
      model: 'A4',
      body: 'Sedan',
      variants: [
        ['1.8 TFSI', '1.8L 4cyl turbo petrol', 'petrol', 7.3, 'medium', 2010, 2015],
        ['2.0 TDI', '2.0L 4cyl turbo diesel', 'diesel', 4.9, 'medium', 2010, 2015],
        ['40 TFSI', '2.0L 4cyl turbo petrol', 'petrol', 6.2, 'large', 2016],
      ],
    },
    {
      model: 'Q3',
      body: 'SUV',
      variants: [
        ['1.4 TFSI', '1.4L 4cyl turbo petrol', 'petrol', 6.0, 'large', 2012, 2018],
        ['35 TFSI', '1.4L 4cyl turbo petrol', 'petrol', 6.8, 'large', 2019],
      ],
    },
    {
      model: 'Q5',
      body: 'SUV',
      variants: [
        ['2.0 TFSI quattro', '2.0L 4cyl turbo petrol', 'petrol', 8.5, 'large', 2010, 2016],
        ['2.0 TDI quattro', '2.0L 4cyl turbo diesel', 'diesel', 6.3, 'large', 2010, 2016],
        ['40 TDI quattro', '2.0L 4cyl turbo diesel', 'diesel', 5.6, 'large', 2017],
      ],
    },
    {
      model: 'Q7',
      body: 'SUV',
      variants: [
        ['3.0 TDI quattro', '3.0L V6 turbo diesel', 'diesel', 7.2, 'premium', 2010, 2015],
        ['45 TDI quattro', '3.0L V6 turbo diesel', 'diesel', 6.5, 'premium', 2016],
      ],
    },
    {
      model: 'e-tron',
      body: 'SUV',
      variants: [['55 quattro', 'Electric dual motor', 'electric', 23.1, 'premium', 2020, 2024]],
    },
  ],

  BMW: [
    {
      model: '1 Series',
      body: 'Hatch',
      variants: [
        ['118i', '1.6L 4cyl turbo petrol', 'petrol', 5.8, 'medium', 2012, 2019],
        ['118i', '1.5L 3cyl turbo petrol', 'petrol', 5.9, 'medium', 2020],
      ],
    },
    {
      model: '3 Series',
      body: 'Sedan',
      variants: [
        ['320i', '2.0L 4cyl petrol', 'petrol', 7.9, 'medium', 2010, 2011],
        ['320i', '2.0L 4cyl turbo petrol', 'petrol', 6.1, 'medium', 2012, 2018],
        ['320i', '2.0L 4cyl turbo petrol', 'petrol', 6.4, 'large', 2019],
        ['330e', '2.0L 4cyl turbo petrol plug-in hybrid', 'hybrid', 2.1, 'large', 2020],
      ],
    },
    {
      model: '5 Series',
      body: 'Sedan',
      variants: [
        ['520d', '2.0L 4cyl turbo diesel', 'diesel', 4.9, 'large', 2011, 2016],
        ['520i', '2.0L 4cyl turbo petrol', 'petrol', 6.4, 'large', 2013, 2016],
        ['520i', '2.0L 4cyl turbo petrol', 'petrol', 6.0, 'large', 2017, 2023],
      ],
    },
    {
      model: 'X1',
      body: 'SUV',
      variants: [
        ['sDrive18d', '2.0L 4cyl turbo diesel', 'diesel', 5.2, 'medium', 2010, 2015],
        ['sDrive18i', '1.5L 3cyl turbo petrol', 'petrol', 5.8, 'large', 2016, 2022],
        ['sDrive18i', '1.5L 3cyl turbo petrol', 'petrol', 6.4, 'large', 2023],
      ],
    },
    {
      model: 'X3',
      body: 'SUV',
      variants: [
        ['xDrive20d', '2.0L 4cyl turbo diesel', 'diesel', 5.6, 'large', 2011, 2017],
        ['xDrive20i', '2.0L 4cyl turbo petrol', 'petrol', 7.4, 'large', 2018],
        ['xDrive30e', '2.0L 4cyl turbo petrol plug-in hybrid', 'hybrid', 2.4, 'premium', 2020, 2024],
      ],
    },
    {
      model: 'X5',
      body: 'SUV',
      variants: [
        ['xDrive30d', '3.0L 6cyl turbo diesel', 'diesel', 7.4, 'premium', 2010, 2013],
        ['xDrive30d', '3.0L 6cyl turbo diesel', 'diesel', 6.2, 'premium', 2014, 2018],
        ['xDrive30d', '3.0L 6cyl turbo diesel', 'diesel', 7.2, 'premium', 2019],
      ],
    },
    {
      model: 'i3',
      body: 'Hatch',
      variants: [['i3', 'Electric single motor', 'electric', 13.1, 'large', 2014, 2022]],
    },
  ],

  BYD: [
    {
      model: 'Atto 3',
      body: 'SUV',
      variants: [
        ['Standard Range', 'Electric single motor', 'electric', 15.6, 'large', 2022],
        ['Extended Range', 'Electric single motor', 'electric', 16.0, 'large', 2022],
      ],
    },
    {
      model: 'Dolphin',
      body: 'Hatch',
      variants: [
        ['Dynamic', 'Electric single motor', 'electric', 13.6, 'medium', 2023],
        ['Premium', 'Electric single motor', 'electric', 14.9, 'medium', 2023],
      ],
    },
    {
      model: 'Seal',
      body: 'Sedan',
      variants: [
        ['Dynamic RWD', 'Electric single motor', 'electric', 15.2, 'large', 2023],
        ['Performance AWD', 'Electric dual motor', 'electric', 16.7, 'premium', 2023],
      ],
    },
    {
      model: 'Sealion 6',
      body: 'SUV',
      variants: [['Dynamic', '1.5L 4cyl turbo petrol plug-in hybrid', 'hybrid', 1.1, 'large', 2024]],
    },
    {
      model: 'Shark 6',
      body: 'Ute',
      variants: [
        ['Premium', '1.5L 4cyl turbo petrol plug-in hybrid', 'hybrid', 2.0, 'light-truck', 2025],
      ],
    },
  ],

  Chery: [
    {
      model: 'Omoda 5',
      body: 'SUV',
      variants: [
        ['BX', '1.5L 4cyl turbo petrol', 'petrol', 6.9, 'large', 2023],
        ['EV', 'Electric single motor', 'electric', 16.9, 'large', 2024],
      ],
    },
    {
      model: 'Tiggo 4 Pro',
      body: 'SUV',
      variants: [['Urban', '1.5L 4cyl petrol', 'petrol', 6.9, 'medium', 2024]],
    },
    {
      model: 'Tiggo 7 Pro',
      body: 'SUV',
      variants: [['Urban', '1.5L 4cyl turbo petrol', 'petrol', 7.4, 'large', 2023]],
    },
  ],

  Ford: [
    {
      model: 'Ranger',
      body: 'Ute',
      variants: [
        ['XL 4x4', '3.0L 4cyl turbo diesel', 'diesel', 9.7, 'light-truck', 2010, 2011],
        ['XL 4x4', '2.2L 4cyl turbo diesel', 'diesel', 8.1, 'light-truck', 2011, 2018],
        ['XLT 4x4', '3.2L 5cyl turbo diesel', 'diesel', 9.2, 'light-truck', 2011, 2022],
        ['XLT 4x4', '2.0L 4cyl bi-turbo diesel', 'diesel', 7.4, 'light-truck', 2019],
        ['Wildtrak V6', '3.0L V6 turbo diesel', 'diesel', 8.4, 'light-truck', 2022],
      ],
    },
    {
      model: 'Everest',
      body: 'SUV',
      variants: [
        ['Trend', '3.2L 5cyl turbo diesel', 'diesel', 8.5, 'light-truck', 2015, 2022],
        ['Trend', '2.0L 4cyl bi-turbo diesel', 'diesel', 7.1, 'light-truck', 2022],
        ['Platinum V6', '3.0L V6 turbo diesel', 'diesel', 8.5, 'light-truck', 2022],
      ],
    },
    {
      model: 'Falcon',
      body: 'Sedan',
      variants: [
        ['XT', '4.0L 6cyl petrol', 'petrol', 9.9, 'medium', 2010, 2016],
        ['XR6 Turbo', '4.0L 6cyl turbo petrol', 'petrol', 11.7, 'large', 2010, 2016],
        ['XT EcoLPi', '4.0L 6cyl lpg', 'lpg', 12.3, 'medium', 2011, 2016],
      ],
    },
    {
      model: 'Territory',
      body: 'SUV',
      variants: [
        ['TX', '4.0L 6cyl petrol', 'petrol', 10.6, 'large', 2010, 2016],
        ['TX TDCi', '2.7L V6 turbo diesel', 'diesel', 8.8, 'large', 2011, 2016],
      ],
    },
    {
      model: 'Focus',
      body: 'Hatch',
      variants: [
        ['Ambiente', '2.0L 4cyl petrol', 'petrol', 7.9, 'medium', 2010, 2011],
        ['Trend', '2.0L 4cyl petrol', 'petrol', 6.6, 'medium', 2012, 2015],
        ['Trend', '1.5L 4cyl turbo petrol', 'petrol', 6.4, 'medium', 2015, 2018],
        ['Trend', '1.5L 3cyl turbo petrol', 'petrol', 6.4, 'medium', 2019, 2020],
      ],
    },
    {
      model: 'Fiesta',
      body: 'Hatch',
      variants: [
        ['CL', '1.6L 4cyl petrol', 'petrol', 6.1, 'small', 2010, 2013],
        ['Ambiente', '1.5L 4cyl petrol', 'petrol', 5.9, 'small', 2013, 2019],
        ['ST', '1.6L 4cyl turbo petrol', 'petrol', 6.2, 'large', 2014, 2019],
      ],
    },
    {
      model: 'Mondeo',
      body: 'Hatch',
      variants: [
        ['LX', '2.3L 4cyl petrol', 'petrol', 9.3, 'medium', 2010, 2014],
        ['Ambiente TDCi', '2.0L 4cyl turbo diesel', 'diesel', 5.3, 'medium', 2015, 2020],
      ],
    },
    {
      model: 'Escape',
      body: 'SUV',
      variants: [
        ['Ambiente', '1.5L 4cyl turbo petrol', 'petrol', 7.0, 'large', 2017, 2019],
        ['Escape', '2.0L 4cyl turbo petrol', 'petrol', 8.0, 'large', 2020],
        ['PHEV', '2.5L 4cyl petrol plug-in hybrid', 'hybrid', 1.5, 'large', 2022, 2024],
      ],
    },
    {
      model: 'Puma',
      body: 'SUV',
      variants: [['Puma', '1.0L 3cyl turbo petrol', 'petrol', 5.3, 'medium', 2020]],
    },
    {
      model: 'Mustang',
      body: 'Coupe',
      variants: [
        ['EcoBoost', '2.3L 4cyl turbo petrol', 'petrol', 9.3, 'premium', 2015],
        ['GT', '5.0L V8 petrol', 'petrol', 12.7, 'premium', 2015],
      ],
    },
    {
      model: 'Mustang Mach-E',
      body: 'SUV',
      variants: [['Select RWD', 'Electric single motor', 'electric', 17.2, 'large', 2023]],
    },
    {
      model: 'Transit Custom',
      body: 'Van',
      variants: [
        ['290S', '2.2L 4cyl turbo diesel', 'diesel', 7.2, 'light-truck', 2014, 2018],
        ['290S', '2.0L 4cyl turbo diesel', 'diesel', 7.1, 'light-truck', 2018],
      ],
    },
  ],

  GWM: [
    {
      model: 'Cannon',
      body: 'Ute',
      variants: [
        ['Lux 4x4', '2.0L 4cyl turbo diesel', 'diesel', 9.4, 'light-truck', 2021],
        ['Alpha Lux', '2.4L 4cyl turbo diesel', 'diesel', 8.4, 'light-truck', 2024],
      ],
    },
    {
      model: 'Haval H6',
      body: 'SUV',
      variants: [
        ['Premium', '2.0L 4cyl turbo petrol', 'petrol', 9.8, 'large', 2018, 2021],
        ['Lux', '2.0L 4cyl turbo petrol', 'petrol', 7.4, 'large', 2021],
        ['Hybrid Ultra', '1.5L 4cyl turbo petrol hybrid', 'hybrid', 5.2, 'large', 2022],
      ],
    },
    {
      model: 'Haval Jolion',
      body: 'SUV',
      variants: [
        ['Premium', '1.5L 4cyl turbo petrol', 'petrol', 8.1, 'medium', 2021],
        ['Hybrid Ultra', '1.5L 4cyl petrol hybrid', 'hybrid', 4.7, 'large', 2022],
      ],
    },
    {
      model: 'Ora',
      body: 'Hatch',
      variants: [['Standard Range', 'Electric single motor', 'electric', 15.5, 'large', 2022]],
    },
    {
      model: 'Tank 300',
      body: 'SUV',
      variants: [['Hybrid Lux', '2.0L 4cyl turbo petrol hybrid', 'hybrid', 8.5, 'light-truck', 2024]],
    },
  ],

  Holden: [
    {
      model: 'Commodore',
      body: 'Sedan',
      variants: [
        ['Omega', '3.0L V6 petrol', 'petrol', 9.1, 'medium', 2010, 2013],
        ['SS', '6.0L V8 petrol', 'petrol', 12.2, 'large', 2010, 2013],
        ['Omega LPG', '3.6L V6 lpg', 'lpg', 12.3, 'medium', 2011, 2017],
        ['Evoke', '3.0L V6 petrol', 'petrol', 8.3, 'medium', 2013, 2017],
        ['SS', '6.2L V8 petrol', 'petrol', 11.5, 'large', 2014, 2017],
        ['LT', '2.0L 4cyl turbo petrol', 'petrol', 7.6, 'large', 2018, 2020],
      ],
    },
    {
      model: 'Cruze',
      body: 'Sedan',
      variants: [
        ['CD', '1.8L 4cyl petrol', 'petrol', 7.6, 'medium', 2010, 2016],
        ['CDX', '2.0L 4cyl turbo diesel', 'diesel', 6.7, 'medium', 2010, 2015],
        ['Equipe', '1.4L 4cyl turbo petrol', 'petrol', 6.9, 'medium', 2013, 2016],
      ],
    },
    {
      model: 'Barina',
      body: 'Hatch',
      variants: [
        ['Barina', '1.6L 4cyl petrol', 'petrol', 7.1, 'small', 2010, 2011],
        ['CD', '1.6L 4cyl petrol', 'petrol', 7.2, 'small', 2012, 2018],
      ],
    },
    {
      model: 'Colorado',
      body: 'Ute',
      variants: [
        ['LX 4x4', '3.0L 4cyl turbo diesel', 'diesel', 9.1, 'light-truck', 2010, 2012],
        ['LS 4x4', '2.8L 4cyl turbo diesel', 'diesel', 8.7, 'light-truck', 2012, 2020],
      ],
    },
    {
      model: 'Captiva',
      body: 'SUV',
      variants: [
        ['5 LX', '2.4L 4cyl petrol', 'petrol', 9.3, 'large', 2011, 2018],
        ['7 LX', '2.2L 4cyl turbo diesel', 'diesel', 8.3, 'large', 2011, 2018],
      ],
    },
    {
      model: 'Trax',
      body: 'SUV',
      variants: [['LS', '1.8L 4cyl petrol', 'petrol', 7.6, 'medium', 2013, 2020]],
    },
    {
      model: 'Astra',
      body: 'Hatch',
      variants: [['R', '1.4L 4cyl turbo petrol', 'petrol', 5.8, 'medium', 2017, 2020]],
    },
    {
      model: 'Equinox',
      body: 'SUV',
      variants: [['LS', '1.5L 4cyl turbo petrol', 'petrol', 7.3, 'large', 2018, 2020]],
    },
    {
      model: 'Acadia',
      body: 'SUV',
      variants: [['LT', '3.6L V6 petrol', 'petrol', 8.9, 'large', 2019, 2020]],
    },
    {
      model: 'Trailblazer',
      body: 'SUV',
      variants: [['LT', '2.8L 4cyl turbo diesel', 'diesel', 8.6, 'light-truck', 2017, 2020]],
    },
  ],

  Honda: [
    {
      model: 'Civic',
      body: 'Sedan',
      variants: [
        ['VTi', '1.8L 4cyl petrol', 'petrol', 6.9, 'medium', 2010, 2015],
        ['VTi', '1.8L 4cyl petrol', 'petrol', 6.4, 'medium', 2016, 2021],
        ['VTi-LX', '1.5L 4cyl turbo petrol', 'petrol', 6.0, 'medium', 2017, 2021],
        ['VTi LX', '1.5L 4cyl turbo petrol', 'petrol', 6.3, 'large', 2022],
        ['e:HEV LX', '2.0L 4cyl petrol hybrid', 'hybrid', 4.2, 'large', 2023],
      ],
    },
    {
      model: 'Jazz',
      body: 'Hatch',
      variants: [
        ['VTi', '1.5L 4cyl petrol', 'petrol', 6.4, 'small', 2010, 2013],
        ['VTi', '1.5L 4cyl petrol', 'petrol', 5.8, 'small', 2014, 2020],
      ],
    },
    {
      model: 'City',
      body: 'Sedan',
      variants: [
        ['VTi', '1.5L 4cyl petrol', 'petrol', 6.4, 'small', 2010, 2013],
        ['VTi', '1.5L 4cyl petrol', 'petrol', 5.8, 'small', 2014, 2020],
      ],
    },
    {
      model: 'CR-V',
      body: 'SUV',
      variants: [
        ['CR-V', '2.4L 4cyl petrol', 'petrol', 9.2, 'medium', 2010, 2012],
        ['VTi', '2.0L 4cyl petrol', 'petrol', 7.7, 'medium', 2013, 2017],
        ['VTi', '1.5L 4cyl turbo petrol', 'petrol', 7.0, 'large', 2017, 2023],
        ['VTi L7', '1.5L 4cyl turbo petrol', 'petrol', 7.3, 'large', 2023],
        ['e:HEV RS', '2.0L 4cyl petrol hybrid', 'hybrid', 5.3, 'large', 2023],
      ],
    },
    {
      model: 'HR-V',
      body: 'SUV',
      variants: [
        ['VTi', '1.8L 4cyl petrol', 'petrol', 6.6, 'medium', 2015, 2021],
        ['Vi X', '1.5L 4cyl petrol', 'petrol', 6.5, 'medium', 2022],
        ['e:HEV L', '1.5L 4cyl petrol hybrid', 'hybrid', 4.3, 'large', 2022],
      ],
    },
    {
      model: 'Accord',
      body: 'Sedan',
      variants: [
        ['VTi', '2.4L 4cyl petrol', 'petrol', 9.0, 'medium', 2010, 2015],
        ['VTi-LX', '1.5L 4cyl turbo petrol', 'petrol', 6.8, 'large', 2019, 2022],
      ],
    },
    {
      model: 'Odyssey',
      body: 'People mover',
      variants: [
        ['Odyssey', '2.4L 4cyl petrol', 'petrol', 8.9, 'medium', 2010, 2013],
        ['VTi', '2.4L 4cyl petrol', 'petrol', 7.6, 'medium', 2014, 2023],
      ],
    },
    {
      model: 'ZR-V',
      body: 'SUV',
      variants: [
        ['vi', '2.0L 4cyl petrol', 'petrol', 7.5, 'large', 2023],
        ['e:HEV LX', '2.0L 4cyl petrol hybrid', 'hybrid', 5.0, 'large', 2023],
      ],
    },
  ],

  Hyundai: [
    {
      model: 'i30',
      body: 'Hatch',
      variants: [
        ['SX', '2.0L 4cyl petrol', 'petrol', 7.9, 'medium', 2010, 2012],
        ['Active', '1.8L 4cyl petrol', 'petrol', 7.3, 'medium', 2012, 2017],
        ['Active', '2.0L 4cyl petrol', 'petrol', 7.4, 'medium', 2017],
        ['N Line', '1.6L 4cyl turbo petrol', 'petrol', 6.8, 'large', 2018],
      ],
    },
    {
      model: 'Accent',
      body: 'Hatch',
      variants: [
        ['Active', '1.6L 4cyl petrol', 'petrol', 7.0, 'small', 2010, 2010],
        ['Active', '1.6L 4cyl petrol', 'petrol', 6.6, 'small', 2011, 2019],
      ],
    },
    {
      model: 'Elantra',
      body: 'Sedan',
      variants: [
        ['Active', '1.8L 4cyl petrol', 'petrol', 7.1, 'medium', 2011, 2015],
        ['Active', '2.0L 4cyl petrol', 'petrol', 7.2, 'medium', 2016, 2020],
        ['Active', '2.0L 4cyl petrol', 'petrol', 6.4, 'medium', 2021],
        ['Hybrid', '1.6L 4cyl petrol hybrid', 'hybrid', 3.9, 'medium', 2023],
      ],
    },
    {
      model: 'ix35',
      body: 'SUV',
      variants: [
        ['Active', '2.0L 4cyl petrol', 'petrol', 8.5, 'medium', 2010, 2015],
        ['Elite CRDi', '2.0L 4cyl turbo diesel', 'diesel', 7.5, 'large', 2010, 2015],
      ],
    },
    {
      model: 'Tucson',
      body: 'SUV',
      variants: [
        ['Active', '2.0L 4cyl petrol', 'petrol', 7.8, 'medium', 2015, 2021],
        ['Elite CRDi', '2.0L 4cyl turbo diesel', 'diesel', 6.4, 'large', 2015, 2021],
        ['Tucson', '2.0L 4cyl petrol', 'petrol', 8.1, 'large', 2021],
        ['Highlander', '1.6L 4cyl turbo petrol', 'petrol', 7.2, 'premium', 2021],
      ],
    },
    {
      model: 'Santa Fe',
      body: 'SUV',
      variants: [
        ['SLX CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.5, 'large', 2010, 2012],
        ['Active CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.3, 'large', 2012, 2017],
        ['Active CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.5, 'large', 2018, 2024],
        ['Active', '3.5L V6 petrol', 'petrol', 10.5, 'large', 2018, 2024],
        ['Hybrid', '1.6L 4cyl turbo petrol hybrid', 'hybrid', 5.6, 'premium', 2024],
      ],
    },
    {
      model: 'Kona',
      body: 'SUV',
      variants: [
        ['Go', '2.0L 4cyl petrol', 'petrol', 7.2, 'medium', 2017],
        ['Electric', 'Electric single motor', 'electric', 14.3, 'medium', 2019],
        ['Hybrid', '1.6L 4cyl petrol hybrid', 'hybrid', 3.9, 'medium', 2023],
      ],
    },
    {
      model: 'Venue',
      body: 'SUV',
      variants: [['Go', '1.6L 4cyl petrol', 'petrol', 7.0, 'medium', 2019]],
    },
    {
      model: 'iLoad',
      body: 'Van',
      variants: [['iLoad', '2.5L 4cyl turbo diesel', 'diesel', 8.8, 'light-truck', 2010, 2021]],
    },
    {
      model: 'Staria',
      body: 'People mover',
      variants: [['Staria', '2.2L 4cyl turbo diesel', 'diesel', 8.2, 'large', 2021]],
    },
    {
      model: 'Palisade',
      body: 'SUV',
      variants: [
        ['Palisade', '3.8L V6 petrol', 'petrol', 10.7, 'premium', 2021],
        ['Palisade CRDi', '2.2L 4cyl turbo diesel', 'diesel', 7.3, 'premium', 2021],
      ],
    },
    {
      model: 'Ioniq 5',
      body: 'SUV',
      variants: [
        ['Standard Range', 'Electric single motor', 'electric', 16.5, 'large', 2021],
        ['Long Range AWD', 'Electric dual motor', 'electric', 19.0, 'premium', 2021],
      ],
    },
  ],
};
