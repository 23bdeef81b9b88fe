// The blog's posts in German ("du"), written from ./en.ts for German readers, not word for word. No imports:
// the browser tests read it as it is; ./posts.ts checks its shape where it loads it.

const texts = {
  'collect-every-guest-photo': {
    title: 'So sammelst du jedes Foto, das deine Gäste machen',
    excerpt:
      'Die meisten Hochzeitsfotos verlassen nie das Handy, mit dem sie gemacht wurden. Ein paar kleine Entscheidungen ändern das.',
    content: [
      'Auf einer Hochzeit mit hundert Gästen entstehen mehrere tausend Fotos, und das Brautpaar sieht davon meist ein paar Dutzend, Wochen später, in irgendeinem Gruppenchat. Die Fotos gehen nicht verloren, weil niemand sie teilen will, sondern weil Teilen eben noch eine Sache mehr auf der Liste ist.',
      'Mach daraus einen einzigen Schritt. Ein Link, auf eine Karte an jedem Tisch gedruckt, schlägt jeden Hashtag, jedes geteilte Album mit Kontozwang und jede Bitte, die erst nach den Flitterwochen rausgeht. Deine Gäste laden hoch, solange der Moment noch frisch ist, direkt im Browser, den sie sowieso haben.',
      'Bitte zweimal darum: einmal in der Einladung („Bringt eure Handys mit, wir wollen eure Fotos!“) und einmal am Tag selbst, wenn jemand es nach dem Essen ins Mikrofon sagt. Die zweite Bitte ist die, die wirkt.',
      'Und dann bedank dich dort, wo alle es sehen. Sobald freigegebene Fotos in der Diashow im Saal auftauchen, entdecken deine Gäste ihr eigenes Bild auf der Leinwand, und die nächsten zehn Uploads folgen innerhalb von Minuten.',
    ],
    tags: ['Gästefotos', 'QR-Codes', 'Diashow'],
  },
  'wedding-page-checklist': {
    title: 'Die Checkliste für deine Hochzeitsseite',
    excerpt:
      'Datum, Location, Karte, Frist für die Rückmeldung: wonach Gäste suchen, in genau der Reihenfolge, in der sie suchen.',
    content: [
      'Gäste öffnen deine Seite aus drei Gründen: um zu erfahren, wann und wo gefeiert wird, um zu- oder abzusagen und am Tag selbst, um Fotos zu teilen. Genau das gehört nach oben.',
      'Schreib den Namen der Location und die vollständige Adresse hin und setz eine Markierung auf der Karte: „Die alte Mühle“ ist für dich eindeutig, für den Taxifahrer ein Rätsel. Ergänze eine Ansprechperson mit Telefonnummer für den Tag selbst.',
      'Leg die Frist für die Rückmeldungen eine Woche vor den Tag, an dem dein Caterer die Gästezahl braucht, und schreib in einem Satz, ob Kinder oder Begleitungen willkommen sind. Gäste können ihre Antwort vom selben Handy aus ändern, ein frühes „Vielleicht“ kostet also nichts.',
      'Zum Schluss ein Titelbild und ein paar Worte unter „Über unser Fest“. Diesen Teil lesen Gäste zuletzt, und an ihn erinnern sie sich am längsten.',
    ],
    tags: ['Zusage', 'Checkliste', 'Eventseite'],
  },
  'pin-or-link': {
    title: 'PIN oder nur der Link? Wie privat deine Galerie sein soll',
    excerpt: 'Für die meisten Hochzeiten ist ein Link privat genug. Hier liest du, wann sich eine PIN lohnt.',
    content: [
      'Jede Eventseite ist von Haus aus privat: Sie wird nirgends aufgelistet, und Suchmaschinen werden gebeten, sie nicht zu indexieren. Finden kann sie also nur, wer den Link hat.',
      'Eine PIN ist ein zweiter Schlüssel. Sie lohnt sich, wenn der Link weiter wandert als die Gästeliste reicht: auf gedruckten Karten in einer öffentlichen Location, in einem großen Gruppenchat oder weitergeleitet vom redseligen Onkel.',
      'Wähl 4 bis 8 Ziffern, die nicht euer Hochzeitsdatum sind. Der Server zählt Fehlversuche pro Gerät und lässt ein Gerät nach 10 falschen Versuchen innerhalb von 15 Minuten warten. Auch eine kurze PIN ist also kein offenes Scheunentor.',
      'Wenn du die PIN änderst, werden Gäste mit geöffneter Seite nach der neuen gefragt, und du kannst sie am Tag selbst noch einmal weitergeben.',
    ],
    tags: ['Privatsphäre', 'PIN', 'Sicherheit'],
  },
  'engagement-party-photos': {
    title: 'Fang bei der Verlobungsfeier an',
    excerpt: 'Deine Verlobungsfeier ist die Generalprobe für die Hochzeit, auch für die Kameras deiner Gäste.',
    content: [
      'Eine Verlobungsfeier ist klein, entspannt und voller Menschen, die auch bei der Hochzeit dabei sein werden. Der perfekte Rahmen, um deine Fotoseite auszuprobieren, bevor es wirklich darauf ankommt.',
      'Leg ein Event für die Feier an, stell den QR-Code auf den Getränketisch und schau, was passiert: Wer lädt hoch, welche Fotos liebst du, was würdest du anders machen?',
      'Lade danach die ZIP-Datei herunter und leg sie zu deinen Hochzeitsplänen. Die schönsten Verlobungsfotos landen oft als Titelbild auf der Hochzeitsseite.',
    ],
    tags: ['Verlobung', 'QR-Codes'],
  },
  'paperless-wedding': {
    title: 'Eine leichtere Hochzeit mit weniger Papier',
    excerpt:
      'Einladungen, Antwortkarten und Einwegkameras summieren sich. Eine einzige Seite ersetzt das meiste davon.',
    content: [
      'Gedruckte Einladungen samt Antwortkarten, eine Einwegkamera auf jedem Tisch und ein gedrucktes Album für beide Elternpaare: Jedes für sich ist schön, zusammen ist es eine Menge Papier, Plastik und Porto.',
      'Eine Eventseite enthält alle Details, nimmt die Rückmeldungen entgegen und sammelt die Fotos. Heb dir das Papier für das auf, was es verdient: eine schöne Einladung und eine Tischkarte mit QR-Code.',
      'Von Einwegkameras trennt man sich am schwersten, denn Gäste lieben sie. Eine Diashow mit ihren eigenen Fotos auf der Leinwand der Location kommt dem am nächsten, und entwickeln lassen musst du nichts.',
    ],
    tags: ['Nachhaltigkeit', 'Einladungen', 'Zusage'],
  },
  'photo-etiquette-for-guests': {
    title: 'Foto-Knigge für Gäste',
    excerpt:
      'Handys runter beim Jawort, danach großzügig teilen: ein kurzer Leitfaden, den du an deine Gäste weitergeben kannst.',
    content: [
      'Während der Trauung haben die Profis mit der Kamera das Sagen. Eine Reihe hochgehaltener Handys landet auf jedem professionellen Bild vom Gang zum Altar, und das fällt jedem Brautpaar auf.',
      'Nach der Trauung gilt das Gegenteil: Mach die ungestellten Fotos, die die Profis nicht machen können, an deinem Tisch, auf der Tanzfläche, im Flur. Genau die sind es, die Brautpaare am meisten lieben.',
      'Teil die gelungenen Bilder, nicht alle vierzig vom selben Moment. Und frag, bevor du Fotos von anderen Gästen anderswo teilst: In der Galerie des Brautpaars wird jedes Foto erst freigegeben, in deinem Social-Media-Feed nicht.',
    ],
    tags: ['Knigge', 'Gästefotos'],
  },
  'co-hosts-share-the-work': {
    title: 'Verteil die Arbeit: Mitgastgeber für dein Event',
    excerpt: 'Am großen Tag wirst du keine Fotos prüfen. Jemand, dem du vertraust, schon.',
    content: [
      'Fotos kommen genau dann am schnellsten, wenn du am meisten zu tun hast. Ein Mitgastgeber, etwa deine Schwester, ein guter Freund oder deine Hochzeitsplanung, kann sie freigeben, während du tanzt, und die Diashow läuft weiter.',
      'Lade Mitgastgeber über die E-Mail-Adresse ihres Kontos ein; sie nehmen die Einladung in ihrer Übersicht an. Danach können sie Details bearbeiten, Fotos freigeben und Rückmeldungen lesen. Das Event abschalten, löschen oder weitere Gastgeber einladen kannst nur du.',
      'Wenn du gar nicht prüfen möchtest, schalte für den Abend die automatische Freigabe ein und geh die Fotos am nächsten Morgen durch: Lehnst du eines ab, verschwindet es sofort von jeder geöffneten Seite.',
    ],
    tags: ['Mitgastgeber', 'Freigabe'],
  },
};

export default texts;
