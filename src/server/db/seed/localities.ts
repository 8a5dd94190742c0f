/**
 * Real localities of every county, for the full-scale data: the county seat first, then a
 * handful of towns. Each has a weight (how many choirs it gets, relatively); each county a
 * weight too, roughly its population in hundred thousands, so Bucharest and Iași have more
 * choirs than Tulcea.
 */
import type { CountyCode } from '../../../lib/counties.ts';

export const COUNTY_LOCALITIES: Record<CountyCode, { weight: number; localities: [string, number][] }> = {
  AB: { weight: 3, localities: [['Alba Iulia', 5], ['Sebeș', 2], ['Aiud', 2], ['Blaj', 2], ['Cugir', 1], ['Ocna Mureș', 1], ['Abrud', 1]] },
  AR: { weight: 4, localities: [['Arad', 6], ['Ineu', 1], ['Lipova', 1], ['Chișineu-Criș', 1], ['Pecica', 1], ['Sebiș', 1], ['Nădlac', 1]] },
  AG: { weight: 5, localities: [['Pitești', 6], ['Câmpulung', 2], ['Curtea de Argeș', 2], ['Mioveni', 2], ['Costești', 1], ['Topoloveni', 1]] },
  BC: { weight: 6, localities: [['Bacău', 6], ['Onești', 2], ['Moinești', 2], ['Comănești', 1], ['Buhuși', 1], ['Dărmănești', 1], ['Târgu Ocna', 1]] },
  BH: { weight: 5, localities: [['Oradea', 7], ['Salonta', 1], ['Marghita', 1], ['Beiuș', 1], ['Aleșd', 1], ['Săcueni', 1], ['Ștei', 1]] },
  BN: { weight: 3, localities: [['Bistrița', 5], ['Beclean', 1], ['Năsăud', 1], ['Sângeorz-Băi', 1], ['Prundu Bârgăului', 1]] },
  BT: { weight: 4, localities: [['Botoșani', 5], ['Dorohoi', 2], ['Darabani', 1], ['Săveni', 1], ['Flămânzi', 1]] },
  BV: { weight: 5, localities: [['Brașov', 8], ['Făgăraș', 2], ['Săcele', 2], ['Codlea', 1], ['Zărnești', 1], ['Râșnov', 1], ['Rupea', 1]] },
  BR: { weight: 3, localities: [['Brăila', 6], ['Ianca', 1], ['Însurăței', 1], ['Făurei', 1]] },
  B: { weight: 17, localities: [['București', 1]] },
  BZ: { weight: 4, localities: [['Buzău', 5], ['Râmnicu Sărat', 2], ['Nehoiu', 1], ['Pogoanele', 1], ['Pătârlagele', 1]] },
  CS: { weight: 3, localities: [['Reșița', 4], ['Caransebeș', 2], ['Bocșa', 1], ['Oravița', 1], ['Moldova Nouă', 1], ['Oțelu Roșu', 1]] },
  CL: { weight: 2, localities: [['Călărași', 4], ['Oltenița', 2], ['Budești', 1], ['Lehliu-Gară', 1], ['Fundulea', 1]] },
  CJ: { weight: 7, localities: [['Cluj-Napoca', 10], ['Turda', 2], ['Dej', 2], ['Câmpia Turzii', 1], ['Gherla', 1], ['Huedin', 1], ['Florești', 2]] },
  CT: { weight: 7, localities: [['Constanța', 8], ['Mangalia', 2], ['Medgidia', 2], ['Năvodari', 1], ['Cernavodă', 1], ['Ovidiu', 1], ['Hârșova', 1]] },
  CV: { weight: 2, localities: [['Sfântu Gheorghe', 4], ['Târgu Secuiesc', 2], ['Covasna', 1], ['Baraolt', 1], ['Întorsura Buzăului', 1]] },
  DB: { weight: 5, localities: [['Târgoviște', 5], ['Moreni', 1], ['Pucioasa', 1], ['Găești', 1], ['Titu', 1], ['Fieni', 1]] },
  DJ: { weight: 6, localities: [['Craiova', 8], ['Băilești', 1], ['Calafat', 1], ['Filiași', 1], ['Segarcea', 1], ['Dăbuleni', 1]] },
  GL: { weight: 5, localities: [['Galați', 8], ['Tecuci', 2], ['Târgu Bujor', 1], ['Berești', 1]] },
  GR: { weight: 2, localities: [['Giurgiu', 4], ['Bolintin-Vale', 1], ['Mihăilești', 1], ['Călugăreni', 1]] },
  GJ: { weight: 3, localities: [['Târgu Jiu', 5], ['Motru', 1], ['Rovinari', 1], ['Bumbești-Jiu', 1], ['Novaci', 1], ['Târgu Cărbunești', 1]] },
  HR: { weight: 3, localities: [['Miercurea Ciuc', 4], ['Odorheiu Secuiesc', 3], ['Gheorgheni', 2], ['Toplița', 1], ['Cristuru Secuiesc', 1], ['Borsec', 1]] },
  HD: { weight: 4, localities: [['Deva', 4], ['Hunedoara', 3], ['Petroșani', 3], ['Orăștie', 1], ['Brad', 1], ['Vulcan', 1], ['Hațeg', 1]] },
  IL: { weight: 2, localities: [['Slobozia', 4], ['Fetești', 2], ['Urziceni', 1], ['Țăndărei', 1], ['Amara', 1]] },
  IS: { weight: 8, localities: [['Iași', 10], ['Pașcani', 2], ['Hârlău', 1], ['Târgu Frumos', 1], ['Podu Iloaiei', 1], ['Miroslava', 1]] },
  IF: { weight: 5, localities: [['Voluntari', 2], ['Buftea', 1], ['Pantelimon', 1], ['Popești-Leordeni', 1], ['Bragadiru', 1], ['Chitila', 1], ['Otopeni', 1], ['Măgurele', 1]] },
  MM: { weight: 4, localities: [['Baia Mare', 6], ['Sighetu Marmației', 2], ['Borșa', 1], ['Vișeu de Sus', 1], ['Târgu Lăpuș', 1], ['Seini', 1]] },
  MH: { weight: 2, localities: [['Drobeta-Turnu Severin', 5], ['Orșova', 1], ['Strehaia', 1], ['Vânju Mare', 1], ['Baia de Aramă', 1]] },
  MS: { weight: 5, localities: [['Târgu Mureș', 6], ['Reghin', 2], ['Sighișoara', 2], ['Târnăveni', 1], ['Luduș', 1], ['Sovata', 1]] },
  NT: { weight: 4, localities: [['Piatra Neamț', 5], ['Roman', 3], ['Târgu Neamț', 1], ['Bicaz', 1], ['Roznov', 1]] },
  OT: { weight: 4, localities: [['Slatina', 5], ['Caracal', 2], ['Balș', 1], ['Corabia', 1], ['Scornicești', 1], ['Drăgănești-Olt', 1]] },
  PH: { weight: 7, localities: [['Ploiești', 8], ['Câmpina', 2], ['Băicoi', 1], ['Breaza', 1], ['Mizil', 1], ['Sinaia', 1], ['Vălenii de Munte', 1], ['Bușteni', 1]] },
  SM: { weight: 3, localities: [['Satu Mare', 5], ['Carei', 2], ['Negrești-Oaș', 1], ['Tășnad', 1], ['Livada', 1]] },
  SJ: { weight: 2, localities: [['Zalău', 4], ['Șimleu Silvaniei', 1], ['Jibou', 1], ['Cehu Silvaniei', 1]] },
  SB: { weight: 4, localities: [['Sibiu', 7], ['Mediaș', 2], ['Cisnădie', 1], ['Avrig', 1], ['Agnita', 1], ['Tălmaciu', 1], ['Săliște', 1]] },
  SV: { weight: 6, localities: [['Suceava', 5], ['Fălticeni', 2], ['Rădăuți', 2], ['Câmpulung Moldovenesc', 1], ['Vatra Dornei', 1], ['Gura Humorului', 1], ['Siret', 1]] },
  TR: { weight: 3, localities: [['Alexandria', 4], ['Roșiorii de Vede', 2], ['Turnu Măgurele', 2], ['Zimnicea', 1], ['Videle', 1]] },
  TM: { weight: 7, localities: [['Timișoara', 10], ['Lugoj', 2], ['Sânnicolau Mare', 1], ['Jimbolia', 1], ['Buziaș', 1], ['Făget', 1], ['Giroc', 1]] },
  TL: { weight: 2, localities: [['Tulcea', 5], ['Babadag', 1], ['Măcin', 1], ['Isaccea', 1], ['Sulina', 1]] },
  VS: { weight: 4, localities: [['Vaslui', 4], ['Bârlad', 3], ['Huși', 2], ['Negrești', 1], ['Murgeni', 1]] },
  VL: { weight: 3, localities: [['Râmnicu Vâlcea', 5], ['Drăgășani', 2], ['Băbeni', 1], ['Horezu', 1], ['Călimănești', 1], ['Brezoi', 1]] },
  VN: { weight: 3, localities: [['Focșani', 5], ['Adjud', 2], ['Mărășești', 1], ['Panciu', 1], ['Odobești', 1]] },
};

/** Names the generated choirs are built from. */
export const CHOIR_WORDS = [
  'Armonia', 'Allegro', 'Cantabile', 'Ecoul', 'Mugurii', 'Clopoțeii', 'Privighetorile', 'Ghiocei',
  'Lăstarii', 'Izvorașul', 'Do-Re-Mi', 'Floarea Soarelui', 'Ciocârlia', 'Mugurașii', 'Steluțele',
  'Curcubeul', 'Rândunelele', 'Vocile Copilăriei', 'Glasuri de argint', 'Speranța', 'Bucuria',
  'Dor de cânt', 'Lira', 'Orfeu', 'Corola', 'Piccolo', 'Cantilena', 'Arpegio', 'Dolce', 'Cântărețele',
];

export const CHOIR_PATRONS = [
  'Mihai Eminescu', 'Ion Creangă', 'George Enescu', 'Ciprian Porumbescu', 'Nicolae Iorga', 'Lucian Blaga',
  'Tudor Arghezi', 'Mihail Sadoveanu', 'Constantin Brâncuși', 'Vasile Alecsandri', 'George Coșbuc',
  'Ion Luca Caragiale', 'Avram Iancu', 'Ștefan cel Mare', 'Mihai Viteazul', 'Alexandru Ioan Cuza',
  'Spiru Haret', 'Gheorghe Lazăr', 'Nicolae Bălcescu', 'Octavian Goga', 'Liviu Rebreanu', 'Nichita Stănescu',
  'Ion Vidu', 'Gavriil Musicescu', 'Eduard Caudella', 'Paul Constantinescu', 'Anton Pann', 'Emil Racoviță',
];

export const FIRST_NAMES = {
  F: ['Maria', 'Elena', 'Ioana', 'Andreea', 'Ana', 'Alexandra', 'Ștefania', 'Bianca', 'Daria', 'Sofia',
    'Irina', 'Raluca', 'Teodora', 'Miruna', 'Ilinca', 'Carla', 'Denisa', 'Alesia', 'Briana', 'Eva',
    'Ramona', 'Cristina', 'Mihaela', 'Gabriela', 'Larisa', 'Anastasia', 'Natalia', 'Delia', 'Iulia', 'Ecaterina'],
  M: ['Andrei', 'Alexandru', 'Mihai', 'Ștefan', 'Luca', 'David', 'Matei', 'Ioan', 'Gabriel', 'Tudor',
    'Vlad', 'Rareș', 'Darius', 'Bogdan', 'Radu', 'Cristian', 'Sebastian', 'Eric', 'Călin', 'Horia',
    'Sorin', 'Victor', 'Paul', 'Teodor', 'Iustin', 'Cosmin', 'Șerban', 'Filip', 'Dragoș', 'Nicolae'],
} as const;

export const LAST_NAMES = [
  'Popescu', 'Ionescu', 'Popa', 'Pop', 'Radu', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Matei',
  'Ciobanu', 'Rusu', 'Munteanu', 'Constantin', 'Mihai', 'Marin', 'Ilie', 'Florea', 'Lungu', 'Toma',
  'Dinu', 'Moldovan', 'Barbu', 'Nistor', 'Tudor', 'Șerban', 'Cristea', 'Dobre', 'Lazăr', 'Ursu',
  'Mocanu', 'Vasile', 'Sârbu', 'Anghel', 'Bălan', 'Neagu', 'Căpraru', 'Oprea', 'Țurcanu', 'Nedelcu',
];
