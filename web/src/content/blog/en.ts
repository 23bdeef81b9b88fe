// The blog's posts in English, the source the other languages are written from (./posts.ts has their
// facts). No imports: the browser tests read it as it is; ./posts.ts checks its shape where it loads it.

const texts = {
  'collect-every-guest-photo': {
    title: 'How to collect every photo your guests take',
    excerpt: 'Most wedding photos never leave the phones they were taken on. A few small choices change that.',
    content: [
      'At a wedding of a hundred guests, several thousand photos are taken, and the couple usually sees a few dozen of them, weeks later, in a group chat. The photos are not lost because people do not want to share them; they are lost because sharing is one more thing to do.',
      'Make it one step. A single link, printed on a card at every table, beats a hashtag, a shared album that needs an account, or a request sent after the honeymoon. Guests upload while the moment is fresh, from the browser they already have.',
      'Ask twice: once in the invitation (“bring your phone, we want your photos”) and once on the day, when someone says it into the microphone after dinner. The second ask is the one that works.',
      'Then say thank you where everyone can see it. When approved photos appear on the slideshow at the venue, guests see their own picture on the screen, and the next ten uploads follow within minutes.',
    ],
    tags: ['guest photos', 'qr codes', 'slideshow'],
  },
  'wedding-page-checklist': {
    title: 'A checklist for your wedding page',
    excerpt: 'Date, venue, map, RSVP deadline: what guests look for, in the order they look for it.',
    content: [
      'Guests open your page for three reasons: to find out when and where, to answer the RSVP, and, on the day, to share photos. Put those first.',
      'Write the venue name and the full address, and drop a pin on the map: “the old mill” is clear to you and a mystery to a taxi driver. Add a contact name and phone for the day itself.',
      'Set an RSVP deadline a week before your caterer needs numbers, and say in one line whether children or plus-ones are welcome. Guests can change their answer from the same phone, so an early “maybe” costs nothing.',
      'Finally, a cover photo and a few words in “About Our Celebration”. It is the part guests read last and remember longest.',
    ],
    tags: ['rsvp', 'checklist', 'event page'],
  },
  'pin-or-link': {
    title: 'PIN or link only? Choosing how private your gallery is',
    excerpt: 'A link is private enough for most weddings. Here is when a PIN is worth the extra step.',
    content: [
      'Every event page is private by default: it is not listed anywhere and search engines are told not to index it, so only people with the link can find it.',
      'A PIN adds a second key. It makes sense when the link will travel further than the guest list: printed on cards in a public venue, posted in a large group chat, or forwarded by a talkative uncle.',
      'Choose 4 to 8 digits that are not the wedding date. The server counts wrong tries per device and makes a device wait after 10 wrong guesses in 15 minutes, so a short PIN is not an open door.',
      'If you change the PIN, guests with the page open are asked for the new one, and you can share it again on the day.',
    ],
    tags: ['privacy', 'pin', 'security'],
  },
  'engagement-party-photos': {
    title: 'Start at the engagement party',
    excerpt: 'Your engagement party is a rehearsal for the wedding, for your guests’ cameras too.',
    content: [
      'An engagement party is small, relaxed and full of the people who will be at the wedding. It is the perfect place to try your photo page before the day that counts.',
      'Create an event for the party, put the QR code on the drinks table, and see what happens: who uploads, which photos you love, what you would do differently.',
      'Afterwards, download the ZIP and keep it with your wedding planning folder. The best engagement photos often end up on the wedding page cover.',
    ],
    tags: ['engagement', 'qr codes'],
  },
  'paperless-wedding': {
    title: 'A lighter wedding, with less paper',
    excerpt: 'Invitations, RSVP cards and disposable cameras add up. One page replaces most of them.',
    content: [
      'A printed invitation suite with reply cards, a disposable camera on every table and a printed album for each parent: each is lovely, and together they are a lot of paper, plastic and postage.',
      'An event page carries the details, takes the RSVPs and collects the photos. Keep the paper for what deserves it: one beautiful invitation, and a table card with a QR code.',
      'Disposable cameras are the hardest habit to drop, because guests love them. A slideshow of their own photos on the venue screen is the closest thing, and it needs no developing.',
    ],
    tags: ['sustainability', 'invitations', 'rsvp'],
  },
  'photo-etiquette-for-guests': {
    title: 'Photo etiquette for guests',
    excerpt: 'Phones down during the vows, generous afterwards: a short guide you can share with guests.',
    content: [
      'During the ceremony, let the photographer work. A row of raised phones ends up in every professional shot of the aisle, and couples notice.',
      'After the ceremony, the opposite: take the candid photos the photographer cannot, at your table, on the dance floor, in the corridor. Those are the ones couples treasure.',
      'Share the good ones, not all forty of the same moment. And ask before sharing photos of other guests anywhere else; the couple’s gallery is moderated, your social feed is not.',
    ],
    tags: ['etiquette', 'guest photos'],
  },
  'co-hosts-share-the-work': {
    title: 'Share the work: co-hosts for your event',
    excerpt: 'On the day, you will not be reviewing photos. Someone you trust can.',
    content: [
      'Photos arrive fastest when you are busiest. A co-host, a sibling, a friend or your planner, can approve them while you are dancing, so the slideshow keeps moving.',
      'Invite co-hosts by the email of their account; they accept the invitation on their dashboard. They can then edit details, moderate photos and read RSVPs; only you can switch the event off, delete it or invite more hosts.',
      'If you would rather not review at all, turn on auto-approve for the evening and go through the photos the next morning: rejecting one takes it off every open page at once.',
    ],
    tags: ['co-hosts', 'moderation'],
  },
};

export default texts;
