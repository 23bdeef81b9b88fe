import { constants } from 'node:fs';
import { access, chmod, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runTool, ToolFailure } from './tool-process.ts';

/**
 * Which ffmpeg and ffprobe this process runs (docs/decisions/048): FFMPEG_PATH and FFPROBE_PATH when set
 * (a system ffmpeg), else the binaries shipped inside @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe
 * (nothing is downloaded, at install or at run time). Each is run once at start (`-version`), so a missing or
 * broken binary stops the start with a message that says what to do, not the first guest's video.
 */

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
  /** The first line of each `-version`, for the start-up log. */
  versions: { ffmpeg: string; ffprobe: string };
  /**
   * ffmpeg has the zscale filter (libzimg): HDR phone videos (HLG, PQ) are converted to ordinary colours.
   * Without it they are converted as if they were ordinary video, and look washed out.
   */
  hasZscale: boolean;
}

export interface VideoToolPaths {
  /** FFMPEG_PATH: a path, or a name looked up on PATH. */
  ffmpegPath?: string | undefined;
  /** FFPROBE_PATH, likewise. */
  ffprobePath?: string | undefined;
}

/** ffmpeg or ffprobe cannot be run: every problem, each with its way out. */
export class VideoToolsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Video processing cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'VideoToolsError';
  }
}

type Tool = 'ffmpeg' | 'ffprobe';

const PACKAGES: Record<Tool, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};
const VARIABLES: Record<Tool, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/** `-version` of a healthy binary answers in milliseconds; a wedged one must not hold the start. */
const VERSION_TIMEOUT_MS = 15_000;
/** What the web copy needs from ffmpeg: H.264 and AAC encoders. */
const REQUIRED_ENCODERS = ['libx264', 'aac'];

/**
 * The packaged binary's path, or why there is none. The installer packages throw at load time on a
 * platform they have no binary for (the ffmpeg one throws a bare string), so they are loaded here, lazily.
 */
export function packagedToolPath(tool: Tool): { path: string } | { problem: string } {
  try {
    const loaded = createRequire(import.meta.url)(PACKAGES[tool]) as { path?: unknown };
    if (typeof loaded.path === 'string') return { path: loaded.path };
    return { problem: `${PACKAGES[tool]} gave no path` };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/**
 * The installer packages make their binary executable in a postinstall script (`chmod u+x`); an install
 * that skipped scripts (`--ignore-scripts`, some image builders) leaves it at 0644. Doing the same here,
 * when this user owns the file, repairs that; otherwise the error below says what to do.
 */
export async function repairPackagedMode(path: string): Promise<void> {
  if (await isExecutable(path)) return;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || info.uid !== process.getuid?.()) return;
  await chmod(path, info.mode | 0o100).catch(() => {});
}

async function versionOf(tool: Tool, binary: string): Promise<string> {
  const { stdout } = await runTool(binary, ['-hide_banner', '-version'], { timeoutMs: VERSION_TIMEOUT_MS });
  const first = stdout.toString('utf8').split('\n')[0]?.trim() ?? '';
  if (!first.startsWith(`${tool} version`)) throw new ToolFailure('failed', `answered "${first.slice(0, 80)}"`);
  return first;
}

interface Found {
  binary: string;
  version: string;
}

async function findTool(tool: Tool, configured: string | undefined, problems: string[]): Promise<Found | null> {
  let binary: string;
  let source: string;
  let remedy: string;
  if (configured) {
    // A configured path that fails is an error, never a silent fall-back to another ffmpeg.
    binary = configured;
    source = `${VARIABLES[tool]}=${configured}`;
    remedy = `point ${VARIABLES[tool]} at a working ${tool}, or unset it to use the one in ${PACKAGES[tool]}`;
  } else {
    const packaged = packagedToolPath(tool);
    if ('problem' in packaged) {
      problems.push(
        `${tool}: ${PACKAGES[tool]} has no binary for this machine (${packaged.problem}); ` +
          `install ffmpeg and set ${VARIABLES[tool]} to its ${tool}`,
      );
      return null;
    }
    binary = packaged.path;
    source = `${tool} from ${PACKAGES[tool]} (${binary})`;
    remedy = `reinstall with \`npm ci\` (its install script makes the binary executable), or set ${VARIABLES[tool]}`;
    await repairPackagedMode(binary);
  }
  try {
    return { binary, version: await versionOf(tool, binary) };
  } catch (error) {
    const why = error instanceof ToolFailure ? error.detail : String(error);
    problems.push(`${source} could not be run (${why}): ${remedy}`);
    return null;
  }
}

async function listedBy(ffmpeg: string, what: '-encoders' | '-filters'): Promise<string> {
  const { stdout } = await runTool(ffmpeg, ['-hide_banner', what], { timeoutMs: VERSION_TIMEOUT_MS });
  return stdout.toString('utf8');
}

/** Resolves and checks both tools; rejects with a VideoToolsError listing every problem. */
export async function resolveVideoTools(paths: VideoToolPaths = {}): Promise<VideoTools> {
  const problems: string[] = [];
  const [ffmpeg, ffprobe] = await Promise.all([
    findTool('ffmpeg', paths.ffmpegPath, problems),
    findTool('ffprobe', paths.ffprobePath, problems),
  ]);
  let hasZscale = false;
  if (ffmpeg) {
    const [encoders, filters] = await Promise.all([
      listedBy(ffmpeg.binary, '-encoders'),
      listedBy(ffmpeg.binary, '-filters'),
    ]);
    const missing = REQUIRED_ENCODERS.filter((name) => !new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(encoders));
    if (missing.length > 0) {
      problems.push(
        `${ffmpeg.binary} has no ${missing.join(' or ')} encoder, which web-playable copies need: ` +
          `use an ffmpeg built with them (${VARIABLES.ffmpeg})`,
      );
    }
    hasZscale = /^\s*\S+\s+zscale\s/m.test(filters);
  }
  if (!ffmpeg || !ffprobe || problems.length > 0) throw new VideoToolsError(problems);
  return {
    ffmpeg: ffmpeg.binary,
    ffprobe: ffprobe.binary,
    versions: { ffmpeg: ffmpeg.version, ffprobe: ffprobe.version },
    hasZscale,
  };
}

let shared: Promise<VideoTools> | undefined;
let sharedKey = '';

/**
 * The tools for these paths, resolved once per process (tests and benches call this freely; the app
 * resolves at start with its config so a broken ffmpeg stops the start).
 */
export function videoTools(paths: VideoToolPaths = {}): Promise<VideoTools> {
  const key = `${paths.ffmpegPath ?? ''}\0${paths.ffprobePath ?? ''}`;
  if (!shared || key !== sharedKey) {
    sharedKey = key;
    shared = resolveVideoTools(paths);
    // A failure is not kept: the next call tries again (a binary fixed meanwhile).
    shared.catch(() => {
      if (sharedKey === key) shared = undefined;
    });
  }
  return shared;
}
