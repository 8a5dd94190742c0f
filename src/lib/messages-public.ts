/** The public site's texts: its frame (navbar, footer), the home page, news and the "about" pages. */

/** The public site's frame: navbar menus, footer, SEO labels (issue 3). */
export const publicNav = {
  about: 'Despre',
  events: 'Evenimente',
  contact: 'Contact',
  menu: 'Meniu',
  mobileNav: 'Meniu principal',
  mission: 'Misiune',
  team: 'Echipa',
  volunteering: 'Voluntariat',
  supporters: 'Susținători',
  partners: 'Parteneri',
  mediaKit: 'Pachet media',
  activities: 'Activități',
  news: 'Știri',
  announcements: 'Noutăți',
  mediaAppearances: 'Apariții media',
  lottery: 'Loteria Română',
  bucharest: 'București',
  footerNav: 'Legături utile',
  social: 'Ne găsești și pe',
  contactUs: 'Scrie-ne',
  rss: 'Știri prin RSS',
  /** The footer's list of the public forms (issue #23: each form has a way in from every page). */
  signups: 'Înscrieri',
  signupAuditions: 'Audiții',
  signupPreselections: 'Preselecții',
  signupWorkshops: 'Ateliere gratuite',
  signupConsent: 'Acord prelucrare date (părinți)',
  signupCampaign: 'DA pentru ora de muzică',
  signupQuestionnaire: 'Chestionar pentru dirijori',
  /** The heading of the forms listed under the activities (their `links` in content/pages). */
  activityForms: 'Formulare pentru părinți și dirijori',
} as const;

/** The public home page sections (spec §2.4). */
export const homePage = {
  heroButton: 'Descoperă misiunea',
  heroVideo: 'Urmărește filmul galei',
  heroPause: 'Oprește filmul de fundal',
  heroPlay: 'Pornește filmul de fundal',
  introHeading: 'Un program național de educație muzicală prin cor',
  videosHeading: 'Galerie video',
  watch: (title: string) => `Urmărește: ${title}`,
  videosFailed: 'A apărut o eroare la comunicarea cu serverul!',
  preselectionsHeading: 'Preselecții pentru corul național',
  preselectionsText: 'Copiii între 8 și 14 ani se pot înscrie la preselecțiile din această toamnă.',
  preselectionsButton: 'Află cum te înscrii',
  missionHeading: 'Misiunea noastră',
  missionButton: 'Citește despre misiune',
  numbersHeading: 'Programul în cifre',
  children: 'copii',
  choirs: 'coruri',
  years: 'ani de program',
  forum: 'Forumul Național',
  photosHeading: 'Galerie foto',
  objectivesHeading: 'Obiectivele noastre',
  supportersHeading: 'Ce spun susținătorii',
  newsHeading: 'Știri',
  seeAllNews: 'Vezi toate știrile',
  mapHeading: 'Rețeaua corurilor',
  mapIntro:
    'Corurile din program, județ cu județ. Alege un județ pentru a vedea localitățile și corurile lui.',
  founderHeading: 'Fondatoarea programului',
  teamButton: 'Cunoaște echipa',
  testimonialsHeading: 'Ce spun copiii, părinții și profesorii',
  ctaHeading: 'Cântă cu noi!',
  ctaText:
    'Înscrie-ți copilul la audiții sau la un atelier gratuit, ori fă-ți cont dacă ești dirijor.',
  ctaAuditions: 'Înscriere la audiții',
  ctaWorkshops: 'Ateliere gratuite',
  foundedIn: 'anul înființării',
  counties: 'județe și București',
  introText: (name: string, founded: number) =>
    `Din ${founded}, ${name} aduce muzica corală în școli și comunități din toată România. Copiii cântă săptămânal cu dirijori pregătiți de program, urcă pe scene mari și învață ce înseamnă să asculți și să cânți împreună.`,
  missionText:
    'Credem că fiecare copil din România merită să cânte într-un cor, oriunde ar locui. Formăm dirijori, dăm partituri și materiale gratuit și aducem corurile pe scene unde sunt ascultate.',
  missionImageAlt: 'Cor de copii la o repetiție',
  photoAlt: (n: number) => `Coriști la concerte și repetiții, fotografia ${n}`,
} as const;

/** News, announcements and media appearances (spec §2.4). */
export const newsPage = {
  categories: 'Categorii de știri',
  all: 'Toate',
  empty: 'Nu există știri în categoria selectată',
  pages: 'Paginile listei de știri',
  pageLabel: (n: number) => `Pagina ${n}`,
  contest: 'Concurs',
  videos: 'Video',
  readMore: 'Citește mai mult',
  backToNews: 'Înapoi la știri',
  gallery: 'Galerie foto',
  video: 'Video',
  source: 'Sursa',
  openSource: (source: string) => `Citește pe ${source}`,
  announcementsEmpty: 'Nu există noutăți deocamdată.',
  published: 'Publicat',
} as const;

/** The "about" pages: mission, team, supporters, partners, media kit, volunteering, activities. */
export const aboutPage = {
  pillars: 'Pilonii programului',
  timeline: 'Repere',
  features: 'Ce oferim',
  testimonial: 'Din partea unui părinte',
  cta: 'Vrei să ajuți?',
  ctaText: 'Devino voluntar, susținător sau partener al programului.',
  volunteer: 'Devino voluntar',
  contactPartner: 'Contactează-ne pentru un parteneriat',
  downloads: 'Descărcări',
  documents: 'Documente',
  visitPartner: (name: string) => `Site-ul ${name} (se deschide într-o filă nouă)`,
  newTab: '(se deschide într-o filă nouă)',
} as const;
