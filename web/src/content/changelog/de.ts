// The release notes in German ("du"), written from ./en.ts for German readers, not word for word. No imports:
// the browser tests read it as it is; ./releases.ts checks its shape where it loads it.

const texts = {
  'v1.2.0': {
    title: 'Freigabe in Echtzeit, die Diashow für die Location und der Admin-Bereich',
    changes: [
      'Dein Uploads-Tab aktualisiert sich live, während Gäste hochladen; Freigaben erscheinen innerhalb einer Sekunde in geöffneten Gästegalerien.',
      'Eine Vollbild-Diashow unter /e/dein-link/live für die Leinwand vor Ort, mit einem QR-Code, der alle im Saal zum Mitmachen einlädt.',
      'Lade alle freigegebenen Originale als eine ZIP-Datei und alle Rückmeldungen als CSV-Datei herunter.',
      'Mitgastgeber: Hol dir deine Schwester oder deine Hochzeitsplanung dazu, um gemeinsam Fotos freizugeben und Rückmeldungen zu lesen.',
      'Ein Kontaktformular und ein Formular für Vertriebsanfragen, die direkt in unserem Support-Postfach landen.',
      'Ein Super-Admin-Bereich für Nutzer, Events, das Entfernen von Inhalten, den Posteingang und das Protokoll.',
    ],
  },
  'v1.1.0': {
    title: 'Die Gästeseite',
    changes: [
      'Eine Seite für Gäste, gemacht fürs Handy, mit Countdown, allen Details, Karte und PIN-Abfrage.',
      'Rückmeldungen mit Personenzahl und Notizen; Gäste können ihre Antwort 30 Tage lang vom selben Handy aus ändern.',
      'Fotos direkt aus dem Browser hochladen, auch HEIC-Fotos vom iPhone, bis zu 25 MB pro Foto.',
      'Jedes Foto wird geprüft, richtig herum gedreht und ohne Standortdaten kopiert, bevor Gäste es sehen.',
    ],
  },
  'v1.0.0': {
    title: 'Events für Gastgeber',
    changes: [
      'Registriere dich und leg ein Event mit eigenem Link, Location, Kartenmarkierung und Titelbild an.',
      'Optionale PIN, Sichtbarkeit nur über den Link, Events jederzeit aktivieren oder deaktivieren.',
      'Eine Übersicht deiner Events mit Countdowns, Zahlen und einem Teilen-Menü.',
      'QR-Codes und eine druckbare Tischkarte für jedes Event.',
    ],
  },
};

export default texts;
