import type { AuState } from '../../../contract/common';

/** An Australian suburb or town with its state (short code) and postcode. */
export type Locality = { name: string; state: AuState; postcode: string };

/**
 * Bundled so address suggestions work with no maps key and offline (SPEC §2: restricted to
 * Australia). 'Name:postcode' pairs per state; the profile chunk loads it lazily.
 */
const DATA: Record<AuState, string> = {
  ACT: `Canberra:2600;Barton:2600;Deakin:2600;Yarralumla:2600;Parkes:2600;Acton:2601;Dickson:2602;Ainslie:2602;Lyneham:2602;Watson:2602;Downer:2602;O'Connor:2602;Hackett:2602;Forrest:2603;Red Hill:2603;Griffith:2603;Kingston:2604;Narrabundah:2604;Curtin:2605;Garran:2605;Hughes:2605;Phillip:2606;Lyons:2606;Chifley:2606;O'Malley:2606;Mawson:2607;Pearce:2607;Torrens:2607;Farrer:2607;Isaacs:2607;Fyshwick:2609;Weston:2611;Chapman:2611;Duffy:2611;Holder:2611;Rivett:2611;Stirling:2611;Waramanga:2611;Fisher:2611;Coombs:2611;Wright:2611;Denman Prospect:2611;Braddon:2612;Turner:2612;Reid:2612;Campbell:2612;Aranda:2614;Cook:2614;Hawker:2614;Macquarie:2614;Page:2614;Scullin:2614;Weetangera:2614;Charnwood:2615;Dunlop:2615;Florey:2615;Fraser:2615;Higgins:2615;Holt:2615;Latham:2615;Macgregor:2615;Melba:2615;Spence:2615;Belconnen:2617;Bruce:2617;Evatt:2617;Giralang:2617;Kaleen:2617;Greenway:2900;Kambah:2902;Wanniassa:2903;Oxley:2903;Monash:2904;Gowrie:2904;Fadden:2904;Calwell:2905;Theodore:2905;Banks:2906;Gordon:2906;Conder:2906;Crace:2911;Mitchell:2911;Gungahlin:2912;Nicholls:2913;Ngunnawal:2913;Palmerston:2913;Franklin:2913;Casey:2913;Harrison:2914;Amaroo:2914;Forde:2914;Bonner:2914`,
  NSW: `Sydney:2000;The Rocks:2000;Haymarket:2000;Ultimo:2007;Pyrmont:2009;Surry Hills:2010;Darlinghurst:2010;Potts Point:2011;Alexandria:2015;Redfern:2016;Waterloo:2017;Zetland:2017;Rosebery:2018;Botany:2019;Mascot:2020;Paddington:2021;Bondi Junction:2022;Bondi:2026;Bondi Beach:2026;Double Bay:2028;Rose Bay:2029;Vaucluse:2030;Randwick:2031;Coogee:2034;Maroubra:2035;Glebe:2037;Annandale:2038;Leichhardt:2040;Balmain:2041;Newtown:2042;Erskineville:2043;St Peters:2044;Five Dock:2046;Drummoyne:2047;Stanmore:2048;Petersham:2049;Camperdown:2050;North Sydney:2060;Lane Cove:2066;Chatswood:2067;Hornsby:2077;Mosman:2088;Neutral Bay:2089;Manly:2095;Dee Why:2099;Brookvale:2100;Mona Vale:2103;Palm Beach:2108;Ryde:2112;Epping:2121;Ashfield:2131;Burwood:2134;Strathfield:2135;Concord:2137;Rhodes:2138;Homebush:2140;Lidcombe:2141;Granville:2142;Auburn:2144;Westmead:2145;Wentworthville:2145;Toongabbie:2146;Seven Hills:2147;Blacktown:2148;Parramatta:2150;Baulkham Hills:2153;Bella Vista:2153;Castle Hill:2154;Rouse Hill:2155;Kellyville:2155;Merrylands:2160;Fairfield:2165;Cabramatta:2166;Liverpool:2170;Bankstown:2200;Dulwich Hill:2203;Marrickville:2204;Rockdale:2216;Kogarah:2217;Hurstville:2220;Miranda:2228;Cronulla:2230;Sutherland:2232;Gosford:2250;Wyong:2259;Terrigal:2260;The Entrance:2261;Belmont:2280;Charlestown:2290;Merewether:2291;Newcastle:2300;Hamilton:2303;Nelson Bay:2315;Maitland:2320;Raymond Terrace:2324;Cessnock:2325;Singleton:2330;Muswellbrook:2333;Scone:2337;Tamworth:2340;Armidale:2350;Inverell:2360;Gunnedah:2380;Narrabri:2390;Moree:2400;Forster:2428;Taree:2430;Kempsey:2440;Port Macquarie:2444;Coffs Harbour:2450;Grafton:2460;Ballina:2478;Lismore:2480;Byron Bay:2481;Murwillumbah:2484;Tweed Heads:2485;Wollongong:2500;Shellharbour:2529;Kiama:2533;Batemans Bay:2536;Ulladulla:2539;Nowra:2541;Merimbula:2548;Bega:2550;Eden:2551;Campbelltown:2560;Bowral:2576;Goulburn:2580;Yass:2582;Young:2594;Queanbeyan:2620;Jindabyne:2627;Cooma:2630;Albury:2640;Wagga Wagga:2650;Griffith:2680;Leeton:2705;Deniliquin:2710;Penrith:2750;Richmond:2753;Windsor:2756;St Marys:2760;Mount Druitt:2770;Blaxland:2774;Springwood:2777;Katoomba:2780;Cowra:2794;Bathurst:2795;Orange:2800;Dubbo:2830;Mudgee:2850;Parkes:2870;Forbes:2871;Broken Hill:2880`,
  NT: `Darwin:0800;Darwin City:0800;Casuarina:0810;Nightcliff:0810;Rapid Creek:0810;Coconut Grove:0810;Millner:0810;Jingili:0810;Wanguri:0810;Leanyer:0812;Karama:0812;Malak:0812;Larrakeyah:0820;Fannie Bay:0820;Parap:0820;Stuart Park:0820;Winnellie:0820;The Gardens:0820;Wadeye:0822;Berrimah:0828;Palmerston:0830;Howard Springs:0835;Humpty Doo:0836;Batchelor:0845;Adelaide River:0846;Pine Creek:0847;Katherine:0850;Mataranka:0852;Kalkarindji:0852;Borroloola:0854;Tennant Creek:0860;Alice Springs:0870;Yulara:0872;Ti Tree:0872;Nhulunbuy:0880;Yirrkala:0880;Alyangula:0885;Jabiru:0886`,
  QLD: `Brisbane City:4000;Spring Hill:4000;New Farm:4005;Fortitude Valley:4006;Hamilton:4007;Ascot:4007;Clayfield:4011;Nundah:4012;Sandgate:4017;Redcliffe:4020;Kedron:4031;Chermside:4032;Aspley:4034;Albany Creek:4035;Everton Park:4053;Mitchelton:4053;Ashgrove:4060;Paddington:4064;Milton:4064;Bardon:4065;Toowong:4066;St Lucia:4067;Indooroopilly:4068;Kenmore:4069;South Brisbane:4101;West End:4101;Woolloongabba:4102;Sunnybank:4109;Logan Central:4114;Browns Plains:4118;Mount Gravatt:4122;Springwood:4127;Loganholme:4129;Coorparoo:4151;Carindale:4152;Capalaba:4157;Cleveland:4163;Kangaroo Point:4169;Morningside:4170;Bulimba:4171;Wynnum:4178;Manly:4179;Beenleigh:4207;Coomera:4209;Nerang:4211;Helensvale:4212;Southport:4215;Surfers Paradise:4217;Broadbeach:4218;Burleigh Heads:4220;Palm Beach:4221;Tugun:4224;Coolangatta:4225;Robina:4226;Varsity Lakes:4227;Springfield:4300;Ipswich:4305;Toowoomba:4350;Warwick:4370;Stanthorpe:4380;Goondiwindi:4390;Dalby:4405;Chinchilla:4413;Roma:4455;Strathpine:4500;Petrie:4502;Kallangur:4503;North Lakes:4509;Caboolture:4510;Caloundra:4551;Buderim:4556;Mooloolaba:4557;Maroochydore:4558;Nambour:4560;Tewantin:4565;Noosaville:4566;Noosa Heads:4567;Gympie:4570;Coolum Beach:4573;Kingaroy:4610;Maryborough:4650;Hervey Bay:4655;Bundaberg:4670;Gladstone:4680;Rockhampton:4700;Yeppoon:4703;Biloela:4715;Emerald:4720;Longreach:4730;Sarina:4737;Mackay:4740;Moranbah:4744;Proserpine:4800;Airlie Beach:4802;Bowen:4805;Home Hill:4806;Ayr:4807;Townsville:4810;Charters Towers:4820;Mount Isa:4825;Ingham:4850;Mission Beach:4852;Tully:4854;Innisfail:4860;Cairns:4870;Weipa:4874;Thursday Island:4875;Port Douglas:4877;Mareeba:4880;Kuranda:4881;Atherton:4883;Cooktown:4895`,
  SA: `Adelaide:5000;North Adelaide:5006;Hindmarsh:5007;Woodville:5011;Port Adelaide:5015;Semaphore:5019;Henley Beach:5022;Mile End:5031;Richmond:5033;Goodwood:5034;Marion:5043;Glenelg:5045;Brighton:5048;Blackwood:5051;Unley:5061;Mitcham:5062;Glen Osmond:5064;Burnside:5066;Norwood:5067;Kent Town:5067;Kensington:5068;Magill:5072;Campbelltown:5074;Paradise:5075;Walkerville:5081;Prospect:5082;Enfield:5085;Tea Tree Gully:5091;Modbury:5092;Mawson Lakes:5095;Salisbury:5108;Elizabeth:5112;Gawler:5118;Golden Grove:5125;Stirling:5152;Hallett Cove:5158;Morphett Vale:5162;Noarlunga Centre:5168;Seaford:5169;McLaren Vale:5171;Willunga:5172;Aldinga Beach:5173;Victor Harbor:5211;Goolwa:5214;Kingscote:5223;Mannum:5238;Hahndorf:5245;Mount Barker:5251;Murray Bridge:5253;Bordertown:5268;Naracoorte:5271;Kingston SE:5275;Robe:5276;Millicent:5280;Mount Gambier:5290;Waikerie:5330;Loxton:5333;Renmark:5341;Berri:5343;Tanunda:5352;Angaston:5353;Nuriootpa:5355;Kapunda:5373;Peterborough:5422;Clare:5453;Port Broughton:5522;Port Pirie:5540;Kadina:5554;Wallaroo:5556;Moonta:5558;Whyalla:5600;Port Lincoln:5606;Streaky Bay:5680;Ceduna:5690;Port Augusta:5700;Coober Pedy:5723;Roxby Downs:5725`,
  TAS: `Hobart:7000;North Hobart:7000;West Hobart:7000;Battery Point:7004;South Hobart:7004;Sandy Bay:7005;New Town:7008;Lenah Valley:7008;Moonah:7009;Glenorchy:7010;Claremont:7011;Lindisfarne:7015;Bellerive:7018;Rosny Park:7018;Howrah:7018;Richmond:7025;Bridgewater:7030;Brighton:7030;Kingston:7050;Taroona:7053;Margate:7054;Huonville:7109;Cygnet:7112;Geeveston:7116;Dover:7117;Oatlands:7120;New Norfolk:7140;Sorell:7172;Swansea:7190;Ross:7209;Campbell Town:7210;Evandale:7212;Bicheno:7215;St Marys:7215;St Helens:7216;Invermay:7248;Kings Meadows:7249;Launceston:7250;Newstead:7250;Riverside:7250;Prospect:7250;George Town:7253;Scottsdale:7260;Beaconsfield:7270;Exeter:7275;Legana:7277;Perth:7300;Longford:7301;Deloraine:7304;Sheffield:7306;Latrobe:7307;Port Sorell:7307;Devonport:7310;Ulverstone:7315;Penguin:7316;Burnie:7320;Wynyard:7325;Smithton:7330;Stanley:7331;Queenstown:7467;Strahan:7468;Zeehan:7469`,
  VIC: `Melbourne:3000;East Melbourne:3002;West Melbourne:3003;Southbank:3006;Docklands:3008;Footscray:3011;Seddon:3011;Yarraville:3013;Newport:3015;Williamstown:3016;Altona:3018;Sunshine:3020;St Albans:3021;Deer Park:3023;Laverton:3028;Hoppers Crossing:3029;Tarneit:3029;Werribee:3030;Point Cook:3030;Kensington:3031;Flemington:3031;Ascot Vale:3032;Keilor:3036;Taylors Lakes:3038;Moonee Ponds:3039;Essendon:3040;Tullamarine:3043;Pascoe Vale:3044;Glenroy:3046;Broadmeadows:3047;North Melbourne:3051;Parkville:3052;Carlton:3053;Brunswick:3056;Coburg:3058;Fawkner:3060;Craigieburn:3064;Fitzroy:3065;Collingwood:3066;Abbotsford:3067;Clifton Hill:3068;Northcote:3070;Thornbury:3071;Preston:3072;Reservoir:3073;Thomastown:3074;Lalor:3075;Epping:3076;Ivanhoe:3079;Mill Park:3082;Bundoora:3083;Heidelberg:3084;Greensborough:3088;Eltham:3095;Kew:3101;Balwyn:3103;Templestowe:3106;Doncaster:3108;Warrandyte:3113;Chirnside Park:3116;Richmond:3121;Hawthorn:3122;Camberwell:3124;Burwood:3125;Box Hill:3128;Blackburn:3130;Mitcham:3132;Ringwood:3134;Croydon:3136;Lilydale:3140;South Yarra:3141;Toorak:3142;Malvern:3144;Mount Waverley:3149;Glen Waverley:3150;Bayswater:3153;Boronia:3155;Ferntree Gully:3156;Belgrave:3160;Caulfield:3162;Carnegie:3163;Oakleigh:3166;Clayton:3168;Dandenong:3175;Prahran:3181;St Kilda:3182;Elwood:3184;Brighton:3186;Moorabbin:3189;Sandringham:3191;Cheltenham:3192;Mentone:3194;Frankston:3199;Bentleigh:3204;South Melbourne:3205;Albert Park:3206;Port Melbourne:3207;Geelong:3220;Queenscliff:3225;Torquay:3228;Lorne:3232;Colac:3250;Warrnambool:3280;Hamilton:3300;Portland:3305;Melton:3337;Ballarat:3350;Ararat:3377;Horsham:3400;Sunbury:3429;Kyneton:3444;Castlemaine:3450;Daylesford:3460;Mildura:3500;Bendigo:3550;Echuca:3564;Swan Hill:3585;Shepparton:3630;Seymour:3660;Benalla:3672;Wangaratta:3677;Wodonga:3690;Bright:3741;South Morang:3752;Healesville:3777;Narre Warren:3805;Berwick:3806;Pakenham:3810;Warragul:3820;Morwell:3840;Traralgon:3844;Sale:3850;Bairnsdale:3875;Lakes Entrance:3909;Cowes:3922;Mornington:3931;Rosebud:3939;Sorrento:3943;Cranbourne:3977;Wonthaggi:3995`,
  WA: `Perth:6000;Northbridge:6003;East Perth:6004;West Perth:6005;Leederville:6007;Subiaco:6008;Nedlands:6009;Claremont:6010;Cottesloe:6011;Osborne Park:6017;Innaloo:6018;Karrinyup:6018;Scarborough:6019;Balcatta:6021;Hillarys:6025;Joondalup:6027;Mindarie:6030;Clarkson:6030;Yanchep:6035;Butler:6036;Mount Lawley:6050;Maylands:6051;Inglewood:6052;Bayswater:6053;Bassendean:6054;Guildford:6055;Midland:6056;Morley:6062;Wanneroo:6065;Ellenbrook:6069;Mundaring:6073;Kalamunda:6076;Victoria Park:6100;Belmont:6104;Cannington:6107;Armadale:6112;Byford:6122;Bull Creek:6149;Murdoch:6150;South Perth:6151;Como:6152;Applecross:6153;Canning Vale:6155;Willetton:6155;Fremantle:6160;Spearwood:6163;Cockburn Central:6164;Success:6164;Rockingham:6168;Baldivis:6171;Mandurah:6210;Collie:6225;Bunbury:6230;Busselton:6280;Dunsborough:6281;Margaret River:6285;York:6302;Narrogin:6312;Katanning:6317;Albany:6330;Denmark:6333;Northam:6401;Merredin:6415;Kalgoorlie:6430;Esperance:6450;Moora:6510;Dongara:6525;Geraldton:6530;Kalbarri:6536;Denham:6537;Toodyay:6566;Carnarvon:6701;Exmouth:6707;Karratha:6714;Port Hedland:6721;Broome:6725;Derby:6728;Kununurra:6743;Tom Price:6751;Newman:6753;Halls Creek:6770`,
};

let parsed: Locality[] | null = null;

export function allLocalities(): Locality[] {
  if (!parsed) {
    parsed = (Object.keys(DATA) as AuState[]).flatMap((state) =>
      DATA[state].split(';').map((entry) => {
        const [name = '', postcode = ''] = entry.split(':');
        return { name, state, postcode };
      }),
    );
  }
  return parsed;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Localities whose name starts with the query, then those with a later word starting with it,
 * then postcode matches; alphabetical within each group.
 */
export function searchLocalities(query: string, limit = 8): Locality[] {
  const q = normalise(query);
  if (q.length < 2) return [];
  const scored: { locality: Locality; score: number }[] = [];
  for (const locality of allLocalities()) {
    const name = locality.name.toLowerCase();
    const score = name.startsWith(q)
      ? 0
      : name.includes(` ${q}`)
        ? 1
        : /^\d+$/.test(q) && locality.postcode.startsWith(q)
          ? 2
          : -1;
    if (score >= 0) scored.push({ locality, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.locality.name.localeCompare(b.locality.name))
    .slice(0, limit)
    .map((entry) => entry.locality);
}

export const localityLabel = (l: Locality): string => `${l.name} ${l.state} ${l.postcode}`;

/**
 * What to search for while the street address is typed: the text after the last comma, or the
 * last one to three words ("12 Smith St Parra" → "Parra"). `before` is the street part to keep.
 */
export function addressQuery(text: string): { query: string; before: string } | null {
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const query = text.slice(comma + 1).trim();
    return query.length >= 3 ? { query, before: text.slice(0, comma).trim() } : null;
  }
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let take = Math.min(3, words.length); take >= 1; take--) {
    const tail = words.slice(words.length - take);
    // A street number is never part of a suburb name.
    if (tail.some((word) => /\d/.test(word))) continue;
    const query = tail.join(' ');
    if (query.length >= 3 && searchLocalities(query, 1).length > 0) {
      return { query, before: words.slice(0, words.length - take).join(' ') };
    }
  }
  return null;
}
