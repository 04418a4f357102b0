/*
 * The demo catalogue loaded into an empty database (see seed.ts). Everything here is invented.
 * Books refer to authors by name and to genres by name; reviews and reading lists are generated
 * from these with a fixed random seed, so every run produces the same data.
 */

export interface SeedGenre {
  name: string;
  description: string;
}

export interface SeedAuthor {
  name: string;
  nationality: string;
  birthDate: string;
  biography: string;
}

export interface SeedBook {
  title: string;
  author: string;
  genres: string[];
  description: string;
  publisher: string;
  language: string;
  pageCount: number;
  publishedDate: string;
  status?: 'published' | 'draft' | 'archived';
  /** Typical rating readers give it (drives the generated reviews). */
  appeal: number;
}

export interface SeedUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  bio: string;
  role: 'admin' | 'user';
}

export const GENRES: SeedGenre[] = [
  {
    name: 'Literary Fiction',
    description: 'Character-driven novels where language, voice and the inner life take centre stage.',
  },
  {
    name: 'Science Fiction',
    description: 'Stories of future societies, strange technologies and the people who live with them.',
  },
  { name: 'Fantasy', description: 'Invented worlds, old magic and quests that cost more than they promise.' },
  { name: 'Mystery', description: 'Puzzles, detectives and the slow unpicking of what really happened.' },
  { name: 'Thriller', description: 'High stakes, short chapters and the clock always running.' },
  {
    name: 'Historical Fiction',
    description: 'Lives imagined against real places and times, from antiquity to the last century.',
  },
  { name: 'Romance', description: 'Love stories in every register: slow-burning, comic, tender or bittersweet.' },
  { name: 'Memoir', description: 'True stories told from the inside by the people who lived them.' },
  { name: 'Poetry', description: 'Collections of verse, from tight lyric forms to sprawling sequences.' },
  { name: 'Popular Science', description: 'Big ideas in physics, biology and beyond, explained for curious readers.' },
];

export const AUTHORS: SeedAuthor[] = [
  {
    name: 'Mara Ellison',
    nationality: 'Canadian',
    birthDate: '1971-04-12',
    biography:
      'Mara Ellison grew up on the north shore of Lake Superior and worked as a ferry navigator before publishing her first novel. Her fiction returns again and again to weather, water and families who do not quite say what they mean.',
  },
  {
    name: 'Tobias Wren',
    nationality: 'British',
    birthDate: '1958-11-03',
    biography:
      'A former Cambridge archivist, Tobias Wren writes intricate mysteries set in libraries, auction houses and cathedral closes. His Inspector Hale series has been translated into nineteen languages.',
  },
  {
    name: 'Inês Duarte',
    nationality: 'Portuguese',
    birthDate: '1982-06-21',
    biography:
      'Inês Duarte is a Lisbon-based novelist and translator. Her books braid family history with the long memory of the Atlantic coast, and she teaches creative writing at the University of Coimbra.',
  },
  {
    name: 'Kenji Mori',
    nationality: 'Japanese',
    birthDate: '1966-02-09',
    biography:
      'Kenji Mori trained as a structural engineer in Osaka before turning to science fiction. His novels imagine quiet, plausible futures in which ordinary people negotiate with extraordinary machines.',
  },
  {
    name: 'Adaeze Okonkwo',
    nationality: 'Nigerian',
    birthDate: '1979-09-30',
    biography:
      'Adaeze Okonkwo writes epic fantasy rooted in West African cosmology. Before writing full time she was a radio journalist in Enugu, and she still records an oral version of every chapter she drafts.',
  },
  {
    name: 'Lucia Ferrante-Bell',
    nationality: 'Italian',
    birthDate: '1988-01-17',
    biography:
      'Lucia Ferrante-Bell divides her time between Turin and Edinburgh. Her warm, witty romances are known for their food, their sharp dialogue and their refusal of easy endings.',
  },
  {
    name: 'Henrik Solberg',
    nationality: 'Norwegian',
    birthDate: '1962-07-05',
    biography:
      'Henrik Solberg spent twenty years as a criminal defence lawyer in Bergen. His taut thrillers draw on real cases and on the long dark of the Norwegian winter.',
  },
  {
    name: 'Priya Raman',
    nationality: 'Indian',
    birthDate: '1975-12-14',
    biography:
      'Priya Raman is a molecular biologist and science writer based in Bengaluru. Her books make the microscopic world vivid and have won prizes on three continents.',
  },
  {
    name: 'Samuel Achterberg',
    nationality: 'Dutch',
    birthDate: '1954-03-28',
    biography:
      'Samuel Achterberg is a historian turned novelist whose books recreate the Dutch Golden Age and the trading ports of the seventeenth century with meticulous detail.',
  },
  {
    name: 'Elena Vásquez',
    nationality: 'Mexican',
    birthDate: '1985-08-08',
    biography:
      'Elena Vásquez is a poet and essayist from Oaxaca. Her collections move between Spanish and English and between the kitchen, the border and the night sky.',
  },
  {
    name: 'Oliver Thistlewood',
    nationality: 'Australian',
    birthDate: '1969-05-19',
    biography:
      'Oliver Thistlewood has been a sheep shearer, a park ranger and a schoolteacher. His memoirs and novels of the Australian outback are funny, unsentimental and full of light.',
  },
  {
    name: 'Nadia Karimova',
    nationality: 'Kazakh',
    birthDate: '1990-10-02',
    biography:
      'Nadia Karimova was born in Almaty and studied astrophysics in Moscow and Leiden. She writes speculative fiction and essays about the steppe, the stars and the distances between people.',
  },
  {
    name: 'Declan Murray',
    nationality: 'Irish',
    birthDate: '1977-04-26',
    biography:
      'Declan Murray writes historical novels set in Ireland and the Irish diaspora. A former actor, he has an ear for voices that critics compare to the great storytellers of the west.',
  },
  {
    name: 'Amélie Fournier',
    nationality: 'French',
    birthDate: '1960-12-01',
    biography:
      'Amélie Fournier is a novelist and former literary editor in Lyon. Her spare, precise novels about memory and loss have made her one of the most admired French writers of her generation.',
  },
  {
    name: 'Jonah Whitcombe',
    nationality: 'American',
    birthDate: '1983-02-24',
    biography:
      'Jonah Whitcombe grew up in Maine and writes propulsive thrillers and the occasional ghost story. He lives with his family and an opinionated dog near Portland.',
  },
];

export const BOOKS: SeedBook[] = [
  // Mara Ellison
  {
    title: 'The Lighthouse Ledger',
    author: 'Mara Ellison',
    genres: ['Literary Fiction'],
    description:
      'When her estranged father dies, a ferry pilot inherits the logbook of a decommissioned lighthouse and finds in its margins a second, secret record of the family she thought she knew. Told across one autumn of gales on Lake Superior, it is a novel about inheritance in every sense. Ellison’s prose is as spare and exact as a navigator’s chart.',
    publisher: 'Harbourline Books',
    language: 'English',
    pageCount: 342,
    publishedDate: '2016-03-15',
    appeal: 4.4,
  },
  {
    title: 'Salt in the Orchard',
    author: 'Mara Ellison',
    genres: ['Literary Fiction', 'Historical Fiction'],
    description:
      'Three generations of women tend an apple orchard on a windswept island, bound together by a storm that none of them will talk about. As a developer circles the land, the youngest granddaughter starts asking questions. A warm, weather-beaten family saga.',
    publisher: 'Harbourline Books',
    language: 'English',
    pageCount: 296,
    publishedDate: '2019-09-03',
    appeal: 4.1,
  },
  {
    title: 'Ice Roads',
    author: 'Mara Ellison',
    genres: ['Literary Fiction'],
    description:
      'A winter of driving supplies across frozen lakes tests a marriage, a friendship and the limits of what can be carried. Ellison follows two drivers and the woman waiting for them over one brutal northern season. Every crossing carries more than freight.',
    publisher: 'Northfold Editions',
    language: 'English',
    pageCount: 268,
    publishedDate: '2022-01-18',
    appeal: 3.8,
  },
  // Tobias Wren
  {
    title: 'A Catalogue of Small Murders',
    author: 'Tobias Wren',
    genres: ['Mystery'],
    description:
      'Inspector Hale is called to a college library where a rare-book cataloguer has been found dead beneath a locked reading-room window. The only clue is a card index that lists books the library never owned. The first Inspector Hale novel, and still the favourite of many readers.',
    publisher: 'Meridian House',
    language: 'English',
    pageCount: 384,
    publishedDate: '2009-10-01',
    appeal: 4.2,
  },
  {
    title: 'The Auctioneer’s Silence',
    author: 'Tobias Wren',
    genres: ['Mystery'],
    description:
      'A forged Book of Hours, a missing bidder and a hammer that falls a second too late: Hale’s most intricate case. As the lots go under the hammer, Hale learns that every buyer in the room has something to hide. Wren at his most elegant and most devious.',
    publisher: 'Meridian House',
    language: 'English',
    pageCount: 402,
    publishedDate: '2013-05-09',
    appeal: 4.0,
  },
  {
    title: 'Evensong for a Stranger',
    author: 'Tobias Wren',
    genres: ['Mystery', 'Thriller'],
    description:
      'During a cathedral choir festival, a visiting tenor vanishes between the Magnificat and the Nunc Dimittis. Hale has one weekend and a choir of unreliable witnesses to find him. A puzzle built like a piece of polyphony.',
    publisher: 'Meridian House',
    language: 'English',
    pageCount: 356,
    publishedDate: '2018-11-22',
    appeal: 3.9,
  },
  // Inês Duarte
  {
    title: 'The House of Blue Tiles',
    author: 'Inês Duarte',
    genres: ['Literary Fiction', 'Historical Fiction'],
    description:
      'A restorer removing azulejos from a crumbling Lisbon townhouse uncovers the love letters of a woman who lived there during the 1755 earthquake. Her story and the restorer’s own unravel together, tile by tile. A luminous novel about what cities and families choose to rebuild.',
    publisher: 'Small Hours Press',
    language: 'Portuguese',
    pageCount: 318,
    publishedDate: '2015-06-12',
    appeal: 4.5,
  },
  {
    title: 'Tides of Saudade',
    author: 'Inês Duarte',
    genres: ['Literary Fiction'],
    description:
      'A fisherman’s daughter returns to her village after twenty years abroad to find the sea has taken the street where she was born. Between the old men who remember everything and the developers who remember nothing, she has to decide whether to stay. Duarte writes the Atlantic like a character.',
    publisher: 'Small Hours Press',
    language: 'Portuguese',
    pageCount: 254,
    publishedDate: '2020-04-23',
    appeal: 4.0,
  },
  {
    title: 'Cartographers of Absence',
    author: 'Inês Duarte',
    genres: ['Historical Fiction'],
    description:
      'Two mapmakers of the Portuguese empire, centuries apart, chart coastlines that do not want to be found. A sixteenth-century pilot and a modern archivist are joined by a single erased island. Still in revision: an ambitious braided novel.',
    publisher: 'Kite & Lantern Press',
    language: 'English',
    pageCount: 412,
    publishedDate: '2023-02-14',
    status: 'draft',
    appeal: 3.7,
  },
  // Kenji Mori
  {
    title: 'The Quiet Engine',
    author: 'Kenji Mori',
    genres: ['Science Fiction'],
    description:
      'In a near-future Osaka, an elderly repairman is the only person who can still talk to the city’s first self-aware elevator. When the building’s owners decide to replace it, the two of them plan an escape. A gentle, funny and unexpectedly moving story about obsolescence.',
    publisher: 'Tidewater Publishing',
    language: 'Japanese',
    pageCount: 288,
    publishedDate: '2012-08-30',
    appeal: 4.6,
  },
  {
    title: 'Rain Protocol',
    author: 'Kenji Mori',
    genres: ['Science Fiction', 'Thriller'],
    description:
      'A weather-control engineer discovers that the storms over Kyushu are being scheduled, and someone is choosing where they fall. Her search leads from rice farmers to insurance companies to the ministry itself. A taut climate thriller that feels ten minutes from now.',
    publisher: 'Tidewater Publishing',
    language: 'Japanese',
    pageCount: 364,
    publishedDate: '2017-07-07',
    appeal: 4.1,
  },
  {
    title: 'Letters to the Orbital',
    author: 'Kenji Mori',
    genres: ['Science Fiction', 'Literary Fiction'],
    description:
      'A grandmother writes to her granddaughter aboard a station that will not return to Earth for forty years. Her letters travel for months and the replies grow stranger. An epistolary novel about distance, time and the people we raise to leave us.',
    publisher: 'Quillmark',
    language: 'English',
    pageCount: 224,
    publishedDate: '2021-10-19',
    appeal: 4.3,
  },
  // Adaeze Okonkwo
  {
    title: 'The Drum of Nine Rivers',
    author: 'Adaeze Okonkwo',
    genres: ['Fantasy'],
    description:
      'A blacksmith’s apprentice who can hear the voices in iron must carry a stolen drum across nine rivers before the rains end. Each river has a guardian with a price, and the drum has a will of its own. The first book of the Iron Songs trilogy.',
    publisher: 'Blue Heron Books',
    language: 'English',
    pageCount: 512,
    publishedDate: '2014-02-25',
    appeal: 4.7,
  },
  {
    title: 'Masks of the Ember Court',
    author: 'Adaeze Okonkwo',
    genres: ['Fantasy'],
    description:
      'In a court where every face is carved wood, a mask-maker learns that the queen has not been seen unmasked in a hundred years. Behind the carved faces lies a conspiracy older than the throne. Lush, political and full of dangerous beauty.',
    publisher: 'Blue Heron Books',
    language: 'English',
    pageCount: 548,
    publishedDate: '2018-03-13',
    appeal: 4.4,
  },
  {
    title: 'Children of the Harmattan',
    author: 'Adaeze Okonkwo',
    genres: ['Fantasy'],
    description:
      'The dry wind brings spirits south every year; this year it brings an army. Two siblings on opposite sides of the war must decide what their ancestors are really asking of them. An epic drawn from West African history and myth.',
    publisher: 'Blue Heron Books',
    language: 'English',
    pageCount: 496,
    publishedDate: '2022-11-08',
    appeal: 4.2,
  },
  // Lucia Ferrante-Bell
  {
    title: 'Espresso for Two',
    author: 'Lucia Ferrante-Bell',
    genres: ['Romance'],
    description:
      'A Turin barista and an Edinburgh food critic trade insults, recipes and, eventually, cities. Their feud plays out in reviews, on social media and finally across a very small café table. A romantic comedy with excellent coffee and better banter.',
    publisher: 'Copperbeech',
    language: 'English',
    pageCount: 312,
    publishedDate: '2019-02-14',
    appeal: 3.9,
  },
  {
    title: 'The Summer of Lemon Trees',
    author: 'Lucia Ferrante-Bell',
    genres: ['Romance', 'Literary Fiction'],
    description:
      'Hired to catalogue a dying aunt’s garden on the Amalfi coast, a botanist falls for the one gardener who wants the garden left wild. Over one long, sun-struck season, lists give way to longing. A love story about letting things grow.',
    publisher: 'Copperbeech',
    language: 'English',
    pageCount: 336,
    publishedDate: '2021-06-01',
    appeal: 4.0,
  },
  {
    title: 'Second Helpings',
    author: 'Lucia Ferrante-Bell',
    genres: ['Romance'],
    description:
      'Two divorced chefs are forced to share a restaurant kitchen for one chaotic season. Between burned sauces and a furious food critic, old wounds reopen and new ones heal. Comfort reading with a sharp knife.',
    publisher: 'Copperbeech',
    language: 'Italian',
    pageCount: 288,
    publishedDate: '2023-04-20',
    appeal: 3.5,
  },
  // Henrik Solberg
  {
    title: 'The Long Dark',
    author: 'Henrik Solberg',
    genres: ['Thriller'],
    description:
      'A defence lawyer in Bergen takes the case of a man accused of a murder committed during the polar night, when no one could have seen anything. The deeper she digs, the more the town’s silence looks like a verdict of its own. Cold, clever Nordic noir.',
    publisher: 'Ashgrove & Finch',
    language: 'Norwegian',
    pageCount: 428,
    publishedDate: '2011-01-20',
    appeal: 4.3,
  },
  {
    title: 'Fjord Witness',
    author: 'Henrik Solberg',
    genres: ['Thriller', 'Mystery'],
    description:
      'The only witness to a drowning is a ferry’s automatic camera, and its footage has been edited. A young police officer in Ålesund must work out who cut the film and why. A tight procedural with a devastating final chapter.',
    publisher: 'Ashgrove & Finch',
    language: 'Norwegian',
    pageCount: 392,
    publishedDate: '2015-09-17',
    appeal: 4.0,
  },
  {
    title: 'Cold Harbour',
    author: 'Henrik Solberg',
    genres: ['Thriller'],
    description:
      'A retired detective returns to the island where her first case went wrong, and finds the suspect waiting for her. Thirty years of grudges are waiting on the quay with him. A slow-burning mystery about guilt and second chances.',
    publisher: 'Ashgrove & Finch',
    language: 'English',
    pageCount: 376,
    publishedDate: '2020-10-29',
    appeal: 3.6,
  },
  // Priya Raman
  {
    title: 'The Invisible Garden',
    author: 'Priya Raman',
    genres: ['Popular Science'],
    description:
      'A tour of the microbes that live in soil, in oceans and in us, and of the scientists learning to listen to them. Written with wonder and wit, it shows how much of the living world we have never seen. Essential reading for anyone with a garden or a gut.',
    publisher: 'Meridian House',
    language: 'English',
    pageCount: 304,
    publishedDate: '2016-05-05',
    appeal: 4.5,
  },
  {
    title: 'Folding Life',
    author: 'Priya Raman',
    genres: ['Popular Science'],
    description:
      'How proteins fold, why it matters for every disease we fear, and how machines learned to predict it. Raman makes one of biology’s hardest problems clear without dumbing it down. The story of a scientific revolution told by someone who watched it happen.',
    publisher: 'Meridian House',
    language: 'English',
    pageCount: 288,
    publishedDate: '2021-03-09',
    appeal: 4.2,
  },
  {
    title: 'A Lab of One’s Own',
    author: 'Priya Raman',
    genres: ['Memoir', 'Popular Science'],
    description:
      'Raman’s account of becoming a scientist in Chennai in the 1990s, with affection for her mentors and candour about the obstacles. It is also a practical, generous guide for young researchers finding their way. Funny, frank and quietly furious.',
    publisher: 'Small Hours Press',
    language: 'English',
    pageCount: 256,
    publishedDate: '2023-08-15',
    appeal: 4.0,
  },
  // Samuel Achterberg
  {
    title: 'The Tulip Merchant',
    author: 'Samuel Achterberg',
    genres: ['Historical Fiction'],
    description:
      'Amsterdam, 1636: a young clerk bets his master’s fortune on a single bulb as the tulip mania reaches its peak. When the market collapses overnight, he has three days to save his master, his love and himself. A vivid, fast-moving portrait of the first speculative bubble.',
    publisher: 'Northfold Editions',
    language: 'Dutch',
    pageCount: 448,
    publishedDate: '2008-04-02',
    appeal: 4.1,
  },
  {
    title: 'Light on the Canal',
    author: 'Samuel Achterberg',
    genres: ['Historical Fiction', 'Literary Fiction'],
    description:
      'A lens grinder, a painter and a maid share a Delft house in the year the powder magazine explodes. Their lives are bound together by a secret painting and the explosion that shatters the town. A novel full of quiet, luminous interiors.',
    publisher: 'Northfold Editions',
    language: 'English',
    pageCount: 398,
    publishedDate: '2012-11-14',
    appeal: 4.3,
  },
  {
    title: 'The Spice Ledger',
    author: 'Samuel Achterberg',
    genres: ['Historical Fiction'],
    description:
      'An accountant of the Dutch East India Company discovers that the numbers in the Batavia books describe a massacre. He must decide what a clerk owes to the truth when the truth is bad for business. Out of print in this edition.',
    publisher: 'Northfold Editions',
    language: 'English',
    pageCount: 472,
    publishedDate: '2017-02-28',
    status: 'archived',
    appeal: 3.8,
  },
  // Elena Vásquez
  {
    title: 'Maize and Starlight',
    author: 'Elena Vásquez',
    genres: ['Poetry'],
    description:
      'Poems of kitchens, grandmothers and the night sky over the Sierra Madre, in Spanish and English. The poems move between two languages as easily as between two kitchens. A debut collection of rare warmth.',
    publisher: 'Small Hours Press',
    language: 'Spanish',
    pageCount: 112,
    publishedDate: '2017-09-21',
    appeal: 4.4,
  },
  {
    title: 'The Border Is a River',
    author: 'Elena Vásquez',
    genres: ['Poetry'],
    description:
      'A sequence of sixty short poems written on both banks of the Río Bravo over one year. Each poem is dated and placed, so that together they map a year and a crossing. Spare, urgent and beautiful.',
    publisher: 'Small Hours Press',
    language: 'English',
    pageCount: 96,
    publishedDate: '2020-12-03',
    appeal: 4.6,
  },
  {
    title: 'Salt, Smoke, Copal',
    author: 'Elena Vásquez',
    genres: ['Poetry', 'Memoir'],
    description:
      'Prose poems and fragments about a childhood in Oaxaca and a mother’s long illness. The fragments gather into a portrait of grief and of the place that holds it. Intimate and fierce.',
    publisher: 'Kite & Lantern Press',
    language: 'English',
    pageCount: 134,
    publishedDate: '2024-03-07',
    appeal: 4.1,
  },
  // Oliver Thistlewood
  {
    title: 'Red Dust, Blue Sky',
    author: 'Oliver Thistlewood',
    genres: ['Memoir'],
    description:
      'A year as a ranger in the Northern Territory, with crocodiles, bushfires and a very patient wife. It is part field journal, part love letter to a landscape that does not care whether you live or die. Wry and full of practical wisdom.',
    publisher: 'Quillmark',
    language: 'English',
    pageCount: 276,
    publishedDate: '2010-07-12',
    appeal: 4.0,
  },
  {
    title: 'The Shearer’s Almanac',
    author: 'Oliver Thistlewood',
    genres: ['Literary Fiction'],
    description:
      'A travelling shearing team crosses New South Wales during the drought of 1982, and one of them is not who he says he is. As the sheds go by and the rains refuse to come, the team begins to work out who the stranger is. A dusty, gripping outback novel.',
    publisher: 'Quillmark',
    language: 'English',
    pageCount: 322,
    publishedDate: '2014-10-06',
    appeal: 3.7,
  },
  {
    title: 'Schoolhouse at Emu Creek',
    author: 'Oliver Thistlewood',
    genres: ['Memoir'],
    description:
      'Funny and tender stories from eleven years of teaching in a one-room outback school. Eleven students, one teacher and a snake in the stationery cupboard. A memoir that will make you want to thank a teacher.',
    publisher: 'Quillmark',
    language: 'English',
    pageCount: 248,
    publishedDate: '2019-05-27',
    appeal: 4.2,
  },
  // Nadia Karimova
  {
    title: 'Steppe of Glass',
    author: 'Nadia Karimova',
    genres: ['Science Fiction'],
    description:
      'On a terraformed Mars, a herder of engineered horses guides a survey team across a plain of fused silica. The horses know the plain better than the maps do, and they are afraid of something. Hard science fiction with a nomad’s heart.',
    publisher: 'Tidewater Publishing',
    language: 'English',
    pageCount: 356,
    publishedDate: '2018-08-21',
    appeal: 4.1,
  },
  {
    title: 'The Distance Between Stars',
    author: 'Nadia Karimova',
    genres: ['Popular Science', 'Memoir'],
    description:
      'Essays on astronomy, exile and the long light of distant suns, from the observatories of Tien Shan to Leiden. Karimova writes about light that left its source before humans existed and about the homes we leave behind. Thoughtful, lyrical essays.',
    publisher: 'Meridian House',
    language: 'English',
    pageCount: 232,
    publishedDate: '2021-09-14',
    appeal: 4.4,
  },
  {
    title: 'Winter Relay',
    author: 'Nadia Karimova',
    genres: ['Science Fiction', 'Thriller'],
    description:
      'A relay satellite goes silent over Kazakhstan and a young controller realises the silence is a message. With the clock running, she has to decode it before the next satellite falls silent. Draft in progress.',
    publisher: 'Tidewater Publishing',
    language: 'English',
    pageCount: 344,
    publishedDate: '2024-01-30',
    status: 'draft',
    appeal: 3.9,
  },
  // Declan Murray
  {
    title: 'The Last Ferry to Inishmore',
    author: 'Declan Murray',
    genres: ['Historical Fiction'],
    description:
      'Galway, 1921: a schoolteacher smuggles a wounded stranger onto the island ferry and changes three lives. Over one stormy night the island takes sides. A moving novel of the Irish War of Independence.',
    publisher: 'Ashgrove & Finch',
    language: 'English',
    pageCount: 368,
    publishedDate: '2013-03-17',
    appeal: 4.3,
  },
  {
    title: 'Boston Harp',
    author: 'Declan Murray',
    genres: ['Historical Fiction', 'Romance'],
    description:
      'An Irish harpist in 1890s Boston plays for the rich by night and organises the mills by day. Between the drawing rooms of Beacon Hill and the mills of Lowell, she finds her voice. A rousing historical novel based on forgotten lives.',
    publisher: 'Ashgrove & Finch',
    language: 'English',
    pageCount: 384,
    publishedDate: '2016-09-08',
    appeal: 3.9,
  },
  {
    title: 'A Wake for the Living',
    author: 'Declan Murray',
    genres: ['Literary Fiction'],
    description:
      'A family gathers for the wake of a man who is, inconveniently, still alive and determined to hear what they say. Over one long weekend, secrets, sandwiches and three generations of grudges come out. A riotous, tender Irish comedy.',
    publisher: 'Kite & Lantern Press',
    language: 'English',
    pageCount: 264,
    publishedDate: '2022-03-31',
    appeal: 4.5,
  },
  // Amélie Fournier
  {
    title: 'The Pear Tree in Winter',
    author: 'Amélie Fournier',
    genres: ['Literary Fiction'],
    description:
      'An old woman in a Lyon apartment remembers, one object at a time, the summer of 1944. A teapot, a coat, a pear tree in the courtyard: each object opens a door to the Liberation. A quiet, devastating novel about memory.',
    publisher: 'Copperbeech',
    language: 'French',
    pageCount: 198,
    publishedDate: '2007-01-11',
    appeal: 4.4,
  },
  {
    title: 'What the River Kept',
    author: 'Amélie Fournier',
    genres: ['Literary Fiction', 'Mystery'],
    description:
      'When the Saône floods, it returns a bicycle that disappeared with a girl forty years earlier. A young journalist and the girl’s elderly brother reopen a case the town buried long ago. Atmospheric and deeply humane.',
    publisher: 'Copperbeech',
    language: 'French',
    pageCount: 226,
    publishedDate: '2014-04-24',
    appeal: 4.0,
  },
  {
    title: 'Notebooks of an Editor',
    author: 'Amélie Fournier',
    genres: ['Memoir'],
    description:
      'Thirty years of manuscripts, authors and lunches in French publishing, told with wit and no mercy. Behind the famous names are the deadlines, the feuds and the books that almost were. A treat for anyone who loves books.',
    publisher: 'Kite & Lantern Press',
    language: 'English',
    pageCount: 288,
    publishedDate: '2020-06-18',
    appeal: 3.6,
  },
  // Jonah Whitcombe
  {
    title: 'Nor’easter',
    author: 'Jonah Whitcombe',
    genres: ['Thriller'],
    description:
      'A storm cuts a Maine island off from the mainland for three days, and the town’s only cop has a body and thirty suspects. With the phone lines down and the ferry cancelled, every neighbour is a suspect. A classic closed-circle mystery on the coast of Maine.',
    publisher: 'Harbourline Books',
    language: 'English',
    pageCount: 352,
    publishedDate: '2015-11-03',
    appeal: 4.1,
  },
  {
    title: 'The Lobsterman’s Ghost',
    author: 'Jonah Whitcombe',
    genres: ['Thriller', 'Fantasy'],
    description:
      'Every October a drowned lobsterman’s boat is seen off Pemaquid Point. This year it comes into the harbour. His skeptical grandson sets out to prove it is a hoax, and finds a harbour full of secrets instead.',
    publisher: 'Harbourline Books',
    language: 'English',
    pageCount: 304,
    publishedDate: '2019-10-15',
    appeal: 3.4,
  },
  {
    title: 'Deadfall',
    author: 'Jonah Whitcombe',
    genres: ['Thriller'],
    description:
      'Two brothers hunting in the North Woods find a crashed plane, a bag of money and a reason to stop trusting each other. Deep in the snow, their loyalty is tested one decision at a time. A lean, relentless thriller.',
    publisher: 'Harbourline Books',
    language: 'English',
    pageCount: 328,
    publishedDate: '2022-08-23',
    appeal: 3.8,
  },
  {
    title: 'Small Hours',
    author: 'Jonah Whitcombe',
    genres: ['Mystery'],
    description:
      'A night-shift radio host starts receiving calls from a listener who describes crimes before they happen. The police think it is a prank until the first prediction comes true. An insomniac’s thriller with a twist you will not see coming.',
    publisher: 'Blue Heron Books',
    language: 'English',
    pageCount: 296,
    publishedDate: '2024-05-02',
    appeal: 3.2,
  },
];

const PASSWORD = 'password123';

export const USERS: SeedUser[] = [
  {
    username: 'admin',
    email: 'admin@example.com',
    password: 'admin123',
    firstName: 'Ada',
    lastName: 'Admin',
    bio: 'Keeps the shelves tidy and the catalogue honest.',
    role: 'admin',
  },
  {
    username: 'reader',
    email: 'user@example.com',
    password: 'user123',
    firstName: 'Riley',
    lastName: 'Reader',
    bio: 'Reads on the train, in the bath and occasionally while walking.',
    role: 'user',
  },
  {
    username: 'amy_pages',
    email: 'amy.pages@example.com',
    password: PASSWORD,
    firstName: 'Amy',
    lastName: 'Castellano',
    bio: 'Librarian by day, fantasy fan by night.',
    role: 'user',
  },
  {
    username: 'marcus_reads',
    email: 'marcus@example.com',
    password: PASSWORD,
    firstName: 'Marcus',
    lastName: 'Oyelaran',
    bio: 'Thrillers, history and the occasional poem.',
    role: 'user',
  },
  {
    username: 'bookish_ben',
    email: 'ben.h@example.com',
    password: PASSWORD,
    firstName: 'Ben',
    lastName: 'Halvorsen',
    bio: 'Slow reader, strong opinions.',
    role: 'user',
  },
  {
    username: 'clara_v',
    email: 'clara.v@example.com',
    password: PASSWORD,
    firstName: 'Clara',
    lastName: 'Vidal',
    bio: 'Translator. Always reading two books at once.',
    role: 'user',
  },
  {
    username: 'dev_and_books',
    email: 'devika@example.com',
    password: PASSWORD,
    firstName: 'Devika',
    lastName: 'Nair',
    bio: 'Software engineer who reads science fiction to relax.',
    role: 'user',
  },
  {
    username: 'elliot_w',
    email: 'elliot.w@example.com',
    password: PASSWORD,
    firstName: 'Elliot',
    lastName: 'Ward',
    bio: 'Mystery addict. I always guess wrong.',
    role: 'user',
  },
  {
    username: 'fatima_z',
    email: 'fatima.z@example.com',
    password: PASSWORD,
    firstName: 'Fatima',
    lastName: 'Zahra',
    bio: 'Book club organiser and memoir enthusiast.',
    role: 'user',
  },
  {
    username: 'gus_novels',
    email: 'gus@example.com',
    password: PASSWORD,
    firstName: 'Gustavo',
    lastName: 'Lima',
    bio: 'Retired teacher catching up on forty years of to-be-read.',
    role: 'user',
  },
  {
    username: 'hannah_k',
    email: 'hannah.k@example.com',
    password: PASSWORD,
    firstName: 'Hannah',
    lastName: 'Kowalski',
    bio: 'Romance reader, unapologetically.',
    role: 'user',
  },
  {
    username: 'ivan_reads',
    email: 'ivan@example.com',
    password: PASSWORD,
    firstName: 'Ivan',
    lastName: 'Petrov',
    bio: 'Physics student; popular science keeps me sane.',
    role: 'user',
  },
  {
    username: 'jules_b',
    email: 'jules.b@example.com',
    password: PASSWORD,
    firstName: 'Jules',
    lastName: 'Bernard',
    bio: 'Poetry, coffee, rain.',
    role: 'user',
  },
  {
    username: 'kofi_m',
    email: 'kofi.m@example.com',
    password: PASSWORD,
    firstName: 'Kofi',
    lastName: 'Mensah',
    bio: 'Epic fantasy and the longer the better.',
    role: 'user',
  },
  {
    username: 'lena_s',
    email: 'lena.s@example.com',
    password: PASSWORD,
    firstName: 'Lena',
    lastName: 'Schneider',
    bio: 'Historical fiction and long walks to the bookshop.',
    role: 'user',
  },
  {
    username: 'mateo_r',
    email: 'mateo.r@example.com',
    password: PASSWORD,
    firstName: 'Mateo',
    lastName: 'Romero',
    bio: 'I review everything I finish. Everything.',
    role: 'user',
  },
  {
    username: 'nora_q',
    email: 'nora.q@example.com',
    password: PASSWORD,
    firstName: 'Nora',
    lastName: 'Quinn',
    bio: 'Audiobooks on the commute, paperbacks at home.',
    role: 'user',
  },
  {
    username: 'oscar_l',
    email: 'oscar.l@example.com',
    password: PASSWORD,
    firstName: 'Oscar',
    lastName: 'Lindgren',
    bio: 'Nordic noir is my comfort food.',
    role: 'user',
  },
  {
    username: 'paula_t',
    email: 'paula.t@example.com',
    password: PASSWORD,
    firstName: 'Paula',
    lastName: 'Teixeira',
    bio: 'Reading my way around the world, one country per month.',
    role: 'user',
  },
  {
    username: 'quentin_f',
    email: 'quentin.f@example.com',
    password: PASSWORD,
    firstName: 'Quentin',
    lastName: 'Fairbairn',
    bio: 'Second-hand bookshop owner. Ask me for a recommendation.',
    role: 'user',
  },
];

/** Review titles and texts per rating (index 0 = 1 star). `{title}` and `{author}` are filled in. */
export const REVIEW_TEMPLATES: { titles: string[]; contents: string[] }[] = [
  {
    titles: ['Not for me', 'Could not finish it', 'A real disappointment', 'Overhyped'],
    contents: [
      'I wanted to love {title}, but the pacing lost me halfway through and I never found my way back in.',
      'The premise is promising, yet the characters felt like cardboard and the ending made no sense to me.',
      'I have enjoyed {author} before, so this one was a letdown. Too long, too slow, and oddly cold.',
    ],
  },
  {
    titles: ['Had its moments', 'Uneven', 'Expected more', 'Some good ideas, weak execution'],
    contents: [
      'There are a few beautiful passages in {title}, but they are buried under a lot of repetition.',
      'The first third is gripping. After that it meanders, and I found myself skimming.',
      'Interesting setting and a strong opening, but the plot relies on too many coincidences.',
    ],
  },
  {
    titles: ['Solid, if unremarkable', 'A decent read', 'Pleasant enough', 'Good but not great'],
    contents: [
      'A perfectly enjoyable book that I will probably not remember in a year. Good for a holiday.',
      '{author} writes clean, confident prose. I just wish {title} had taken a few more risks.',
      'Some chapters sing, others drag. Overall worth reading if the subject appeals to you.',
    ],
  },
  {
    titles: ['Really enjoyed this', 'Thoughtful and absorbing', 'Great characters', 'Stayed up too late with this one'],
    contents: [
      '{title} pulled me in from the first page. The characters feel real and the setting is vivid.',
      'A smart, well-built book. One or two threads are left hanging, but I did not mind much.',
      'I have already recommended this to two friends. {author} is becoming a favourite of mine.',
    ],
  },
  {
    titles: ['An instant favourite', 'Masterful', 'Read it twice in a month', 'Everything I hoped for'],
    contents: [
      'Simply wonderful. {title} is moving, funny and wise, and the last chapter left me in tears.',
      'I cannot remember the last time a book held me like this. {author} at the height of their powers.',
      'Every sentence earns its place. I bought copies for my sister and my book club.',
    ],
  },
];
