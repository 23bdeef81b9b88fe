import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AuditLog } from '../../api/src/audit/audit-log.ts';
import { CredentialCache } from '../../api/src/access/credential-cache.ts';
import type { Actor } from '../../api/src/access/actor.ts';
import type { Db } from '../../api/src/db/client.ts';
import type { Prisma, RsvpStatus, UploadStatus, User } from '../../api/src/generated/prisma/client.ts';
import { RateLimiter } from '../../api/src/limits/rate-limiter.ts';
import { createForgetBus } from '../../api/src/live/forget-bus.ts';
import { createPhotoFeed } from '../../api/src/live/photo-feed.ts';
import { renderDerivatives } from '../../api/src/media/derivatives.ts';
import { AlbumsService } from '../../api/src/modules/albums/albums.service.ts';
import { AuthService, DEFAULT_AUTH_RATE_LIMITS } from '../../api/src/modules/auth/auth.service.ts';
import { verifyPassword } from '../../api/src/modules/auth/password.ts';
import { SessionTokens } from '../../api/src/modules/auth/session-tokens.ts';
import { EventsService } from '../../api/src/modules/events/events.service.ts';
import { hashGuestKey } from '../../api/src/modules/guest/guest-key.ts';
import { cleanFilename } from '../../api/src/modules/uploads/uploads.service.ts';
import type { WebhookOutbox } from '../../api/src/modules/webhooks/webhooks.service.ts';
import { photoKeys } from '../../api/src/storage/file-keys.ts';
import type { StorageDriver } from '../../api/src/storage/storage.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';

/**
 * The large-event fixture (issue 35, decision 060): one event as a festival-size wedding leaves it, for
 * benchmarks and for the index test. The owner, the event and its albums go through the product's services
 * (the same validation, audit rows and membership as a host's signup and clicks); photos and RSVPs, too many
 * for one service call each in a bench's budget, are written in bulk as the upload and RSVP paths write
 * them: the same columns and statuses, keys from the storage-key module, guest keys hashed as guest-key.ts
 * hashes them, and real files through the storage driver. Every original is one of two small JPEGs with a
 * per-photo trailer after its end marker (so its sha256, which the event's unique index holds, is its own);
 * their display copies and thumbnails are rendered once by the product's own pipeline and stored for each
 * photo under its own keys.
 */

export interface SeedLargeOptions {
  prisma: Db;
  storage: StorageDriver;
  photos: number;
  rsvps: number;
  /** An existing host's account to own the event (checked against its password); unset: a new account. */
  owner?: { email: string; password: string } | undefined;
  /** The same seed gives the same names, times and statuses (storage keys and guest keys stay random). */
  seed?: number;
  /** Writes the photos' files (original, display copy, thumbnail); off only for tests of the rows alone. */
  writeFiles?: boolean;
  /** Progress lines (the CLI prints them on stderr). */
  log?: (line: string) => void;
}

export interface SeededEvent {
  slug: string;
  eventId: number;
  ownerEmail: string;
  ownerPassword: string;
  /** Milliseconds each part took. */
  timings: { owner: number; event: number; rsvps: number; photos: number; analyze: number; total: number };
}

/** Albums of a wedding day, in the order of the day, with when their photos are taken (hours after the start). */
const ALBUMS = [
  { name: 'Getting Ready', from: -3, to: 0 },
  { name: 'Ceremony', from: 0, to: 1 },
  { name: 'Portraits', from: 1, to: 2.5 },
  { name: 'Reception', from: 2.5, to: 7 },
  { name: 'First Dance', from: 7, to: 7.5 },
  { name: 'Party', from: 7.5, to: 12 },
] as const;

/** Photos per insert: 1,000 rows of ~25 columns stay well under PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 1000;
/** Files written at once: local writes wait on fsync, not on the CPU. */
const FILE_CONCURRENCY = 32;
const HOUR = 3_600_000;
const MINUTE = 60_000;

export async function seedLargeEvent(options: SeedLargeOptions): Promise<SeededEvent> {
  const { prisma, storage } = options;
  const log = options.log ?? (() => {});
  const random = mulberry32(options.seed ?? 35);
  const started = performance.now();
  const quiet = { warn: () => {}, error: () => {}, info: () => {} };
  const feed = createPhotoFeed({ log: quiet });
  const audit = new AuditLog(prisma);
  try {
    // --- the owner, through the signup rules (or an existing host who proves their password)
    const owner = await ownerAccount(prisma, options.owner, random);
    const ownerDone = performance.now();
    const actor: Actor = { user: owner.user, ip: '127.0.0.1' };

    // --- the event and its albums, through the services a host's clicks call
    // Creating an event writes no webhook delivery; the outbox is never reached.
    const noWebhooks = {} as WebhookOutbox;
    const events = new EventsService(prisma, storage, audit, quiet, feed, noWebhooks);
    const eventStart = lastSaturdayAfternoon();
    const couple = `${pick(random, FIRST_NAMES)} & ${pick(random, FIRST_NAMES)}`;
    const event = await events.create(actor, {
      title: `${couple}'s Wedding`,
      slug: `large-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
      dateTime: eventStart.toISOString(),
      timeZone: 'Europe/Berlin',
      venueName: 'Schloss Elmau',
      coupleNames: couple,
      description: `A large-event fixture: ${options.photos} photos, ${options.rsvps} RSVPs.`,
    });
    const albumsService = new AlbumsService(prisma, audit, feed);
    const albums: { id: number; from: number; to: number }[] = [];
    for (const album of ALBUMS) {
      const created = await albumsService.create(actor, event.id, album.name);
      albums.push({ id: created.album.id, from: album.from, to: album.to });
    }
    const eventDone = performance.now();
    log(`owner ${owner.email}, event ${event.slug} (#${event.id}) with ${albums.length} albums`);

    // --- RSVPs, in bulk as the RSVP form writes them
    const guests = makeGuests(random, options.rsvps, options.photos);
    await insertRsvps(prisma, event.id, eventStart, guests.rsvpGuests, random);
    const rsvpsDone = performance.now();
    log(`${options.rsvps} RSVPs in ${Math.round(rsvpsDone - eventDone)} ms`);

    // --- photos: files through the storage driver, rows in bulk as the upload path writes them
    const photos = planPhotos(random, options.photos, eventStart, albums, guests.uploaders);
    const templates = await renderTemplates();
    const ids = await insertPhotos({
      prisma,
      storage,
      eventId: event.id,
      ownerId: owner.user.id,
      photos,
      templates,
      writeFiles: options.writeFiles ?? true,
      log,
    });
    const photosDone = performance.now();
    log(`${ids} photos in ${Math.round(photosDone - rsvpsDone)} ms`);

    // The planner's statistics, as a day of autovacuum would leave them on a server (the embedded database
    // has no autovacuum): plans measured on this event are the plans a real one gets.
    await prisma.$executeRawUnsafe('ANALYZE "Upload", "Rsvp", "Album"');
    const analyzed = performance.now();
    return {
      slug: event.slug,
      eventId: event.id,
      ownerEmail: owner.email,
      ownerPassword: owner.password,
      timings: {
        owner: Math.round(ownerDone - started),
        event: Math.round(eventDone - ownerDone),
        rsvps: Math.round(rsvpsDone - eventDone),
        photos: Math.round(photosDone - rsvpsDone),
        analyze: Math.round(analyzed - photosDone),
        total: Math.round(analyzed - started),
      },
    };
  } finally {
    await feed.close();
  }
}

async function ownerAccount(
  prisma: Db,
  given: SeedLargeOptions['owner'],
  random: () => number,
): Promise<{ user: User; email: string; password: string }> {
  if (given) {
    const user = await prisma.user.findUnique({ where: { email: given.email.trim().toLowerCase() } });
    if (!user || !(await verifyPassword(user.passwordHash, given.password))) {
      throw new Error(`No account ${given.email} with that password: the event needs a host who can sign in.`);
    }
    return { user, email: user.email, password: given.password };
  }
  const secret = randomBytes(32).toString('hex');
  const auth = new AuthService(
    prisma,
    new SessionTokens(secret),
    new RateLimiter(),
    DEFAULT_AUTH_RATE_LIMITS,
    new CredentialCache(createForgetBus({ log: { warn: () => {} } })),
  );
  const email = `host.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('base64url');
  const created = await auth.createAccount(
    { email, displayName: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`, password },
    { isAdmin: false, signedIn: false },
  );
  // Confirmed, as e2e/seed.ts confirms its admin: a bench may create API tokens and webhooks with it.
  const user = await prisma.user.update({ where: { id: created.id }, data: { emailVerifiedAt: new Date() } });
  return { user, email, password };
}

/** A guest: the name they gave, and the hash of their browser's key (decision 029). */
interface Guest {
  fullName: string;
  /** What the upload form's name field held: the full name, the first name, or nothing. */
  uploaderName: string | null;
  guestKeyHash: string;
  /** How many photos this guest sends, relative to others (a few guests send most). */
  weight: number;
}

/** The guests who answered (one per RSVP) and those who send photos (most answered, some never did). */
function makeGuests(random: () => number, rsvps: number, photos: number) {
  const guest = (): Guest => {
    const first = pick(random, FIRST_NAMES);
    const fullName = `${first} ${pick(random, LAST_NAMES)}`;
    const roll = random();
    return {
      fullName,
      uploaderName: roll < 0.6 ? fullName : roll < 0.9 ? first : null,
      guestKeyHash: hashGuestKey(randomBytes(16).toString('base64url')),
      weight: 0,
    };
  };
  const rsvpGuests = Array.from({ length: rsvps }, guest);
  // About one phone in four sends photos, at least 20; 70% of those answered the RSVP first.
  const uploaderCount = Math.max(20, Math.min(Math.round(photos / 8), Math.round((rsvps || 400) / 4)));
  const uploaders: Guest[] = [];
  for (let i = 0; i < uploaderCount; i += 1) {
    const fromRsvps = rsvpGuests.length > 0 && random() < 0.7;
    uploaders.push(fromRsvps ? rsvpGuests[Math.floor(random() * rsvpGuests.length)]! : guest());
  }
  // Zipf-like: the photographer cousin sends hundreds, most guests a handful.
  const unique = [...new Set(uploaders)];
  unique.forEach((uploader, rank) => (uploader.weight = 1 / (rank + 1) ** 0.8));
  return { rsvpGuests, uploaders: unique };
}

const NOTES = [
  'Vegetarian, please',
  'Gluten-free',
  "Can't wait!",
  'Bringing the kids',
  'Nut allergy',
  'So sorry to miss it',
  'Arriving after the ceremony',
];

async function insertRsvps(
  prisma: Db,
  eventId: number,
  eventStart: Date,
  guests: readonly Guest[],
  random: () => number,
): Promise<void> {
  const rows: Prisma.RsvpCreateManyInput[] = guests.map((guest, index) => {
    const roll = random();
    const status: RsvpStatus = roll < 0.75 ? 'YES' : roll < 0.9 ? 'NO' : 'MAYBE';
    const guestsCount = status === 'NO' ? 1 : pick(random, [1, 2, 2, 2, 3, 4]);
    const hasEmail = random() < 0.8;
    // Answers come over the eight weeks before the day, most in the last two.
    const createdAt = new Date(eventStart.getTime() - 56 * 24 * HOUR * random() ** 2.5 - HOUR);
    return {
      eventId,
      fullName: guest.fullName,
      email: hasEmail ? `${asciiName(guest.fullName)}.${index}@example.com` : null,
      phone: random() < 0.3 ? `+49 151 ${String(1_000_000 + index).padStart(7, '0')}` : null,
      status,
      guestsCount,
      note: random() < 0.15 ? pick(random, NOTES) : null,
      guestKeyHash: guest.guestKeyHash,
      notifyByEmail: hasEmail && random() < 0.25,
      createdAt,
      updatedAt: createdAt,
    };
  });
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await prisma.rsvp.createMany({ data: rows.slice(i, i + ROWS_PER_INSERT) });
  }
}

interface PlannedPhoto {
  uploader: Guest;
  albumId: number | null;
  uploadedAt: Date;
  takenAt: Date | null;
  status: UploadStatus;
  moderatedAt: Date | null;
  portrait: boolean;
  filename: string;
}

/** Every photo's guest, album, times and status, in the order they arrive (ids then follow upload time). */
function planPhotos(
  random: () => number,
  count: number,
  eventStart: Date,
  albums: readonly { id: number; from: number; to: number }[],
  uploaders: readonly Guest[],
): PlannedPhoto[] {
  const totalWeight = uploaders.reduce((sum, guest) => sum + guest.weight, 0);
  const pickUploader = () => {
    let left = random() * totalWeight;
    for (const guest of uploaders) {
      left -= guest.weight;
      if (left <= 0) return guest;
    }
    return uploaders[uploaders.length - 1]!;
  };
  const devices = new Map<Guest, Device>();
  const photos: PlannedPhoto[] = [];
  for (let i = 0; i < count; i += 1) {
    const uploader = pickUploader();
    // Photos follow the day: a part of it (its album's hours), sent soon after, or days later (5%).
    const part = albums[Math.floor(random() * albums.length)]!;
    const taken = new Date(eventStart.getTime() + (part.from + random() * (part.to - part.from)) * HOUR);
    const late = random() < 0.05;
    const uploadedAt = new Date(
      taken.getTime() + (late ? (24 + random() * 72) * HOUR : random() ** 3 * 90 * MINUTE + 5_000),
    );
    // Messengers and screenshots strip EXIF: no capture time for ~15%.
    const takenAt = random() < 0.85 ? taken : null;
    const roll = random();
    const status: UploadStatus = roll < 0.9 ? 'APPROVED' : roll < 0.97 ? 'PENDING' : 'REJECTED';
    const moderatedAt = status === 'PENDING' ? null : new Date(uploadedAt.getTime() + (1 + random() * 120) * MINUTE);
    const device = devices.get(uploader) ?? newDevice(random);
    devices.set(uploader, device);
    photos.push({
      uploader,
      // Guests file about 70% of their photos in an album.
      albumId: random() < 0.7 ? part.id : null,
      uploadedAt,
      takenAt,
      status,
      moderatedAt,
      portrait: random() < 0.25,
      filename: cleanFilename(device(taken)),
    });
  }
  const now = Date.now();
  for (const photo of photos) if (photo.uploadedAt.getTime() > now) photo.uploadedAt = new Date(now);
  return photos.sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime());
}

type Device = (taken: Date) => string;

/** How a guest's phone or camera names its files. */
function newDevice(random: () => number): Device {
  let counter = Math.floor(random() * 9000) + 100;
  const stamp = (date: Date, dateSep: string, mid: string, timeSep: string) => {
    const iso = date.toISOString();
    return `${iso.slice(0, 10).replaceAll('-', dateSep)}${mid}${iso.slice(11, 19).replaceAll(':', timeSep)}`;
  };
  const kind = random();
  if (kind < 0.45) return () => `IMG_${String((counter += 1) % 10000).padStart(4, '0')}.JPG`;
  if (kind < 0.6) return (date) => `PXL_${stamp(date, '', '_', '')}${String(counter++ % 1000).padStart(3, '0')}.jpg`;
  if (kind < 0.75) return (date) => `${stamp(date, '', '_', '')}.jpg`;
  if (kind < 0.9) return (date) => `WhatsApp Image ${stamp(date, '-', ' at ', '.')}.jpeg`;
  return () => `DSC${String((counter += 1) % 100000).padStart(5, '0')}.JPG`;
}

interface Template {
  original: Buffer;
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * A landscape and a portrait original (small JPEGs with colour gradients), and their display copies and
 * thumbnails rendered by the product's pipeline (media/derivatives.ts), as a media worker would.
 */
async function renderTemplates(): Promise<{ landscape: Template; portrait: Template }> {
  const folder = await mkdtemp(join(tmpdir(), 'seed-large-'));
  try {
    const render = async (width: number, height: number): Promise<Template> => {
      const pixels = Buffer.alloc(width * height * 3);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const at = (y * width + x) * 3;
          pixels[at] = (x * 255) / width;
          pixels[at + 1] = (y * 255) / height;
          pixels[at + 2] = ((x + y) * 4) % 256;
        }
      }
      const original = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const path = join(folder, `${width}x${height}.jpg`);
      await writeFile(path, original);
      const derivatives = await renderDerivatives({
        path,
        bytes: original.length,
        sha256: sha256(original),
        mimeType: 'image/jpeg',
        filename: 'template.jpg',
        dispose: async () => {},
      });
      return { original, ...derivatives };
    };
    return { landscape: await render(640, 480), portrait: await render(480, 640) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function insertPhotos(input: {
  prisma: Db;
  storage: StorageDriver;
  eventId: number;
  ownerId: number;
  photos: readonly PlannedPhoto[];
  templates: { landscape: Template; portrait: Template };
  writeFiles: boolean;
  log: (line: string) => void;
}): Promise<number> {
  const { prisma, storage, eventId, ownerId, photos, templates } = input;
  let inserted = 0;
  for (let start = 0; start < photos.length; start += ROWS_PER_INSERT) {
    const rows: Prisma.UploadCreateManyInput[] = [];
    const files: { key: string; bytes: Buffer }[] = [];
    photos.slice(start, start + ROWS_PER_INSERT).forEach((photo, offset) => {
      const template = photo.portrait ? templates.portrait : templates.landscape;
      // JPEG readers stop at the end marker: the trailer makes each original's bytes (and sha256) its own.
      const original = Buffer.concat([template.original, Buffer.from(`seed-large ${eventId} ${start + offset}`)]);
      const keys = photoKeys(eventId, 'image/jpeg');
      files.push(
        { key: keys.original, bytes: original },
        { key: keys.display, bytes: template.display },
        { key: keys.thumbnail, bytes: template.thumbnail },
      );
      rows.push({
        eventId,
        originalFilename: photo.filename,
        mimeType: 'image/jpeg',
        bytes: original.length,
        width: template.width,
        height: template.height,
        takenAt: photo.takenAt,
        uploaderName: photo.uploader.uploaderName,
        sha256: sha256(original),
        status: photo.status,
        storageKey: keys.original,
        displayKey: keys.display,
        thumbnailKey: keys.thumbnail,
        mediaType: 'PHOTO',
        processingState: 'READY',
        uploadedAt: photo.uploadedAt,
        moderatedAt: photo.moderatedAt,
        moderatedById: photo.moderatedAt ? ownerId : null,
        guestKeyHash: photo.uploader.guestKeyHash,
        albumId: photo.albumId,
      });
    });
    // Files first, as an upload stores its original before its row (and the sweep removes unclaimed files).
    if (input.writeFiles) await writeAll(storage, files);
    const { count } = await prisma.upload.createMany({ data: rows });
    inserted += count;
    input.log(`  ${inserted} / ${photos.length} photos`);
  }
  return inserted;
}

async function writeAll(storage: StorageDriver, files: readonly { key: string; bytes: Buffer }[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await storage.write(file.key, Readable.from([file.bytes]), { contentType: 'image/jpeg' });
    }
  };
  await Promise.all(Array.from({ length: FILE_CONCURRENCY }, worker));
}

/** 14:00 in Berlin (12:00 UTC) on the last Saturday at least four days ago: every late upload is in the past. */
function lastSaturdayAfternoon(): Date {
  const day = new Date(Date.now() - 4 * 24 * HOUR);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7));
  day.setUTCHours(12, 0, 0, 0);
  return day;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** An address-safe form of a name: "Ayşe Öztürk" → "ayse.ozturk". */
function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/[ıİ]/g, 'i')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/ +/g, '.');
}

/** A small seeded generator (mulberry32): the same seed, the same event. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
