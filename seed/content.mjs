// Demo content for local development, tests and screenshots. Pure data: no imports, no logic.
// Media paths are relative to seed/media/ and are produced by scripts/demo-media/make-demo-media.sh.
// Titles and artists are real works of each collection; the images are generated stand-ins.

/** @typedef {{ es: string, en: string }} Localized */

/**
 * @typedef {object} DemoUser
 * @property {string} uid
 * @property {string} email
 * @property {string} password
 * @property {string} name
 * @property {string} surname
 * @property {boolean} isAdmin
 */

/** @typedef {string} DemoRanges A day's opening ranges, "11:00-14:00,15:00-20:00"; "": closed. */

/**
 * @typedef {object} DemoMuseum
 * @property {string} id
 * @property {Localized} name
 * @property {Localized} description
 * @property {string} image
 * @property {string} [address] One line, as typed into a map; its tours show it (the seed marks
 *   the tours whose address is the same as taking it from the museum).
 * @property {Record<'mon'|'tue'|'wed'|'thu'|'fri'|'sat'|'sun', DemoRanges>} [hours] The usual week.
 * @property {{ date: string, hours: DemoRanges, note?: Localized }[]} [exceptions] Dates with hours
 *   of their own, in date order.
 * @property {string} [website] An https address.
 * @property {string} [phone]
 */

/** The demo museums' date with hours of its own: closed on Christmas Day. */
const HOLIDAYS = [{ date: '2026-12-25', hours: '', note: { es: 'Navidad', en: 'Christmas Day' } }];

/**
 * @typedef {object} DemoTour
 * @property {string} id
 * @property {string} tematicId
 * @property {Localized} name
 * @property {Localized} description
 * @property {Localized} resume
 * @property {string} address A street address: the same in both languages. The name of the tour's
 *   museum it shows is its museum's, copied onto the tour by the seed as by the back-office.
 * @property {boolean} highlight
 * @property {'published' | 'draft'} state
 * @property {{ opensIn: number, closesIn: number, playsBeforeOpening: boolean }} [exhibition] A
 *   temporary exhibition's opening and closing days, counted from the day the demo is seeded
 *   (negative: before it), and whether visitors may play it before it opens. The seed writes them
 *   as days in Buenos Aires and stores a published one as the back-office does
 *   (scripts/lib/seed-days.mjs). None: a permanent tour.
 * @property {string[]} likedBy The demo accounts that like the tour (their like documents).
 * @property {number} otherLikes How many other visitors like it: the seed writes a like document
 *   for each, under a made-up uid, so the tour's likeCount equals its like documents.
 * @property {string} image
 * @property {string} [map] The tour's floor plan, for its works without a map of their own: set
 *   once on the tour when its works would all carry the same plan (the seed refuses content where
 *   they do). No demo tour has one: each demo work's map marks its own room.
 */

/**
 * @typedef {object} DemoWork
 * @property {string} id
 * @property {string} expositionId
 * @property {number} order
 * @property {Localized} name
 * @property {Localized} description
 * @property {string} author
 * @property {Localized} room Where the work hangs, as "Sala 24, planta baja" / "Room 24, ground floor";
 *   the source of truth for the room the map marks (scripts/lib/floor-plan.mjs)
 * @property {Localized} narration
 * @property {{ mainImg: string, map?: string, 'audio-es': string, 'audio-en': string }} files
 */

/**
 * @typedef {object} DemoComment
 * @property {string} id
 * @property {string} expositionId
 * @property {string} userId
 * @property {string} comment
 * @property {string} createdAt
 */

/** @type {DemoUser[]} */
export const users = [
  {
    uid: 'demo-admin',
    email: 'admin@museo.test',
    password: 'admin-demo-2022',
    name: 'Ana',
    surname: 'Curadora',
    isAdmin: true,
  },
  {
    uid: 'demo-visitor',
    email: 'visitante@museo.test',
    password: 'visita-demo-2022',
    name: 'Lucía',
    surname: 'Fernández',
    isAdmin: false,
  },
  {
    uid: 'demo-visitor-2',
    email: 'martin@museo.test',
    password: 'visita-demo-2022',
    name: 'Martín',
    surname: 'Gómez',
    isAdmin: false,
  },
];

/** @type {DemoMuseum[]} */
export const museums = [
  {
    id: 'mnba',
    name: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
    description: {
      es: 'Abierto al público en 1896, el Museo Nacional de Bellas Artes guarda la colección pública de arte más importante de la Argentina. Desde 1933 funciona en Recoleta, en la antigua casa de bombas de Obras Sanitarias, adaptada por el arquitecto Alejandro Bustillo. Sus salas van del arte europeo a la pintura argentina del siglo XIX y las vanguardias del XX.',
      en: "Open to the public since 1896, the National Museum of Fine Arts holds Argentina's most important public art collection. Since 1933 it has occupied a former waterworks pump house in Recoleta, adapted by the architect Alejandro Bustillo. Its galleries range from European art to nineteenth-century Argentine painting and the avant-gardes of the twentieth century.",
    },
    image: 'museums/mnba-1200.webp',
    address: 'Av. del Libertador 1473, CABA',
    hours: {
      mon: '',
      tue: '11:00-20:00',
      wed: '11:00-20:00',
      thu: '11:00-20:00',
      fri: '11:00-20:00',
      sat: '10:00-20:00',
      sun: '10:00-20:00',
    },
    exceptions: HOLIDAYS,
    website: 'https://www.bellasartes.gob.ar',
    phone: '+54 11 5288-9900',
  },
  {
    id: 'malba',
    name: { es: 'MALBA', en: 'MALBA' },
    description: {
      es: 'El Museo de Arte Latinoamericano de Buenos Aires abrió en 2001 en Palermo, a partir de la colección de Eduardo F. Costantini. Está dedicado al arte de América Latina desde comienzos del siglo XX: allí conviven obras emblemáticas de Tarsila do Amaral, Frida Kahlo, Antonio Berni y Xul Solar con producción contemporánea. Tiene además una sala de cine con programación propia.',
      en: "The Latin American Art Museum of Buenos Aires opened in 2001 in Palermo, built around Eduardo F. Costantini's collection. It is devoted to Latin American art from the early twentieth century onwards, where landmark works by Tarsila do Amaral, Frida Kahlo, Antonio Berni and Xul Solar sit alongside contemporary art. It also runs its own cinema.",
    },
    image: 'museums/malba-1200.webp',
    address: 'Av. Figueroa Alcorta 3415, CABA',
    hours: {
      mon: '12:00-20:00',
      tue: '',
      wed: '12:00-21:00',
      thu: '12:00-20:00',
      fri: '12:00-20:00',
      sat: '12:00-20:00',
      sun: '12:00-20:00',
    },
    exceptions: HOLIDAYS,
    website: 'https://www.malba.org.ar',
    phone: '+54 11 4808-6500',
  },
  {
    id: 'moderno',
    name: { es: 'Museo de Arte Moderno de Buenos Aires', en: 'Buenos Aires Museum of Modern Art' },
    description: {
      es: 'Fundado en 1956 por Rafael Squirru, el Moderno funciona en San Telmo, en un antiguo depósito de la tabacalera Piccardo con fachada de ladrillo. Su colección, de más de siete mil obras, recorre el arte argentino desde los años veinte hasta hoy, con núcleos fuertes de abstracción, informalismo y arte de los sesenta.',
      en: 'Founded in 1956 by Rafael Squirru, the Moderno is housed in San Telmo, in a brick-fronted former warehouse of the Piccardo tobacco company. Its collection of more than seven thousand works covers Argentine art from the 1920s to the present, with strong holdings of abstraction, Informalism and the art of the sixties.',
    },
    image: 'museums/moderno-1200.webp',
    address: 'Av. San Juan 350, CABA',
    hours: {
      mon: '',
      tue: '11:00-19:00',
      wed: '11:00-19:00',
      thu: '11:00-19:00',
      fri: '11:00-19:00',
      sat: '11:00-20:00',
      sun: '11:00-20:00',
    },
    exceptions: HOLIDAYS,
    website: 'https://museomoderno.org',
  },
  {
    id: 'sivori',
    name: { es: 'Museo Sívori', en: 'Sívori Museum' },
    description: {
      es: 'El Museo de Artes Plásticas Eduardo Sívori, en los Bosques de Palermo, conserva una amplia colección de arte argentino de los siglos XIX y XX. Lleva el nombre del pintor Eduardo Sívori y depende del Gobierno de la Ciudad de Buenos Aires. Su jardín de esculturas invita a una pausa al aire libre.',
      en: 'The Eduardo Sívori Museum of Fine Arts, in the Palermo woods, holds a broad collection of nineteenth- and twentieth-century Argentine art. It is named after the painter Eduardo Sívori and is run by the City of Buenos Aires. Its sculpture garden invites an open-air pause.',
    },
    image: 'museums/sivori-1200.webp',
  },
];

/** @type {DemoTour[]} */
export const tours = [
  {
    id: 'mnba-realismo-social',
    tematicId: 'mnba',
    name: {
      es: 'Realismo social: el trabajo en la pintura argentina',
      en: 'Social realism: work in Argentine painting',
    },
    description: {
      es: 'A fines del siglo XIX, un grupo de pintores formados en Europa decidió mirar lo que la pintura académica dejaba afuera: la pobreza, el servicio doméstico, la fábrica y la desocupación. Este recorrido reúne cuatro obras que instalaron esos temas en el museo. Son imágenes de un país que crecía rápido y de quienes pagaban el precio de ese crecimiento.',
      en: 'In the late nineteenth century a group of European-trained painters turned to what academic painting left out: poverty, domestic service, the factory and unemployment. This tour brings together four works that brought those subjects into the museum. They are images of a fast-growing country and of the people who paid the price for that growth.',
    },
    resume: {
      es: 'Para seguir: mirá «La Patagonia rebelde» (Héctor Olivera, 1974), la película sobre las huelgas de los peones rurales de Santa Cruz en 1920 y 1921, basada en la investigación de Osvaldo Bayer.',
      en: 'To keep going: watch "La Patagonia rebelde" (Héctor Olivera, 1974), the film about the farmhands\' strikes in Santa Cruz in 1920 and 1921, based on Osvaldo Bayer\'s research.',
    },
    address: 'Av. del Libertador 1473, CABA',
    highlight: true,
    state: 'published',
    likedBy: ['demo-visitor', 'demo-visitor-2'],
    otherLikes: 412,
    image: 'tours/mnba-realismo-social-1200.webp',
  },
  {
    id: 'mnba-pampa-y-frontera',
    tematicId: 'mnba',
    name: {
      es: 'La pampa y la frontera: paisajes del siglo XIX',
      en: 'The pampas and the frontier: nineteenth-century landscapes',
    },
    description: {
      es: 'La llanura fue el gran tema de la pintura argentina del siglo XIX: un paisaje para celebrar, pero también un territorio en disputa. Este recorrido va de las escenas rurales de Prilidiano Pueyrredón a la guerra pintada por Cándido López y a la mirada impresionista de Martín Malharro. Cinco obras para pensar qué contaban esas imágenes y qué dejaban en silencio.',
      en: 'The plain was the great subject of nineteenth-century Argentine painting: a landscape to celebrate, but also a contested territory. This tour moves from the rural scenes of Prilidiano Pueyrredón to the war painted by Cándido López and the impressionist eye of Martín Malharro. Five works to consider what those images told and what they left unsaid.',
    },
    resume: {
      es: 'Para seguir: leé «Una excursión a los indios ranqueles» (1870), de Lucio V. Mansilla, la crónica de su viaje a Tierra Adentro escrita como cartas a un amigo.',
      en: 'To keep going: read "An Expedition to the Ranquel Indians" (1870) by Lucio V. Mansilla, the account of his journey beyond the frontier, written as letters to a friend.',
    },
    address: 'Av. del Libertador 1473, CABA',
    highlight: false,
    state: 'published',
    likedBy: [],
    otherLikes: 148,
    image: 'tours/mnba-pampa-y-frontera-1200.webp',
  },
  {
    id: 'mnba-mirar-y-ser-mirados',
    tematicId: 'mnba',
    name: {
      es: 'Mirar y ser mirados: la figura humana en la pintura argentina, de Manuelita Rosas a los mantones de Manila',
      en: 'To look and be looked at: the human figure in Argentine painting, from Manuelita Rosas to the Manila shawls',
    },
    description: {
      es: 'Un retrato de cuerpo entero decía quién era alguien antes de que abriera la boca: la ropa, el gesto, el fondo. Este recorrido sigue a la figura humana en cuatro cuadros del Bellas Artes, desde el retrato oficial de la época de Rosas hasta la luz de los pintores del siglo XX, y pregunta en cada uno quién mira a quién.',
      en: 'A full-length portrait said who someone was before they spoke: the clothes, the pose, the background. This tour follows the human figure through four paintings at the Bellas Artes, from the official portrait of the Rosas years to the light of twentieth-century painters, and asks of each one who is looking at whom.',
    },
    resume: {
      es: 'Para seguir: en el Museo Histórico Nacional, en Parque Lezama, hay más retratos de la época de Rosas; compará los fondos y la ropa con los que viste hoy.',
      en: 'To keep going: the Museo Histórico Nacional, in Parque Lezama, holds more portraits of the Rosas years; compare their backgrounds and clothes with the ones you saw today.',
    },
    address: 'Av. del Libertador 1473, CABA',
    highlight: false,
    state: 'published',
    likedBy: [],
    otherLikes: 9,
    image: 'tours/mnba-mirar-y-ser-mirados-1200.webp',
  },
  {
    id: 'mnba-manet-a-picasso',
    tematicId: 'mnba',
    name: {
      es: 'De Manet a Picasso: la invención de la pintura moderna',
      en: 'From Manet to Picasso: the invention of modern painting',
    },
    description: {
      es: 'En pocas décadas, la pintura europea abandonó las reglas de la academia: cambió la luz, el color y hasta la forma del cuerpo. La colección del Bellas Artes permite seguir ese camino con obras de Manet, Van Gogh, Gauguin y Picasso. Cuatro paradas para ver cómo se inventó la mirada moderna.',
      en: "In a few decades European painting left the academy's rules behind, changing light, color and even the shape of the body. The museum's collection lets us follow that path through works by Manet, Van Gogh, Gauguin and Picasso. Four stops to see how the modern way of looking was invented.",
    },
    resume: {
      es: 'Para seguir: mirá «Loving Vincent» (2017), de Dorota Kobiela y Hugh Welchman, una película animada pintada cuadro por cuadro al óleo a la manera de Van Gogh.',
      en: 'To keep going: watch "Loving Vincent" (2017) by Dorota Kobiela and Hugh Welchman, an animated film painted frame by frame in oils in the manner of Van Gogh.',
    },
    address: 'Av. del Libertador 1473, CABA',
    highlight: true,
    state: 'draft',
    likedBy: [],
    otherLikes: 0,
    image: 'tours/mnba-manet-a-picasso-1200.webp',
  },
  {
    id: 'malba-vanguardias',
    tematicId: 'malba',
    name: {
      es: 'Vanguardias latinoamericanas: identidad y modernidad',
      en: 'Latin American avant-gardes: identity and modernity',
    },
    description: {
      es: 'Entre 1915 y 1942, artistas de México, Brasil y la Argentina tomaron los lenguajes de la vanguardia europea y los usaron para contar algo propio. Este recorrido une el cubismo de Diego Rivera, los mitos de Xul Solar, la antropofagia de Tarsila do Amaral, la multitud de Antonio Berni y el autorretrato de Frida Kahlo. Cinco obras que cambiaron la manera de pensar el arte del continente.',
      en: 'Between 1915 and 1942, artists from Mexico, Brazil and Argentina took up the languages of the European avant-garde and used them to tell something of their own. This tour links the Cubism of Diego Rivera, the myths of Xul Solar, the cannibalism of Tarsila do Amaral, the crowd of Antonio Berni and the self-portrait of Frida Kahlo. Five works that changed the way the continent thought about its art.',
    },
    resume: {
      es: 'Para seguir: leé el «Manifiesto antropófago» (1928), de Oswald de Andrade, el texto que nació a partir de Abaporu. Es breve y está traducido en muchas antologías.',
      en: 'To keep going: read the "Cannibalist Manifesto" (1928) by Oswald de Andrade, the text that grew out of Abaporu. It is short and appears in translation in many anthologies.',
    },
    address: 'Av. Figueroa Alcorta 3415, CABA',
    highlight: true,
    state: 'published',
    likedBy: ['demo-visitor'],
    otherLikes: 731,
    image: 'tours/malba-vanguardias-1200.webp',
  },
  {
    id: 'malba-lo-fantastico',
    tematicId: 'malba',
    name: {
      es: 'Mitos y sueños: lo fantástico en el arte latinoamericano',
      en: 'Myths and dreams: the fantastic in Latin American art',
    },
    description: {
      es: 'El surrealismo llegó a América Latina y encontró un terreno fértil: mitologías propias, religiones sincréticas y ciudades que mezclaban tiempos. Este recorrido reúne obras que prefieren el sueño, el símbolo y la transformación a la representación directa. Un itinerario para mirar despacio y dejarse desorientar.',
      en: 'Surrealism reached Latin America and found fertile ground: local mythologies, syncretic religions and cities where different times overlapped. This tour gathers works that prefer dream, symbol and transformation to straightforward depiction. An itinerary for looking slowly and letting yourself be disoriented.',
    },
    resume: {
      es: 'Para seguir: leé «La trompetilla acústica» (1974), de Leonora Carrington, una novela disparatada cuya protagonista tiene una amiga inspirada en Remedios Varo.',
      en: 'To keep going: read "The Hearing Trumpet" (1974) by Leonora Carrington, a wild novel whose heroine has a friend modeled on Remedios Varo.',
    },
    address: 'Av. Figueroa Alcorta 3415, CABA',
    highlight: false,
    state: 'draft',
    likedBy: [],
    otherLikes: 0,
    image: 'tours/malba-lo-fantastico-1200.webp',
  },
  {
    id: 'moderno-materia-y-gesto',
    tematicId: 'moderno',
    name: {
      es: 'Materia y gesto: del informalismo a los años sesenta',
      en: 'Matter and gesture: from Informalism to the sixties',
    },
    description: {
      es: 'A fines de los años cincuenta, una generación de artistas porteños rompió con la geometría y el buen gusto: trapos, chapas, arpillera y pintura chorreada entraron al cuadro. De ahí salieron el informalismo, la nueva figuración y obras que ya no sabían si eran pintura o escultura. Cuatro paradas en la colección del Moderno para ver esa explosión.',
      en: 'In the late fifties a generation of Buenos Aires artists broke with geometry and good taste: rags, metal sheets, burlap and dripping paint entered the picture. Out of that came Informalism, the new figuration and works that no longer knew whether they were painting or sculpture. Four stops in the Moderno collection to see that explosion.',
    },
    resume: {
      es: 'Para seguir: leé «Antiestética» (1965), el ensayo en el que Luis Felipe Noé, compañero de Jorge de la Vega en la Otra Figuración, propone asumir el caos como forma de pensar la pintura.',
      en: 'To keep going: read "Antiestética" (1965), the essay in which Luis Felipe Noé, a fellow member with Jorge de la Vega of the Otra Figuración group, argues for embracing chaos as a way of thinking about painting.',
    },
    address: 'Av. San Juan 350, CABA',
    highlight: true,
    state: 'published',
    likedBy: ['demo-visitor-2'],
    otherLikes: 37,
    image: 'tours/moderno-materia-y-gesto-1200.webp',
  },
  {
    id: 'moderno-invencion-concreta',
    tematicId: 'moderno',
    name: {
      es: 'La invención concreta: geometría y color',
      en: 'Concrete invention: geometry and color',
    },
    description: {
      es: 'En los años cuarenta, artistas de Buenos Aires decidieron que una pintura no debía representar nada: debía ser un objeto nuevo, hecho de líneas, planos y color. Gran parte de ese legado llegó al Moderno con la colección de Ignacio Pirovano. Este recorrido sigue la línea que va del arte concreto al arte generativo y al cinético.',
      en: 'In the 1940s, Buenos Aires artists decided that a painting should represent nothing: it should be a new object made of lines, planes and color. Much of that legacy reached the Moderno with the Ignacio Pirovano collection. This tour follows the line that runs from concrete art to generative and kinetic art.',
    },
    resume: {
      es: 'Para seguir: leé «Vanguardia y racionalidad» (1977), de Tomás Maldonado, una reunión de ensayos sobre arte, diseño y técnica escritos por uno de los protagonistas del arte concreto.',
      en: 'To keep going: read "Vanguardia y racionalidad" (1977) by Tomás Maldonado, a collection of essays on art, design and technology by one of the leading figures of concrete art.',
    },
    address: 'Av. San Juan 350, CABA',
    highlight: false,
    state: 'draft',
    likedBy: [],
    otherLikes: 0,
    image: 'tours/moderno-invencion-concreta-1200.webp',
  },
  // Temporary exhibitions: their days are counted from the day the demo is seeded
  // (scripts/lib/seed-days.mjs), so there is always one open, one in its last days, one to
  // come and one that closed last month.
  {
    id: 'mnba-tiempos-dificiles',
    tematicId: 'mnba',
    name: {
      es: 'Tiempos difíciles: pintura argentina entre 1930 y 1945',
      en: 'Hard times: Argentine painting from 1930 to 1945',
    },
    description: {
      es: 'La crisis de 1930, el golpe militar y la guerra en Europa cambiaron lo que los pintores argentinos querían mostrar. Esta muestra reúne tres obras de la colección del Bellas Artes en las que la vida doméstica, el trabajo y el miedo ocupan el centro del cuadro. Pintura figurativa, pero nada tranquila.',
      en: 'The crash of 1930, the military coup and the war in Europe changed what Argentine painters wanted to show. This exhibition brings together three works from the Bellas Artes collection in which home life, work and fear take the centre of the picture. Figurative painting, but far from calm.',
    },
    resume: {
      es: 'Para seguir: leé «El juguete rabioso» (1926), de Roberto Arlt, la novela de un Buenos Aires de oficios, pensiones y pequeñas estafas que estos pintores conocían bien.',
      en: 'To keep going: read "Mad Toy" (1926) by Roberto Arlt, the novel of a Buenos Aires of odd jobs, boarding houses and petty swindles that these painters knew well.',
    },
    address: 'Av. del Libertador 1473, CABA',
    highlight: false,
    state: 'published',
    exhibition: { opensIn: -21, closesIn: 42, playsBeforeOpening: false },
    likedBy: [],
    otherLikes: 58,
    image: 'tours/mnba-tiempos-dificiles-1200.webp',
  },
  {
    id: 'malba-cancion-del-pueblo',
    tematicId: 'malba',
    name: {
      es: 'La canción del pueblo: música y fiesta en la vanguardia',
      en: "The people's song: music and festivity in the avant-garde",
    },
    description: {
      es: 'En los años veinte, la vanguardia latinoamericana miró hacia la música: los músicos callejeros, los bailes de los pueblos y hasta un piano inventado. Esta muestra de la colección del MALBA junta tres obras pintadas entre 1927 y 1928 que se pueden escuchar con los ojos.',
      en: 'In the twenties the Latin American avant-garde turned to music: street musicians, village dances and even an invented piano. This exhibition from the MALBA collection brings together three works painted between 1927 and 1928 that you can hear with your eyes.',
    },
    resume: {
      es: 'Para seguir: escuchá las «Rítmicas» (1930) de Amadeo Roldán, el compositor cubano que en esos mismos años llevó los tambores afrocubanos a la orquesta sinfónica.',
      en: 'To keep going: listen to the "Rítmicas" (1930) by Amadeo Roldán, the Cuban composer who in those same years brought Afro-Cuban drums into the symphony orchestra.',
    },
    address: 'Av. Figueroa Alcorta 3415, CABA',
    highlight: false,
    state: 'published',
    exhibition: { opensIn: -84, closesIn: 5, playsBeforeOpening: false },
    likedBy: [],
    otherLikes: 187,
    image: 'tours/malba-cancion-del-pueblo-1200.webp',
  },
  {
    id: 'moderno-ellas-abstractas',
    tematicId: 'moderno',
    name: {
      es: 'Ellas, abstractas: Lidy Prati, Yente y Sarah Grilo',
      en: 'Women of abstraction: Lidy Prati, Yente and Sarah Grilo',
    },
    description: {
      es: 'La historia del arte abstracto argentino se contó durante años con nombres de varones. Esta muestra del Moderno pone en primer plano a tres artistas de su colección que hicieron abstracción desde los años cuarenta: la geometría exacta de Lidy Prati, los relieves y colores de Yente y la pintura libre de Sarah Grilo.',
      en: "For years the history of Argentine abstract art was told with men's names. This exhibition at the Moderno brings forward three artists from its collection who made abstract art from the forties on: the exact geometry of Lidy Prati, the reliefs and colours of Yente and the free painting of Sarah Grilo.",
    },
    resume: {
      es: 'Para seguir: buscá las fotografías de Grete Stern, otra artista que llegó a Buenos Aires en los años treinta y trabajó cerca de estos grupos de vanguardia.',
      en: 'To keep going: look up the photographs of Grete Stern, another artist who arrived in Buenos Aires in the thirties and worked close to these avant-garde groups.',
    },
    address: 'Av. San Juan 350, CABA',
    highlight: false,
    state: 'published',
    // Visitors planning their visit can listen to it before it opens.
    exhibition: { opensIn: 30, closesIn: 150, playsBeforeOpening: true },
    likedBy: [],
    otherLikes: 6,
    image: 'tours/moderno-ellas-abstractas-1200.webp',
  },
  {
    id: 'mnba-candido-lopez',
    tematicId: 'mnba',
    name: {
      es: 'Cándido López: la guerra pintada con la mano izquierda',
      en: 'Cándido López: the war painted with the left hand',
    },
    description: {
      es: 'Cándido López marchó a la guerra del Paraguay con su caja de pinturas y perdió el brazo derecho en Curupayti, en 1866. Aprendió a pintar con la izquierda y pasó el resto de su vida convirtiendo sus bocetos en vistas panorámicas de campamentos y batallas. Tres cuadros de la colección del Bellas Artes.',
      en: 'Cándido López went to the Paraguayan War with his box of paints and lost his right arm at Curupayty in 1866. He learned to paint with his left hand and spent the rest of his life turning his sketches into panoramic views of camps and battles. Three paintings from the Bellas Artes collection.',
    },
    resume: {
      es: 'Para seguir: leé «Hijo de hombre» (1960), de Augusto Roa Bastos, que cuenta la historia del Paraguay desde abajo, con la guerra como una herida que no cierra.',
      en: 'To keep going: read "Son of Man" (1960) by Augusto Roa Bastos, which tells the history of Paraguay from below, with the war as a wound that never heals.',
    },
    address: 'Av. del Libertador 1473, CABA',
    highlight: false,
    state: 'published',
    exhibition: { opensIn: -120, closesIn: -30, playsBeforeOpening: false },
    likedBy: [],
    otherLikes: 243,
    image: 'tours/mnba-candido-lopez-1200.webp',
  },
];

/** @type {DemoWork[]} */
export const works = [
  // mnba-realismo-social
  {
    id: 'giudici-sopa-de-los-pobres',
    expositionId: 'mnba-realismo-social',
    order: 1,
    name: { es: 'La sopa de los pobres', en: 'The Soup of the Poor' },
    description: {
      es: 'Óleo de 1884. Hombres, mujeres y niños pobres reciben un plato de sopa a la puerta de un convento. Giudici, formado en Italia, eligió un tema que la pintura de salón solía evitar.',
      en: 'Oil painting, 1884. Poor men, women and children receive a bowl of soup at the door of a convent. Giudici, trained in Italy, chose a subject that salon painting usually avoided.',
    },
    author: 'Reinaldo Giudici',
    room: { es: 'Sala 20, planta baja', en: 'Room 20, ground floor' },
    narration: {
      es: 'Empezamos con una escena de todos los días. A la puerta de un convento, hombres, mujeres y chicos esperan su plato de sopa. Reinaldo Giudici la pintó en 1884, cuando la pobreza casi no tenía lugar en las paredes de un museo. No hay héroes ni villanos, solo la rutina del hambre y de la caridad. Recorré los rostros uno por uno.',
      en: 'We begin with an everyday scene. At the door of a convent, men, women and children wait for their bowl of soup. Reinaldo Giudici painted it in 1884, when poverty had almost no place on the walls of a museum. There are no heroes and no villains, only the routine of hunger and charity. Take in the faces one by one.',
    },
    files: {
      mainImg: 'works/giudici-sopa-de-los-pobres-960.webp',
      map: 'maps/giudici-sopa-de-los-pobres-900.webp',
      'audio-es': 'audio/giudici-sopa-de-los-pobres-es.mp3',
      'audio-en': 'audio/giudici-sopa-de-los-pobres-en.mp3',
    },
  },
  {
    id: 'sivori-despertar-de-la-criada',
    expositionId: 'mnba-realismo-social',
    order: 2,
    name: { es: 'El despertar de la criada', en: 'The Maid Waking Up' },
    description: {
      es: 'Pintado en París en 1887 y aceptado en el Salón de ese año. Muestra a una criada desnuda que se levanta en su cuarto humilde. En Buenos Aires provocó escándalo: no era una diosa idealizada sino una trabajadora real.',
      en: "Painted in Paris in 1887 and accepted at that year's Salon. It shows a naked maid getting up in her humble room. In Buenos Aires it caused a scandal: she was not an idealized goddess but a real working woman.",
    },
    author: 'Eduardo Sívori',
    room: { es: 'Sala 21, planta baja', en: 'Room 21, ground floor' },
    narration: {
      es: 'Una mujer sentada en la cama empieza a vestirse. Es temprano y el cuarto es sencillo, sin ningún adorno. Eduardo Sívori la pintó en París en 1887, influido por el naturalismo de Zola. Cuando el cuadro llegó a Buenos Aires, molestó menos el desnudo que su condición: era una sirvienta, no una diosa.',
      en: 'A woman sitting on her bed begins to get dressed. It is early and the room is plain, without any ornament. Eduardo Sívori painted her in Paris in 1887, influenced by the naturalism of Zola. When the picture reached Buenos Aires, the nudity bothered people less than her status: she was a servant, not a goddess.',
    },
    files: {
      mainImg: 'works/sivori-despertar-de-la-criada-740.webp',
      map: 'maps/sivori-despertar-de-la-criada-900.webp',
      'audio-es': 'audio/sivori-despertar-de-la-criada-es.mp3',
      'audio-en': 'audio/sivori-despertar-de-la-criada-en.mp3',
    },
  },
  {
    id: 'carcova-sin-pan-y-sin-trabajo',
    expositionId: 'mnba-realismo-social',
    order: 3,
    name: { es: 'Sin pan y sin trabajo', en: 'Without Bread and Without Work' },
    description: {
      es: 'Óleo de 1894, considerado una de las primeras pinturas argentinas de contenido social. Un obrero desocupado mira por la ventana con el puño cerrado mientras su mujer amamanta a un bebé. Afuera se adivina una fábrica y una escena de represión.',
      en: 'Oil painting, 1894, regarded as one of the first Argentine paintings with a social message. An unemployed worker looks out of the window with a clenched fist while his wife nurses a baby. Outside we glimpse a factory and a scene of repression.',
    },
    author: 'Ernesto de la Cárcova',
    room: { es: 'Sala 23, planta baja', en: 'Room 23, ground floor' },
    narration: {
      es: 'Mirá primero la mesa: unas herramientas y ningún pan. El hombre, sin trabajo, aprieta el puño y mira por la ventana, donde se ven una fábrica y soldados frente a los obreros. La mujer, agotada, sostiene a su hijo. Ernesto de la Cárcova pintó esta escena en 1894 y la convirtió en un manifiesto silencioso sobre la desocupación.',
      en: 'Look first at the table: a few tools and no bread. The man, out of work, clenches his fist and looks out of the window, where we can see a factory and soldiers facing the workers. The woman, exhausted, holds their child. Ernesto de la Cárcova painted this scene in 1894 and turned it into a silent manifesto about unemployment.',
    },
    files: {
      mainImg: 'works/carcova-sin-pan-y-sin-trabajo-960.webp',
      map: 'maps/carcova-sin-pan-y-sin-trabajo-900.webp',
      'audio-es': 'audio/carcova-sin-pan-y-sin-trabajo-es.mp3',
      'audio-en': 'audio/carcova-sin-pan-y-sin-trabajo-en.mp3',
    },
  },
  {
    id: 'collivadino-hora-del-almuerzo',
    expositionId: 'mnba-realismo-social',
    order: 4,
    name: { es: 'La hora del almuerzo', en: 'Lunchtime' },
    description: {
      es: 'Óleo de 1903. Un grupo de trabajadores interrumpe la jornada para comer. Pío Collivadino, que después pintaría la Buenos Aires de puertos y usinas, encuentra aquí la dignidad de una pausa breve.',
      en: 'Oil painting, 1903. A group of workers stop for a meal. Pío Collivadino, who would later paint the Buenos Aires of docks and power plants, finds here the dignity of a short break.',
    },
    author: 'Pío Collivadino',
    room: { es: 'Sala 24, planta baja', en: 'Room 24, ground floor' },
    narration: {
      es: 'Después de tanta tensión, un respiro. Los trabajadores dejan las herramientas y se toman un rato para comer, lejos del ruido de la obra. Pío Collivadino pintó este cuadro en 1903. Más tarde sería el gran pintor de la ciudad moderna, con sus grúas y usinas. Aquí el tema no es la máquina, sino el cuerpo que descansa.',
      en: 'After so much tension, a breather. The workers put down their tools and take a moment to eat, away from the noise of the job. Pío Collivadino painted this picture in 1903. Later he would become the great painter of the modern city, with its cranes and power plants. Here the subject is not the machine but the resting body.',
    },
    files: {
      mainImg: 'works/collivadino-hora-del-almuerzo-960.webp',
      map: 'maps/collivadino-hora-del-almuerzo-900.webp',
      'audio-es': 'audio/collivadino-hora-del-almuerzo-es.mp3',
      'audio-en': 'audio/collivadino-hora-del-almuerzo-en.mp3',
    },
  },
  // mnba-pampa-y-frontera
  {
    id: 'pueyrredon-un-alto-en-el-campo',
    expositionId: 'mnba-pampa-y-frontera',
    order: 1,
    name: { es: 'Un alto en el campo', en: 'A Stop in the Countryside' },
    description: {
      es: 'Óleo de 1861. Jinetes y paisanos hacen una pausa en medio de la llanura. Prilidiano Pueyrredón, formado en Europa, fue uno de los primeros en hacer del campo bonaerense un tema de gran pintura.',
      en: 'Oil painting, 1861. Riders and country people take a break in the middle of the plain. Prilidiano Pueyrredón, trained in Europe, was one of the first to make the Buenos Aires countryside a subject for major painting.',
    },
    author: 'Prilidiano Pueyrredón',
    room: { es: 'Sala 31, primer piso', en: 'Room 31, first floor' },
    narration: {
      es: 'Todo aquí es calma: caballos, paisanos que hacen una pausa y una llanura que se pierde en el horizonte. Prilidiano Pueyrredón, hijo de un director supremo y formado en París, pintó esta escena en 1861. Su campo es ordenado y luminoso, casi idílico. Mientras lo mirás, preguntate qué conflictos de esos años quedaron fuera del cuadro.',
      en: 'Everything here is calm: horses, country people taking a break and a plain that fades into the horizon. Prilidiano Pueyrredón, son of a former head of state and trained in Paris, painted this scene in 1861. His countryside is orderly and bright, almost idyllic. As you look, ask yourself which conflicts of those years were left outside the frame.',
    },
    files: {
      mainImg: 'works/pueyrredon-un-alto-en-el-campo-960.webp',
      map: 'maps/pueyrredon-un-alto-en-el-campo-900.webp',
      'audio-es': 'audio/pueyrredon-un-alto-en-el-campo-es.mp3',
      'audio-en': 'audio/pueyrredon-un-alto-en-el-campo-en.mp3',
    },
  },
  {
    id: 'pueyrredon-domingo-en-san-isidro',
    expositionId: 'mnba-pampa-y-frontera',
    order: 2,
    name: {
      es: 'Un domingo en los suburbios de San Isidro',
      en: 'A Sunday in the Outskirts of San Isidro',
    },
    description: {
      es: 'Óleo de 1867. Una escena de ocio dominical en las quintas del norte de Buenos Aires. Pueyrredón retrata con detalle la vida tranquila de las afueras, a pocos años del final de su carrera.',
      en: 'Oil painting, 1867. A scene of Sunday leisure among the country houses north of Buenos Aires. Pueyrredón depicts in detail the quiet life on the outskirts, a few years before the end of his career.',
    },
    author: 'Prilidiano Pueyrredón',
    room: { es: 'Sala 32, primer piso', en: 'Room 32, first floor' },
    narration: {
      es: 'Es domingo en las afueras de la ciudad. San Isidro todavía era un paisaje de quintas, árboles y caminos de tierra. Pueyrredón pintó este cuadro en 1867 con la misma paciencia con que dibujaba planos de arquitectura. Seguí con la vista a cada figura: quién trabaja, quién descansa, quién mira. En esa diferencia también hay un retrato de la sociedad.',
      en: 'It is Sunday on the outskirts of the city. San Isidro was still a landscape of country houses, trees and dirt roads. Pueyrredón painted this picture in 1867 with the same patience he brought to his architectural drawings. Follow each figure with your eyes: who is working, who is resting, who is watching. That difference is also a portrait of society.',
    },
    files: {
      mainImg: 'works/pueyrredon-domingo-en-san-isidro-960.webp',
      map: 'maps/pueyrredon-domingo-en-san-isidro-900.webp',
      'audio-es': 'audio/pueyrredon-domingo-en-san-isidro-es.mp3',
      'audio-en': 'audio/pueyrredon-domingo-en-san-isidro-en.mp3',
    },
  },
  {
    id: 'lopez-batalla-de-curupayti',
    expositionId: 'mnba-pampa-y-frontera',
    order: 3,
    name: { es: 'Batalla de Curupaytí', en: 'Battle of Curupaytí' },
    description: {
      es: 'Cándido López combatió en la guerra del Paraguay y perdió la mano derecha en la batalla de Curupaytí, en 1866. Aprendió a pintar con la izquierda y, a partir de sus bocetos, reconstruyó la guerra en vistas panorámicas llenas de figuras diminutas.',
      en: 'Cándido López fought in the Paraguayan War and lost his right hand at the battle of Curupaytí in 1866. He learned to paint with his left hand and, working from his sketches, rebuilt the war in panoramic views full of tiny figures.',
    },
    author: 'Cándido López',
    room: { es: 'Sala 34, primer piso', en: 'Room 34, first floor' },
    narration: {
      es: 'Acercate y buscá a los soldados: son cientos, pequeños como hormigas, avanzando en filas hacia las trincheras. Cándido López estuvo ahí. En Curupaytí, en 1866, una granada le destrozó la mano derecha. Años después, pintando con la izquierda, volvió a esa batalla desde arriba y a la distancia, como si la memoria necesitara ver todo el campo a la vez.',
      en: 'Move closer and look for the soldiers: there are hundreds, as small as ants, advancing in lines towards the trenches. Cándido López was there. At Curupaytí, in 1866, a grenade shattered his right hand. Years later, painting with his left, he returned to that battle from above and from afar, as if memory needed to see the whole field at once.',
    },
    files: {
      mainImg: 'works/lopez-batalla-de-curupayti-980.webp',
      map: 'maps/lopez-batalla-de-curupayti-900.webp',
      'audio-es': 'audio/lopez-batalla-de-curupayti-es.mp3',
      'audio-en': 'audio/lopez-batalla-de-curupayti-en.mp3',
    },
  },
  {
    id: 'della-valle-vuelta-del-malon',
    expositionId: 'mnba-pampa-y-frontera',
    order: 4,
    name: { es: 'La vuelta del malón', en: 'The Return of the Raid' },
    description: {
      es: 'Óleo de 1892, exhibido al año siguiente en la Exposición Universal de Chicago. Un malón regresa con una cautiva, ganado y objetos religiosos robados. La obra justificaba la conquista del desierto; hoy se la lee también como propaganda.',
      en: "Oil painting, 1892, shown the following year at the World's Columbian Exposition in Chicago. A raiding party returns with a captive woman, cattle and stolen church objects. The painting justified the military conquest of the frontier; today it is also read as propaganda.",
    },
    author: 'Ángel Della Valle',
    room: { es: 'Sala 35, primer piso', en: 'Room 35, first floor' },
    narration: {
      es: 'El cielo es tormentoso y los caballos corren. En el centro, un jinete lleva a una mujer cautiva; otros cargan objetos de iglesia. Ángel Della Valle pintó esta escena en 1892, pocos años después de las campañas militares contra los pueblos indígenas. La imagen fue muy popular. Hoy vale la pena preguntarse a quién servía este relato y quién quedó sin voz.',
      en: 'The sky is stormy and the horses are galloping. In the center, a rider carries a captive woman; others carry church objects. Ángel Della Valle painted this scene in 1892, a few years after the military campaigns against the Indigenous peoples. The image was very popular. Today it is worth asking whom this story served and who was left without a voice.',
    },
    files: {
      mainImg: 'works/della-valle-vuelta-del-malon-960.webp',
      map: 'maps/della-valle-vuelta-del-malon-900.webp',
      'audio-es': 'audio/della-valle-vuelta-del-malon-es.mp3',
      'audio-en': 'audio/della-valle-vuelta-del-malon-en.mp3',
    },
  },
  {
    id: 'malharro-las-parvas',
    expositionId: 'mnba-pampa-y-frontera',
    order: 5,
    name: { es: 'Las parvas (La pampa de hoy)', en: "Haystacks (Today's Pampas)" },
    description: {
      es: 'Óleo de 1911. Martín Malharro, pionero del impresionismo en la Argentina, pinta la pampa ya convertida en campo de cultivo. La pincelada suelta y la luz reemplazan al relato épico.',
      en: 'Oil painting, 1911. Martín Malharro, a pioneer of Impressionism in Argentina, paints the pampas already turned into farmland. Loose brushwork and light replace the epic story.',
    },
    author: 'Martín Malharro',
    room: { es: 'Sala 37, primer piso', en: 'Room 37, first floor' },
    narration: {
      es: 'Terminamos con una pampa distinta. Ya no hay malones ni batallas: hay parvas de trigo bajo una luz cambiante. Martín Malharro conoció el impresionismo en París y lo trajo a Buenos Aires a comienzos del siglo veinte. Mirá cómo el color, y no el dibujo, construye la luz. El subtítulo lo dice todo: esta es la pampa de hoy.',
      en: 'We end with a different pampas. There are no raids or battles anymore, only stacks of wheat under changing light. Martín Malharro discovered Impressionism in Paris and brought it to Buenos Aires in the early twentieth century. Notice how color, not drawing, builds the light. The subtitle says it all: this is the pampas of today.',
    },
    files: {
      mainImg: 'works/malharro-las-parvas-960.webp',
      map: 'maps/malharro-las-parvas-900.webp',
      'audio-es': 'audio/malharro-las-parvas-es.mp3',
      'audio-en': 'audio/malharro-las-parvas-en.mp3',
    },
  },
  // mnba-mirar-y-ser-mirados
  {
    id: 'pueyrredon-manuelita-rosas',
    expositionId: 'mnba-mirar-y-ser-mirados',
    order: 1,
    name: { es: 'Retrato de Manuelita Rosas', en: 'Portrait of Manuelita Rosas' },
    description: {
      es: 'Óleo de 1851. Manuela Rosas, hija del gobernador, de pie y de cuerpo entero, con un vestido rojo punzó, el color del partido federal. Un cuadro alto, pensado para colgar en un salón y mirarse desde abajo.',
      en: "Oil painting, 1851. Manuela Rosas, the governor's daughter, standing at full length in a vermilion red dress, the colour of the Federalist party. A tall picture, made to hang in a drawing room and be looked up at.",
    },
    author: 'Prilidiano Pueyrredón',
    room: { es: 'Sala 40, segundo piso', en: 'Room 40, second floor' },
    narration: {
      es: 'Empezá por abajo y subí con la mirada, como quería el pintor. Los pies, el vestido rojo, las manos, y recién arriba la cara de Manuelita. En 1851 el rojo no era una elección de moda: era el color obligatorio de los federales. Pueyrredón la pintó serena y amable, para que la hija del gobernador suavizara la imagen de su padre.',
      en: "Start at the bottom and let your eyes climb, as the painter intended. The feet, the red dress, the hands, and only at the top Manuelita's face. In 1851 red was not a fashion choice: it was the compulsory colour of the Federalists. Pueyrredón painted her calm and kind, so that the governor's daughter would soften her father's image.",
    },
    files: {
      mainImg: 'works/pueyrredon-manuelita-rosas-660.webp',
      map: 'maps/pueyrredon-manuelita-rosas-900.webp',
      'audio-es': 'audio/pueyrredon-manuelita-rosas-es.mp3',
      'audio-en': 'audio/pueyrredon-manuelita-rosas-en.mp3',
    },
  },
  {
    id: 'monvoisin-soldado-de-la-guardia-de-rosas',
    expositionId: 'mnba-mirar-y-ser-mirados',
    order: 2,
    name: { es: 'Soldado de la guardia de Rosas', en: 'Soldier of the Rosas Guard' },
    description: {
      es: 'Óleo de 1842. Un soldado de la guardia del gobernador, con el chiripá y el poncho, posa como un personaje de novela. Monvoisin, un pintor francés de paso por el Río de la Plata, pintó a los criollos con ojos de viajero.',
      en: "Oil painting, 1842. A soldier of the governor's guard, in chiripá and poncho, poses like a character from a novel. Monvoisin, a French painter passing through the River Plate, painted the locals with a traveller's eyes.",
    },
    author: 'Raymond Monvoisin',
    room: { es: 'Sala 41, segundo piso', en: 'Room 41, second floor' },
    narration: {
      es: 'Este soldado no nos mira: mira hacia un costado, como si posara para un grabado de viaje. Monvoisin venía de París y buscaba lo pintoresco: el poncho, el chiripá, la piel curtida. Compará esta figura con Manuelita. Ella fue pintada para ser respetada; él, para ser mirado con curiosidad por ojos europeos.',
      en: 'This soldier does not look at us: he looks to one side, as if posing for a travel engraving. Monvoisin came from Paris and was looking for the picturesque: the poncho, the chiripá, the weathered skin. Compare this figure with Manuelita. She was painted to be respected; he was painted to be looked at with curiosity by European eyes.',
    },
    files: {
      mainImg: 'works/monvoisin-soldado-de-la-guardia-de-rosas-740.webp',
      map: 'maps/monvoisin-soldado-de-la-guardia-de-rosas-900.webp',
      'audio-es': 'audio/monvoisin-soldado-de-la-guardia-de-rosas-es.mp3',
      'audio-en': 'audio/monvoisin-soldado-de-la-guardia-de-rosas-en.mp3',
    },
  },
  {
    id: 'pueyrredon-el-bano',
    expositionId: 'mnba-mirar-y-ser-mirados',
    order: 3,
    name: { es: 'El baño', en: 'The Bath' },
    description: {
      es: 'Óleo de 1865. Una mujer desnuda, de espaldas, junto al agua. Es uno de los primeros desnudos de la pintura argentina y se mostró poco en su tiempo: el cuadro miraba lo que la sociedad porteña no quería que se mirara.',
      en: 'Oil painting, 1865. A naked woman, seen from behind, by the water. It is one of the first nudes in Argentine painting and was seldom shown in its day: the picture looked at what Buenos Aires society did not want looked at.',
    },
    author: 'Prilidiano Pueyrredón',
    room: { es: 'Sala 42, segundo piso', en: 'Room 42, second floor' },
    narration: {
      es: 'El mismo pintor del retrato de Manuelita pintó, catorce años después, este desnudo. Acá nadie posa para ser respetado. La mujer está de espaldas y no sabe que la miramos, y esa es justamente la incomodidad del cuadro. Durante años colgó en salas privadas, lejos del público.',
      en: "The same painter who made Manuelita's portrait painted this nude fourteen years later. Here nobody poses to be respected. The woman has her back to us and does not know we are looking, and that is exactly what makes the picture uncomfortable. For years it hung in private rooms, away from the public.",
    },
    files: {
      mainImg: 'works/pueyrredon-el-bano-960.webp',
      map: 'maps/pueyrredon-el-bano-900.webp',
      'audio-es': 'audio/pueyrredon-el-bano-es.mp3',
      'audio-en': 'audio/pueyrredon-el-bano-en.mp3',
    },
  },
  {
    id: 'fader-los-mantones-de-manila',
    expositionId: 'mnba-mirar-y-ser-mirados',
    order: 4,
    name: { es: 'Los mantones de Manila', en: 'The Manila Shawls' },
    description: {
      es: 'Óleo de 1914. Mujeres con mantones bordados, bañadas por una luz que se deshace en pinceladas. Fernando Fader deja de lado el retrato: lo que le importa es cómo la luz cae sobre la tela.',
      en: 'Oil painting, 1914. Women in embroidered shawls, bathed in a light that dissolves into brushstrokes. Fernando Fader leaves portraiture behind: what matters to him is how light falls on cloth.',
    },
    author: 'Fernando Fader',
    room: { es: 'Sala 44, segundo piso', en: 'Room 44, second floor' },
    narration: {
      es: 'Sesenta años después de Manuelita, las figuras ya no dicen quiénes son. Fader pinta mantones, flores bordadas y reflejos, y las caras casi desaparecen. Acercate y mirá las pinceladas sueltas; alejate y la tela vuelve a brillar. Al final del recorrido, la que posa es la luz.',
      en: 'Sixty years after Manuelita, the figures no longer tell us who they are. Fader paints shawls, embroidered flowers and reflections, and the faces almost disappear. Step closer and look at the loose brushstrokes; step back and the cloth shines again. At the end of the tour, what poses is the light.',
    },
    files: {
      mainImg: 'works/fader-los-mantones-de-manila-960.webp',
      map: 'maps/fader-los-mantones-de-manila-900.webp',
      'audio-es': 'audio/fader-los-mantones-de-manila-es.mp3',
      'audio-en': 'audio/fader-los-mantones-de-manila-en.mp3',
    },
  },
  // mnba-manet-a-picasso (draft)
  {
    id: 'manet-ninfa-sorprendida',
    expositionId: 'mnba-manet-a-picasso',
    order: 1,
    name: { es: 'La ninfa sorprendida', en: 'The Surprised Nymph' },
    description: {
      es: 'Óleo pintado entre 1859 y 1861. Una mujer desnuda, sorprendida mientras se baña, gira la cabeza hacia quien la mira. Es una de las obras tempranas de Manet y una de las joyas de la colección europea del museo.',
      en: "Oil painting made between 1859 and 1861. A naked woman, surprised while bathing, turns her head towards the viewer. It is one of Manet's early works and one of the gems of the museum's European collection.",
    },
    author: 'Édouard Manet',
    room: { es: 'Sala 16, planta baja', en: 'Room 16, ground floor' },
    narration: {
      es: 'La escena parece antigua: una ninfa en el bosque, un tema mitológico de siempre. Pero mirá sus ojos. No se esconde ni posa: nos mira a nosotros, como si la hubiéramos interrumpido. Édouard Manet la pintó hacia 1860, pocos años antes de escandalizar a París. Ese cruce de miradas es el comienzo de una pintura nueva.',
      en: 'The scene looks old: a nymph in the woods, a timeless mythological subject. But look at her eyes. She neither hides nor poses; she looks straight at us, as if we had interrupted her. Édouard Manet painted her around 1860, a few years before he scandalized Paris. That exchange of looks is the beginning of a new kind of painting.',
    },
    files: {
      mainImg: 'works/manet-ninfa-sorprendida-740.webp',
      map: 'maps/manet-ninfa-sorprendida-900.webp',
      'audio-es': 'audio/manet-ninfa-sorprendida-es.mp3',
      'audio-en': 'audio/manet-ninfa-sorprendida-en.mp3',
    },
  },
  {
    id: 'van-gogh-moulin-de-la-galette',
    expositionId: 'mnba-manet-a-picasso',
    order: 2,
    name: { es: 'El Moulin de la Galette', en: 'The Moulin de la Galette' },
    description: {
      es: 'Óleo de 1886, pintado en Montmartre durante los años parisinos de Van Gogh. El molino, que también era un salón de baile, aparece bajo un cielo amplio y claro. Su paleta empieza aquí a aclararse.',
      en: "Oil painting, 1886, made in Montmartre during Van Gogh's Paris years. The windmill, which was also a dance hall, stands under a wide, pale sky. His palette begins to brighten here.",
    },
    author: 'Vincent van Gogh',
    room: { es: 'Sala 17, planta baja', en: 'Room 17, ground floor' },
    narration: {
      es: 'Este es un Van Gogh antes del Van Gogh que todos conocemos. En 1886 se mudó a París con su hermano Theo y empezó a pintar los molinos de Montmartre, que entonces todavía era casi un pueblo. Los colores son suaves, el cielo ocupa mucho lugar. Fijate en las pinceladas cortas: ahí ya está la semilla de lo que vendrá.',
      en: 'This is a Van Gogh before the Van Gogh we all know. In 1886 he moved to Paris to live with his brother Theo and began painting the windmills of Montmartre, which was then still almost a village. The colors are soft and the sky takes up a lot of room. Notice the short brushstrokes: the seed of what is to come is already there.',
    },
    files: {
      mainImg: 'works/van-gogh-moulin-de-la-galette-740.webp',
      map: 'maps/van-gogh-moulin-de-la-galette-900.webp',
      'audio-es': 'audio/van-gogh-moulin-de-la-galette-es.mp3',
      'audio-en': 'audio/van-gogh-moulin-de-la-galette-en.mp3',
    },
  },
  {
    id: 'gauguin-vahine-no-te-miti',
    expositionId: 'mnba-manet-a-picasso',
    order: 3,
    name: { es: 'Vahine no te miti (Mujer del mar)', en: 'Vahine no te miti (Woman of the Sea)' },
    description: {
      es: 'Óleo de 1892, pintado durante la primera estadía de Gauguin en Tahití. Una mujer desnuda, de espaldas, frente a las olas. Los colores planos y arbitrarios rompen con la pintura de observación.',
      en: "Oil painting, 1892, made during Gauguin's first stay in Tahiti. A naked woman, seen from behind, faces the waves. The flat, arbitrary colors break with painting from observation.",
    },
    author: 'Paul Gauguin',
    room: { es: 'Sala 18, planta baja', en: 'Room 18, ground floor' },
    narration: {
      es: 'Una mujer, de espaldas, frente al mar. Las olas no son transparentes: son formas de color, casi decorativas. Paul Gauguin pintó esta obra en Tahití en 1892, buscando un paraíso que ya estaba transformado por el colonialismo. Disfrutá del color, pero recordá que esta es la mirada de un europeo que proyecta sus propios sueños.',
      en: 'A woman, seen from behind, facing the sea. The waves are not transparent; they are shapes of color, almost decorative. Paul Gauguin painted this work in Tahiti in 1892, looking for a paradise that colonialism had already transformed. Enjoy the color, but remember that this is the gaze of a European projecting his own dreams.',
    },
    files: {
      mainImg: 'works/gauguin-vahine-no-te-miti-740.webp',
      map: 'maps/gauguin-vahine-no-te-miti-900.webp',
      'audio-es': 'audio/gauguin-vahine-no-te-miti-es.mp3',
      'audio-en': 'audio/gauguin-vahine-no-te-miti-en.mp3',
    },
  },
  {
    id: 'picasso-mujer-acostada',
    expositionId: 'mnba-manet-a-picasso',
    order: 4,
    name: { es: 'Mujer acostada', en: 'Reclining Woman' },
    description: {
      es: 'Óleo de gran formato pintado en 1931, una de las piezas mayores del museo. El cuerpo se arma con curvas y planos de color que se pliegan sobre sí mismos. Es el final natural de un recorrido que empezó con la ninfa de Manet.',
      en: "Large oil painting made in 1931, one of the museum's major pieces. The body is built from curves and planes of color that fold in on themselves. It is the natural end of a tour that began with Manet's nymph.",
    },
    author: 'Pablo Picasso',
    room: { es: 'Sala 19, planta baja', en: 'Room 19, ground floor' },
    narration: {
      es: 'Volvemos al desnudo, el mismo tema con el que empezamos, pero ahora el cuerpo es otra cosa. Picasso lo pinta en 1931 con curvas que se enroscan, como si pudiéramos ver a la vez el frente, el perfil y la espalda. Ya no importa el parecido, sino el ritmo. En setenta años, la pintura aprendió a inventar su propia realidad.',
      en: 'We return to the nude, the same subject we began with, but now the body is something else. Picasso paints it in 1931 with curling forms, as if we could see the front, the profile and the back at once. Likeness no longer matters; rhythm does. In seventy years, painting had learned to invent its own reality.',
    },
    files: {
      mainImg: 'works/picasso-mujer-acostada-960.webp',
      map: 'maps/picasso-mujer-acostada-900.webp',
      'audio-es': 'audio/picasso-mujer-acostada-es.mp3',
      'audio-en': 'audio/picasso-mujer-acostada-en.mp3',
    },
  },
  // malba-vanguardias
  {
    id: 'rivera-retrato-gomez-de-la-serna',
    expositionId: 'malba-vanguardias',
    order: 1,
    name: {
      es: 'Retrato de Ramón Gómez de la Serna',
      en: 'Portrait of Ramón Gómez de la Serna',
    },
    description: {
      es: 'Óleo de 1915, pintado en París durante la etapa cubista de Diego Rivera. Retrata al escritor español Ramón Gómez de la Serna, inventor de las greguerías, entre fragmentos de objetos y planos superpuestos.',
      en: "Oil painting, 1915, made in Paris during Diego Rivera's Cubist period. It portrays the Spanish writer Ramón Gómez de la Serna, inventor of the greguería, among fragments of objects and overlapping planes.",
    },
    author: 'Diego Rivera',
    room: { es: 'Sala 2, primer piso', en: 'Room 2, first floor' },
    narration: {
      es: 'Antes de ser el gran muralista mexicano, Diego Rivera fue pintor cubista en París. En 1915 retrató a su amigo Ramón Gómez de la Serna, un escritor famoso por sus frases ingeniosas. Buscá su cara entre los planos quebrados: aparece y desaparece entre fragmentos de objetos. Es un retrato que hay que armar con la mirada.',
      en: 'Before he became the great Mexican muralist, Diego Rivera was a Cubist painter in Paris. In 1915 he portrayed his friend Ramón Gómez de la Serna, a writer famous for his witty one-liners. Look for his face among the broken planes: it appears and disappears among fragments of objects. It is a portrait you have to assemble with your eyes.',
    },
    files: {
      mainImg: 'works/rivera-retrato-gomez-de-la-serna-740.webp',
      map: 'maps/rivera-retrato-gomez-de-la-serna-900.webp',
      'audio-es': 'audio/rivera-retrato-gomez-de-la-serna-es.mp3',
      'audio-en': 'audio/rivera-retrato-gomez-de-la-serna-en.mp3',
    },
  },
  {
    id: 'xul-solar-nana-watzin',
    expositionId: 'malba-vanguardias',
    order: 2,
    name: { es: 'Nana Watzin', en: 'Nana Watzin' },
    description: {
      es: 'Acuarela de 1923, realizada poco antes del regreso de Xul Solar a Buenos Aires. Se inspira en el mito azteca de Nanahuatzin, el dios humilde que se arrojó al fuego para convertirse en el Sol.',
      en: 'Watercolor, 1923, made shortly before Xul Solar returned to Buenos Aires. It draws on the Aztec myth of Nanahuatzin, the humble god who threw himself into the fire to become the Sun.',
    },
    author: 'Xul Solar',
    room: { es: 'Sala 3, primer piso', en: 'Room 3, first floor' },
    narration: {
      es: 'Xul Solar inventaba idiomas, juegos y mitologías. Esta acuarela de 1923 cuenta la historia de Nanahuatzin, el más humilde de los dioses aztecas, que se arrojó a la hoguera para que naciera el Sol. Mirá los colores transparentes y las capas de la composición: la obra es pequeña, pero la escena es cósmica. Un mito americano contado con lenguaje de vanguardia.',
      en: 'Xul Solar invented languages, games and religions, and visual mythologies too. This 1923 watercolor tells the story of Nanahuatzin, the humblest of the Aztec gods, who threw himself into the fire so that the Sun could be born. Look at the transparent colors and the layers of the composition: the work is small, but the scene is cosmic. An American myth told in the language of the avant-garde.',
    },
    files: {
      mainImg: 'works/xul-solar-nana-watzin-960.webp',
      map: 'maps/xul-solar-nana-watzin-900.webp',
      'audio-es': 'audio/xul-solar-nana-watzin-es.mp3',
      'audio-en': 'audio/xul-solar-nana-watzin-en.mp3',
    },
  },
  {
    id: 'tarsila-abaporu',
    expositionId: 'malba-vanguardias',
    order: 3,
    name: { es: 'Abaporu', en: 'Abaporu' },
    description: {
      es: 'Óleo de 1928. Tarsila do Amaral se lo regaló a Oswald de Andrade, que lo tomó como punto de partida del Manifiesto antropófago. Su nombre viene del tupí y significa «hombre que come gente».',
      en: 'Oil painting, 1928. Tarsila do Amaral gave it to Oswald de Andrade, who took it as the starting point for the Cannibalist Manifesto. Its name comes from the Tupi language and means "man who eats people".',
    },
    author: 'Tarsila do Amaral',
    room: { es: 'Sala 4, primer piso', en: 'Room 4, first floor' },
    narration: {
      es: 'Un pie enorme, una mano gigante y una cabeza diminuta. Al lado, un cactus y un sol que parece una flor. Tarsila do Amaral pintó esta figura en 1928 como regalo para Oswald de Andrade. Él vio en ella una idea: devorar la cultura europea y digerirla para crear algo brasileño. Así nació la antropofagia, uno de los grandes movimientos del continente.',
      en: 'A huge foot, a giant hand and a tiny head. Beside them, a cactus and a sun that looks like a flower. Tarsila do Amaral painted this figure in 1928 as a gift for Oswald de Andrade. He saw an idea in it: devour European culture and digest it to create something Brazilian. That was the birth of Anthropophagy, one of the great movements of the continent.',
    },
    files: {
      mainImg: 'works/tarsila-abaporu-740.webp',
      map: 'maps/tarsila-abaporu-900.webp',
      'audio-es': 'audio/tarsila-abaporu-es.mp3',
      'audio-en': 'audio/tarsila-abaporu-en.mp3',
    },
  },
  {
    id: 'berni-manifestacion',
    expositionId: 'malba-vanguardias',
    order: 4,
    name: { es: 'Manifestación', en: 'Demonstration' },
    description: {
      es: 'Témpera sobre arpillera de 1934. Una multitud de trabajadores avanza con una pancarta que pide pan y trabajo. Antonio Berni retrata la crisis de los años treinta con rostros individuales, uno por uno.',
      en: 'Tempera on burlap, 1934. A crowd of workers moves forward behind a banner demanding bread and work. Antonio Berni portrays the crisis of the 1930s through individual faces, one by one.',
    },
    author: 'Antonio Berni',
    room: { es: 'Sala 6, primer piso', en: 'Room 6, first floor' },
    narration: {
      es: 'Mirá las caras, una por una. No es una masa anónima: jóvenes y viejos, hombres y mujeres, cansados y enojados. Detrás, una pancarta pide pan y trabajo, como el cuadro de Cárcova cuarenta años antes. Antonio Berni pintó esta multitud en 1934, en plena crisis, sobre arpillera, un material tan humilde como sus protagonistas.',
      en: 'Look at the faces, one by one. This is not an anonymous mass: young and old, men and women, tired and angry. Behind them, a banner asks for bread and work, echoing words Argentine painting had already used forty years earlier, with Ernesto de la Cárcova. Antonio Berni painted this crowd in 1934, in the middle of the crisis, on burlap, a material as humble as his subjects.',
    },
    files: {
      mainImg: 'works/berni-manifestacion-960.webp',
      map: 'maps/berni-manifestacion-900.webp',
      'audio-es': 'audio/berni-manifestacion-es.mp3',
      'audio-en': 'audio/berni-manifestacion-en.mp3',
    },
  },
  {
    id: 'kahlo-autorretrato-chango-loro',
    expositionId: 'malba-vanguardias',
    order: 5,
    name: {
      es: 'Autorretrato con chango y loro',
      en: 'Self-Portrait with Monkey and Parrot',
    },
    description: {
      es: 'Óleo de 1942. Frida Kahlo se pinta de frente, con un mono araña y un loro sobre los hombros, ante un fondo de hojas grandes. Es una de las obras más célebres de la colección.',
      en: 'Oil painting, 1942. Frida Kahlo paints herself face-on, with a spider monkey and a parrot on her shoulders, against a background of large leaves. It is one of the best-known works in the collection.',
    },
    author: 'Frida Kahlo',
    room: { es: 'Sala 7, primer piso', en: 'Room 7, first floor' },
    narration: {
      es: 'Frida Kahlo nos mira de frente, seria, sin una sonrisa. Sobre sus hombros, un mono y un loro, dos animales que vivían con ella en su casa de Coyoacán. Las hojas del fondo la encierran como una selva. Kahlo pintó muchos autorretratos porque pasaba largas temporadas en cama. Cada uno es una forma de decir: así me veo, así quiero ser vista.',
      en: 'Frida Kahlo looks straight at us, serious, without a smile. On her shoulders sit a monkey and a parrot, two animals that lived with her in Coyoacán. The leaves behind her close in like a jungle. Kahlo painted many self-portraits because she spent long periods in bed. Each one is a way of saying: this is how I see myself, this is how I want to be seen.',
    },
    files: {
      mainImg: 'works/kahlo-autorretrato-chango-loro-740.webp',
      map: 'maps/kahlo-autorretrato-chango-loro-900.webp',
      'audio-es': 'audio/kahlo-autorretrato-chango-loro-es.mp3',
      'audio-en': 'audio/kahlo-autorretrato-chango-loro-en.mp3',
    },
  },
  // malba-lo-fantastico (draft)
  {
    id: 'xul-solar-pareja',
    expositionId: 'malba-lo-fantastico',
    order: 1,
    name: { es: 'Pareja', en: 'Couple' },
    description: {
      es: 'Acuarela de 1923. Dos figuras se presentan rodeadas de signos y colores transparentes. Xul Solar mezcla astrología, utopía y humor en un formato pequeño que pide mirar de cerca.',
      en: 'Watercolor, 1923. Two figures appear surrounded by signs and transparent colors. Xul Solar mixes astrology, utopia and humor in a small format that asks to be seen up close.',
    },
    author: 'Xul Solar',
    room: { es: 'Sala 12, segundo piso', en: 'Room 12, second floor' },
    narration: {
      es: 'Acercate, porque esta obra es pequeña y está llena de detalles. Dos figuras, una pareja, aparecen rodeadas de colores transparentes y de signos que parecen escritura. Xul Solar creía que el arte podía ser un idioma universal y pasó la vida inventando uno. Intentá leer la imagen como un mensaje en clave: no hay una única respuesta correcta.',
      en: 'Come closer, because this work is small and full of details. Two figures, a couple, appear surrounded by transparent colors and signs that look like writing. Xul Solar believed that art could be a universal language and spent his life inventing one. Try to read the image as a coded message: there is no single right answer.',
    },
    files: {
      mainImg: 'works/xul-solar-pareja-740.webp',
      map: 'maps/xul-solar-pareja-900.webp',
      'audio-es': 'audio/xul-solar-pareja-es.mp3',
      'audio-en': 'audio/xul-solar-pareja-en.mp3',
    },
  },
  {
    id: 'batlle-planas-radiografia-paranoica',
    expositionId: 'malba-lo-fantastico',
    order: 2,
    name: { es: 'Radiografía paranoica', en: 'Paranoiac X-Ray' },
    description: {
      es: 'De la serie que Juan Batlle Planas inició en 1936, uno de los primeros conjuntos surrealistas del arte argentino. Formas orgánicas y huesos parecen vistos a través de una placa de rayos X.',
      en: 'From the series Juan Batlle Planas began in 1936, one of the first Surrealist groups of works in Argentine art. Organic shapes and bones seem to be seen through an X-ray plate.',
    },
    author: 'Juan Batlle Planas',
    room: { es: 'Sala 13, segundo piso', en: 'Room 13, second floor' },
    narration: {
      es: 'Parece una radiografía, pero de un cuerpo que no existe. Juan Batlle Planas, nacido en Cataluña y criado en la Argentina, empezó esta serie en 1936, cuando el surrealismo recién llegaba a Buenos Aires. Dejaba que la mano dibujara sola, sin plan, y después miraba qué aparecía. Mirá las formas un rato: tu propia imaginación va a completar el resto.',
      en: 'It looks like an X-ray, but of a body that does not exist. Juan Batlle Planas, born in Catalonia and raised in Argentina, began this series in 1936, when Surrealism was just reaching Buenos Aires. He let his hand draw on its own, without a plan, and then looked at what had appeared. Look at the shapes for a while: your own imagination will complete the rest.',
    },
    files: {
      mainImg: 'works/batlle-planas-radiografia-paranoica-740.webp',
      map: 'maps/batlle-planas-radiografia-paranoica-900.webp',
      'audio-es': 'audio/batlle-planas-radiografia-paranoica-es.mp3',
      'audio-en': 'audio/batlle-planas-radiografia-paranoica-en.mp3',
    },
  },
  {
    id: 'lam-omi-obini',
    expositionId: 'malba-lo-fantastico',
    order: 3,
    name: { es: 'Omi Obini', en: 'Omi Obini' },
    description: {
      es: 'Obra de 1943, pintada en Cuba tras el regreso de Wifredo Lam de Europa. Figuras híbridas, mitad humanas y mitad vegetales, evocan las religiones afrocubanas.',
      en: "A 1943 work, painted in Cuba after Wifredo Lam's return from Europe. Hybrid figures, half human and half plant, evoke Afro-Cuban religions.",
    },
    author: 'Wifredo Lam',
    room: { es: 'Sala 15, segundo piso', en: 'Room 15, second floor' },
    narration: {
      es: 'Wifredo Lam vivió en Europa, trabajó cerca de Picasso y de los surrealistas, y en 1941 volvió a Cuba. Allí su pintura cambió: aparecieron figuras que son a la vez cuerpo, planta y máscara, ligadas a las religiones afrocubanas. En esta obra de 1943, buscá dónde termina una figura y empieza la vegetación. Esa frontera borrosa es el tema.',
      en: 'Wifredo Lam lived in Europe, worked close to Picasso and the Surrealists, and in 1941 returned to Cuba. There his painting changed: figures appeared that are body, plant and mask at once, tied to Afro-Cuban religions. In this 1943 work, look for where one figure ends and the vegetation begins. That blurred border is the subject.',
    },
    files: {
      mainImg: 'works/lam-omi-obini-740.webp',
      map: 'maps/lam-omi-obini-900.webp',
      'audio-es': 'audio/lam-omi-obini-es.mp3',
      'audio-en': 'audio/lam-omi-obini-en.mp3',
    },
  },
  {
    id: 'varo-revelacion-o-el-relojero',
    expositionId: 'malba-lo-fantastico',
    order: 4,
    name: { es: 'Revelación o El relojero', en: 'Revelation or The Clockmaker' },
    description: {
      es: 'Óleo de 1955. Un relojero trabaja en un taller lleno de relojes cuando algo inesperado irrumpe por la ventana. Remedios Varo, española exiliada en México, pinta el tiempo como un misterio doméstico.',
      en: 'Oil painting, 1955. A clockmaker works in a room full of clocks when something unexpected bursts in through the window. Remedios Varo, a Spanish exile in Mexico, paints time as a domestic mystery.',
    },
    author: 'Remedios Varo',
    room: { es: 'Sala 16, segundo piso', en: 'Room 16, second floor' },
    narration: {
      es: 'Un relojero trabaja concentrado en un taller lleno de relojes. De pronto, algo entra por la ventana y lo interrumpe. Remedios Varo, nacida en España y exiliada en México, pintó esta escena en 1955 con la precisión de un miniaturista. Contá los relojes y fijate si marcan la misma hora. En su mundo, el tiempo nunca es una sola cosa.',
      en: 'A clockmaker works intently in a room full of clocks. Suddenly something comes in through the window and interrupts him. Remedios Varo, born in Spain and exiled in Mexico, painted this scene in 1955 with the precision of a miniaturist. Count the clocks and see whether they show the same time. In her world, time is never just one thing.',
    },
    files: {
      mainImg: 'works/varo-revelacion-o-el-relojero-960.webp',
      map: 'maps/varo-revelacion-o-el-relojero-900.webp',
      'audio-es': 'audio/varo-revelacion-o-el-relojero-es.mp3',
      'audio-en': 'audio/varo-revelacion-o-el-relojero-en.mp3',
    },
  },
  // moderno-materia-y-gesto
  {
    id: 'kemble-paisaje-suburbano',
    expositionId: 'moderno-materia-y-gesto',
    order: 1,
    name: { es: 'Paisaje suburbano', en: 'Suburban Landscape' },
    description: {
      es: 'De la serie que Kenneth Kemble realizó entre 1958 y 1961: collages de cartón, chapas oxidadas, arpillera y madera inspirados en las villas de Córdoba. Materiales humildes convertidos en pintura.',
      en: 'From the series Kenneth Kemble made between 1958 and 1961: collages of cardboard, rusty metal sheets, burlap and wood inspired by the shantytowns of Córdoba. Humble materials turned into painting.',
    },
    author: 'Kenneth Kemble',
    room: { es: 'Sala 3, planta baja', en: 'Room 3, ground floor' },
    narration: {
      es: 'Acá no hay pintura al óleo: hay cartón, chapa oxidada, arpillera y madera. Kenneth Kemble armó esta serie a partir de lo que vio en los asentamientos de Córdoba. Quería dos cosas: mostrar que los materiales más despreciados podían emocionar, y llevar esa realidad a las galerías del centro. Mirá las texturas de cerca, como si fueran pinceladas.',
      en: 'There is no oil paint here: there is cardboard, rusty metal sheeting, burlap and wood. Kenneth Kemble built this series from what he saw in the shantytowns of Córdoba. He wanted two things: to show that the most despised materials could move us, and to bring that reality into the downtown galleries. Look closely at the textures, as if they were brushstrokes.',
    },
    files: {
      mainImg: 'works/kemble-paisaje-suburbano-740.webp',
      map: 'maps/kemble-paisaje-suburbano-900.webp',
      'audio-es': 'audio/kemble-paisaje-suburbano-es.mp3',
      'audio-en': 'audio/kemble-paisaje-suburbano-en.mp3',
    },
  },
  {
    id: 'greco-sin-titulo',
    expositionId: 'moderno-materia-y-gesto',
    order: 2,
    name: { es: 'Sin título', en: 'Untitled' },
    description: {
      es: 'Pintura informalista de alrededor de 1960, de materia espesa y colores oscuros. Poco después, Alberto Greco dejaría la tela para señalar personas y objetos en la calle y firmarlos como obras: el Vivo-Dito.',
      en: 'An Informalist painting from around 1960, thick with paint and dark in color. Soon afterwards Alberto Greco would leave the canvas behind to point at people and objects in the street and sign them as works of art: the Vivo-Dito.',
    },
    author: 'Alberto Greco',
    room: { es: 'Sala 4, planta baja', en: 'Room 4, ground floor' },
    narration: {
      es: 'La pintura está espesa, raspada, casi sucia. No hay figura ni composición ordenada: hay materia y gesto. Alberto Greco fue uno de los protagonistas del informalismo porteño, pero no se quedó ahí. En 1962 salió a la calle con una tiza, encerró a personas en círculos y las firmó como obras. Este cuadro es el momento anterior a ese salto.',
      en: 'The paint is thick, scraped, almost dirty. There is no figure and no orderly composition, only matter and gesture. Alberto Greco was one of the leading figures of Buenos Aires Informalism, but he did not stop there. In 1962 he took to the street with a piece of chalk, drew circles around people and signed them as works. This painting is the moment just before that leap.',
    },
    files: {
      mainImg: 'works/greco-sin-titulo-740.webp',
      map: 'maps/greco-sin-titulo-900.webp',
      'audio-es': 'audio/greco-sin-titulo-es.mp3',
      'audio-en': 'audio/greco-sin-titulo-en.mp3',
    },
  },
  {
    id: 'de-la-vega-bestiario',
    expositionId: 'moderno-materia-y-gesto',
    order: 3,
    name: { es: 'De la serie Bestiario', en: 'From the Bestiario series' },
    description: {
      es: 'Jorge de la Vega, integrante de la Otra Figuración junto a Deira, Macció y Noé, pintó en 1964 una serie de criaturas deformes y burlonas. Mezcla pintura, collage y objetos pegados sobre la tela.',
      en: 'Jorge de la Vega, a member of the Otra Figuración group with Deira, Macció and Noé, painted a series of misshapen, mocking creatures in 1964. He combined paint, collage and objects glued to the canvas.',
    },
    author: 'Jorge de la Vega',
    room: { es: 'Sala 6, planta baja', en: 'Room 6, ground floor' },
    narration: {
      es: 'Estas criaturas dan un poco de miedo y un poco de risa. Jorge de la Vega las llamó su bestiario: monstruos hechos con pintura, collage y objetos pegados. Junto con Deira, Macció y Noé quiso volver a la figura sin abandonar la libertad del informalismo. Buscá ojos, bocas y patas: aparecen donde menos los esperás, como en un sueño inquieto.',
      en: 'These creatures are a little frightening and a little funny. Jorge de la Vega called them his bestiary: monsters made from paint, collage and glued objects. Together with Deira, Macció and Noé he wanted to return to the figure without giving up the freedom of Informalism. Look for eyes, mouths and legs: they turn up where you least expect them, as in a restless dream.',
    },
    files: {
      mainImg: 'works/de-la-vega-bestiario-960.webp',
      map: 'maps/de-la-vega-bestiario-900.webp',
      'audio-es': 'audio/de-la-vega-bestiario-es.mp3',
      'audio-en': 'audio/de-la-vega-bestiario-en.mp3',
    },
  },
  {
    id: 'renart-bio-cosmos',
    expositionId: 'moderno-materia-y-gesto',
    order: 4,
    name: { es: 'Bio-cosmos', en: 'Bio-cosmos' },
    description: {
      es: 'De la serie «Integralismo. Bio-cosmos» que Emilio Renart desarrolló a comienzos de los años sesenta. Obras híbridas entre pintura y escultura, con formas orgánicas que parecen brotar de la pared.',
      en: 'From the "Integralismo. Bio-cosmos" series that Emilio Renart developed in the early sixties. Hybrid works between painting and sculpture, with organic forms that seem to grow out of the wall.',
    },
    author: 'Emilio Renart',
    room: { es: 'Sala 7, planta baja', en: 'Room 7, ground floor' },
    narration: {
      es: '¿Es una pintura o una escultura? Emilio Renart no quería elegir. En su serie Bio-cosmos, las formas se hinchan, salen del plano y avanzan hacia nosotros como si estuvieran vivas. Parecen células, semillas o planetas. Caminá alrededor y mirala de costado: cambia según desde dónde la veas. Con ella cerramos un recorrido en el que la materia tomó la palabra.',
      en: 'Is it a painting or a sculpture? Emilio Renart did not want to choose. In his Bio-cosmos series, forms swell, leave the flat surface and move towards us as if they were alive. They look like cells, seeds or planets. Walk around it and look from the side: it changes depending on where you stand. With it we close a tour in which matter took the floor.',
    },
    files: {
      mainImg: 'works/renart-bio-cosmos-880.webp',
      map: 'maps/renart-bio-cosmos-900.webp',
      'audio-es': 'audio/renart-bio-cosmos-es.mp3',
      'audio-en': 'audio/renart-bio-cosmos-en.mp3',
    },
  },
  // moderno-invencion-concreta (draft)
  {
    id: 'maldonado-tres-zonas',
    expositionId: 'moderno-invencion-concreta',
    order: 1,
    name: {
      es: 'Tres zonas y dos temas circulares',
      en: 'Three Zones and Two Circular Themes',
    },
    description: {
      es: 'Óleo de 1953. Tomás Maldonado, figura central de la Asociación Arte Concreto-Invención, organiza el plano en zonas de color y dos motivos circulares. Poco después se iría a enseñar a la escuela de diseño de Ulm, en Alemania.',
      en: 'Oil painting, 1953. Tomás Maldonado, a central figure of the Asociación Arte Concreto-Invención, organizes the surface into zones of color and two circular motifs. Soon afterwards he left to teach at the Ulm School of Design in Germany.',
    },
    author: 'Tomás Maldonado',
    room: { es: 'Sala 11, primer piso', en: 'Room 11, first floor' },
    narration: {
      es: 'Nada aquí representa algo del mundo. No hay paisaje ni figura: hay zonas de color y dos formas circulares, puestas con precisión. Tomás Maldonado pensaba que el arte concreto debía inventar, no imitar. Este cuadro es de 1953; al año siguiente se fue a enseñar diseño a Alemania. Fijate cómo el ojo salta de una zona a otra.',
      en: 'Nothing here represents anything in the world. There is no landscape and no figure, only zones of color and two circular shapes, placed with precision. Tomás Maldonado believed that concrete art should invent, not imitate. This painting dates from 1953; the next year he left to teach design in Germany. Notice how your eye jumps from one zone to another.',
    },
    files: {
      mainImg: 'works/maldonado-tres-zonas-880.webp',
      map: 'maps/maldonado-tres-zonas-900.webp',
      'audio-es': 'audio/maldonado-tres-zonas-es.mp3',
      'audio-en': 'audio/maldonado-tres-zonas-en.mp3',
    },
  },
  {
    id: 'hlito-ritmos-cromaticos',
    expositionId: 'moderno-invencion-concreta',
    order: 2,
    name: { es: 'Ritmos cromáticos', en: 'Chromatic Rhythms' },
    description: {
      es: 'De la serie que Alfredo Hlito pintó a fines de los años cuarenta. Líneas y rectángulos de color se reparten sobre un fondo claro, como notas en una partitura.',
      en: 'From the series Alfredo Hlito painted in the late 1940s. Lines and rectangles of color are spread across a light ground, like notes on a score.',
    },
    author: 'Alfredo Hlito',
    room: { es: 'Sala 12, primer piso', en: 'Room 12, first floor' },
    narration: {
      es: 'El título ya lo dice: ritmos de color. Alfredo Hlito reparte líneas y pequeños rectángulos sobre un fondo claro, con pausas y repeticiones, como si compusiera música. Fue uno de los artistas concretos más rigurosos de Buenos Aires. Probá leer el cuadro de izquierda a derecha, como una partitura, y después al revés. ¿Cambia la melodía?',
      en: 'The title says it all: rhythms of color. Alfredo Hlito spreads lines and small rectangles over a light ground, with pauses and repetitions, as if he were composing music. He was one of the most rigorous concrete artists in Buenos Aires. Try reading the painting from left to right, like a score, and then the other way round. Does the melody change?',
    },
    files: {
      mainImg: 'works/hlito-ritmos-cromaticos-740.webp',
      map: 'maps/hlito-ritmos-cromaticos-900.webp',
      'audio-es': 'audio/hlito-ritmos-cromaticos-es.mp3',
      'audio-en': 'audio/hlito-ritmos-cromaticos-en.mp3',
    },
  },
  {
    id: 'mac-entyre-pintura-generativa',
    expositionId: 'moderno-invencion-concreta',
    order: 3,
    name: { es: 'Pintura generativa', en: 'Generative Painting' },
    description: {
      es: 'Eduardo Mac Entyre fundó con Miguel Ángel Vidal el arte generativo hacia 1960. Finísimas líneas curvas se repiten y desplazan hasta generar formas que parecen vibrar.',
      en: 'Eduardo Mac Entyre founded generative art with Miguel Ángel Vidal around 1960. Very fine curved lines repeat and shift until they generate shapes that seem to vibrate.',
    },
    author: 'Eduardo Mac Entyre',
    room: { es: 'Sala 13, primer piso', en: 'Room 13, first floor' },
    narration: {
      es: 'Mirá fijo el centro durante unos segundos. Las líneas, finísimas, empiezan a moverse aunque sabés que están quietas. Eduardo Mac Entyre llamó a esto pintura generativa: una forma simple, como un círculo, se repite y se desplaza hasta generar otra forma nueva. Es matemática, pero el efecto es casi musical. Alejate un paso y volvé a mirar.',
      en: 'Stare at the center for a few seconds. The very fine lines start to move, even though you know they are still. Eduardo Mac Entyre called this generative painting: a simple shape, such as a circle, is repeated and shifted until it generates a new one. It is mathematics, but the effect is almost musical. Step back and look again.',
    },
    files: {
      mainImg: 'works/mac-entyre-pintura-generativa-880.webp',
      map: 'maps/mac-entyre-pintura-generativa-900.webp',
      'audio-es': 'audio/mac-entyre-pintura-generativa-es.mp3',
      'audio-en': 'audio/mac-entyre-pintura-generativa-en.mp3',
    },
  },
  {
    id: 'tomasello-atmosfera-cromoplastica',
    expositionId: 'moderno-invencion-concreta',
    order: 4,
    name: { es: 'Atmósfera cromoplástica', en: 'Chromoplastic Atmosphere' },
    description: {
      es: 'Luis Tomasello, platense radicado en París desde 1957, trabajó en esta serie con relieves blancos cubiertos de pequeños cubos. Sus caras ocultas están pintadas y reflejan un halo de color sobre el fondo.',
      en: 'Luis Tomasello, born in La Plata and based in Paris from 1957, made this series of white reliefs covered with small cubes. Their hidden faces are painted and cast a halo of color onto the background.',
    },
    author: 'Luis Tomasello',
    room: { es: 'Sala 15, primer piso', en: 'Room 15, first floor' },
    narration: {
      es: 'A primera vista todo es blanco: un relieve con pequeños cubos ordenados. Pero movete un poco. Luis Tomasello pintó las caras de los cubos que no vemos, y el color aparece reflejado en el fondo, como una sombra luminosa. La obra cambia con la luz del día y con cada paso. Con ella, la pintura concreta se vuelve experiencia y movimiento.',
      en: 'At first sight everything is white: a relief with small cubes in neat rows. But move a little. Luis Tomasello painted the faces of the cubes that we cannot see, and the color appears reflected on the background, like a luminous shadow. The work changes with the daylight and with every step. Here concrete painting becomes experience and movement.',
    },
    files: {
      mainImg: 'works/tomasello-atmosfera-cromoplastica-880.webp',
      map: 'maps/tomasello-atmosfera-cromoplastica-900.webp',
      'audio-es': 'audio/tomasello-atmosfera-cromoplastica-es.mp3',
      'audio-en': 'audio/tomasello-atmosfera-cromoplastica-en.mp3',
    },
  },
  // mnba-tiempos-dificiles (a temporary exhibition)
  {
    id: 'berni-primeros-pasos',
    expositionId: 'mnba-tiempos-dificiles',
    order: 1,
    name: { es: 'Primeros pasos', en: 'First Steps' },
    description: {
      es: 'Óleo de 1937. En un cuarto modesto, una niña vestida de blanco ensaya unos pasos mientras una mujer trabaja a su lado. Berni, de vuelta de París, pinta la vida de los barrios con la nitidez de un retrato.',
      en: 'Oil painting, 1937. In a plain room a girl dressed in white tries out a few steps while a woman works beside her. Berni, back from Paris, paints the life of the poorer districts with the sharpness of a portrait.',
    },
    author: 'Antonio Berni',
    room: { es: 'Sala 33, primer piso', en: 'Room 33, first floor' },
    narration: {
      es: 'Empezamos en una casa sencilla. Una nena vestida de blanco prueba sus primeros pasos, y a su lado una mujer sigue con su trabajo. Antonio Berni pintó esta escena en 1937, después de años en París. No hay pobreza dramática ni heroísmo: hay una tarde cualquiera, pintada con una precisión que obliga a mirar despacio cada cosa.',
      en: 'We begin in a simple home. A little girl dressed in white tries her first steps, and beside her a woman carries on with her work. Antonio Berni painted this scene in 1937, after years in Paris. There is no dramatic poverty and no heroism: just an ordinary afternoon, painted with a precision that makes you look slowly at every thing.',
    },
    files: {
      mainImg: 'works/berni-primeros-pasos-740.webp',
      map: 'maps/berni-primeros-pasos-900.webp',
      'audio-es': 'audio/berni-primeros-pasos-es.mp3',
      'audio-en': 'audio/berni-primeros-pasos-en.mp3',
    },
  },
  {
    id: 'spilimbergo-la-planchadora',
    expositionId: 'mnba-tiempos-dificiles',
    order: 2,
    name: { es: 'La planchadora', en: 'The Ironing Woman' },
    description: {
      es: 'Óleo de 1936. Una mujer de cuerpo macizo plancha en silencio. Spilimbergo, que había estudiado la pintura del Renacimiento italiano, le da a un trabajo doméstico la quietud y el peso de una figura clásica.',
      en: 'Oil painting, 1936. A solidly built woman irons in silence. Spilimbergo, who had studied the painting of the Italian Renaissance, gives a household chore the stillness and weight of a classical figure.',
    },
    author: 'Lino Enea Spilimbergo',
    room: { es: 'Sala 34, primer piso', en: 'Room 34, first floor' },
    narration: {
      es: 'Mirá las manos y los brazos: son enormes, firmes, como de estatua. Lino Enea Spilimbergo pintó a esta planchadora en 1936. Había estudiado a los maestros italianos del Renacimiento y usó esa lección para algo nuevo: darle a una trabajadora de barrio la dignidad que antes tenían los santos y los reyes. El gesto es mínimo y el cuadro, monumental.',
      en: "Look at the hands and arms: they are huge and steady, like a statue's. Lino Enea Spilimbergo painted this ironing woman in 1936. He had studied the Italian masters of the Renaissance, and he used that lesson for something new: to give a working woman from the neighbourhood the dignity once kept for saints and kings. The gesture is small and the picture monumental.",
    },
    files: {
      mainImg: 'works/spilimbergo-la-planchadora-740.webp',
      map: 'maps/spilimbergo-la-planchadora-900.webp',
      'audio-es': 'audio/spilimbergo-la-planchadora-es.mp3',
      'audio-en': 'audio/spilimbergo-la-planchadora-en.mp3',
    },
  },
  {
    id: 'forner-el-drama',
    expositionId: 'mnba-tiempos-dificiles',
    order: 3,
    name: { es: 'El drama', en: 'The Drama' },
    description: {
      es: 'Óleo de 1942, de la serie con la que Raquel Forner respondió a la Guerra Civil Española y a la Segunda Guerra Mundial. Figuras de mujeres, ruinas y símbolos se reúnen en un escenario de pesadilla.',
      en: 'Oil painting, 1942, from the series in which Raquel Forner answered the Spanish Civil War and the Second World War. Women, ruins and symbols gather on a nightmare stage.',
    },
    author: 'Raquel Forner',
    room: { es: 'Sala 36, primer piso', en: 'Room 36, first floor' },
    narration: {
      es: 'Terminamos lejos de casa. Raquel Forner siguió desde Buenos Aires la guerra en España y después la guerra mundial, y en 1942 pintó este escenario de ruinas. Las protagonistas son mujeres que esperan, lloran o miran a lo lejos. No hay batalla a la vista, solo lo que queda después. Es la manera de Forner de decir que la guerra también llega a quienes no pelean.',
      en: "We end far from home. From Buenos Aires, Raquel Forner followed the war in Spain and then the world war, and in 1942 she painted this stage of ruins. Its protagonists are women who wait, weep or stare into the distance. No battle is in sight, only what is left afterwards. It is Forner's way of saying that war also reaches those who do not fight.",
    },
    files: {
      mainImg: 'works/forner-el-drama-960.webp',
      map: 'maps/forner-el-drama-900.webp',
      'audio-es': 'audio/forner-el-drama-es.mp3',
      'audio-en': 'audio/forner-el-drama-en.mp3',
    },
  },
  // malba-cancion-del-pueblo (a temporary exhibition)
  {
    id: 'pettoruti-cancion-del-pueblo',
    expositionId: 'malba-cancion-del-pueblo',
    order: 1,
    name: { es: 'La canción del pueblo', en: "The People's Song" },
    description: {
      es: 'Óleo de 1927. Músicos populares con sus instrumentos, compuestos con planos de color recortados y superpuestos. Pettoruti había conocido el cubismo y el futurismo en Europa y los trajo a Buenos Aires, donde su muestra de 1924 causó escándalo.',
      en: 'Oil painting, 1927. Popular musicians with their instruments, built from cut-out, overlapping planes of colour. Pettoruti had met Cubism and Futurism in Europe and brought them to Buenos Aires, where his 1924 exhibition caused a scandal.',
    },
    author: 'Emilio Pettoruti',
    room: { es: 'Sala 14, segundo piso', en: 'Room 14, second floor' },
    narration: {
      es: 'Empezamos con una canción que no se oye. Emilio Pettoruti pintó en 1927 a unos músicos populares, pero los armó con planos de color, como un rompecabezas. Buscá los instrumentos y las manos entre las formas. Cuando mostró este tipo de pintura en Buenos Aires, hubo insultos y peleas en la sala. Hoy parece una partitura hecha de colores.',
      en: 'We begin with a song you cannot hear. In 1927 Emilio Pettoruti painted a group of popular musicians, but he built them out of planes of colour, like a puzzle. Look for the instruments and the hands among the shapes. When he showed this kind of painting in Buenos Aires, there were insults and scuffles in the gallery. Today it looks like a score made of colours.',
    },
    files: {
      mainImg: 'works/pettoruti-cancion-del-pueblo-740.webp',
      map: 'maps/pettoruti-cancion-del-pueblo-900.webp',
      'audio-es': 'audio/pettoruti-cancion-del-pueblo-es.mp3',
      'audio-en': 'audio/pettoruti-cancion-del-pueblo-en.mp3',
    },
  },
  {
    id: 'rivera-baile-en-tehuantepec',
    expositionId: 'malba-cancion-del-pueblo',
    order: 2,
    name: { es: 'Baile en Tehuantepec', en: 'Dance in Tehuantepec' },
    description: {
      es: 'Óleo de 1928. Parejas de Tehuantepec, en el istmo de Oaxaca, bailan en una fiesta: las mujeres con el traje de tehuana, los hombres de blanco. Rivera, ya lejos del cubismo, pinta el México indígena que defendían los muralistas.',
      en: 'Oil painting, 1928. Couples from Tehuantepec, on the isthmus of Oaxaca, dance at a festival: the women in Tehuana dress, the men in white. Rivera, far from Cubism by now, paints the Indigenous Mexico that the muralists championed.',
    },
    author: 'Diego Rivera',
    room: { es: 'Sala 15, segundo piso', en: 'Room 15, second floor' },
    narration: {
      es: 'Trece años después de su retrato cubista, Diego Rivera pinta otra cosa. Estamos en Tehuantepec, en el sur de México, en plena fiesta. Las mujeres llevan sus trajes bordados y los hombres, camisas blancas. Seguí el ritmo del cuadro: las figuras se repiten como pasos de baile. Para Rivera, esta era la modernidad de América: mirar a su propia gente.',
      en: "Thirteen years after his Cubist portrait, Diego Rivera paints something else. We are in Tehuantepec, in the south of Mexico, in the middle of a festival. The women wear their embroidered dresses and the men white shirts. Follow the rhythm of the picture: the figures repeat like dance steps. For Rivera, this was America's modernity: looking at its own people.",
    },
    files: {
      mainImg: 'works/rivera-baile-en-tehuantepec-960.webp',
      map: 'maps/rivera-baile-en-tehuantepec-900.webp',
      'audio-es': 'audio/rivera-baile-en-tehuantepec-es.mp3',
      'audio-en': 'audio/rivera-baile-en-tehuantepec-en.mp3',
    },
  },
  {
    id: 'xul-solar-drago',
    expositionId: 'malba-cancion-del-pueblo',
    order: 3,
    name: { es: 'Drago', en: 'Dragon' },
    description: {
      es: 'Acuarela de 1927. Un dragón atraviesa el cielo cargado de figuras y banderas. Xul Solar, que también inventó un piano de teclado propio y una escritura musical, imaginaba un continente unido por símbolos.',
      en: 'Watercolour, 1927. A dragon crosses the sky laden with figures and flags. Xul Solar, who also invented a piano with a keyboard of his own and a way of writing music, imagined a continent united by symbols.',
    },
    author: 'Xul Solar',
    room: { es: 'Sala 16, segundo piso', en: 'Room 16, second floor' },
    narration: {
      es: 'Cerramos con un dragón. Xul Solar lo pintó en 1927, volando sobre un cielo claro, con figuras y banderas a cuestas. Xul no solo pintaba: reformó el teclado del piano e inventó una notación musical. Mirá cómo los colores se ordenan como notas en un pentagrama. Es la fiesta más rara de la muestra: un desfile en el aire.',
      en: 'We close with a dragon. Xul Solar painted it in 1927, flying across a clear sky, carrying figures and flags. Xul did not only paint: he redesigned the piano keyboard and invented a musical notation. See how the colours fall into order like notes on a stave. It is the strangest festival in the exhibition: a parade in the air.',
    },
    files: {
      mainImg: 'works/xul-solar-drago-960.webp',
      map: 'maps/xul-solar-drago-900.webp',
      'audio-es': 'audio/xul-solar-drago-es.mp3',
      'audio-en': 'audio/xul-solar-drago-en.mp3',
    },
  },
  // moderno-ellas-abstractas (a temporary exhibition)
  {
    id: 'prati-concreto',
    expositionId: 'moderno-ellas-abstractas',
    order: 1,
    name: { es: 'Concreto', en: 'Concrete' },
    description: {
      es: 'Óleo de 1945. Lidy Prati, fundadora de la Asociación Arte Concreto-Invención, ordena pequeños planos de color puro sobre un fondo claro. Nada representa nada: la pintura es un objeto en sí misma.',
      en: 'Oil painting, 1945. Lidy Prati, a founder of the Asociación Arte Concreto-Invención, arranges small planes of pure colour on a light ground. Nothing stands for anything: the painting is an object in itself.',
    },
    author: 'Lidy Prati',
    room: { es: 'Sala 21, segundo piso', en: 'Room 21, second floor' },
    narration: {
      es: 'Esta pintura es de 1945, el año en que nació en Buenos Aires el arte concreto. Lidy Prati estuvo entre sus fundadores, aunque durante décadas los libros hablaron sobre todo de sus compañeros varones. Mirá cómo cada cuadrado de color tiene su lugar exacto. Si moviéramos uno solo, el equilibrio del conjunto se perdería.',
      en: 'This painting dates from 1945, the year concrete art was born in Buenos Aires. Lidy Prati was among its founders, although for decades the books talked mostly about her male colleagues. See how each square of colour has its exact place. If we moved just one, the balance of the whole would be lost.',
    },
    files: {
      mainImg: 'works/prati-concreto-880.webp',
      map: 'maps/prati-concreto-900.webp',
      'audio-es': 'audio/prati-concreto-es.mp3',
      'audio-en': 'audio/prati-concreto-en.mp3',
    },
  },
  {
    id: 'yente-composicion',
    expositionId: 'moderno-ellas-abstractas',
    order: 2,
    name: { es: 'Composición', en: 'Composition' },
    description: {
      es: 'Óleo de 1950. Yente, nombre de artista de Eugenia Crenovich, llegó a la abstracción después de pasar por la figuración y el surrealismo. Aquí el color avanza en franjas que parecen vibrar.',
      en: 'Oil painting, 1950. Yente, the artist name of Eugenia Crenovich, came to abstraction after figuration and Surrealism. Here colour moves forward in bands that seem to vibrate.',
    },
    author: 'Yente (Eugenia Crenovich)',
    room: { es: 'Sala 22, segundo piso', en: 'Room 22, second floor' },
    narration: {
      es: 'Yente firmaba así, con un apodo de la infancia. Se llamaba Eugenia Crenovich y fue compañera de Juan del Prete, pero su obra tiene voz propia. En esta composición de 1950 las franjas de color parecen moverse si uno se queda quieto frente a ellas. Probá: acercate y después alejate unos pasos.',
      en: "Yente signed her work like that, with a childhood nickname. Her name was Eugenia Crenovich, and she was Juan del Prete's partner, but her work has a voice of its own. In this 1950 composition the bands of colour seem to move if you stand still in front of them. Try it: step closer, then a few steps back.",
    },
    files: {
      mainImg: 'works/yente-composicion-740.webp',
      map: 'maps/yente-composicion-900.webp',
      'audio-es': 'audio/yente-composicion-es.mp3',
      'audio-en': 'audio/yente-composicion-en.mp3',
    },
  },
  {
    id: 'grilo-pintura',
    expositionId: 'moderno-ellas-abstractas',
    order: 3,
    name: { es: 'Pintura', en: 'Painting' },
    description: {
      es: 'Óleo de 1961. Después de su etapa geométrica, Sarah Grilo dejó que el gesto y las manchas ocuparan la tela. Fue parte del grupo de los Artistas Modernos de la Argentina y luego se instaló en Nueva York.',
      en: 'Oil painting, 1961. After her geometric period, Sarah Grilo let gesture and stains take over the canvas. She belonged to the group of the Artistas Modernos de la Argentina and later settled in New York.',
    },
    author: 'Sarah Grilo',
    room: { es: 'Sala 23, segundo piso', en: 'Room 23, second floor' },
    narration: {
      es: 'Terminamos con la artista que rompió su propia regla. Sarah Grilo empezó con geometría precisa, y hacia 1960 dejó que la mano corriera libre. Mirá las manchas, los rastros del pincel y los colores que se pisan. Al año siguiente se fue a vivir a Nueva York. Es la misma búsqueda que la de Prati y Yente, por otro camino.',
      en: "We end with the artist who broke her own rule. Sarah Grilo began with precise geometry, and around 1960 she let her hand run free. Look at the stains, the traces of the brush and the colours laid over one another. The following year she moved to New York. It is the same search as Prati's and Yente's, by another road.",
    },
    files: {
      mainImg: 'works/grilo-pintura-880.webp',
      map: 'maps/grilo-pintura-900.webp',
      'audio-es': 'audio/grilo-pintura-es.mp3',
      'audio-en': 'audio/grilo-pintura-en.mp3',
    },
  },
  // mnba-candido-lopez (a temporary exhibition)
  {
    id: 'lopez-campamento-frente-a-uruguayana',
    expositionId: 'mnba-candido-lopez',
    order: 1,
    name: {
      es: 'Campamento argentino frente a Uruguayana',
      en: 'Argentine Camp outside Uruguaiana',
    },
    description: {
      es: 'Óleo sobre tela, de la serie que Cándido López pintó a partir de los bocetos que tomó en el frente. Las carpas del ejército se alinean en una llanura inmensa, en 1865, durante el sitio de Uruguayana.',
      en: 'Oil on canvas, from the series Cándido López painted from the sketches he made at the front. The army tents line up on an immense plain in 1865, during the siege of Uruguaiana.',
    },
    author: 'Cándido López',
    room: { es: 'Sala 42, segundo piso', en: 'Room 42, second floor' },
    narration: {
      es: 'Todo empieza con una espera. En 1865 el ejército argentino acampó frente a Uruguayana, y Cándido López, soldado y pintor, dibujó lo que veía. Contá las carpas, los caballos y las figuritas que cocinan o conversan. López miraba desde arriba y muy lejos, como si quisiera que no se le escapara nadie.',
      en: 'It all begins with waiting. In 1865 the Argentine army camped outside Uruguaiana, and Cándido López, soldier and painter, drew what he saw. Count the tents, the horses and the tiny figures cooking or talking. López looked from high up and far away, as if he wanted no one to escape him.',
    },
    files: {
      mainImg: 'works/lopez-campamento-frente-a-uruguayana-980.webp',
      map: 'maps/lopez-campamento-frente-a-uruguayana-900.webp',
      'audio-es': 'audio/lopez-campamento-frente-a-uruguayana-es.mp3',
      'audio-en': 'audio/lopez-campamento-frente-a-uruguayana-en.mp3',
    },
  },
  {
    id: 'lopez-desembarco-frente-a-curupayti',
    expositionId: 'mnba-candido-lopez',
    order: 2,
    name: {
      es: 'Desembarco del ejército argentino frente a las trincheras de Curupayti',
      en: 'Landing of the Argentine Army before the Trenches of Curupayty',
    },
    description: {
      es: 'Óleo sobre tela. Las tropas bajan de los barcos a orillas del río Paraguay, en septiembre de 1866, días antes del ataque a Curupayti, donde López perdería el brazo derecho.',
      en: 'Oil on canvas. The troops come ashore from the boats on the banks of the Paraguay River in September 1866, days before the attack on Curupayty, where López would lose his right arm.',
    },
    author: 'Cándido López',
    room: { es: 'Sala 43, segundo piso', en: 'Room 43, second floor' },
    narration: {
      es: 'Ahora estamos a orillas del río Paraguay, en septiembre de 1866. Los soldados desembarcan ordenados, casi en fila, y el paisaje es enorme y tranquilo. Cándido López todavía no lo sabía, pero días después, en el ataque a Curupayti, una granada le destrozaría la mano derecha. Todo lo que ves lo pintó años más tarde, con la izquierda.',
      en: 'Now we are on the banks of the Paraguay River, in September 1866. The soldiers come ashore in good order, almost in line, and the landscape is huge and calm. Cándido López did not know it yet, but days later, in the attack on Curupayty, a shell would shatter his right hand. Everything you see he painted years later, with his left.',
    },
    files: {
      mainImg: 'works/lopez-desembarco-frente-a-curupayti-980.webp',
      map: 'maps/lopez-desembarco-frente-a-curupayti-900.webp',
      'audio-es': 'audio/lopez-desembarco-frente-a-curupayti-es.mp3',
      'audio-en': 'audio/lopez-desembarco-frente-a-curupayti-en.mp3',
    },
  },
  {
    id: 'lopez-despues-de-curupayti',
    expositionId: 'mnba-candido-lopez',
    order: 3,
    name: { es: 'Después de la batalla de Curupayti', en: 'After the Battle of Curupayty' },
    description: {
      es: 'Óleo sobre tela de 1893. El campo después del ataque fracasado del 22 de septiembre de 1866: muertos, heridos y soldados que los recogen. Es una de las imágenes más duras de la guerra del Paraguay.',
      en: 'Oil on canvas, 1893. The field after the failed attack of 22 September 1866: the dead, the wounded and the soldiers gathering them. It is one of the harshest images of the Paraguayan War.',
    },
    author: 'Cándido López',
    room: { es: 'Sala 44, segundo piso', en: 'Room 44, second floor' },
    narration: {
      es: 'Terminamos donde López dejó de ser soldado. Este es el campo de Curupayti después del ataque, sembrado de muertos y heridos. Lo pintó en 1893, casi treinta años más tarde, con la mano izquierda y con el mismo cuidado por cada detalle. No hay gloria en esta escena. Es un testimonio, y quizás también una despedida.',
      en: 'We end where López stopped being a soldier. This is the field of Curupayty after the attack, strewn with the dead and the wounded. He painted it in 1893, almost thirty years later, with his left hand and the same care for every detail. There is no glory in this scene. It is a testimony, and perhaps a farewell too.',
    },
    files: {
      mainImg: 'works/lopez-despues-de-curupayti-980.webp',
      map: 'maps/lopez-despues-de-curupayti-900.webp',
      'audio-es': 'audio/lopez-despues-de-curupayti-es.mp3',
      'audio-en': 'audio/lopez-despues-de-curupayti-en.mp3',
    },
  },
];

/** @type {DemoComment[]} */
export const comments = [
  {
    id: 'comment-01',
    expositionId: 'mnba-realismo-social',
    userId: 'demo-visitor',
    comment:
      'Había visto «Sin pan y sin trabajo» mil veces en los libros, pero nunca me había fijado en la ventana. El audio me la hizo ver.',
    createdAt: '2026-10-03T15:12:00Z',
  },
  {
    id: 'comment-02',
    expositionId: 'mnba-realismo-social',
    userId: 'demo-visitor-2',
    comment: 'Muy buen recorrido, cortito y claro. Me quedé con ganas de uno dedicado a Berni.',
    createdAt: '2026-10-05T18:40:00Z',
  },
  {
    id: 'comment-03',
    expositionId: 'malba-vanguardias',
    userId: 'demo-visitor',
    comment: '¡Abaporu en vivo es otra cosa! 😍 Gracias por la recomendación del manifiesto.',
    createdAt: '2026-10-11T16:05:00Z',
  },
  {
    id: 'comment-04',
    expositionId: 'malba-vanguardias',
    userId: 'demo-visitor-2',
    comment:
      'Great tour. I brought a friend who does not speak Spanish and the English audio was easy to follow.',
    createdAt: '2026-10-12T20:30:00Z',
  },
  {
    id: 'comment-05',
    expositionId: 'moderno-materia-y-gesto',
    userId: 'demo-visitor-2',
    comment:
      'Fui el domingo con mi hermana. Lo de Kemble con chapas y arpillera nos sorprendió a los dos.',
    createdAt: '2026-10-18T14:22:00Z',
  },
  {
    id: 'comment-06',
    expositionId: 'mnba-pampa-y-frontera',
    userId: 'demo-visitor',
    comment:
      'La historia de Cándido López me emocionó: volver a pintar con la mano izquierda después de la guerra.',
    createdAt: '2026-10-20T17:48:00Z',
  },
  {
    id: 'comment-07',
    expositionId: 'moderno-materia-y-gesto',
    userId: 'demo-visitor',
    comment: 'Corto y justo. Ideal para hacer después de almorzar en San Telmo.',
    createdAt: '2026-10-24T13:10:00Z',
  },
];
