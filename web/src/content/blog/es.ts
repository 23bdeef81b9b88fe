// The blog's posts in Spanish ("tú", neutral), written from ./en.ts for Spanish readers, not word for word.
// No imports: the browser tests read it as it is; ./posts.ts checks its shape where it loads it.

const texts = {
  'collect-every-guest-photo': {
    title: 'Cómo reunir todas las fotos que toman tus invitados',
    excerpt:
      'La mayoría de las fotos de una boda nunca salen del teléfono en el que se tomaron. Unas pocas decisiones lo cambian.',
    content: [
      'En una boda de cien invitados se toman varios miles de fotos, y la pareja suele ver unas cuantas docenas, semanas después, en algún chat de grupo. Las fotos no se pierden porque la gente no quiera compartirlas; se pierden porque compartir es una tarea más.',
      'Reduce todo a un solo paso. Un único enlace, impreso en una tarjeta en cada mesa, funciona mejor que un hashtag, que un álbum compartido que exige crear una cuenta o que una petición enviada después de la luna de miel. Tus invitados suben las fotos con el momento todavía fresco, desde el navegador que ya tienen.',
      'Pídelo dos veces: una en la invitación («trae tu teléfono, queremos tus fotos») y otra el mismo día, cuando alguien lo anuncie por el micrófono después de la cena. La segunda petición es la que funciona.',
      'Y luego da las gracias donde todos lo vean. Cuando las fotos aprobadas aparecen en la presentación del salón, los invitados se ven en la pantalla, y las diez fotos siguientes llegan en cuestión de minutos.',
    ],
    tags: ['fotos de invitados', 'códigos QR', 'presentación'],
  },
  'wedding-page-checklist': {
    title: 'Lista de verificación para la página de tu boda',
    excerpt: 'Fecha, lugar, mapa y plazo para confirmar: lo que buscan tus invitados, en el orden en que lo buscan.',
    content: [
      'Tus invitados abren tu página por tres motivos: saber cuándo y dónde, confirmar su asistencia y, el mismo día, compartir fotos. Pon eso primero.',
      'Escribe el nombre del lugar y la dirección completa, y marca el punto en el mapa: «el viejo molino» es clarísimo para ti y un misterio para un taxista. Añade el nombre y el teléfono de una persona de contacto para el día de la boda.',
      'Fija el plazo de confirmación una semana antes de que el catering necesite las cifras, y aclara en una línea si los niños o los acompañantes son bienvenidos. Los invitados pueden cambiar su respuesta desde el mismo teléfono, así que un «quizás» temprano no cuesta nada.',
      'Por último, una foto de portada y unas palabras en «Sobre nuestra celebración». Es lo último que leen tus invitados y lo que más tiempo recuerdan.',
    ],
    tags: ['confirmaciones', 'lista de verificación', 'página del evento'],
  },
  'pin-or-link': {
    title: '¿PIN o solo enlace? Cómo elegir la privacidad de tu galería',
    excerpt:
      'Para la mayoría de las bodas, un enlace es lo bastante privado. Te contamos cuándo vale la pena añadir un PIN.',
    content: [
      'Todas las páginas de evento son privadas por defecto: no aparecen en ningún listado y se pide a los buscadores que no las indexen, así que solo quien tenga el enlace puede encontrarlas.',
      'Un PIN añade una segunda llave. Tiene sentido cuando el enlace va a llegar más lejos que la lista de invitados: impreso en tarjetas en un lugar público, publicado en un chat de grupo enorme o reenviado por ese tío tan conversador.',
      'Elige de 4 a 8 dígitos que no sean la fecha de la boda. El servidor cuenta los intentos fallidos de cada dispositivo y lo hace esperar tras 10 intentos erróneos en 15 minutos, así que un PIN corto no es una puerta abierta.',
      'Si cambias el PIN, a los invitados que tengan la página abierta se les pedirá el nuevo, y puedes volver a compartirlo el mismo día.',
    ],
    tags: ['privacidad', 'PIN', 'seguridad'],
  },
  'engagement-party-photos': {
    title: 'Empieza en la fiesta de compromiso',
    excerpt: 'Tu fiesta de compromiso es un ensayo de la boda, también para las cámaras de tus invitados.',
    content: [
      'Una fiesta de compromiso es pequeña, relajada y está llena de las personas que estarán en la boda. Es el lugar perfecto para probar tu página de fotos antes del día que de verdad importa.',
      'Crea un evento para la fiesta, pon el código QR en la mesa de las bebidas y observa qué pasa: quién sube fotos, cuáles te encantan, qué harías de otra manera.',
      'Después, descarga el ZIP y guárdalo junto a tus planes de boda. Las mejores fotos del compromiso suelen acabar como portada de la página de la boda.',
    ],
    tags: ['compromiso', 'códigos QR'],
  },
  'paperless-wedding': {
    title: 'Una boda más ligera, con menos papel',
    excerpt:
      'Invitaciones, tarjetas de respuesta y cámaras desechables: todo suma. Una sola página sustituye a casi todo.',
    content: [
      'Un juego de invitaciones impresas con tarjetas de respuesta, una cámara desechable en cada mesa y un álbum impreso para los padres de cada uno: cada cosa es preciosa, pero juntas suman mucho papel, plástico y gastos de envío.',
      'Una página de evento reúne los detalles, recibe las confirmaciones y recoge las fotos. Guarda el papel para lo que lo merece: una invitación bonita y una tarjeta de mesa con un código QR.',
      'Las cámaras desechables son la costumbre más difícil de dejar, porque a los invitados les encantan. Una presentación con sus propias fotos en la pantalla del salón es lo más parecido, y no hay que revelar nada.',
    ],
    tags: ['sostenibilidad', 'invitaciones', 'confirmaciones'],
  },
  'photo-etiquette-for-guests': {
    title: 'Etiqueta fotográfica para invitados',
    excerpt:
      'Teléfonos abajo durante los votos y generosidad después: una guía breve para compartir con tus invitados.',
    content: [
      'Durante la ceremonia, deja trabajar al equipo de fotografía. Una fila de teléfonos en alto acaba en cada foto profesional del pasillo, y las parejas lo notan.',
      'Después de la ceremonia, todo lo contrario: toma las fotos espontáneas que el equipo de fotografía no puede captar, en tu mesa, en la pista de baile, en el pasillo. Esas son las que las parejas más atesoran.',
      'Comparte las buenas, no las cuarenta del mismo momento. Y pregunta antes de publicar fotos de otros invitados en cualquier otro sitio: la galería de la pareja está moderada; tus redes sociales, no.',
    ],
    tags: ['etiqueta', 'fotos de invitados'],
  },
  'co-hosts-share-the-work': {
    title: 'Reparte el trabajo: coanfitriones para tu evento',
    excerpt: 'El gran día no vas a estar revisando fotos. Alguien de confianza puede hacerlo por ti.',
    content: [
      'Las fotos llegan más rápido justo cuando menos tiempo tienes. Un coanfitrión (un hermano, una amiga o quien organiza tu boda) puede aprobarlas mientras bailas, y la presentación nunca se detiene.',
      'Invita a tus coanfitriones con el correo electrónico de su cuenta; ellos aceptan la invitación desde su panel. A partir de ahí pueden editar los detalles, moderar las fotos y leer las confirmaciones; solo tú puedes desactivar el evento, eliminarlo o invitar a más anfitriones.',
      'Si prefieres no revisar nada, activa la aprobación automática para esa noche y repasa las fotos a la mañana siguiente: al rechazar una, desaparece al instante de todas las páginas abiertas.',
    ],
    tags: ['coanfitriones', 'moderación'],
  },
};

export default texts;
