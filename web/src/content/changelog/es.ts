// The release notes in Spanish ("tú", neutral), written from ./en.ts for Spanish readers, not word for word.
// No imports: the browser tests read it as it is; ./releases.ts checks its shape where it loads it.

const texts = {
  'v1.2.0': {
    title: 'Moderación en directo, la presentación para el salón y el panel de administración',
    changes: [
      'Tu pestaña de subidas se actualiza en directo mientras los invitados suben fotos; lo que apruebas llega a las galerías abiertas en menos de un segundo.',
      'Una presentación a pantalla completa en /e/tu-enlace/live para la pantalla del salón, con un código QR que invita a todos a participar.',
      'Descarga todos los originales aprobados en un solo ZIP y todas las confirmaciones en un archivo CSV.',
      'Coanfitriones: suma a un familiar o a quien organiza tu boda para moderar y leer las confirmaciones contigo.',
      'Un formulario de contacto y otro de consultas comerciales que llegan a nuestro buzón de soporte.',
      'Un panel de superadministración para usuarios, eventos, retiradas de contenido, el buzón y el registro de auditoría.',
    ],
  },
  'v1.1.0': {
    title: 'La página de invitados',
    changes: [
      'Una página para invitados pensada primero para el móvil, con cuenta atrás, los detalles, un mapa y acceso con PIN.',
      'Confirmaciones con número de personas y notas; los invitados pueden cambiar su respuesta desde el mismo teléfono durante 30 días.',
      'Subida de fotos desde el navegador, incluidas las fotos HEIC del iPhone, de hasta 25 MB cada una.',
      'Cada foto se revisa, se endereza y se copia sin datos de ubicación antes de que la vean los invitados.',
    ],
  },
  'v1.0.0': {
    title: 'Eventos para anfitriones',
    changes: [
      'Regístrate y crea un evento con su propio enlace, lugar, ubicación en el mapa y foto de portada.',
      'PIN opcional, visibilidad solo con el enlace, y activa o desactiva un evento cuando quieras.',
      'Un panel con tus eventos, con cuentas atrás, cifras y un menú para compartir.',
      'Códigos QR y una tarjeta de mesa imprimible para cada evento.',
    ],
  },
};

export default texts;
